#pragma once
// The model's results as JSON (keys spelled as in MODEL.md §5) and as the monthly CSV.

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/model/model.h"
#include "core/scenario/jsonfwd.h"
#include "core/scenario/scenariojson.h"

namespace runway {

/// Every §5 metric, in MODEL.md's order; null where MODEL.md says null; then `infeasible`,
/// `warnings` and `null_reasons` (key → the sentence saying why that metric is null).
Json metricsToJson(const Metrics& m);
/// One §5 "day0" object (or a month's sums) with MODEL.md's key names.
Json flowsToJson(const DayFlows& f);
/// A metric or a day-0 value by its MODEL.md key ("runway_months", "day0.net_burn_usd");
/// nullopt for an unknown key or a null metric. Used by the claims audit.
std::optional<double> metricByKey(const Metrics& m, std::string_view key);
/// Whether `key` names a metric that metricByKey knows.
bool isMetricKey(std::string_view key);
/// Every numeric metric of MODEL.md §5 in metricsToJson's order, the day-0 and per-type objects
/// flattened ("day0.net_burn_usd", "type_prices_usd_per_mtok.output"); cash_out_date, `infeasible`
/// and the lists are not numbers.
const std::vector<std::string_view>& flatMetricKeys();
/// The values of flatMetricKeys() for `m`, in that order, into `out` (at least as long); NaN for a
/// null. No strings and no allocation: the Monte Carlo calls it for every sample.
void flatMetricValues(const Metrics& m, std::span<double> out);
/// The key of the first metric of `m` in flatMetricKeys()'s order that is not a finite number where
/// MODEL.md has a number (±inf or NaN: an overflow, never a null), or "" when every one is finite.
std::string firstNonFiniteMetric(const Metrics& m);
/// MODEL3.md §5's numeric additions for a model-3 scenario, flattened as flatMetricKeys(): the day-0
/// keys model 3 adds ("day0.training_compute_usd"), then its scalar metrics, in metricsToJson's order.
const std::vector<std::string_view>& flatModel3MetricKeys();
/// The values of flatModel3MetricKeys() for `m` into `out` (at least as long); NaN for a null, and
/// NaN throughout when `m` holds no model-3 metrics. No allocation.
void flatModel3MetricValues(const Metrics& m, std::span<double> out);

/// The CSV header of --monthly-csv and the window's CSV export.
/// The CSV header line (without its newline): month, date, the day-0 keys in flowsToJson's order,
/// chips_bought, fleet_end, cash_end_usd.
std::string monthlyCsvHeader();
/// Header plus one row per month; `date` is the month's first day, numbers round-trip exactly.
std::string monthlyCsv(const Scenario& s, const SimulationResult& r);

} // namespace runway
