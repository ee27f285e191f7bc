#pragma once
// Work that can wait for the window's first frame: the library's open and the analyses (Monte
// Carlo, tornado, what-if map) start once the main window has painted, so the first frame is the
// window's alone (token-runway bench startup measures it) and never waits for, or shares a core
// with, anything the user cannot see yet.

#include <functional>

class QWidget;

namespace runway {

/// Runs `task` once, on the window's thread, right after `window` has painted its first frame.
/// A window that is not shown when the event loop next runs (a test, a window built hidden) runs
/// it then; a shown window that paints nothing within a second (no expose from a compositor) runs
/// it then too, so the work is never lost. Destroying the window first drops the task.
/// Tasks for the same frame run in no promised order (each waits as an event filter, and Qt asks
/// the filter installed last first): work that must follow other work goes in one task.
void afterFirstPaint(QWidget* window, std::function<void()> task);

} // namespace runway
