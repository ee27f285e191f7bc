#include "scenariodocument.h"

#include <QUndoStack>

#include "commands.h"

namespace runway {

ScenarioDocument::ScenarioDocument(QObject* parent) : QObject(parent), m_undo(new QUndoStack(this))
{
    recompute();
}

ScenarioDocument::~ScenarioDocument() = default;

void ScenarioDocument::setValue(ParamId id, double value, int gesture)
{
    const double before = m_scenario[id];
    if (before == value)
        return;
    m_undo->push(new SetValueCommand(this, id, before, value, gesture));
}

int ScenarioDocument::newGesture()
{
    static int counter = 0;
    return ++counter;
}

void ScenarioDocument::replaceScenario(const Scenario& scenario, const QString& description)
{
    if (scenario == m_scenario)
        return;
    m_undo->push(new ReplaceScenarioCommand(this, m_scenario, scenario, description));
}

void ScenarioDocument::applyValue(ParamId id, double value)
{
    m_scenario[id] = value;
    recompute();
}

void ScenarioDocument::applyScenario(const Scenario& scenario)
{
    m_scenario = scenario;
    recompute();
}

void ScenarioDocument::recompute()
{
    m_result = simulate(m_scenario);
    emit changed();
}

} // namespace runway
