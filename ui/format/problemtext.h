#pragma once
// A problem in the window's language. Core builds each problem's message once, with typed
// arguments (core/scenario/validate.cpp, the readers, the store); the window only renders it
// (display::text) and, when the sentence does not name the parameter it is about, says which
// one first, as the CLI's "where: " does.

#include <QString>

#include "core/util/problem.h"

namespace runway {

/// One problem as one sentence for the status bar or a dialog: "Free tier lasts: 30 months is
/// beyond Horizon (12 months); …".
QString problemText(const Problem& problem);

} // namespace runway
