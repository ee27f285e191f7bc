#pragma once
// Helpers for the scenario-library tests: opening a library that must open, a named scenario,
// whole-file hashes, a directory listing, raw SQL.

#include <string>

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QStringList>

#include "core/store/scenariostore.h"
#include "core/store/sqlite.h"
#include "testhelpers.h"

namespace runway::test {

/// A library that must open (the test stops with the problems otherwise).
inline ScenarioStore openOk(const QString& path, StoreOptions options = {})
{
    auto s = ScenarioStore::open(path.toStdString(), options);
    if (!s.ok())
        qFatal("open failed: %s", qPrintable(allProblems(s.problems)));
    return std::move(*s.value);
}

/// The default scenario under `name`, at `price` $/Mtok.
inline Scenario named(const std::string& name, double price = 0.10)
{
    Scenario s;
    s.name = name;
    s[ParamId::Price] = price;
    return s;
}

/// SHA-256 of a whole file (empty when it cannot be read).
inline QByteArray fileHash(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256).toHex();
}

/// The names in a folder (hidden ones included), sorted.
inline QStringList listing(const QString& dir)
{
    return QDir(dir).entryList(QDir::Files | QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
}

/// Runs hand-written SQL on a file (creating it); returns SQLite's error or "" on success.
inline std::string execSql(const QString& path, const std::string& sql)
{
    std::string error;
    auto db = store::Database::open(store::fileUri(path.toStdString()), store::Database::Mode::Create, error);
    if (!db.isOpen())
        return error;
    return db.exec(sql);
}

/// A 32-bit big-endian field of the SQLite header (60: user_version, 68: application_id).
inline qint64 headerField(const QString& path, int offset)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray h = f.read(100);
    if (h.size() < offset + 4)
        return -1;
    qint64 v = 0;
    for (int i = 0; i < 4; ++i)
        v = (v << 8) | static_cast<unsigned char>(h[offset + i]);
    return v;
}

} // namespace runway::test
