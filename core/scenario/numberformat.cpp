#include "core/scenario/numberformat.h"

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
    auto res = std::to_chars(buf.data(), buf.data() + buf.size(), v);
    std::string s(buf.data(), res.ptr);
    // "1e+16" reads better as "1e16"
    if (auto e = s.find("e+"); e != std::string::npos)
        s.erase(e + 1, 1);
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
    if (std::fabs(std::stod(significantDigits(scaled, significant))) >= 1000 && sc.divisor < 1e12)
        return formatShort(v >= 0 ? sc.divisor * 1000 : -sc.divisor * 1000, significant);
    return significantDigits(scaled, significant) + std::string(sc.suffix);
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
