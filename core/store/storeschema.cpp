#include "core/store/storeschema.h"

#include <array>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <string_view>

#include "core/store/scenariostore.h"

namespace runway::store {
namespace {

// Migration i leads from user_version i to i + 1. Never edit a shipped migration: add one.
constexpr std::array<std::string_view, kStoreSchemaVersion> kMigrations{
    // 1: scenarios and their versions. The application id marks the file as ours.
    R"sql(
PRAGMA application_id = 1414690681;
CREATE TABLE scenarios (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    preset INTEGER NOT NULL DEFAULT 0 CHECK (preset IN (0, 1)),
    created TEXT NOT NULL,
    updated TEXT NOT NULL
);
CREATE TABLE versions (
    id INTEGER PRIMARY KEY,
    scenario_id INTEGER NOT NULL REFERENCES scenarios(id) ON DELETE CASCADE,
    version INTEGER NOT NULL CHECK (version >= 1),
    created TEXT NOT NULL,
    note TEXT NOT NULL DEFAULT '',
    scenario_json TEXT NOT NULL,
    UNIQUE (scenario_id, version)
);
)sql",
    // 2: the draft slot for crash recovery, the preset's id, and an index for "recent first".
    R"sql(
ALTER TABLE scenarios ADD COLUMN preset_id TEXT NOT NULL DEFAULT '';
CREATE INDEX scenarios_updated ON scenarios(updated);
CREATE TABLE draft (
    slot INTEGER PRIMARY KEY CHECK (slot = 1),
    base_name TEXT NOT NULL DEFAULT '',
    scenario_json TEXT NOT NULL,
    saved TEXT NOT NULL
);
)sql",
};
static_assert(kStoreApplicationId == 1414690681, "migration 1 writes the application id literally");

} // namespace

std::string migrate(const Database& db)
{
    for (;;) {
        Transaction t(db);
        if (!t.started())
            return t.error();
        std::string error;
        const std::int64_t version = db.queryInteger("PRAGMA user_version", -1, &error);
        if (!error.empty())
            return error;
        if (version >= kStoreSchemaVersion)
            return {};
        if (version < 0)
            return "unexpected schema version " + std::to_string(version);
        if (auto e = db.exec(kMigrations[static_cast<std::size_t>(version)]); !e.empty())
            return "migration to schema " + std::to_string(version + 1) + " failed: " + e;
        if (auto e = db.exec("PRAGMA user_version = " + std::to_string(version + 1)); !e.empty())
            return e;
        if (auto e = t.commit(); !e.empty())
            return e;
    }
}

std::string nowIso()
{
    const auto now = std::chrono::system_clock::now();
    const std::time_t seconds = std::chrono::system_clock::to_time_t(now);
    const auto millis = std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count() % 1000;
    std::tm utc{};
    gmtime_r(&seconds, &utc);
    char text[64];
    std::snprintf(text, sizeof text, "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", utc.tm_year + 1900, utc.tm_mon + 1, utc.tm_mday, utc.tm_hour, utc.tm_min,
                  utc.tm_sec, static_cast<int>(millis));
    return text;
}

} // namespace runway::store
