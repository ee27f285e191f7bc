#pragma once
// The What-if map tab: one measure (programme contribution or runway) over price × conversion
// (MODEL.md §8) as a colour map on a log price axis, with a colour scale, the break-even
// contour (or the contour at a target runway), the current point, and a click that asks for
// the clicked cell's price and conversion.

#include <QPoint>
#include <QString>

#include "core/analysis/heatmap.h"
#include "ui/charts/chartview.h"

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QCPColorMap;
class QCPColorScale;
class QCPItemText;
class QCPItemTracer;
class QMouseEvent;

namespace runway {

struct SimulationResult;

class HeatmapChart : public ChartView {
    Q_OBJECT
public:
    explicit HeatmapChart(QWidget* parent = nullptr);

    /// Moves the current-point marker and keeps the target runway at the horizon until edited.
    void setData(const Scenario& s, const SimulationResult& r);
    /// The map computed by core (computeHeatmap); its measure must be measure() to be shown.
    void setHeatmap(const Heatmap& map);

    HeatmapMeasure measure() const;
    void setMeasure(HeatmapMeasure measure);
    /// The runway the contour follows when the measure is runway, in months.
    double targetRunway() const;

    const Heatmap& heatmap() const { return m_map; }
    QCPColorMap* colorMap() const { return m_colorMap; }
    QCPColorScale* colorScale() const { return m_scale; }
    QCPGraph* contourGraph() const { return m_contour; }
    QCPItemTracer* currentMarker() const { return m_current; }
    /// The colour a cell of value `value` gets now. On the runway measure the scale is fixed
    /// (0 → the horizon, marks at 12 and 24 months, "beyond the horizon" a colour of its own),
    /// so a value's colour never depends on the other cells.
    QColor colorFor(double value) const;
    QComboBox* measureCombo() const { return m_measureBox; }
    QDoubleSpinBox* targetSpinBox() const { return m_target; }
    /// The widget position of cell (conversion row j, price column i) in plot() coordinates.
    QPoint cellCentre(std::size_t conversion, std::size_t price) const;

signals:
    void measureChanged(runway::HeatmapMeasure measure);
    /// A click on the map: the clicked cell's price ($ per 1M tokens) and conversion (%).
    void pointChosen(double price, double conversionPct);

protected:
    void applySeriesColors() override;
    void showEvent(QShowEvent* event) override;

private:
    void applyGradient();
    /// The colour scale's range and ticks for the measure (the runway's fixed, the contribution's from the map).
    void applyScale();
    void updateContour();
    void updateMarker();
    void updateTexts();
    /// The cell under a widget position, as (row, column); false outside the map.
    bool cellAt(const QPointF& pos, std::size_t& conversion, std::size_t& price) const;
    void onPress(QMouseEvent* event);
    void onMove(QMouseEvent* event);

    QComboBox* m_measureBox;
    QDoubleSpinBox* m_target;
    QLabel* m_targetLabel;
    QCPColorMap* m_colorMap;
    QCPColorScale* m_scale;
    QCPGraph* m_contour;
    QCPItemTracer* m_current;
    QCPItemText* m_currentLabel;
    Heatmap m_map;
    double m_price = 0.1;
    double m_conversion = 3;
    double m_contribution = 0;
    double m_runway = 0;
    double m_horizon = 36;
    double m_lowest = -1; ///< the contribution map's lowest and highest value (zero included)
    double m_highest = 1;
    bool m_targetEdited = false;
};

} // namespace runway
