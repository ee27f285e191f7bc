#pragma once
// Core's rule book in the window's language: a problem's code and arguments (core/util/
// problem.h) rendered through tr(), with the parameter's translated label and the numbers in
// the locale's form. Problems that carry no rule code keep core's English message.

#include <QString>

#include "core/util/problem.h"

namespace runway {

/// One problem as one sentence for the status bar or a dialog: "Free tier lasts: 30 months is
/// beyond the horizon (12 months); …".
QString problemText(const Problem& problem);

} // namespace runway
