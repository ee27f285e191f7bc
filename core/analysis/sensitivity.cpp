#include "core/analysis/sensitivity.h"

#include <algorithm>
#include <cmath>

#include "core/analysis/cashpath.h"
#include "core/analysis/distributions.h"

namespace runway {

double TornadoBar::swing() const
{
    return std::fabs(runwayAtHigh - runwayAtLow);
}

std::vector<TornadoBar> tornado(const Scenario& s)
{
    const CashPathKernel kernel(s);
    std::vector<Distribution> dists = s.uncertainty;
    std::stable_sort(dists.begin(), dists.end(), [](const Distribution& a, const Distribution& b) { return index(a.param) < index(b.param); });
    std::vector<TornadoBar> bars;
    bars.reserve(dists.size());
    Scenario probe = s;
    for (const auto& d : dists) {
        TornadoBar bar{d.param, d.low, d.high, 0, 0};
        setParameter(probe, d.param, d.low);
        bar.runwayAtLow = kernel.runwayMonthsCapped(probe);
        setParameter(probe, d.param, d.high);
        bar.runwayAtHigh = kernel.runwayMonthsCapped(probe);
        // Back to the scenario's value (and null state): derived quantities derive again.
        probe[d.param] = s[d.param];
        probe.setNull(d.param, s.isNull(d.param));
        bars.push_back(bar);
    }
    std::stable_sort(bars.begin(), bars.end(), [](const TornadoBar& a, const TornadoBar& b) { return a.swing() > b.swing(); });
    return bars;
}

} // namespace runway
