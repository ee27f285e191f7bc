#pragma once
// The scenario library: one SQLite file of named scenarios, each with every saved version,
// MODEL.md §9's presets (read-only) and a crash-recovery draft per window. The path is chosen
// by app/ and handed in. Every call reports problems as values, never throws.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/scenario/scenariodiff.h"
#include "core/scenario/scenariojson.h"
#include "core/store/articlestore.h"
#include "core/store/sqlite.h"

namespace runway {

/// The schema this program writes; a file with a higher PRAGMA user_version opens read-only.
inline constexpr int kStoreSchemaVersion = 6;
/// PRAGMA application_id of a Token Runway library ("TRwy"): how a foreign SQLite file is told apart.
inline constexpr std::int32_t kStoreApplicationId = 0x54527779;
/// The highest version number a scenario can have (a save beyond it is refused, never wrapped).
inline constexpr std::int64_t kMaxVersion = 2147483647;
/// A version's note is UTF-8 text of at most this many characters.
inline constexpr std::size_t kMaxNoteChars = 1000;
/// The longest text or blob (and row) the library reads or writes: an article version's text and
/// claims with room to spare. A longer one is only in a file edited behind the program's back; it
/// is refused where it is met, never loaded (store::Database::limitValueBytes).
inline constexpr std::size_t kMaxStoredValueBytes = kMaxArticleTextBytes + kMaxClaimsFileBytes + (std::size_t{1} << 20);

/// One row of list(): no scenario JSON is read to build it.
struct ScenarioSummary {
    std::string name;
    bool preset = false;
    std::string presetId; ///< the preset's id ("bull") or empty
    std::string updated;  ///< ISO 8601 UTC, e.g. "2026-12-01T08:33:52.123Z"
    int versions = 0;
};

/// One saved version (history()).
struct VersionInfo {
    int version = 0;     ///< 1, 2, 3 … per scenario
    std::string created; ///< ISO 8601 UTC
    std::string note;
    int model = 2; ///< 1 for a version stored as `token-runway/scenario@1` (read with model 1)
};

/// A crash-recovery draft: one window's working scenario as that window last kept it.
struct Draft {
    std::string owner; ///< the window that keeps it (an id the window chose); empty for a draft kept before schema 4
    Scenario scenario;
    std::string baseName; ///< the library scenario it was opened from, or empty
    std::string saved;    ///< ISO 8601 UTC
    Problems problems;    ///< why the stored scenario cannot be read (hand-edited or damaged); `scenario` is then the default
};

/// Everything delete removed, so restoreDeleted() can put it back (undo within a session).
struct DeletedScenario {
    struct Row {
        int version = 0;
        std::string created;
        std::string note;
        std::string json;
    };
    std::string name;
    bool preset = false;
    std::string presetId;
    std::string created;
    std::string updated;
    std::vector<Row> versions;
};

struct StoreOptions {
    bool readOnly = false;   ///< open without ever writing (also chosen automatically, see open())
    bool seedPresets = true; ///< a new library gets MODEL.md §9's presets
};

/// One connection to the library. Use it from one thread at a time (it may move between
/// threads, e.g. opened on a worker so a window's first paint does not wait for it).
class ScenarioStore {
public:
    /// Opens the library at `path`, creating it (and its folder) when missing, migrating an
    /// older schema forward. A file that is not a Token Runway library (not SQLite, damaged,
    /// another program's database) is refused before anything is written: the problem names
    /// the file. A newer schema, a read-only file or folder opens read-only (readOnlyReason()).
    static Checked<ScenarioStore> open(const std::string& path, StoreOptions options = {});

    ScenarioStore(ScenarioStore&&) noexcept = default;
    ScenarioStore& operator=(ScenarioStore&&) noexcept = default;

    const std::string& path() const { return m_path; }
    bool readOnly() const { return !m_readOnlyReason.empty(); }
    /// Why saving is refused, e.g. "was written by a newer version of Token Runway"; empty when
    /// writable. readOnlyReason() is its English (the CLI).
    const Message& readOnlyMessage() const { return m_readOnlyReason; }
    std::string readOnlyReason() const { return english(m_readOnlyReason); }
    /// The file's PRAGMA user_version (kStoreSchemaVersion unless newer).
    int schemaVersion() const { return m_schemaVersion; }

    /// Every scenario, sorted by name (byte order), with its version count.
    Checked<std::vector<ScenarioSummary>> list() const;
    bool contains(const std::string& name) const;
    /// The newest version of `name`.
    Checked<Scenario> load(const std::string& name) const;
    Checked<Scenario> loadVersion(const std::string& name, int version) const;
    /// Saves `s` under s.name as a new version (creating the scenario); returns the version number.
    /// Validates the whole scenario first; refuses a preset's name and a read-only library.
    Checked<int> save(const Scenario& s, const std::string& note = {});
    /// Reads and validates a scenario file whole, then saves it as a new scenario under `name`
    /// (default: its own name; refused when taken). Returns the name; nothing is written on any problem.
    Checked<std::string> importFile(const std::string& file, const std::optional<std::string>& name = {}, const std::string& note = {});
    /// Writes the newest version of `name` to `file` (atomically).
    std::optional<Problem> exportTo(const std::string& name, const std::string& file) const;
    /// Renames a scenario with all its versions (loads report the row's name). Presets cannot be renamed.
    Problems rename(const std::string& from, const std::string& to);
    /// Copies the newest version of `from` to a new scenario `to` (not a preset).
    Problems duplicate(const std::string& from, const std::string& to, const std::string& note = {});
    /// Deletes a scenario with all its versions; the result restores it with restoreDeleted().
    Checked<DeletedScenario> remove(const std::string& name);
    /// Puts a deleted scenario back exactly as it was; refused when the name is taken again.
    Problems restoreDeleted(const DeletedScenario& deleted);
    /// Versions of `name`, oldest first.
    Checked<std::vector<VersionInfo>> history(const std::string& name) const;
    /// Saves version `version` of `name` again as the newest; returns the new version number.
    Checked<int> restoreVersion(const std::string& name, int version);
    /// What changed from version `from` to version `to` of `name`, parameter by parameter.
    Checked<std::vector<ParamChange>> diff(const std::string& name, int from, int to) const;

    /// Keeps `s` as the draft of `owner`, replacing that owner's previous draft and no other: each
    /// window of the program keeps its own.
    Problems saveDraft(const std::string& owner, const Scenario& s, const std::string& baseName = {});
    /// Every draft in the library, the most recently kept first.
    Checked<std::vector<Draft>> drafts() const;
    /// Gives the draft of `from` (a window that is gone) to `to`, replacing any draft `to` had, in
    /// one statement: of two windows that both found `from` gone only one gets it. False when
    /// `from` has no draft (any more).
    Checked<bool> adoptDraft(const std::string& from, const std::string& to);
    /// Removes the draft of `owner`, and only that one.
    Problems clearDraft(const std::string& owner);

    // The article library (articlestore.h; storearticles.cpp): the same file, connection and
    // transactions as the scenarios. Names follow the scenario names' rules.

    /// Every article, sorted by name (byte order), from each one's newest version.
    Checked<std::vector<ArticleSummary>> listArticles() const;
    bool containsArticle(const std::string& name) const;
    /// Version `version` of `name` (0: the newest). A row edited behind the program's back (a
    /// name that is not UTF-8, claims that do not read, a text over the limit) is refused, naming it.
    Checked<StoredArticle> loadArticle(const std::string& name, int version = 0) const;
    /// Saves `a` under a.name as a new version (creating the article); returns the version number.
    /// Validates the whole article first (articlestore.h) and writes nothing on any problem.
    Checked<int> saveArticle(const StoredArticle& a, const std::string& note = {});
    /// Reads a claims@3 (or @2) file whole and saves it, without text, as a new article under
    /// `name` (default: its source's title, else its id); refused when the name is taken or the
    /// file has more than one source (the message names the count). Returns the name.
    Checked<std::string> importArticle(const std::string& claimsFile, const std::optional<std::string>& name = {}, const std::string& note = {});
    /// Writes the newest version's claims to `claimsFile` as a claims@3 document (atomically);
    /// the text itself is not in the file (the quotes are; the source's text_sha256 ties it).
    std::optional<Problem> exportArticle(const std::string& name, const std::string& claimsFile) const;
    /// Versions of `name`, oldest first.
    Checked<std::vector<ArticleVersionInfo>> articleHistory(const std::string& name) const;
    /// Deletes an article with all its versions.
    Problems removeArticle(const std::string& name);
    /// The same, returning what it removed so that restoreDeletedArticle() can put it back.
    Checked<DeletedArticle> takeArticle(const std::string& name);
    /// Puts a deleted article back exactly as it was; refused when the name is taken again.
    Problems restoreDeletedArticle(const DeletedArticle& deleted);

    /// PRAGMA integrity_check: "ok" or SQLite's findings.
    Checked<std::string> integrityCheck() const;

private:
    ScenarioStore() = default;
    Problems refuseWrite() const;
    Problem dbProblem(const Message& what) const;
    /// The damaged-row problem when `name` is not UTF-8 (no well-formed library holds one), else nullopt.
    std::optional<Problem> damagedName(const std::string& name) const;
    Checked<std::string> loadJson(const std::string& name, int version) const;
    Checked<int> saveAs(const Scenario& s, const std::string& note, bool mustBeNew);
    std::optional<std::int64_t> scenarioId(const std::string& name, bool* preset, std::string* error) const;
    Checked<int> insertVersion(const std::string& name, const std::string& json, const std::string& note, bool preset, const std::string& presetId);
    std::optional<std::int64_t> articleId(const std::string& name, std::string* error) const;
    Checked<int> saveArticleAs(const StoredArticle& a, const std::string& note, bool mustBeNew);

    friend struct StoreOpener;

    std::string m_path;
    Message m_readOnlyReason;
    int m_schemaVersion = kStoreSchemaVersion;
    store::Database m_db;
};

} // namespace runway
