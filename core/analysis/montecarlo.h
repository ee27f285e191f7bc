#pragma once
// Monte Carlo over a scenario's `uncertainty` (MODEL.md §6). A pure function: no progress
// callbacks and no shared state, so a window can run it on a worker thread and cancel it
// through RunControl::cancel.

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "core/analysis/parallel.h"
#include "core/analysis/unrepresentable.h"
#include "core/scenario/scenario.h"
#include "core/text/message.h"

namespace runway {

/// The percentiles the runway is reported at, in percent.
inline constexpr std::array<double, 7> kRunwayPercentiles{5, 10, 25, 50, 75, 90, 95};
/// The percentiles of each month's ending cash (the fan chart), in percent.
inline constexpr std::array<double, 5> kCashPercentiles{5, 25, 50, 75, 95};

struct MonteCarloOptions {
    int samples = 10000;    ///< S ≥ 1
    std::uint64_t seed = 1; ///< K
    RunControl control;
    /// metric_percentiles (every metric of every sample): on by default, as MODEL.md §6 reports
    /// them; a caller that reads only the runway and the fan (a claim's odds) may save the time.
    bool metricIntervals = true;
};

/// The fan chart's row for month m: percentiles of cash_end_usd = cash(30m + 29).
struct MonthCashPercentiles {
    int month = 0;
    std::array<double, kCashPercentiles.size()> cash{}; ///< at 5, 25, 50, 75, 95 %
};

/// One metric's interval over the samples (MODEL.md 2.1 §6, metric_percentiles): the 5th, 50th and
/// 95th percentiles over the `n` samples in which it is a number (null when n = 0).
struct MetricInterval {
    std::string_view key; ///< flattened MODEL.md §5 key ("day0.net_burn_usd")
    std::optional<double> p5, p50, p95;
    int n = 0;
};

/// The key figures whose 90 % interval the report and `montecarlo`'s text show beside the odds, in
/// the report's order: runway, cash on hand, net burn, the free tier's cost, capex, LTV/CAC, the
/// programme's break-even conversion, serving cost.
inline constexpr std::string_view kKeyFigureKeys[] = {
    "runway_months_capped", "cash_start_usd", "first_month_net_burn_usd",          "day0.free_tier_cost_usd",
    "capex_total_usd",      "ltv_to_cac",     "program_break_even_conversion_pct", "serving_cost_usd_per_mtok",
};

/// The metrics metric_percentiles covers: every numeric metric of MODEL.md §5 (modeljson's
/// flatMetricKeys()) but runway_days and runway_months, which runway_months_capped stands for; for a
/// model-3 scenario (`model3`) also MODEL3.md §5's (flatModel3MetricKeys()) but the free tier's
/// incremental cash cost (day0.free_tier_incremental_cash_usd, total_free_tier_incremental_cash_usd),
/// which needs a second run per sample and is given for the scenario itself (MODEL3.md §6).
const std::vector<std::string_view>& intervalMetricKeys(bool model3 = false);

/// Whether "needs new money" can differ from "out of cash" for `s` (MODEL3.md §4d, §6): a funding event
/// with 0 < probability_pct < 100, or a credit line (a positive credit_line_usd, or one its range can
/// draw). Otherwise the own-cash run is the cash run and the two odds are equal.
bool needsMoneyDiffers(const Scenario& s);

struct MonteCarloResult {
    int samples = 0;
    std::uint64_t seed = 0;
    std::array<double, kRunwayPercentiles.size()> runwayMonths{}; ///< runway_months_capped at 5 … 95 %
    double pCashOut12m = 0;                                       ///< share of samples with runway_days < 360
    double pCashOut24m = 0;                                       ///< share with runway_days < 720
    double pCashOutHorizon = 0;                                   ///< share whose cash goes below zero within the horizon
    std::vector<MonthCashPercentiles> monthlyCash;                ///< one row per month of the horizon
    /// Model 3 (MODEL3.md §6), for a scenario read as model 3 only (`model3`): the same odds from the
    /// own-cash run (only the events at 100 %, no credit line), "needs new money" beside "out of cash",
    /// and its fan of own_cash_end_usd; 0 and empty for a model-1 or model-2 scenario.
    bool model3 = false;
    double pNeedsMoney12m = 0;                        ///< share of samples with own_cash_runway_days < 360
    double pNeedsMoney24m = 0;                        ///< … < 720
    double pNeedsMoneyHorizon = 0;                    ///< share whose own cash goes below zero within the horizon
    std::vector<MonthCashPercentiles> monthlyOwnCash; ///< own_cash_end_usd's percentiles, one row per month
    std::vector<MetricInterval> metricPercentiles;    ///< intervalMetricKeys()'s order
    double baseRunwayMonths = 0;                      ///< the scenario's own runway_months_capped
    /// MODEL.md 2.1 §6's notes, in its order: each uncertain key whose value lies outside its own
    /// range, then the base case's runway outside the odds' P5 … P95.
    Messages notes;
    /// The samples that cannot be represented (their cash or one of their metrics is not a finite
    /// number): left out of every figure above, which covers the other samples; when none is left,
    /// every percentile and share is NaN and monthlyCash and metricPercentiles are empty.
    Unrepresentable unrepresentable;
    /// The samples the figures cover: samples − unrepresentable.count.
    int representedSamples() const { return samples - unrepresentable.count; }
    /// The interval of `key`, or nullptr.
    const MetricInterval* interval(std::string_view key) const;
};

/// Runs S samples: sample i draws, from its own stream sampleStream(K, i), one uniform per
/// entry of s.uncertainty in ParamId order, turns each into a value by the entry's inverse
/// CDF, clamps it to the hard limits, then (MODEL3.md §6) one uniform U per funding event with
/// 0 < probability_pct < 100, in list order (the event happens iff U < probability_pct / 100; none for
/// events at 0 or 100, so a scenario without such events samples as model 2 did), and runs the daily
/// model (the runway, every month's cash and every metric; model 3: the own-cash run too, in which a
/// drawn event does not count). A sample whose cash at some month's end, or one of whose metrics, is not a
/// finite number is counted in `unrepresentable` and left out of every figure. Identical output
/// for any thread count. Percentiles are type 7 (see percentile.h). Empty when cancelled.
std::optional<MonteCarloResult> runMonteCarlo(const Scenario& s, const MonteCarloOptions& options);

/// The parameter values of sample `index` (the scenario's values with the draws applied),
/// exactly as runMonteCarlo uses them; for tests and for showing a sample. A drawn funding event is
/// written with the probability that gives the sample's meaning under MODEL3.md §4d's rules: 99 when it
/// happened (counted by the cash run, not by own cash), 0 when it did not.
Scenario monteCarloSample(const Scenario& s, std::uint64_t seed, std::uint64_t index);

} // namespace runway
