#include "core/store/storeschema.h"

#include <array>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <string_view>

#include "core/scenario/jsondocument.h"
#include "core/scenario/presets.h"
#include "core/store/scenariostore.h"
#include "core/util/text.h"

namespace runway::store {
namespace {

// Schema migration i leads from user_version i to i + 1. Never edit a shipped migration: add one.
constexpr std::array<std::string_view, 2> kSchemaMigrations{
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

/// 4: one draft per window (issue 28.1). The single slot made two windows on one library share
/// one draft: the second reopened the first one's work, and a clean quit of either deleted the
/// other's. Each window keeps its own row now, under an owner id it chooses. The slot's draft,
/// kept by a program that knew no owners, gets the empty owner: no live window has that id.
constexpr std::string_view kDraftsPerWindow = R"sql(
CREATE TABLE drafts (
    owner TEXT PRIMARY KEY,
    base_name TEXT NOT NULL DEFAULT '',
    scenario_json TEXT NOT NULL,
    saved TEXT NOT NULL
);
INSERT INTO drafts (owner, base_name, scenario_json, saved) SELECT '', base_name, scenario_json, saved FROM draft;
DROP TABLE draft;
)sql";

/// A built-in preset as one migration stores it: its id, its name and its document.
struct PresetContent {
    std::string id;
    std::string name;
    std::string json;
};

/// A migration that brings a library's built-in presets to a new model: each preset it holds gets the
/// new content as a new version noted `note`, so its history shows the change, and the presets it
/// lacks are added. A preset is found by its id, or, in a library from before preset ids (schema 1),
/// by its name among the preset rows. A user's scenario that already has a new preset's name keeps
/// it; the preset is then added as "NAME (preset)". A library without presets (not seeded) is left as
/// it is; a new library is seeded after its migrations.
std::string migratePresets(const Database& db, const std::vector<PresetContent>& contents, const std::string& note)
{
    std::string error;
    if (db.queryInteger("SELECT count(*) FROM scenarios WHERE preset = 1", 0, &error) == 0 || !error.empty())
        return error;
    const std::string now = nowIso();
    for (const auto& p : contents) {
        const std::string& json = p.json;
        Statement find(db, "SELECT id FROM scenarios WHERE preset = 1 AND (preset_id = ?1 OR (preset_id = '' AND name = ?2)) ORDER BY preset_id DESC LIMIT 1");
        find.bind(1, p.id).bind(2, p.name);
        std::int64_t id = find.next() ? find.integer(0) : 0;
        if (find.failed())
            return find.error();
        if (id != 0) {
            Statement last(db, "SELECT version, scenario_json FROM versions WHERE scenario_id = ?1 ORDER BY version DESC LIMIT 1");
            last.bind(1, id);
            const bool has = last.next();
            if (last.failed())
                return last.error();
            const std::int64_t version = has ? last.integer(0) : 0;
            if (has && last.text(1) == json)
                continue;
            Statement ins(db, "INSERT INTO versions (scenario_id, version, created, note, scenario_json) VALUES (?1, ?2, ?3, ?4, ?5)");
            ins.bind(1, id).bind(2, version + 1).bind(3, now).bind(4, note).bind(5, json);
            if (!ins.run())
                return ins.error();
            if (db.changes() != 1)
                return "the " + note + " version of " + p.name + " was not stored";
            Statement upd(db, "UPDATE scenarios SET updated = ?1, preset_id = ?2 WHERE id = ?3");
            upd.bind(1, now).bind(2, p.id).bind(3, id);
            if (!upd.run())
                return upd.error();
            continue;
        }
        std::string name = p.name;
        Statement taken(db, "SELECT count(*) FROM scenarios WHERE name = ?1");
        taken.bind(1, name);
        if (taken.next() && taken.integer(0) != 0)
            name += " (preset)";
        if (taken.failed())
            return taken.error();
        Statement sc(db, "INSERT OR IGNORE INTO scenarios (name, preset, preset_id, created, updated) VALUES (?1, 1, ?2, ?3, ?3)");
        sc.bind(1, name).bind(2, p.id).bind(3, now);
        if (!sc.run())
            return sc.error();
        if (db.changes() != 1)
            continue; // both names taken by the user's own scenarios: theirs stay, the preset is left out
        Statement ins(db, "INSERT INTO versions (scenario_id, version, created, note, scenario_json) VALUES (?1, 1, ?2, 'built-in preset', ?3)");
        ins.bind(1, db.lastInsertId()).bind(2, now).bind(3, json);
        if (!ins.run())
            return ins.error();
    }
    return {};
}

/// The twelve presets of model 2 (MODEL.md §9), in its order.
constexpr std::array<std::string_view, 12> kModel2Presets{"announced", "simple",         "quota-full",  "price-floor", "premium",         "bull",
                                                          "bear",      "before-speedup", "cost-parity", "h100-rental", "openrouter-caps", "agentic-mix"};

/// Preset `p` as model 2 stored it (MODEL.md §9): its keys of model 2 on model 2's defaults, written as
/// model 2 wrote a scenario (`@2`, without model 3's keys and funding fields). Model 3 changed the
/// presets' base (MODEL3.md §9); migration 3 keeps storing what it stored when it shipped.
std::optional<PresetContent> model2Preset(const Preset& p)
{
    Json doc = presetOverrides(p);
    for (const auto& q : model3Parameters())
        doc.erase(std::string(q.key));
    doc["schema"] = kScenarioSchema;
    doc["name"] = p.name;
    doc["notes"] = p.description;
    auto read = scenarioFromJson(doc);
    if (!read.ok())
        return std::nullopt;
    Json j = scenarioToJson(*read.value);
    j["schema"] = kScenarioSchema;
    for (const auto& q : model3Parameters())
        j.erase(std::string(q.key));
    for (auto& event : j["funding"]) {
        event.erase("probability_pct");
        event.erase("label");
    }
    return PresetContent{p.id, p.name, j.dump(2) + "\n"};
}

/// 3: model 2 (MODEL.md §9): the presets' model-2 content, noted "model 2".
std::string migrateToModel2(const Database& db)
{
    std::vector<PresetContent> contents;
    for (std::string_view id : kModel2Presets) {
        const Preset* p = findPreset(id);
        auto content = p ? model2Preset(*p) : std::nullopt;
        if (!content)
            return "the built-in preset " + std::string(id) + " cannot be read as model 2";
        contents.push_back(std::move(*content));
    }
    return migratePresets(db, contents, "model 2");
}

/// 6: model 3 (MODEL3.md §9): every preset's content on the model-3 defaults, noted "model 3", and the
/// presets model 3 adds.
std::string migrateToModel3(const Database& db)
{
    std::vector<PresetContent> contents;
    for (const Preset& p : presets())
        contents.push_back({p.id, p.name, scenarioToText(p.scenario)});
    return migratePresets(db, contents, "model 3");
}

/// 5: the article library (issue 25.5): articles and their versions, like scenarios and theirs.
/// A version keeps the text as pasted (empty when imported from a claims file) and the claims as a
/// `token-runway/claims@3` document; its title, language, counts and text size are copied into
/// columns so that listing reads neither the text nor the JSON.
constexpr std::string_view kArticles = R"sql(
CREATE TABLE articles (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    created TEXT NOT NULL,
    updated TEXT NOT NULL
);
CREATE TABLE article_versions (
    id INTEGER PRIMARY KEY,
    article_id INTEGER NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
    version INTEGER NOT NULL CHECK (version >= 1),
    created TEXT NOT NULL,
    note TEXT NOT NULL DEFAULT '',
    title TEXT NOT NULL DEFAULT '',
    language TEXT NOT NULL DEFAULT '',
    claims INTEGER NOT NULL DEFAULT 0,
    drafts INTEGER NOT NULL DEFAULT 0,
    text_bytes INTEGER NOT NULL DEFAULT 0,
    text TEXT NOT NULL DEFAULT '',
    claims_json TEXT NOT NULL,
    UNIQUE (article_id, version)
);
)sql";

std::string runMigration(const Database& db, std::int64_t from)
{
    if (from < static_cast<std::int64_t>(kSchemaMigrations.size()))
        return db.exec(kSchemaMigrations[static_cast<std::size_t>(from)]);
    if (from == 2)
        return migrateToModel2(db);
    if (from == 3)
        return db.exec(kDraftsPerWindow);
    if (from == 4)
        return db.exec(kArticles);
    return migrateToModel3(db);
}
static_assert(kSchemaMigrations.size() + 4 == kStoreSchemaVersion, "one migration per schema version");

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
        if (auto e = runMigration(db, version); !e.empty())
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

Message damagedNameMessage(std::int64_t rowId, std::string_view name, std::size_t badByte)
{
    return Message(RW_MSG("Library", "the scenario in row %1 of the table scenarios is damaged: its name is not UTF-8 text (byte %2 is %3), so it "
                                     "cannot be shown or written; the library was edited by hand or is damaged (rename the row with an SQLite tool, or "
                                     "restore a backup)"),
                   {Verbatim{std::to_string(rowId)}, qty::whole(static_cast<long long>(badByte) + 1), Verbatim{abbreviate(name.substr(badByte, 1))}});
}

std::optional<Problem> noteProblem(std::string_view note)
{
    const auto problem = [](Message m) { return std::optional<Problem>(Problem{"note", std::move(m)}); };
    if (note.find('\0') != std::string_view::npos)
        return problem(RW_MSG("Problems", "contains a NUL character"));
    if (const auto bad = firstNonUtf8Byte(note))
        return problem(Message(RW_MSG("Problems", "is not UTF-8 text: byte %1 is %2, which does not start a UTF-8 character"))
                           .arg(qty::whole(static_cast<long long>(*bad) + 1))
                           .arg(abbreviate(note.substr(*bad, 1))));
    if (const std::size_t n = codePointCount(note); n > kMaxNoteChars)
        return problem(Message(RW_MSG("Problems", "is %1 characters long; it must be at most %2 characters"))
                           .arg(qty::whole(static_cast<long long>(n)))
                           .arg(Quantity{static_cast<double>(kMaxNoteChars), Unit::Count, Style::Plain, 3}));
    if (const auto c = firstControlCharacter(note, true)) // the scenario's notes' rule (validate()): tabs and line breaks only
        return problem(Message(RW_MSG("Library", "contains the control character %1 at byte %2; a note may hold tabs and line breaks but no other control "
                                                 "characters"))
                           .arg(abbreviate(note.substr(*c, static_cast<unsigned char>(note[*c]) == 0xC2 ? 2 : 1)))
                           .arg(qty::whole(static_cast<long long>(*c) + 1)));
    return std::nullopt;
}

Message noScenarioMessage(std::string_view name)
{
    return Message(RW_MSG("Library", "no scenario named %1 in the library"), {Verbatim{inQuotes(name)}});
}

} // namespace runway::store
