#pragma once
// The free-tier programme chart: day 0's programme contribution (converted revenue less
// the serving cost of every token the programme brings) against conversion 0–20 % at the
// current price, with the break-even conversion and the current conversion marked.

#include <vector>

#include "ui/charts/chartview.h"

class QCPItemStraightLine;

namespace runway {

class ProgramChart : public ChartView {
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
    double keyStep() const override { return m_step; }

private:
    void updateMarkers(const Scenario& s, const SimulationResult& r);

    QCPGraph* m_curve;
    QCPItemTracer* m_breakEven;
    QCPItemText* m_breakEvenLabel;
    QCPItemTracer* m_current;
    QCPItemStraightLine* m_currentLine;
    QCPItemText* m_currentLabel;
    std::vector<double> m_keys, m_values;
    double m_step = 0.1;
    double m_xMax = 20;
};

} // namespace runway
