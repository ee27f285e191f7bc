// Fuzz target: scenario JSON → parseScenario → simulate → metricsToJson / monthlyCsv, the whole
// path of `token-runway run`. A valid scenario must give finite numbers everywhere, a capped
// runway within the horizon, the same metrics on the fast path, and survive a write/read round trip.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/model/model.h"
#include "core/model/modeljson.h"
#include "core/scenario/jsondocument.h"
#include "fuzzcheck.h"

using namespace runway;
using runway::fuzz::require;

namespace {

std::string joined(const Problems& problems)
{
    std::string out;
    for (const auto& p : problems)
        out += p.text() + "; ";
    return out;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const Checked<Scenario> parsed = parseScenario(text);
    require(parsed.ok() == parsed.problems.empty(), "a result has exactly one of value and problems");
    for (const auto& p : parsed.problems)
        require(!p.messageText().empty(), "a problem without a message");
    if (!parsed.ok())
        return 0;

    const Scenario& s = *parsed.value;
    const SimulationResult r = simulate(s);
    const Json metrics = metricsToJson(r.metrics);
    require(fuzz::allFinite(metrics), "non-finite metric at " + fuzz::firstNonFinite(metrics));
    require(r.monthly.size() == static_cast<std::size_t>(s.horizonMonths()), "one monthly row per month");
    require(r.dailyCash.size() == static_cast<std::size_t>(s.horizonDays()), "one cash value per day");
    for (const auto& row : r.monthly) {
        const Json sums = flowsToJson(row.sums);
        require(fuzz::allFinite(sums) && std::isfinite(row.cashEndUsd) && std::isfinite(row.fundingUsd),
                "non-finite monthly value in month " + std::to_string(row.month) + fuzz::firstNonFinite(sums));
    }
    for (double cash : r.dailyCash)
        require(std::isfinite(cash), "non-finite daily cash");
    require(r.metrics.runwayMonthsCapped <= s.horizonMonths(), "runway_months_capped beyond the horizon");
    require(metricsToJson(computeMetrics(s)) == metrics, "computeMetrics differs from simulate");
    require(!monthlyCsv(s, r).empty(), "an empty monthly CSV");

    const std::string written = scenarioToText(s);
    const Checked<Scenario> again = parseScenario(written);
    require(again.ok(), "a written scenario does not read back: " + joined(again.problems));
    require(scenarioToText(*again.value) == written, "the write/read round trip changes the scenario");
    return 0;
}
