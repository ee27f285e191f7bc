// The analyses against the daily model: the fast cash-path kernel equals simulate(), and
// the tornado, every heatmap cell and goal seek agree with direct computeMetrics() runs.
#include <QtTest>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

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

namespace {

double logUniform(Xoshiro256& r, double lo, double hi)
{
    return std::exp(std::log(lo) + (std::log(hi) - std::log(lo)) * r.uniformOpen());
}
double uniform(Xoshiro256& r, double lo, double hi)
{
    return lo + (hi - lo) * r.uniformOpen();
}

/// A random valid scenario over wide ranges; horizon and funding from `shape` when given.
Scenario randomScenario(Xoshiro256& r, const Scenario* shape = nullptr)
{
    using enum ParamId;
    Scenario s;
    if (shape) {
        s[HorizonMonths] = (*shape)[HorizonMonths];
        s.funding = shape->funding;
    } else {
        s[HorizonMonths] = std::floor(uniform(r, 1, 121));
        const int events = static_cast<int>(uniform(r, 0, 4));
        for (int e = 0; e < events; ++e)
            s.funding.push_back({static_cast<int>(uniform(r, 0, 120)), logUniform(r, 1e6, 5e9)});
    }
    s[Price] = logUniform(r, 0.01, 10);
    s[FreeQuota] = logUniform(r, 1e10, 1e16);
    s[FreeTierMonths] = uniform(r, 0, s[HorizonMonths]);
    s[QuotaAfter] = r.uniformOpen() < 0.5 ? 0.0 : logUniform(r, 1e9, 1e15);
    s[Demand] = logUniform(r, 1e9, 1e15);
    s[Growth] = r.uniformOpen() < 0.2 ? 0.0 : uniform(r, -30, 40);
    s[Conversion] = uniform(r, 0, 60);
    s.setNull(ServingCost, r.uniformOpen() < 0.7);
    if (!s.isNull(ServingCost))
        s.capacityMode = CapacityMode::PerToken; // owned capacity derives its serving cost
    s[ServingCost] = logUniform(r, 0.003, 2);
    s[TokensPerChip] = logUniform(r, 1e7, 1e10);
    s[Speedup] = logUniform(r, 0.25, 5);
    s[Cash] = logUniform(r, 1e6, 1e11);
    s[FixedOpex] = uniform(r, 0, 2e8);
    s[OtherRevenue] = uniform(r, 0, 1e8);
    // Model 2's factors: elasticity, the token mix, a growing operating cost and an owned fleet.
    s[Elasticity] = r.uniformOpen() < 0.3 ? 0.0 : uniform(r, -2.5, 0);
    s[OutputShare] = uniform(r, 0, 90);
    s[CacheHit] = uniform(r, 0, 90);
    s[OpexGrowth] = r.uniformOpen() < 0.3 ? 0.0 : uniform(r, -3, 6);
    s[ChipCapex] = logUniform(r, 1e3, 1e5);
    s[ChipPower] = uniform(r, 0.1, 3);
    s.setNull(ChipsOwned, r.uniformOpen() < 0.5);
    if (!s.isNull(ChipsOwned))
        s[ChipsOwned] = std::floor(logUniform(r, 1, 1e6));
    return s;
}

void compareWithSimulate(const Scenario& s, int runwayDays, const double* monthEnd, std::size_t stride)
{
    const SimulationResult sim = simulate(s);
    QCOMPARE(runwayDays, sim.metrics.runwayDays.value_or(-1));
    for (std::size_t m = 0; m < sim.monthly.size(); ++m)
        QCOMPARE(std::bit_cast<std::uint64_t>(monthEnd[m * stride]), std::bit_cast<std::uint64_t>(sim.monthly[m].cashEndUsd)); // bit-equal
}

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

class TestCashPath : public QObject {
    Q_OBJECT

    /// The batch loop exists twice (baseline x86-64 and AVX2, chosen by the processor): the batch
    /// tests run on each.
    static void loopData()
    {
        QTest::addColumn<bool>("baselineOnly");
        QTest::newRow("the processor's loop") << false;
        QTest::newRow("baseline loop") << true;
    }

private slots:
    void cleanup() { setCashPathBaselineOnly(false); }

    void bothLoopsGiveTheSameMonteCarlo()
    {
        // The Monte Carlo's whole output, bit for bit, from the AVX2 loop and the baseline one, on the
        // defaults (owned capacity: the fleet's arithmetic) and on a per-token scenario with funding.
        Scenario perToken;
        perToken.capacityMode = CapacityMode::PerToken;
        perToken[ParamId::ServingCost] = 0.05;
        perToken.setNull(ParamId::ServingCost, false);
        perToken.funding.push_back({7, 2e8});
        QVERIFY(validateWithModel(perToken).empty());
        for (const Scenario& s : {Scenario{}, perToken}) {
            MonteCarloOptions options;
            options.samples = 3001; // a partly filled last batch
            options.seed = 11;
            setCashPathBaselineOnly(true);
            const auto base = runMonteCarlo(s, options);
            setCashPathBaselineOnly(false);
            const auto fast = runMonteCarlo(s, options);
            QVERIFY(base && fast);
            for (std::size_t i = 0; i < base->runwayMonths.size(); ++i)
                QCOMPARE(std::bit_cast<std::uint64_t>(fast->runwayMonths[i]), std::bit_cast<std::uint64_t>(base->runwayMonths[i]));
            QCOMPARE(fast->pCashOut12m, base->pCashOut12m);
            QCOMPARE(fast->pCashOut24m, base->pCashOut24m);
            QCOMPARE(fast->pCashOutHorizon, base->pCashOutHorizon);
            QCOMPARE(fast->monthlyCash.size(), base->monthlyCash.size());
            for (std::size_t m = 0; m < base->monthlyCash.size(); ++m)
                for (std::size_t p = 0; p < base->monthlyCash[m].cash.size(); ++p)
                    QCOMPARE(std::bit_cast<std::uint64_t>(fast->monthlyCash[m].cash[p]), std::bit_cast<std::uint64_t>(base->monthlyCash[m].cash[p]));
            QCOMPARE(fast->metricPercentiles.size(), base->metricPercentiles.size());
            for (std::size_t k = 0; k < base->metricPercentiles.size(); ++k) {
                const MetricInterval& a = fast->metricPercentiles[k];
                const MetricInterval& b = base->metricPercentiles[k];
                QCOMPARE(a.key, b.key);
                QCOMPARE(a.n, b.n);
                QCOMPARE(a.p5.has_value(), b.p5.has_value());
                if (b.p5)
                    QVERIFY2(std::bit_cast<std::uint64_t>(*a.p5) == std::bit_cast<std::uint64_t>(*b.p5) &&
                                 std::bit_cast<std::uint64_t>(*a.p50) == std::bit_cast<std::uint64_t>(*b.p50) &&
                                 std::bit_cast<std::uint64_t>(*a.p95) == std::bit_cast<std::uint64_t>(*b.p95),
                             std::string(b.key).c_str());
            }
        }
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
        QFETCH(bool, baselineOnly);
        setCashPathBaselineOnly(baselineOnly);
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

    void model3BatchEqualsRunDays3_data() { loopData(); }
    void model3BatchEqualsRunDays3()
    {
        // Model 3's day in the batch loop (MODEL3.md §4): random model-3 scenarios with every key across
        // its hard limits, eight lanes of one horizon with their own funding, partly filled batches too;
        // every seventh batch has lanes with a credit line or replacement, which runDays3 runs alone.
        QFETCH(bool, baselineOnly);
        setCashPathBaselineOnly(baselineOnly);
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
        QTest::addColumn<bool>("baselineOnly");
        QTest::addColumn<QString>("preset");
        // MODEL3.md §9's overrides of the model-3 defaults (bank-lines and replacement run through runDays3
        // lane by lane; the rest in the batch loop).
        for (const bool baseline : {false, true})
            for (const char* preset : {"model-3 defaults", "model-2", "idle-fleet", "busy-fleet", "training-freeze", "bank-lines", "follow-on", "replacement",
                                       "coding-plan", "deepseek-ceiling", "fy2025-revenue", "per token"})
                QTest::newRow(qPrintable(
                    QStringLiteral("%1, %2").arg(QLatin1String(preset), baseline ? QStringLiteral("baseline loop") : QStringLiteral("the processor's loop"))))
                    << baseline << QString::fromLatin1(preset);
    }
    void model3PresetsEqualRunDays3()
    {
        QFETCH(bool, baselineOnly);
        QFETCH(QString, preset);
        setCashPathBaselineOnly(baselineOnly);
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
        QFETCH(bool, baselineOnly);
        setCashPathBaselineOnly(baselineOnly);
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
        QFETCH(bool, baselineOnly);
        setCashPathBaselineOnly(baselineOnly);
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

    void uniformCapacityBatchesEqualSimulate_data() { loopData(); }
    void uniformCapacityBatchesEqualSimulate()
    {
        QFETCH(bool, baselineOnly);
        setCashPathBaselineOnly(baselineOnly);
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
        QCOMPARE(r.runwayAtLow, computeMetrics(test::scenario(R"({"pue": 1})")).runwayMonthsCapped);
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
