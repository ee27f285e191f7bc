#include "core/scenario/scenariojson.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <sstream>

#include "core/model/modeljson.h"
#include "core/scenario/numberformat.h"
#include "core/util/text.h"

namespace runway {
namespace {

std::string typeName(const Json& v)
{
    if (v.is_null())
        return "null";
    if (v.is_boolean())
        return v.get<bool>() ? "true" : "false";
    if (v.is_number())
        return "a number";
    if (v.is_string())
        return "a string (\"" + abbreviate(v.get_ref<const std::string&>(), 30) + "\")";
    if (v.is_array())
        return "a list";
    if (v.is_object())
        return "an object";
    return "a value of another kind";
}

std::string unknownKeyMessage(std::string_view key, std::string_view what, const std::string& suggestion)
{
    std::string msg = "unknown " + std::string(what) + " " + inQuotes(key);
    if (!suggestion.empty())
        msg += "; did you mean \"" + suggestion + "\"?";
    return msg;
}

// ---- reading values by type ------------------------------------------------------------

struct Reader {
    Problems& problems;

    std::optional<double> number(const std::string& where, const Json& v, std::string_view expected)
    {
        if (!v.is_number()) {
            problems.push_back({where, "expected " + std::string(expected) + ", got " + typeName(v)});
            return std::nullopt;
        }
        const double d = v.get<double>();
        if (!std::isfinite(d)) {
            problems.push_back({where, "the number is not finite"});
            return std::nullopt;
        }
        return d == 0 ? 0.0 : d; // -0 reads as 0
    }

    std::optional<double> integer(const std::string& where, const Json& v)
    {
        auto d = number(where, v, "a whole number");
        if (d && std::floor(*d) != *d) {
            problems.push_back({where, formatPlain(*d) + " is not a whole number"});
            return std::nullopt;
        }
        return d;
    }

    void limits(const std::string& where, const ParamSpec& s, double v, int horizon)
    {
        if (!withinLimits(s, v, horizon))
            problems.push_back({where, formatPlain(v) + " is outside the hard limits " + limitText(s, horizon)});
    }

    std::optional<std::string> text(const std::string& where, const Json& v, std::size_t minChars, std::size_t maxChars)
    {
        if (!v.is_string()) {
            problems.push_back({where, "expected text, got " + typeName(v)});
            return std::nullopt;
        }
        const auto& s = v.get_ref<const std::string&>();
        if (auto why = textProblem(s, minChars, maxChars)) {
            problems.push_back({where, *why});
            return std::nullopt;
        }
        return s;
    }
};

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

void readFunding(Reader& r, const Json& v, Scenario& s)
{
    if (!v.is_array()) {
        r.problems.push_back({"funding", "expected a list of {\"month\", \"amount_usd\"} events, got " + typeName(v)});
        return;
    }
    if (v.size() > 100) {
        r.problems.push_back({"funding", "has " + std::to_string(v.size()) + " events; at most 100 are allowed"});
        return;
    }
    std::vector<FundingEvent> events;
    for (std::size_t i = 0; i < v.size(); ++i) {
        const std::string where = "funding[" + std::to_string(i) + "]";
        const Json& e = v[i];
        if (!e.is_object()) {
            r.problems.push_back({where, "expected an object {\"month\": …, \"amount_usd\": …}, got " + typeName(e)});
            continue;
        }
        FundingEvent ev;
        bool complete = true;
        for (const char* required : {"month", "amount_usd"})
            if (!e.contains(required)) {
                r.problems.push_back({where, std::string("is missing \"") + required + "\""});
                complete = false;
            }
        for (const auto& [key, val] : e.items()) {
            if (key == "month") {
                if (auto m = r.integer(where + ".month", val)) {
                    if (*m < 0 || *m > 119)
                        r.problems.push_back({where + ".month", formatPlain(*m) + " is outside the hard limits 0 … 119"}), complete = false;
                    else
                        ev.month = static_cast<int>(*m);
                } else {
                    complete = false;
                }
            } else if (key == "amount_usd") {
                if (auto a = r.number(where + ".amount_usd", val, "an amount in US dollars")) {
                    if (*a < 0 || *a > 1e13)
                        r.problems.push_back({where + ".amount_usd", formatPlain(*a) + " is outside the hard limits 0 … 1e13"}), complete = false;
                    else
                        ev.amountUsd = *a;
                } else {
                    complete = false;
                }
            } else {
                const std::string hint = editDistance(key, "month") <= 2                           ? "month"
                                         : editDistance(key, "amount_usd") <= 3 || key == "amount" ? "amount_usd"
                                                                                                   : "";
                r.problems.push_back({where, unknownKeyMessage(key, "funding field", hint)});
                complete = false;
            }
        }
        if (complete)
            events.push_back(ev);
    }
    s.funding = std::move(events);
}

std::string closestUncertainKey(std::string_view key)
{
    std::string k = closestKey(key);
    const ParamSpec* p = findParam(k);
    return p && p->canBeUncertain ? k : std::string();
}

void readUncertainty(Reader& r, const Json& v, Scenario& s, int horizon)
{
    s.uncertainty.clear();
    if (!v.is_object()) {
        r.problems.push_back({"uncertainty", "expected an object mapping parameter keys to distributions, got " + typeName(v)});
        return;
    }
    for (const auto& [key, dist] : v.items()) {
        const std::string where = "uncertainty." + abbreviate(key);
        const ParamSpec* p = findParam(key);
        if (!p) {
            r.problems.push_back({"uncertainty", unknownKeyMessage(key, "parameter", closestUncertainKey(key))});
            continue;
        }
        if (!p->canBeUncertain) {
            r.problems.push_back({where, std::string(p->key) + " cannot be uncertain (only numeric parameters other than horizon_months can)"});
            continue;
        }
        if (!dist.is_object()) {
            r.problems.push_back({where, "expected a distribution object like {\"dist\": \"uniform\", \"low\": …, \"high\": …}, got " + typeName(dist)});
            continue;
        }
        Distribution d;
        d.param = p->id;
        std::optional<DistKind> kind;
        std::optional<double> low, high, mode;
        bool good = true;
        for (const auto& [field, val] : dist.items()) {
            const std::string fw = where + "." + abbreviate(field);
            if (field == "dist") {
                if (!val.is_string() || !(kind = distKind(val.get_ref<const std::string&>()))) {
                    r.problems.push_back({fw, "expected \"uniform\", \"triangular\" or \"lognormal\", got " + typeName(val)});
                    good = false;
                }
            } else if (field == "low") {
                good &= (low = r.number(fw, val, "a number")).has_value();
            } else if (field == "high") {
                good &= (high = r.number(fw, val, "a number")).has_value();
            } else if (field == "mode") {
                good &= (mode = r.number(fw, val, "a number")).has_value();
            } else {
                std::string hint;
                for (const char* known : {"dist", "low", "high", "mode"})
                    if (editDistance(field, known) <= 2)
                        hint = known;
                r.problems.push_back({where, unknownKeyMessage(field, "distribution field", hint)});
                good = false;
            }
        }
        if (!kind && good) {
            r.problems.push_back({where, "is missing \"dist\" (uniform, triangular or lognormal)"});
            good = false;
        }
        if (good && !low)
            r.problems.push_back({where, "is missing \"low\""}), good = false;
        if (good && !high)
            r.problems.push_back({where, "is missing \"high\""}), good = false;
        if (!good)
            continue;
        d.kind = *kind;
        d.low = *low;
        d.high = *high;
        if (mode && d.kind != DistKind::Triangular) {
            r.problems.push_back({where + ".mode", "only a triangular distribution has a mode"});
            continue;
        }
        const auto before = r.problems.size();
        if (!withinLimits(*p, d.low, horizon))
            r.problems.push_back({where + ".low", formatPlain(d.low) + " is outside " + std::string(p->key) + "'s hard limits " + limitText(*p, horizon)});
        if (!withinLimits(*p, d.high, horizon))
            r.problems.push_back({where + ".high", formatPlain(d.high) + " is outside " + std::string(p->key) + "'s hard limits " + limitText(*p, horizon)});
        if (d.low > d.high)
            r.problems.push_back({where, "low " + formatPlain(d.low) + " is above high " + formatPlain(d.high)});
        if (d.kind == DistKind::Lognormal && !(d.low > 0 && d.low < d.high))
            r.problems.push_back({where, "a lognormal needs 0 < low < high; got low " + formatPlain(d.low) + ", high " + formatPlain(d.high)});
        if (d.kind == DistKind::Triangular) {
            d.mode = mode;
            const double m = mode.value_or(s[p->id]);
            if (m < d.low || m > d.high)
                r.problems.push_back({where + ".mode", (mode ? "" : std::string("the scenario's value ")) + formatPlain(m) + " lies outside low … high (" +
                                                           formatPlain(d.low) + " … " + formatPlain(d.high) + ")"});
        }
        if (r.problems.size() == before)
            s.setDistribution(d);
    }
}

/// Each key's hard limits still allow combinations whose quotients overflow a double
/// (chip_life_years 1e-310, tokens_per_chip_per_day × software_speedup 1e-300): the first
/// metric that would not be a finite number, or nothing when every one is.
std::optional<Problem> overflowProblem(const Scenario& s)
{
    const Json metrics = metricsToJson(computeMetrics(s));
    for (const auto& [key, value] : metrics.items()) {
        const bool finite = value.is_object()
                                ? std::all_of(value.begin(), value.end(), [](const Json& v) { return !v.is_number_float() || std::isfinite(v.get<double>()); })
                                : !value.is_number_float() || std::isfinite(value.get<double>());
        if (finite)
            continue;
        // With a direct serving cost (at most 100) only the chip count can overflow; a derived one
        // overflows through a tiny chip life or throughput.
        const std::string where =
            s.deriveServingCost ? "chip_life_years, tokens_per_chip_per_day, software_speedup" : "tokens_per_chip_per_day, software_speedup";
        return Problem{where, "the model's " + key +
                                  " would be too large to be represented (not a finite number); "
                                  "these values are inside their limits one by one but not together"};
    }
    return std::nullopt;
}

} // namespace

Checked<Scenario> scenarioFromJson(const Json& doc)
{
    Checked<Scenario> result;
    Problems& problems = result.problems;
    if (!doc.is_object()) {
        problems.push_back({"", "a scenario must be a JSON object {…}, not " + typeName(doc)});
        return result;
    }
    Reader r{problems};
    Scenario s;
    // horizon_months bounds free_tier_months, so read it first.
    int horizon = s.horizonMonths();
    bool horizonKnown = true;
    if (auto it = doc.find("horizon_months"); it != doc.end()) {
        const auto& hs = spec(ParamId::HorizonMonths);
        auto h = r.integer("horizon_months", *it);
        if (h && withinLimits(hs, *h, 0)) {
            horizon = static_cast<int>(*h);
            s[ParamId::HorizonMonths] = *h;
        } else {
            if (h)
                r.limits("horizon_months", hs, *h, 0);
            horizonKnown = false;
        }
    }
    const Json* uncertainty = nullptr;
    for (const auto& [key, v] : doc.items()) {
        if (key == "schema") {
            if (!v.is_string() || v.get_ref<const std::string&>() != kScenarioSchema)
                problems.push_back({"schema", "expected \"" + std::string(kScenarioSchema) + "\", got " + typeName(v)});
            continue;
        }
        const ParamSpec* p = findParam(key);
        if (!p) {
            problems.push_back({abbreviate(key), unknownKeyMessage(key, "key", closestKey(key))});
            continue;
        }
        const std::string where(p->key);
        switch (p->type) {
        case ParamType::Text:
            if (auto t = r.text(where, v, static_cast<std::size_t>(p->min), static_cast<std::size_t>(p->max)))
                (p->id == ParamId::Name ? s.name : s.notes) = *t;
            break;
        case ParamType::Date:
            if (!v.is_string()) {
                problems.push_back({where, "expected a date \"YYYY-MM-DD\", got " + typeName(v)});
            } else if (auto d = Date::parseIso(v.get_ref<const std::string&>()); !d) {
                problems.push_back({where, "\"" + abbreviate(v.get_ref<const std::string&>(), 30) + "\" is not a calendar date in the form YYYY-MM-DD"});
            } else if (*d < Date{2000, 1, 1} || *d > Date{2100, 12, 31}) {
                problems.push_back({where, d->toIso() + " is outside the hard limits 2000-01-01 … 2100-12-31"});
            } else {
                s.startDate = *d;
            }
            break;
        case ParamType::Integer: break; // horizon_months, read above
        case ParamType::OptionalReal:
            if (v.is_null()) {
                s.deriveServingCost = true;
                break;
            }
            [[fallthrough]];
        case ParamType::Real:
            if (auto d = r.number(where, v, p->type == ParamType::OptionalReal ? "a number or null (derive)" : "a number")) {
                if (p->maxIsHorizon && !horizonKnown)
                    break; // reported with horizon_months
                if (!withinLimits(*p, *d, horizon)) {
                    r.limits(where, *p, *d, horizon);
                    break;
                }
                s[p->id] = *d;
                if (p->id == ParamId::ServingCost)
                    s.deriveServingCost = false;
            }
            break;
        case ParamType::FundingList: readFunding(r, v, s); break;
        case ParamType::UncertaintyMap: uncertainty = &v; break;
        }
    }
    // A missing free_tier_months keeps its default, which must still fit a short horizon.
    if (!doc.contains("free_tier_months") && horizonKnown && s[ParamId::FreeTierMonths] > horizon)
        problems.push_back({"free_tier_months", "the default " + formatPlain(s[ParamId::FreeTierMonths]) + " is beyond horizon_months (" +
                                                    std::to_string(horizon) + "); set free_tier_months to at most " + std::to_string(horizon)});
    // Uncertainty last: a triangular without a mode takes the scenario's (now known) value.
    if (uncertainty)
        readUncertainty(r, *uncertainty, s, horizon);
    if (problems.empty())
        if (auto overflow = overflowProblem(s))
            problems.push_back(*overflow);
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
    auto result = parseScenario(*text.value);
    prefixProblems(result.problems, path);
    return result;
}

Json scenarioToJson(const Scenario& s)
{
    Json j;
    j["schema"] = kScenarioSchema;
    for (const auto& p : parameters()) {
        const std::string key(p.key);
        switch (p.type) {
        case ParamType::Text: j[key] = p.id == ParamId::Name ? s.name : s.notes; break;
        case ParamType::Date: j[key] = s.startDate.toIso(); break;
        case ParamType::Integer: j[key] = s.horizonMonths(); break;
        case ParamType::OptionalReal:
            if (s.deriveServingCost)
                j[key] = nullptr;
            else
                j[key] = s[p.id];
            break;
        case ParamType::Real: j[key] = s[p.id]; break;
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

Problems applyAssignment(Json& doc, std::string_view assignment)
{
    const auto eq = assignment.find('=');
    if (eq == std::string_view::npos || eq == 0)
        return {{"--set", "expected KEY=VALUE, got \"" + abbreviate(assignment) + "\""}};
    const std::string key(assignment.substr(0, eq));
    const std::string value(assignment.substr(eq + 1));
    const ParamSpec* p = findParam(key);
    if (!p)
        return {{"--set", unknownKeyMessage(key, "key", closestKey(key))}};
    if (!doc.is_object()) // a file holding a list or a number: there is no key to set
        return {{"--set " + key, "cannot be applied: a scenario must be a JSON object {…}, not " + typeName(doc)}};
    const std::string where = "--set " + key;
    switch (p->type) {
    case ParamType::Text:
    case ParamType::Date: doc[key] = value; return {};
    case ParamType::OptionalReal:
        if (value == "null" || value == "derive") {
            doc[key] = nullptr;
            return {};
        }
        [[fallthrough]];
    case ParamType::Integer:
    case ParamType::Real: {
        double d = 0;
        const char* first = value.data();
        const char* last = value.data() + value.size();
        if (!value.empty() && *first == '+')
            ++first;
        auto [ptr, ec] = std::from_chars(first, last, d);
        if (value.empty() || ec == std::errc::invalid_argument || ptr != last)
            return {{where, "\"" + abbreviate(value) + "\" is not a number"}};
        if (ec == std::errc::result_out_of_range || !std::isfinite(d))
            return {{where, "\"" + abbreviate(value) + "\" is not a finite number"}};
        doc[key] = d;
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
