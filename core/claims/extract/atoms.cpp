#include "core/claims/extract/atoms.h"

#include "core/claims/extract/atomfinder.h"

namespace runway::extract::detail {
namespace {

// Words before "a day" / "a year" that make it a duration ("for a year"), not a period ("$3M a day").
constexpr std::array kDurationLead{"for",     "in",    "within", "over",    "after", "than",  "about", "nearly", "almost",  "around",
                                   "roughly", "under", "least",  "most",    "to",    "only",  "just",  "half",   "once",    "past",
                                   "last",    "next",  "lasts",  "lasting", "took",  "takes", "spent", "spend",  "sustain", "sustains"};

} // namespace

std::vector<Atom> AtomFinder::run()
{
    // m_sentence is set per attempt below; run() is the only caller of the readers.
    std::vector<Atom> atoms;
    for (std::size_t i = 0; i < m_t.size();) {
        std::optional<Atom> a;
        if (!m_consumed[i] && m_t[i].type != TokenType::Url) {
            m_sentence = m_t[i].sentence;
            a = date(i);
            if (!a)
                a = number(i);
        }
        if (a) {
            i = m_free = a->last + 1;
            atoms.push_back(std::move(*a));
        } else {
            ++i;
        }
    }
    return atoms;
}

std::optional<Atom> AtomFinder::number(std::size_t i) const
{
    std::size_t j = i;
    Currency currency = Currency::None;
    double currencyDivisor = 1;
    if (auto [row, len] = longestMatch(m_t, i, currencyPhrases()); row != kNpos && currencyTable()[row].prefix && ok(i + len) && startsNumeral(i + len)) {
        currency = currencyTable()[row].currency;
        j = i + len;
    }
    std::optional<Core> core;
    if (m_t[j].type == TokenType::Number)
        core = digitsCore(j);
    else if (m_t[j].type == TokenType::Word)
        core = spelledCore(j);
    else if (m_t[j].type == TokenType::Han)
        core = hanCore(j);
    if (!core)
        return std::nullopt;
    Atom a;
    a.first = i;
    a.last = core->last;
    a.context = core->context;
    a.unit = core->unit;
    a.currency = currency;
    a.qualifier = core->qualifier;
    a.kind = core->kind;
    a.scaled = core->scaled;
    a.scale = pow10(core->exponent);
    a.spacedScale = core->spacedScale;
    a.digits = core->digitsWritten;
    a.plainInteger = core->plainInteger;
    a.timeUnitNext = core->timeUnitNext;
    if (a.context != ContextReason::None) {
        a.low = a.high = decimalValue(core->digits, core->exponent);
        // A name is shown whole: "GLM-5.3", "H100", "GSM8K", not "5.3".
        if (a.context == ContextReason::Version && j == i && i > m_free && glued(i) && m_t[i - 1].type == TokenType::Word)
            a.first = i - 1;
        else if (a.context == ContextReason::Version && j == i && i > m_free + 1 && glued(i) && is(i - 1, "-") && glued(i - 1) &&
                 m_t[i - 2].type == TokenType::Word)
            a.first = i - 2;
        return a;
    }
    std::size_t k = a.last + 1;
    // A percent, multiple or currency written after the number.
    if (a.unit == Unit::Count && ok(k)) {
        if (is(k, "%") || is(k, "\uFF05")) {
            a.unit = Unit::Percent;
            a.last = k;
        } else if (auto [row, len] = longestMatch(m_t, k, unitPhrases()); row != kNpos && unitTable()[row].unit == Unit::Percent) {
            a.unit = Unit::Percent;
            a.last = k + len - 1;
        } else if (is(k, "\u00D7") || low(k) == "times" || is(k, "倍")) {
            a.unit = Unit::Multiple;
            a.last = k;
        } else if (is(k, "-") && glued(k) && k + 1 < m_t.size() && low(k + 1) == "fold" && glued(k + 1)) {
            a.unit = Unit::Multiple;
            a.last = k + 1;
        }
    }
    k = a.last + 1;
    if (a.currency == Currency::None && a.unit == Unit::Count && ok(k)) {
        std::size_t at = k;
        if (core->range && low(k) == "of")
            at = k + 1; // "thousands of dollars"
        if (auto [row, len] = longestMatch(m_t, at, currencyPhrases()); row != kNpos && currencyTable()[row].suffix) {
            a.currency = currencyTable()[row].currency;
            currencyDivisor = currencyTable()[row].divisor;
            a.last = at + len - 1;
        }
    } else if (a.currency != Currency::None && ok(k)) {
        // "$3 million dollars", "人民币25亿元": a second currency word of the same currency is part of the figure.
        if (auto [row, len] = longestMatch(m_t, k, currencyPhrases());
            row != kNpos && currencyTable()[row].suffix && currencyTable()[row].currency == a.currency)
            a.last = k + len - 1;
    }
    if (a.currency != Currency::None)
        a.unit = Unit::Money;
    if (core->loneOne && a.unit == Unit::Count && !startsUnitPhrase(m_t, a.last + 1))
        return std::nullopt;
    // "10,000+"
    if (is(a.last + 1, "+") && glued(a.last + 1) && a.qualifier.empty()) {
        a.qualifier = "+";
        a.kind = Kind::AtLeast;
        ++a.last;
    }
    if (core->range) {
        a.range = true;
        a.low = core->low / currencyDivisor;
        a.high = core->high / currencyDivisor;
    } else {
        a.low = a.high = decimalValue(core->digits, core->exponent) / currencyDivisor;
    }
    if (a.unit == Unit::Multiple && a.low == 0)
        a.context = ContextReason::Version; // "0x" is a name, not a multiple
    return a;
}

bool AtomFinder::startsNumeral(std::size_t k) const
{
    if (k >= m_t.size())
        return false;
    const Token& t = m_t[k];
    if (t.type == TokenType::Number)
        return true;
    if (t.type == TokenType::Han)
        return chineseDigit(t.text) || chineseSmallUnit(t.text) || chineseBigUnit(t.text);
    return t.type == TokenType::Word && (cardinalWord(t.lower) || pluralScaleWord(t.lower) || t.lower == "a" || t.lower == "an");
}

std::optional<AtomFinder::Core> AtomFinder::digitsCore(std::size_t j) const
{
    const Token& t = m_t[j];
    Core c;
    c.last = j;
    c.digits = withoutCommas(t.text);
    c.digitsWritten = true;
    c.plainInteger = t.text.find_first_of(",.") == std::string::npos;
    // Letters glued on the left make a name: "H100", "V4", "FP16", "GLM-5.3", "GPT-4" (a quarter "Q1", "H2" is a date).
    if (j > 0 && glued(j)) {
        const Token& prev = m_t[j - 1];
        if (prev.type == TokenType::Word && !isCurrencyWord(prev))
            c.context = (prev.text == "Q" || prev.text == "H") && c.plainInteger && c.digits.size() == 1 && c.digits[0] >= '1' && c.digits[0] <= '4'
                            ? ContextReason::Date
                            : ContextReason::Version;
        else if (prev.text == "-" && j > 1 && glued(j - 1) && m_t[j - 2].type == TokenType::Word && !cardinalWord(m_t[j - 2].lower))
            c.context = c.plainInteger && c.digits.size() == 4 && std::stoi(c.digits) >= 1900 && std::stoi(c.digits) <= 2100 ? ContextReason::Year // "mid-2026"
                                                                                                                             : ContextReason::Version;
    }
    std::size_t k = j + 1;
    if (k < m_t.size() && glued(k) && m_t[k].type == TokenType::Word) {
        const Token& s = m_t[k];
        if (auto e = scaleSuffix(s.text)) {
            c.exponent += *e;
            c.scaled = true;
            c.plainInteger = false;
        } else if (s.lower == "x") {
            c.unit = Unit::Multiple;
        } else if (isOrdinalSuffix(s.lower)) {
            c.context = ContextReason::Ordinal;
        } else if (s.lower == "s" && c.plainInteger && c.digits.size() == 4) {
            c.context = ContextReason::Year; // "the 2020s"
        } else {
            c.context = ContextReason::Version; // "4o", "910C", "910Bs", "5G"
        }
        c.last = k++;
    } else if (k < m_t.size() && glued(k) && (is(k, "%") || is(k, "\uFF05"))) {
        c.unit = Unit::Percent;
        c.last = k++;
    } else if (k < m_t.size() && glued(k) && is(k, "\u00D7")) {
        c.unit = Unit::Multiple;
        c.last = k++;
    }
    if (c.context != ContextReason::None)
        return c;
    // "910B-class": a name with a hyphenated descriptor.
    if (c.scaled && is(k, "-") && glued(k) && k + 1 < m_t.size() && glued(k + 1) && m_t[k + 1].type == TokenType::Word &&
        (m_t[k + 1].lower == "class" || m_t[k + 1].lower == "series" || m_t[k + 1].lower == "based")) {
        c.context = ContextReason::Version;
        return c;
    }
    if (c.unit == Unit::Count)
        chineseScale(c, k);
    if (c.unit == Unit::Count && (is(k, "多") || is(k, "余")) && glued(k) && startsUnitPhrase(m_t, k + 1)) { // 100多天
        c.qualifier = m_t[k].text;
        c.kind = Kind::AtLeast;
        c.last = k++;
    }
    while (c.unit == Unit::Count && ok(k) && m_t[k].type == TokenType::Word && m_t[k].spaceBefore && scaleWord(m_t[k].lower)) {
        c.exponent += *scaleWord(m_t[k].lower);
        c.scaled = c.spacedScale = true;
        c.plainInteger = false;
        c.last = k++;
    }
    return c;
}

std::optional<AtomFinder::Core> AtomFinder::spelledCore(std::size_t j) const
{
    const std::string& w = low(j);
    Core c;
    c.last = j;
    // "hundreds", "thousands", "hundreds of thousands", "tens of millions": a range
    if (auto e = pluralScaleWord(w)) {
        double lowEnd = pow10(*e), highEnd = pow10(*e + 1) - 1;
        std::size_t k = j + 1;
        bool chained = false;
        while (ok(k + 1) && low(k) == "of" && (scaleWord(low(k + 1)) || pluralScaleWord(low(k + 1)))) {
            const double s = pow10(scaleWord(low(k + 1)) ? *scaleWord(low(k + 1)) : *pluralScaleWord(low(k + 1)));
            lowEnd *= s;
            highEnd = (highEnd + 1) * s - 1;
            c.last = k + 1;
            k += 2;
            chained = true;
        }
        if (w == "tens" && !chained)
            return std::nullopt;
        c.range = true;
        c.low = lowEnd;
        c.high = highEnd;
        c.scaled = true;
        c.kind = Kind::Between;
        return c;
    }
    if (auto o = ordinalWord(w)) {
        if (w == "second" && j > 0 && (low(j - 1) == "per" || m_t[j - 1].type == TokenType::Number))
            return std::nullopt; // a unit of time
        c.context = ContextReason::Ordinal;
        c.digits = std::to_string(*o);
        return c;
    }
    if (auto m = multipleWord(w)) {
        if (w == "half") {
            if (ok(j + 2) && (low(j + 1) == "a" || low(j + 1) == "an") && scaleWord(low(j + 2))) { // half a million
                c.digits = "0.5";
                c.exponent = *scaleWord(low(j + 2));
                c.scaled = c.spacedScale = true;
                c.last = j + 2;
                return c;
            }
            if (ok(j + 2) && (low(j + 1) == "a" || low(j + 1) == "an") && isTimeUnitWord(low(j + 2))) { // half a year
                c.digits = "0.5";
                c.last = j + 1;
                c.timeUnitNext = true;
                return c;
            }
            if (j > 0 && (ordinalWord(low(j - 1)) || low(j - 1) == "other" || low(j - 1) == "latter" || low(j - 1) == "former"))
                return std::nullopt; // "the second half of 2025"
        }
        c.digits = *m == 0.5 ? "0.5" : std::to_string(static_cast<int>(*m));
        c.unit = Unit::Multiple;
        return c;
    }
    // English number words: "twenty-three point two trillion", "one hundred thousand", "a dozen".
    enum class Last { None, Digit, Teen, Tens, Hundred, Scale };
    std::uint64_t total = 0, current = 0;
    bool any = false;
    Last last = Last::None;
    std::string fraction;
    int tailExponent = 0;
    std::size_t k = j;
    if (w == "a" || w == "an") {
        if (!ok(j + 1))
            return std::nullopt;
        const std::string& next = low(j + 1);
        if (isTimeUnitWord(next)) { // "for a year": a duration (the period phrases took "$3M a day")
            c.digits = "1";
            c.timeUnitNext = true;
            return c;
        }
        if (!(scaleWord(next) || next == "dozen"))
            return std::nullopt;
        current = 1;
        any = true;
        last = Last::Digit;
        k = j + 1;
    }
    for (; ok(k); ++k) {
        const std::string& x = low(k);
        if (auto v = cardinalWord(x); v && !fraction.size()) {
            const bool fits = last == Last::None || last == Last::Hundred || last == Last::Scale || (last == Last::Tens && *v >= 1 && *v <= 9);
            if (!fits)
                break; // "two three" is not one number
            auto value = static_cast<std::uint64_t>(*v);
            last = *v < 10 ? Last::Digit : *v < 20 ? Last::Teen : Last::Tens;
            // twenty-three
            if (*v >= 20 && is(k + 1, "-") && glued(k + 1) && ok(k + 2) && glued(k + 2) && cardinalWord(low(k + 2)) && *cardinalWord(low(k + 2)) >= 1 &&
                *cardinalWord(low(k + 2)) <= 9) {
                value += static_cast<std::uint64_t>(*cardinalWord(low(k + 2)));
                last = Last::Digit;
                k += 2;
            }
            current += value;
            any = true;
            c.last = k;
            continue;
        }
        if ((x == "hundred" || x == "dozen") && any && fraction.empty() && (last == Last::Digit || last == Last::Teen || last == Last::Tens)) {
            current = current * (x == "hundred" ? 100 : 12);
            last = Last::Hundred;
            c.last = k;
            continue;
        }
        if (auto e = scaleWord(x); e && any && *e >= 3 && last != Last::Scale) {
            c.scaled = c.spacedScale = true;
            c.last = k;
            if (!fraction.empty()) {
                tailExponent = *e;
                break;
            }
            total += current * static_cast<std::uint64_t>(pow10(*e));
            current = 0;
            last = Last::Scale;
            continue;
        }
        if (x == "point" && any && fraction.empty() && last != Last::Scale && ok(k + 1) && cardinalWord(low(k + 1)) && *cardinalWord(low(k + 1)) < 10) {
            std::size_t f = k + 1;
            while (ok(f) && cardinalWord(low(f)) && *cardinalWord(low(f)) < 10) {
                fraction += static_cast<char>('0' + *cardinalWord(low(f)));
                ++f;
            }
            c.last = f - 1;
            k = f - 1;
            continue;
        }
        if (x == "and" && (last == Last::Hundred || last == Last::Scale) && ok(k + 1) && cardinalWord(low(k + 1)))
            continue; // "one hundred and five"
        break;
    }
    if (!any)
        return std::nullopt;
    const std::uint64_t whole = total + current;
    c.digits = std::to_string(whole) + (fraction.empty() ? "" : "." + fraction);
    c.exponent = tailExponent;
    c.loneOne = whole == 1 && fraction.empty() && !c.scaled;
    return c;
}

bool startsUnitPhrase(const std::vector<Token>& tokens, std::size_t i)
{
    if (i >= tokens.size())
        return false;
    if (longestMatch(tokens, i, unitPhrases()).second > 0)
        return true;
    if (tokens[i].type == TokenType::Han && isMeasureWord(tokens[i].text) && longestMatch(tokens, i + 1, unitPhrases()).second > 0)
        return true; // 一万张卡, 一百个token
    if (auto [row, len] = longestMatch(tokens, i, currencyPhrases()); len > 0 && currencyTable()[row].suffix)
        return true;
    return tokens[i].text == "倍" || tokens[i].text == "%" || tokens[i].text == "\uFF05";
}

std::vector<PeriodMark> findPeriodMarks(const std::vector<Token>& tokens)
{
    std::vector<PeriodMark> marks;
    for (std::size_t i = 0; i < tokens.size();) {
        auto [row, len] = longestMatch(tokens, i, periodPhrases());
        if (len == 0) {
            ++i;
            continue;
        }
        const PeriodEntry& e = periodTable()[row];
        const bool aTime = (tokens[i].lower == "a" || tokens[i].lower == "an") && len == 2;
        const bool afterLead = i > 0 && tokens[i - 1].sentence == tokens[i].sentence &&
                               (contains(kDurationLead, tokens[i - 1].lower) || longestMatchEndingAt(tokens, i - 1, qualifierPhrases()).second > 0);
        if (aTime && afterLead) {
            ++i; // "for a year": a duration, read as a number
            continue;
        }
        marks.push_back({i, i + len - 1, e.period, e.before});
        i += len;
    }
    return marks;
}

std::vector<Atom> findAtoms(const std::vector<Token>& tokens, const std::vector<PeriodMark>& marks)
{
    return AtomFinder(tokens, marks).run();
}

} // namespace runway::extract::detail