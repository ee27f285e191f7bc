#pragma once
// The library's schema as numbered forward migrations (PRAGMA user_version), internal to core/store/.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/store/sqlite.h"
#include "core/text/message.h"
#include "core/util/problem.h"

namespace runway::store {

/// Runs every migration after the file's user_version up to kStoreSchemaVersion, each in its
/// own transaction (the version is re-read inside it); returns the error or "" on success.
std::string migrate(const Database& db);

/// The problem of a scenarios row whose name is not UTF-8 (only a file edited by hand or
/// damaged has one): it names the file, the row's id and the first bad byte (1-based).
Message damagedNameMessage(std::int64_t rowId, std::string_view name, std::size_t badByte);
/// "no scenario named \"NAME\" in the library".
Message noScenarioMessage(std::string_view name);

/// Why a version's note (of a scenario or an article) is not acceptable, as a problem at "note":
/// a NUL, a byte that is not UTF-8, more than kMaxNoteChars code points, a control character
/// other than a tab or a line break (the scenario's notes' rule); nullopt when it is.
std::optional<Problem> noteProblem(std::string_view note);

/// The current time as ISO 8601 UTC with milliseconds: "2026-12-01T08:33:52.123Z".
std::string nowIso();

} // namespace runway::store
