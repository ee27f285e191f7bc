#pragma once
// The comparison on one landscape page (issue 26 item 3): the Compare view's table, the runway
// chart with every compared scenario's cash path over the first one's (the fan left out, so the
// lines read), the date, and the seed and sample count of the odds. PDF only.

#include <optional>
#include <vector>

#include <QColor>
#include <QPageSize>
#include <QString>

#include "core/analysis/comparison.h"
#include "core/util/problem.h"

namespace runway {

/// Writes the comparison of `runs` (the first is the reference column; `colors` one per run, the
/// lines' colours) to the PDF at `path` on a landscape `page`; on failure nothing is left at `path`
/// and the message names the file and the problem. Needs a QApplication (offscreen is fine).
/// `kind`, when given, says whose failure it is (the machine's or the input's), as writeReport's does.
std::optional<QString> writeComparisonReport(const std::vector<ComparedRun>& runs, const std::vector<QColor>& colors, const QString& path,
                                             QPageSize::PageSizeId page = QPageSize::A4, ProblemKind* kind = nullptr);

} // namespace runway
