#include "app/startup.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <optional>
#include <string>
#include <thread>

#include <dlfcn.h>

#include <sys/resource.h>

#include <QApplication>
#include <QFontDatabase>
#include <QImage>
#include <QScreen>
#include <QStandardPaths>
#include <QStyle>
#include <QTimer>
#include <QWidget>
#include <QWindow>

#include "app/cli/library.h"
#include "app/heapprefault.h"
#include "core/scenario/presets.h"
#include "ui/i18n/language.h"
#include "ui/mainwindow.h"
#include "ui/theme.h"

namespace runway {

namespace {

double monotonicMs()
{
    timespec ts{};
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}

/// CPU time of the calling thread: the window's own work, which a busy machine inflates far less
/// than the wall-clock time.
double threadCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}

double residentMb()
{
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line))
        if (line.rfind("VmRSS:", 0) == 0)
            return std::stod(line.substr(6)) / 1024.0; // kB
    return -1;
}

/// The page faults the process has taken so far (fresh memory touched, library pages mapped): on a
/// virtual machine each costs microseconds, so start-up is as much the memory it touches as the
/// instructions it runs.
long pageFaults(int who = RUSAGE_SELF)
{
    rusage usage{};
    getrusage(who, &usage);
    return usage.ru_minflt + usage.ru_majflt;
}

/// `bench startup`'s probe: prints the time from the parent's spawn (CLOCK_MONOTONIC ms in
/// TOKEN_RUNWAY_STARTUP_PROBE) to the end of the main window's first frame, the main thread's CPU
/// time and the RSS then; then quits. It also names the style and the layout direction, so a test
/// sees that Qt read -style and -reverse.
///
/// The frame ends when the native window's expose (or update request) that painted the main window
/// has been handled: Qt paints every widget and flushes the backing store inside that one event. The
/// probe handles the event itself (QObject::event is public) and stops the clock when it returns, so
/// work queued for after the first frame (the library's open, the analyses: afterFirstPaint) is not
/// counted, as it is not on the screen's first frame either.
class FirstFrameProbe : public QObject {
public:
    FirstFrameProbe(QWidget* window, double spawnMs)
        : m_window(window)
        , m_spawnMs(spawnMs)
    {
        window->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (m_done)
            return QObject::eventFilter(watched, event);
        if (watched == m_window && event->type() == QEvent::Paint) {
            m_painted = true;
        } else if (watched == m_window && event->type() == QEvent::Show && !m_native) {
            m_native = m_window->windowHandle(); // created by show()
            if (m_native)
                m_native->installEventFilter(this);
        } else if (watched == m_native && (event->type() == QEvent::Expose || event->type() == QEvent::UpdateRequest)) {
            const bool handled = static_cast<QObject*>(m_native)->event(event); // paints the widgets and flushes the frame
            if (m_painted)
                finish();
            return handled;
        }
        return QObject::eventFilter(watched, event);
    }

private:
    void finish()
    {
        m_done = true;
        std::printf("startup_ms=%.3f cpu_ms=%.3f rss_mb=%.3f faults=%ld main_faults=%ld style=%s direction=%s title=%s\n", monotonicMs() - m_spawnMs,
                    threadCpuMs(), residentMb(), pageFaults(), pageFaults(RUSAGE_THREAD), QApplication::style()->name().toUtf8().constData(),
                    QGuiApplication::isRightToLeft() ? "rtl" : "ltr", m_window->windowTitle().toUtf8().constData());
        std::fflush(stdout);
        QTimer::singleShot(0, qApp, &QCoreApplication::quit);
    }

    QWidget* m_window;
    QWindow* m_native = nullptr;
    double m_spawnMs;
    bool m_painted = false;
    bool m_done = false;
};

/// A tiny PNG (one transparent pixel): reading it makes Qt load its image plugins.
constexpr unsigned char kOnePixelPng[] = {0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00,
                                          0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89, 0x00,
                                          0x00, 0x00, 0x0b, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0x60, 0x00, 0x02, 0x00, 0x00, 0x05, 0x00,
                                          0x01, 0x7a, 0x5e, 0xab, 0x3f, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82};

/// fontconfig's own start (its configuration and the fonts' cache files), looked up in the library
/// Qt's GUI module already loaded: nullptr when Qt was built without fontconfig.
using FontconfigInit = int (*)();
FontconfigInit fontconfigInit()
{
    return reinterpret_cast<FontconfigInit>(dlsym(RTLD_DEFAULT, "FcInit"));
}

/// What is set aside on the heap's top for the window's first frames (virtual memory: only the
/// pages prefaulted become resident). A 4K screen's backing store alone is 27 MB: beyond this, the
/// main thread maps its pages itself, as without the prefault.
constexpr std::size_t kHeapSetAside = std::size_t{24} << 20;
/// Prefaulted while the QApplication is made, at most: its own allocations and the window's first.
constexpr std::size_t kHeapEarly = std::size_t{4} << 20;

} // namespace

// What the second core does, in the order the window needs it. Each is safe from another thread:
// fontconfig's start is (a second caller repeats the first's: the window waits for it instead),
// QFontDatabase's functions are thread-safe, the presets are a function-local static, Qt reads images
// and loads its plugins under its own locks (and moves a plugin to the main thread), and the prefault
// only asks the kernel for pages and reads them (app/heapprefault.h). Whatever is not ready when the
// window needs it is waited for, or (a page) mapped by the main thread itself.
// - fontconfig's start (its configuration and the fonts' cache files), while the main thread builds
//   the QApplication: the window's first text waits for it;
// - the first heap pages (the QApplication's allocations and the window's first), until the
//   application exists;
// - the font database (the fonts' list): the first text the window measures waits for it;
// - the presets (22 scenarios read and validated) for the Scenario menu;
// - the image plugins: the style's first icon (a dock's title buttons) asks each whether it reads a PNG;
// - the rest of the heap the first frame will use: the window's backing store and the charts' buffers
//   are allocated when it is painted.
WarmUp::WarmUp()
    : m_thread([this, ready = m_ready.get_future(), heap = HeapPrefault::setAside(kHeapSetAside)]() mutable {
        if (const FontconfigInit init = fontconfigInit())
            init();
        m_fontconfig.set_value();
        constexpr std::size_t kStep = std::size_t{256} << 10;
        while (heap.prefaulted() < kHeapEarly && ready.wait_for(std::chrono::seconds(0)) != std::future_status::ready)
            heap.prefault(heap.prefaulted() + kStep);
        const std::size_t firstFrameBytes = ready.get();
        if (firstFrameBytes > 0) {
            static_cast<void>(QFontDatabase::families());
            static_cast<void>(presets());
            static_cast<void>(QImage::fromData(kOnePixelPng, static_cast<int>(sizeof kOnePixelPng)));
            heap.prefault(firstFrameBytes);
        }
        heap.finish();
    })
{
}

WarmUp::~WarmUp()
{
    finish();
}

void WarmUp::applicationReady(std::size_t firstFrameBytes)
{
    if (m_signalled)
        return;
    m_signalled = true;
    m_ready.set_value(std::max<std::size_t>(firstFrameBytes, 1));
}

void WarmUp::waitForFontconfig()
{
    m_fontconfigStarted.wait();
}

void WarmUp::finish()
{
    if (!m_signalled) {
        m_signalled = true;
        m_ready.set_value(0);
    }
    if (m_thread.joinable())
        m_thread.join();
}

int runWindow(QApplication& app, const QString& openPath, WarmUp& warmUp)
{
    const char* probe = std::getenv("TOKEN_RUNWAY_STARTUP_PROBE");
    if (probe)
        QStandardPaths::setTestModeEnabled(true); // measure a first run, never touch real settings
    const QScreen* screen = QGuiApplication::primaryScreen();
    const QSize pixels = screen ? screen->availableGeometry().size() * screen->devicePixelRatio() : QSize();
    warmUp.applicationReady(firstFrameHeapBytes(pixels.width(), pixels.height()));
    installTranslations(app, savedLanguage()); // before any window text is made
    applyTheme(savedTheme());                  // light or dark, as the desktop or View → Theme says
    QApplication::setApplicationDisplayName(QObject::tr("Token Runway"));
    // On the heap and deleted on close: a language switch replaces the window (MainWindow::switchLanguage).
    // Its first text needs fontconfig: the window's document and empty widgets are made meanwhile.
    auto* window = new MainWindow(MainWindow::Start::FirstFrameFirst, [&warmUp] { warmUp.waitForFontconfig(); });
    window->setAttribute(Qt::WA_DeleteOnClose);
    std::optional<FirstFrameProbe> firstFrame;
    if (probe)
        firstFrame.emplace(window, std::atof(probe));
    window->show();
    // The library opens from the event loop, after the first paint (same rule as the verbs: TOKEN_RUNWAY_DB, else app data).
    window->setLibraryPath(QString::fromStdString(cli::libraryPath(cli::Args{})));
    if (!openPath.isEmpty())
        window->openFile(openPath); // a file that cannot be read is said in a dialog; the window stays

    const int status = app.exec();
    warmUp.finish();
    // A window still open (quit() without a close: the start-up probe) goes before the application.
    for (QWidget* top : QApplication::topLevelWidgets())
        if (auto* open = qobject_cast<MainWindow*>(top))
            delete open;
    return status;
}

} // namespace runway
