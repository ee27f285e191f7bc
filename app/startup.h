#pragma once

#include <future>
#include <thread>

class QApplication;
class QString;
namespace runway {

/// Work the window will need whose result is kept for the whole process, done on the second core
/// while the first starts Qt and builds the window (startup.cpp says what and why each is safe).
/// Made before the QApplication; applicationReady() once it exists; finish() before it goes.
class WarmUp {
public:
    WarmUp();
    ~WarmUp();
    WarmUp(const WarmUp&) = delete;
    WarmUp& operator=(const WarmUp&) = delete;
    /// The QApplication exists: the work that needs it may start.
    void applicationReady();
    /// Waits for the work (before the QApplication is destroyed); the work that needs the
    /// application is skipped when it never became ready.
    void finish();

private:
    std::promise<bool> m_ready;
    std::thread m_thread;
    bool m_signalled = false;
};

/// Creates the main window, shows it and runs the event loop; a non-empty `openPath` is a scenario file
/// the window opens at once (`token-runway FILE`).
/// `warmUp` is finished before it returns.
int runWindow(QApplication& app, const QString& openPath, WarmUp& warmUp);
} // namespace runway
