// A helper for test_drafts: a real window on a scenario library in a process of its own, so the
// test can kill it (SIGKILL, like a crash) while another window is open on the same library.
// Usage: draft_window LIBRARY PRICE [SCENARIO]
// Opens LIBRARY, then the library scenario SCENARIO when given, sets the price to PRICE and writes
// its draft at once; prints "READY <owner>" (its id among the library's drafts) and waits. A line "close" on standard input closes the window
// cleanly (its draft is cleared) and ends the program.
#include <cstdio>

#include <QApplication>
#include <QSettings>
#include <QSocketNotifier>
#include <QStandardPaths>

#include <unistd.h>

#include "ui/document/scenariodocument.h"
#include "ui/library/draftkeeper.h"
#include "ui/library/libraryservice.h"
#include "ui/library/scenariobrowser.h"
#include "ui/mainwindow.h"

#include "modalanswerer.h"

using namespace runway;

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // never the user's settings
    QSettings().clear();
    const QStringList args = QCoreApplication::arguments();
    if (args.size() < 3) {
        std::fprintf(stderr, "usage: draft_window LIBRARY PRICE [SCENARIO]\n");
        return 2;
    }
    MainWindow window;
    auto* library = window.findChild<LibraryService*>(QStringLiteral("libraryService"));
    auto* drafts = window.findChild<DraftKeeper*>(QStringLiteral("draftKeeper"));
    auto* browser = window.findChild<ScenarioBrowser*>(QStringLiteral("scenarioBrowser"));
    if (!library || !drafts || !browser)
        return 3;
    QObject::connect(library, &LibraryService::opened, &window, [&] {
        if (args.size() > 3 && !browser->openScenario(args[3])) {
            std::printf("ERR cannot open %s\n", qPrintable(args[3]));
            std::fflush(stdout);
            return;
        }
        window.document()->setValue(ParamId::Price, args[2].toDouble());
        drafts->flush();
        std::printf("READY %s\n", qPrintable(drafts->owner()));
        std::fflush(stdout);
    });
    QObject::connect(library, &LibraryService::failed, &window, [](const QString&, const QStringList& problems) {
        std::printf("ERR %s\n", qPrintable(problems.join(QLatin1Char(' '))));
        std::fflush(stdout);
    });
    QSocketNotifier input(STDIN_FILENO, QSocketNotifier::Read);
    QObject::connect(&input, &QSocketNotifier::activated, &window, [&] {
        char line[64] = {};
        if (::read(STDIN_FILENO, line, sizeof line - 1) <= 0 || QByteArray(line).startsWith("close")) {
            // A clean quit as the user makes it: the window asks about the unsaved price, and the
            // answer is Discard (the draft goes with it).
            ModalAnswerer discard(QMessageBox::Discard);
            window.close(); // the last window: the program ends
        }
    });
    window.show();
    window.setLibraryPath(args[1]);
    return QApplication::exec();
}
