// token-runway sensitivity: the tornado of MODEL.md §7.
#include <ostream>
#include <sstream>

#include "app/cli/cli.h"
#include "app/cli/scenarioinput.h"
#include "core/analysis/analysisjson.h"
#include "core/analysis/sensitivity.h"
#include "core/scenario/numberformat.h"

namespace runway::cli {
namespace {

std::string textReport(const Scenario& s, const std::vector<TornadoBar>& bars)
{
    std::ostringstream o;
    o << s.name << " — sensitivity of the runway (months), one parameter at a time, largest swing first\n\n";
    if (bars.empty())
        o << "  no uncertain parameters (the scenario's \"uncertainty\" is empty)\n";
    for (const auto& b : bars) {
        const std::string key(spec(b.param).key);
        o << "  " << key << std::string(key.size() < 30 ? 30 - key.size() : 1, ' ') << formatShort(b.low, 4) << " → " << formatShort(b.runwayAtLow, 4)
          << " months;  " << formatShort(b.high, 4) << " → " << formatShort(b.runwayAtHigh, 4) << " months  (swing " << formatShort(b.swing(), 4) << ")\n";
    }
    return o.str();
}

} // namespace

int sensitivityCommand(std::span<const std::string> args, Io& io)
{
    auto specs = scenarioOptions();
    specs.push_back({"--format"});
    Args a = parseArgs(args, specs);
    const Format format = formatOption(a);
    if (!a.problems.empty())
        return reportProblems(io, a.problems);
    auto scenario = resolveScenario(a);
    if (!scenario.ok())
        return reportProblems(io, scenario.problems);

    const auto bars = tornado(*scenario.value);
    if (format == Format::Json)
        io.out << jsonOutputText(tornadoToJson(bars)) << '\n';
    else
        io.out << textReport(*scenario.value, bars);
    return kExitOk;
}

} // namespace runway::cli
