#include "core/scenario/quantity.h"

#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <string>

#include "core/util/text.h"

namespace runway {

namespace {

constexpr std::string_view kMinusSign = "\xE2\x88\x92"; // U+2212
constexpr std::string_view kTimes = "\xC3\x97";         // U+00D7

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

/// Reads the parts of a quantity left to right: [sign] [$] [sign] number [suffix] [% | ×], with
/// spaces allowed between the parts but not inside the number.
struct Scanner {
    std::string_view text;
    std::size_t pos = 0;

    void spaces()
    {
        while (pos < text.size() && (text[pos] == ' ' || text[pos] == '\t'))
            ++pos;
    }
    bool take(std::string_view s)
    {
        if (text.substr(pos, s.size()) != s)
            return false;
        pos += s.size();
        return true;
    }
    /// '-', U+2212 or '+': -1, +1, or 0 when there is no sign.
    int sign()
    {
        if (take("-") || take(kMinusSign))
            return -1;
        return take("+") ? 1 : 0;
    }
    /// Digits with an optional point and an optional exponent ("1.5", ".5", "1e-6").
    std::string_view number(bool& hasExponent)
    {
        const std::size_t start = pos;
        while (pos < text.size() && (isDigit(text[pos]) || text[pos] == '.'))
            ++pos;
        hasExponent = false;
        if (pos > start && pos < text.size() && (text[pos] == 'e' || text[pos] == 'E')) {
            std::size_t p = pos + 1;
            if (p < text.size() && (text[p] == '+' || text[p] == '-'))
                ++p;
            if (p < text.size() && isDigit(text[p])) {
                while (p < text.size() && isDigit(text[p]))
                    ++p;
                pos = p;
                hasExponent = true;
            }
        }
        return text.substr(start, pos - start);
    }
};

bool isNonFiniteWord(std::string_view text)
{
    std::string lower;
    for (char c : text)
        if (c != ' ' && c != '\t' && c != '+' && c != '-')
            lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return lower == "inf" || lower == "infinity" || lower == "nan";
}

} // namespace

Checked<double> parseQuantity(std::string_view text)
{
    Checked<double> result;
    const auto fail = [&](MessageKey why) {
        Problem p;
        p.message = Message(RW_MSG("Problems", "\"%1\" %2")).arg(abbreviate(text)).arg(Message(why));
        result.problems.push_back(std::move(p));
        return result;
    };
    if (isNonFiniteWord(text))
        return fail(RW_MSG("Problems", "is not a finite number"));
    Scanner sc{text};
    sc.spaces();
    int sign = sc.sign();
    sc.spaces();
    const bool dollar = sc.take("$");
    sc.spaces();
    if (dollar && sign == 0) // "$−5" as well as "−$5"
        sign = sc.sign();
    bool hasExponent = false;
    const std::string_view digits = sc.number(hasExponent);
    sc.spaces();
    int exponent = 0;
    if (sc.pos < text.size()) {
        switch (std::toupper(static_cast<unsigned char>(text[sc.pos]))) {
        case 'K': exponent = 3; break;
        case 'M': exponent = 6; break;
        case 'B': exponent = 9; break;
        case 'T': exponent = 12; break;
        default: break;
        }
        if (exponent != 0) {
            ++sc.pos;
            sc.spaces();
        }
    }
    if (!sc.take("%"))
        sc.take(kTimes);
    sc.spaces();
    if (digits.empty() || digits == "." || sc.pos != text.size())
        return fail(RW_MSG("Problems", "is not a number"));
    if (exponent != 0 && hasExponent)
        return fail(RW_MSG("Problems", "is not a number (a magnitude suffix cannot follow an exponent)"));
    std::string t = (sign < 0 ? "-" : "") + std::string(digits);
    if (exponent != 0)
        t += "e" + std::to_string(exponent); // exact: "40M" is 40e6, not 40 × 1e6
    double d = 0;
    auto [ptr, ec] = std::from_chars(t.data(), t.data() + t.size(), d);
    if (ec == std::errc::invalid_argument || ptr != t.data() + t.size())
        return fail(RW_MSG("Problems", "is not a number"));
    if (ec == std::errc::result_out_of_range || !std::isfinite(d)) {
        // from_chars leaves d alone when out of range: strtod tells overflow (±HUGE_VAL) from underflow (0).
        const double approx = std::strtod(t.c_str(), nullptr);
        return fail(std::isinf(approx) ? tooLargeToRepresent() : tooSmallToRepresent());
    }
    result.value = d == 0 ? 0.0 : d;
    return result;
}

MessageKey tooLargeToRepresent()
{
    return RW_MSG("Problems", "is not a finite number (too large to be represented)");
}

MessageKey tooSmallToRepresent()
{
    return RW_MSG("Problems", "is too small to be represented (not 0, but nearer 0 than 5e-324); write 0 or a larger number");
}

} // namespace runway
