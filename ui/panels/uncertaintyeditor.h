#pragma once
// The uncertainty editor: for every parameter that may be uncertain (MODEL.md §6), its
// distribution (none / uniform / triangular / lognormal 90 % interval), low, mode and high.
// Each change is one undoable document step; a refused one shows its reason in the row and
// keeps what was typed, so the other end can be fixed.

#include <map>
#include <optional>

#include <QDialog>

#include "core/scenario/scenario.h"

class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QPushButton;
class QScrollArea;

namespace runway {

class DensitySketch;
class ScenarioDocument;
class ValueSpinBox;

class UncertaintyEditor : public QDialog {
    Q_OBJECT
public:
    explicit UncertaintyEditor(ScenarioDocument* doc, QWidget* parent = nullptr);

    /// Scrolls to `id`'s row and focuses its distribution box.
    void focusParameter(ParamId id);

    /// The row's widgets (for tests); nullptr for a parameter that cannot be uncertain.
    QComboBox* kindBox(ParamId id) const;
    ValueSpinBox* lowBox(ParamId id) const;
    ValueSpinBox* modeBox(ParamId id) const;
    ValueSpinBox* highBox(ParamId id) const;
    /// Checked: the triangular mode is its own number; unchecked: the scenario's value.
    QCheckBox* ownModeBox(ParamId id) const;
    /// The row's inline message (empty and hidden when the row is valid).
    QLabel* messageLabel(ParamId id) const;
    /// The row's density sketch with its 5 %, 50 % and 95 % points.
    DensitySketch* sketch(ParamId id) const;
    QPushButton* resetButton() const { return m_reset; }

    /// Combo index of each kind; 0 is "none".
    static int indexOf(DistKind kind) { return static_cast<int>(kind) + 1; }

private:
    /// The reset button's tooltip: the default ranges for `s`, from core's list.
    static QString defaultsTip(const Scenario& s);
    struct Row {
        ParamId id;
        QComboBox* kind = nullptr;
        ValueSpinBox* low = nullptr;
        ValueSpinBox* mode = nullptr;
        ValueSpinBox* high = nullptr;
        QCheckBox* ownMode = nullptr;
        QLabel* message = nullptr;
        DensitySketch* shape = nullptr;
        QLabel* points = nullptr; ///< the sketch's 5 %, 50 % and 95 % points in words
        bool uncertain = false;   ///< the document's state the row was loaded from:
        Distribution loaded;      ///< uncertain, and then with this distribution
        bool pending = false;     ///< shows a refused edit, not the document
    };

    QWidget* buildRows();
    void addRow(QGridLayout* grid, int line, ParamId id);
    void refresh();
    void load(Row& row);
    void updateEnabled(Row& row);
    void commit(Row& row);
    const Row* find(ParamId id) const;
    /// Whether the row was loaded from `d` (nullptr: certain).
    static bool loadedFrom(const Row& row, const Distribution* d);
    /// low/high to offer when a certain parameter is made uncertain.
    std::pair<double, double> suggestedSpan(ParamId id) const;

    ScenarioDocument* m_doc;
    std::map<ParamId, Row> m_rows;
    QScrollArea* m_scroll = nullptr;
    QPushButton* m_reset = nullptr;
    QPushButton* m_clear = nullptr;
};

} // namespace runway
