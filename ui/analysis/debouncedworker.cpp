#include "ui/analysis/debouncedworker.h"

#include <utility>

#include <QThread>
#include <QTimer>

namespace runway {

DebouncedWorker::DebouncedWorker(const QString& threadName, int debounceMs, JobFactory makeJob, QObject* parent)
    : QObject(parent)
    , m_makeJob(std::move(makeJob))
    , m_thread(new QThread(this))
    , m_worker(new QObject)
    , m_debounce(new QTimer(this))
    , m_cancel(std::make_shared<std::atomic<bool>>(false))
{
    m_thread->setObjectName(threadName);
    m_worker->moveToThread(m_thread);
    m_thread->start(QThread::LowPriority); // the slider's own update keeps the UI thread's core first
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(debounceMs);
    connect(m_debounce, &QTimer::timeout, this, [this] {
        m_debounceActive = false;
        dispatch();
    });
}

DebouncedWorker::~DebouncedWorker()
{
    m_cancel->store(true);
    m_thread->quit();
    m_thread->wait();
    delete m_worker; // its thread has ended: the jobs still queued go with it
}

void DebouncedWorker::request()
{
    m_cancel->store(true); // the running job gives up at its next block
    ++m_generation;
    if (!m_debounce->isActive()) {
        m_debounceActive = true;
        m_debounce->start();
    }
}

void DebouncedWorker::requestNow()
{
    request();
    m_debounce->stop();
    m_debounceActive = false;
    dispatch();
}

void DebouncedWorker::post(std::function<void()> task)
{
    QMetaObject::invokeMethod(m_worker, std::move(task), Qt::QueuedConnection);
}

void DebouncedWorker::dispatch()
{
    const std::uint64_t gen = m_generation;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    ++m_pending;
    // On the worker thread `this` is only the receiver of what is posted back (it outlives the
    // thread, see the destructor); nothing of it is read there.
    QMetaObject::invokeMethod(
        m_worker,
        [this, gen, cancel = m_cancel, job = m_makeJob()] {
            const Post post = [this, gen](std::function<void()> delivery) {
                QMetaObject::invokeMethod(
                    this,
                    [this, gen, delivery = std::move(delivery)] {
                        if (gen != m_generation) {
                            ++m_dropped;
                            return;
                        }
                        delivery();
                    },
                    Qt::QueuedConnection);
            };
            job(*cancel, post);
            QMetaObject::invokeMethod(
                this,
                [this, gen] {
                    --m_pending;
                    if (gen == m_generation) {
                        m_delivered = gen;
                        emit finished(gen);
                    }
                },
                Qt::QueuedConnection);
        },
        Qt::QueuedConnection);
}

} // namespace runway
