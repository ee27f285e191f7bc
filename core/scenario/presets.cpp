#include "core/scenario/presets.h"

#include "core/data/embedded.h"
#include "core/scenario/jsondocument.h"

namespace runway {
namespace {

// The built-in presets' names and descriptions as resources/presets/ writes them, each with its
// key: the window translates these; a file's text that differs is shown as written (test_presets
// in test_scenario fails when a built-in file and this table part).
// clang-format off
const PresetTextKeys kPresetTexts[] = {
    {"agentic-mix", RW_MSG("Presets", "Coding-agent mix"),
     RW_MSG("Presets", "Agents resend long contexts: 10 % output, and 80 % of the input read from cache.")},
    {"announced", RW_MSG("Presets", "As announced"),
     RW_MSG("Presets", "The articles' figures (23.2T tokens in six days, a 100T free daily quota, $0.10 per million), with the cash on hand bridged from the filing.")},
    {"bear", RW_MSG("Presets", "Bear case"),
     RW_MSG("Presets", "\"Trouble\" conversion of 1 %, and the free tier never ends.")},
    {"before-speedup", RW_MSG("Presets", "Before the 3× speed-up"),
     RW_MSG("Presets", "The same chips before the software work (KV cache, speculative decoding, batching, fusion).")},
    {"bull", RW_MSG("Presets", "Bull case"),
     RW_MSG("Presets", "\"Success\" conversion of 5 % with demand compounding 10 % a month.")},
    {"cost-parity", RW_MSG("Presets", "Serving at list price"),
     RW_MSG("Presets", "The prospectus reports a cloud/API gross margin of −0.4 % in H1 2025: serving, paid by the token, costs about what it earns.")},
    {"h100-rental", RW_MSG("Presets", "Rented H100 serving"),
     RW_MSG("Presets", "Public estimates of $0.10–0.60 per million tokens on rented GPUs, paid by the token.")},
    {"openrouter-caps", RW_MSG("Presets", "Per-account caps"),
     RW_MSG("Presets", "OpenRouter's 1,000 free requests a day at about 20K tokens each: each account is capped at 20M tokens a day.")},
    {"premium", RW_MSG("Presets", "Premium at $1.00"),
     RW_MSG("Presets", "The $1 per million rate one article uses.")},
    {"price-floor", RW_MSG("Presets", "Price war at $0.03"),
     RW_MSG("Presets", "The slider's floor, where the list price is about the serving cost.")},
    {"quota-full", RW_MSG("Presets", "Quota fully used"),
     RW_MSG("Presets", "What the \"$10M a day\" headline assumes: demand fills the whole 100T free quota, and the accelerators to serve it are a capex wall.")},
    {"simple", RW_MSG("Presets", "The simple view"),
     RW_MSG("Presets", "Model 1: the articles' \"$1B\" as cash, a flat operating cost, serving paid by the token and demand deaf to price.")},
};
// clang-format on

} // namespace

std::span<const PresetTextKeys> presetTextKeys()
{
    return kPresetTexts;
}

Message presetText(std::string_view id, const std::string& text)
{
    for (const PresetTextKeys& k : kPresetTexts) {
        if (k.id != id)
            continue;
        if (text == k.name.source)
            return Message(k.name);
        if (text == k.description.source)
            return Message(k.description);
    }
    return Message::verbatim(text);
}

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
        p.nameText = presetText(p.id, p.name);
        p.descriptionText = presetText(p.id, p.description);
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

Json presetOverrides(const Preset& p)
{
    Json overrides = Json::object();
    const std::string name = "presets/" + p.id + ".json";
    for (const auto& file : embedded::files()) {
        if (file.name != name)
            continue;
        auto doc = parseJsonDocument(file.data); // read before by loadPresets(), which refused it if broken
        if (doc.ok())
            for (const auto& [key, value] : doc.value->items())
                if (key != "schema" && key != "name" && key != "notes")
                    overrides[key] = value;
    }
    return overrides;
}

std::string presetIds()
{
    std::string ids;
    for (const auto& p : presets())
        ids += (ids.empty() ? "" : ", ") + p.id;
    return ids;
}

} // namespace runway
