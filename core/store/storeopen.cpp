// ScenarioStore::open: decide, before anything is written, whether the file is ours.
#include <array>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <random>
#include <vector>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/scenario/presets.h"
#include "core/store/scenariostore.h"
#include "core/store/storeschema.h"
#include "core/util/fileio.h"
#include "core/util/text.h"

namespace runway {

namespace fs = std::filesystem;
using store::Database;

struct StoreOpener {
    std::string path;
    StoreOptions options;

    /// Set when the failure being reported is the machine's (a lock, a full disk, an I/O error).
    mutable ProblemKind failureKind = ProblemKind::Input;

    Checked<ScenarioStore> fail(const Message& message) const { return {std::nullopt, {{path, message, failureKind}}}; }
    /// Notes whether `db`'s last failure (or, for a system call, `err`) is the machine's.
    void noteFailure(const Database& db) const
    {
        if (store::isEnvironmentFailure(db.failureCode()))
            failureKind = ProblemKind::Environment;
    }
    void noteErrno(int err) const
    {
        if (err == ENOSPC || err == EDQUOT || err == EIO || err == ENOMEM)
            failureKind = ProblemKind::Environment;
    }
    static Message errnoText(int err)
    {
        const Message system = Message::verbatim(std::strerror(err));
        return err == ENOSPC || err == EDQUOT ? Message(RW_MSG("Files", "disk full (%1)")).arg(system) : system;
    }
    /// "cannot be read: WHY".
    static Message cannotBeRead(const Message& why) { return Message(RW_MSG("Library", "cannot be read: %1")).arg(why); }
    /// "is damaged or not a Token Runway library (WHY); it was left unchanged".
    static Message damaged(const std::string& sqlite)
    {
        return Message(RW_MSG("Library", "is damaged or not a Token Runway library (%1); it was left unchanged")).arg(sqlite);
    }
    /// "cannot be created: WHY".
    static Message cannotBeCreated(const Message& why) { return Message(RW_MSG("Library", "cannot be created: %1")).arg(why); }

    /// Pragmas of every connection. WAL + synchronous=NORMAL: a commit is in the WAL (written
    /// with the OS) when COMMIT returns, so a killed process never loses it; only a power cut
    /// may lose the last commits, never corrupt the file.
    static std::string configure(const Database& db, bool readOnly)
    {
        db.limitValueBytes(static_cast<int>(kMaxStoredValueBytes));
        std::string e = db.exec("PRAGMA busy_timeout = " + std::to_string(store::kLockWaitMs) + "; PRAGMA foreign_keys = ON;");
        if (e.empty() && !readOnly)
            e = db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;");
        return e;
    }

    /// Builds a complete new library in a temporary file beside `path`, then links it into
    /// place, so `path` is either absent or a whole library, even if the process is killed.
    std::optional<Message> create(const fs::path& target) const
    {
        const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
        std::error_code ec;
        std::vector<fs::path> madeFolders; // deepest first: removed again when the library is not made
        for (fs::path p = dir; !p.empty() && !fs::exists(p, ec) && p != p.parent_path(); p = p.parent_path())
            madeFolders.push_back(p);
        auto failed = [&](Message message) {
            for (const auto& folder : madeFolders)
                fs::remove(folder, ec); // only when empty
            return std::optional<Message>(std::move(message));
        };
        fs::create_directories(dir, ec);
        if (ec) {
            noteErrno(ec.value());
            return failed(Message(RW_MSG("Library", "the folder %1 cannot be created: %2")).arg(dir.string()).arg(errnoText(ec.value())));
        }
        if (::access(dir.c_str(), W_OK) != 0)
            return failed(Message(RW_MSG("Library", "cannot be created: the folder %1 is not writable")).arg(dir.string()));
        const std::string prefix = "." + target.filename().string() + ".new-";
        removeStaleTemporaries(dir, prefix);
        const fs::path temp = dir / (prefix + std::to_string(std::random_device{}()));
        std::string error;
        std::optional<Message> problem;
        {
            Database db = Database::open(store::fileUri(temp.string()), Database::Mode::Create, error);
            if (!db.isOpen()) {
                fs::remove(temp, ec); // never a file left behind
                return failed(cannotBeCreated(Message::verbatim(error)));
            }
            // No journal and no syncs while building: a temporary file that is cut short is
            // never linked into place. One fsync below makes the whole file durable at once.
            error = db.exec("PRAGMA foreign_keys = ON; PRAGMA journal_mode = MEMORY; PRAGMA synchronous = OFF;");
            if (error.empty())
                error = store::migrate(db);
            if (error.empty() && options.seedPresets)
                error = seed(db);
            if (!error.empty()) {
                noteFailure(db);
                problem = cannotBeCreated(Message::verbatim(error));
            }
        }
        if (!problem) {
            const int fd = ::open(temp.c_str(), O_RDONLY | O_CLOEXEC);
            if (fd < 0 || ::fsync(fd) != 0) {
                noteErrno(errno);
                problem = cannotBeCreated(errnoText(errno));
            }
            if (fd >= 0)
                ::close(fd);
        }
        // link() keeps a file another process made meanwhile (EEXIST); without hard links, rename.
        if (!problem && ::link(temp.c_str(), target.c_str()) != 0 && errno != EEXIST &&
            (fs::exists(target, ec) || std::rename(temp.c_str(), target.c_str()) != 0)) {
            noteErrno(errno);
            problem = cannotBeCreated(errnoText(errno));
        }
        fs::remove(temp, ec);
        fs::remove(temp.string() + "-journal", ec);
        if (problem)
            return failed(Message(RW_MSG("Library", "%1; no file was left behind")).arg(*problem));
        if (const int dfd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC); dfd >= 0) {
            ::fsync(dfd); // the new name itself survives a power cut
            ::close(dfd);
        }
        return std::nullopt;
    }

    /// A creation killed midway leaves its temporary file; one older than a minute is nobody's.
    static void removeStaleTemporaries(const fs::path& dir, const std::string& prefix)
    {
        std::error_code ec;
        const auto now = fs::file_time_type::clock::now();
        for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
            const std::string name = it->path().filename().string();
            std::error_code timeError;
            const auto written = fs::last_write_time(it->path(), timeError);
            if (name.starts_with(prefix) && !timeError && now - written > std::chrono::minutes(1))
                fs::remove(it->path(), timeError);
        }
    }

    static std::string seed(Database& db)
    {
        ScenarioStore s;
        s.m_db = std::move(db);
        std::string error;
        {
            store::Transaction t(s.m_db);
            if (!t.started())
                error = t.error();
            for (const auto& p : presets()) {
                if (!error.empty())
                    break;
                auto v = s.insertVersion(p.name, scenarioToText(p.scenario), "built-in preset", true, p.id);
                if (!v.ok())
                    error = v.problems.front().messageText();
            }
            if (error.empty())
                error = t.commit();
        }
        db = std::move(s.m_db);
        return error;
    }

    /// "the table versions lacks a column" when a table of schema `version` lacks one of its
    /// columns (a statement naming them all cannot be prepared); empty when all are there.
    static std::optional<Message> missingColumns(const Database& db, std::int64_t version)
    {
        struct Need {
            int since;
            int until; ///< the last schema that has it, or 0 while it stays
            const char* table;
            const char* sql;
        };
        static constexpr Need kNeeds[] = {
            {1, 0, "scenarios", "SELECT id, name, preset, created, updated FROM scenarios LIMIT 0"},
            {1, 0, "versions", "SELECT id, scenario_id, version, created, note, scenario_json FROM versions LIMIT 0"},
            {2, 0, "scenarios", "SELECT preset_id FROM scenarios LIMIT 0"},
            {2, 3, "draft", "SELECT slot, base_name, scenario_json, saved FROM draft LIMIT 0"},
            {4, 0, "drafts", "SELECT owner, base_name, scenario_json, saved FROM drafts LIMIT 0"},
            {5, 0, "articles", "SELECT id, name, created, updated FROM articles LIMIT 0"},
            {5, 0, "article_versions",
             "SELECT id, article_id, version, created, note, title, language, claims, drafts, text_bytes, text, claims_json FROM article_versions LIMIT 0"},
        };
        for (const auto& n : kNeeds) {
            if (version < n.since || (n.until != 0 && version > n.until))
                continue;
            store::Statement st(db, n.sql);
            if (st.failed())
                return Message(RW_MSG("Library", "its table %1 is not as schema %2 has it (%3)"))
                    .arg(std::string(n.table))
                    .arg(std::to_string(version))
                    .arg(st.error());
        }
        return std::nullopt;
    }

    /// The first schema object that is not the program's own (a trigger, a view, another table
    /// or index), described as "a trigger \"x\" on versions"; empty when there is none. A
    /// planted trigger would run inside our own saves, so such a file is refused before use.
    static std::optional<Message> foreignObject(const Database& db, std::string& error)
    {
        store::Statement st(
            db, "SELECT type, name, tbl_name FROM sqlite_master WHERE NOT ("
                "(type = 'table' AND name IN ('scenarios', 'versions', 'draft', 'drafts', 'articles', 'article_versions', 'sqlite_stat1', 'sqlite_stat4')) OR "
                "(type = 'index' AND name = 'scenarios_updated' AND tbl_name = 'scenarios') OR "
                "(type = 'index' AND name LIKE 'sqlite\\_autoindex\\_%' ESCAPE '\\' AND sql IS NULL)) ORDER BY type, name LIMIT 1");
        if (st.next()) {
            const std::string type = st.text(0);
            const std::string name = inQuotes(st.text(1));
            if (type == "table")
                return Message(RW_MSG("Library", "a table %1")).arg(name);
            if (type == "index")
                return Message(RW_MSG("Library", "an index %1 on %2")).arg(name).arg(st.text(2));
            if (type == "trigger")
                return Message(RW_MSG("Library", "a trigger %1 on %2")).arg(name).arg(st.text(2));
            if (type == "view")
                return Message(RW_MSG("Library", "a view %1 on %2")).arg(name).arg(st.text(2));
            return Message(RW_MSG("Library", "a %1 %2 on %3")).arg(type).arg(name).arg(st.text(2));
        }
        if (st.failed())
            error = st.error();
        return std::nullopt;
    }

    /// A -wal beside the library with something in it (saves not yet copied into the file).
    bool hasWal() const
    {
        std::error_code ec;
        const auto size = fs::file_size(path + "-wal", ec);
        return !ec && size > 0;
    }

    /// The library as its file and -wal say, read from copies of both in a private temporary
    /// folder (where SQLite can make the -shm it needs) into memory; the folder is removed.
    Database readPrivateCopy(std::string& error) const
    {
        std::error_code ec;
        const fs::path temp = fs::temp_directory_path(ec);
        std::string folder = ((ec ? fs::path("/tmp") : temp) / "token-runway-read-XXXXXX").string();
        if (!::mkdtemp(folder.data())) { // 0700: no one else reads the copy
            error = std::string("no private temporary folder: ") + std::strerror(errno);
            return {};
        }
        const fs::path copy = fs::path(folder) / "library.sqlite";
        Database memory;
        // No writer can be at work meanwhile: a writer needs the -shm, which cannot exist here.
        fs::copy_file(path, copy, ec);
        if (!ec)
            fs::copy_file(path + "-wal", copy.string() + "-wal", ec);
        if (ec) {
            error = "cannot copy it to read it: " + ec.message();
        } else {
            Database db = Database::open(store::fileUri(copy.string()), Database::Mode::ReadWrite, error);
            if (db.isOpen() && error.empty())
                memory = Database::copyToMemory(db, error);
        }
        fs::remove_all(folder, ec);
        return memory;
    }
    /// Reads the first 100 bytes: the SQLite header, before SQLite itself touches the file.
    std::optional<Message> checkHeader() const
    {
        std::ifstream in(path, std::ios::binary);
        if (!in)
            return cannotBeRead(Message::verbatim(std::strerror(errno)));
        std::array<char, 100> header{};
        in.read(header.data(), header.size());
        const auto got = in.gcount();
        static constexpr std::string_view kMagic{"SQLite format 3\0", 16};
        if (got == 0)
            return Message(RW_MSG("Library", "is an empty file, not a Token Runway library (give another path with --db, or remove it)"));
        if (got < 100 || std::string_view(header.data(), 16) != kMagic)
            return Message(RW_MSG("Library", "is not a Token Runway library (not an SQLite database); it was left unchanged"));
        return std::nullopt;
    }

    Checked<ScenarioStore> run()
    {
        if (path.empty())
            return fail(RW_MSG("Library", "the library path is empty"));
        std::error_code ec;
        const fs::path target(path);
        if (fs::is_directory(target, ec))
            return fail(RW_MSG("Library", "is a folder; give the library's file name"));
        // Never opened to look: opening a FIFO for reading blocks until someone writes to it.
        if (const auto status = fs::status(target, ec); !ec && fs::exists(status) && !fs::is_regular_file(status))
            return fail(fs::is_fifo(status)             ? RW_MSG("Library", "is a named pipe (FIFO), not a library file; give the library's file name")
                        : fs::is_character_file(status) ? RW_MSG("Library", "is a device, not a library file; give the library's file name")
                                                        : RW_MSG("Library", "is not a regular file, not a library file; give the library's file name"));
        if (!fs::exists(target, ec)) {
            if (options.readOnly)
                return fail(RW_MSG("Library", "does not exist"));
            if (auto e = create(target))
                return fail(*e);
        }
        if (auto e = checkHeader())
            return fail(*e);

        // Read-only look first: application id, schema version, tables.
        std::string error;
        Database ro = Database::open(store::fileUri(path), Database::Mode::ReadOnly, error);
        std::int64_t appId = 0;
        std::int64_t version = 0;
        auto probe = [&](const Database& db) {
            error = configure(db, true);
            if (error.empty())
                appId = db.queryInteger("PRAGMA application_id", 0, &error);
            if (error.empty())
                version = db.queryInteger("PRAGMA user_version", 0, &error);
            if (error.empty())
                db.queryInteger("SELECT count(*) FROM sqlite_master", 0, &error);
        };
        if (ro.isOpen())
            probe(ro);
        bool privateCopy = false;
        // A lock is someone at work on the file: no copy then (it could catch a save halfway).
        if (ro.isOpen() && !error.empty() && store::isLockFailure(ro.failureCode())) {
            noteFailure(ro);
            return fail(cannotBeRead(Message::verbatim(error)));
        }
        if (!ro.isOpen() || !error.empty()) {
            // A WAL library in a folder where SQLite cannot make its -shm (a read-only folder).
            // Its -wal may hold acknowledged saves, which immutable=1 would silently skip: read a
            // private copy of the file and its -wal instead. Without a -wal there is nothing to skip.
            std::string second;
            Database fallback = hasWal() ? readPrivateCopy(second) : Database::open(store::fileUri(path, "immutable=1"), Database::Mode::ReadOnly, second);
            if (fallback.isOpen()) {
                probe(fallback);
                if (error.empty()) {
                    ro = std::move(fallback);
                    privateCopy = hasWal();
                }
            } else if (hasWal()) {
                return fail(Message(RW_MSG("Library", "has saves in its journal (%1) that cannot be read here: %2; it was left unchanged (open it where its "
                                                      "folder is writable)"))
                                .arg(path + "-wal")
                                .arg(second));
            }
        }
        if (!ro.isOpen() || !error.empty())
            return fail(damaged(error));
        if (appId != kStoreApplicationId)
            return fail(RW_MSG("Library", "is an SQLite database of another program, not a Token Runway library; it was left unchanged"));
        if (version < 0)
            return fail(
                Message(RW_MSG("Library", "has schema version %1, which no Token Runway ever wrote; it was left unchanged")).arg(std::to_string(version)));
        if (version <= kStoreSchemaVersion) {
            // Judged whole before anything can write (even PRAGMA journal_mode rewrites the header).
            if (auto missing = missingColumns(ro, version))
                return fail(Message(RW_MSG("Library", "is damaged: %1; it was left unchanged")).arg(*missing));
            if (auto planted = foreignObject(ro, error))
                return fail(Message(RW_MSG("Library", "contains %1, which Token Runway never creates (it could change or drop saves); it was left unchanged"))
                                .arg(*planted));
            if (!error.empty())
                return fail(damaged(error));
        }

        ScenarioStore store;
        store.m_path = path;
        protectOutputPath(path); // no export, CSV or report may ever be written over it
        store.m_schemaVersion = static_cast<int>(version);
        const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
        if (version > kStoreSchemaVersion)
            store.m_readOnlyReason = Message(RW_MSG("Library", "was written by a newer version of Token Runway (schema %1, this program knows %2); it is "
                                                               "opened read-only and nothing is saved"))
                                         .arg(std::to_string(version))
                                         .arg(std::to_string(kStoreSchemaVersion));
        else if (options.readOnly)
            store.m_readOnlyReason = RW_MSG("Library", "is opened read-only; nothing is saved");
        else if (struct stat st{}; ::stat(path.c_str(), &st) == 0 && st.st_nlink > 1)
            // SQLite keeps one WAL per name: two writers through two names corrupt the file.
            store.m_readOnlyReason = Message(RW_MSG("Library", "has %1 hard links (names), and SQLite keeps one journal per name, so saving through two of "
                                                               "them could corrupt it; it is opened read-only (copy it to a file of its own to save)"))
                                         .arg(qty::whole(static_cast<long long>(st.st_nlink)));
        else if (::access(path.c_str(), W_OK) != 0)
            store.m_readOnlyReason = RW_MSG("Library", "is a read-only file; nothing can be saved (save to another library with --db)");
        else if (::access(dir.c_str(), W_OK) != 0 || privateCopy)
            store.m_readOnlyReason = RW_MSG("Library", "is in a read-only folder; nothing can be saved (save to another library with --db)");

        if (store.readOnly()) {
            if (version < kStoreSchemaVersion) {
                // Upgrade a private in-memory copy; the file stays as it is.
                Database copy = Database::copyToMemory(ro, error);
                if (copy.isOpen() && error.empty())
                    error = store::migrate(copy);
                if (!copy.isOpen() || !error.empty())
                    return fail(cannotBeRead(Message::verbatim(error)));
                ro = std::move(copy);
            }
            store.m_db = std::move(ro);
            return {std::move(store), {}};
        }
        ro.close();
        store.m_db = Database::open(store::fileUri(path), Database::Mode::ReadWrite, error);
        if (!store.m_db.isOpen())
            return fail(Message(RW_MSG("Library", "cannot be opened: %1")).arg(error));
        if (error = configure(store.m_db, false); !error.empty()) {
            noteFailure(store.m_db);
            return fail(Message(RW_MSG("Library", "cannot be opened: %1")).arg(error));
        }
        if (version < kStoreSchemaVersion) {
            if (error = store::migrate(store.m_db); !error.empty()) {
                noteFailure(store.m_db);
                return fail(Message(RW_MSG("Library", "cannot be upgraded to schema %1 (each step is all or nothing): %2"))
                                .arg(std::to_string(kStoreSchemaVersion))
                                .arg(error));
            }
        }
        store.m_schemaVersion = kStoreSchemaVersion;
        return {std::move(store), {}};
    }
};

Checked<ScenarioStore> ScenarioStore::open(const std::string& path, StoreOptions options)
{
    return StoreOpener{path, options}.run();
}

} // namespace runway
