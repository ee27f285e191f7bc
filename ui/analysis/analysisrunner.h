#pragma once
// Runs the analyses of MODEL.md §6–§8 (Monte Carlo, tornado, what-if map, goal seek) on a
// worker thread (DebouncedWorker, ui/analysis/debouncedworker.h). Every request gets a generation
// number; a newer request cancels the running job, and results of an older generation are
// dropped, never delivered. Goal seek is asked for on its own (a dialog's button) and answered
// with its request number.

#include <cstdint>
#include <optional>
#include <vector>

#include <QObject>

#include "core/analysis/goalseek.h"
#include "core/analysis/heatmap.h"
#include "core/analysis/montecarlo.h"
#include "core/analysis/sensitivity.h"
#include "core/claims/claimodds.h"
#include "core/scenario/scenario.h"
#include "ui/analysis/debouncedworker.h"

namespace runway {

class AnalysisRunner : public QObject {
    Q_OBJECT
public:
    /// The Monte Carlo settings of the window, the same as the CLI's and the report's defaults
    /// (10,000 futures, seed 1), so every view shows the same odds.
    static constexpr int kDefaultSamples = MonteCarloOptions{}.samples; // core's defaults: one rule in one place
    static constexpr std::uint64_t kSeed = MonteCarloOptions{}.seed;
    /// Requests arriving closer than this (a slider drag) start one job.
    static constexpr int kDebounceMs = 40;

    explicit AnalysisRunner(QObject* parent = nullptr);
    ~AnalysisRunner() override;

    /// Analyses `s` after the debounce: cancels the running job, drops its results.
    void request(const Scenario& s);
    /// As request(), without the debounce (tests, first show).
    void requestNow(const Scenario& s);
    /// The measure of the what-if map; a change re-runs the analyses of the last scenario.
    void setHeatmapMeasure(HeatmapMeasure measure);
    HeatmapMeasure heatmapMeasure() const { return m_measure; }
    void setSamples(int samples) { m_samples = samples; }
    int samples() const { return m_samples; }

    /// The generation of the latest request, and of the latest results delivered.
    std::uint64_t generation() const { return m_work.generation(); }
    std::uint64_t deliveredGeneration() const { return m_work.deliveredGeneration(); }
    /// Results that arrived for an older generation and were dropped.
    int droppedCount() const { return m_work.droppedCount(); }
    /// True while a job is queued, debounced or running (goal seek not counted).
    bool isBusy() const { return m_work.isBusy(); }

    /// Goal seek (core's goalSeek) on `s`, on the worker after what is queued there; the
    /// answer comes in goalSeekReady with the number returned here. request() does not cancel
    /// it: a caller that no longer wants the answer ignores it.
    quint64 requestGoalSeek(const Scenario& s, ParamId id, double targetRunwayMonths, const GoalSeekOptions& options);

    /// The audit of every claim of `catalogue` on base scenario `s` (core's auditClaims: a run of the
    /// model per claim), and the odds of those results (core's auditOdds), for a caller's own worker
    /// thread: the Claims tab's ClaimsOddsRunner (ui/panels/claimsodds.h) runs both on the window's
    /// debounced worker, and the model still runs in this file only. The odds are empty when
    /// cancelled through `control`.
    static std::vector<ClaimResult> claimsAudit(const ClaimCatalogue& catalogue, const Scenario& s);
    static std::optional<std::vector<ClaimOdds>> claimsOdds(const std::vector<ClaimResult>& results, const RunControl& control);

signals:
    void monteCarloReady(const runway::MonteCarloResult& result);
    /// The tornado's bars, and its ends whose runway cannot be represented (how many, why).
    void tornadoReady(const std::vector<runway::TornadoBar>& bars, const runway::Unrepresentable& unrepresentable);
    void heatmapReady(const runway::Heatmap& map);
    /// Every result of generation `generation` has been delivered.
    void finished(quint64 generation);
    /// The answer to requestGoalSeek() number `request`: the search, runway_months_capped with
    /// the value found applied (0 without one) and the search's time in milliseconds.
    void goalSeekReady(quint64 request, const runway::GoalSeekResult& result, double runwayAtValue, double elapsedMs);

private:
    /// The job for the latest request: the analyses of a copy of the scenario and the settings.
    DebouncedWorker::Job makeJob();

    Scenario m_scenario;
    HeatmapMeasure m_measure = HeatmapMeasure::Contribution;
    int m_samples = kDefaultSamples;
    quint64 m_goalSeeks = 0;
    bool m_hasScenario = false;
    DebouncedWorker m_work; // last: its destructor ends the thread before the rest goes
};

} // namespace runway
