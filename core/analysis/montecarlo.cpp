#include "core/analysis/montecarlo.h"

#include <algorithm>

#include "core/analysis/cashpath.h"
#include "core/analysis/distributions.h"
#include "core/analysis/percentile.h"
#include "core/analysis/rng.h"

namespace runway {

namespace {

constexpr std::size_t kBlock = 256; // samples per block: the cancel flag is read this often

struct Sampler {
    explicit Sampler(const Scenario& s)
    {
        dists.reserve(s.uncertainty.size());
        // s.uncertainty is kept sorted by ParamId; sort a copy anyway so the draw order is
        // ParamId order even for a scenario assembled by hand.
        std::vector<Distribution> sorted = s.uncertainty;
        std::stable_sort(sorted.begin(), sorted.end(), [](const Distribution& a, const Distribution& b) { return index(a.param) < index(b.param); });
        for (const auto& d : sorted)
            dists.push_back(resolve(d, s));
    }

    /// Writes sample `i`'s values into `scratch` (whose other values are the base's).
    void apply(Scenario& scratch, std::uint64_t seed, std::uint64_t i) const
    {
        Xoshiro256 rng = sampleStream(seed, i);
        for (const auto& d : dists)
            setParameter(scratch, d.param, sample(d, rng.uniformOpen()));
    }

    std::vector<ResolvedDistribution> dists;
};

} // namespace

Scenario monteCarloSample(const Scenario& s, std::uint64_t seed, std::uint64_t index)
{
    Scenario out = s;
    Sampler(s).apply(out, seed, index);
    return out;
}

std::optional<MonteCarloResult> runMonteCarlo(const Scenario& s, const MonteCarloOptions& options)
{
    const std::size_t n = static_cast<std::size_t>(std::max(1, options.samples));
    const Sampler sampler(s);
    const CashPathKernel kernel(s);
    const auto months = static_cast<std::size_t>(kernel.months());

    std::vector<int> runwayDays(n);
    std::vector<double> cashEnd(months * n); // month-major: row m holds every sample's cash(30m + 29)
    const int threads = threadCount(options.control);
    constexpr std::size_t L = CashPathKernel::kLanes;
    std::vector<Scenario> scratch(static_cast<std::size_t>(threads) * L, s); // per thread, copied once

    const bool done = parallelBlocks(n, kBlock, options.control, [&](std::size_t begin, std::size_t end, int thread) {
        const Scenario* lanes[L];
        for (std::size_t i = begin; i < end; i += L) {
            const std::size_t count = std::min(L, end - i);
            for (std::size_t l = 0; l < count; ++l) {
                Scenario& sc = scratch[static_cast<std::size_t>(thread) * L + l];
                sampler.apply(sc, options.seed, i + l);
                lanes[l] = &sc;
            }
            kernel.runBatch(std::span<const Scenario* const>(lanes, count), runwayDays.data() + i, cashEnd.data() + i, 1, n);
        }
    });
    if (!done)
        return std::nullopt;

    MonteCarloResult r;
    r.samples = static_cast<int>(n);
    r.seed = options.seed;
    std::vector<double> runway(n);
    std::size_t out12 = 0, out24 = 0, outHorizon = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const int d = runwayDays[i];
        runway[i] = d < 0 ? static_cast<double>(months) : d / 30.0;
        outHorizon += d >= 0;
        out12 += d >= 0 && d < 360;
        out24 += d >= 0 && d < 720;
    }
    const auto share = [n](std::size_t k) { return static_cast<double>(k) / static_cast<double>(n); };
    r.pCashOut12m = share(out12);
    r.pCashOut24m = share(out24);
    r.pCashOutHorizon = share(outHorizon);
    percentiles(runway, kRunwayPercentiles, r.runwayMonths);

    r.monthlyCash.resize(months);
    // The per-month selections are independent: share them out too (no cancel: they are short).
    RunControl rows{options.control.threads, nullptr};
    parallelBlocks(months, 1, rows, [&](std::size_t begin, std::size_t end, int) {
        for (std::size_t m = begin; m < end; ++m) {
            r.monthlyCash[m].month = static_cast<int>(m);
            percentiles(std::span<double>(cashEnd.data() + m * n, n), kCashPercentiles, r.monthlyCash[m].cash);
        }
    });
    return r;
}

} // namespace runway
