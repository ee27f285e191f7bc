// token-runway sensitivity: the tornado of MODEL.md §7.
#include <ostream>
#include <sstream>

#include "app/cli/cli.h"
#include "app/cli/scenarioinput.h"
#include "core/analysis/analysisjson.h"
#include "core/analysis/sensitivity.h"
#include "core/scenario/numberformat.h"
#include "core/util/text.h"

namespace runway::cli {
namespace {

std::string textReport(const Scenario& s, const std::vector<TornadoBar>& bars)
{
    std::ostringstream o;
    o << printable(s.name) << " — sensitivity of the runway (months), one parameter at a time, largest swing first\n\n";
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
    auto started = startScenarioCommand(args, {"--format"}, io);
    if (const int* exit = std::get_if<int>(&started))
        return *exit;
    auto& command = std::get<ScenarioCommand>(started);
    const Format format = command.format;
    const Scenario& scenario = command.scenario;

    const auto bars = tornado(scenario);
    if (format == Format::Json)
        io.out << jsonOutputText(tornadoToJson(bars)) << '\n';
    else
        io.out << textReport(scenario, bars);
    return kExitOk;
}

} // namespace runway::cli
