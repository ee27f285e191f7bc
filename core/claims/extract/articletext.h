#pragma once
// The text `claims extract` reads: a UTF-8 text file of at most 1 MiB (CLAIMS.md). Every way a
// file can fail is a problem that names it; nothing is read half.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "core/util/problem.h"

namespace runway::extract {

inline constexpr std::size_t kMaxArticleBytes = std::size_t{1024} * 1024;

/// Why `text` cannot be read for numbers, or nullopt: over 1 MiB; a UTF-16 or UTF-32
/// byte-order mark (named); a NUL byte (its offset); a byte that does not start a UTF-8
/// character (its 0-based offset and value); empty, or only white space.
std::optional<Message> articleTextProblem(std::string_view text);

/// Reads the file at `path` and checks it with articleTextProblem; a problem names the path
/// (no such file, a folder, unreadable, or the text's problem).
Checked<std::string> readArticleFile(const std::string& path);

/// The article's title: its first line that is not blank, trimmed, when it has at most 200
/// characters; else `fallback` (the file's name).
std::string articleTitle(std::string_view text, std::string_view fallback);

} // namespace runway::extract
