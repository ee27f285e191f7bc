#pragma once
// How every verb that takes a scenario reads it: FILE | --preset ID | --scenario NAME,
// then --set KEY=VALUE overrides, validated as one document.

#include <vector>

#include "app/cli/args.h"
#include "core/scenario/scenariojson.h"

namespace runway::cli {

/// The options of a scenario source, to append to a verb's own options.
std::vector<OptionSpec> scenarioOptions();

/// Builds and validates the scenario the arguments name. Uses at most one positional
/// argument (the FILE); more is a problem.
Checked<Scenario> resolveScenario(const Args& args);

} // namespace runway::cli
