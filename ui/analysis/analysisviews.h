#pragma once
// Wires the analyses into the dashboard: every document change goes to the AnalysisRunner,
// whose results feed the runway chart's fan, the odds-of-running-out cards, the Sensitivity
// tab (tornado) and the What-if map; a click on the map sets price and conversion as one step.

#include <QObject>

#include "core/analysis/montecarlo.h"

class QWidget;

namespace runway {

class AnalysisRunner;
class HeatmapChart;
class KpiBar;
class KpiCard;
class RunwayChart;
class ScenarioDocument;
class TornadoChart;

class AnalysisViews : public QObject {
    Q_OBJECT
public:
    /// Creates the two odds cards in `kpis`; the two analysis charts come with create…Chart().
    AnalysisViews(ScenarioDocument* doc, RunwayChart* runway, KpiBar* kpis, QObject* parent = nullptr);
    ~AnalysisViews() override;

    AnalysisRunner* runner() const { return m_runner; }
    /// The Sensitivity and What-if charts, made once (the window makes them when their tabs are
    /// built): each follows the document and shows the analyses' results from then on. Before
    /// start(), so that no result arrives before them.
    TornadoChart* createTornadoChart(QWidget* parent);
    HeatmapChart* createHeatmapChart(QWidget* parent);
    TornadoChart* tornadoChart() const { return m_tornado; } ///< nullptr until made
    HeatmapChart* heatmapChart() const { return m_heatmap; } ///< nullptr until made
    KpiCard* odds12Card() const { return m_odds12; }
    KpiCard* odds24Card() const { return m_odds24; }

    /// Starts the analyses on the document's scenario; until then document changes only wait
    /// (the window calls it once its first frame is painted: the odds never delay it).
    void start();
    bool isStarted() const { return m_started; }

    /// Sets price and conversion as ONE undoable step (what a click on the map does).
    void applyPoint(double price, double conversionPct);

private:
    void showMonteCarlo(const MonteCarloResult& result);

    ScenarioDocument* m_doc;
    RunwayChart* m_runway;
    AnalysisRunner* m_runner;
    TornadoChart* m_tornado = nullptr;
    HeatmapChart* m_heatmap = nullptr;
    KpiCard* m_odds12;
    KpiCard* m_odds24;
    KpiBar* m_kpis;
    bool m_started = false;
};

} // namespace runway
