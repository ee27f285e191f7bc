#pragma once
// The tables `claims extract` reads numbers with (CLAIMS.md, "Finding the numbers in a text"):
// English number words, scale words and suffixes, Chinese numerals, currencies, units, periods,
// qualifiers and month names. One row per spelling; adding a spelling is one row. Phrases are
// written as in a text and matched token by token (tokenizer.h), case-insensitively.

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/claims/extract/foundnumber.h"
#include "core/claims/extract/tokenizer.h"

namespace runway::extract {

// ---- English number words (lower-case words) ----

/// "zero" … "nineteen", "twenty" … "ninety" → their value.
std::optional<int> cardinalWord(std::string_view lower);
/// "first" … "twentieth", "thirtieth" … "ninetieth", "hundredth", "thousandth" → their value.
std::optional<int> ordinalWord(std::string_view lower);
/// A numeral's ordinal ending: "st", "nd", "rd", "th" ("1st", "3rd", "18th").
bool isOrdinalSuffix(std::string_view lower);
/// A scale word's power of ten: hundred 2, thousand 3, million 6, billion 9, trillion 12.
std::optional<int> scaleWord(std::string_view lower);
/// A plural scale word's power of ten, read as a range from 10^e to 10^(e+1) − 1: tens 1,
/// hundreds 2, thousands 3, millions 6, billions 9, trillions 12.
std::optional<int> pluralScaleWord(std::string_view lower);
/// A suffix written right after digits ("23.2T", "$10M", "400m", "$1bn"): K/k 3, M/m/mn 6,
/// B/b/bn 9, T/tn 12. Case-sensitive: "t" alone is not a suffix.
std::optional<int> scaleSuffix(std::string_view text);
/// A word that is a multiple: twice 2, thrice 3, half 0.5, twofold 2 … tenfold 10, hundredfold 100.
std::optional<double> multipleWord(std::string_view lower);
/// A capitalised month name or abbreviation ("March", "Mar", "Sept") → 1 … 12; case-sensitive.
std::optional<int> monthName(std::string_view text);

// ---- Chinese numerals (one Han character each) ----

/// 零〇 0, 一 1, 二两 2, 三 3 … 九 9.
std::optional<int> chineseDigit(std::string_view han);
/// 十 10, 百 100, 千 1000.
std::optional<int> chineseSmallUnit(std::string_view han);
/// 万 4, 亿 8 (powers of ten; 万亿 is 12).
std::optional<int> chineseBigUnit(std::string_view han);

/// A number as digits and a power of ten, so "23.2" × 10^12 reads back exactly as 2.32e13.
struct Decimal {
    std::string digits = "0"; ///< "23.2"
    int exponent = 0;
    double value() const; ///< infinity when it does not fit a double
};

/// A whole Chinese numeral ("二十三点二万亿", "两千", "十八", "三亿五千万", "一百零五"), or nullopt when
/// `numeral` is not one. Han characters only, no Arabic digits.
std::optional<Decimal> parseChineseNumeral(std::string_view numeral);

// ---- Phrase tables ----

struct CurrencyEntry {
    std::string_view text; ///< "$", "US$", "HK$", "RMB", "dollars", "元", "美元"
    Currency currency;
    bool prefix;        ///< written before the number
    bool suffix;        ///< written after it (after its scale word)
    double divisor = 1; ///< "cents": 100 to the dollar
};
std::span<const CurrencyEntry> currencyTable();

/// A unit noun, or a time unit read as a duration in months or days: the value in the base unit
/// is the number × factor ÷ divisor (a year is 12 months, a week 7 days, an hour 1/24 day).
struct UnitEntry {
    std::string_view text; ///< "tokens", "chips", "accelerators", "developers", "词元", "卡", "days", "个月"
    Unit unit;
    double factor = 1;
    double divisor = 1;
};
std::span<const UnitEntry> unitTable();

struct PeriodEntry {
    std::string_view text; ///< "per day", "a month", "daily", "per million tokens", "每百万tokens", "per chip per day"
    Period period;
    bool before = false; ///< may also stand before the number ("daily free quotas of 100T tokens", "每天处理…")
};
std::span<const PeriodEntry> periodTable();

struct QualifierEntry {
    std::string_view text; ///< "about", "at least", "up to", "约", "超过", "以上"
    Kind kind;
    bool after = false; ///< written after the number and its unit ("10,000 or more", "1万张以上")
};
std::span<const QualifierEntry> qualifierTable();

/// A table's phrases tokenized once (phraseTokens), in the table's order.
const std::vector<std::vector<std::string>>& currencyPhrases();
const std::vector<std::vector<std::string>>& unitPhrases();
const std::vector<std::vector<std::string>>& periodPhrases();
const std::vector<std::vector<std::string>>& qualifierPhrases();

/// The index of the longest phrase of `phrases` that starts at tokens[i] and its length in tokens;
/// {npos, 0} when none does. Ties go to the earlier row.
std::pair<std::size_t, std::size_t> longestMatch(const std::vector<Token>& tokens, std::size_t i, const std::vector<std::vector<std::string>>& phrases);
/// The same for a phrase that ends at tokens[last].
std::pair<std::size_t, std::size_t> longestMatchEndingAt(const std::vector<Token>& tokens, std::size_t last,
                                                         const std::vector<std::vector<std::string>>& phrases);

/// Whole-phrase look-ups, for the tables' tests and the window: the row whose phrase is `text`
/// (compared token by token, case-insensitively), or nullptr.
const CurrencyEntry* findCurrency(std::string_view text);
const UnitEntry* findUnit(std::string_view text);
const PeriodEntry* findPeriod(std::string_view text);
const QualifierEntry* findQualifier(std::string_view text);

/// Chinese measure words between a number and its noun ("1万张卡", "100万亿个token"): 个 张 块 颗 台 枚 片.
bool isMeasureWord(std::string_view han);

} // namespace runway::extract
