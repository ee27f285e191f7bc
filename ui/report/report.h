#pragma once
// The one-page report: title and date, the KPI table, the runway and burn charts as vector
// graphics, the assumptions with their provenance, the claims summary and the method.
// PDF (searchable text), SVG or PNG, chosen by the file's extension.

#include <optional>
#include <vector>

#include <QPageSize>
#include <QString>

#include "core/claims/claimaudit.h"
#include "core/util/problem.h"

namespace runway {

/// A4, or Letter where the locale measures in inches (US).
QPageSize::PageSizeId defaultPageSize();

/// Writes the report for `scenario`, its simulation result and its claims audit (as the
/// document publishes them) to `path`; on failure nothing is left at `path` and the message
/// names the file and the problem. Needs a QApplication (offscreen is fine).
/// `kind`, when given, says whose failure it is: the machine's (a full disk, an I/O error: exit 1
/// in the CLI) or the input's (a path that cannot be written).
std::optional<QString> writeReport(const Scenario& scenario, const SimulationResult& result, const std::vector<ClaimResult>& claims, const QString& path,
                                   QPageSize::PageSizeId page = defaultPageSize(), ProblemKind* kind = nullptr);
/// The same for a scenario alone (the command line, which has no document): computes its
/// result and audit first.
std::optional<QString> writeReport(const Scenario& scenario, const QString& path, QPageSize::PageSizeId page = defaultPageSize(), ProblemKind* kind = nullptr);

} // namespace runway
