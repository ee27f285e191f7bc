#pragma once

#include <cstddef>
#include <future>
#include <thread>

class QApplication;
class QString;
namespace runway {

/// Work the window will need whose result is kept for the whole process, done on the second core
/// while the first starts Qt and builds the window (startup.cpp says what and why each is safe),
/// and the heap memory its first frame will fill, made ready there (app/heapprefault.h).
/// Made before the QApplication and before any other thread; applicationReady() once the
/// application exists; finish() before it goes.
class WarmUp {
public:
    WarmUp();
    ~WarmUp();
    WarmUp(const WarmUp&) = delete;
    WarmUp& operator=(const WarmUp&) = delete;
    /// The QApplication exists: the work that needs it may start. `firstFrameBytes` is the heap
    /// the window's first frame is expected to use (its widgets, the images it paints into).
    void applicationReady(std::size_t firstFrameBytes);
    /// Waits until fontconfig has started on the second core: call before the window's first text
    /// is measured. fontconfig's start (7-10 ms here) is not shared by two threads that run it at
    /// once: each builds its own and one is thrown away, so the window waits for the one under way.
    void waitForFontconfig();
    /// Waits for the work (before the QApplication is destroyed); the work that needs the
    /// application is skipped when it never became ready.
    void finish();

private:
    std::promise<std::size_t> m_ready; // the first frame's heap; 0: no application (finish() before it)
    std::promise<void> m_fontconfig;   // set once fontconfig has started
    std::shared_future<void> m_fontconfigStarted = m_fontconfig.get_future().share();
    std::thread m_thread;
    bool m_signalled = false;
};

/// Creates the main window, shows it and runs the event loop; a non-empty `openPath` is a scenario file
/// the window opens at once (`token-runway FILE`).
/// `warmUp` is finished before it returns.
int runWindow(QApplication& app, const QString& openPath, WarmUp& warmUp);
} // namespace runway
