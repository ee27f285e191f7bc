#pragma once
// Writing files without ever leaving a partial one behind.

#include <optional>
#include <string>
#include <string_view>

#include "core/util/problem.h"

namespace runway {

/// Writes `content` to a temporary file beside `path`, flushes it and renames it over
/// `path`; on any failure `path` is untouched and the problem names it.
std::optional<Problem> writeFileAtomically(const std::string& path, std::string_view content);

} // namespace runway
