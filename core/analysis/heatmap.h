#pragma once
// The what-if map of MODEL.md §8: one measure over a price × conversion grid, all else equal.

#include <cmath>
#include <optional>
#include <string_view>
#include <vector>

#include "core/analysis/parallel.h"
#include "core/analysis/unrepresentable.h"
#include "core/scenario/scenario.h"

namespace runway {

enum class HeatmapMeasure {
    Contribution, ///< program_contribution_usd_per_day (the default view; its zero line is the break-even curve)
    Runway,       ///< runway_months_capped
};

/// "contribution" or "runway" (the CLI's --measure and the JSON's "measure").
std::string_view measureName(HeatmapMeasure m);
std::optional<HeatmapMeasure> measureFromName(std::string_view name);

struct HeatmapOptions {
    HeatmapMeasure measure = HeatmapMeasure::Contribution;
    int prices = 61;        ///< ≥ 2, log-spaced from minPrice to maxPrice, both ends included
    int conversions = 41;   ///< ≥ 2, evenly spaced from 0 to maxConversionPct, both ends included
    double minPrice = 0.03; ///< $ per 1M tokens (the price slider's range)
    double maxPrice = 1.0;
    double maxConversionPct = 20.0;
    RunControl control;
};

struct Heatmap {
    HeatmapMeasure measure = HeatmapMeasure::Contribution;
    std::vector<double> prices;         ///< minPrice × (maxPrice/minPrice)^(i/(n−1)); the ends exact
    std::vector<double> conversionsPct; ///< maxConversionPct × j/(m−1)
    std::vector<double> values;         ///< row j (conversion) × column i (price), row-major; NaN: a cell that cannot be represented
    /// The cells whose measure is not a finite number (contribution), or whose cash is not one on
    /// its runway day (runway): NaN in `values`, never a number; `why` names the first (row-major).
    Unrepresentable unrepresentable;
    double at(std::size_t conversion, std::size_t price) const { return values[conversion * prices.size() + price]; }
    bool representable(std::size_t conversion, std::size_t price) const { return !std::isnan(at(conversion, price)); }
};

/// The grid of `options` (prices and conversions only).
Heatmap heatmapGrid(const HeatmapOptions& options);

/// Every cell equals computeMetrics() of s with that price and conversion, or is NaN and counted in
/// `unrepresentable` when that is not a finite number. Empty when cancelled.
std::optional<Heatmap> computeHeatmap(const Scenario& s, const HeatmapOptions& options);

} // namespace runway
