#pragma once
// The free-tier programme chart: day 0's programme contribution (converted revenue less
// the serving cost of every token the programme brings) against conversion 0–20 % at the
// current price, with the break-even conversion and the current conversion marked.

#include "core/model/chartseries.h"
#include "ui/charts/serieschart.h"

class QCPItemStraightLine;

namespace runway {

class ProgramChart : public SeriesChart {
    Q_OBJECT
public:
    explicit ProgramChart(QWidget* parent = nullptr);

    void setData(const Scenario& s, const SimulationResult& r) override;

    QCPGraph* contributionGraph() const { return m_curve; }
    QCPItemTracer* breakEvenMarker() const { return m_breakEven; }
    QCPItemText* breakEvenLabel() const { return m_breakEvenLabel; }
    QCPItemTracer* currentMarker() const { return m_current; }

    static constexpr int kPoints = 201;

protected:
    QString hoverTextAt(double key) const override;
    QCPGraph* hoverGraph() const override { return m_curve; }
    void applySeriesColors() override;
    double keyStep() const override { return m_series.stepPct; }

private:
    void updateMarkers(const Scenario& s, const SimulationResult& r);

    QCPGraph* m_curve;
    QCPItemTracer* m_breakEven;
    QCPItemText* m_breakEvenLabel;
    QCPItemTracer* m_current;
    QCPItemStraightLine* m_currentLine;
    QCPItemText* m_currentLabel;
    ProgrammeCurve m_series; ///< core's curve, as drawn
    double m_xMax = 20;
};

} // namespace runway
