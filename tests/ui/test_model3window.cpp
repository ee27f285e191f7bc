// Model 3 in the window (issue 24 item 2): the controls of MODEL3.md §1 show for an `@3` scenario and
// not for an `@2` one, an edit is one undo step and bad input is refused by name, the model-2 note's
// [Upgrade to model 3] is one undoable step, the Burn chart splits training compute, the runway chart
// draws own cash and the credit line's first draw, the cards show the free tier's incremental cash cost.
// Expected figures are MODEL3.md §10's (D3, D12, D14, C4b) and §4b's, not the program's output.
#include <QtTest>

#include <QCheckBox>
#include <QDateEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QUndoStack>

#include <qcustomplot.h>

#include "core/model/chartseries.h"
#include "core/model/model.h"
#include "core/scenario/jsondocument.h"
#include "core/scenario/scenariojson.h"
#include "ui/charts/burnchart.h"
#include "ui/charts/runwaychart.h"
#include "ui/document/scenariodocument.h"
#include "ui/panels/fundingeditor.h"
#include "ui/panels/kpibar.h"
#include "ui/panels/mathpanel.h"
#include "ui/panels/model2note.h"
#include "ui/panels/parameterpanel.h"
#include "ui/widgets/kpicard.h"
#include "ui/widgets/parametercontrol.h"

using namespace runway;

namespace {

/// An explicit `@3` document, read as a file is: the model-3 defaults.
Scenario model3Document(const char* overrides = "")
{
    const std::string text = std::string(R"({"schema": "token-runway/scenario@3")") + overrides + "}";
    auto s = parseScenario(text);
    if (!s.ok())
        qFatal("the @3 test document is refused");
    return *s.value;
}

Scenario model2Document()
{
    auto s = parseScenario(R"({"schema": "token-runway/scenario@2"})");
    if (!s.ok())
        qFatal("the @2 test document is refused");
    return *s.value;
}

} // namespace

class TestModel3Window : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void controlsShowForModel3Only()
    {
        ScenarioDocument doc;
        QVERIFY(doc.replaceScenario(model2Document(), QStringLiteral("Open")));
        ParameterPanel panel(&doc);
        panel.show();
        QVERIFY(!panel.model3Shown());
        QVERIFY(panel.control(ParamId::FleetShare));
        QVERIFY(panel.control(ParamId::FleetShare)->isHidden());
        QVERIFY(!panel.idleFleetButton()->isVisible());
        QVERIFY(!panel.measuredDateEdit(ParamId::FlowsMeasuredOn)->isVisible());
        QVERIFY(panel.fundingEditor()->table()->isColumnHidden(FundingEditor::kProbabilityColumn));
        QVERIFY(!panel.control(ParamId::Price)->isHidden()); // model 2's controls stay
        QVERIFY(panel.model2Note()->isVisible());            // with the note and its upgrade above them

        QVERIFY(doc.replaceScenario(model3Document(), QStringLiteral("Open")));
        QVERIFY(panel.model3Shown());
        QVERIFY(!panel.model2Note()->isVisible());
        for (ParamId id : {ParamId::FleetShare, ParamId::TrainingShare, ParamId::TrainingGrowth, ParamId::TrainingGrowthAfterStart, ParamId::OtherRevenueGrowth,
                           ParamId::CreditLine, ParamId::CreditLineRate, ParamId::Subscribers, ParamId::CompetitorPrice, ParamId::CompetitorPremium})
            QVERIFY2(panel.control(id) && panel.control(id)->isVisible(), spec(id).key.data());
        QVERIFY(panel.measuredDateEdit(ParamId::FlowsMeasuredOn)->isVisible());
        QCOMPARE(panel.measuredDateEdit(ParamId::FlowsMeasuredOn)->date(), QDate(2025, 4, 1)); // MODEL3.md §1's default
        QVERIFY(panel.replaceChipsBox()->isVisible());
        QVERIFY(!panel.replaceChipsBox()->isChecked());
        QVERIFY(panel.creditLineToggle()->isVisible());
        QVERIFY(!panel.creditLineToggle()->isChecked());
        QVERIFY(!panel.fundingEditor()->table()->isColumnHidden(FundingEditor::kProbabilityColumn));
        QVERIFY(!panel.fundingEditor()->table()->isColumnHidden(FundingEditor::kLabelColumn));
        // The fleet share is an assumption (MODEL3.md §11.1) and says so on its badge.
        QCOMPARE(panel.control(ParamId::FleetShare)->badgeText(), QStringLiteral("assumption"));
        QCOMPARE(panel.control(ParamId::FleetShare)->value(), 50.0);
    }

    void fleetChoicesAreOneUndoStepEach()
    {
        ScenarioDocument doc;
        QVERIFY(doc.replaceScenario(model3Document(), QStringLiteral("Open")));
        ParameterPanel panel(&doc);
        const int steps = doc.undoStack()->count();
        panel.idleFleetButton()->click();
        QCOMPARE(doc.scenario()[ParamId::FleetShare], 100.0);
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        QCOMPARE(doc.result().metrics.runwayDays, std::optional<int>(303)); // MODEL3.md §10 L2
        panel.busyFleetButton()->click();
        QCOMPARE(doc.scenario()[ParamId::FleetShare], 0.0);
        QCOMPARE(doc.undoStack()->count(), steps + 2);
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario()[ParamId::FleetShare], 100.0);
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario()[ParamId::FleetShare], 50.0);
        QCOMPARE(doc.result().metrics.runwayDays, std::optional<int>(267)); // D1
    }

    void editsAreOneStepAndBadInputIsRefusedByName()
    {
        ScenarioDocument doc;
        QVERIFY(doc.replaceScenario(model3Document(), QStringLiteral("Open")));
        ParameterPanel panel(&doc);
        const int steps = doc.undoStack()->count();
        // The training lever at 0 freezes the budget (MODEL3.md §10 F1: 321 days): one step.
        panel.nullToggle(ParamId::TrainingGrowthAfterStart)->setChecked(false);
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        QVERIFY(!doc.scenario().isNull(ParamId::TrainingGrowthAfterStart));
        QVERIFY(doc.setValue(ParamId::TrainingGrowthAfterStart, 0));
        QCOMPARE(doc.result().metrics.runwayDays, std::optional<int>(321));
        QCOMPARE(std::round(doc.result().metrics.cashStartUsd * 100) / 100, 581617949.71); // F2: cash at the start does not move
        // Replacement: the check box, one step.
        const int before = doc.undoStack()->count();
        panel.replaceChipsBox()->setChecked(true);
        QCOMPARE(doc.scenario()[ParamId::ReplaceChips], 1.0);
        QCOMPARE(doc.undoStack()->count(), before + 1);
        // A measured date after the start is refused with a message that names the key; nothing changes.
        QSignalSpy refused(&doc, &ScenarioDocument::editRefused);
        QDateEdit* flows = panel.measuredDateEdit(ParamId::FlowsMeasuredOn);
        flows->setDate(QDate(2026, 6, 1)); // MODEL3.md §10 E2
        emit flows->editingFinished();
        QCOMPARE(refused.count(), 1);
        QVERIFY2(refused.first().first().toString().contains(QStringLiteral("Flows measured on")) ||
                     refused.first().first().toString().contains(QStringLiteral("flows_measured_on")),
                 qPrintable(refused.first().first().toString()));
        QCOMPARE(doc.undoStack()->count(), before + 1);
        QCOMPARE(doc.scenario().measuredDate(ParamId::FlowsMeasuredOn), std::optional<Date>(Date{2025, 4, 1}));
        QCOMPARE(flows->date(), QDate(2025, 4, 1)); // the control shows the scenario again
        // "At the start" makes the flows undated (model 2's reading): one step, undoable.
        panel.findChild<QCheckBox*>(QStringLiteral("null_flows_measured_on"))->setChecked(true);
        QVERIFY(doc.scenario().isNull(ParamId::FlowsMeasuredOn));
        QCOMPARE(doc.undoStack()->count(), before + 2);
        doc.undoStack()->undo();
        QVERIFY(!doc.scenario().isNull(ParamId::FlowsMeasuredOn));
        // Reset all keeps a model-3 scenario on model 3's defaults (it used to give model 2's).
        QVERIFY(doc.resetAll());
        QCOMPARE(doc.scenario().model, 3);
        QCOMPARE(doc.scenario()[ParamId::FleetShare], 50.0);
        QCOMPARE(doc.result().metrics.runwayDays, std::optional<int>(267)); // D1
    }

    void fundingKeepsProbabilityAndLabel()
    {
        // MODEL3.md §10 C4c/C4d on the model-3 defaults: an event with odds and a label survives an
        // edit of its amount in the table (the hidden columns used to drop them).
        ScenarioDocument doc;
        QVERIFY(doc.replaceScenario(
            model3Document(R"(, "funding": [{"month": 6, "amount_usd": 745000000.0, "probability_pct": 70.25, "label": "follow-on raise"}])"),
            QStringLiteral("Open")));
        ParameterPanel panel(&doc);
        FundingEditor* editor = panel.fundingEditor();
        QCOMPARE(editor->events().size(), std::size_t{1});
        QCOMPARE(editor->events()[0].probabilityPct, 70.25); // not rounded by the spin box
        QCOMPARE(editor->events()[0].label, std::string("follow-on raise"));
        auto* month = qobject_cast<QSpinBox*>(editor->table()->cellWidget(0, 0));
        month->setValue(7);
        emit month->editingFinished();
        QCOMPARE(doc.scenario().funding.size(), std::size_t{1});
        QCOMPARE(doc.scenario().funding[0].month, 7);
        QCOMPARE(doc.scenario().funding[0].probabilityPct, 70.25);
        QCOMPARE(doc.scenario().funding[0].label, std::string("follow-on raise"));
    }

    void model2NoteUpgradesInOneUndoableStep()
    {
        ScenarioDocument doc;
        QVERIFY(doc.replaceScenario(model3Document(), QStringLiteral("Open")));
        Model2Note note(&doc);
        QVERIFY(note.isHidden());
        QVERIFY(doc.replaceScenario(model2Document(), QStringLiteral("Open")));
        QVERIFY(!note.isHidden());
        QVERIFY(note.text().contains(QStringLiteral("model 2")));
        QCOMPARE(doc.result().metrics.runwayDays, std::optional<int>(525)); // MODEL3.md §10 N4: as saved
        const int steps = doc.undoStack()->count();
        note.upgradeButton()->click();
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        QCOMPARE(doc.scenario().model, 3);
        QVERIFY(note.isHidden());
        QCOMPARE(doc.result().metrics.runwayDays, std::optional<int>(267)); // D1
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario().model, 2);
        QCOMPARE(doc.result().metrics.runwayDays, std::optional<int>(525));
        QVERIFY(!note.isHidden());
    }

    void burnChartSplitsTrainingCompute()
    {
        const Scenario s = model3Document();
        const SimulationResult r = simulateWithSeries(s);
        BurnChart chart;
        chart.setData(s, r);
        QCPBars* training = chart.trainingBars();
        QCOMPARE(training->data()->size(), s.horizonMonths());
        QVERIFY(training->visible());
        QVERIFY(chart.plot()->legend->itemWithPlottable(training));
        // Month 1's training compute is 30 days of §4b's line: about 30 × $42.94M / 30 at the start, growing 4.4 % a month.
        const double month1 = training->data()->at(0)->value;
        QVERIFY2(month1 > 42944238.27 && month1 < 42944238.27 * 1.044, qPrintable(QString::number(month1, 'f', 2)));
        QCOMPARE(month1, r.monthly[0].sums.trainingComputeUsd);
        QCOMPARE(chart.opexBars()->data()->at(0)->value, r.monthly[0].sums.otherOpexUsd);
        QCOMPARE(chart.opexBars()->data()->at(0)->value + month1, r.monthly[0].sums.opexUsd);
        QCOMPARE(training->barBelow(), chart.opexBars()); // stacked: other opex, training, then serving
        QCOMPARE(chart.powerBars()->barBelow(), training);
        // A model-2 scenario has no training line: the entry stays, greyed, with nothing to show.
        const Scenario two = model2Document();
        chart.setData(two, simulateWithSeries(two));
        QCOMPARE(training->data()->size(), 0);
        QVERIFY(chart.plot()->legend->itemWithPlottable(training));
        QCOMPARE(chart.opexBars()->data()->at(0)->value, simulate(two).monthly[0].sums.opexUsd);
        QCOMPARE(chart.powerBars()->barBelow(), chart.opexBars()); // the empty layer leaves the stack
        // Its entry is greyed; the entries with something to show are not.
        const QCPLegend* legend = chart.plot()->legend;
        QVERIFY(legend->itemWithPlottable(training)->textColor() != legend->itemWithPlottable(chart.capexBars())->textColor());
        QCOMPARE(legend->itemWithPlottable(chart.capexBars())->textColor(), legend->itemWithPlottable(chart.opexBars())->textColor());
    }

    void runwayChartDrawsOwnCashAndTheFirstDraw()
    {
        // MODEL3.md §10 C4b: a credit line of RMB 8.9B ÷ 7.17 on model 2's values is first drawn on day 525.
        const Scenario s = model3Document(R"(, "flows_measured_on": null, "other_revenue_growth_pct_per_month": 0, "fleet_share_pct": 100,
            "training_compute_share_pct": 0, "credit_line_usd": 1241283124.13)");
        const SimulationResult r = simulateWithSeries(s);
        RunwayChart chart;
        chart.setData(s, r);
        QCOMPARE(chart.creditDrawGraph()->data()->size(), 1);
        const double day525 = static_cast<double>(s.startDate.toDays() + 525) * 86400.0;
        QCOMPARE(chart.creditDrawGraph()->data()->at(0)->key, day525);
        QVERIFY(chart.creditDrawLabel()->text().contains(QStringLiteral("2027-08-11"))); // 2026-03-04 + 525 days
        // Own cash parts from the cash line once the line is drawn: it goes below zero, the cash does not.
        QVERIFY(chart.ownCashGraph()->data()->size() > 0);
        double lowest = 0;
        for (auto it = chart.ownCashGraph()->data()->constBegin(); it != chart.ownCashGraph()->data()->constEnd(); ++it)
            lowest = std::min(lowest, it->value);
        QVERIFY(lowest < 0);
        // The model-3 defaults: own cash is the cash line (every event certain, no line): nothing drawn, entry kept.
        const Scenario d = model3Document();
        chart.setData(d, simulateWithSeries(d));
        QCOMPARE(chart.ownCashGraph()->data()->size(), 0);
        QCOMPARE(chart.creditDrawGraph()->data()->size(), 0);
        QVERIFY(chart.plot()->legend->itemWithPlottable(chart.ownCashGraph()));
    }

    void cardsShowTheIncrementalFreeTierCost()
    {
        const Scenario s = model3Document();
        const SimulationResult r = simulateWithSeries(s);
        KpiBar bar;
        bar.refresh(s, r);
        KpiCard* free = bar.card(QStringLiteral("freeTierCost"));
        // MODEL3.md §10 D12 and D14: $79,765,826.27 on day 0, $84,973,366.85 over the horizon.
        QCOMPARE(free->valueText(), QStringLiteral("$79.8M"));
        QVERIFY2(free->detailText().startsWith(QStringLiteral("on day 0: its incremental cash cost")), qPrintable(free->detailText()));
        QVERIFY2(free->detailText().contains(QStringLiteral("$85M over the horizon")), qPrintable(free->detailText()));
        QVERIFY2(free->toolTip().contains(QStringLiteral("$79,765,826.27 on day 0")), qPrintable(free->toolTip()));
        QVERIFY(free->toolTip().contains(QStringLiteral("$84,973,366.85 over the horizon")));
        QVERIFY(free->toolTip().contains(QStringLiteral("$77,382,213.46"))); // D13, the allocation, named as not what the card shows
        // Cash at the start with its dated bridge (D3, D4).
        KpiCard* cash = bar.card(QStringLiteral("cash"));
        QCOMPARE(cash->valueText(), QStringLiteral("$581.6M"));
        QVERIFY2(cash->detailText().contains(QStringLiteral("$332.3M bridge burn")), qPrintable(cash->detailText()));
        QVERIFY(cash->detailText().contains(QStringLiteral("2025-04-01")));
        // 9,667 owned, 4,834 busy → 4,833 free → 4,834 to buy on day 0 for $79.8M (D8–D10).
        QVERIFY2(bar.card(QStringLiteral("chips"))
                     ->detailText()
                     .startsWith(QStringLiteral("9,667 owned, 4,834 busy with other work → 4,833 free → 9,667 needed → "
                                                "4,834 to buy on day 0 ($79.8M)")),
                 qPrintable(bar.card(QStringLiteral("chips"))->detailText()));
        // A model-2 scenario keeps its card: the economic cost a day.
        const Scenario two = model2Document();
        bar.refresh(two, simulateWithSeries(two));
        QVERIFY(free->valueText().endsWith(QStringLiteral(" / day")));
    }

    void showTheMathHasTheModel3Sections()
    {
        const Scenario s = model3Document();
        const QString html = MathPanel::html(s, simulateWithSeries(s));
        QVERIFY(html.contains(QStringLiteral("Bridge burn")));
        QVERIFY(html.contains(QStringLiteral("$332.3M"))); // D4
        QVERIFY(html.contains(QStringLiteral("Training compute")));
        QVERIFY(html.contains(QStringLiteral("Free for the programme")));
        QVERIFY(html.contains(QStringLiteral("4,833"))); // D8
        QVERIFY(html.contains(QStringLiteral("Free tier: incremental cash")));
        QVERIFY(html.contains(QStringLiteral("$79.77M"))); // D12 at four significant digits
        const Scenario two = model2Document();
        QVERIFY(!MathPanel::html(two, simulateWithSeries(two)).contains(QStringLiteral("Bridge burn")));
    }
};

QTEST_MAIN(TestModel3Window)
#include "test_model3window.moc"
