// null_reasons (MODEL.md §5): for every null metric one sentence, written for the case at hand
// with its own numbers, in words a student understands — as messages (context "NullReasons"),
// so the CLI writes them in English and the window in its language.
#include <cmath>

#include "core/model/modelinputs.h"

namespace runway::model {
namespace {

Quantity pct(double v)
{
    return {v, Unit::Percent, Style::Short, 3};
}
Quantity perMtok(double v)
{
    return {v, Unit::UsdPerMtok, Style::Money, 3};
}
Quantity money(double v)
{
    return {v, Unit::Usd, Style::Money, 3};
}
/// An elasticity in prose with a real minus sign: "−1.5".
Quantity elasticity(double v)
{
    return {v, Unit::Elasticity, Style::Short, 3};
}

} // namespace

namespace {
/// MODEL3.md §5's null_reasons for the metrics model 3 adds.
void explainModel3Nulls(const Inputs& in, Metrics& m)
{
    const Scenario& s = in.scenario;
    auto& why = m.nullReasons;
    const Model3Metrics& m3 = *m.model3;
    if (!m3.bridgeBurnUsd)
        why["bridge_burn_usd"] = RW_MSG("NullReasons", "the cash at the start is given (cash_usd), so there is no bridge from the filing");
    if (!in.owned) {
        const Message perToken = RW_MSG("NullReasons", "serving is paid by the token (capacity_mode \"per_token\"), so the company owns no accelerators here");
        why["chips_free_start"] = perToken;
        why["chips_busy"] = perToken;
    }
    if (!m3.ownCashRunwayDays) {
        const Message lasts(RW_MSG("NullReasons", "cash never goes below zero in the %1-month horizon without new money"), {qty::whole(s.horizonMonths())});
        why["own_cash_runway_days"] = lasts;
        why["own_cash_runway_months"] = lasts;
    }
    if (!m3.creditLineFirstDrawDay)
        why["credit_line_first_draw_day"] = in.creditLine > 0
                                                ? Message(RW_MSG("NullReasons", "the cash never goes below zero, so the credit line is never drawn"))
                                                : Message(RW_MSG("NullReasons", "there is no credit line (credit_line_usd is 0)"));
}
} // namespace

void explainNulls(const Inputs& in, Metrics& m)
{
    if (m.model3)
        explainModel3Nulls(in, m);
    const Scenario& s = in.scenario;
    auto& why = m.nullReasons;
    const double eps = s[ParamId::Elasticity];
    const double conversionPct = s[ParamId::Conversion];
    const bool priceBelowCost = in.priceEff <= in.scEff;

    if (!m.quotaUtilizationPct)
        why["quota_utilization_pct"] = RW_MSG("NullReasons", "the free quota on day 0 is 0 tokens, so there is no quota to fill");
    if (!in.owned) {
        const Message perToken = RW_MSG("NullReasons", "serving is paid by the token (capacity_mode \"per_token\"), so the company owns no accelerators here");
        why["chips_owned_start"] = perToken;
        why["chips_bought"] = perToken;
        why["peak_fleet_chips"] = perToken;
    }
    if (!m.simpleRunwayMonths)
        why["simple_runway_months"] =
            Message(RW_MSG("NullReasons", "the first month's net burn is %1, not a loss, so cash divided by the monthly burn gives no runway"),
                    {money(m.firstMonthNetBurnUsd)});
    if (!m.runwayDays) {
        const Message lasts(RW_MSG("NullReasons", "the cash never goes below zero within the %1-month horizon (it ends at %2)"),
                            {qty::whole(s.horizonMonths()), money(m.endingCashUsd)});
        why["runway_days"] = lasts;
        why["runway_months"] = lasts;
        why["cash_out_date"] = lasts;
    }

    if (!m.breakEvenConversionPct) {
        // At 100 % conversion every token is paid: what day 0 would still lose.
        const double paidAll = in.demand * in.e;
        const double revenue = paidAll * in.priceEff / 1e6 + in.otherDay0;
        const double cost = paidAll * in.scEff / 1e6 + in.opexDay0;
        why["break_even_conversion_pct"] =
            priceBelowCost
                ? Message(RW_MSG("NullReasons", "the price (%1 per 1M tokens at this token mix) does not exceed the serving cost (%2 per 1M tokens), "
                                                "so every paid token loses money and no conversion rate brings day 0's net burn to zero"),
                          {perMtok(in.priceEff), perMtok(in.scEff)})
                : Message(RW_MSG("NullReasons", "even if every developer paid (100 % conversion), day 0's revenue of %1 would not cover the serving "
                                                "cost plus operating cost of %2"),
                          {money(revenue), money(cost)});
    }

    if (!m.breakEvenPriceUsdPerMtok) {
        const double paidRevenue = m.day0.paidTokens * in.priceEff / 1e6;
        Message reason;
        if (m.day0.paidTokens <= 0)
            reason = conversionPct == 0 ? RW_MSG("NullReasons", "no developer pays at 0 % conversion, so no list price earns any revenue")
                                        : RW_MSG("NullReasons", "no tokens are paid for on day 0 (demand is 0), so no list price earns any revenue");
        else if (in.mix.ip == 0)
            reason = RW_MSG("NullReasons", "the token mix prices every token at zero (the output and cached-input prices are 0 and every token is of those "
                                           "kinds), so no list price earns anything");
        else if (eps == -1)
            reason = Message(RW_MSG("NullReasons", "at elasticity −1 a converted developer spends the same at any price, so paid revenue stays at %1 a "
                                                   "day and no price covers the fixed cost at %2 conversion"),
                             {money(paidRevenue), pct(conversionPct)});
        else if (eps < -1)
            reason = Message(RW_MSG("NullReasons", "at elasticity %1 revenue is largest at the profit-maximising price of %2 per 1M tokens, and even there "
                                                   "day 0 still loses money at %3 conversion"),
                             {elasticity(eps), perMtok(m.profitMaximizingPriceUsdPerMtok.value_or(0)), pct(conversionPct)});
        else
            reason = Message(RW_MSG("NullReasons", "even at $1,000,000 per 1M tokens day 0 would still lose money at %1 conversion: the paid tokens are too "
                                                   "few to carry the fixed cost"),
                             {pct(conversionPct)});
        why["break_even_price_usd_per_mtok"] = reason;
    }

    if (!m.profitMaximizingPriceUsdPerMtok)
        why["profit_maximizing_price_usd_per_mtok"] =
            in.mix.ip == 0 ? Message(RW_MSG("NullReasons", "the token mix prices every token at zero, so no price earns anything"))
            : eps == 0 ? Message(RW_MSG("NullReasons", "at elasticity 0 demand ignores the price, so a higher price always earns more: there is no best price"))
            : eps == -1
                ? Message(RW_MSG("NullReasons", "at elasticity −1 a converted developer spends the same at any price, so a higher price keeps the revenue "
                                                "and only saves serving cost: there is no best price (one exists only below −1)"))
                : Message(RW_MSG("NullReasons", "at elasticity %1 paid demand falls more slowly than the price rises, so a higher price always earns more "
                                                "per converted developer: there is no best price (one exists only below −1)"),
                          {elasticity(eps)});

    if (!m.programBreakEvenConversionPct)
        why["program_break_even_conversion_pct"] =
            priceBelowCost ? Message(RW_MSG("NullReasons", "the price (%1 per 1M tokens at this token mix) is below the serving cost (%2 per 1M tokens): every "
                                                           "paid token loses money, so no conversion rate makes the free tier pay for itself"),
                                     {perMtok(in.priceEff), perMtok(in.scEff)})
                           : Message(RW_MSG("NullReasons", "even at 100 % conversion the paid tokens' margin does not cover the free tokens' serving cost"));

    if (!m.freeTierSharePct)
        why["free_tier_share_of_burn_pct"] = RW_MSG("NullReasons", "day 0's serving and operating costs are both 0, so there is no burn to take a share of");
    if (!m.listValueRunwayMonths)
        why["list_value_runway_months"] = m.quotaListValueUsdPerDay == 0
                                              ? RW_MSG("NullReasons", "the free quota's list value is $0 a day, so it would never use up the cash")
                                              : RW_MSG("NullReasons", "the list value is too small against the cash to give a finite number of months");
    if (!m.accountsAtCapPct)
        why["accounts_at_cap_pct"] = RW_MSG("NullReasons", "no per-account cap is set (account_cap_tokens_per_day is null): the free tier is one pooled quota");
    if (!m.grossMarginPct)
        why["gross_margin_pct"] = RW_MSG("NullReasons", "the effective price is $0 per 1M tokens, so there is no revenue to take a margin of");

    const Message nobodyPays = in.capped
                                   ? Message(RW_MSG("NullReasons", "no account pays on day 0 (%1 conversion and no capped account pays)"), {pct(conversionPct)})
                                   : Message(RW_MSG("NullReasons", "no account pays on day 0 (%1 conversion)"), {pct(conversionPct)});
    const auto because = [&](MessageKey key) { return Message(key).arg(nobodyPays); };
    if (!m.arpuUsdPerMonth)
        why["arpu_usd_per_month"] = because(RW_MSG("NullReasons", "%1, so there is no revenue per paying account"));
    if (!m.ltvUsd) {
        const double r = std::pow(1.0 + s[ParamId::DiscountRate] / 100.0, 1.0 / 12.0) - 1.0;
        const double churn = s[ParamId::PaidChurn] / 100.0;
        why["ltv_usd"] =
            !m.arpuUsdPerMonth  ? because(RW_MSG("NullReasons", "%1, so there is no lifetime value"))
            : !m.grossMarginPct ? Message(RW_MSG("NullReasons", "the effective price is $0, so a paying account earns no margin"))
            : r + churn <= 0
                ? Message(RW_MSG("NullReasons",
                                 "with no churn and no discounting a paying account keeps paying forever, so its lifetime value has no finite number"))
                : Message(RW_MSG("NullReasons", "the lifetime value is too large to be represented"));
    }
    if (!m.cacUsd)
        why["cac_usd"] =
            m.payingAccounts <= 0 ? because(RW_MSG("NullReasons", "%1, so the free tier wins no paying accounts and has no acquisition cost per account"))
            : s[ParamId::PaidChurn] == 0
                ? Message(
                      RW_MSG("NullReasons", "no paying account is ever lost (churn 0 %), so the free tier never has to win new ones to keep the paying share"))
                : Message(RW_MSG("NullReasons", "the acquisition cost is too large to be represented"));
    const auto noNumber = [&](MessageKey key, const char* metric) { return Message(key).arg(why.at(metric)); };
    if (!m.ltvToCac)
        why["ltv_to_cac"] = !m.ltvUsd   ? noNumber(RW_MSG("NullReasons", "the lifetime value has no number (%1)"), "ltv_usd")
                            : !m.cacUsd ? noNumber(RW_MSG("NullReasons", "the acquisition cost has no number (%1)"), "cac_usd")
                                        : Message(RW_MSG("NullReasons", "the free tier costs nothing, so each paying account is acquired for $0"));
    if (!m.paybackMonths) {
        Message reason;
        if (!m.cacUsd)
            reason = noNumber(RW_MSG("NullReasons", "the acquisition cost has no number (%1)"), "cac_usd");
        else if (!m.arpuUsdPerMonth)
            reason = because(RW_MSG("NullReasons", "%1, so nothing pays the acquisition cost back"));
        else
            reason = Message(RW_MSG("NullReasons", "a paying account's monthly margin (%1) is not positive, so the acquisition cost is never paid back"),
                             {money(m.arpuUsdPerMonth.value_or(0) * m.grossMarginPct.value_or(0) / 100.0)});
        why["payback_months"] = reason;
    }
}

} // namespace runway::model
