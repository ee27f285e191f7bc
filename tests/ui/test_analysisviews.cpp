// The analysis views: the runner off the UI thread (stale results dropped, debounce, clean
// shutdown), the fan and the odds cards, the Sensitivity tab and the What-if map.
// Expected values come from core's functions on the same scenario: the views only copy them.
#include <QtTest>

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QUndoStack>

#include <qcustomplot.h>

#include "core/analysis/goalseek.h"
#include "core/analysis/heatmap.h"
#include "core/analysis/montecarlo.h"
#include "core/analysis/sensitivity.h"
#include "core/model/chartseries.h"
#include "core/model/model.h"
#include "ui/analysis/analysisrunner.h"
#include "ui/analysis/analysisviews.h"
#include "ui/charts/heatmapchart.h"
#include "ui/charts/runwaychart.h"
#include "ui/charts/tornadochart.h"
#include "ui/dialogs/goalseekdialog.h"
#include "ui/document/scenariodocument.h"
#include "ui/format/displayformat.h"
#include "ui/mainwindow.h"
#include "ui/widgets/kpicard.h"
#include "waits.h"
#include "windowparts.h"

using namespace runway;
using namespace runway::test;

namespace {
MonteCarloResult coreMonteCarlo(const Scenario& s, int samples)
{
    MonteCarloOptions options;
    options.samples = samples;
    options.seed = AnalysisRunner::kSeed;
    return *runMonteCarlo(s, options);
}

AnalysisRunner* runnerOf(const MainWindow& w)
{
    return part<AnalysisRunner>(w, QStringLiteral("analysisRunner"));
}
/// A runner of its own (no window): it has delivered its latest request.
bool settled(const AnalysisRunner* runner)
{
    return !runner->isBusy() && runner->deliveredGeneration() == runner->generation();
}

QTabWidget* tabsOf(const MainWindow& w)
{
    return part<QTabWidget>(w, QStringLiteral("dashboardTabs"));
}

} // namespace

class TestAnalysisViews : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void staleResultsAreDropped()
    {
        AnalysisRunner runner;
        runner.setSamples(2000);
        Scenario older, newer;
        older[ParamId::Price] = 0.05;
        newer[ParamId::Price] = 0.5;
        QSignalSpy mc(&runner, &AnalysisRunner::monteCarloReady);
        QSignalSpy bars(&runner, &AnalysisRunner::tornadoReady);
        QSignalSpy maps(&runner, &AnalysisRunner::heatmapReady);
        runner.requestNow(older); // on the worker already
        const std::uint64_t first = runner.generation();
        runner.requestNow(newer); // the document changed before the first job could report
        QVERIFY(runner.generation() > first);
        QTRY_VERIFY_WITH_TIMEOUT(settled(&runner), kBackgroundWaitMs);
        QCOMPARE(mc.count(), 1);
        QCOMPARE(bars.count(), 1);
        QCOMPARE(maps.count(), 1);
        const auto got = qvariant_cast<MonteCarloResult>(mc.at(0).at(0));
        const MonteCarloResult want = coreMonteCarlo(newer, 2000);
        QCOMPARE(got.pCashOut12m, want.pCashOut12m);
        QCOMPARE(got.runwayMonths[3], want.runwayMonths[3]);
        QVERIFY(got.runwayMonths[3] != coreMonteCarlo(older, 2000).runwayMonths[3]); // the scenarios are told apart
        QCOMPARE(qvariant_cast<std::vector<TornadoBar>>(bars.at(0).at(0)).front().runwayAtLow, tornado(newer).front().runwayAtLow);
    }

    void aDragStartsOneJob()
    {
        AnalysisRunner runner;
        runner.setSamples(1000);
        QSignalSpy done(&runner, &AnalysisRunner::finished);
        QSignalSpy mc(&runner, &AnalysisRunner::monteCarloReady);
        Scenario s;
        for (int i = 0; i < 10; ++i) { // ten slider positions inside the debounce
            s[ParamId::Price] = 0.1 + 0.01 * i;
            runner.request(s);
        }
        QTRY_VERIFY_WITH_TIMEOUT(settled(&runner), kBackgroundWaitMs);
        QCOMPARE(done.count(), 1);
        QCOMPARE(mc.count(), 1);
        QCOMPARE(qvariant_cast<MonteCarloResult>(mc.at(0).at(0)).runwayMonths[3], coreMonteCarlo(s, 1000).runwayMonths[3]);
    }

    void shutdownWhileRunning()
    {
        auto* runner = new AnalysisRunner;
        runner->setSamples(10000);
        runner->requestNow(Scenario{});
        runner->request(Scenario{});
        delete runner; // cancels, joins the worker, frees the queued jobs
        QVERIFY(true);
    }

    void theOddsWaitForTheFirstFrame()
    {
        // The first frame is the window's alone (bench startup): no analysis is requested while the
        // window is built and shown, nor for an edit made before its first paint; the analyses then
        // start on the scenario as it is by that time.
        MainWindow w;
        w.show();
        const auto* views = part<AnalysisViews>(w, QStringLiteral("analysisViews"));
        AnalysisRunner* runner = runnerOf(w);
        QVERIFY(!views->isStarted());
        QVERIFY(w.document()->setValue(ParamId::Conversion, 2.5));
        QCOMPARE(runner->generation(), std::uint64_t{0});
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTRY_VERIFY_WITH_TIMEOUT(analysesSettled(w), kBackgroundWaitMs);
        QCOMPARE(runner->generation(), std::uint64_t{1}); // one job, for the scenario the frame shows
        QCOMPARE(card(w, QStringLiteral("cashOut12m"))->valueText(),
                 display::percent(100 * coreMonteCarlo(w.document()->scenario(), runner->samples()).pCashOut12m, 1));

        // A window never shown runs its analyses all the same (nothing will paint it).
        MainWindow hidden;
        QTRY_VERIFY_WITH_TIMEOUT(analysesSettled(hidden), kBackgroundWaitMs);
        QVERIFY(!hidden.isVisible());
    }

    void fanAndOddsFollowTheDocument()
    {
        MainWindow w;
        w.show();
        AnalysisRunner* runner = runnerOf(w);
        QTRY_VERIFY_WITH_TIMEOUT(analysesSettled(w), kBackgroundWaitMs);
        w.document()->setValue(ParamId::Conversion, 2.0);
        QTRY_VERIFY_WITH_TIMEOUT(analysesSettled(w), kBackgroundWaitMs);
        const Scenario& s = w.document()->scenario();
        const MonteCarloResult want = coreMonteCarlo(s, runner->samples());
        QCPGraph* median = part<RunwayChart>(w, QStringLiteral("runwayChart"))->fanGraph(2);
        QCOMPARE(median->data()->size(), static_cast<int>(want.monthlyCash.size()));
        QVERIFY(median->visible());
        QCOMPARE((median->data()->constBegin() + 5)->value, want.monthlyCash[5].cash[2]);
        QCOMPARE((part<RunwayChart>(w, QStringLiteral("runwayChart"))->fanGraph(0)->data()->constBegin() + 5)->value, want.monthlyCash[5].cash[0]);
        QCOMPARE(card(w, QStringLiteral("cashOut12m"))->valueText(), display::percent(100 * want.pCashOut12m, 1));
        QCOMPARE(card(w, QStringLiteral("cashOut24m"))->valueText(), display::percent(100 * want.pCashOut24m, 1));
    }

    void oneMonteCarloEverywhere()
    {
        // The window draws the futures the CLI and the report draw: core's defaults, 10,000 and seed 1.
        MainWindow w;
        w.show();
        AnalysisRunner* runner = runnerOf(w);
        QCOMPARE(runner->samples(), 10000);
        QCOMPARE(AnalysisRunner::kSeed, std::uint64_t{1});
        QTRY_VERIFY_WITH_TIMEOUT(analysesSettled(w), kBackgroundWaitMs);
        const MonteCarloResult cli = *runMonteCarlo(w.document()->scenario(), MonteCarloOptions{});
        QCOMPARE(cli.samples, 10000);
        QCOMPARE(card(w, QStringLiteral("cashOut12m"))->valueText(), display::percent(100 * cli.pCashOut12m, 1));
        QCOMPARE(card(w, QStringLiteral("cashOut24m"))->valueText(), display::percent(100 * cli.pCashOut24m, 1));
        QVERIFY2(card(w, QStringLiteral("cashOut12m"))->detailText().contains(QLocale().toString(10000)),
                 qPrintable(card(w, QStringLiteral("cashOut12m"))->detailText()));
        // A runway capped at the horizon says so: "36+ months", not "36.0 months".
        QCOMPARE(display::cappedMonths(36, 36), QStringLiteral("36+ months"));
        QCOMPARE(display::cappedMonths(27.46, 36), QStringLiteral("27.5 months"));
        w.document()->setValue(ParamId::Conversion, 40.0); // the programme pays: the cash lasts the horizon
        QTRY_VERIFY_WITH_TIMEOUT(analysesSettled(w), kBackgroundWaitMs);
        if (!w.document()->result().metrics.runwayMonths) {
            const QString odds = card(w, QStringLiteral("runway"))->intervalText(); // "odds: median 36+ · 90 %: 30.1 – 36+"
            QVERIFY2(odds.contains(QStringLiteral("36+")) && !odds.contains(QStringLiteral("36.0")), qPrintable(odds));
        }
    }

    void tornadoRowsFollowCore()
    {
        MainWindow w;
        w.show();
        tabsOf(w)->setCurrentWidget(part<TornadoChart>(w, QStringLiteral("tornadoChart")));
        QTRY_VERIFY_WITH_TIMEOUT(analysesSettled(w), kBackgroundWaitMs);
        const std::vector<TornadoBar> want = tornado(w.document()->scenario());
        const TornadoChart* chart = part<TornadoChart>(w, QStringLiteral("tornadoChart"));
        QCOMPARE(chart->bars().size(), want.size());
        QVERIFY(want.size() >= 2);
        for (std::size_t k = 0; k < want.size(); ++k) {
            const ParamSpec& sp = spec(want[k].param);
            QCOMPARE(chart->bars()[k].param, want[k].param);
            QCOMPARE(chart->rowLabel(k), display::paramText(sp.label));
            QVERIFY2(chart->lowText(k).contains(display::value(sp, want[k].low)), qPrintable(chart->lowText(k)));
            const int horizon = w.document()->scenario().horizonMonths(); // a runway at the horizon reads "36+ months"
            QVERIFY(chart->lowText(k).contains(display::cappedMonths(want[k].runwayAtLow.value_or(-1), horizon)));
            QVERIFY(chart->highText(k).contains(display::value(sp, want[k].high)));
            QVERIFY(chart->highText(k).contains(display::cappedMonths(want[k].runwayAtHigh.value_or(-1), horizon)));
        }
        for (std::size_t k = 1; k < want.size(); ++k)
            QVERIFY(chart->bars()[k - 1].swing() >= chart->bars()[k].swing());
        QCOMPARE(chart->baseRunway(), w.document()->result().metrics.runwayMonthsCapped);
    }

    void clickOnTheMapIsOneUndoableStep()
    {
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        auto* map = part<HeatmapChart>(w, QStringLiteral("heatmapChart"));
        tabsOf(w)->setCurrentWidget(map);
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTRY_VERIFY_WITH_TIMEOUT(analysesSettled(w), kBackgroundWaitMs);
        map->plot()->replot();
        const double price0 = w.document()->scenario()[ParamId::Price];
        const double conversion0 = w.document()->scenario()[ParamId::Conversion];
        const std::size_t j = 30, i = 45;
        const double price = map->heatmap().prices[i], conversion = map->heatmap().conversionsPct[j];
        QVERIFY(price != price0 && conversion != conversion0);
        const int steps = w.document()->undoStack()->count();
        QTest::mouseClick(map->plot(), Qt::LeftButton, Qt::NoModifier, map->cellCentre(j, i));
        QCOMPARE(w.document()->scenario()[ParamId::Price], price);
        QCOMPARE(w.document()->scenario()[ParamId::Conversion], conversion);
        QCOMPARE(w.document()->undoStack()->count(), steps + 1);
        w.document()->undoStack()->undo();
        QCOMPARE(w.document()->scenario()[ParamId::Price], price0);
        QCOMPARE(w.document()->scenario()[ParamId::Conversion], conversion0);
    }

    void measureSwitchChangesTheColours()
    {
        MainWindow w;
        w.show();
        auto* map = part<HeatmapChart>(w, QStringLiteral("heatmapChart"));
        tabsOf(w)->setCurrentWidget(map);
        QTRY_VERIFY_WITH_TIMEOUT(analysesSettled(w), kBackgroundWaitMs);
        const Scenario s = w.document()->scenario();
        HeatmapOptions options; // the window's axis holds the free-tier break-even (issue 27)
        options.maxConversionPct = conversionAxisMaxPct(s, computeMetrics(s).programBreakEvenConversionPct);
        const Heatmap contribution = *computeHeatmap(s, options);
        QCOMPARE(map->colorMap()->data()->cell(7, 3), contribution.at(3, 7));
        map->measureCombo()->setCurrentIndex(map->measureCombo()->findData(static_cast<int>(HeatmapMeasure::Runway)));
        QTRY_VERIFY_WITH_TIMEOUT(map->heatmap().measure == HeatmapMeasure::Runway && analysesSettled(w), kBackgroundWaitMs);
        options.measure = HeatmapMeasure::Runway;
        const Heatmap runway = *computeHeatmap(s, options);
        QCOMPARE(map->colorMap()->data()->cell(7, 3), runway.at(3, 7));
        QVERIFY(runway.at(3, 7) != contribution.at(3, 7));
        QVERIFY(map->targetSpinBox()->isVisible());
        QCOMPARE(map->targetRunway(), s[ParamId::HorizonMonths]);
    }

    /// Owned capacity (the model-2 default) derives the serving cost from the accelerators:
    /// goal seek says why it is not offered and solves for an accelerator input instead.
    void goalSeekInOwnedModeOffersTheAccelerators()
    {
        ScenarioDocument doc;
        QVERIFY(doc.replaceScenario(Scenario{}, QStringLiteral("model 2"))); // the chip-power figures below are model 2's
        QVERIFY(doc.scenario().owned());
        AnalysisRunner runner;
        GoalSeekDialog dialog(&doc, &runner);
        QVERIFY(!dialog.ownedNote()->isHidden());
        QVERIFY(dialog.ownedNote()->text().contains(QStringLiteral("derived")));
        auto* items = qobject_cast<QStandardItemModel*>(dialog.parameterBox()->model());
        QVERIFY(items);
        const int servingRow = dialog.parameterBox()->findData(static_cast<int>(ParamId::ServingCost));
        QVERIFY(servingRow >= 0 && !items->item(servingRow)->isEnabled());
        for (ParamId id : {ParamId::ChipCapex, ParamId::ChipPower, ParamId::Electricity, ParamId::TokensPerChip, ParamId::Speedup}) {
            const int row = dialog.parameterBox()->findData(static_cast<int>(id));
            QVERIFY2(row >= 0 && items->item(row)->isEnabled(), spec(id).key.data());
        }
        // Asked for anyway (the serving cost's own "Goal seek…"): the reason, never a silent no-op.
        dialog.setParameter(ParamId::ServingCost);
        QCOMPARE(dialog.parameter(), ParamId::ServingCost);
        QVERIFY(!dialog.computeButton()->isEnabled());
        QVERIFY2(dialog.answerLabel()->text().contains(QStringLiteral("derived from the accelerators")), qPrintable(dialog.answerLabel()->text()));
        dialog.compute();
        QVERIFY(!dialog.isSearching() && !dialog.result());
        QVERIFY(!goalSeek(doc.scenario(), ParamId::ServingCost, 12).reason.empty()); // core refuses it too

        // Chip power: 17.6 months at 0 kW and 6.3 at 100 kW, so 12 months lies between.
        dialog.setParameter(ParamId::ChipPower);
        QVERIFY(dialog.computeButton()->isEnabled());
        dialog.setTargetMonths(12);
        dialog.compute();
        QTRY_VERIFY_WITH_TIMEOUT(dialog.result(), kBackgroundWaitMs);
        const GoalSeekResult expected = goalSeek(doc.scenario(), ParamId::ChipPower, 12);
        QVERIFY(expected.value && dialog.result()->value);
        QCOMPARE(*dialog.result()->value, *expected.value);
        const QString shown = display::valueWithUnit(spec(ParamId::ChipPower), *expected.value);
        QVERIFY(shown.contains(QStringLiteral("kW")));
        QVERIFY2(dialog.answerLabel()->text().contains(shown), qPrintable(dialog.answerLabel()->text()));
        // No developer noise in the answer: the model runs and the time are a tooltip.
        QVERIFY2(!dialog.detailLabel()->text().contains(QStringLiteral("model runs")), qPrintable(dialog.detailLabel()->text()));
        QVERIFY(dialog.detailLabel()->toolTip().contains(QStringLiteral("model runs")));

        // Per token, the serving cost is offered again.
        QVERIFY(doc.setCapacityMode(CapacityMode::PerToken));
        QVERIFY(dialog.ownedNote()->isHidden());
        QVERIFY(items->item(servingRow)->isEnabled());
        dialog.setParameter(ParamId::ServingCost);
        QVERIFY(dialog.computeButton()->isEnabled());
    }
};

QTEST_MAIN(TestAnalysisViews)
#include "test_analysisviews.moc"
