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
    return formatPlain(v) + " %";
}
// Large inputs read as "100T"; small ones exactly ("0.1").
std::string input(double v)
{
    return std::fabs(v) >= 1e6 ? formatShort(v, 4) : formatPlain(v);
}
// A ratio in plain digits: "0.9667", "100", "1,000".
std::string ratioNumber(double r)
{
    return std::fabs(r) >= 1000 ? formatGrouped(r, 0) : formatShort(r, 4);
}

// free(0) and paid(0) spelled out, since several formulas start from them.
std::string tokensUsed(const Scenario& s, const Metrics& m)
{
    const double c = s[ParamId::Conversion];
    const double quota = s[ParamId::FreeTierMonths] > 0 ? s[ParamId::FreeQuota] : s[ParamId::QuotaAfter];
    return "where free(0) = min((100 % − " + pct(c) + ") × " + tok(s[ParamId::Demand]) + ", " + tok(quota) + ") = " + tok(m.day0.freeTokens) +
           " and paid(0) = " + pct(c) + " × " + tok(s[ParamId::Demand]) + " = " + tok(m.day0.paidTokens);
}

std::string servingCostArithmetic(const Scenario& s, const Metrics& m)
{
    if (!s.deriveServingCost)
        return "serving_cost_usd_per_mtok is given: " + usd(m.servingCostUsdPerMtok) + " per 1M tokens";
    return "SC = (chip_capex_usd / (chip_life_years × 365) + chip_power_kw × 24 × pue × electricity_usd_per_kwh) / "
           "(tokens_per_chip_per_day × software_speedup) × 1e6 = (" +
           formatPlain(s[ParamId::ChipCapex]) + " / (" + formatPlain(s[ParamId::ChipLife]) + " × 365) + " + formatPlain(s[ParamId::ChipPower]) + " × 24 × " +
           formatPlain(s[ParamId::Pue]) + " × " + formatPlain(s[ParamId::Electricity]) + ") / (" + tok(s[ParamId::TokensPerChip]) + " × " +
           formatPlain(s[ParamId::Speedup]) + ") × 1e6 = " + usd(m.servingCostUsdPerMtok) + " per 1M tokens";
}

std::string runwayArithmetic(const Scenario& s, const Metrics& m, bool inMonths)
{
    const DayFlows& d = m.day0;
    std::string text = "runway_days = the first day d with cash(d) < 0, starting from cash_usd " + usd(s[ParamId::Cash]) + " and a day-0 net burn of " +
                       usd(d.netBurnUsd) + " (serving " + usd(d.servingCostUsd) + " + opex " + usd(d.opexUsd) + " − revenue " + usd(d.revenueUsd) + ")";
    if (!m.runwayDays)
        return text + ": the cash never goes below zero within the horizon of " + std::to_string(s.horizonMonths()) + " months";
    text += " = day " + std::to_string(*m.runwayDays);
    if (inMonths)
        text += "; runway_months = " + std::to_string(*m.runwayDays) + " / 30 = " + formatShort(*m.runwayMonths, 4);
    return text;
}

std::string overridesText(const Claim& c)
{
    if (c.overrides.empty())
        return "the base scenario, unchanged";
    std::string text = "the base scenario with ";
    bool first = true;
    for (const auto& [key, value] : c.overrides.items()) {
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
    }
    return {};
}

} // namespace

std::string quantityArithmetic(std::string_view q, const Scenario& s, const Metrics& m)
{
    const std::string key(q);
    const DayFlows& d = m.day0;
    const double price = s[ParamId::Price];
    if (q == "quota_list_value_usd_per_day")
        return key + " = free_quota_tokens_per_day × price_usd_per_mtok / 1e6 = " + tok(s[ParamId::FreeQuota]) + " × " + usd(price) +
               " / 1M = " + usd(m.quotaListValueUsdPerDay);
    if (q == "chips_needed") {
        const double perChip = s[ParamId::TokensPerChip] * s[ParamId::Speedup];
        return key + " = ceil((free(0) + paid(0)) / (tokens_per_chip_per_day × software_speedup)) = ceil((" + tok(d.freeTokens) + " + " + tok(d.paidTokens) +
               ") / (" + tok(s[ParamId::TokensPerChip]) + " × " + formatPlain(s[ParamId::Speedup]) + ")) = ceil(" +
               formatGrouped((d.freeTokens + d.paidTokens) / perChip, 2) + ") = " + formatGrouped(m.chipsNeeded, 0) + ", " + tokensUsed(s, m);
    }
    if (q == "list_value_runway_months") {
        if (!m.listValueRunwayMonths)
            return key + " = cash_usd / (30 × quota_list_value_usd_per_day): no value, since the quota's list value is 0";
        return key + " = cash_usd / (30 × quota_list_value_usd_per_day) = " + usd(s[ParamId::Cash]) + " / (30 × " + usd(m.quotaListValueUsdPerDay) +
               ") = " + formatShort(*m.listValueRunwayMonths, 4) + " months";
    }
    if (q == "runway_months" || q == "runway_days")
        return runwayArithmetic(s, m, q == "runway_months");
    if (q == "serving_cost_usd_per_mtok")
        return servingCostArithmetic(s, m);
    if (q == "day0.serving_cost_usd")
        return key + " = (free(0) + paid(0)) × SC / 1e6 = (" + tok(d.freeTokens) + " + " + tok(d.paidTokens) + ") × " + usd(m.servingCostUsdPerMtok) +
               " / 1M = " + usd(d.servingCostUsd);
    if (q == "day0.free_tier_cost_usd")
        return key + " = free(0) × SC / 1e6 = " + tok(d.freeTokens) + " × " + usd(m.servingCostUsdPerMtok) + " / 1M = " + usd(d.freeTierCostUsd);
    if (q == "day0.free_tier_list_value_usd")
        return key + " = free(0) × price_usd_per_mtok / 1e6 = " + tok(d.freeTokens) + " × " + usd(price) + " / 1M = " + usd(d.freeTierListValueUsd);
    if (const ParamSpec* p = findParam(q); p && isNumeric(p->id) && !isMetricKey(q))
        return key + " = " + (p->format == ValueFormat::Tokens ? tok(s[p->id]) : formatPlain(s[p->id])) + " (a scenario input)";
    if (auto v = metricByKey(m, q))
        return key + " = " + formatShort(*v, 4) + " (MODEL.md §5, from the daily model)";
    return key + " has no value in this scenario";
}

std::string claimArithmetic(const ClaimCatalogue& catalogue, const ClaimResult& r)
{
    const Claim& c = *r.claim;
    std::string ids;
    for (const auto& id : c.sources)
        ids += (ids.empty() ? "" : ", ") + id;
    std::string t = "Claim " + c.id + " (" + ids + ": " + catalogue.sourceTitles(c) + ")\n";
    t += "  " + c.claim + "\n";
    t += "Scenario: " + overridesText(c) + "\n";
    if (!r.scenario) {
        for (const auto& p : r.problems)
            t += "  cannot apply: " + p.text() + "\n";
        return t;
    }
    t += "Computed: " + quantityArithmetic(c.quantity, *r.scenario, r.metrics) + "\n";
    if (r.quantity && c.factor != 1)
        t += "  × " + formatPlain(c.factor) + (c.factor == 30 ? " (a month is 30 days)" : "") + " = " + formatClaimValue(*r.computed, c.unit) + "\n";
    t += "Claimed: " + formatClaimValue(c.claimed, c.unit) + "\n";
    if (r.ratio)
        t += "Ratio: computed / claimed = " + formatShort(*r.computed, 4) + " / " + formatShort(c.claimed, 4) + " = " + ratioNumber(*r.ratio) + "\n";
    t += "Verdict: " + std::string(verdictName(r.verdict)) + " (" + rule(c.kind) + ")";
    if (r.verdict == Verdict::Off && r.ratio)
        t += ": " + ratioText(*r.ratio);
    t += "\n";
    if (!r.readings.empty()) {
        t += "Other readings of the same figure" + std::string(c.factor != 1 ? " (× " + formatPlain(c.factor) + ")" : "") + ":\n";
        for (std::size_t i = 0; i < r.readings.size(); ++i) {
            const auto& rr = r.readings[i];
            t += std::string(r.bestReading == i ? "  * " : "  - ") + rr.reading->text + ": " +
                 quantityArithmetic(rr.reading->quantity, *r.scenario, r.metrics) + " → " + formatClaimValue(rr.value, c.unit) + ", ratio " +
                 ratioNumber(rr.ratio) + "\n";
        }
    }
    t += "Note: " + r.note + "\n";
    return t;
}

} // namespace runway
