// The charts plot the core's numbers, toggle and hover as promised, and export whole files.
#define QCUSTOMPLOT_USE_LIBRARY
#include <qcustomplot.h>

#include <QtTest>

#include <QTabWidget>

#include <algorithm>
#include <cmath>
#include <ctime>
#include <limits>

#include "core/model/chartseries.h"
#include "core/model/model.h"
#include "ui/charts/burnchart.h"
#include "ui/charts/legenditem.h"
#include "ui/charts/programchart.h"
#include "ui/charts/runwaychart.h"
#include "ui/charts/textelement.h"
#include "ui/format/displayformat.h"

#include "graphline.h"

using namespace runway;

Q_DECLARE_METATYPE(runway::Scenario)

namespace {

double secondsOf(const Date& d)
{
    return static_cast<double>(d.toDays()) * 86400.0;
}

double valueAt(const QCPGraph* g, int i)
{
    return g->data()->at(i)->value;
}

int legendEntries(QCustomPlot* plot)
{
    int n = 0;
    for (int i = 0; i < plot->legend->itemCount(); ++i)
        n += plot->legend->item(i) != nullptr;
    return n;
}

bool hasVisibleText(QCustomPlot* plot, const QString& text)
{
    for (int i = 0; i < plot->itemCount(); ++i)
        if (auto* t = qobject_cast<QCPItemText*>(plot->item(i)); t && t->visible() && t->text().contains(text))
            return true;
    return false;
}

Scenario withFunding()
{
    Scenario s;
    s.funding.push_back({12, 5e8});
    return s;
}

} // namespace

class TestCharts : public QObject {
    Q_OBJECT
private slots:
    // A legend entry measures its text once per name and font (QCustomPlot asks at every replot): its
    // size is QCustomPlot's own entry's, after a new name, font, icon, padding, margins or selection.
    void legendEntriesKeepQCustomPlotsSizes()
    {
        QCustomPlot plot;
        plot.setAutoAddPlottableToLegend(false);
        plot.legend->setVisible(true);
        QCPGraph* mine = plot.addGraph();
        QCPGraph* theirs = plot.addGraph();
        QVERIFY(addToLegend(mine));
        QVERIFY(!addToLegend(mine));    // one entry a plottable
        QVERIFY(theirs->addToLegend()); // QCustomPlot's own entry, to compare with
        auto* entry = qobject_cast<LegendItem*>(plot.legend->itemWithPlottable(mine));
        QCPPlottableLegendItem* reference = plot.legend->itemWithPlottable(theirs);
        QVERIFY(entry && reference && !qobject_cast<LegendItem*>(reference));
        const auto sizeOf = [](const QCPLayoutElement* e) { return e->minimumOuterSizeHint(); }; // public there
        const auto rename = [&](const QString& name) {
            mine->setName(name);
            theirs->setName(name);
        };
        rename(QStringLiteral("Cash balance"));
        const QSize shortName = entry->minimumOuterSizeHint();
        QCOMPARE(shortName, sizeOf(reference));
        rename(QStringLiteral("Articles' view: whole quota at list price"));
        QVERIFY(entry->minimumOuterSizeHint().width() > shortName.width());
        QCOMPARE(entry->minimumOuterSizeHint(), sizeOf(reference));
        rename(QStringLiteral("蒙特卡洛中位数"));
        QCOMPARE(entry->minimumOuterSizeHint(), sizeOf(reference));
        QFont big = plot.legend->font();
        big.setPointSizeF(big.pointSizeF() * 1.6);
        plot.legend->setFont(big);
        QCOMPARE(entry->minimumOuterSizeHint(), sizeOf(reference));
        plot.legend->setIconSize(44, 26);
        QCOMPARE(entry->minimumOuterSizeHint(), sizeOf(reference));
        plot.legend->setIconTextPadding(15);
        QCOMPARE(entry->minimumOuterSizeHint(), sizeOf(reference));
        for (QCPPlottableLegendItem* e : {static_cast<QCPPlottableLegendItem*>(entry), reference})
            e->setMargins(QMargins(9, 3, 11, 5));
        QCOMPARE(entry->minimumOuterSizeHint(), sizeOf(reference));
        QFont selected = big;
        selected.setPointSizeF(big.pointSizeF() * 1.5);
        selected.setBold(true);
        for (QCPPlottableLegendItem* e : {static_cast<QCPPlottableLegendItem*>(entry), reference}) {
            e->setSelectedFont(selected);
            e->setSelectable(true);
            e->setSelected(true);
        }
        QCOMPARE(entry->minimumOuterSizeHint(), sizeOf(reference));
        QVERIFY(entry->minimumOuterSizeHint().height() > shortName.height());
    }

    void aLongSubtitleWrapsWithinTheChart()
    {
        // The burn chart's subtitle on model 3's defaults, in the report's narrow chart, was cut at both
        // ends: now it breaks at spaces into lines no wider than asked, every word kept, line breaks kept.
        QCustomPlot plot;
        TextElement element(&plot, QString(), plot.font());
        const QString text = QStringLiteral("Serving is power and purchases: $79.8M of accelerators bought over the horizon; month 1: $48.1M / month "
                                            "recurring + $79.8M of accelerators on day 0\nsecond line");
        const int width = 300;
        element.setWrappedText(text, width);
        const QStringList lines = element.text().split(QLatin1Char('\n'));
        QVERIFY(lines.size() >= 4); // three or more for the long line, and the second one
        const QFontMetrics metrics(plot.font());
        for (const QString& line : lines)
            QVERIFY2(metrics.horizontalAdvance(line) <= width, qPrintable(line));
        QCOMPARE(lines.last(), QStringLiteral("second line"));
        QCOMPARE(element.text().replace(QLatin1Char('\n'), QLatin1Char(' ')), QString(text).replace(QLatin1Char('\n'), QLatin1Char(' ')));
        element.setWrappedText(text, 100000); // wide enough: as given
        QCOMPARE(element.text(), text);
    }

    void aSubtitleIsWrappedOnceTheChartHasItsSize()
    {
        // A tab never shown has no size of its own (a stacked layout sizes its current page only):
        // its chart does not wrap its subtitle at a new widget's width at every change, word by
        // word, but once it is given its size; the whole subtitle is its description meanwhile.
        const Scenario s;
        const SimulationResult r = simulateWithSeries(s);
        const auto subtitleShown = [](const ChartView& chart) {
            for (QCPLayoutElement* e : chart.plot()->plotLayout()->elements(true))
                if (const auto* text = qobject_cast<QCPTextElement*>(e); text && text->text().contains(QStringLiteral("runs out")))
                    return text->text();
            return QString();
        };
        QTabWidget tabs;
        tabs.addTab(new QWidget, QStringLiteral("first"));
        auto* chart = new RunwayChart;
        tabs.addTab(chart, QStringLiteral("second"));
        tabs.resize(300, 400);
        tabs.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tabs));
        chart->setData(s, r);
        const QString subtitle = chart->accessibleDescription(); // the whole subtitle
        QVERIFY2(subtitle.contains(QStringLiteral("runs out")), qPrintable(subtitle));
        QCOMPARE(subtitleShown(*chart), QString()); // not wrapped at a size no layout gave
        tabs.setCurrentWidget(chart);
        QTRY_VERIFY(subtitleShown(*chart).contains(QLatin1Char('\n')));
        QCOMPARE(subtitleShown(*chart).replace(QLatin1Char('\n'), QLatin1Char(' ')), subtitle);
        // Sized by hand (the report's charts are never shown), it wraps at once.
        RunwayChart report;
        report.resize(300, 200);
        report.setData(s, r);
        QVERIFY(subtitleShown(report).contains(QLatin1Char('\n')));
    }

    void wrappedLinesAreThoseOfAddingAWordAtATime()
    {
        // The element finds each line's words by doubling and halving; its lines are the ones of
        // adding one word at a time while the line fits (a word at least; an empty line takes the
        // next word without a space), for every width, with double, leading and trailing spaces.
        const auto oneWordAtATime = [](const QString& text, int width, const QFontMetrics& metrics) {
            QStringList lines;
            for (const QString& paragraph : text.split(QLatin1Char('\n'))) {
                QString line;
                for (const QString& word : paragraph.split(QLatin1Char(' '))) {
                    const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
                    if (!line.isEmpty() && metrics.horizontalAdvance(longer) > width) {
                        lines << line;
                        line = word;
                    } else {
                        line = longer;
                    }
                }
                lines << line;
            }
            return lines.join(QLatin1Char('\n'));
        };
        QCustomPlot plot;
        TextElement element(&plot, QString(), plot.font());
        const QFontMetrics metrics(plot.font());
        const QStringList texts{QStringLiteral("Cash runs out on 2026-11-26, after 8.9 months · the articles' view: 1.9 months"),
                                QStringLiteral("  two leading spaces,  doubled  spaces and a trailing one \n\nan empty line above"),
                                QStringLiteral("a Supercalifragilisticexpialidocious word wider than the narrowest widths"), QString()};
        for (const QString& text : texts) {
            for (int width = 1; width <= metrics.horizontalAdvance(text) + 20; width += 7) {
                element.setWrappedText(text, width);
                QCOMPARE(element.text(), oneWordAtATime(text, width, metrics));
            }
        }
    }

    void runwayPlotsTheDailyCash_data()
    {
        QTest::addColumn<Scenario>("scenario");
        Scenario shortHorizon;
        shortHorizon[ParamId::HorizonMonths] = 12;
        Scenario floor;
        floor[ParamId::Price] = 0.03;
        QTest::newRow("defaults") << Scenario{};
        QTest::newRow("12 months") << shortHorizon;
        QTest::newRow("price floor") << floor;
        QTest::newRow("funding") << withFunding();
    }
    void runwayPlotsTheDailyCash()
    {
        QFETCH(Scenario, scenario);
        const SimulationResult r = simulateWithSeries(scenario);
        RunwayChart chart;
        chart.setData(scenario, r);
        QCPGraph* cash = chart.cashGraph();
        QCOMPARE(cash->data()->size(), scenario.horizonDays()); // one point a day, 30-day months
        const std::vector<double> articles = listValueCashPath(scenario);
        for (int d = 0; d < scenario.horizonDays(); ++d)
            QCOMPARE(valueAt(cash, d), r.dailyCash[static_cast<std::size_t>(d)]);
        // The articles' view, day by day until it leaves through the plot's floor, where it ends.
        const QCPGraph* list = chart.articlesGraph();
        const double floor = chart.plot()->yAxis->range().lower;
        int inside = 0;
        while (inside < scenario.horizonDays() && articles[static_cast<std::size_t>(inside)] >= floor)
            ++inside;
        QVERIFY(inside > 0);
        // Drawn from the points its straight runs need: through every day's value within a
        // ten-thousandth of the cash range, and far fewer points than days.
        const double span = chart.plot()->yAxis->range().size(); // a tenth of a pixel on a 1,000-pixel-high plot
        for (int d = 0; d < inside; ++d) {
            const double drawn = test::lineValueAt(list, secondsOf(scenario.startDate) + d * 86400.0);
            QVERIFY2(std::fabs(drawn - articles[static_cast<std::size_t>(d)]) <= 1e-4 * span * (1 + 1e-9), qPrintable(QString::number(d)));
        }
        QCOMPARE(valueAt(list, 0), articles.front());
        QVERIFY2(list->data()->size() < inside / 4 + 3, qPrintable(QString::number(list->data()->size())));
        if (inside < scenario.horizonDays())
            QCOMPARE(valueAt(list, list->data()->size() - 1), floor); // it ends on the floor
        // The line drawn passes through every day's balance within a ten-thousandth of the range.
        const QCPGraph* line = chart.cashLineGraph();
        const double range = chart.plot()->yAxis->range().size();
        for (int d = 0; d < scenario.horizonDays(); ++d)
            QVERIFY2(std::fabs(test::lineValueAt(line, secondsOf(scenario.startDate) + d * 86400.0) - r.dailyCash[static_cast<std::size_t>(d)]) <= 1e-4 * range,
                     qPrintable(QString::number(d)));
        QVERIFY(line->data()->size() < scenario.horizonDays() / 4);
        QVERIFY(chart.plot()->legend->hasItemWithPlottable(line));
        QVERIFY(!chart.plot()->legend->hasItemWithPlottable(cash));
        QCOMPARE(cash->data()->at(0)->key, secondsOf(scenario.startDate));
        QCOMPARE(cash->data()->at(10)->key, secondsOf(scenario.startDate) + 10 * 86400.0);
        QCOMPARE(chart.cashOutMarker()->visible(), r.metrics.runwayDays.has_value());
        // Setting the same data again reuses the graphs: no new plottables or items.
        const int plottables = chart.plot()->plottableCount(), items = chart.plot()->itemCount();
        chart.setData(scenario, r);
        QCOMPARE(chart.plot()->plottableCount(), plottables);
        QCOMPARE(chart.plot()->itemCount(), items);
    }

    void runwayMarksCashOutAndFunding()
    {
        Scenario s;
        RunwayChart chart;
        chart.setData(s, simulateWithSeries(s));
        // MODEL.md worked example (model 2): the defaults run out of cash on day 525, 2027-08-11.
        QCOMPARE(chart.cashOutMarker()->position->key(), secondsOf(Date{2027, 8, 11}));
        QVERIFY(hasVisibleText(chart.plot(), display::date(Date{2027, 8, 11})));
        QVERIFY(!hasVisibleText(chart.plot(), QStringLiteral("+$")));

        const Scenario funded = withFunding();
        const SimulationResult r = simulateWithSeries(funded);
        chart.setData(funded, r);
        QVERIFY(hasVisibleText(chart.plot(), QStringLiteral("+$500M"))); // 5e8 at month 12
        // The step: day 360 gains the $500M on top of that day's net burn.
        QCOMPARE(valueAt(chart.cashGraph(), 360), r.dailyCash[360]);
        QVERIFY(valueAt(chart.cashGraph(), 360) > valueAt(chart.cashGraph(), 359) + 4.9e8);
        chart.setData(s, simulateWithSeries(s));
        QVERIFY(!hasVisibleText(chart.plot(), QStringLiteral("+$500M")));
    }

    void comparisonsAndFanHaveLegendEntries()
    {
        Scenario s;
        RunwayChart chart;
        chart.setData(s, simulateWithSeries(s));
        const int base = legendEntries(chart.plot());
        // Cash, the articles' view, the simple view (model 1), the purchases, and model 3's own cash and credit
        // draw (each kept, greyed, while it has nothing to show).
        QCOMPARE(base, 6);
        Scenario bull = s;
        bull[ParamId::Conversion] = 5;
        Scenario floor = s;
        floor[ParamId::Price] = 0.03;
        chart.setComparisons({{QStringLiteral("Bull case"), Qt::darkGreen, bull.startDate, simulateWithSeries(bull).dailyCash},
                              {QStringLiteral("Price war"), Qt::magenta, floor.startDate, simulateWithSeries(floor).dailyCash}});
        QCOMPARE(legendEntries(chart.plot()), base + 2);
        QCOMPARE(chart.comparisonGraphs().size(), std::size_t{2});
        QCOMPARE(chart.comparisonGraphs()[1]->name(), QStringLiteral("Price war"));
        QCOMPARE(chart.comparisonGraphs()[1]->pen().color(), QColor(Qt::magenta));
        QCOMPARE(valueAt(chart.comparisonGraphs()[0], 500), simulateWithSeries(bull).dailyCash[500]);
        chart.setComparisons({{QStringLiteral("Bull case"), Qt::darkGreen, bull.startDate, simulateWithSeries(bull).dailyCash}});
        QCOMPARE(legendEntries(chart.plot()), base + 1);

        FanBands fan;
        for (int m = 0; m < 36; ++m) {
            const double mid = 1e9 - m * 3e7;
            fan.p5.push_back(mid - 2e8);
            fan.p25.push_back(mid - 1e8);
            fan.p50.push_back(mid);
            fan.p75.push_back(mid + 1e8);
            fan.p95.push_back(mid + 2e8);
        }
        chart.setFan(fan);
        QCOMPARE(legendEntries(chart.plot()), base + 1 + 3);
        QCOMPARE(chart.fanGraph(2)->data()->size(), 36);
        QCOMPARE(chart.fanGraph(2)->data()->at(0)->key, secondsOf(s.startDate) + 29 * 86400.0); // end of month 0
        QVERIFY(chart.fanGraph(4)->visible());
        chart.setFan(FanBands{});
        QCOMPARE(legendEntries(chart.plot()), base + 1);
        QVERIFY(!chart.fanGraph(4)->visible());
    }

    void burnBarsStackTheMonthSums()
    {
        // Per token the bars are the economic serving split by who is served, and the operating cost.
        Scenario s;
        s.capacityMode = CapacityMode::PerToken;
        const SimulationResult r = simulateWithSeries(s);
        BurnChart chart;
        chart.setData(s, r);
        QCOMPARE(chart.freeTierBars()->data()->size(), s.horizonMonths());
        for (int m = 0; m < s.horizonMonths(); ++m) {
            const DayFlows& f = r.monthly[static_cast<std::size_t>(m)].sums;
            const double free = chart.freeTierBars()->data()->at(m)->value;
            const double paid = chart.paidServingBars()->data()->at(m)->value;
            const double opex = chart.opexBars()->data()->at(m)->value;
            QCOMPARE(free, f.freeTierCostUsd);
            QVERIFY(qAbs(free + paid + opex - (f.servingCostUsd + f.opexUsd)) < 1e-6 * (f.servingCostUsd + f.opexUsd));
            QCOMPARE(valueAt(chart.revenueGraph(), m), f.revenueUsd);
            QCOMPARE(valueAt(chart.netBurnGraph(), m), f.netBurnUsd);
        }
        // Model-2 defaults (MODEL.md §4): opex(d) = 35.3e6 / 30 × 1.02^(d/30), month 0 sums days
        // 0–29 (about $35.64M); the free tier ends after 6 months, day 180.
        double opexMonth0 = 0;
        for (int d = 0; d < 30; ++d)
            opexMonth0 += 35.3e6 / 30 * std::pow(1.02, d / 30.0);
        QCOMPARE(chart.opexBars()->data()->at(0)->value, opexMonth0);
        QVERIFY(qAbs(opexMonth0 - 35.64e6) < 0.01e6);
        QVERIFY(chart.opexBars()->data()->at(35)->value > 1.9 * opexMonth0); // 1.02^35 ≈ 2.0: the cost grows
        QCOMPARE(chart.freeTierBars()->data()->at(6)->value, 0.0);
        QCOMPARE(chart.cutOffLine()->point1->key(), secondsOf(s.startDate) + 180 * 86400.0);
        QVERIFY(chart.cutOffLine()->visible());
        QCOMPARE(chart.paidServingBars()->barBelow(), chart.opexBars());
        QCOMPARE(chart.freeTierBars()->barBelow(), chart.paidServingBars());
        QVERIFY(!chart.powerBars()->visible() && !chart.capexBars()->visible());
        // Hiding the middle layer drops the top one onto the bottom one.
        chart.setSeriesVisible(chart.paidServingBars(), false);
        QCOMPARE(chart.freeTierBars()->barBelow(), chart.opexBars());
        chart.setSeriesVisible(chart.paidServingBars(), true);
        QCOMPARE(chart.freeTierBars()->barBelow(), chart.paidServingBars());

        Scenario always = s;
        always[ParamId::FreeTierMonths] = 36;
        chart.setData(always, simulateWithSeries(always));
        QVERIFY(!chart.cutOffLine()->visible());
    }

    void burnBarsOfAnOwnedFleetArePowerAndCapex()
    {
        // Owned (the defaults, MODEL.md §4): serving's cash is power(d) + capex(d), depreciation
        // is not cash; demand growing 5 % a month makes the fleet buy accelerators.
        Scenario s;
        s[ParamId::Growth] = 5;
        QVERIFY(s.owned());
        const SimulationResult r = simulateWithSeries(s);
        BurnChart chart;
        chart.setData(s, r);
        QVERIFY(chart.powerBars()->visible() && chart.capexBars()->visible());
        QVERIFY(!chart.freeTierBars()->visible() && !chart.paidServingBars()->visible());
        QCOMPARE(chart.powerBars()->barBelow(), chart.opexBars());
        QCOMPARE(chart.capexBars()->barBelow(), chart.powerBars());
        double capex = 0;
        for (int m = 0; m < s.horizonMonths(); ++m) {
            const DayFlows& f = r.monthly[static_cast<std::size_t>(m)].sums;
            QCOMPARE(chart.powerBars()->data()->at(m)->value, f.powerUsd);
            QCOMPARE(chart.capexBars()->data()->at(m)->value, f.capexUsd);
            const double total = f.powerUsd + f.capexUsd + f.opexUsd;
            QVERIFY(qAbs(total - (f.servingCashUsd + f.opexUsd)) <= 1e-9 * total);
            capex += f.capexUsd;
        }
        QVERIFY(capex > 0);
        QVERIFY(qAbs(capex - r.metrics.capexTotalUsd) <= 1e-9 * capex);
        // The legend lists the mode's layers only; switching back restores the per-token ones.
        Scenario perToken = s;
        perToken.capacityMode = CapacityMode::PerToken;
        chart.setData(perToken, simulateWithSeries(perToken));
        QVERIFY(!chart.powerBars()->visible() && chart.freeTierBars()->visible());
        QVERIFY(!chart.plot()->legend->hasItemWithPlottable(chart.powerBars()));
        QVERIFY(chart.plot()->legend->hasItemWithPlottable(chart.freeTierBars()));
    }

    void programCrossesZeroAtBreakEven_data()
    {
        QTest::addColumn<double>("demand");
        QTest::addColumn<double>("price");
        QTest::addColumn<double>("elasticity");
        QTest::addColumn<double>("cap"); // NaN: no cap
        QTest::addColumn<double>("breakEven");
        const double none = std::numeric_limits<double>::quiet_NaN();
        // MODEL.md §5: with e = 1 (ε 0) and no binding quota the programme breaks even at
        // 100 × SC_eff / P_eff, SC 0.0307494 at the reference mix: 3.07494 % at $1, 6.14988 % at $0.50.
        // (At ε −1 the $1 price breaks even at 24.0842 %, off the 0–20 % chart.)
        QTest::newRow("quota full, $1, ε 0") << 1e14 << 1.0 << 0.0 << none << 3.07494;
        QTest::newRow("defaults at $0.50, ε 0") << 23.2e12 / 6 << 0.5 << 0.0 << none << 100 * 0.0307494 / 0.5;
        // MODEL.md §5 worked example: account cap 2e7 → programme break-even 8.71356 %.
        QTest::newRow("account cap 2e7") << 23.2e12 / 6 << 0.10 << -1.0 << 2e7 << 8.71356;
    }
    void programCrossesZeroAtBreakEven()
    {
        QFETCH(double, demand);
        QFETCH(double, price);
        QFETCH(double, elasticity);
        QFETCH(double, cap);
        QFETCH(double, breakEven);
        Scenario s;
        s[ParamId::Demand] = demand;
        s[ParamId::Price] = price;
        s[ParamId::Elasticity] = elasticity;
        if (!std::isnan(cap)) {
            s.set(ParamId::AccountCap, cap);
        }
        ProgramChart chart;
        chart.setData(s, simulateWithSeries(s));
        const QCPGraph* g = chart.contributionGraph();
        QCOMPARE(g->data()->size(), ProgramChart::kPoints);
        QCOMPARE(g->data()->at(0)->key, 0.0);
        QCOMPARE(g->data()->at(ProgramChart::kPoints - 1)->key, 20.0);
        QCOMPARE(valueAt(g, 30), programContributionAt(s, 3.0));
        double crossing = -1;
        for (int i = 1; i < g->data()->size(); ++i) {
            const double a = valueAt(g, i - 1), b = valueAt(g, i);
            if (a < 0 && b >= 0) {
                const double k0 = g->data()->at(i - 1)->key, k1 = g->data()->at(i)->key;
                crossing = k0 + (k1 - k0) * (-a) / (b - a);
                break;
            }
        }
        QVERIFY(qAbs(crossing - breakEven) < 1e-3);
        QVERIFY(chart.breakEvenMarker()->visible());
        QVERIFY(qAbs(chart.breakEvenMarker()->position->key() - breakEven) < 1e-4);
        QCOMPARE(chart.currentMarker()->position->key(), 3.0); // default conversion
    }

    void programBreakEvenAlwaysOnTheChart()
    {
        // Defaults: break-even at 30.7494 % (MODEL.md §5: 100 × SC_eff / P_eff); the range runs to
        // 1.2 × that rounded up to 5 %, 40 %, so the point is on the chart (issue 15 item 3).
        Scenario s;
        ProgramChart chart;
        chart.setData(s, simulateWithSeries(s));
        QVERIFY(chart.breakEvenMarker()->visible());
        QCOMPARE(chart.breakEvenMarker()->position->key(), *computeMetrics(s).programBreakEvenConversionPct);
        QVERIFY(chart.breakEvenLabel()->text().contains(QStringLiteral("30.7 %"))); // one decimal, as the card says
        QVERIFY(chart.contributionGraph()->data()->at(chart.contributionGraph()->data()->size() - 1)->key >= 40.0 - 1e-9);
    }

    void legendClickTogglesASeries()
    {
        Scenario s;
        RunwayChart chart;
        chart.resize(1200, 600);
        chart.setData(s, simulateWithSeries(s));
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.plot()->replot();
        QCPAbstractLegendItem* item = chart.plot()->legend->itemWithPlottable(chart.articlesGraph());
        QVERIFY(item);
        const QColor normal = chart.colors().foreground;
        QTest::mouseClick(chart.plot(), Qt::LeftButton, {}, item->rect().center());
        QVERIFY(!chart.articlesGraph()->visible());
        QVERIFY(!hasVisibleText(chart.plot(), QStringLiteral("Articles' view: out of cash"))); // its label goes too
        QVERIFY(static_cast<QCPPlottableLegendItem*>(item)->textColor() != normal);            // greyed
        QTest::mouseClick(chart.plot(), Qt::LeftButton, {}, item->rect().center());
        QVERIFY(chart.articlesGraph()->visible());
        QCOMPARE(static_cast<QCPPlottableLegendItem*>(item)->textColor(), normal);
        // The cash entry hides the drawn line and the day-by-day graph the tracer walks, with its marker.
        QCPAbstractLegendItem* cashItem = chart.plot()->legend->itemWithPlottable(chart.cashLineGraph());
        QVERIFY(cashItem);
        QTest::mouseClick(chart.plot(), Qt::LeftButton, {}, cashItem->rect().center());
        QVERIFY(!chart.cashLineGraph()->visible());
        QVERIFY(!chart.cashGraph()->visible());
        QVERIFY(!chart.cashOutMarker()->visible());
        QTest::mouseClick(chart.plot(), Qt::LeftButton, {}, cashItem->rect().center());
        QVERIFY(chart.cashLineGraph()->visible() && chart.cashGraph()->visible());
    }

    void hoverReadsTheValuesUnderTheCursor()
    {
        Scenario s;
        const SimulationResult r = simulateWithSeries(s);
        RunwayChart chart;
        chart.resize(1200, 600);
        chart.setData(s, r);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.plot()->replot();
        const double key = secondsOf(s.startDate) + 100 * 86400.0;
        const int x = static_cast<int>(std::lround(chart.plot()->xAxis->coordToPixel(key)));
        const int y = chart.plot()->axisRect()->rect().center().y();
        QTest::mouseMove(chart.plot(), QPoint(x, y));
        QTRY_VERIFY(!chart.hoverText().isEmpty());
        QVERIFY2(chart.hoverText().contains(display::money(r.dailyCash[100])), qPrintable(chart.hoverText()));
        QVERIFY(chart.hoverText().contains(display::date(s.startDate.plusDays(100))));
        QTest::keyClick(&chart, Qt::Key_Right); // the keyboard walks the tracer a day at a time
        QVERIFY2(chart.hoverText().contains(display::money(r.dailyCash[101])), qPrintable(chart.hoverText()));
        chart.hideHover();
        QVERIFY(chart.hoverText().isEmpty());
    }

    void zoomStaysOnTheTimeAxisAndDoubleClickResets()
    {
        Scenario s;
        RunwayChart chart;
        chart.resize(1200, 600);
        chart.setData(s, simulateWithSeries(s));
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.plot()->replot();
        const QCPRange fullX = chart.plot()->xAxis->range(), fullY = chart.plot()->yAxis->range();
        const QPoint centre = chart.plot()->axisRect()->rect().center();
        QWheelEvent wheel(QPointF(centre), chart.plot()->mapToGlobal(QPointF(centre)), QPoint(), QPoint(0, 240), Qt::NoButton, Qt::NoModifier,
                          Qt::NoScrollPhase, false);
        QApplication::sendEvent(chart.plot(), &wheel);
        QVERIFY(chart.plot()->xAxis->range().size() < fullX.size());
        QCOMPARE(chart.plot()->yAxis->range(), fullY); // y does not zoom
        chart.setData(s, simulateWithSeries(s));       // a new result keeps the user's zoom
        QVERIFY(chart.plot()->xAxis->range().size() < fullX.size());
        QTest::mouseDClick(chart.plot(), Qt::LeftButton, {}, centre);
        QCOMPARE(chart.plot()->xAxis->range(), fullX);
    }

    void paletteDecidesTheColours()
    {
        BurnChart chart;
        QPalette dark = chart.palette();
        dark.setColor(QPalette::Base, QColor(30, 30, 30));
        dark.setColor(QPalette::Text, QColor(230, 230, 230));
        chart.setPalette(dark);
        QVERIFY(chart.colors().dark);
        QCOMPARE(chart.colors().background, QColor(30, 30, 30));
        QCOMPARE(chart.plot()->xAxis->tickLabelColor(), QColor(230, 230, 230));
        QVERIFY(!chart.accessibleName().isEmpty());
    }

    void fontFollowsTheWidget()
    {
        Scenario s;
        RunwayChart chart;
        chart.setData(s, simulateWithSeries(s));
        QFont big = chart.font();
        big.setPointSizeF(big.pointSizeF() * 1.5);
        chart.setFont(big); // what presentation mode does through its style sheet
        QCOMPARE(chart.plot()->xAxis->tickLabelFont().pointSizeF(), big.pointSizeF());
        QCOMPARE(chart.plot()->legend->font().pointSizeF(), big.pointSizeF());
        QVERIFY(chart.plot()->xAxis->labelFont().pointSizeF() == big.pointSizeF());
    }

    void dateTicksFallOnCalendarDaysInAnyTimeZone()
    {
        // Keys are UTC midnights; the ticks are the first of a month (long spans) or whole days
        // (short ones), labelled with that date, whatever the machine's time zone.
        const QByteArray zone = qgetenv("TZ");
        qputenv("TZ", "America/Los_Angeles");
        tzset();
        Scenario s;
        RunwayChart chart;
        chart.setData(s, simulateWithSeries(s));
        QCPAxis* x = chart.plot()->xAxis;
        const QLocale english(QLocale::English, QLocale::UnitedStates);
        struct Span {
            double days;
            bool monthly;
        };
        for (const Span span : {Span{1080, true}, Span{400, true}, Span{120, false}, Span{30, false}, Span{6, false}}) {
            const double from = secondsOf(s.startDate) + 17 * 86400.0;
            QVector<double> ticks;
            QVector<QString> labels;
            x->ticker()->generate(QCPRange(from, from + span.days * 86400.0), english, QLatin1Char('g'), 2, ticks, nullptr, &labels);
            QVERIFY2(ticks.size() >= 3, qPrintable(QString::number(span.days)));
            for (int i = 0; i < ticks.size(); ++i) {
                const double days = ticks[i] / 86400.0;
                QCOMPARE(days, std::round(days)); // midnight UTC, not local midnight
                const Date d = Date::fromDays(static_cast<std::int64_t>(days));
                if (span.monthly)
                    QCOMPARE(d.day, 1);
                const QDate q(d.year, d.month, d.day);
                QCOMPARE(labels[i], english.toString(q, span.monthly ? QStringLiteral("MMM yyyy") : QStringLiteral("d MMM yyyy")));
            }
        }
        // Three years of months: one tick each quarter or half-year, January among them.
        QVector<double> ticks;
        QVector<QString> labels;
        x->ticker()->generate(QCPRange(secondsOf(Date{2026, 3, 4}), secondsOf(Date{2029, 2, 17})), english, QLatin1Char('g'), 2, ticks, nullptr, &labels);
        QVERIFY(labels.contains(QStringLiteral("Jan 2027")));
        QVERIFY(labels.contains(QStringLiteral("Jul 2028")));
        // In Chinese the year comes first, as it is written: 2027年1月.
        x->ticker()->generate(QCPRange(secondsOf(Date{2026, 3, 4}), secondsOf(Date{2029, 2, 17})), QLocale(QLocale::Chinese, QLocale::China), QLatin1Char('g'),
                              2, ticks, nullptr, &labels);
        QVERIFY2(labels.contains(QStringLiteral("2027年1月")), qPrintable(labels.join(QLatin1Char(' '))));
        x->ticker()->generate(QCPRange(secondsOf(Date{2026, 3, 4}), secondsOf(Date{2026, 3, 20})), QLocale(QLocale::Chinese, QLocale::China), QLatin1Char('g'),
                              2, ticks, nullptr, &labels);
        QVERIFY2(labels.contains(QStringLiteral("2026年3月10日")), qPrintable(labels.join(QLatin1Char(' '))));
        if (zone.isNull())
            qunsetenv("TZ");
        else
            qputenv("TZ", zone);
        tzset();
    }

    void updateIsFast()
    {
        // One slider step: simulate, then setData + replot of all three charts, all visible at
        // 1200 × 600. Wall time suffers when other processes share the cores; the thread's CPU
        // time shows the work itself.
        QWidget window;
        auto* layout = new QVBoxLayout(&window);
        RunwayChart runway;
        BurnChart burn;
        ProgramChart program;
        SeriesChart* const charts[3] = {&runway, &burn, &program};
        for (SeriesChart* c : charts) {
            c->setMinimumSize(1200, 600);
            layout->addWidget(c);
        }
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const auto threadMs = [] {
            timespec t{};
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
            return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
        };
        Scenario s;
        std::vector<double> wall, cpu, each[3];
        for (int i = 0; i < 200; ++i) {
            s[ParamId::Price] = 0.03 * std::pow(1 / 0.03, i / 199.0);
            QElapsedTimer timer;
            timer.start();
            const double cpu0 = threadMs();
            const SimulationResult r = simulateWithSeries(s);
            for (int c = 0; c < 3; ++c) {
                const double before = threadMs();
                charts[c]->setData(s, r);
                each[c].push_back(threadMs() - before);
            }
            cpu.push_back(threadMs() - cpu0);
            wall.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
        }
        const auto pct = [](std::vector<double> v, double p) {
            std::sort(v.begin(), v.end());
            return v[static_cast<std::size_t>(p * static_cast<double>(v.size() - 1))];
        };
        qInfo("simulate + 3 charts setData+replot: wall p50 %.2f ms, p95 %.2f ms; thread CPU p50 %.2f ms, p95 %.2f ms; "
              "CPU p50 per chart: runway %.2f, burn %.2f, programme %.2f ms",
              pct(wall, 0.5), pct(wall, 0.95), pct(cpu, 0.5), pct(cpu, 0.95), pct(each[0], 0.5), pct(each[1], 0.5), pct(each[2], 0.5));
        QVERIFY(pct(cpu, 0.5) < 50); // a sanity bound only: the goal (8 ms p95) is measured by `bench ui`
    }
};

QTEST_MAIN(TestCharts)
#include "test_charts.moc"
