#pragma once
// The command-line verbs. Each verb is one small file exposing one function of this
// shape; commands.cpp lists them. A verb writes its whole result at the end (never
// partial output) and returns the process exit code.

#include <iosfwd>
#include <span>
#include <string>
#include <string_view>

#include "app/cli/cliproblem.h"
#include "core/util/problem.h"

namespace runway::cli {

enum ExitCode : int {
    kExitOk = 0,
    kExitFailure = 1,  ///< an internal failure (a bug or the machine), not the user's input
    kExitBadInput = 2, ///< anything wrong with what the user gave: files, keys, values, options
};

struct Command;

struct Io {
    std::ostream& out;
    std::ostream& err;
    const Command* command = nullptr; ///< the verb being run (for its usage line)
};

using Verb = int (*)(std::span<const std::string> args, Io& io);

struct Command {
    std::string_view name;
    std::string_view usage;   ///< one line: "run [FILE | --preset ID] …"
    std::string_view summary; ///< one line: what it answers
    Verb run;                 ///< a verb that needs widgets (bench ui, report) makes its own offscreen QApplication
};

std::span<const Command> commands();
const Command* findCommand(std::string_view name);

/// Prints "token-runway: <problem>" per problem on stderr and returns kExitFailure when one of
/// them is the machine's (ProblemKind::Environment: a lock, a full disk, an I/O error), else kExitBadInput.
int reportProblems(Io& io, const Problems& problems);

/// Prints the running verb's usage and summary on io.out (its --help) and returns kExitOk.
int printUsage(Io& io);

/// `token-runway --help` text.
std::string helpText();

// The verbs (one file each).
int runCommand(std::span<const std::string> args, Io& io);
int presetsCommand(std::span<const std::string> args, Io& io);
int benchCommand(std::span<const std::string> args, Io& io);
int reportCommand(std::span<const std::string> args, Io& io);
int compareCommand(std::span<const std::string> args, Io& io);
int claimsCommand(std::span<const std::string> args, Io& io);
int claimsExtractCommand(std::span<const std::string> args, Io& io);
int claimsScorecardCommand(std::span<const std::string> args, Io& io);
int scenariosCommand(std::span<const std::string> args, Io& io);
int articlesCommand(std::span<const std::string> args, Io& io);
int monteCarloCommand(std::span<const std::string> args, Io& io);
int sensitivityCommand(std::span<const std::string> args, Io& io);
int heatmapCommand(std::span<const std::string> args, Io& io);
int goalSeekCommand(std::span<const std::string> args, Io& io);
int upgradeCommand(std::span<const std::string> args, Io& io);

} // namespace runway::cli
