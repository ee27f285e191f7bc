// Model 3 in the analyses' batch kernel: every lane the batch loop runs equals model 3's own day loop
// (runDays3) bit for bit, on random scenarios, on MODEL3.md §9's presets, and through a whole Monte Carlo.
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

/// A random model-3 scenario: randomScenario's model-2 keys, and every model-3 key of MODEL3.md §1 across
/// its hard limits (often at its neutral value, so batches mix lanes with and without training,
/// subscribers, a competitor, dated flows and uncertain funding). Its own funding events, with
/// probabilities: lanes of one batch differ as the Monte Carlo's samples will. `scalarKeys`: a credit
/// line and replacement now and then (the lanes the batch loop leaves to runDays3).
Scenario randomModel3(Xoshiro256& r, const Scenario* shape = nullptr, bool scalarKeys = false)
{
    using enum ParamId;
    Scenario s = randomScenario(r, shape);
    s.model = 3;
    s.uncertainty.clear();
    const auto sometimes = [&r](double p) { return r.uniformOpen() < p; };
    const auto wide = [&](double lo, double hi, double typicalLo, double typicalHi) {
        return sometimes(0.2) ? uniform(r, lo, hi) : uniform(r, typicalLo, typicalHi);
    };
    if (sometimes(0.4))
        s.set(Cash, logUniform(r, 1e6, 1e11)); // else derived: the bridge of §3b
    const std::int64_t start = s.startDate.toDays();
    s.setNull(FlowsMeasuredOn, sometimes(0.25));
    s[FlowsMeasuredOn] = static_cast<double>(start - static_cast<std::int64_t>(sometimes(0.1) ? uniform(r, 0, 9500) : uniform(r, 0, 700)));
    s.setNull(OtherRevenueMeasuredOn, sometimes(0.7));
    s[OtherRevenueMeasuredOn] = static_cast<double>(start - static_cast<std::int64_t>(uniform(r, 0, 700)));
    s[OtherRevenueGrowth] = sometimes(0.2) ? 0.0 : wide(-99, 200, -10, 20);
    s[FleetShare] = sometimes(0.2) ? 100.0 : sometimes(0.1) ? 0.0 : uniform(r, 0, 100);
    s[TrainingShare] = sometimes(0.25) ? 0.0 : uniform(r, 0, 100);
    s[TrainingGrowth] = wide(-99, 200, -5, 10);
    s.setNull(TrainingGrowthAfterStart, sometimes(0.6));
    s[TrainingGrowthAfterStart] = sometimes(0.2) ? -100.0 : wide(-100, 200, -10, 10);
    s[Subscribers] = sometimes(0.5) ? 0.0 : logUniform(r, 1, 1e10);
    s[SubscriptionPrice] = logUniform(r, 0.01, 1e6);
    s[SubscriberGrowth] = wide(0, 200, 0, 15);
    s[SubscriberChurn] = wide(0, 100, 0, 15);
    s[SubscriptionCost] = uniform(r, 0, 1000);
    s.setNull(CompetitorPrice, sometimes(0.6));
    s[CompetitorPrice] = logUniform(r, 1e-3, 100);
    s[CompetitorPremium] = logUniform(r, 0.1, 1000);
    s[CreditLine] = scalarKeys && sometimes(0.3) ? logUniform(r, 1e6, 1e10) : 0.0;
    s[CreditLineRate] = uniform(r, 0, 100);
    s[ReplaceChips] = scalarKeys && sometimes(0.3) ? 1.0 : 0.0;
    s.funding.clear();
    const int events = static_cast<int>(uniform(r, 0, 5));
    for (int e = 0; e < events; ++e) {
        const double p = sometimes(0.3) ? 100.0 : sometimes(0.2) ? 0.0 : sometimes(0.1) ? 50.0 : uniform(r, 0, 100);
        s.funding.push_back({static_cast<int>(uniform(r, 0, 120)), logUniform(r, 1e6, 5e9), p});
    }
    return s;
}

/// runDays3 on `in`, as the scalar path sees it: the runway day (NaN counts as no cash, as the kernel's),
/// the month ends of the cash and the own-cash run, and the totals.
struct Scalar3 {
    int runway = -1;
    std::vector<double> ends, ownEnds;
    model::Totals totals;
};
Scalar3 scalar3(const model::Inputs& in)
{
    Scalar3 r;
    r.totals = model::runDays3(
        in, nullptr,
        [&r](int d, const DayFlows&, double cash) {
            if (r.runway < 0 && !(cash >= 0))
                r.runway = d;
        },
        [&r](int, const model::MonthSums& ms) {
            r.ends.push_back(ms.cashEnd);
            r.ownEnds.push_back(ms.ownCashEnd);
        });
    return r;
}

bool sameBits(double a, double b)
{
    return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b);
}

/// Every number of two Totals, bit for bit; the first that differs, or empty.
QString totalsDiffer(const model::Totals& a, const model::Totals& b)
{
    const std::pair<const char*, std::pair<double, double>> numbers[] = {
        {"day0.freeTokens", {a.day0.freeTokens, b.day0.freeTokens}},
        {"day0.paidTokens", {a.day0.paidTokens, b.day0.paidTokens}},
        {"day0.revenue", {a.day0.revenueUsd, b.day0.revenueUsd}},
        {"day0.servingCost", {a.day0.servingCostUsd, b.day0.servingCostUsd}},
        {"day0.power", {a.day0.powerUsd, b.day0.powerUsd}},
        {"day0.capex", {a.day0.capexUsd, b.day0.capexUsd}},
        {"day0.servingCash", {a.day0.servingCashUsd, b.day0.servingCashUsd}},
        {"day0.freeTierCost", {a.day0.freeTierCostUsd, b.day0.freeTierCostUsd}},
        {"day0.freeTierListValue", {a.day0.freeTierListValueUsd, b.day0.freeTierListValueUsd}},
        {"day0.opex", {a.day0.opexUsd, b.day0.opexUsd}},
        {"day0.netBurn", {a.day0.netBurnUsd, b.day0.netBurnUsd}},
        {"day0.freeTierCash", {a.day0.freeTierCashUsd, b.day0.freeTierCashUsd}},
        {"day0.otherOpex", {a.day0.otherOpexUsd, b.day0.otherOpexUsd}},
        {"day0.trainingCompute", {a.day0.trainingComputeUsd, b.day0.trainingComputeUsd}},
        {"day0.subscriptionRevenue", {a.day0.subscriptionRevenueUsd, b.day0.subscriptionRevenueUsd}},
        {"day0.subscriptionCost", {a.day0.subscriptionCostUsd, b.day0.subscriptionCostUsd}},
        {"day0.replacementCapex", {a.day0.replacementCapexUsd, b.day0.replacementCapexUsd}},
        {"day0.interest", {a.day0.interestUsd, b.day0.interestUsd}},
        {"day0.freeTierIncrementalCash", {a.day0.freeTierIncrementalCashUsd, b.day0.freeTierIncrementalCashUsd}},
        {"firstMonthNetBurn", {a.firstMonthNetBurn, b.firstMonthNetBurn}},
        {"firstMonthCapex", {a.firstMonthCapex, b.firstMonthCapex}},
        {"revenue", {a.revenue, b.revenue}},
        {"freeTierCost", {a.freeTierCost, b.freeTierCost}},
        {"freeTierListValue", {a.freeTierListValue, b.freeTierListValue}},
        {"capex", {a.capex, b.capex}},
        {"fleetEnd", {a.fleetEnd, b.fleetEnd}},
        {"endingCash", {a.endingCash, b.endingCash}},
        {"replacement", {a.replacement, b.replacement}},
        {"subscriptionRevenue", {a.subscriptionRevenue, b.subscriptionRevenue}},
        {"trainingCompute", {a.trainingCompute, b.trainingCompute}},
        {"interest", {a.interest, b.interest}},
        {"freeTierIncrementalCash", {a.freeTierIncrementalCash, b.freeTierIncrementalCash}},
        {"peakDrawn", {a.peakDrawn, b.peakDrawn}},
    };
    for (const auto& [name, v] : numbers)
        if (!sameBits(v.first, v.second))
            return QStringLiteral("%1: %2 against %3").arg(QLatin1String(name)).arg(v.first, 0, 'g', 17).arg(v.second, 0, 'g', 17);
    if (a.runwayDays != b.runwayDays)
        return QStringLiteral("runwayDays %1 against %2").arg(a.runwayDays.value_or(-1)).arg(b.runwayDays.value_or(-1));
    if (a.ownRunwayDays != b.ownRunwayDays)
        return QStringLiteral("ownRunwayDays %1 against %2").arg(a.ownRunwayDays.value_or(-1)).arg(b.ownRunwayDays.value_or(-1));
    if (a.firstDrawDay != b.firstDrawDay)
        return QStringLiteral("firstDrawDay %1 against %2").arg(a.firstDrawDay.value_or(-1)).arg(b.firstDrawDay.value_or(-1));
    return {};
}

/// runLanes() on `lanes` (up to kLanes scenarios of one horizon), with every output and again with the
/// early exit, against runDays3 on each: runway day, own-cash runway day, month ends of both runs and
/// the totals, bit for bit. Fails the test with the lane, the scenario's shape and the first difference.
void compareLanesWithRunDays3(const std::vector<Scenario>& lanes, const QString& what)
{
    constexpr std::size_t L = CashPathKernel::kLanes;
    const std::size_t count = std::min(L, lanes.size());
    std::vector<std::optional<model::Inputs>> inputs(count);
    const model::Inputs* ptrs[L];
    for (std::size_t l = 0; l < count; ++l) {
        inputs[l].emplace(lanes[l]);
        ptrs[l] = &*inputs[l];
    }
    const CashPathKernel kernel(lanes[0]);
    const auto months = static_cast<std::size_t>(kernel.months());
    std::vector<double> ends(L * 120, -7.0), ownEnds(L * 120, -7.0);
    int days[L], ownDays[L], early[L], earlyOwn[L];
    std::fill(std::begin(days), std::end(days), -2);
    std::fill(std::begin(ownDays), std::end(ownDays), -2);
    model::Totals totals[L];
    bool unrepresentable[L];
    const std::span<const model::Inputs* const> span(ptrs, count);
    kernel.runLanes(span, days, ends.data(), 1, L, totals, unrepresentable, ownEnds.data(), ownDays);
    kernel.runLanes(span, early, nullptr, 0, 0, nullptr, nullptr, nullptr, earlyOwn);
    for (std::size_t l = 0; l < count; ++l) {
        const Scalar3 want = scalar3(*inputs[l]);
        const QString where = QStringLiteral("%1, lane %2 of %3").arg(what).arg(l).arg(count);
        QVERIFY2(days[l] == want.runway, qPrintable(where + QStringLiteral(": runway %1, runDays3 %2").arg(days[l]).arg(want.runway)));
        QVERIFY2(early[l] == want.runway, qPrintable(where + QStringLiteral(": early-exit runway %1").arg(early[l])));
        QVERIFY2(ownDays[l] == want.totals.ownRunwayDays.value_or(-1),
                 qPrintable(where + QStringLiteral(": own-cash runway %1, runDays3 %2").arg(ownDays[l]).arg(want.totals.ownRunwayDays.value_or(-1))));
        QVERIFY2(earlyOwn[l] == ownDays[l], qPrintable(where + QStringLiteral(": early-exit own-cash runway %1").arg(earlyOwn[l])));
        for (std::size_t m = 0; m < months; ++m) {
            QVERIFY2(
                sameBits(ends[l + m * L], want.ends[m]),
                qPrintable(where + QStringLiteral(": month %1's cash %2, runDays3 %3").arg(m).arg(ends[l + m * L], 0, 'g', 17).arg(want.ends[m], 0, 'g', 17)));
            QVERIFY2(sameBits(ownEnds[l + m * L], want.ownEnds[m]),
                     qPrintable(
                         where +
                         QStringLiteral(": month %1's own cash %2, runDays3 %3").arg(m).arg(ownEnds[l + m * L], 0, 'g', 17).arg(want.ownEnds[m], 0, 'g', 17)));
        }
        const QString differ = totalsDiffer(totals[l], want.totals);
        QVERIFY2(differ.isEmpty(), qPrintable(where + QStringLiteral(": totals ") + differ));
    }
}

} // namespace

class TestCashPath3 : public QObject {
    Q_OBJECT

    static void loopData() { test::cashPathLoopData(); }

private slots:
    void cleanup() { setCashPathWidth(0); }

    void model3BatchEqualsRunDays3_data() { loopData(); }
    void model3BatchEqualsRunDays3()
    {
        // Model 3's day in the batch loop (MODEL3.md §4): random model-3 scenarios with every key across
        // its hard limits, eight lanes of one horizon with their own funding, partly filled batches too;
        // every seventh batch has lanes with a credit line or replacement, which runDays3 runs alone.
        QFETCH(int, width);
        RUNWAY_USE_CASH_PATH_WIDTH(width);
        constexpr std::size_t L = CashPathKernel::kLanes;
        Xoshiro256 rng(20261206);
        int valid = 0;
        for (int i = 0; i < 300; ++i) {
            const bool scalarKeys = i % 7 == 0;
            const Scenario base = randomModel3(rng, nullptr, scalarKeys);
            std::vector<Scenario> lanes{base};
            while (lanes.size() < 1 + static_cast<std::size_t>(i) % L)
                lanes.push_back(randomModel3(rng, &base, scalarKeys));
            bool ok = true;
            for (const Scenario& s : lanes)
                ok = ok && validate(s).empty();
            if (!ok)
                continue; // a key's cross rule (e.g. a measured date's −100 %): not a scenario the program runs
            ++valid;
            compareLanesWithRunDays3(lanes, QStringLiteral("batch %1").arg(i));
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY2(valid >= 270, qPrintable(QStringLiteral("only %1 of 300 random batches were valid").arg(valid)));
    }

    void model3PresetsEqualRunDays3_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<QString>("preset");
        // MODEL3.md §9's overrides of the model-3 defaults (bank-lines and replacement run through runDays3
        // lane by lane; the rest in the batch loop), on each loop.
        for (const int width : {2, 4, 8})
            for (const char* preset : {"model-3 defaults", "model-2", "idle-fleet", "busy-fleet", "training-freeze", "bank-lines", "follow-on", "replacement",
                                       "coding-plan", "deepseek-ceiling", "fy2025-revenue", "per token"})
                QTest::newRow(qPrintable(QStringLiteral("%1, %2 doubles").arg(QLatin1String(preset)).arg(width))) << width << QString::fromLatin1(preset);
    }
    void model3PresetsEqualRunDays3()
    {
        QFETCH(int, width);
        QFETCH(QString, preset);
        RUNWAY_USE_CASH_PATH_WIDTH(width);
        using enum ParamId;
        Scenario s = Scenario::model3Defaults();
        if (preset == QLatin1String("model-2")) {
            s.setNull(FlowsMeasuredOn, true);
            s[OtherRevenueGrowth] = 0;
            s[FleetShare] = 100;
            s[TrainingShare] = 0;
            s.uncertainty = defaultUncertainty(2);
        } else if (preset == QLatin1String("idle-fleet")) {
            s[FleetShare] = 100;
        } else if (preset == QLatin1String("busy-fleet")) {
            s[FleetShare] = 0;
        } else if (preset == QLatin1String("training-freeze")) {
            s.set(TrainingGrowthAfterStart, 0);
        } else if (preset == QLatin1String("bank-lines")) {
            s[CreditLine] = 1.241283e9;
        } else if (preset == QLatin1String("follow-on")) {
            s.funding = {{6, 745e6, 70, "follow-on raise"}};
        } else if (preset == QLatin1String("replacement")) {
            s[ReplaceChips] = 1;
        } else if (preset == QLatin1String("coding-plan")) {
            s[Subscribers] = 150000;
        } else if (preset == QLatin1String("deepseek-ceiling")) {
            s.set(CompetitorPrice, 0.175);
        } else if (preset == QLatin1String("fy2025-revenue")) {
            s[OtherRevenue] = 8.41e6;
            s.set(OtherRevenueMeasuredOn, static_cast<double>(Date{2025, 7, 2}.toDays()));
        } else if (preset == QLatin1String("per token")) {
            s.capacityMode = CapacityMode::PerToken;
            s.set(ServingCost, 0.05);
        }
        QVERIFY2(validate(s).empty(), qPrintable(test::allProblems(validate(s))));
        // The scenario and seven of its Monte Carlo samples; with an uncertain event, lanes where it
        // happened (100), did not (0) or is left at its odds, as the Monte Carlo's draws will make them.
        std::vector<Scenario> lanes{s};
        for (std::uint64_t i = 0; lanes.size() < CashPathKernel::kLanes; ++i) {
            Scenario sample = monteCarloSample(s, 5, i);
            for (FundingEvent& f : sample.funding)
                f.probabilityPct = i % 3 == 0 ? 100.0 : i % 3 == 1 ? 0.0 : f.probabilityPct;
            lanes.push_back(sample);
        }
        compareLanesWithRunDays3(lanes, preset);
    }

    void model3UnrepresentableFleetAsRunDays3_data() { loopData(); }
    void model3UnrepresentableFleetAsRunDays3()
    {
        // A fleet of inf accelerators (tokens per chip 1e-300; validate() refuses the scenario): day 0's
        // capex is NaN and the cash stays NaN. The runway day is 0 (NaN is no cash), while runDays3's
        // totals have no runway day and no own-cash runway day (NaN < 0 is false): the batch loop's
        // totals must say the same, and its month ends carry the same NaN.
        QFETCH(int, width);
        RUNWAY_USE_CASH_PATH_WIDTH(width);
        Scenario s = Scenario::model3Defaults();
        s[ParamId::TokensPerChip] = 1e-300;
        const std::vector<Scenario> lanes(CashPathKernel::kLanes, s);
        compareLanesWithRunDays3(lanes, QStringLiteral("unrepresentable fleet"));
        const model::Inputs in(s);
        QCOMPARE(scalar3(in).runway, 0);
        QVERIFY(!scalar3(in).totals.runwayDays);
    }

    void model3MonteCarloEqualsScalarPath_data() { loopData(); }
    void model3MonteCarloEqualsScalarPath()
    {
        // The Monte Carlo on the model-3 defaults against each sample run by runDays3 alone: the runway
        // percentiles and odds, every month's cash percentiles and every metric's interval, bit for bit.
        QFETCH(int, width);
        RUNWAY_USE_CASH_PATH_WIDTH(width);
        const Scenario s = Scenario::model3Defaults();
        MonteCarloOptions options;
        options.samples = 1501; // a partly filled last batch
        options.seed = 23;
        const auto fast = runMonteCarlo(s, options);
        QVERIFY(fast);
        QCOMPARE(fast->unrepresentable.count, 0);
        const auto n = static_cast<std::size_t>(options.samples);
        const auto months = static_cast<std::size_t>(s.horizonMonths());
        // A model-3 scenario's intervals: model 2's flat metrics followed by model 3's (MODEL3.md §6).
        const auto& keys = intervalMetricKeys(true);
        std::vector<std::string_view> flatKeys = flatMetricKeys();
        flatKeys.insert(flatKeys.end(), flatModel3MetricKeys().begin(), flatModel3MetricKeys().end());
        std::vector<double> runway, cash(months * n), metrics(keys.size() * n), flat(flatKeys.size());
        const std::span<double> flat3 = std::span<double>(flat).subspan(flatMetricKeys().size());
        std::size_t out12 = 0;
        for (std::size_t i = 0; i < n; ++i) {
            const Scenario sample = monteCarloSample(s, options.seed, i);
            const model::Inputs in(sample);
            const Scalar3 r = scalar3(in);
            runway.push_back(r.runway < 0 ? static_cast<double>(months) : r.runway / 30.0);
            out12 += r.runway >= 0 && r.runway < 360;
            for (std::size_t m = 0; m < months; ++m)
                cash[m * n + i] = r.ends[m];
            const Metrics m = model::finishNumbers(in, r.totals);
            flatMetricValues(m, flat);
            flatModel3MetricValues(m, flat3);
            for (std::size_t k = 0; k < keys.size(); ++k)
                metrics[k * n + i] = flat[static_cast<std::size_t>(std::find(flatKeys.begin(), flatKeys.end(), keys[k]) - flatKeys.begin())];
        }
        std::array<double, kRunwayPercentiles.size()> runwayWant{};
        percentiles(runway, kRunwayPercentiles, runwayWant);
        for (std::size_t p = 0; p < runwayWant.size(); ++p)
            QVERIFY(sameBits(fast->runwayMonths[p], runwayWant[p]));
        QCOMPARE(fast->pCashOut12m, static_cast<double>(out12) / static_cast<double>(n));
        QVERIFY(fast->pCashOut12m > 0.5); // MODEL3.md §6: about 93 % on the defaults
        QCOMPARE(fast->monthlyCash.size(), months);
        for (std::size_t m = 0; m < months; ++m) {
            std::array<double, kCashPercentiles.size()> want{};
            percentiles(std::span<double>(cash.data() + m * n, n), kCashPercentiles, want);
            for (std::size_t p = 0; p < want.size(); ++p)
                QVERIFY2(sameBits(fast->monthlyCash[m].cash[p], want[p]), qPrintable(QStringLiteral("month %1, percentile %2").arg(m).arg(p)));
        }
        QCOMPARE(fast->metricPercentiles.size(), keys.size());
        for (std::size_t k = 0; k < keys.size(); ++k) {
            std::vector<double> values;
            for (std::size_t i = 0; i < n; ++i)
                if (!std::isnan(metrics[k * n + i]))
                    values.push_back(metrics[k * n + i]);
            const MetricInterval& got = fast->metricPercentiles[k];
            const QString key = QString::fromLatin1(keys[k].data(), static_cast<qsizetype>(keys[k].size()));
            QVERIFY2(got.n == static_cast<int>(values.size()), qPrintable(key));
            if (values.empty())
                continue;
            std::array<double, 3> want{};
            percentiles(values, std::array<double, 3>{5, 50, 95}, want);
            QVERIFY2(got.p5 && sameBits(*got.p5, want[0]) && sameBits(*got.p50, want[1]) && sameBits(*got.p95, want[2]), qPrintable(key));
        }
    }
};

QTEST_GUILESS_MAIN(TestCashPath3)
#include "test_cashpath3.moc"
