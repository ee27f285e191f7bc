#include "core/model/runwayeffect.h"

#include <cmath>
#include <optional>

namespace runway {
namespace {

Quantity months(double v)
{
    return {v, Unit::Months, Style::Decimal, 1};
}

/// "17.5 months", or "36+ months" when the cash lasts the horizon.
Message runwayText(const std::optional<double>& runwayMonths, int horizonMonths)
{
    if (runwayMonths)
        return Message(RW_MSG("RunwayEffect", "%1 months")).arg(months(*runwayMonths));
    return Message(RW_MSG("RunwayEffect", "%1+ months")).arg(qty::whole(horizonMonths));
}

} // namespace

Message runwayEffect(const Scenario& before, const Metrics& a, const Scenario& after, const Metrics& b)
{
    const Message from = runwayText(a.runwayMonths, before.horizonMonths());
    const Message to = runwayText(b.runwayMonths, after.horizonMonths());
    if (!a.runwayMonths || !b.runwayMonths)
        return Message(RW_MSG("RunwayEffect", "runway %1 → %2")).arg(from).arg(to);
    const double delta = *b.runwayMonths - *a.runwayMonths;
    if (delta == 0)
        return Message(RW_MSG("RunwayEffect", "runway %1 → %2 (unchanged)")).arg(from).arg(to);
    const Message change = Message(RW_MSG("RunwayEffect", "%1 months")).arg(months(std::fabs(delta)));
    return Message(delta > 0 ? RW_MSG("RunwayEffect", "runway %1 → %2 (+%3)") : RW_MSG("RunwayEffect", "runway %1 → %2 (−%3)")).arg(from).arg(to).arg(change);
}

Message runwayEffect(const Scenario& before, const Scenario& after)
{
    return runwayEffect(before, computeMetrics(before), after, computeMetrics(after));
}

} // namespace runway
