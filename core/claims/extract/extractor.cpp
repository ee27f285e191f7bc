#include "core/claims/extract/extractor.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <optional>
#include <set>

#include "core/claims/extract/atoms.h"
#include "core/claims/extract/numbertables.h"
#include "core/claims/extract/suggest.h"
#include "core/claims/extract/tokenizer.h"

namespace runway::extract {
namespace {

using detail::Atom;
using detail::PeriodMark;
constexpr std::size_t npos = std::string::npos;

// Words that end the noun phrase after a number: the unit is looked for before them.
constexpr std::array kUnitStops{"and",   "or",   "to",    "in",  "on",     "for",  "per",  "is", "are",  "was",   "were",  "be",  "that",  "which",
                                "with",  "by",   "from",  "at",  "across", "over", "than", "as", "into", "while", "but",   "if",  "when",  "since",
                                "would", "will", "could", "can", "has",    "have", "had",  "it", "this", "these", "those", "its", "their", "via",
                                "和",    "与",   "及",    "或",  "在",     "是",   "为",   "对", "从",   "到",    "至",    "将",  "被"};

// Capitalised words that are not names: a number after them is not a version ("In 2026", "About 200").
constexpr std::array kNotNames{
    "the",    "a",       "an",     "this",    "that",   "these",   "those", "it",    "its",   "in",      "on",    "at",      "by",
    "for",    "from",    "with",   "and",     "but",    "or",      "if",    "when",  "while", "as",      "of",    "to",      "our",
    "their",  "his",     "her",    "we",      "they",   "he",      "she",   "i",     "you",   "some",    "all",   "only",    "about",
    "over",   "under",   "nearly", "roughly", "around", "up",      "just",  "even",  "still", "yet",     "so",    "then",    "now",
    "here",   "there",   "what",   "why",     "how",    "which",   "who",   "each",  "every", "another", "both",  "my",      "no",
    "not",    "since",   "after",  "before",  "during", "between", "than",  "more",  "less",  "most",    "least", "almost",  "approximately",
    "until",  "per",     "is",     "are",     "was",    "were",    "be",    "been",  "has",   "have",    "had",   "will",    "would",
    "can",    "could",   "may",    "might",   "must",   "should",  "do",    "does",  "did",   "also",    "say",   "says",    "said",
    "see",    "top",     "next",   "last",    "first",  "total",   "step",  "phase", "plus",  "minus",   "times", "perhaps", "maybe",
    "likely", "possibly"};

/// Chinese verbs that may stand between a qualifier and its number (至少需要1万张卡).
const std::vector<std::vector<std::string>>& linkingVerbs()
{
    static const std::vector<std::vector<std::string>> verbs = [] {
        std::vector<std::vector<std::string>> v;
        for (std::string_view w : {"需要", "达到", "达", "有", "为", "是", "要", "花费", "耗资", "处理", "投入"})
            v.push_back(phraseTokens(w));
        return v;
    }();
    return verbs;
}

constexpr std::array kHedges{"likely", "possibly", "perhaps", "maybe", "probably", "even"};

bool contains(const auto& list, std::string_view s)
{
    return std::find(list.begin(), list.end(), s) != list.end();
}

bool isYearValue(double v)
{
    return v >= 1900 && v <= 2100;
}

bool isPunctuation(const Token& t)
{
    return t.type == TokenType::Symbol && t.text != "-" && t.text != "\u2011";
}

class Assembler {
public:
    Assembler(std::string_view text, const std::vector<Token>& tokens, const std::vector<Sentence>& sentences)
        : m_text(text)
        , m_t(tokens)
        , m_sentences(sentences)
        , m_marks(detail::findPeriodMarks(tokens))
        , m_atoms(detail::findAtoms(tokens, m_marks))
        , m_markAt(tokens.size(), npos)
        , m_markUsed(m_marks.size(), false)
    {
        for (std::size_t m = 0; m < m_marks.size(); ++m)
            for (std::size_t k = m_marks[m].first; k <= m_marks[m].last; ++k)
                m_markAt[k] = m;
    }

    std::vector<FoundNumber> run()
    {
        indexAtoms();
        classifyContext();
        formRanges();
        indexAtoms();
        std::vector<FoundNumber> out;
        for (std::size_t a = 0; a < m_atoms.size(); ++a)
            out.push_back(found(a));
        attachSuggestions(out);
        return out;
    }

private:
    struct UnitHit {
        Unit unit = Unit::Count;
        double factor = 1, divisor = 1;
        std::size_t last = 0;
    };

    std::string_view m_text;
    const std::vector<Token>& m_t;
    const std::vector<Sentence>& m_sentences;
    std::vector<PeriodMark> m_marks;
    std::vector<Atom> m_atoms;
    std::vector<std::size_t> m_markAt;    ///< per token: its period mark, or npos
    std::vector<std::size_t> m_atomAt;    ///< per token: its atom, or npos
    mutable std::vector<bool> m_markUsed; ///< period marks an earlier number took (numbers are read in text order)

    void indexAtoms()
    {
        m_atomAt.assign(m_t.size(), npos);
        for (std::size_t a = 0; a < m_atoms.size(); ++a)
            for (std::size_t k = m_atoms[a].first; k <= m_atoms[a].last; ++k)
                m_atomAt[k] = a;
    }

    bool same(std::size_t a, std::size_t b) const { return a < m_t.size() && b < m_t.size() && m_t[a].sentence == m_t[b].sentence; }
    bool is(std::size_t k, std::string_view s) const { return k < m_t.size() && m_t[k].text == s; }
    std::string atomText(const Atom& a) const { return std::string(m_text.substr(m_t[a.first].begin, m_t[a.last].end - m_t[a.first].begin)); }

    /// The unit noun after token `from` (see the header's rules), skipping context numbers,
    /// adjectives, "of", hyphens and Chinese measure words; nullopt at a stop word, punctuation,
    /// another number or a period phrase, or after four words.
    std::optional<UnitHit> unitAfter(std::size_t from) const
    {
        int words = 0;
        if (from == 0)
            return std::nullopt;
        for (std::size_t k = from; k < m_t.size() && same(k, from - 1) && words < 5;) {
            if (m_atomAt[k] != npos) {
                const Atom& other = m_atoms[m_atomAt[k]];
                if (other.context == ContextReason::None)
                    return std::nullopt;
                k = other.last + 1;
                ++words;
                continue;
            }
            if (m_markAt[k] != npos)
                return std::nullopt;
            const Token& t = m_t[k];
            if (auto [row, len] = longestMatch(m_t, k, unitPhrases()); len > 0)
                return UnitHit{unitTable()[row].unit, unitTable()[row].factor, unitTable()[row].divisor, k + len - 1};
            if (t.text == "-" && !t.spaceBefore) { // six-day
                ++k;
                continue;
            }
            if (t.text == "," && k + 1 < m_t.size() && m_t[k + 1].lower == "of") { // "hundreds, likely thousands, of accelerators"
                ++k;
                continue;
            }
            if (t.type == TokenType::Han && isMeasureWord(t.text)) {
                ++k;
                continue;
            }
            if (t.type == TokenType::Number || t.type == TokenType::Url || isPunctuation(t) || contains(kUnitStops, t.lower))
                return std::nullopt;
            ++words;
            ++k;
        }
        return std::nullopt;
    }

    /// The end of the atom's unit phrase (its last token), or the atom's own last token.
    std::size_t unitEnd(const Atom& a) const
    {
        if (a.unit == Unit::Money || a.unit == Unit::Percent || a.unit == Unit::Multiple)
            return a.last;
        auto hit = unitAfter(a.last + 1);
        return hit ? hit->last : a.last;
    }

    // ---- context: block numbers, years, names ----
    void classifyContext()
    {
        std::set<std::string> versions;
        for (auto& a : m_atoms) {
            if (a.context == ContextReason::Version)
                versions.insert(atomText(a));
            if (a.context != ContextReason::None || !a.digits)
                continue;
            if (isBlockNumber(a.first)) {
                a.context = ContextReason::Block;
                continue;
            }
            const bool bare = a.unit == Unit::Count && a.currency == Currency::None && !a.range && !unitAfter(a.last + 1);
            if (bare && a.plainInteger && atomText(a).size() == 4 && isYearValue(a.low)) {
                a.context = ContextReason::Year;
                continue;
            }
            // After a capitalised name: "Claude 3", "Cambricon 590". A name inside the sentence is a
            // strong sign, so a glued suffix or a short plain number is a name even before a unit
            // ("the Ascend 910B chips"); at the start of a sentence only a number without a unit is.
            const bool nameLike = (a.scaled && !a.spacedScale) || (a.plainInteger && atomText(a).size() <= 4);
            const bool midSentence = a.first > 0 && m_sentences[m_t[a.first].sentence].firstToken != a.first - 1;
            const bool plain = a.unit == Unit::Count && a.currency == Currency::None && !a.range;
            if (((bare && !a.spacedScale) || (plain && nameLike && midSentence)) && afterName(a.first)) {
                a.context = ContextReason::Version;
                versions.insert(atomText(a));
            }
        }
        // The same text read as a name elsewhere is a name here too ("the Ascend 910B" … "than the 910B").
        for (auto& a : m_atoms)
            if (a.context == ContextReason::None && a.digits && a.scaled && !a.spacedScale && a.unit == Unit::Count && a.currency == Currency::None &&
                versions.contains(atomText(a)))
                a.context = ContextReason::Version;
    }

    bool isBlockNumber(std::size_t first) const
    {
        if (first == 0)
            return false;
        std::size_t k = first - 1;
        if (is(k, "#") && k > 0)
            --k;
        if (m_t[k].lower == "block" && same(k, first))
            return true;
        for (std::string_view phrase : {"区块", "区块高度", "块高"})
            if (matchPhraseEndingAt(m_t, k, phraseTokens(phrase)) > 0)
                return true;
        return false;
    }

    /// Whether the token before `first` is a capitalised name ("Ascend", "Claude", "Cambricon"):
    /// not a possessive, not a function word, not a word of the tables.
    bool afterName(std::size_t first) const
    {
        if (first == 0 || !m_t[first].spaceBefore || !same(first - 1, first))
            return false;
        const Token& w = m_t[first - 1];
        if (w.type != TokenType::Word || !std::isupper(static_cast<unsigned char>(w.text[0])))
            return false;
        if (w.lower.ends_with("'s") || w.lower.ends_with("\u2019s") || contains(kNotNames, w.lower) || monthName(w.text))
            return false;
        if (cardinalWord(w.lower) || ordinalWord(w.lower) || scaleWord(w.lower) || pluralScaleWord(w.lower) || m_markAt[first - 1] != npos)
            return false;
        return longestMatchEndingAt(m_t, first - 1, qualifierPhrases()).second == 0 && longestMatchEndingAt(m_t, first - 1, currencyPhrases()).second == 0 &&
               longestMatchEndingAt(m_t, first - 1, unitPhrases()).second == 0;
    }

    // ---- ranges ----
    bool compatible(const Atom& a, const Atom& b) const
    {
        if (a.currency != Currency::None && b.currency != Currency::None && a.currency != b.currency)
            return false;
        if (a.unit == b.unit)
            return true;
        // A bare side takes the other's unit: "30–40 %", "$1 to 2 million"; but a scaled count is
        // a figure of its own, not the end of a percent or multiple ("3x to 100T").
        const Atom& bare = a.unit == Unit::Count ? a : b;
        const Atom& other = a.unit == Unit::Count ? b : a;
        if (bare.unit != Unit::Count)
            return false;
        return other.unit == Unit::Money || !bare.scaled;
    }

    void formRanges()
    {
        std::vector<Atom> merged;
        for (std::size_t i = 0; i < m_atoms.size(); ++i) {
            Atom a = m_atoms[i];
            if (i + 1 < m_atoms.size() && a.context == ContextReason::None && m_atoms[i + 1].context == ContextReason::None &&
                same(a.first, m_atoms[i + 1].first)) {
                if (auto r = range(a, m_atoms[i + 1])) {
                    merged.push_back(*r);
                    ++i;
                    continue;
                }
            }
            merged.push_back(a);
        }
        m_atoms = std::move(merged);
    }

    std::optional<Atom> range(const Atom& a0, const Atom& b) const
    {
        const std::size_t gapFirst = a0.last + 1, gapLast = b.first; // tokens between: [gapFirst, gapLast)
        const std::size_t gap = gapLast - gapFirst;
        std::string qualifier;
        if (gap == 1) {
            const std::string& c = m_t[gapFirst].text;
            const std::string& lc = m_t[gapFirst].lower;
            const bool dash =
                c == "-" || c == "\u2013" || c == "~" || c == "\uFF5E" || (c == "\u2014" && !m_t[gapFirst].spaceBefore && !m_t[b.first].spaceBefore);
            const bool between =
                a0.first > 0 && (m_t[a0.first - 1].lower == "between" || m_t[a0.first - 1].text == "介于") && (lc == "and" || c == "和" || c == "与");
            const bool betweenZh = (c == "和" || c == "与" || c == "到" || c == "至") && followedBy(b, "之间");
            const bool from = a0.first > 0 && m_t[a0.first - 1].lower == "from" && lc == "to";
            if (between || betweenZh)
                qualifier = "between";
            else if (from)
                qualifier = "from";
            else if (!(dash || lc == "to" || c == "至" || c == "到" || (lc == "or" && a0.unit == b.unit && a0.unit != Unit::Count)))
                return std::nullopt;
        } else if ((gap == 2 || gap == 3) && m_t[gapFirst].text == "," && contains(kHedges, m_t[gapFirst + 1].lower) &&
                   (gap == 2 || m_t[gapFirst + 2].lower == "even")) {
            // "hundreds, likely thousands, of accelerators"
        } else if (gap == 2 && m_t[gapFirst].lower == "or" && m_t[gapFirst + 1].lower == "even") {
            // "hundreds or even thousands"
        } else {
            return std::nullopt;
        }
        if (!compatible(a0, b))
            return std::nullopt;
        Atom a = a0;
        if (a.unit == Unit::Count && b.unit != Unit::Count)
            a.unit = b.unit;
        if (a.currency == Currency::None)
            a.currency = b.currency;
        // A bare start takes the end's scale when that keeps the range in order ("1–2 million").
        if (!a.scaled && b.scaled && a.low * b.scale <= b.low) {
            a.low *= b.scale;
            a.high *= b.scale;
        }
        if (!(a.low < b.high))
            return std::nullopt;
        Atom r = b;
        r.first = a.first;
        r.range = true;
        r.low = a.low;
        r.high = b.high;
        r.currency = b.currency != Currency::None ? b.currency : a.currency;
        r.unit = b.unit != Unit::Count ? b.unit : a.unit; // "$1 to 2" is money
        r.qualifier = qualifier;
        r.kind = Kind::Between;
        return r;
    }

    bool followedBy(const Atom& b, std::string_view phrase) const
    {
        const auto words = phraseTokens(phrase);
        const std::size_t from = unitEnd(b) + 1;
        for (std::size_t k = from; k < from + 3 && k < m_t.size(); ++k)
            if (matchPhrase(m_t, k, words) > 0)
                return true;
        return false;
    }

    // ---- periods ----
    Period periodOf(const Atom& a, std::size_t end) const
    {
        Period forward = Period::None, backward = Period::None;
        bool perChip = false;
        // Forward, in the clause: up to 10 tokens, to a comma, a semicolon, a bracket or another number.
        for (std::size_t k = end + 1, n = 0; k < m_t.size() && same(k, a.first) && n < 10; ++n) {
            if (m_atomAt[k] != npos && m_atoms[m_atomAt[k]].context == ContextReason::None)
                break;
            if (m_markAt[k] != npos) {
                const PeriodMark& m = m_marks[m_markAt[k]];
                m_markUsed[m_markAt[k]] = true;
                if (m.period == Period::PerChip) {
                    perChip = true;
                } else {
                    forward = m.period;
                    break;
                }
                k = m.last + 1;
                continue;
            }
            if (isPunctuation(m_t[k]) && m_t[k].text != "/")
                break;
            ++k;
        }
        // Backward: a period word before the number ("daily free quotas of", "Monthly, that
        // approaches", "per-chip throughput of"), up to 8 tokens, to another number or a semicolon.
        for (std::size_t k = a.first, n = 0; k > 0 && same(k - 1, a.first) && n < 8; ++n) {
            --k;
            if (m_atomAt[k] != npos && m_atoms[m_atomAt[k]].context == ContextReason::None)
                break;
            if (m_t[k].text == ";" || m_t[k].text == "\uFF1B" || m_t[k].text == "(" || m_t[k].text == "\uFF08")
                break;
            if (m_markAt[k] != npos) {
                const PeriodMark& m = m_marks[m_markAt[k]];
                // A period word that an earlier number took after it ("2B tokens daily, $16,500
                // per accelerator") is not this number's.
                if (m.before && !m_markUsed[m_markAt[k]]) {
                    if (m.period == Period::PerChip)
                        perChip = true;
                    else if (backward == Period::None)
                        backward = m.period;
                }
                k = m.first;
            }
        }
        const Period p = forward != Period::None ? forward : backward;
        if (perChip && p == Period::Day)
            return Period::PerChipPerDay;
        if (p == Period::None && perChip)
            return Period::PerChip;
        return p;
    }

    // ---- qualifiers ----
    void qualify(const Atom& a, std::size_t end, FoundNumber& n) const
    {
        n.qualifier = a.qualifier;
        n.kind = a.range ? Kind::Between : a.kind;
        // A qualifier inside the expression ("10,000+", "100多万") is the one; else one before it, else after.
        if (a.qualifier.empty() && a.first > 0) {
            // Chinese puts a verb between the qualifier and the number: 至少需要1万张卡, 超过达到…
            std::size_t before = a.first - 1;
            if (auto [verb, vlen] = longestMatchEndingAt(m_t, before, linkingVerbs());
                vlen > 0 && before >= vlen && longestMatchEndingAt(m_t, before - vlen, qualifierPhrases()).second > 0)
                before -= vlen;
            if (auto [row, len] = longestMatchEndingAt(m_t, before, qualifierPhrases()); len > 0 && !qualifierTable()[row].after) {
                const QualifierEntry& q = qualifierTable()[row];
                // "over six days" is "during", not "more than"
                const bool during = q.text == "over" && (n.unit == Unit::Days || n.unit == Unit::Months);
                if (!during) {
                    n.qualifier = std::string(q.text);
                    if (!a.range)
                        n.kind = q.kind;
                }
            }
        }
        if (n.qualifier.empty() || a.range) {
            for (std::size_t at : {a.last + 1, end + 1}) {
                if (at >= m_t.size() || !same(at, a.first))
                    continue;
                if (auto [row, len] = longestMatch(m_t, at, qualifierPhrases()); len > 0 && qualifierTable()[row].after) {
                    if (n.qualifier.empty())
                        n.qualifier = std::string(qualifierTable()[row].text);
                    if (!a.range)
                        n.kind = qualifierTable()[row].kind;
                    break;
                }
            }
        }
        if (a.range && !a.qualifier.empty())
            n.qualifier = a.qualifier;
    }

    FoundNumber found(std::size_t index) const
    {
        const Atom& a = m_atoms[index];
        FoundNumber n;
        n.begin = m_t[a.first].begin;
        n.end = m_t[a.last].end;
        n.text = std::string(m_text.substr(n.begin, n.end - n.begin));
        const Sentence& s = m_sentences[m_t[a.first].sentence];
        n.sentenceBegin = s.begin;
        n.sentenceEnd = s.end;
        n.quote = quoteAround(m_text, s.begin, s.end, n.begin, n.end, 500).text;
        n.range = a.range;
        n.low = a.low;
        n.high = a.high;
        n.unit = a.unit;
        n.currency = a.currency;
        n.context = a.context;
        if (!n.isClaim())
            return n;
        std::size_t end = a.last;
        if (a.unit == Unit::Count) {
            if (auto hit = unitAfter(a.last + 1)) {
                n.unit = hit->unit;
                n.low = n.low * hit->factor / hit->divisor;
                n.high = n.high * hit->factor / hit->divisor;
                end = hit->last;
            }
        }
        if (n.unit == Unit::Count && a.timeUnitNext)
            return FoundNumber{}; // "a"/"half a" without its time unit (never: the finder checked it)
        const bool duration = n.unit == Unit::Days || n.unit == Unit::Months;
        n.period = duration ? Period::None : periodOf(a, end);
        qualify(a, end, n);
        return n;
    }

    /// The clause of the number: its sentence between the clause marks before and after it.
    std::string_view clauseOf(const FoundNumber& n) const
    {
        static constexpr std::array<std::string_view, 9> kMarks{",", ";", ":", "\u2014", "\uFF0C", "\uFF1B", "\uFF1A", "\u3002", "\u2013"};
        // The nearest mark on either side, looking at most 2,000 bytes away (a clause is never longer).
        auto markAt = [&](std::size_t i) {
            for (std::string_view m : kMarks)
                if (m_text.substr(i, m.size()) == m)
                    return m.size();
            return std::size_t{0};
        };
        const std::size_t lo = n.begin > n.sentenceBegin + 2000 ? n.begin - 2000 : n.sentenceBegin;
        const std::size_t hi = std::min(n.sentenceEnd, n.end + 2000);
        std::size_t from = lo, to = hi;
        for (std::size_t i = n.begin; i > lo; --i)
            if (const std::size_t len = markAt(i - 1); len > 0 && i - 1 + len <= n.begin) {
                from = i - 1 + len;
                break;
            }
        for (std::size_t i = n.end; i < hi; ++i)
            if (markAt(i) > 0) {
                to = i;
                break;
            }
        return m_text.substr(from, to - from);
    }

    void attachSuggestions(std::vector<FoundNumber>& numbers) const
    {
        // Numbers come in text order, so a sentence's numbers are neighbours. The duration that
        // converts a total is looked for among at most 50 of them (a sentence is not longer).
        std::vector<const FoundNumber*> inSentence;
        for (std::size_t i = 0; i < numbers.size(); ++i) {
            FoundNumber& n = numbers[i];
            if (!n.isClaim() || n.unit == Unit::Count)
                continue; // no quantity is a bare count
            inSentence.clear();
            for (std::size_t k = i > 50 ? i - 50 : 0; k < numbers.size() && k <= i + 50; ++k)
                if (k != i && numbers[k].sentenceBegin == n.sentenceBegin && numbers[k].isClaim())
                    inSentence.push_back(&numbers[k]);
            n.suggestions = suggestQuantities(n, clauseOf(n), inSentence);
        }
    }
};

} // namespace

std::vector<FoundNumber> extractNumbers(std::string_view text)
{
    std::vector<Token> tokens = tokenize(text);
    if (tokens.empty())
        return {};
    const std::vector<Sentence> sentences = splitSentences(tokens);
    std::vector<FoundNumber> out = Assembler(text, tokens, sentences).run();
    // A number beyond a double (hundreds of digits) is not a figure anyone claims: left out.
    std::erase_if(out, [](const FoundNumber& n) { return n.text.empty() || !std::isfinite(n.low) || !std::isfinite(n.high); });
    return out;
}

std::string detectLanguage(std::string_view text)
{
    std::size_t han = 0, letters = 0;
    for (const Token& t : tokenize(text)) {
        if (t.type == TokenType::Han)
            ++han;
        else if (t.type == TokenType::Word)
            letters += t.text.size();
    }
    return han > 0 && 2 * han >= letters ? "zh" : "en";
}

} // namespace runway::extract
