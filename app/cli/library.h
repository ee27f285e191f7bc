#pragma once
// Where the scenario library lives, for the verbs that use it (--db, TOKEN_RUNWAY_DB).

#include <string>

#include "app/cli/args.h"
#include "core/scenario/scenariojson.h"
#include "core/store/scenariostore.h"

namespace runway::cli {

/// --db PATH, else $TOKEN_RUNWAY_DB, else token-runway.sqlite in the platform's app-data folder.
std::string libraryPath(const Args& args);

/// Opens (or creates, with its folder) the library libraryPath() names.
Checked<ScenarioStore> openLibrary(const Args& args);

/// The newest version of the named scenario in the library.
Checked<Scenario> scenarioFromLibrary(const std::string& name, const Args& args);

} // namespace runway::cli
