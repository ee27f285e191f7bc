#include "core/scenario/validate.h"

#include <algorithm>
#include <cmath>

#include "core/model/model.h"
#include "core/model/modeljson.h"
#include "core/scenario/jsondocument.h"
#include "core/util/text.h"

namespace runway {
namespace {

using enum ProblemCode;

constexpr Date kFirstDate{kMinYear, 1, 1};
constexpr Date kLastDate{kMaxYear, 12, 31};

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
    for (const auto& p : allParameters())
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
        if (isMeasuredDate(p.id)) { // a date kept as days since 1970-01-01
            const Date d = Date::fromDays(static_cast<std::int64_t>(std::isfinite(v) ? std::clamp(v, -1e7, 1e7) : 0.0));
            if (!std::isfinite(v) || std::floor(v) != v || v < p.min || v > p.max) {
                ProblemArgs a{keyOf(p.id)};
                a.text = std::isfinite(v) ? d.toIso() : "?";
                add(DateOutOfLimits, keyOf(p.id), std::move(a));
            } else if (d > s.startDate) {
                ProblemArgs a{keyOf(p.id), "start_date"};
                a.text = d.toIso();
                a.otherText = s.startDate.toIso();
                add(MeasuredAfterStart, keyOf(p.id), std::move(a));
            }
            return;
        }
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
            if (s.model < 3 && (f.probabilityPct != 100 || !f.label.empty())) { // MODEL3.md §0
                const std::string field = where + (f.probabilityPct != 100 ? ".probability_pct" : ".label");
                ProblemArgs a{field};
                a.index = s.model;
                add(Model3Key, field, std::move(a));
            }
            if (!std::isfinite(f.probabilityPct) || f.probabilityPct < 0 || f.probabilityPct > 100) {
                ProblemArgs a{"funding", {}, f.probabilityPct, 0.0, 100.0};
                a.index = static_cast<long long>(i);
                add(FundingProbability, where + ".probability_pct", std::move(a));
            }
            if (const std::size_t n = codePointCount(f.label); n > kMaxFundingLabel || firstNonUtf8Byte(f.label)) {
                ProblemArgs a{"funding", {}, std::nullopt, std::nullopt, static_cast<double>(kMaxFundingLabel)};
                a.index = static_cast<long long>(n);
                add(FundingLabel, where + ".label", std::move(a));
            }
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
        if (s.model < 3 && isModel3Key(d.param)) {
            ProblemArgs a{key};
            a.index = s.model;
            add(Model3Key, where, std::move(a));
            return;
        }
        if (d.param == ParamId::CompetitorPrice && s.isNull(d.param)) {
            add(UncertainNullKey, where, {key});
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
    p.message = ruleMessage(code, args);
    p.code = code;
    p.args = std::move(args);
    return p;
}

Message ruleMessage(ProblemCode code, const ProblemArgs& a)
{
    const ParamSpec* p = findParam(a.key);
    // A value of the rule's parameter in its unit: the English writes it as the file does
    // (formatPlain, "?" when there is none), the window with the unit's symbol and words.
    const Unit unit = p && isNumeric(p->id) ? p->unit : Unit::None;
    const auto val = [](const std::optional<double>& v, Unit u) -> MessageArg {
        if (!v)
            return Verbatim{"?"};
        return Quantity{*v, u, Style::Plain, 3};
    };
    const auto count = [](long long n) { return MessageArg(qty::whole(n)); };
    // The parameter by its key in English, its label in the window; an unknown key as it is.
    const auto param = [&]() -> MessageArg {
        if (p)
            return ParamArg{p->id};
        return Verbatim{a.key};
    };
    const auto limits = [&](Unit u) {
        if (!a.low || !a.high)
            return Message();
        return Message(RW_MSG("Problems", "%1 … %2"), {val(a.low, u), val(a.high, u)});
    };
    // The key's hard limits: "> 0 … 100", "0 … horizon_months (36)".
    const auto hardLimits = [&] {
        if (!p)
            return limits(unit);
        if (p->maxIsHorizon)
            return Message(p->minExclusive ? RW_MSG("Problems", "> %1 … %2 (%3)") : RW_MSG("Problems", "%1 … %2 (%3)"),
                           {val(a.low, unit), ParamArg{ParamId::HorizonMonths}, val(a.high, Unit::Months)});
        return Message(p->minExclusive ? RW_MSG("Problems", "> %1 … %2") : RW_MSG("Problems", "%1 … %2"), {val(a.low, unit), val(a.high, unit)});
    };
    const auto text = [](const std::string& t) { return MessageArg(Verbatim{t}); };
    const auto nested = [](const Message& m) { return MessageArg(Nested{std::make_shared<const Message>(m), false}); };
    switch (code) {
    case Other: return {};
    case NotAnObject: return Message(RW_MSG("Problems", "a scenario must be a JSON object {…}, not %1"), {text(a.text)});
    case UnknownKey:
        if (a.other.empty())
            return Message(RW_MSG("Problems", "unknown key %1"), {text(inQuotes(a.key))});
        return Message(RW_MSG("Problems", "unknown key %1; did you mean \"%2\"?"), {text(inQuotes(a.key)), text(a.other)});
    case WrongType: return Message(RW_MSG("Problems", "expected %1, got %2"), {text(a.other), text(a.text)});
    case SchemaUnknown:
        return Message(RW_MSG("Problems", "expected \"token-runway/scenario@3\", \"token-runway/scenario@2\" or \"token-runway/scenario@1\", got %1"),
                       {text(a.text)});
    case Model2Key:
        if (a.key == "cash_usd")
            return Message(RW_MSG("Problems", "null (derived cash) is a model-2 value, but this document says \"schema\": \"token-runway/scenario@1\", where "
                                              "cash_usd is the cash itself; give a number, or change the schema line to \"token-runway/scenario@2\""));
        return Message(RW_MSG("Problems", "is a model-2 key, but this document says \"schema\": \"token-runway/scenario@1\"; change the schema line to "
                                          "\"token-runway/scenario@2\" (then cash, operating cost and capacity take model 2's defaults unless given: see "
                                          "MODEL.md §0) or remove the key"));
    case NotADate: return Message(RW_MSG("Problems", "\"%1\" is not a calendar date in the form YYYY-MM-DD"), {text(a.text)});
    case UnknownChoice: return Message(RW_MSG("Problems", "expected \"owned\" or \"per_token\", got %1"), {text(a.text)});
    case OutOfLimits: return Message(RW_MSG("Problems", "%1 is outside the hard limits %2"), {val(a.value, unit), nested(hardLimits())});
    case NotWhole: return Message(RW_MSG("Problems", "%1 is not a whole number"), {val(a.value, unit)});
    case BeyondHorizon:
        return Message(a.text == "default" ? RW_MSG("Problems", "the default %1 is beyond %2 (%3); set %4 to at most %3 or lengthen the horizon")
                                           : RW_MSG("Problems", "%1 is beyond %2 (%3); set %4 to at most %3 or lengthen the horizon"),
                       {val(a.value, unit), ParamArg{ParamId::HorizonMonths}, val(a.high, Unit::Months), param()});
    case TextHasNul: return Message(RW_MSG("Problems", "contains a NUL character"));
    case TextNotUtf8:
        return Message(RW_MSG("Problems", "is not UTF-8 text: byte %1 is %2, which does not start a UTF-8 character"), {count(a.index), text(a.text)});
    case TextLength:
        if (a.low && *a.low > 0)
            return Message(RW_MSG("Problems", "is %1 characters long; it must be %2 to %3 characters"),
                           {count(a.index), val(a.low, Unit::Count), val(a.high, Unit::Count)});
        return Message(RW_MSG("Problems", "is %1 characters long; it must be at most %2 characters"), {count(a.index), val(a.high, Unit::Count)});
    case TextControl:
        if (a.key == "notes")
            return Message(
                RW_MSG("Problems", "contains the control character %1 at byte %2; notes may hold tabs and line breaks but no other control characters"),
                {text(a.text), count(a.index)});
        return Message(
            RW_MSG("Problems", "contains the control character %1 at byte %2; a name cannot hold control characters such as line breaks or escape codes"),
            {text(a.text), count(a.index)});
    case DateOutOfLimits: return Message(RW_MSG("Problems", "%1 is outside the hard limits 2000-01-01 … 2100-12-31"), {text(a.text)});
    case FilingAfterStart:
        return Message(RW_MSG("Problems", "%1 is after %2 (%3); the cash at the start is derived from the filing (%4 is null), so the filing must come "
                                          "first: set %5 on or before %2, or give %4 a number"),
                       {text(a.text), ParamArg{ParamId::StartDate}, text(a.otherText), ParamArg{ParamId::Cash}, ParamArg{ParamId::FilingDate}});
    case OwnedWithServingCost:
        return Message(RW_MSG("Problems", "%1 is given while %2 is \"owned\", where the serving cost is derived from the accelerators the company owns; "
                                          "clear it (null) or set %2 to \"per_token\""),
                       {val(a.value, unit), ParamArg{ParamId::CapacityMode}});
    case TooManyFundingEvents: return Message(RW_MSG("Problems", "has %1 events; at most %2 are allowed"), {count(a.index), val(a.high, Unit::Count)});
    case FundingMonth:
    case FundingAmount: {
        const Unit u = code == FundingMonth ? Unit::Months : Unit::Usd;
        return Message(RW_MSG("Problems", "%1 is outside the hard limits %2"),
                       {val(a.value, u), nested(Message(RW_MSG("Problems", "%1 … %2"), {val(0.0, u), val(a.high, u)}))});
    }
    case CannotBeUncertain: {
        const MessageArg path = text("uncertainty." + a.key);
        if (p && p->id == ParamId::ReplaceChips)
            return Message(RW_MSG("Problems", "%1 cannot be uncertain: it is a switch (true or false), not a number; remove %2 and run the scenario "
                                              "once with each setting"),
                           {param(), path});
        if (p && (p->type == ParamType::Date || isMeasuredDate(p->id)))
            return Message(RW_MSG("Problems", "%1 cannot be uncertain: it is a date, not a number; remove %2 and set the date itself"), {param(), path});
        if (p && isInteger(p->type))
            return Message(RW_MSG("Problems", "%1 cannot be uncertain: it takes whole numbers, which are not sampled (MODEL.md §6); remove %2 and set %1 "
                                              "itself (the Monte Carlo runs at that value)"),
                           {param(), path});
        if (p && p->type == ParamType::Choice)
            return Message(RW_MSG("Problems", "%1 cannot be uncertain: it is a choice (\"owned\" or \"per_token\"), not a number; remove %2 and run the "
                                              "scenario once with each choice"),
                           {param(), path});
        return Message(RW_MSG("Problems", "%1 cannot be uncertain: only numeric parameters can; remove %2"), {param(), path});
    }
    case DistLowOutOfLimits:
    case DistHighOutOfLimits: return Message(RW_MSG("Problems", "%1 is outside %2's hard limits %3"), {val(a.value, unit), param(), nested(hardLimits())});
    case DistLowAboveHigh: return Message(RW_MSG("Problems", "low %1 is above high %2"), {val(a.low, unit), val(a.high, unit)});
    case LognormalBounds: return Message(RW_MSG("Problems", "a lognormal needs 0 < low < high; got low %1, high %2"), {val(a.low, unit), val(a.high, unit)});
    case ModeNotTriangular: return Message(RW_MSG("Problems", "only a triangular distribution has a mode"));
    case ModeOutsideRange: return Message(RW_MSG("Problems", "%1 lies outside low … high (%2)"), {val(a.value, unit), nested(limits(unit))});
    case ModeNeeded: {
        const MessageArg meaning = p && !nullMeaning(p->id).empty() ? nested(Message(MessageKey{"Parameters", nullMeaning(p->id).data()})) : text(a.text);
        return Message(RW_MSG("Problems", "a triangular distribution without a mode peaks at the scenario's value, but %1 is null (%2); give the "
                                          "distribution a mode, or give %1 a number"),
                       {param(), meaning});
    }
    case UncertainServingCostOwned:
        return Message(RW_MSG("Problems", "the serving cost cannot be uncertain while capacity_mode is \"owned\" (it is derived from the accelerators); "
                                          "make the accelerator inputs uncertain instead, or set capacity_mode to \"per_token\""));
    case Overflow:
        return Message(RW_MSG("Problems", "the model's %1 would be too large to be represented (not a finite number); these values are inside their "
                                          "limits one by one but not together"),
                       {MetricArg{a.text}});
    case Model3Key:
        if (a.index == 1)
            return Message(RW_MSG("Problems",
                                  "is a model-3 key, but this document says \"schema\": \"token-runway/scenario@1\"; change the schema line to "
                                  "\"token-runway/scenario@3\" (then every key takes model 3's defaults unless given: see MODEL3.md §0) or remove the key"));
        return Message(RW_MSG("Problems", "is a model-3 key, but this document says \"schema\": \"token-runway/scenario@2\"; change the schema line to "
                                          "\"token-runway/scenario@3\" (then the model-3 keys take model 3's defaults unless given: see MODEL3.md §0) or "
                                          "remove the key"));
    case MeasuredAfterStart:
        return Message(RW_MSG("Problems", "%1 is after %2 (%3); a measured level lies in the past: set %4 on or before %2"),
                       {text(a.text), ParamArg{ParamId::StartDate}, text(a.otherText), param()});
    case GrowthWithoutLevel:
        return Message(RW_MSG("Problems", "%1 is −100 %, but the flow it grows was measured on %2, after %3 (%4): the cash at the start (%5 is null) "
                                          "needs the flow's level on days before it was measured, and at −100 % there is none; give the growth "
                                          "another value, move %6 on or before %3, or give %5 a number"),
                       {param(), text(a.text), ParamArg{ParamId::FilingDate}, text(a.otherText), ParamArg{ParamId::Cash}, text(a.other)});
    case FundingProbability:
        return Message(RW_MSG("Problems", "%1 is outside the hard limits %2"),
                       {val(a.value, Unit::Percent), nested(Message(RW_MSG("Problems", "%1 … %2"), {val(0.0, Unit::Percent), val(100.0, Unit::Percent)}))});
    case FundingLabel:
        return Message(RW_MSG("Problems", "is %1 characters long; it must be at most %2 characters"), {count(a.index), val(a.high, Unit::Count)});
    case UncertainNullKey:
        return Message(RW_MSG("Problems", "%1 cannot be uncertain while it is null (no competitor); give %1 a number, or remove %2"),
                       {param(), text("uncertainty." + a.key)});
    }
    return {};
}

namespace {

/// MODEL3.md §1: with a derived cash and a measured date after the filing, the bridge needs the flow's
/// level before that date, which a growth of −100 % does not give: the growth key is refused.
void growthWithoutLevel(const Scenario& s, Problems& problems)
{
    using enum ParamId;
    if (!s.isNull(Cash))
        return;
    const auto check = [&](ParamId growth, ParamId dateKey, std::optional<Date> measured) {
        if (!measured || *measured <= s.filingDate || s[growth] != -100)
            return;
        ProblemArgs a{keyOf(growth), keyOf(dateKey)};
        a.text = measured->toIso();
        a.otherText = s.filingDate.toIso();
        problems.push_back(ruleProblem(GrowthWithoutLevel, keyOf(growth), std::move(a)));
    };
    const auto flows = s.measuredDate(FlowsMeasuredOn);
    check(OpexGrowth, FlowsMeasuredOn, flows);
    if (s[TrainingShare] > 0)
        check(TrainingGrowth, FlowsMeasuredOn, flows);
    if (flows) // the revenue's date: its own, or the flows' (null flows: the bridge is model 2's flat one)
        check(OtherRevenueGrowth, s.isNull(OtherRevenueMeasuredOn) ? FlowsMeasuredOn : OtherRevenueMeasuredOn,
              s.isNull(OtherRevenueMeasuredOn) ? flows : s.measuredDate(OtherRevenueMeasuredOn));
}

} // namespace

Problems validate(const Scenario& s)
{
    Checker c{s, {}};
    for (const auto& p : allParameters()) {
        switch (p.type) {
        case ParamType::Text: c.text(p.id, p.id == ParamId::Name ? s.name : s.notes); break;
        case ParamType::Date: c.date(p.id, p.id == ParamId::StartDate ? s.startDate : s.filingDate); break;
        case ParamType::Choice: break; // an enum: always one of its words
        case ParamType::FundingList: c.funding(); break;
        case ParamType::UncertaintyMap: break; // after every value (below)
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
    // The uncertainty after every value: MODEL.md's order with the model-3 keys before it.
    for (const auto& d : s.uncertainty)
        c.distribution(d);
    growthWithoutLevel(s, c.problems);
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
