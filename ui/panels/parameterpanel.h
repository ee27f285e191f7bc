#pragma once
// The parameter dock: every parameter of the table as a control, in MODEL.md §1's groups.

#include <map>
#include <vector>

#include <QWidget>

#include "core/scenario/parameters.h"

class QCheckBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QScrollArea;
class QPlainTextEdit;
class QPushButton;

namespace runway {

class FundingEditor;
class Model2Note;
class ParameterControl;
class ScenarioDocument;
struct Scenario;

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
    /// Model 3's controls (MODEL3.md §1's "UI control" column) that are not a ParameterControl:
    /// the measured dates with their toggles, the fleet's idle/busy choices, replacement and the
    /// credit line's toggle. Shown for a model-3 scenario only, like every model-3 control.
    QDateEdit* measuredDateEdit(ParamId id) const;
    QPushButton* idleFleetButton() const { return m_idleFleet; }
    QPushButton* busyFleetButton() const { return m_busyFleet; }
    QCheckBox* replaceChipsBox() const { return m_replaceChips; }
    QCheckBox* creditLineToggle() const { return m_creditToggle; }
    /// The model-2 note with [Upgrade to model 3], above the controls (shown for a model-2 scenario).
    Model2Note* model2Note() const { return m_model2Note; }
    /// Whether the controls of model 3's keys show (the scenario is a model-3 one).
    bool model3Shown() const { return m_model3Shown; }

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
    // Model 3 (parameterpanel3.cpp).
    void addModel3Controls(QWidget* box, ParamGroup group);
    void addModel3Control(QWidget* box, ParamId id);
    void addMeasuredDate(QWidget* box, ParamId id);
    void addFleetChoices(QWidget* box);
    void addCreditLine(QWidget* box);
    void refreshModel3(const Scenario& s);

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
    std::vector<QWidget*> m_model3Widgets; ///< shown for a model-3 scenario only
    bool m_model3Shown = true;             ///< the widgets are visible when built; the first refresh hides them for model 1 and 2
    std::map<ParamId, QDateEdit*> m_dates;
    std::map<ParamId, QCheckBox*> m_dateToggles;
    QPushButton* m_idleFleet = nullptr;
    QPushButton* m_busyFleet = nullptr;
    QCheckBox* m_replaceChips = nullptr;
    QCheckBox* m_creditToggle = nullptr;
    Model2Note* m_model2Note = nullptr;
};

} // namespace runway
