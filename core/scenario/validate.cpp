#include "core/scenario/validate.h"

#include <algorithm>
#include <cmath>

#include "core/model/model.h"
#include "core/model/modeljson.h"
#include "core/scenario/jsondocument.h"
#include "core/scenario/numberformat.h"
#include "core/util/text.h"

namespace runway {
namespace {

using enum ProblemCode;

constexpr Date kFirstDate{kMinYear, 1, 1};
constexpr Date kLastDate{kMaxYear, 12, 31};

std::string num(const std::optional<double>& v)
{
    return v ? formatPlain(*v) : std::string("?");
}

std::string keyOf(ParamId id)
{
    return std::string(spec(id).key);
}

/// The byte at `offset` of `text` as \xNN (a control character is never printable).
std::string byteText(std::string_view text, std::size_t offset)
{
    const auto byte = static_cast<unsigned char>(text[offset]);
    if (byte == 0xC2 && offset + 1 < text.size()) { // a C1 control: name its code point
        constexpr std::string_view kHex = "0123456789abcdef";
        const auto next = static_cast<unsigned char>(text[offset + 1]);
        return std::string("\\u00") + kHex[next >> 4] + kHex[next & 15];
    }
    return abbreviate(text.substr(offset, 1));
}

/// The key of the first metric of `s` that is not a finite number, or "" when all are.
std::string firstNonFiniteMetric(const Scenario& s)
{
    return firstNonFiniteMetric(computeMetrics(s));
}

/// `id` of `s` back at its default (value, or null).
void resetToDefault(Scenario& s, ParamId id)
{
    static const Scenario defaults;
    s[id] = defaults[id];
    s.setNull(id, defaults.isNull(id));
}

/// The numeric keys to blame when some metric of `s` is not finite, in the table's order: each
/// key that alone, back at its default, makes every metric finite (1e-160 × 1e-160 names both
/// factors). When no key does alone (two causes, each enough by itself), the fewest keys whose
/// defaults together do: every key that differs from its default is put back, then each one
/// that is not needed is given its value again.
std::vector<ParamId> overflowCauses(const Scenario& s)
{
    static const Scenario defaults;
    std::vector<ParamId> changed;
    for (const auto& p : parameters())
        if (isNumeric(p.id) && (s.isNull(p.id) != defaults.isNull(p.id) || (!s.isNull(p.id) && s[p.id] != defaults[p.id])))
            changed.push_back(p.id);
    std::vector<ParamId> causes;
    for (ParamId id : changed) {
        Scenario t = s;
        resetToDefault(t, id);
        if (firstNonFiniteMetric(t).empty())
            causes.push_back(id);
    }
    if (!causes.empty())
        return causes;
    Scenario t = s;
    for (ParamId id : changed)
        resetToDefault(t, id);
    for (ParamId id : changed) {
        Scenario kept = t;
        kept[id] = s[id];
        kept.setNull(id, s.isNull(id));
        if (firstNonFiniteMetric(kept).empty())
            t = kept; // not needed: its own value with the others at their defaults is finite
        else
            causes.push_back(id);
    }
    return causes;
}

struct Checker {
    const Scenario& s;
    Problems problems;

    void add(ProblemCode code, std::string where, ProblemArgs args) { problems.push_back(ruleProblem(code, std::move(where), std::move(args))); }

    void number(const ParamSpec& p)
    {
        if (!isNumeric(p.id) || s.isNull(p.id))
            return;
        const double v = s[p.id];
        const int horizon = s.horizonMonths();
        const auto& hs = spec(ParamId::HorizonMonths);
        const bool horizonValid = withinLimits(hs, s[ParamId::HorizonMonths], 0) && std::floor(s[ParamId::HorizonMonths]) == s[ParamId::HorizonMonths];
        if (p.maxIsHorizon && std::isfinite(v) && v >= p.min && v <= spec(ParamId::HorizonMonths).max && horizonValid && v > horizon) {
            add(BeyondHorizon, keyOf(p.id), {keyOf(p.id), keyOf(ParamId::HorizonMonths), v, p.min, static_cast<double>(horizon)});
            return;
        }
        if (!withinLimits(p, v, horizonValid ? horizon : static_cast<int>(hs.max))) {
            ProblemArgs a{keyOf(p.id), p.maxIsHorizon ? keyOf(ParamId::HorizonMonths) : std::string(), v, p.min,
                          upperLimit(p, horizonValid ? horizon : static_cast<int>(hs.max))};
            add(OutOfLimits, keyOf(p.id), std::move(a));
            return;
        }
        if (isInteger(p.type) && std::floor(v) != v)
            add(NotWhole, keyOf(p.id), {keyOf(p.id), {}, v});
    }

    void text(ParamId id, const std::string& value)
    {
        const ParamSpec& p = spec(id);
        const std::string key = keyOf(id);
        if (value.find('\0') != std::string::npos) {
            add(TextHasNul, key, {key});
            return;
        }
        if (const auto bad = firstNonUtf8Byte(value)) {
            ProblemArgs a{key};
            a.index = static_cast<long long>(*bad) + 1;
            a.text = abbreviate(std::string_view(value).substr(*bad, 1));
            add(TextNotUtf8, key, std::move(a));
            return;
        }
        const std::size_t n = codePointCount(value);
        if (static_cast<double>(n) < p.min || static_cast<double>(n) > p.max) {
            ProblemArgs a{key, {}, std::nullopt, p.min, p.max};
            a.index = static_cast<long long>(n);
            add(TextLength, key, std::move(a));
            return;
        }
        if (const auto c = firstControlCharacter(value, id == ParamId::Notes)) {
            ProblemArgs a{key};
            a.index = static_cast<long long>(*c) + 1;
            a.text = byteText(value, *c);
            add(TextControl, key, std::move(a));
        }
    }

    void date(ParamId id, const Date& d)
    {
        if (d < kFirstDate || d > kLastDate) {
            ProblemArgs a{keyOf(id)};
            a.text = d.toIso();
            add(DateOutOfLimits, keyOf(id), std::move(a));
        }
    }

    void funding()
    {
        if (s.funding.size() > kMaxFundingEvents) {
            ProblemArgs a{"funding", {}, std::nullopt, std::nullopt, static_cast<double>(kMaxFundingEvents)};
            a.index = static_cast<long long>(s.funding.size());
            add(TooManyFundingEvents, "funding", std::move(a));
            return;
        }
        for (std::size_t i = 0; i < s.funding.size(); ++i) {
            const auto& f = s.funding[i];
            const std::string where = "funding[" + std::to_string(i) + "]";
            if (f.month < 0 || f.month > kMaxFundingMonth) {
                ProblemArgs a{"funding", {}, static_cast<double>(f.month), 0.0, static_cast<double>(kMaxFundingMonth)};
                a.index = static_cast<long long>(i);
                add(FundingMonth, where + ".month", std::move(a));
            }
            if (!std::isfinite(f.amountUsd) || f.amountUsd < 0 || f.amountUsd > kMaxFundingUsd) {
                ProblemArgs a{"funding", {}, f.amountUsd, 0.0, kMaxFundingUsd};
                a.index = static_cast<long long>(i);
                add(FundingAmount, where + ".amount_usd", std::move(a));
            }
        }
    }

    void distribution(const Distribution& d)
    {
        const ParamSpec& p = spec(d.param);
        const std::string key = keyOf(d.param);
        const std::string where = "uncertainty." + key;
        if (!isNumeric(d.param) || !p.canBeUncertain) {
            add(CannotBeUncertain, where, {key});
            return;
        }
        if (d.param == ParamId::ServingCost && s.owned()) {
            add(UncertainServingCostOwned, where, {key, keyOf(ParamId::CapacityMode)});
            return;
        }
        const int horizon = s.horizonMonths();
        const auto before = problems.size();
        if (!withinLimits(p, d.low, horizon))
            add(DistLowOutOfLimits, where + ".low", {key, {}, d.low, p.min, upperLimit(p, horizon)});
        if (!withinLimits(p, d.high, horizon))
            add(DistHighOutOfLimits, where + ".high", {key, {}, d.high, p.min, upperLimit(p, horizon)});
        if (problems.size() != before)
            return;
        if (d.low > d.high) {
            add(DistLowAboveHigh, where, {key, {}, std::nullopt, d.low, d.high});
            return;
        }
        if (d.kind == DistKind::Lognormal && !(d.low > 0 && d.low < d.high)) {
            add(LognormalBounds, where, {key, {}, std::nullopt, d.low, d.high});
            return;
        }
        if (d.mode && d.kind != DistKind::Triangular) {
            add(ModeNotTriangular, where + ".mode", {key});
            return;
        }
        if (d.kind != DistKind::Triangular)
            return;
        if (!d.mode && s.isNull(d.param)) {
            ProblemArgs a{key};
            a.text = std::string(nullMeaning(d.param));
            add(ModeNeeded, where, std::move(a));
            return;
        }
        // A written mode must lie inside low … high. Without one the triangular peaks at the value,
        // which may lie outside a range a file holds (MODEL.md 2.1 §6): it is computed as written,
        // its peak at the nearer end, and the Monte Carlo's notes say so.
        if (d.mode && !(*d.mode >= d.low && *d.mode <= d.high)) {
            ProblemArgs a{key, {}, *d.mode, d.low, d.high};
            a.text = "mode";
            add(ModeOutsideRange, where + ".mode", std::move(a));
        }
    }

    /// Each key's hard limits still allow combinations whose quotients overflow a double
    /// (chip_life_years 1e-310, tokens_per_chip_per_day × software_speedup 1e-300, filing_cash_cny /
    /// cny_per_usd 1e-300): the first metric of `m` that is not a finite number, at the keys that
    /// cause it (overflowCauses).
    void overflow(const Metrics& m)
    {
        const std::string metric = firstNonFiniteMetric(m);
        if (metric.empty())
            return;
        std::string where;
        for (ParamId id : overflowCauses(s))
            where += (where.empty() ? "" : ", ") + keyOf(id);
        ProblemArgs a;
        a.text = metric;
        add(Overflow, where, std::move(a));
    }
};

} // namespace

Problem ruleProblem(ProblemCode code, std::string where, ProblemArgs args)
{
    Problem p;
    p.where = std::move(where);
    p.message = Message::verbatim(ruleMessage(code, args));
    p.code = code;
    p.args = std::move(args);
    return p;
}

std::string ruleMessage(ProblemCode code, const ProblemArgs& a)
{
    std::string limits = a.low && a.high ? num(a.low) + " … " + num(a.high) : std::string();
    const ParamSpec* p = findParam(a.key);
    const auto hardLimits = [&] {
        if (!p)
            return limits;
        return std::string(p->minExclusive ? "> " : "") + num(a.low) + " … " + (p->maxIsHorizon ? "horizon_months (" + num(a.high) + ")" : num(a.high));
    };
    switch (code) {
    case Other: return {};
    case NotAnObject: return "a scenario must be a JSON object {…}, not " + a.text;
    case UnknownKey: return "unknown key " + inQuotes(a.key) + (a.other.empty() ? std::string() : "; did you mean \"" + a.other + "\"?");
    case WrongType: return "expected " + a.other + ", got " + a.text;
    case SchemaUnknown: return "expected \"token-runway/scenario@2\" (or @1 for a model-1 file), got " + a.text;
    case Model2Key:
        if (a.key == "cash_usd")
            return "null (derived cash) is a model-2 value, but this document says \"schema\": \"token-runway/scenario@1\", where cash_usd is "
                   "the cash itself; give a number, or change the schema line to \"token-runway/scenario@2\"";
        return "is a model-2 key, but this document says \"schema\": \"token-runway/scenario@1\"; change the schema line to "
               "\"token-runway/scenario@2\" (then cash, operating cost and capacity take model 2's defaults unless given: see MODEL.md §0) "
               "or remove the key";
    case NotADate: return "\"" + a.text + "\" is not a calendar date in the form YYYY-MM-DD";
    case UnknownChoice: return "expected \"owned\" or \"per_token\", got " + a.text;
    case OutOfLimits: return num(a.value) + " is outside the hard limits " + hardLimits();
    case NotWhole: return num(a.value) + " is not a whole number";
    case BeyondHorizon:
        return (a.text == "default" ? "the default " : "") + num(a.value) + " is beyond horizon_months (" + num(a.high) +
               "); set free_tier_months to at most " + num(a.high) + " or lengthen the horizon";
    case TextHasNul: return "contains a NUL character";
    case TextNotUtf8: return "is not UTF-8 text: byte " + std::to_string(a.index) + " is " + a.text + ", which does not start a UTF-8 character";
    case TextLength:
        return "is " + std::to_string(a.index) + " characters long; it must be " + (a.low && *a.low > 0 ? num(a.low) + " to " : std::string("at most ")) +
               num(a.high) + " characters";
    case TextControl:
        return "contains the control character " + a.text + " at byte " + std::to_string(a.index) +
               (a.key == "notes" ? "; notes may hold tabs and line breaks but no other control characters"
                                 : "; a name cannot hold control characters such as line breaks or escape codes");
    case DateOutOfLimits: return a.text + " is outside the hard limits 2000-01-01 … 2100-12-31";
    case FilingAfterStart:
        return a.text + " is after start_date (" + a.otherText +
               "); the cash at the start is derived from the filing (cash_usd is null), so the filing must come "
               "first: set filing_date on or before start_date, or give cash_usd a number";
    case OwnedWithServingCost:
        return num(a.value) + " is given while capacity_mode is \"owned\", where the serving cost is derived from the accelerators the "
                              "company owns; clear it (null) or set capacity_mode to \"per_token\"";
    case TooManyFundingEvents: return "has " + std::to_string(a.index) + " events; at most " + num(a.high) + " are allowed";
    case FundingMonth: return num(a.value) + " is outside the hard limits 0 … " + num(a.high);
    case FundingAmount: return num(a.value) + " is outside the hard limits 0 … " + num(a.high);
    case CannotBeUncertain: {
        const std::string remove = "; remove uncertainty." + a.key;
        if (p && isInteger(p->type))
            return a.key + " cannot be uncertain: it takes whole numbers, which are not sampled (MODEL.md §6)" + remove + " and set " + a.key +
                   " itself (the Monte Carlo runs at that value)";
        if (p && p->type == ParamType::Choice)
            return a.key + " cannot be uncertain: it is a choice (\"owned\" or \"per_token\"), not a number" + remove +
                   " and run the scenario once with each choice";
        if (p && p->type == ParamType::Date)
            return a.key + " cannot be uncertain: it is a date, not a number" + remove + " and set the date itself";
        return a.key + " cannot be uncertain: only numeric parameters can" + remove;
    }
    case DistLowOutOfLimits:
    case DistHighOutOfLimits: return num(a.value) + " is outside " + a.key + "'s hard limits " + hardLimits();
    case DistLowAboveHigh: return "low " + num(a.low) + " is above high " + num(a.high);
    case LognormalBounds: return "a lognormal needs 0 < low < high; got low " + num(a.low) + ", high " + num(a.high);
    case ModeNotTriangular: return "only a triangular distribution has a mode";
    case ModeOutsideRange: return num(a.value) + " lies outside low … high (" + limits + ")";
    case ModeNeeded:
        return "a triangular distribution without a mode peaks at the scenario's value, but " + a.key + " is null (" + a.text +
               "); give the distribution a mode, or give " + a.key + " a number";
    case UncertainServingCostOwned:
        return "the serving cost cannot be uncertain while capacity_mode is \"owned\" (it is derived from the accelerators); make the "
               "accelerator inputs uncertain instead, or set capacity_mode to \"per_token\"";
    case Overflow:
        return "the model's " + a.text +
               " would be too large to be represented (not a finite number); these values are inside their limits one by one but not together";
    }
    return {};
}

Problems validate(const Scenario& s)
{
    Checker c{s, {}};
    for (const auto& p : parameters()) {
        switch (p.type) {
        case ParamType::Text: c.text(p.id, p.id == ParamId::Name ? s.name : s.notes); break;
        case ParamType::Date: c.date(p.id, p.id == ParamId::StartDate ? s.startDate : s.filingDate); break;
        case ParamType::Choice: break; // an enum: always one of its words
        case ParamType::FundingList: c.funding(); break;
        case ParamType::UncertaintyMap:
            for (const auto& d : s.uncertainty)
                c.distribution(d);
            break;
        case ParamType::Integer:
        case ParamType::OptionalInteger:
        case ParamType::Real:
        case ParamType::OptionalReal:
            c.number(p);
            if (p.id == ParamId::ServingCost && s.owned() && !s.isNull(ParamId::ServingCost))
                c.add(OwnedWithServingCost, "serving_cost_usd_per_mtok", {"serving_cost_usd_per_mtok", "capacity_mode", s[ParamId::ServingCost]});
            break;
        }
        if (p.id == ParamId::FilingDate && s.isNull(ParamId::Cash) && s.filingDate > s.startDate) {
            ProblemArgs a{"filing_date", "start_date"};
            a.text = s.filingDate.toIso();
            a.otherText = s.startDate.toIso();
            c.add(FilingAfterStart, "filing_date", std::move(a));
        }
    }
    return std::move(c.problems);
}

Problems overflowProblems(const Scenario& s, const Metrics& m)
{
    Checker c{s, {}};
    c.overflow(m);
    return std::move(c.problems);
}

Problems validateWithModel(const Scenario& s)
{
    Problems problems = validate(s);
    if (problems.empty())
        problems = overflowProblems(s, computeMetrics(s));
    return problems;
}

} // namespace runway
