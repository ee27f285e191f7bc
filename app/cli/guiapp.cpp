#include "app/cli/guiapp.h"

#include <cstdlib>

#include <QApplication>
#include <QDir>
#include <QStandardPaths>

#include <unistd.h>

namespace runway::cli {

std::unique_ptr<QApplication> makeOffscreenApplication()
{
    if (!std::getenv("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    if (!std::getenv("XDG_RUNTIME_DIR")) {
        // Qt warns without one; a private folder of our own keeps stderr for real problems.
        const QString dir = QDir::temp().filePath(QStringLiteral("token-runway-runtime-%1").arg(QString::number(getuid())));
        QDir().mkpath(dir);
        QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        qputenv("XDG_RUNTIME_DIR", dir.toLocal8Bit());
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
