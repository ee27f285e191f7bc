#pragma once
// Sample percentiles. MODEL.md does not fix a definition; Token Runway uses linear
// interpolation between order statistics (Hyndman & Fan type 7, numpy's and R's default):
// for n sorted values x₀ ≤ … ≤ xₙ₋₁ and p in [0, 100], h = (n − 1)·p/100 and
// P(p) = x⌊h⌋ + (h − ⌊h⌋)·(x⌊h⌋₊₁ − x⌊h⌋).

#include <span>

namespace runway {

/// The type-7 percentiles `ps` (ascending, in percent) of `values`, written to `out`
/// (same length as `ps`, at most 16). Reorders `values` (selection, not a full sort). NaN for no values.
void percentiles(std::span<double> values, std::span<const double> ps, std::span<double> out);

} // namespace runway
