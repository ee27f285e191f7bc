// token-runway bench: the speed goals, measured (README's figures come from here).
#include "bench.h"

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <ostream>
#include <sstream>

#include "args.h"
#include "cli.h"
#include "model.h"
#include "scenariojson.h"

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
             const Scenario s;
             double sink = 0;
             const double us = medianMicros([&] { sink += simulate(s).metrics.endingCashUsd; }, 2001);
             return sink == 0 ? -1 : us; // keep the work observable
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
        io.out << j.dump(2) << '\n';
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
    const Format format = formatOption(a);
    if (!a.positional.empty())
        a.problems.push_back({a.positional[0], "unknown benchmark; use `bench` alone for the core figures"});
    if (!a.problems.empty())
        return reportProblems(io, a.problems);
    std::vector<std::pair<std::string, double>> figures;
    for (const auto& f : coreBenchFigures())
        figures.emplace_back(std::string(f.key), f.measure());
    return printFigures(io, format, figures);
}

} // namespace runway::cli
