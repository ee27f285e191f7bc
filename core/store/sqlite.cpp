#include "core/store/sqlite.h"

#include <sqlite3.h>

#include <cerrno>
#include <cstring>
#include <string>

namespace runway::store {
namespace {

/// SQLite's message, said the way a person needs it: a lock names the wait, a full disk says
/// "disk full" (SQLite reports ENOSPC during a write as a disk I/O error), an I/O error its cause.
std::string describe(sqlite3* db, int code)
{
    std::string message = db ? sqlite3_errmsg(db) : sqlite3_errstr(code);
    const int primary = code & 0xff;
    const int systemErrno = db ? sqlite3_system_errno(db) : 0;
    if (primary == SQLITE_BUSY || primary == SQLITE_LOCKED)
        return message + ": another program (or another Token Runway) is writing to the library; waited " + std::to_string(kLockWaitMs / 1000) +
               " seconds for it; try again when it is done";
    if (primary == SQLITE_FULL || (primary == SQLITE_IOERR && (systemErrno == ENOSPC || systemErrno == EDQUOT)))
        return "disk full (" + message + (systemErrno ? std::string(", ") + std::strerror(systemErrno) : std::string()) + "); free some space and try again";
    if (primary == SQLITE_IOERR && systemErrno != 0)
        return message + " (" + std::strerror(systemErrno) + ")";
    return message;
}

} // namespace

bool isLockFailure(int code)
{
    return (code & 0xff) == SQLITE_BUSY || (code & 0xff) == SQLITE_LOCKED;
}

bool isTooBig(int code)
{
    return (code & 0xff) == SQLITE_TOOBIG;
}

bool isEnvironmentFailure(int code)
{
    switch (code & 0xff) {
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
    case SQLITE_NOMEM:
    case SQLITE_IOERR:
    case SQLITE_FULL:
    case SQLITE_PROTOCOL:
    case SQLITE_INTERRUPT: return true;
    default: return false;
    }
}

Database::Database(Database&& other) noexcept
    : m_db(other.m_db)
    , m_failure(other.m_failure)
{
    other.m_db = nullptr;
}

Database& Database::operator=(Database&& other) noexcept
{
    if (this != &other) {
        close();
        m_db = other.m_db;
        m_failure = other.m_failure;
        other.m_db = nullptr;
    }
    return *this;
}

Database::~Database()
{
    close();
}

void Database::close()
{
    if (m_db)
        sqlite3_close_v2(m_db);
    m_db = nullptr;
}

Database Database::open(const std::string& uri, Mode mode, std::string& error)
{
    Database db;
    const int access = mode == Mode::ReadOnly    ? SQLITE_OPEN_READONLY
                       : mode == Mode::ReadWrite ? SQLITE_OPEN_READWRITE
                                                 : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
    const int flags = access | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX;
    const int rc = sqlite3_open_v2(uri.c_str(), &db.m_db, flags, nullptr);
    if (rc != SQLITE_OK) {
        error = describe(db.m_db, db.m_db ? sqlite3_extended_errcode(db.m_db) : rc);
        db.close();
        return db;
    }
    sqlite3_extended_result_codes(db.m_db, 1);
    error.clear();
    return db;
}

Database Database::copyToMemory(const Database& source, std::string& error)
{
    Database copy = open(":memory:", Mode::Create, error);
    if (!copy.isOpen())
        return copy;
    sqlite3_limit(copy.m_db, SQLITE_LIMIT_LENGTH, sqlite3_limit(source.m_db, SQLITE_LIMIT_LENGTH, -1));
    sqlite3_backup* backup = sqlite3_backup_init(copy.m_db, "main", source.m_db, "main");
    if (!backup) {
        error = copy.lastError();
        copy.close();
        return copy;
    }
    const int rc = sqlite3_backup_step(backup, -1);
    sqlite3_backup_finish(backup);
    if (rc != SQLITE_DONE) {
        error = describe(nullptr, rc);
        source.m_failure = rc;
        copy.close();
    }
    return copy;
}

void Database::limitValueBytes(int bytes) const
{
    if (m_db)
        sqlite3_limit(m_db, SQLITE_LIMIT_LENGTH, bytes);
}

std::string Database::exec(std::string_view sql) const
{
    char* message = nullptr;
    const std::string text(sql);
    m_failure = 0;
    if (sqlite3_exec(m_db, text.c_str(), nullptr, nullptr, &message) == SQLITE_OK)
        return {};
    m_failure = sqlite3_extended_errcode(m_db);
    sqlite3_free(message);
    const std::string error = describe(m_db, m_failure);
    return error.empty() ? "unknown SQLite error" : error;
}

std::int64_t Database::queryInteger(std::string_view sql, std::int64_t fallback, std::string* error) const
{
    Statement st(*this, sql);
    const bool row = st.next();
    if (error)
        *error = st.error();
    return row ? st.integer(0) : fallback;
}

std::string Database::lastError() const
{
    return m_db ? sqlite3_errmsg(m_db) : "no database";
}
std::int64_t Database::changes() const
{
    return sqlite3_changes64(m_db);
}
std::int64_t Database::lastInsertId() const
{
    return sqlite3_last_insert_rowid(m_db);
}

Statement::Statement(const Database& db, std::string_view sql)
    : m_owner(db)
    , m_db(db.handle())
{
    m_owner.m_failure = 0;
    if (sqlite3_prepare_v2(m_db, sql.data(), static_cast<int>(sql.size()), &m_stmt, nullptr) != SQLITE_OK)
        fail();
}

void Statement::fail()
{
    m_owner.m_failure = sqlite3_extended_errcode(m_db);
    m_error = describe(m_db, m_owner.m_failure);
}

Statement::~Statement()
{
    sqlite3_finalize(m_stmt);
}

Statement& Statement::bind(int index, std::string_view text)
{
    if (m_error.empty() && sqlite3_bind_text64(m_stmt, index, text.data(), text.size(), SQLITE_TRANSIENT, SQLITE_UTF8) != SQLITE_OK)
        fail();
    return *this;
}

Statement& Statement::bind(int index, std::int64_t value)
{
    if (m_error.empty() && sqlite3_bind_int64(m_stmt, index, value) != SQLITE_OK)
        fail();
    return *this;
}

bool Statement::next()
{
    if (!m_error.empty())
        return false;
    const int rc = sqlite3_step(m_stmt);
    if (rc == SQLITE_ROW)
        return true;
    if (rc != SQLITE_DONE)
        fail();
    return false;
}

bool Statement::run()
{
    while (next()) { }
    return m_error.empty();
}

std::int64_t Statement::integer(int column) const
{
    return sqlite3_column_int64(m_stmt, column);
}

std::string Statement::text(int column) const
{
    const auto* p = sqlite3_column_text(m_stmt, column);
    const int n = sqlite3_column_bytes(m_stmt, column);
    return p ? std::string(reinterpret_cast<const char*>(p), static_cast<std::size_t>(n)) : std::string();
}

Transaction::Transaction(const Database& db)
    : m_db(db)
{
    m_error = m_db.exec("BEGIN IMMEDIATE");
    m_open = m_error.empty();
}

Transaction::~Transaction()
{
    if (m_open) {
        const int failure = m_db.m_failure; // the failure that ended the transaction stays the one reported
        m_db.exec("ROLLBACK");
        m_db.m_failure = failure;
    }
}

std::string Transaction::commit()
{
    if (!m_open)
        return m_error.empty() ? "no transaction" : m_error;
    m_error = m_db.exec("COMMIT");
    if (m_error.empty())
        m_open = false;
    return m_error;
}

std::string fileUri(const std::string& path, std::string_view query)
{
    static constexpr char kHex[] = "0123456789ABCDEF";
    // An absolute path gets an empty authority ("file:///tmp/x"), so one that starts with "//"
    // stays a path instead of naming a host ("file://tmp/x" would).
    std::string uri = path.starts_with('/') ? "file://" : "file:";
    for (const unsigned char c : path) {
        if (c == '%' || c == '?' || c == '#' || c < 0x20 || c == 0x7f) {
            uri += '%';
            uri += kHex[c >> 4];
            uri += kHex[c & 15];
        } else {
            uri += static_cast<char>(c);
        }
    }
    if (!query.empty())
        uri += "?" + std::string(query);
    return uri;
}

} // namespace runway::store
