#pragma once
// Checks of a translated text for the UI tests: a run of English words left in Chinese text.

#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <algorithm>

namespace runway::test {

/// Runs of `n` or more English words in a row ("the cash never goes"): a sentence left in English.
/// Identifiers (capacity_mode, d-capex-cushion) are not words here.
inline QStringList englishRuns(const QString& text, int n)
{
    const QRegularExpression run(QStringLiteral("(?<![\\w-])[A-Za-z][a-z']*(?: [A-Za-z][a-z']*(?![\\w-])){%1,}").arg(n - 1));
    QStringList out;
    for (auto it = run.globalMatch(text); it.hasNext();)
        out << it.next().captured(0);
    return out;
}

/// Whether `text` holds a CJK ideograph.
inline bool hasChinese(const QString& text)
{
    return std::any_of(text.begin(), text.end(), [](QChar ch) { return ch.unicode() >= 0x4e00 && ch.unicode() <= 0x9fff; });
}

} // namespace runway::test
