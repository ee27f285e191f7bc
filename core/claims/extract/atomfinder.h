#pragma once
// Internal to atoms.cpp and atomszh.cpp: the reader of number expressions (atoms.h) and the
// helpers both files use. atoms.cpp reads digits and English number words; atomszh.cpp reads
// dates and Chinese numerals.

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/claims/extract/atoms.h"
#include "core/claims/extract/numbertables.h"

namespace runway::extract::detail {

inline constexpr std::size_t kNpos = std::string::npos;
/// The longest run of Chinese numeral characters read as one number (longer runs are not numbers,
/// and the bound keeps reading a text of numerals linear).
inline constexpr std::size_t kMaxNumeralRun = 24;

inline bool contains(const auto& list, std::string_view s)
{
    return std::find(list.begin(), list.end(), s) != list.end();
}

inline bool isTimeUnitWord(std::string_view lower)
{
    return lower == "day" || lower == "week" || lower == "month" || lower == "year" || lower == "decade" || lower == "hour";
}

inline double pow10(int e)
{
    double v = 1;
    for (int k = 0; k < std::abs(e); ++k)
        v *= 10;
    return e < 0 ? 1 / v : v;
}

/// A value with digits and a power of ten, read back exactly.
inline double decimalValue(const std::string& digits, int exponent)
{
    return Decimal{digits, exponent}.value();
}

inline std::string withoutCommas(std::string_view s)
{
    std::string out;
    for (char c : s)
        if (c != ',')
            out += c;
    return out;
}

inline bool isCurrencyWord(const Token& t)
{
    const auto [row, len] = longestMatch(std::vector<Token>{t}, 0, currencyPhrases());
    return row != kNpos && len == 1;
}

/// Reads the atoms of a text left to right (atoms.h's findAtoms).
class AtomFinder {
public:
    AtomFinder(const std::vector<Token>& tokens, const std::vector<PeriodMark>& marks)
        : m_t(tokens)
        , m_consumed(tokens.size(), false)
    {
        for (const auto& m : marks)
            for (std::size_t k = m.first; k <= m.last; ++k)
                m_consumed[k] = true;
    }

    std::vector<Atom> run();

private:
    const std::vector<Token>& m_t;
    std::vector<bool> m_consumed;
    std::size_t m_sentence = 0; ///< the sentence of the expression being read
    std::size_t m_free = 0;     ///< the first token after the previous atom (an atom never reaches back past it)

    /// A token the expression may take: present, not in a period phrase, in the same sentence.
    bool ok(std::size_t k) const { return k < m_t.size() && !m_consumed[k] && m_t[k].sentence == m_sentence; }
    /// Token k follows the one before it without white space, in the same sentence.
    bool glued(std::size_t k) const { return k < m_t.size() && !m_t[k].spaceBefore && m_t[k].sentence == m_sentence; }
    bool sameSentence(std::size_t a, std::size_t b) const { return a < m_t.size() && b < m_t.size() && m_t[a].sentence == m_t[b].sentence; }
    const std::string& low(std::size_t k) const { return m_t[k].lower; }
    /// Token k, in the same sentence, is `text`.
    bool is(std::size_t k, std::string_view text) const { return k < m_t.size() && m_t[k].sentence == m_sentence && m_t[k].text == text; }
    bool isNum(std::size_t k) const { return k < m_t.size() && m_t[k].sentence == m_sentence && m_t[k].type == TokenType::Number; }
    bool isFourDigitYear(std::size_t k) const
    {
        if (!isNum(k) || m_t[k].text.size() != 4)
            return false;
        const int y = std::stoi(m_t[k].text);
        return y >= 1900 && y <= 2100;
    }
    int smallInt(std::size_t k) const { return isNum(k) && m_t[k].text.size() <= 2 ? std::stoi(m_t[k].text) : -1; }

    Atom contextAtom(std::size_t first, std::size_t last, ContextReason why, double value = 0) const
    {
        Atom a;
        a.first = first;
        a.last = last;
        a.low = a.high = value;
        a.context = why;
        a.digits = true;
        return a;
    }

    /// A date at token i: "March 4, 2026", "4 March 2026", "March 2026", "2026-03-04", "3/4/2026",
    /// "10:30", "2026年3月4日", "3月4日"; "2026年" alone is a year.
    std::optional<Atom> date(std::size_t i) const;
    /// A short numeral at `k` (a Number token or a run of Han numerals): its value, with `k` left
    /// on its last token. nullopt (and `k` unchanged) when there is none.
    std::optional<double> hanOrDigits(std::size_t& k) const;

    // ---- numbers ----
    struct Core {
        std::size_t last = 0;
        std::string digits = "0"; ///< the value before the scale ("23.2")
        int exponent = 0;         ///< the scale as a power of ten
        bool range = false;
        double low = 0, high = 0; ///< a range's ends, already scaled
        bool scaled = false, spacedScale = false, digitsWritten = false, plainInteger = false;
        Unit unit = Unit::Count;
        ContextReason context = ContextReason::None;
        std::string qualifier;
        Kind kind = Kind::Equals;
        bool loneOne = false; ///< "one"/"a" alone: a number only before a unit, currency or time
        bool timeUnitNext = false;
    };

    /// A number expression at token i: an optional currency before it, the number (digits,
    /// English words or a Chinese numeral), and a percent, multiple or currency after it.
    std::optional<Atom> number(std::size_t i) const;
    bool startsNumeral(std::size_t k) const;
    /// Digits with their glued suffix ("23.2T", "3x", "30%", "1st", "4o") and scale words.
    std::optional<Core> digitsCore(std::size_t j) const;
    /// Han scale characters after digits or a numeral: "23.2万亿", "10亿", "3千", "100多万".
    void chineseScale(Core& c, std::size_t& k) const;
    /// English number words, plural scale words, ordinal and multiple words.
    std::optional<Core> spelledCore(std::size_t j) const;
    /// A Chinese numeral character at k, glued to the one before unless it is the `first`.
    bool isHanNumeral(std::size_t k, bool first = false) const;
    /// A Chinese numeral, 第 ordinal, 百分之 percent, 数千-style range or 半.
    std::optional<Core> hanCore(std::size_t j) const;
};

} // namespace runway::extract::detail
