// token-runway run: one scenario, every metric of MODEL.md §5.
#include <ostream>
#include <sstream>

#include "app/cli/cli.h"
#include "app/cli/scenarioinput.h"
#include "core/model/model.h"
#include "core/model/modeljson.h"
#include "core/scenario/jsondocument.h"
#include "core/scenario/numberformat.h"
#include "core/util/fileio.h"

namespace runway::cli {
namespace {

std::string orDash(const std::optional<double>& v, const std::string& suffix = {}, int digits = 4)
{
    return v ? formatShort(*v, digits) + suffix : "n/a";
}

std::string textReport(const Scenario& s, const Metrics& m)
{
    std::ostringstream o;
    auto row = [&](std::string_view label, const std::string& value) {
        o << "  " << label << std::string(label.size() < 34 ? 34 - label.size() : 1, ' ') << value << '\n';
    };
    o << s.name << " — start " << s.startDate.toIso() << ", horizon " << s.horizonMonths() << " months\n\n";
    o << "Runway\n";
    row("runway", m.runwayDays ? formatShort(*m.runwayMonths, 4) + " months (day " + std::to_string(*m.runwayDays) + "), cash out " + *m.cashOutDate
                               : "beyond the horizon (" + std::to_string(s.horizonMonths()) + " months)");
    row("textbook runway (cash / month-1 burn)", orDash(m.simpleRunwayMonths, " months"));
    row("first-month net burn", formatMoney(m.firstMonthNetBurnUsd, 4));
    row("ending cash", formatMoney(m.endingCashUsd, 4));
    o << "\nDay 0\n";
    row("free tokens", formatShort(m.day0.freeTokens, 4));
    row("paid tokens", formatShort(m.day0.paidTokens, 4));
    row("revenue", formatMoney(m.day0.revenueUsd, 4));
    row("serving cost", formatMoney(m.day0.servingCostUsd, 4));
    row("free tier: cash cost", formatMoney(m.day0.freeTierCostUsd, 4) + " (what the company pays)");
    row("free tier: list value", formatMoney(m.day0.freeTierListValueUsd, 4) + " (revenue forgone at list price)");
    row("fixed opex", formatMoney(m.day0.opexUsd, 4));
    row("net burn", formatMoney(m.day0.netBurnUsd, 4));
    o << "\nThe free quota\n";
    row("serving cost per 1M tokens", formatMoney(m.servingCostUsdPerMtok, 4) + (s.deriveServingCost ? " (derived from the chips)" : " (given)"));
    row("quota list value per day", formatMoney(m.quotaListValueUsdPerDay, 4) + " (the articles' headline)");
    row("quota utilization", orDash(m.quotaUtilizationPct, " %"));
    row("free tier share of burn", orDash(m.freeTierSharePct, " %"));
    row("list-value runway", orDash(m.listValueRunwayMonths, " months (as if the whole quota were cash)"));
    row("accelerators needed", formatGrouped(m.chipsNeeded, 0));
    o << "\nBreak-even\n";
    row("conversion (company)", orDash(m.breakEvenConversionPct, " %"));
    row("price (company)", m.breakEvenPriceUsdPerMtok ? formatMoney(*m.breakEvenPriceUsdPerMtok, 4) + " per 1M tokens" : "n/a");
    row("programme contribution per day", formatMoney(m.programContributionUsdPerDay, 4));
    row("programme break-even conversion", orDash(m.programBreakEvenConversionPct, " %"));
    o << "\nTotals over the horizon\n";
    row("revenue", formatMoney(m.totalRevenueUsd, 4));
    row("free tier cash cost", formatMoney(m.totalFreeTierCostUsd, 4));
    row("free tier list value", formatMoney(m.totalFreeTierListValueUsd, 4));
    return o.str();
}

} // namespace

int runCommand(std::span<const std::string> args, Io& io)
{
    auto specs = scenarioOptions();
    specs.push_back({"--format"});
    specs.push_back({"--monthly-csv"});
    Args a = parseArgs(args, specs);
    const Format format = formatOption(a);
    if (!a.problems.empty())
        return reportProblems(io, a.problems);
    auto scenario = resolveScenario(a);
    if (!scenario.ok())
        return reportProblems(io, scenario.problems);

    const SimulationResult result = simulate(*scenario.value);
    if (auto csvPath = a.value("--monthly-csv")) {
        if (auto problem = writeFileAtomically(*csvPath, monthlyCsv(*scenario.value, result)))
            return reportProblems(io, {*problem});
    }
    if (format == Format::Json) {
        Json out{{"scenario", scenarioToJson(*scenario.value)}, {"metrics", metricsToJson(result.metrics)}};
        io.out << jsonOutputText(out) << '\n';
    } else {
        io.out << textReport(*scenario.value, result.metrics);
    }
    return kExitOk;
}

} // namespace runway::cli
