// token-runway montecarlo: the odds of running out of cash (MODEL.md §6).
#include <limits>
#include <ostream>

#include "app/cli/cli.h"
#include "app/cli/scenarioinput.h"
#include "app/cli/textlayout.h"
#include "core/analysis/analysisjson.h"
#include "core/analysis/montecarlo.h"
#include "core/model/metricnames.h"
#include "core/scenario/numberformat.h"
#include "core/util/text.h"

namespace runway::cli {
namespace {

constexpr long long kMaxSamples = 1'000'000;

/// The ranges in force, one a line: key, kind, low … high (a written mode, a lognormal's percentiles).
std::string rangesTable(const Scenario& s)
{
    TextTable table({{"key", TextTable::Align::Left}, {"kind", TextTable::Align::Left}, {"value"}, {"range", TextTable::Align::Left}});
    for (const Distribution& d : s.uncertainty) {
        std::string range = paramValueCell(d.param, d.low) + " \u2026 " + paramValueCell(d.param, d.high);
        if (d.mode)
            range += " (mode " + paramValueCell(d.param, *d.mode) + ")";
        else if (d.kind == DistKind::Lognormal)
            range += " (P5 \u2026 P95)";
        const std::string value = s.isNull(d.param) ? std::string(nullMeaning(d.param)) : paramValueCell(d.param, s[d.param]);
        table.row({std::string(spec(d.param).key), std::string(distKindName(d.kind)), value, range});
    }
    return table.text();
}

/// A metric's number as the text report writes its unit ("$660.3M", "30.7 %", "17.5 months").
std::string metricCell(std::string_view key, double v, int horizon)
{
    if (key == "runway_months_capped")
        return formatRunway(v, horizon);
    const MetricName* name = findMetricName(key);
    const Unit unit = name ? name->unit : Unit::None;
    if (isUsdUnit(unit))
        return formatUsd(v);
    if (isPercentUnit(unit))
        return formatPercent(v);
    if (unit == Unit::Months)
        return formatMonths(v);
    if (unit == Unit::UsdPerMtok)
        return formatUsdPerMtok(v);
    return formatShort(v, 3);
}

/// The key figures' 90 % intervals (the report's): name, P5 … P95, median, and how often it is a number.
std::string keyFiguresTable(const Scenario& s, const MonteCarloResult& r)
{
    const int horizon = s.horizonMonths();
    TextTable table({{"", TextTable::Align::Left}, {"P5"}, {"median"}, {"P95"}, {"", TextTable::Align::Left}});
    for (std::string_view key : kKeyFigureKeys) {
        const MetricInterval* m = r.interval(key);
        const MetricName* name = findMetricName(key);
        if (!m || !name)
            continue;
        const std::string label = english(Message(name->name));
        if (m->n == 0) {
            table.row({label, "", "", "", "never a number"});
            continue;
        }
        const int samples = r.representedSamples();
        const std::string often = m->n < samples ? "a number in " + formatGrouped(m->n, 0) + " of " + formatGrouped(samples, 0) + " samples" : "";
        table.row({label, metricCell(key, *m->p5, horizon), metricCell(key, *m->p50, horizon), metricCell(key, *m->p95, horizon), often});
    }
    return table.text();
}

/// A fan as a table: month, its last day (30m + 29, ISO), and the cash at P5 … P95.
std::string fanTable(const Scenario& s, const std::vector<MonthCashPercentiles>& rows)
{
    TextTable cash({{"month"}, {"month end", TextTable::Align::Left}, {"P5"}, {"P25"}, {"P50"}, {"P75"}, {"P95"}});
    for (const auto& row : rows) {
        std::vector<std::string> cells{std::to_string(row.month), s.startDate.plusDays(std::int64_t{row.month} * 30 + 29).toIso()};
        for (double v : row.cash)
            cells.push_back(formatUsd(v));
        cash.row(std::move(cells));
    }
    return cash.text();
}

/// The ranges in force, the runway percentiles ("36+ months" at the horizon), the chances of running
/// out ("27.6 %") and, for model 3, of needing new money, the key figures' intervals, the notes, and the
/// cash at each month's end (day 30m + 29, its date ISO), with own cash's where it can differ.
std::string textReport(const Scenario& s, const MonteCarloResult& r)
{
    const int horizon = s.horizonMonths();
    const std::size_t uncertain = s.uncertainty.size();
    std::string out = wrapText(printable(s.name) + " \u2014 Monte Carlo: " + formatGrouped(r.samples, 0) + " samples, seed " + std::to_string(r.seed) + ", " +
                                   std::to_string(uncertain) + " uncertain parameter" + (uncertain == 1 ? "" : "s"),
                               LabelledRows::kWidth, 0) +
                      "\n";
    if (r.unrepresentable.any())
        out += wrapText(english(monteCarloUnrepresentable(r.unrepresentable)), LabelledRows::kWidth, 0) + "\n";
    if (uncertain > 0)
        out += "\nThe ranges the odds use (MODEL.md \u00a76; every other parameter at its value)\n" + rangesTable(s);
    out += "\nRunway (capped at the " + std::to_string(horizon) + "-month horizon)\n";
    TextTable runway({{"percentile", TextTable::Align::Left}, {"runway"}});
    for (std::size_t i = 0; i < kRunwayPercentiles.size(); ++i)
        runway.row({"P" + formatPlain(kRunwayPercentiles[i]), formatRunway(r.runwayMonths[i], horizon)});
    out += runway.text();

    const std::string within = "within the horizon (" + std::to_string(horizon) + " months)";
    if (r.model3) {
        // MODEL3.md §6: both odds. Needing new money (own cash below zero: only certain funding, no
        // credit line) is not being out of cash (the cash run: the counted raises and the line).
        out += "\nChance of running out of cash, and of needing new money (own cash below zero: certain funding only, no credit line)\n";
        TextTable odds({{"", TextTable::Align::Left}, {"out of cash"}, {"needs new money"}});
        odds.row({"within 12 months", formatPercent(r.pCashOut12m * 100), formatPercent(r.pNeedsMoney12m * 100)});
        odds.row({"within 24 months", formatPercent(r.pCashOut24m * 100), formatPercent(r.pNeedsMoney24m * 100)});
        odds.row({within, formatPercent(r.pCashOutHorizon * 100), formatPercent(r.pNeedsMoneyHorizon * 100)});
        out += odds.text();
    } else {
        out += "\nChance that the cash goes below zero\n";
        TextTable odds({{"", TextTable::Align::Left}, {""}});
        odds.row({"within 12 months", formatPercent(r.pCashOut12m * 100)});
        odds.row({"within 24 months", formatPercent(r.pCashOut24m * 100)});
        odds.row({within, formatPercent(r.pCashOutHorizon * 100)});
        out += odds.text();
    }

    out += "\n90 % of futures: the key figures between P5 and P95\n" + keyFiguresTable(s, r);
    if (!r.notes.empty()) {
        out += "\nNotes\n";
        for (const Message& note : r.notes)
            out += "  " + wrapText(english(note), LabelledRows::kWidth - 2, 2) + "\n";
    }

    out += "\nCash at the end of each month, by percentile\n" + fanTable(s, r.monthlyCash);
    // The own-cash fan where it can differ from the cash's (an uncertain raise or a credit line).
    if (r.model3 && needsMoneyDiffers(s))
        out += "\nOwn cash at the end of each month (certain funding only, no credit line), by percentile\n" + fanTable(s, r.monthlyOwnCash);
    return out;
}

} // namespace

int monteCarloCommand(std::span<const std::string> args, Io& io)
{
    std::optional<long long> samples, seed;
    return withScenario(
        args, {"--format", "--samples", "--seed"}, io,
        [&](Args& a) {
            samples = integerOption(a, "--samples", 1, kMaxSamples);
            seed = integerOption(a, "--seed", 0, std::numeric_limits<long long>::max());
        },
        [&](ScenarioCommand& command) -> int {
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
            if (result->representedSamples() == 0) // no odds at all: the ranges are the input to fix
                return reportProblems(io, {Problem("uncertainty", monteCarloUnrepresentable(result->unrepresentable))});
            if (format == Format::Json)
                io.out << jsonOutputText(monteCarloToJson(*result)) << '\n';
            else
                io.out << textReport(scenario, *result);
            return kExitOk;
        });
}

} // namespace runway::cli
