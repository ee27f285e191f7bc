// token-runway compare: two to four scenarios side by side, the Compare view's rows (core's
// comparison), as an aligned table, JSON, a CSV or the one-page PDF.
#include <algorithm>
#include <filesystem>
#include <memory>
#include <ostream>

#include <QApplication>

#include "app/cli/cli.h"
#include "app/cli/guiapp.h"
#include "app/cli/library.h"
#include "app/cli/scenarioinput.h"
#include "app/cli/textlayout.h"
#include "core/analysis/comparison.h"
#include "core/model/chartseries.h"
#include "core/scenario/jsondocument.h"
#include "core/scenario/presets.h"
#include "core/scenario/scenariodiff.h"
#include "core/util/fileio.h"
#include "core/util/text.h"
#include "ui/document/comparisonset.h"
#include "ui/report/comparisonreport.h"

namespace runway::cli {
namespace {

constexpr std::size_t kMinScenarios = 2;
constexpr std::size_t kMaxScenarios = 4;

/// The scenario an argument names: a scenario file, else (with --db) a scenario of the library, else a
/// preset; a problem naming the argument and what was tried otherwise.
Checked<Scenario> resolveOne(const std::string& arg, const Args& a, std::optional<ScenarioStore>& store)
{
    std::error_code error;
    if (std::filesystem::exists(arg, error)) {
        Args file;
        file.positional = {arg};
        auto parsed = resolveScenario(file);
        if (!parsed.ok())
            return {std::nullopt, parsed.problems};
        return {std::move(parsed.value), {}};
    }
    std::string tried = "no such file";
    if (a.has("--db")) {
        if (!store) {
            auto opened = openLibrary(a);
            if (!opened.ok())
                return {std::nullopt, opened.problems};
            store.emplace(std::move(*opened.value));
        }
        if (store->contains(arg))
            return store->load(arg);
        tried += ", no scenario of that name in the library " + printable(libraryPath(a));
    }
    if (const Preset* p = findPreset(arg))
        return {p->scenario, {}};
    tried += ", and no preset of that id (the presets are " + presetIds() + ")";
    if (!a.has("--db"))
        tried += "; give --db LIB to compare scenarios of a library";
    return {std::nullopt, {cliProblem(abbreviate(arg), "is not a scenario to compare: " + tried)}};
}

/// A row's value as the text report writes it, or a reference to the note saying why it has none.
std::string cell(const ComparedRun& run, const ComparisonRow& row, std::vector<std::string>& notes)
{
    const auto v = comparisonValue(run, row);
    if (!v) {
        const std::string why = english(comparisonNoValue(run, row));
        auto at = std::find(notes.begin(), notes.end(), why);
        if (at == notes.end())
            at = notes.insert(notes.end(), why);
        return "no value [" + std::to_string(at - notes.begin() + 1) + "]";
    }
    if (row.source == ComparisonSource::Odds && row.unit == Unit::Months)
        return formatRunway(*v, run.scenario.horizonMonths());
    if (row.source == ComparisonSource::Odds)
        return formatPercent(100 * *v);
    if (row.unit == Unit::Months)
        return formatMonths(*v);
    if (row.unit == Unit::UsdPerDay)
        return formatUsd(*v) + " a day";
    if (isUsdUnit(row.unit))
        return formatUsd(*v);
    return formatShort(*v, 3);
}

/// The aligned table, the notes it refers to, the odds' settings and what differs from the first.
std::string textReport(const std::vector<ComparedRun>& runs)
{
    std::vector<TextTable::Column> columns{{"", TextTable::Align::Left}};
    for (const ComparedRun& r : runs)
        columns.push_back({printable(r.name)});
    TextTable table(columns);
    std::vector<std::string> notes;
    std::vector<std::string> model{"model"};
    for (const ComparedRun& r : runs)
        model.push_back(std::to_string(r.scenario.model));
    table.row(model);
    for (const ComparisonRow& row : comparisonRows()) {
        std::vector<std::string> cells{english(Message(row.caption))};
        for (const ComparedRun& r : runs)
            cells.push_back(cell(r, row, notes));
        table.row(std::move(cells));
    }
    std::string out = table.text();
    for (std::size_t i = 0; i < notes.size(); ++i)
        out += "  [" + std::to_string(i + 1) + "] " + wrapText(notes[i], LabelledRows::kWidth - 6, 6) + "\n";
    const MonteCarloOptions defaults;
    out += "\nThe odds: " + formatGrouped(defaults.samples, 0) + " simulated futures per scenario, seed " + std::to_string(defaults.seed) +
           " (as `montecarlo` and the window)\n";
    for (std::size_t i = 1; i < runs.size(); ++i) {
        const auto changes = diffScenarios(runs.front().scenario, runs[i].scenario);
        std::string lines;
        for (const ParamChange& c : changes)
            if (c.key != "name" && c.key != "notes")
                lines += "  " + wrapText(c.label + ": " + c.beforeText + " \u2192 " + c.afterText, LabelledRows::kWidth - 2, 4) + "\n";
        out += "\n" + printable(runs[i].name) + " differs from " + printable(runs.front().name) + (lines.empty() ? " in no parameter\n" : " in\n" + lines);
    }
    return out;
}

} // namespace

int compareCommand(std::span<const std::string> args, Io& io)
{
    const std::vector<OptionSpec> specs{{"--db"}, {"--out"}, {"--format"}};
    Args a = parseArgs(args, specs);
    if (a.help)
        return printUsage(io);
    const Format format = formatOption(a);
    const auto out = a.value("--out");
    if (out && !out->ends_with(".pdf") && !out->ends_with(".csv"))
        a.problems.push_back(cliProblem("--out", "\"" + abbreviate(*out) + "\" must end in .pdf or .csv"));
    if (a.positional.size() < kMinScenarios || a.positional.size() > kMaxScenarios)
        a.problems.push_back(cliProblem("", "compare takes two to four scenarios (files, library names with --db, or preset ids); " +
                                                std::to_string(a.positional.size()) + (a.positional.size() == 1 ? " was" : " were") + " given"));
    if (!a.problems.empty())
        return reportProblems(io, a.problems);

    std::optional<ScenarioStore> store;
    std::vector<ComparedRun> runs;
    Problems problems;
    for (const std::string& arg : a.positional) {
        auto scenario = resolveOne(arg, a, store);
        if (!scenario.ok()) {
            problems.insert(problems.end(), scenario.problems.begin(), scenario.problems.end());
            continue;
        }
        std::string name = scenario.value->name.empty() ? arg : scenario.value->name;
        for (int n = 2; std::any_of(runs.begin(), runs.end(), [&](const ComparedRun& r) { return r.name == name; }); ++n)
            name = (scenario.value->name.empty() ? arg : scenario.value->name) + " (" + std::to_string(n) + ")"; // two columns, two names
        // The first with its series: the comparison's page draws its cash path with the runway chart's views.
        runs.push_back({name, *scenario.value,
                        std::make_shared<const SimulationResult>(runs.empty() ? simulateWithSeries(*scenario.value) : simulate(*scenario.value)),
                        std::nullopt});
    }
    if (!problems.empty())
        return reportProblems(io, problems);
    for (ComparedRun& r : runs) {
        r.odds = comparisonOdds(r.scenario);
        if (!r.odds) {
            io.err << "token-runway: the Monte Carlo run was cancelled\n";
            return kExitFailure;
        }
    }
    if (out) {
        libraryPath(a); // the library (--db, TOKEN_RUNWAY_DB or the default) is never an output
        if (out->ends_with(".csv")) {
            if (auto problem = writeFileAtomically(*out, comparisonCsv(runs, &english)))
                return reportProblems(io, {*problem});
        } else {
            auto app = makeOffscreenApplication();
            std::vector<QColor> colors{QColor(0x1f, 0x5f, 0xa8)};
            for (std::size_t i = 1; i < runs.size(); ++i)
                colors.push_back(ComparisonSet::color(static_cast<int>(i - 1)));
            ProblemKind kind = ProblemKind::Input;
            if (auto error = writeComparisonReport(runs, colors, QString::fromStdString(*out), QPageSize::A4, &kind))
                return reportProblems(io, {cliProblem("", error->toStdString(), kind)});
        }
        io.out << printable(*out) << '\n';
        return kExitOk;
    }
    if (format == Format::Json)
        io.out << jsonOutputText(comparisonJson(runs)) << '\n';
    else
        io.out << textReport(runs);
    return kExitOk;
}

} // namespace runway::cli
