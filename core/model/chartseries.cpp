#include "core/model/chartseries.h"

#include <algorithm>
#include <cmath>

#include "core/model/model.h"

namespace runway {

ProgrammeCurve programmeCurve(const Scenario& s, int points)
{
    ProgrammeCurve curve;
    const double conversion = s[ParamId::Conversion];
    curve.maxConversionPct = conversion > 20 ? std::min(100.0, std::ceil(conversion / 5) * 5) : 20.0;
    const auto n = static_cast<std::size_t>(std::max(points, 2));
    curve.stepPct = curve.maxConversionPct / static_cast<double>(n - 1);
    curve.conversionsPct.resize(n);
    curve.contributionUsdPerDay.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        curve.conversionsPct[i] = curve.stepPct * static_cast<double>(i);
        curve.contributionUsdPerDay[i] = programContributionAt(s, curve.conversionsPct[i]);
    }
    return curve;
}

ArticlesView articlesView(const Scenario& s)
{
    ArticlesView view;
    view.cash = listValueCashPath(s);
    const auto crossing = std::find_if(view.cash.begin(), view.cash.end(), [](double v) { return v < 0; });
    if (crossing != view.cash.end())
        view.outOfCashDay = static_cast<int>(crossing - view.cash.begin());
    return view;
}

void clipAtFloor(std::span<const double> keys, std::span<const double> values, double floor, Series& out)
{
    const std::size_t size = std::min(keys.size(), values.size());
    const auto below = std::find_if(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(size), [floor](double v) { return v < floor; });
    const auto n = static_cast<std::size_t>(below - values.begin());
    out.keys.assign(keys.begin(), keys.begin() + static_cast<std::ptrdiff_t>(n));
    out.values.assign(values.begin(), below);
    if (n > 0 && n < size) {
        const double t = (values[n - 1] - floor) / (values[n - 1] - values[n]);
        out.keys.push_back(keys[n - 1] + t * (keys[n] - keys[n - 1]));
        out.values.push_back(floor);
    }
}

} // namespace runway
