#pragma once
// A small, strict command-line parser shared by every verb: unknown options are
// errors with a suggestion, a missing value is an error, nothing is guessed.

#include <initializer_list>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "app/cli/cliproblem.h"
#include "core/util/problem.h"

namespace runway::cli {

struct OptionSpec {
    std::string_view name; ///< "--format"
    bool takesValue = true;
    bool repeatable = false;
};

struct Args {
    std::map<std::string, std::vector<std::string>, std::less<>> options;
    std::vector<std::string> positional;
    Problems problems;
    bool help = false; ///< --help or -h where an option may stand (never an option's value, never after "--")

    bool has(std::string_view name) const { return options.find(name) != options.end(); }
    std::optional<std::string> value(std::string_view name) const;
    std::vector<std::string> values(std::string_view name) const;
};

/// Accepts "--name value" and "--name=value"; "--" ends the options. The value of an option
/// that takes one is always the next argument, even "-h" (`--note -h` is a note, not a help request).
Args parseArgs(std::span<const std::string> args, std::span<const OptionSpec> specs);

enum class Format { Text, Json, Csv, ClaimReview };
/// Reads --format (text by default; csv only where `csv` allows it); a problem for anything else.
Format formatOption(Args& args, bool csv = false);
/// The same where a verb has formats beyond text and json (csv, claimreview): `extra`.
Format formatOption(Args& args, std::initializer_list<Format> extra);

/// Reads a whole number option in [min, max]; a problem names the option otherwise.
std::optional<long long> integerOption(Args& args, std::string_view name, long long min, long long max);
/// Reads a finite real option in [min, max].
std::optional<double> realOption(Args& args, std::string_view name, double min, double max);

} // namespace runway::cli
