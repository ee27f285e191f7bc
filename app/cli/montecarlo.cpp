// token-runway montecarlo: the odds of running out of cash (MODEL.md §6).
#include <limits>
#include <ostream>
#include <sstream>

#include "app/cli/cli.h"
#include "app/cli/scenarioinput.h"
#include "core/analysis/analysisjson.h"
#include "core/analysis/montecarlo.h"
#include "core/scenario/numberformat.h"
#include "core/util/text.h"

namespace runway::cli {
namespace {

constexpr long long kMaxSamples = 1'000'000;

std::string textReport(const Scenario& s, const MonteCarloResult& r)
{
    std::ostringstream o;
    o << printable(s.name) << " — Monte Carlo, " << r.samples << " samples, seed " << r.seed << ", " << s.uncertainty.size() << " uncertain parameter"
      << (s.uncertainty.size() == 1 ? "" : "s") << "\n\nRunway (months, capped at the horizon of " << s.horizonMonths() << ")\n";
    for (std::size_t i = 0; i < kRunwayPercentiles.size(); ++i)
        o << "  P" << formatPlain(kRunwayPercentiles[i]) << std::string(kRunwayPercentiles[i] < 10 ? 4 : 3, ' ') << formatShort(r.runwayMonths[i], 4) << '\n';
    o << "\nChance that cash goes below zero\n"
      << "  within 12 months   " << formatShort(r.pCashOut12m * 100, 4) << " %\n"
      << "  within 24 months   " << formatShort(r.pCashOut24m * 100, 4) << " %\n"
      << "  within the horizon " << formatShort(r.pCashOutHorizon * 100, 4) << " %\n"
      << "\nCash at month end (P5 / P25 / P50 / P75 / P95)\n";
    for (const auto& row : r.monthlyCash) {
        o << "  month " << row.month << (row.month < 10 ? "  " : row.month < 100 ? " " : "");
        for (double v : row.cash)
            o << "  " << formatMoney(v, 4);
        o << '\n';
    }
    return o.str();
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
