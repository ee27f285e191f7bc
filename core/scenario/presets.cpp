#include "core/scenario/presets.h"

#include "core/data/embedded.h"

namespace runway {

Checked<std::vector<Preset>> loadPresets()
{
    Checked<std::vector<Preset>> result;
    std::vector<Preset> list;
    constexpr std::string_view kPrefix = "presets/";
    constexpr std::string_view kSuffix = ".json";
    for (const auto& file : embedded::files()) {
        if (!file.name.starts_with(kPrefix) || !file.name.ends_with(kSuffix))
            continue;
        Preset p;
        p.id = std::string(file.name.substr(kPrefix.size(), file.name.size() - kPrefix.size() - kSuffix.size()));
        // A preset is a patch on the defaults: its values set as a person would set them, so the
        // default ranges follow them (MODEL.md 2.1 §6) unless it writes its own `uncertainty`.
        auto doc = parseJsonDocument(file.data);
        auto patch = doc.ok() ? ScenarioPatch::fromJson(*doc.value) : Checked<ScenarioPatch>{std::nullopt, doc.problems};
        PatchResult scenario = patch.ok() ? patch.value->apply(Scenario()) : PatchResult{std::nullopt, patch.problems, {}};
        if (!scenario.ok()) {
            prefixProblems(scenario.problems, std::string(file.name));
            result.problems.insert(result.problems.end(), scenario.problems.begin(), scenario.problems.end());
            continue;
        }
        p.patch = std::move(*patch.value);
        p.scenario = *scenario.value;
        p.name = p.scenario.name;
        p.description = p.scenario.notes;
        p.overrides = Json::object();
        for (const auto& [key, value] : doc.value->items())
            if (key != "schema" && key != "name" && key != "notes")
                p.overrides[key] = value;
        list.push_back(std::move(p));
    }
    if (result.problems.empty())
        result.value = std::move(list);
    return result;
}

const std::vector<Preset>& presets()
{
    static const std::vector<Preset> all = loadPresets().value.value_or(std::vector<Preset>{});
    return all;
}

const Preset* findPreset(std::string_view id)
{
    for (const auto& p : presets())
        if (p.id == id)
            return &p;
    return nullptr;
}

std::string presetIds()
{
    std::string ids;
    for (const auto& p : presets())
        ids += (ids.empty() ? "" : ", ") + p.id;
    return ids;
}

} // namespace runway
