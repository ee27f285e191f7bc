// Randomness and Monte Carlo (MODEL.md §6): the generator, the distributions against their
// exact percentiles, clamping, the type-7 percentiles, and reproducibility across threads.
#include <QtTest>

#include <algorithm>
#include <cmath>

#include "core/analysis/analysisjson.h"
#include "core/analysis/distributions.h"
#include "core/analysis/montecarlo.h"
#include "core/analysis/percentile.h"
#include "core/analysis/rng.h"
#include "core/model/model.h"
#include "oddstesting.h"
#include "testhelpers.h"

using namespace runway;

namespace {

using test::sortedPercentile;

std::vector<double> draws(const Distribution& d, const Scenario& s, int n)
{
    const ResolvedDistribution r = resolve(d, s);
    std::vector<double> out;
    out.reserve(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        Xoshiro256 rng = sampleStream(99, static_cast<std::uint64_t>(i));
        out.push_back(sample(r, rng.uniformOpen()));
    }
    return out;
}

} // namespace

class TestMonteCarlo : public QObject {
    Q_OBJECT
private slots:
    void splitMixReference()
    {
        // SplitMix64 from state 0: the published first outputs.
        SplitMix64 sm(0);
        QCOMPARE(sm.next(), 0xE220A8397B1DCDAFULL);
        QCOMPARE(sm.next(), 0x6E789E6AA1B965F4ULL);
        QCOMPARE(sm.next(), 0x06C45D188009454FULL);
    }

    void uniformIsOpenAndFine()
    {
        Xoshiro256 r(1);
        double lo = 1, hi = 0;
        for (int i = 0; i < 100000; ++i) {
            const double u = r.uniformOpen();
            QVERIFY(u > 0 && u < 1);
            lo = std::min(lo, u), hi = std::max(hi, u);
        }
        QVERIFY(lo < 1e-3 && hi > 1 - 1e-3);
    }

    void inverseNormal_data()
    {
        QTest::addColumn<double>("p");
        QTest::addColumn<double>("z");
        QTest::newRow("median") << 0.5 << 0.0;
        QTest::newRow("97.5 %") << 0.975 << 1.959963984540054;
        QTest::newRow("95 %") << 0.95 << 1.6448536269514722;
        QTest::newRow("5 %") << 0.05 << -1.6448536269514722;
        QTest::newRow("84.13 %") << 0.8413447460685429 << 1.0; // Φ(1)
        QTest::newRow("1e-10") << 1e-10 << -6.361340902404056;
    }
    void inverseNormal()
    {
        QFETCH(double, p);
        QFETCH(double, z);
        QVERIFY(std::fabs(inverseNormalCdf(p) - z) <= 1e-14 * std::max(1.0, std::fabs(z)));
        // and back through Φ(z) = erfc(−z/√2)/2
        const double zz = inverseNormalCdf(p);
        QVERIFY(std::fabs(0.5 * std::erfc(-zz / std::sqrt(2.0)) - p) <= 1e-13 * p);
    }

    void distributionPercentiles_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<double>("low");
        QTest::addColumn<double>("mode");
        QTest::addColumn<double>("high");
        QTest::newRow("uniform −5 … 15") << int(DistKind::Uniform) << -5.0 << 0.0 << 15.0;
        QTest::newRow("triangular 1/3/5") << int(DistKind::Triangular) << 1.0 << 3.0 << 5.0;
        QTest::newRow("triangular skewed 32/40/55") << int(DistKind::Triangular) << 32e6 << 40e6 << 55e6;
        QTest::newRow("triangular mode at low") << int(DistKind::Triangular) << 0.0 << 0.0 << 10.0;
        QTest::newRow("lognormal 1e8 … 8e8") << int(DistKind::Lognormal) << 1e8 << 0.0 << 8e8;
    }
    void distributionPercentiles()
    {
        QFETCH(int, kind);
        QFETCH(double, low);
        QFETCH(double, mode);
        QFETCH(double, high);
        const Scenario s;
        // conversion_pct (0 … 100) for the small ranges, tokens_per_chip for the lognormal: no clamping happens
        const ParamId id =
            low > 1e7 ? (kind == int(DistKind::Lognormal) ? ParamId::TokensPerChip : ParamId::FixedOpex) : (low < 0 ? ParamId::Growth : ParamId::Conversion);
        const Distribution d{id, static_cast<DistKind>(kind), low, high, mode};
        const std::vector<double> v = draws(d, s, 200000);
        for (double p : {5.0, 25.0, 50.0, 75.0, 95.0}) {
            const double q = p / 100;
            double exact = 0;
            if (kind == int(DistKind::Uniform)) {
                exact = low + q * (high - low);
            } else if (kind == int(DistKind::Triangular)) {
                const double fm = (mode - low) / (high - low);
                exact = q < fm ? low + std::sqrt(q * (high - low) * (mode - low)) : high - std::sqrt((1 - q) * (high - low) * (high - mode));
            } else {
                // 5th and 95th percentiles are low and high by construction; the median is √(low·high).
                const double mu = (std::log(low) + std::log(high)) / 2, sigma = (std::log(high) - std::log(low)) / (2 * 1.6448536);
                exact = p == 5 ? low : p == 95 ? high : std::exp(mu + sigma * (p == 50 ? 0.0 : p == 25 ? -0.6744897501960817 : 0.6744897501960817));
            }
            const double scale = kind == int(DistKind::Lognormal) ? exact : high - low;
            QVERIFY2(std::fabs(sortedPercentile(v, p) - exact) < 0.01 * scale,
                     qPrintable(QStringLiteral("P%1: %2 vs %3").arg(p).arg(sortedPercentile(v, p)).arg(exact)));
        }
        // the exact inverse CDF at u = p gives the percentile itself
        const ResolvedDistribution r = resolve(d, s);
        if (kind != int(DistKind::Lognormal))
            QCOMPARE(quantile(r, 0.0), low);
        else {
            RUNWAY_COMPARE_NEAR(quantile(r, 0.05), low, 1e-7); // 1.6448536 vs Φ⁻¹(0.95) = 1.64485362695…
            RUNWAY_COMPARE_NEAR(quantile(r, 0.95), high, 1e-7);
        }
    }

    void densityIsTheDerivativeOfTheCdf()
    {
        // The uncertainty editor draws each shape from density(): it must integrate to 1 and be the
        // slope of the CDF, i.e. 1 / (dQ/du) at every quantile (checked by a central difference).
        const Scenario s;
        const Distribution cases[] = {{ParamId::Conversion, DistKind::Uniform, 1, 5, std::nullopt},
                                      {ParamId::Conversion, DistKind::Triangular, 1, 5, 2.0},
                                      {ParamId::TokensPerChip, DistKind::Lognormal, 2e8, 8e8, std::nullopt}};
        for (const Distribution& d : cases) {
            const ResolvedDistribution r = resolve(d, s);
            // the triangle's peak is 2 / (b − a); a uniform's height 1 / (b − a)
            if (d.kind == DistKind::Triangular)
                QCOMPARE(density(r, 2.0), 2.0 / 4.0);
            if (d.kind == DistKind::Uniform)
                QCOMPARE(density(r, 3.0), 1.0 / 4.0);
            QCOMPARE(density(r, -1.0), 0.0);
            const double lo = quantile(r, 1e-7), hi = quantile(r, 1 - 1e-7);
            double mass = 0;
            constexpr int kSteps = 200000;
            for (int i = 0; i < kSteps; ++i) {
                const double x = lo + (hi - lo) * (i + 0.5) / kSteps;
                mass += density(r, x) * (hi - lo) / kSteps;
            }
            QVERIFY2(std::fabs(mass - 1) < 1e-3, qPrintable(QString::number(mass)));
            for (double u : {0.1, 0.3, 0.7, 0.9}) {
                const double h = 1e-6;
                const double slope = (quantile(r, u + h) - quantile(r, u - h)) / (2 * h);
                RUNWAY_COMPARE_NEAR(density(r, quantile(r, u)) * slope, 1.0, 1e-4);
            }
        }
    }

    void triangularWithoutModeUsesScenarioValue()
    {
        const Scenario s = test::scenario(R"({"conversion_pct": 2, "uncertainty": {"conversion_pct": {"dist": "triangular", "low": 1, "high": 5}}})");
        const ResolvedDistribution r = resolve(*s.distribution(ParamId::Conversion), s);
        QCOMPARE(r.mode, 2.0);
        // F(mode) = (2 − 1)/(5 − 1) = 0.25: the inverse CDF passes through the mode there
        RUNWAY_COMPARE_NEAR(quantile(r, 0.25), 2.0, 1e-12);
    }

    void samplesAreClamped()
    {
        // lognormal on conversion_pct (0 … 100) with its 95th percentile at 90: P(X > 100) is
        // 1 − Φ((ln 100 − μ)/σ); those samples are exactly 100.
        const Scenario s;
        const Distribution d{ParamId::Conversion, DistKind::Lognormal, 10, 90, std::nullopt};
        const std::vector<double> v = draws(d, s, 100000);
        const double mu = (std::log(10.0) + std::log(90.0)) / 2, sigma = (std::log(90.0) - std::log(10.0)) / (2 * 1.6448536);
        const double pAbove = 0.5 * std::erfc((std::log(100.0) - mu) / sigma / std::sqrt(2.0));
        const auto atMax = std::count(v.begin(), v.end(), 100.0);
        QVERIFY(*std::max_element(v.begin(), v.end()) == 100.0);
        QVERIFY(std::fabs(static_cast<double>(atMax) / 1e5 - pAbove) < 0.005);
        // free_tier_months is clamped to the horizon
        const Scenario h = test::scenario(R"({"horizon_months": 12, "free_tier_months": 6})");
        const std::vector<double> w = draws({ParamId::FreeTierMonths, DistKind::Lognormal, 3, 11, std::nullopt}, h, 20000);
        QCOMPARE(*std::max_element(w.begin(), w.end()), 12.0);
    }

    void percentileDefinition()
    {
        std::vector<double> v{4, 1, 3, 2};
        const double ps[] = {0, 5, 50, 95, 100};
        double out[5];
        percentiles(v, ps, out);
        // h = 3p/100: P5 = 1 + 0.15·(2 − 1), P50 = 2.5, P95 = 3 + 0.85·(4 − 3)
        QCOMPARE(out[0], 1.0);
        QVERIFY(std::fabs(out[1] - 1.15) < 1e-12);
        QCOMPARE(out[2], 2.5);
        QVERIFY(std::fabs(out[3] - 3.85) < 1e-12);
        QCOMPARE(out[4], 4.0);
        // against a full sort on a larger, tie-heavy set
        Xoshiro256 r(5);
        std::vector<double> big(3001);
        for (auto& x : big)
            x = r.uniformOpen() < 0.3 ? 36.0 : std::floor(r.uniformOpen() * 1000) / 30;
        const double qs[] = {5, 10, 25, 50, 75, 90, 95};
        double got[7];
        std::vector<double> copy = big;
        percentiles(copy, qs, got);
        for (int i = 0; i < 7; ++i)
            QCOMPARE(got[i], sortedPercentile(big, qs[i]));
    }

    void percentilesOfLargeSets_data()
    {
        QTest::addColumn<int>("shape");
        QTest::newRow("smooth, signed") << 0;   // the histogram path
        QTest::newRow("one huge outlier") << 1; // a wanted bucket too full: the selection path
        QTest::newRow("all equal") << 2;
        QTest::newRow("two values") << 3;
    }
    void percentilesOfLargeSets()
    {
        QFETCH(int, shape);
        Xoshiro256 r(static_cast<std::uint64_t>(11 + shape));
        std::vector<double> v(10007);
        for (auto& x : v)
            x = shape == 2 ? 5.0 : shape == 3 ? (r.uniformOpen() < 0.5 ? -1.0 : 2.0) : std::tan(3.0 * (r.uniformOpen() - 0.5)) * 1e8;
        if (shape == 1)
            v[77] = 1e300;
        const double qs[] = {0, 5, 25, 50, 75, 95, 100};
        double got[7];
        std::vector<double> copy = v;
        percentiles(copy, qs, got);
        for (int i = 0; i < 7; ++i)
            QCOMPARE(got[i], sortedPercentile(v, qs[i]));
    }

    void resultsAgainstDirectRuns()
    {
        const Scenario s; // default uncertainty
        MonteCarloOptions o;
        o.samples = 300;
        o.seed = 42;
        const auto r = runMonteCarlo(s, o);
        QVERIFY(r);
        std::vector<double> runway;
        std::vector<std::vector<double>> cash(36);
        int out12 = 0, out24 = 0, outH = 0;
        for (int i = 0; i < o.samples; ++i) {
            const SimulationResult sim = simulate(monteCarloSample(s, o.seed, static_cast<std::uint64_t>(i)));
            runway.push_back(sim.metrics.runwayMonthsCapped);
            const int d = sim.metrics.runwayDays.value_or(100000);
            out12 += d < 360, out24 += d < 720, outH += sim.metrics.runwayDays.has_value();
            for (int m = 0; m < 36; ++m)
                cash[static_cast<std::size_t>(m)].push_back(sim.monthly[static_cast<std::size_t>(m)].cashEndUsd);
        }
        for (std::size_t i = 0; i < kRunwayPercentiles.size(); ++i)
            QCOMPARE(r->runwayMonths[i], sortedPercentile(runway, kRunwayPercentiles[i]));
        QCOMPARE(r->pCashOut12m, out12 / 300.0);
        QCOMPARE(r->pCashOut24m, out24 / 300.0);
        QCOMPARE(r->pCashOutHorizon, outH / 300.0);
        QCOMPARE(r->monthlyCash.size(), std::size_t(36));
        for (std::size_t m = 0; m < 36; ++m)
            for (std::size_t k = 0; k < kCashPercentiles.size(); ++k)
                RUNWAY_COMPARE_NEAR(r->monthlyCash[m].cash[k], sortedPercentile(cash[m], kCashPercentiles[k]), 1e-12);
        // the samples really vary the seven parameters of the model-2 default (MODEL.md §6), inside their ranges
        const Scenario one = monteCarloSample(s, 42, 3);
        QVERIFY(one[ParamId::Conversion] >= 1 && one[ParamId::Conversion] <= 5 && one[ParamId::Conversion] != 3);
        QVERIFY(one[ParamId::Growth] >= -5 && one[ParamId::Growth] <= 15 && one[ParamId::Growth] != s[ParamId::Growth]);
        QVERIFY(one[ParamId::TokensPerChip] > 0 && one[ParamId::TokensPerChip] != s[ParamId::TokensPerChip]);
        QVERIFY(one[ParamId::FixedOpex] >= 28e6 && one[ParamId::FixedOpex] <= 48.5e6 && one[ParamId::FixedOpex] != 35.3e6);
        QVERIFY(one[ParamId::OpexGrowth] >= 0 && one[ParamId::OpexGrowth] <= 4 && one[ParamId::OpexGrowth] != s[ParamId::OpexGrowth]);
        QVERIFY(one[ParamId::Elasticity] >= -1.5 && one[ParamId::Elasticity] <= -0.5 && one[ParamId::Elasticity] != -1);
        QVERIFY(one[ParamId::BurnSinceFiling] >= 25e6 && one[ParamId::BurnSinceFiling] <= 40e6 && one[ParamId::BurnSinceFiling] != 30.8e6);
    }

    void reproducibleAcrossThreadCounts()
    {
        // An uncertain serving cost is a direct value, so it needs per-token capacity (MODEL.md §6);
        // the owned case varies the fleet instead (chip throughput and growth buy accelerators).
        for (const char* json : {R"({"capacity_mode": "per_token", "funding": [{"month": 18, "amount_usd": 3e8}], "uncertainty": {
            "price_usd_per_mtok": {"dist": "lognormal", "low": 0.05, "high": 0.4},
            "demand_growth_pct_per_month": {"dist": "uniform", "low": -5, "high": 15},
            "serving_cost_usd_per_mtok": {"dist": "triangular", "low": 0.01, "mode": 0.03, "high": 0.2}}})",
                                 R"({"funding": [{"month": 18, "amount_usd": 3e8}], "uncertainty": {
            "price_usd_per_mtok": {"dist": "lognormal", "low": 0.05, "high": 0.4},
            "demand_growth_pct_per_month": {"dist": "uniform", "low": -5, "high": 15},
            "tokens_per_chip_per_day": {"dist": "lognormal", "low": 1e8, "high": 8e8}}})"}) {
            const Scenario s = test::scenario(json);
            MonteCarloOptions o;
            o.samples = 2503; // not a multiple of any block or batch size
            o.seed = 123456789;
            std::string first;
            for (int threads : {1, 2, 4, 1}) {
                o.control.threads = threads;
                const auto r = runMonteCarlo(s, o);
                QVERIFY(r);
                const std::string dump = monteCarloToJson(*r).dump();
                if (first.empty())
                    first = dump;
                QCOMPARE(dump, first);
            }
            o.seed = 123456790;
            const auto other = runMonteCarlo(s, o);
            QVERIFY(other);
            QVERIFY(monteCarloToJson(*other).dump() != first);
        }
    }

    void emptyUncertaintyIsTheScenario()
    {
        const Scenario s = test::scenario2(R"({"uncertainty": {}})");
        QVERIFY(s.uncertainty.empty());
        QCOMPARE(Scenario().uncertainty.size(), std::size_t(7)); // no key: MODEL.md §6's model-2 default
        MonteCarloOptions o;
        o.samples = 50;
        const auto r = runMonteCarlo(s, o);
        QVERIFY(r);
        const Metrics m = computeMetrics(s);
        QCOMPARE(m.runwayDays, std::optional<int>(525)); // MODEL.md §5, model-2 defaults
        for (double v : r->runwayMonths)
            QCOMPARE(v, m.runwayMonthsCapped); // 525 / 30
        QCOMPARE(r->pCashOut12m, 0.0);         // day 525 is after 360 …
        QCOMPARE(r->pCashOut24m, 1.0);         // … and before 720
        QCOMPARE(r->pCashOutHorizon, 1.0);

        // model 1 (an @1 document): its four-parameter default, and day 830 is after 720
        Scenario one = Scenario::model1Defaults();
        QCOMPARE(one.uncertainty.size(), std::size_t(4));
        one.uncertainty.clear();
        const auto r1 = runMonteCarlo(one, o);
        QVERIFY(r1);
        QCOMPARE(computeMetrics(one).runwayDays, std::optional<int>(830));
        for (double v : r1->runwayMonths)
            QCOMPARE(v, 830 / 30.0);
        QCOMPARE(r1->pCashOut24m, 0.0);
        QCOMPARE(r1->pCashOutHorizon, 1.0);
    }

    void cancelGivesNoResult()
    {
        const std::atomic<bool> cancel{true};
        MonteCarloOptions o;
        o.control.cancel = &cancel;
        QVERIFY(!runMonteCarlo(Scenario{}, o));
    }
};

QTEST_GUILESS_MAIN(TestMonteCarlo)
#include "test_montecarlo.moc"
