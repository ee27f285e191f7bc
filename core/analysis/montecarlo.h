#pragma once
// Monte Carlo over a scenario's `uncertainty` (MODEL.md §6). A pure function: no progress
// callbacks and no shared state, so a window can run it on a worker thread and cancel it
// through RunControl::cancel.

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/analysis/parallel.h"
#include "core/scenario/scenario.h"

namespace runway {

/// The percentiles the runway is reported at, in percent.
inline constexpr std::array<double, 7> kRunwayPercentiles{5, 10, 25, 50, 75, 90, 95};
/// The percentiles of each month's ending cash (the fan chart), in percent.
inline constexpr std::array<double, 5> kCashPercentiles{5, 25, 50, 75, 95};

struct MonteCarloOptions {
    int samples = 10000;    ///< S ≥ 1
    std::uint64_t seed = 1; ///< K
    RunControl control;
};

/// The fan chart's row for month m: percentiles of cash_end_usd = cash(30m + 29).
struct MonthCashPercentiles {
    int month = 0;
    std::array<double, kCashPercentiles.size()> cash{}; ///< at 5, 25, 50, 75, 95 %
};

struct MonteCarloResult {
    int samples = 0;
    std::uint64_t seed = 0;
    std::array<double, kRunwayPercentiles.size()> runwayMonths{}; ///< runway_months_capped at 5 … 95 %
    double pCashOut12m = 0;                                       ///< share of samples with runway_days < 360
    double pCashOut24m = 0;                                       ///< share with runway_days < 720
    double pCashOutHorizon = 0;                                   ///< share whose cash goes below zero within the horizon
    std::vector<MonthCashPercentiles> monthlyCash;                ///< one row per month of the horizon
};

/// Runs S samples: sample i draws, from its own stream sampleStream(K, i), one uniform per
/// entry of s.uncertainty in ParamId order, turns each into a value by the entry's inverse
/// CDF, clamps it to the hard limits, and runs the daily model. Identical output for any
/// thread count. Percentiles are type 7 (see percentile.h). Empty when cancelled.
std::optional<MonteCarloResult> runMonteCarlo(const Scenario& s, const MonteCarloOptions& options);

/// The parameter values of sample `index` (the scenario's values with the draws applied),
/// exactly as runMonteCarlo uses them; for tests and for showing a sample.
Scenario monteCarloSample(const Scenario& s, std::uint64_t seed, std::uint64_t index);

} // namespace runway
