// Dates and Chinese numerals for the atom reader (atomfinder.h).
#include "core/claims/extract/atomfinder.h"

namespace runway::extract::detail {

// ---- dates: "March 4, 2026", "4 March 2026", "March 2026", "2026-03-04", "3/4/2026", "10:30", "2026年3月4日", "3月4日" ----
std::optional<Atom> AtomFinder::date(std::size_t i) const
{
    const Token& t = m_t[i];
    if (t.type == TokenType::Word && monthName(t.text)) {
        std::size_t k = i + 1;
        if (is(k, ".") && glued(k))
            ++k;
        if (const int d = smallInt(k); d >= 1 && d <= 31 && sameSentence(i, k)) {
            std::size_t last = k;
            if (glued(k + 1) && k + 1 < m_t.size() && isOrdinalSuffix(low(k + 1)))
                last = ++k;
            if (is(k + 1, ",") && isFourDigitYear(k + 2))
                last = k + 2;
            else if (isFourDigitYear(k + 1))
                last = k + 1;
            return contextAtom(i, last, ContextReason::Date);
        }
        if (isFourDigitYear(k) && sameSentence(i, k))
            return contextAtom(i, k, ContextReason::Date);
        return std::nullopt;
    }
    if (isNum(i)) {
        // 4 March 2026
        if (const int d = smallInt(i);
            d >= 1 && d <= 31 && i + 1 < m_t.size() && m_t[i + 1].type == TokenType::Word && monthName(m_t[i + 1].text) && sameSentence(i, i + 1))
            return contextAtom(i, isFourDigitYear(i + 2) ? i + 2 : i, ContextReason::Date);
        // 2026-03-04, 2026/03/04, 3/4/2026, 10:30
        const bool sep = (is(i + 1, "-") || is(i + 1, "/")) && glued(i + 1) && isNum(i + 2) && glued(i + 2);
        if (sep && m_t[i].text.size() == 4 && isFourDigitYear(i) && is(i + 3, m_t[i + 1].text) && glued(i + 3) && isNum(i + 4) && glued(i + 4))
            return contextAtom(i, i + 4, ContextReason::Date);
        if (is(i + 1, "/") && sep && smallInt(i) >= 1 && is(i + 3, "/") && glued(i + 3) && isFourDigitYear(i + 4) && glued(i + 4))
            return contextAtom(i, i + 4, ContextReason::Date);
        if (is(i + 1, ":") && glued(i + 1) && isNum(i + 2) && glued(i + 2) && m_t[i + 2].text.size() == 2 && smallInt(i) >= 0 && smallInt(i) <= 24)
            return contextAtom(i, i + 2, ContextReason::Date);
    }
    // Chinese: a numeral (digits or Han) before 年 / 月 / 日 / 号
    std::size_t k = i;
    const auto numeral = hanOrDigits(k);
    if (!numeral)
        return std::nullopt;
    const double v = *numeral;
    const std::size_t after = k + 1;
    const auto at = [&](std::size_t index, std::string_view mark) { return ok(index) && is(index, mark); }; // not inside a period phrase
    if (at(after, "年") && v >= 1900 && v <= 2100 && std::floor(v) == v) {
        std::size_t last = after;
        std::size_t m = after + 1;
        if (auto mv = hanOrDigits(m); mv && *mv >= 1 && *mv <= 12 && at(m + 1, "月")) {
            last = m + 1;
            std::size_t d = m + 2;
            if (auto dv = hanOrDigits(d); dv && *dv >= 1 && *dv <= 31 && (at(d + 1, "日") || at(d + 1, "号")))
                last = d + 1;
            return contextAtom(i, last, ContextReason::Date);
        }
        return contextAtom(i, last, ContextReason::Year, v);
    }
    if (at(after, "月") && v >= 1 && v <= 12 && std::floor(v) == v) {
        std::size_t last = after;
        std::size_t d = after + 1;
        if (auto dv = hanOrDigits(d); dv && *dv >= 1 && *dv <= 31 && (at(d + 1, "日") || at(d + 1, "号")))
            last = d + 1;
        return contextAtom(i, last, ContextReason::Date);
    }
    if ((at(after, "日") || at(after, "号")) && v >= 1 && v <= 31 && std::floor(v) == v)
        return contextAtom(i, after, ContextReason::Date);
    return std::nullopt;
}

/// A short numeral at `k` (a Number token or a run of Han numerals): its value, with `k` left
/// on its last token. nullopt (and `k` unchanged) when there is none.
std::optional<double> AtomFinder::hanOrDigits(std::size_t& k) const
{
    if (!ok(k))
        return std::nullopt;
    if (isNum(k)) {
        if (m_t[k].text.find_first_of(",.") != std::string::npos)
            return std::nullopt;
        return Decimal{m_t[k].text, 0}.value();
    }
    std::size_t e = k;
    std::string run;
    while (e < m_t.size() && e - k <= kMaxNumeralRun && m_t[e].type == TokenType::Han && (e == k || glued(e)) && m_t[e].sentence == m_t[k].sentence &&
           (chineseDigit(m_t[e].text) || chineseSmallUnit(m_t[e].text))) {
        run += m_t[e].text;
        ++e;
    }
    if (run.empty())
        return std::nullopt;
    auto d = parseChineseNumeral(run);
    if (!d)
        return std::nullopt;
    k = e - 1;
    return d->value();
}

/// Han scale characters after digits or a numeral: "23.2万亿", "10亿", "3千", "100多万".
void AtomFinder::chineseScale(Core& c, std::size_t& k) const
{
    for (const std::size_t start = k; ok(k) && k - start <= kMaxNumeralRun && m_t[k].type == TokenType::Han;) {
        const std::string& h = m_t[k].text;
        if ((h == "多" || h == "余") && k + 1 < m_t.size() && (chineseBigUnit(m_t[k + 1].text) || chineseSmallUnit(m_t[k + 1].text))) {
            c.qualifier = h;
            c.kind = Kind::AtLeast;
            ++k;
            continue;
        }
        int e = 0;
        if (auto b = chineseBigUnit(h))
            e = *b;
        else if (auto s = chineseSmallUnit(h))
            e = s == 10 ? 1 : s == 100 ? 2 : 3;
        else
            break;
        c.exponent += e;
        c.scaled = true;
        c.plainInteger = false;
        c.last = k++;
    }
}

bool AtomFinder::isHanNumeral(std::size_t k, bool first) const
{
    // A numeral's characters stand together: white space or a sentence break ends it.
    if (!ok(k) || m_t[k].type != TokenType::Han || (!first && !glued(k)))
        return false;
    const std::string& h = m_t[k].text;
    return chineseDigit(h) || chineseSmallUnit(h) || chineseBigUnit(h);
}

std::optional<AtomFinder::Core> AtomFinder::hanCore(std::size_t j) const
{
    Core c;
    const std::string& h = m_t[j].text;
    // 第三, 第3: an ordinal
    if (h == "第" && ok(j + 1) && (isHanNumeral(j + 1, true) || isNum(j + 1))) {
        std::size_t k = j + 1;
        if (isNum(k)) {
            c.last = k;
            c.digits = withoutCommas(m_t[k].text);
        } else {
            std::string run;
            while (isHanNumeral(k, k == j + 1) && k - j <= kMaxNumeralRun)
                run += m_t[k++].text;
            auto d = parseChineseNumeral(run);
            if (!d)
                return std::nullopt;
            c.digits = d->digits;
            c.exponent = d->exponent;
            c.last = k - 1;
        }
        c.context = ContextReason::Ordinal;
        return c;
    }
    // 百分之三十, 百分之3.5
    if (h == "百" && is(j + 1, "分") && is(j + 2, "之") && ok(j + 3) && (isHanNumeral(j + 3, true) || isNum(j + 3))) {
        if (isNum(j + 3)) {
            c.digits = withoutCommas(m_t[j + 3].text);
            c.last = j + 3;
            c.digitsWritten = true;
        } else {
            std::size_t k = j + 3;
            std::string run;
            while ((isHanNumeral(k, k == j + 3) || (is(k, "点") && isHanNumeral(k + 1))) && k - j <= kMaxNumeralRun)
                run += m_t[k++].text;
            auto d = parseChineseNumeral(run);
            if (!d)
                return std::nullopt;
            c.digits = d->digits;
            c.exponent = d->exponent;
            c.last = k - 1;
        }
        c.unit = Unit::Percent;
        return c;
    }
    // 数千, 几十万, 上万: a range from the unit to ten times it
    if ((h == "数" || h == "几" || h == "上") && ok(j + 1)) {
        std::size_t k = j + 1;
        std::string run = "一";
        while (ok(k) && k - j <= kMaxNumeralRun && m_t[k].type == TokenType::Han && (chineseSmallUnit(m_t[k].text) || chineseBigUnit(m_t[k].text)))
            run += m_t[k++].text;
        if (k == j + 1)
            return std::nullopt;
        auto d = parseChineseNumeral(run);
        if (!d)
            return std::nullopt;
        c.range = true;
        c.low = d->value();
        c.high = d->value() * 10 - 1;
        c.scaled = true;
        c.kind = Kind::Between;
        c.last = k - 1;
        return c;
    }
    // 半年, 半个月
    if (h == "半" && ok(j + 1) && startsUnitPhrase(m_t, j + 1) && !is(j + 1, "卡")) {
        c.digits = "0.5";
        c.last = j;
        return c;
    }
    if (!isHanNumeral(j, true))
        return std::nullopt;
    std::size_t k = j;
    std::string run;
    while ((isHanNumeral(k, k == j) || (is(k, "点") && isHanNumeral(k + 1) && chineseDigit(m_t[k + 1].text))) && k - j <= kMaxNumeralRun) {
        // 十多万: 多/余 between a numeral and its big unit
        run += m_t[k++].text;
        if ((is(k, "多") || is(k, "余")) && k + 1 < m_t.size() && chineseBigUnit(m_t[k + 1].text)) {
            c.qualifier = m_t[k].text;
            c.kind = Kind::AtLeast;
            ++k;
        }
    }
    if (k - j > kMaxNumeralRun && isHanNumeral(k))
        return std::nullopt; // a run too long to be a number
    const std::size_t count = k - j;
    const std::string& firstChar = m_t[j].text;
    // 万一 ("in case"), 亿万 ("countless"), 一一 ("one by one"), 千万不 ("by all means do not")
    if (count > 1 && chineseBigUnit(firstChar) && run != "万亿")
        return std::nullopt;
    if (run == "一一" || (run == "千万" && ok(k) && (is(k, "不") || is(k, "别") || is(k, "要") || is(k, "记"))))
        return std::nullopt;
    // 三四个月, 七八天: two neighbouring digits are a range
    if (count == 2 && chineseDigit(firstChar) && chineseDigit(m_t[j + 1].text) && *chineseDigit(m_t[j + 1].text) == *chineseDigit(firstChar) + 1 &&
        *chineseDigit(firstChar) > 0) {
        c.range = true;
        c.low = *chineseDigit(firstChar);
        c.high = c.low + 1;
        c.kind = Kind::Between;
        c.last = k - 1;
        return c;
    }
    // One numeral alone is a number only before a unit, a currency, a multiple or a measure
    // word and its noun (三天, 两倍, 一万张卡), or after a qualifier (近千, 约十).
    bool moreThan = false; // 十多天
    if ((is(k, "多") || is(k, "余")) && startsUnitPhrase(m_t, k + 1)) {
        c.qualifier = m_t[k].text;
        c.kind = Kind::AtLeast;
        moreThan = true;
    }
    if (count == 1 && !moreThan && !startsUnitPhrase(m_t, k) && !is(k, "倍") && !(j > 0 && longestMatchEndingAt(m_t, j - 1, qualifierPhrases()).second > 0))
        return std::nullopt;
    auto d = parseChineseNumeral(run);
    if (!d)
        return std::nullopt;
    c.digits = d->digits;
    c.exponent = d->exponent;
    c.scaled = d->exponent > 0 || run.find("万") != std::string::npos || run.find("亿") != std::string::npos;
    c.last = moreThan ? k : k - 1;
    if (is(k, "倍")) {
        c.unit = Unit::Multiple;
        c.last = k;
    }
    return c;
}

} // namespace runway::extract::detail
