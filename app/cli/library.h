#pragma once
// Where the scenario library lives, for the verbs that use it (--db, TOKEN_RUNWAY_DB).

#include <optional>
#include <string>

#include "app/cli/args.h"
#include "app/cli/cli.h"
#include "core/scenario/scenariojson.h"
#include "core/store/scenariostore.h"

namespace runway::cli {

/// --db PATH, else $TOKEN_RUNWAY_DB, else token-runway.sqlite in the platform's app-data folder.
std::string libraryPath(const Args& args);

/// Opens (or creates, with its folder) the library libraryPath() names.
Checked<ScenarioStore> openLibrary(const Args& args);

/// openLibrary() for a verb that reads (`writes` false) or changes the library: a read-only library
/// refuses a writing verb with its reason as the problem, and a reading verb goes on after a warning
/// on the error stream.
Checked<ScenarioStore> openLibraryFor(const Args& args, Io& io, bool writes);

/// The newest version of the named scenario in the library.
Checked<Scenario> scenarioFromLibrary(const std::string& name, const Args& args);

/// A library name as the text shows it: quoted and printable (a hand-edited file may hold escapes).
std::string shownName(const std::string& name);
/// The library's time stamp ("2026-12-01T08:33:52.123Z") as the text shows it: "2026-12-01 08:33 UTC".
std::string stampText(const std::string& stamp);
/// A version number (1, 2, …) typed for `what` ("--version", "VERSION"), or a problem naming it.
std::optional<int> versionArgument(const std::string& text, const std::string& what, Problems& problems);
/// "saved NAME as version N" (or "imported …"), or its JSON; returns kExitOk.
int reportSaved(Io& io, Format format, const std::string& name, int version, bool imported);
/// "exported NAME to PATH", or its JSON; returns kExitOk.
int reportExported(Io& io, Format format, const std::string& name, const std::string& path);

} // namespace runway::cli
