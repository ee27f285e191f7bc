#include "core/analysis/distributions.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/analysis/rng.h"

namespace runway {

double lowestAllowed(const ParamSpec& spec)
{
    if (!spec.minExclusive)
        return spec.min;
    return spec.min == 0 ? std::numeric_limits<double>::min() : std::nextafter(spec.min, std::numeric_limits<double>::infinity());
}

double highestAllowed(const ParamSpec& spec, int horizonMonths)
{
    return spec.maxIsHorizon ? static_cast<double>(horizonMonths) : spec.max;
}

ResolvedDistribution resolve(const Distribution& d, const Scenario& s)
{
    ResolvedDistribution r;
    r.param = d.param;
    r.kind = d.kind;
    r.low = d.low;
    r.high = d.high;
    // A window may move the scenario's value outside low … high after the file was read;
    // the mode then sits at the nearer end rather than making the density meaningless.
    r.mode = std::clamp(d.mode.value_or(s[d.param]), std::min(d.low, d.high), std::max(d.low, d.high));
    if (d.kind == DistKind::Lognormal && d.low > 0 && d.high > 0) {
        const double la = std::log(d.low);
        const double lb = std::log(d.high);
        r.mu = (la + lb) / 2.0;
        r.sigma = (lb - la) / (2.0 * kLognormalZ95);
    }
    const ParamSpec& p = spec(d.param);
    r.clampLow = lowestAllowed(p);
    r.clampHigh = highestAllowed(p, s.horizonMonths());
    return r;
}

double quantile(const ResolvedDistribution& d, double u)
{
    const double a = d.low, b = d.high, m = d.mode;
    switch (d.kind) {
    case DistKind::Uniform: return a + (b - a) * u;
    case DistKind::Triangular: {
        if (!(b > a))
            return a;
        const double width = b - a;
        if (u * width < m - a) // u < F(m) = (m − a)/(b − a), without the division
            return a + std::sqrt(u * width * (m - a));
        return b - std::sqrt((1.0 - u) * width * (b - m));
    }
    case DistKind::Lognormal: return std::exp(d.mu + d.sigma * inverseNormalCdf(u));
    }
    return a;
}

double density(const ResolvedDistribution& d, double x)
{
    const double a = d.low, b = d.high, m = d.mode;
    switch (d.kind) {
    case DistKind::Uniform: return b > a && x >= a && x <= b ? 1.0 / (b - a) : 0.0;
    case DistKind::Triangular:
        if (!(b > a) || x < a || x > b)
            return 0.0;
        if (x < m)
            return 2.0 * (x - a) / ((b - a) * (m - a));
        if (x > m)
            return 2.0 * (b - x) / ((b - a) * (b - m));
        return 2.0 / (b - a); // at the mode (also when it sits at an end)
    case DistKind::Lognormal: {
        if (!(x > 0) || !(d.sigma > 0))
            return 0.0;
        const double z = (std::log(x) - d.mu) / d.sigma;
        constexpr double kSqrt2Pi = 2.5066282746310002;
        return std::exp(-0.5 * z * z) / (x * d.sigma * kSqrt2Pi);
    }
    }
    return 0.0;
}

double sample(const ResolvedDistribution& d, double u)
{
    return std::clamp(quantile(d, u), d.clampLow, d.clampHigh);
}

void setParameter(Scenario& s, ParamId id, double v)
{
    s.set(id, v);
}

} // namespace runway
