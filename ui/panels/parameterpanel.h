#pragma once
// The parameter dock: every parameter of the table as a control, in MODEL.md §1's groups.

#include <map>

#include <QWidget>

#include "core/scenario/parameters.h"

class QCheckBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QScrollArea;
class QPlainTextEdit;

namespace runway {

class FundingEditor;
class ParameterControl;
class ScenarioDocument;

class ParameterPanel : public QWidget {
    Q_OBJECT
public:
    explicit ParameterPanel(ScenarioDocument* doc, QWidget* parent = nullptr);
    ParameterControl* control(ParamId id) const;
    /// Scrolls the panel so that the control of `id` can be seen.
    void reveal(ParamId id);
    QCheckBox* deriveToggle() const { return m_derive; }
    /// capacity_mode (MODEL.md §1): checked is "per_token", unchecked "owned".
    QCheckBox* perTokenToggle() const { return m_perToken; }
    /// The null toggle of an optional key other than the serving cost (cash and the fleet
    /// "derived", the account cap "no cap"; MODEL.md §1): checked is null. nullptr for other keys.
    QCheckBox* nullToggle(ParamId id) const;
    FundingEditor* fundingEditor() const { return m_funding; }

    /// Re-reads every control from the document (after any change or a refused edit).
    void refresh();

signals:
    /// A parameter's context menu asked for the uncertainty editor / the goal-seek dialog.
    void uncertaintyRequested(ParamId id);
    void goalSeekRequested(ParamId id);

private:
    QWidget* buildGroup(ParamGroup group);
    void addControl(QWidget* box, ParamId id);
    void addServingCostToggle(QWidget* box);

    ScenarioDocument* m_doc;
    QScrollArea* m_scroll = nullptr;
    std::map<ParamId, ParameterControl*> m_controls;
    std::map<ParamId, QCheckBox*> m_nullToggles;
    QLineEdit* m_name = nullptr;
    QPlainTextEdit* m_notes = nullptr;
    QDateEdit* m_startDate = nullptr;
    QCheckBox* m_derive = nullptr;
    QCheckBox* m_perToken = nullptr;
    QLabel* m_derived = nullptr;
    QLabel* m_cashNote = nullptr; ///< under the cash toggle: a typed cash leaves the bridge's range unused
    FundingEditor* m_funding = nullptr;
};

} // namespace runway
