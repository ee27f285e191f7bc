#pragma once
#include <span>
#include <string>
#include <string_view>

namespace runway::cli {
/// Runs `token-runway <args…>` (args[0] is the verb) and returns the exit code.
int dispatch(std::span<const std::string> args, std::string_view version);
} // namespace runway::cli
