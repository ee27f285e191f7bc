#include "core/util/text.h"

#include <algorithm>

namespace runway {
namespace {

/// The length of the well-formed UTF-8 sequence (RFC 3629) starting at text[i], or 0 when none does.
std::size_t utf8SequenceLength(std::string_view text, std::size_t i)
{
    auto at = [&](std::size_t k) { return i + k < text.size() ? static_cast<unsigned char>(text[i + k]) : 0u; };
    auto continuation = [&](std::size_t k) { return (at(k) & 0xC0) == 0x80; };
    const unsigned b = at(0);
    if (b < 0x80)
        return 1;
    if (b >= 0xC2 && b <= 0xDF)
        return continuation(1) ? 2 : 0;
    if (b >= 0xE0 && b <= 0xEF) {
        const unsigned lo = b == 0xE0 ? 0xA0 : 0x80, hi = b == 0xED ? 0x9F : 0xBF;
        return at(1) >= lo && at(1) <= hi && continuation(2) ? 3 : 0;
    }
    if (b >= 0xF0 && b <= 0xF4) {
        const unsigned lo = b == 0xF0 ? 0x90 : 0x80, hi = b == 0xF4 ? 0x8F : 0xBF;
        return at(1) >= lo && at(1) <= hi && continuation(2) && continuation(3) ? 4 : 0;
    }
    return 0;
}

std::size_t codePointsOf(std::string_view s)
{
    return static_cast<std::size_t>(std::count_if(s.begin(), s.end(), [](char ch) { return (static_cast<unsigned char>(ch) & 0xC0) != 0x80; }));
}

} // namespace

std::string printable(std::string_view text, std::size_t maxChars)
{
    // Messages and listings go to terminals and logs: a line break in a name would forge a row,
    // an escape sequence would clear the screen or set the title, a bidi override would reorder
    // what is shown. Bytes that are not UTF-8 (a file name or --set value) are written as \xNN.
    constexpr std::string_view kHex = "0123456789abcdef";
    auto hex = [&](unsigned value, int digits) {
        std::string h;
        for (int shift = 4 * (digits - 1); shift >= 0; shift -= 4)
            h += kHex[(value >> shift) & 15];
        return h;
    };
    std::string out;
    std::size_t chars = 0;
    for (std::size_t i = 0; i < text.size();) {
        if (chars == maxChars)
            return out + "…";
        ++chars;
        const auto byte = static_cast<unsigned char>(text[i]);
        const std::size_t n = utf8SequenceLength(text, i);
        if (n == 0 || (n == 1 && (byte < 0x20 || byte == 0x7f))) {
            out += byte == '\n' ? "\\n" : byte == '\t' ? "\\t" : byte == '\r' ? "\\r" : "\\x" + hex(byte, 2);
            ++i;
            continue;
        }
        if (n == 2 && byte == 0xC2 && static_cast<unsigned char>(text[i + 1]) <= 0x9F) { // C1: U+0080 … U+009F
            out += "\\u00" + hex(static_cast<unsigned char>(text[i + 1]), 2);
            i += 2;
            continue;
        }
        if (n == 3) {
            const unsigned cp =
                ((byte & 0x0Fu) << 12) | ((static_cast<unsigned char>(text[i + 1]) & 0x3Fu) << 6) | (static_cast<unsigned char>(text[i + 2]) & 0x3Fu);
            if ((cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069)) {
                std::string digits = hex(cp, 4);
                std::transform(digits.begin(), digits.end(), digits.begin(), [](char c) { return c >= 'a' ? static_cast<char>(c - 'a' + 'A') : c; });
                out += "<U+" + digits + ">"; // as Unicode writes it
                i += 3;
                continue;
            }
        }
        out.append(text.substr(i, n));
        i += n;
    }
    return out;
}

std::string abbreviate(std::string_view text, std::size_t maxChars)
{
    return printable(text, maxChars);
}

std::optional<std::size_t> firstNonUtf8Byte(std::string_view text)
{
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t n = utf8SequenceLength(text, i);
        if (n == 0)
            return i;
        i += n;
    }
    return std::nullopt;
}

std::size_t codePointCount(std::string_view text)
{
    return codePointsOf(text);
}

std::optional<std::size_t> firstControlCharacter(std::string_view text, bool allowLineBreaks)
{
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto byte = static_cast<unsigned char>(text[i]);
        if (byte < 0x20 || byte == 0x7f) {
            if (allowLineBreaks && (byte == '\t' || byte == '\n'))
                continue;
            return i;
        }
        // C1 controls U+0080 … U+009F are C2 80 … C2 9F in UTF-8.
        if (byte == 0xC2 && i + 1 < text.size()) {
            const auto next = static_cast<unsigned char>(text[i + 1]);
            if (next >= 0x80 && next <= 0x9F)
                return i;
        }
    }
    return std::nullopt;
}

std::string inQuotes(std::string_view text)
{
    return "\"" + abbreviate(text) + "\"";
}

} // namespace runway
