#include "ui/document/scenariodocument.h"

#include <cmath>

#include <QCoreApplication>
#include <QUndoStack>

#include "core/scenario/validate.h"
#include "ui/document/commands.h"
#include "ui/document/comparisonset.h"
#include "ui/format/problemtext.h"

namespace runway {

namespace {

QString label(ParamId id)
{
    return QCoreApplication::translate("Parameters", spec(id).label.data());
}

/// An undoable edit of one field of the scenario: the two functions set its old and new value.
template <class T> std::pair<EditCommand::Edit, EditCommand::Edit> fieldEdit(T Scenario::*field, const T& before, const T& after)
{
    return {[field, before](Scenario& s) { s.*field = before; }, [field, after](Scenario& s) { s.*field = after; }};
}

} // namespace

ScenarioDocument::ScenarioDocument(QObject* parent)
    : QObject(parent)
    , m_undo(new QUndoStack(this))
    , m_comparisons(new ComparisonSet(this))
{
    setObjectName(QStringLiteral("scenarioDocument"));
    connect(m_undo, &QUndoStack::cleanChanged, this, &ScenarioDocument::fileStateChanged);
    recompute();
}

ScenarioDocument::~ScenarioDocument() = default;

QString ScenarioDocument::refusal(const Scenario& candidate) const
{
    const Problems problems = validate(candidate);
    return problems.empty() ? QString() : problemText(problems.front());
}

bool ScenarioDocument::accept(const Scenario& candidate)
{
    if (const QString why = refusal(candidate); !why.isEmpty()) {
        emit editRefused(why);
        return false;
    }
    return true;
}

bool ScenarioDocument::setValue(ParamId id, double value, int gesture)
{
    const bool wasNull = m_scenario.isNull(id);
    const double before = m_scenario[id];
    if (before == value && !wasNull)
        return true;
    Scenario candidate = m_scenario;
    candidate.set(id, value);
    if (!accept(candidate))
        return false;
    if (wasNull) { // a null key takes a value: one step that can give the null back
        m_undo->push(new EditCommand(
            this, [id, before](Scenario& s) { s[id] = before, s.setNull(id, true); }, [id, value](Scenario& s) { s.set(id, value); },
            QCoreApplication::translate("Commands", "Change %1").arg(label(id))));
        return true;
    }
    m_undo->push(new SetValueCommand(this, id, before, value, gesture));
    return true;
}

bool ScenarioDocument::setValues(std::span<const std::pair<ParamId, double>> values, const QString& description)
{
    Scenario candidate = m_scenario;
    for (const auto& [id, value] : values)
        candidate.set(id, value);
    if (!accept(candidate))
        return false;
    if (candidate == m_scenario)
        return true;
    const Scenario before = m_scenario;
    m_undo->push(new EditCommand(
        this,
        [before, values = std::vector(values.begin(), values.end())](Scenario& s) {
            for (const auto& [id, v] : values) {
                s[id] = before[id];
                s.setNull(id, before.isNull(id));
            }
        },
        [values = std::vector(values.begin(), values.end())](Scenario& s) {
            for (const auto& [id, v] : values)
                s.set(id, v);
        },
        description));
    return true;
}

bool ScenarioDocument::setOptional(ParamId id, std::optional<double> value)
{
    const bool wasNull = m_scenario.isNull(id);
    const double before = m_scenario[id];
    if (!value)
        return wasNull || pushEdit({[id](Scenario& s) { s.setNull(id, false); }, [id](Scenario& s) { s.setNull(id, true); }},
                                   nullMeaning(id) == std::string_view("no cap") ? QCoreApplication::translate("Commands", "Remove the %1").arg(label(id))
                                                                                 : QCoreApplication::translate("Commands", "Derive %1").arg(label(id)));
    if (!wasNull && before == *value)
        return true;
    Scenario candidate = m_scenario;
    candidate.set(id, *value);
    if (!accept(candidate))
        return false;
    m_undo->push(new EditCommand(
        this, [id, before, wasNull](Scenario& s) { s[id] = before, s.setNull(id, wasNull); }, [id, v = *value](Scenario& s) { s.set(id, v); },
        QCoreApplication::translate("Commands", "Set %1").arg(label(id))));
    return true;
}

bool ScenarioDocument::setCapacityMode(CapacityMode mode)
{
    if (m_scenario.capacityMode == mode)
        return true;
    const CapacityMode beforeMode = m_scenario.capacityMode;
    const bool servingNull = m_scenario.isNull(ParamId::ServingCost);
    std::optional<Distribution> servingDist;
    if (const Distribution* d = m_scenario.distribution(ParamId::ServingCost))
        servingDist = *d;
    return pushEdit({[=](Scenario& s) {
                         s.capacityMode = beforeMode;
                         s.setNull(ParamId::ServingCost, servingNull);
                         if (servingDist)
                             s.setDistribution(*servingDist);
                     },
                     [mode](Scenario& s) {
                         s.capacityMode = mode;
                         if (mode == CapacityMode::Owned) { // owned capacity derives its serving cost (MODEL.md §1)
                             s.setNull(ParamId::ServingCost, true);
                             s.removeDistribution(ParamId::ServingCost);
                         }
                     }},
                    mode == CapacityMode::Owned ? tr("Serve on owned accelerators") : tr("Pay for serving by the token"));
}

bool ScenarioDocument::pushEdit(const std::pair<EditCommand::Edit, EditCommand::Edit>& undoRedo, const QString& text)
{
    Scenario candidate = m_scenario;
    undoRedo.second(candidate);
    if (candidate == m_scenario)
        return true;
    if (!accept(candidate))
        return false;
    m_undo->push(new EditCommand(this, undoRedo.first, undoRedo.second, text));
    return true;
}

int ScenarioDocument::newGesture()
{
    static int counter = 0;
    return ++counter;
}

bool ScenarioDocument::replaceScenario(const Scenario& scenario, const QString& description)
{
    if (scenario == m_scenario)
        return true;
    if (!accept(scenario))
        return false;
    m_undo->push(new ReplaceScenarioCommand(this, m_scenario, scenario, description));
    return true;
}

bool ScenarioDocument::replaceScenario(const Scenario& scenario, const QString& description, const QString& filePath)
{
    if (scenario == m_scenario && filePath == m_filePath)
        return true;
    if (!accept(scenario))
        return false;
    m_undo->push(new ReplaceScenarioCommand(this, m_scenario, scenario, description, ReplaceScenarioCommand::Paths{m_filePath, filePath}));
    return true;
}

bool ScenarioDocument::setName(const std::string& name)
{
    return pushEdit(fieldEdit(&Scenario::name, m_scenario.name, name), tr("Rename scenario"));
}
bool ScenarioDocument::setNotes(const std::string& notes)
{
    return pushEdit(fieldEdit(&Scenario::notes, m_scenario.notes, notes), tr("Edit notes"));
}
bool ScenarioDocument::setStartDate(const Date& date)
{
    return pushEdit(fieldEdit(&Scenario::startDate, m_scenario.startDate, date), tr("Change start date"));
}
bool ScenarioDocument::setFilingDate(const Date& date)
{
    return pushEdit(fieldEdit(&Scenario::filingDate, m_scenario.filingDate, date), tr("Change the filing date"));
}
bool ScenarioDocument::setFunding(const std::vector<FundingEvent>& funding)
{
    return pushEdit(fieldEdit(&Scenario::funding, m_scenario.funding, funding), tr("Edit funding events"));
}

bool ScenarioDocument::setDistribution(const Distribution& d)
{
    Scenario probe = m_scenario;
    probe.setDistribution(d);
    return pushEdit(fieldEdit(&Scenario::uncertainty, m_scenario.uncertainty, probe.uncertainty), tr("Set the uncertainty of %1").arg(label(d.param)));
}

bool ScenarioDocument::removeDistribution(ParamId id)
{
    Scenario probe = m_scenario;
    probe.removeDistribution(id);
    return pushEdit(fieldEdit(&Scenario::uncertainty, m_scenario.uncertainty, probe.uncertainty), tr("Make %1 certain").arg(label(id)));
}

bool ScenarioDocument::setUncertainty(const std::vector<Distribution>& list)
{
    Scenario probe;
    probe.uncertainty.clear();
    for (const Distribution& d : list)
        probe.setDistribution(d);
    const QString text = list.empty()                                                ? tr("Make every parameter certain")
                         : probe.uncertainty == defaultUncertainty(m_scenario.model) ? tr("Reset to the default uncertainty")
                                                                                     : tr("Replace the uncertainty");
    return pushEdit(fieldEdit(&Scenario::uncertainty, m_scenario.uncertainty, probe.uncertainty), text);
}

bool ScenarioDocument::resetParameter(ParamId id)
{
    const Scenario defaults = m_scenario.model == 1 ? Scenario::model1Defaults() : Scenario();
    switch (spec(id).type) {
    case ParamType::Text: return id == ParamId::Name ? setName(defaults.name) : setNotes(defaults.notes);
    case ParamType::Date: return id == ParamId::StartDate ? setStartDate(defaults.startDate) : setFilingDate(defaults.filingDate);
    case ParamType::Choice: return setCapacityMode(defaults.capacityMode);
    case ParamType::FundingList: return setFunding(defaults.funding);
    case ParamType::UncertaintyMap: return pushEdit(fieldEdit(&Scenario::uncertainty, m_scenario.uncertainty, defaults.uncertainty), tr("Reset uncertainty"));
    case ParamType::OptionalInteger:
    case ParamType::OptionalReal:
        if (defaults.isNull(id))
            return setOptional(id, std::nullopt);
        return setOptional(id, defaults[id]);
    case ParamType::Integer:
    case ParamType::Real: return setValue(id, defaults[id]);
    }
    return false;
}

bool ScenarioDocument::resetAll()
{
    Scenario defaults = m_scenario.model == 1 ? Scenario::model1Defaults() : Scenario();
    defaults.name = m_scenario.name;
    defaults.notes = m_scenario.notes;
    return replaceScenario(defaults, tr("Reset all parameters"));
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
    m_scenario.set(id, value);
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
    m_claimsStale = true;
    emit changed(m_scenario, m_result);
}

const std::vector<ClaimResult>& ScenarioDocument::claimAudit() const
{
    if (m_claimsStale) {
        m_claims = auditClaims(builtinCatalogue(), m_scenario);
        m_claimsStale = false;
    }
    return m_claims;
}

} // namespace runway
