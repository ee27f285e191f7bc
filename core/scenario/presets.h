#pragma once
// MODEL.md §9's presets: scenario files built into the binary (resources/presets/).

#include <string>
#include <vector>

#include "core/scenario/jsondocument.h"
#include "core/scenario/scenariojson.h"
#include "core/scenario/scenariopatch.h"

namespace runway {

struct Preset {
    std::string id;          ///< file name without ".json", e.g. "quota-full"
    std::string name;        ///< the scenario's name
    std::string description; ///< one line, the scenario's notes
    Json overrides;          ///< the keys the preset changes from the defaults
    ScenarioPatch patch;     ///< the preset's keys (with its name and notes) as a patch, to apply on top of a scenario
    Scenario scenario;       ///< the patch applied to the model-2 defaults
};

/// Every preset, in MODEL.md §9's order. Problems name the preset file.
Checked<std::vector<Preset>> loadPresets();
/// The built-in presets (loaded once); empty if they fail to load, which a test guards.
const std::vector<Preset>& presets();
const Preset* findPreset(std::string_view id);
/// Comma-separated preset ids, for messages.
std::string presetIds();

} // namespace runway
