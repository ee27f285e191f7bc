#pragma once
// The Claims tab's audit and odds (p_holds, core/claims/claimodds.h) on a worker thread: the
// audit runs the model once per claim, and 2,000 Monte Carlo samples of each claim that moves
// with the uncertainty take a tenth of a second or more, neither of which a slider tick should
// pay for on the UI thread (issue 22: a tick runs the model at most twice there). The window's one debounced worker (ui/analysis/debouncedworker.h,
// as AnalysisRunner): every request gets a generation number, a newer request cancels the running
// job, and results of an older generation are dropped, never delivered.

#include <cstdint>
#include <memory>
#include <vector>

#include <QObject>

#include "core/claims/claimaudit.h"
#include "core/claims/claimodds.h"
#include "ui/analysis/debouncedworker.h"

namespace runway {

class ClaimsOddsRunner : public QObject {
    Q_OBJECT
public:
    /// Requests closer than this (a slider drag) start one job.
    static constexpr int kDebounceMs = 60;

    explicit ClaimsOddsRunner(const ClaimCatalogue& catalogue, QObject* parent = nullptr);
    /// A runner over a catalogue that changes (an article being audited): each request audits the
    /// catalogue set last by setCatalogue() (none: nothing is delivered until one is set).
    explicit ClaimsOddsRunner(QObject* parent = nullptr);
    ~ClaimsOddsRunner() override;

    /// The catalogue the next request audits; the one being audited is kept alive by its job.
    void setCatalogue(std::shared_ptr<const ClaimCatalogue> catalogue);
    /// The catalogue the results delivered last point into (set with setCatalogue), kept alive
    /// until the next delivery: a view showing those results holds this pointer.
    std::shared_ptr<const ClaimCatalogue> deliveredCatalogue() const { return m_delivered; }

    /// The audit and the odds of every claim on base scenario `s`, after the debounce; cancels the
    /// running job.
    void request(const Scenario& s);
    /// As request(), without the debounce.
    void requestNow(const Scenario& s);

    std::uint64_t generation() const { return m_work.generation(); }
    std::uint64_t deliveredGeneration() const { return m_work.deliveredGeneration(); }
    /// Results that arrived for an older generation and were dropped.
    int droppedCount() const { return m_work.droppedCount(); }
    /// True while a job is debounced, queued or running.
    bool isBusy() const { return m_work.isBusy(); }
    /// How long the last delivered job took on the worker thread, in milliseconds.
    double lastJobMs() const { return m_lastJobMs; }

signals:
    /// The audit of every claim of the catalogue, in its order, for the latest request: it comes
    /// first, the odds of the same results after it.
    void auditReady(const std::vector<runway::ClaimResult>& results);
    /// The odds of every claim of the catalogue, in its order, for the latest request.
    void oddsReady(const std::vector<runway::ClaimOdds>& odds);

private:
    /// The job for the latest request: the audit and the odds of every claim on a copy of the scenario.
    DebouncedWorker::Job makeJob();

    const ClaimCatalogue* m_catalogue = nullptr;
    std::shared_ptr<const ClaimCatalogue> m_owned;     ///< the catalogue set with setCatalogue()
    std::shared_ptr<const ClaimCatalogue> m_delivered; ///< the catalogue of the results delivered last
    Scenario m_scenario;
    double m_lastJobMs = 0;
    DebouncedWorker m_work; // last: its destructor ends the thread before the rest goes
};

} // namespace runway
