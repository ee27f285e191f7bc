#pragma once
// The contour of the what-if map (MODEL.md §8): along each price column, where the map's
// measure first crosses a level (0 for the contribution: the programme break-even curve, c = 100 × SC / P
// only at elasticity 0 and the reference mix; a target runway for the runway measure).

#include <vector>

#include "core/analysis/heatmap.h"

namespace runway {

/// For each price column i of `map` (aligned with map.prices): the lowest conversion (%) at
/// which the measure crosses `level`, scanning the rows upwards. Between two rows whose values
/// lie on either side of `level`, or when the upper one equals it, the conversion is linearly
/// interpolated; a row exactly at `level` is itself the answer. NaN where the column never
/// crosses `level` (it stays above or below it), and for a map with fewer than two conversions.
std::vector<double> heatmapContour(const Heatmap& map, double level);

} // namespace runway
