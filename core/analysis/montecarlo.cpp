#include "core/analysis/montecarlo.h"

#include <algorithm>
#include <cmath>
#include <memory>

#include "core/analysis/cashpath.h"
#include "core/analysis/distributions.h"
#include "core/analysis/percentile.h"
#include "core/analysis/rng.h"
#include "core/model/modelinputs.h"
#include "core/model/modeljson.h"

namespace runway {

namespace {

constexpr std::size_t kBlock = 256; // samples per block: the cancel flag is read this often

/// For each of intervalMetricKeys(), its position in flatMetricKeys().
const std::vector<std::size_t>& intervalPositions()
{
    static const std::vector<std::size_t> positions = [] {
        std::vector<std::size_t> list;
        const auto& flat = flatMetricKeys();
        for (std::string_view key : intervalMetricKeys())
            list.push_back(static_cast<std::size_t>(std::find(flat.begin(), flat.end(), key) - flat.begin()));
        return list;
    }();
    return positions;
}

/// p5, p50 and p95 of the numbers among `values` (NaN marks a null), which it reorders.
MetricInterval intervalOf(std::string_view key, std::span<double> values)
{
    MetricInterval r{key, std::nullopt, std::nullopt, std::nullopt, 0};
    const auto numbers = std::span<double>(values.begin(), std::remove_if(values.begin(), values.end(), [](double v) { return v != v; }));
    r.n = static_cast<int>(numbers.size());
    if (numbers.empty())
        return r;
    // Many metrics do not depend on the uncertain keys at all: every sample gives the same number.
    if (std::all_of(numbers.begin(), numbers.end(), [&](double v) { return v == numbers.front(); })) {
        r.p5 = r.p50 = r.p95 = numbers.front();
        return r;
    }
    static constexpr double ps[] = {5, 50, 95};
    double out[3];
    percentiles(numbers, ps, out);
    r.p5 = out[0], r.p50 = out[1], r.p95 = out[2];
    return r;
}

/// A runway in the notes: "17.5", or "36+" at the horizon (MODEL.md 2.1 §6: never a runway there).
MessageArg runwayArg(double months, int horizonMonths)
{
    if (months >= horizonMonths)
        return Nested{std::make_shared<const Message>(RW_MSG("Odds", "%1+"), std::vector<MessageArg>{qty::whole(horizonMonths, Unit::None)})};
    return Quantity{months, Unit::None, Style::Decimal, 1};
}

/// MODEL.md 2.1 §6's notes for a finished run.
Messages oddsNotes(const Scenario& s, const MonteCarloResult& r)
{
    Messages notes;
    for (const Distribution& d : s.uncertainty) {
        if (s.isNull(d.param))
            continue; // a derived value is no value the range could hold
        const double v = s[d.param];
        if (v < d.low || v > d.high)
            notes.emplace_back(
                RW_MSG("Odds", "%1: the value %2 lies outside the range %3 … %4 that the odds use"),
                std::vector<MessageArg>{ParamArg{d.param}, paramQuantity(d.param, v), paramQuantity(d.param, d.low), paramQuantity(d.param, d.high)});
    }
    const double p5 = r.runwayMonths[0], p95 = r.runwayMonths[kRunwayPercentiles.size() - 1];
    if (r.baseRunwayMonths < p5 || r.baseRunwayMonths > p95) {
        const int h = s.horizonMonths();
        notes.emplace_back(RW_MSG("Odds", "the base case's runway (%1 months) lies outside the odds' 5–95 % range (%2 … %3 months)"),
                           std::vector<MessageArg>{runwayArg(r.baseRunwayMonths, h), runwayArg(p5, h), runwayArg(p95, h)});
    }
    return notes;
}

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

const std::vector<std::string_view>& intervalMetricKeys()
{
    static const std::vector<std::string_view> keys = [] {
        std::vector<std::string_view> list;
        for (std::string_view key : flatMetricKeys())
            if (key != "runway_days" && key != "runway_months")
                list.push_back(key);
        return list;
    }();
    return keys;
}

const MetricInterval* MonteCarloResult::interval(std::string_view key) const
{
    for (const auto& m : metricPercentiles)
        if (m.key == key)
            return &m;
    return nullptr;
}

std::optional<MonteCarloResult> runMonteCarlo(const Scenario& s, const MonteCarloOptions& options)
{
    const std::size_t n = static_cast<std::size_t>(std::max(1, options.samples));
    const Sampler sampler(s);
    const CashPathKernel kernel(s);
    const auto months = static_cast<std::size_t>(kernel.months());
    const auto& keys = intervalMetricKeys();
    const auto& positions = intervalPositions();
    const std::size_t metricCount = options.metricIntervals ? keys.size() : 0;

    std::vector<int> runwayDays(n);
    // Every element below is written before it is read: no zero fill (and no page touched twice).
    const auto cashEnd = std::make_unique_for_overwrite<double[]>(months * n);           // month-major: row m holds every sample's cash(30m + 29)
    const auto metricValues = std::make_unique_for_overwrite<double[]>(metricCount * n); // metric-major, NaN for a null
    const int threads = threadCount(options.control);
    constexpr std::size_t L = CashPathKernel::kLanes;
    std::vector<Scenario> scratch(static_cast<std::size_t>(threads) * L, s); // per thread, copied once

    const bool done = parallelBlocks(n, kBlock, options.control, [&](std::size_t begin, std::size_t end, int thread) {
        std::optional<model::Inputs> inputs[L];
        const model::Inputs* lanes[L];
        model::Totals totals[L];
        std::vector<double> flat(flatMetricKeys().size());
        for (std::size_t i = begin; i < end; i += L) {
            const std::size_t count = std::min(L, end - i);
            for (std::size_t l = 0; l < count; ++l) {
                Scenario& sc = scratch[static_cast<std::size_t>(thread) * L + l];
                sampler.apply(sc, options.seed, i + l);
                inputs[l].emplace(sc);
                lanes[l] = &*inputs[l];
            }
            kernel.runLanes(std::span<const model::Inputs* const>(lanes, count), runwayDays.data() + i, cashEnd.get() + i, 1, n,
                            metricCount > 0 ? totals : nullptr);
            for (std::size_t l = 0; l < count && metricCount > 0; ++l) {
                flatMetricValues(model::finishNumbers(*inputs[l], totals[l]), flat);
                for (std::size_t k = 0; k < metricCount; ++k)
                    metricValues[k * n + i + l] = flat[positions[k]];
            }
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
    r.metricPercentiles.resize(metricCount);
    // The per-month and per-metric selections are independent: share them out too (no cancel:
    // they are short). Rows 0 … months−1 are the months, the rest the metrics.
    RunControl rows{options.control.threads, nullptr};
    parallelBlocks(months + metricCount, 1, rows, [&](std::size_t begin, std::size_t end, int) {
        for (std::size_t row = begin; row < end; ++row) {
            if (row < months) {
                r.monthlyCash[row].month = static_cast<int>(row);
                percentiles(std::span<double>(cashEnd.get() + row * n, n), kCashPercentiles, r.monthlyCash[row].cash);
            } else {
                const std::size_t k = row - months;
                r.metricPercentiles[k] = intervalOf(keys[k], std::span<double>(metricValues.get() + k * n, n));
            }
        }
    });
    r.baseRunwayMonths = kernel.runwayMonthsCapped(s);
    r.notes = oddsNotes(s, r);
    return r;
}

} // namespace runway
