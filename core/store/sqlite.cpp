#include "core/store/sqlite.h"

#include <sqlite3.h>

namespace runway::store {

Database::Database(Database&& other) noexcept
    : m_db(other.m_db)
{
    other.m_db = nullptr;
}

Database& Database::operator=(Database&& other) noexcept
{
    if (this != &other) {
        close();
        m_db = other.m_db;
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
        error = db.m_db ? sqlite3_errmsg(db.m_db) : sqlite3_errstr(rc);
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
    sqlite3_backup* backup = sqlite3_backup_init(copy.m_db, "main", source.m_db, "main");
    if (!backup) {
        error = copy.lastError();
        copy.close();
        return copy;
    }
    const int rc = sqlite3_backup_step(backup, -1);
    sqlite3_backup_finish(backup);
    if (rc != SQLITE_DONE) {
        error = sqlite3_errstr(rc);
        copy.close();
    }
    return copy;
}

std::string Database::exec(std::string_view sql) const
{
    char* message = nullptr;
    const std::string text(sql);
    if (sqlite3_exec(m_db, text.c_str(), nullptr, nullptr, &message) == SQLITE_OK)
        return {};
    std::string error = message ? message : lastError();
    sqlite3_free(message);
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
    : m_db(db.handle())
{
    if (sqlite3_prepare_v2(m_db, sql.data(), static_cast<int>(sql.size()), &m_stmt, nullptr) != SQLITE_OK)
        m_error = sqlite3_errmsg(m_db);
}

Statement::~Statement()
{
    sqlite3_finalize(m_stmt);
}

Statement& Statement::bind(int index, std::string_view text)
{
    if (m_error.empty() && sqlite3_bind_text64(m_stmt, index, text.data(), text.size(), SQLITE_TRANSIENT, SQLITE_UTF8) != SQLITE_OK)
        m_error = sqlite3_errmsg(m_db);
    return *this;
}

Statement& Statement::bind(int index, std::int64_t value)
{
    if (m_error.empty() && sqlite3_bind_int64(m_stmt, index, value) != SQLITE_OK)
        m_error = sqlite3_errmsg(m_db);
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
        m_error = sqlite3_errmsg(m_db);
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
    if (m_open)
        m_db.exec("ROLLBACK");
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
