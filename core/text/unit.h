#pragma once
// What a number measures, and how core's English writes it. A Quantity is a value with its unit;
// every number a message carries is one. The English here is the CLI's and the files' (one rule
// per unit, kept byte for byte from the texts before messages); the window writes the same
// Quantity through ui/format/quantitytext.h in the reader's language and locale.

#include <cstdint>
#include <string>
#include <string_view>

namespace runway {

/// What a number measures. The unit decides the symbol written with the number ($, RMB, %, ×)
/// and the words written after it when a value is shown "with its unit" (valueWithUnit).
enum class Unit : std::uint8_t {
    None,                 ///< a plain number: "1.3", "0.25"
    Count,                ///< a count without a unit word: "250,000"
    Usd,                  ///< "$660.3M"
    UsdPerDay,            ///< "$9.65K a day"
    UsdPerMonth,          ///< "$35.3M / month"
    UsdPerMtok,           ///< "$0.10 per 1M tokens"
    UsdPerKwh,            ///< "$0.08 / kWh"
    UsdPerChip,           ///< "$16.5K per accelerator"
    Rmb,                  ///< "RMB 2.552B"
    RmbPerUsd,            ///< "7.17 RMB per $"
    Tokens,               ///< "3.87T tokens"
    TokensPerDay,         ///< "100T tokens / day"
    TokensPerChipPerDay,  ///< "400M tokens / accelerator / day"
    Percent,              ///< "3 %"
    PercentPerMonth,      ///< "2 % / month"
    PercentPerYear,       ///< "10 % a year"
    PercentOfTokens,      ///< "25 % of tokens"
    PercentOfInputTokens, ///< "0 % of input tokens"
    Months,               ///< "17.5 months"
    Days,                 ///< "525 days"
    Years,                ///< "4 years"
    Chips,                ///< "9,667 accelerators"
    Accounts,             ///< "250,000 accounts"
    KwPerChip,            ///< "0.4 kW per accelerator"
    Times,                ///< "6.01×"
    TimesInputPrice,      ///< "4× the input price"
    TimesInputCost,       ///< "10× the input cost"
    Ratio,                ///< a ratio without a unit word: "1.3" (PUE)
    Elasticity,           ///< "ε = −1"
    SigmaLnTokens,        ///< "σ = 2 (of ln tokens)"
};

/// How core's English writes a quantity's digits. Each is one of the readable text's existing
/// rules (core/scenario/numberformat.h), so the CLI's output did not change when its sentences
/// became messages. The window follows its locale and reads only `digits` (significant digits for
/// Short and Money, decimals for Decimal and Grouped).
enum class Style : std::uint8_t {
    Auto,    ///< the unit's own rule (unitStyle)
    Exact,   ///< formatPlain: reads back as the same double ("0.1", "1e16", "-2")
    Signed,  ///< formatPlain with a real minus sign: a value as a reader sees it ("−1", "0.25")
    Short,   ///< formatShort(v, digits): "3.87T"
    Money,   ///< formatMoney(v, digits): "$1.29M" (for a dollar unit)
    Usd,     ///< formatUsd: "$660.3M", "$46.40"
    PerMtok, ///< formatUsdPerMtok: "$0.0307"
    Percent, ///< formatPercent: "30.7 %"
    Decimal, ///< formatDecimal(v, digits): "17.5"
    Grouped, ///< formatGrouped(v, digits): "9,667"
    Whole,   ///< an integer as it is: "36"
    Plain,   ///< formatPlain without the unit's symbol, not finite too: a value as a file writes it
             ///< ("0.1" for a price, "1e-310"), the rule book's English; the window writes the unit
};

/// A value with its unit: every number a message carries.
struct Quantity {
    double value = 0;
    Unit unit = Unit::None;
    Style style = Style::Auto;
    int digits = 3; ///< significant digits (Short, Money) or decimals (Decimal, Grouped)
    friend bool operator==(const Quantity&, const Quantity&) = default;
};

// Shorthands for the quantities core's sentences carry most: qty::usd(v), qty::percent(v) ….
namespace qty {
inline Quantity usd(double v, Style style = Style::Usd, int digits = 3)
{
    return {v, Unit::Usd, style, digits};
}
inline Quantity money3(double v, int digits = 3)
{
    return {v, Unit::Usd, Style::Money, digits};
}
inline Quantity percent(double v, Style style = Style::Percent, int digits = 3)
{
    return {v, Unit::Percent, style, digits};
}
inline Quantity exact(double v, Unit unit = Unit::None)
{
    return {v, unit, Style::Exact, 3};
}
inline Quantity whole(long long v, Unit unit = Unit::Count)
{
    return {static_cast<double>(v), unit, Style::Whole, 0};
}
} // namespace qty

/// The money units (written with "$").
bool isUsdUnit(Unit u);
/// The percent units (written with " %").
bool isPercentUnit(Unit u);

/// The unit's own English rule (the Style that Auto means).
Style unitStyle(Unit u);

/// The number in core's English with the unit's symbol and no unit words: "$1.29M", "3.87T",
/// "30.7 %", "RMB 2.552B", "6.01×". Not finite: "n/a".
std::string englishNumber(const Quantity& q);
/// The unit's English words written after the number, for valueWithUnit: " / month", " tokens / day",
/// " per 1M tokens", " months"; empty for a unit without words.
std::string_view englishUnitWords(Unit u);
/// The value as a reader needs it, with its unit: "$35.3M / month", "100T tokens / day",
/// "$0.10 per 1M tokens", "2 % / month", "36 months", "ε = −1". The CLI's history and the diff use it;
/// the window's twin is display::valueWithUnit.
std::string englishWithUnit(const Quantity& q);

} // namespace runway
