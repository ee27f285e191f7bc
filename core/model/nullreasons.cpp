// null_reasons (MODEL.md §5): for every null metric one sentence, written for the case at
// hand with its own numbers, in words a student understands.
#include <cmath>

#include "core/model/modelinputs.h"
#include "core/scenario/numberformat.h"

namespace runway::model {
namespace {

std::string pct(double v)
{
    return formatShort(v, 3) + " %";
}
std::string perMtok(double v)
{
    return formatMoney(v, 3) + " per 1M tokens";
}
/// A number in prose with a real minus sign: "−1.5".
std::string signedNumber(double v)
{
    return (v < 0 ? "\u2212" : "") + formatShort(std::fabs(v), 3);
}

} // namespace

void explainNulls(const Inputs& in, Metrics& m)
{
    const Scenario& s = in.scenario;
    auto& why = m.nullReasons;
    const double eps = s[ParamId::Elasticity];
    const double conversionPct = s[ParamId::Conversion];
    const bool priceBelowCost = in.priceEff <= in.scEff;

    if (!m.quotaUtilizationPct)
        why["quota_utilization_pct"] = "the free quota on day 0 is 0 tokens, so there is no quota to fill";
    if (!in.owned) {
        const std::string perToken = "serving is paid by the token (capacity_mode \"per_token\"), so the company owns no accelerators here";
        why["chips_owned_start"] = perToken;
        why["chips_bought"] = perToken;
        why["peak_fleet_chips"] = perToken;
    }
    if (!m.simpleRunwayMonths)
        why["simple_runway_months"] =
            "the first month's net burn is " + formatMoney(m.firstMonthNetBurnUsd) + ", not a loss, so cash divided by the monthly burn gives no runway";
    if (!m.runwayDays) {
        const std::string lasts = "the cash never goes below zero within the " + std::to_string(s.horizonMonths()) + "-month horizon (it ends at " +
                                  formatMoney(m.endingCashUsd) + ")";
        why["runway_days"] = lasts;
        why["runway_months"] = lasts;
        why["cash_out_date"] = lasts;
    }

    if (!m.breakEvenConversionPct) {
        // At 100 % conversion every token is paid: what day 0 would still lose.
        const double paidAll = in.demand * in.e;
        const double revenue = paidAll * in.priceEff / 1e6 + in.otherPerDay;
        const double cost = paidAll * in.scEff / 1e6 + in.opexPerDay;
        why["break_even_conversion_pct"] = priceBelowCost ? "the price (" + perMtok(in.priceEff) + " at this token mix) does not exceed the serving cost (" +
                                                                perMtok(in.scEff) +
                                                                "), so every paid token loses money and no conversion rate brings day 0's net burn to zero"
                                                          : "even if every developer paid (100 % conversion), day 0's revenue of " + formatMoney(revenue) +
                                                                " would not cover the serving cost plus operating cost of " + formatMoney(cost);
    }

    if (!m.breakEvenPriceUsdPerMtok) {
        const double paidRevenue = m.day0.paidTokens * in.priceEff / 1e6;
        std::string reason;
        if (m.day0.paidTokens <= 0)
            reason = conversionPct == 0 ? "no developer pays at 0 % conversion, so no list price earns any revenue"
                                        : "no tokens are paid for on day 0 (demand is 0), so no list price earns any revenue";
        else if (in.mix.ip == 0)
            reason = "the token mix prices every token at zero (the output and cached-input prices are 0 and every token is of those kinds), so "
                     "no list price earns anything";
        else if (eps == -1)
            reason = "at elasticity \u22121 a converted developer spends the same at any price, so paid revenue stays at " + formatMoney(paidRevenue) +
                     " a day and no price covers the fixed cost at " + pct(conversionPct) + " conversion";
        else if (eps < -1)
            reason = "at elasticity " + signedNumber(eps) + " revenue is largest at the profit-maximising price of " +
                     perMtok(m.profitMaximizingPriceUsdPerMtok.value_or(0)) + ", and even there day 0 still loses money at " + pct(conversionPct) +
                     " conversion";
        else
            reason = "even at $1,000,000 per 1M tokens day 0 would still lose money at " + pct(conversionPct) +
                     " conversion: the paid tokens are too few to carry the fixed cost";
        why["break_even_price_usd_per_mtok"] = reason;
    }

    if (!m.profitMaximizingPriceUsdPerMtok)
        why["profit_maximizing_price_usd_per_mtok"] =
            in.mix.ip == 0 ? "the token mix prices every token at zero, so no price earns anything"
            : eps == 0     ? "at elasticity 0 demand ignores the price, so a higher price always earns more: there is no best price"
            : eps == -1    ? "at elasticity \u22121 a converted developer spends the same at any price, so a higher price keeps the revenue and only "
                             "saves serving cost: there is no best price (one exists only below \u22121)"
                           : "at elasticity " + signedNumber(eps) +
                              " paid demand falls more slowly than the price rises, so a higher price always earns more per converted developer: "
                              "there is no best price (one exists only below \u22121)";

    if (!m.programBreakEvenConversionPct)
        why["program_break_even_conversion_pct"] =
            priceBelowCost ? "the price (" + perMtok(in.priceEff) + " at this token mix) is below the serving cost (" + perMtok(in.scEff) +
                                 "): every paid token loses money, so no conversion rate makes the free tier pay for itself"
                           : "even at 100 % conversion the paid tokens' margin does not cover the free tokens' serving cost";

    if (!m.freeTierSharePct)
        why["free_tier_share_of_burn_pct"] = "day 0's serving and operating costs are both 0, so there is no burn to take a share of";
    if (!m.listValueRunwayMonths)
        why["list_value_runway_months"] = m.quotaListValueUsdPerDay == 0 ? "the free quota's list value is $0 a day, so it would never use up the cash"
                                                                         : "the list value is too small against the cash to give a finite number of months";
    if (!m.accountsAtCapPct)
        why["accounts_at_cap_pct"] = "no per-account cap is set (account_cap_tokens_per_day is null): the free tier is one pooled quota";
    if (!m.grossMarginPct)
        why["gross_margin_pct"] = "the effective price is $0 per 1M tokens, so there is no revenue to take a margin of";

    const std::string nobodyPays = "no account pays on day 0 (" + pct(conversionPct) + " conversion" + (in.capped ? " and no capped account pays" : "") + ")";
    if (!m.arpuUsdPerMonth)
        why["arpu_usd_per_month"] = nobodyPays + ", so there is no revenue per paying account";
    if (!m.ltvUsd) {
        const double r = std::pow(1.0 + s[ParamId::DiscountRate] / 100.0, 1.0 / 12.0) - 1.0;
        const double churn = s[ParamId::PaidChurn] / 100.0;
        why["ltv_usd"] = !m.arpuUsdPerMonth  ? nobodyPays + ", so there is no lifetime value"
                         : !m.grossMarginPct ? "the effective price is $0, so a paying account earns no margin"
                         : r + churn <= 0 ? "with no churn and no discounting a paying account keeps paying forever, so its lifetime value has no finite number"
                                          : "the lifetime value is too large to be represented";
    }
    if (!m.cacUsd)
        why["cac_usd"] = m.payingAccounts <= 0 ? nobodyPays + ", so the free tier wins no paying accounts and has no acquisition cost per account"
                         : s[ParamId::PaidChurn] == 0
                             ? "no paying account is ever lost (churn 0 %), so the free tier never has to win new ones to keep the paying share"
                             : "the acquisition cost is too large to be represented";
    if (!m.ltvToCac)
        why["ltv_to_cac"] = !m.ltvUsd   ? "the lifetime value has no number (" + why["ltv_usd"] + ")"
                            : !m.cacUsd ? "the acquisition cost has no number (" + why["cac_usd"] + ")"
                                        : "the free tier costs nothing, so each paying account is acquired for $0";
    if (!m.paybackMonths) {
        std::string reason;
        if (!m.cacUsd)
            reason = "the acquisition cost has no number (" + why["cac_usd"] + ")";
        else if (!m.arpuUsdPerMonth)
            reason = nobodyPays + ", so nothing pays the acquisition cost back";
        else
            reason = "a paying account's monthly margin (" + formatMoney(m.arpuUsdPerMonth.value_or(0) * m.grossMarginPct.value_or(0) / 100.0) +
                     ") is not positive, so the acquisition cost is never paid back";
        why["payback_months"] = reason;
    }
}

} // namespace runway::model
