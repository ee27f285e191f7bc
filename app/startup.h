#pragma once
class QApplication;
class QString;
namespace runway {
/// Creates the main window, shows it and runs the event loop; a non-empty `openPath` is a scenario file
/// the window opens at once (`token-runway FILE`).
int runWindow(QApplication& app, const QString& openPath);
} // namespace runway
