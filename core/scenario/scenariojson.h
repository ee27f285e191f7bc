#pragma once
// Scenario files: reading (with every check of MODEL.md §1), writing and --set overrides.
// Only core/scenario* knows the JSON library's DOM; callers see text, Scenario and Problems.

#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "problem.h"
#include "scenario.h"

namespace runway {

using Json = nlohmann::ordered_json;

inline constexpr std::string_view kScenarioSchema = "token-runway/scenario@1";
inline constexpr std::size_t kMaxDocumentBytes = std::size_t{1024} * 1024;
inline constexpr int kMaxNestingDepth = 8;

/// A value or the problems that prevent it. Exactly one of the two is filled.
template <class T>
struct Checked {
    std::optional<T> value;
    Problems problems;
    bool ok() const { return value.has_value(); }
};

/// Parses a JSON document under the input rules of MODEL.md §1: at most 1 MiB, nesting depth
/// at most 8, no duplicate keys, finite numbers, syntax errors with line and column.
Checked<Json> parseJsonDocument(std::string_view text);

/// Validates a parsed document as a scenario; reports every problem, not just the first.
Checked<Scenario> scenarioFromJson(const Json& doc);

/// parseJsonDocument + scenarioFromJson.
Checked<Scenario> parseScenario(std::string_view text);

/// Reads a file of at most 1 MiB; problems name the file.
Checked<std::string> readDocumentFile(const std::string& path);

/// Reads and validates a scenario file; every problem is prefixed with the path.
Checked<Scenario> readScenarioFile(const std::string& path);

/// Every key, resolved, in MODEL.md's order, with "schema" first. Serving cost is null when derived.
Json scenarioToJson(const Scenario& s);
std::string scenarioToText(const Scenario& s);

/// Applies one "KEY=VALUE" to a scenario document (the CLI's --set). VALUE is read by the
/// key's type: a number, a date or text, `null` for a derived serving cost, JSON for lists.
Problems applyAssignment(Json& doc, std::string_view assignment);

/// A short display form of a possibly huge or hostile string (at most `maxChars` code points).
std::string abbreviate(std::string_view text, std::size_t maxChars = 60);

} // namespace runway
