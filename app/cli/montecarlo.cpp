// token-runway montecarlo: the odds of running out of cash (MODEL.md §6).
#include <limits>
#include <ostream>

#include "app/cli/cli.h"
#include "app/cli/scenarioinput.h"
#include "app/cli/textlayout.h"
#include "core/analysis/analysisjson.h"
#include "core/analysis/montecarlo.h"
#include "core/scenario/numberformat.h"
#include "core/util/text.h"

namespace runway::cli {
namespace {

constexpr long long kMaxSamples = 1'000'000;

/// Three tables: the runway percentiles ("36+ months" at the horizon), the chances of running
/// out ("27.6 %"), and the cash at each month's end (day 30m + 29, its date ISO).
std::string textReport(const Scenario& s, const MonteCarloResult& r)
{
    const int horizon = s.horizonMonths();
    const std::size_t uncertain = s.uncertainty.size();
    std::string out = wrapText(printable(s.name) + " \u2014 Monte Carlo: " + formatGrouped(r.samples, 0) + " samples, seed " + std::to_string(r.seed) + ", " +
                                   std::to_string(uncertain) + " uncertain parameter" + (uncertain == 1 ? "" : "s"),
                               LabelledRows::kWidth, 0) +
                      "\n\nRunway (capped at the " + std::to_string(horizon) + "-month horizon)\n";
    TextTable runway({{"percentile", TextTable::Align::Left}, {"runway"}});
    for (std::size_t i = 0; i < kRunwayPercentiles.size(); ++i)
        runway.row({"P" + formatPlain(kRunwayPercentiles[i]), formatRunway(r.runwayMonths[i], horizon)});
    out += runway.text();

    out += "\nChance that the cash goes below zero\n";
    TextTable odds({{"", TextTable::Align::Left}, {""}});
    odds.row({"within 12 months", formatPercent(r.pCashOut12m * 100)});
    odds.row({"within 24 months", formatPercent(r.pCashOut24m * 100)});
    odds.row({"within the horizon (" + std::to_string(horizon) + " months)", formatPercent(r.pCashOutHorizon * 100)});
    out += odds.text();

    out += "\nCash at the end of each month, by percentile\n";
    TextTable cash({{"month"}, {"month end", TextTable::Align::Left}, {"P5"}, {"P25"}, {"P50"}, {"P75"}, {"P95"}});
    for (const auto& row : r.monthlyCash) {
        std::vector<std::string> cells{std::to_string(row.month), s.startDate.plusDays(std::int64_t{row.month} * 30 + 29).toIso()};
        for (double v : row.cash)
            cells.push_back(formatUsd(v));
        cash.row(std::move(cells));
    }
    return out + cash.text();
}

} // namespace

int monteCarloCommand(std::span<const std::string> args, Io& io)
{
    std::optional<long long> samples, seed;
    auto started = startScenarioCommand(args, {"--format", "--samples", "--seed"}, io, [&](Args& a) {
        samples = integerOption(a, "--samples", 1, kMaxSamples);
        seed = integerOption(a, "--seed", 0, std::numeric_limits<long long>::max());
    });
    if (const int* exit = std::get_if<int>(&started))
        return *exit;
    auto& command = std::get<ScenarioCommand>(started);
    const Format format = command.format;
    const Scenario& scenario = command.scenario;

    MonteCarloOptions options;
    options.samples = static_cast<int>(samples.value_or(10000));
    options.seed = static_cast<std::uint64_t>(seed.value_or(1));
    const auto result = runMonteCarlo(scenario, options);
    if (!result) {
        io.err << "token-runway: the Monte Carlo run was cancelled\n";
        return kExitFailure;
    }
    if (format == Format::Json)
        io.out << jsonOutputText(monteCarloToJson(*result)) << '\n';
    else
        io.out << textReport(scenario, *result);
    return kExitOk;
}

} // namespace runway::cli
