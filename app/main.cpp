// token-runway: no verb opens the dashboard; a verb runs the command line (no display needed).
// Qt's standard options (-style, -platform, -reverse, …) may lead either: the window's
// QApplication reads them, the verbs never see them.
#include <array>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include <QApplication>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QIcon>

#include <fcntl.h>
#include <unistd.h>

#include "app/cli/cli.h"
#include "app/cli/dispatch.h"
#include "app/qtoptions.h"
#include "app/startup.h"

namespace {

bool hasDisplay()
{
    const auto set = [](const char* name) {
        const char* v = std::getenv(name);
        return v && *v;
    };
    return set("QT_QPA_PLATFORM") || set("DISPLAY") || set("WAYLAND_DISPLAY");
}

/// Keeps file descriptors 0–2 taken: started with one closed, the first file the program opens
/// (the library!) would get its number, and output meant for the terminal would land in it.
/// Returns false when standard output was closed.
bool claimStandardDescriptors()
{
    bool stdoutOpen = true;
    for (int fd = 0; fd <= 2; ++fd) {
        if (::fcntl(fd, F_GETFD) != -1 || errno != EBADF)
            continue;
        if (fd == 1)
            stdoutOpen = false;
        const int null = ::open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY);
        if (null >= 0 && null != fd) { // only when a lower descriptor was free too
            ::dup2(null, fd);
            ::close(null);
        }
    }
    return stdoutOpen;
}

/// A command's output is only delivered once it is flushed: a full disk, a closed pipe or
/// /dev/full fails here, and that is exit 1 with a message, never a silent success.
int finishOutput(int code)
{
    errno = 0; // the first failed write (often this flush) leaves its reason here
    std::cout.flush();
    const bool outFailed = !std::cout || std::fflush(stdout) != 0 || std::ferror(stdout);
    const int outErrno = errno;
    if (outFailed) {
        std::cerr << "token-runway: the output could not be written ("
                  << (outErrno ? std::strerror(outErrno) : "a write failed: the disk may be full or the reader gone") << "); it is incomplete\n";
        code = code == 0 ? 1 : code;
    }
    std::cerr.flush();
    if (!std::cerr || std::fflush(stderr) != 0 || std::ferror(stderr))
        code = code == 0 ? 1 : code;
    return code;
}

/// Whether `arg` is a file for the window rather than a verb: not an option, no command's name, and an
/// existing regular file or a name ending in ".json" (a missing one is then reported by the window).
bool opensInWindow(const std::string& arg)
{
    if (arg.empty() || arg[0] == '-' || runway::cli::findCommand(arg) || arg == "help")
        return false;
    std::error_code error;
    if (std::filesystem::is_regular_file(arg, error))
        return true;
    return arg.size() > 5 && arg.compare(arg.size() - 5, 5, ".json") == 0;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication::setOrganizationName(QStringLiteral("TokenRunway"));
    QCoreApplication::setApplicationName(QStringLiteral("token-runway"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RUNWAY_VERSION));

    const bool stdoutOpen = claimStandardDescriptors();
    const std::vector<std::string> args(argv + 1, argv + argc);
    const runway::LeadingQtOptions qt = runway::leadingQtOptions(args);
    if (!qt.problems.empty()) {
        runway::cli::Io io{std::cout, std::cerr};
        return finishOutput(runway::cli::reportProblems(io, qt.problems));
    }
    // `token-runway FILE` (the desktop entry's %f): one argument that is no verb and names a file, or a
    // scenario file by its .json ending, opens the window on it (issue 27).
    std::string openPath;
    if (qt.count + 1 == args.size() && opensInWindow(args.back()))
        openPath = args.back();
    if (openPath.empty() && qt.count < args.size()) { // a verb, --help, --version or an unknown word: the command line
        if (!stdoutOpen) {
            std::cerr << "token-runway: standard output is closed, so the command's output would be lost; "
                         "nothing was run (redirect it to a file or to /dev/null)\n";
            return 1;
        }
        // One buffer for the whole output when it goes to a file or a pipe: a write that fails (a full disk) then
        // fails at the final flush, where finishOutput reads its reason, not midway with the reason lost.
        // (glibc ignores the size when it allocates the buffer itself: the buffer is ours.)
        static std::array<char, std::size_t{1} << 20> buffer{};
        if (::isatty(STDOUT_FILENO) == 0)
            std::setvbuf(stdout, buffer.data(), _IOFBF, buffer.size());
        const std::vector<std::string> verbArgs(args.begin() + static_cast<std::ptrdiff_t>(qt.count), args.end());
        return finishOutput(runway::cli::dispatch(verbArgs, RUNWAY_VERSION));
    }
    if (!qt.choosesPlatform && !hasDisplay()) {
        std::cerr << "token-runway: no display (DISPLAY and WAYLAND_DISPLAY are unset), so the window cannot open; "
                     "headless commands: token-runway run | presets | bench (see token-runway --help)\n";
        return 2;
    }
    runway::WarmUp warmUp; // on the second core while this one starts Qt and builds the window
    // Only Qt's options are left: the constructor takes them out of argv and applies them.
    QApplication app(argc, argv);
    // The desktop entry's id: the menu, the dock and Wayland group the window under its icon.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.tokenrunway.TokenRunway"));
    QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral("io.github.tokenrunway.TokenRunway")));
    return runway::runWindow(app, QString::fromLocal8Bit(openPath.c_str()), warmUp);
}
