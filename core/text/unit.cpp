#include "core/text/unit.h"

#include <cmath>

#include "core/scenario/numberformat.h"

namespace runway {

bool isUsdUnit(Unit u)
{
    switch (u) {
    case Unit::Usd:
    case Unit::UsdPerDay:
    case Unit::UsdPerMonth:
    case Unit::UsdPerMtok:
    case Unit::UsdPerKwh:
    case Unit::UsdPerChip: return true;
    default: return false;
    }
}

bool isPercentUnit(Unit u)
{
    switch (u) {
    case Unit::Percent:
    case Unit::PercentPerMonth:
    case Unit::PercentPerYear:
    case Unit::PercentOfTokens:
    case Unit::PercentOfInputTokens: return true;
    default: return false;
    }
}

Style unitStyle(Unit u)
{
    switch (u) {
    case Unit::Usd:
    case Unit::UsdPerDay:
    case Unit::UsdPerMonth:
    case Unit::UsdPerChip: return Style::Usd;
    case Unit::UsdPerMtok:
    case Unit::UsdPerKwh: return Style::PerMtok;
    case Unit::Percent:
    case Unit::PercentPerMonth:
    case Unit::PercentPerYear:
    case Unit::PercentOfTokens:
    case Unit::PercentOfInputTokens: return Style::Percent;
    case Unit::Months: return Style::Decimal;
    case Unit::Tokens:
    case Unit::TokensPerDay:
    case Unit::TokensPerChipPerDay:
    case Unit::Rmb:
    case Unit::Times: return Style::Short;
    case Unit::Count:
    case Unit::Chips:
    case Unit::Accounts: return Style::Grouped;
    case Unit::Days: return Style::Whole;
    default: return Style::Exact;
    }
}

namespace {

/// The number by the style's rule (the rules of core/scenario/numberformat.h).
std::string digitsOf(const Quantity& q, Style style)
{
    const double v = q.value;
    switch (style) {
    case Style::Auto:
    case Style::Exact:
    case Style::Plain: return formatPlain(v);
    case Style::Signed: return v < 0 ? "\u2212" + formatPlain(-v) : formatPlain(v);
    case Style::Short: return formatShort(v, q.digits);
    case Style::Money: return formatMoney(v, q.digits);
    case Style::Usd: return formatUsd(v);
    case Style::PerMtok: return formatUsdPerMtok(v);
    case Style::Percent: return formatPercent(v);
    case Style::Decimal: return formatDecimal(v, q.digits);
    case Style::Grouped: return formatGrouped(v, q.digits);
    case Style::Whole: return std::to_string(static_cast<long long>(std::llround(v)));
    }
    return formatPlain(v);
}

/// Whether the style's rule already writes the unit's symbol ($ or %).
bool styleWritesSymbol(Style s)
{
    return s == Style::Money || s == Style::Usd || s == Style::PerMtok || s == Style::Percent;
}

} // namespace

std::string englishNumber(const Quantity& q)
{
    if (q.style == Style::Plain)
        return formatPlain(q.value);
    if (!std::isfinite(q.value))
        return "n/a";
    const Style style = q.style == Style::Auto ? unitStyle(q.unit) : q.style;
    std::string text = digitsOf(q, style);
    if (q.unit == Unit::Elasticity && !text.empty() && text[0] == '-')
        text = "\u2212" + text.substr(1); // "−1.5", as the readable text writes a negative elasticity
    if (styleWritesSymbol(style))
        return text;
    if (isUsdUnit(q.unit)) {
        // "$" after the minus sign: "−$16.8M", as formatMoney writes it.
        if (text.rfind("\u2212", 0) == 0)
            return "\u2212$" + text.substr(3);
        if (!text.empty() && text[0] == '-')
            return "\u2212$" + text.substr(1);
        return "$" + text;
    }
    if (isPercentUnit(q.unit))
        return text + " %";
    if (q.unit == Unit::Rmb)
        return "RMB " + text;
    if (q.unit == Unit::Times)
        return text + "\u00d7";
    return text;
}

std::string_view englishUnitWords(Unit u)
{
    switch (u) {
    case Unit::UsdPerDay: return " / day";
    case Unit::UsdPerMonth:
    case Unit::PercentPerMonth: return " / month";
    case Unit::UsdPerMtok: return " per 1M tokens";
    case Unit::UsdPerKwh: return " / kWh";
    case Unit::UsdPerChip: return " per accelerator";
    case Unit::RmbPerUsd: return " RMB per $";
    case Unit::Tokens: return " tokens";
    case Unit::TokensPerDay: return " tokens / day";
    case Unit::TokensPerChipPerDay: return " tokens / accelerator / day";
    case Unit::PercentPerYear: return " a year";
    case Unit::PercentOfTokens: return " of tokens";
    case Unit::PercentOfInputTokens: return " of input tokens";
    case Unit::Months: return " months";
    case Unit::Days: return " days";
    case Unit::Years: return " years";
    case Unit::Chips: return " accelerators";
    case Unit::Accounts: return " accounts";
    case Unit::KwPerChip: return " kW per accelerator";
    case Unit::TimesInputPrice: return "\u00d7 the input price";
    case Unit::TimesInputCost: return "\u00d7 the input cost";
    default: return "";
    }
}

std::string englishWithUnit(const Quantity& q)
{
    const std::string number = englishNumber(q);
    if (q.unit == Unit::Elasticity)
        return "\u03b5 = " + number;
    if (q.unit == Unit::SigmaLnTokens)
        return "\u03c3 = " + number + " (of ln tokens)";
    return number + std::string(englishUnitWords(q.unit));
}

} // namespace runway
