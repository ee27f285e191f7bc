#include "core/analysis/heatmap.h"

#include <algorithm>
#include <cmath>

#include "core/analysis/cashpath.h"
#include "core/model/model.h"

namespace runway {

std::string_view measureName(HeatmapMeasure m)
{
    return m == HeatmapMeasure::Runway ? "runway" : "contribution";
}

std::optional<HeatmapMeasure> measureFromName(std::string_view name)
{
    if (name == "contribution")
        return HeatmapMeasure::Contribution;
    if (name == "runway")
        return HeatmapMeasure::Runway;
    return std::nullopt;
}

Heatmap heatmapGrid(const HeatmapOptions& o)
{
    Heatmap h;
    h.measure = o.measure;
    const int np = std::max(2, o.prices);
    const int nc = std::max(2, o.conversions);
    const double ratio = o.maxPrice / o.minPrice;
    for (int i = 0; i < np; ++i)
        h.prices.push_back(i == 0 ? o.minPrice : i == np - 1 ? o.maxPrice : o.minPrice * std::pow(ratio, static_cast<double>(i) / (np - 1)));
    for (int j = 0; j < nc; ++j)
        h.conversionsPct.push_back(o.maxConversionPct * j / (nc - 1));
    return h;
}

std::optional<Heatmap> computeHeatmap(const Scenario& s, const HeatmapOptions& options)
{
    Heatmap h = heatmapGrid(options);
    const std::size_t np = h.prices.size();
    const std::size_t nc = h.conversionsPct.size();
    h.values.assign(np * nc, 0.0);

    if (options.measure == HeatmapMeasure::Contribution) {
        // Day 0 only, through the model's own programme contribution (MODEL.md §5): the price
        // moves P_eff, the elasticity factor e and so the paid tokens; the token mix and a
        // per-account cap apply as in computeMetrics.
        for (std::size_t i = 0; i < np; ++i) {
            if (options.control.cancel && options.control.cancel->load(std::memory_order_relaxed))
                return std::nullopt;
            Scenario probe = s;
            probe[ParamId::Price] = h.prices[i];
            for (std::size_t j = 0; j < nc; ++j)
                h.values[j * np + i] = programContributionAt(probe, h.conversionsPct[j]);
        }
        return h;
    }

    const CashPathKernel kernel(s);
    constexpr std::size_t L = CashPathKernel::kLanes;
    std::vector<Scenario> scratch(static_cast<std::size_t>(threadCount(options.control)) * L, s);
    const bool done = parallelBlocks(nc, 1, options.control, [&](std::size_t begin, std::size_t end, int thread) {
        Scenario* probes = scratch.data() + static_cast<std::size_t>(thread) * L;
        const Scenario* lanes[L];
        for (std::size_t l = 0; l < L; ++l)
            lanes[l] = probes + l;
        int days[L];
        for (std::size_t j = begin; j < end; ++j) {
            for (std::size_t i = 0; i < np; i += L) {
                const std::size_t count = std::min(L, np - i);
                for (std::size_t l = 0; l < count; ++l) {
                    probes[l][ParamId::Conversion] = h.conversionsPct[j];
                    probes[l][ParamId::Price] = h.prices[i + l];
                }
                kernel.runBatch(std::span<const Scenario* const>(lanes, count), days);
                for (std::size_t l = 0; l < count; ++l)
                    h.values[j * np + i + l] = days[l] < 0 ? static_cast<double>(kernel.months()) : days[l] / 30.0;
            }
        }
    });
    if (!done)
        return std::nullopt;
    return h;
}

} // namespace runway
