#pragma once
// JSON documents as the input rules of MODEL.md §1 read them (size, depth, duplicate keys,
// finite numbers, syntax errors with line and column), and JSON text for output. Only core's
// scenario, model and analysis JSON code and the CLI include this header.

#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "core/scenario/jsonfwd.h"
#include "core/util/problem.h"

namespace runway {

inline constexpr std::size_t kMaxDocumentBytes = std::size_t{1024} * 1024;
inline constexpr int kMaxNestingDepth = 8;

/// Parses a JSON document under the input rules of MODEL.md §1: at most 1 MiB, nesting depth
/// at most 8, no duplicate keys, finite numbers, syntax errors with line and column. A document
/// in UTF-16 or UTF-32 (a byte-order mark, or NULs around its first character) is refused as
/// such, and a nonzero number nearer 0 than any double (1e-400) is refused naming its key, never
/// read as 0.
/// `maxBytes`: another size limit (a claims file's, claimcatalogue.h's kMaxClaimsFileBytes).
Checked<Json> parseJsonDocument(std::string_view text, std::size_t maxBytes = kMaxDocumentBytes);

/// Reads a file of at most 1 MiB (or `maxBytes`); problems name the file.
Checked<std::string> readDocumentFile(const std::string& path, std::size_t maxBytes = kMaxDocumentBytes);

/// `j` as indented JSON text for output. A byte that is not UTF-8 (say, in a file name given on
/// the command line) is written as U+FFFD instead of failing the whole output.
std::string jsonOutputText(const Json& j);

} // namespace runway
