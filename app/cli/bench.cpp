// token-runway bench: the speed goals, measured (README's figures come from here).
#include "app/cli/bench.h"

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <ostream>
#include <sstream>

#include "app/cli/args.h"
#include "app/cli/benchstartup.h"
#include "app/cli/benchui.h"
#include "app/cli/cli.h"
#include "app/cli/storebench.h"
#include "core/analysis/heatmap.h"
#include "core/analysis/montecarlo.h"
#include "core/analysis/sensitivity.h"
#include "core/claims/claimaudit.h"
#include "core/model/model.h"
#include "core/scenario/jsondocument.h"
#include "core/scenario/scenariojson.h"

namespace runway::cli {

double medianMicros(const std::function<void()>& fn, int runs, int warmup)
{
    for (int i = 0; i < warmup; ++i)
        fn();
    std::vector<double> times(static_cast<std::size_t>(runs));
    for (auto& t : times) {
        const auto start = std::chrono::steady_clock::now();
        fn();
        t = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count();
    }
    std::nth_element(times.begin(), times.begin() + runs / 2, times.end());
    return times[static_cast<std::size_t>(runs / 2)];
}

std::vector<BenchFigure> coreBenchFigures()
{
    return {
        {"simulate_us", "<= 10",
         [] {
             const Scenario s = Scenario::model3Defaults(); // the program's defaults (MODEL3.md §0), as every figure here
             double sink = 0;
             const double us = medianMicros([&] { sink += simulate(s).metrics.endingCashUsd; }, 2001);
             return sink == 0 ? -1 : us; // keep the work observable
         }},
        {"claims_audit_us", "<= 1000",
         [] {
             // Every judged claim on the defaults, as the Claims tab recomputes them after an edit.
             const Scenario s = Scenario::model3Defaults();
             const ClaimCatalogue& catalogue = builtinCatalogue();
             std::size_t sink = 0;
             const double us = medianMicros([&] { sink += auditClaims(catalogue, s).size(); }, 201);
             return sink == 0 ? -1 : us;
         }},
        {"store_save_ms", "<= 2", &storeSaveMs},
        {"store_list_10k_ms", "<= 50", &storeList10kMs},
        {"montecarlo_10k_ms", "<= 16",
         [] {
             // 10,000 samples of the default 36-month scenario with every output (model 3's too), both cores.
             const Scenario s = Scenario::model3Defaults();
             MonteCarloOptions options;
             options.samples = 10000;
             double sink = 0;
             const double us = medianMicros([&] { sink += runMonteCarlo(s, options)->runwayMonths[3]; }, 31, 3);
             return sink == 0 ? -1 : us / 1000;
         }},
        {"heatmap_ms", "<= 8",
         [] {
             const Scenario s = Scenario::model3Defaults(); // the default 61 x 41 map and measure (programme contribution)
             double sink = 0;
             const double us = medianMicros([&] { sink += computeHeatmap(s, HeatmapOptions{})->values[0]; }, 101);
             return sink == 0 ? -1 : us / 1000;
         }},
        {"tornado_ms", "<= 1",
         [] {
             const Scenario s = Scenario::model3Defaults();
             double sink = 0;
             const double us = medianMicros([&] { sink += tornado(s).front().runwayAtLow.value_or(0); }, 201);
             return sink == 0 ? -1 : us / 1000;
         }},
    };
}

namespace {
int printFigures(Io& io, Format format, const std::vector<std::pair<std::string, double>>& figures)
{
    if (format == Format::Json) {
        Json j = Json::object();
        for (const auto& [k, v] : figures)
            j[k] = std::round(v * 1000) / 1000;
        io.out << jsonOutputText(j) << '\n';
    } else {
        std::ostringstream o;
        for (const auto& [k, v] : figures)
            o << std::left << std::setw(24) << k << std::fixed << std::setprecision(3) << v << '\n';
        io.out << o.str();
    }
    return kExitOk;
}
} // namespace

int benchCommand(std::span<const std::string> args, Io& io)
{
    static const OptionSpec specs[] = {{"--format"}};
    Args a = parseArgs(args, specs);
    if (a.help)
        return printUsage(io);
    const Format format = formatOption(a);
    const std::string which = a.positional.empty() ? std::string() : a.positional[0];
    if (a.positional.size() > 1)
        a.problems.push_back(cliProblem(a.positional[1], "unexpected argument"));
    if (!which.empty() && which != "ui" && which != "startup")
        a.problems.push_back(cliProblem(which, "unknown benchmark; use `bench` for the core figures, `bench ui` or `bench startup`"));
    if (!a.problems.empty())
        return reportProblems(io, a.problems);
    if (which == "ui")
        return printFigures(io, format, measureUi());
    if (which == "startup") {
        auto figures = measureStartup();
        if (!figures.ok()) {
            for (const auto& p : figures.problems)
                io.err << "token-runway: " << p.text() << '\n';
            return kExitFailure;
        }
        return printFigures(io, format, *figures.value);
    }
    std::vector<std::pair<std::string, double>> figures;
    for (const auto& f : coreBenchFigures())
        figures.emplace_back(std::string(f.key), f.measure());
    return printFigures(io, format, figures);
}

} // namespace runway::cli
