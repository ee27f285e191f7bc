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
     RW_MSG("Presets", "Model 1: the articles' \"$1B\" as cash, a flat operating cost, serving paid by the token and demand deaf to price.")},    // Model 3's (MODEL3.md §9)
    {"model-2", RW_MSG("Presets", "Model 2's reading"),
     RW_MSG("Presets", "The previous answer and its odds, for comparison: every key model 3 adds at its neutral value (flows at the start date's levels, the whole fleet free, no training line of its own), with model 2.1's seven default ranges.")},
    {"idle-fleet", RW_MSG("Presets", "Fleet idle apart from the run"),
     RW_MSG("Presets", "Model 2's assumption about the fleet: every accelerator owned at the start is free for the free tier and the paid API.")},
    {"busy-fleet", RW_MSG("Presets", "Fleet fully busy"),
     RW_MSG("Presets", "No accelerator owned at the start is free: the free tier and the paid API buy every chip they use.")},
    {"training-freeze", RW_MSG("Presets", "Training budget frozen"),
     RW_MSG("Presets", "The one discretionary lever management has: training compute stops growing from the start date and stays at its level then.")},
    {"bank-lines", RW_MSG("Presets", "Bank lines counted"),
     RW_MSG("Presets", "RMB 8.9B of bank facilities (a third-party reading of the prospectus) ÷ 7.17, treated as a committed credit line drawn only when cash would go below zero.")},
    {"follow-on", RW_MSG("Presets", "Follow-on raise"),
     RW_MSG("Presets", "$745M at month 6 with a 70 % chance (10 % of the HK$57.9B listing-day market cap; size, month and odds assumed): counted in the runway, never in own cash. The planned RMB 15B A-share raise is the live alternative.")},
    {"replacement", RW_MSG("Presets", "Chips replaced at end of life"),
     RW_MSG("Presets", "Accelerators are bought again when they wear out, so the fleet keeps its size: ages spread evenly, a 4-year life.")},
    {"coding-plan", RW_MSG("Presets", "Coding Plan subscriptions"),
     RW_MSG("Presets", "Over 150,000 paying developers within two months (2026-02-12), at $7.75 a month from an ARR past RMB 100M.")},
    {"deepseek-ceiling", RW_MSG("Presets", "DeepSeek price ceiling"),
     RW_MSG("Presets", "DeepSeek V4-Flash's list price ($0.14 in, $0.28 out, blended 3:1: $0.175 per million) caps what paying developers accept.")},
    {"fy2025-revenue", RW_MSG("Presets", "FY2025 revenue (provisional)"),
     RW_MSG("Presets", "Provisional: FY2025 revenue of RMB 724M (reported June 2026, +131.9 %) ÷ 12 ÷ 7.17, the average over 2025 measured at its middle; the rest of the FY2025 filing is not yet sourced.")},
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
        // A preset is a patch on the model-3 defaults (MODEL3.md §9): its values set as a person would
        // set them, so the default ranges follow them (MODEL.md 2.1 §6) unless it writes its own `uncertainty`.
        auto doc = parseJsonDocument(file.data);
        auto patch = doc.ok() ? ScenarioPatch::fromJson(*doc.value) : Checked<ScenarioPatch>{std::nullopt, doc.problems};
        PatchResult scenario = patch.ok() ? patch.value->apply(Scenario::model3Defaults()) : PatchResult{std::nullopt, patch.problems, {}};
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
