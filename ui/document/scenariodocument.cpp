#include "ui/document/scenariodocument.h"

#include <cmath>

#include <QCoreApplication>
#include <QUndoStack>

#include "ui/document/commands.h"

namespace runway {

ScenarioDocument::ScenarioDocument(QObject* parent)
    : QObject(parent)
    , m_undo(new QUndoStack(this))
{
    connect(m_undo, &QUndoStack::cleanChanged, this, &ScenarioDocument::fileStateChanged);
    recompute();
}

ScenarioDocument::~ScenarioDocument() = default;

QString ScenarioDocument::valueProblem(ParamId id, double value) const
{
    const ParamSpec& p = spec(id);
    const QString label = QCoreApplication::translate("Parameters", p.label.data());
    if (!withinLimits(p, value, m_scenario.horizonMonths()))
        return tr("%1: %2 is outside the hard limits %3")
            .arg(label, QString::number(value, 'g', 10), QString::fromStdString(limitText(p, m_scenario.horizonMonths())));
    if (p.type == ParamType::Integer && std::floor(value) != value)
        return tr("%1: %2 is not a whole number").arg(label, QString::number(value, 'g', 10));
    if (id == ParamId::HorizonMonths && value < m_scenario[ParamId::FreeTierMonths])
        return tr("Horizon: %1 months is shorter than the free tier (%2 months); shorten the free tier first")
            .arg(value)
            .arg(m_scenario[ParamId::FreeTierMonths]);
    // A triangular without a mode peaks at the scenario's value (MODEL.md §6), so that value
    // must stay inside its low … high; anything else would be a scenario the file refuses.
    if (const Distribution* d = m_scenario.distribution(id); d && d->kind == DistKind::Triangular && !d->mode && !(value >= d->low && value <= d->high))
        return tr("%1: %2 lies outside %3 … %4, the range of its triangular uncertainty, whose peak is the "
                  "scenario's value; widen the range or give it a fixed mode (Scenario → Uncertainty…) first")
            .arg(label, QString::number(value, 'g', 10), QString::number(d->low, 'g', 10), QString::number(d->high, 'g', 10));
    return {};
}

bool ScenarioDocument::setValue(ParamId id, double value, int gesture)
{
    if (const QString problem = valueProblem(id, value); !problem.isEmpty()) {
        emit editRefused(problem);
        return false;
    }
    const double before = m_scenario[id];
    if (before == value)
        return true;
    m_undo->push(new SetValueCommand(this, id, before, value, gesture));
    return true;
}

bool ScenarioDocument::setValues(std::span<const std::pair<ParamId, double>> values, const QString& description)
{
    for (const auto& [id, value] : values)
        if (const QString problem = valueProblem(id, value); !problem.isEmpty()) {
            emit editRefused(problem);
            return false;
        }
    m_undo->beginMacro(description);
    for (const auto& [id, value] : values)
        setValue(id, value);
    m_undo->endMacro();
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

template <class T> void ScenarioDocument::pushField(T Scenario::*field, const T& value, const QString& text)
{
    if (m_scenario.*field == value)
        return;
    const T before = m_scenario.*field;
    m_undo->push(new EditCommand(
        this, [field, before](Scenario& s) { s.*field = before; }, [field, value](Scenario& s) { s.*field = value; }, text));
}

void ScenarioDocument::setName(const std::string& name)
{
    pushField(&Scenario::name, name, tr("Rename scenario"));
}
void ScenarioDocument::setNotes(const std::string& notes)
{
    pushField(&Scenario::notes, notes, tr("Edit notes"));
}
void ScenarioDocument::setStartDate(const Date& date)
{
    pushField(&Scenario::startDate, date, tr("Change start date"));
}
void ScenarioDocument::setFunding(const std::vector<FundingEvent>& funding)
{
    pushField(&Scenario::funding, funding, tr("Edit funding events"));
}

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

QString ScenarioDocument::distributionProblem(const Distribution& d) const
{
    const ParamSpec& p = spec(d.param);
    const QString label = QCoreApplication::translate("Parameters", p.label.data());
    const auto num = [](double v) { return QString::number(v, 'g', 10); };
    if (!p.canBeUncertain)
        return tr("%1 cannot be uncertain (only numeric parameters other than the horizon can)").arg(label);
    const int horizon = m_scenario.horizonMonths();
    const QString limits = QString::fromStdString(limitText(p, horizon));
    if (!std::isfinite(d.low) || !withinLimits(p, d.low, horizon))
        return tr("%1: low %2 is outside the hard limits %3").arg(label, num(d.low), limits);
    if (!std::isfinite(d.high) || !withinLimits(p, d.high, horizon))
        return tr("%1: high %2 is outside the hard limits %3").arg(label, num(d.high), limits);
    if (d.low > d.high)
        return tr("%1: low %2 is above high %3").arg(label, num(d.low), num(d.high));
    if (d.kind == DistKind::Lognormal && !(d.low > 0 && d.low < d.high))
        return tr("%1: a lognormal needs 0 < low < high; got low %2, high %3").arg(label, num(d.low), num(d.high));
    if (d.mode && d.kind != DistKind::Triangular)
        return tr("%1: only a triangular distribution has a mode").arg(label);
    if (d.kind == DistKind::Triangular) {
        const double m = d.mode.value_or(m_scenario[d.param]);
        if (!(m >= d.low && m <= d.high))
            return (d.mode ? tr("%1: mode %2 lies outside low … high (%3 … %4)") : tr("%1: the scenario's value %2 lies outside low … high (%3 … %4)"))
                .arg(label, num(m), num(d.low), num(d.high));
    }
    return {};
}

bool ScenarioDocument::setDistribution(const Distribution& d)
{
    if (const QString problem = distributionProblem(d); !problem.isEmpty()) {
        emit editRefused(problem);
        return false;
    }
    Scenario probe;
    probe.uncertainty = m_scenario.uncertainty;
    probe.setDistribution(d);
    if (probe.uncertainty == m_scenario.uncertainty)
        return true;
    pushField(&Scenario::uncertainty, probe.uncertainty,
              tr("Set the uncertainty of %1").arg(QCoreApplication::translate("Parameters", spec(d.param).label.data())));
    return true;
}

void ScenarioDocument::removeDistribution(ParamId id)
{
    if (!m_scenario.distribution(id))
        return;
    Scenario probe;
    probe.uncertainty = m_scenario.uncertainty;
    probe.removeDistribution(id);
    pushField(&Scenario::uncertainty, probe.uncertainty, tr("Make %1 certain").arg(QCoreApplication::translate("Parameters", spec(id).label.data())));
}

bool ScenarioDocument::setUncertainty(const std::vector<Distribution>& list)
{
    for (const Distribution& d : list)
        if (const QString problem = distributionProblem(d); !problem.isEmpty()) {
            emit editRefused(problem);
            return false;
        }
    Scenario probe;
    probe.uncertainty.clear();
    for (const Distribution& d : list)
        probe.setDistribution(d);
    const QString text = list.empty()                                ? tr("Make every parameter certain")
                         : probe.uncertainty == defaultUncertainty() ? tr("Reset to the default uncertainty")
                                                                     : tr("Replace the uncertainty");
    pushField(&Scenario::uncertainty, probe.uncertainty, text);
    return true;
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

bool ScenarioDocument::isModified() const
{
    return !m_undo->isClean();
}

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
