#include "cli.h"

#include <array>
#include <ostream>

namespace runway::cli {

std::span<const Command> commands()
{
    static const std::array kCommands{
        Command{"run", "run [FILE | --preset ID | --scenario NAME] [--set KEY=VALUE]... [--format text|json] [--monthly-csv PATH]",
                "simulate one scenario and print every metric", &runCommand},
        Command{"presets", "presets [--format text|json]", "list the built-in scenarios", &presetsCommand},
        Command{"bench", "bench [ui | startup] [--format text|json]", "measure the speed goals", &benchCommand},
    };
    return kCommands;
}

const Command* findCommand(std::string_view name)
{
    for (const auto& c : commands())
        if (c.name == name)
            return &c;
    return nullptr;
}

int reportProblems(Io& io, const Problems& problems)
{
    for (const auto& p : problems)
        io.err << "token-runway: " << p.text() << '\n';
    return kExitBadInput;
}

std::string helpText()
{
    std::string text = "Token Runway: what a free token quota costs, and how long the funding lasts.\n\n"
                       "Usage:\n  token-runway                 open the dashboard\n";
    for (const auto& c : commands())
        text += "  token-runway " + std::string(c.usage) + "\n      " + std::string(c.summary) + "\n";
    text += "  token-runway --help | --version\n\n"
            "Scenario inputs: a FILE is a scenario JSON (MODEL.md §1); --preset takes an id from `presets`;\n"
            "--set KEY=VALUE overrides one parameter and may repeat. Exit codes: 0 success, 2 bad input, 1 internal error.\n";
    return text;
}

} // namespace runway::cli
