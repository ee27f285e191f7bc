// token-runway sensitivity: the tornado of MODEL.md §7.
#include <ostream>

#include "app/cli/cli.h"
#include "app/cli/scenarioinput.h"
#include "app/cli/textlayout.h"
#include "core/analysis/analysisjson.h"
#include "core/analysis/sensitivity.h"
#include "core/scenario/numberformat.h"
#include "core/util/text.h"

namespace runway::cli {
namespace {

/// The tornado as a table: each parameter's low and high (in its key's unit) and the runway at
/// each, largest swing first; months with one decimal, "36+ months" at the horizon.
std::string textReport(const Scenario& s, const std::vector<TornadoBar>& bars, const Unrepresentable& unrepresentable)
{
    std::string out =
        wrapText(
            printable(s.name) +
                " \u2014 sensitivity: the runway at each uncertain parameter's low and high (an uncertain raise: without and with it), largest swing first",
            LabelledRows::kWidth, 0) +
        "\n\n";
    if (bars.empty())
        return out + "  no uncertain parameters (the scenario's \"uncertainty\" is empty)\n";
    const int horizon = s.horizonMonths();
    TextTable table({{"parameter", TextTable::Align::Left}, {"low"}, {"high"}, {"runway at low"}, {"runway at high"}, {"swing"}});
    // A runway that cannot be represented is no number: "n/a", and the note under the table says why.
    const auto runway = [horizon](const std::optional<double>& v) { return v ? formatRunway(*v, horizon) : std::string("n/a"); };
    for (const auto& b : bars) {
        const std::string swing = b.swing() ? formatMonths(*b.swing()) : std::string("n/a");
        if (b.fundingEvent) { // MODEL3.md §7: without the event ($0) and with it (its amount)
            const std::string name = english(b.fundingName);
            table.row({"funding[" + std::to_string(*b.fundingEvent) + "] " + printable(name), formatUsd(b.low), formatUsd(b.high), runway(b.runwayAtLow),
                       runway(b.runwayAtHigh), swing});
            continue;
        }
        table.row({std::string(spec(b.param).key), paramValueCell(b.param, b.low), paramValueCell(b.param, b.high), runway(b.runwayAtLow),
                   runway(b.runwayAtHigh), swing});
    }
    out += table.text();
    if (unrepresentable.any())
        out += "\n" + wrapText(english(tornadoUnrepresentable(unrepresentable)), LabelledRows::kWidth, 0) + "\n";
    return out;
}

} // namespace

int sensitivityCommand(std::span<const std::string> args, Io& io)
{
    return withScenario(args, {"--format"}, io, [&](ScenarioCommand& command) -> int {
        const Format format = command.format;
        const Scenario& scenario = command.scenario;

        const auto bars = tornado(scenario);
        const Unrepresentable unrepresentable = tornadoUnrepresentableEnds(scenario, bars);
        if (format == Format::Json)
            io.out << jsonOutputText(tornadoToJson(bars, unrepresentable)) << '\n';
        else
            io.out << textReport(scenario, bars, unrepresentable);
        return kExitOk;
    });
}

} // namespace runway::cli
