#include "core/scenario/numberformat.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <string>
#include <utility>

namespace runway {

std::string formatPlain(double v)
{
    if (v == 0)
        return "0";
    std::array<char, 64> buf{};
    // A person writes 100000 and 0.03, not 1e05 and 3e-02: plain digits for ordinary sizes,
    // the shortest exact form (1e13, 2.2e-308) outside them. Both read back as the same double.
    const double a = std::fabs(v);
    const auto format = a >= 1e-4 && a < 1e7 ? std::chars_format::fixed : std::chars_format::general;
    auto res = std::to_chars(buf.data(), buf.data() + buf.size(), v, format);
    std::string s(buf.data(), res.ptr);
    // "1e+16" reads better as "1e16", "1e-05" as "1e-5"
    if (auto e = s.find('e'); e != std::string::npos) {
        std::string mantissa = s.substr(0, e), exponent = s.substr(e + 1);
        const bool negative = !exponent.empty() && exponent[0] == '-';
        if (!exponent.empty() && (exponent[0] == '+' || exponent[0] == '-'))
            exponent.erase(0, 1);
        exponent.erase(0, std::min(exponent.find_first_not_of('0'), exponent.size() - 1));
        s = mantissa + "e" + (negative ? "-" : "") + exponent;
    }
    return s;
}

Scale scaleFor(double v)
{
    const double a = std::fabs(v);
    if (a >= 1e12)
        return {1e12, "T"};
    if (a >= 1e9)
        return {1e9, "B"};
    if (a >= 1e6)
        return {1e6, "M"};
    if (a >= 1e3)
        return {1e3, "K"};
    return {1, ""};
}

namespace {
std::string significantDigits(double v, int significant)
{
    if (v == 0)
        return "0";
    const int magnitude = static_cast<int>(std::floor(std::log10(std::fabs(v))));
    const int decimals = std::max(0, significant - 1 - magnitude);
    std::array<char, 64> buf{};
    std::snprintf(buf.data(), buf.size(), "%.*f", decimals, v);
    std::string s = buf.data();
    if (s.find('.') != std::string::npos) {
        while (!s.empty() && s.back() == '0')
            s.pop_back();
        if (!s.empty() && s.back() == '.')
            s.pop_back();
    }
    return s;
}
} // namespace

std::string formatShort(double v, int significant)
{
    if (!std::isfinite(v))
        return "n/a";
    const Scale sc = scaleFor(v);
    double scaled = v / sc.divisor;
    // 999.7K rounds to "1000K": move up a scale instead.
    std::string digits = significantDigits(scaled, significant);
    if (std::fabs(std::stod(digits)) >= 1000 && sc.divisor < 1e12)
        return formatShort(v >= 0 ? sc.divisor * 1000 : -sc.divisor * 1000, significant);
    return digits + std::string(sc.suffix);
}

std::string formatMoney(double v, int significant)
{
    if (!std::isfinite(v))
        return "n/a";
    std::string body = formatShort(std::fabs(v), significant);
    return (v < 0 ? "−$" : "$") + body;
}

std::string formatGrouped(double v, int decimals)
{
    if (!std::isfinite(v))
        return "n/a";
    std::array<char, 128> buf{};
    std::snprintf(buf.data(), buf.size(), "%.*f", decimals, std::fabs(v));
    std::string digits = buf.data();
    const auto dot = digits.find('.');
    std::string whole = digits.substr(0, dot);
    std::string frac = dot == std::string::npos ? "" : digits.substr(dot);
    std::string grouped;
    for (std::size_t i = 0; i < whole.size(); ++i) {
        if (i > 0 && (whole.size() - i) % 3 == 0)
            grouped += ',';
        grouped += whole[i];
    }
    return (v < 0 ? "-" : "") + grouped + frac;
}

namespace {

std::string fixed(double v, int decimals)
{
    std::array<char, 64> buf{};
    std::snprintf(buf.data(), buf.size(), "%.*f", decimals, v);
    return buf.data();
}

std::string dropTrailingZeros(std::string s)
{
    if (s.find('.') == std::string::npos)
        return s;
    while (s.back() == '0')
        s.pop_back();
    if (s.back() == '.')
        s.pop_back();
    return s;
}

/// "−" (U+2212) for a negative value that does not round to zero in `shown`.
std::string minus(double v, const std::string& shown)
{
    return v < 0 && shown.find_first_not_of("0.") != std::string::npos ? "\u2212" : "";
}

} // namespace

std::string formatUsd(double v)
{
    if (!std::isfinite(v))
        return "n/a";
    const double a = std::fabs(v);
    if (a < 999.995) {
        const std::string body = a == 0 ? std::string("0") : fixed(a, 2);
        return minus(v, body) + "$" + body;
    }
    static constexpr std::array<std::pair<double, const char*>, 4> kScales{{{1e3, "K"}, {1e6, "M"}, {1e9, "B"}, {1e12, "T"}}};
    std::size_t i = 0;
    while (i + 1 < kScales.size() && a >= kScales[i + 1].first)
        ++i;
    for (;; ++i) {
        const double scaled = a / kScales[i].first;
        std::string body = fixed(scaled, scaled < 99.995 ? 2 : 1);
        if (std::stod(body) >= 1000 && i + 1 < kScales.size())
            continue; // 999.96K is $1M
        return minus(v, body) + "$" + dropTrailingZeros(body) + kScales[i].second;
    }
}

std::string formatUsdPerMtok(double v)
{
    if (!std::isfinite(v))
        return "n/a";
    const double a = std::fabs(v);
    const int magnitude = a > 0 ? static_cast<int>(std::floor(std::log10(a))) : 0;
    const int decimals = std::max(2, 3 - magnitude);
    std::string body = fixed(a, decimals);
    if (decimals > 2) { // keep two decimals, drop the zeros after them
        while (body.size() > body.find('.') + 3 && body.back() == '0')
            body.pop_back();
    }
    return minus(v, body) + "$" + body;
}

std::string formatPercent(double v)
{
    if (!std::isfinite(v))
        return "n/a";
    const double a = std::fabs(v);
    std::string body = a >= 0.995 || a == 0 ? fixed(a, 1) : dropTrailingZeros(formatShort(a, 2));
    return minus(v, body) + body + " %";
}

std::string formatDecimal(double v, int decimals)
{
    if (!std::isfinite(v))
        return "n/a";
    const std::string body = fixed(std::fabs(v), decimals);
    return minus(v, body) + body;
}

std::string formatMonths(double v)
{
    return formatDecimal(v, 1) + " months";
}

std::string formatRunwayCell(double months, int horizonMonths)
{
    if (std::isfinite(months) && months >= horizonMonths)
        return std::to_string(horizonMonths) + "+";
    return formatDecimal(months, 1);
}

std::string formatRunway(double months, int horizonMonths)
{
    return formatRunwayCell(months, horizonMonths) + " months";
}

} // namespace runway
