#pragma once
// Text helpers every message and output uses: display forms of hostile strings and the UTF-8
// rules of scenario text. Plain C++, no JSON.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace runway {

/// `text` as it may be written to a terminal or a log, the form every user string takes in text
/// output: control characters escaped (\n, \t, \r, \x1b, C1 as \u0085), bidirectional
/// embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) made visible as <U+202E>,
/// and bytes that are not UTF-8 as \xNN. At most `maxChars` code points, then "…".
std::string printable(std::string_view text, std::size_t maxChars = std::string_view::npos);

/// A short display form of a possibly huge or hostile string: printable(text, maxChars).
std::string abbreviate(std::string_view text, std::size_t maxChars = 60);

/// The offset of the first byte of `text` that does not start a well-formed UTF-8 sequence
/// (RFC 3629: no overlong forms, no surrogates, nothing beyond U+10FFFF), or nullopt when the
/// whole text is UTF-8. Scenario text must be UTF-8 to be written as JSON.
std::optional<std::size_t> firstNonUtf8Byte(std::string_view text);

/// The number of code points of UTF-8 `text` (bytes that are not continuation bytes).
std::size_t codePointCount(std::string_view text);

/// The offset of the first control character of UTF-8 `text` (C0: U+0000–U+001F, DEL, C1:
/// U+0080–U+009F), or nullopt when there is none. `allowLineBreaks` lets tab and line feed pass
/// (notes may have them; names may not).
std::optional<std::size_t> firstControlCharacter(std::string_view text, bool allowLineBreaks);

/// `text` abbreviated and in double quotes, for messages: "Plan B".
std::string inQuotes(std::string_view text);

} // namespace runway
