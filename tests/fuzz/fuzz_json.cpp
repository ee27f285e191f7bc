// Fuzz target: parseJsonDocument on arbitrary bytes, the reader under every loader (scenario
// files, the presets built into the binary, --set lists). An accepted document respects the
// input rules of MODEL.md §1 and reads back from its own dump; a refused one says why.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzzcheck.h"

using namespace runway;
using runway::fuzz::require;

namespace {

int depth(const Json& j)
{
    int deepest = 0;
    if (j.is_structured())
        for (const auto& child : j)
            deepest = std::max(deepest, depth(child));
    return j.is_structured() ? deepest + 1 : 0;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const Checked<Json> doc = parseJsonDocument(text);
    require(doc.ok() == doc.problems.empty(), "a result has exactly one of value and problems");
    if (!doc.ok()) {
        for (const auto& p : doc.problems)
            require(!p.messageText().empty(), "a problem without a message");
        return 0;
    }
    require(size <= kMaxDocumentBytes, "a document over 1 MiB was accepted");
    require(depth(*doc.value) <= kMaxNestingDepth, "a document deeper than the limit was accepted");
    require(fuzz::allFinite(*doc.value), "a non-finite number was accepted");
    // A dump can be longer than its input ("1e5" → "100000.0"), so only one within the limit must read back.
    if (const std::string dumped = doc.value->dump(); dumped.size() <= kMaxDocumentBytes) {
        const Checked<Json> again = parseJsonDocument(dumped);
        require(again.ok() && *again.value == *doc.value, "an accepted document does not read back from its dump");
    }
    // The loader path: what a preset file goes through after parsing.
    const Checked<Scenario> s = scenarioFromJson(*doc.value);
    require(s.ok() == s.problems.empty(), "a scenario result has exactly one of value and problems");
    return 0;
}
