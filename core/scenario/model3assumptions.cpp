#include "core/scenario/model3assumptions.h"

#include <cmath>

namespace runway {

namespace {

/// Whether `id` holds MODEL3.md §0's neutral value in `s` (a null one for a NaN neutral).
bool atNeutral(const Scenario& s, ParamId id)
{
    const double neutral = neutralValue(id);
    if (std::isnan(neutral))
        return s.isNull(id);
    return !s.isNull(id) && s[id] == neutral;
}

} // namespace

Scenario withModel3Assumptions(const Scenario& s)
{
    if (s.model == 3)
        return s;
    Scenario out = s.model == 1 ? s.withModel2Assumptions() : s;
    const Scenario three = Scenario::model3Defaults();
    out.model = 3;
    std::vector<ParamId> tookDefault;
    for (const ParamSpec& p : model3Parameters()) {
        if (!atNeutral(s, p.id))
            continue; // the user set it: it keeps its value
        if (p.id == ParamId::FlowsMeasuredOn && !three.isNull(p.id) && three[p.id] > static_cast<double>(s.startDate.toDays()))
            continue; // the measured date would lie after the start: the levels stay the start date's
        out.values[index(p.id)] = three.values[index(p.id)];
        out.setNull(p.id, three.isNull(p.id));
        tookDefault.push_back(p.id);
    }
    for (const Distribution& d : defaultUncertainty(3)) {
        if (!isModel3Key(d.param) || out.distribution(d.param))
            continue;
        for (ParamId id : tookDefault)
            if (id == d.param)
                out.setDistribution(d);
    }
    return out;
}

} // namespace runway
