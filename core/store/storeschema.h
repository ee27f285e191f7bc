#pragma once
// The library's schema as numbered forward migrations (PRAGMA user_version), internal to core/store/.

#include <string>

#include "core/store/sqlite.h"

namespace runway::store {

/// Runs every migration after the file's user_version up to kStoreSchemaVersion, each in its
/// own transaction (the version is re-read inside it); returns the error or "" on success.
std::string migrate(const Database& db);

/// The current time as ISO 8601 UTC with milliseconds: "2026-12-01T08:33:52.123Z".
std::string nowIso();

} // namespace runway::store
