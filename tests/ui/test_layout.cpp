// The window on the screens people present from: a 1366×768 laptop, a 1280×720 projector and a 1920×1080 desktop,
// as two screens of the offscreen platform (this file's main() configures them). The first
// start fits the screen, no KPI text is clipped, the chart keeps its share of the height, a
// card's new text never widens the window, presentation mode shows only the cards and the
// chart; the wheel and Ctrl+Z do what a user expects.
#include <qcustomplot.h>

#include <QtTest>

#include <QAction>
#include <QClipboard>

#include <QAbstractScrollArea>
#include <QAccessible>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QScrollBar>
#include <QSlider>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QToolBar>
#include <QUndoStack>

#include "offscreenscreens.h"
#include "ui/analysis/analysisrunner.h"
#include "ui/charts/chartview.h"
#include "ui/charts/runwaychart.h"
#include "ui/document/scenariodocument.h"
#include "ui/i18n/language.h"
#include "ui/mainwindow.h"
#include "ui/panels/kpibar.h"
#include "ui/widgets/kpicard.h"
#include "ui/widgets/parametercontrol.h"
#include "ui/widgets/valuespinbox.h"
#include "ui/widgets/wraplabel.h"
#include "waits.h"
#include "windowfixture.h"
#include "windowparts.h"

using namespace runway;
using namespace runway::test;

namespace {

QScreen* screenNamed(const QString& name)
{
    for (QScreen* s : QGuiApplication::screens())
        if (s->name() == name)
            return s;
    qFatal("no screen %s", qPrintable(name));
}

/// Empty when every text of the card is shown whole (wrapped, never clipped), else what is cut.
QString clippedText(const KpiCard* card)
{
    QStringList cut;
    const QRect inside = card->contentsRect();
    for (const QLabel* label : card->findChildren<QLabel*>()) {
        if (!label->isVisible() || label->text().isEmpty())
            continue;
        const bool tooNarrow = label->minimumSizeHint().width() > label->width(); // the longest word
        const bool tooShort = (label->wordWrap() ? label->heightForWidth(label->width()) : label->sizeHint().height()) > label->height();
        const bool outside = !inside.contains(label->geometry());
        if (tooNarrow || tooShort || outside)
            cut << QStringLiteral("%1 \"%2\" (%3×%4, needs %5 wide, %6 high%7)")
                       .arg(card->objectName(), label->text())
                       .arg(label->width())
                       .arg(label->height())
                       .arg(label->minimumSizeHint().width())
                       .arg(label->heightForWidth(label->width()))
                       .arg(outside ? QStringLiteral(", outside the card") : QString());
    }
    // The card itself within the bar, the bar within the window.
    const QWidget* bar = card->parentWidget();
    if (!bar->rect().contains(card->geometry()))
        cut << card->objectName() + QStringLiteral(" outside the KPI bar");
    const QRect inWindow(bar->mapTo(bar->window(), QPoint(0, 0)), bar->size());
    if (!bar->window()->rect().contains(inWindow))
        cut << QStringLiteral("the KPI bar reaches outside the window");
    return cut.join(QLatin1Char('\n'));
}

QString clippedCards(const MainWindow& w)
{
    QStringList all;
    for (const KpiCard* card : part<KpiBar>(w, QStringLiteral("kpiBar"))->cards())
        if (const QString cut = clippedText(card); !cut.isEmpty())
            all << cut;
    return all.join(QLatin1Char('\n'));
}

RunwayChart* runwayChart(const MainWindow& w)
{
    return w.findChild<RunwayChart*>();
}

/// Lets layouts and deferred resizes settle.
void settle()
{
    for (int i = 0; i < 5; ++i) {
        QCoreApplication::processEvents();
        QTest::qWait(20);
    }
}

/// Waits for the window's first odds: the cards then hold their 90 % intervals too (their tallest).
void settleOdds(const MainWindow& w)
{
    QTRY_VERIFY_WITH_TIMEOUT(analysesSettled(w), kBackgroundWaitMs);
    QVERIFY(!part<KpiCard>(w, QStringLiteral("kpi_cash"))->intervalText().isEmpty());
    settle();
}

/// "Alt+S" for "&Scenario"; empty without a mnemonic.
QString mnemonicOf(const QString& text)
{
    return QKeySequence::mnemonic(text).toString();
}

/// Every pair of `texts` that shares a mnemonic, as "Alt+S: &Scenario / &Sensitivity".
QStringList clashes(const QStringList& texts)
{
    QMap<QString, QString> seen;
    QStringList found;
    for (const QString& text : texts) {
        const QString key = mnemonicOf(text);
        if (key.isEmpty())
            continue;
        if (seen.contains(key))
            found << QStringLiteral("%1: %2 / %3").arg(key, seen[key], text);
        else
            seen[key] = text;
    }
    return found;
}

/// The clashes in `menu` and, recursively, its submenus.
QStringList menuClashes(const QMenu* menu)
{
    QStringList texts, found;
    for (const QAction* a : menu->actions()) {
        if (a->isSeparator() || !a->isVisible())
            continue;
        texts << a->text();
        if (a->menu())
            found << menuClashes(a->menu());
    }
    for (const QString& clash : clashes(texts))
        found << menu->title() + QStringLiteral(" › ") + clash;
    return found;
}

} // namespace

class TestLayout : public QObject {
    Q_OBJECT
private slots:
    // A card's value is a plain label (no text document: start-up), copied from the card's context
    // menu with its caption, interval and whole detail.
    void aCardCopiesItsValueAndDetail()
    {
        MainWindow w;
        KpiCard* cash = card(w, QStringLiteral("cash"));
        const auto* value = part<WrapLabel>(*cash, QStringLiteral("kpiValue"));
        QVERIFY(!(value->textInteractionFlags() & Qt::TextSelectableByMouse));
        QVERIFY(value->measuresItself());
        QCOMPARE(cash->contextMenuPolicy(), Qt::ActionsContextMenu);
        auto* copy = part<QAction>(*cash, QStringLiteral("copyCard"));
        QVERIFY(cash->actions().contains(copy));
        QGuiApplication::clipboard()->clear();
        copy->trigger();
        const QString copied = QGuiApplication::clipboard()->text();
        QVERIFY2(copied.startsWith(QStringLiteral("Cash on hand: ") + cash->valueText() + QLatin1Char('\n')), qPrintable(copied));
        QVERIFY2(copied.contains(cash->detailText()), qPrintable(copied)); // the whole detail, not the card's shortened lines
        QCOMPARE(copied, cash->copiedText());
    }

    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        startFresh();
        QCOMPARE(QGuiApplication::screens().size(), 3);
        QCOMPARE(screenNamed(QStringLiteral("laptop"))->geometry().size(), QSize(1366, 768));
        QCOMPARE(screenNamed(QStringLiteral("projector"))->geometry().size(), QSize(1280, 720));
        QCOMPARE(screenNamed(QStringLiteral("desktop"))->geometry().size(), QSize(1920, 1080));
    }

    void cleanup()
    {
        installTranslations(*qApp, QStringLiteral("en")); // a failed zh_CN row leaves no Chinese behind
    }

    void firstStartFitsTheScreen_data()
    {
        QTest::addColumn<QString>("screen");
        QTest::newRow("1366x768") << QStringLiteral("laptop");
        QTest::newRow("1280x720") << QStringLiteral("projector");
    }

    void firstStartFitsTheScreen()
    {
        QFETCH(QString, screen);
        QScreen* s = screenNamed(screen);
        ShownWindow w(Welcome::Shown, s); // no saved geometry: a first start, welcome pane included
        QVERIFY(w.ready());
        settleOdds(w);
        const QRect available = s->availableGeometry();
        QVERIFY2(available.contains(w.frameGeometry()), qPrintable(QStringLiteral("window %1,%2 %3×%4 on a screen of %5×%6")
                                                                       .arg(w.frameGeometry().x())
                                                                       .arg(w.frameGeometry().y())
                                                                       .arg(w.frameGeometry().width())
                                                                       .arg(w.frameGeometry().height())
                                                                       .arg(available.width())
                                                                       .arg(available.height())));
        QVERIFY2(w.minimumSizeHint().width() <= available.width(), qPrintable(QString::number(w.minimumSizeHint().width())));
        QVERIFY2(w.minimumSize().width() <= available.width(), qPrintable(QString::number(w.minimumSize().width())));
        const QString cut = clippedCards(w);
        QVERIFY2(cut.isEmpty(), qPrintable(cut));
        // The chart keeps at least 40 % of the window's height, with the welcome pane showing.
        const int chart = runwayChart(w)->height();
        QVERIFY2(chart >= 0.4 * w.height(), qPrintable(QStringLiteral("chart %1 of %2 px").arg(chart).arg(w.height())));
        // Every dock that shows is inside the window.
        for (const QDockWidget* dock : w.findChildren<QDockWidget*>())
            if (dock->isVisible() && !dock->visibleRegion().isEmpty()) // not a tab behind another
                QVERIFY2(w.rect().contains(dock->geometry()), qPrintable(dock->objectName()));
    }

    void kpiGridReflows()
    {
        ShownWindow w(Welcome::Dismissed, screenNamed(QStringLiteral("laptop")));
        QVERIFY(w.ready());
        w.showNormal();
        w.resize(1300, 740);
        settle();
        auto* bar = part<KpiBar>(w, QStringLiteral("kpiBar"));
        const int wide = bar->columns();
        QVERIFY2(wide >= 4, qPrintable(QString::number(wide)));
        w.resize(900, 800);
        settleOdds(w);
        QVERIFY2(bar->columns() < wide, qPrintable(QStringLiteral("%1 columns at %2 px").arg(bar->columns()).arg(bar->width())));
        QVERIFY(w.width() <= 900);
        const QString cut = clippedCards(w);
        QVERIFY2(cut.isEmpty(), qPrintable(cut));
    }

    void aCardsTextNeverGrowsTheWindow()
    {
        ShownWindow w(Welcome::Dismissed, screenNamed(QStringLiteral("laptop")));
        QVERIFY(w.ready());
        w.showNormal();
        w.resize(1300, 740);
        settle();
        const QSize before = w.size();
        // At $0.03 the price is below the serving cost: the break-even card says so in words.
        w.document()->setValue(ParamId::Price, 0.03, 0);
        settle();
        KpiCard* breakEven = card(w, QStringLiteral("programBreakEven"));
        QCOMPARE(breakEven->captionText().remove(QStringLiteral("⚠ ")), QStringLiteral("Free-tier break-even conversion"));
        QCOMPARE(breakEven->valueText(), QStringLiteral("never"));
        // The reason first: the core's null reason for the programme's break-even (MODEL.md §5).
        QVERIFY2(breakEven->detailText().startsWith(QStringLiteral("the price ($0.03 per 1M tokens")) &&
                     breakEven->detailText().contains(QStringLiteral("is below the serving cost")),
                 qPrintable(breakEven->detailText()));
        QCOMPARE(w.size(), before);
        // A much longer value still wraps inside the card.
        breakEven->setValue(QStringLiteral("a value far longer than any card is wide, to see it wrap"), breakEven->detailText());
        settle();
        QCOMPARE(w.size(), before);
        const QString cut = clippedCards(w);
        QVERIFY2(cut.isEmpty(), qPrintable(cut));
        w.document()->setValue(ParamId::Price, 0.5, 0);
        settle();
        QVERIFY2(breakEven->valueText().endsWith(QStringLiteral(" %")), qPrintable(breakEven->valueText()));
    }

    void presentationShowsOnlyTheCardsAndTheChart_data()
    {
        QTest::addColumn<QString>("screen");
        QTest::newRow("1366x768") << QStringLiteral("laptop");
        QTest::newRow("1280x720") << QStringLiteral("projector");
    }

    void presentationShowsOnlyTheCardsAndTheChart()
    {
        QFETCH(QString, screen);
        QScreen* s = screenNamed(screen);
        ShownWindow w(Welcome::Shown, s, Focus::Active);
        QVERIFY(w.ready());
        auto* tabs = part<QTabWidget>(w, QStringLiteral("dashboardTabs"));
        tabs->setCurrentIndex(tabs->count() - 1); // the Sources tab: presentation shows a chart anyway
        QTest::keyClick(&w, Qt::Key_F11);
        QVERIFY(w.isPresentationMode());
        QTRY_COMPARE(w.geometry(), s->geometry());
        settle();
        QVERIFY(!w.menuBar()->isVisible());
        QVERIFY(!w.statusBar()->isVisible());
        for (const QToolBar* bar : w.findChildren<QToolBar*>())
            QVERIFY2(!bar->isVisible(), qPrintable(bar->objectName()));
        for (const QDockWidget* dock : w.findChildren<QDockWidget*>())
            QVERIFY2(!dock->isVisible(), qPrintable(dock->objectName()));
        QVERIFY(!w.findChild<QWidget*>(QStringLiteral("welcomePane"))->isVisible());
        QVERIFY(!tabs->tabBar()->isVisible());
        QCOMPARE(tabs->currentWidget(), runwayChart(w));
        QVERIFY(part<QWidget>(w, QStringLiteral("leavePresentationButton"))->isVisible());
        // The values at least twice their captions' size; nothing clipped.
        for (const KpiCard* c : part<KpiBar>(w, QStringLiteral("kpiBar"))->cards()) {
            const double caption = part<QLabel>(*c, QStringLiteral("kpiCaption"))->font().pointSizeF();
            const double value = part<QLabel>(*c, QStringLiteral("kpiValue"))->font().pointSizeF();
            QVERIFY2(value >= 2 * caption, qPrintable(QStringLiteral("%1: %2 pt over %3 pt").arg(c->objectName()).arg(value).arg(caption)));
        }
        const QString cut = clippedCards(w);
        QVERIFY2(cut.isEmpty(), qPrintable(cut));
        const int chart = runwayChart(w)->height();
        QVERIFY2(chart >= 0.6 * s->geometry().height(), qPrintable(QStringLiteral("chart %1 of %2 px").arg(chart).arg(s->geometry().height())));
        // Esc leaves, and everything comes back; F11 enters and leaves too.
        QTest::keyClick(&w, Qt::Key_Escape);
        QVERIFY(!w.isPresentationMode());
        QTRY_VERIFY(w.menuBar()->isVisible());
        QVERIFY(part<QDockWidget>(w, QStringLiteral("parameterDock"))->isVisible());
        QVERIFY(tabs->tabBar()->isVisible());
        QTest::keyClick(&w, Qt::Key_F11);
        QVERIFY(w.isPresentationMode());
        QTest::keyClick(&w, Qt::Key_F11);
        QVERIFY(!w.isPresentationMode());
        // Quitting while presenting saves the working layout, not the bare one.
        QTest::keyClick(&w, Qt::Key_F11);
        QVERIFY(w.close());
        MainWindow again;
        again.setScreen(s);
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        QVERIFY(!again.isFullScreen());
        QVERIFY(part<QDockWidget>(again, QStringLiteral("parameterDock"))->isVisible());
        QVERIFY(again.menuBar()->isVisible());
    }

    void everyChartKeepsItsPlotArea_data()
    {
        QTest::addColumn<QString>("screen");
        QTest::addColumn<bool>("presenting");
        for (const char* screen : {"laptop", "desktop"})
            for (const bool presenting : {false, true})
                QTest::addRow("%s %s", screen, presenting ? "presenting" : "working") << QString::fromLatin1(screen) << presenting;
    }

    /// Issue 26: at 1366×768 and 1920×1080, working and presenting, every chart of every tab keeps
    /// its minimum plot height and an axis rectangle that can show data, and no card is clipped.
    void everyChartKeepsItsPlotArea()
    {
        QFETCH(QString, screen);
        QFETCH(bool, presenting);
        QScreen* s = screenNamed(screen);
        ShownWindow w(Welcome::Dismissed, s, Focus::Active);
        QVERIFY(w.ready());
        if (presenting) {
            QTest::keyClick(&w, Qt::Key_F11);
            QVERIFY(w.isPresentationMode());
            QTRY_COMPARE(w.geometry(), s->geometry());
        } else {
            w.showMaximized();
        }
        settleOdds(w);
        auto* tabs = part<QTabWidget>(w, QStringLiteral("dashboardTabs"));
        int charts = 0;
        for (int i = 0; i < tabs->count(); ++i) {
            const QList<ChartView*> views = tabs->widget(i)->findChildren<ChartView*>();
            if (views.isEmpty() && !qobject_cast<ChartView*>(tabs->widget(i)))
                continue;
            tabs->setCurrentIndex(i);
            settle();
            QList<ChartView*> shown = views;
            if (auto* own = qobject_cast<ChartView*>(tabs->widget(i)))
                shown << own;
            for (const ChartView* view : shown) {
                if (!view->isVisible())
                    continue;
                ++charts;
                const QString where = QStringLiteral("%1 on tab %2 (%3 px high, axis rect %4 × %5)")
                                          .arg(view->objectName(), tabs->tabText(i))
                                          .arg(view->plot()->height())
                                          .arg(view->plot()->axisRect()->width())
                                          .arg(view->plot()->axisRect()->height());
                QVERIFY2(view->plot()->height() >= ChartView::kMinimumPlotHeight, qPrintable(where));
                QVERIFY2(view->plot()->axisRect()->height() >= 100 && view->plot()->axisRect()->width() >= 200, qPrintable(where));
            }
        }
        QVERIFY2(charts >= 6, qPrintable(QString::number(charts)));
        const QString cut = clippedCards(w);
        QVERIFY2(cut.isEmpty(), qPrintable(cut));
    }

    void wheelOverAnUnfocusedControlScrollsTheDock()
    {
        ShownWindow w(Welcome::Dismissed, screenNamed(QStringLiteral("laptop")), Focus::Active);
        QVERIFY(w.ready());
        settle();
        ParameterControl* c = control(w, ParamId::OutputShare);
        auto* dock = part<QWidget>(w, QStringLiteral("parameterPanel"));
        auto* area = dock->findChild<QAbstractScrollArea*>();
        QVERIFY(area);
        QVERIFY(area->verticalScrollBar()->maximum() > 0); // the dock is taller than the screen
        const double before = w.document()->scenario()[ParamId::OutputShare];
        const auto wheel = [](QWidget* target, int steps) {
            const QPointF at(target->width() / 2.0, target->height() / 2.0);
            QWheelEvent event(at, target->mapToGlobal(at), QPoint(), QPoint(0, -120 * steps), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
            QApplication::sendEvent(target, &event);
        };
        for (QWidget* target : std::initializer_list<QWidget*>{c->slider(), c->spinBox()}) {
            QVERIFY(target->focusPolicy() == Qt::StrongFocus); // a wheel never gives it focus
            const int scrolled = area->verticalScrollBar()->value();
            wheel(target, 1);
            QCOMPARE(w.document()->scenario()[ParamId::OutputShare], before);
            QCOMPARE(c->value(), before);
            QVERIFY2(area->verticalScrollBar()->value() > scrolled, target->metaObject()->className()); // the dock scrolled instead
        }
        QCOMPARE(w.document()->undoStack()->count(), 0);
        // With focus, the wheel is the control's.
        c->spinBox()->setFocus();
        QTRY_VERIFY(c->spinBox()->hasFocus());
        wheel(c->spinBox(), 1);
        QVERIFY(w.document()->scenario()[ParamId::OutputShare] != before);
        c->slider()->setFocus();
        QTRY_VERIFY(c->slider()->hasFocus());
        const double afterSpin = w.document()->scenario()[ParamId::OutputShare];
        wheel(c->slider(), 1);
        QVERIFY(w.document()->scenario()[ParamId::OutputShare] != afterSpin);
    }

    void mnemonicsAreUnique_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    }

    void mnemonicsAreUnique()
    {
        // Alt+S opens the Scenario menu (the Sensitivity tab has its own key), and no two items of
        // one menu share a key, in either language.
        QFETCH(QString, language);
        QCOMPARE(installTranslations(*qApp, language), language);
        {
            startFresh(Welcome::Dismissed);
            MainWindow w;
            QStringList top;
            const QMenu* scenario = nullptr;
            for (const QAction* a : w.menuBar()->actions()) {
                top << a->text();
                if (a->menu() && a->menu()->actions().size() > 1 && mnemonicOf(a->text()) == QStringLiteral("Alt+S"))
                    scenario = a->menu();
            }
            QVERIFY2(scenario, qPrintable(top.join(QLatin1Char('|'))));
            QVERIFY(scenario->findChildren<QMenu*>().size() >= 1); // the menu with Load preset
            const auto* tabs = part<QTabWidget>(w, QStringLiteral("dashboardTabs"));
            for (int i = 0; i < tabs->count(); ++i)
                top << tabs->tabText(i);
            const QStringList found = clashes(top);
            QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
            QStringList inMenus;
            for (const QAction* a : w.menuBar()->actions())
                if (a->menu())
                    inMenus << menuClashes(a->menu());
            QVERIFY2(inMenus.isEmpty(), qPrintable(inMenus.join(QLatin1Char('\n'))));
        }
        installTranslations(*qApp, QStringLiteral("en"));
    }

    void cardsAndChartsHaveAccessibleNames()
    {
        ShownWindow w;
        QVERIFY(w.ready());
        KpiCard* runway = card(w, QStringLiteral("runway"));
        QVERIFY2(runway->accessibleName().startsWith(QStringLiteral("Runway: ")), qPrintable(runway->accessibleName()));
        QVERIFY(runway->accessibleName().contains(runway->valueText()));
        // The whole detail (the card may show it shortened), then the odds once they arrive.
        QVERIFY2(runway->accessibleDescription().startsWith(runway->detailText()), qPrintable(runway->accessibleDescription()));
        const RunwayChart* chart = runwayChart(w);
        QCOMPARE(chart->accessibleName(), QStringLiteral("Cash runway"));
        QVERIFY2(chart->accessibleDescription().startsWith(QStringLiteral("Cash runs out on")), qPrintable(chart->accessibleDescription()));
        // A focused slider draws a focus ring: its picture differs from the unfocused one.
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QSlider* slider = control(w, ParamId::Price)->slider();
        part<QWidget>(w, QStringLiteral("dashboardTabs"))->setFocus();
        QTRY_VERIFY(!slider->hasFocus());
        const QImage unfocused = slider->grab().toImage();
        slider->setFocus();
        QTRY_VERIFY(slider->hasFocus());
        const QImage focused = slider->grab().toImage();
        const QColor ring = slider->palette().color(QPalette::Highlight);
        const auto ringPixels = [&ring](const QImage& image) {
            int n = 0;
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x)
                    n += image.pixelColor(x, y) == ring;
            return n;
        };
        QVERIFY2(ringPixels(focused) > ringPixels(unfocused) + 2 * slider->width(),
                 qPrintable(QStringLiteral("%1 ring pixels focused, %2 not").arg(ringPixels(focused)).arg(ringPixels(unfocused))));
    }

    void ctrlZFromAFocusedSpinBoxUndoes()
    {
        ShownWindow w(Welcome::Dismissed, screenNamed(QStringLiteral("laptop")), Focus::Active);
        QVERIFY(w.ready());
        ValueSpinBox* spin = control(w, ParamId::Conversion)->spinBox();
        spin->setFocus();
        QTRY_VERIFY(spin->hasFocus());
        const double before = w.document()->scenario()[ParamId::Conversion];
        spin->selectAll();
        QTest::keyClicks(spin, QStringLiteral("5"));
        QTest::keyClick(spin, Qt::Key_Return);
        QCOMPARE(w.document()->scenario()[ParamId::Conversion], 5.0);
        QCOMPARE(w.document()->undoStack()->count(), 1);
        QVERIFY(spin->hasFocus());
        QTest::keyClick(spin, Qt::Key_Z, Qt::ControlModifier); // the spin box's line edit took this for itself
        QCOMPARE(w.document()->scenario()[ParamId::Conversion], before);
        QCOMPARE(spin->value(), before);
        QTest::keyClick(spin, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(w.document()->scenario()[ParamId::Conversion], 5.0);
    }
};

int main(int argc, char** argv)
{
    // Two screens of the offscreen platform, the sizes people present from.
    return runway::test::runOnScreens<TestLayout>(argc, argv, R"({"screens": [
        {"name": "laptop", "x": 0, "y": 0, "width": 1366, "height": 768, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1},
        {"name": "projector", "x": 1366, "y": 0, "width": 1280, "height": 720, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1},
        {"name": "desktop", "x": 2646, "y": 0, "width": 1920, "height": 1080, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})");
}

#include "test_layout.moc"
