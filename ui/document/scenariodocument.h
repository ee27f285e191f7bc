#pragma once
// The open scenario: owns the Scenario, its simulation result and the undo stack.
// Every edit goes through an undo command; views listen to changed() and redraw
// from result(). The document never draws and the views never compute the model.

#include <QObject>

#include "model.h"
#include "scenario.h"

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
    void setValue(ParamId id, double value, int gesture = 0);
    /// A fresh gesture number for a control that starts a drag.
    static int newGesture();
    /// Replaces the whole scenario as one undoable step (open, preset, claim, reset all).
    void replaceScenario(const Scenario& scenario, const QString& description);

    /// Applied by the undo commands only: sets without pushing a command.
    void applyValue(ParamId id, double value);
    void applyScenario(const Scenario& scenario);

signals:
    /// After every change, with the new result already computed.
    void changed();

private:
    void recompute();

    Scenario m_scenario;
    SimulationResult m_result;
    QUndoStack* m_undo;
};

} // namespace runway
