#include "core/claims/claimtext.h"

#include <algorithm>
#include <cmath>

#include "core/claims/claimmessages.h"
#include "core/model/modeljson.h"
#include "core/scenario/numberformat.h"

namespace runway {
namespace {

using claimmsg::msg;

// The numbers of the arithmetic: four significant digits where they are short ("3.867T", "$660.3M").
Quantity tok(double v)
{
    return {v, Unit::Tokens, Style::Short, 4};
}
Quantity usd(double v)
{
    return {v, Unit::Usd, Style::Money, 4};
}
Quantity pct(double v)
{
    return {v, Unit::Percent, Style::Short, 4};
}
Quantity plain(double v)
{
    return {v, Unit::None, Style::Short, 4};
}
Quantity chips(double v)
{
    return {v, Unit::Chips, Style::Grouped, 0};
}
// A price to the dollar: "$16,500".
Quantity dollars(double v)
{
    return {v, Unit::UsdPerChip, Style::Grouped, 0};
}
// An input exactly as typed: "0.1", "365".
Quantity exact(double v)
{
    return qty::exact(v);
}
// A signed input with U+2212, as the program writes negative numbers: "−1".
std::string signedInput(double v)
{
    return v < 0 ? "\u2212" + formatPlain(-v) : formatPlain(v);
}
// A ratio in plain digits: "0.9667", "100", "1,000".
Quantity ratioNumber(double r)
{
    return std::fabs(r) >= 1000 ? Quantity{r, Unit::None, Style::Grouped, 0} : plain(r);
}

double quotaAt0(const Scenario& s)
{
    return s[ParamId::FreeTierMonths] > 0 ? s[ParamId::FreeQuota] : s[ParamId::QuotaAfter];
}

// P_eff and SC_eff (MODEL.md §3a): the price and serving cost of a token at the scenario's mix.
Message mixLine(const Scenario& s, const Metrics& m)
{
    const MixIndices mix = mixIndices(s);
    if (mix.ip == 1 && mix.ic == 1)
        return msg(RW_MSG("Claims", "P_eff = price_usd_per_mtok × IP = %1 × %2 = %3 and SC_eff = SC × IC = %4 × %5 = %6 per 1M tokens (the reference mix: "
                                    "25 % output, no cache hits, so IP = IC = 1)"),
                   usd(s[ParamId::Price]), plain(mix.ip), usd(m.effectivePriceUsdPerMtok), usd(m.servingCostUsdPerMtok), plain(mix.ic),
                   usd(m.effectiveServingCostUsdPerMtok));
    return msg(RW_MSG("Claims", "P_eff = price_usd_per_mtok × IP = %1 × %2 = %3 and SC_eff = SC × IC = %4 × %5 = %6 per 1M tokens"), usd(s[ParamId::Price]),
               plain(mix.ip), usd(m.effectivePriceUsdPerMtok), usd(m.servingCostUsdPerMtok), plain(mix.ic), usd(m.effectiveServingCostUsdPerMtok));
}

// free(0) and paid(0) spelled out, since several formulas start from them (MODEL.md §4).
Message tokensUsed(const Scenario& s, const Metrics& m)
{
    const double c = s[ParamId::Conversion];
    const double d = s[ParamId::Demand];
    const std::string eps = signedInput(s[ParamId::Elasticity]);
    const Quantity e = plain(elasticityFactor(s));
    if (s.isNull(ParamId::AccountCap)) {
        const Message free = msg(RW_MSG("Claims", "free(0) = min((100 % − %1) × %2, quota %3) = %4"), pct(c), tok(d), tok(quotaAt0(s)), tok(m.day0.freeTokens));
        return msg(RW_MSG("Claims", "%1 and paid(0) = %2 × %3 × e = %4, where e = (P / P_ref)^ε = (%5 / %6)^%7 = %8"), free, pct(c), tok(d),
                   tok(m.day0.paidTokens), usd(s[ParamId::Price]), usd(s[ParamId::ReferencePrice]), eps, e);
    }
    const Message free = msg(RW_MSG("Claims", "free(0) = min(the demand within the per-account cap of %1 (MODEL.md §4a), quota %2) = %3"),
                             tok(s[ParamId::AccountCap]), tok(quotaAt0(s)), tok(m.day0.freeTokens));
    return msg(RW_MSG("Claims", "%1 and paid(0) = %2 × %3 × e + %4 of the tokens above the cap × e = %5, where e = (P / P_ref)^ε = (%6 / %7)^%8 = %9"), free,
               pct(c), tok(d), pct(s[ParamId::CappedConversion]), tok(m.day0.paidTokens), usd(s[ParamId::Price]), usd(s[ParamId::ReferencePrice]), eps, e);
}

Message servingCostArithmetic(const Scenario& s, const Metrics& m)
{
    if (!s.isNull(ParamId::ServingCost))
        return msg(RW_MSG("Claims", "serving_cost_usd_per_mtok is given: SC = %1 per 1M tokens"), usd(m.servingCostUsdPerMtok));
    return msg(RW_MSG("Claims", "SC = (chip_capex_usd / (chip_life_years × 365) + chip_power_kw × 24 × pue × electricity_usd_per_kwh) / "
                                "(tokens_per_chip_per_day × software_speedup) × 1e6 = (%1 / (%2 × 365) + %3 × 24 × %4 × %5) / (%6 × %7) × 1e6 = %8 per 1M "
                                "tokens (economic: depreciation included)"),
               exact(s[ParamId::ChipCapex]), exact(s[ParamId::ChipLife]), exact(s[ParamId::ChipPower]), exact(s[ParamId::Pue]), exact(s[ParamId::Electricity]),
               tok(s[ParamId::TokensPerChip]), exact(s[ParamId::Speedup]), usd(m.servingCostUsdPerMtok));
}

} // namespace

Message cashArithmetic(const Scenario& s, const Metrics& m)
{
    if (!s.isNull(ParamId::Cash))
        return msg(RW_MSG("Claims", "cash_usd is given: cash_start = %1"), usd(m.cashStartUsd));
    return msg(RW_MSG("Claims", "cash_start = filing_cash_cny / cny_per_usd + raised_since_filing_usd − burn_since_filing_usd_per_month × days(filing → start) "
                                "/ 30 = %1 / %2 + %3 − %4 × %5 / 30 = %6 (cash on hand, not money raised)"),
               Quantity{s[ParamId::FilingCashCny], Unit::Rmb, Style::Short, 4}, exact(s[ParamId::CnyPerUsd]), usd(s[ParamId::RaisedSinceFiling]),
               usd(s[ParamId::BurnSinceFiling]), qty::whole(daysSinceFiling(s)), usd(m.cashStartUsd));
}

Message fleetArithmetic(const Scenario& s, const Metrics& m)
{
    if (!s.owned())
        return RW_MSG("Claims", "capacity_mode is per_token: serving is paid by the token like a cloud (serving cash = tokens × SC_eff / 1e6), no accelerators "
                                "are bought");
    const MixIndices mix = mixIndices(s);
    const double owned = fleetAtStart(s);
    const Message start =
        s.isNull(ParamId::ChipsOwned)
            ? msg(RW_MSG("Claims", "the fleet at the start = ceil(run_tokens_per_day / tokens_per_chip_per_day − 1e-9) = ceil(%1 / %2) = %3 chips"),
                  tok(s[ParamId::RunTokens]), tok(s[ParamId::TokensPerChip]), chips(owned))
            : msg(RW_MSG("Claims", "the fleet at the start = chips_owned = %1 chips"), chips(owned));
    const Message needs =
        msg(RW_MSG("Claims", "%1; day 0 needs ceil(tokens(0) × IC / (tokens_per_chip_per_day × software_speedup) − 1e-9) = ceil(%2 × %3 / "
                             "(%4 × %5)) = %6"),
            start, tok(m.day0.freeTokens + m.day0.paidTokens), plain(mix.ic), tok(s[ParamId::TokensPerChip]), exact(s[ParamId::Speedup]), chips(m.chipsNeeded));
    const double bought0 = std::max(0.0, m.chipsNeeded - owned);
    return msg(RW_MSG("Claims", "%1, so it buys %2 × %3 = %4 on day 0 (capex is cash when the chips are bought; depreciation is not cash); the fleet's "
                                "electricity is %5 a day"),
               needs, chips(bought0), dollars(s[ParamId::ChipCapex]), usd(m.day0.capexUsd), usd(m.day0.powerUsd));
}

namespace {

Message runwayArithmetic(const std::string& key, const Scenario& s, const Metrics& m)
{
    const DayFlows& d = m.day0;
    const Message t = msg(RW_MSG("Claims", "runway_days = the first day d with cash(d) < 0, where %1; day 0's net burn is %2 = serving cash %3 (power %4 + "
                                           "capex %5) + opex %6 − revenue %7, and opex grows %8 a month; %9"),
                          cashArithmetic(s, m), usd(d.netBurnUsd), usd(d.servingCashUsd), usd(d.powerUsd), usd(d.capexUsd), usd(d.opexUsd), usd(d.revenueUsd),
                          pct(s[ParamId::OpexGrowth]), fleetArithmetic(s, m));
    const Quantity horizon = qty::whole(s.horizonMonths());
    if (!m.runwayDays)
        return key == "runway_months_capped"
                   ? msg(RW_MSG("Claims", "%1; the cash never goes below zero within the horizon of %2 months, so runway_months_capped = %3"), t, horizon,
                         horizon)
                   : msg(RW_MSG("Claims", "%1; the cash never goes below zero within the horizon of %2 months"), t, horizon);
    const Quantity days = qty::whole(*m.runwayDays);
    if (key == "runway_days")
        return msg(RW_MSG("Claims", "%1; runway_days = %2"), t, days);
    return msg(RW_MSG("Claims", "%1; runway_days = %2; %3 = %4 / 30 = %5"), t, days, key, days, plain(*m.runwayMonths));
}

} // namespace

Message quantityArithmetic(std::string_view q, const Scenario& s, const Metrics& m)
{
    const std::string key(q);
    const DayFlows& d = m.day0;
    if (q == "quota_list_value_usd_per_day")
        return msg(RW_MSG("Claims", "%1 = free_quota_tokens_per_day × P_eff / 1e6 = %2 × %3 / 1M = %4, where %5"), key, tok(s[ParamId::FreeQuota]),
                   usd(m.effectivePriceUsdPerMtok), usd(m.quotaListValueUsdPerDay), mixLine(s, m));
    if (q == "chips_needed") {
        const MixIndices mix = mixIndices(s);
        const double perChip = s[ParamId::TokensPerChip] * s[ParamId::Speedup];
        return msg(RW_MSG("Claims", "%1 = ceil((free(0) + paid(0)) × IC / (tokens_per_chip_per_day × software_speedup) − 1e-9) = ceil((%2 + %3) × %4 / (%5 × "
                                    "%6)) = ceil(%7) = %8, %9"),
                   key, tok(d.freeTokens), tok(d.paidTokens), plain(mix.ic), tok(s[ParamId::TokensPerChip]), exact(s[ParamId::Speedup]),
                   Quantity{(d.freeTokens + d.paidTokens) * mix.ic / perChip, Unit::None, Style::Grouped, 2}, chips(m.chipsNeeded), tokensUsed(s, m));
    }
    if (q == "chips_owned_start" || q == "chips_bought" || q == "peak_fleet_chips") {
        if (!s.owned())
            return msg(RW_MSG("Claims", "%1 has no value: %2"), key, fleetArithmetic(s, m));
        const double v = q == "chips_owned_start" ? *m.chipsOwnedStart : q == "chips_bought" ? *m.chipsBought : *m.peakFleetChips;
        return msg(RW_MSG("Claims", "%1 = %2 chips: %3; over the horizon the fleet reaches %4 (%5 bought)"), key, chips(v), fleetArithmetic(s, m),
                   chips(*m.peakFleetChips), chips(*m.chipsBought));
    }
    if (q == "capex_total_usd") {
        if (!s.owned())
            return msg(RW_MSG("Claims", "%1 = $0: %2"), key, fleetArithmetic(s, m));
        return msg(RW_MSG("Claims", "%1 = the sum of capex(d) = %2 chips bought × %3 = %4, where %5"), key, chips(*m.chipsBought),
                   dollars(s[ParamId::ChipCapex]), usd(m.capexTotalUsd), fleetArithmetic(s, m));
    }
    if (q == "cash_start_usd")
        return msg(RW_MSG("Claims", "%1: %2"), key, cashArithmetic(s, m));
    if (q == "list_value_runway_months") {
        if (!m.listValueRunwayMonths)
            return msg(RW_MSG("Claims", "%1 = cash_start / (30 × quota_list_value_usd_per_day): no value, since the quota's list value is 0"), key);
        return msg(RW_MSG("Claims", "%1 = cash_start / (30 × quota_list_value_usd_per_day) = %2 / (30 × %3) = %4 months, where %5"), key, usd(m.cashStartUsd),
                   usd(m.quotaListValueUsdPerDay), plain(*m.listValueRunwayMonths), cashArithmetic(s, m));
    }
    if (q == "runway_months" || q == "runway_days" || q == "runway_months_capped")
        return runwayArithmetic(key, s, m);
    if (q == "simple_runway_months" && m.simpleRunwayMonths)
        // MODEL.md §5 divides by the whole first month's net burn; its one-off purchases are named apart.
        return msg(RW_MSG("Claims", "%1 = cash_start / first_month_net_burn_usd = %2 / %3 = %4 months (the textbook runway), where the first month's "
                                    "net burn is %5 and %6"),
                   key, usd(m.cashStartUsd), usd(m.firstMonthNetBurnUsd), plain(*m.simpleRunwayMonths), burnSplit(m), cashArithmetic(s, m));
    if (q == "first_month_net_burn_usd" || q == "first_month_recurring_burn_usd" || q == "first_month_capex_usd")
        return msg(RW_MSG("Claims", "%1: the first month's net burn (days 0–29, serving cash + opex − revenue) is %2 = %3"), key, usd(m.firstMonthNetBurnUsd),
                   burnSplit(m));
    if (q == "serving_cost_usd_per_mtok")
        return servingCostArithmetic(s, m);
    if (q == "day0.serving_cost_usd")
        return msg(RW_MSG("Claims", "%1 = (free(0) + paid(0)) × SC_eff / 1e6 = (%2 + %3) × %4 / 1M = %5, where %6"), key, tok(d.freeTokens), tok(d.paidTokens),
                   usd(m.effectiveServingCostUsdPerMtok), usd(d.servingCostUsd), servingCostArithmetic(s, m));
    if (q == "day0.free_tier_cost_usd")
        return msg(RW_MSG("Claims", "%1 = free(0) × SC_eff / 1e6 = %2 × %3 / 1M = %4 (the economic cost, depreciation included), %5; %6"), key,
                   tok(d.freeTokens), usd(m.effectiveServingCostUsdPerMtok), usd(d.freeTierCostUsd), tokensUsed(s, m), servingCostArithmetic(s, m));
    if (q == "day0.free_tier_list_value_usd")
        return msg(RW_MSG("Claims", "%1 = free(0) × P_eff / 1e6 = %2 × %3 / 1M = %4"), key, tok(d.freeTokens), usd(m.effectivePriceUsdPerMtok),
                   usd(d.freeTierListValueUsd));
    if (q == "day0.power_usd")
        return msg(RW_MSG("Claims", "%1 = the fleet's electricity = %2 a day (%3)"), key, usd(d.powerUsd),
                   s.owned() ? fleetArithmetic(s, m) : Message(RW_MSG("Claims", "0 in per_token mode")));
    if (q == "quota_utilization_pct") {
        if (!m.quotaUtilizationPct)
            return msg(RW_MSG("Claims", "%1 = free(0) / quota(0) × 100: no value, since the quota on day 0 is 0"), key);
        return msg(RW_MSG("Claims", "%1 = free(0) / quota(0) × 100 = %2 / %3 × 100 = %4, %5"), key, tok(d.freeTokens), tok(quotaAt0(s)),
                   pct(*m.quotaUtilizationPct), tokensUsed(s, m));
    }
    if (q == "program_contribution_usd_per_day")
        return msg(RW_MSG("Claims", "%1 = paid(0) × (P_eff − SC_eff) / 1e6 − free(0) × SC_eff / 1e6 = %2 × (%3 − %4) / 1M − %5 × %4 / 1M = %6, %7"), key,
                   tok(d.paidTokens), usd(m.effectivePriceUsdPerMtok), usd(m.effectiveServingCostUsdPerMtok), tok(d.freeTokens),
                   usd(m.programContributionUsdPerDay), tokensUsed(s, m));
    if (q == "program_break_even_conversion_pct") {
        if (!m.programBreakEvenConversionPct)
            return msg(RW_MSG("Claims", "%1 has no value: no conversion makes the programme's contribution ≥ 0"), key);
        if (s.isNull(ParamId::AccountCap) && elasticityFactor(s) == 1 && m.effectivePriceUsdPerMtok > 0)
            return msg(RW_MSG("Claims", "%1 = the smallest conversion at which the programme's contribution ≥ 0 = %2 (without a cap and at e = 1: 100 × "
                                        "SC_eff / P_eff = 100 × %3 / %4)"),
                       key, pct(*m.programBreakEvenConversionPct), usd(m.effectiveServingCostUsdPerMtok), usd(m.effectivePriceUsdPerMtok));
        return msg(RW_MSG("Claims", "%1 = the smallest conversion at which the programme's contribution ≥ 0 = %2"), key, pct(*m.programBreakEvenConversionPct));
    }
    if (const ParamSpec* p = findParam(q); p && isNumeric(p->id) && !isMetricKey(q))
        return msg(RW_MSG("Claims", "%1 = %2 (a scenario input)"), key,
                   p->unit == Unit::TokensPerDay || p->unit == Unit::TokensPerChipPerDay ? tok(s[p->id]) : exact(s[p->id]));
    if (auto v = metricByKey(m, q))
        return msg(RW_MSG("Claims", "%1 = %2 (MODEL.md §5, from the daily model)"), key, plain(*v));
    if (auto it = m.nullReasons.find(key); it != m.nullReasons.end())
        return msg(RW_MSG("Claims", "%1 has no value: %2"), key, it->second);
    return msg(RW_MSG("Claims", "%1 has no value in this scenario"), key);
}

namespace {

Message overridesList(const ClaimOverrides& overrides)
{
    std::vector<Message> items;
    for (ParamId id : overrides.keys)
        items.push_back(Message::verbatim(overrideText(overrides, id)));
    return claimmsg::commaList(items);
}

Message rule(const Claim& c)
{
    switch (c.kind) {
    case ClaimKind::Equals:
        return c.tolerancePct ? msg(RW_MSG("Claims", "equals: consistent when |ratio − 1| ≤ %1"), exact(c.tolerance()))
                              : Message(RW_MSG("Claims", "equals: consistent when |ratio − 1| ≤ 0.05"));
    case ClaimKind::AtLeast: return RW_MSG("Claims", "at least: holds when computed ≥ claimed");
    case ClaimKind::AtMost: return RW_MSG("Claims", "at most: holds when computed ≤ claimed");
    case ClaimKind::Between: return RW_MSG("Claims", "between: holds when low ≤ computed ≤ high");
    }
    return {};
}

// One reading or context figure: what it is, its arithmetic in its own scenario, the value. A
// context figure of the claim's own scenario is one line of the metrics (the claim's arithmetic
// above already derives it); one under other inputs shows its arithmetic.
Message readingLine(const ReadingResult& rr, const ClaimResult& r, bool compared)
{
    const Claim& c = *r.claim;
    const ClaimReading& rd = *rr.reading;
    const std::string quantity = rd.quantity.empty() ? c.quantity : rd.quantity;
    const Message label = rd.overrides.empty() ? rd.text : msg(RW_MSG("Claims", "%1 (with %2)"), rd.text, overridesList(rd.overrides));
    auto s = readingScenario(rd, *r.scenario);
    if (!s.ok())
        return msg(RW_MSG("Claims", "%1: %2"), label, rr.whyNone);
    const ClaimUnit unit = compared ? c.unit : rd.unit.value_or(c.unit);
    if (!compared && rd.overrides.empty())
        return msg(RW_MSG("Claims", "%1: %2 = %3"), label, quantity,
                   rr.value ? claimValueMessage(*rr.value, unit) : msg(RW_MSG("Claims", "no value (%1)"), rr.whyNone));
    const Metrics m = rd.overrides.empty() ? r.metrics : computeMetrics(*s.value);
    const Message arithmetic = quantityArithmetic(quantity, *s.value, m);
    if (!rr.value)
        return msg(RW_MSG("Claims", "%1: %2 → no value (%3)"), label, arithmetic, rr.whyNone);
    const Message value = claimValueMessage(*rr.value, unit);
    if (!compared || !rr.ratio)
        return msg(RW_MSG("Claims", "%1: %2 → %3"), label, arithmetic, value);
    if (!rr.matches)
        return msg(RW_MSG("Claims", "%1: %2 → %3, ratio %4: does not match (outside 5 %)"), label, arithmetic, value, ratioNumber(*rr.ratio));
    if (rd.why.empty())
        return msg(RW_MSG("Claims", "%1: %2 → %3, ratio %4: matches"), label, arithmetic, value, ratioNumber(*rr.ratio));
    return msg(RW_MSG("Claims", "%1: %2 → %3, ratio %4: matches (%5)"), label, arithmetic, value, ratioNumber(*rr.ratio), rd.why);
}

} // namespace

std::vector<ArithmeticLine> claimArithmeticLines(const ClaimCatalogue& catalogue, const ClaimResult& r)
{
    using enum ArithmeticRole;
    const Claim& c = *r.claim;
    std::vector<ArithmeticLine> lines;
    const auto line = [&lines](ArithmeticRole role, Message text, bool indented = false) { lines.push_back({role, indented, false, std::move(text)}); };
    std::vector<Message> ids;
    std::vector<Message> titles;
    for (const auto& id : c.sources) {
        ids.push_back(Message::verbatim(id));
        if (const ClaimSource* s = catalogue.findSource(id))
            titles.push_back(s->title);
    }
    line(Title, msg(RW_MSG("Claims", "Claim %1 (%2: %3)"), c.id, claimmsg::commaList(ids), claimmsg::semicolonList(titles)));
    line(Paraphrase, c.claim, true);
    if (r.internal())
        line(Basis, msg(RW_MSG("Claims", "Basis: internal: %1"), c.basisNote));
    line(ScenarioLine, c.overrides.empty() ? Message(RW_MSG("Claims", "Scenario: the base scenario, unchanged"))
                                           : msg(RW_MSG("Claims", "Scenario: the base scenario with %1"), overridesList(c.overrides)));
    if (!r.scenario) {
        for (const auto& p : r.problems)
            line(CannotApply, msg(RW_MSG("Claims", "cannot apply: %1"), claimmsg::problem(p)), true);
        return lines;
    }
    line(Computed, msg(RW_MSG("Claims", "Computed: %1"), quantityArithmetic(c.quantity, *r.scenario, r.metrics)));
    if (r.quantity && c.factor != 1) {
        const double v = *r.quantity * c.factor;
        const Message value = c.per.empty() ? claimValueMessage(v, c.unit) : msg(RW_MSG("Verbatim", "%1"), plain(v));
        line(Factor,
             c.factor == 30 ? msg(RW_MSG("Claims", "× %1 (a month is 30 days) = %2"), exact(c.factor), value)
                            : msg(RW_MSG("Claims", "× %1 = %2"), exact(c.factor), value),
             true);
    }
    if (r.quantity && !c.per.empty()) {
        line(Divisor, msg(RW_MSG("Claims", "÷ %1"), quantityArithmetic(c.per, *r.scenario, r.metrics)), true);
        if (r.computed)
            line(Quotient, msg(RW_MSG("Claims", "= %1 / %2 = %3"), plain(*r.quantity * c.factor), plain(*r.per), claimValueMessage(*r.computed, c.unit)), true);
    }
    line(Claimed, msg(RW_MSG("Claims", "Claimed: %1"), claimedMessage(c)));
    if (r.computed && c.kind == ClaimKind::Between)
        line(Range, msg(RW_MSG("Claims", "Range: %1 is %2 %3"), claimValueMessage(*r.computed, c.unit), rangeMessage(*r.computed, c.claimed, c.claimedHigh),
                        claimedMessage(c)));
    else if (r.ratio)
        line(Ratio, msg(RW_MSG("Claims", "Ratio: computed / claimed = %1 / %2 = %3"), plain(*r.computed), plain(c.claimed), ratioNumber(*r.ratio)));
    line(Verdict, msg(RW_MSG("Claims", "Verdict: %1 — %2"), verdictMessage(r), rule(c)));
    if (!r.readings.empty()) {
        line(ReadingsHeading, c.factor != 1 ? msg(RW_MSG("Claims", "Other readings of the same figure (× %1):"), exact(c.factor))
                                            : Message(RW_MSG("Claims", "Other readings of the same figure:")));
        for (const auto& rr : r.readings)
            lines.push_back({Reading, true, rr.matches, readingLine(rr, r, true)});
    }
    if (!r.context.empty()) {
        line(ContextHeading, RW_MSG("Claims", "Beside it:"));
        for (const auto& cr : r.context)
            lines.push_back({Context, true, false, readingLine(cr, r, false)});
    }
    line(Note, msg(RW_MSG("Claims", "Note: %1"), r.note));
    return lines;
}

std::string claimArithmetic(const ClaimCatalogue& catalogue, const ClaimResult& result)
{
    std::string t;
    for (const ArithmeticLine& l : claimArithmeticLines(catalogue, result)) {
        if (l.role == ArithmeticRole::Reading || l.role == ArithmeticRole::Context)
            t += l.matches ? "  * " : "  - ";
        else if (l.indented)
            t += "  ";
        t += english(l.text) + "\n";
    }
    return t;
}

} // namespace runway
