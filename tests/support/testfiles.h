#pragma once
// Writing the small input files the suites feed to the program, and reading the hostile
// catalogue's tables (tests/data/bad/expected.tsv, set-variants.txt).

#include <QByteArray>
#include <QFile>
#include <QList>
#include <QString>

namespace runway::test {

/// Writes `bytes` to `path` (replacing it); false when the file cannot be written.
inline bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

/// One line of a catalogue table: an input (a file name or a --set assignment), a tab, and what
/// is expected of it (a part of the problems' text, or "ACCEPT").
struct TableRow {
    QString input;
    QString expected;
};

/// INPUT<TAB>EXPECTED lines of a catalogue table; empty lines and lines starting with # are skipped.
/// Empty when the file cannot be read (the callers check the row count).
inline QList<TableRow> readTableRows(const QString& path)
{
    QList<TableRow> rows;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return rows;
    for (const QByteArray& line : f.readAll().split('\n')) {
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        const auto tab = line.indexOf('\t');
        rows.push_back({QString::fromUtf8(line.left(tab)), QString::fromUtf8(line.mid(tab + 1))});
    }
    return rows;
}

} // namespace runway::test
