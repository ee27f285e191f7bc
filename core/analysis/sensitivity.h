#pragma once
// The tornado of MODEL.md §7: how far the runway moves when one uncertain parameter goes
// to its low or high end, every other parameter at its scenario value.

#include <optional>
#include <vector>

#include "core/analysis/unrepresentable.h"
#include "core/scenario/scenario.h"
#include "core/text/message.h"

namespace runway {

struct TornadoBar {
    ParamId param = ParamId::Conversion; ///< unused for a funding event's bar
    double low = 0;                      ///< the distribution's low (for a lognormal: its 5th percentile); a funding bar: $0
    double high = 0;                     ///< the distribution's high (lognormal: 95th percentile); a funding bar: the event's amount_usd
    /// runway_months_capped with the parameter at `low`; none when that runway cannot be
    /// represented (the cash is not a finite number on its runway day: an overflow, not a runway).
    std::optional<double> runwayAtLow;
    std::optional<double> runwayAtHigh; ///< … at `high`
    /// A funding event's bar (MODEL3.md §7): the event's index in the scenario's `funding`. Its low end
    /// is the runway without the event, its high end the runway with it (counted by the cash run).
    std::optional<std::size_t> fundingEvent;
    Message fundingName;                 ///< a funding bar's name: fundingBarName() of the event; empty otherwise
    std::optional<double> swing() const; ///< |runwayAtHigh − runwayAtLow|, none without both
};

/// One bar per entry of s.uncertainty, then (MODEL3.md §7) one per funding event with
/// 0 < probability_pct < 100 in list order, every other input at the scenario's value; sorted by swing,
/// largest first; equal swings keep that order (a stable sort); bars without a swing come last.
std::vector<TornadoBar> tornado(const Scenario& s);

/// A funding event's name on its bar: its `label`, or "funding, month m" when it has none.
Message fundingBarName(const FundingEvent& event);

/// The bars' ends without a runway: how many of the 2 × bars, and why the first (in the bars'
/// order, low before high) cannot be represented.
Unrepresentable tornadoUnrepresentableEnds(const Scenario& s, const std::vector<TornadoBar>& bars);

} // namespace runway
