// The window's start-up (issue 22 item 6): the parameter groups below the fold wait, hidden, for
// the first frame; what that frame shows of the panel is what the panel shows with every group
// there, and every group is there once the frame is painted or a control is revealed. The
// program's window (Start::FirstFrameFirst) does not even build the groups below the fold before
// its first frame: built later, they hold the document's values, keep Tab's order, hide model 3's
// controls for a model-2 scenario, and their sliders freeze the charts during a drag.
#include <QtTest>

#include <algorithm>

#include <QAction>
#include <QCheckBox>
#include <QDockWidget>
#include <QGroupBox>
#include <QLabel>
#include <QLayout>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSlider>
#include <QTabWidget>
#include <QToolButton>
#include <QTreeView>

#include <qcustomplot.h>

#include "core/scenario/scenariojson.h"
#include "ui/charts/burnchart.h"
#include "ui/charts/capacitychart.h"
#include "ui/charts/dragfreeze.h"
#include "ui/charts/heatmapchart.h"
#include "ui/charts/programchart.h"
#include "ui/charts/tornadochart.h"
#include "ui/document/scenariodocument.h"
#include "ui/i18n/language.h"
#include "ui/library/libraryservice.h"
#include "ui/library/scenariobrowser.h"
#include "ui/mainwindow.h"
#include "ui/panels/claimspanel.h"
#include "ui/panels/comparisonview.h"
#include "ui/panels/kpibar.h"
#include "ui/panels/mathpanel.h"
#include "ui/panels/parameterpanel.h"
#include "ui/panels/presentationstrip.h"
#include "ui/panels/sourcespanel.h"
#include "ui/widgets/heldlayouts.h"
#include "ui/widgets/kpicard.h"
#include "ui/widgets/parametercontrol.h"
#include "waits.h"
#include "windowparts.h"

using namespace runway;
using namespace runway::test;

namespace {

ParameterPanel* panelOf(const MainWindow& w)
{
    return part<ParameterPanel>(w, QStringLiteral("parameterPanel"));
}

QScrollArea* scrollOf(const ParameterPanel* panel)
{
    auto* scroll = panel->findChild<QScrollArea*>();
    if (!scroll)
        qFatal("the parameter panel has no scroll area");
    return scroll;
}

/// The panel's groups (object names group_N), in the panel's order.
QList<QGroupBox*> groupsOf(const ParameterPanel* panel)
{
    QList<QGroupBox*> groups;
    for (QGroupBox* box : scrollOf(panel)->widget()->findChildren<QGroupBox*>(QString(), Qt::FindDirectChildrenOnly))
        if (box->objectName().startsWith(QLatin1String("group_")))
            groups << box;
    return groups;
}

qsizetype hiddenGroups(const ParameterPanel* panel)
{
    const QList<QGroupBox*> groups = groupsOf(panel);
    return std::count_if(groups.begin(), groups.end(), [](const QGroupBox* g) { return g->isHidden(); });
}

/// The panel's stops for Tab in the window's focus chain, each named by its class, its control and
/// its own names (a spin box and its slider are told apart by class).
QStringList tabStopsOf(const ParameterPanel* panel)
{
    QStringList stops;
    const QWidget* window = panel->window();
    for (QWidget* w = window->nextInFocusChain(); w != window; w = w->nextInFocusChain()) {
        if (!panel->isAncestorOf(w) || w->focusPolicy() == Qt::NoFocus || w->focusProxy())
            continue;
        QString owner;
        for (const QObject* o = w; o && owner.isEmpty(); o = o->parent())
            owner = o->objectName();
        stops << QStringLiteral("%1/%2/%3/%4").arg(QLatin1String(w->metaObject()->className()), owner, w->objectName(), w->accessibleName());
    }
    return stops;
}

Scenario model2Document()
{
    auto s = parseScenario(R"({"schema": "token-runway/scenario@2"})");
    if (!s.ok())
        qFatal("the @2 test document is refused");
    return *s.value;
}

/// The layouts settle without an event loop, so nothing is painted and the groups keep waiting.
void settleLayouts()
{
    for (int i = 0; i < 5; ++i)
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
}

} // namespace

class TestStartup : public QObject {
    Q_OBJECT
private slots:
    void cleanup()
    {
        installTranslations(*qApp, QStringLiteral("en")); // a failed zh_CN row leaves no Chinese behind
    }

    // No group is wider than the dock at its narrowest, in either language: the first frame's
    // column has the width it keeps when the groups below the fold are built (they cannot be
    // measured before), and nothing is cut off at the dock's right edge.
    void everyGroupFitsTheNarrowestDock_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    }

    void everyGroupFitsTheNarrowestDock()
    {
        QFETCH(QString, language);
        QCOMPARE(installTranslations(*qApp, language), language);
        MainWindow w;
        ParameterPanel* panel = panelOf(w);
        panel->showAllGroups();
        QScrollArea* scroll = scrollOf(panel);
        const int viewport = panel->minimumWidth() - scroll->verticalScrollBar()->sizeHint().width();
        const QMargins margins = scroll->widget()->layout()->contentsMargins();
        const QList<QGroupBox*> groups = groupsOf(panel);
        QCOMPARE(groups.size(), 7);
        for (const QGroupBox* group : groups)
            QVERIFY2(group->minimumSizeHint().width() + margins.left() + margins.right() <= viewport,
                     qPrintable(QStringLiteral("%1 needs %2 px, the dock gives %3").arg(group->title()).arg(group->minimumSizeHint().width()).arg(viewport)));
    }

    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void firstFrameShowsWhatTheWholePanelShows_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("laptop") << QSize(1366, 740);
        QTest::newRow("tall") << QSize(1600, 1150);
        QTest::newRow("small") << QSize(1000, 560);
        QTest::newRow("hd") << QSize(1280, 690);
        QTest::newRow("full hd") << QSize(1920, 1040);
        QTest::newRow("offscreen screen") << QSize(912, 734); // bench startup's window
        QTest::newRow("short") << QSize(1200, 480);
    }

    void firstFrameShowsWhatTheWholePanelShows()
    {
        QFETCH(QSize, size);
        MainWindow w;
        w.resize(size);
        w.show(); // no event loop yet: the first frame is not painted, the groups below the fold wait
        settleLayouts();
        ParameterPanel* panel = panelOf(w);
        QScrollArea* scroll = scrollOf(panel);
        QVERIFY2(hiddenGroups(panel) > 0, "some groups wait for the first frame");
        QVERIFY(!groupsOf(panel).front()->isHidden());
        QVERIFY2(scroll->verticalScrollBar()->isVisible(), "the groups shown fill more than the dock");
        const QImage waiting = scroll->viewport()->grab().toImage();
        const int range = scroll->verticalScrollBar()->maximum();

        panel->showAllGroups();
        settleLayouts();
        QCOMPARE(hiddenGroups(panel), 0);
        QVERIFY(scroll->verticalScrollBar()->isVisible());
        QVERIFY2(scroll->verticalScrollBar()->maximum() > range, "the groups shown now make the panel longer");
        const QImage all = scroll->viewport()->grab().toImage();
        QCOMPARE(all.size(), waiting.size());
        QVERIFY2(all == waiting, "the dock shows the same pixels with every group as with the groups shown first");
    }

    void firstFrameFirstBuildsWhatTheFrameShows_data() { firstFrameShowsWhatTheWholePanelShows_data(); }

    void firstFrameFirstBuildsWhatTheFrameShows()
    {
        QFETCH(QSize, size);
        MainWindow w(MainWindow::Start::FirstFrameFirst);
        w.resize(size);
        w.show();
        settleLayouts();
        ParameterPanel* panel = panelOf(w);
        QScrollArea* scroll = scrollOf(panel);
        const qsizetype built = groupsOf(panel).size();
        QVERIFY2(built > 1 && built < 7, qPrintable(QStringLiteral("%1 of the 7 groups built for the first frame").arg(built)));
        QVERIFY(!panel->findChild<ParameterControl*>(QStringLiteral("param_horizon_months"))); // the last group's
        QVERIFY(scroll->verticalScrollBar()->isVisible());
        const QImage first = scroll->viewport()->grab().toImage();

        panel->showAllGroups();
        settleLayouts();
        QCOMPARE(groupsOf(panel).size(), 7);
        QCOMPARE(hiddenGroups(panel), 0);
        const QImage all = scroll->viewport()->grab().toImage();
        QCOMPARE(all.size(), first.size());
        QVERIFY2(all == first, "the dock shows the same pixels with every group built as with the groups built first");
    }

    // Tab goes through the groups built after the first frame in the panel's order, as in a
    // window built whole.
    void groupsBuiltLaterKeepTabsOrder()
    {
        MainWindow whole;
        MainWindow later(MainWindow::Start::FirstFrameFirst);
        QVERIFY(groupsOf(panelOf(later)).size() < 7);
        panelOf(later)->control(ParamId::FreeQuota); // one group more, then the rest
        panelOf(later)->showAllGroups();
        const QStringList expected = tabStopsOf(panelOf(whole));
        QVERIFY(expected.size() > 100);
        QCOMPARE(tabStopsOf(panelOf(later)), expected);
    }

    // A group built after the document changed shows the document's values; model 3's controls stay
    // hidden for a model-2 scenario and show again for a model-3 one.
    void groupsBuiltLaterFollowTheDocument()
    {
        MainWindow w(MainWindow::Start::FirstFrameFirst);
        ParameterPanel* panel = panelOf(w);
        QVERIFY(w.document()->replaceScenario(model2Document(), QStringLiteral("Open")));
        QVERIFY(w.document()->setValue(ParamId::FixedOpex, 31e6));
        QVERIFY(!panel->findChild<ParameterControl*>(QStringLiteral("param_fixed_opex_usd_per_month")));
        ParameterControl* opex = w.control(ParamId::FixedOpex); // built on the way
        QVERIFY(opex);
        QCOMPARE(opex->value(), 31e6);
        QVERIFY(!panel->model3Shown());
        QVERIFY(panel->creditLineToggle()->isHidden());
        QVERIFY(panel->control(ParamId::TrainingShare)->isHidden());
        QVERIFY(!panel->perTokenToggle()->isChecked()); // the serving group was built too: owned capacity
        QVERIFY(w.document()->replaceScenario(parseScenario(R"({"schema": "token-runway/scenario@3"})").value.value(), QStringLiteral("Open")));
        QVERIFY(panel->model3Shown());
        QVERIFY(!panel->creditLineToggle()->isHidden());
    }

    // The drag freeze holds the charts still while any parameter's slider is held, one built later too.
    void slidersBuiltLaterFreezeTheCharts()
    {
        MainWindow w(MainWindow::Start::FirstFrameFirst);
        ParameterPanel* panel = panelOf(w);
        auto* freeze = w.findChild<DragFreeze*>();
        QVERIFY(freeze);
        QVERIFY(!panel->findChild<ParameterControl*>(QStringLiteral("param_conversion_pct"))); // in the fourth group
        ParameterControl* conversion = panel->control(ParamId::Conversion);
        QVERIFY(conversion && conversion->slider());
        emit conversion->slider()->sliderPressed();
        QVERIFY(freeze->isDragging());
        emit conversion->slider()->sliderReleased();
        QVERIFY(!freeze->isDragging());
    }

    // Every tab but the runway chart's, and presentation mode's strip, are built once the program's
    // window has painted its first frame, in their tabs' places, with the document's data; the tabs
    // are a whole window's.
    void hiddenTabsAreBuiltAfterTheFirstFrame()
    {
        MainWindow whole;
        MainWindow later(MainWindow::Start::FirstFrameFirst);
        auto* tabs = part<QTabWidget>(later, QStringLiteral("dashboardTabs"));
        const auto titles = [](const QTabWidget* t) {
            QStringList list;
            for (int i = 0; i < t->count(); ++i)
                list << t->tabText(i);
            return list;
        };
        const auto pages = [](const QTabWidget* t) {
            QStringList list;
            for (int i = 0; i < t->count(); ++i)
                list << QString::fromLatin1(t->widget(i)->metaObject()->className());
            return list;
        };
        const auto* wholeTabs = part<QTabWidget>(whole, QStringLiteral("dashboardTabs"));
        const QStringList expected = titles(wholeTabs);
        QCOMPARE(titles(tabs), expected);
        QVERIFY(!later.findChild<BurnChart*>());
        QVERIFY(!later.findChild<TornadoChart*>() && !later.findChild<HeatmapChart*>());
        QVERIFY(!later.findChild<ClaimsPanel*>() && !later.findChild<SourcesPanel*>());
        QVERIFY(!later.findChild<PresentationStrip*>() && !later.findChild<ComparisonView*>());
        QCOMPARE(later.charts().size(), 1);
        QVERIFY(later.document()->setValue(ParamId::FixedOpex, 31e6)); // before the charts exist
        later.resize(1366, 740);
        later.show();
        QVERIFY(QTest::qWaitForWindowExposed(&later));
        QTRY_VERIFY(later.findChild<BurnChart*>());
        QCOMPARE(titles(tabs), expected);
        QCOMPARE(pages(tabs), pages(wholeTabs)); // each page in its place
        QCOMPARE(tabs->currentIndex(), 0);
        QCOMPARE(later.charts().size(), 4);
        auto* burn = later.findChild<BurnChart*>();
        QCOMPARE(tabs->indexOf(burn), expected.indexOf(QStringLiteral("&Burn")));
        QCOMPARE(tabs->indexOf(later.findChild<ProgramChart*>()) + 1, expected.indexOf(QStringLiteral("C&ompare")));
        QCOMPARE(tabs->indexOf(later.findChild<ComparisonView*>()), expected.indexOf(QStringLiteral("C&ompare")));
        // The data is the document's: the operating cost layer holds the $31M typed before, the
        // sensitivity chart's base is the runway of that scenario, and the analyses reach it.
        const QCPBars* opex = burn->opexBars();
        QVERIFY(opex && !opex->data()->isEmpty());
        QCOMPARE(opex->data()->at(0)->value, later.document()->result().monthly.at(0).sums.otherOpexUsd);
        auto* tornado = later.findChild<TornadoChart*>();
        QCOMPARE(tornado->baseRunway(), computeMetrics(later.document()->scenario()).runwayMonthsCapped);
        QTRY_VERIFY_WITH_TIMEOUT(!tornado->bars().empty(), kBackgroundWaitMs);
        // The Claims page saves the articles it adds in the window's library, as a whole window's does.
        QVERIFY(part<ClaimsPanel>(whole, QStringLiteral("claimsPanel"))->library());
        QCOMPARE(later.findChild<ClaimsPanel*>()->library(), later.findChild<LibraryService*>());
        // The strip is presentation mode's, before its way out, and its sliders freeze the charts.
        auto* strip = later.findChild<PresentationStrip*>();
        QVERIFY(strip);
        QCOMPARE(strip->parentWidget()->layout()->indexOf(strip), 0);
        auto* freeze = later.findChild<DragFreeze*>();
        auto* slider = strip->findChild<QSlider*>();
        QVERIFY(slider);
        emit slider->sliderPressed();
        QVERIFY(freeze->isDragging());
        emit slider->sliderReleased();
        later.setPresentationMode(true);
        QVERIFY(strip->isVisible());
        QCOMPARE(strip->font().pointSizeF(), later.font().pointSizeF() * KpiBar::kPresentationFontScale);
    }

    void pagesBuiltWhilePresentingTakePresentationsType()
    {
        MainWindow w(MainWindow::Start::FirstFrameFirst);
        w.setPresentationMode(true); // before the held pages and the strip exist
        w.resize(1366, 740);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTRY_VERIFY(w.findChild<BurnChart*>());
        const qreal big = w.font().pointSizeF() * KpiBar::kPresentationFontScale;
        QCOMPARE(w.findChild<BurnChart*>()->font().pointSizeF(), big);
        QCOMPARE(w.findChild<TornadoChart*>()->font().pointSizeF(), big);
        QCOMPARE(w.findChild<PresentationStrip*>()->font().pointSizeF(), big);
        QCOMPARE(w.findChild<ComparisonView*>()->font().pointSizeF(), big);
        w.setPresentationMode(false);
        QCOMPARE(w.findChild<BurnChart*>()->font().pointSizeF(), w.font().pointSizeF());
    }

    // The docks behind the parameters' tab (the Scenarios list, "Show the math") are shown out of
    // sight: the program's window makes their widgets when a dock comes into sight — before it is
    // painted — or once the first frame is painted; then they are a whole window's.
    void docksOutOfSightWaitForTheFirstFrame()
    {
        MainWindow whole;
        MainWindow later(MainWindow::Start::FirstFrameFirst);
        for (MainWindow* w : {&whole, &later}) {
            w->resize(1366, 740);
            w->show(); // the event loop has not run: nothing is painted yet
        }
        auto* browser = part<ScenarioBrowser>(later, QStringLiteral("scenarioBrowser"));
        auto* scenarioDock = part<QDockWidget>(later, QStringLiteral("scenarioDock"));
        auto* mathDock = part<QDockWidget>(later, QStringLiteral("mathDock"));
        QVERIFY(later.tabifiedDockWidgets(scenarioDock).contains(mathDock)); // a narrow screen: behind the parameters
        QVERIFY(!browser->hasView());
        QVERIFY(!browser->findChild<QTreeView*>());
        QVERIFY(!later.findChild<MathPanel*>());
        QVERIFY(part<ScenarioBrowser>(whole, QStringLiteral("scenarioBrowser"))->hasView());
        QVERIFY(whole.findChild<MathPanel*>());
        // Its tab chosen, the Scenarios dock comes into sight with its widgets; the math waits still.
        scenarioDock->raise();
        QVERIFY(browser->hasView());
        QVERIFY(browser->findChild<QTreeView*>()->isVisible());
        QVERIFY(!later.findChild<MathPanel*>());
        QVERIFY(QTest::qWaitForWindowExposed(&later));
        QTRY_VERIFY(later.findChild<MathPanel*>());
        QCOMPARE(mathDock->widget(), later.findChild<MathPanel*>());
        // As a whole window's: the same dock sizes, the same list and buttons in the Scenarios dock.
        part<QDockWidget>(whole, QStringLiteral("scenarioDock"))->raise();
        settleLayouts();
        QCOMPARE(scenarioDock->size(), part<QDockWidget>(whole, QStringLiteral("scenarioDock"))->size());
        QCOMPARE(browser->findChild<QTreeView*>()->geometry(),
                 part<ScenarioBrowser>(whole, QStringLiteral("scenarioBrowser"))->findChild<QTreeView*>()->geometry());
        QCOMPARE(browser->findChildren<QToolButton*>().size(),
                 part<ScenarioBrowser>(whole, QStringLiteral("scenarioBrowser"))->findChildren<QToolButton*>().size());
        // The math page follows the document once it is in sight.
        mathDock->raise();
        QVERIFY(later.document()->setValue(ParamId::Price, 0.5));
        QTRY_VERIFY(later.findChild<MathPanel*>()->toPlainText().contains(QStringLiteral("0.50")));
    }

    // A dock in sight from the start (a wide screen, or a layout saved so) has its widgets before the
    // window's first frame: the Scenarios dock restored beside the parameters, not behind them.
    void aDockInSightAtTheStartHasItsWidgets()
    {
        {
            MainWindow saved;
            saved.resize(1366, 740);
            saved.show();
            auto* dock = part<QDockWidget>(saved, QStringLiteral("scenarioDock"));
            saved.addDockWidget(Qt::RightDockWidgetArea, dock); // out of the parameters' tabs
            settleLayouts();
            QVERIFY(saved.tabifiedDockWidgets(dock).isEmpty());
            saved.close(); // writes the layout
        }
        MainWindow later(MainWindow::Start::FirstFrameFirst);
        later.show(); // the event loop has not run: nothing is painted yet
        auto* browser = part<ScenarioBrowser>(later, QStringLiteral("scenarioBrowser"));
        QVERIFY(later.tabifiedDockWidgets(part<QDockWidget>(later, QStringLiteral("scenarioDock"))).isEmpty());
        QVERIFY(browser->hasView());
        const QTreeView* list = browser->findChild<QTreeView*>();
        QVERIFY(list->isVisible());
        QVERIFY(list->height() > 0); // laid out already, not from the event loop
        QVERIFY(browser->rect().contains(list->geometry()));
        later.close();
        QSettings().clear();
    }

    // The program's window calls its hook once, before its first text (the cards measure their lines
    // first): the start-up's second core starts fontconfig until then (app/startup.cpp).
    void theHookComesBeforeTheFirstText()
    {
        // The window makes its document, cards and runway chart while fontconfig starts on the
        // second core; the hook (the wait for it) comes before the first text is measured: the
        // chart's subtitle, the tab bar's titles. The cards measure theirs once polished.
        int calls = 0;
        qsizetype cardsThen = 0;
        qsizetype measuredCards = -1;
        int tabsThen = -1;
        MainWindow w(MainWindow::Start::FirstFrameFirst, [&] {
            ++calls;
            measuredCards = 0;
            for (const QWidget* widget : QApplication::allWidgets()) {
                if (const auto* card = qobject_cast<const KpiCard*>(widget)) {
                    ++cardsThen;
                    const auto* detail = card->findChild<const QLabel*>(QStringLiteral("kpiDetail"));
                    measuredCards += detail && detail->minimumHeight() > 0 ? 1 : 0;
                }
                if (widget->objectName() == QLatin1String("dashboardTabs"))
                    tabsThen = static_cast<const QTabWidget*>(widget)->count();
            }
        });
        QCOMPARE(calls, 1);
        QVERIFY(cardsThen > 0);
        QCOMPARE(measuredCards, 0); // no card measured its lines
        QCOMPARE(tabsThen, 0);      // the tab bar had no title to measure
        // Added to the tabs, the runway chart was not laid out for a size no layout gave (its
        // layout has no geometry yet); the window lays it out when shown.
        const QLayout* chartLayout = part<QWidget>(w, QStringLiteral("runwayChart"))->layout();
        QCOMPARE(chartLayout->geometry(), QRect());
        w.resize(1366, 740);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(calls, 1);
        QVERIFY(chartLayout->geometry().width() > 300);
        for (const KpiCard* card : w.findChildren<KpiCard*>())
            QVERIFY2(card->findChild<QLabel*>(QStringLiteral("kpiDetail"))->minimumHeight() > 0, qPrintable(card->objectName()));
    }

    void nothingIsLaidOutBeforeTheWindowIsShown()
    {
        // A widget shown lays itself out, even in a hidden window: the tab widget and the dock show
        // what they take. Held (HeldLayouts), nothing is
        // laid out for a size no layout gave; the window lays everything out when it is shown.
        QWidget parent;
        const QRect untouched = QWidget(&parent).geometry(); // a child widget no layout has placed
        for (const MainWindow::Start start : {MainWindow::Start::Complete, MainWindow::Start::FirstFrameFirst}) {
            MainWindow w(nullptr, nullptr, start);
            const ParameterPanel* panel = panelOf(w);
            const QList<const QLayout*> layouts{part<QWidget>(w, QStringLiteral("runwayChart"))->layout(), panel->layout()};
            for (const QLayout* layout : layouts)
                QCOMPARE(layout->geometry(), QRect());
            // Nor has the panel's layout placed it in the dock: a new child's place and height, and
            // its own minimum width.
            QCOMPARE(panel->geometry(), QRect(untouched.topLeft(), QSize(panel->minimumWidth(), untouched.height())));
            w.resize(1366, 740);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            for (const QLayout* layout : layouts) {
                QVERIFY(layout->isEnabled());
                QVERIFY(layout->geometry().width() > 200);
            }
            QVERIFY(part<QDockWidget>(w, QStringLiteral("parameterDock"))->layout()->isEnabled());
            QVERIFY(panel->width() > 200);
        }
        // Held for a scope only; a layout held already (or none) is left as it is.
        QWidget page;
        auto* mine = new QVBoxLayout(&page);
        QWidget other;
        auto* disabled = new QVBoxLayout(&other);
        disabled->setEnabled(false);
        {
            const HeldLayouts held{mine, disabled, nullptr};
            QVERIFY(!mine->isEnabled());
        }
        QVERIFY(mine->isEnabled());
        QVERIFY(!disabled->isEnabled());
    }

    void everyGroupOnceTheFirstFrameIsPainted()
    {
        for (const MainWindow::Start start : {MainWindow::Start::Complete, MainWindow::Start::FirstFrameFirst}) {
            MainWindow w(nullptr, nullptr, start);
            w.resize(1366, 740);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            QTRY_COMPARE(groupsOf(panelOf(w)).size(), 7); // built (FirstFrameFirst) and shown
            QTRY_COMPARE(hiddenGroups(panelOf(w)), 0);
        }
    }

    void aHiddenWindowGetsEveryGroup()
    {
        // A window built and never shown (a test, a script) has every group once the event loop runs.
        MainWindow w;
        QTRY_COMPARE(hiddenGroups(panelOf(w)), 0);
    }

    void revealShowsAWaitingGroup()
    {
        MainWindow w;
        w.resize(1366, 740);
        w.show();
        settleLayouts();
        ParameterPanel* panel = panelOf(w);
        // By name, not through control(), which would show its group (the last, the scenario's).
        auto* horizon = panel->findChild<ParameterControl*>(QStringLiteral("param_horizon_months"));
        QVERIFY(horizon);
        QVERIFY2(!horizon->isVisibleTo(panel), "the scenario's group waits below the fold");
        panel->reveal(ParamId::HorizonMonths);
        QCOMPARE(hiddenGroups(panel), 0);
        QVERIFY(horizon->isVisibleTo(panel));
    }
};

QTEST_MAIN(TestStartup)
#include "test_startup.moc"
