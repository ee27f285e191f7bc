#pragma once
// The tornado of MODEL.md §7: how far the runway moves when one uncertain parameter goes
// to its low or high end, every other parameter at its scenario value.

#include <optional>
#include <vector>

#include "core/analysis/unrepresentable.h"
#include "core/scenario/scenario.h"

namespace runway {

struct TornadoBar {
    ParamId param = ParamId::Conversion;
    double low = 0;  ///< the distribution's low (for a lognormal: its 5th percentile)
    double high = 0; ///< the distribution's high (lognormal: 95th percentile)
    /// runway_months_capped with the parameter at `low`; none when that runway cannot be
    /// represented (the cash is not a finite number on its runway day: an overflow, not a runway).
    std::optional<double> runwayAtLow;
    std::optional<double> runwayAtHigh;  ///< … at `high`
    std::optional<double> swing() const; ///< |runwayAtHigh − runwayAtLow|, none without both
};

/// One bar per entry of s.uncertainty, sorted by swing, largest first; equal swings keep
/// ParamId order (a stable sort of the ParamId-ordered list); bars without a swing come last.
std::vector<TornadoBar> tornado(const Scenario& s);

/// The bars' ends without a runway: how many of the 2 × bars, and why the first (in the bars'
/// order, low before high) cannot be represented.
Unrepresentable tornadoUnrepresentableEnds(const Scenario& s, const std::vector<TornadoBar>& bars);

} // namespace runway
