#pragma once
// The Claims tab's odds (p_holds, core/claims/claimodds.h) on a worker thread: 2,000 Monte Carlo
// samples of each claim that moves with the uncertainty take a tenth of a second or more, which
// a slider drag must not wait for. AnalysisRunner's pattern: every request gets a generation
// number, a newer request cancels the running job, and results of an older generation are
// dropped, never delivered.

#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

#include <QObject>

#include "core/claims/claimodds.h"

class QThread;
class QTimer;

namespace runway {

class ClaimsOddsRunner : public QObject {
    Q_OBJECT
public:
    /// Requests closer than this (a slider drag) start one job.
    static constexpr int kDebounceMs = 60;

    explicit ClaimsOddsRunner(const ClaimCatalogue& catalogue, QObject* parent = nullptr);
    ~ClaimsOddsRunner() override;

    /// The odds of every claim on base scenario `s`, after the debounce; cancels the running job.
    void request(const Scenario& s);
    /// As request(), without the debounce.
    void requestNow(const Scenario& s);

    std::uint64_t generation() const { return m_generation; }
    std::uint64_t deliveredGeneration() const { return m_delivered; }
    /// Results that arrived for an older generation and were dropped.
    int droppedCount() const { return m_dropped; }
    /// True while a job is debounced, queued or running.
    bool isBusy() const { return m_pending > 0 || m_debounceActive; }
    /// How long the last delivered job took on the worker thread, in milliseconds.
    double lastJobMs() const { return m_lastJobMs; }

signals:
    /// The odds of every claim of the catalogue, in its order, for the latest request.
    void oddsReady(const std::vector<runway::ClaimOdds>& odds);

private:
    struct Job;
    void dispatch();
    static void run(const std::shared_ptr<Job>& job, ClaimsOddsRunner* runner);

    const ClaimCatalogue& m_catalogue;
    QThread* m_thread;
    QObject* m_worker;
    QTimer* m_debounce;
    Scenario m_scenario;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    std::uint64_t m_generation = 0;
    std::uint64_t m_delivered = 0;
    int m_dropped = 0;
    int m_pending = 0;
    double m_lastJobMs = 0;
    bool m_debounceActive = false;
};

} // namespace runway
