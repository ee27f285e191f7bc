#pragma once
// JSON documents as the input rules of MODEL.md §1 read them (size, depth, duplicate keys,
// finite numbers, syntax errors with line and column), and the text helpers every message and
// output uses: display forms of hostile strings, UTF-8 checks, JSON text for output.

#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "problem.h"

namespace runway {

using Json = nlohmann::ordered_json;

inline constexpr std::size_t kMaxDocumentBytes = std::size_t{1024} * 1024;
inline constexpr int kMaxNestingDepth = 8;

/// A value or the problems that prevent it. Exactly one of the two is filled.
template <class T>
struct Checked {
    std::optional<T> value;
    Problems problems;
    bool ok() const { return value.has_value(); }
};

/// Parses a JSON document under the input rules of MODEL.md §1: at most 1 MiB, nesting depth
/// at most 8, no duplicate keys, finite numbers, syntax errors with line and column.
Checked<Json> parseJsonDocument(std::string_view text);

/// Reads a file of at most 1 MiB; problems name the file.
Checked<std::string> readDocumentFile(const std::string& path);

/// `j` as indented JSON text for output. A byte that is not UTF-8 (say, in a file name given on
/// the command line) is written as U+FFFD instead of failing the whole output.
std::string jsonOutputText(const Json& j);

/// A short display form of a possibly huge or hostile string (at most `maxChars` code points).
std::string abbreviate(std::string_view text, std::size_t maxChars = 60);

/// The offset of the first byte of `text` that does not start a well-formed UTF-8 sequence
/// (RFC 3629: no overlong forms, no surrogates, nothing beyond U+10FFFF), or nullopt when the
/// whole text is UTF-8. Scenario text must be UTF-8 to be written as JSON.
std::optional<std::size_t> firstNonUtf8Byte(std::string_view text);

/// Why `text` is not acceptable scenario text (a NUL, a byte that is not UTF-8, fewer than
/// `minChars` or more than `maxChars` code points), or nullopt when it is.
std::optional<std::string> textProblem(std::string_view text, std::size_t minChars, std::size_t maxChars);

/// `text` abbreviated and in double quotes, for messages: "Plan B".
std::string inQuotes(std::string_view text);

} // namespace runway
