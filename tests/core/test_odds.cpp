// Odds that answer the user's question (MODEL.md 2.1 §6): the re-centred default ranges, the
// reference Monte Carlo and tornado of the new defaults, a saved file that keeps its old odds to the
// last bit, metric_percentiles against direct runs, the notes, "36+ months" at the horizon.
#include <QtTest>

#include <algorithm>
#include <cmath>

#include "core/analysis/analysisjson.h"
#include "core/analysis/montecarlo.h"
#include "core/analysis/sensitivity.h"
#include "core/model/model.h"
#include "core/model/modeljson.h"
#include "core/scenario/jsondocument.h"
#include "core/scenario/scenariojson.h"
#include "oddstesting.h"
#include "testhelpers.h"

using namespace runway;
using runway::test::allProblems;

namespace {

using test::runOdds;
using test::sortedPercentile;

const QString kData = QStringLiteral(RUNWAY_TEST_DATA);

Scenario withSet(std::initializer_list<std::string> assignments)
{
    // MODEL.md 2.1's examples are model 2's: `run --set …` on an @2 document.
    const PatchResult r = test::setOnDocument(Json{{"schema", kScenarioSchema}}, assignments);
    if (!r.ok())
        qFatal("--set refused: %s", qPrintable(allProblems(r.problems)));
    return *r.value;
}

QStringList englishNotes(const Messages& notes)
{
    QStringList lines;
    for (const Message& m : notes)
        lines << QString::fromStdString(english(m));
    return lines;
}

} // namespace

class TestOdds : public QObject {
    Q_OBJECT
private slots:
    // MODEL.md 2.1 §6: "an independent 10,000-sample run; the program's 10,000 samples must agree
    // within ±0.35 months and ±1.5 points".
    void referenceRunOfTheNewDefaults()
    {
        const MonteCarloResult r = runOdds(Scenario());
        QVERIFY2(std::fabs(r.runwayMonths[3] - 15.93) <= 0.35, qPrintable(QString::number(r.runwayMonths[3])));
        QVERIFY2(std::fabs(r.runwayMonths[0] - 12.53) <= 0.35, qPrintable(QString::number(r.runwayMonths[0])));
        QVERIFY2(std::fabs(r.runwayMonths[6] - 20.97) <= 0.35, qPrintable(QString::number(r.runwayMonths[6])));
        QVERIFY2(std::fabs(100 * r.pCashOut12m - 2.5) <= 1.5, qPrintable(QString::number(r.pCashOut12m)));
        QVERIFY2(std::fabs(100 * r.pCashOut24m - 99.4) <= 1.5, qPrintable(QString::number(r.pCashOut24m)));
        // the base case's 17.5 months lies inside the odds, between the median and P95: no note
        QCOMPARE(r.baseRunwayMonths, 17.5);
        QVERIFY(r.runwayMonths[3] < 17.5 && 17.5 < r.runwayMonths[6]);
        QVERIFY2(r.notes.empty(), qPrintable(englishNotes(r.notes).join(QLatin1Char('\n'))));
    }

    void opexTo20MWithTheRangeFollowing()
    {
        // "median 26.9 months, P(out within 24 months) 26.9 % (the old behaviour kept 99.7 %)"
        const MonteCarloResult r = runOdds(withSet({"fixed_opex_usd_per_month=20M"}));
        QVERIFY2(std::fabs(r.runwayMonths[3] - 26.9) <= 0.35, qPrintable(QString::number(r.runwayMonths[3])));
        QVERIFY2(std::fabs(100 * r.pCashOut24m - 26.9) <= 1.5, qPrintable(QString::number(r.pCashOut24m)));
    }

    void savedFileKeepsItsOldOddsToTheLastBit()
    {
        // A file the program saved before revision 2.1 holds the old default ranges: its odds are
        // the old ones exactly (median 14.43, P(out within 12 months) 24.09 % with seed 1).
        const auto s = readScenarioFile((kData + QStringLiteral("/old-default-ranges.json")).toStdString());
        QVERIFY2(s.ok(), qPrintable(allProblems(s.problems)));
        QCOMPARE(s.value->distribution(ParamId::Growth)->high, 15.0);
        const MonteCarloResult r = runOdds(*s.value);
        QCOMPARE(r.runwayMonths[3], 433 / 30.0); // day 433: 14.4333…
        QCOMPARE(r.pCashOut12m, 0.2409);
        QCOMPARE(r.pCashOut24m, 0.9973);
        // its base case (17.5 months) lay near P85, inside P5 … P95: no note either
        QVERIFY(r.notes.empty());
    }

    void tornadoOfTheNewDefaults()
    {
        // MODEL.md 2.1 §6 (months at low / high, in its order).
        struct Bar {
            ParamId param;
            double low, high;
        };
        using enum ParamId;
        const Bar expected[] = {{FixedOpex, 21.63, 12.97},  {OpexGrowth, 21.40, 15.10},    {BurnSinceFiling, 18.53, 15.80}, {Growth, 17.43, 14.80},
                                {Conversion, 17.40, 17.57}, {TokensPerChip, 17.37, 17.53}, {Elasticity, 17.50, 17.50}};
        const auto bars = tornado(Scenario());
        QCOMPARE(bars.size(), std::size_t(7));
        for (std::size_t i = 0; i < bars.size(); ++i) {
            QCOMPARE(bars[i].param, expected[i].param);
            QVERIFY2(std::fabs(bars[i].runwayAtLow.value_or(-1) - expected[i].low) < 0.005, spec(bars[i].param).key.data());
            QVERIFY2(std::fabs(bars[i].runwayAtHigh.value_or(-1) - expected[i].high) < 0.005, spec(bars[i].param).key.data());
        }
        QCOMPARE(bars[4].swing(), bars[5].swing()); // 5 days each: the table's order decides
    }

    void metricPercentilesAgainstDirectRuns()
    {
        // Every numeric metric's p5/p50/p95 are the type-7 percentiles of computeMetrics() over the
        // very samples the run draws; n counts the samples where it is a number. A cap sends the
        // lanes through the model's own loop; per token leaves the fleet metrics null (n = 0).
        for (const char* json : {"{}", R"({"account_cap_tokens_per_day": 2e7, "demand_growth_pct_per_month": 4})",
                                 R"({"capacity_mode": "per_token", "serving_cost_usd_per_mtok": 0.05, "funding": [{"month": 3, "amount_usd": 2e8}],
                                     "uncertainty": {"serving_cost_usd_per_mtok": {"dist": "lognormal", "low": 0.02, "high": 0.2},
                                                     "conversion_pct": {"dist": "uniform", "low": 0, "high": 4}}})"}) {
            const Scenario s = test::scenario2(json); // model 2's metrics (model 3's: test_odds3)
            constexpr int kSamples = 203;             // not a multiple of the lanes or the block
            const MonteCarloResult r = runOdds(s, kSamples, 7);
            const auto& keys = intervalMetricKeys();
            QCOMPARE(r.metricPercentiles.size(), keys.size());
            QVERIFY(std::find(keys.begin(), keys.end(), "runway_days") == keys.end());
            QVERIFY(std::find(keys.begin(), keys.end(), "runway_months") == keys.end());
            QVERIFY(std::find(keys.begin(), keys.end(), "cash_out_date") == keys.end());
            std::vector<Metrics> direct;
            direct.reserve(kSamples);
            for (int i = 0; i < kSamples; ++i)
                direct.push_back(computeMetrics(monteCarloSample(s, 7, static_cast<std::uint64_t>(i))));
            for (const MetricInterval& m : r.metricPercentiles) {
                std::vector<double> values;
                for (const Metrics& d : direct)
                    if (auto v = metricByKey(d, m.key))
                        values.push_back(*v);
                QVERIFY2(m.n == static_cast<int>(values.size()), m.key.data());
                if (values.empty()) {
                    QVERIFY(!m.p5 && !m.p50 && !m.p95);
                    continue;
                }
                QVERIFY2(*m.p5 == sortedPercentile(values, 5) && *m.p50 == sortedPercentile(values, 50) && *m.p95 == sortedPercentile(values, 95),
                         qPrintable(QStringLiteral("%1: %2 %3 %4 vs %5 %6 %7")
                                        .arg(QString::fromUtf8(m.key.data(), static_cast<qsizetype>(m.key.size())))
                                        .arg(*m.p5)
                                        .arg(*m.p50)
                                        .arg(*m.p95)
                                        .arg(sortedPercentile(values, 5))
                                        .arg(sortedPercentile(values, 50))
                                        .arg(sortedPercentile(values, 95))));
            }
            // and JSON has them, keyed, with n
            const Json j = monteCarloToJson(r);
            QCOMPARE(j.at("metric_percentiles").size(), keys.size());
            QCOMPARE(j.at("metric_percentiles").at("runway_months_capped").at("n").get<int>(), kSamples);
            QVERIFY(j.at("metric_percentiles").at("day0.net_burn_usd").contains("p95"));
        }
        // per token: no fleet in any sample
        const MonteCarloResult perToken = runOdds(test::scenario(R"({"capacity_mode": "per_token"})"), 50);
        QCOMPARE(perToken.interval("chips_bought")->n, 0);
        QVERIFY(!perToken.interval("chips_bought")->p50);
        QVERIFY(monteCarloToJson(perToken).at("metric_percentiles").at("chips_bought").at("p50").is_null());
    }

    void notesNameWhatTheOddsAssume()
    {
        // MODEL.md 2.1's last worked example: a file whose opex 20e6 lies outside its own range.
        const Scenario s = test::scenario(R"({"fixed_opex_usd_per_month": 20e6,
            "uncertainty": {"fixed_opex_usd_per_month": {"dist": "triangular", "low": 28e6, "high": 48.5e6}}})");
        const MonteCarloResult r = runOdds(s, 2000);
        const QStringList notes = englishNotes(r.notes);
        QCOMPARE(notes.size(), 2);
        QCOMPARE(notes.front(), QStringLiteral("fixed_opex_usd_per_month: the value $20M lies outside the range $28M … $48.5M that the odds use"));
        // every sample has opex ≥ 28e6, the base case 20e6: its runway lies above P95
        QVERIFY(r.baseRunwayMonths > r.runwayMonths[6]);
        QVERIFY2(notes[1].startsWith(QStringLiteral("the base case's runway (")) &&
                     notes[1].contains(QStringLiteral(") lies outside the odds' 5–95 % range (")),
                 qPrintable(notes[1]));
        QCOMPARE(monteCarloToJson(r).at("notes").size(), std::size_t(2));
    }

    void aRunwayAtTheHorizonReads36Plus()
    {
        // Cash that lasts: P95 and the base case sit at the horizon, written "36+", never as a runway.
        const Scenario s = test::scenario(R"({"cash_usd": 2e9, "fixed_opex_usd_per_month": 20e6,
            "uncertainty": {"fixed_opex_usd_per_month": {"dist": "uniform", "low": 60e6, "high": 80e6}}})");
        const MonteCarloResult r = runOdds(s, 500);
        QCOMPARE(r.baseRunwayMonths, 36.0);
        const QStringList notes = englishNotes(r.notes);
        QVERIFY2(notes.size() == 2 && notes[1].startsWith(QStringLiteral("the base case's runway (36+ months)")), qPrintable(notes.join(QLatin1Char('\n'))));
    }

    void aNegativeDerivedCashIsOutOfCashOnDay0NotInfeasible()
    {
        // MODEL.md 2.1 §4 and issue 28 item 6. Starting 2028-06-01, 1,067 days after the filing: the
        // bridge derives 2.552e9 / 7.17 + 558e6 − 30.8e6 × 1,067 / 30 = −$181,525,857.74. Nothing is
        // bought on day 0, so it is not infeasible but out of cash on day 0. The filing's cash and the
        // raise cover 30 × 913,927,475.59 / 30.8e6 = 890.19 days: the last start date is 2025-06-30 + 890
        // days = 2027-12-07.
        const Scenario s = test::scenario2(R"({"start_date": "2028-06-01"})");
        const Metrics m = computeMetrics(s);
        RUNWAY_COMPARE_NEAR(m.cashStartUsd, -181525857.74, 1e-10);
        QCOMPARE(m.day0.capexUsd, 0.0);
        QVERIFY(!m.infeasible);
        QCOMPARE(m.runwayDays, std::optional<int>(0));
        QStringList warnings;
        for (const Message& w : m.warnings)
            warnings << QString::fromStdString(english(w));
        const QString all = warnings.join(QLatin1Char('\n'));
        QVERIFY2(all.contains(QStringLiteral("the cash derived for the start date 2028-06-01 is")) && all.contains(QStringLiteral("2027-12-07")),
                 qPrintable(all));
        // 2027-12-07 itself keeps the cash ≥ 0; the day after does not.
        QVERIFY(computeMetrics(test::scenario2(R"({"start_date": "2027-12-07"})")).cashStartUsd >= 0);
        QVERIFY(computeMetrics(test::scenario2(R"({"start_date": "2027-12-08"})")).cashStartUsd < 0);
        // A purchase on day 0 that the cash cannot pay is still infeasible (MODEL.md §5's demand 1e14 row).
        QVERIFY(computeMetrics(test::scenario(R"({"demand_tokens_per_day": 1e14})")).infeasible);
    }
};

QTEST_GUILESS_MAIN(TestOdds)
#include "test_odds.moc"
