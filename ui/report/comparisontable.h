#pragma once
// The comparison's table as text in the window's language: the Compare view and its PDF show the
// same cells (core's comparison rows through the one formatter, a missing number as the model's
// reason), so the page printed is the table on screen.

#include <QStringList>

#include "core/analysis/comparison.h"

namespace runway {

/// The first column: "Scenario" (the names row), "Model", then one caption per row.
QStringList comparisonRowCaptions();
/// One column's cells from the model row on; `reference` is the working scenario's column (null for
/// that column itself), which the last two rows (the runway against it, the differing parameters) need.
QStringList comparisonCells(const ComparedRun& run, const ComparedRun* reference);

} // namespace runway
