#include "app/cli/dispatch.h"

#include <iostream>
#include <sstream>
#include <vector>

#include "app/cli/cli.h"
#include "core/scenario/parameters.h"
#include "core/scenario/scenariojson.h"
#include "core/util/text.h"

namespace runway::cli {

int dispatch(std::span<const std::string> args, std::string_view version)
{
    Io io{std::cout, std::cerr};
    if (args.empty())
        return kExitBadInput;
    const std::string& verb = args[0];
    if (verb == "--help" || verb == "-h" || verb == "help") {
        std::cout << helpText();
        return kExitOk;
    }
    if (verb == "--version") {
        std::cout << "token-runway " << version << '\n';
        return kExitOk;
    }
    // "claims extract" and "claims scorecard" are verbs of their own under "claims" (whose other
    // arguments are a scenario).
    const bool subverb = verb == "claims" && args.size() > 1 && (args[1] == "extract" || args[1] == "scorecard");
    const std::string name = subverb ? verb + " " + args[1] : verb;
    const Command* command = findCommand(name);
    if (!command) {
        std::string best;
        std::size_t bestDistance = 3;
        for (const auto& c : commands())
            if (auto d = editDistance(verb, c.name); d < bestDistance)
                bestDistance = d, best = c.name;
        return reportProblems(io, {cliProblem(abbreviate(verb), "unknown command" + (best.empty() ? std::string() : "; did you mean " + best + "?") +
                                                                    " (token-runway --help lists them)")});
    }
    const std::vector<std::string> rest(args.begin() + (subverb ? 2 : 1), args.end());
    // Each verb's parser answers --help (printUsage), so an option's value is never taken for it.
    io.command = command;
    try {
        return command->run(rest, io);
    } catch (const std::exception& e) {
        // A bug, not the user's input: say so plainly rather than abort.
        std::cerr << "token-runway: internal error in " << verb << ": " << e.what() << '\n';
        return kExitFailure;
    }
}

} // namespace runway::cli
