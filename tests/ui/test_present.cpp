// Presenting live (issue 26): the headline controls inside presentation mode drive the document,
// the keys a clicker sends switch charts, a drag keeps the runway chart's axes and the cards'
// heights until it ends, the legend keeps its entries across the price range, nothing follows the
// pointer, annotations sit on a halo, and a number that rounds to zero says which side it is on.
// The window sits on a 1366×768 laptop screen of the offscreen platform (see main()).
#include <qcustomplot.h>

#include <QtTest>

#include <QLabel>
#include <QSlider>
#include <QTabWidget>
#include <QUndoStack>

#include "core/model/chartseries.h"
#include "core/scenario/scenario.h"
#include "offscreenscreens.h"
#include "ui/charts/burnchart.h"
#include "ui/charts/capacitychart.h"
#include "ui/charts/programchart.h"
#include "ui/charts/runwaychart.h"
#include "ui/document/scenariodocument.h"
#include "ui/format/displayformat.h"
#include "ui/i18n/language.h"
#include "ui/mainwindow.h"
#include "ui/panels/kpibar.h"
#include "ui/panels/presentationstrip.h"
#include "ui/widgets/kpicard.h"
#include "ui/widgets/parametercontrol.h"
#include "windowparts.h"

using namespace runway;
using namespace runway::test;

namespace {

void settle()
{
    for (int i = 0; i < 5; ++i) {
        QCoreApplication::processEvents();
        QTest::qWait(20);
    }
}

QString key(ParamId id)
{
    return display::fromUtf8(spec(id).key);
}

QSlider* stripSlider(const MainWindow& w, ParamId id)
{
    return part<QSlider>(w, QStringLiteral("presentSlider_") + key(id));
}

int legendEntries(const QCustomPlot* plot)
{
    int n = 0;
    for (int i = 0; i < plot->legend->itemCount(); ++i)
        n += plot->legend->item(i) != nullptr;
    return n;
}

QList<int> cardHeights(const MainWindow& w)
{
    QList<int> heights;
    for (const KpiCard* c : part<KpiBar>(w, QStringLiteral("kpiBar"))->cards())
        heights << c->height();
    return heights;
}

QCPRange yRange(const MainWindow& w)
{
    return part<RunwayChart>(w, QStringLiteral("runwayChart"))->plot()->yAxis->range();
}

/// The y range a fresh runway chart gives `s`: what the window's must rescale to after a drag.
QCPRange freshRange(const Scenario& s)
{
    RunwayChart chart;
    chart.setData(s, simulateWithSeries(s));
    return chart.plot()->yAxis->range();
}

/// A window in presentation mode on the laptop screen, settled.
void present(MainWindow& w)
{
    w.setScreen(QGuiApplication::primaryScreen());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QTest::keyClick(&w, Qt::Key_F11);
    QVERIFY(w.isPresentationMode());
    QTRY_COMPARE(w.geometry(), w.screen()->geometry());
    settle();
}

} // namespace

class TestPresent : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QSettings().setValue(QStringLiteral("welcome/dismissed"), true);
        QCOMPARE(QGuiApplication::primaryScreen()->geometry().size(), QSize(1366, 768));
    }

    void init() { QSettings().remove(QStringLiteral("view")); }

    void theStripDrivesTheDocument()
    {
        MainWindow w;
        auto* strip = part<PresentationStrip>(w, QStringLiteral("presentationStrip"));
        QVERIFY(!strip->isVisibleTo(&w)); // only while presenting
        present(w);
        QVERIFY(strip->isVisible());
        for (ParamId id : PresentationStrip::kParams)
            QVERIFY2(stripSlider(w, id)->isVisible(), qPrintable(key(id)));
        // The price slider spans $0.03 … $1 on a log scale and is the widest of the three.
        QSlider* price = stripSlider(w, ParamId::Price);
        QVERIFY(price->width() > 2 * stripSlider(w, ParamId::Conversion)->width());
        // Large type: the value at least 1.5 times the caption.
        const double caption = part<QLabel>(w, QStringLiteral("presentCaption_") + key(ParamId::Price))->font().pointSizeF();
        const double value = part<QLabel>(w, QStringLiteral("presentValue_") + key(ParamId::Price))->font().pointSizeF();
        QVERIFY2(value >= 1.5 * caption, qPrintable(QStringLiteral("%1 over %2").arg(value).arg(caption)));

        // A drag from $1 to $0.03: the document follows every step, and the drag is one undo step.
        QUndoStack* undo = w.document()->undoStack();
        const int steps = undo->count();
        price->setSliderDown(true);
        for (int position : {1000, 800, 500, 200, 0}) {
            price->setValue(position);
            QCOMPARE(w.document()->scenario()[ParamId::Price], ParameterControl::valueAt(spec(ParamId::Price), position));
        }
        price->setSliderDown(false);
        QCOMPARE(w.document()->scenario()[ParamId::Price], 0.03);
        QCOMPARE(undo->count(), steps + 1);
        QCOMPARE(strip->valueText(ParamId::Price), QStringLiteral("$0.03 per 1M tokens"));
        // The panel's control shows the same value; an edit elsewhere moves the strip's handle.
        QCOMPARE(control(w, ParamId::Price)->value(), 0.03);
        w.document()->setValue(ParamId::Conversion, 5.0, 0);
        QCOMPARE(stripSlider(w, ParamId::Conversion)->value(), ParameterControl::positionOf(spec(ParamId::Conversion), 5.0));
        undo->undo();
        undo->undo();
        QCOMPARE(w.document()->scenario()[ParamId::Price], Scenario{}[ParamId::Price]);
        QCOMPARE(price->value(), ParameterControl::positionOf(spec(ParamId::Price), Scenario{}[ParamId::Price]));
        QTest::keyClick(&w, Qt::Key_Escape);
        QVERIFY(!w.isPresentationMode());
        QVERIFY(!strip->isVisible());
    }

    void clickerKeysSwitchCharts()
    {
        MainWindow w;
        auto* tabs = part<QTabWidget>(w, QStringLiteral("dashboardTabs"));
        present(w);
        QCOMPARE(tabs->currentWidget(), part<QWidget>(w, QStringLiteral("runwayChart")));
        QTest::keyClick(&w, Qt::Key_PageDown);
        QCOMPARE(tabs->currentWidget(), part<QWidget>(w, QStringLiteral("burnChart")));
        QTest::keyClick(&w, Qt::Key_PageUp);
        QCOMPARE(tabs->currentWidget(), part<QWidget>(w, QStringLiteral("runwayChart")));
        QTest::keyClick(&w, Qt::Key_PageUp); // round the end: the last chart
        QCOMPARE(tabs->currentWidget(), part<QWidget>(w, QStringLiteral("heatmapChart")));
        QTest::keyClick(&w, Qt::Key_Tab, Qt::ControlModifier);
        QCOMPARE(tabs->currentWidget(), part<QWidget>(w, QStringLiteral("runwayChart")));
        QTest::keyClick(&w, Qt::Key_Tab, Qt::ControlModifier);
        QCOMPARE(tabs->currentWidget(), part<QWidget>(w, QStringLiteral("burnChart")));
        QTest::keyClick(&w, Qt::Key_Backtab, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(tabs->currentWidget(), part<QWidget>(w, QStringLiteral("runwayChart")));
        // A key on the strip's slider switches charts too (a clicker does not know where the focus is).
        stripSlider(w, ParamId::Price)->setFocus();
        QTest::keyClick(stripSlider(w, ParamId::Price), Qt::Key_PageDown);
        QCOMPARE(tabs->currentWidget(), part<QWidget>(w, QStringLiteral("burnChart")));
        // Outside presentation PgDn belongs to the widgets again.
        QTest::keyClick(&w, Qt::Key_Escape);
        tabs->setCurrentIndex(0);
        QTest::keyClick(&w, Qt::Key_PageDown);
        QCOMPARE(tabs->currentIndex(), 0);
    }

    void aDragKeepsTheFrameAndRescalesAtTheEnd()
    {
        MainWindow w;
        // Without uncertainty the odds' fan lies on the cash line: the range the data needs is a
        // fresh chart's, whenever the odds arrive.
        Scenario certain;
        certain.uncertainty.clear();
        QVERIFY(w.document()->replaceScenario(certain, QStringLiteral("certain")));
        present(w);
        QVERIFY(part<QAction>(w, QStringLiteral("freezeAxesAction"))->isChecked()); // on by default while presenting
        QSlider* price = stripSlider(w, ParamId::Price);
        price->setValue(1000); // $1, an edit of its own
        settle();
        const QCPRange before = yRange(w);
        const QList<int> heights = cardHeights(w);
        price->setSliderDown(true);
        for (int position = 1000; position >= 0; position -= 100) {
            price->setValue(position);
            settle();
            QCOMPARE(yRange(w), before);
            QCOMPARE(cardHeights(w), heights);
        }
        price->setSliderDown(false);
        settle();
        const QCPRange after = freshRange(w.document()->scenario());
        QVERIFY(after != before); // the test can fail: the data needs another range
        // once the odds of the last position have arrived (on a loaded machine, after settle()): an
        // older position's fan may be drawn until then, and the axes follow the data again
        QTRY_COMPARE(yRange(w), after);

        // With the option off the axes follow every step; the choice is remembered for presentation mode.
        part<QAction>(w, QStringLiteral("freezeAxesAction"))->setChecked(false);
        QCOMPARE(QSettings().value(QStringLiteral("view/freezeAxesPresenting")).toBool(), false);
        price->setSliderDown(true);
        price->setValue(1000);
        settle();
        QTRY_COMPARE(yRange(w), freshRange(w.document()->scenario()));
        price->setSliderDown(false);
        // The working window keeps its own choice (off by default).
        QTest::keyClick(&w, Qt::Key_Escape);
        QVERIFY(!part<QAction>(w, QStringLiteral("freezeAxesAction"))->isChecked());
        part<QAction>(w, QStringLiteral("freezeAxesAction"))->setChecked(true);
        QTest::keyClick(&w, Qt::Key_F11);
        QVERIFY(!part<QAction>(w, QStringLiteral("freezeAxesAction"))->isChecked());
        QTest::keyClick(&w, Qt::Key_Escape);
        QVERIFY(part<QAction>(w, QStringLiteral("freezeAxesAction"))->isChecked());
        // The panel's slider freezes the axes as well.
        QSlider* panel = control(w, ParamId::Price)->slider();
        panel->setSliderDown(true);
        panel->setValue(0);
        QVERIFY(part<RunwayChart>(w, QStringLiteral("runwayChart"))->areAxesFrozen());
        panel->setSliderDown(false);
        QVERIFY(!part<RunwayChart>(w, QStringLiteral("runwayChart"))->areAxesFrozen());
    }

    void legendKeepsItsEntriesAcrossThePriceRange_data()
    {
        QTest::addColumn<bool>("owned");
        QTest::newRow("per token") << false;
        QTest::newRow("owned") << true;
    }

    void legendKeepsItsEntriesAcrossThePriceRange()
    {
        QFETCH(bool, owned);
        Scenario s;
        s.capacityMode = owned ? CapacityMode::Owned : CapacityMode::PerToken;
        RunwayChart runway;
        BurnChart burn;
        CapacityChart capacity;
        ProgramChart program;
        const QList<SeriesChart*> charts{&runway, &burn, &capacity, &program};
        QList<int> counts;
        for (int position = 0; position <= ParameterControl::kSliderSteps; position += 50) {
            s[ParamId::Price] = ParameterControl::valueAt(spec(ParamId::Price), position);
            const SimulationResult r = simulateWithSeries(s);
            QList<int> now;
            for (SeriesChart* chart : charts) {
                chart->setData(s, r);
                now << legendEntries(chart->plot());
            }
            if (counts.isEmpty())
                counts = now;
            QCOMPARE(now, counts);
        }
        QVERIFY(counts[0] >= 4); // cash, articles, simple view, purchases
    }

    void nothingFollowsThePointerWhilePresenting()
    {
        MainWindow w;
        present(w);
        auto* runway = part<RunwayChart>(w, QStringLiteral("runwayChart"));
        QVERIFY(!runway->isHoverEnabled());
        runway->showHoverAt(runway->plot()->xAxis->range().center());
        QCOMPARE(runway->hoverText(), QString());
        QTest::mouseMove(runway->plot(), runway->plot()->axisRect()->rect().center());
        QVERIFY(!runway->isHovering());
        // Annotations on a halo of the background colour.
        int labels = 0;
        for (int i = 0; i < runway->plot()->itemCount(); ++i) {
            auto* text = qobject_cast<QCPItemText*>(runway->plot()->item(i));
            if (!text || !text->visible())
                continue;
            ++labels;
            QCOMPARE(text->brush().color().rgb(), runway->colors().background.rgb());
        }
        QVERIFY(labels >= 1); // the cash-out label at least
        // The chart's text grows with the cards'.
        const double scale = runway->font().pointSizeF() / w.font().pointSizeF();
        QCOMPARE(scale, KpiBar::kPresentationFontScale);
        QCOMPARE(runway->plot()->xAxis->tickLabelFont().pointSizeF(), runway->font().pointSizeF());
        QCOMPARE(runway->plot()->legend->font().pointSizeF(), runway->font().pointSizeF());
        QTest::keyClick(&w, Qt::Key_Escape);
        QVERIFY(runway->isHoverEnabled());
        runway->showHoverAt(runway->plot()->xAxis->range().center());
        QVERIFY(!runway->hoverText().isEmpty());
    }

    void theRunwayCardSaysWhyThePriceBarelyMovesIt()
    {
        MainWindow w;
        KpiCard* runway = card(w, QStringLiteral("runway"));
        // The defaults: ε = −1 and paid serving is a sliver of the costs.
        QCOMPARE(w.document()->scenario()[ParamId::Elasticity], -1.0);
        const QString note = QStringLiteral("ε = −1: same revenue at any price");
        QVERIFY2(runway->detailText().endsWith(QChar(QChar::LineSeparator) + note), qPrintable(runway->detailText()));
        w.document()->setValue(ParamId::Elasticity, -0.5, 0);
        QVERIFY2(!runway->detailText().contains(note), qPrintable(runway->detailText()));
    }

    void numbersThatRoundToZeroSayTheirSide()
    {
        const QLocale saved;
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QCOMPARE(display::percent(-0.002, 2), QStringLiteral("negative (−0.002 %)"));
        QCOMPARE(display::percent(0.002, 2), QStringLiteral("positive (0.002 %)"));
        QCOMPARE(display::percent(0, 2), QStringLiteral("0.00 %"));
        QCOMPARE(display::percent(-0.006, 2), QStringLiteral("−0.01 %")); // shown precision holds it
        QCOMPARE(display::value(spec(ParamId::Growth), -0.0023), QStringLiteral("negative (−0.0023 %)"));
        QCOMPARE(display::number(Quantity{-0.002, Unit::None, Style::Decimal, 2}), QStringLiteral("negative (−0.002)"));
        QCOMPARE(display::number(Quantity{0.002, Unit::None, Style::Decimal, 2}), QStringLiteral("positive (0.002)"));
        QCOMPARE(display::months(-0.02, 1), QStringLiteral("negative (−0.02) months"));
        QCOMPARE(display::ratio(0.0605), QStringLiteral("0.06"));
        QCOMPARE(display::ratio(12.34), QStringLiteral("12.3"));
        QCOMPARE(display::ratio(-0.0012), QStringLiteral("−0.0012")); // short for a card's big type, and not "−0.00"
        QCOMPARE(display::ratio(0.0049), QStringLiteral("0.0049"));
        {
            // The LTV/CAC card at $0.03 (a paying account loses a little: LTV −$20.15 against a CAC of
            // $9,226.47, −0.002184): two significant digits, not the "−0.00" a drag in front of a room showed.
            MainWindow w;
            QVERIFY(w.document()->setValue(ParamId::Price, 0.03));
            const Metrics& m = w.document()->result().metrics;
            QVERIFY(m.ltvToCac && *m.ltvToCac < 0 && *m.ltvToCac > -0.005);
            QCOMPARE(part<KpiBar>(w, QStringLiteral("kpiBar"))->card(QStringLiteral("ltvCac"))->valueText(), QStringLiteral("−0.0022"));
        }
        // A spin box reads its own text back.
        QCOMPARE(display::parse(QStringLiteral("negative (−0.0023 %)")), std::optional<double>(-0.0023));

        QCOMPARE(installTranslations(*qApp, QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
        QCOMPARE(display::percent(-0.002, 2), QStringLiteral("负（−0.002 %）"));
        QCOMPARE(display::percent(0.002, 2), QStringLiteral("正（0.002 %）"));
        QCOMPARE(display::parse(QStringLiteral("负（−0.002 %）")), std::optional<double>(-0.002));
        installTranslations(*qApp, QStringLiteral("en"));
        QLocale::setDefault(saved);
    }
};

int main(int argc, char** argv)
{
    // One screen of the offscreen platform, the laptop people present from.
    return runway::test::runOnScreens<TestPresent>(argc, argv, runway::test::kLaptopScreen);
}

#include "test_present.moc"
