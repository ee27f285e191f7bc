#include "ui/document/scenariodocument.h"

#include <cmath>

#include <QCoreApplication>
#include <QUndoStack>

#include "core/model/chartseries.h"
#include "core/scenario/scenariodiff.h"
#include "core/scenario/validate.h"
#include "ui/document/commands.h"
#include "ui/document/comparisonset.h"
#include "ui/format/displayformat.h"
#include "ui/format/messagetext.h"
#include "ui/format/problemtext.h"

namespace runway {

namespace {

QString label(ParamId id)
{
    return QCoreApplication::translate("Parameters", spec(id).label.data());
}

/// A problem in the window's language: a rule's from its code, any other from its message.
QString refusalText(const Problem& p)
{
    return p.code == ProblemCode::Other ? display::text(p.message) : problemText(p);
}

} // namespace

ScenarioDocument::ScenarioDocument(QObject* parent)
    : QObject(parent)
    , m_scenario(Scenario::model3Defaults()) // the program's defaults (MODEL3.md §0)
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
    const Problems problems = validateWithModel(candidate);
    return problems.empty() ? QString() : refusalText(problems.front());
}

bool ScenarioDocument::accept(const Scenario& candidate)
{
    if (const Problems problems = validate(candidate); !problems.empty()) {
        emit editRefused(refusalText(problems.front()));
        return false;
    }
    return prepare(candidate);
}

bool ScenarioDocument::prepare(const Scenario& candidate)
{
    SimulationResult result = simulate(candidate);
    if (const Problems problems = overflowProblems(candidate, result.metrics); !problems.empty()) {
        emit editRefused(refusalText(problems.front()));
        return false;
    }
    m_prepared = Prepared{candidate, withSeries(candidate, std::move(result))};
    return true;
}

const QUndoCommand* ScenarioDocument::topCommand() const
{
    return m_undo->index() > 0 ? m_undo->command(m_undo->index() - 1) : nullptr;
}

bool ScenarioDocument::applyPatch(const ScenarioPatch& patch, const QString& description, int gesture)
{
    // A drag goes on while its command is the last one done: each step is the patch on the
    // scenario before the drag, so the step merges into one change from there.
    const bool continuing = gesture != 0 && gesture == m_gesture.number && topCommand() == m_gesture.command;
    // The rules without the model; the model's one run on the result checks the overflow rule and
    // is the result the change publishes (prepare).
    const PatchResult result = patch.applyWithoutModel(continuing ? m_gesture.before : m_scenario);
    if (!result.ok()) {
        emit editRefused(refusalText(result.problems.front()));
        return false;
    }
    ScenarioChange change = ScenarioChange::between(m_scenario, *result.value);
    if (change.empty())
        return true;
    if (!prepare(*result.value))
        return false;
    if (gesture != 0 && !continuing)
        m_gesture = {gesture, m_scenario, nullptr};
    m_undo->push(new PatchCommand(this, std::move(change), description, gesture));
    if (gesture != 0)
        m_gesture.command = topCommand();
    for (const Message& note : result.notes)
        emit editNoted(display::text(note));
    return true;
}

bool ScenarioDocument::setValue(ParamId id, double value, int gesture)
{
    if (!m_scenario.isNull(id) && m_scenario[id] == value)
        return true;
    return applyPatch(ScenarioPatch().set(id, value), QCoreApplication::translate("Commands", "Change %1").arg(label(id)), gesture);
}

bool ScenarioDocument::setValues(std::span<const std::pair<ParamId, double>> values, const QString& description)
{
    ScenarioPatch patch;
    for (const auto& [id, value] : values)
        patch.set(id, value);
    return applyPatch(patch, description);
}

bool ScenarioDocument::setOptional(ParamId id, std::optional<double> value)
{
    if (!value)
        return applyPatch(ScenarioPatch().setNull(id), nullMeaning(id) == std::string_view("no cap")
                                                           ? QCoreApplication::translate("Commands", "Remove the %1").arg(label(id))
                                                           : QCoreApplication::translate("Commands", "Derive %1").arg(label(id)));
    return applyPatch(ScenarioPatch().set(id, *value), QCoreApplication::translate("Commands", "Set %1").arg(label(id)));
}

bool ScenarioDocument::setCapacityMode(CapacityMode mode)
{
    if (m_scenario.capacityMode == mode)
        return true;
    return applyPatch(ScenarioPatch().setCapacityMode(mode),
                      mode == CapacityMode::Owned ? tr("Serve on owned accelerators") : tr("Pay for serving by the token"));
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
    return applyPatch(ScenarioPatch().setText(ParamId::Name, name), tr("Rename scenario"));
}
bool ScenarioDocument::setNotes(const std::string& notes)
{
    return applyPatch(ScenarioPatch().setText(ParamId::Notes, notes), tr("Edit notes"));
}
bool ScenarioDocument::setStartDate(const Date& date)
{
    return applyPatch(ScenarioPatch().setDate(ParamId::StartDate, date), tr("Change start date"));
}
bool ScenarioDocument::setFilingDate(const Date& date)
{
    return applyPatch(ScenarioPatch().setDate(ParamId::FilingDate, date), tr("Change the filing date"));
}
bool ScenarioDocument::setFunding(const std::vector<FundingEvent>& funding)
{
    return applyPatch(ScenarioPatch().setFunding(funding), tr("Edit funding events"));
}

bool ScenarioDocument::setDistribution(const Distribution& d)
{
    return applyPatch(ScenarioPatch().setDistribution(d), tr("Set the uncertainty of %1").arg(label(d.param)));
}

bool ScenarioDocument::setRange(ParamId id, double low, double high)
{
    const ParamSpec& p = spec(id);
    return applyPatch(ScenarioPatch().setRange(id, low, high),
                      tr("Set the range of %1 to %2 – %3").arg(label(id), display::value(p, low), display::value(p, high)));
}

bool ScenarioDocument::removeDistribution(ParamId id)
{
    return applyPatch(ScenarioPatch().makeCertain(id), tr("Make %1 certain").arg(label(id)));
}

bool ScenarioDocument::setUncertainty(const std::vector<Distribution>& list)
{
    Scenario probe;
    probe.uncertainty.clear();
    for (const Distribution& d : list)
        probe.setDistribution(d);
    const QString text = list.empty() ? tr("Make every parameter certain")
                         : probe.uncertainty == defaultUncertainty(m_scenario.model) || probe.uncertainty == defaultUncertaintyFor(m_scenario)
                             ? tr("Reset to the default uncertainty")
                             : tr("Replace the uncertainty");
    return applyPatch(ScenarioPatch().setUncertainty(list), text);
}

bool ScenarioDocument::resetParameter(ParamId id)
{
    const Scenario defaults = defaultsFor(m_scenario);
    switch (spec(id).type) {
    case ParamType::Text: return id == ParamId::Name ? setName(defaults.name) : setNotes(defaults.notes);
    case ParamType::Date: return id == ParamId::StartDate ? setStartDate(defaults.startDate) : setFilingDate(defaults.filingDate);
    case ParamType::Choice: return setCapacityMode(defaults.capacityMode);
    case ParamType::FundingList: return setFunding(defaults.funding);
    case ParamType::UncertaintyMap: return applyPatch(ScenarioPatch().setUncertainty(defaults.uncertainty), tr("Reset uncertainty"));
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
    Scenario defaults = defaultsFor(m_scenario); // a model-3 scenario resets to model 3's defaults
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

void ScenarioDocument::applyChange(const ScenarioChange& change, bool redo)
{
    redo ? change.redo(m_scenario) : change.undo(m_scenario);
    recompute();
}

void ScenarioDocument::applyScenario(const Scenario& scenario)
{
    m_scenario = scenario;
    recompute();
}

void ScenarioDocument::recompute()
{
    if (m_prepared && m_prepared->scenario == m_scenario)
        m_result = std::move(m_prepared->result); // the run prepare() made for this change
    else
        m_result = simulateWithSeries(m_scenario);
    m_prepared.reset();
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
