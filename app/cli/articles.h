#pragma once
// The catalogue a claims verb judges: the built-in one, a claims file (--catalogue FILE) or an
// article of the library (--article NAME, from --db LIB or the default library).

#include "app/cli/args.h"
#include "core/claims/claimcatalogue.h"

namespace runway::cli {

/// --catalogue FILE, else --article NAME (its newest version, from the library libraryPath()
/// names), else the built-in catalogue; both options at once is a problem.
Checked<ClaimCatalogue> catalogueToJudge(const Args& args);

} // namespace runway::cli
