#pragma once
// For the verbs that draw (report, bench ui): a QApplication on the offscreen platform
// unless one was chosen, so they never need a display.

#include <memory>

class QApplication;

namespace runway::cli {

/// Creates the application object; the settings of a real session are never touched.
std::unique_ptr<QApplication> makeOffscreenApplication();

} // namespace runway::cli
