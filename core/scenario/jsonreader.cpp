#include "core/scenario/jsonreader.h"

#include <cmath>

#include "core/scenario/jsonfields.h"
#include "core/scenario/validate.h"
#include "core/util/text.h"

namespace runway {
namespace {

using enum ProblemCode;

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

std::string closestUncertainKey(std::string_view key)
{
    std::string k = closestKey(key);
    const ParamSpec* p = findParam(k);
    return p && p->canBeUncertain ? k : std::string();
}

} // namespace

void ScenarioReader::add(Problem p, const std::string& key)
{
    badKeys.insert(key);
    problems.push_back(std::move(p));
}

void ScenarioReader::value(const ParamSpec& p, const Json& v)
{
    const std::string key(p.key);
    if (s.model < 3 && isModel3Key(p.id)) { // MODEL3.md §0: a model-3 key in an @2 or @1 document
        ProblemArgs a{key};
        a.index = s.model;
        add(ruleProblem(Model3Key, key, std::move(a)), key);
        return;
    }
    if (s.model == 1 && (p.newInModel2 || (p.id == ParamId::Cash && v.is_null()))) {
        ProblemArgs a{key};
        add(ruleProblem(Model2Key, key, std::move(a)), key);
        return;
    }
    if (isMeasuredDate(p.id)) { // an ISO date or null, kept as days since 1970-01-01
        if (v.is_null()) {
            s.setNull(p.id, true);
            return;
        }
        if (!v.is_string())
            return add(wrongType(key, key, "a date \"YYYY-MM-DD\" or null", v), key);
        const auto d = Date::parseIso(v.get_ref<const std::string&>());
        if (!d) {
            ProblemArgs a{key};
            a.text = abbreviate(v.get_ref<const std::string&>(), 30);
            return add(ruleProblem(NotADate, key, std::move(a)), key);
        }
        s.set(p.id, static_cast<double>(d->toDays()));
        return;
    }
    if (p.id == ParamId::ReplaceChips) {
        if (!v.is_boolean())
            return add(wrongType(key, key, "true or false", v), key);
        s.set(p.id, v.get<bool>() ? 1.0 : 0.0);
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
            const std::string_view expected =
                isOptional(p.type) ? (isInteger(p.type) ? "a whole number or null" : "a number or null") : (isInteger(p.type) ? "a whole number" : "a number");
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

void ScenarioReader::funding(const Json& v)
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
        if (s.model < 3) {
            r.refuseUnknown({"month", "amount_usd"}, "funding field");
            for (const char* field : {"probability_pct", "label"}) // model-3 fields (MODEL3.md §0): say so, not "unknown"
                if (e.contains(field)) {
                    ProblemArgs a{std::string("funding[") + std::to_string(i) + "]." + field};
                    a.index = s.model;
                    problems.push_back(ruleProblem(Model3Key, where + "." + field, std::move(a)));
                }
            if (problems.size() != before)
                std::erase_if(problems,
                              [&](const Problem& p) { return p.code == Other && (p.where == where + ".probability_pct" || p.where == where + ".label"); });
        } else {
            r.refuseUnknown({"month", "amount_usd", "probability_pct", "label"}, "funding field");
        }
        const auto month = r.number("month", true, "a whole number of months");
        const auto amount = r.number("amount_usd", true, "an amount in US dollars");
        const auto probability = s.model < 3 ? std::optional<double>() : r.number("probability_pct", false, "a probability in percent");
        std::optional<std::string> label;
        if (const Json* l = s.model < 3 ? nullptr : r.get("label", false)) {
            if (!l->is_string())
                problems.push_back(wrongType(where + ".label", "funding", "text", *l));
            else
                label = l->get_ref<const std::string&>();
        }
        if (month && std::floor(*month) != *month)
            problems.push_back(ruleProblem(NotWhole, where + ".month", {"funding", {}, *month}));
        else if (month && std::fabs(*month) > 1e9) // outside any int: say so here, validate() cannot see it
            problems.push_back(ruleProblem(FundingMonth, where + ".month", {"funding", {}, *month, 0.0, static_cast<double>(kMaxFundingMonth)}));
        if (problems.size() != before) {
            badKeys.insert("funding");
            complete = false;
            continue;
        }
        events.push_back({static_cast<int>(*month), *amount, probability.value_or(100.0), label.value_or(std::string())});
    }
    if (complete)
        s.funding = std::move(events);
}

void ScenarioReader::uncertainty(const Json& v)
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

} // namespace runway
