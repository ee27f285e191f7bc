#pragma once
// The runway chart: cash over calendar dates with the zero line, funding steps, the
// cash-out point, the months with accelerator purchases, the articles' view (the whole quota
// burned at list price), the simple view (model 1 on the same inputs), other scenarios for
// comparison and, when an analysis supplies it, a Monte Carlo fan.

#include <cstddef>
#include <vector>

#include <QColor>
#include <QString>

#include "core/analysis/montecarlo.h"
#include "core/model/chartseries.h"
#include "core/model/model.h"
#include "core/scenario/date.h"
#include "ui/charts/serieschart.h"

class QCPItemText;
class QCPItemTracer;

namespace runway {

/// Another scenario's cash path drawn over the current one.
struct ComparisonSeries {
    QString name;
    QColor color;
    Date start;
    std::vector<double> dailyCash; ///< cash(d), d = 0 … N−1 (SimulationResult::dailyCash)
};

/// Percentiles of cash_end_usd per month (MODEL.md §6), month m drawn at day 30m + 29 of
/// the current scenario. All five vectors have the same length; empty clears the fan.
struct FanBands {
    std::vector<double> p5, p25, p50, p75, p95;
    bool empty() const { return p50.empty(); }
    /// The Monte Carlo's monthly cash percentiles as the fan (the window's and the report's).
    static FanBands from(const MonteCarloResult& mc);
};

class RunwayChart : public SeriesChart {
    Q_OBJECT
public:
    explicit RunwayChart(QWidget* parent = nullptr);

    void setData(const Scenario& s, const SimulationResult& r) override;
    /// Replaces the overlays; each gets its own colour and legend entry.
    void setComparisons(const std::vector<ComparisonSeries>& comparisons);
    /// Shows the Monte Carlo fan (P5–P95 and P25–P75 bands, median line); empty clears it.
    void setFan(const FanBands& fan);
    /// Shows or hides the fan (kept while hidden), so the compared scenarios' lines stand alone.
    void setFanShown(bool shown);
    bool isFanShown() const { return m_fanShown; }

    /// The cash balance day by day (the tracer's graph, not drawn) and as drawn: the same line
    /// from the points its straight runs need, in the legend (toggling it toggles both).
    QCPGraph* cashGraph() const { return m_cash; }
    QCPGraph* cashLineGraph() const { return m_cashLine; }
    QCPGraph* articlesGraph() const { return m_articles; }
    /// Model 1 on the same inputs, dashed; empty for a model-1 scenario (it is the cash line).
    QCPGraph* simpleGraph() const { return m_simple; }
    /// One point per month with accelerator purchases, on the cash line at the month's start.
    QCPGraph* purchasesGraph() const { return m_purchases; }
    /// Model 3 (MODEL3.md §4d): the own-cash run's balance at each month's end (only the certain
    /// money, no credit line), empty while it is the cash line; and the credit line's first draw.
    QCPGraph* ownCashGraph() const { return m_ownCash; }
    QCPGraph* creditDrawGraph() const { return m_creditDraw; }
    QCPItemText* creditDrawLabel() const { return m_creditLabel; }
    const std::vector<QCPGraph*>& comparisonGraphs() const { return m_comparisons; }
    /// P5, P25, median, P75, P95 (empty data when no fan is shown).
    QCPGraph* fanGraph(int band) const { return m_fan[band]; }
    QCPItemTracer* cashOutMarker() const { return m_cashOutMarker; }

protected:
    QString hoverTextAt(double key) const override;
    QCPGraph* hoverGraph() const override { return m_cash; }
    void applySeriesColors() override;
    double keyStep() const override { return 86400.0; }
    void seriesVisibilityChanged(QCPAbstractPlottable* series) override;

private:
    void setOwnCash(const Scenario& s, const SimulationResult& r);
    void updateMarkers(const SimulationResult& r);
    void updateRange();
    void applyMarkerVisibility();
    void writeArticles(double yLower);
    void applyFanData();
    void applyFanVisibility();

    QCPGraph* m_cashLine; ///< the cash balance as drawn (thinned), in the legend
    QCPGraph* m_cash;     ///< the same day by day, not drawn: the tracer's graph
    QCPGraph* m_articles;
    QCPGraph* m_simple;
    QCPGraph* m_purchases;
    QCPGraph* m_ownCash;
    QCPGraph* m_creditDraw;
    QCPItemText* m_creditLabel;
    bool m_hasCreditDraw = false;
    QCPGraph* m_fan[5];
    std::vector<QCPGraph*> m_comparisons;
    std::vector<ComparisonSeries> m_comparisonData;
    FanBands m_fanData;
    QCPItemTracer* m_cashOutMarker;
    QCPItemText* m_cashOutLabel;
    QCPItemText* m_articlesLabel;
    std::vector<QCPItemText*> m_fundingLabels;
    std::vector<double> m_keys;
    std::vector<double> m_articlesPath; ///< core's articles' view, day by day
    std::vector<double> m_simplePath;   ///< core's simple view, day by day (empty for model 1)
    std::vector<MonthRow> m_months;     ///< the simulation's months (purchases for the hover)
    Series m_articlesShown;             ///< the part of it above the plot's floor, thinned
    Series m_simpleShown;               ///< the simple view as drawn, thinned
    Series m_cashShown;                 ///< the cash balance as drawn, thinned
    std::vector<double> m_fanKeys;
    std::int64_t m_startDays = 0;
    double m_cashMin = 0;
    double m_cashMax = 0;
    double m_tolerance = 0; ///< how far a drawn dashed line may pass from a day's value
    std::size_t m_fundingLabelsUsed = 0;
    bool m_hasCashOut = false;
    bool m_hasArticlesCrossing = false;
    std::ptrdiff_t m_articlesCrossingDay = 0; ///< the articles' view's day out of cash, when it has one
    double m_articlesCrossingKey = 0;         ///< … as a key of the date axis
    bool m_infeasible = false;
    bool m_fanShown = true;
};

} // namespace runway
