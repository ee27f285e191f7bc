#include "ui/i18n/coretext.h"

#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <cstring>

#include "ui/format/displayformat.h"
#include "ui/i18n/coretextdata.h"

namespace runway {
namespace {

using coretext::Entry;
using coretext::kArithmetic;
using coretext::kEntries;
using coretext::kFragments;
using coretext::Kind;
using coretext::kSentences;

// A value's unit, by ClaimUnit: formatClaimValue's English suffix and its pattern.
struct UnitText {
    ClaimUnit unit;
    const char* suffix;
    const char* pattern;
};
const UnitText kUnits[] = {
    {ClaimUnit::TokensPerDay, " tokens a day", QT_TRANSLATE_NOOP("CoreText", "%1 tokens a day")},
    {ClaimUnit::UsdPerDay, " a day", QT_TRANSLATE_NOOP("CoreText", "%1 a day")},
    {ClaimUnit::UsdPerMonth, " a month", QT_TRANSLATE_NOOP("CoreText", "%1 a month")},
    {ClaimUnit::Usd, "", nullptr},
    {ClaimUnit::Chips, " chips", QT_TRANSLATE_NOOP("CoreText", "%1 chips")},
    {ClaimUnit::Months, " months", QT_TRANSLATE_NOOP("CoreText", "%1 months")},
    {ClaimUnit::Percent, " %", nullptr},
    {ClaimUnit::Times, "×", nullptr},
};

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
    // Only inside a pattern's %n: the texts with ids (a reading's text in an arithmetic line) and
    // the units of a claim's values ("$100K a day"), too general to match a whole sentence.
    QHash<QString, const char*> innerExact;
    std::vector<Pattern> innerPatterns;
    // Only as a whole line of a claim's arithmetic.
    QHash<QString, const char*> lineExact;
    std::vector<Pattern> linePatterns;
};

/// `english` as a regular expression; `tight`: each %n is one word (a number with its unit, "$100K–$1M").
Pattern compile(const char* english, bool tight = false)
{
    static const QRegularExpression placeholder(QStringLiteral("%([1-9])"));
    const QString text = QString::fromUtf8(english);
    Pattern p{english, {}, {}, 0};
    QString regex = QStringLiteral("^");
    qsizetype from = 0;
    for (auto it = placeholder.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        const QString literal = text.mid(from, m.capturedStart() - from);
        regex += QRegularExpression::escape(literal) + (tight ? QStringLiteral("(\\S+)") : QStringLiteral("(.+?)"));
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
        for (const Entry& e : kEntries)
            s.innerExact.insert(QString::fromUtf8(e.english), e.english);
        for (const UnitText& u : kUnits)
            if (u.pattern)
                s.innerPatterns.push_back(compile(u.pattern, true));
        s.innerPatterns.push_back(compile(QT_TRANSLATE_NOOP("CoreText", "%1 requests a day"), true));
        for (const char* english : kArithmetic) {
            if (compile(english).places.empty())
                s.lineExact.insert(QString::fromUtf8(english), english);
            else
                s.linePatterns.push_back(compile(english));
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

QString translateSentence(const QString& text, bool* known, bool inner = false)
{
    const Sentences& s = sentences();
    const char* exact = s.exact.value(text, nullptr);
    if (!exact && inner)
        exact = s.innerExact.value(text, nullptr);
    if (exact) {
        if (known)
            *known = true;
        return translated(exact);
    }
    QRegularExpressionMatch match;
    const Pattern* best = bestPattern(s.patterns, text, match);
    if (!best && inner)
        best = bestPattern(s.innerPatterns, text, match);
    if (known)
        *known = best != nullptr;
    if (!best)
        return text;
    QStringList args(9);
    for (int group = 0; group < best->places.size(); ++group)
        args[best->places[group]] = translateSentence(match.captured(group + 1), nullptr, true);
    return fill(best->english, args);
}

QString capitalized(QString s)
{
    if (!s.isEmpty() && s[0].isLower())
        s[0] = s[0].toUpper();
    return s;
}

const UnitText& unitText(ClaimUnit u)
{
    for (const UnitText& t : kUnits)
        if (t.unit == u)
            return t;
    return kUnits[3];
}

/// A number in a claim's unit ("3.87T", "$100K–$1M") with the unit's words.
QString withUnit(const std::string& number, ClaimUnit u)
{
    const UnitText& t = unitText(u);
    const QString n = display::fromUtf8(number);
    return t.pattern ? fill(t.pattern, {n}) : n + QString::fromUtf8(t.suffix);
}

/// formatClaimValue without the unit's words, or nullopt if the core's suffix changed.
std::optional<std::string> numberPart(const std::string& formatted, ClaimUnit u)
{
    const std::string_view suffix = unitText(u).suffix;
    if (!std::string_view(formatted).ends_with(suffix))
        return std::nullopt;
    return formatted.substr(0, formatted.size() - suffix.size());
}

QString verdictVerb(Verdict v)
{
    switch (v) {
    case Verdict::Consistent: return translated(QT_TRANSLATE_NOOP("CoreText", "is consistent"));
    case Verdict::Off: return translated(QT_TRANSLATE_NOOP("CoreText", "is off"));
    case Verdict::Holds: return translated(QT_TRANSLATE_NOOP("CoreText", "holds"));
    case Verdict::Fails: return translated(QT_TRANSLATE_NOOP("CoreText", "fails"));
    case Verdict::Undetermined: break;
    }
    return translated(QT_TRANSLATE_NOOP("CoreText", "cannot be judged"));
}

QString sourceIds(const Claim& c)
{
    QStringList ids;
    for (const auto& id : c.sources)
        ids << display::fromUtf8(id);
    return ids.join(QStringLiteral(", "));
}

QString contextNote(const ClaimResult& r)
{
    if (r.context.empty())
        return {};
    QStringList parts;
    for (const ReadingResult& cr : r.context) {
        const QString value = cr.value ? CoreText::claimValue(*cr.value, cr.reading->unit.value_or(r.claim->unit))
                                       : fill(QT_TRANSLATE_NOOP("CoreText", "no value (%1)"), {CoreText::sentence(english(cr.whyNone))});
        parts << fill(QT_TRANSLATE_NOOP("CoreText", "%1, %2"), {CoreText::readingText(*cr.reading), value});
    }
    return fill(QT_TRANSLATE_NOOP("CoreText", " Beside it: %1."), {parts.join(translated(QT_TRANSLATE_NOOP("CoreText", "; ")))});
}

QString readingsNote(const ClaimResult& r)
{
    if (r.readings.empty())
        return {};
    const auto matches = r.matchingReadings();
    if (matches.empty())
        return fill(QT_TRANSLATE_NOOP("CoreText", " None of the %1 other readings tried matches within 5 %."), {QString::number(r.readings.size())});
    QString note;
    for (const ReadingResult* rr : matches) {
        const QStringList args{sourceIds(*r.claim), CoreText::readingText(*rr->reading), CoreText::claimValue(*rr->value, r.claim->unit)};
        note += rr->exact ? fill(QT_TRANSLATE_NOOP("CoreText", " %1's figure is exactly what %2 gives (%3)"), args)
                          : fill(QT_TRANSLATE_NOOP("CoreText", " %1's figure is within 5 % of what %2 gives (%3)"), args);
        note += rr->reading->why.empty() ? translated(QT_TRANSLATE_NOOP("CoreText", "."))
                                         : fill(QT_TRANSLATE_NOOP("CoreText", ": %1."), {CoreText::readingWhy(*rr->reading)});
    }
    return note;
}

QString groupNote(const ClaimResult& r, const std::vector<ClaimResult>& all)
{
    QString note;
    for (const ClaimResult& other : all) {
        if (other.claim->group != r.claim->group || !other.problems.empty())
            continue;
        const QStringList args{CoreText::claimReading(*other.claim), verdictVerb(other.verdict)};
        note +=
            note.isEmpty() ? fill(QT_TRANSLATE_NOOP("CoreText", "Read as %1 it %2"), args) : fill(QT_TRANSLATE_NOOP("CoreText", "; read as %1 it %2"), args);
        if (other.computed)
            note += fill(QT_TRANSLATE_NOOP("CoreText", " (%1)"), {CoreText::claimValue(*other.computed, other.claim->unit)});
    }
    note += translated(QT_TRANSLATE_NOOP("CoreText", "."));
    if (!r.computed && r.scenario)
        note += fill(QT_TRANSLATE_NOOP("CoreText", " %1."), {capitalized(CoreText::sentence(english(runway::claimValue(*r.claim, *r.scenario, r.metrics).whyNone)))});
    return note + contextNote(r);
}

/// A parameter's value with its unit spelled out (the Sources page has no unit column):
/// "$0.10 per 1M tokens", "100T tokens per day", "36 months", in the window's language.
QString valueAndUnit(const ParamSpec& p, double v)
{
    return display::valueWithUnit(p, v);
}

} // namespace

QString CoreText::claim(const Claim& c)
{
    return byId(Kind::Claim, c.id, english(c.claim));
}
QString CoreText::claimReading(const Claim& c)
{
    return byId(Kind::ClaimReading, c.id, english(c.reading));
}
QString CoreText::basisNote(const Claim& c)
{
    return byId(Kind::BasisNote, c.id, english(c.basisNote));
}
QString CoreText::readingText(const ClaimReading& r)
{
    return byId(Kind::ReadingText, r.id, english(r.text));
}
QString CoreText::readingWhy(const ClaimReading& r)
{
    return byId(Kind::ReadingWhy, r.id, english(r.why));
}
QString CoreText::sourceTitle(const ClaimSource& s)
{
    return byId(Kind::SourceTitle, s.id, english(s.title));
}
QString CoreText::sourceDescription(const ClaimSource& s)
{
    return byId(Kind::SourceDescription, s.id, english(s.description));
}
QString CoreText::noteText(const ClaimNote& n)
{
    return sentence(english(n.text));
}
QString CoreText::presetName(const Preset& p)
{
    return byId(Kind::PresetName, p.id, p.name);
}
QString CoreText::presetDescription(const Preset& p)
{
    return byId(Kind::PresetDescription, p.id, p.description);
}

QString CoreText::claimValue(double v, ClaimUnit u)
{
    const std::string formatted = formatClaimValue(v, u);
    const auto number = numberPart(formatted, u);
    return number ? withUnit(*number, u) : display::fromUtf8(formatted);
}

QString CoreText::claimed(const Claim& c)
{
    const std::string formatted = formatClaimed(c);
    const auto number = numberPart(formatted, c.unit);
    return number ? withUnit(*number, c.unit) : display::fromUtf8(formatted);
}

QString CoreText::ratio(double ratio)
{
    return sentence(ratioText(ratio));
}

QString CoreText::range(double computed, double low, double high)
{
    return sentence(rangeText(computed, low, high));
}

QString CoreText::claimNote(const ClaimResult& r, const std::vector<ClaimResult>& all)
{
    const Claim& c = *r.claim;
    if (!r.problems.empty())
        return fill(QT_TRANSLATE_NOOP("CoreText", "The claim's scenario does not apply to this base scenario: %1"),
                    {display::fromUtf8(r.problems.front().text())});
    if (!c.group.empty())
        return groupNote(r, all);
    if (!r.computed) {
        const std::string why = r.scenario ? english(runway::claimValue(c, *r.scenario, r.metrics).whyNone) : std::string();
        return fill(QT_TRANSLATE_NOOP("CoreText", "%1."), {capitalized(sentence(why))}) + contextNote(r);
    }
    QString computed = claimValue(*r.computed, c.unit);
    if (!c.per.empty())
        computed += fill(QT_TRANSLATE_NOOP("CoreText", " (%1 ÷ %2)"), {display::fromUtf8(c.quantity), display::fromUtf8(c.per)});
    QString note;
    switch (r.verdict) {
    case Verdict::Consistent: note = fill(QT_TRANSLATE_NOOP("CoreText", "The model gives %1, within 5 % of %2."), {computed, claimed(c)}); break;
    case Verdict::Off:
        note = fill(QT_TRANSLATE_NOOP("CoreText", "The model gives %1: the claim is %2."), {computed, r.ratio ? ratio(*r.ratio) : sentence("not comparable")});
        note += readingsNote(r);
        break;
    case Verdict::Holds:
    case Verdict::Fails: {
        QString bound = claimed(c);
        if (c.kind == ClaimKind::AtLeast)
            bound = fill(QT_TRANSLATE_NOOP("CoreText", "at least %1"), {bound});
        else if (c.kind == ClaimKind::AtMost)
            bound = fill(QT_TRANSLATE_NOOP("CoreText", "at most %1"), {bound});
        if (c.kind == ClaimKind::Between)
            note = fill(QT_TRANSLATE_NOOP("CoreText", "The model gives %1; the claim needs %2: %3."),
                        {computed, bound, range(*r.computed, c.claimed, c.claimedHigh)});
        else
            note = fill(QT_TRANSLATE_NOOP("CoreText", "The model gives %1; the claim needs %2."), {computed, bound});
        break;
    }
    case Verdict::Undetermined: break;
    }
    if (r.internal())
        note += fill(QT_TRANSLATE_NOOP("CoreText", " Internal: %1"), {basisNote(c)});
    return note + contextNote(r);
}

QString CoreText::sentence(std::string_view english)
{
    return translateSentence(display::fromUtf8(english), nullptr);
}

QString CoreText::arithmeticLine(const QString& line)
{
    // A reading's line starts with its text, which may hold ": " itself: that prefix first.
    QString text = line;
    qsizetype longest = 0;
    const char* prefix = nullptr;
    for (const Entry& e : kEntries) {
        const QString english = QString::fromUtf8(e.english);
        if (e.kind == Kind::ReadingText && english.size() > longest && text.startsWith(english) &&
            (text.mid(english.size()).startsWith(QStringLiteral(": ")) || text.mid(english.size()).startsWith(QStringLiteral(" (with ")))) {
            longest = english.size();
            prefix = e.english;
        }
    }
    if (prefix)
        text = translated(prefix) + text.mid(longest);
    const Sentences& s = sentences();
    if (const char* exact = s.lineExact.value(text, nullptr)) {
        text = translated(exact);
    } else {
        QRegularExpressionMatch match;
        if (const Pattern* best = bestPattern(s.linePatterns, text, match)) {
            QStringList args(9);
            for (int group = 0; group < best->places.size(); ++group)
                args[best->places[group]] = translateSentence(match.captured(group + 1), nullptr, true);
            text = fill(best->english, args);
        } else {
            text = translateSentence(text, nullptr);
        }
    }
    // The words inside the formulas, the longest first.
    static const std::vector<const char*> fragments = [] {
        std::vector<const char*> all(kFragments.begin(), kFragments.end());
        std::stable_sort(all.begin(), all.end(), [](const char* a, const char* b) { return std::strlen(a) > std::strlen(b); });
        return all;
    }();
    for (const char* fragment : fragments)
        if (const QString english = QString::fromUtf8(fragment); text.contains(english))
            if (const QString local = translated(fragment); local != english)
                text.replace(english, local);
    return text;
}

QString CoreText::value(std::string_view english)
{
    return translateSentence(display::fromUtf8(english), nullptr, true);
}

bool CoreText::knows(std::string_view english)
{
    bool known = false;
    translateSentence(display::fromUtf8(english), &known);
    return known;
}

QString CoreText::defaultValue(const ProvenanceRow& row)
{
    const ParamSpec* p = findParam(row.key);
    if (!p)
        return sentence(english(row.defaultText));
    const Scenario defaults;
    switch (p->type) {
    case ParamType::Integer:
    case ParamType::Real: return valueAndUnit(*p, defaults[p->id]);
    case ParamType::OptionalInteger:
    case ParamType::OptionalReal:
        if (!defaults.isNull(p->id))
            return valueAndUnit(*p, defaults[p->id]);
        if (const std::string_view meaning = nullMeaning(p->id); !meaning.empty() && english(row.defaultText) == meaning)
            return display::paramText(meaning);
        break;
    default: break;
    }
    return sentence(english(row.defaultText));
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
    const ClaimCatalogue& cat = builtinCatalogue();
    for (const auto& s : cat.sources) {
        check(Kind::SourceTitle, "source title", s.id, english(s.title));
        check(Kind::SourceDescription, "source description", s.id, english(s.description));
    }
    for (const auto& r : cat.readings) {
        check(Kind::ReadingText, "reading", r.id, english(r.text));
        check(Kind::ReadingWhy, "reading why", r.id, english(r.why));
    }
    for (const auto& c : cat.claims) {
        check(Kind::Claim, "claim", c.id, english(c.claim));
        check(Kind::BasisNote, "basis note", c.id, english(c.basisNote));
        check(Kind::ClaimReading, "claim reading", c.id, english(c.reading));
    }
    for (const auto& p : presets()) {
        check(Kind::PresetName, "preset name", p.id, p.name);
        check(Kind::PresetDescription, "preset description", p.id, p.description);
    }
    // An entry whose id the core no longer has.
    for (const Entry& e : kEntries) {
        const std::string id = e.id;
        bool found = false;
        switch (e.kind) {
        case Kind::SourceTitle:
        case Kind::SourceDescription: found = cat.findSource(id) != nullptr; break;
        case Kind::ReadingText:
        case Kind::ReadingWhy: found = cat.findReading(id) != nullptr; break;
        case Kind::Claim:
        case Kind::BasisNote:
        case Kind::ClaimReading: found = cat.findClaim(id) != nullptr; break;
        case Kind::PresetName:
        case Kind::PresetDescription: found = findPreset(id) != nullptr; break;
        }
        if (!found)
            out.push_back("entry " + id + ": the core has no such id");
    }
    return out;
}

} // namespace runway
