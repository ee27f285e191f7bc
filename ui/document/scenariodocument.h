#pragma once
// The open scenario: owns the Scenario, its simulation result and the undo stack.
// Every edit goes through an undo command; views listen to changed() and redraw
// from result(). The document never draws and the views never compute the model.

#include <functional>
#include <span>
#include <utility>

#include <QObject>
#include <QString>

#include "core/model/model.h"
#include "core/scenario/scenario.h"

class QUndoStack;

namespace runway {

class ScenarioDocument : public QObject {
    Q_OBJECT
public:
    explicit ScenarioDocument(QObject* parent = nullptr);
    ~ScenarioDocument() override;

    const Scenario& scenario() const { return m_scenario; }
    const SimulationResult& result() const { return m_result; }
    QUndoStack* undoStack() const { return m_undo; }

    /// Sets one numeric parameter as an undoable step. Consecutive edits of the same
    /// parameter within one gesture (a slider drag: the same non-zero `gesture`) collapse
    /// into one step; gesture 0 is always a step of its own.
    /// Refuses (returns false and emits editRefused with valueProblem()) what valueProblem()
    /// refuses: nothing is clamped silently.
    bool setValue(ParamId id, double value, int gesture = 0);
    /// Several parameters as one undoable step, all or none: when one value is refused,
    /// nothing changes (the what-if map's click sets price and conversion together).
    bool setValues(std::span<const std::pair<ParamId, double>> values, const QString& description);
    /// Why `value` cannot be `id`'s value in the current scenario, or an empty string: outside
    /// the hard limits, not whole where it must be, a horizon shorter than the free tier, or
    /// outside the range of a triangular uncertainty without a mode (MODEL.md §6).
    QString valueProblem(ParamId id, double value) const;
    /// A fresh gesture number for a control that starts a drag.
    static int newGesture();
    /// Replaces the whole scenario as one undoable step (open, preset, claim, reset all).
    void replaceScenario(const Scenario& scenario, const QString& description);
    /// Non-numeric edits, each one undoable step.
    void setName(const std::string& name);
    void setNotes(const std::string& notes);
    void setStartDate(const Date& date);
    void setFunding(const std::vector<FundingEvent>& funding);
    /// Derive the serving cost from the chips, or use `directValue` (MODEL.md §3).
    void setDeriveServingCost(bool derive, double directValue);
    /// Adds or replaces the distribution of d.param as one undoable step. Refuses (returns
    /// false and emits editRefused) one that breaks MODEL.md §6's rules: nothing is clamped.
    bool setDistribution(const Distribution& d);
    /// Makes `id` certain again as one undoable step (nothing happens when it is certain).
    void removeDistribution(ParamId id);
    /// Every distribution replaced by `list` (e.g. defaultUncertainty()) as one undoable step;
    /// refused like setDistribution when one of them is invalid.
    bool setUncertainty(const std::vector<Distribution>& list);
    /// Why `d` is not a valid distribution for the current scenario (the parameter, the
    /// value and the rule), or an empty string when it is.
    QString distributionProblem(const Distribution& d) const;
    /// One parameter back to its default (serving cost: derived again).
    void resetParameter(ParamId id);
    /// Every parameter back to its default; the name and notes stay.
    void resetAll();

    /// The file the scenario was opened from or saved to; empty for a new one.
    QString filePath() const { return m_filePath; }
    void setFilePath(const QString& path);
    /// True when there are edits since the last open or save.
    bool isModified() const;
    /// Marks the current state as saved.
    void markSaved();

    /// Applied by the undo commands only: sets without pushing a command.
    void applyValue(ParamId id, double value);
    void applyScenario(const Scenario& scenario);
    void applyEdit(const std::function<void(Scenario&)>& edit);

signals:
    /// After every change, with the new result already computed.
    void changed();
    /// The file path or the modified flag changed (for the title bar).
    void fileStateChanged();
    /// An edit was refused; the message names the parameter, the value and the limit.
    void editRefused(const QString& message);

private:
    void recompute();

    template <class T> void pushField(T Scenario::*field, const T& value, const QString& text);

    Scenario m_scenario;
    SimulationResult m_result;
    QUndoStack* m_undo;
    QString m_filePath;
};

} // namespace runway
