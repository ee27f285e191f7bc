#include "core/analysis/goalseek.h"

#include <algorithm>
#include <cmath>
#include <tuple>

#include "core/analysis/cashpath.h"
#include "core/analysis/distributions.h"
#include "core/text/message.h"

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
        r.reason = Message(RW_MSG("GoalSeek", "%1 is derived from the accelerators while %2 is \"owned\"; set %2 to \"per_token\" to solve "
                                              "for it, or solve for an accelerator input such as %3"))
                       .arg(ParamId::ServingCost)
                       .arg(ParamId::CapacityMode)
                       .arg(ParamId::TokensPerChip);
        return r;
    }
    if (isModel3Key(id) && s.model < 3) {
        // MODEL3.md §0: a model-1 or model-2 scenario holds the model-3 keys at their neutral values; an
        // answer there would be a model-3 value its document refuses.
        r.reason = Message(RW_MSG("GoalSeek", "%1 is a model-3 key and this scenario is read as model %2; upgrade it to model 3 to solve for it"))
                       .arg(id)
                       .arg(qty::whole(s.model, Unit::None));
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
    if (reachedLow == reachedHigh) {
        // The figures as the CLI has always written them: four significant digits, no unit symbol.
        const auto figure = [](double v) { return Quantity{v, Unit::None, Style::Short, 4}; };
        const MessageKey bothReach = RW_MSG("GoalSeek", "the runway is %1 months at %2 = %3 and %4 months at %5: both reach the target %6 "
                                                        "months, so the ends do not bracket it");
        const MessageKey bothShort = RW_MSG("GoalSeek", "the runway is %1 months at %2 = %3 and %4 months at %5: both fall short of the "
                                                        "target %6 months, so the ends do not bracket it");
        r.reason = Message(reachedLow ? bothReach : bothShort)
                       .arg(figure(r.runwayAtLow))
                       .arg(id)
                       .arg(figure(r.rangeLow))
                       .arg(figure(r.runwayAtHigh))
                       .arg(figure(r.rangeHigh))
                       .arg(figure(target));
        if (!reachedLow && target > s.horizonMonths())
            r.reason =
                Message(RW_MSG("GoalSeek", "%1 (the runway is capped at horizon_months, %2)")).arg(r.reason).arg(qty::whole(s.horizonMonths(), Unit::None));
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
