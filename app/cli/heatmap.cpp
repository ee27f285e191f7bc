// token-runway heatmap: the price × conversion what-if map (MODEL.md §8).
#include <algorithm>
#include <cmath>
#include <ostream>

#include "app/cli/cli.h"
#include "app/cli/scenarioinput.h"
#include "app/cli/textlayout.h"
#include "core/analysis/analysisjson.h"
#include "core/analysis/heatmap.h"
#include "core/model/chartseries.h"
#include "core/model/model.h"
#include "core/scenario/numberformat.h"
#include "core/util/text.h"

namespace runway::cli {
namespace {

/// The text map's grid when --prices or --conversions is not given: 8 prices and 11 conversions fit
/// 100 columns (JSON and CSV keep the full 61 × 41 map).
constexpr int kTextPrices = 8;
constexpr int kTextConversions = 11;

std::string cellText(const Heatmap& h, double v, int horizon)
{
    if (std::isnan(v)) // a cell that cannot be represented: the note under the map says why
        return "n/a";
    return h.measure == HeatmapMeasure::Runway ? formatRunwayCell(v, horizon) : formatUsd(v);
}

/// Rows: conversion; columns: list price. Runway in months ("36+" at the horizon), contribution
/// in dollars a day.
TextTable textTable(const Heatmap& h, int horizon)
{
    std::vector<TextTable::Column> columns{{"conversion", TextTable::Align::Right}};
    for (double p : h.prices)
        columns.push_back({formatUsdPerMtok(p)});
    TextTable table(std::move(columns));
    for (std::size_t j = 0; j < h.conversionsPct.size(); ++j) {
        std::vector<std::string> cells{formatPercent(h.conversionsPct[j])};
        for (std::size_t i = 0; i < h.prices.size(); ++i)
            cells.push_back(cellText(h, h.at(j, i), horizon));
        table.row(std::move(cells));
    }
    return table;
}

/// The most price columns (2 or more, fewer than `options`' own) whose text map fits the line
/// width, measured on the maps themselves: the row labels and the cells' widths depend on the
/// grid and the scenario, so no fixed count is sure to fit. 0 when not even 2 do.
int mostPricesThatFit(const Scenario& s, HeatmapOptions options, const TextTable& tooWide)
{
    // A first guess from the widest column of the map that was too wide, then down from there.
    const std::size_t columns = static_cast<std::size_t>(options.prices) + 1;
    const std::size_t perColumn = (tooWide.width() - LabelledRows::kMargin + TextTable::kGap) / columns;
    const std::size_t guess = perColumn == 0 ? 2 : LabelledRows::kWidth / perColumn + 1;
    for (int n = std::min(options.prices - 1, static_cast<int>(std::min<std::size_t>(guess, 1000))); n >= 2; --n) {
        options.prices = n;
        const auto map = computeHeatmap(s, options);
        if (map && textTable(*map, s.horizonMonths()).width() <= LabelledRows::kWidth)
            return n;
    }
    return 0;
}

/// `coarse`: the text map's default grid, smaller than the whole map JSON and CSV give.
std::string textReport(const Scenario& s, const Heatmap& h, const TextTable& table, bool coarse)
{
    const std::string horizon = std::to_string(s.horizonMonths());
    const std::string what = h.measure == HeatmapMeasure::Runway ? "runway in months (" + horizon + "+: the cash lasts the " + horizon + "-month horizon)"
                                                                 : "programme contribution in $ a day";
    std::string out = wrapText(printable(s.name) + " \u2014 " + what + "; rows: conversion, columns: price per 1M tokens", LabelledRows::kWidth, 0) + "\n";
    if (coarse)
        out += wrapText("A coarse " + std::to_string(h.prices.size()) + " \u00d7 " + std::to_string(h.conversionsPct.size()) +
                            " grid (--prices N, --conversions M for another); --format json|csv: the whole map.",
                        LabelledRows::kWidth, 0) +
               "\n";
    out += "\n" + table.text();
    if (h.unrepresentable.any())
        out += "\n" + wrapText(english(heatmapUnrepresentable(h.unrepresentable)), LabelledRows::kWidth, 0) + "\n";
    return out;
}

/// The whole map as CSV: a heading row "conversion_pct,<price>,…", then one row per conversion;
/// every number in full (it reads back as the same double); a cell that cannot be represented is
/// empty (the note on stderr says why).
std::string csvReport(const Heatmap& h)
{
    std::string out = "conversion_pct";
    for (double p : h.prices)
        out += "," + formatPlain(p);
    out += '\n';
    for (std::size_t j = 0; j < h.conversionsPct.size(); ++j) {
        out += formatPlain(h.conversionsPct[j]);
        for (std::size_t i = 0; i < h.prices.size(); ++i)
            out += "," + (h.representable(j, i) ? formatPlain(h.at(j, i)) : std::string());
        out += '\n';
    }
    return out;
}

} // namespace

int heatmapCommand(std::span<const std::string> args, Io& io)
{
    HeatmapOptions options;
    std::optional<long long> prices, conversions;
    std::optional<double> maxConversion;
    return withScenario(
        args, {"--format", "--measure", "--prices", "--conversions", "--max-conversion"}, io,
        [&](Args& a) {
            if (auto m = a.value("--measure")) {
                if (auto measure = measureFromName(*m))
                    options.measure = *measure;
                else
                    a.problems.push_back(cliProblem("--measure", "\"" + abbreviate(*m) + "\" is not a measure; use contribution or runway"));
            }
            prices = integerOption(a, "--prices", 2, 1001);
            conversions = integerOption(a, "--conversions", 2, 1001);
            maxConversion = realOption(a, "--max-conversion", 0, 100);
            if (maxConversion && *maxConversion <= 0)
                a.problems.push_back(cliProblem("--max-conversion", "must be above 0 (a percentage up to 100)"));
        },
        [&](ScenarioCommand& command) -> int {
            const Format format = command.format;
            const Scenario& scenario = command.scenario;

            const bool text = format == Format::Text;
            options.prices = static_cast<int>(prices.value_or(text ? kTextPrices : 61));
            options.conversions = static_cast<int>(conversions.value_or(text ? kTextConversions : 41));
            // The window's rule: the conversion axis holds the free-tier break-even (40 % on the defaults).
            options.maxConversionPct = maxConversion.value_or(conversionAxisMaxPct(scenario, computeMetrics(scenario).programBreakEvenConversionPct));
            const auto map = computeHeatmap(scenario, options);
            if (!map) {
                io.err << "token-runway: the map was cancelled\n";
                return kExitFailure;
            }
            if (format == Format::Json) {
                io.out << jsonOutputText(heatmapToJson(*map)) << '\n';
            } else if (format == Format::Csv) {
                io.out << csvReport(*map);
                if (map->unrepresentable.any()) // CSV has no place for it: the same sentence as the other formats, on stderr
                    io.err << "token-runway: note: " << english(heatmapUnrepresentable(map->unrepresentable)) << '\n';
            } else {
                const TextTable table = textTable(*map, scenario.horizonMonths());
                if (table.width() > LabelledRows::kWidth) {
                    const int most = mostPricesThatFit(scenario, options, table);
                    return reportProblems(
                        io, {cliProblem("--prices", std::to_string(options.prices) + " price columns make the text map " + std::to_string(table.width()) +
                                                        " columns wide, more than " + std::to_string(LabelledRows::kWidth) + ": " +
                                                        (most >= 2 ? "give --prices " + std::to_string(most) + " or fewer, or " : std::string()) +
                                                        "use --format json or --format csv for the whole map")});
                }
                io.out << textReport(scenario, *map, table, !prices && !conversions);
            }
            return kExitOk;
        },
        {Format::Csv});
}

} // namespace runway::cli
