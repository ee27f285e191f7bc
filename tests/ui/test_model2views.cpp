// Model 2's views (issue 15): the Capacity chart draws the core's fleet series as it is
// (core/model/chartseries: capacitySeries), and says so in per-token mode.
#include <QtTest>

#include <qcustomplot.h>

#include "core/model/chartseries.h"
#include "core/model/model.h"
#include "ui/charts/capacitychart.h"

using namespace runway;

class TestModel2Views : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void capacityChartDrawsTheCoreSeries()
    {
        Scenario s;
        s[ParamId::Growth] = 5; // the fleet grows: purchases every month after the first
        const SimulationResult r = simulate(s);
        const CapacitySeries core = capacitySeries(s, r);
        CapacityChart chart;
        chart.setData(s, r);
        const std::size_t n = core.fleetEnd.size();
        QCOMPARE(static_cast<std::size_t>(chart.fleetGraph()->data()->size()), n + 1); // one more key closes the last step
        QCOMPARE(static_cast<std::size_t>(chart.boughtBars()->data()->size()), n);
        for (std::size_t m = 0; m < n; ++m) {
            const int i = static_cast<int>(m);
            QCOMPARE(chart.fleetGraph()->data()->at(i)->value, core.fleetEnd[m]);
            QCOMPARE(chart.neededGraph()->data()->at(i)->value, core.neededPeak[m]);
            QCOMPARE(chart.boughtBars()->data()->at(i)->value, core.bought[m]);
        }
        QCOMPARE(chart.fleetGraph()->channelFillGraph(), chart.neededGraph()); // the idle chips are shaded
        QVERIFY(*r.metrics.chipsBought > 0);
        QCOMPARE(chart.fleetGraph()->data()->at(0)->value, std::max(9667.0, core.neededPeak[0])); // MODEL.md §4: 9,667 at the start
    }

    void capacityChartPerTokenOwnsNoFleet()
    {
        Scenario s;
        s.capacityMode = CapacityMode::PerToken;
        CapacityChart chart;
        chart.setData(s, simulate(s));
        QCOMPARE(chart.fleetGraph()->data()->size(), 0);
        QCOMPARE(chart.boughtBars()->data()->size(), 0);
    }
};

QTEST_MAIN(TestModel2Views)
#include "test_model2views.moc"
