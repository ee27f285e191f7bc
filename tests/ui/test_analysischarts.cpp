// The analyses' charts (the What-if map and the Sensitivity chart): their colours, readable by a
// colour-blind reader and independent of the data's sign, and the places of the Sensitivity chart's
// labels (split from test_charts.cpp, which keeps the series charts).
#define QCUSTOMPLOT_USE_LIBRARY
#include <qcustomplot.h>

#include <QtTest>

#include <array>
#include <cmath>
#include <vector>

#include "core/analysis/heatmap.h"
#include "core/model/chartseries.h"
#include "core/model/model.h"
#include "ui/charts/heatmapchart.h"
#include "ui/charts/tornadochart.h"

using namespace runway;

namespace {

/// A map of `measure` on the default grid whose cells run evenly from `low` to `high`.
Heatmap mapFrom(HeatmapMeasure measure, double low, double high)
{
    HeatmapOptions options;
    options.measure = measure;
    Heatmap map = heatmapGrid(options);
    map.measure = measure;
    const std::size_t n = map.prices.size() * map.conversionsPct.size();
    map.values.resize(n);
    for (std::size_t k = 0; k < n; ++k)
        map.values[k] = low + (high - low) * static_cast<double>(k) / static_cast<double>(n - 1);
    return map;
}

/// `c` as a deuteranope sees it (Machado, Oliveira & Fernandes 2009, severity 1, on linear RGB).
std::array<double, 3> deuteranopia(const QColor& c)
{
    const auto linear = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    const double r = linear(c.redF()), g = linear(c.greenF()), b = linear(c.blueF());
    return {0.367322 * r + 0.860646 * g - 0.227968 * b, 0.280085 * r + 0.672501 * g + 0.047413 * b, -0.011820 * r + 0.042940 * g + 0.968881 * b};
}

double distance(const std::array<double, 3>& a, const std::array<double, 3>& b)
{
    return std::hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

/// `chart` on the default scenario (its base line and rows' names): the base runway, which the bars'
/// ends are placed around.
double onDefaults(TornadoChart& chart)
{
    const Scenario s;
    const SimulationResult r = simulateWithSeries(s);
    chart.setData(s, r);
    return r.metrics.runwayMonthsCapped;
}

TornadoBar bar(ParamId param, double low, double high, std::optional<double> runwayAtLow, std::optional<double> runwayAtHigh)
{
    TornadoBar b;
    b.param = param;
    b.low = low;
    b.high = high;
    b.runwayAtLow = runwayAtLow;
    b.runwayAtHigh = runwayAtHigh;
    return b;
}

} // namespace

class TestAnalysisCharts : public QObject {
    Q_OBJECT
private slots:
    void runwayMapColoursDoNotFollowTheData()
    {
        // A fixed scale, 0 → horizon: 27.5 months is the same colour whatever the other cells hold,
        // and a map where every cell lasts the horizon is "beyond the horizon", not alarm red.
        HeatmapChart chart;
        chart.resize(900, 600);
        const Scenario s;
        chart.setData(s, simulateWithSeries(s));
        chart.setMeasure(HeatmapMeasure::Runway);
        const double horizon = s[ParamId::HorizonMonths];
        chart.setHeatmap(mapFrom(HeatmapMeasure::Runway, 5, horizon));
        const QColor at27 = chart.colorFor(27.5), at6 = chart.colorFor(6), beyond = chart.colorFor(horizon);
        chart.setHeatmap(mapFrom(HeatmapMeasure::Runway, 20, 30));
        QCOMPARE(chart.colorFor(27.5), at27);
        QCOMPARE(chart.colorFor(6), at6);
        chart.setHeatmap(mapFrom(HeatmapMeasure::Runway, horizon, horizon)); // after a goal seek: every cell lasts
        QCOMPARE(chart.colorFor(horizon), beyond);
        QCOMPARE(chart.colorFor(27.5), at27);
        QVERIFY(beyond.blue() > beyond.red());               // its own colour, apart from the orange ramp
        QVERIFY(at27.lightnessF() > at6.lightnessF() + 0.2); // a longer runway is lighter, not alarm red
        QVERIFY(chart.colorFor(horizon - 1).red() > chart.colorFor(horizon - 1).blue());
    }

    void contributionMapIsColourBlindSafeAndGraded()
    {
        HeatmapChart chart;
        chart.resize(900, 600);
        const Scenario s;
        chart.setData(s, simulateWithSeries(s));
        chart.setHeatmap(mapFrom(HeatmapMeasure::Contribution, -2e5, 5e6)); // small losses beside large gains
        const QColor loss = chart.colorFor(-2e5), smallLoss = chart.colorFor(-5e4), zero = chart.colorFor(0), gain = chart.colorFor(5e6);
        // Losses and gains stay apart for a deuteranope (red against green would not: about 0.05).
        QVERIFY2(distance(deuteranopia(loss), deuteranopia(gain)) > 0.25, qPrintable(QString::number(distance(deuteranopia(loss), deuteranopia(gain)))));
        // The loss side is graded over its own range: a quarter of the largest loss is visibly coloured, and lighter.
        QVERIFY2(distance(deuteranopia(smallLoss), deuteranopia(zero)) > 0.08, qPrintable(smallLoss.name()));
        QVERIFY(smallLoss.lightnessF() > loss.lightnessF() + 0.1);
        QVERIFY(loss != smallLoss);
    }

    void tornadoColoursTheEffectOnTheRunway()
    {
        TornadoChart chart;
        const double base = onDefaults(chart);
        // Conversion: the low end shortens; elasticity-like: the low end lengthens.
        chart.setBars({bar(ParamId::Conversion, 1, 6, base - 4, base + 3), bar(ParamId::Growth, -5, 20, base + 2, base - 1)});
        QCPBars* shorter = chart.shorterBars();
        QCPBars* longer = chart.longerBars();
        QCOMPARE(shorter->data()->size(), 2);
        QCOMPARE(longer->data()->size(), 2);
        for (auto it = shorter->data()->constBegin(); it != shorter->data()->constEnd(); ++it)
            QVERIFY(it->value < 0);
        for (auto it = longer->data()->constBegin(); it != longer->data()->constEnd(); ++it)
            QVERIFY(it->value > 0);
        QVERIFY(shorter->brush().color() != longer->brush().color());
        QCOMPARE(shorter->name(), QStringLiteral("Shortens the runway"));
    }

    void tornadoLabelsOfARowNeverShareASide()
    {
        // An end at the base (no bar) takes the side its row's other end leaves free: at 1366 x 768 the
        // demand growth row's "−5 % → 8.9 months" stood on "10 % → 7.0 months" (both on the left).
        TornadoChart chart;
        const double base = onDefaults(chart);
        struct Row {
            std::optional<double> atLow, atHigh;
            bool lowLeft, highLeft;
        };
        const Row rows[] = {
            {base, base - 2, false, true},         // low at the base, high shorter
            {base + 2, base, false, true},         // low longer, high at the base
            {base - 2, base, true, false},         // low shorter, high at the base
            {base, base + 2, true, false},         // low at the base, high longer
            {base, base, true, false},             // neither moves the runway
            {std::nullopt, base - 1, false, true}, // low cannot be represented, high shorter
            {base - 3, base + 1, true, false},     // the usual row
            {base + 1, base + 4, false, false},    // both longer: both bars on the right
        };
        std::vector<TornadoBar> bars;
        for (const Row& row : rows)
            bars.push_back(bar(ParamId::Growth, -5, 10, row.atLow, row.atHigh));
        chart.setBars(bars);
        for (std::size_t k = 0; k < std::size(rows); ++k) {
            QVERIFY2(chart.labelOnLeft(k, false) == rows[k].lowLeft, qPrintable(QStringLiteral("row %1, low end").arg(k)));
            QVERIFY2(chart.labelOnLeft(k, true) == rows[k].highLeft, qPrintable(QStringLiteral("row %1, high end").arg(k)));
        }
    }
};

QTEST_MAIN(TestAnalysisCharts)
#include "test_analysischarts.moc"
