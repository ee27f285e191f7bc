#pragma once
// One debounced background worker, shared by the window's analyses (AnalysisRunner) and the Claims
// tab's odds (ClaimsOddsRunner): a thread of its own, a debounce so that a slider drag starts one
// job every few frames, a generation number per request, and a cancel flag per job. A newer
// request cancels the running job; what an older generation posts back is dropped (and counted),
// never delivered.

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>

#include <QObject>
#include <QString>

class QThread;
class QTimer;

namespace runway {

class DebouncedWorker : public QObject {
    Q_OBJECT
public:
    /// Sends `delivery` back to the owner's thread, where it runs only if its job's generation is
    /// still the latest; otherwise it is dropped and counted.
    using Post = std::function<void(std::function<void()> delivery)>;
    /// A job on the worker thread: `cancel` turns true when a newer request arrives.
    using Job = std::function<void(const std::atomic<bool>& cancel, const Post& post)>;
    /// Builds the job for the latest request, on the owner's thread, when the debounce ends:
    /// it copies what the job reads (the scenario, the settings), so the worker shares nothing.
    using JobFactory = std::function<Job()>;

    DebouncedWorker(const QString& threadName, int debounceMs, JobFactory makeJob, QObject* parent = nullptr);
    ~DebouncedWorker() override;

    /// Cancels the running job and starts a new generation; its job starts after the debounce
    /// (not restarted while it runs: a drag still gets a result every few frames).
    void request();
    /// As request(), without the debounce.
    void requestNow();
    /// Runs `task` on the worker thread after what is queued there; request() does not cancel it.
    void post(std::function<void()> task);

    /// The generation of the latest request, and of the latest job finished while still the latest.
    std::uint64_t generation() const { return m_generation; }
    std::uint64_t deliveredGeneration() const { return m_delivered; }
    /// Deliveries that arrived for an older generation and were dropped.
    int droppedCount() const { return m_dropped; }
    /// True while a job is debounced, queued or running (post()'s tasks not counted).
    bool isBusy() const { return m_pending > 0 || m_debounceActive; }

signals:
    /// Every delivery of generation `generation` has run.
    void finished(quint64 generation);

private:
    void dispatch();

    JobFactory m_makeJob;
    QThread* m_thread;
    QObject* m_worker;
    QTimer* m_debounce;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    std::uint64_t m_generation = 0;
    std::uint64_t m_delivered = 0;
    int m_dropped = 0;
    int m_pending = 0;
    bool m_debounceActive = false;
};

} // namespace runway
