#include "core/claims/claimtext.h"

#include <cmath>

#include "core/model/modeljson.h"
#include "core/scenario/numberformat.h"

namespace runway {
namespace {

std::string tok(double v)
{
    return formatShort(v, 4);
}
std::string usd(double v)
{
    return formatMoney(v, 4);
}
std::string pct(double v)
{
    return formatShort(v, 4) + " %";
}
std::string plain(double v)
{
    return formatShort(v, 4);
}
std::string chips(double v)
{
    return formatGrouped(v, 0);
}
// A price to the dollar: "$16,500".
std::string dollars(double v)
{
    return "$" + formatGrouped(v, 0);
}
// Large inputs read as "100T"; small ones exactly ("0.1").
std::string input(double v)
{
    return std::fabs(v) >= 1e6 ? formatShort(v, 4) : formatPlain(v);
}
// A signed input with U+2212, as the program writes negative numbers: "−1".
std::string signedInput(double v)
{
    return v < 0 ? "\u2212" + formatPlain(-v) : formatPlain(v);
}
// A ratio in plain digits: "0.9667", "100", "1,000".
std::string ratioNumber(double r)
{
    return std::fabs(r) >= 1000 ? formatGrouped(r, 0) : formatShort(r, 4);
}

double quotaAt0(const Scenario& s)
{
    return s[ParamId::FreeTierMonths] > 0 ? s[ParamId::FreeQuota] : s[ParamId::QuotaAfter];
}

// P_eff and SC_eff (MODEL.md §3a): the price and serving cost of a token at the scenario's mix.
std::string mixLine(const Scenario& s, const Metrics& m)
{
    const MixIndices mix = mixIndices(s);
    std::string t = "P_eff = price_usd_per_mtok × IP = " + usd(s[ParamId::Price]) + " × " + plain(mix.ip) + " = " + usd(m.effectivePriceUsdPerMtok) +
                    " and SC_eff = SC × IC = " + usd(m.servingCostUsdPerMtok) + " × " + plain(mix.ic) + " = " + usd(m.effectiveServingCostUsdPerMtok) +
                    " per 1M tokens";
    if (mix.ip == 1 && mix.ic == 1)
        t += " (the reference mix: 25 % output, no cache hits, so IP = IC = 1)";
    return t;
}

// free(0) and paid(0) spelled out, since several formulas start from them (MODEL.md §4).
std::string tokensUsed(const Scenario& s, const Metrics& m)
{
    const double c = s[ParamId::Conversion];
    const double e = elasticityFactor(s);
    const double d = s[ParamId::Demand];
    std::string t;
    if (s.isNull(ParamId::AccountCap))
        t = "free(0) = min((100 % − " + pct(c) + ") × " + tok(d) + ", quota " + tok(quotaAt0(s)) + ") = " + tok(m.day0.freeTokens);
    else
        t = "free(0) = min(the demand within the per-account cap of " + tok(s[ParamId::AccountCap]) + " (MODEL.md §4a), quota " + tok(quotaAt0(s)) +
            ") = " + tok(m.day0.freeTokens);
    t += " and paid(0) = " + pct(c) + " × " + tok(d) + " × e";
    if (!s.isNull(ParamId::AccountCap))
        t += " + " + pct(s[ParamId::CappedConversion]) + " of the tokens above the cap × e";
    t += " = " + tok(m.day0.paidTokens) + ", where e = (P / P_ref)^ε = (" + usd(s[ParamId::Price]) + " / " + usd(s[ParamId::ReferencePrice]) + ")^" +
         signedInput(s[ParamId::Elasticity]) + " = " + plain(e);
    return t;
}

std::string servingCostArithmetic(const Scenario& s, const Metrics& m)
{
    if (!s.isNull(ParamId::ServingCost))
        return "serving_cost_usd_per_mtok is given: SC = " + usd(m.servingCostUsdPerMtok) + " per 1M tokens";
    return "SC = (chip_capex_usd / (chip_life_years × 365) + chip_power_kw × 24 × pue × electricity_usd_per_kwh) / "
           "(tokens_per_chip_per_day × software_speedup) × 1e6 = (" +
           formatPlain(s[ParamId::ChipCapex]) + " / (" + formatPlain(s[ParamId::ChipLife]) + " × 365) + " + formatPlain(s[ParamId::ChipPower]) + " × 24 × " +
           formatPlain(s[ParamId::Pue]) + " × " + formatPlain(s[ParamId::Electricity]) + ") / (" + tok(s[ParamId::TokensPerChip]) + " × " +
           formatPlain(s[ParamId::Speedup]) + ") × 1e6 = " + usd(m.servingCostUsdPerMtok) + " per 1M tokens (economic: depreciation included)";
}

} // namespace

std::string cashArithmetic(const Scenario& s, const Metrics& m)
{
    if (!s.isNull(ParamId::Cash))
        return "cash_usd is given: cash_start = " + usd(m.cashStartUsd);
    return "cash_start = filing_cash_cny / cny_per_usd + raised_since_filing_usd − burn_since_filing_usd_per_month × days(filing → start) / 30 = RMB " +
           tok(s[ParamId::FilingCashCny]) + " / " + formatPlain(s[ParamId::CnyPerUsd]) + " + " + usd(s[ParamId::RaisedSinceFiling]) + " − " +
           usd(s[ParamId::BurnSinceFiling]) + " × " + std::to_string(daysSinceFiling(s)) + " / 30 = " + usd(m.cashStartUsd) +
           " (cash on hand, not money raised)";
}

std::string fleetArithmetic(const Scenario& s, const Metrics& m)
{
    if (!s.owned())
        return "capacity_mode is per_token: serving is paid by the token like a cloud (serving cash = tokens × SC_eff / 1e6), no accelerators are bought";
    const MixIndices mix = mixIndices(s);
    const double owned = fleetAtStart(s);
    std::string t = "the fleet at the start = ";
    if (s.isNull(ParamId::ChipsOwned))
        t += "ceil(run_tokens_per_day / tokens_per_chip_per_day − 1e-9) = ceil(" + tok(s[ParamId::RunTokens]) + " / " + tok(s[ParamId::TokensPerChip]) + ") = ";
    else
        t += "chips_owned = ";
    t += chips(owned) + " chips; day 0 needs ceil(tokens(0) × IC / (tokens_per_chip_per_day × software_speedup) − 1e-9) = ceil(" +
         tok(m.day0.freeTokens + m.day0.paidTokens) + " × " + plain(mix.ic) + " / (" + tok(s[ParamId::TokensPerChip]) + " × " +
         formatPlain(s[ParamId::Speedup]) + ")) = " + chips(m.chipsNeeded);
    const double bought0 = std::max(0.0, m.chipsNeeded - owned);
    t += ", so it buys " + chips(bought0) + " × " + dollars(s[ParamId::ChipCapex]) + " = " + usd(m.day0.capexUsd) +
         " on day 0 (capex is cash when the chips are bought; depreciation is not cash); the fleet's electricity is " + usd(m.day0.powerUsd) + " a day";
    return t;
}

std::string quantityArithmetic(std::string_view q, const Scenario& s, const Metrics& m)
{
    const std::string key(q);
    const DayFlows& d = m.day0;
    if (q == "quota_list_value_usd_per_day")
        return key + " = free_quota_tokens_per_day × P_eff / 1e6 = " + tok(s[ParamId::FreeQuota]) + " × " + usd(m.effectivePriceUsdPerMtok) +
               " / 1M = " + usd(m.quotaListValueUsdPerDay) + ", where " + mixLine(s, m);
    if (q == "chips_needed") {
        const MixIndices mix = mixIndices(s);
        const double perChip = s[ParamId::TokensPerChip] * s[ParamId::Speedup];
        return key + " = ceil((free(0) + paid(0)) × IC / (tokens_per_chip_per_day × software_speedup) − 1e-9) = ceil((" + tok(d.freeTokens) + " + " +
               tok(d.paidTokens) + ") × " + plain(mix.ic) + " / (" + tok(s[ParamId::TokensPerChip]) + " × " + formatPlain(s[ParamId::Speedup]) + ")) = ceil(" +
               formatGrouped((d.freeTokens + d.paidTokens) * mix.ic / perChip, 2) + ") = " + chips(m.chipsNeeded) + ", " + tokensUsed(s, m);
    }
    if (q == "chips_owned_start" || q == "chips_bought" || q == "peak_fleet_chips") {
        if (!s.owned())
            return key + " has no value: " + fleetArithmetic(s, m);
        const double v = q == "chips_owned_start" ? *m.chipsOwnedStart : q == "chips_bought" ? *m.chipsBought : *m.peakFleetChips;
        return key + " = " + chips(v) + " chips: " + fleetArithmetic(s, m) + "; over the horizon the fleet reaches " + chips(*m.peakFleetChips) + " (" +
               chips(*m.chipsBought) + " bought)";
    }
    if (q == "capex_total_usd") {
        if (!s.owned())
            return key + " = $0: " + fleetArithmetic(s, m);
        return key + " = the sum of capex(d) = " + chips(*m.chipsBought) + " chips bought × " + dollars(s[ParamId::ChipCapex]) + " = " + usd(m.capexTotalUsd) +
               ", where " + fleetArithmetic(s, m);
    }
    if (q == "cash_start_usd")
        return key + ": " + cashArithmetic(s, m);
    if (q == "list_value_runway_months") {
        if (!m.listValueRunwayMonths)
            return key + " = cash_start / (30 × quota_list_value_usd_per_day): no value, since the quota's list value is 0";
        return key + " = cash_start / (30 × quota_list_value_usd_per_day) = " + usd(m.cashStartUsd) + " / (30 × " + usd(m.quotaListValueUsdPerDay) +
               ") = " + formatShort(*m.listValueRunwayMonths, 4) + " months, where " + cashArithmetic(s, m);
    }
    if (q == "runway_months" || q == "runway_days" || q == "runway_months_capped") {
        std::string t = "runway_days = the first day d with cash(d) < 0, where " + cashArithmetic(s, m) + "; day 0's net burn is " + usd(d.netBurnUsd) +
                        " = serving cash " + usd(d.servingCashUsd) + " (power " + usd(d.powerUsd) + " + capex " + usd(d.capexUsd) + ") + opex " +
                        usd(d.opexUsd) + " − revenue " + usd(d.revenueUsd) + ", and opex grows " + pct(s[ParamId::OpexGrowth]) + " a month; " +
                        fleetArithmetic(s, m);
        if (!m.runwayDays)
            return t + "; the cash never goes below zero within the horizon of " + std::to_string(s.horizonMonths()) + " months" +
                   (q == "runway_months_capped" ? ", so runway_months_capped = " + std::to_string(s.horizonMonths()) : "");
        t += "; runway_days = " + std::to_string(*m.runwayDays);
        if (q != "runway_days")
            t += "; " + key + " = " + std::to_string(*m.runwayDays) + " / 30 = " + formatShort(*m.runwayMonths, 4);
        return t;
    }
    if (q == "serving_cost_usd_per_mtok")
        return servingCostArithmetic(s, m);
    if (q == "day0.serving_cost_usd")
        return key + " = (free(0) + paid(0)) × SC_eff / 1e6 = (" + tok(d.freeTokens) + " + " + tok(d.paidTokens) + ") × " +
               usd(m.effectiveServingCostUsdPerMtok) + " / 1M = " + usd(d.servingCostUsd) + ", where " + servingCostArithmetic(s, m);
    if (q == "day0.free_tier_cost_usd")
        return key + " = free(0) × SC_eff / 1e6 = " + tok(d.freeTokens) + " × " + usd(m.effectiveServingCostUsdPerMtok) + " / 1M = " + usd(d.freeTierCostUsd) +
               " (the economic cost, depreciation included), " + tokensUsed(s, m) + "; " + servingCostArithmetic(s, m);
    if (q == "day0.free_tier_list_value_usd")
        return key + " = free(0) × P_eff / 1e6 = " + tok(d.freeTokens) + " × " + usd(m.effectivePriceUsdPerMtok) + " / 1M = " + usd(d.freeTierListValueUsd);
    if (q == "day0.power_usd")
        return key + " = the fleet's electricity = " + usd(d.powerUsd) + " a day (" + (s.owned() ? fleetArithmetic(s, m) : "0 in per_token mode") + ")";
    if (q == "quota_utilization_pct") {
        if (!m.quotaUtilizationPct)
            return key + " = free(0) / quota(0) × 100: no value, since the quota on day 0 is 0";
        return key + " = free(0) / quota(0) × 100 = " + tok(d.freeTokens) + " / " + tok(quotaAt0(s)) + " × 100 = " + pct(*m.quotaUtilizationPct) + ", " +
               tokensUsed(s, m);
    }
    if (q == "program_contribution_usd_per_day")
        return key + " = paid(0) × (P_eff − SC_eff) / 1e6 − free(0) × SC_eff / 1e6 = " + tok(d.paidTokens) + " × (" + usd(m.effectivePriceUsdPerMtok) + " − " +
               usd(m.effectiveServingCostUsdPerMtok) + ") / 1M − " + tok(d.freeTokens) + " × " + usd(m.effectiveServingCostUsdPerMtok) +
               " / 1M = " + usd(m.programContributionUsdPerDay) + ", " + tokensUsed(s, m);
    if (q == "program_break_even_conversion_pct") {
        if (!m.programBreakEvenConversionPct)
            return key + " has no value: no conversion makes the programme's contribution ≥ 0";
        std::string t = key + " = the smallest conversion at which the programme's contribution ≥ 0 = " + pct(*m.programBreakEvenConversionPct);
        if (s.isNull(ParamId::AccountCap) && elasticityFactor(s) == 1 && m.effectivePriceUsdPerMtok > 0)
            t += " (without a cap and at e = 1: 100 × SC_eff / P_eff = 100 × " + usd(m.effectiveServingCostUsdPerMtok) + " / " +
                 usd(m.effectivePriceUsdPerMtok) + ")";
        return t;
    }
    if (const ParamSpec* p = findParam(q); p && isNumeric(p->id) && !isMetricKey(q))
        return key + " = " + (p->unit == Unit::TokensPerDay || p->unit == Unit::TokensPerChipPerDay ? tok(s[p->id]) : formatPlain(s[p->id])) + " (a scenario input)";
    if (auto v = metricByKey(m, q))
        return key + " = " + formatShort(*v, 4) + " (MODEL.md §5, from the daily model)";
    if (auto it = m.nullReasons.find(key); it != m.nullReasons.end())
        return key + " has no value: " + english(it->second);
    return key + " has no value in this scenario";
}

namespace {

std::string overridesText(const Json& overrides, std::string_view empty, std::string_view prefix)
{
    if (overrides.empty())
        return std::string(empty);
    std::string text(prefix);
    bool first = true;
    for (const auto& [key, value] : overrides.items()) {
        text += (first ? "" : ", ") + key + " = " + (value.is_number() ? input(value.get<double>()) : value.dump());
        first = false;
    }
    return text;
}

std::string rule(ClaimKind k)
{
    switch (k) {
    case ClaimKind::Equals: return "equals: consistent when |ratio − 1| ≤ 0.05";
    case ClaimKind::AtLeast: return "at least: holds when computed ≥ claimed";
    case ClaimKind::AtMost: return "at most: holds when computed ≤ claimed";
    case ClaimKind::Between: return "between: holds when low ≤ computed ≤ high";
    }
    return {};
}

// One reading or context figure: what it is, its arithmetic in its own scenario, the value. A
// context figure of the claim's own scenario is one line of the metrics (the claim's arithmetic
// above already derives it); one under other inputs shows its arithmetic.
std::string readingLine(const ReadingResult& rr, const ClaimResult& r, bool compared)
{
    const Claim& c = *r.claim;
    const ClaimReading& rd = *rr.reading;
    const std::string quantity = rd.quantity.empty() ? c.quantity : rd.quantity;
    std::string t = rd.text + overridesText(rd.overrides, "", " (with ") + (rd.overrides.empty() ? "" : ")") + ": ";
    auto s = readingScenario(rd, *r.scenario);
    if (!s.ok())
        return t + rr.whyNone;
    const ClaimUnit unit = compared ? c.unit : rd.unit.value_or(c.unit);
    if (!compared && rd.overrides.empty())
        return t + quantity + " = " + (rr.value ? formatClaimValue(*rr.value, unit) : "no value (" + rr.whyNone + ")");
    const Metrics m = rd.overrides.empty() ? r.metrics : computeMetrics(*s.value);
    t += quantityArithmetic(quantity, *s.value, m);
    if (!rr.value)
        return t + " → no value (" + rr.whyNone + ")";
    t += " → " + formatClaimValue(*rr.value, unit);
    if (compared && rr.ratio)
        t += ", ratio " + ratioNumber(*rr.ratio) +
             (rr.matches ? ": matches" + (rd.why.empty() ? std::string() : " (" + rd.why + ")") : ": does not match (outside 5 %)");
    return t;
}

} // namespace

std::string claimArithmetic(const ClaimCatalogue& catalogue, const ClaimResult& r)
{
    const Claim& c = *r.claim;
    std::string ids;
    for (const auto& id : c.sources)
        ids += (ids.empty() ? "" : ", ") + id;
    std::string t = "Claim " + c.id + " (" + ids + ": " + catalogue.sourceTitles(c) + ")\n";
    t += "  " + c.claim + "\n";
    if (r.internal())
        t += "Basis: internal: " + c.basisNote + "\n";
    t += "Scenario: " + overridesText(c.overrides, "the base scenario, unchanged", "the base scenario with ") + "\n";
    if (!r.scenario) {
        for (const auto& p : r.problems)
            t += "  cannot apply: " + p.text() + "\n";
        return t;
    }
    t += "Computed: " + quantityArithmetic(c.quantity, *r.scenario, r.metrics) + "\n";
    if (r.quantity && c.factor != 1)
        t += "  × " + formatPlain(c.factor) + (c.factor == 30 ? " (a month is 30 days)" : "") + " = " +
             (c.per.empty() ? formatClaimValue(*r.quantity * c.factor, c.unit) : formatShort(*r.quantity * c.factor, 4)) + "\n";
    if (r.quantity && !c.per.empty()) {
        t += "  ÷ " + quantityArithmetic(c.per, *r.scenario, r.metrics) + "\n";
        if (r.computed)
            t += "  = " + formatShort(*r.quantity * c.factor, 4) + " / " + formatShort(*r.per, 4) + " = " + formatClaimValue(*r.computed, c.unit) + "\n";
    }
    t += "Claimed: " + formatClaimed(c) + "\n";
    if (r.computed && c.kind == ClaimKind::Between)
        t += "Range: " + formatClaimValue(*r.computed, c.unit) + " is " + rangeText(*r.computed, c.claimed, c.claimedHigh) + " " + formatClaimed(c) + "\n";
    else if (r.ratio)
        t += "Ratio: computed / claimed = " + formatShort(*r.computed, 4) + " / " + formatShort(c.claimed, 4) + " = " + ratioNumber(*r.ratio) + "\n";
    t += "Verdict: " + verdictPhrase(r) + " — " + rule(c.kind) + "\n";
    if (!r.readings.empty()) {
        t += "Other readings of the same figure" + std::string(c.factor != 1 ? " (× " + formatPlain(c.factor) + ")" : "") + ":\n";
        for (const auto& rr : r.readings)
            t += std::string(rr.matches ? "  * " : "  - ") + readingLine(rr, r, true) + "\n";
    }
    if (!r.context.empty()) {
        t += "Beside it:\n";
        for (const auto& cr : r.context)
            t += "  - " + readingLine(cr, r, false) + "\n";
    }
    t += "Note: " + r.note + "\n";
    return t;
}

} // namespace runway
