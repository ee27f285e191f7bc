// The chart math that lives in core: the what-if map's contour, the programme curve, the
// articles' view and the clipping of a line at a plot's floor.
#include <QtTest>

#include <cmath>

#include "core/analysis/contour.h"
#include "core/analysis/heatmap.h"
#include "core/model/chartseries.h"
#include "core/model/model.h"

using namespace runway;

namespace {
/// A map of 2 prices × 3 conversions (0, 10, 20 %), values given row by row.
Heatmap smallMap(std::vector<double> values)
{
    Heatmap map;
    map.prices = {0.1, 1.0};
    map.conversionsPct = {0, 10, 20};
    map.values = std::move(values);
    return map;
}
} // namespace

class TestChartSeries : public QObject {
    Q_OBJECT
private slots:
    void contourInterpolatesBetweenRows_data()
    {
        QTest::addColumn<std::vector<double>>("column"); // conversion 0, 10, 20 %
        QTest::addColumn<double>("level");
        QTest::addColumn<double>("expected");
        QTest::newRow("crosses in the first cell") << std::vector<double>{-10, 30, 70} << 0.0 << 2.5;
        QTest::newRow("crosses in the second cell") << std::vector<double>{-30, -10, 10} << 0.0 << 15.0;
        QTest::newRow("a row on the level") << std::vector<double>{-5, 0, 5} << 0.0 << 10.0;
        QTest::newRow("the first row on the level") << std::vector<double>{0, 1, 2} << 0.0 << 0.0;
        QTest::newRow("only the last row on the level") << std::vector<double>{-2, -1, 0} << 0.0 << 20.0;
        QTest::newRow("falling through the level") << std::vector<double>{36, 30, 12} << 24.0 << 10 + 10.0 / 3;
        QTest::newRow("another level") << std::vector<double>{10, 20, 30} << 25.0 << 15.0;
        QTest::newRow("never reached") << std::vector<double>{-3, -2, -1} << 0.0 << qQNaN();
        QTest::newRow("above it everywhere: no crossing") << std::vector<double>{1, 2, 3} << 0.0 << qQNaN();
    }
    void contourInterpolatesBetweenRows()
    {
        QFETCH(std::vector<double>, column);
        QFETCH(double, level);
        QFETCH(double, expected);
        // Column 0 holds the case; column 1 crosses the level half-way up the first cell.
        const Heatmap map = smallMap({column[0], level - 1, column[1], level + 1, column[2], level + 3});
        const std::vector<double> contour = heatmapContour(map, level);
        QCOMPARE(contour.size(), map.prices.size());
        if (std::isnan(expected))
            QVERIFY(std::isnan(contour[0]));
        else
            QCOMPARE(contour[0], expected);
        QCOMPARE(contour[1], 5.0);
    }

    void contourOfATooSmallMapIsEmpty()
    {
        Heatmap map;
        map.prices = {0.1, 0.2};
        map.conversionsPct = {5};
        map.values = {-1, 1};
        const std::vector<double> contour = heatmapContour(map, 0);
        QCOMPARE(contour.size(), std::size_t(2));
        QVERIFY(std::isnan(contour[0]) && std::isnan(contour[1]));
    }

    void breakEvenContourFollowsTheModel_data()
    {
        // Demand 1e14 fills the quota, so (1 − c)·D ≤ Q and the contribution is linear in c.
        // Model 2 (ε = −1): c·D·(P_ref/P)·(P − SC) = (1 − c)·D·SC gives c = SC / (P_ref·(1 − SC/P) + SC),
        // 23.5 % or more at every price (24.08 % at $1, MODEL.md §5): the map runs to 40 %, where it
        // holds for P ≥ about $0.057. With ε = 0 (model 1's demand) c = SC/P, inside 20 % for P ≥ $0.154.
        QTest::addColumn<double>("elasticity");
        QTest::addColumn<double>("maxConversionPct");
        QTest::addColumn<int>("conversions");
        QTest::newRow("model 2, ε −1, 0 … 40 %") << -1.0 << 40.0 << 81;
        QTest::newRow("ε 0, the default map") << 0.0 << 20.0 << 41;
    }
    void breakEvenContourFollowsTheModel()
    {
        // The contribution map's zero contour lies, in every column where the programme breaks
        // even inside the map, within one conversion row of the model's break-even conversion.
        QFETCH(double, elasticity);
        QFETCH(double, maxConversionPct);
        QFETCH(int, conversions);
        Scenario s;
        s[ParamId::Demand] = 1e14;
        s[ParamId::Elasticity] = elasticity;
        HeatmapOptions options;
        options.maxConversionPct = maxConversionPct;
        options.conversions = conversions;
        const Heatmap map = *computeHeatmap(s, options);
        const std::vector<double> contour = heatmapContour(map, 0);
        const double row = map.conversionsPct[1] - map.conversionsPct[0];
        QCOMPARE(row, 0.5);
        int checked = 0;
        for (std::size_t i = 0; i < map.prices.size(); ++i) {
            Scenario at = s;
            at[ParamId::Price] = map.prices[i];
            const std::optional<double> breakEven = computeMetrics(at).programBreakEvenConversionPct;
            if (!breakEven || *breakEven > map.conversionsPct.back()) {
                QVERIFY2(std::isnan(contour[i]), qPrintable(QString::number(map.prices[i])));
                continue;
            }
            QVERIFY2(std::fabs(contour[i] - *breakEven) < row, qPrintable(QStringLiteral("%1: %2 vs %3").arg(map.prices[i]).arg(contour[i]).arg(*breakEven)));
            ++checked;
        }
        QVERIFY(checked > 10);
        // the closed forms above, at $1 (the last column)
        const double sc = servingCostPerMtok(s), p = map.prices.back();
        const double expected = elasticity == 0 ? 100 * sc / p : 100 * sc / (0.1 * (1 - sc / p) + sc);
        QVERIFY(std::fabs(contour.back() - expected) < 1e-6);
        if (elasticity != 0)
            QVERIFY(std::fabs(expected - 24.0842) < 1e-4); // MODEL.md §5, price 1.0
    }

    void programmeCurveSpansTheRightConversions_data()
    {
        QTest::addColumn<double>("conversion");
        QTest::addColumn<double>("breakEven"); // NaN: none
        QTest::addColumn<double>("maximum");
        QTest::newRow("3 %, break-even 10 %") << 3.0 << 10.0 << 20.0;
        QTest::newRow("3 %, no break-even") << 3.0 << qQNaN() << 20.0;
        QTest::newRow("exactly 20 %") << 20.0 << 5.0 << 20.0;
        QTest::newRow("20.5 %") << 20.5 << 5.0 << 25.0;
        QTest::newRow("33 %") << 33.0 << qQNaN() << 35.0;
        QTest::newRow("35 %") << 35.0 << 29.0 << 35.0;                    // 1.2 × 29 = 34.8
        QTest::newRow("3 %, break-even 30.75 %") << 3.0 << 30.75 << 40.0; // 1.2 × 30.75 = 36.9 → 40
        QTest::newRow("99 %") << 99.0 << qQNaN() << 100.0;
        QTest::newRow("break-even 90 %") << 3.0 << 90.0 << 100.0; // 108 → capped at 100
    }
    void programmeCurveSpansTheRightConversions()
    {
        QFETCH(double, conversion);
        QFETCH(double, breakEven);
        QFETCH(double, maximum);
        Scenario s;
        s[ParamId::Conversion] = conversion;
        const ProgrammeCurve curve = programmeCurve(s, qIsNaN(breakEven) ? std::nullopt : std::optional(breakEven), 201);
        QCOMPARE(curve.maxConversionPct, maximum);
        QCOMPARE(curve.stepPct, maximum / 200);
        QCOMPARE(curve.conversionsPct.size(), std::size_t(201));
        QCOMPARE(curve.contributionUsdPerDay.size(), std::size_t(201));
        QCOMPARE(curve.conversionsPct.front(), 0.0);
        QCOMPARE(curve.conversionsPct.back(), maximum);
        for (std::size_t i : {std::size_t(0), std::size_t(30), std::size_t(117), std::size_t(200)})
            QCOMPARE(curve.contributionUsdPerDay[i], programContributionAt(s, curve.conversionsPct[i]));
    }

    void programmeCurveContainsTheDefaultsBreakEven()
    {
        // Model-2 defaults: the programme breaks even at 100 × SC_eff / P_eff = 30.75 % (MODEL.md
        // §5's rule of thumb: 0.0307494… / 0.1), beyond the old fixed 0 … 20 % range.
        const Scenario s;
        const auto breakEven = computeMetrics(s).programBreakEvenConversionPct;
        QVERIFY(breakEven);
        QVERIFY(std::fabs(*breakEven - 30.7494) < 1e-3);
        const ProgrammeCurve curve = programmeCurve(s);
        QCOMPARE(curve.maxConversionPct, 40.0);
        QVERIFY(curve.contributionUsdPerDay.front() < 0 && curve.contributionUsdPerDay.back() > 0);
    }

    void programmeCurveCrossesZeroAtBreakEven()
    {
        // MODEL.md §5 (model 1, where demand ignores the price): demand 1e14 and price 1.0 break
        // even at 100 × SC / P = 3.07494 %.
        Scenario s = Scenario::model1Defaults();
        s[ParamId::Demand] = 1e14;
        s[ParamId::Price] = 1.0;
        const ProgrammeCurve curve = programmeCurve(s);
        QCOMPARE(curve.conversionsPct.size(), std::size_t(201));
        std::size_t i = 1;
        while (i < curve.contributionUsdPerDay.size() && curve.contributionUsdPerDay[i] < 0)
            ++i;
        QCOMPARE(curve.conversionsPct[i - 1], 3.0);
        QCOMPARE(curve.conversionsPct[i], 3.1);
    }

    void articlesViewRunsOutWhereItTurnsNegative()
    {
        const Scenario s;
        const ArticlesView view = articlesView(s);
        QCOMPARE(view.cash, listValueCashPath(s));
        QVERIFY(view.outOfCashDay.has_value());
        const auto day = static_cast<std::size_t>(*view.outOfCashDay);
        QVERIFY(view.cash[day] < 0);
        QVERIFY(day == 0 || view.cash[day - 1] >= 0);

        Scenario rich = s;
        rich[ParamId::Cash] = spec(ParamId::Cash).max;
        rich[ParamId::FreeQuota] = 0;
        const ArticlesView never = articlesView(rich);
        QVERIFY(!never.outOfCashDay.has_value());
        QCOMPARE(never.cash.size(), static_cast<std::size_t>(rich.horizonDays()));
    }

    void clipAtFloorEndsOnTheFloor()
    {
        const std::vector<double> keys = {0, 10, 20, 30, 40};
        Series out;
        clipAtFloor(keys, std::vector<double>{5, 4, 3, 2, 1}, 0, out); // never below: all of it
        QCOMPARE(out.keys, keys);
        QCOMPARE(out.values, (std::vector<double>{5, 4, 3, 2, 1}));
        clipAtFloor(keys, std::vector<double>{5, 3, 1, -1, -3}, 0, out); // crosses between 20 and 30
        QCOMPARE(out.keys, (std::vector<double>{0, 10, 20, 25}));
        QCOMPARE(out.values, (std::vector<double>{5, 3, 1, 0}));
        clipAtFloor(keys, std::vector<double>{5, 3, 1, -1, -3}, 2, out); // a floor above zero
        QCOMPARE(out.keys, (std::vector<double>{0, 10, 15}));
        QCOMPARE(out.values, (std::vector<double>{5, 3, 2}));
        clipAtFloor(keys, std::vector<double>{5, 3, 0, -1, -3}, 0, out); // on the floor is not below it
        QCOMPARE(out.keys, (std::vector<double>{0, 10, 20, 20}));
        QCOMPARE(out.values, (std::vector<double>{5, 3, 0, 0}));
        clipAtFloor(keys, std::vector<double>{-1, 3, 1, -1, -3}, 0, out); // below from the start: nothing
        QVERIFY(out.keys.empty() && out.values.empty());
        clipAtFloor({}, {}, 0, out);
        QVERIFY(out.keys.empty());
    }

    void thinCollinearKeepsOnlyTheCorners()
    {
        // Two straight runs meeting at x = 3 (slopes −2 then +1): the corner and the ends stay.
        Series v{{0, 1, 2, 3, 4, 5, 6}, {6, 4, 2, 0, 1, 2, 3}};
        thinCollinear(v, 1e-9);
        QCOMPARE(v.keys, (std::vector<double>{0, 3, 6}));
        QCOMPARE(v.values, (std::vector<double>{6, 0, 3}));
        // A bump of 0.5 in a flat line: kept at tolerance 0.1, dropped at 1 (0.5 from the chord).
        Series bump{{0, 1, 2, 3, 4}, {0, 0, 0.5, 0, 0}};
        Series loose = bump;
        thinCollinear(bump, 0.1);
        QCOMPARE(bump.keys, (std::vector<double>{0, 1, 2, 3, 4}));
        thinCollinear(loose, 1);
        QCOMPARE(loose.keys, (std::vector<double>{0, 4}));
        // Uneven keys on one line 2x + 1: only the ends.
        Series uneven{{0, 0.5, 3, 10, 11}, {1, 2, 7, 21, 23}};
        thinCollinear(uneven, 0);
        QCOMPARE(uneven.keys, (std::vector<double>{0, 11}));
        QCOMPARE(uneven.values, (std::vector<double>{1, 23}));
        // Short series and keys that do not increase are left alone.
        Series two{{0, 1}, {5, 7}};
        thinCollinear(two, 1);
        QCOMPARE(two.keys.size(), std::size_t{2});
        Series back{{0, 1, 1, 2}, {0, 1, 1, 2}};
        thinCollinear(back, 1e-9);
        QCOMPARE(back.keys, (std::vector<double>{0, 1, 1, 2}));
        // The real use: a model-1 cash path at 1e-4 of its span keeps a few points a month and
        // never strays from a dropped day by more than that.
        Scenario defaults;
        const SimpleView view = simpleView(defaults);
        Series path;
        for (std::size_t d = 0; d < view.cash.size(); ++d) {
            path.keys.push_back(static_cast<double>(d));
            path.values.push_back(view.cash[d]);
        }
        const auto [lo, hi] = std::minmax_element(view.cash.begin(), view.cash.end());
        const double tolerance = 1e-4 * (*hi - *lo);
        thinCollinear(path, tolerance);
        QVERIFY2(path.keys.size() < view.cash.size() / 5, qPrintable(QString::number(path.keys.size())));
        QCOMPARE(path.keys.back(), static_cast<double>(view.cash.size() - 1));
        std::size_t segment = 0;
        for (std::size_t d = 0; d < view.cash.size(); ++d) {
            while (path.keys[segment + 1] < static_cast<double>(d))
                ++segment;
            const double t = (static_cast<double>(d) - path.keys[segment]) / (path.keys[segment + 1] - path.keys[segment]);
            const double drawn = path.values[segment] + t * (path.values[segment + 1] - path.values[segment]);
            QVERIFY2(std::fabs(drawn - view.cash[d]) <= tolerance * (1 + 1e-9), qPrintable(QString::number(d)));
        }
    }

    void capacityFollowsTheFleet()
    {
        // MODEL.md §4 on the defaults: the fleet of the reported run, ceil(3.87T ÷ 400M) = 9,667,
        // is what day 0 needs; demand grows 5 % a month in this copy, so the fleet grows with it.
        Scenario s;
        s[ParamId::Growth] = 5;
        const SimulationResult r = simulate(s);
        const CapacitySeries c = capacitySeries(s, r);
        QCOMPARE(c.fleetStart, 9667.0);
        QCOMPARE(c.fleetEnd.size(), r.monthly.size());
        QCOMPARE(r.metrics.chipsNeeded, 9667.0);           // day 0 needs the reported run's fleet
        QVERIFY(c.neededPeak[0] >= r.metrics.chipsNeeded); // the busiest day of month 1 needs at least as many
        double bought = 0, capex = 0, previous = c.fleetStart;
        for (std::size_t m = 0; m < c.fleetEnd.size(); ++m) {
            QCOMPARE(c.fleetEnd[m], r.monthly[m].fleetEnd);
            QVERIFY(c.fleetEnd[m] >= previous);              // the fleet never shrinks
            QVERIFY(c.fleetEnd[m] >= c.neededPeak[m]);       // it always covers the month's busiest day
            QCOMPARE(c.fleetEnd[m] - previous, c.bought[m]); // what was bought is what it grew by
            QCOMPARE(c.capexUsd[m], c.bought[m] * s[ParamId::ChipCapex]);
            previous = c.fleetEnd[m];
            bought += c.bought[m];
            capex += c.capexUsd[m];
        }
        QVERIFY(bought > 0);
        QCOMPARE(bought, *r.metrics.chipsBought);
        QVERIFY(std::fabs(capex - r.metrics.capexTotalUsd) <= 1e-9 * capex);
    }

    void capacityShowsIdleChipsAfterTheFreeTier()
    {
        // The free tier ends after 6 months with no quota after it: free tokens drop to 0, the
        // fleet stays (MODEL.md §4: it never shrinks), so the chips it served are idle.
        Scenario s;
        s[ParamId::FreeTierMonths] = 6;
        s[ParamId::QuotaAfter] = 0;
        const SimulationResult r = simulate(s);
        const CapacitySeries c = capacitySeries(s, r);
        QCOMPARE(c.idleEnd[4], 0.0);
        QVERIFY(c.idleEnd[6] > 0.9 * c.fleetEnd[6]); // the free tier was most of the traffic
        const std::vector<DayFlows> days = dailyFlows(s);
        const double paidNeed = std::ceil(days[6 * 30 + 29].paidTokens / 4e8 - 1e-9);
        QCOMPARE(c.idleEnd[6], c.fleetEnd[6] - paidNeed);
        Scenario perToken = s;
        perToken.capacityMode = CapacityMode::PerToken;
        QVERIFY(capacitySeries(perToken, simulate(perToken)).fleetEnd.empty());
    }

    void simpleViewIsModel1OnTheSameInputs()
    {
        // MODEL.md §6: "cash 1e9, opex 40e6, growth 0, per_token, ε 0" on the model-2 defaults is
        // model 1's defaults exactly: runway_days 830 (2028-06-11).
        const Scenario defaults;
        const Scenario one = defaults.model1View();
        QCOMPARE(one.model, 1);
        const Scenario model1 = Scenario::model1Defaults();
        for (const auto& p : parameters())
            if (isNumeric(p.id))
                QVERIFY2(one[p.id] == model1[p.id] && one.isNull(p.id) == model1.isNull(p.id), p.key.data());
        QCOMPARE(one.capacityMode, CapacityMode::PerToken);
        const SimpleView view = simpleView(defaults);
        QCOMPARE(view.runwayDays, std::optional<int>(830));
        QCOMPARE(view.cash.size(), simulate(defaults).dailyCash.size());
        QCOMPARE(view.cash.front() - view.cash.back() > 0, true);
        // What the user typed stays; what model 1 cannot express goes neutral.
        Scenario typed;
        typed[ParamId::FixedOpex] = 30e6;
        typed.set(ParamId::Cash, 8e8);
        typed.set(ParamId::AccountCap, 2e7);
        typed[ParamId::OutputShare] = 40;
        const Scenario typedOne = typed.model1View();
        QCOMPARE(typedOne[ParamId::FixedOpex], 30e6);
        QCOMPARE(typedOne[ParamId::Cash], 8e8);
        QVERIFY(typedOne.isNull(ParamId::AccountCap));
        QCOMPARE(typedOne[ParamId::OutputShare], model1[ParamId::OutputShare]);
        QCOMPARE(typedOne[ParamId::Elasticity], 0.0);
        QCOMPARE(typedOne[ParamId::OpexGrowth], 0.0);
    }

    void capFunnelMatchesTheWorkedExample()
    {
        // MODEL.md §6, "account cap 2e7": free(0) 1.34749e12 (the quota does not bind, so it is W),
        // at cap 12.955 % of the non-paying accounts, paying accounts 10,641.58.
        Scenario s;
        QVERIFY(!capFunnel(s, simulate(s).metrics)); // no cap, no funnel
        s.set(ParamId::AccountCap, 2e7);
        const SimulationResult r = simulate(s);
        const std::optional<CapFunnel> f = capFunnel(s, r.metrics);
        QVERIFY(f);
        QCOMPARE(f->accounts, 250000.0);
        QCOMPARE(f->nonPayingAccounts, 0.97 * 250000.0);
        QCOMPARE(f->freeDemandTokens, 0.97 * (23.2e12 / 6));
        QVERIFY(std::fabs(f->withinCapTokens / 1.34749e12 - 1) < 5e-6);
        QVERIFY(std::fabs(f->withinCapTokens - r.metrics.day0.freeTokens) <= 1e-6 * f->withinCapTokens);
        QVERIFY(std::fabs(f->atCapAccounts / f->nonPayingAccounts * 100 - 12.955) < 5e-4);
        QVERIFY(std::fabs(f->payingAccounts - 10641.58) < 0.01);
        QCOMPARE(f->withinCapTokens + f->aboveCapTokens, f->freeDemandTokens);
    }
};

QTEST_GUILESS_MAIN(TestChartSeries)
#include "test_chartseries.moc"
