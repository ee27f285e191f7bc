// Fuzz target: the CLI's --set KEY=VALUE (one ScenarioPatch) on a scenario document, then validation.
// Input: the first lines are assignments (one per line, until an empty line), the rest is the
// document (any JSON; an unparsable rest means the empty document {}). Nothing may throw.
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "fuzzcheck.h"

using namespace runway;
using runway::fuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    std::string_view text(reinterpret_cast<const char*>(data), size);
    std::vector<std::string_view> assignments;
    while (!text.empty()) {
        const auto nl = text.find('\n');
        const std::string_view line = text.substr(0, nl);
        text = nl == std::string_view::npos ? std::string_view() : text.substr(nl + 1);
        if (line.empty())
            break;
        assignments.push_back(line);
    }
    Json doc = Json::object();
    if (auto parsed = parseJsonDocument(text); parsed.ok())
        doc = *parsed.value;

    bool anyProblem = false;
    ScenarioPatch patch;
    for (auto a : assignments) {
        const Checked<ScenarioPatch> edit = ScenarioPatch::fromAssignment(a);
        for (const auto& p : edit.problems)
            require(!p.messageText().empty(), "a --set problem without a message");
        require(edit.ok() == edit.problems.empty(), "a --set result has exactly one of value and problems");
        if (edit.ok())
            patch.append(*edit.value);
        anyProblem |= !edit.ok();
    }
    if (anyProblem)
        return 0;
    const PatchResult s = scenarioFromJson(doc, patch);
    require(s.ok() == s.problems.empty(), "a result has exactly one of value and problems");
    for (const auto& p : s.problems)
        require(!p.messageText().empty(), "a problem without a message");
    if (s.ok()) {
        const Checked<Scenario> again = parseScenario(scenarioToText(*s.value));
        require(again.ok(), "a scenario built with --set does not read back");
    }
    return 0;
}
