#pragma once
// How every verb that takes a scenario reads it: FILE | --preset ID | --scenario NAME,
// then --set KEY=VALUE edits (one ScenarioPatch), validated as one document.

#include <functional>
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "app/cli/args.h"
#include "app/cli/cli.h"
#include "core/scenario/scenariojson.h"

namespace runway::cli {

/// The options of a scenario source, to append to a verb's own options.
std::vector<OptionSpec> scenarioOptions();

/// Builds and validates the scenario the arguments name: the source, then every --set as one
/// ScenarioPatch on top (its notes say what the rules did, e.g. a range made certain). Uses at
/// most one positional argument (the FILE); more is a problem.
PatchResult resolveScenario(const Args& args);

/// What a scenario verb has once its arguments are read.
struct ScenarioCommand {
    Args args;
    Format format = Format::Text;
    Scenario scenario;
};

/// A scenario verb's body: it runs once the arguments are read and the scenario is valid, and
/// returns the exit code.
using ScenarioBody = std::function<int(ScenarioCommand& command)>;

/// Every scenario verb in one form: the scenario source's options and `verbOptions` parsed,
/// --format read, `readOptions` reading the verb's own options (it adds its problems to the
/// Args), every problem reported at once (exit 2), then the scenario resolved (its notes printed
/// on io.err as "token-runway: note: …") and `body` called with it; --help prints the usage.
/// Returns the body's exit code, or the one of the problems that stopped it before.
/// `extraFormats`: the verb's formats beyond text and json (--format csv, claimreview).
int withScenario(std::span<const std::string> args, std::initializer_list<std::string_view> verbOptions, Io& io, const std::function<void(Args&)>& readOptions,
                 const ScenarioBody& body, std::initializer_list<Format> extraFormats = {});
/// As above, for a verb without options of its own to read.
int withScenario(std::span<const std::string> args, std::initializer_list<std::string_view> verbOptions, Io& io, const ScenarioBody& body);

} // namespace runway::cli
