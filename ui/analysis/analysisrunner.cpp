#include "ui/analysis/analysisrunner.h"

#include <algorithm>
#include <thread>

#include <QElapsedTimer>
#include <QThread>
#include <QTimer>

#include "core/analysis/distributions.h"
#include "core/model/chartseries.h"
#include "core/model/model.h"

namespace runway {

struct AnalysisRunner::Job {
    std::uint64_t generation = 0;
    Scenario scenario;
    HeatmapMeasure measure = HeatmapMeasure::Contribution;
    int samples = kDefaultSamples;
    std::shared_ptr<std::atomic<bool>> cancel;
};

AnalysisRunner::AnalysisRunner(QObject* parent)
    : QObject(parent)
    , m_thread(new QThread(this))
    , m_worker(new QObject)
    , m_debounce(new QTimer(this))
    , m_cancel(std::make_shared<std::atomic<bool>>(false))
{
    setObjectName(QStringLiteral("analysisRunner"));
    m_thread->setObjectName(QStringLiteral("analysis"));
    m_worker->moveToThread(m_thread);
    m_thread->start(QThread::LowPriority); // the slider's own update keeps the UI thread's core first
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(kDebounceMs);
    connect(m_debounce, &QTimer::timeout, this, [this] {
        m_debounceActive = false;
        dispatch();
    });
}

AnalysisRunner::~AnalysisRunner()
{
    m_cancel->store(true);
    m_thread->quit();
    m_thread->wait();
    delete m_worker; // its thread has ended: the jobs still queued go with it
}

void AnalysisRunner::request(const Scenario& s)
{
    m_cancel->store(true); // the running job gives up at its next block
    ++m_generation;
    m_scenario = s;
    m_hasScenario = true;
    // Not restarted while the slider keeps moving: a drag still gets a picture every few frames.
    if (!m_debounce->isActive()) {
        m_debounceActive = true;
        m_debounce->start();
    }
}

void AnalysisRunner::requestNow(const Scenario& s)
{
    request(s);
    m_debounce->stop();
    m_debounceActive = false;
    dispatch();
}

void AnalysisRunner::setHeatmapMeasure(HeatmapMeasure measure)
{
    if (measure == m_measure)
        return;
    m_measure = measure;
    if (m_hasScenario)
        requestNow(m_scenario);
}

void AnalysisRunner::dispatch()
{
    auto job = std::make_shared<Job>();
    job->generation = m_generation;
    job->scenario = m_scenario;
    job->measure = m_measure;
    job->samples = m_samples;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    job->cancel = m_cancel;
    ++m_pending;
    QMetaObject::invokeMethod(
        m_worker, [job, this] { run(job, this); }, Qt::QueuedConnection);
}

quint64 AnalysisRunner::requestGoalSeek(const Scenario& s, ParamId id, double targetRunwayMonths, const GoalSeekOptions& options)
{
    const quint64 request = ++m_goalSeeks;
    QMetaObject::invokeMethod(
        m_worker,
        [this, request, s, id, targetRunwayMonths, options] {
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
        },
        Qt::QueuedConnection);
    return request;
}

bool AnalysisRunner::accept(std::uint64_t generation)
{
    if (generation != m_generation) {
        ++m_dropped;
        return false;
    }
    return true;
}

// On the worker thread: `runner` is only the receiver of posted results (it outlives the
// thread, see the destructor); nothing of it is read here.
void AnalysisRunner::run(const std::shared_ptr<Job>& job, AnalysisRunner* runner)
{
    const std::uint64_t gen = job->generation;
    const auto cancelled = [&job] { return job->cancel->load(); };
    RunControl control;
    control.cancel = job->cancel.get();
    // One core stays with the window: a drag keeps its frame time while the odds recompute
    // (samples are drawn by index, so the answer is the same on any number of threads).
    control.threads = std::max(1, static_cast<int>(std::thread::hardware_concurrency()) - 1);
    if (!cancelled()) {
        MonteCarloOptions options;
        options.samples = job->samples;
        options.seed = kSeed;
        options.control = control;
        if (auto mc = runMonteCarlo(job->scenario, options))
            QMetaObject::invokeMethod(
                runner,
                [runner, gen, r = std::move(*mc)] {
                    if (runner->accept(gen))
                        emit runner->monteCarloReady(r);
                },
                Qt::QueuedConnection);
    }
    if (!cancelled()) {
        std::vector<TornadoBar> bars = tornado(job->scenario);
        Unrepresentable lost = tornadoUnrepresentableEnds(job->scenario, bars);
        QMetaObject::invokeMethod(
            runner,
            [runner, gen, bars = std::move(bars), lost = std::move(lost)] {
                if (runner->accept(gen))
                    emit runner->tornadoReady(bars, lost);
            },
            Qt::QueuedConnection);
    }
    if (!cancelled()) {
        HeatmapOptions options;
        options.measure = job->measure;
        // The conversion axis holds the free-tier break-even, as the programme chart's does (issue 27).
        options.maxConversionPct = conversionAxisMaxPct(job->scenario, computeMetrics(job->scenario).programBreakEvenConversionPct);
        options.control = control;
        if (auto map = computeHeatmap(job->scenario, options))
            QMetaObject::invokeMethod(
                runner,
                [runner, gen, m = std::move(*map)] {
                    if (runner->accept(gen))
                        emit runner->heatmapReady(m);
                },
                Qt::QueuedConnection);
    }
    QMetaObject::invokeMethod(
        runner,
        [runner, gen] {
            --runner->m_pending;
            if (gen == runner->m_generation) {
                runner->m_delivered = gen;
                emit runner->finished(gen);
            }
        },
        Qt::QueuedConnection);
}

std::optional<std::vector<ClaimOdds>> AnalysisRunner::claimsOdds(const ClaimCatalogue& catalogue, const Scenario& s, const RunControl& control)
{
    OddsOptions options;
    options.control = control;
    return auditOdds(auditClaims(catalogue, s), options);
}

} // namespace runway
