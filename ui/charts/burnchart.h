#pragma once
// The burn chart: per month, stacked bars of the cash that goes out, with revenue and net burn as
// lines and the free tier's cut-off marked. Per token the bars are free-tier serving, paid
// serving and the operating cost; with an owned fleet (MODEL.md §4) serving's cash is power and
// the accelerators bought (capex), so the bars are power, capex and the operating cost. Under
// the main axes a small panel shows serving alone on its own scale, where it is not a sliver.

#include <vector>

#include "core/model/model.h"
#include "ui/charts/serieschart.h"

class QCPAxisRect;
class QCPItemStraightLine;

namespace runway {

class BurnChart : public SeriesChart {
    Q_OBJECT
public:
    explicit BurnChart(QWidget* parent = nullptr);

    void setData(const Scenario& s, const SimulationResult& r) override;

    QCPBars* freeTierBars() const { return m_free; }
    QCPBars* paidServingBars() const { return m_paid; }
    QCPBars* opexBars() const { return m_opex; }
    /// Model 3 (MODEL3.md §4b): training compute on its own layer above the other operating cost;
    /// empty (its legend entry greyed) for a model-1 or model-2 scenario, whose opex is one line.
    QCPBars* trainingBars() const { return m_training; }
    QCPBars* powerBars() const { return m_power; }
    QCPBars* capexBars() const { return m_capex; }
    /// The bars of the current capacity mode, bottom to top.
    std::vector<QCPBars*> stack() const;
    QCPGraph* revenueGraph() const { return m_revenue; }
    QCPGraph* netBurnGraph() const { return m_net; }
    QCPItemStraightLine* cutOffLine() const { return m_cutOff; }
    QCPItemText* cutOffLabel() const { return m_cutOffLabel; }
    /// The small panel under the main axes: serving alone on its own scale (the mode's two
    /// serving layers, power and capex or paid and free-tier serving, stacked).
    QCPAxisRect* servingPanel() const { return m_servingRect; }
    QCPBars* servingPanelBars(int layer) const { return layer == 0 ? m_servingLow : m_servingHigh; }

protected:
    QString hoverTextAt(double key) const override;
    QCPGraph* hoverGraph() const override { return m_net; }
    void applySeriesColors() override;
    void seriesVisibilityChanged(QCPAbstractPlottable* series) override;
    double keyStep() const override { return 30 * 86400.0; }
    void axesReleased() override;
    void changeEvent(QEvent* event) override;

private:
    /// The serving panel at least as tall as its rotated axis label (it overprinted the main
    /// axes' ticks when the chart was short), in the current font.
    void fitPanelHeight();
    void restack();
    void buildServingPanel();
    void showMode(bool owned);
    void updateCutOff(const Scenario& s);

    QCPBars* m_free;
    QCPBars* m_paid;
    QCPBars* m_opex;
    QCPBars* m_training;
    QCPBars* m_power;
    QCPBars* m_capex;
    QCPAxisRect* m_servingRect = nullptr;
    QCPBars* m_servingLow = nullptr;
    QCPBars* m_servingHigh = nullptr;
    bool m_owned = false;
    QCPGraph* m_revenue;
    QCPGraph* m_net;
    QCPItemStraightLine* m_cutOff;
    QCPItemText* m_cutOffLabel;
    std::vector<MonthRow> m_rows;
    std::vector<double> m_keys, m_freeValues, m_paidValues, m_opexValues, m_trainingValues, m_powerValues, m_capexValues, m_revenueValues, m_netValues;
    std::int64_t m_startDays = 0;
    double m_servingTop = 1; ///< the serving panel's y range: 0 … this
};

} // namespace runway
