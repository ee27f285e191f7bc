#include "ui/i18n/coretext.h"

#include <QHash>
#include <QRegularExpression>

#include <algorithm>

#include "ui/format/displayformat.h"
#include "ui/i18n/coretextdata.h"

namespace runway {
namespace {

using coretext::Entry;
using coretext::kEntries;
using coretext::Kind;
using coretext::kSentences;

QString translated(const char* english)
{
    return QCoreApplication::translate("CoreText", english);
}

/// `pattern` with each %1…%9 replaced in one pass (an argument may itself contain "%2").
QString fill(const QString& pattern, const QStringList& args)
{
    QString out;
    out.reserve(pattern.size() + 64);
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar ch = pattern[i];
        if (ch == QLatin1Char('%') && i + 1 < pattern.size() && pattern[i + 1] >= QLatin1Char('1') && pattern[i + 1] <= QLatin1Char('9')) {
            const qsizetype n = pattern[i + 1].unicode() - '1';
            if (n < args.size()) {
                out += args[n];
                ++i;
                continue;
            }
        }
        out += ch;
    }
    return out;
}

QString fill(const char* english, const QStringList& args)
{
    return fill(translated(english), args);
}

QString byId(Kind kind, std::string_view id, const std::string& core)
{
    for (const Entry& e : kEntries)
        if (e.kind == kind && id == e.id)
            return core == e.english ? translated(e.english) : display::fromUtf8(core);
    return display::fromUtf8(core);
}

struct Pattern {
    const char* english;
    QRegularExpression regex;
    QList<int> places; ///< the placeholder number (0-based) of each capture group
    qsizetype literal = 0;
};

struct Sentences {
    QHash<QString, const char*> exact;
    std::vector<Pattern> patterns;
};

/// `english` as a regular expression.
Pattern compile(const char* english)
{
    static const QRegularExpression placeholder(QStringLiteral("%([1-9])"));
    const QString text = QString::fromUtf8(english);
    Pattern p{english, {}, {}, 0};
    QString regex = QStringLiteral("^");
    qsizetype from = 0;
    for (auto it = placeholder.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        const QString literal = text.mid(from, m.capturedStart() - from);
        regex += QRegularExpression::escape(literal) + QStringLiteral("(.+?)");
        p.literal += literal.size();
        p.places << m.captured(1).toInt() - 1;
        from = m.capturedEnd();
    }
    regex += QRegularExpression::escape(text.mid(from)) + QStringLiteral("$");
    p.literal += text.size() - from;
    p.regex = QRegularExpression(regex, QRegularExpression::DotMatchesEverythingOption);
    return p;
}

const Sentences& sentences()
{
    static const Sentences all = [] {
        Sentences s;
        for (const char* english : kSentences) {
            const QString text = QString::fromUtf8(english);
            if (text.contains(QLatin1Char('%')) && compile(english).places.size() > 0)
                s.patterns.push_back(compile(english));
            else
                s.exact.insert(text, english);
        }
        return s;
    }();
    return all;
}

/// The pattern of `patterns` with the most literal text that matches `text` ("%1, so there is no
/// lifetime value" wins over "%1 is 0 or null").
const Pattern* bestPattern(const std::vector<Pattern>& patterns, const QString& text, QRegularExpressionMatch& match)
{
    const Pattern* best = nullptr;
    for (const Pattern& p : patterns) {
        if (best && p.literal <= best->literal)
            continue;
        if (auto m = p.regex.match(text); m.hasMatch()) {
            best = &p;
            match = m;
        }
    }
    return best;
}

QString translateSentence(const QString& text, bool* known)
{
    const Sentences& s = sentences();
    if (const char* exact = s.exact.value(text, nullptr)) {
        if (known)
            *known = true;
        return translated(exact);
    }
    QRegularExpressionMatch match;
    const Pattern* best = bestPattern(s.patterns, text, match);
    if (known)
        *known = best != nullptr;
    if (!best)
        return text;
    QStringList args(9);
    for (int group = 0; group < best->places.size(); ++group)
        args[best->places[group]] = translateSentence(match.captured(group + 1), nullptr);
    return fill(best->english, args);
}

} // namespace

QString CoreText::presetName(const Preset& p)
{
    return byId(Kind::PresetName, p.id, p.name);
}
QString CoreText::presetDescription(const Preset& p)
{
    return byId(Kind::PresetDescription, p.id, p.description);
}

QString CoreText::sentence(std::string_view english)
{
    return translateSentence(display::fromUtf8(english), nullptr);
}

bool CoreText::knows(std::string_view english)
{
    bool known = false;
    translateSentence(display::fromUtf8(english), &known);
    return known;
}

std::vector<std::string> CoreText::driftReport()
{
    std::vector<std::string> out;
    const auto check = [&out](Kind kind, const char* what, const std::string& id, const std::string& core) {
        const auto it = std::find_if(std::begin(kEntries), std::end(kEntries), [&](const Entry& e) { return e.kind == kind && id == e.id; });
        if (it == std::end(kEntries)) {
            if (!core.empty())
                out.push_back(std::string(what) + " " + id + ": no entry for \"" + core + "\"");
        } else if (core != it->english) {
            out.push_back(std::string(what) + " " + id + ": the catalogue has \"" + it->english + "\", the core \"" + core + "\"");
        }
    };
    for (const auto& p : presets()) {
        check(Kind::PresetName, "preset name", p.id, p.name);
        check(Kind::PresetDescription, "preset description", p.id, p.description);
    }
    // An entry whose id the core no longer has.
    for (const Entry& e : kEntries)
        if (!findPreset(e.id))
            out.push_back("entry " + std::string(e.id) + ": the core has no such id");
    return out;
}

} // namespace runway
