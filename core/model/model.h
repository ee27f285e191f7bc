#pragma once
// The cost model of MODEL.md §2–§5: serving cost, the daily simulation, the
// monthly series and every metric. Plain functions of a Scenario; no state.

#include <optional>
#include <string>
#include <vector>

#include "core/scenario/scenario.h"

namespace runway {

/// The flows of one day, or their sum over a month (MODEL.md §4), in tokens and US dollars.
struct DayFlows {
    double freeTokens = 0;
    double paidTokens = 0;
    double revenueUsd = 0;
    double servingCostUsd = 0;
    double freeTierCostUsd = 0;      ///< cash cost of the giveaway: free × SC / 1e6
    double freeTierListValueUsd = 0; ///< revenue forgone at list price: free × P / 1e6
    double opexUsd = 0;
    double netBurnUsd = 0; ///< serving + opex − revenue

    DayFlows& operator+=(const DayFlows& o);
};

/// One row of the monthly series: sums over days 30m … 30m+29 and cash(30m+29).
struct MonthRow {
    int month = 0;
    DayFlows sums;
    double fundingUsd = 0; ///< funding that arrived in this month
    double cashEndUsd = 0;
};

/// Every metric of MODEL.md §5. Empty optionals are the nulls of MODEL.md.
struct Metrics {
    double servingCostUsdPerMtok = 0;
    DayFlows day0;
    double quotaListValueUsdPerDay = 0;
    std::optional<double> quotaUtilizationPct;
    double chipsNeeded = 0;
    double firstMonthNetBurnUsd = 0;
    std::optional<double> simpleRunwayMonths;
    std::optional<int> runwayDays;
    std::optional<double> runwayMonths;
    std::optional<std::string> cashOutDate;
    double endingCashUsd = 0;
    double totalRevenueUsd = 0;
    double totalFreeTierCostUsd = 0;
    double totalFreeTierListValueUsd = 0;
    std::optional<double> breakEvenConversionPct;
    std::optional<double> breakEvenPriceUsdPerMtok;
    double programContributionUsdPerDay = 0;
    std::optional<double> programBreakEvenConversionPct;
    std::optional<double> freeTierSharePct;
    std::optional<double> listValueRunwayMonths;

    /// runway_months, or horizon_months when the cash lasts (MODEL.md §5).
    double runwayMonthsCapped = 0;
};

struct SimulationResult {
    Metrics metrics;
    std::vector<MonthRow> monthly; ///< horizon_months rows
    std::vector<double> dailyCash; ///< cash(d) for d = 0 … N−1
};

/// SC in $ per 1M tokens: the given value, or the chips' cost per token (MODEL.md §3).
double servingCostPerMtok(const Scenario& s);

/// chip_capex / (life × 365) + kW × 24 × PUE × $/kWh: one accelerator's cost per day (MODEL.md §3).
double chipCostPerDay(const Scenario& s);

/// chip_cost_per_day / (tokens_per_chip_per_day × software_speedup) × 1e6 (MODEL.md §3).
double derivedServingCostPerMtok(const Scenario& s);

/// Day `d`'s flows (MODEL.md §4) given SC; used by the "show the math" view and the tests.
DayFlows dayFlows(const Scenario& s, int d, double sc);

/// The full daily simulation: metrics, monthly series and the daily cash path.
SimulationResult simulate(const Scenario& s);

/// Metrics only, without keeping any series: for analyses that run the model thousands of times.
Metrics computeMetrics(const Scenario& s);

/// "The articles' view" for the runway chart: cash(d) if the whole free quota were spent at
/// list price every day (cash_usd − (d+1) × quota_list_value_usd_per_day, plus funding),
/// nothing else counted; d = 0 … N−1. Its zero crossing is list_value_runway_months.
std::vector<double> listValueCashPath(const Scenario& s);

/// Day 0's program contribution at conversion `conversionPct` (everything else from `s`).
double programContributionAt(const Scenario& s, double conversionPct);

} // namespace runway
