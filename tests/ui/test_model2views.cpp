// Model 2's views (issue 15): the Capacity chart draws the core's fleet series as it is
// (core/model/chartseries: capacitySeries), and says so in per-token mode.
#include <QtTest>

#include <QCheckBox>
#include <QLabel>
#include <QPushButton>
#include <QUndoStack>

#include <qcustomplot.h>

#include "core/model/chartseries.h"
#include "core/model/model.h"
#include "core/scenario/presets.h"
#include "ui/charts/burnchart.h"
#include "ui/charts/capacitychart.h"
#include "ui/charts/programchart.h"
#include "ui/charts/runwaychart.h"
#include "ui/document/scenariodocument.h"
#include "ui/format/messagetext.h"
#include "ui/panels/kpibar.h"
#include "ui/panels/model1note.h"
#include "ui/panels/parameterpanel.h"
#include "ui/widgets/kpicard.h"
#include "ui/widgets/parametercontrol.h"

#include "graphline.h"

using namespace runway;

class TestModel2Views : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void capacityChartDrawsTheCoreSeries()
    {
        Scenario s;
        s[ParamId::Growth] = 5; // the fleet grows: purchases every month after the first
        const SimulationResult r = simulateWithSeries(s);
        const CapacitySeries core = capacitySeries(s, r);
        CapacityChart chart;
        chart.setData(s, r);
        const std::size_t n = core.fleetEnd.size();
        QCOMPARE(static_cast<std::size_t>(chart.fleetGraph()->data()->size()), n + 1); // one more key closes the last step
        QCOMPARE(static_cast<std::size_t>(chart.boughtBars()->data()->size()), n);
        for (std::size_t m = 0; m < n; ++m) {
            const int i = static_cast<int>(m);
            QCOMPARE(chart.fleetGraph()->data()->at(i)->value, core.fleetEnd[m]);
            QCOMPARE(chart.neededGraph()->data()->at(i)->value, core.neededPeak[m]);
            QCOMPARE(chart.boughtBars()->data()->at(i)->value, core.bought[m]);
        }
        QCOMPARE(chart.fleetGraph()->channelFillGraph(), chart.neededGraph()); // the idle chips are shaded
        QVERIFY(*r.metrics.chipsBought > 0);
        QCOMPARE(chart.fleetGraph()->data()->at(0)->value, std::max(9667.0, core.neededPeak[0])); // MODEL.md §4: 9,667 at the start
    }

    void cardsShowCashOnHandAndUnitEconomics()
    {
        // Issue 15's figures on the defaults: cash on hand $660.3M (MODEL.md §3b: $660,340,808.93)
        // from the bridge, a runway of 17.5 months (525 days), LTV / CAC 0.06.
        const Scenario s;
        const SimulationResult r = simulateWithSeries(s);
        KpiBar bar;
        bar.refresh(s, r);
        QCOMPARE(bar.card(QStringLiteral("cash"))->valueText(), QStringLiteral("$660.3M"));
        QVERIFY(bar.card(QStringLiteral("cash"))->detailText().contains(QStringLiteral("RMB 2.552B ÷ 7.17 + $558M − 8.23 months × $30.8M")));
        QCOMPARE(bar.card(QStringLiteral("runway"))->valueText(), QStringLiteral("17.5 months"));
        QCOMPARE(bar.card(QStringLiteral("ltvCac"))->valueText(), QStringLiteral("0.06"));
        QVERIFY(bar.card(QStringLiteral("chips"))->detailText().startsWith(QStringLiteral("9,667 owned → 9,667 needed → 0 to buy")));
        // A null metric shows its reason, not a dash: no churn, no CAC (MODEL.md §5).
        Scenario noChurn = s;
        noChurn[ParamId::PaidChurn] = 0;
        const SimulationResult n = simulateWithSeries(noChurn);
        bar.refresh(noChurn, n);
        QCOMPARE(bar.card(QStringLiteral("ltvCac"))->valueText(), QStringLiteral("n/a"));
        QCOMPARE(bar.card(QStringLiteral("ltvCac"))->detailText(), display::text(n.metrics.nullReasons.at("ltv_to_cac")));
    }

    void infeasibleScenarioSaysSoInWords()
    {
        // "Quota fully used" (MODEL.md §9): 100T a day needs 240,333 accelerators on day 0 at
        // $16.5K each, $3.97B, against $660M of cash (issue 15's sentence).
        Scenario s; // model 2's defaults with quota-full's one change
        s[ParamId::Demand] = 1e14;
        const SimulationResult r = simulateWithSeries(s);
        QVERIFY(r.metrics.infeasible);
        KpiBar bar;
        bar.refresh(s, r);
        QCOMPARE(bar.card(QStringLiteral("runway"))->valueText(), QStringLiteral("Infeasible"));
        QVERIFY2(bar.card(QStringLiteral("runway"))->detailText() == QStringLiteral("240,333 accelerators to buy on day 0 cost $3.97B; the cash is $660M"),
                 qPrintable(bar.card(QStringLiteral("runway"))->detailText()));
    }

    void model2AssumptionsReplaceOnlyModel1Defaults()
    {
        // MODEL.md §0's table: the keys still at model 1's values take model 2's defaults.
        const Scenario one = Scenario::model1Defaults();
        const Scenario two = one.withModel2Assumptions();
        const Scenario defaults;
        QCOMPARE(two.model, 2);
        QVERIFY(two.isNull(ParamId::Cash)); // derived from the filing: $660.3M
        QCOMPARE(two[ParamId::FixedOpex], 35.3e6);
        QCOMPARE(two[ParamId::OpexGrowth], 2.0);
        QCOMPARE(two[ParamId::Elasticity], -1.0);
        QVERIFY(two.owned());
        QVERIFY(two.uncertainty == defaults.uncertainty);
        // What the user set stays: a fixed opex of $30M, a typed serving cost (which owned capacity would refuse).
        Scenario mine = one;
        mine[ParamId::FixedOpex] = 30e6;
        mine.set(ParamId::ServingCost, 0.05);
        const Scenario kept = mine.withModel2Assumptions();
        QCOMPARE(kept[ParamId::FixedOpex], 30e6);
        QVERIFY(!kept.owned());
        QCOMPARE(kept[ParamId::ServingCost], 0.05);
        QVERIFY(defaults.withModel2Assumptions() == defaults); // model 2 stays as it is
    }

    void badgeFollowsEdits()
    {
        // Issue 27 item 3: type $900M into cash on hand and its badge said "public filing" still.
        ScenarioDocument doc;
        ParameterPanel panel(&doc);
        ParameterControl* cash = panel.control(ParamId::Cash);
        QVERIFY(cash);
        QCOMPARE(cash->badgeText(), QStringLiteral("public filing"));
        QVERIFY(!cash->isChanged());
        QVERIFY(doc.setValue(ParamId::Cash, 900e6));
        QVERIFY(cash->isChanged());
        QCOMPARE(cash->badgeText(), QStringLiteral("changed"));
        // The tooltip keeps the original value's provenance and source.
        QVERIFY2(cash->toolTip().contains(QStringLiteral("Default: public filing")), qPrintable(cash->toolTip()));
        QVERIFY(cash->toolTip().contains(QStringLiteral("the default is derived by the model")));
        // Undo (as reset does) restores both.
        doc.undoStack()->undo();
        QVERIFY(!cash->isChanged());
        QCOMPARE(cash->badgeText(), QStringLiteral("public filing"));
        QVERIFY(!cash->toolTip().contains(QStringLiteral("Default:")));
        // A number with a default: the default is named with its unit; typing the default back is not a change.
        ParameterControl* opex = panel.control(ParamId::FixedOpex);
        QVERIFY(doc.setValue(ParamId::FixedOpex, 20e6));
        QCOMPARE(opex->badgeText(), QStringLiteral("changed"));
        QVERIFY2(opex->toolTip().contains(QStringLiteral("the default is $35.3M / month")), qPrintable(opex->toolTip()));
        QVERIFY(doc.setValue(ParamId::FixedOpex, Scenario{}[ParamId::FixedOpex]));
        QVERIFY(!opex->isChanged());
    }

    void capToggleMovesLtvCacAndShowsTheFunnel()
    {
        // Issue 15's done-when: turning the per-account cap on (20M tokens a day, OpenRouter's
        // limit) moves LTV / CAC from 0.06 to 0.52 (MODEL.md §6, "account cap 2e7": 0.517704)
        // and the funnel appears with the core's numbers (paying accounts 10,641.58).
        ScenarioDocument doc;
        ParameterPanel panel(&doc);
        KpiBar bar;
        ProgramChart chart;
        doc.follow(&bar, &KpiBar::refresh);
        doc.follow(&chart, &SeriesChart::setData);
        const UnitEconomicsPanels& unit = chart.unitEconomics();
        QCOMPARE(bar.card(QStringLiteral("ltvCac"))->valueText(), QStringLiteral("0.06"));
        QVERIFY(!unit.funnelShown());
        QVERIFY(unit.waterfallTitle().contains(QStringLiteral("LTV / CAC 0.06")));
        // The waterfall: ARPU $46.40, margin = ARPU × 69.2506 %, LTV $558.671, CAC $9,226.47 (MODEL.md §6).
        QVERIFY(std::fabs(unit.step(0)->second - 46.40) < 0.005);
        QVERIFY(std::fabs(unit.step(2)->second - 46.40 * 0.692506) < 0.005);
        QCOMPARE(unit.step(1)->first, unit.step(2)->second); // the serving cost floats from the margin up to ARPU
        QCOMPARE(unit.step(1)->second, unit.step(0)->second);
        QVERIFY(std::fabs(unit.step(3)->second - 558.671) < 0.001);
        QVERIFY(std::fabs(unit.step(4)->second - 9226.47) < 0.01);
        QCOMPARE(unit.stepLabel(4), QStringLiteral("$9.23K"));

        QCheckBox* noCap = panel.nullToggle(ParamId::AccountCap);
        QVERIFY(noCap && noCap->isChecked());
        const int steps = doc.undoStack()->count();
        noCap->click();
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        QCOMPARE(doc.scenario()[ParamId::AccountCap], 2e7);
        QCOMPARE(bar.card(QStringLiteral("ltvCac"))->valueText(), QStringLiteral("0.52"));
        // 8.71356 % with the cap (MODEL.md §6); the uncapped rule of thumb (30.7 %) is only the contrast now.
        QCOMPARE(bar.card(QStringLiteral("programBreakEven"))->valueText(), QStringLiteral("8.7 %"));
        // On screen the percent sign stays with its number when the big value wraps.
        const auto* shown = bar.card(QStringLiteral("programBreakEven"))->findChild<QLabel*>(QStringLiteral("kpiValue"));
        QVERIFY(shown);
        QCOMPARE(shown->text(), QStringLiteral("8.7\u00A0%"));
        // The rule of thumb with its one-line reason to differ (issue 27): 100 × 0.0307494 / 0.10 = 30.7 %, but the cap converts.
        QCOMPARE(bar.card(QStringLiteral("programBreakEven"))->detailText(),
                 QStringLiteral("rule of thumb 100 × SC / P gives 30.7 %, not this: the per-account cap makes some capped accounts pay"));
        QVERIFY(unit.funnelShown());
        const std::optional<CapFunnel> core = capFunnel(doc.scenario(), doc.result().metrics);
        QVERIFY(core);
        QCOMPARE(unit.stageShare(0), 100.0);
        QCOMPARE(unit.stageShare(1), 100.0 * core->atCapAccounts / core->accounts);
        QCOMPARE(unit.stageShare(2), 100.0 * core->withinCapTokens / core->freeDemandTokens);
        QCOMPARE(unit.stageShare(3), 100.0 * core->aboveCapTokens / core->freeDemandTokens);
        QCOMPARE(unit.stageShare(4), 100.0 * core->payingAccounts / core->accounts);
        QCOMPARE(unit.stageLabel(0), QStringLiteral("250,000 accounts"));
        QCOMPARE(unit.stageLabel(1), QStringLiteral("31,416 (13.0 % of those not paying)")); // 12.955 % of 242,500
        QCOMPARE(unit.stageLabel(2), QStringLiteral("1.35T tokens / day (35.9 %)"));         // 1.34749e12 of 3.7507e12
        QCOMPARE(unit.stageLabel(4), QStringLiteral("10,642 (4.3 %)"));
        QVERIFY(chart.accessibleDescription().contains(QStringLiteral("paying accounts: 10,642")));

        doc.undoStack()->undo();
        QVERIFY(!unit.funnelShown());
        QCOMPARE(bar.card(QStringLiteral("ltvCac"))->valueText(), QStringLiteral("0.06"));
    }

    void runwayChartMarksPurchasesAndShowsTheSimpleView()
    {
        // MODEL.md §6 "conversion 5, growth 10": accelerators are bought (7,404 over the horizon);
        // each month with purchases is marked on the cash line at the month's first day.
        Scenario s;
        s[ParamId::Conversion] = 5;
        s[ParamId::Growth] = 10;
        const SimulationResult r = simulateWithSeries(s);
        RunwayChart chart;
        chart.setData(s, r);
        std::vector<double> expected;
        double bought = 0;
        for (const MonthRow& row : r.monthly) {
            bought += row.chipsBought;
            if (row.chipsBought > 0)
                expected.push_back(r.dailyCash[static_cast<std::size_t>(row.month) * 30]);
        }
        QCOMPARE(bought, 7404.0);
        QCOMPARE(chart.purchasesGraph()->data()->size(), static_cast<int>(expected.size()));
        for (std::size_t i = 0; i < expected.size(); ++i)
            QCOMPARE(chart.purchasesGraph()->data()->at(static_cast<int>(i))->value, expected[i]);
        chart.showHoverAt(chart.purchasesGraph()->data()->at(0)->key);
        QVERIFY2(chart.hoverText().contains(QStringLiteral("Accelerators bought in month")), qPrintable(chart.hoverText()));

        // The simple view of the defaults is model 1's defaults: out of cash on day 830 (MODEL.md §6).
        const Scenario defaults;
        chart.setData(defaults, simulateWithSeries(defaults));
        QCOMPARE(chart.purchasesGraph()->data()->size(), 0);
        // Kept in the legend, greyed (not struck out: the user did not hide it), so the legend does not change during a drag.
        QCPPlottableLegendItem* none = chart.plot()->legend->itemWithPlottable(chart.purchasesGraph());
        if (!none)
            QFAIL("the purchases left the legend");
        QCOMPARE(none->textColor(), chart.colors().muted);
        QVERIFY(!none->font().strikeOut());
        const std::vector<double> model1 = simulateWithSeries(Scenario::model1Defaults()).dailyCash;
        QVERIFY(model1[829] >= 0);
        QVERIFY(model1[830] < 0);
        // The dashed line passes through each of its days within a ten-thousandth of the range.
        const double span = chart.plot()->yAxis->range().size();
        const double start = static_cast<double>(defaults.startDate.toDays()) * 86400.0;
        for (std::size_t d = 0; d < model1.size(); ++d)
            QVERIFY2(std::fabs(test::lineValueAt(chart.simpleGraph(), start + static_cast<double>(d) * 86400.0) - model1[d]) <= 1e-4 * span,
                     qPrintable(QString::number(d)));
        QVERIFY(chart.simpleGraph()->data()->size() < static_cast<int>(model1.size()) / 5);
        QCOMPARE(chart.simpleGraph()->data()->at(0)->value, model1.front());
        QVERIFY(chart.plot()->legend->hasItemWithPlottable(chart.simpleGraph()));
        QCOMPARE(chart.plot()->legend->itemWithPlottable(chart.simpleGraph())->textColor(), chart.colors().foreground);
        // A model-1 scenario is its own simple view: no second line.
        const Scenario one = Scenario::model1Defaults();
        chart.setData(one, simulateWithSeries(one));
        QCOMPARE(chart.simpleGraph()->data()->size(), 0);
        QCPPlottableLegendItem* simple = chart.plot()->legend->itemWithPlottable(chart.simpleGraph());
        if (!simple)
            QFAIL("the simple view left the legend");
        QCOMPARE(simple->textColor(), chart.colors().muted);
    }

    void runwayChartMarksAnInfeasibleScenario()
    {
        Scenario quotaFull; // model 2's defaults with quota-full's one change (MODEL.md §9)
        quotaFull[ParamId::Demand] = 1e14;
        const SimulationResult r = simulateWithSeries(quotaFull);
        RunwayChart chart;
        chart.setData(quotaFull, r);
        QVERIFY2(chart.accessibleDescription().startsWith(QStringLiteral("Infeasible: 240,333 accelerators to buy on day 0 cost $3.97B; the cash is $660M")),
                 qPrintable(chart.accessibleDescription()));
        QCOMPARE(chart.purchasesGraph()->data()->at(0)->value, r.dailyCash[0]); // the day-0 purchase is marked
    }

    void burnChartShowsServingOnItsOwnScale()
    {
        // Issue 12: the fleet's power (9,651.53 a day on the defaults, MODEL.md §6: $0.29M a month)
        // is a sliver beside a $35M operating cost; the small panel scales to serving alone.
        const Scenario s;
        const SimulationResult r = simulateWithSeries(s);
        BurnChart chart;
        chart.setData(s, r);
        QCOMPARE(chart.servingPanelBars(0)->data()->size(), static_cast<int>(r.monthly.size()));
        QCOMPARE(chart.servingPanelBars(0)->data()->at(0)->value, r.monthly[0].sums.powerUsd);
        QVERIFY(std::fabs(r.monthly[0].sums.powerUsd - 30 * 9651.53) < 0.1);
        const QCPRange range = chart.servingPanel()->axis(QCPAxis::atLeft)->range();
        QVERIFY(range.upper < 2 * r.monthly[0].sums.powerUsd); // its own scale: the bar fills most of it
        QVERIFY(range.upper > r.monthly[0].sums.powerUsd);
        Scenario perToken = s;
        perToken.capacityMode = CapacityMode::PerToken;
        const SimulationResult p = simulateWithSeries(perToken);
        chart.setData(perToken, p);
        QCOMPARE(chart.servingPanelBars(1)->data()->at(0)->value, p.monthly[0].sums.freeTierCostUsd);
    }

    void model1ScenarioOpensWithANoteAndUpgradesInOneStep()
    {
        ScenarioDocument doc;
        Model1Note note(&doc);
        QVERIFY(note.isHidden()); // the defaults are model 2
        QVERIFY(doc.replaceScenario(Scenario::model1Defaults(), QStringLiteral("Open")));
        QVERIFY(!note.isHidden());
        QCOMPARE(note.text(), QStringLiteral("Saved with model 1: cash $1B, flat costs, serving paid by the token, demand deaf to price. "
                                             "Results are shown as saved."));
        QCOMPARE(doc.result().metrics.runwayMonths, computeMetrics(Scenario::model1Defaults()).runwayMonths); // as saved
        const int steps = doc.undoStack()->count();
        note.upgradeButton()->click();
        QCOMPARE(doc.undoStack()->count(), steps + 1); // one undo step
        QCOMPARE(doc.scenario().model, 2);
        QVERIFY(doc.scenario().isNull(ParamId::Cash));
        QVERIFY(note.isHidden());
        QCOMPARE(doc.result().metrics.cashStartUsd, computeMetrics(Scenario{}).cashStartUsd); // $660.3M, MODEL.md §3b
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario().model, 1);
        QVERIFY(!note.isHidden());
    }

    void capacityChartPerTokenOwnsNoFleet()
    {
        Scenario s;
        s.capacityMode = CapacityMode::PerToken;
        CapacityChart chart;
        chart.setData(s, simulateWithSeries(s));
        QCOMPARE(chart.fleetGraph()->data()->size(), 0);
        QCOMPARE(chart.boughtBars()->data()->size(), 0);
    }
};

QTEST_MAIN(TestModel2Views)
#include "test_model2views.moc"
