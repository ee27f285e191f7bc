#include "core/scenario/scenariojson.h"

#include <algorithm>
#include <cmath>
#include <set>

#include "core/scenario/jsondocument.h"
#include "core/scenario/jsonfields.h"
#include "core/scenario/numberformat.h"
#include "core/scenario/quantity.h"
#include "core/scenario/validate.h"
#include "core/util/text.h"

namespace runway {
namespace {

using enum ProblemCode;

constexpr std::string_view kSchema1 = "token-runway/scenario@1";

Problem wrongType(const std::string& where, const std::string& key, std::string_view expected, const Json& v)
{
    ProblemArgs a{key, std::string(expected)};
    a.text = jsonType(v);
    return ruleProblem(WrongType, where, std::move(a));
}

std::optional<DistKind> distKind(std::string_view s)
{
    if (s == "uniform")
        return DistKind::Uniform;
    if (s == "triangular")
        return DistKind::Triangular;
    if (s == "lognormal")
        return DistKind::Lognormal;
    return std::nullopt;
}

std::string_view distName(DistKind k)
{
    switch (k) {
    case DistKind::Uniform: return "uniform";
    case DistKind::Triangular: return "triangular";
    case DistKind::Lognormal: return "lognormal";
    }
    return {};
}

std::string closestUncertainKey(std::string_view key)
{
    std::string k = closestKey(key);
    const ParamSpec* p = findParam(k);
    return p && p->canBeUncertain ? k : std::string();
}

/// Reads a document's keys into a Scenario by type only: a value of the right type is stored
/// whatever it is, and validate() then judges the whole scenario. Problems found here are about
/// the document's shape (unknown keys, wrong types, dates that are no dates).
struct Reader {
    Scenario& s;
    Problems& problems;
    std::set<std::string> badKeys; ///< keys with a problem here: validate()'s findings about them are not repeated

    void add(Problem p, const std::string& key)
    {
        badKeys.insert(key);
        problems.push_back(std::move(p));
    }

    void value(const ParamSpec& p, const Json& v)
    {
        const std::string key(p.key);
        if (s.model == 1 && (p.newInModel2 || (p.id == ParamId::Cash && v.is_null()))) {
            ProblemArgs a{key};
            add(ruleProblem(Model2Key, key, std::move(a)), key);
            return;
        }
        switch (p.type) {
        case ParamType::Text:
            if (!v.is_string())
                return add(wrongType(key, key, "text", v), key);
            (p.id == ParamId::Name ? s.name : s.notes) = v.get_ref<const std::string&>();
            return;
        case ParamType::Date: {
            if (!v.is_string())
                return add(wrongType(key, key, "a date \"YYYY-MM-DD\"", v), key);
            const auto d = Date::parseIso(v.get_ref<const std::string&>());
            if (!d) {
                ProblemArgs a{key};
                a.text = abbreviate(v.get_ref<const std::string&>(), 30);
                return add(ruleProblem(NotADate, key, std::move(a)), key);
            }
            (p.id == ParamId::StartDate ? s.startDate : s.filingDate) = *d;
            return;
        }
        case ParamType::Choice: {
            if (!v.is_string())
                return add(wrongType(key, key, "\"owned\" or \"per_token\"", v), key);
            const auto mode = parseCapacityMode(v.get_ref<const std::string&>());
            if (!mode) {
                ProblemArgs a{key};
                a.text = jsonType(v);
                return add(ruleProblem(UnknownChoice, key, std::move(a)), key);
            }
            s.capacityMode = *mode;
            return;
        }
        case ParamType::OptionalInteger:
        case ParamType::OptionalReal:
            if (v.is_null()) {
                s.setNull(p.id, true);
                return;
            }
            [[fallthrough]];
        case ParamType::Integer:
        case ParamType::Real: {
            if (!v.is_number()) {
                const std::string_view expected = isOptional(p.type) ? (isInteger(p.type) ? "a whole number or null" : "a number or null")
                                                                     : (isInteger(p.type) ? "a whole number" : "a number");
                return add(wrongType(key, key, expected, v), key);
            }
            const double d = v.get<double>();
            s.set(p.id, d == 0 ? 0.0 : d); // -0 reads as 0; finite: the document reader refused the rest
            return;
        }
        case ParamType::FundingList: return funding(v);
        case ParamType::UncertaintyMap: return; // read last, see scenarioFromJson
        }
    }

    void funding(const Json& v)
    {
        if (!v.is_array())
            return add(wrongType("funding", "funding", "a list of {\"month\", \"amount_usd\"} events", v), "funding");
        if (v.size() > kMaxFundingEvents) { // validate() would say the same; the events need not be read
            ProblemArgs a{"funding", {}, std::nullopt, std::nullopt, static_cast<double>(kMaxFundingEvents)};
            a.index = static_cast<long long>(v.size());
            return add(ruleProblem(TooManyFundingEvents, "funding", std::move(a)), "funding");
        }
        std::vector<FundingEvent> events;
        bool complete = true;
        for (std::size_t i = 0; i < v.size(); ++i) {
            const std::string where = "funding[" + std::to_string(i) + "]";
            const Json& e = v[i];
            if (!e.is_object()) {
                add(wrongType(where, "funding", "an object {\"month\": …, \"amount_usd\": …}", e), "funding");
                complete = false;
                continue;
            }
            const auto before = problems.size();
            FieldReader r(e, where, problems);
            r.refuseUnknown({"month", "amount_usd"}, "funding field");
            const auto month = r.number("month", true, "a whole number of months");
            const auto amount = r.number("amount_usd", true, "an amount in US dollars");
            if (month && std::floor(*month) != *month)
                problems.push_back(ruleProblem(NotWhole, where + ".month", {"funding", {}, *month}));
            else if (month && std::fabs(*month) > 1e9) // outside any int: say so here, validate() cannot see it
                problems.push_back(ruleProblem(FundingMonth, where + ".month", {"funding", {}, *month, 0.0, static_cast<double>(kMaxFundingMonth)}));
            if (problems.size() != before) {
                badKeys.insert("funding");
                complete = false;
                continue;
            }
            events.push_back({static_cast<int>(*month), *amount});
        }
        if (complete)
            s.funding = std::move(events);
    }

    /// Reads each distribution; one with a problem here is left out of the scenario, so validate()
    /// judges only the others (and every problem of the document is reported).
    void uncertainty(const Json& v)
    {
        s.uncertainty.clear();
        if (!v.is_object())
            return add(wrongType("uncertainty", "uncertainty", "an object mapping parameter keys to distributions", v), "uncertainty");
        for (const auto& [key, dist] : v.items()) {
            const std::string where = "uncertainty." + abbreviate(key);
            const ParamSpec* p = findParam(key);
            if (!p) {
                ProblemArgs a{key, closestUncertainKey(key)};
                add(ruleProblem(UnknownKey, "uncertainty", std::move(a)), "uncertainty." + key);
                continue;
            }
            if (s.model == 1 && p->newInModel2) {
                add(ruleProblem(Model2Key, where, {key}), "uncertainty." + key);
                continue;
            }
            if (!dist.is_object()) {
                add(wrongType(where, key, "a distribution object like {\"dist\": \"uniform\", \"low\": …, \"high\": …}", dist), "uncertainty." + key);
                continue;
            }
            const auto before = problems.size();
            FieldReader r(dist, where, problems);
            r.refuseUnknown({"dist", "low", "high", "mode"}, "distribution field");
            std::optional<DistKind> kind;
            if (const Json* k = r.get("dist", true); k && (!k->is_string() || !(kind = distKind(k->get_ref<const std::string&>()))))
                problems.push_back(wrongType(where + ".dist", key, "\"uniform\", \"triangular\" or \"lognormal\"", *k));
            const auto low = r.number("low", true);
            const auto high = r.number("high", true);
            const auto mode = r.number("mode", false);
            if (problems.size() != before) {
                badKeys.insert("uncertainty." + key);
                continue;
            }
            s.setDistribution({p->id, *kind, *low, *high, mode});
        }
    }
};

/// Whether a problem of validate() is about a key the reader already found a problem with.
bool concernsBadKey(const Problem& p, const std::set<std::string>& bad)
{
    if (bad.count(p.args.key) || (!p.args.other.empty() && bad.count(p.args.other)))
        return true;
    if (bad.count("uncertainty") && p.where.starts_with("uncertainty"))
        return true;
    return bad.count("funding") && p.where.starts_with("funding");
}

/// The model a document asks for (MODEL.md §0): 1 for "@1", 2 for "@2" or no schema.
int schemaModel(const Json& doc, Problems& problems)
{
    const auto it = doc.find("schema");
    if (it == doc.end())
        return 2;
    if (it->is_string() && it->get_ref<const std::string&>() == kSchema1)
        return 1;
    if (it->is_string() && it->get_ref<const std::string&>() == kScenarioSchema)
        return 2;
    ProblemArgs a;
    a.text = jsonType(*it);
    problems.push_back(ruleProblem(SchemaUnknown, "schema", std::move(a)));
    return 2;
}

} // namespace

Checked<Json> scenarioDocument(const Json& doc)
{
    Checked<Json> result;
    if (!doc.is_object() || (!doc.contains("scenario") && !doc.contains("metrics"))) {
        result.value = doc;
        return result;
    }
    if (doc.size() == 2 && doc.contains("scenario") && doc.contains("metrics")) {
        result.value = doc.at("scenario");
        return result;
    }
    std::string members;
    std::size_t listed = 0;
    for (const auto& [key, v] : doc.items())
        if (++listed <= 5)
            members += (members.empty() ? "" : ", ") + inQuotes(key);
    if (listed > 5)
        members += " and " + std::to_string(listed - 5) + " more";
    Problem p;
    p.where = doc.contains("scenario") ? "scenario" : "metrics";
    p.message = Message::verbatim("a document with a \"scenario\" or \"metrics\" member is read as the output of `token-runway run --format json`, whose "
                                  "members are exactly \"scenario\" and \"metrics\"; this one has " +
                                  members + ". Give the scenario's keys at the top level, or exactly {\"scenario\": {…}, \"metrics\": {…}}");
    result.problems.push_back(std::move(p));
    return result;
}

Checked<Scenario> scenarioFromJson(const Json& doc)
{
    Checked<Scenario> result;
    Problems& problems = result.problems;
    if (!doc.is_object()) {
        ProblemArgs a;
        a.text = jsonType(doc);
        problems.push_back(ruleProblem(NotAnObject, "", std::move(a)));
        return result;
    }
    const int model = schemaModel(doc, problems);
    Scenario s = model == 1 ? Scenario::model1Defaults() : Scenario();
    Reader r{s, problems, {}};
    const Json* uncertainty = nullptr;
    for (const auto& [key, v] : doc.items()) {
        if (key == "schema")
            continue;
        const ParamSpec* p = findParam(key);
        if (!p) {
            ProblemArgs a{key, closestKey(key)};
            r.add(ruleProblem(UnknownKey, abbreviate(key), std::move(a)), key);
            continue;
        }
        if (p->type == ParamType::UncertaintyMap)
            uncertainty = &v;
        else
            r.value(*p, v);
    }
    // Uncertainty last: a triangular without a mode takes the scenario's (now known) value.
    if (uncertainty)
        r.uncertainty(*uncertainty);
    for (auto& p : validate(s)) {
        if (concernsBadKey(p, r.badKeys))
            continue;
        if (p.code == BeyondHorizon && !doc.contains(p.args.key)) { // a default the document never gave: say so
            p.args.text = "default";
            p.message = Message::verbatim(ruleMessage(p.code, p.args));
        }
        problems.push_back(std::move(p));
    }
    if (problems.empty())
        result.value = std::move(s);
    return result;
}

Checked<Scenario> parseScenario(std::string_view text)
{
    auto doc = parseJsonDocument(text);
    if (!doc.ok())
        return {std::nullopt, std::move(doc.problems)};
    return scenarioFromJson(*doc.value);
}

Checked<Scenario> readScenarioFile(const std::string& path)
{
    auto text = readDocumentFile(path);
    if (!text.ok())
        return {std::nullopt, std::move(text.problems)};
    auto doc = parseJsonDocument(*text.value);
    if (!doc.ok()) {
        prefixProblems(doc.problems, path);
        return {std::nullopt, std::move(doc.problems)};
    }
    auto inner = scenarioDocument(*doc.value);
    if (!inner.ok()) {
        prefixProblems(inner.problems, path);
        return {std::nullopt, std::move(inner.problems)};
    }
    const bool unwrapped = doc.value->is_object() && doc.value->contains("scenario");
    auto result = scenarioFromJson(*inner.value);
    prefixProblems(result.problems, unwrapped ? path + ": scenario" : path);
    return result;
}

Json scenarioToJson(const Scenario& s)
{
    Json j;
    j["schema"] = kScenarioSchema;
    for (const auto& p : parameters()) {
        const std::string key(p.key);
        if (isOptional(p.type) && s.isNull(p.id)) {
            j[key] = nullptr;
            continue;
        }
        switch (p.type) {
        case ParamType::Text: j[key] = p.id == ParamId::Name ? s.name : s.notes; break;
        case ParamType::Date: j[key] = (p.id == ParamId::StartDate ? s.startDate : s.filingDate).toIso(); break;
        case ParamType::Choice: j[key] = capacityModeName(s.capacityMode); break;
        case ParamType::Integer:
        case ParamType::OptionalInteger:
            // Whole numbers as JSON integers (a valid scenario's are at most 1e10).
            if (std::fabs(s[p.id]) <= 9007199254740992.0 && std::floor(s[p.id]) == s[p.id])
                j[key] = static_cast<long long>(s[p.id]);
            else
                j[key] = s[p.id];
            break;
        case ParamType::Real:
        case ParamType::OptionalReal: j[key] = s[p.id]; break;
        case ParamType::FundingList: {
            Json list = Json::array();
            for (const auto& f : s.funding)
                list.push_back(Json{{"month", f.month}, {"amount_usd", f.amountUsd}});
            j[key] = list;
            break;
        }
        case ParamType::UncertaintyMap: {
            Json map = Json::object();
            for (const auto& d : s.uncertainty) {
                Json dist{{"dist", distName(d.kind)}, {"low", d.low}};
                if (d.mode)
                    dist["mode"] = *d.mode;
                dist["high"] = d.high;
                map[std::string(spec(d.param).key)] = dist;
            }
            j[key] = map;
            break;
        }
        }
    }
    return j;
}

std::string scenarioToText(const Scenario& s)
{
    return scenarioToJson(s).dump(2) + "\n";
}

Checked<Json> upgradeDocument(const Json& doc)
{
    Checked<Json> result;
    auto read = scenarioFromJson(doc);
    if (!read.ok()) {
        result.problems = std::move(read.problems);
        return result;
    }
    if (read.value->model == 2) {
        result.value = doc;
        return result;
    }
    // Every key present stays; the changed keys take model 1's values and the model-2 keys
    // their neutral values, written out, so the @2 document gives model 1's results exactly.
    Json out = Json::object();
    out["schema"] = kScenarioSchema;
    for (const auto& [key, v] : doc.items())
        if (key != "schema")
            out[key] = v;
    const Json full = scenarioToJson(*read.value);
    for (const auto& p : parameters()) {
        const std::string key(p.key);
        if (out.contains(key))
            continue;
        const bool changed = isNumeric(p.id) && model1Value(p.id).has_value();
        const bool neutral = p.id == ParamId::CapacityMode || p.id == ParamId::AccountCap || p.group == ParamGroup::TokenMix;
        if (changed || neutral || p.id == ParamId::Uncertainty)
            out[key] = full[key];
    }
    result.value = std::move(out);
    return result;
}

Problems applyAssignment(Json& doc, std::string_view assignment)
{
    const auto eq = assignment.find('=');
    if (eq == std::string_view::npos || eq == 0)
        return {{"--set", "expected KEY=VALUE, got \"" + abbreviate(assignment) + "\""}};
    const std::string key(assignment.substr(0, eq));
    const std::string value(assignment.substr(eq + 1));
    const ParamSpec* p = findParam(key);
    if (!p)
        return {ruleProblem(UnknownKey, "--set", {key, closestKey(key)})};
    if (!doc.is_object()) // a file holding a list or a number: there is no key to set
        return {{"--set " + key, "cannot be applied: a scenario must be a JSON object {…}, not " + jsonType(doc)}};
    const std::string where = "--set " + key;
    switch (p->type) {
    case ParamType::Text:
    case ParamType::Date:
    case ParamType::Choice: doc[key] = value; return {};
    case ParamType::OptionalInteger:
    case ParamType::OptionalReal:
        if (value == "null" || value == "derive" || value == "none") {
            doc[key] = nullptr;
            return {};
        }
        [[fallthrough]];
    case ParamType::Integer:
    case ParamType::Real: {
        const auto q = parseQuantity(value);
        if (!q.ok()) {
            std::string hint =
                isOptional(p->type) ? "; give a number (0.05, $0.05, 3%, 40M, 100T) or null (" + std::string(nullMeaning(p->id)) + ")" : std::string();
            Problem bad = q.problems.front();
            bad.where = where;
            std::string text = bad.messageText();
            if (text.find("too large") != std::string::npos) // 1e400: say what the key allows
                text += "; the limits are " + std::string(p->minExclusive ? "> " : "") + formatPlain(p->min) + " … " +
                        (p->maxIsHorizon ? std::string("horizon_months") : formatPlain(p->max));
            bad.message = Message::verbatim(text + hint);
            return {bad};
        }
        doc[key] = *q.value;
        return {};
    }
    case ParamType::FundingList:
    case ParamType::UncertaintyMap: {
        auto parsed = parseJsonDocument(value);
        if (!parsed.ok()) {
            prefixProblems(parsed.problems, where);
            return parsed.problems;
        }
        doc[key] = *parsed.value;
        return {};
    }
    }
    return {};
}

} // namespace runway
