#pragma once
// The free-tier programme chart: day 0's programme contribution (converted revenue less
// the serving cost of every token the programme brings) against conversion 0–20 % at the
// current price, with the break-even conversion and the current conversion marked; under it the
// unit economics of a paying account and, with a per-account cap, the cap's funnel.

#include <memory>

#include "core/model/chartseries.h"
#include "ui/charts/serieschart.h"
#include "ui/charts/uniteconomics.h"

class QCPItemStraightLine;
class QCPLayoutGrid;

namespace runway {

class ProgramChart : public SeriesChart {
    Q_OBJECT
public:
    explicit ProgramChart(QWidget* parent = nullptr);
    ~ProgramChart() override;

    void setData(const Scenario& s, const SimulationResult& r) override;

    QCPGraph* contributionGraph() const { return m_curve; }
    QCPItemTracer* breakEvenMarker() const { return m_breakEven; }
    QCPItemText* breakEvenLabel() const { return m_breakEvenLabel; }
    QCPItemTracer* currentMarker() const { return m_current; }
    const UnitEconomicsPanels& unitEconomics() const { return *m_unit; }

    static constexpr int kPoints = kProgrammePoints; ///< the document's published curve's points

protected:
    QString hoverTextAt(double key) const override;
    QCPGraph* hoverGraph() const override { return m_curve; }
    void applySeriesColors() override;
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    double keyStep() const override { return m_series.stepPct; }

private:
    void updateMarkers(const Scenario& s, const SimulationResult& r);
    void arrange(bool beside);
    void placeBreakEvenLabel();

    QCPGraph* m_curve;
    QCPItemTracer* m_breakEven;
    QCPItemText* m_breakEvenLabel;
    QCPItemTracer* m_current;
    QCPItemStraightLine* m_currentLine;
    QCPItemText* m_currentLabel;
    QCPLayoutGrid* m_body;   ///< the curve's axes and the panels, beside or under it
    QCPLayoutGrid* m_panels; ///< the unit-economics panels
    bool m_beside = false;
    std::unique_ptr<UnitEconomicsPanels> m_unit;
    ProgrammeCurve m_series; ///< core's curve, as drawn
    double m_xMax = 20;
};

} // namespace runway
