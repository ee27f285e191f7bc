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

} // namespace runway
