#pragma once
// Reading what the comparison exports and prints, in the suites that check it against `run`:
// the rows of an RFC 4180 CSV text, and a value of a JSON object by its flattened key.

#include <string>

#include <QList>
#include <QString>
#include <QStringList>

#include "core/scenario/jsondocument.h"

namespace runway::test {

/// RFC 4180 rows of a whole CSV text: quoted fields, doubled quotes, CRLF or LF lines.
inline QList<QStringList> parseCsv(const QString& text)
{
    QList<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < text.size() && text[i + 1] == QLatin1Char('"')) {
                field += c;
                ++i;
            } else if (c == QLatin1Char('"')) {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == QLatin1Char('"')) {
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            row << field;
            field.clear();
        } else if (c == QLatin1Char('\n')) {
            row << field;
            field.clear();
            rows << row;
            row.clear();
        } else if (c != QLatin1Char('\r')) {
            field += c;
        }
    }
    return rows;
}

/// The value at a flattened key ("day0.capex_usd", "runway_months_percentiles.50") of a JSON
/// object; null when any part of the path is missing.
inline Json at(const Json& j, const std::string& key)
{
    const auto dot = key.find('.');
    if (dot == std::string::npos)
        return j.is_object() && j.contains(key) ? j.at(key) : Json();
    const std::string head = key.substr(0, dot);
    return j.is_object() && j.contains(head) ? at(j.at(head), key.substr(dot + 1)) : Json();
}

} // namespace runway::test
