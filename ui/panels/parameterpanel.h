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
class QVBoxLayout;

namespace runway {

class FundingEditor;
class Model2Note;
class ParameterControl;
class ScenarioDocument;
struct Scenario;

class ParameterPanel : public QWidget {
    Q_OBJECT
public:
    /// Which groups the panel builds in its constructor: every one, or (the window's start,
    /// issue 22) only the first, the others when the first frame has shown what fits (see
    /// deferGroupsBelowFold()) or when an accessor below hands out one of their widgets.
    enum class Build { AllGroups, FirstFrameFirst };
    explicit ParameterPanel(ScenarioDocument* doc, QWidget* parent = nullptr, Build build = Build::AllGroups);
    /// The control of `id`; its group is shown first if it waits below the fold (see
    /// deferGroupsBelowFold(): every accessor below hands out a widget whose group is shown).
    ParameterControl* control(ParamId id) const;
    /// Scrolls the panel so that the control of `id` can be seen.
    void reveal(ParamId id);
    QCheckBox* deriveToggle() const;
    /// capacity_mode (MODEL.md §1): checked is "per_token", unchecked "owned".
    QCheckBox* perTokenToggle() const;
    /// The null toggle of an optional key other than the serving cost (cash and the fleet
    /// "derived", the account cap "no cap"; MODEL.md §1): checked is null. nullptr for other keys.
    QCheckBox* nullToggle(ParamId id) const;
    FundingEditor* fundingEditor() const;
    /// Model 3's controls (MODEL3.md §1's "UI control" column) that are not a ParameterControl:
    /// the measured dates with their toggles, the fleet's idle/busy choices, replacement and the
    /// credit line's toggle. Shown for a model-3 scenario only, like every model-3 control.
    QDateEdit* measuredDateEdit(ParamId id) const;
    QPushButton* idleFleetButton() const;
    QPushButton* busyFleetButton() const;
    QCheckBox* replaceChipsBox() const;
    QCheckBox* creditLineToggle() const;
    /// The model-2 note with [Upgrade to model 3], above the controls (shown for a model-2 scenario).
    Model2Note* model2Note() const { return m_model2Note; }
    /// Whether the controls of model 3's keys show (the scenario is a model-3 one).
    bool model3Shown() const { return m_model3Shown; }

    /// Re-reads every control from the document (after any change or a refused edit).
    void refresh();

    /// For the window's first frame: the groups below the fold wait, hidden, so the layouts of the
    /// first show leave their controls out, while those the scroll area can show are shown, one
    /// more past its bottom, as its size changes. Every group is built (and measured once) all the
    /// same; a group is shown as soon as one of its widgets is handed out (control() and the other
    /// accessors). Call it before the panel is first shown; without it every group shows at once.
    void deferGroupsBelowFold();
    /// Shows the groups that wait, building those not built: the window calls it once its first
    /// frame is painted; reveal() too. Does nothing when none waits.
    void showAllGroups();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

signals:
    /// A parameter's context menu asked for the uncertainty editor / the goal-seek dialog.
    void uncertaintyRequested(ParamId id);
    void goalSeekRequested(ParamId id);
    /// A group was built after the constructor (Build::FirstFrameFirst): its widgets are new
    /// (the window's drag freeze watches their sliders).
    void groupBuilt(QWidget* group);

private:
    QWidget* buildGroup(ParamGroup group);
    /// Builds the next group not built yet: in the column after the others, hidden while groups
    /// wait, in the focus chain after the previous group, refreshed from the document.
    void buildNextGroup();
    /// Builds groups, in order, until `found()` holds or every group is built (the accessors).
    template <class Found> void buildUntil(Found found) const
    {
        auto* self = const_cast<ParameterPanel*>(this); // building a group is no change of what the panel holds
        while (!found() && !self->allBuilt())
            self->buildNextGroup();
    }
    bool allBuilt() const;
    /// The control of `id` as it is, shown or waiting (the panel's own use).
    ParameterControl* find(ParamId id) const;
    /// Shows the groups that wait down to the one holding `w` (nothing for a widget outside them).
    void showGroupOf(const QObject* w) const;
    /// `w`, after showing the group that holds it (the accessors' one way out).
    template <class T> T* handedOut(T* w) const
    {
        showGroupOf(w);
        return w;
    }
    /// While groups wait: shows the next ones until those shown reach one group past the bottom
    /// of the scroll area, so everything the first frame can show is there, laid out as it will be.
    void coverFold();
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
    QWidget* m_inner = nullptr;      ///< the scrolled column
    QVBoxLayout* m_column = nullptr; ///< the groups, then "Reset all parameters"
    std::vector<QWidget*> m_groups;  ///< the groups built, in the panel's order
    QWidget* m_lastStop = nullptr;   ///< the last widget of the groups built after the panel in the focus chain
    std::size_t m_shownGroups = 0;   ///< the first ones shown while the others wait for the first frame
    bool m_groupsWaiting = false;
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
