#pragma once
// The tornado of MODEL.md §7: how far the runway moves when one uncertain parameter goes
// to its low or high end, every other parameter at its scenario value.

#include <vector>

#include "core/scenario/scenario.h"

namespace runway {

struct TornadoBar {
    ParamId param = ParamId::Conversion;
    double low = 0;          ///< the distribution's low (for a lognormal: its 5th percentile)
    double high = 0;         ///< the distribution's high (lognormal: 95th percentile)
    double runwayAtLow = 0;  ///< runway_months_capped with the parameter at `low`
    double runwayAtHigh = 0; ///< … at `high`
    double swing() const;    ///< |runwayAtHigh − runwayAtLow|
};

/// One bar per entry of s.uncertainty, sorted by swing, largest first; equal swings keep
/// ParamId order (a stable sort of the ParamId-ordered list).
std::vector<TornadoBar> tornado(const Scenario& s);

} // namespace runway
