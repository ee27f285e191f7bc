#include "core/analysis/goalseek.h"

#include <algorithm>
#include <cmath>
#include <tuple>

#include "core/analysis/cashpath.h"
#include "core/analysis/distributions.h"
#include "core/scenario/numberformat.h"

namespace runway {

bool canGoalSeek(ParamId id)
{
    return isNumeric(id) && spec(id).canBeUncertain;
}

std::pair<double, double> goalSeekRange(const Scenario& s, ParamId id, GoalSeekRange range)
{
    const ParamSpec& p = spec(id);
    const double lo = lowestAllowed(p);
    const double hi = highestAllowed(p, s.horizonMonths());
    // A parameter without a slider (cash_usd and the other spin boxes: slider range 0 … 0)
    // is searched between its hard limits.
    if (range == GoalSeekRange::Limits || !(p.sliderMax > p.sliderMin))
        return {lo, hi};
    return {std::clamp(p.sliderMin, lo, hi), std::clamp(p.sliderMax, lo, hi)};
}

GoalSeekResult goalSeek(const Scenario& s, ParamId id, double target, const GoalSeekOptions& options)
{
    GoalSeekResult r;
    r.param = id;
    r.targetRunwayMonths = target;
    std::tie(r.rangeLow, r.rangeHigh) = goalSeekRange(s, id, options.range);
    if (id == ParamId::ServingCost && s.owned()) {
        // MODEL.md §1: an owned fleet derives its serving cost; a direct value is not allowed there
        // (and the cash runway counts the accelerators, not the serving cost).
        r.reason = "serving_cost_usd_per_mtok is derived from the accelerators while capacity_mode is \"owned\"; set capacity_mode to "
                   "\"per_token\" to solve for it, or solve for an accelerator input such as tokens_per_chip_per_day";
        return r;
    }
    const CashPathKernel kernel(s);
    Scenario probe = s;
    auto runwayAt = [&](double v) {
        ++r.evaluations;
        setParameter(probe, id, v);
        return kernel.runwayMonthsCapped(probe);
    };
    r.runwayAtLow = runwayAt(r.rangeLow);
    r.runwayAtHigh = runwayAt(r.rangeHigh);
    const bool reachedLow = r.runwayAtLow >= target;
    const bool reachedHigh = r.runwayAtHigh >= target;
    const std::string key(spec(id).key);
    if (reachedLow == reachedHigh) {
        r.reason = "the runway is " + formatShort(r.runwayAtLow, 4) + " months at " + key + " = " + formatShort(r.rangeLow, 4) + " and " +
                   formatShort(r.runwayAtHigh, 4) + " months at " + formatShort(r.rangeHigh, 4) + ": both " + (reachedLow ? "reach" : "fall short of") +
                   " the target " + formatShort(target, 4) + " months, so the ends do not bracket it";
        if (!reachedLow && target > s.horizonMonths())
            r.reason += " (the runway is capped at horizon_months, " + std::to_string(s.horizonMonths()) + ")";
        return r;
    }
    // Invariant: runway(a) ≥ T is reachedLow and runway(b) ≥ T is reachedHigh, and they differ.
    double a = r.rangeLow, b = r.rangeHigh;
    for (int i = 0; i < 2200; ++i) { // 2200 halvings exhaust any double interval
        if (b - a <= options.relativeTolerance * std::max(std::fabs(a), std::fabs(b)))
            break;
        const double mid = a + (b - a) / 2;
        if (mid <= a || mid >= b)
            break;
        (runwayAt(mid) >= target) == reachedLow ? a = mid : b = mid;
    }
    r.value = reachedLow ? a : b;
    return r;
}

ScenarioPatch answerPatch(const GoalSeekResult& r)
{
    ScenarioPatch patch;
    if (r.value)
        patch.set(r.param, *r.value);
    return patch;
}

} // namespace runway
