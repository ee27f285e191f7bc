// token-runway heatmap: the price × conversion what-if map (MODEL.md §8).
#include <ostream>
#include <sstream>

#include "app/cli/cli.h"
#include "app/cli/scenarioinput.h"
#include "core/analysis/analysisjson.h"
#include "core/analysis/heatmap.h"
#include "core/scenario/numberformat.h"
#include "core/util/text.h"

namespace runway::cli {
namespace {

std::string textReport(const Scenario& s, const Heatmap& h)
{
    std::ostringstream o;
    o << printable(s.name) << " — "
      << (h.measure == HeatmapMeasure::Runway ? "runway in months (capped at the horizon)" : "programme contribution in $ per day")
      << "; rows: conversion %, columns: price $ per 1M tokens\n\n";
    auto cell = [&](const std::string& text) { o << std::string(text.size() < 9 ? 9 - text.size() : 1, ' ') << text; };
    cell("conv \\ $");
    for (double p : h.prices)
        cell(formatShort(p, 3));
    o << '\n';
    for (std::size_t j = 0; j < h.conversionsPct.size(); ++j) {
        cell(formatShort(h.conversionsPct[j], 3));
        for (std::size_t i = 0; i < h.prices.size(); ++i)
            cell(h.measure == HeatmapMeasure::Runway ? formatShort(h.at(j, i), 3) : formatMoney(h.at(j, i), 3));
        o << '\n';
    }
    return o.str();
}

} // namespace

int heatmapCommand(std::span<const std::string> args, Io& io)
{
    HeatmapOptions options;
    std::optional<long long> prices, conversions;
    std::optional<double> maxConversion;
    auto started = startScenarioCommand(args, {"--format", "--measure", "--prices", "--conversions", "--max-conversion"}, io, [&](Args& a) {
        if (auto m = a.value("--measure")) {
            if (auto measure = measureFromName(*m))
                options.measure = *measure;
            else
                a.problems.push_back({"--measure", "\"" + abbreviate(*m) + "\" is not a measure; use contribution or runway"});
        }
        prices = integerOption(a, "--prices", 2, 1001);
        conversions = integerOption(a, "--conversions", 2, 1001);
        maxConversion = realOption(a, "--max-conversion", 0, 100);
        if (maxConversion && *maxConversion <= 0)
            a.problems.push_back({"--max-conversion", "must be above 0 (a percentage up to 100)"});
    });
    if (const int* exit = std::get_if<int>(&started))
        return *exit;
    auto& command = std::get<ScenarioCommand>(started);
    const Format format = command.format;
    const Scenario& scenario = command.scenario;

    options.prices = static_cast<int>(prices.value_or(61));
    options.conversions = static_cast<int>(conversions.value_or(41));
    options.maxConversionPct = maxConversion.value_or(20.0);
    const auto map = computeHeatmap(scenario, options);
    if (!map) {
        io.err << "token-runway: the map was cancelled\n";
        return kExitFailure;
    }
    if (format == Format::Json)
        io.out << jsonOutputText(heatmapToJson(*map)) << '\n';
    else
        io.out << textReport(scenario, *map);
    return kExitOk;
}

} // namespace runway::cli
