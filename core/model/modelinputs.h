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
    std::array<double, kDaysPerMonth> opexInMonth{};   ///< opex growth^(k/30), k = 0 … 29
    std::array<double, 120> opexByMonth{};             ///< opex(30m) = fixed/30 × opex growth^m
};

/// Runs days 0 … N−1 and calls sink(d, month, flows, bought, fleet, cash(d)).
template <class Sink> void runDays(const Inputs& in, Sink&& sink)
{
    double cash = in.cash0;
    double fleet = in.fleet0;
    for (int m = 0; m < in.months; ++m) {
        const double demandMonth = in.demand * (in.growth == 1.0 ? 1.0 : std::pow(in.growth, m));
        const double opexMonth = in.opexByMonth[static_cast<std::size_t>(m)];
        for (int k = 0; k < kDaysPerMonth; ++k) {
            const int d = m * kDaysPerMonth + k;
            const auto kk = static_cast<std::size_t>(k);
            double bought = 0;
            const DayFlows f = in.flows(d, demandMonth * in.growthInMonth[kk], opexMonth * in.opexInMonth[kk], fleet, bought);
            const double funding = k == 0 ? in.fundingByMonth[static_cast<std::size_t>(m)] : 0.0;
            cash = cash + funding - f.netBurnUsd;
            sink(d, m, f, bought, fleet, cash);
        }
    }
}

/// Sums over the days that the metrics need.
struct Totals {
    DayFlows day0;
    double firstMonthNetBurn = 0;
    double revenue = 0;
    double freeTierCost = 0;
    double freeTierListValue = 0;
    double capex = 0;
    double fleetEnd = 0;
    std::optional<int> runwayDays;
    double endingCash = 0;

    void add(int d, const DayFlows& f, double fleet, double cash)
    {
        if (d == 0)
            day0 = f;
        if (d < kDaysPerMonth)
            firstMonthNetBurn += f.netBurnUsd;
        revenue += f.revenueUsd;
        freeTierCost += f.freeTierCostUsd;
        freeTierListValue += f.freeTierListValueUsd;
        capex += f.capexUsd;
        fleetEnd = fleet;
        if (!runwayDays && cash < 0)
            runwayDays = d;
        endingCash = cash;
    }
};

/// Every metric of MODEL.md §5 from the totals (metrics.cpp).
Metrics finish(const Inputs& in, const Totals& t);
/// The null_reasons sentences for the nulls of `m` (nullreasons.cpp).
void explainNulls(const Inputs& in, Metrics& m);

} // namespace runway::model
