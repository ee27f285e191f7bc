#include "app/cli/scenarioinput.h"
#include "core/scenario/jsondocument.h"

#include "app/cli/library.h"
#include "core/scenario/presets.h"
#include "core/util/text.h"

namespace runway::cli {

std::vector<OptionSpec> scenarioOptions()
{
    return {{"--preset"}, {"--set", true, true}, {"--scenario"}, {"--db"}};
}

PatchResult resolveScenario(const Args& args)
{
    PatchResult result;
    const int sources = (args.positional.empty() ? 0 : 1) + (args.has("--preset") ? 1 : 0) + (args.has("--scenario") ? 1 : 0);
    if (args.positional.size() > 1)
        result.problems.push_back(cliProblem(args.positional[1], "unexpected argument (give at most one scenario FILE)"));
    if (sources > 1)
        result.problems.push_back(cliProblem("", "give one scenario source: a FILE, --preset ID or --scenario NAME"));
    if (!result.problems.empty())
        return result;

    Json doc = Json::object();
    std::string origin;
    if (!args.positional.empty()) {
        origin = args.positional[0];
        auto text = readDocumentFile(origin);
        if (!text.ok())
            return {std::nullopt, text.problems, {}};
        auto parsed = parseJsonDocument(*text.value);
        if (!parsed.ok()) {
            prefixProblems(parsed.problems, origin);
            return {std::nullopt, parsed.problems, {}};
        }
        // `run --format json` output reads back as its "scenario" member.
        auto inner = scenarioDocument(*parsed.value);
        if (!inner.ok()) {
            prefixProblems(inner.problems, origin);
            return {std::nullopt, inner.problems, {}};
        }
        if (parsed.value->is_object() && parsed.value->contains("scenario"))
            origin += ": scenario";
        doc = *inner.value;
    } else if (auto id = args.value("--preset")) {
        const Preset* p = findPreset(*id);
        if (!p)
            return {std::nullopt, {cliProblem("--preset", "unknown preset \"" + abbreviate(*id) + "\"; the presets are " + presetIds())}, {}};
        doc = scenarioToJson(p->scenario);
    } else if (auto name = args.value("--scenario")) {
        auto stored = scenarioFromLibrary(*name, args);
        if (!stored.ok())
            return {std::nullopt, std::move(stored.problems), {}};
        doc = scenarioToJson(*stored.value);
        origin = "--scenario " + *name;
    }
    // Every --set is one edit of one patch, applied on top of the source by the patch's rules
    // (a range follows its value, "a to b" sets a range) and validated with it as one document.
    ScenarioPatch patch;
    for (const auto& assignment : args.values("--set")) {
        auto edit = ScenarioPatch::fromAssignment(assignment);
        if (edit.ok())
            patch.append(*edit.value);
        result.problems.insert(result.problems.end(), edit.problems.begin(), edit.problems.end());
    }
    if (!result.problems.empty())
        return result;
    result = scenarioFromJson(doc, patch);
    if (!origin.empty())
        prefixProblems(result.problems, origin);
    return result;
}

int withScenario(std::span<const std::string> args, std::initializer_list<std::string_view> verbOptions, Io& io, const std::function<void(Args&)>& readOptions,
                 const ScenarioBody& body, std::initializer_list<Format> extraFormats)
{
    auto specs = scenarioOptions();
    for (const auto name : verbOptions)
        specs.push_back({name});
    Args a = parseArgs(args, specs);
    if (a.help)
        return printUsage(io);
    const Format format = formatOption(a, extraFormats);
    if (readOptions)
        readOptions(a);
    if (!a.problems.empty())
        return reportProblems(io, a.problems);
    auto scenario = resolveScenario(a);
    if (!scenario.ok())
        return reportProblems(io, scenario.problems);
    for (const Message& note : scenario.notes) // what --set did beyond the value (a range made certain)
        io.err << "token-runway: note: " << english(note) << '\n';
    ScenarioCommand command{std::move(a), format, std::move(*scenario.value)};
    return body(command);
}

int withScenario(std::span<const std::string> args, std::initializer_list<std::string_view> verbOptions, Io& io, const ScenarioBody& body)
{
    return withScenario(args, verbOptions, io, {}, body);
}

} // namespace runway::cli
