#pragma once
// Goal seek (MODEL.md §8): the value of one parameter at which runway_months_capped
// reaches a target, by bisection, or the reason there is none.

#include <optional>
#include <string>
#include <utility>

#include "core/scenario/scenario.h"
#include "core/scenario/scenariopatch.h"
#include "core/text/message.h"

namespace runway {

enum class GoalSeekRange {
    Limits, ///< the parameter's hard limits ("> 0" starts at lowestAllowed(): 2.2e-308)
    Slider, ///< the UI slider's range (free_tier_months: up to the horizon); the hard limits for a key without a slider
};

struct GoalSeekOptions {
    GoalSeekRange range = GoalSeekRange::Limits;
    double relativeTolerance = 1e-6;
};

struct GoalSeekResult {
    ParamId param = ParamId::Conversion;
    double targetRunwayMonths = 0;
    double rangeLow = 0, rangeHigh = 0;       ///< the interval searched
    double runwayAtLow = 0, runwayAtHigh = 0; ///< runway_months_capped at its ends
    std::optional<double> value;              ///< empty when the ends do not bracket the target
    Message reason;                           ///< why there is no value; empty when there is one
    int evaluations = 0;                      ///< model runs used
};

/// Whether goal seek accepts `id`: the numeric parameters that may be uncertain (not the horizon).
bool canGoalSeek(ParamId id);

/// The interval goal seek searches for `id` in scenario `s` under `range`.
std::pair<double, double> goalSeekRange(const Scenario& s, ParamId id, GoalSeekRange range);

/// Bisection on "runway_months_capped ≥ T" between the range's ends (which must differ in
/// it) until the bracket is narrower than relativeTolerance × the larger |end|, or no double
/// lies between the ends. Returns the end of the final bracket on the side where the runway
/// reaches T, so re-running the model there gives a runway ≥ T, and a value one tolerance
/// further gives < T. A serving cost is set as a direct value (the derivation is turned off);
/// in "owned" capacity mode, where it must be derived (MODEL.md §1), there is no value, with a reason.
/// Every numeric model-3 key is searched between its hard limits (MODEL3.md §8) in a model-3 scenario;
/// in a model-1 or model-2 one, where such a key stays neutral, there is no value, with a reason. A funding
/// event's amount and probability are no parameters and so no targets.
GoalSeekResult goalSeek(const Scenario& s, ParamId id, double targetRunwayMonths, const GoalSeekOptions& options = {});

/// The answer as an edit: the parameter set to the value found (a direct value for an optional
/// key), applied like any edit, so its uncertainty range follows it (MODEL.md 2.1 §6). Empty when
/// there is no value.
ScenarioPatch answerPatch(const GoalSeekResult& r);

} // namespace runway
