#include "core/analysis/heatmap.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>

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

namespace {

/// Counts the NaN cells of `h` and says why the first (row-major) cannot be represented.
void countUnrepresentable(const Scenario& s, Heatmap& h)
{
    const std::size_t np = h.prices.size();
    std::size_t first = h.values.size();
    int count = 0;
    for (std::size_t k = 0; k < h.values.size(); ++k)
        if (std::isnan(h.values[k])) {
            first = std::min(first, k);
            ++count;
        }
    if (count == 0)
        return;
    Scenario probe = s;
    probe[ParamId::Price] = h.prices[first % np];
    probe[ParamId::Conversion] = h.conversionsPct[first / np];
    // The contribution map's number is day 0's programme contribution; the runway map's the cash.
    const Message why = h.measure == HeatmapMeasure::Contribution
                            ? Message(RW_MSG("Analysis", "the model's %1 is too large to be represented (not a finite number)"),
                                      {MetricArg{"program_contribution_usd_per_day"}})
                            : overflowWhy(computeMetrics(probe));
    h.unrepresentable = {count, static_cast<int>(h.values.size()),
                         Message(RW_MSG("Analysis", "first at %1 and %2 conversion: %3"),
                                 {paramQuantity(ParamId::Price, probe[ParamId::Price]), paramQuantity(ParamId::Conversion, probe[ParamId::Conversion]),
                                  Nested{std::make_shared<const Message>(why)}})};
}

} // namespace

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
            for (std::size_t j = 0; j < nc; ++j) {
                const double v = programContributionAt(probe, h.conversionsPct[j]);
                h.values[j * np + i] = std::isfinite(v) ? v : std::numeric_limits<double>::quiet_NaN();
            }
        }
        countUnrepresentable(s, h);
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
        bool lost[L];
        for (std::size_t j = begin; j < end; ++j) {
            for (std::size_t i = 0; i < np; i += L) {
                const std::size_t count = std::min(L, np - i);
                for (std::size_t l = 0; l < count; ++l) {
                    probes[l][ParamId::Conversion] = h.conversionsPct[j];
                    probes[l][ParamId::Price] = h.prices[i + l];
                }
                kernel.runBatch(std::span<const Scenario* const>(lanes, count), days, nullptr, 0, 0, lost);
                for (std::size_t l = 0; l < count; ++l)
                    h.values[j * np + i + l] = lost[l]       ? std::numeric_limits<double>::quiet_NaN()
                                               : days[l] < 0 ? static_cast<double>(kernel.months())
                                                             : days[l] / 30.0;
            }
        }
    });
    if (!done)
        return std::nullopt;
    countUnrepresentable(s, h);
    return h;
}

} // namespace runway
