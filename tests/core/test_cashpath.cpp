// The analyses against the daily model: the fast cash-path kernel equals simulate(), and
// the tornado, every heatmap cell and goal seek agree with direct computeMetrics() runs.
#include <QtTest>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

#include "cashpathtesting.h"
#include "core/analysis/cashpath.h"
#include "core/analysis/goalseek.h"
#include "core/analysis/heatmap.h"
#include "core/analysis/montecarlo.h"
#include "core/analysis/percentile.h"
#include "core/analysis/rng.h"
#include "core/analysis/sensitivity.h"
#include "core/model/model.h"
#include "core/model/modelinputs.h"
#include "core/model/modeljson.h"
#include "core/scenario/validate.h"
#include "testhelpers.h"

using namespace runway;
using runway::test::logUniform;
using runway::test::randomScenario;
using runway::test::uniform;

namespace {

/// Two Monte Carlo results equal to the bit: runway percentiles, odds, every month's cash fan (own cash's
/// too) and every metric's interval.
void compareMonteCarlo(const MonteCarloResult& fast, const MonteCarloResult& base)
{
    const auto bits = [](double v) { return std::bit_cast<std::uint64_t>(v); };
    for (std::size_t i = 0; i < base.runwayMonths.size(); ++i)
        QCOMPARE(bits(fast.runwayMonths[i]), bits(base.runwayMonths[i]));
    QCOMPARE(bits(fast.pCashOut12m), bits(base.pCashOut12m));
    QCOMPARE(bits(fast.pCashOut24m), bits(base.pCashOut24m));
    QCOMPARE(bits(fast.pCashOutHorizon), bits(base.pCashOutHorizon));
    QCOMPARE(bits(fast.pNeedsMoney12m), bits(base.pNeedsMoney12m));
    QCOMPARE(bits(fast.pNeedsMoneyHorizon), bits(base.pNeedsMoneyHorizon));
    for (const auto rows : {&MonteCarloResult::monthlyCash, &MonteCarloResult::monthlyOwnCash}) {
        QCOMPARE((fast.*rows).size(), (base.*rows).size());
        for (std::size_t m = 0; m < (base.*rows).size(); ++m)
            for (std::size_t p = 0; p < (base.*rows)[m].cash.size(); ++p)
                QCOMPARE(bits((fast.*rows)[m].cash[p]), bits((base.*rows)[m].cash[p]));
    }
    QCOMPARE(fast.metricPercentiles.size(), base.metricPercentiles.size());
    for (std::size_t k = 0; k < base.metricPercentiles.size(); ++k) {
        const MetricInterval& a = fast.metricPercentiles[k];
        const MetricInterval& b = base.metricPercentiles[k];
        QCOMPARE(a.key, b.key);
        QCOMPARE(a.n, b.n);
        QCOMPARE(a.p5.has_value(), b.p5.has_value());
        if (b.p5)
            QVERIFY2(bits(*a.p5) == bits(*b.p5) && bits(*a.p50) == bits(*b.p50) && bits(*a.p95) == bits(*b.p95), std::string(b.key).c_str());
    }
}

void compareWithSimulate(const Scenario& s, int runwayDays, const double* monthEnd, std::size_t stride)
{
    const SimulationResult sim = simulate(s);
    QCOMPARE(runwayDays, sim.metrics.runwayDays.value_or(-1));
    for (std::size_t m = 0; m < sim.monthly.size(); ++m)
        QCOMPARE(std::bit_cast<std::uint64_t>(monthEnd[m * stride]), std::bit_cast<std::uint64_t>(sim.monthly[m].cashEndUsd)); // bit-equal
}

} // namespace

class TestCashPath : public QObject {
    Q_OBJECT

    /// The batch loop exists twice (baseline x86-64 and AVX2, chosen by the processor): the batch
    /// tests run on each.
    static void loopData() { test::cashPathLoopData(); }

private slots:
    void cleanup() { setCashPathWidth(0); }

    void everyLoopGivesTheSameMonteCarlo()
    {
        // The Monte Carlo's whole output, bit for bit, from each loop (two, four and eight doubles per
        // instruction) against the baseline's, on model 2's neutral values (owned capacity: the fleet's
        // arithmetic), on a per-token scenario with funding, and on model 3's defaults (the dated bridge
        // summed eight samples at a time, the model-3 day, the own-cash run).
        Scenario perToken;
        perToken.capacityMode = CapacityMode::PerToken;
        perToken[ParamId::ServingCost] = 0.05;
        perToken.setNull(ParamId::ServingCost, false);
        perToken.funding.push_back({7, 2e8});
        QVERIFY(validateWithModel(perToken).empty());
        int compared = 0;
        for (const Scenario& s : {Scenario{}, perToken, Scenario::model3Defaults()}) {
            MonteCarloOptions options;
            options.samples = 3001; // a partly filled last batch
            options.seed = 11;
            QVERIFY(setCashPathWidth(2));
            const auto base = runMonteCarlo(s, options);
            QVERIFY(base);
            for (const int width : {4, 8}) {
                if (!setCashPathWidth(width))
                    continue; // the processor has no such loop
                ++compared;
                const auto fast = runMonteCarlo(s, options);
                QVERIFY(fast);
                compareMonteCarlo(*fast, *base);
                if (QTest::currentTestFailed())
                    return;
            }
        }
        if (compared == 0)
            QSKIP("this processor runs the baseline loop only");
    }

    void bridgeLanesEqualBridgeBurn()
    {
        // MODEL3.md §3b's bridge summed eight samples at a time equals bridgeBurn() of each to the bit, at
        // every width; lanes without flows_measured_on, or with other dates, are summed alone.
        Xoshiro256 r(29);
        std::vector<Scenario> lanes;
        for (int i = 0; i < 8; ++i) {
            Scenario s = Scenario::model3Defaults();
            s[ParamId::BurnSinceFiling] = uniform(r, 1e7, 6e7);
            s[ParamId::FixedOpex] = uniform(r, 1e7, 6e7);
            s[ParamId::OpexGrowth] = uniform(r, -3, 6);
            s[ParamId::TrainingGrowth] = uniform(r, 0, 8);
            s[ParamId::OtherRevenueGrowth] = uniform(r, 0, 8);
            s[ParamId::TrainingShare] = i == 2 ? 0.0 : uniform(r, 10, 60);  // τ = 0: the training term's exact + 0
            s[ParamId::OtherRevenue] = i == 3 ? 0.0 : uniform(r, 1e5, 1e7); // no other revenue: its + 0
            lanes.push_back(s);
        }
        lanes[5].setNull(ParamId::FlowsMeasuredOn, true); // model 2's bridge
        lanes[6].startDate = Date{2026, 5, 1};            // a bridge of other length
        const Scenario* pointers[8];
        for (std::size_t l = 0; l < 8; ++l)
            pointers[l] = &lanes[l];
        for (const int width : {2, 4, 8}) {
            if (!setCashPathWidth(width))
                continue;
            for (const std::size_t used : {std::size_t{8}, std::size_t{3}}) {
                double out[8] = {};
                bridgeBurnLanes(std::span<const Scenario* const>(pointers, used), std::span<double>(out, used));
                for (std::size_t l = 0; l < used; ++l)
                    QCOMPARE(std::bit_cast<std::uint64_t>(out[l]), std::bit_cast<std::uint64_t>(bridgeBurn(lanes[l])));
            }
        }
        QVERIFY(bridgeBurn(lanes[0]) != bridgeBurn(lanes[1])); // the lanes differ: a mixed-up lane would show
    }

    void fleetNeedIsCeilWhereTheFleetCanGrow()
    {
        // fleet = max(fleet, need): model::fleetNeed(x) must give the fleet std::ceil(x) gives,
        // to the bit, for every fleet ≥ 0 (the kernel's lane-wise copy is checked against
        // simulate() below). Edges: halves (round-to-nearest ties), one ulp around integers,
        // 2^52 and up, tiny, negative, infinite and NaN needs.
        std::vector<double> xs = {0.0,
                                  -0.0,
                                  -1e-9,
                                  1e-300,
                                  0.5,
                                  1.5,
                                  2.5,
                                  1.0,
                                  2.0,
                                  0x1p52,
                                  0x1p52 + 2,
                                  0x1p53,
                                  0x1p52 - 0.5,
                                  1e300,
                                  std::numeric_limits<double>::infinity(),
                                  -std::numeric_limits<double>::infinity(),
                                  std::numeric_limits<double>::quiet_NaN(),
                                  std::numeric_limits<double>::denorm_min()};
        for (double n : {1.0, 7.0, 1000.0, 240333.0, 4503599627370495.0})
            for (double x : {std::nextafter(n, 0.0), n, std::nextafter(n, 1e308)})
                xs.push_back(x);
        Xoshiro256 r = sampleStream(7, 0);
        for (int i = 0; i < 20000; ++i)
            xs.push_back(logUniform(r, 1e-6, 1e17) - (i % 3 == 0 ? 1e-9 : 0.0));
        for (const double fleet : {0.0, -0.0, 1.0, 3.0, 240333.0, 1e15}) {
            for (const double x : xs) {
                const double expected = std::max(fleet, std::ceil(x));
                const double got = std::max(fleet, model::fleetNeed(x));
                if (std::bit_cast<std::uint64_t>(expected) != std::bit_cast<std::uint64_t>(got))
                    QFAIL(qPrintable(QStringLiteral("fleet %1, x %2: ceil gives %3, fleetNeed %4").arg(fleet).arg(x, 0, 'g', 17).arg(expected).arg(got)));
            }
        }
    }

    void kernelEqualsSimulate()
    {
        Xoshiro256 rng(20260304);
        double ends[120];
        for (int i = 0; i < 400; ++i) {
            const Scenario s = randomScenario(rng);
            if (const Problems problems = validateWithModel(s); !problems.empty())
                QFAIL(problems.front().text().c_str());
            const CashPathKernel kernel(s);
            const int days = kernel.run(s, ends, 1);
            compareWithSimulate(s, days, ends, 1);
            QCOMPARE(kernel.run(s), days); // the early-exit path agrees
            QCOMPARE(kernel.runwayMonthsCapped(s), computeMetrics(s).runwayMonthsCapped);
        }
    }

    void batchEqualsSimulate_data() { loopData(); }
    void batchEqualsSimulate()
    {
        QFETCH(int, width);
        RUNWAY_USE_CASH_PATH_WIDTH(width);
        constexpr std::size_t L = CashPathKernel::kLanes;
        Xoshiro256 rng(7);
        double ends[L * 120];
        for (int i = 0; i < 150; ++i) {
            const Scenario base = randomScenario(rng);
            std::vector<Scenario> lanes{base};
            while (lanes.size() < L)
                lanes.push_back(randomScenario(rng, &base));
            const Scenario* ptrs[L];
            for (std::size_t l = 0; l < L; ++l)
                ptrs[l] = &lanes[l];
            const CashPathKernel kernel(base);
            const std::size_t count = 1 + static_cast<std::size_t>(i) % L; // partly filled batches too
            int days[L];
            std::fill(std::begin(days), std::end(days), -2);
            kernel.runBatch(std::span<const Scenario* const>(ptrs, count), days, ends, 1, L);
            for (std::size_t l = 0; l < count; ++l)
                compareWithSimulate(lanes[l], days[l], ends + l, L);
            int early[L];
            std::fill(std::begin(early), std::end(early), -2);
            kernel.runBatch(std::span<const Scenario* const>(ptrs, count), early);
            for (std::size_t l = 0; l < count; ++l)
                QCOMPARE(early[l], days[l]);
        }
    }

    void uniformCapacityBatchesEqualSimulate_data() { loopData(); }
    void uniformCapacityBatchesEqualSimulate()
    {
        QFETCH(int, width);
        RUNWAY_USE_CASH_PATH_WIDTH(width);
        // The kernel skips the fleet when no lane owns its capacity and the lane-wise choice when all
        // do: batches of one mode each, with free tiers ending inside a month and on its first day.
        constexpr std::size_t L = CashPathKernel::kLanes;
        Xoshiro256 rng(20261205);
        double ends[L * 120];
        for (const CapacityMode mode : {CapacityMode::Owned, CapacityMode::PerToken}) {
            for (int i = 0; i < 60; ++i) {
                std::vector<Scenario> lanes;
                const Scenario base = randomScenario(rng);
                while (lanes.size() < L) {
                    Scenario s = randomScenario(rng, &base);
                    s.capacityMode = mode;
                    if (mode == CapacityMode::Owned)
                        s.setNull(ParamId::ServingCost, true); // owned capacity derives its serving cost
                    if (i % 2 == 0)
                        s[ParamId::FreeTierMonths] = std::floor(s[ParamId::FreeTierMonths]);
                    if (const Problems problems = validateWithModel(s); !problems.empty())
                        QFAIL(problems.front().text().c_str());
                    lanes.push_back(s);
                }
                const Scenario* ptrs[L];
                for (std::size_t l = 0; l < L; ++l)
                    ptrs[l] = &lanes[l];
                const CashPathKernel kernel(lanes[0]);
                int days[L];
                kernel.runBatch(std::span<const Scenario* const>(ptrs, L), days, ends, 1, L);
                for (std::size_t l = 0; l < L; ++l)
                    compareWithSimulate(lanes[l], days[l], ends + l, L);
            }
        }
    }

    void tornadoAgainstDirectRuns()
    {
        const Scenario s; // the model-2 default uncertainty of MODEL.md §6: seven parameters
        const auto bars = tornado(s);
        QCOMPARE(bars.size(), std::size_t(7));
        // MODEL.md 2.1 §6: the new defaults' tornado order (conversion and throughput swing 5 days
        // each: the table's order); elasticity last, with no swing at the reference price
        // (e = (P / P_ref)^ε = 1 whatever ε is).
        using enum ParamId;
        const ParamId order[] = {FixedOpex, OpexGrowth, BurnSinceFiling, Growth, Conversion, TokensPerChip, Elasticity};
        for (std::size_t i = 0; i < bars.size(); ++i)
            QCOMPARE(bars[i].param, order[i]);
        QVERIFY(bars[5].swing() > 0);
        QCOMPARE(bars[6].swing().value_or(-1), 0.0);
        for (std::size_t i = 0; i < bars.size(); ++i) {
            const Distribution* d = s.distribution(bars[i].param);
            QVERIFY(d);
            QCOMPARE(bars[i].low, d->low);
            QCOMPARE(bars[i].high, d->high);
            Scenario lo = s, hi = s;
            lo[d->param] = d->low;
            hi[d->param] = d->high;
            if (!bars[i].runwayAtLow || !bars[i].runwayAtHigh)
                QFAIL("a representable scenario's bar has no runway");
            QCOMPARE(*bars[i].runwayAtLow, computeMetrics(lo).runwayMonthsCapped);
            QCOMPARE(*bars[i].runwayAtHigh, computeMetrics(hi).runwayMonthsCapped);
            if (i > 0)
                QVERIFY(bars[i - 1].swing() >= bars[i].swing());
        }
    }

    void tornadoTiesKeepParamOrder()
    {
        // With a direct serving cost (per-token capacity: an owned fleet derives its cost) the chip
        // parameters cannot move the runway, and the free tier lasting the whole horizon makes
        // quota_after irrelevant: three zero swings.
        Scenario s = test::scenario(R"({"capacity_mode": "per_token", "serving_cost_usd_per_mtok": 0.05, "free_tier_months": 36, "uncertainty": {
            "pue": {"dist": "uniform", "low": 1, "high": 2}, "chip_capex_usd": {"dist": "uniform", "low": 1000, "high": 20000},
            "quota_after_tokens_per_day": {"dist": "uniform", "low": 0, "high": 1e15},
            "price_usd_per_mtok": {"dist": "uniform", "low": 0.05, "high": 1}}})");
        const auto bars = tornado(s);
        QCOMPARE(bars.size(), std::size_t(4));
        QCOMPARE(bars[0].param, ParamId::Price);
        QVERIFY(bars[0].swing() > 0);
        QCOMPARE(bars[1].param, ParamId::QuotaAfter);
        QCOMPARE(bars[2].param, ParamId::ChipCapex);
        QCOMPARE(bars[3].param, ParamId::Pue);
        QCOMPARE(bars[3].swing().value_or(-1), 0.0);
    }

    void heatmapGridIsModelDefault()
    {
        const Heatmap h = heatmapGrid(HeatmapOptions{});
        QCOMPARE(h.prices.size(), std::size_t(61));
        QCOMPARE(h.conversionsPct.size(), std::size_t(41));
        QCOMPARE(h.prices.front(), 0.03);
        QCOMPARE(h.prices.back(), 1.0);
        RUNWAY_COMPARE_NEAR(h.prices[30], std::sqrt(0.03), 1e-13); // 0.03 × (1/0.03)^(1/2)
        RUNWAY_COMPARE_NEAR(h.prices[15], 0.03 * std::pow(1 / 0.03, 0.25), 1e-13);
        for (std::size_t j = 0; j < 41; ++j)
            QCOMPARE(h.conversionsPct[j], 0.5 * static_cast<double>(j));
    }

    void heatmapCellsAgainstDirectRuns_data()
    {
        QTest::addColumn<int>("measure");
        QTest::addColumn<QString>("json");
        QTest::newRow("contribution, defaults") << int(HeatmapMeasure::Contribution) << QStringLiteral("{}");
        QTest::newRow("contribution, quota full") << int(HeatmapMeasure::Contribution) << QStringLiteral(R"({"demand_tokens_per_day": 1e14})");
        QTest::newRow("contribution, no free tier") << int(HeatmapMeasure::Contribution)
                                                    << QStringLiteral(R"({"free_tier_months": 0, "quota_after_tokens_per_day": 1e12})");
        QTest::newRow("runway, defaults") << int(HeatmapMeasure::Runway) << QStringLiteral("{}");
        QTest::newRow("runway, growth + funding") << int(HeatmapMeasure::Runway)
                                                  << QStringLiteral(R"({"demand_growth_pct_per_month": 12, "funding": [{"month": 10, "amount_usd": 5e8}]})");
    }
    void heatmapCellsAgainstDirectRuns()
    {
        QFETCH(int, measure);
        QFETCH(QString, json);
        const Scenario s = test::scenario(json.toStdString());
        HeatmapOptions o;
        o.measure = static_cast<HeatmapMeasure>(measure);
        const auto h = computeHeatmap(s, o);
        QVERIFY(h);
        QCOMPARE(h->values.size(), std::size_t(61 * 41));
        for (std::size_t j = 0; j < h->conversionsPct.size(); ++j)
            for (std::size_t i = 0; i < h->prices.size(); ++i) {
                Scenario cell = s;
                cell[ParamId::Price] = h->prices[i];
                cell[ParamId::Conversion] = h->conversionsPct[j];
                const Metrics m = computeMetrics(cell);
                QCOMPARE(h->at(j, i), o.measure == HeatmapMeasure::Runway ? m.runwayMonthsCapped : m.programContributionUsdPerDay);
            }
    }

    void heatmapOptionsAndCancel()
    {
        HeatmapOptions o;
        o.measure = HeatmapMeasure::Runway;
        o.prices = 5;
        o.conversions = 3;
        o.maxConversionPct = 10;
        const auto h = computeHeatmap(Scenario{}, o);
        QVERIFY(h);
        QCOMPARE(h->conversionsPct, (std::vector<double>{0, 5, 10}));
        QCOMPARE(h->prices.size(), std::size_t(5));
        const std::atomic<bool> cancel{true};
        o.control.cancel = &cancel;
        QVERIFY(!computeHeatmap(Scenario{}, o));
    }

    void goalSeekLandsOnTarget_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<double>("target");
        QTest::addColumn<int>("range");
        // Model 2's defaults run out after 17.5 months (525 days) with the operating cost growing
        // 2 % a month, so the targets lie where the ends bracket them: all paying (100 %) gives
        // about 23 months, not 36; growth between −100 % and 200 % a month spans 1.5 … 17.5 months.
        QTest::newRow("conversion for 20 months") << QStringLiteral("conversion_pct") << 20.0 << int(GoalSeekRange::Limits);
        QTest::newRow("opex for 24 months") << QStringLiteral("fixed_opex_usd_per_month") << 24.0 << int(GoalSeekRange::Limits);
        QTest::newRow("price for 17.4 months (slider)") << QStringLiteral("price_usd_per_mtok") << 17.4 << int(GoalSeekRange::Slider); // 517 … 525 days
        QTest::newRow("opex growth for 30 months") << QStringLiteral("opex_growth_pct_per_month") << 30.0 << int(GoalSeekRange::Limits);
        QTest::newRow("growth for 12 months") << QStringLiteral("demand_growth_pct_per_month") << 12.0 << int(GoalSeekRange::Limits);
        QTest::newRow("cash for 12 months") << QStringLiteral("cash_usd") << 12.0 << int(GoalSeekRange::Slider);              // no slider: the limits
        QTest::newRow("chip power for 17.4 months") << QStringLiteral("chip_power_kw") << 17.4 << int(GoalSeekRange::Limits); // the owned fleet's power bill
        QTest::newRow("serving cost for 17 months") << QStringLiteral("serving_cost_usd_per_mtok") << 17.0 << int(GoalSeekRange::Slider);
    }
    void goalSeekLandsOnTarget()
    {
        QFETCH(QString, key);
        QFETCH(double, target);
        QFETCH(int, range);
        const ParamId id = findParam(key.toStdString())->id;
        Scenario s;
        if (id == ParamId::ServingCost)
            s.capacityMode = CapacityMode::PerToken; // an owned fleet derives its serving cost (MODEL.md §1)
        GoalSeekOptions o;
        o.range = static_cast<GoalSeekRange>(range);
        const GoalSeekResult r = goalSeek(s, id, target, o);
        QVERIFY2(r.value, english(r.reason).c_str());
        QVERIFY(r.reason.empty());
        auto runwayAt = [&](double v) {
            Scenario t = s;
            t.set(id, v);
            return computeMetrics(t).runwayMonthsCapped;
        };
        // The runway reaches T at the answer and falls short a little further toward the other end.
        QVERIFY(runwayAt(*r.value) >= target);
        const bool lowReaches = r.runwayAtLow >= target;
        const double step = 2e-6 * std::max(std::fabs(*r.value), 1e-300);
        QVERIFY(runwayAt(lowReaches ? *r.value + step : *r.value - step) < target);
        QVERIFY(*r.value >= r.rangeLow && *r.value <= r.rangeHigh);
    }

    void goalSeekWithoutBracket()
    {
        const Scenario s;
        GoalSeekResult r = goalSeek(s, ParamId::Conversion, 100);
        QVERIFY(!r.value);
        QVERIFY(english(r.reason).find("capped at horizon_months") != std::string::npos);
        r = goalSeek(s, ParamId::Conversion, 0); // every conversion reaches a runway of 0
        QVERIFY(!r.value);
        QVERIFY(english(r.reason).find("both reach") != std::string::npos);
        // pue 1 … 5 moves the serving cost a little: 36 months is out of reach at either end.
        r = goalSeek(s, ParamId::Pue, 36);
        QVERIFY(!r.value);
        QVERIFY(english(r.reason).find("fall short") != std::string::npos);
        QCOMPARE(r.runwayAtLow, computeMetrics(test::scenario2(R"({"pue": 1})")).runwayMonthsCapped);
        // an owned fleet derives its serving cost: no value, and the reason says what to change
        r = goalSeek(s, ParamId::ServingCost, 17, GoalSeekOptions{GoalSeekRange::Slider});
        QVERIFY(!r.value);
        QVERIFY(english(r.reason).find("per_token") != std::string::npos);
    }

    void goalSeekRanges()
    {
        const Scenario s;
        auto [lo, hi] = goalSeekRange(s, ParamId::Price, GoalSeekRange::Limits);
        QCOMPARE(lo, std::numeric_limits<double>::min()); // "> 0": the smallest positive normal double
        QCOMPARE(hi, 100.0);
        std::tie(lo, hi) = goalSeekRange(s, ParamId::Price, GoalSeekRange::Slider);
        QCOMPARE(lo, 0.03);
        QCOMPARE(hi, 1.0);
        std::tie(lo, hi) = goalSeekRange(test::scenario(R"({"horizon_months": 24})"), ParamId::FreeTierMonths, GoalSeekRange::Slider);
        QCOMPARE(hi, 24.0); // the slider's 36 is beyond this horizon
        std::tie(lo, hi) = goalSeekRange(s, ParamId::Cash, GoalSeekRange::Slider);
        QCOMPARE(lo, 0.0); // cash_usd has no slider in model 2 (a spin box): its hard limits 0 … 1e13
        QCOMPARE(hi, 1e13);
        QVERIFY(!canGoalSeek(ParamId::HorizonMonths));
        QVERIFY(!canGoalSeek(ParamId::Name));
        QVERIFY(canGoalSeek(ParamId::Conversion));
    }

    void anUnrepresentableFleetIsNoCash()
    {
        // tokens_per_chip_per_day = 1e-300 derives a fleet of run / 1e-300 = inf accelerators:
        // day 0's capex is (inf − inf) × price = NaN. A NaN cash is out of cash on that day (the
        // scenario itself is refused by validate()); it never reads as "lasts the horizon".
        Scenario s;
        s[ParamId::TokensPerChip] = 1e-300;
        const CashPathKernel kernel(s);
        QCOMPARE(kernel.run(s), 0);
        const Scenario* four[4] = {&s, &s, &s, &s};
        int days[4] = {-2, -2, -2, -2};
        kernel.runBatch(four, days);
        for (int d : days)
            QCOMPARE(d, 0);
        // Goal seek on the throughput for 18 months: as tokens per chip grow the fleet, its power
        // and its cost vanish, and the runway tends to the power-free one, 17.6 months (below 18),
        // so no throughput reaches 18 months; the near-zero NaN region must not read as reaching it.
        const GoalSeekResult r = goalSeek(Scenario{}, ParamId::TokensPerChip, 18);
        QVERIFY2(!r.value, r.value ? std::to_string(*r.value).c_str() : "");
        QVERIFY(english(r.reason).find("fall short") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestCashPath)
#include "test_cashpath.moc"
