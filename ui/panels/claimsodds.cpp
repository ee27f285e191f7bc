#include "ui/panels/claimsodds.h"

#include <optional>
#include <utility>

#include <QElapsedTimer>

#include "ui/analysis/analysisrunner.h"

namespace runway {

ClaimsOddsRunner::ClaimsOddsRunner(const ClaimCatalogue& catalogue, QObject* parent)
    : QObject(parent)
    , m_catalogue(&catalogue)
    , m_work(QStringLiteral("claims odds"), kDebounceMs, [this] { return makeJob(); })
{
}

ClaimsOddsRunner::ClaimsOddsRunner(QObject* parent)
    : QObject(parent)
    , m_work(QStringLiteral("article odds"), kDebounceMs, [this] { return makeJob(); })
{
}

void ClaimsOddsRunner::setCatalogue(std::shared_ptr<const ClaimCatalogue> catalogue)
{
    m_owned = std::move(catalogue);
    m_catalogue = m_owned.get();
}

ClaimsOddsRunner::~ClaimsOddsRunner() = default;

void ClaimsOddsRunner::request(const Scenario& s)
{
    m_scenario = s;
    m_work.request();
}

void ClaimsOddsRunner::requestNow(const Scenario& s)
{
    m_scenario = s;
    m_work.requestNow();
}

// The job runs on the worker thread and reads only its copy of the scenario and the catalogue
// (the built-in one outlives the runner; a catalogue set with setCatalogue() is kept alive by the
// job and then by its delivery); the audit and the odds are delivered only while their generation
// is the latest.
DebouncedWorker::Job ClaimsOddsRunner::makeJob()
{
    return [this, catalogue = m_catalogue, keep = m_owned, scenario = m_scenario](const std::atomic<bool>& cancel, const DebouncedWorker::Post& post) {
        QElapsedTimer clock;
        clock.start();
        if (cancel.load() || !catalogue)
            return; // a newer request is on its way, or nothing to audit yet
        std::vector<ClaimResult> results = AnalysisRunner::claimsAudit(*catalogue, scenario);
        post([this, results, keep] {
            m_delivered = keep;
            emit auditReady(results);
        });
        if (cancel.load())
            return;
        RunControl control;
        control.threads = 1; // this thread only: the analyses' runner has the other core
        control.cancel = &cancel;
        std::optional<std::vector<ClaimOdds>> odds = AnalysisRunner::claimsOdds(results, control);
        if (!odds)
            return; // cancelled
        const double ms = static_cast<double>(clock.nsecsElapsed()) / 1e6;
        post([this, odds = std::move(*odds), ms] {
            m_lastJobMs = ms;
            emit oddsReady(odds);
        });
    };
}

} // namespace runway
