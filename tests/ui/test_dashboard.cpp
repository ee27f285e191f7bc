// The dashboard's behaviour under the offscreen platform: drags and undo, files, exports,
// presentation mode, the serving-cost toggle and funding events.
#include <QtTest>

#include <QToolButton>

#include <QAction>
#include <QCheckBox>
#include <QDockWidget>
#include <QMessageBox>
#include <QSlider>
#include <QStyle>
#include <QStyleOptionSlider>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QUndoStack>

#include "core/model/model.h"
#include "core/scenario/validate.h"
#include "modalanswerer.h"
#include "testfiles.h"
#include "ui/charts/chartview.h"
#include "ui/dialogs/errordialog.h"
#include "ui/document/scenariodocument.h"
#include "ui/filecontroller.h"
#include "ui/format/displayformat.h"
#include "ui/mainwindow.h"
#include "ui/panels/claimsodds.h"
#include "ui/panels/claimspanel.h"
#include "ui/panels/fundingeditor.h"
#include "ui/panels/kpibar.h"
#include "ui/panels/parameterpanel.h"
#include "ui/panels/welcomepane.h"
#include "ui/widgets/kpicard.h"
#include "ui/widgets/parametercontrol.h"
#include "waits.h"
#include "windowparts.h"

using namespace runway;
using namespace runway::test;
using runway::test::writeFile;

namespace {
QPoint handleCenter(QSlider* slider)
{
    QStyleOptionSlider opt;
    opt.initFrom(slider);
    opt.orientation = slider->orientation();
    opt.minimum = slider->minimum();
    opt.maximum = slider->maximum();
    opt.sliderPosition = slider->sliderPosition();
    opt.sliderValue = slider->value();
    return slider->style()->subControlRect(QStyle::CC_Slider, &opt, QStyle::SC_SliderHandle, slider).center();
}

FileController* files(const MainWindow& w)
{
    return part<FileController>(w, QStringLiteral("fileController"));
}

ChartView* currentChart(const MainWindow& w)
{
    return qobject_cast<ChartView*>(part<QTabWidget>(w, QStringLiteral("dashboardTabs"))->currentWidget());
}

QByteArray head(const QString& path, int n)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.read(n) : QByteArray();
}
} // namespace

class TestDashboard : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void everyNumericParameterHasAControl()
    {
        MainWindow w;
        for (const auto& p : parameters())
            if (isNumeric(p.id))
                QVERIFY2(control(w, p.id), p.key.data());
        QVERIFY(part<ParameterPanel>(w, QStringLiteral("parameterPanel"))->fundingEditor());
    }

    void dragThenUndoRestoresEveryValue()
    {
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const Scenario before = w.document()->scenario();
        QSlider* slider = control(w, ParamId::Price)->slider();
        const QPoint start = handleCenter(slider);
        QTest::mousePress(slider, Qt::LeftButton, {}, start);
        for (int dx = 5; dx <= 60; dx += 5) {
            QMouseEvent move(QEvent::MouseMove, QPointF(start + QPoint(dx, 0)), slider->mapToGlobal(QPointF(start + QPoint(dx, 0))), Qt::NoButton,
                             Qt::LeftButton, Qt::NoModifier);
            QApplication::sendEvent(slider, &move);
        }
        QTest::mouseRelease(slider, Qt::LeftButton, {}, start + QPoint(60, 0));
        QVERIFY(w.document()->scenario()[ParamId::Price] > before[ParamId::Price]);
        QCOMPARE(w.document()->undoStack()->count(), 1); // one drag, one step
        // the runway card shows core's number for the new price
        const Metrics m = computeMetrics(w.document()->scenario());
        QCOMPARE(card(w, QStringLiteral("runway"))->valueText(),
                 m.runwayMonths ? display::months(*m.runwayMonths) : QStringLiteral("beyond %1 months").arg(36));
        w.document()->undoStack()->undo();
        QCOMPARE(w.document()->scenario(), before);
        QCOMPARE(control(w, ParamId::Price)->value(), before[ParamId::Price]);
        w.document()->undoStack()->redo();
        QVERIFY(w.document()->scenario()[ParamId::Price] > before[ParamId::Price]);
    }

    // Issue 22.4: the document runs the model once per change (the simple view once more) and the
    // views only draw what it publishes; validate() runs no model. Each slider tick of a drag in the
    // whole window, every chart tab shown once, costs at most two runs of the daily model.
    void eachSliderTickRunsTheModelAtMostTwice()
    {
        const std::uint64_t before = modelRunsOnThisThread();
        QVERIFY(validate(Scenario{}).empty());
        QCOMPARE(modelRunsOnThisThread(), before); // the rule book alone never runs the model
        QVERIFY(validateWithModel(Scenario{}).empty());
        QCOMPARE(modelRunsOnThisThread(), before + 1); // the readers' check: one run

        MainWindow w;
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto* tabs = part<QTabWidget>(w, QStringLiteral("dashboardTabs"));
        for (int i = 0; i < tabs->count(); ++i) { // every view built and following
            tabs->setCurrentIndex(i);
            QCoreApplication::processEvents();
        }
        tabs->setCurrentIndex(0);
        QSlider* slider = control(w, ParamId::Price)->slider();
        const QPoint start = handleCenter(slider);
        QTest::mousePress(slider, Qt::LeftButton, {}, start);
        int ticks = 0;
        for (int dx = 5; dx <= 60; dx += 5) {
            const double price = w.document()->scenario()[ParamId::Price];
            const std::uint64_t runs = modelRunsOnThisThread();
            QMouseEvent move(QEvent::MouseMove, QPointF(start + QPoint(dx, 0)), slider->mapToGlobal(QPointF(start + QPoint(dx, 0))), Qt::NoButton,
                             Qt::LeftButton, Qt::NoModifier);
            QApplication::sendEvent(slider, &move);
            if (w.document()->scenario()[ParamId::Price] == price)
                continue; // the handle has not reached the next value
            ++ticks;
            QVERIFY2(modelRunsOnThisThread() - runs <= 2, qPrintable(QString::number(modelRunsOnThisThread() - runs)));
        }
        QTest::mouseRelease(slider, Qt::LeftButton, {}, start + QPoint(60, 0));
        QVERIFY(ticks >= 3);
        // The same with the Claims tab in front: its audit (a run per claim) and its odds come from
        // the debounced worker, so a tick still runs the model at most twice on this thread.
        auto* claims = part<ClaimsPanel>(w, QStringLiteral("claimsPanel"));
        tabs->setCurrentWidget(claims);
        QTRY_VERIFY_WITH_TIMEOUT(!claims->oddsRunner()->isBusy(), kBackgroundWaitMs);
        const std::uint64_t requested = claims->oddsRunner()->generation();
        const QPoint back = handleCenter(slider);
        QTest::mousePress(slider, Qt::LeftButton, {}, back);
        int claimTicks = 0;
        for (int dx = 5; dx <= 60; dx += 5) {
            const double price = w.document()->scenario()[ParamId::Price];
            const std::uint64_t runs = modelRunsOnThisThread();
            QMouseEvent move(QEvent::MouseMove, QPointF(back - QPoint(dx, 0)), slider->mapToGlobal(QPointF(back - QPoint(dx, 0))), Qt::NoButton, Qt::LeftButton,
                             Qt::NoModifier);
            QApplication::sendEvent(slider, &move);
            if (w.document()->scenario()[ParamId::Price] == price)
                continue;
            ++claimTicks;
            QVERIFY2(modelRunsOnThisThread() - runs <= 2, qPrintable(QString::number(modelRunsOnThisThread() - runs)));
        }
        QTest::mouseRelease(slider, Qt::LeftButton, {}, back - QPoint(60, 0));
        QVERIFY(claimTicks >= 3);
        QVERIFY(claims->oddsRunner()->generation() >= requested + static_cast<std::uint64_t>(claimTicks)); // the tab followed every tick
        tabs->setCurrentIndex(0);
        // A model-1 scenario has no simple view to contrast: one run per edit.
        QVERIFY(w.document()->replaceScenario(Scenario::model1Defaults(), QStringLiteral("model 1")));
        const std::uint64_t runs = modelRunsOnThisThread();
        QVERIFY(w.document()->setValue(ParamId::Conversion, 4));
        QCOMPARE(modelRunsOnThisThread() - runs, std::uint64_t(1));
        // The overflow rule still holds, on the document's own run: refused, nothing changed.
        ScenarioDocument doc;
        QSignalSpy refused(&doc, &ScenarioDocument::editRefused);
        QVERIFY(!doc.setValue(ParamId::CnyPerUsd, 1e-300));
        QCOMPARE(refused.count(), 1);
        QVERIFY2(refused.at(0).at(0).toString().contains(QStringLiteral("too large to be represented")), qPrintable(refused.at(0).at(0).toString()));
        QCOMPARE(doc.scenario(), Scenario::model3Defaults());
        QCOMPARE(doc.undoStack()->count(), 0);
    }

    void twoDragsAreTwoSteps()
    {
        ScenarioDocument doc;
        const int g1 = ScenarioDocument::newGesture();
        doc.setValue(ParamId::Conversion, 4, g1);
        doc.setValue(ParamId::Conversion, 5, g1);
        const int g2 = ScenarioDocument::newGesture();
        doc.setValue(ParamId::Conversion, 6, g2);
        QCOMPARE(doc.undoStack()->count(), 2);
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario()[ParamId::Conversion], 5.0);
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario()[ParamId::Conversion], 3.0);
    }

    void refusedEditsSaySoAndChangeNothing()
    {
        ScenarioDocument doc;
        QSignalSpy refused(&doc, &ScenarioDocument::editRefused);
        QVERIFY(!doc.setValue(ParamId::HorizonMonths, 3)); // the free tier lasts 6 months
        QVERIFY(!doc.setValue(ParamId::Price, 0));
        QVERIFY(!doc.setValue(ParamId::Conversion, 120));
        QCOMPARE(refused.count(), 3);
        QVERIFY(refused.at(0).at(0).toString().contains(QStringLiteral("free tier"), Qt::CaseInsensitive));
        QCOMPARE(doc.scenario(), Scenario::model3Defaults());
        QCOMPARE(doc.undoStack()->count(), 0);
    }

    void exportsWriteRealFiles_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("magic");
        QTest::newRow("png") << "chart.png" << QByteArray("\x89PNG");
        QTest::newRow("svg") << "chart.svg" << QByteArray("<?xml");
        QTest::newRow("pdf") << "chart.pdf" << QByteArray("%PDF");
    }
    void exportsWriteRealFiles()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, magic);
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        QTemporaryDir dir;
        const QString path = dir.filePath(file);
        QVERIFY(files(w)->exportChartFile(currentChart(w), path));
        QCOMPARE(head(path, static_cast<int>(magic.size())), magic);
        QVERIFY(QFileInfo(path).size() > 2000);
    }

    void exportCsv()
    {
        MainWindow w;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("months.csv"));
        QVERIFY(files(w)->exportMonthlyCsvFile(path));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = f.readAll().trimmed().split('\n');
        QCOMPARE(lines.size(), 37);
        QVERIFY(lines[0].startsWith("month,date,free_tokens"));
    }

    void saveThenOpenRoundTrips()
    {
        MainWindow w;
        w.document()->setValue(ParamId::Conversion, 7.5);
        w.document()->setName("Round trip ✓");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.json"));
        QVERIFY(files(w)->saveFile(path));
        QVERIFY(!w.document()->isModified());
        MainWindow other;
        QVERIFY(files(other)->openFile(path));
        QCOMPARE(other.document()->scenario(), w.document()->scenario());
        QVERIFY(other.windowTitle().contains(QStringLiteral("Round trip ✓")));
    }

    void newScenarioUndoneRestoresTheFileToo()
    {
        MainWindow w;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.json"));
        Scenario plan;
        plan.name = "Plan";
        plan[ParamId::Conversion] = 7.5;
        w.document()->replaceScenario(plan, QStringLiteral("test"));
        QVERIFY(files(w)->saveFile(path));
        QCOMPARE(w.document()->filePath(), path);
        part<QAction>(w, QStringLiteral("newScenarioAction"))->trigger();
        QCOMPARE(w.document()->scenario(), Scenario::model3Defaults());
        QVERIFY(w.document()->filePath().isEmpty());
        w.document()->undoStack()->undo();
        QCOMPARE(w.document()->scenario(), plan);
        QCOMPARE(w.document()->filePath(), path); // Save goes to plan.json again, not to a new file
        QVERIFY(!w.document()->isModified());     // and it is as saved there
        w.document()->undoStack()->redo();
        QCOMPARE(w.document()->scenario(), Scenario::model3Defaults());
        QVERIFY(w.document()->filePath().isEmpty());
        QVERIFY(w.document()->isModified());
    }

    void openUndoneReturnsToThePreviousFile()
    {
        MainWindow w;
        QTemporaryDir dir;
        const QString a = dir.filePath(QStringLiteral("a.json")), b = dir.filePath(QStringLiteral("b.json"));
        QVERIFY(w.document()->setValue(ParamId::Conversion, 7.5));
        QVERIFY(files(w)->saveFile(a));
        QVERIFY(w.document()->setValue(ParamId::Conversion, 9));
        QVERIFY(files(w)->saveFile(b));
        QVERIFY(files(w)->openFile(a));
        QCOMPARE(w.document()->filePath(), a);
        QCOMPARE(w.document()->scenario()[ParamId::Conversion], 7.5);
        w.document()->undoStack()->undo();
        QCOMPARE(w.document()->scenario()[ParamId::Conversion], 9.0);
        QCOMPARE(w.document()->filePath(), b); // not a.json, which holds the other scenario
    }

    void openingAnInvalidFileShowsTheErrorAndKeepsTheScenario()
    {
        MainWindow w;
        w.show();
        w.document()->setValue(ParamId::Conversion, 9);
        const Scenario before = w.document()->scenario();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.json"));
        QVERIFY(writeFile(path, R"({"pue": 0.2, "prise_usd_per_mtok": 1})"));
        QVERIFY(!files(w)->openFile(path));
        QCOMPARE(w.document()->scenario(), before);
        QMessageBox* box = files(w)->lastError();
        QVERIFY(box);
        QVERIFY(box->isVisible());
        QVERIFY(box->informativeText().contains(QStringLiteral("pue: 0.2 is outside")));
        QVERIFY(box->informativeText().contains(QStringLiteral("did you mean \"price_usd_per_mtok\"")));
        box->close();
    }

    void oneErrorDialogListsTwelveProblemsAndKeepsTheRest()
    {
        QWidget parent;
        parent.show();
        QStringList problems;
        for (int i = 1; i <= 15; ++i)
            problems << QStringLiteral("problem %1").arg(i);
        QPointer<QMessageBox> box = showErrorDialog(&parent, QStringLiteral("It failed"), problems);
        QVERIFY(box && box->isVisible()); // open, not exec: the caller goes on
        QCOMPARE(box->windowModality(), Qt::WindowModal);
        QCOMPARE(box->icon(), QMessageBox::Warning);
        QCOMPARE(box->text(), QStringLiteral("It failed"));
        QVERIFY(box->informativeText().startsWith(QStringLiteral("problem 1\nproblem 2\n")));
        QVERIFY2(box->informativeText().endsWith(QStringLiteral("problem 12\n… and 3 more")), qPrintable(box->informativeText()));
        QCOMPARE(box->detailedText(), problems.join(QLatin1Char('\n')));
        box->close();
        QTRY_VERIFY(!box); // deleted when closed
        QPointer<QMessageBox> few = showErrorDialog(&parent, QStringLiteral("It failed"), {QStringLiteral("only one")});
        QCOMPARE(few->informativeText(), QStringLiteral("only one"));
        QVERIFY(few->detailedText().isEmpty());
        few->close();
    }

    void presentationModeHidesTheDock()
    {
        MainWindow w;
        w.show();
        QVERIFY(part<QDockWidget>(w, QStringLiteral("parameterDock"))->isVisible());
        w.setPresentationMode(true);
        QVERIFY(w.isPresentationMode());
        QVERIFY(!part<QDockWidget>(w, QStringLiteral("parameterDock"))->isVisible());
        QVERIFY(part<KpiBar>(w, QStringLiteral("kpiBar"))->isVisible());
        w.setPresentationMode(false);
        QVERIFY(part<QDockWidget>(w, QStringLiteral("parameterDock"))->isVisible());
    }

    void servingCostToggle()
    {
        MainWindow w;
        auto* panel = part<ParameterPanel>(w, QStringLiteral("parameterPanel"));
        QCheckBox* derive = panel->deriveToggle();
        QVERIFY(derive->isChecked());
        // Model 2 (MODEL.md §1): owned capacity must derive its serving cost; a direct value
        // needs "per_token", chosen with the capacity switch.
        QVERIFY(!derive->isEnabled());
        QVERIFY(!panel->perTokenToggle()->isChecked());
        panel->perTokenToggle()->setChecked(true);
        QCOMPARE(w.document()->scenario().capacityMode, CapacityMode::PerToken);
        QVERIFY(derive->isEnabled());
        QVERIFY(derive->isChecked());
        derive->setChecked(false);
        QVERIFY(!w.document()->scenario().isNull(ParamId::ServingCost));
        // switching starts from the derived value, so nothing jumps
        QCOMPARE(w.document()->scenario()[ParamId::ServingCost], derivedServingCostPerMtok(Scenario::model3Defaults()));
        w.document()->setValue(ParamId::ServingCost, 0.3);
        QCOMPARE(w.document()->result().metrics.servingCostUsdPerMtok, 0.3);
        w.document()->undoStack()->undo();
        w.document()->undoStack()->undo();
        QVERIFY(w.document()->scenario().isNull(ParamId::ServingCost));
        QVERIFY(derive->isChecked());
        w.document()->undoStack()->undo();
        QCOMPARE(w.document()->scenario().capacityMode, CapacityMode::Owned);
        QVERIFY(!panel->perTokenToggle()->isChecked());
        QVERIFY(!derive->isEnabled());
    }

    void cashAndFleetDeriveToggles()
    {
        // MODEL.md §1: cash, the fleet and the account cap are null by default (derived, no cap).
        MainWindow w;
        auto* panel = part<ParameterPanel>(w, QStringLiteral("parameterPanel"));
        QCheckBox* cash = panel->nullToggle(ParamId::Cash);
        QVERIFY(cash && cash->isChecked());
        QVERIFY(panel->nullToggle(ParamId::ChipsOwned) && panel->nullToggle(ParamId::ChipsOwned)->isChecked());
        QVERIFY(panel->nullToggle(ParamId::AccountCap) && panel->nullToggle(ParamId::AccountCap)->isChecked());
        QVERIFY(!panel->nullToggle(ParamId::Price));
        QVERIFY(!panel->control(ParamId::Cash)->isEnabled());
        // A direct cash starts from the derived one (MODEL3.md §10 D3: $581,617,949.71 at the start), so
        // the runway stays 267 days (D1).
        cash->setChecked(false);
        QVERIFY(!w.document()->scenario().isNull(ParamId::Cash));
        QVERIFY(qAbs(w.document()->scenario()[ParamId::Cash] - 581617949.71) < 0.01);
        QCOMPARE(w.document()->result().metrics.runwayDays, std::optional<int>(267));
        QVERIFY(panel->control(ParamId::Cash)->isEnabled());
        w.document()->undoStack()->undo();
        QVERIFY(w.document()->scenario().isNull(ParamId::Cash));
        QVERIFY(cash->isChecked());
    }

    void fundingEventsEdit()
    {
        MainWindow w;
        auto* editor = part<ParameterPanel>(w, QStringLiteral("parameterPanel"))->fundingEditor();
        QSignalSpy spy(editor, &FundingEditor::edited);
        emit editor->edited({{12, 5e8}});
        QCOMPARE(w.document()->scenario().funding.size(), std::size_t(1));
        QCOMPARE(editor->table()->rowCount(), 1);
        const FundingEvent& added = w.document()->scenario().funding.front();
        QCOMPARE(added.month, 12);
        QCOMPARE(added.amountUsd, 5e8);
        Scenario expected = Scenario::model3Defaults();
        expected.funding = w.document()->scenario().funding;
        QCOMPARE(w.document()->result().dailyCash, simulate(expected).dailyCash);
        QVERIFY(w.document()->result().dailyCash[360] > simulate(Scenario::model3Defaults()).dailyCash[360] + 4e8);
        w.document()->undoStack()->undo();
        QCOMPARE(editor->table()->rowCount(), 0);
    }

    void resetParameter()
    {
        MainWindow w;
        w.document()->setValue(ParamId::Demand, 1e14);
        w.document()->resetParameter(ParamId::Demand);
        QCOMPARE(w.document()->scenario()[ParamId::Demand], Scenario::model3Defaults()[ParamId::Demand]);
        w.document()->setValue(ParamId::Demand, 1e14);
        w.document()->setValue(ParamId::Price, 0.5);
        w.document()->resetAll();
        QCOMPARE(w.document()->scenario(), Scenario::model3Defaults());
        w.document()->undoStack()->undo();
        QCOMPARE(w.document()->scenario()[ParamId::Price], 0.5);
    }

    void welcomeOnceThenNever()
    {
        QSettings().remove(QStringLiteral("welcome/dismissed"));
        {
            MainWindow w;
            QVERIFY(w.findChild<WelcomePane*>(QStringLiteral("welcomePane")));
            w.findChild<WelcomePane*>(QStringLiteral("welcomePane"))->dismiss();
        }
        MainWindow again;
        QVERIFY(!again.findChild<WelcomePane*>(QStringLiteral("welcomePane")));
    }

    // The welcome's three links take the keyboard to their controls.
    void welcomeLinksShowTheirControls()
    {
        QSettings().remove(QStringLiteral("welcome/dismissed"));
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        const std::pair<const char*, ParamId> links[] = {{"conversion", ParamId::Conversion}, {"quota", ParamId::FreeQuota}, {"price", ParamId::Price}};
        for (const auto& [which, id] : links) {
            auto* link = w.findChild<QToolButton*>(QStringLiteral("welcomeLink_") + QLatin1String(which));
            QVERIFY(link && link->isVisible() && !link->text().isEmpty());
            link->click();
            QVERIFY2(QApplication::focusWidget() && control(w, id)->isAncestorOf(QApplication::focusWidget()), which);
        }
    }

    void lastScenarioComesBack()
    {
        {
            MainWindow w;
            w.document()->setValue(ParamId::Conversion, 11);
            QTemporaryDir dir;
            const QString path = dir.filePath(QStringLiteral("eleven.json"));
            QVERIFY(files(w)->saveFile(path));
            QVERIFY(w.close()); // saved: no question
            MainWindow again;
            QCOMPARE(again.document()->scenario()[ParamId::Conversion], 11.0);
            QCOMPARE(again.document()->filePath(), path);
            QVERIFY(!again.document()->isModified());
        }
        {
            // an edit discarded at the quit does not come back as if it were saved
            MainWindow w;
            QVERIFY(w.document()->setValue(ParamId::Conversion, 12));
            QVERIFY(closeDiscarding(w));
        }
        MainWindow again;
        QCOMPARE(again.document()->scenario()[ParamId::Conversion], 11.0);
        QSettings().clear();
    }

    void openingAFileAsksAboutUnsavedChanges()
    {
        MainWindow w;
        w.show();
        auto* open = part<QAction>(w, QStringLiteral("openScenarioAction"));
        QVERIFY(w.document()->setValue(ParamId::Price, 0.2));
        {
            ModalAnswerer cancel(QMessageBox::Cancel);
            open->trigger(); // asked first; Cancel keeps the edit and opens no file dialog
            QCOMPARE(cancel.asked().size(), 1);
            QVERIFY2(cancel.asked().front().contains(QStringLiteral("not saved")), qPrintable(cancel.asked().front()));
            QCOMPARE(cancel.fileDialogs(), 0);
        }
        QCOMPARE(w.document()->scenario()[ParamId::Price], 0.2);
        QVERIFY(w.document()->isModified());
        {
            ModalAnswerer discard(QMessageBox::Discard);
            open->trigger(); // Discard, then the file dialog (cancelled here: nothing is opened)
            QCOMPARE(discard.asked().size(), 1);
            QCOMPARE(discard.fileDialogs(), 1);
        }
        QCOMPARE(w.document()->scenario()[ParamId::Price], 0.2);
        QVERIFY(closeDiscarding(w));
    }
};

QTEST_MAIN(TestDashboard)
#include "test_dashboard.moc"
