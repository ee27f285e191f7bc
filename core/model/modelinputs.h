#pragma once
// Internal to core/model/: what the daily loop of MODEL.md §4 needs, computed once per
// scenario, and the one day's step. model.cpp runs it; metrics.cpp and nullreasons.cpp read the
// day-0 quantities from it. The operations are written so that a model-1 scenario (ε 0, the
// reference mix, no cap, per token, flat opex) performs exactly model 1's floating-point
// operations (every extra factor is an exact 1.0 or an exact + 0).

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

#include "core/model/model.h"

namespace runway::model {

inline constexpr int kDaysPerMonth = 30;

/// ceil(x) wherever max(fleet, ceil(x)) can differ from the fleet (a fleet is ≥ 0), in a few
/// exact operations instead of the baseline x86-64 ceil's conversions: for 0 < x < 2^52 the
/// nearest integer (x + 2^52 − 2^52, exact in round-to-nearest) raised by one where it fell below
/// x; x itself from 2^52 up (already whole); 0 for x ≤ 0 or NaN, where the maximum is the fleet
/// whatever ceil(x) is. An accelerator of infinite capacity (x = −1e-9) needs 0 chips. The fast
/// kernel (core/analysis/cashpath.cpp) does the same lane-wise, so the two stay bit-equal.
inline double fleetNeed(double x)
{
    constexpr double big = 0x1p52;
    if (!(x > 0))
        return 0.0;
    if (!(x < big))
        return x;
    const double nearest = (x + big) - big;
    return nearest < x ? nearest + 1.0 : nearest;
}

/// What MODEL3.md §3b's day sum (bridgeBurn) needs of a scenario with flows_measured_on set: its terms,
/// and each flow's growth factor on day −L (one pow) with the daily ratio the sum carries it by. The
/// Monte Carlo's lanes sum the same terms eight at a time (core/analysis/cashpathlanes.inc).
struct BridgeTerms {
    long long days; ///< L, the days from the filing to the start
    double perDay, fm, tau, other, opexAtMeasure, otherAtMeasure;
    double fo, ft, fr; ///< the growth factors on day −L
    double ro, rt, rr; ///< their daily ratios
};
BridgeTerms bridgeTerms(const Scenario& s);

struct Inputs {
    /// `daily` false skips the growth tables that only the day loop needs (day-0 questions). `bridge`,
    /// when not null, is bridgeBurn(s) already summed (bridgeBurnLanes: the Monte Carlo's samples).
    explicit Inputs(const Scenario& s, bool daily = true, const double* bridge = nullptr);
    Inputs(const Inputs&) = delete;
    Inputs& operator=(const Inputs&) = delete;

    double quota(int d) const { return d < freeTierDays ? quotaFree : quotaAfter; }

    /// Day d's flows for demand D and opex(d), with the fleet carried in `fleet` (owned mode):
    /// the fleet grows to what the day needs and `bought` says by how much.
    DayFlows flows(int d, double demandToday, double opexToday, double& fleet, double& bought) const;

    /// Model 3's day (MODEL3.md §4): the flows of day d from its demand, the two opex lines, other
    /// revenue and the subscribers, with the programme's fleet carried in `pfleet`, `bought` how much it
    /// grew and `again` the chips bought in the horizon that are bought again today (§4c). At the
    /// neutral values every extra term is an exact + 0 or × 1, so the flows are flows()'s bit for bit.
    DayFlows flows3(int d, double demandToday, double otherOpexToday, double trainingToday, double otherToday, double subscribersToday, double again,
                    double& pfleet, double& bought) const;

    /// The free and paid tokens of a day with demand D at conversion c and elasticity factor e,
    /// and the share of the non-paying accounts at the cap.
    struct Tokens {
        double free = 0, paid = 0, atCap = 0;
    };
    /// Inline for the day loops (simulate's hot path): without a cap, free = min((1 − c) × D, quota(d))
    /// and paid = c × D × e; with one, cappedTokens().
    Tokens tokens(int d, double demandToday, double conversion, double factor) const
    {
        if (capped)
            return cappedTokens(d, demandToday, conversion, factor);
        Tokens t;
        const double unpaid = (1.0 - conversion) * demandToday; // F(d): the accounts that do not pay
        t.free = std::min(unpaid, quota(d));
        t.paid = conversion * demandToday * factor;
        return t;
    }
    /// tokens() with a per-account cap: the lognormal split of MODEL.md §4a.
    Tokens cappedTokens(int d, double demandToday, double conversion, double factor) const;

    const Scenario& scenario;
    double c, demand, growth, price, priceEff, sc, scEff, pricePerToken, scPerToken;
    double quotaFree, quotaAfter, freeTierDays, otherPerDay, opexPerDay, opexGrowth, cash0;
    double e; ///< (P / P_ref)^ε
    MixIndices mix;
    bool capped; ///< a per-account cap is set
    double cap, accounts, sigma, cappedShare;
    bool owned;
    double tokensPerChip; ///< capacity per chip at the scenario's mix: tokens_per_chip × speed-up / IC
    double fleet0, powerPerChip, chipCapex;
    int months;
    // The month tables hold `months` values: entries from `months` on are never written nor read (the
    // constructor writes each table's first `months` once; zeroing all 120 cost a tenth of a Monte
    // Carlo sample). Inputs is never copied.
    std::array<double, 120> fundingByMonth;
    std::array<double, kDaysPerMonth> growthInMonth{}; ///< g^(k/30), k = 0 … 29 (demand)
    std::array<double, 120> demandByMonth;             ///< D(30m) = demand × g^m
    std::array<double, kDaysPerMonth> opexInMonth{};   ///< opex growth^(k/30), k = 0 … 29
    std::array<double, 120> opexByMonth;               ///< opex(30m) = fixed/30 × opex growth^m (model 3: other_opex(30m))

    // Model 3 (MODEL3.md §3b–§4g). `m3` runs the model-3 day (runDays3); at the neutral values its
    // operations are model 2's. For a model-2 scenario the rest holds model 2's meaning (keep 1, …).
    bool m3 = false;
    double bridge = 0;                                   ///< §3b's bridge_burn when flows_measured_on is set and the cash derived (else 0)
    double eRaw = 1;                                     ///< (P / P_ref)^ε before the competitor's loss; e = eRaw × keep in model 3
    double keep = 1;                                     ///< 1 − lost (§4f)
    double opexDay0 = 0;                                 ///< the unit net burn's costs on day 0: opex(0) + subs_cost(0) (model 2: opexPerDay)
    double otherDay0 = 0;                                ///< and its other income: other(0) + subs_rev(0) (model 2: otherPerDay)
    double avail = 0, busy = 0;                          ///< §4c: the fleet free for the programme at the start, and the rest
    bool replace = false;                                ///< §4c replacement (owned only)
    double replacementPerDay = 0;                        ///< owned × chip_capex / (life × 365)
    int lifeDays = 0;                                    ///< Lc = ceil(life × 365 − 1e-9)
    bool training = false;                               ///< training share above 0
    bool subscriptions = false;                          ///< subscribers above 0
    double subsPricePerDay = 0;                          ///< subscription_usd_per_month / 30
    double subsCostShare = 0;                            ///< subscription_cost_pct / 100
    double creditLine = 0;                               ///< Λ
    double dailyRate = 0;                                ///< i = rate / 100 / 365
    double fundingCounted = 0;                           ///< the counted events inside the horizon
    std::array<double, 120> fundingOwnByMonth;           ///< the certain events (probability 100): the own-cash run's
    std::array<double, kDaysPerMonth> trainingInMonth{}; ///< training's growth^(k/30)
    std::array<double, 120> trainingByMonth;             ///< training(30m)
    std::array<double, kDaysPerMonth> otherInMonth{};    ///< other revenue's growth^(k/30)
    std::array<double, 120> otherByMonth;                ///< other(30m)
    std::array<double, kDaysPerMonth> subsInMonth{};     ///< q^(k/30)
    std::array<double, 120> subsByMonth;                 ///< subs(30m)
};

/// One month of the daily loop: the month's sums and what it ends with.
struct MonthSums {
    DayFlows sums;
    double chipsBought = 0; ///< accelerators bought during the month
    double fleetEnd = 0;
    double cashEnd = 0;
    // model 3
    double subscribersEnd = 0;
    double drawnEnd = 0;
    double ownCashEnd = 0;
};

/// What the metrics need from the daily loop.
struct Totals {
    DayFlows day0;
    double firstMonthNetBurn = 0;
    double firstMonthCapex = 0; ///< accelerators bought over days 0–29: one-off purchases inside that burn
    double revenue = 0;
    double freeTierCost = 0;
    double freeTierListValue = 0;
    double capex = 0;
    double fleetEnd = 0;
    std::optional<int> runwayDays;
    double endingCash = 0;
    // model 3 (runDays3)
    double replacement = 0;
    double subscriptionRevenue = 0;
    double trainingCompute = 0;
    double interest = 0;
    double freeTierIncrementalCash = 0;
    double peakDrawn = 0;
    std::optional<int> firstDrawDay;
    std::optional<int> ownRunwayDays;
};

/// Runs days 0 … N−1, calls day(d, flows, cash(d)) after every day and month(m, sums) after every
/// month, and returns the totals. The day's sums are kept per month (in registers, not through
/// the callers' memory) and the totals add the months: the loop is the model's hot path.
template <class DaySink, class MonthSink> Totals runDays(const Inputs& in, DaySink&& day, MonthSink&& month)
{
    Totals t;
    double cash = in.cash0;
    double fleet = in.fleet0;
    int runway = -1;
    for (int m = 0; m < in.months; ++m) {
        const double demandMonth = in.demandByMonth[static_cast<std::size_t>(m)];
        const double opexMonth = in.opexByMonth[static_cast<std::size_t>(m)];
        MonthSums ms;
        for (int k = 0; k < kDaysPerMonth; ++k) {
            const int d = m * kDaysPerMonth + k;
            const auto kk = static_cast<std::size_t>(k);
            double bought = 0;
            const DayFlows f = in.flows(d, demandMonth * in.growthInMonth[kk], opexMonth * in.opexInMonth[kk], fleet, bought);
            const double funding = k == 0 ? in.fundingByMonth[static_cast<std::size_t>(m)] : 0.0;
            cash = cash + funding - f.netBurnUsd;
            ms.sums += f;
            ms.chipsBought += bought;
            if (d == 0)
                t.day0 = f;
            if (runway < 0 && cash < 0)
                runway = d;
            day(d, f, cash);
        }
        ms.fleetEnd = fleet;
        ms.cashEnd = cash;
        if (m == 0) {
            t.firstMonthNetBurn = ms.sums.netBurnUsd;
            t.firstMonthCapex = ms.sums.capexUsd;
        }
        t.revenue += ms.sums.revenueUsd;
        t.freeTierCost += ms.sums.freeTierCostUsd;
        t.freeTierListValue += ms.sums.freeTierListValueUsd;
        t.capex += ms.sums.capexUsd;
        month(m, ms);
    }
    t.fleetEnd = fleet;
    t.endingCash = cash;
    if (runway >= 0)
        t.runwayDays = runway;
    return t;
}

/// Model 3's day loop (MODEL3.md §4): runDays() with the dated flows, the shared fleet and replacement,
/// subscriptions, the financing step with the credit line, and the own-cash run beside it. When
/// `servingCashWithout` is not null it holds the no-free-tier run's serving cash of every day (§4g), and
/// each day's free_tier_incremental_cash is filled in before the sinks see it.
template <class DaySink, class MonthSink> Totals runDays3(const Inputs& in, const double* servingCashWithout, DaySink&& day, MonthSink&& month)
{
    Totals t;
    double cash = in.cash0;
    double own = cash; // the own-cash run starts from the same cash (§4d)
    double drawn = 0;
    double pfleet = in.avail;
    const int days = in.months * kDaysPerMonth;
    std::vector<double> boughtOn, againOn; // §4c: what each day bought, and bought again
    if (in.replace) {
        boughtOn.assign(static_cast<std::size_t>(days), 0.0);
        againOn.assign(static_cast<std::size_t>(days), 0.0);
    }
    int runway = -1, ownRunway = -1;
    for (int m = 0; m < in.months; ++m) {
        const auto mm = static_cast<std::size_t>(m);
        MonthSums ms;
        for (int k = 0; k < kDaysPerMonth; ++k) {
            const int d = m * kDaysPerMonth + k;
            const auto kk = static_cast<std::size_t>(k);
            double again = 0;
            if (in.replace && d >= in.lifeDays) {
                const auto back = static_cast<std::size_t>(d - in.lifeDays);
                again = boughtOn[back] + againOn[back];
                againOn[static_cast<std::size_t>(d)] = again;
            }
            double bought = 0;
            DayFlows f = in.flows3(d, in.demandByMonth[mm] * in.growthInMonth[kk], in.opexByMonth[mm] * in.opexInMonth[kk],
                                   in.training ? in.trainingByMonth[mm] * in.trainingInMonth[kk] : 0.0, in.otherByMonth[mm] * in.otherInMonth[kk],
                                   in.subscriptions ? in.subsByMonth[mm] * in.subsInMonth[kk] : 0.0, again, pfleet, bought);
            if (in.replace)
                boughtOn[static_cast<std::size_t>(d)] = bought;
            if (servingCashWithout)
                f.freeTierIncrementalCashUsd = in.owned ? f.servingCashUsd - servingCashWithout[d] : f.freeTierCostUsd;
            // §4d: the financing step; with no line and no interest it is model 2's cash(d−1) + funding(d) − net_burn(d).
            const double funding = k == 0 ? in.fundingByMonth[mm] : 0.0;
            const double interest = drawn * in.dailyRate;
            f.interestUsd = interest;
            const double pre = cash + funding - f.netBurnUsd - interest;
            double draw = 0, repay = 0;
            if (pre < 0 && drawn < in.creditLine)
                draw = std::min(in.creditLine - drawn, -pre);
            else if (pre > 0 && drawn > 0)
                repay = std::min(drawn, pre);
            cash = pre + draw - repay;
            drawn = drawn + draw - repay;
            own = own + (k == 0 ? in.fundingOwnByMonth[mm] : 0.0) - f.netBurnUsd;
            if (draw > 0 && !t.firstDrawDay)
                t.firstDrawDay = d;
            t.peakDrawn = std::max(t.peakDrawn, drawn);
            ms.sums += f;
            ms.chipsBought += bought;
            if (d == 0)
                t.day0 = f;
            if (runway < 0 && cash < 0)
                runway = d;
            if (ownRunway < 0 && own < 0)
                ownRunway = d;
            if (k == kDaysPerMonth - 1)
                ms.subscribersEnd = in.subscriptions ? in.subsByMonth[mm] * in.subsInMonth[kk] : 0.0;
            day(d, f, cash);
        }
        ms.fleetEnd = in.owned ? in.busy + pfleet : 0.0;
        ms.cashEnd = cash;
        ms.drawnEnd = drawn;
        ms.ownCashEnd = own;
        if (m == 0) {
            t.firstMonthNetBurn = ms.sums.netBurnUsd;
            t.firstMonthCapex = ms.sums.capexUsd;
        }
        t.revenue += ms.sums.revenueUsd;
        t.freeTierCost += ms.sums.freeTierCostUsd;
        t.freeTierListValue += ms.sums.freeTierListValueUsd;
        t.capex += ms.sums.capexUsd;
        t.replacement += ms.sums.replacementCapexUsd;
        t.subscriptionRevenue += ms.sums.subscriptionRevenueUsd;
        t.trainingCompute += ms.sums.trainingComputeUsd;
        t.interest += ms.sums.interestUsd;
        t.freeTierIncrementalCash += ms.sums.freeTierIncrementalCashUsd;
        month(m, ms);
    }
    t.fleetEnd = in.owned ? in.busy + pfleet : 0.0;
    t.endingCash = cash;
    if (runway >= 0)
        t.runwayDays = runway;
    if (ownRunway >= 0)
        t.ownRunwayDays = ownRunway;
    return t;
}

/// Every metric of MODEL.md §5 from the totals (metrics.cpp).
Metrics finish(const Inputs& in, const Totals& t);
/// The numbers of finish() only: no cash-out date, `infeasible`, warnings or null_reasons (no strings), for the
/// Monte Carlo's metric_percentiles, which runs it for every sample.
Metrics finishNumbers(const Inputs& in, const Totals& t);
/// The null_reasons sentences for the nulls of `m` (nullreasons.cpp).
void explainNulls(const Inputs& in, Metrics& m);

} // namespace runway::model
