#include "core/scenario/scenariopatch.h"

#include <algorithm>
#include <bitset>
#include <cmath>
#include <limits>

#include "core/model/model.h"
#include "core/scenario/jsondocument.h"
#include "core/scenario/jsonfields.h"
#include "core/scenario/jsonreader.h"
#include "core/scenario/numberformat.h"
#include "core/scenario/quantity.h"
#include "core/scenario/scenariojson.h"
#include "core/scenario/validate.h"
#include "core/util/text.h"

namespace runway {
namespace {

using enum ProblemCode;

template <class... F> struct Overloaded : F... {
    using F::operator()...;
};
template <class... F> Overloaded(F...) -> Overloaded<F...>;

std::string keyOf(ParamId id)
{
    return std::string(spec(id).key);
}

/// The smallest value a bound may take: `min`, or just above it for a "> min" limit.
double lowestBound(const ParamSpec& p)
{
    if (!p.minExclusive)
        return p.min;
    return p.min == 0 ? std::numeric_limits<double>::min() : std::nextafter(p.min, std::numeric_limits<double>::infinity());
}

/// A key's hard limits as a message argument: "0 … 100", "> $0.00 … $100.00", "0 … 36 (the horizon)".
Message limitsMessage(const ParamSpec& p, int horizonMonths)
{
    const Quantity lo = paramQuantity(p.id, p.min);
    const Quantity hi = paramQuantity(p.id, upperLimit(p, horizonMonths));
    if (p.maxIsHorizon)
        return Message(RW_MSG("Patch", "%1 … %2 (the horizon)"), {lo, hi});
    if (p.minExclusive)
        return Message(RW_MSG("Patch", "above %1, up to %2"), {lo, hi});
    return Message(RW_MSG("Patch", "%1 … %2"), {lo, hi});
}

/// A problem of an edit: the message names the key itself (the window shows only the message).
Problem patchProblem(Message message)
{
    return Problem(std::string(), std::move(message));
}

/// Why `id` cannot take a typed range, or nullopt when it can.
std::optional<Message> cannotTakeRange(ParamId id, int horizonMonths)
{
    const ParamSpec& p = spec(id);
    if (isNumeric(id) && p.canBeUncertain)
        return std::nullopt;
    if (isMeasuredDate(id))
        return Message(RW_MSG("Patch", "%1 cannot take a range: it is a date (%2 … %3); give one date"),
                       {ParamArg{id}, Date{kMinYear, 1, 1}, Date{kMaxYear, 12, 31}});
    if (id == ParamId::ReplaceChips)
        return Message(RW_MSG("Patch", "%1 cannot take a range: it is not a number"), {ParamArg{id}});
    if (isNumeric(id))
        return Message(RW_MSG("Patch", "%1 cannot take a range: it takes one whole number (%2), which the odds never sample; give one value"),
                       {ParamArg{id}, Nested{std::make_shared<const Message>(limitsMessage(p, horizonMonths))}});
    if (p.type == ParamType::Date)
        return Message(RW_MSG("Patch", "%1 cannot take a range: it is a date (%2 … %3); give one date"),
                       {ParamArg{id}, Date{kMinYear, 1, 1}, Date{kMaxYear, 12, 31}});
    return Message(RW_MSG("Patch", "%1 cannot take a range: it is not a number"), {ParamArg{id}});
}

/// `text` read as a number for key `p`, with the hints the CLI has always given.
Checked<double> readNumber(const ParamSpec& p, std::string_view text, const std::string& where)
{
    auto q = parseQuantity(text);
    if (q.ok())
        return q;
    Problem bad = q.problems.front();
    bad.where = where;
    // parseQuantity's message is "\"TEXT\" WHY": 1e400 is too large, so say what the key allows.
    const auto& args = bad.message.args();
    const Nested* why = args.size() == 2 ? std::get_if<Nested>(&args[1]) : nullptr;
    if (why && why->message && why->message->key() == tooLargeToRepresent()) {
        const Quantity low{p.min, p.unit, Style::Plain, 3};
        const MessageKey range = p.minExclusive ? RW_MSG("Problems", "> %1 … %2") : RW_MSG("Problems", "%1 … %2");
        const Message limits =
            p.maxIsHorizon ? Message(range).arg(low).arg(ParamId::HorizonMonths) : Message(range).arg(low).arg(Quantity{p.max, p.unit, Style::Plain, 3});
        bad.message = Message(RW_MSG("Patch", "%1; the limits are %2")).arg(bad.message).arg(limits);
    }
    if (isOptional(p.type))
        bad.message = Message(RW_MSG("Patch", "%1; give a number (0.05, $0.05, 3%, 40M, 100T) or null (%2)"))
                          .arg(bad.message)
                          .arg(Message(MessageKey{"Parameters", nullMeaning(p.id).data()}));
    return {std::nullopt, {bad}};
}

/// A numeric key's typed text: one number, or a range "a to b".
Checked<ScenarioPatch> readNumberOrRange(const ParamSpec& p, std::string_view text, const std::string& where)
{
    Checked<ScenarioPatch> result;
    if (const auto ends = splitTypedRange(text)) {
        auto low = readNumber(p, ends->first, where);
        auto high = readNumber(p, ends->second, where);
        result.problems = std::move(low.problems);
        result.problems.insert(result.problems.end(), high.problems.begin(), high.problems.end());
        if (result.problems.empty())
            result.value = ScenarioPatch().setRange(p.id, *low.value, *high.value);
        return result;
    }
    auto v = readNumber(p, text, where);
    if (!v.ok())
        return {std::nullopt, std::move(v.problems)};
    result.value = ScenarioPatch().set(p.id, *v.value);
    return result;
}

/// Moves `s`'s entry of `id` with its value from v0 to v1 (the rule of MODEL.md 2.1 §6).
void followEntry(Scenario& s, ParamId id, double v0, double v1, Messages& notes)
{
    const Distribution* d = s.distribution(id);
    if (!d || v0 == v1)
        return;
    if (auto moved = followValue(*d, v0, v1, s.horizonMonths())) {
        s.setDistribution(*moved);
        return;
    }
    notes.push_back(certainNote(id, *d, v1));
    s.removeDistribution(id);
}

/// Applies one edit of a patch to `s` by the rules.
struct EditApplier {
    Scenario& s;
    Problems& problems;
    Messages& notes;
    std::bitset<kNumericParamCount> entryEdited; ///< keys whose entry the patch itself sets: their value edits move nothing
    bool listEdited = false;                     ///< the patch replaces the whole uncertainty list
    bool servingCostTyped = false;               ///< the patch gives the serving cost a number or a range

    /// An edit whose kind of value the key does not take (only a hand-built patch can hold one).
    void wrongKind(ParamId id, std::string_view found)
    {
        ProblemArgs a{keyOf(id), "the key's own kind of value"};
        a.text = std::string(found);
        problems.push_back(ruleProblem(WrongType, keyOf(id), std::move(a)));
    }

    void number(ParamId id, double v)
    {
        if (!isNumeric(id))
            return wrongKind(id, "a number");
        const bool wasNull = s.isNull(id);
        const double before = s[id];
        s.set(id, v);
        // Only a number → number edit moves a range; an entry the patch sets itself stays as given.
        if (!wasNull && !listEdited && !entryEdited.test(index(id)))
            followEntry(s, id, before, v, notes);
    }

    void null(ParamId id)
    {
        if (!isNumeric(id) || !isOptional(spec(id).type)) {
            ProblemArgs a{keyOf(id), isNumeric(id) ? (isInteger(spec(id).type) ? "a whole number" : "a number") : "its own kind of value"};
            a.text = "null";
            problems.push_back(ruleProblem(WrongType, keyOf(id), std::move(a)));
            return;
        }
        s.setNull(id, true);
    }

    void capacity(CapacityMode mode)
    {
        s.capacityMode = mode;
        // Owned capacity derives its serving cost (MODEL.md §1): a typed one and its range go,
        // unless this same patch types one (then validate() says that the two disagree).
        if (mode != CapacityMode::Owned || servingCostTyped)
            return;
        const ParamId sc = ParamId::ServingCost;
        if (!s.isNull(sc))
            notes.push_back(Message(RW_MSG("Patch", "%1 is derived again: owned accelerators derive the serving cost, so the typed %2 is cleared"),
                                    {ParamArg{sc}, paramQuantity(sc, s[sc])}));
        s.setNull(sc, true);
        s.removeDistribution(sc);
    }

    void range(ParamId id, const TypedRange& r)
    {
        const int horizon = s.horizonMonths();
        if (auto why = cannotTakeRange(id, horizon)) {
            problems.push_back(patchProblem(std::move(*why)));
            return;
        }
        const ParamSpec& p = spec(id);
        const auto limits = [&] { return Nested{std::make_shared<const Message>(limitsMessage(p, horizon))}; };
        const std::size_t before = problems.size();
        if (!withinLimits(p, r.low, horizon))
            problems.push_back(patchProblem(
                Message(RW_MSG("Patch", "%1: the range's low end %2 is outside the hard limits %3"), {ParamArg{id}, paramQuantity(id, r.low), limits()})));
        if (!withinLimits(p, r.high, horizon))
            problems.push_back(patchProblem(
                Message(RW_MSG("Patch", "%1: the range's high end %2 is outside the hard limits %3"), {ParamArg{id}, paramQuantity(id, r.high), limits()})));
        if (problems.size() != before)
            return;
        if (r.low > r.high) {
            problems.push_back(patchProblem(Message(RW_MSG("Patch", "%1: the range %2 to %3 runs from high to low; give the low end first (the limits are %4)"),
                                                    {ParamArg{id}, paramQuantity(id, r.low), paramQuantity(id, r.high), limits()})));
            return;
        }
        if (r.low == r.high) { // "a to a": the value, certain
            s.set(id, r.low);
            s.removeDistribution(id);
            return;
        }
        // The entry keeps its kind (a triangular's mode dropped: it peaks at the value); a new one is
        // lognormal for a scaled key above 0, else uniform.
        const Distribution* old = s.distribution(id);
        const DistKind kind = old ? old->kind : (!isShiftedKey(id) && r.low > 0 ? DistKind::Lognormal : DistKind::Uniform);
        if (kind == DistKind::Lognormal && !(r.low > 0)) {
            problems.push_back(ruleProblem(LognormalBounds, "uncertainty." + keyOf(id), {keyOf(id), {}, std::nullopt, r.low, r.high}));
            return;
        }
        s.set(id, kind == DistKind::Lognormal ? std::sqrt(r.low * r.high) : (r.low + r.high) / 2);
        s.setDistribution({id, kind, r.low, r.high, std::nullopt});
    }

    void operator()(ParamId id, const PatchValue& value)
    {
        if (s.model < 3 && isModel3Key(id)) { // MODEL3.md §0: the key needs an @3 scenario
            ProblemArgs a{keyOf(id)};
            a.index = s.model;
            problems.push_back(ruleProblem(Model3Key, keyOf(id), std::move(a)));
            return;
        }
        std::visit(Overloaded{
                       [&](double v) { number(id, v); },
                       [&](PatchNull) { null(id); },
                       [&](const std::string& text) {
                           if (id == ParamId::Name || id == ParamId::Notes)
                               (id == ParamId::Name ? s.name : s.notes) = text;
                           else
                               wrongKind(id, "text");
                       },
                       [&](const Date& d) {
                           if (id == ParamId::StartDate || id == ParamId::FilingDate)
                               (id == ParamId::FilingDate ? s.filingDate : s.startDate) = d;
                           else
                               wrongKind(id, "a date");
                       },
                       [&](CapacityMode mode) { capacity(mode); },
                       [&](const TypedRange& r) { range(id, r); },
                       [&](const Distribution& d) { s.setDistribution(d); },
                       [&](PatchCertain) { s.removeDistribution(id); },
                       [&](const std::vector<Distribution>& list) {
                           s.uncertainty.clear();
                           for (const Distribution& d : list)
                               s.setDistribution(d);
                       },
                       [&](const std::vector<FundingEvent>& events) { s.funding = events; },
                   },
                   value);
    }
};

} // namespace

bool isShiftedKey(ParamId id)
{
    using enum ParamId;
    return id == Elasticity || id == AccountSigma || id == FreeTierMonths || spec(id).key.find("_pct") != std::string_view::npos;
}

std::optional<Distribution> followValue(const Distribution& d, double v0, double v1, int horizonMonths)
{
    const ParamSpec& p = spec(d.param);
    const bool shift = isShiftedKey(d.param) || v0 == 0;
    const double delta = v1 - v0;
    const double ratio = shift ? 1.0 : v1 / v0;
    const double lo = lowestBound(p);
    const double hi = upperLimit(p, horizonMonths);
    const auto move = [&](double x) { return std::clamp(shift ? x + delta : x * ratio, lo, hi); };
    Distribution out = d;
    out.low = move(d.low);
    out.high = move(d.high);
    if (out.low > out.high) // a negative ratio turns the range round
        std::swap(out.low, out.high);
    if (d.mode)
        out.mode = move(*d.mode);
    if (!(out.low < out.high) || (out.kind == DistKind::Lognormal && !(out.low > 0)))
        return std::nullopt;
    return out;
}

std::optional<std::pair<std::string, std::string>> splitTypedRange(std::string_view text)
{
    const auto trimmed = [](std::string_view t) {
        while (!t.empty() && (t.front() == ' ' || t.front() == '\t'))
            t.remove_prefix(1);
        while (!t.empty() && (t.back() == ' ' || t.back() == '\t'))
            t.remove_suffix(1);
        return std::string(t);
    };
    // " to " between spaces (any case), or a symbol: "..", "…", "~", "～" (full width), "至".
    for (std::size_t i = 0; i + 2 <= text.size(); ++i) {
        const bool spaceBefore = i > 0 && (text[i - 1] == ' ' || text[i - 1] == '\t');
        const bool spaceAfter = i + 2 < text.size() && (text[i + 2] == ' ' || text[i + 2] == '\t');
        if (spaceBefore && spaceAfter && (text[i] == 't' || text[i] == 'T') && (text[i + 1] == 'o' || text[i + 1] == 'O'))
            return std::pair{trimmed(text.substr(0, i)), trimmed(text.substr(i + 2))};
    }
    for (std::string_view sep :
         {std::string_view(".."), std::string_view("\u2026"), std::string_view("~"), std::string_view("\uff5e"), std::string_view("\u81f3")}) {
        const auto at = text.find(sep);
        if (at != std::string_view::npos)
            return std::pair{trimmed(text.substr(0, at)), trimmed(text.substr(at + sep.size()))};
    }
    return std::nullopt;
}

Message certainNote(ParamId id, const Distribution& before, double value)
{
    return Message(RW_MSG("Patch", "%1 is now certain: its range %2 … %3 cannot follow the value %4, so the odds use %4 itself"),
                   {ParamArg{id}, paramQuantity(id, before.low), paramQuantity(id, before.high), paramQuantity(id, value)});
}

ScenarioPatch& ScenarioPatch::set(ParamId id, double value)
{
    m_edits.push_back({id, value});
    return *this;
}
ScenarioPatch& ScenarioPatch::setNull(ParamId id)
{
    m_edits.push_back({id, PatchNull{}});
    return *this;
}
ScenarioPatch& ScenarioPatch::setText(ParamId id, std::string text)
{
    m_edits.push_back({id, std::move(text)});
    return *this;
}
ScenarioPatch& ScenarioPatch::setDate(ParamId id, const Date& date)
{
    m_edits.push_back({id, date});
    return *this;
}
ScenarioPatch& ScenarioPatch::setCapacityMode(CapacityMode mode)
{
    m_edits.push_back({ParamId::CapacityMode, mode});
    return *this;
}
ScenarioPatch& ScenarioPatch::setRange(ParamId id, double low, double high)
{
    m_edits.push_back({id, TypedRange{low, high}});
    return *this;
}
ScenarioPatch& ScenarioPatch::setDistribution(const Distribution& d)
{
    m_edits.push_back({d.param, d});
    return *this;
}
ScenarioPatch& ScenarioPatch::makeCertain(ParamId id)
{
    m_edits.push_back({id, PatchCertain{}});
    return *this;
}
ScenarioPatch& ScenarioPatch::setUncertainty(std::vector<Distribution> list)
{
    m_edits.push_back({ParamId::Uncertainty, std::move(list)});
    return *this;
}
ScenarioPatch& ScenarioPatch::setFunding(std::vector<FundingEvent> events)
{
    m_edits.push_back({ParamId::Funding, std::move(events)});
    return *this;
}
ScenarioPatch& ScenarioPatch::append(const ScenarioPatch& other)
{
    m_edits.insert(m_edits.end(), other.m_edits.begin(), other.m_edits.end());
    return *this;
}

bool ScenarioPatch::setsKey(ParamId id) const
{
    return std::any_of(m_edits.begin(), m_edits.end(), [id](const PatchEdit& e) {
        return e.id == id && !std::holds_alternative<Distribution>(e.value) && !std::holds_alternative<PatchCertain>(e.value);
    });
}

Checked<ScenarioPatch> ScenarioPatch::fromTypedValue(ParamId id, std::string_view text)
{
    if (!isNumeric(id))
        return {std::nullopt, {patchProblem(Message(RW_MSG("Patch", "%1 cannot take a range: it is not a number"), {ParamArg{id}}))}};
    return readNumberOrRange(spec(id), text, keyOf(id));
}

Checked<ScenarioPatch> ScenarioPatch::fromJson(const Json& overrides)
{
    Checked<ScenarioPatch> result;
    Problems& problems = result.problems;
    if (!overrides.is_object()) {
        ProblemArgs a;
        a.text = jsonType(overrides);
        problems.push_back(ruleProblem(NotAnObject, "", std::move(a)));
        return result;
    }
    Scenario probe;  // receives each value by type; the patch copies it from there
    probe.model = 3; // every key reads here; whether the scenario patched takes it is the edit's rule (EditApplier)
    ScenarioReader reader{probe, problems, {}};
    ScenarioPatch patch;
    for (const auto& [key, v] : overrides.items()) {
        if (key == "schema") {
            if (!v.is_string() || (v.get_ref<const std::string&>() != kScenarioSchema && v.get_ref<const std::string&>() != kScenarioSchema3)) {
                ProblemArgs a;
                a.text = jsonType(v);
                problems.push_back(ruleProblem(SchemaUnknown, "schema", std::move(a)));
            }
            continue;
        }
        const ParamSpec* p = findParam(key);
        if (!p) {
            problems.push_back(ruleProblem(UnknownKey, abbreviate(key), {key, closestKey(key)}));
            continue;
        }
        const std::size_t before = problems.size();
        if (p->type == ParamType::UncertaintyMap) {
            reader.uncertainty(v);
            if (problems.size() == before)
                patch.setUncertainty(probe.uncertainty);
            continue;
        }
        reader.value(*p, v);
        if (problems.size() != before)
            continue;
        switch (p->type) {
        case ParamType::Text: patch.setText(p->id, p->id == ParamId::Name ? probe.name : probe.notes); break;
        case ParamType::Date: patch.setDate(p->id, p->id == ParamId::StartDate ? probe.startDate : probe.filingDate); break;
        case ParamType::Choice: patch.setCapacityMode(probe.capacityMode); break;
        case ParamType::FundingList: patch.setFunding(probe.funding); break;
        case ParamType::UncertaintyMap: break;
        case ParamType::Integer:
        case ParamType::OptionalInteger:
        case ParamType::Real:
        case ParamType::OptionalReal: probe.isNull(p->id) ? patch.setNull(p->id) : patch.set(p->id, probe[p->id]); break;
        }
    }
    if (problems.empty())
        result.value = std::move(patch);
    return result;
}

Checked<ScenarioPatch> ScenarioPatch::fromAssignment(std::string_view assignment)
{
    const auto eq = assignment.find('=');
    if (eq == std::string_view::npos || eq == 0)
        return {std::nullopt, {{"--set", Message(RW_MSG("Patch", "expected KEY=VALUE, got \"%1\"")).arg(abbreviate(assignment))}}};
    const std::string key(assignment.substr(0, eq));
    const std::string_view value = assignment.substr(eq + 1);
    const ParamSpec* p = findParam(key);
    if (!p)
        return {std::nullopt, {ruleProblem(UnknownKey, "--set", {key, closestKey(key)})}};
    const std::string where = "--set " + key;
    if (isMeasuredDate(p->id) || p->id == ParamId::ReplaceChips) { // a date or null; true or false (MODEL3.md §1)
        if (splitTypedRange(value))
            return {std::nullopt, {patchProblem(*cannotTakeRange(p->id, 0))}};
        if (value == "null" || value == "none")
            return fromJson(Json{{key, nullptr}});
        if (value == "true" || value == "false")
            return fromJson(Json{{key, value == "true"}});
        return fromJson(Json{{key, std::string(value)}});
    }
    switch (p->type) {
    case ParamType::Date:
        if (splitTypedRange(value))
            return {std::nullopt, {patchProblem(*cannotTakeRange(p->id, 0))}};
        [[fallthrough]];
    case ParamType::Text:
    case ParamType::Choice: return fromJson(Json{{key, std::string(value)}});
    case ParamType::OptionalInteger:
    case ParamType::OptionalReal:
        if (value == "null" || value == "derive" || value == "none")
            return {ScenarioPatch().setNull(p->id), {}};
        [[fallthrough]];
    case ParamType::Integer:
    case ParamType::Real: return readNumberOrRange(*p, value, where);
    case ParamType::FundingList:
    case ParamType::UncertaintyMap: {
        auto parsed = parseJsonDocument(value);
        if (!parsed.ok()) {
            prefixProblems(parsed.problems, where);
            return {std::nullopt, std::move(parsed.problems)};
        }
        return fromJson(Json{{key, *parsed.value}});
    }
    }
    return {};
}

Problems ScenarioPatch::applyEdits(Scenario& s, Messages& notes) const
{
    Problems problems;
    EditApplier applier{s, problems, notes, {}};
    for (const PatchEdit& e : m_edits) {
        if (e.id == ParamId::Uncertainty)
            applier.listEdited = true;
        else if (isNumeric(e.id) && (std::holds_alternative<Distribution>(e.value) || std::holds_alternative<PatchCertain>(e.value)))
            applier.entryEdited.set(index(e.id));
        if (e.id == ParamId::ServingCost && (std::holds_alternative<double>(e.value) || std::holds_alternative<TypedRange>(e.value)))
            applier.servingCostTyped = true;
    }
    for (const PatchEdit& e : m_edits)
        applier(e.id, e.value);
    return problems;
}

PatchResult ScenarioPatch::apply(const Scenario& s) const
{
    PatchResult result = applyWithoutModel(s);
    if (!result.ok())
        return result;
    result.problems = overflowProblems(*result.value, computeMetrics(*result.value));
    if (!result.problems.empty()) {
        result.value.reset();
        result.notes.clear();
    }
    return result;
}

PatchResult ScenarioPatch::applyWithoutModel(const Scenario& s) const
{
    PatchResult result;
    Scenario out = s;
    result.problems = applyEdits(out, result.notes);
    if (result.problems.empty())
        result.problems = validate(out);
    if (result.problems.empty())
        result.value = std::move(out);
    else
        result.notes.clear();
    return result;
}

} // namespace runway
