#pragma once
// MODEL.md §9's presets: scenario files built into the binary (resources/presets/). A Preset holds
// no JSON value (the window's units that list presets need no JSON header): its keys are a
// ScenarioPatch, and presetOverrides() gives them as the file writes them for the CLI.

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/scenario/jsonfwd.h"
#include "core/scenario/scenariojson.h"
#include "core/scenario/scenariopatch.h"
#include "core/text/message.h"

namespace runway {

struct Preset {
    std::string id;          ///< file name without ".json", e.g. "quota-full"
    std::string name;        ///< the scenario's name
    std::string description; ///< one line, the scenario's notes
    Message nameText;        ///< the name as a message (context "Presets"); Verbatim when core has no key for it
    Message descriptionText; ///< the description likewise
    ScenarioPatch patch;     ///< the preset's keys (with its name and notes) as a patch, to apply on top of a scenario
    Scenario scenario;       ///< the patch applied to the model-2 defaults
};

/// The keys of the built-in presets' names and descriptions (context "Presets"), by preset id.
struct PresetTextKeys {
    std::string_view id;
    MessageKey name;
    MessageKey description;
};
std::span<const PresetTextKeys> presetTextKeys();
/// `text` (a preset's name or description as its file writes it) as a message: the key of
/// preset `id` whose English is exactly `text`, or Verbatim (a text core does not know, such as a
/// user's, is shown as written).
Message presetText(std::string_view id, const std::string& text);

/// Every preset, in MODEL.md §9's order. Problems name the preset file.
Checked<std::vector<Preset>> loadPresets();
/// The built-in presets (loaded once); empty if they fail to load, which a test guards.
const std::vector<Preset>& presets();
const Preset* findPreset(std::string_view id);
/// The keys preset `p` changes from the defaults, as its file writes them, in the file's order
/// (schema, name and notes left out): an empty object for the defaults. `presets --format json`
/// prints them.
Json presetOverrides(const Preset& p);
/// Comma-separated preset ids, for messages.
std::string presetIds();

} // namespace runway
