#include "ui/analysis/analysisrunner.h"

#include <algorithm>
#include <thread>

#include <QElapsedTimer>

#include "core/analysis/distributions.h"
#include "core/model/chartseries.h"
#include "core/model/model.h"

namespace runway {

AnalysisRunner::AnalysisRunner(QObject* parent)
    : QObject(parent)
    , m_work(QStringLiteral("analysis"), kDebounceMs, [this] { return makeJob(); })
{
    setObjectName(QStringLiteral("analysisRunner"));
    connect(&m_work, &DebouncedWorker::finished, this, &AnalysisRunner::finished);
}

AnalysisRunner::~AnalysisRunner() = default;

void AnalysisRunner::request(const Scenario& s)
{
    m_scenario = s;
    m_hasScenario = true;
    m_work.request();
}

void AnalysisRunner::requestNow(const Scenario& s)
{
    m_scenario = s;
    m_hasScenario = true;
    m_work.requestNow();
}

void AnalysisRunner::setHeatmapMeasure(HeatmapMeasure measure)
{
    if (measure == m_measure)
        return;
    m_measure = measure;
    if (m_hasScenario)
        requestNow(m_scenario);
}

quint64 AnalysisRunner::requestGoalSeek(const Scenario& s, ParamId id, double targetRunwayMonths, const GoalSeekOptions& options)
{
    const quint64 request = ++m_goalSeeks;
    m_work.post([this, request, s, id, targetRunwayMonths, options] {
        QElapsedTimer timer;
        timer.start();
        GoalSeekResult result = goalSeek(s, id, targetRunwayMonths, options);
        const double ms = static_cast<double>(timer.nsecsElapsed()) / 1e6;
        double runway = 0;
        if (result.value) {
            Scenario probe = s;
            runway::setParameter(probe, result.param, *result.value);
            runway = computeMetrics(probe).runwayMonthsCapped;
        }
        QMetaObject::invokeMethod(
            this, [this, request, result = std::move(result), runway, ms] { emit goalSeekReady(request, result, runway, ms); }, Qt::QueuedConnection);
    });
    return request;
}

// The job runs on the worker thread and reads only its copies; what it posts back runs on the
// window's thread, and only while its generation is the latest (DebouncedWorker drops the rest).
DebouncedWorker::Job AnalysisRunner::makeJob()
{
    return [this, scenario = m_scenario, measure = m_measure, samples = m_samples](const std::atomic<bool>& cancel, const DebouncedWorker::Post& post) {
        RunControl control;
        control.cancel = &cancel;
        // One core stays with the window: a drag keeps its frame time while the odds recompute
        // (samples are drawn by index, so the answer is the same on any number of threads).
        control.threads = std::max(1, static_cast<int>(std::thread::hardware_concurrency()) - 1);
        if (!cancel.load()) {
            MonteCarloOptions options;
            options.samples = samples;
            options.seed = kSeed;
            options.control = control;
            if (auto mc = runMonteCarlo(scenario, options))
                post([this, r = std::move(*mc)] { emit monteCarloReady(r); });
        }
        if (!cancel.load()) {
            std::vector<TornadoBar> bars = tornado(scenario);
            Unrepresentable lost = tornadoUnrepresentableEnds(scenario, bars);
            post([this, bars = std::move(bars), lost = std::move(lost)] { emit tornadoReady(bars, lost); });
        }
        if (!cancel.load()) {
            HeatmapOptions options;
            options.measure = measure;
            // The conversion axis holds the free-tier break-even, as the programme chart's does (issue 27).
            options.maxConversionPct = conversionAxisMaxPct(scenario, computeMetrics(scenario).programBreakEvenConversionPct);
            options.control = control;
            if (auto map = computeHeatmap(scenario, options))
                post([this, m = std::move(*map)] { emit heatmapReady(m); });
        }
    };
}

std::vector<ClaimResult> AnalysisRunner::claimsAudit(const ClaimCatalogue& catalogue, const Scenario& s)
{
    return auditClaims(catalogue, s);
}

std::optional<std::vector<ClaimOdds>> AnalysisRunner::claimsOdds(const std::vector<ClaimResult>& results, const RunControl& control)
{
    OddsOptions options;
    options.control = control;
    return auditOdds(results, options);
}

} // namespace runway
