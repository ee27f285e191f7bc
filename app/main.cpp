// token-runway: no arguments opens the dashboard; a verb runs the command line (no display needed).
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

#include <QApplication>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QIcon>

#include "app/cli/dispatch.h"
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

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication::setOrganizationName(QStringLiteral("TokenRunway"));
    QCoreApplication::setApplicationName(QStringLiteral("token-runway"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RUNWAY_VERSION));

    if (argc > 1) {
        std::vector<std::string> args(argv + 1, argv + argc);
        return runway::cli::dispatch(args, RUNWAY_VERSION);
    }
    if (!hasDisplay()) {
        std::cerr << "token-runway: no display (DISPLAY and WAYLAND_DISPLAY are unset), so the window cannot open; "
                     "headless commands: token-runway run | presets | bench (see token-runway --help)\n";
        return 2;
    }
    QApplication app(argc, argv);
    // The desktop entry's id: the menu, the dock and Wayland group the window under its icon.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.tokenrunway.TokenRunway"));
    QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral("io.github.tokenrunway.TokenRunway")));
    return runway::runWindow(app);
}
