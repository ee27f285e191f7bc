#pragma once
// Plain-text number formatting shared by the CLI, the reports and the messages.
// The UI formats through QLocale instead but uses the same scale choice (scaleFor).

#include <string>
#include <string_view>

namespace runway {

/// Shortest text that reads back as the same double: 0.1 → "0.1", 1e16 → "1e16".
std::string formatPlain(double v);

/// A magnitude suffix: "" / "K" / "M" / "B" / "T" and its divisor, for |v|.
struct Scale {
    double divisor;
    std::string_view suffix;
};
Scale scaleFor(double v);

/// 3 significant digits with a suffix: 3.87e12 → "3.87T"; 1,293,964 → "1.29M".
std::string formatShort(double v, int significant = 3);
/// "$1.29M", "−$107K", "$0.0307".
std::string formatMoney(double v, int significant = 3);
/// Fixed decimals with thousands separators: 1293964.44 → "1,293,964.44".
std::string formatGrouped(double v, int decimals);

// The readable text's quantities (the CLI's reports and tables), one rule each. Negative values
// take a real minus sign (U+2212) unless they round to zero; NaN and infinities read "n/a".

/// Dollars: below $1,000 in cents ("$46.40", "$0.10"); from $1,000 with K/M/B/T and two decimals,
/// one from 100 on, trailing zeros dropped ("$9.65K", "$31.18M", "$660.3M", "$1B"); "−$16.8M".
std::string formatUsd(double v);
/// Dollars per 1M tokens: at least two decimals and four significant digits ("$0.10", "$0.03075", "$1.00").
std::string formatUsdPerMtok(double v);
/// A percentage: one decimal ("30.7 %", "100.0 %"), two significant digits below 1 % ("0.42 %").
std::string formatPercent(double v);
/// Fixed decimals, real minus sign: (−3.14159, 1) → "−3.1".
std::string formatDecimal(double v, int decimals);
/// Months, one decimal, with the unit: "17.5 months".
std::string formatMonths(double v);
/// A runway capped at the horizon, as a table cell under a "months" heading: "17.5", or "36+"
/// when it reaches the horizon (the model looks no further).
std::string formatRunwayCell(double months, int horizonMonths);
/// The same with the unit: "17.5 months", "36+ months".
std::string formatRunway(double months, int horizonMonths);

} // namespace runway
