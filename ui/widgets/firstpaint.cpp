#include "ui/widgets/firstpaint.h"

#include <utility>

#include <QEvent>
#include <QPointer>
#include <QTimer>
#include <QWidget>

namespace runway {

namespace {

constexpr int kNoPaintFallbackMs = 1000;

/// Lives as the window's child until it has run its task once.
class FirstPaintWaiter : public QObject {
public:
    FirstPaintWaiter(QWidget* window, std::function<void()> task)
        : QObject(window)
        , m_window(window)
        , m_task(std::move(task))
    {
        window->installEventFilter(this);
        // The window is usually shown right after it is built; when it is not by the time the event
        // loop runs, nothing will paint and the task runs now.
        QTimer::singleShot(0, this, [this] {
            if (!m_window->isVisible())
                runOnce();
        });
        QTimer::singleShot(kNoPaintFallbackMs, this, [this] { runOnce(); });
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        // Queued: the task runs after this paint event has been handled, when the frame is complete.
        if (watched == m_window && event->type() == QEvent::Paint && !m_painted) {
            m_painted = true;
            QTimer::singleShot(0, this, [this] { runOnce(); });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    void runOnce()
    {
        if (m_ran)
            return;
        m_ran = true;
        m_window->removeEventFilter(this);
        std::function<void()> task = std::move(m_task);
        deleteLater();
        task();
    }

    QWidget* m_window;
    std::function<void()> m_task;
    bool m_painted = false;
    bool m_ran = false;
};

} // namespace

void afterFirstPaint(QWidget* window, std::function<void()> task)
{
    new FirstPaintWaiter(window, std::move(task));
}

} // namespace runway
