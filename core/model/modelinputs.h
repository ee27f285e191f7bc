#pragma once
// Internal to core/model/: what the daily loop of MODEL.md §4 needs, computed once per
// scenario, and the one day's step. model.cpp runs it; metrics.cpp and nullreasons.cpp read the
// day-0 quantities from it. The operations are written so that a model-1 scenario (ε 0, the
// reference mix, no cap, per token, flat opex) performs exactly model 1's floating-point
// operations (every extra factor is an exact 1.0 or an exact + 0).

#include <array>
#include <cmath>

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

struct Inputs {
    /// `daily` false skips the growth tables that only the day loop needs (day-0 questions).
    explicit Inputs(const Scenario& s, bool daily = true);

    double quota(int d) const { return d < freeTierDays ? quotaFree : quotaAfter; }

    /// Day d's flows for demand D and opex(d), with the fleet carried in `fleet` (owned mode):
    /// the fleet grows to what the day needs and `bought` says by how much.
    DayFlows flows(int d, double demandToday, double opexToday, double& fleet, double& bought) const;

    /// The free and paid tokens of a day with demand D at conversion c and elasticity factor e,
    /// and the share of the non-paying accounts at the cap.
    struct Tokens {
        double free = 0, paid = 0, atCap = 0;
    };
    Tokens tokens(int d, double demandToday, double c, double e) const;

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
    std::array<double, 120> fundingByMonth{};
    std::array<double, kDaysPerMonth> growthInMonth{}; ///< g^(k/30), k = 0 … 29 (demand)
    std::array<double, 120> demandByMonth{};           ///< D(30m) = demand × g^m
    std::array<double, kDaysPerMonth> opexInMonth{};   ///< opex growth^(k/30), k = 0 … 29
    std::array<double, 120> opexByMonth{};             ///< opex(30m) = fixed/30 × opex growth^m
};

/// One month of the daily loop: the month's sums and what it ends with.
struct MonthSums {
    DayFlows sums;
    double chipsBought = 0; ///< accelerators bought during the month
    double fleetEnd = 0;
    double cashEnd = 0;
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

/// Every metric of MODEL.md §5 from the totals (metrics.cpp).
Metrics finish(const Inputs& in, const Totals& t);
/// The numbers of finish() only: no cash-out date, `infeasible`, warnings or null_reasons (no strings), for the
/// Monte Carlo's metric_percentiles, which runs it for every sample.
Metrics finishNumbers(const Inputs& in, const Totals& t);
/// The null_reasons sentences for the nulls of `m` (nullreasons.cpp).
void explainNulls(const Inputs& in, Metrics& m);

} // namespace runway::model
