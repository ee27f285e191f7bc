#pragma once
// What the Monte Carlo suites share (test_montecarlo, test_odds, test_odds3): one run that must finish,
// and the type-7 percentile by a full sort, written out apart from the library's selection.

#include <QtGlobal>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

#include "core/analysis/montecarlo.h"

namespace runway::test {

inline MonteCarloResult runOdds(const Scenario& s, int samples = 10000, std::uint64_t seed = 1, bool intervals = true)
{
    MonteCarloOptions o;
    o.samples = samples;
    o.seed = seed;
    o.metricIntervals = intervals;
    auto r = runMonteCarlo(s, o);
    if (!r)
        qFatal("Monte Carlo cancelled");
    return *r;
}

inline double sortedPercentile(std::vector<double> v, double p)
{
    std::sort(v.begin(), v.end());
    const double h = static_cast<double>(v.size() - 1) * p / 100.0;
    const auto j = static_cast<std::size_t>(std::floor(h));
    return j + 1 < v.size() ? v[j] + (h - static_cast<double>(j)) * (v[j + 1] - v[j]) : v[j];
}

} // namespace runway::test
