#pragma once
// What `claims extract` finds for each number of a text (CLAIMS.md, "Finding the numbers in a
// text"): where it is, what it reads as in its base unit, and whether it is a claim or context.
// Plain data; extractor.h finds them, suggest.h ranks the quantities, draftfile.h writes them.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace runway::extract {

/// The base unit a number is read in. Money is in its `currency` (never converted); durations are
/// months (months, years ×12, decades ×120) or days (days, weeks ×7, hours ÷24); a multiple is a
/// plain factor ("3x" is 3, "half" 0.5); Count is a number without a unit found.
enum class Unit { Count, Tokens, Money, Accelerators, People, Percent, Months, Days, Multiple };

enum class Currency { None, Usd, Cny, Hkd };

/// What a figure is per: "a day", "a month", "a year", "per million tokens", "per chip per day",
/// "per chip"; None for a stock or a count.
enum class Period { None, Day, Month, Year, PerMillionTokens, PerChipPerDay, PerChip };

/// How the figure compares (CLAIMS.md): a plain or hedged figure `equals`; "at least"/"over"
/// `at_least`; "up to"/"under" `at_most`; a range or a plural scale word `between`.
enum class Kind { Equals, AtLeast, AtMost, Between };

/// Why a number is context rather than a claim; None for a claim.
enum class ContextReason { None, Year, Date, Ordinal, Version, Block };

/// One quantity of MODEL.md (a §5 metric or a numeric §1 parameter) a claimed figure may be:
/// claimed = quantity × factor (30 for "a month" of a per-day metric).
struct Suggestion {
    std::string quantity;
    double factor = 1;
    int score = 0; ///< suggest.h's documented score; higher is better
};

struct FoundNumber {
    std::size_t begin = 0;                          ///< byte offset of the number's first byte in the text
    std::size_t end = 0;                            ///< byte offset just past the number (currency, scale and % included)
    std::string text;                               ///< text[begin, end)
    std::size_t sentenceBegin = 0, sentenceEnd = 0; ///< byte range of its sentence in the text
    std::string quote;                              ///< the sentence, trimmed, white space collapsed, at most 500 code points
    bool range = false;                             ///< low … high (a range, "thousands", "hundreds of thousands")
    double low = 0;                                 ///< the value in the base unit (= high unless `range`)
    double high = 0;
    Unit unit = Unit::Count;
    Currency currency = Currency::None;
    Period period = Period::None;
    std::string qualifier; ///< the words that set the kind ("about", "at least", "between", "以上"); may be empty
    Kind kind = Kind::Equals;
    ContextReason context = ContextReason::None;
    std::vector<Suggestion> suggestions; ///< best first; empty for context and for counts

    bool isClaim() const { return context == ContextReason::None; }
};

std::string_view unitName(Unit u);             ///< "count", "tokens", "money", "accelerators", "people", "percent", "months", "days", "multiple"
std::string_view currencyName(Currency c);     ///< "", "USD", "CNY", "HKD"
std::string_view periodName(Period p);         ///< "none", "day", "month", "year", "per_1m_tokens", "per_chip_per_day", "per_chip"
std::string_view kindName(Kind k);             ///< "equals", "at_least", "at_most", "between"
std::string_view contextName(ContextReason r); ///< "", "year", "date", "ordinal", "version", "block"

} // namespace runway::extract
