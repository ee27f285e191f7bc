#include "core/scenario/numberformat.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdio>

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

} // namespace runway
