// Issue 28.5: analyses whose samples, map cells or tornado ends overflow a double. A scenario the
// reader accepts keeps every metric finite, but an analysis moves its values; what cannot be
// represented is counted, left out of every figure and said why, never read as a number.
#include <QtTest>

#include <cmath>

#include "core/analysis/analysisjson.h"
#include "core/analysis/cashpath.h"
#include "core/analysis/heatmap.h"
#include "core/analysis/montecarlo.h"
#include "core/analysis/percentile.h"
#include "core/analysis/sensitivity.h"
#include "core/model/model.h"
#include "core/model/modeljson.h"
#include "testhelpers.h"

using namespace runway;

namespace {

/// Elasticity −5: a price p buys (p / $0.10)^−5 times the paid tokens, which overflows a double once
/// p is below about 1e-59 (a factor beyond 1e290 on trillions of tokens a day).
Scenario withPriceRange(const char* dist, const char* low, const char* high)
{
    return test::scenario(std::string(R"({"price_elasticity": -5, "uncertainty": {"price_usd_per_mtok": {"dist": ")") + dist + R"(", "low": )" + low +
                          R"(, "high": )" + high + "}}}");
}

bool representable(const Scenario& s)
{
    return firstNonFiniteMetric(computeMetrics(s)).empty();
}

} // namespace

class TestUnrepresentable : public QObject {
    Q_OBJECT
private slots:
    void firstNonFiniteMetricNamesTheFlatKey()
    {
        Metrics m = computeMetrics(Scenario());
        QCOMPARE(firstNonFiniteMetric(m), std::string());
        m.day0.paidTokens = std::numeric_limits<double>::infinity();
        QCOMPARE(firstNonFiniteMetric(m), std::string("day0.paid_tokens"));
        m.cashStartUsd = std::numeric_limits<double>::quiet_NaN();
        QCOMPARE(firstNonFiniteMetric(m), std::string("cash_start_usd")); // MODEL.md's order: cash before day 0
        Metrics nulls = computeMetrics(Scenario());
        nulls.ltvToCac.reset(); // a null is no overflow
        QCOMPARE(firstNonFiniteMetric(nulls), std::string());
    }

    // The kernel tells an overflow's "runway day" from the cash's: price 1e-300 at elasticity −5
    // buys infinitely many tokens on day 0 (NaN cash), $1 does not.
    void theKernelFlagsAnOverflowsRunwayDay()
    {
        const Scenario base = withPriceRange("uniform", "1e-300", "1");
        const CashPathKernel kernel(base);
        Scenario tiny = base;
        tiny[ParamId::Price] = 1e-300;
        bool lost = false;
        kernel.runwayMonthsCapped(tiny, &lost);
        QVERIFY(lost);
        QVERIFY(!representable(tiny));
        Scenario dollar = base;
        dollar[ParamId::Price] = 1;
        kernel.runwayMonthsCapped(dollar, &lost);
        QVERIFY(!lost);
        // The same through the eight-lane batch and the scalar path (a per-account cap).
        const Scenario* lanes[] = {&tiny, &dollar, &tiny};
        int days[3];
        bool flags[3] = {false, true, false};
        kernel.runBatch(lanes, days, nullptr, 0, 0, flags);
        QVERIFY(flags[0] && !flags[1] && flags[2]);
        Scenario cappedTiny = tiny, cappedDollar = dollar;
        cappedTiny.setNull(ParamId::AccountCap, false);
        cappedTiny[ParamId::AccountCap] = 1e6;
        cappedDollar.setNull(ParamId::AccountCap, false);
        cappedDollar[ParamId::AccountCap] = 1e6;
        const Scenario* capped[] = {&cappedTiny, &cappedDollar};
        kernel.runBatch(capped, days, nullptr, 0, 0, flags);
        QVERIFY(flags[0] && !flags[1]);
    }

    // The tornado at 1e-300 … $1: the low end has no runway (was "0.0 months"), the high end has
    // one, and the bar sorts after any bar with a swing.
    void aTornadoEndThatOverflowsHasNoRunway()
    {
        Scenario s = withPriceRange("uniform", "1e-300", "1");
        s.setDistribution({ParamId::Conversion, DistKind::Uniform, 2, 4, std::nullopt});
        const auto bars = tornado(s);
        QCOMPARE(bars.size(), std::size_t(2));
        QCOMPARE(bars[0].param, ParamId::Conversion);
        QCOMPARE(bars[1].param, ParamId::Price);
        QVERIFY(!bars[1].runwayAtLow.has_value());
        QVERIFY(bars[1].runwayAtHigh.has_value());
        Scenario dollar = s;
        dollar[ParamId::Price] = 1;
        QCOMPARE(*bars[1].runwayAtHigh, computeMetrics(dollar).runwayMonthsCapped);
        QVERIFY(!bars[1].swing().has_value());
        const Unrepresentable u = tornadoUnrepresentableEnds(s, bars);
        QCOMPARE(u.count, 1);
        QCOMPARE(u.total, 4);
        const std::string text = english(tornadoUnrepresentable(u));
        QVERIFY2(text.starts_with("1 of 4 runways cannot be represented and are not shown (first at price_usd_per_mtok = $1e-300"), text.c_str());
        QVERIFY2(text.find("is too large to be represented (not a finite number)") != std::string::npos, text.c_str());
        const Json j = tornadoToJson(bars, u);
        QVERIFY(j["bars"][1]["runway_at_low"].is_null());
        QCOMPARE(j["unrepresentable"]["count"].get<int>(), 1);
        QVERIFY(!tornadoUnrepresentableEnds(Scenario(), tornado(Scenario())).any());
    }

    // A lognormal from 1e-300 to $1 puts about Φ((−58.6 + 149.5) / 90.9) ≈ 84 % of its prices below
    // 1e-58.6, where the paid tokens overflow. Each such sample is counted (the same samples the
    // model itself cannot represent, one by one) and left out; the figures are those of the others.
    void samplesThatOverflowAreCountedAndLeftOut()
    {
        const Scenario s = withPriceRange("lognormal", "1e-300", "1");
        MonteCarloOptions options;
        options.samples = 1000;
        options.seed = 7;
        const auto r = runMonteCarlo(s, options);
        if (!r)
            QFAIL("cancelled");
        int lost = 0, out12 = 0;
        std::vector<double> runways, lastCash;
        for (int i = 0; i < options.samples; ++i) {
            const Scenario sample = monteCarloSample(s, options.seed, static_cast<std::uint64_t>(i));
            const SimulationResult sim = simulate(sample);
            if (!representable(sample)) {
                ++lost;
                continue;
            }
            runways.push_back(sim.metrics.runwayMonthsCapped);
            out12 += sim.metrics.runwayDays && *sim.metrics.runwayDays < 360;
            lastCash.push_back(sim.monthly.back().cashEndUsd);
        }
        QVERIFY2(lost > 750 && lost < 920, qPrintable(QString::number(lost)));
        QCOMPARE(r->unrepresentable.count, lost);
        QCOMPARE(r->unrepresentable.total, 1000);
        QCOMPARE(r->representedSamples(), 1000 - lost);
        QCOMPARE(r->pCashOut12m, static_cast<double>(out12) / static_cast<double>(1000 - lost));
        double p50[1];
        const double fifty[] = {50};
        percentiles(runways, fifty, p50);
        QCOMPARE(r->runwayMonths[3], p50[0]);
        percentiles(lastCash, fifty, p50);
        QCOMPARE(r->monthlyCash.back().cash[2], p50[0]);
        for (const auto& row : r->monthlyCash)
            for (double v : row.cash)
                QVERIFY(std::isfinite(v));
        for (double v : r->runwayMonths)
            QVERIFY(v >= 0 && std::isfinite(v));
        // (A represented price below the serving cost buys so many loss-making tokens that its
        // runway is 0 days in earnest; the overflowing samples' NaN cash is no longer among them.)
        const std::string text = english(monteCarloUnrepresentable(r->unrepresentable));
        QVERIFY2(text.starts_with(std::to_string(lost) + " of 1000 samples cannot be represented and are left out: every figure is over the other " +
                                  std::to_string(1000 - lost) + " (first at sample "),
                 text.c_str());
        QVERIFY2(text.find(", where price_usd_per_mtok is ") != std::string::npos, text.c_str());
        const Json j = monteCarloToJson(*r);
        QCOMPARE(j["unrepresentable"]["count"].get<int>(), lost);
        QCOMPARE(j["unrepresentable"]["message"].get<std::string>(), text);
        // The same run on one thread: the same count and figures.
        options.control.threads = 1;
        const auto single = runMonteCarlo(s, options);
        if (!single)
            QFAIL("cancelled");
        QCOMPARE(single->unrepresentable.count, lost);
        QCOMPARE(single->runwayMonths, r->runwayMonths);
    }

    // Every price from 1e-300 to 1e-290 overflows: no odds at all, and nothing reads as a number.
    void whenNoSampleCanBeRepresented()
    {
        const Scenario s = withPriceRange("uniform", "1e-300", "1e-290");
        MonteCarloOptions options;
        options.samples = 64;
        const auto r = runMonteCarlo(s, options);
        if (!r)
            QFAIL("cancelled");
        QCOMPARE(r->unrepresentable.count, 64);
        QCOMPARE(r->representedSamples(), 0);
        QVERIFY(r->monthlyCash.empty());
        QVERIFY(r->metricPercentiles.empty());
        for (double v : r->runwayMonths)
            QVERIFY(std::isnan(v));
        QVERIFY(std::isnan(r->pCashOut12m));
        for (const Message& note : r->notes) // the value's own note stays; no "base case outside the odds" against NaN
            QVERIFY2(english(note).find("base case") == std::string::npos, english(note).c_str());
        const std::string text = english(monteCarloUnrepresentable(r->unrepresentable));
        QVERIFY2(text.starts_with("none of the 64 samples can be represented (first at sample 1, where price_usd_per_mtok is "), text.c_str());
        QVERIFY(monteCarloToJson(*r)["runway_months_percentiles"]["50"].is_null());
    }

    // Throughput 1e-287 at elasticity −5: the scenario itself is finite, but at lower prices and
    // higher conversions the paid tokens times the serving cost overflow. Those cells are NaN
    // (null in JSON), counted, and the first named; the others are the model's numbers.
    void mapCellsThatOverflowAreEmpty()
    {
        const Scenario s = test::scenario(R"({"tokens_per_chip_per_day": 1e-287, "price_elasticity": -5})");
        QVERIFY(representable(s));
        HeatmapOptions options;
        options.prices = 13;
        options.conversions = 9;
        const auto h = computeHeatmap(s, options);
        if (!h)
            QFAIL("cancelled");
        int lost = 0;
        for (std::size_t j = 0; j < h->conversionsPct.size(); ++j)
            for (std::size_t i = 0; i < h->prices.size(); ++i) {
                const double v = programContributionAt(s, h->conversionsPct[j], h->prices[i]);
                if (std::isfinite(v)) {
                    QCOMPARE(h->at(j, i), v);
                    continue;
                }
                ++lost;
                QVERIFY(!h->representable(j, i));
            }
        QVERIFY(lost > 0 && lost < 13 * 9);
        QCOMPARE(h->unrepresentable.count, lost);
        QCOMPARE(h->unrepresentable.total, 13 * 9);
        // The lowest price gives the largest factor: the first lost cell (row-major) is at $0.03.
        const std::string text = english(heatmapUnrepresentable(h->unrepresentable));
        QVERIFY2(text.find(" cells cannot be represented and are left empty (first at $0.03") != std::string::npos, text.c_str());
        QVERIFY2(text.find("program_contribution_usd_per_day is too large to be represented") != std::string::npos, text.c_str());
        const Json j = heatmapToJson(*h);
        int nulls = 0;
        for (const auto& row : j["values"])
            for (const auto& v : row)
                nulls += v.is_null();
        QCOMPARE(nulls, lost);
        QCOMPARE(j["unrepresentable"]["count"].get<int>(), lost);
    }

    // The runway map of the same scenario: a cell whose cash is NaN on its "runway day" is no runway.
    void runwayCellsThatOverflowAreEmpty()
    {
        const Scenario s = withPriceRange("uniform", "1e-300", "1");
        Scenario probe = s;
        HeatmapOptions options;
        options.measure = HeatmapMeasure::Runway;
        options.prices = 5;
        options.conversions = 3;
        options.minPrice = 1e-300;
        options.maxPrice = 1;
        const auto h = computeHeatmap(s, options);
        if (!h)
            QFAIL("cancelled");
        int lost = 0;
        for (std::size_t j = 0; j < h->conversionsPct.size(); ++j)
            for (std::size_t i = 0; i < h->prices.size(); ++i) {
                probe[ParamId::Price] = h->prices[i];
                probe[ParamId::Conversion] = h->conversionsPct[j];
                // Here an overflow starts on day 0 (0 × inf paid tokens is NaN too), so the cell's
                // cash and the model's metrics agree on what cannot be represented.
                QCOMPARE(h->representable(j, i), representable(probe));
                if (h->representable(j, i))
                    QCOMPARE(h->at(j, i), computeMetrics(probe).runwayMonthsCapped);
                lost += !h->representable(j, i);
            }
        QVERIFY(lost > 0);
        QCOMPARE(h->unrepresentable.count, lost);
    }
};

QTEST_GUILESS_MAIN(TestUnrepresentable)
#include "test_unrepresentable.moc"
