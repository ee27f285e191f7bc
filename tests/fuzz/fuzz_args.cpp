// Fuzz target: the CLI's argument parser (app/cli/args.cpp) with a verb-like option table.
// Input: arguments separated by NUL bytes. Every parsed option must be a known one, a value-less
// option has no value, and the typed readers never throw.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "app/cli/args.h"
#include "fuzzcheck.h"

using namespace runway;
using namespace runway::cli;
using runway::fuzz::require;

namespace {

constexpr OptionSpec kSpecs[] = {
    {"--format"},  {"--monthly-csv"}, {"--preset"}, {"--set", true, true}, {"--scenario"},         {"--db"},
    {"--samples"}, {"--seed"},        {"--target"}, {"--quiet", false},    {"--all", false, true},
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char*>(data), size);
    std::vector<std::string> argv;
    std::size_t start = 0;
    while (start <= text.size()) {
        const auto nul = text.find('\0', start);
        argv.push_back(text.substr(start, nul == std::string::npos ? std::string::npos : nul - start));
        if (nul == std::string::npos)
            break;
        start = nul + 1;
    }
    Args args = parseArgs(argv, kSpecs);
    for (const auto& [name, values] : args.options) {
        const OptionSpec* spec = nullptr;
        for (const auto& s : kSpecs)
            if (s.name == name)
                spec = &s;
        require(spec != nullptr, "parseArgs returned an unknown option " + name);
        if (!spec->takesValue)
            require(values.empty(), "a flag got a value");
        if (!spec->repeatable && values.size() > 1)
            require(!args.problems.empty(), "a repeated option without a problem");
    }
    require(args.positional.size() + args.options.size() <= argv.size(), "more results than arguments");
    formatOption(args);
    if (auto n = integerOption(args, "--samples", 1, 1'000'000))
        require(*n >= 1 && *n <= 1'000'000, "integerOption outside its range");
    if (auto x = realOption(args, "--target", 0, 120))
        require(std::isfinite(*x) && *x >= 0 && *x <= 120, "realOption outside its range");
    for (const auto& p : args.problems)
        require(!p.messageText().empty(), "a problem without a message");
    return 0;
}
