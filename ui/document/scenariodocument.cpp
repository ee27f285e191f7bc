#include "scenariodocument.h"

#include <cmath>

#include <QCoreApplication>
#include <QUndoStack>

#include "commands.h"

namespace runway {

ScenarioDocument::ScenarioDocument(QObject* parent) : QObject(parent), m_undo(new QUndoStack(this))
{
    connect(m_undo, &QUndoStack::cleanChanged, this, &ScenarioDocument::fileStateChanged);
    recompute();
}

ScenarioDocument::~ScenarioDocument() = default;

bool ScenarioDocument::setValue(ParamId id, double value, int gesture)
{
    const ParamSpec& p = spec(id);
    const QString label = QCoreApplication::translate("Parameters", p.label.data());
    if (!withinLimits(p, value, m_scenario.horizonMonths())) {
        emit editRefused(tr("%1: %2 is outside the hard limits %3")
                             .arg(label, QString::number(value, 'g', 10), QString::fromStdString(limitText(p, m_scenario.horizonMonths()))));
        return false;
    }
    if (p.type == ParamType::Integer && std::floor(value) != value) {
        emit editRefused(tr("%1: %2 is not a whole number").arg(label, QString::number(value, 'g', 10)));
        return false;
    }
    if (id == ParamId::HorizonMonths && value < m_scenario[ParamId::FreeTierMonths]) {
        emit editRefused(tr("Horizon: %1 months is shorter than the free tier (%2 months); shorten the free tier first")
                             .arg(value)
                             .arg(m_scenario[ParamId::FreeTierMonths]));
        return false;
    }
    const double before = m_scenario[id];
    if (before == value)
        return true;
    m_undo->push(new SetValueCommand(this, id, before, value, gesture));
    return true;
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

template <class T>
void ScenarioDocument::pushField(T Scenario::*field, const T& value, const QString& text)
{
    if (m_scenario.*field == value)
        return;
    const T before = m_scenario.*field;
    m_undo->push(new EditCommand(
        this, [field, before](Scenario& s) { s.*field = before; }, [field, value](Scenario& s) { s.*field = value; }, text));
}

void ScenarioDocument::setName(const std::string& name) { pushField(&Scenario::name, name, tr("Rename scenario")); }
void ScenarioDocument::setNotes(const std::string& notes) { pushField(&Scenario::notes, notes, tr("Edit notes")); }
void ScenarioDocument::setStartDate(const Date& date) { pushField(&Scenario::startDate, date, tr("Change start date")); }
void ScenarioDocument::setFunding(const std::vector<FundingEvent>& funding) { pushField(&Scenario::funding, funding, tr("Edit funding events")); }

void ScenarioDocument::setDeriveServingCost(bool derive, double directValue)
{
    const bool beforeDerive = m_scenario.deriveServingCost;
    const double beforeValue = m_scenario[ParamId::ServingCost];
    if (beforeDerive == derive && beforeValue == directValue)
        return;
    m_undo->push(new EditCommand(
        this,
        [=](Scenario& s) {
            s.deriveServingCost = beforeDerive;
            s[ParamId::ServingCost] = beforeValue;
        },
        [=](Scenario& s) {
            s.deriveServingCost = derive;
            s[ParamId::ServingCost] = directValue;
        },
        derive ? tr("Derive serving cost") : tr("Set serving cost")));
}

void ScenarioDocument::resetParameter(ParamId id)
{
    const Scenario defaults;
    switch (spec(id).type) {
    case ParamType::Text: id == ParamId::Name ? setName(defaults.name) : setNotes(defaults.notes); break;
    case ParamType::Date: setStartDate(defaults.startDate); break;
    case ParamType::FundingList: setFunding(defaults.funding); break;
    case ParamType::OptionalReal: setDeriveServingCost(true, m_scenario[id]); break;
    case ParamType::UncertaintyMap: pushField(&Scenario::uncertainty, defaults.uncertainty, tr("Reset uncertainty")); break;
    case ParamType::Integer:
    case ParamType::Real: setValue(id, defaults[id]); break;
    }
}

void ScenarioDocument::resetAll()
{
    Scenario defaults;
    defaults.name = m_scenario.name;
    defaults.notes = m_scenario.notes;
    replaceScenario(defaults, tr("Reset all parameters"));
}

void ScenarioDocument::setFilePath(const QString& path)
{
    m_filePath = path;
    emit fileStateChanged();
}

bool ScenarioDocument::isModified() const { return !m_undo->isClean(); }

void ScenarioDocument::markSaved()
{
    m_undo->setClean();
    emit fileStateChanged();
}

void ScenarioDocument::applyEdit(const std::function<void(Scenario&)>& edit)
{
    edit(m_scenario);
    recompute();
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
