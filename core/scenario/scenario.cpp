#include "core/scenario/scenario.h"

#include <algorithm>
#include <cmath>

namespace runway {

std::vector<Distribution> defaultUncertainty()
{
    using enum ParamId;
    return {
        {Growth, DistKind::Uniform, -5, 15, std::nullopt},
        {Conversion, DistKind::Triangular, 1, 5, 3.0},
        {TokensPerChip, DistKind::Lognormal, 1e8, 8e8, std::nullopt},
        {FixedOpex, DistKind::Triangular, 32e6, 55e6, 40e6},
    };
}

Scenario::Scenario()
{
    for (const auto& s : parameters())
        if (isNumeric(s.id))
            values[index(s.id)] = std::isnan(s.defaultValue) ? 0.0 : s.defaultValue;
    uncertainty = defaultUncertainty();
}

const Distribution* Scenario::distribution(ParamId id) const
{
    auto it = std::find_if(uncertainty.begin(), uncertainty.end(), [id](const Distribution& d) { return d.param == id; });
    return it == uncertainty.end() ? nullptr : &*it;
}

void Scenario::setDistribution(const Distribution& d)
{
    removeDistribution(d.param);
    auto pos = std::lower_bound(uncertainty.begin(), uncertainty.end(), d.param, [](const Distribution& a, ParamId id) { return index(a.param) < index(id); });
    uncertainty.insert(pos, d);
}

void Scenario::removeDistribution(ParamId id)
{
    std::erase_if(uncertainty, [id](const Distribution& d) { return d.param == id; });
}

} // namespace runway
