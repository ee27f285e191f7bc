#pragma once
// Analyses' inputs that cannot be represented. A scenario the reader accepts keeps every metric
// finite, but an analysis moves its values: a Monte Carlo sample, a cell of the what-if map or the
// end of a tornado bar may overflow a double (a price of 1e-300 with an elasticity of −5 buys
// infinitely many tokens). Such a sample, cell or end is never read as a number: it is counted,
// left out of every figure, and the first one says why.

#include "core/model/model.h"
#include "core/text/message.h"

namespace runway {

/// How many of an analysis's samples, cells or bar ends cannot be represented, and why.
struct Unrepresentable {
    int count = 0; ///< how many cannot be represented
    int total = 0; ///< out of how many
    Message why;   ///< the first one: where it is and which of the model's numbers is not finite
    bool any() const { return count > 0; }
};

/// "the model's %1 is too large to be represented (not a finite number)", naming the first metric of
/// `m` that is not finite (firstNonFiniteMetric); "the model's cash …" when every metric is finite
/// (only the cash path left the doubles).
Message overflowWhy(const Metrics& m);

/// A value of `id` that caused an overflow, written exactly ($1e-300, not "$0.00"): such values lie
/// far outside the usual precision of their unit.
Quantity exactValue(ParamId id, double v);

/// The sentence each front end prints: "%1 of %2 samples cannot be represented and are left out …"
/// (the Monte Carlo), "… cells … are left empty" (the map), "… runways … are not shown" (the tornado).
Message monteCarloUnrepresentable(const Unrepresentable& u);
Message heatmapUnrepresentable(const Unrepresentable& u);
Message tornadoUnrepresentable(const Unrepresentable& u);

} // namespace runway
