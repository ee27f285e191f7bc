#include "core/analysis/unrepresentable.h"

#include <memory>

#include "core/model/modeljson.h"

namespace runway {

namespace {

MessageArg nested(const Message& m)
{
    return Nested{std::make_shared<const Message>(m)};
}

} // namespace

Message overflowWhy(const Metrics& m)
{
    const std::string key = firstNonFiniteMetric(m);
    if (key.empty())
        return RW_MSG("Analysis", "the model's cash is too large to be represented (not a finite number)");
    return {RW_MSG("Analysis", "the model's %1 is too large to be represented (not a finite number)"), {MetricArg{key}}};
}

Quantity exactValue(ParamId id, double v)
{
    return {v, spec(id).unit, Style::Exact, 3};
}

Message monteCarloUnrepresentable(const Unrepresentable& u)
{
    if (u.count >= u.total)
        return {RW_MSG("Analysis", "none of the %1 samples can be represented (%2): there are no odds to give; narrow the ranges"),
                {qty::whole(u.total), nested(u.why)}};
    return {RW_MSG("Analysis", "%1 of %2 samples cannot be represented and are left out: every figure is over the other %3 (%4)"),
            {qty::whole(u.count), qty::whole(u.total), qty::whole(u.total - u.count), nested(u.why)}};
}

Message heatmapUnrepresentable(const Unrepresentable& u)
{
    return {RW_MSG("Analysis", "%1 of %2 cells cannot be represented and are left empty (%3)"), {qty::whole(u.count), qty::whole(u.total), nested(u.why)}};
}

Message tornadoUnrepresentable(const Unrepresentable& u)
{
    return {RW_MSG("Analysis", "%1 of %2 runways cannot be represented and are not shown (%3)"), {qty::whole(u.count), qty::whole(u.total), nested(u.why)}};
}

} // namespace runway
