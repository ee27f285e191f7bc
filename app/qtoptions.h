#pragma once
// Qt's standard command-line options (QGuiApplication's and QApplication's: -style, -platform,
// -reverse, …). The QApplication constructor consumes them; the verbs never see them.

#include <cstddef>
#include <span>
#include <string>

#include "core/util/problem.h"

namespace runway {

/// The Qt options at the start of a command line.
struct LeadingQtOptions {
    std::size_t count = 0;        ///< arguments taken by Qt options and their values
    bool choosesPlatform = false; ///< `-platform NAME` given: the window needs no DISPLAY or WAYLAND_DISPLAY
    Problems problems;            ///< a Qt option that needs a value and has none
};

/// Reads the leading Qt options of `args` (`-style Fusion`, `-style=Fusion`, `--platform
/// offscreen`, `-reverse`), stopping at the first argument that is not one. A missing value is a
/// problem: the verb after it is never taken for the value.
LeadingQtOptions leadingQtOptions(std::span<const std::string> args);

} // namespace runway
