#pragma once
// The Capacity chart (owned mode, MODEL.md §4): the fleet against the accelerators the busiest
// day of each month needs, the purchases per month (bars on the right axis, their cost on hover)
// and the idle accelerators between the two lines shaded: chips bought for the free tier stay
// and draw power after it ends. In per-token mode it says that no fleet is owned.

#include <vector>

#include "core/model/chartseries.h"
#include "ui/charts/serieschart.h"

namespace runway {

class CapacityChart : public SeriesChart {
    Q_OBJECT
public:
    explicit CapacityChart(QWidget* parent = nullptr);

    void setData(const Scenario& s, const SimulationResult& r) override;

    QCPGraph* fleetGraph() const { return m_fleet; }
    QCPGraph* neededGraph() const { return m_needed; }
    QCPBars* boughtBars() const { return m_bought; }

protected:
    QString hoverTextAt(double key) const override;
    QCPGraph* hoverGraph() const override { return m_fleet; }
    void applySeriesColors() override;
    double keyStep() const override { return 30 * 86400.0; }

private:
    QCPGraph* m_fleet;
    QCPGraph* m_needed;
    QCPBars* m_bought;
    CapacitySeries m_series;
    std::vector<double> m_keys, m_barKeys;
    std::int64_t m_startDays = 0;
    bool m_owned = true;
};

} // namespace runway
