#pragma once
// A thin RAII layer over the SQLite C API for the store (internal to core/store/).
// Only sqlite.cpp includes sqlite3.h; errors are kept as text, never thrown.

#include <cstdint>
#include <string>
#include <string_view>

struct sqlite3;
struct sqlite3_stmt;

namespace runway::store {

/// How long a connection waits for another one's lock before it gives up (PRAGMA busy_timeout).
inline constexpr int kLockWaitMs = 5000;

/// True for a result code that is the machine's failure, not the file's content or the input:
/// a lock held longer than kLockWaitMs, a full disk, an I/O error, no memory.
bool isEnvironmentFailure(int code);
/// True for SQLITE_BUSY and SQLITE_LOCKED: another connection holds the lock.
bool isLockFailure(int code);
/// True for SQLITE_TOOBIG: a value longer than the connection's limitValueBytes().
bool isTooBig(int code);

/// One open connection; closes on destruction.
class Database {
public:
    Database() = default;
    Database(Database&& other) noexcept;
    Database& operator=(Database&& other) noexcept;
    Database(const Database&) = delete;
    Database& operator=(const Database&) = delete;
    ~Database();

    enum class Mode { ReadOnly, ReadWrite, Create };
    /// Opens `uri` (a file: URI); only Mode::Create makes a missing file. Empty error on success.
    static Database open(const std::string& uri, Mode mode, std::string& error);
    /// A private in-memory copy of `source` (SQLite's backup API), e.g. to upgrade a read-only
    /// file's schema; it keeps the source's limitValueBytes().
    static Database copyToMemory(const Database& source, std::string& error);
    /// No text or blob longer than `bytes` is read or written through this connection (SQLite's
    /// SQLITE_LIMIT_LENGTH): a statement meeting one fails with SQLITE_TOOBIG instead of holding
    /// it in memory. A row written behind the program's back cannot make a read allocate more.
    void limitValueBytes(int bytes) const;

    bool isOpen() const { return m_db != nullptr; }
    /// Runs SQL without parameters (pragmas, schema); returns the error or "" on success.
    std::string exec(std::string_view sql) const;
    /// The single integer a query returns (a pragma), or `fallback` on error.
    std::int64_t queryInteger(std::string_view sql, std::int64_t fallback, std::string* error = nullptr) const;
    std::string lastError() const;
    /// The extended result code of the last failed exec() or statement on this connection, 0
    /// when the last one succeeded (each exec() and each new Statement starts at 0).
    int failureCode() const { return m_failure; }
    /// The rows changed by the last statement.
    std::int64_t changes() const;
    std::int64_t lastInsertId() const;
    void close();
    sqlite3* handle() const { return m_db; }

private:
    friend class Statement;
    friend class Transaction;
    sqlite3* m_db = nullptr;
    mutable int m_failure = 0;
};

/// A prepared statement with bound parameters; the first error sticks.
class Statement {
public:
    Statement(const Database& db, std::string_view sql);
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;
    ~Statement();

    Statement& bind(int index, std::string_view text);
    Statement& bind(int index, std::int64_t value);
    /// Steps once: true while a row is available, false when done or failed.
    bool next();
    /// Steps to the end; true on success.
    bool run();
    std::int64_t integer(int column) const;
    std::string text(int column) const;
    bool failed() const { return !m_error.empty(); }
    const std::string& error() const { return m_error; }

private:
    void fail();
    const Database& m_owner;
    sqlite3* m_db = nullptr;
    sqlite3_stmt* m_stmt = nullptr;
    std::string m_error;
};

/// BEGIN IMMEDIATE on construction; rolls back on destruction unless commit() succeeded.
class Transaction {
public:
    explicit Transaction(const Database& db);
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;
    ~Transaction();
    bool started() const { return m_error.empty(); }
    /// Commits; returns the error or "" on success.
    std::string commit();
    const std::string& error() const { return m_error; }

private:
    const Database& m_db;
    bool m_open = false;
    std::string m_error;
};

/// "file:" URI for a path, with the characters that URIs reserve escaped.
std::string fileUri(const std::string& path, std::string_view query = {});

} // namespace runway::store
