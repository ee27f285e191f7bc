#pragma once
// Scenario files: reading (with every check of MODEL.md §1, and a --set patch on top) and writing.
// Only core/scenario* knows the JSON library's DOM; callers see text, Scenario and Problems.

#include <optional>
#include <string>
#include <string_view>

#include "core/scenario/jsonfwd.h"
#include "core/scenario/scenario.h"
#include "core/scenario/scenariopatch.h"
#include "core/util/problem.h"

namespace runway {

/// The schema line of everything the program writes (model 2). Documents saying
/// "token-runway/scenario@1" are read as model 1 (MODEL.md §0).
inline constexpr std::string_view kScenarioSchema = "token-runway/scenario@2";
/// The schema line of a model-3 scenario (MODEL3.md §0); what a model-3 scenario is written with.
inline constexpr std::string_view kScenarioSchema3 = "token-runway/scenario@3";

/// The scenario document inside `doc`: `doc` itself, or, for the output of `run --format json`,
/// its "scenario" member. The rule: an object whose members are exactly "scenario" and
/// "metrics" (neither is a parameter key) is read as its "scenario" member, and "metrics" is
/// ignored (the model computes it again). An object with only one of those two members, or with
/// other members beside them, is a problem that says so; anything else is returned as it is.
Checked<Json> scenarioDocument(const Json& doc);

/// Reads a parsed document as a scenario (its keys by type, then validate() on the whole);
/// reports every problem, not just the first. An `@1` document takes model 1's defaults and
/// refuses model-2 keys (MODEL.md §0); the scenario's `model` says which it was.
Checked<Scenario> scenarioFromJson(const Json& doc);

/// The same with a patch applied on top before the one validate() (the CLI's `FILE --set …`): the
/// document's keys as read above (a file without `uncertainty` takes the default ranges moved to
/// its values), then the patch's edits by their rules (ScenarioPatch::applyEdits). A key the patch
/// sets anew forgives the document's problem with its old value; a model-2 key set on an `@1`
/// document is refused as in the document. Notes only with a value.
PatchResult scenarioFromJson(const Json& doc, const ScenarioPatch& patch);

/// parseJsonDocument + scenarioFromJson.
Checked<Scenario> parseScenario(std::string_view text);

/// Reads and validates a scenario file (the output of `run --format json` too: scenarioDocument);
/// every problem is prefixed with the path.
Checked<Scenario> readScenarioFile(const std::string& path);

/// Every key, resolved, in MODEL.md's order, with "schema" first. Serving cost is null when derived.
Json scenarioToJson(const Scenario& s);
std::string scenarioToText(const Scenario& s);

/// upgrade() of MODEL.md §0: an `@1` document as the `@2` document with the same results (every
/// key present kept, the changed keys at model 1's values and the model-2 keys at their neutral
/// values written out, model 1's default uncertainty when it had none). An `@2` document comes
/// back as it is; a document with problems gives them.
Checked<Json> upgradeDocument(const Json& doc);

/// upgrade(@2 → @3) of MODEL3.md §0: an `@2` document (or an `@1` one, through upgradeDocument) as the
/// `@3` document with the same results: every key present kept, every model-3 key at its neutral value,
/// each funding event with `probability_pct` 100 and the uncertainty written out. An `@3` document comes
/// back as it is; a document with problems gives them. (The CLI's `upgrade` verb still writes @2.)
Checked<Json> upgradeToModel3(const Json& doc);

} // namespace runway
