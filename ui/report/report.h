#pragma once
// The one-page report: title and date, the headline figures of model 2 (runway, the Monte Carlo
// odds, cash on hand with its bridge, burn, the free tier, the fleet and capex, unit economics,
// the programme's break-even), the runway and burn charts as vector graphics, the assumptions
// with units and provenance, the claims in words, the full source citations and the method.
// The text shrinks (within limits) so that everything fits on the one page.
// PDF (searchable text), SVG or PNG, chosen by the file's extension.

#include <optional>
#include <vector>

#include <QPageSize>
#include <QString>

#include "core/analysis/montecarlo.h"
#include "core/claims/claimaudit.h"
#include "core/util/problem.h"

namespace runway {

/// A4, or Letter where the locale measures in inches (US).
QPageSize::PageSizeId defaultPageSize();

/// The odds the report prints: core's Monte Carlo at its defaults (10,000 samples, seed 1), the same
/// run as the window's and `token-runway montecarlo`'s; empty when the scenario has no uncertainty.
std::optional<MonteCarloResult> reportOdds(const Scenario& scenario);

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
