#include "core/analysis/contour.h"

#include <limits>

namespace runway {

std::vector<double> heatmapContour(const Heatmap& map, double level)
{
    const std::size_t nx = map.prices.size(), ny = map.conversionsPct.size();
    std::vector<double> conversions(nx, std::numeric_limits<double>::quiet_NaN());
    for (std::size_t i = 0; i < nx; ++i) {
        for (std::size_t j = 0; j + 1 < ny; ++j) {
            const double a = map.at(j, i) - level, b = map.at(j + 1, i) - level;
            if (a == 0) {
                conversions[i] = map.conversionsPct[j];
                break;
            }
            if ((a < 0) != (b < 0) || b == 0) {
                const double t = a / (a - b);
                conversions[i] = map.conversionsPct[j] + t * (map.conversionsPct[j + 1] - map.conversionsPct[j]);
                break;
            }
        }
    }
    return conversions;
}

} // namespace runway
