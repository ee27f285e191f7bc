#pragma once
class QApplication;
namespace runway {
/// Creates the main window, shows it and runs the event loop.
int runWindow(QApplication& app);
} // namespace runway
