#pragma once
// The open scenario: owns the Scenario, its simulation result and the undo stack.
// Every edit goes through an undo command; after it the document recomputes and publishes
// the scenario and its result in changed(). Views follow that one signal, through follow();
// the model runs here (and in its ComparisonSet) and in the AnalysisRunner, never in a view.
//
// Every edit is a ScenarioPatch (core/scenario/scenariopatch.h), applied by core's rules — a
// range follows its value, owned capacity derives its serving cost — and validated with
// validate() in the same call: an edit is applied only when the whole resulting scenario keeps
// every rule, as one undo step, so the window can never hold a scenario the file reader would
// refuse. A refusal is emitted as editRefused with the rule's message in the window's language;
// what the rules did beyond the edit (a range made certain) as editNoted.
//
// The model runs once per change, here: the overflow rule (a number of the model that is not
// finite) is checked on the same run that is then published, with every series the views draw
// (core's simulateWithSeries: the simple view is the one more run). Views never compute.

#include <optional>
#include <span>
#include <type_traits>
#include <utility>
#include <vector>

#include <QObject>
#include <QString>

#include "core/claims/claimaudit.h"
#include "core/model/model.h"
#include "core/scenario/scenario.h"
#include "core/scenario/scenariochange.h"
#include "core/scenario/scenariopatch.h"
#include "core/util/problem.h"

class QUndoCommand;
class QUndoStack;

namespace runway {

class ComparisonSet;

class ScenarioDocument : public QObject {
    Q_OBJECT
public:
    explicit ScenarioDocument(QObject* parent = nullptr);
    ~ScenarioDocument() override;

    const Scenario& scenario() const { return m_scenario; }
    const SimulationResult& result() const { return m_result; }
    QUndoStack* undoStack() const { return m_undo; }
    /// The built-in claims catalogue audited on the current scenario (computed on first use
    /// after a change).
    const std::vector<ClaimResult>& claimAudit() const;
    /// The library scenarios compared with this one, with their results.
    ComparisonSet* comparisons() const { return m_comparisons; }

    /// The one way a view follows the document: calls `slot(scenario, result)` now and after
    /// every change; the connection ends with `receiver`. `slot` is a member function of
    /// `receiver` or a callable, taking (const Scenario&, const SimulationResult&).
    template <class Receiver, class Slot> QMetaObject::Connection follow(Receiver* receiver, Slot slot)
    {
        if constexpr (std::is_member_function_pointer_v<Slot>) {
            (receiver->*slot)(m_scenario, m_result);
        } else {
            slot(m_scenario, m_result);
        }
        return connect(this, &ScenarioDocument::changed, receiver, slot);
    }

    /// Applies `patch` as one undoable step named `description`, all or nothing. Consecutive patches
    /// of one gesture (a slider drag: the same non-zero `gesture`) collapse into one step, each
    /// applied to the scenario as it was before the gesture, so a range that follows the value
    /// never drifts with the drag; gesture 0 is always a step of its own.
    bool applyPatch(const ScenarioPatch& patch, const QString& description, int gesture = 0);
    /// Sets one numeric parameter (an optional one stops being null) as an undoable step.
    /// Consecutive edits of the same parameter within one gesture (a slider drag: the same
    /// non-zero `gesture`) collapse into one step; gesture 0 is always a step of its own.
    bool setValue(ParamId id, double value, int gesture = 0);
    /// Several parameters as one undoable step, all or none.
    bool setValues(std::span<const std::pair<ParamId, double>> values, const QString& description);
    /// An optional parameter null (derived, no cap) or set to `value`, as one undoable step.
    bool setOptional(ParamId id, std::optional<double> value);
    /// Owned or per-token capacity as one undoable step. Owned capacity derives its serving
    /// cost, so the patch clears a typed serving cost (and its uncertainty) in the same step.
    bool setCapacityMode(CapacityMode mode);
    /// A fresh gesture number for a control that starts a drag.
    static int newGesture();
    /// Replaces the whole scenario as one undoable step (preset, claim, reset all); refused
    /// like any edit when it breaks a rule.
    bool replaceScenario(const Scenario& scenario, const QString& description);
    /// The same with the file it belongs to (open a file, "New scenario": an empty path): the
    /// file path changes in the same undoable step, so undo returns to the previous file too.
    bool replaceScenario(const Scenario& scenario, const QString& description, const QString& filePath);
    /// Non-numeric edits, each one undoable step.
    bool setName(const std::string& name);
    bool setNotes(const std::string& notes);
    bool setStartDate(const Date& date);
    bool setFilingDate(const Date& date);
    bool setFunding(const std::vector<FundingEvent>& funding);
    /// Adds or replaces the distribution of d.param as one undoable step.
    bool setDistribution(const Distribution& d);
    /// A range typed for `id` ("28M to 48.5M", MODEL.md 2.1 §6): the range set and the value put at its
    /// centre, as one undoable step; refused (editRefused) when low > high, a bound is outside the
    /// key's limits or the key cannot be uncertain.
    bool setRange(ParamId id, double low, double high);
    /// Makes `id` certain again as one undoable step (nothing happens when it is certain).
    bool removeDistribution(ParamId id);
    /// Every distribution replaced by `list` (e.g. defaultUncertainty()) as one undoable step.
    bool setUncertainty(const std::vector<Distribution>& list);
    /// One parameter back to its default (an optional key: null again).
    bool resetParameter(ParamId id);
    /// Every parameter back to its default; the name and notes stay.
    bool resetAll();

    /// The problems `candidate` would have, translated: the first one's text, or empty when
    /// the candidate keeps every rule. For dialogs that want to say why before they apply.
    QString refusal(const Scenario& candidate) const;

    /// The file the scenario was opened from or saved to; empty for a new one.
    QString filePath() const { return m_filePath; }
    void setFilePath(const QString& path);
    /// True when there are edits since the last open or save.
    bool isModified() const;
    /// Marks the current state as saved.
    void markSaved();

    /// Applied by the undo commands only (and the start-up restore): sets without pushing a command.
    void applyChange(const ScenarioChange& change, bool redo);
    void applyScenario(const Scenario& scenario);

signals:
    /// After every change, with the new scenario and its result already computed.
    void changed(const runway::Scenario& scenario, const runway::SimulationResult& result);
    /// The file path or the modified flag changed (for the title bar).
    void fileStateChanged();
    /// An edit was refused; the message names the rule, the value and what to do.
    void editRefused(const QString& message);
    /// An edit did more than it asked, by a rule (a range that could not follow its value made the
    /// key certain; a typed serving cost cleared for owned accelerators): one sentence.
    void editNoted(const QString& message);

private:
    /// validate(candidate), then prepare(candidate): true when it keeps every rule, else emits
    /// editRefused and returns false.
    bool accept(const Scenario& candidate);
    /// Runs the model on `candidate` once: refused (editRefused, false) when a number of the model
    /// is not finite (overflowProblems); otherwise the result, with its views' series, is kept for
    /// the recompute() that the edit's command is about to make.
    bool prepare(const Scenario& candidate);
    /// The command on top of the undo stack (the last one done), or nullptr.
    const QUndoCommand* topCommand() const;
    void recompute();

    /// The drag in progress: its gesture, the scenario before it and the command it merges into.
    struct Gesture {
        int number = 0;
        Scenario before;
        const QUndoCommand* command = nullptr;
    };
    Gesture m_gesture;

    Scenario m_scenario;
    SimulationResult m_result;
    /// A candidate's run, made by prepare() and taken by the next recompute() of that same scenario.
    struct Prepared {
        Scenario scenario;
        SimulationResult result;
    };
    std::optional<Prepared> m_prepared;
    mutable std::vector<ClaimResult> m_claims;
    mutable bool m_claimsStale = true;
    QUndoStack* m_undo;
    ComparisonSet* m_comparisons;
    QString m_filePath;
};

} // namespace runway
