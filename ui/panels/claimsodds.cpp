#include "ui/panels/claimsodds.h"

#include <QElapsedTimer>
#include <QThread>
#include <QTimer>

#include "ui/analysis/analysisrunner.h"

namespace runway {

struct ClaimsOddsRunner::Job {
    std::uint64_t generation = 0;
    const ClaimCatalogue* catalogue = nullptr;
    Scenario scenario;
    std::shared_ptr<std::atomic<bool>> cancel;
};

ClaimsOddsRunner::ClaimsOddsRunner(const ClaimCatalogue& catalogue, QObject* parent)
    : QObject(parent)
    , m_catalogue(catalogue)
    , m_thread(new QThread(this))
    , m_worker(new QObject)
    , m_debounce(new QTimer(this))
    , m_cancel(std::make_shared<std::atomic<bool>>(false))
{
    m_thread->setObjectName(QStringLiteral("claims odds"));
    m_worker->moveToThread(m_thread);
    m_thread->start(QThread::LowPriority); // the slider's own update keeps the UI thread's core first
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(kDebounceMs);
    connect(m_debounce, &QTimer::timeout, this, [this] {
        m_debounceActive = false;
        dispatch();
    });
}

ClaimsOddsRunner::~ClaimsOddsRunner()
{
    m_cancel->store(true);
    m_thread->quit();
    m_thread->wait();
    delete m_worker; // its thread has ended: the jobs still queued go with it
}

void ClaimsOddsRunner::request(const Scenario& s)
{
    m_cancel->store(true); // the running job gives up at its next block
    ++m_generation;
    m_scenario = s;
    // Not restarted while the slider keeps moving: a drag still gets odds every few frames.
    if (!m_debounce->isActive()) {
        m_debounceActive = true;
        m_debounce->start();
    }
}

void ClaimsOddsRunner::requestNow(const Scenario& s)
{
    request(s);
    m_debounce->stop();
    m_debounceActive = false;
    dispatch();
}

void ClaimsOddsRunner::dispatch()
{
    auto job = std::make_shared<Job>();
    job->generation = m_generation;
    job->catalogue = &m_catalogue;
    job->scenario = m_scenario;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    job->cancel = m_cancel;
    ++m_pending;
    QMetaObject::invokeMethod(
        m_worker, [job, this] { run(job, this); }, Qt::QueuedConnection);
}

// On the worker thread: `runner` is only the receiver of the posted result (it outlives the
// thread, see the destructor); nothing of it is read here.
void ClaimsOddsRunner::run(const std::shared_ptr<Job>& job, ClaimsOddsRunner* runner)
{
    QElapsedTimer clock;
    clock.start();
    std::optional<std::vector<ClaimOdds>> odds;
    if (!job->cancel->load()) {
        RunControl control;
        control.threads = 1; // this thread only: the analyses' runner has the other core
        control.cancel = job->cancel.get();
        odds = AnalysisRunner::claimsOdds(*job->catalogue, job->scenario, control);
    }
    const double ms = static_cast<double>(clock.nsecsElapsed()) / 1e6;
    QMetaObject::invokeMethod(
        runner,
        [runner, gen = job->generation, odds = std::move(odds), ms] {
            --runner->m_pending;
            if (gen != runner->m_generation || !odds) {
                ++runner->m_dropped;
                return;
            }
            runner->m_delivered = gen;
            runner->m_lastJobMs = ms;
            emit runner->oddsReady(*odds);
        },
        Qt::QueuedConnection);
}

} // namespace runway
