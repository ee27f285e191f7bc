#include "app/cli/guiapp.h"

#include <cerrno>
#include <cstdlib>

#include <QApplication>
#include <QDir>
#include <QStandardPaths>

#include <sys/stat.h>
#include <unistd.h>

namespace runway::cli {
namespace {

/// True when `path` itself (not what a link points to) is a folder of ours with mode 0700.
bool isPrivateFolder(const QByteArray& path)
{
    struct stat st { };
    return ::lstat(path.constData(), &st) == 0 && S_ISDIR(st.st_mode) && st.st_uid == ::getuid() && (st.st_mode & 07777) == 0700;
}

/// $TMPDIR/token-runway-runtime-<uid> when it is a folder of ours with mode 0700 (made so when
/// missing); anything else at that name (a planted symbolic link, another user's folder, a
/// folder others may write) is left alone and a fresh folder is made with mkdtemp. Never a
/// chmod through a name: a link's target keeps its mode. Empty when nothing could be made.
QByteArray privateRuntimeFolder()
{
    QByteArray path = QFile::encodeName(QDir::temp().filePath(QStringLiteral("token-runway-runtime-%1").arg(QString::number(::getuid()))));
    if (::mkdir(path.constData(), 0700) != 0 && errno != EEXIST)
        return {};
    if (isPrivateFolder(path))
        return path;
    QByteArray fresh = path + "-XXXXXX";
    if (!::mkdtemp(fresh.data())) // made 0700, by us, and new
        return {};
    return fresh;
}

} // namespace

std::unique_ptr<QApplication> makeOffscreenApplication()
{
    if (!std::getenv("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    if (!std::getenv("XDG_RUNTIME_DIR")) {
        // Qt warns without one; a private folder of our own keeps stderr for real problems.
        if (const QByteArray dir = privateRuntimeFolder(); !dir.isEmpty())
            qputenv("XDG_RUNTIME_DIR", dir);
    }
    static int argc = 1;
    static char name[] = "token-runway";
    static char* argv[] = {name, nullptr};
    auto app = std::make_unique<QApplication>(argc, argv);
    // The offscreen platform reports size hints it cannot apply; that is not the user's concern.
    qInstallMessageHandler([](QtMsgType type, const QMessageLogContext& context, const QString& message) {
        if (message.contains(QLatin1String("propagateSizeHints")))
            return;
        qt_message_output(type, context, message);
    });
    return app;
}

} // namespace runway::cli
