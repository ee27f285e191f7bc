#include "startup.h"

#include <QApplication>

#include "mainwindow.h"

namespace runway {

int runWindow(QApplication& app)
{
    QApplication::setApplicationDisplayName(QObject::tr("Token Runway"));
    MainWindow window;
    window.show();
    return app.exec();
}

} // namespace runway
