// The window binds controls to the model: moving a slider changes the cards to core's numbers;
// views follow the document's one changed signal (ScenarioDocument::follow), and the model
// runs in the document, its ComparisonSet and the AnalysisRunner only.
#include <QtTest>

#include <QDirIterator>
#include <QPointer>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSlider>
#include <QTabWidget>
#include <QUndoStack>

#include "core/model/model.h"
#include "ui/charts/chartview.h"
#include "ui/charts/tornadochart.h"
#include "ui/document/comparisonset.h"
#include "ui/document/scenariodocument.h"
#include "ui/format/displayformat.h"
#include "ui/mainwindow.h"
#include "ui/panels/mathpanel.h"
#include "ui/theme.h"
#include "ui/widgets/kpicard.h"
#include "ui/widgets/parametercontrol.h"
#include "windowparts.h"

using namespace runway;
using namespace runway::test;

class TestWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void negativeNumbersUseOneMinusSign()
    {
        // Money shows "−$107K" (U+2212); percentages and plain numbers must match it, and a
        // value that rounds to zero says which side of zero it is on. The spin boxes read the sign back.
        const QLocale saved;
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QCOMPARE(display::money(-107e3), QStringLiteral("−$107K"));
        QCOMPARE(display::percent(-5, 1), QStringLiteral("−5.0 %"));
        QCOMPARE(display::percent(-0.004, 2), QStringLiteral("negative (−0.004 %)")); // not "−0.00 %" (issue 26)
        QCOMPARE(display::months(-1.26, 1), QStringLiteral("−1.3 months"));
        QCOMPARE(display::value(spec(ParamId::Growth), -5), QStringLiteral("−5.00 %"));
        QCOMPARE(display::parse(QStringLiteral("−5.00 %")), std::optional<double>(-5));
        QLocale::setDefault(saved);
    }

    void titleAndHeadlineControls()
    {
        MainWindow w;
        w.show();
        // The scenario's name once; the desktop adds the application's display name (issue 27 item 6).
        QCOMPARE(w.windowTitle(), QStringLiteral("Untitled[*]"));
        for (ParamId id : {ParamId::Price, ParamId::FreeQuota, ParamId::Conversion})
            QVERIFY(control(w, id));
        const auto* price = control(w, ParamId::Price);
        QCOMPARE(ParameterControl::valueAt(spec(ParamId::Price), 0), 0.03);
        QCOMPARE(ParameterControl::valueAt(spec(ParamId::Price), ParameterControl::kSliderSteps), 1.0);
        QVERIFY(price->slider());
    }

    void keyboardStartsOnTheFirstParameter()
    {
        // Issue 12 item 8: the window opens with the keyboard on the first parameter, the price
        // (one of its controls), not on a link of the welcome pane or a tab bar.
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        const auto* price = control(w, ParamId::Price);
        QVERIFY(QApplication::focusWidget());
        QVERIFY2(price->isAncestorOf(QApplication::focusWidget()), QApplication::focusWidget()->metaObject()->className());
    }

    void languageSwitchAppliesWithoutARestart()
    {
        // Issue 12 item 7: a language chosen in View → Language applies at once. The window is
        // rebuilt in the new language around the same document: scenario, undo history, file.
        auto* w = new MainWindow;
        w->setAttribute(Qt::WA_DeleteOnClose);
        w->show();
        ScenarioDocument* doc = w->document();
        QVERIFY(doc->setValue(ParamId::Price, 0.5));
        const int steps = doc->undoStack()->count();
        QSignalSpy replaced(w, &MainWindow::replaced);
        QPointer<MainWindow> old(w);
        w->switchLanguage(QStringLiteral("zh_CN"));
        QCOMPARE(replaced.count(), 1);
        auto* next = replaced.at(0).at(0).value<MainWindow*>();
        QVERIFY(next && next != w && next->isVisible());
        QTRY_VERIFY(old.isNull()); // the old window closed without asking and was deleted
        QCOMPARE(next->document(), doc);
        QCOMPARE(doc->scenario()[ParamId::Price], 0.5);
        QCOMPARE(doc->undoStack()->count(), steps);
        const QString runwayTab = QCoreApplication::translate("runway::MainWindow", "&Runway");
        QVERIFY(runwayTab != QStringLiteral("&Runway")); // the Chinese catalogue is installed
        auto* tabs = next->findChild<QTabWidget*>(QStringLiteral("dashboardTabs"));
        QVERIFY(tabs);
        QCOMPARE(tabs->tabText(0), runwayTab);
        QVERIFY(doc->setValue(ParamId::Price, 0.2)); // the new window's views follow the document
        QCOMPARE(control(*next, ParamId::Price)->value(), 0.2);
        QSignalSpy back(next, &MainWindow::replaced);
        next->switchLanguage(QStringLiteral("en"));
        QCOMPARE(back.count(), 1);
        auto* english = back.at(0).at(0).value<MainWindow*>();
        QCOMPARE(english->findChild<QTabWidget*>(QStringLiteral("dashboardTabs"))->tabText(0), QStringLiteral("&Runway"));
        english->document()->markSaved();
        english->close(); // deleted on close
    }

    void darkThemeWhenTheDesktopAsksForIt()
    {
        // Issue 12 item 11: a dark palette when the desktop uses one (GTK_THEME's dark variant
        // here), or when View → Theme says so; the charts and the alarm red follow at once.
        const QPalette before = QApplication::palette();
        QVERIFY(!isDark(before)); // offscreen's palette is light
        MainWindow w;
        w.show();
        qputenv("GTK_THEME", "Adwaita:dark");
        QVERIFY(applyTheme(ThemeChoice::System));
        QVERIFY(isDark(QApplication::palette()));
        QTRY_VERIFY(w.charts().front()->colors().dark);
        QVERIFY(!applyTheme(ThemeChoice::Light)); // a choice overrides the desktop
        QVERIFY(!isDark(QApplication::palette()));
        QTRY_VERIFY(!w.charts().front()->colors().dark);
        qunsetenv("GTK_THEME");
        QVERIFY(!applyTheme(ThemeChoice::System));
        QVERIFY(applyTheme(ThemeChoice::Dark));
        QVERIFY(alertColor(QApplication::palette()).lightnessF() > 0.6); // a red that reads on the dark window
        applyTheme(ThemeChoice::System);
        QCOMPARE(QApplication::palette().color(QPalette::Base), before.color(QPalette::Base));
    }

    void priceSliderMovesTheRunway()
    {
        MainWindow w;
        w.show();
        QSlider* slider = control(w, ParamId::Price)->slider();
        const int position = 700;
        slider->setValue(position);
        const double price = ParameterControl::valueAt(spec(ParamId::Price), position);
        QCOMPARE(w.document()->scenario()[ParamId::Price], price);
        Scenario expected = Scenario::model3Defaults(); // the window starts on the program's defaults (MODEL3.md §0)
        expected[ParamId::Price] = price;
        const Metrics m = computeMetrics(expected);
        const QString runway = card(w, QStringLiteral("runway"))->valueText();
        if (m.runwayMonths)
            QCOMPARE(runway, display::months(*m.runwayMonths));
        else
            QVERIFY(runway.contains(QStringLiteral("beyond")));
        // purchases apart: the headline is the burn that recurs when the month buys accelerators
        const double burn = m.firstMonthCapexUsd > 0 ? m.firstMonthRecurringBurnUsd : m.firstMonthNetBurnUsd;
        QCOMPARE(card(w, QStringLiteral("netBurn"))->valueText(), display::money(burn) + QStringLiteral(" / month"));
        QCOMPARE(card(w, QStringLiteral("freeTierValue"))->valueText(), display::money(m.day0.freeTierListValueUsd) + QStringLiteral(" / day"));
    }

    void conversionSpinUpdatesCards()
    {
        MainWindow w;
        w.show();
        w.document()->setValue(ParamId::Conversion, 60);
        QCOMPARE(w.document()->scenario()[ParamId::Conversion], 60.0);
        // the window may have reopened the previous test's scenario: compare with its own
        const Metrics m = computeMetrics(w.document()->scenario());
        // model 3 (MODEL3.md §11.7): the card gives the free tier's incremental cash cost on day 0
        QCOMPARE(card(w, QStringLiteral("freeTierCost"))->valueText(), display::money(m.day0.freeTierIncrementalCashUsd));
        QCOMPARE(control(w, ParamId::Conversion)->value(), 60.0);
    }

    void limitTooltipUsesTheScenariosHorizon()
    {
        MainWindow w;
        const ParameterControl* freeTier = control(w, ParamId::FreeTierMonths);
        const QString at36 = QString::fromStdString(limitText(spec(ParamId::FreeTierMonths), 36));
        QVERIFY2(freeTier->toolTip().contains(at36.toHtmlEscaped()), qPrintable(freeTier->toolTip()));
        QVERIFY(w.document()->setValue(ParamId::HorizonMonths, 24));
        const QString at24 = QString::fromStdString(limitText(spec(ParamId::FreeTierMonths), 24));
        QVERIFY(at24 != at36);
        for (const QWidget* shown : {static_cast<const QWidget*>(freeTier), static_cast<const QWidget*>(freeTier->slider())}) {
            QVERIFY2(shown->toolTip().contains(at24.toHtmlEscaped()), qPrintable(shown->toolTip()));
            QVERIFY(!shown->toolTip().contains(at36.toHtmlEscaped()));
        }
        // a limit that does not depend on the horizon stays as it was
        const QString price = QString::fromStdString(limitText(spec(ParamId::Price), 24));
        QVERIFY(control(w, ParamId::Price)->toolTip().contains(price.toHtmlEscaped()));
    }

    void followCallsNowAndAfterEveryChangeUntilTheReceiverGoes()
    {
        ScenarioDocument doc;
        std::vector<double> prices;
        auto receiver = std::make_unique<QObject>();
        doc.follow(receiver.get(), [&](const Scenario& s, const SimulationResult& r) {
            QCOMPARE(r.metrics.runwayMonthsCapped, doc.result().metrics.runwayMonthsCapped); // recomputed before it is published
            prices.push_back(s[ParamId::Price]);
        });
        QCOMPARE(prices, std::vector<double>{Scenario::model3Defaults()[ParamId::Price]}); // at once: the view starts in step
        QVERIFY(doc.setValue(ParamId::Price, 0.4));
        QVERIFY(!doc.setValue(ParamId::Price, -1)); // refused: nothing changes, nothing is published
        QVERIFY(doc.setValue(ParamId::Price, 0.5));
        QCOMPARE(prices, (std::vector<double>{Scenario::model3Defaults()[ParamId::Price], 0.4, 0.5}));
        receiver.reset();
        QVERIFY(doc.setValue(ParamId::Price, 0.6));
        QCOMPARE(prices.size(), std::size_t(3));
    }

    void mathPanelWritesOnlyWhenShown()
    {
        ScenarioDocument doc;
        MathPanel panel;
        doc.follow(&panel, &MathPanel::setData);
        QVERIFY(doc.setValue(ParamId::Cash, 1.25e9));
        QVERIFY(panel.toPlainText().isEmpty()); // hidden: not written at all
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QTRY_VERIFY(panel.toPlainText().contains(display::money(1.25e9))); // from the event loop, once seen
        QVERIFY(doc.setValue(ParamId::Cash, 2.5e9));
        QVERIFY(!panel.toPlainText().contains(display::money(2.5e9))); // after the charts: from the event loop
        QTRY_VERIFY(panel.toPlainText().contains(display::money(2.5e9)));
        // A drag: changes every few milliseconds rewrite it at most every kMinIntervalMs, and
        // the last change is what it ends on.
        int rewrites = 0;
        connect(panel.document(), &QTextDocument::contentsChanged, &panel, [&rewrites] { ++rewrites; });
        QElapsedTimer drag;
        drag.start();
        constexpr int steps = 40;
        for (int i = 1; i <= steps; ++i) {
            QVERIFY(doc.setValue(ParamId::Cash, 3e9 + 1e6 * i, 7));
            QTest::qWait(5);
        }
        QTRY_VERIFY2(panel.toPlainText().contains(display::money(3e9 + 1e6 * steps, 4)), qPrintable(display::money(3e9 + 1e6 * steps, 4)));
        const qint64 bound = drag.elapsed() / MathPanel::kMinIntervalMs + 2; // the first, one per interval, the last
        QVERIFY2(rewrites > 0 && rewrites <= bound && rewrites < steps, qPrintable(QStringLiteral("%1 rewrites for %2 changes").arg(rewrites).arg(steps)));
    }

    void comparisonSetSimulatesOnlyWhatChanged()
    {
        ComparisonSet set;
        QSignalSpy changed(&set, &ComparisonSet::changed);
        Scenario cheap, dear;
        cheap[ParamId::Price] = 0.05;
        dear[ParamId::Price] = 0.6;
        set.setScenarios({{QStringLiteral("Cheap"), Qt::red, cheap}, {QStringLiteral("Dear"), Qt::blue, dear}});
        QCOMPARE(changed.count(), 1);
        QCOMPARE(set.scenarios().size(), std::size_t(2));
        QCOMPARE(set.scenarios()[0].result.dailyCash, simulate(cheap).dailyCash);
        QCOMPARE(set.scenarios()[1].result.metrics.runwayMonthsCapped, computeMetrics(dear).runwayMonthsCapped);
        set.setScenarios({{QStringLiteral("Cheap"), Qt::red, cheap}, {QStringLiteral("Dear"), Qt::blue, dear}});
        QCOMPARE(changed.count(), 1); // nothing differs: nothing is published
        dear[ParamId::Conversion] = 6;
        set.setScenarios({{QStringLiteral("Dear"), Qt::blue, dear}});
        QCOMPARE(changed.count(), 2);
        QCOMPARE(set.scenarios().size(), std::size_t(1));
        QCOMPARE(set.scenarios()[0].result.dailyCash, simulate(dear).dailyCash); // re-saved content: simulated again
        set.setScenarios({});
        QCOMPARE(changed.count(), 3);
        QVERIFY(set.scenarios().empty());
    }

    void theModelRunsOnlyInTheDocumentAndTheRunner()
    {
        // Views copy what the document publishes; no file of ui/ but these runs the model.
        const QDir ui(QStringLiteral(RUNWAY_TEST_DATA "/../../ui"));
        QVERIFY(ui.exists(QStringLiteral("document/scenariodocument.cpp")));
        const QStringList allowed = {QStringLiteral("document/scenariodocument.cpp"),
                                     QStringLiteral("document/comparisonset.cpp"),
                                     QStringLiteral("analysis/analysisrunner.cpp"),
                                     QStringLiteral("library/libraryservice.cpp"),   // runwayOf: the library list's runway column (issue 27)
                                     QStringLiteral("report/report.cpp"),            // its scenario-only overload, for the command line
                                     QStringLiteral("report/comparisonreport.cpp")}; // the page's chart from the scenarios alone, for `compare --out`
        static const QRegularExpression call(
            QStringLiteral("\\b(simulate|computeMetrics|auditClaims|evaluateClaim|goalSeek|tornado|computeHeatmap|runMonteCarlo)\\s*\\("));
        int files = 0;
        QDirIterator it(ui.path(), {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile f(it.next());
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QString name = ui.relativeFilePath(f.fileName());
            ++files;
            int line = 0;
            for (const QString& text : QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'))) {
                ++line;
                if (text.trimmed().startsWith(QStringLiteral("//")) || !call.match(text).hasMatch())
                    continue;
                QVERIFY2(allowed.contains(name), qPrintable(QStringLiteral("%1:%2 runs the model: %3").arg(name).arg(line).arg(text.trimmed())));
            }
        }
        QVERIFY(files > 50);
    }

    void everyViewFollowsTheDocument()
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        ScenarioDocument* doc = w.document();
        QVERIFY(doc->setValue(ParamId::Conversion, 12));
        const Metrics m = computeMetrics(doc->scenario());
        // model 3's defaults buy accelerators on day 0 (MODEL3.md §10 D9): the card's headline is the burn that recurs
        QVERIFY(m.firstMonthCapexUsd > 0);
        QCOMPARE(w.findChild<KpiCard*>(QStringLiteral("kpi_netBurn"))->valueText(), display::money(m.firstMonthRecurringBurnUsd) + QStringLiteral(" / month"));
        QCOMPARE(control(w, ParamId::Conversion)->value(), 12.0);
        QCOMPARE(w.findChild<TornadoChart*>()->baseRunway(), m.runwayMonthsCapped);
        doc->setName("Followed");
        QVERIFY(w.windowTitle().contains(QStringLiteral("Followed")));
    }
};

QTEST_MAIN(TestWindow)
#include "test_window.moc"
