#pragma once
// The names and units of MODEL.md §5's metrics as a reader meets them: a message's MetricArg, the
// Monte Carlo's intervals and the KPI cards name a metric by its key; the window shows this name.

#include <string_view>

#include "core/text/message.h"

namespace runway {

/// A metric's name ("break-even conversion") and its unit, by key ("break_even_conversion_pct";
/// the day-0 and per-type objects flattened: "day0.net_burn_usd", "type_prices_usd_per_mtok.output").
struct MetricName {
    std::string_view key;
    MessageKey name;
    Unit unit = Unit::None;
};

/// The metric named `key`, or nullptr when the key names no metric.
const MetricName* findMetricName(std::string_view key);

} // namespace runway
