// Every metric of MODEL.md §5 from one run of the daily loop, and the break-even searches.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

#include "core/model/modelinputs.h"

namespace runway::model {
namespace {

/// Smallest x in [a, b] with alpha + beta·x ≤ 0, if any (one linear piece).
std::optional<double> firstNonPositive(double alpha, double beta, double a, double b)
{
    if (a > b)
        return std::nullopt;
    if (alpha + beta * a <= 0)
        return a;
    if (beta < 0) {
        const double x = -alpha / beta;
        if (x <= b)
            return std::max(a, x);
    }
    return std::nullopt;
}

/// Smallest conversion c in [0, 1] where a day-0 quantity that is linear on each side of the
/// quota kink is ≤ 0. `bound` holds alpha/beta while the quota binds (c ≤ kink), `open` after.
struct Piecewise {
    double alphaBound, betaBound, alphaOpen, betaOpen;
};
std::optional<double> firstNonPositive(const Piecewise& f, double kink)
{
    if (auto x = firstNonPositive(f.alphaBound, f.betaBound, 0.0, kink))
        return x;
    return firstNonPositive(f.alphaOpen, f.betaOpen, kink, 1.0);
}

/// The conversion (0 … 1) from which the free tier no longer fills the quota on day 0. Without
/// demand the quota never binds (free = (1 − c)·D = 0 for every c), so the open piece is all of
/// [0, 1]. (Model 1's program returned 1 here, which made the programme break-even 100 % at
/// demand 0; MODEL.md says 0.)
double quotaKink(double demand, double quota)
{
    if (demand <= 0)
        return 0.0;
    return std::clamp(1.0 - quota / demand, 0.0, 1.0);
}

/// With a per-account cap the day-0 quantities are not piecewise linear in c in one known way:
/// MODEL.md §5 scans c = 0, 0.001, …, 1 for the first point where `holds`, then bisects between
/// it and its predecessor to 1e-12 and returns the upper end.
template <class Holds> std::optional<double> scanConversion(Holds&& holds)
{
    if (holds(0.0))
        return 0.0;
    for (int i = 1; i <= 1000; ++i) {
        double hi = i / 1000.0;
        if (!holds(hi))
            continue;
        double lo = (i - 1) / 1000.0;
        while (hi - lo > 1e-12) {
            const double mid = lo + (hi - lo) / 2;
            if (mid <= lo || mid >= hi)
                break;
            (holds(mid) ? hi : lo) = mid;
        }
        return hi;
    }
    return std::nullopt;
}

/// Day 0 at conversion c (everything else as in the scenario): tokens, revenue and the two
/// quantities the break-evens ask about.
struct Day0At {
    double unitNetBurn = 0;  ///< tokens·SC_eff/1e6 + opex(0) − revenue(0)
    double contribution = 0; ///< paid·(P_eff − SC_eff)/1e6 − free·SC_eff/1e6
};
Day0At day0At(const Inputs& in, double c)
{
    const auto t = in.tokens(0, in.demand, c, in.e);
    Day0At r;
    r.unitNetBurn = (t.free + t.paid) * in.scEff / 1e6 + in.opexDay0 - (t.paid * in.priceEff / 1e6 + in.otherDay0);
    r.contribution = t.paid * (in.priceEff - in.scEff) / 1e6 - t.free * in.scEff / 1e6;
    return r;
}

/// The smallest list price at which day 0's unit net burn ≤ 0 (MODEL.md §5), ε ≠ 0, searched at or
/// below `ceiling` (MODEL3.md §5: a competitor's price; +inf without one).
std::optional<double> breakEvenPriceElastic(const Inputs& in, const DayFlows& day0, double ceiling)
{
    const double eps = in.scenario[ParamId::Elasticity];
    const double paidAtReference = in.tokens(0, in.demand, in.c, 1.0).paid; // c·D + k·X: the paid tokens before the price factor
    const double priceRef = in.scenario[ParamId::ReferencePrice];
    const auto burnAt = [&](double p) {
        const double paid = paidAtReference * std::pow(p / priceRef, eps);
        return (day0.freeTokens + paid) * in.scEff / 1e6 + in.opexDay0 - (paid * p * in.mix.ip / 1e6 + in.otherDay0);
    };
    double hi = 1e6;
    if (eps < -1)
        hi = std::min(hi, in.scEff / in.mix.ip * eps / (1 + eps));
    hi = std::min(hi, ceiling);
    const double lo = 1e-6;
    if (!(hi > lo))
        return std::nullopt;
    if (burnAt(lo) <= 0)
        return lo;
    if (!(burnAt(hi) <= 0))
        return std::nullopt;
    double a = lo, b = hi;
    while (b - a > 1e-12 * b) {
        const double mid = a + (b - a) / 2;
        if (mid <= a || mid >= b)
            break;
        (burnAt(mid) <= 0 ? b : a) = mid;
    }
    return b;
}

/// A quotient by a tiny positive denominator (fixed opex 1e-300, paid tokens 1e-300) can overflow
/// to infinity; such a ratio has no finite answer, which is what MODEL.md's null already means.
std::optional<double> finiteOrNull(double ratio)
{
    return std::isfinite(ratio) ? std::optional(ratio) : std::nullopt;
}

/// MODEL3.md §5's additions from the model-3 day loop's totals.
Model3Metrics model3Numbers(const Inputs& in, const Totals& t)
{
    const Scenario& s = in.scenario;
    Model3Metrics m;
    if (s.isNull(ParamId::Cash))
        m.bridgeBurnUsd = s.isNull(ParamId::FlowsMeasuredOn) ? bridgeBurn(s) : in.bridge;
    m.opexStartUsdPerMonth = t.day0.opexUsd * 30.0;
    m.trainingComputeStartUsdPerMonth = t.day0.trainingComputeUsd * 30.0;
    m.otherRevenueStartUsdPerMonth = (in.m3 ? in.otherByMonth[0] : in.otherPerDay) * 30.0; // other(0) × 30
    if (in.owned) {
        m.chipsFreeStart = in.avail;
        m.chipsBusy = in.busy;
    }
    m.replacementCapexTotalUsd = t.replacement;
    m.ownCashRunwayDays = t.ownRunwayDays;
    if (t.ownRunwayDays)
        m.ownCashRunwayMonths = *t.ownRunwayDays / 30.0;
    m.fundingCountedUsd = in.fundingCounted;
    m.creditLinePeakDrawnUsd = t.peakDrawn;
    m.creditLineFirstDrawDay = t.firstDrawDay;
    m.interestTotalUsd = t.interest;
    m.totalSubscriptionRevenueUsd = t.subscriptionRevenue;
    m.totalTrainingComputeUsd = t.trainingCompute;
    m.totalFreeTierIncrementalCashUsd = t.freeTierIncrementalCash;
    m.paidTokensLostPct = (1.0 - in.keep) * 100.0;
    return m;
}

} // namespace

Metrics finishNumbers(const Inputs& in, const Totals& t)
{
    const Scenario& s = in.scenario;
    Metrics m;
    m.servingCostUsdPerMtok = in.sc;
    m.effectivePriceUsdPerMtok = in.priceEff;
    m.effectiveServingCostUsdPerMtok = in.scEff;
    const double inputPrice = in.price / in.mix.wpReference;
    m.typePrices = {inputPrice, inputPrice * s[ParamId::OutputPriceMultiple], inputPrice * s[ParamId::CachedPriceFraction]};
    const double inputCost = in.sc / in.mix.wcReference;
    m.typeServingCosts = {inputCost, inputCost * s[ParamId::OutputCostMultiple], inputCost * s[ParamId::CachedCostFraction]};
    m.cashStartUsd = in.cash0;
    m.day0 = t.day0;
    m.quotaListValueUsdPerDay = in.quotaFree * in.priceEff / 1e6;
    const double quota0 = in.quota(0);
    if (quota0 != 0)
        m.quotaUtilizationPct = t.day0.freeTokens / quota0 * 100.0;
    const double throughput = s[ParamId::TokensPerChip] * s[ParamId::Speedup];
    m.chipsNeeded = std::ceil((t.day0.freeTokens + t.day0.paidTokens) * in.mix.ic / throughput - 1e-9);
    if (in.owned) {
        m.chipsOwnedStart = in.fleet0;
        m.chipsBought = t.fleetEnd - in.fleet0;
        m.peakFleetChips = t.fleetEnd;
    }
    m.capexTotalUsd = t.capex;
    m.firstMonthNetBurnUsd = t.firstMonthNetBurn;
    m.firstMonthCapexUsd = t.firstMonthCapex;
    m.firstMonthRecurringBurnUsd = t.firstMonthNetBurn - t.firstMonthCapex;
    if (t.firstMonthNetBurn > 0)
        m.simpleRunwayMonths = finiteOrNull(in.cash0 / t.firstMonthNetBurn);
    m.runwayDays = t.runwayDays;
    if (t.runwayDays)
        m.runwayMonths = *t.runwayDays / 30.0;
    m.runwayMonthsCapped = m.runwayMonths.value_or(static_cast<double>(in.months));
    m.endingCashUsd = t.endingCash;
    m.totalRevenueUsd = t.revenue;
    m.totalFreeTierCostUsd = t.freeTierCost;
    m.totalFreeTierListValueUsd = t.freeTierListValue;

    // Day 0 as a function of conversion c (MODEL.md §5). Without a cap: linear on each side of
    // the quota kink, written so that e = 1 performs model 1's operations exactly.
    const double D = in.demand, e = in.e, Pe = in.priceEff, Se = in.scEff;
    const double fixedPerDay = in.opexDay0 - in.otherDay0; // model 3: opex(0) + subs_cost(0) − other(0) − subs_rev(0)
    if (!in.capped) {
        const double kink = quotaKink(D, quota0);
        const Piecewise netBurn{quota0 * Se / 1e6 + fixedPerDay, D * (e * (Se - Pe)) / 1e6, D * Se / 1e6 + fixedPerDay, D * ((e * Se - Se) - e * Pe) / 1e6};
        if (auto c = firstNonPositive(netBurn, kink))
            m.breakEvenConversionPct = *c * 100.0;
        // −contribution ≤ 0, piece by piece.
        const Piecewise giveaway{quota0 * Se / 1e6, -D * (e * (Pe - Se)) / 1e6, D * Se / 1e6, -D * (e * Pe + (Se - e * Se)) / 1e6};
        if (auto c = firstNonPositive(giveaway, kink))
            m.programBreakEvenConversionPct = *c * 100.0;
    } else {
        if (auto c = scanConversion([&](double x) { return day0At(in, x).unitNetBurn <= 0; }))
            m.breakEvenConversionPct = *c * 100.0;
        if (auto c = scanConversion([&](double x) { return day0At(in, x).contribution >= 0; }))
            m.programBreakEvenConversionPct = *c * 100.0;
    }

    // The list price at which day 0's unit net burn reaches zero.
    const double eps = s[ParamId::Elasticity];
    const bool competitor = in.m3 && !s.isNull(ParamId::CompetitorPrice);
    const double ceiling = competitor ? s[ParamId::CompetitorPrice] : std::numeric_limits<double>::infinity();
    if (competitor) {
        // MODEL3.md §5: at or below the competitor's price nothing is lost, so day 0's tokens are taken
        // without the loss; a break-even above that price is none.
        const auto raw = in.tokens(0, in.demand, in.c, in.eRaw);
        if (raw.paid > 0 && in.mix.ip != 0) {
            if (eps == 0) {
                const double beforePrice = (raw.free + raw.paid) * in.scPerToken + fixedPerDay;
                m.breakEvenPriceUsdPerMtok = beforePrice <= 0 ? 0.0 : finiteOrNull(beforePrice * 1e6 / (raw.paid * in.mix.ip));
            } else {
                m.breakEvenPriceUsdPerMtok = breakEvenPriceElastic(in, t.day0, ceiling);
            }
            if (m.breakEvenPriceUsdPerMtok && *m.breakEvenPriceUsdPerMtok > ceiling)
                m.breakEvenPriceUsdPerMtok.reset();
        }
    } else if (t.day0.paidTokens > 0 && in.mix.ip != 0) {
        if (eps == 0) {
            // Net burn as a function of price: serving + opex − other − paid·P·IP/1e6.
            const double beforePrice = t.day0.servingCostUsd + fixedPerDay;
            m.breakEvenPriceUsdPerMtok = beforePrice <= 0 ? 0.0 : finiteOrNull(beforePrice * 1e6 / (t.day0.paidTokens * in.mix.ip));
        } else {
            m.breakEvenPriceUsdPerMtok = breakEvenPriceElastic(in, t.day0, ceiling);
        }
    }
    if (eps < -1 && in.mix.ip != 0)
        m.profitMaximizingPriceUsdPerMtok = std::min(Se / in.mix.ip * eps / (1 + eps), ceiling);

    m.programContributionUsdPerDay = t.day0.paidTokens * (Pe - Se) / 1e6 - t.day0.freeTokens * Se / 1e6;
    const double denominator = t.day0.servingCostUsd + t.day0.opexUsd;
    if (denominator != 0)
        m.freeTierSharePct = t.day0.freeTierCostUsd / denominator * 100.0;
    if (m.quotaListValueUsdPerDay != 0)
        m.listValueRunwayMonths = finiteOrNull(in.cash0 / (30.0 * m.quotaListValueUsdPerDay));

    // Unit economics of a converted account (MODEL.md §5).
    const double n = in.accounts, c = in.c, k = in.cappedShare;
    const double atCap0 = in.capped ? in.tokens(0, in.demand, c, in.e).atCap : 0.0;
    if (in.capped)
        m.accountsAtCapPct = atCap0 * 100.0;
    m.payingAccounts = std::min(n, c * n + k * atCap0 * (1 - c) * n) * in.keep; // × (1 − lost), MODEL3.md §5
    std::optional<double> gm;
    if (Pe != 0) {
        gm = (Pe - Se) / Pe;
        m.grossMarginPct = *gm * 100.0;
    }
    if (m.payingAccounts > 0)
        m.arpuUsdPerMonth = finiteOrNull(t.day0.paidTokens * Pe / 1e6 * 30.0 / m.payingAccounts);
    const double r = std::pow(1.0 + s[ParamId::DiscountRate] / 100.0, 1.0 / 12.0) - 1.0;
    const double churn = s[ParamId::PaidChurn] / 100.0;
    if (m.arpuUsdPerMonth && gm && r + churn > 0)
        m.ltvUsd = *m.arpuUsdPerMonth * *gm * (1 + r) / (r + churn);
    if (churn * m.payingAccounts > 0)
        m.cacUsd = finiteOrNull(t.day0.freeTierCostUsd * 30.0 / (churn * m.payingAccounts));
    if (m.ltvUsd && m.cacUsd && *m.cacUsd != 0)
        m.ltvToCac = finiteOrNull(*m.ltvUsd / *m.cacUsd);
    if (m.arpuUsdPerMonth && gm && m.cacUsd && *m.arpuUsdPerMonth * *gm > 0)
        m.paybackMonths = finiteOrNull(*m.cacUsd / (*m.arpuUsdPerMonth * *gm));
    if (s.model == 3)
        m.model3 = model3Numbers(in, t);
    return m;
}

Metrics finish(const Inputs& in, const Totals& t)
{
    const Scenario& s = in.scenario;
    Metrics m = finishNumbers(in, t);
    if (t.runwayDays)
        m.cashOutDate = s.startDate.plusDays(*t.runwayDays).toIso();
    // MODEL.md 2.1 §4: infeasible only when day 0 buys accelerators that the cash cannot pay.
    // MODEL3.md §4c: the counted funding of day 0 and the credit line count against it (0 in model 2).
    m.infeasible = in.owned && t.day0.capexUsd > 0 && t.day0.capexUsd > in.cash0 + in.fundingByMonth[0] + in.creditLine;
    if (s.isNull(ParamId::Cash) && in.cash0 < 0) {
        // A derived cash below zero (issue 28 item 6): the bridge burns past the filing's cash and what
        // was raised before the start date; out of cash on day 0, and the last start date it covers.
        using enum ParamId;
        const double covered = s[FilingCashCny] / s[CnyPerUsd] + s[RaisedSinceFiling]; // ≥ 0, so the burn is > 0 here
        const auto lastDay = static_cast<std::int64_t>(std::floor(30.0 * covered / s[BurnSinceFiling]));
        m.warnings.emplace_back(
            RW_MSG("Warnings", "the cash derived for the start date %1 is %2: at %3 a month since the filing on %4, the bridge "
                               "uses up the filing's cash and what was raised by %5; start on or before %5, or type the cash"),
            std::vector<MessageArg>{s.startDate, qty::usd(in.cash0), qty::usd(s[BurnSinceFiling]), s.filingDate, s.filingDate.plusDays(lastDay)});
    }
    if (in.owned && !in.replace && s.horizonMonths() * 30.0 > s[ParamId::ChipLife] * 365.0)
        m.warnings.emplace_back(RW_MSG("Warnings", "the horizon is longer than the accelerators' life; replacing them is not modelled"));
    explainNulls(in, m);
    return m;
}

} // namespace runway::model

namespace runway {

Message burnSplit(const Metrics& m)
{
    const auto money = [](double v) { return Quantity{v, Unit::Usd, Style::Money, 3}; };
    if (m.firstMonthCapexUsd <= 0)
        return {RW_MSG("Burn", "%1 / month"), {money(m.firstMonthNetBurnUsd)}};
    // One-off purchases apart from the burn that recurs (issue 27): on day 0 when all of the month's are.
    if (m.day0.capexUsd >= m.firstMonthCapexUsd)
        return {RW_MSG("Burn", "%1 / month recurring + %2 of accelerators on day 0"), {money(m.firstMonthRecurringBurnUsd), money(m.firstMonthCapexUsd)}};
    return {RW_MSG("Burn", "%1 / month recurring + %2 of accelerators in the first 30 days"),
            {money(m.firstMonthRecurringBurnUsd), money(m.firstMonthCapexUsd)}};
}

Message ruleOfThumbNote(const Scenario& s, const Metrics& m)
{
    const double price = s[ParamId::Price];
    if (!m.programBreakEvenConversionPct || price <= 0)
        return {};
    const double breakEven = *m.programBreakEvenConversionPct;
    const double rule = 100 * m.servingCostUsdPerMtok / price;
    const Quantity sc{m.servingCostUsdPerMtok, Unit::UsdPerMtok, Style::PerMtok, 3};
    const Quantity p{price, Unit::UsdPerMtok, Style::PerMtok, 3};
    const Quantity pct{rule, Unit::Percent, Style::Percent, 1};
    if (std::fabs(rule - breakEven) < 0.05) // the same where both show one decimal
        return {RW_MSG("RuleOfThumb", "rule of thumb 100 × SC / P = 100 × %1 / %2, the same"), {sc, p}};
    std::vector<Message> why;
    const MixIndices mix = mixIndices(s);
    if (std::fabs(mix.ic / mix.ip - 1) > 1e-9)
        why.push_back({RW_MSG("RuleOfThumb", "this token mix serves at %1 and earns %2 per 1M tokens"),
                       {Quantity{m.effectiveServingCostUsdPerMtok, Unit::UsdPerMtok, Style::PerMtok, 3},
                        Quantity{m.effectivePriceUsdPerMtok, Unit::UsdPerMtok, Style::PerMtok, 3}}});
    if (const double e = elasticityFactor(s); std::fabs(e - 1) > 1e-9)
        why.push_back({RW_MSG("RuleOfThumb", "elasticity %1 at this price scales paid demand by %2"),
                       {Quantity{s[ParamId::Elasticity], Unit::Elasticity, Style::Short, 3}, Quantity{e, Unit::Times, Style::Short, 3}}});
    if (!s.isNull(ParamId::AccountCap))
        why.emplace_back(RW_MSG("RuleOfThumb", "the per-account cap makes some capped accounts pay"));
    // A quota that binds at the break-even: converting a user there frees no serving cost.
    if (m.quotaUtilizationPct && *m.quotaUtilizationPct > 0) {
        const double quota0 = m.day0.freeTokens / (*m.quotaUtilizationPct / 100);
        if ((1 - breakEven / 100) * s[ParamId::Demand] > quota0 * (1 + 1e-9))
            why.emplace_back(RW_MSG("RuleOfThumb", "the free quota is full at that conversion"));
    }
    if (why.empty())
        return {};
    Message reasons = why.front();
    for (std::size_t i = 1; i < why.size(); ++i)
        reasons = Message(RW_MSG("RuleOfThumb", "%1; %2")).arg(reasons).arg(why[i]);
    return Message(RW_MSG("RuleOfThumb", "rule of thumb 100 × SC / P gives %1, not this: %2")).arg(pct).arg(reasons);
}

Message priceElasticityNote(const Scenario& s, const Metrics& m)
{
    // Paid tokens × price is the same at any price when ε = −1; what the price still moves is the
    // serving cost of the paid tokens (more of them at a lower price).
    constexpr double kSmallShare = 0.1;
    // An infeasible scenario has no runway to explain (its card says why in words).
    if (m.infeasible || std::fabs(s[ParamId::Elasticity] + 1) > 1e-9 || s[ParamId::Price] <= 0)
        return {};
    const double paidServing = m.day0.servingCostUsd - m.day0.freeTierCostUsd;
    const double costs = m.day0.servingCostUsd + m.day0.opexUsd;
    if (costs <= 0 || paidServing > kSmallShare * costs)
        return {};
    return Message(RW_MSG("Runway", "ε = −1: same revenue at any price")); // one short line: the card is narrow
}

} // namespace runway
