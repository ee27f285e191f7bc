#include "core/analysis/montecarlo.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <memory>

#include "core/analysis/cashpath.h"
#include "core/analysis/distributions.h"
#include "core/analysis/percentile.h"
#include "core/analysis/rng.h"
#include "core/model/model.h"
#include "core/model/modelinputs.h"
#include "core/model/modeljson.h"
#include "core/scenario/parameters.h"

namespace runway {

namespace {

/// Samples per block (the cancel flag is read once a block): large blocks scale better over the threads
/// (10,000 samples on two cores: 0.4 ms quicker with 1,024 than with 256), but at least two per thread,
/// so a small run still shares out evenly; a multiple of the kernel's lanes. No result depends on it.
std::size_t blockSize(std::size_t samples, int threads)
{
    const std::size_t even = samples / (2 * static_cast<std::size_t>(std::max(1, threads)));
    return std::clamp<std::size_t>(even / CashPathKernel::kLanes * CashPathKernel::kLanes, 256, 1024);
}

/// For each of intervalMetricKeys(model3), its position in flatMetricKeys() followed by
/// flatModel3MetricKeys() (the row flatValues() fills).
const std::vector<std::size_t>& intervalPositions(bool model3)
{
    static const auto positionsOf = [](bool three) {
        std::vector<std::string_view> flat = flatMetricKeys();
        const auto& more = flatModel3MetricKeys();
        flat.insert(flat.end(), more.begin(), more.end());
        std::vector<std::size_t> list;
        for (std::string_view key : intervalMetricKeys(three))
            list.push_back(static_cast<std::size_t>(std::find(flat.begin(), flat.end(), key) - flat.begin()));
        return list;
    };
    static const std::vector<std::size_t> two = positionsOf(false), three = positionsOf(true);
    return model3 ? three : two;
}

/// MODEL3.md §6: the free tier's incremental cash cost needs a second run per sample; no interval.
bool needsSecondRun(std::string_view key)
{
    return key == "day0.free_tier_incremental_cash_usd" || key == "total_free_tier_incremental_cash_usd";
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
    if (r.representedSamples() > 0 && (r.baseRunwayMonths < p5 || r.baseRunwayMonths > p95)) {
        const int h = s.horizonMonths();
        notes.emplace_back(RW_MSG("Odds", "the base case's runway (%1 months) lies outside the odds' 5–95 % range (%2 … %3 months)"),
                           std::vector<MessageArg>{runwayArg(r.baseRunwayMonths, h), runwayArg(p5, h), runwayArg(p95, h)});
    }
    return notes;
}

/// The large arrays of a run (month ends, metric values), kept by the calling thread for its next run up
/// to kKept doubles. Freed and allocated again, a run's ~10 MB came back as fresh pages from the system
/// each time: a page fault per 4 KB, up to a fifth of a 10,000-sample run on the 2-core machine.
class Workspace {
public:
    double* take(std::size_t count)
    {
        if (m_size < count) {
            m_buffer.reset(); // the old one first: the two are never held at once
            m_buffer = std::make_unique_for_overwrite<double[]>(count);
            m_size = count;
        }
        return m_buffer.get();
    }
    /// At the end of a run: a buffer above kKept is not kept.
    void trim()
    {
        if (m_size > kKept) {
            m_buffer.reset();
            m_size = 0;
        }
    }

private:
    static constexpr std::size_t kKept = std::size_t{1} << 21; // 16 MB: 10,000 samples of 36 months need 9.4
    std::unique_ptr<double[]> m_buffer;
    std::size_t m_size = 0;
};
thread_local Workspace workspace;

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
        for (std::size_t k = 0; k < s.funding.size(); ++k)
            if (const double p = s.funding[k].probabilityPct; p > 0 && p < 100)
                events.push_back({k, p / 100.0});
    }

    /// Writes sample `i`'s values into `scratch` (whose other values are the base's): the parameter
    /// draws, then one draw per uncertain funding event (MODEL3.md §6). A happened event carries 99
    /// (MODEL3.md §4d: counted by the cash run, not by own cash), a missed one 0 (counted by neither).
    void apply(Scenario& scratch, std::uint64_t seed, std::uint64_t i) const
    {
        Xoshiro256 rng = sampleStream(seed, i);
        for (const auto& d : dists)
            setParameter(scratch, d.param, sample(d, rng.uniformOpen()));
        for (const auto& e : events)
            scratch.funding[e.index].probabilityPct = rng.uniformOpen() < e.chance ? kHappened : 0.0;
    }

    static constexpr double kHappened = 99;
    struct UncertainEvent {
        std::size_t index; ///< in s.funding
        double chance;     ///< probability_pct / 100
    };
    std::vector<ResolvedDistribution> dists;
    std::vector<UncertainEvent> events;
};

/// Why sample `index` cannot be represented: the first of the uncertain keys that, back at the
/// scenario's value, makes every metric finite, and the metric that is not.
Message sampleWhy(const Scenario& s, const Sampler& sampler, std::uint64_t seed, std::uint64_t index)
{
    Scenario sample = s;
    sampler.apply(sample, seed, index);
    const Message why = overflowWhy(computeMetrics(sample));
    const auto sampleNumber = qty::whole(static_cast<long long>(index) + 1);
    for (const auto& d : sampler.dists) {
        Scenario back = sample;
        back[d.param] = s[d.param];
        back.setNull(d.param, s.isNull(d.param));
        if (firstNonFiniteMetric(computeMetrics(back)).empty())
            return {RW_MSG("Analysis", "first at sample %1, where %2 is %3: %4"),
                    {sampleNumber, ParamArg{d.param}, exactValue(d.param, sample[d.param]), Nested{std::make_shared<const Message>(why)}}};
    }
    return {RW_MSG("Analysis", "first at sample %1: %2"), {sampleNumber, Nested{std::make_shared<const Message>(why)}}};
}

/// The values of `all` whose sample is represented (bad[i] == 0), into `out`.
std::span<double> keptValues(std::span<const double> all, const std::vector<unsigned char>& bad, std::vector<double>& out)
{
    out.clear();
    for (std::size_t i = 0; i < all.size(); ++i)
        if (bad[i] == 0)
            out.push_back(all[i]);
    return out;
}

} // namespace

Scenario monteCarloSample(const Scenario& s, std::uint64_t seed, std::uint64_t index)
{
    Scenario out = s;
    Sampler(s).apply(out, seed, index);
    return out;
}

const std::vector<std::string_view>& intervalMetricKeys(bool model3)
{
    static const auto keysOf = [](bool three) {
        std::vector<std::string_view> list;
        for (std::string_view key : flatMetricKeys())
            if (key != "runway_days" && key != "runway_months")
                list.push_back(key);
        if (three)
            for (std::string_view key : flatModel3MetricKeys())
                if (!needsSecondRun(key))
                    list.push_back(key);
        return list;
    };
    static const std::vector<std::string_view> two = keysOf(false), three = keysOf(true);
    return model3 ? three : two;
}

bool needsMoneyDiffers(const Scenario& s)
{
    for (const FundingEvent& f : s.funding)
        if (f.probabilityPct > 0 && f.probabilityPct < 100)
            return true;
    if (s[ParamId::CreditLine] > 0)
        return true;
    for (const Distribution& d : s.uncertainty)
        if (d.param == ParamId::CreditLine && std::max(d.low, d.high) > 0)
            return true;
    return false;
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
    const bool model3 = s.model == 3;
    const Sampler sampler(s);
    const CashPathKernel kernel(s);
    const auto months = static_cast<std::size_t>(kernel.months());
    const auto& keys = intervalMetricKeys(model3);
    const auto& positions = intervalPositions(model3);
    const std::size_t metricCount = options.metricIntervals ? keys.size() : 0;

    std::vector<int> runwayDays(n);
    std::vector<int> ownRunwayDays(model3 ? n : 0);
    std::vector<unsigned char> bad(n, 0); // 1: a sample that cannot be represented
    // Every element below is written before it is read: no zero fill.
    double* const cashEnd = workspace.take(months * n * (model3 ? 2 : 1) + metricCount * n); // month-major: row m holds every sample's cash(30m + 29)
    double* const ownEnd = cashEnd + months * n;                                             // the same for own cash (model 3)
    double* const metricValues = ownEnd + (model3 ? months * n : 0);                         // metric-major, NaN for a null
    const int threads = threadCount(options.control);
    constexpr std::size_t L = CashPathKernel::kLanes;
    std::vector<Scenario> scratch(static_cast<std::size_t>(threads) * L, s); // per thread, copied once

    const bool bridged = s.isNull(ParamId::Cash) && !s.isNull(ParamId::FlowsMeasuredOn); // a cash derived over a dated bridge
    const bool done = parallelBlocks(n, blockSize(n, threads), options.control, [&](std::size_t begin, std::size_t end, int thread) {
        std::optional<model::Inputs> inputs[L];
        const model::Inputs* lanes[L];
        model::Totals totals[L];
        std::vector<double> flat(flatMetricKeys().size() + flatModel3MetricKeys().size());
        const std::span<double> flat3 = std::span<double>(flat).subspan(flatMetricKeys().size());
        for (std::size_t i = begin; i < end; i += L) {
            const std::size_t count = std::min(L, end - i);
            const Scenario* samples[L];
            for (std::size_t l = 0; l < count; ++l) {
                Scenario& sc = scratch[static_cast<std::size_t>(thread) * L + l];
                sampler.apply(sc, options.seed, i + l);
                samples[l] = &sc;
            }
            // The lanes' bridges (MODEL3.md §3b) are summed together, each as bridgeBurn() sums it.
            double bridges[L];
            if (bridged)
                bridgeBurnLanes(std::span<const Scenario* const>(samples, count), bridges);
            for (std::size_t l = 0; l < count; ++l) {
                inputs[l].emplace(*samples[l], true, bridged ? &bridges[l] : nullptr);
                lanes[l] = &*inputs[l];
            }
            // The kernel runs model 2's and model 3's day (a model-3 lane with a credit line, replacement or
            // a cap through the model's own loop); for model 3 it keeps the own-cash run beside the cash.
            kernel.runLanes(std::span<const model::Inputs* const>(lanes, count), runwayDays.data() + i, cashEnd + i, 1, n, metricCount > 0 ? totals : nullptr,
                            nullptr, model3 ? ownEnd + i : nullptr, model3 ? ownRunwayDays.data() + i : nullptr);
            for (std::size_t l = 0; l < count && metricCount > 0; ++l) {
                const Metrics metrics = model::finishNumbers(*inputs[l], totals[l]);
                flatMetricValues(metrics, flat);
                if (model3)
                    flatModel3MetricValues(metrics, flat3);
                for (std::size_t k = 0; k < metricCount; ++k)
                    metricValues[k * n + i + l] = flat[positions[k]];
                // NaN is a null there; an overflow shows as ±inf (or in the cash, read below).
                bad[i + l] = std::any_of(flat.begin(), flat.end(), [](double v) { return std::isinf(v); }) ? 1 : 0;
            }
        }
    });
    if (!done) {
        workspace.trim();
        return std::nullopt;
    }

    MonteCarloResult r;
    r.samples = static_cast<int>(n);
    r.seed = options.seed;
    r.model3 = model3;
    // A cash that is not a finite number stays so (inf − inf is NaN, NaN stays NaN): the last
    // month's end tells whether any day's cash of the sample overflowed (own cash likewise).
    std::size_t badCount = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t last = (months - 1) * n + i;
        bad[i] = bad[i] != 0 || !std::isfinite(cashEnd[last]) || (model3 && !std::isfinite(ownEnd[last])) ? 1 : 0;
        badCount += bad[i];
    }
    const std::size_t kept = n - badCount;
    std::vector<double> runway;
    runway.reserve(kept);
    std::size_t out12 = 0, out24 = 0, outHorizon = 0, need12 = 0, need24 = 0, needHorizon = 0;
    for (std::size_t i = 0; i < n; ++i) {
        if (bad[i] != 0)
            continue;
        const int d = runwayDays[i];
        runway.push_back(d < 0 ? static_cast<double>(months) : d / 30.0);
        outHorizon += d >= 0;
        out12 += d >= 0 && d < 360;
        out24 += d >= 0 && d < 720;
        if (model3) {
            const int own = ownRunwayDays[i];
            needHorizon += own >= 0;
            need12 += own >= 0 && own < 360;
            need24 += own >= 0 && own < 720;
        }
    }
    const auto share = [kept](std::size_t k) { return static_cast<double>(k) / static_cast<double>(kept); }; // NaN when none is kept
    r.pCashOut12m = share(out12);
    r.pCashOut24m = share(out24);
    r.pCashOutHorizon = share(outHorizon);
    if (model3) {
        r.pNeedsMoney12m = share(need12);
        r.pNeedsMoney24m = share(need24);
        r.pNeedsMoneyHorizon = share(needHorizon);
    }
    percentiles(runway, kRunwayPercentiles, r.runwayMonths);
    if (badCount > 0) {
        r.unrepresentable.count = static_cast<int>(badCount);
        r.unrepresentable.total = static_cast<int>(n);
        const auto first = static_cast<std::uint64_t>(std::find(bad.begin(), bad.end(), 1) - bad.begin());
        r.unrepresentable.why = sampleWhy(s, sampler, options.seed, first);
    }

    const std::size_t monthRows = kept > 0 ? months : 0;
    // Without an uncertain event or a credit line the own-cash run is the cash run, sample by sample:
    // its percentiles are the cash's, copied rather than selected again (the bits decide, not the scenario).
    const bool ownIsCash = model3 && std::equal(ownEnd, ownEnd + months * n, cashEnd,
                                                [](double a, double b) { return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b); });
    const std::size_t ownRows = model3 && !ownIsCash ? monthRows : 0;
    const std::size_t metricRows = kept > 0 ? metricCount : 0;
    r.monthlyCash.resize(monthRows);
    r.monthlyOwnCash.resize(ownRows);
    r.metricPercentiles.resize(metricRows);
    // The per-month and per-metric selections are independent: share them out too (no cancel:
    // they are short). Rows 0 … months−1 are the months, then own cash's months, the rest the metrics.
    RunControl rows{options.control.threads, nullptr};
    parallelBlocks(monthRows + ownRows + metricRows, 1, rows, [&](std::size_t begin, std::size_t end, int) {
        std::vector<double> scratchRow;
        for (std::size_t row = begin; row < end; ++row) {
            const bool month = row < monthRows;
            const bool own = !month && row < monthRows + ownRows;
            double* const source = month ? cashEnd + row * n : own ? ownEnd + (row - monthRows) * n : metricValues + (row - monthRows - ownRows) * n;
            const std::span<double> all(source, n);
            const std::span<double> values = badCount == 0 ? all : keptValues(all, bad, scratchRow);
            if (month || own) {
                MonthCashPercentiles& out = month ? r.monthlyCash[row] : r.monthlyOwnCash[row - monthRows];
                out.month = static_cast<int>(month ? row : row - monthRows);
                percentiles(values, kCashPercentiles, out.cash);
            } else {
                const std::size_t k = row - monthRows - ownRows;
                r.metricPercentiles[k] = intervalOf(keys[k], values);
            }
        }
    });
    if (model3 && ownIsCash)
        r.monthlyOwnCash = r.monthlyCash;
    r.baseRunwayMonths = kernel.runwayMonthsCapped(s);
    r.notes = oddsNotes(s, r);
    workspace.trim();
    return r;
}

} // namespace runway
