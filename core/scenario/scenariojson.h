#pragma once
// Scenario files: reading (with every check of MODEL.md §1), writing and --set overrides.
// Only core/scenario* knows the JSON library's DOM; callers see text, Scenario and Problems.

#include <optional>
#include <string>
#include <string_view>

#include "core/scenario/jsonfwd.h"
#include "core/scenario/scenario.h"
#include "core/util/problem.h"

namespace runway {

inline constexpr std::string_view kScenarioSchema = "token-runway/scenario@1";

/// Validates a parsed document as a scenario; reports every problem, not just the first.
Checked<Scenario> scenarioFromJson(const Json& doc);

/// parseJsonDocument + scenarioFromJson.
Checked<Scenario> parseScenario(std::string_view text);

/// Reads and validates a scenario file; every problem is prefixed with the path.
Checked<Scenario> readScenarioFile(const std::string& path);

/// Every key, resolved, in MODEL.md's order, with "schema" first. Serving cost is null when derived.
Json scenarioToJson(const Scenario& s);
std::string scenarioToText(const Scenario& s);

/// Applies one "KEY=VALUE" to a scenario document (the CLI's --set). VALUE is read by the
/// key's type: a number, a date or text, `null` for a derived serving cost, JSON for lists.
Problems applyAssignment(Json& doc, std::string_view assignment);

} // namespace runway
