// The uncertainty editor, the range marker on the sliders and the goal-seek dialog,
// under the offscreen platform: every edit is one undo step, invalid ones change nothing.
#include <QtTest>

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QUndoStack>

#include <cmath>
#include <limits>

#include "core/analysis/goalseek.h"
#include "core/scenario/scenariojson.h"
#include "testhelpers.h"
#include "ui/analysis/analysisrunner.h"
#include "ui/dialogs/goalseekdialog.h"
#include "ui/document/scenariodocument.h"
#include "ui/format/displayformat.h"
#include "ui/mainwindow.h"
#include "ui/panels/uncertaintyeditor.h"
#include "ui/widgets/densitysketch.h"
#include "ui/widgets/parametercontrol.h"
#include "ui/widgets/rangemarker.h"
#include "ui/widgets/valuespinbox.h"
#include "waits.h"
#include "windowparts.h"

using namespace runway;
using namespace runway::test;

namespace {
/// Chooses `kind` in the row's combo as a person would (the combo emits activated).
void choose(UncertaintyEditor& editor, ParamId id, int index)
{
    editor.kindBox(id)->setCurrentIndex(index);
    emit editor.kindBox(id)->activated(index);
}

void type(ValueSpinBox* box, double v)
{
    box->setValue(v);
    emit box->editingFinished();
}
} // namespace

class TestUncertainty : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void editorShowsEveryUncertainParameter()
    {
        ScenarioDocument doc;
        UncertaintyEditor editor(&doc);
        for (const auto& p : parameters()) {
            QCOMPARE(editor.kindBox(p.id) != nullptr, p.canBeUncertain);
        }
        // The default scenario carries MODEL.md §6's default: conversion triangular 1 … 3 … 5 %.
        QCOMPARE(editor.kindBox(ParamId::Conversion)->currentIndex(), UncertaintyEditor::indexOf(DistKind::Triangular));
        QCOMPARE(editor.lowBox(ParamId::Conversion)->value(), 1.0);
        QCOMPARE(editor.modeBox(ParamId::Conversion)->value(), 3.0);
        QCOMPARE(editor.highBox(ParamId::Conversion)->value(), 5.0);
        QCOMPARE(editor.kindBox(ParamId::Price)->currentIndex(), 0);
        QVERIFY(!editor.lowBox(ParamId::Price)->isEnabled());
    }

    void editingAHighIsOneUndoStep()
    {
        ScenarioDocument doc;
        UncertaintyEditor editor(&doc);
        const Scenario before = doc.scenario();
        const int steps = doc.undoStack()->count();
        type(editor.highBox(ParamId::Conversion), 7);
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        const Distribution* d = doc.scenario().distribution(ParamId::Conversion);
        QVERIFY(d);
        QCOMPARE(d->kind, DistKind::Triangular);
        QCOMPARE(d->low, 1.0);
        QCOMPARE(d->high, 7.0);
        QCOMPARE(d->mode, std::nullopt); // revision 2.1's default entry has no mode: it peaks at the value, 3 %
        doc.undoStack()->undo();
        QVERIFY(doc.scenario() == before);
        QCOMPARE(editor.highBox(ParamId::Conversion)->value(), 5.0);
    }

    void makingAParameterUncertainAndCertainAgain()
    {
        ScenarioDocument doc;
        UncertaintyEditor editor(&doc);
        const int steps = doc.undoStack()->count();
        choose(editor, ParamId::Price, UncertaintyEditor::indexOf(DistKind::Uniform));
        const Distribution* d = doc.scenario().distribution(ParamId::Price);
        QVERIFY(d);
        QCOMPARE(d->kind, DistKind::Uniform);
        QVERIFY(d->low < doc.scenario()[ParamId::Price] && doc.scenario()[ParamId::Price] < d->high);
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        choose(editor, ParamId::Price, 0);
        QVERIFY(!doc.scenario().distribution(ParamId::Price));
        QCOMPARE(doc.undoStack()->count(), steps + 2);
        doc.undoStack()->undo();
        QVERIFY(doc.scenario().distribution(ParamId::Price));
        doc.undoStack()->undo();
        QVERIFY(!doc.scenario().distribution(ParamId::Price));
        QCOMPARE(editor.kindBox(ParamId::Price)->currentIndex(), 0);
    }

    void invalidDistributionIsRefused_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<double>("low");
        QTest::addColumn<double>("high");
        QTest::addColumn<double>("mode"); // NaN: no written mode (the peak is the scenario's 3 %)
        QTest::addColumn<QString>("rule");
        const double none = std::numeric_limits<double>::quiet_NaN();
        QTest::newRow("low above high") << UncertaintyEditor::indexOf(DistKind::Uniform) << 5.0 << 3.0 << none << QStringLiteral("above high");
        QTest::newRow("lognormal low 0") << UncertaintyEditor::indexOf(DistKind::Lognormal) << 0.0 << 5.0 << none << QStringLiteral("0 < low < high");
        // A written mode must lie in the range; the value itself may lie outside (MODEL.md 2.1 §6: the odds note it).
        QTest::newRow("triangular mode outside") << UncertaintyEditor::indexOf(DistKind::Triangular) << 4.0 << 6.0 << 3.0
                                                 << QStringLiteral("3.00 % lies outside low … high (4.00 % … 6.00 %)");
    }

    void invalidDistributionIsRefused()
    {
        QFETCH(int, kind);
        QFETCH(double, low);
        QFETCH(double, high);
        QFETCH(double, mode);
        QFETCH(QString, rule);
        ScenarioDocument doc;
        UncertaintyEditor editor(&doc);
        const Scenario before = doc.scenario();
        const int steps = doc.undoStack()->count();
        QSignalSpy refused(&doc, &ScenarioDocument::editRefused);
        {
            const QSignalBlocker b1(editor.lowBox(ParamId::Conversion)), b2(editor.highBox(ParamId::Conversion));
            editor.lowBox(ParamId::Conversion)->setValue(low);
            editor.highBox(ParamId::Conversion)->setValue(high);
            editor.ownModeBox(ParamId::Conversion)->setChecked(!std::isnan(mode));
            if (!std::isnan(mode))
                editor.modeBox(ParamId::Conversion)->setValue(mode);
        }
        choose(editor, ParamId::Conversion, kind);
        QCOMPARE(refused.count(), 1);
        const QString message = refused.at(0).at(0).toString();
        QVERIFY2(message.contains(QStringLiteral("Conversion")) && message.contains(rule), qPrintable(message));
        QVERIFY2(message.contains(QString::number(low)) || message.contains(QString::number(high)), qPrintable(message));
        QVERIFY(editor.messageLabel(ParamId::Conversion)->isVisibleTo(&editor));
        QCOMPARE(editor.messageLabel(ParamId::Conversion)->text(), message);
        QVERIFY(doc.scenario() == before);
        QCOMPARE(doc.undoStack()->count(), steps);
        // What was typed stays, so the other end can be fixed; a valid edit clears the message.
        QCOMPARE(editor.lowBox(ParamId::Conversion)->value(), low);
        type(editor.lowBox(ParamId::Conversion), 1);
        type(editor.highBox(ParamId::Conversion), 6);
        QVERIFY(!editor.messageLabel(ParamId::Conversion)->isVisibleTo(&editor));
        QCOMPARE(doc.scenario().distribution(ParamId::Conversion)->high, 6.0);
    }

    void documentRefusesWithoutTheEditor()
    {
        ScenarioDocument doc;
        const Scenario before = doc.scenario();
        QSignalSpy refused(&doc, &ScenarioDocument::editRefused);
        QVERIFY(!doc.setDistribution({ParamId::Growth, DistKind::Lognormal, -5, 15, std::nullopt}));
        QVERIFY(!doc.setDistribution({ParamId::Conversion, DistKind::Uniform, 0, 101, std::nullopt})); // above the 100 % limit
        QVERIFY(!doc.setDistribution({ParamId::HorizonMonths, DistKind::Uniform, 12, 24, std::nullopt}));
        QVERIFY(!doc.setDistribution({ParamId::Conversion, DistKind::Uniform, 1, 5, 3.0})); // a mode on a uniform
        QCOMPARE(refused.count(), 4);
        QVERIFY(refused.at(1).at(0).toString().contains(QStringLiteral("101")));
        QVERIFY(doc.scenario() == before);
    }

    void aValueEditMovesItsRange()
    {
        // MODEL.md 2.1 §6: the range follows the value in the same step (conversion is shifted), so
        // a triangular without a mode keeps its value at the peak; undo puts the old range back.
        ScenarioDocument doc;
        QVERIFY(doc.setDistribution({ParamId::Conversion, DistKind::Triangular, 1, 5, std::nullopt}));
        const Scenario before = doc.scenario();
        const int steps = doc.undoStack()->count();
        QVERIFY(doc.setValue(ParamId::Conversion, 5.5, ScenarioDocument::newGesture()));
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        QCOMPARE(*doc.scenario().distribution(ParamId::Conversion), (Distribution{ParamId::Conversion, DistKind::Triangular, 3.5, 7.5, std::nullopt}));
        QVERIFY2(parseScenario(scenarioToText(doc.scenario())).ok(), "the document no longer reads back");
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario(), before);
        // Several values at once (the what-if map's click): one step, each range following.
        const std::pair<ParamId, double> point[] = {{ParamId::Price, 0.5}, {ParamId::Conversion, 7.0}};
        QVERIFY(doc.setValues(point, QStringLiteral("map click")));
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        QCOMPARE(doc.scenario()[ParamId::Price], 0.5);
        QCOMPARE(doc.scenario().distribution(ParamId::Conversion)->low, 5.0);
        // all or nothing: a value outside its limits changes neither
        QSignalSpy refused(&doc, &ScenarioDocument::editRefused);
        const std::pair<ParamId, double> outside[] = {{ParamId::Price, 0.2}, {ParamId::Conversion, 170.0}};
        QVERIFY(!doc.setValues(outside, QStringLiteral("map click")));
        QCOMPARE(refused.count(), 1);
        QCOMPARE(doc.scenario()[ParamId::Price], 0.5);
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        // With a fixed mode the mode moves too: 7 % → 8 % shifts 1 … 3 … 5 by one point.
        QVERIFY(doc.setDistribution({ParamId::Conversion, DistKind::Triangular, 1, 5, 3.0}));
        QVERIFY(doc.setValue(ParamId::Conversion, 8.0, ScenarioDocument::newGesture()));
        QCOMPARE(*doc.scenario().distribution(ParamId::Conversion), (Distribution{ParamId::Conversion, DistKind::Triangular, 2, 6, 4.0}));
        QVERIFY(parseScenario(scenarioToText(doc.scenario())).ok());
    }

    void resetToTheDefaultUncertainty()
    {
        ScenarioDocument doc;
        UncertaintyEditor editor(&doc);
        QVERIFY(doc.setUncertainty({}));
        QVERIFY(doc.scenario().uncertainty.empty());
        QCOMPARE(editor.kindBox(ParamId::Conversion)->currentIndex(), 0);
        const int steps = doc.undoStack()->count();
        editor.resetButton()->click();
        QVERIFY(doc.scenario().uncertainty == defaultUncertainty(3)); // the model-3 defaults' ranges as written (MODEL3.md §6)
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        QCOMPARE(editor.kindBox(ParamId::TokensPerChip)->currentIndex(), UncertaintyEditor::indexOf(DistKind::Lognormal));
        doc.undoStack()->undo();
        QVERIFY(doc.scenario().uncertainty.empty());
    }

    void eachRowShowsItsShapeAndPoints()
    {
        ScenarioDocument doc;
        UncertaintyEditor editor(&doc);
        // Conversion, triangular 1 … 3 … 5 % (MODEL.md 2.1 §6): F(3) = 0.5, so the median is the mode;
        // P5 = 1 + √(0.05 · 4 · 2) = 1.6325 and P95 = 5 − √(0.05 · 4 · 2) = 4.3675, by hand.
        const DensitySketch* conversion = editor.sketch(ParamId::Conversion);
        QVERIFY(conversion);
        RUNWAY_COMPARE_NEAR(conversion->points()[0], 1 + std::sqrt(0.4), 1e-12);
        RUNWAY_COMPARE_NEAR(conversion->points()[1], 3.0, 1e-12);
        RUNWAY_COMPARE_NEAR(conversion->points()[2], 5 - std::sqrt(0.4), 1e-12);
        // Throughput, lognormal 2e8 … 8e8: its low and high are P5 and P95, its median √(2e8 · 8e8) = 4e8.
        const DensitySketch* chips = editor.sketch(ParamId::TokensPerChip);
        RUNWAY_COMPARE_NEAR(chips->points()[0], 2e8, 1e-7);
        RUNWAY_COMPARE_NEAR(chips->points()[1], 4e8, 1e-7);
        RUNWAY_COMPARE_NEAR(chips->points()[2], 8e8, 1e-7);
        QVERIFY(chips->pointsText().contains(display::value(spec(ParamId::TokensPerChip), 4e8)));
        // A certain parameter draws nothing and says so.
        QVERIFY(editor.sketch(ParamId::Price)->pointsText().isEmpty());
        // The sketch follows an edit of the range.
        choose(editor, ParamId::Price, UncertaintyEditor::indexOf(DistKind::Uniform));
        type(editor.lowBox(ParamId::Price), 0.05);
        type(editor.highBox(ParamId::Price), 0.15);
        QVERIFY(doc.scenario().distribution(ParamId::Price));
        RUNWAY_COMPARE_NEAR(editor.sketch(ParamId::Price)->points()[1], 0.10, 1e-12);
        // The reset button lists the defaults from core's data, not a sentence that can drift.
        const QString tip = editor.resetButton()->toolTip();
        QVERIFY2(tip.contains(display::value(spec(ParamId::FixedOpex), 28e6)) && tip.contains(display::value(spec(ParamId::FixedOpex), 48.5e6)),
                 qPrintable(tip));
        QVERIFY(!tip.contains(QStringLiteral("55M")));
    }

    void rangeMarkerFollowsTheDocument()
    {
        MainWindow w;
        ScenarioDocument* doc = w.document();
        ParameterControl* conversion = control(w, ParamId::Conversion);
        RangeMarker* marker = conversion->rangeMarker();
        QVERIFY(marker);
        QVERIFY(marker->isVisibleTo(conversion));
        const ParamSpec& p = spec(ParamId::Conversion);
        QCOMPARE(marker->low(), ParameterControl::positionOf(p, 1));
        QCOMPARE(marker->high(), ParameterControl::positionOf(p, 5));
        QCOMPARE(marker->mode(), std::optional<int>(ParameterControl::positionOf(p, 3)));
        QVERIFY2(marker->toolTip().startsWith(QStringLiteral("uncertain: triangular")), qPrintable(marker->toolTip()));
        QVERIFY(marker->toolTip().contains(display::value(p, 1)) && marker->toolTip().contains(display::value(p, 5)));

        doc->removeDistribution(ParamId::Conversion);
        QVERIFY(!marker->isVisibleTo(conversion));
        doc->undoStack()->undo();
        QVERIFY(marker->isVisibleTo(conversion));

        RangeMarker* price = control(w, ParamId::Price)->rangeMarker();
        QVERIFY(!price->isVisibleTo(control(w, ParamId::Price)));
        QVERIFY(doc->setDistribution({ParamId::Price, DistKind::Uniform, 0.08, 0.2, std::nullopt}));
        QVERIFY(price->isVisibleTo(control(w, ParamId::Price)));
        QCOMPARE(price->low(), ParameterControl::positionOf(spec(ParamId::Price), 0.08));
        QVERIFY(!price->mode());
        QVERIFY(price->toolTip().startsWith(QStringLiteral("uncertain: uniform")));
    }

    void goalSeekShowsCoresAnswerAndAppliesOnce()
    {
        ScenarioDocument doc;
        QVERIFY(doc.replaceScenario(Scenario{}, QStringLiteral("model 2"))); // the figures below are model 2's
        AnalysisRunner runner;
        GoalSeekDialog dialog(&doc, &runner);
        dialog.setParameter(ParamId::Conversion);
        // Model 2 defaults: 17.5 months at 3 % (MODEL.md §5); at 100 % conversion day 0's net burn
        // is 9,651.53 + 1,176,666.67 − 533,333.33 = $652,985 with opex growing 2 % a month, so the
        // cash lasts about 23 months (by hand): 20 months lies between.
        dialog.setTargetMonths(20);
        QVERIFY(!dialog.applyButton()->isEnabled());
        dialog.compute();
        QVERIFY(dialog.isSearching()); // on the runner's worker, not in the dialog
        QTRY_VERIFY_WITH_TIMEOUT(dialog.result(), kBackgroundWaitMs);
        const GoalSeekResult expected = goalSeek(doc.scenario(), ParamId::Conversion, 20);
        QVERIFY(expected.value);
        QVERIFY(dialog.result() && dialog.result()->value);
        QCOMPARE(*dialog.result()->value, *expected.value);
        const QString shown = display::value(spec(ParamId::Conversion), *expected.value);
        QVERIFY2(dialog.answerLabel()->text().contains(shown), qPrintable(dialog.answerLabel()->text()));
        QVERIFY(dialog.applyButton()->isEnabled());

        const Scenario before = doc.scenario();
        const int steps = doc.undoStack()->count();
        dialog.applyButton()->click();
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        QCOMPARE(doc.scenario()[ParamId::Conversion], *expected.value);
        QVERIFY(*expected.value > 3 && *expected.value < 100);
        QVERIFY(doc.result().metrics.runwayMonthsCapped >= 20);
        QVERIFY(!dialog.applyButton()->isEnabled());
        doc.undoStack()->undo();
        QVERIFY(doc.scenario() == before);
    }

    void goalSeekWithoutBracketShowsWhy()
    {
        ScenarioDocument doc;
        AnalysisRunner runner;
        GoalSeekDialog dialog(&doc, &runner);
        dialog.setParameter(ParamId::Conversion);
        dialog.setTargetMonths(48); // beyond the 36-month horizon the runway is capped at
        dialog.computeButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(dialog.result(), kBackgroundWaitMs);
        QVERIFY(!dialog.result()->value);
        QVERIFY(!dialog.applyButton()->isEnabled());
        QVERIFY2(dialog.detailLabel()->text().contains(QStringLiteral("capped at the horizon")), qPrintable(dialog.detailLabel()->text()));
        QVERIFY(dialog.detailLabel()->text().contains(QStringLiteral("falls short")));
        const int steps = doc.undoStack()->count();
        QVERIFY(!dialog.apply());
        QCOMPARE(doc.undoStack()->count(), steps);
    }

    void goalSeekOnServingCostIsOneStep()
    {
        ScenarioDocument doc;
        QVERIFY(doc.replaceScenario(Scenario{}, QStringLiteral("model 2"))); // MODEL.md §5's figures are model 2's
        // Model 2: owned capacity derives its serving cost (MODEL.md §1); a direct one is per token.
        QVERIFY(doc.setCapacityMode(CapacityMode::PerToken));
        AnalysisRunner runner;
        GoalSeekDialog dialog(&doc, &runner);
        dialog.setParameter(ParamId::ServingCost);
        // Shorter than the per-token default runway: a dearer serving cost reaches it. MODEL.md §5:
        // serving cost 0.30 per token runs out on day 377 (12.57 months), so 12 months lies above 0.30.
        dialog.setTargetMonths(12);
        dialog.compute();
        QTRY_VERIFY_WITH_TIMEOUT(dialog.result(), kBackgroundWaitMs);
        const GoalSeekResult expected = goalSeek(doc.scenario(), ParamId::ServingCost, 12);
        QVERIFY(expected.value);
        QVERIFY(*expected.value > 0.30);
        QVERIFY(dialog.result() && dialog.result()->value);
        const int steps = doc.undoStack()->count();
        QVERIFY(dialog.apply());
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        QVERIFY(!doc.scenario().isNull(ParamId::ServingCost));
        QCOMPARE(doc.scenario()[ParamId::ServingCost], *expected.value);
    }

    void menusOpenBothWindows()
    {
        MainWindow w;
        auto* goal = w.findChild<QAction*>(QStringLiteral("goalSeekAction"));
        auto* unc = w.findChild<QAction*>(QStringLiteral("uncertaintyAction"));
        QVERIFY(goal && unc);
        QCOMPARE(goal->shortcut(), QKeySequence(QStringLiteral("Ctrl+G")));
        goal->trigger();
        QVERIFY(w.findChild<GoalSeekDialog*>());
        unc->trigger();
        QVERIFY(w.findChild<UncertaintyEditor*>());
        emit control(w, ParamId::Growth)->goalSeekRequested(ParamId::Growth);
        QCOMPARE(w.findChild<GoalSeekDialog*>()->parameter(), ParamId::Growth);
    }

    /// With RUNWAY_SCREENSHOTS=DIR (under xvfb-run, QT_QPA_PLATFORM=xcb): shows the editor and
    /// the dialog and captures the screen with ImageMagick's import.
    void screenshots()
    {
        const QString dir = qEnvironmentVariable("RUNWAY_SCREENSHOTS");
        if (dir.isEmpty())
            QSKIP("set RUNWAY_SCREENSHOTS=DIR to capture screenshots");
        MainWindow w;
        w.resize(1500, 950);
        w.move(0, 0);
        w.show();
        auto* editor = new UncertaintyEditor(w.document(), &w);
        editor->move(300, 120);
        editor->show();
        choose(*editor, ParamId::Growth, UncertaintyEditor::indexOf(DistKind::Lognormal)); // refused: shows the inline message
        QVERIFY(QTest::qWaitForWindowExposed(editor));
        QTest::qWait(600);
        QCOMPARE(
            QProcess::execute(QStringLiteral("import"), {QStringLiteral("-window"), QStringLiteral("root"), dir + QStringLiteral("/uncertainty-editor.png")}),
            0);
        editor->close();
        auto* dialog = new GoalSeekDialog(w.document(), w.findChild<AnalysisRunner*>(), &w);
        dialog->setTargetMonths(30);
        dialog->compute();
        QTRY_VERIFY_WITH_TIMEOUT(dialog->result(), kBackgroundWaitMs);
        dialog->move(450, 200);
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QTest::qWait(600);
        QCOMPARE(QProcess::execute(QStringLiteral("import"), {QStringLiteral("-window"), QStringLiteral("root"), dir + QStringLiteral("/goalseek-dialog.png")}),
                 0);
        dialog->setTargetMonths(48);
        dialog->compute();
        QTest::qWait(400);
        QCOMPARE(
            QProcess::execute(QStringLiteral("import"), {QStringLiteral("-window"), QStringLiteral("root"), dir + QStringLiteral("/goalseek-nobracket.png")}),
            0);
    }
};

QTEST_MAIN(TestUncertainty)
#include "test_uncertainty.moc"
