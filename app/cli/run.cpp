// token-runway run: one scenario, every metric of MODEL.md §5, as a readable report or JSON.
#include <array>
#include <cmath>
#include <cstdio>
#include <ostream>

#include "app/cli/cli.h"
#include "app/cli/library.h"
#include "app/cli/scenarioinput.h"
#include "app/cli/textlayout.h"
#include "core/model/model.h"
#include "core/model/modeljson.h"
#include "core/scenario/jsondocument.h"
#include "core/scenario/numberformat.h"
#include "core/util/fileio.h"
#include "core/util/text.h"

namespace runway::cli {
namespace {

// The text report's number forms: numberformat.h's rules, shared with every verb's tables
// (money in cents below $1,000, $ per 1M tokens with two decimals at least, "30.7 %", months with
// one decimal); counts grouped (9,667), tokens with three significant digits (3.75T).
std::string money(double v)
{
    return formatUsd(v);
}
std::string perMtok(double v)
{
    return formatUsdPerMtok(v);
}
std::string pct(double v)
{
    return formatPercent(v);
}
std::string months(double v)
{
    return formatMonths(v);
}
std::string count(double v)
{
    return formatGrouped(v, 0);
}
std::string tokens(double v)
{
    return formatShort(v, 3);
}
/// An input value as the user gave it, to four significant digits: 2.552B, 558M, 7.17.
std::string given(double v)
{
    return formatShort(v, 4);
}

class Report {
public:
    Report(const Scenario& scenario, const Metrics& metrics)
        : m_scenario(scenario)
        , m_metrics(metrics)
    {
    }

    std::string text()
    {
        std::string out = header();
        cash();
        runway();
        model3();
        fleet();
        day0();
        rates();
        unitEconomics();
        breakEvens();
        quota();
        totals();
        return out + m_rows.text();
    }

private:
    const Scenario& m_scenario; ///< the scenario reported on
    const Metrics& m_metrics;   ///< its metrics
    LabelledRows m_rows;

    /// The value, or the sentence saying why the metric is null (MODEL.md §5's null_reasons).
    template <class T, class Format> std::string orReason(const std::optional<T>& v, const char* key, Format format) const
    {
        if (v)
            return format(*v);
        const auto it = m_metrics.nullReasons.find(key);
        return it == m_metrics.nullReasons.end() ? std::string("none") : english(it->second);
    }

    std::string header() const
    {
        std::string out =
            printable(m_scenario.name) + ": start " + m_scenario.startDate.toIso() + ", horizon " + std::to_string(m_scenario.horizonMonths()) + " months\n";
        out += wrapText(m_scenario.model == 1   ? "Model 1 (the file says \"schema\": \"token-runway/scenario@1\"): model 1's defaults and results; "
                                                  "`token-runway upgrade FILE` writes the model-3 equivalent"
                        : m_scenario.model == 3 ? "Model 3 (MODEL3.md, schema token-runway/scenario@3)"
                                                : "Model 2 (the file says \"schema\": \"token-runway/scenario@2\"): the model-3 keys at their neutral "
                                                  "values, model 2's results; `token-runway upgrade FILE` writes the model-3 equivalent",
                        LabelledRows::kWidth, 0) +
               "\n";
        if (m_metrics.infeasible) {
            const double price = m_scenario[ParamId::ChipCapex];
            const double bought = price > 0 ? std::round(m_metrics.day0.capexUsd / price) : 0;
            double dayZeroFunding = 0;
            for (const auto& f : m_scenario.funding)
                if (f.month == 0)
                    dayZeroFunding += f.amountUsd;
            const double cash = m_metrics.cashStartUsd + dayZeroFunding;
            out += "\n" +
                   wrapText("Infeasible: " + count(bought) + " accelerators to buy on day 0 cost " + money(m_metrics.day0.capexUsd) + "; the cash is " +
                                money(cash) + (dayZeroFunding > 0 ? " with day 0's funding" : "") +
                                (cash > 0 ? " (the purchase is " + formatDecimal(m_metrics.day0.capexUsd / cash, 2) + " times the cash)" : "") +
                                ", so the scenario cannot be served as described: the demand hits a capex wall before it is a burn rate.",
                            LabelledRows::kWidth, 0) +
                   "\n";
        }
        if (m_metrics.cashStartUsd < 0)
            out += "\n" +
                   wrapText("The scenario starts without cash: the cash at the start is " + money(m_metrics.cashStartUsd) + ".", LabelledRows::kWidth, 0) +
                   "\n";
        for (const auto& w : m_metrics.warnings)
            out += "\n" + wrapText("Warning: " + english(w) + ".", LabelledRows::kWidth, 0) + "\n";
        return out + "\n";
    }

    void cash()
    {
        m_rows.section("Cash at the start");
        if (!m_scenario.isNull(ParamId::Cash)) {
            m_rows.row("cash on hand", money(m_metrics.cashStartUsd) + " (given: cash_usd)");
            if (m_metrics.model3)
                m_rows.row("the bridge", orReason(m_metrics.model3->bridgeBurnUsd, "bridge_burn_usd", money));
            return;
        }
        const long long days = daysSinceFiling(m_scenario);
        if (m_metrics.model3 && m_metrics.model3->bridgeBurnUsd && !m_scenario.isNull(ParamId::FlowsMeasuredOn)) { // MODEL3.md §3b
            m_rows.row("cash on hand", "RMB " + given(m_scenario[ParamId::FilingCashCny]) + " \u00f7 " + given(m_scenario[ParamId::CnyPerUsd]) + " + " +
                                           money(m_scenario[ParamId::RaisedSinceFiling]) + " \u2212 " + money(*m_metrics.model3->bridgeBurnUsd) +
                                           " of burn = " + money(m_metrics.cashStartUsd));
            m_rows.row("the bridge", "the cash at the filing (" + m_scenario.filingDate.toIso() +
                                         ") in dollars, plus the money raised since, minus the burn of " + money(m_scenario[ParamId::BurnSinceFiling]) +
                                         " a month measured on " + m_scenario.measuredDate(ParamId::FlowsMeasuredOn)->toIso() +
                                         ", moved with the operating cost and other revenue since then, over the " + std::to_string(days) +
                                         " days to the start (" + m_scenario.startDate.toIso() + ")");
            return;
        }
        m_rows.row("cash on hand", "RMB " + given(m_scenario[ParamId::FilingCashCny]) + " \u00f7 " + given(m_scenario[ParamId::CnyPerUsd]) + " + " +
                                       money(m_scenario[ParamId::RaisedSinceFiling]) + " \u2212 " + formatDecimal(static_cast<double>(days) / 30.0, 2) +
                                       " months \u00d7 " + money(m_scenario[ParamId::BurnSinceFiling]) + " = " + money(m_metrics.cashStartUsd));
        m_rows.row("the bridge", "the cash at the filing (" + m_scenario.filingDate.toIso() +
                                     ") in dollars, plus the money raised since, minus the burn over the " + std::to_string(days) + " days to the start (" +
                                     m_scenario.startDate.toIso() + ")");
    }

    void runway()
    {
        m_rows.section("Runway");
        if (m_metrics.runwayDays) {
            std::string value = months(*m_metrics.runwayMonths) + " (" + std::to_string(*m_metrics.runwayDays) + " days): cash out " + *m_metrics.cashOutDate;
            if (m_metrics.cashStartUsd < 0)
                value += "; the scenario starts without cash";
            m_rows.row("runway", value);
        } else {
            m_rows.row("runway", "the cash lasts beyond the " + std::to_string(m_scenario.horizonMonths()) + "-month horizon");
        }
        // MODEL.md §5 divides the cash by the whole first month's net burn; its one-off purchases are named apart.
        const bool bought = m_metrics.firstMonthCapexUsd > 0;
        m_rows.row("textbook runway", orReason(m_metrics.simpleRunwayMonths, "simple_runway_months", [bought](double v) {
                       return months(v) + (bought ? " (cash \u00f7 the first month's net burn, the accelerators bought included)"
                                                  : " (cash \u00f7 the first month's net burn)");
                   }));
        m_rows.row("first month's net burn",
                   bought ? money(m_metrics.firstMonthNetBurnUsd) + " = " + english(burnSplit(m_metrics)) : money(m_metrics.firstMonthNetBurnUsd));
        m_rows.row("ending cash", money(m_metrics.endingCashUsd) + " (after " + std::to_string(m_scenario.horizonMonths()) + " months)");
    }

    /// MODEL3.md §5's additions (a model-3 scenario only).
    void model3()
    {
        if (!m_metrics.model3)
            return;
        const Model3Metrics& m = *m_metrics.model3;
        m_rows.section("Model 3");
        m_rows.row("needs new money", orReason(m.ownCashRunwayDays, "own_cash_runway_days", [&](int d) {
                       return months(d / 30.0) + " (" + std::to_string(d) + " days): own cash out " + m_scenario.startDate.plusDays(d).toIso() +
                              " (only certain funding, no credit line)";
                   }));
        m_rows.row("funding counted", money(m.fundingCountedUsd) + " (events more likely than not, inside the horizon)");
        const std::string firstDraw =
            orReason(m.creditLineFirstDrawDay, "credit_line_first_draw_day", [](int d) { return "first drawn on day " + std::to_string(d); });
        if (m_scenario[ParamId::CreditLine] > 0)
            m_rows.row("credit line", money(m_scenario[ParamId::CreditLine]) + ": " + firstDraw + ", peak drawn " + money(m.creditLinePeakDrawnUsd) +
                                          ", interest " + money(m.interestTotalUsd));
        else
            m_rows.row("credit line", firstDraw); // MODEL3.md §5: null, and why
        m_rows.row("costs at the start", money(m.opexStartUsdPerMonth) + " a month of operating cost (training compute " +
                                             money(m.trainingComputeStartUsdPerMonth) + "); other revenue " + money(m.otherRevenueStartUsdPerMonth) +
                                             " a month");
        m_rows.row("fleet at the start", orReason(m.chipsFreeStart, "chips_free_start", [&](double free) {
                       return count(free) + " accelerators free for the programme, " + count(m.chipsBusy.value_or(0)) + " busy with other work";
                   }));
        m_rows.row("free tier's cash cost", money(m_metrics.day0.freeTierIncrementalCashUsd) + " on day 0, " + money(m.totalFreeTierIncrementalCashUsd) +
                                                " over the horizon (the cash the free tier makes the company spend; allocated by token share: " +
                                                money(m_metrics.day0.freeTierCashUsd) + " on day 0)");
        if (m_scenario[ParamId::ReplaceChips] != 0)
            m_rows.row("replacement", money(m.replacementCapexTotalUsd) + " of accelerators bought again over the horizon (" +
                                          money(m_metrics.day0.replacementCapexUsd) + " on day 0)");
        if (m_scenario[ParamId::Subscribers] > 0)
            m_rows.row("subscriptions", money(m.totalSubscriptionRevenueUsd) + " of revenue over the horizon");
        if (!m_scenario.isNull(ParamId::CompetitorPrice))
            m_rows.row("lost to the competitor", pct(m.paidTokensLostPct) + " of the paid tokens");
        m_rows.row("training compute", money(m.totalTrainingComputeUsd) + " over the horizon");
    }

    void fleet()
    {
        m_rows.section(m_scenario.owned() ? "Fleet (accelerators owned, bought as cash)" : "Fleet (serving paid by the token)");
        const auto chips = [](double v) { return count(v) + " accelerators"; };
        if (!m_scenario.owned()) { // the three fleet metrics are null for one reason: say it once
            m_rows.row("owned, bought, peak", orReason(m_metrics.chipsOwnedStart, "chips_owned_start", chips));
            m_rows.row("needed on day 0", chips(m_metrics.chipsNeeded) + "' worth of serving, paid by the token");
            return;
        }
        std::string owned = orReason(m_metrics.chipsOwnedStart, "chips_owned_start", chips);
        if (m_metrics.chipsOwnedStart)
            owned += m_scenario.isNull(ParamId::ChipsOwned) ? " (derived: the reported run of " + tokens(m_scenario[ParamId::RunTokens]) + " tokens a day at " +
                                                                  tokens(m_scenario[ParamId::TokensPerChip]) + " tokens per accelerator)"
                                                            : " (given: chips_owned)";
        m_rows.row("owned at the start", owned);
        m_rows.row("needed on day 0", chips(m_metrics.chipsNeeded));
        std::string bought = orReason(m_metrics.chipsBought, "chips_bought", chips);
        if (m_metrics.chipsBought) {
            bought += ", capex " + money(m_metrics.capexTotalUsd);
            if (m_metrics.day0.capexUsd > 0 && m_metrics.day0.capexUsd < m_metrics.capexTotalUsd)
                bought += " (" + money(m_metrics.day0.capexUsd) + " of it on day 0)";
            else if (m_metrics.day0.capexUsd > 0)
                bought += ", all on day 0";
        }
        m_rows.row("bought over the horizon", bought);
        m_rows.row("peak fleet", orReason(m_metrics.peakFleetChips, "peak_fleet_chips", chips));
    }

    void day0()
    {
        const DayFlows& d = m_metrics.day0;
        m_rows.section("Day 0 (" + m_scenario.startDate.toIso() + ")");
        m_rows.row("tokens", tokens(d.freeTokens) + " free + " + tokens(d.paidTokens) + " paid");
        const double other = m_metrics.model3 ? m_metrics.model3->otherRevenueStartUsdPerMonth / 30.0 : m_scenario[ParamId::OtherRevenue] / 30.0;
        const double subscriptions = d.subscriptionRevenueUsd;
        m_rows.row("revenue", money(d.revenueUsd) + " (paid tokens " + money(d.revenueUsd - other - subscriptions) + " + other revenue " + money(other) +
                                  (subscriptions > 0 ? " + subscriptions " + money(subscriptions) : std::string()) + ")");
        if (m_scenario.owned())
            m_rows.row("serving, cash", money(d.servingCashUsd) + " = power " + money(d.powerUsd) + " + capex " + money(d.capexUsd));
        else
            m_rows.row("serving, cash", money(d.servingCashUsd) + ", paid by the token (capacity_mode \"per_token\")");
        m_rows.row("serving, economic",
                   money(d.servingCostUsd) + (m_scenario.isNull(ParamId::ServingCost)
                                                  ? " (the accelerators written off over " + given(m_scenario[ParamId::ChipLife]) + " years, plus power)"
                                                  : " (at the given " + perMtok(m_scenario[ParamId::ServingCost]) + " per 1M tokens)"));
        m_rows.row("free tier", "costs " + money(d.freeTierCostUsd) + " to serve (economic cost); its list value is " + money(d.freeTierListValueUsd));
        m_rows.row("operating cost", money(d.opexUsd));
        m_rows.row("net burn", money(d.netBurnUsd) + " = serving cash + operating cost \u2212 revenue");
    }

    void rates()
    {
        m_rows.section("Per 1M tokens");
        const auto types = [](const TypeRates& r) {
            return "input " + perMtok(r.input) + ", output " + perMtok(r.output) + ", cached input " + perMtok(r.cachedInput);
        };
        m_rows.row("list price", perMtok(m_scenario[ParamId::Price]) + " at the reference mix; " + perMtok(m_metrics.effectivePriceUsdPerMtok) +
                                     " at this mix (" + types(m_metrics.typePrices) + ")");
        m_rows.row("serving cost", perMtok(m_metrics.servingCostUsdPerMtok) + (m_scenario.isNull(ParamId::ServingCost) ? " derived" : " given") + "; " +
                                       perMtok(m_metrics.effectiveServingCostUsdPerMtok) + " at this mix (" + types(m_metrics.typeServingCosts) + ")");
    }

    void unitEconomics()
    {
        m_rows.section("Unit economics (a paying account)");
        m_rows.row("paying accounts", count(m_metrics.payingAccounts) + " of " + count(m_scenario[ParamId::FreeAccounts]));
        m_rows.row("accounts at the cap", orReason(m_metrics.accountsAtCapPct, "accounts_at_cap_pct", pct));
        m_rows.row("ARPU", orReason(m_metrics.arpuUsdPerMonth, "arpu_usd_per_month", [](double v) { return money(v) + " a month"; }));
        m_rows.row("gross margin", orReason(m_metrics.grossMarginPct, "gross_margin_pct", pct));
        m_rows.row("LTV", orReason(m_metrics.ltvUsd, "ltv_usd", money));
        m_rows.row("CAC", orReason(m_metrics.cacUsd, "cac_usd",
                                   [](double v) { return money(v) + " (the free tier's cost a month \u00f7 the paying accounts it must win a month)"; }));
        m_rows.row("LTV/CAC", orReason(m_metrics.ltvToCac, "ltv_to_cac", [](double v) { return formatShort(v, 3); }));
        m_rows.row("payback", orReason(m_metrics.paybackMonths, "payback_months", months));
    }

    void breakEvens()
    {
        m_rows.section("Break-evens (day 0, all else equal)");
        m_rows.row("company break-even conversion", orReason(m_metrics.breakEvenConversionPct, "break_even_conversion_pct", pct));
        m_rows.row("company break-even price", orReason(m_metrics.breakEvenPriceUsdPerMtok, "break_even_price_usd_per_mtok", [&](double v) {
                       const double sliderTop = spec(ParamId::Price).sliderMax;
                       return perMtok(v) + (v > sliderTop ? ", which may lie far above the slider (it ends at " + perMtok(sliderTop) + ")" : std::string());
                   }));
        m_rows.row("profit-maximising price", orReason(m_metrics.profitMaximizingPriceUsdPerMtok, "profit_maximizing_price_usd_per_mtok", perMtok));
        m_rows.row("programme contribution", money(m_metrics.programContributionUsdPerDay) + " a day (paid margin \u2212 the free tokens' serving cost)");
        m_rows.row("free-tier break-even conversion", orReason(m_metrics.programBreakEvenConversionPct, "program_break_even_conversion_pct",
                                                               [](double v) { return pct(v) + " (the free tier pays for itself)"; }));
        if (const Message rule = ruleOfThumbNote(m_scenario, m_metrics); !rule.empty())
            m_rows.row("note", english(rule));
    }

    void quota()
    {
        m_rows.section("The free quota, as the articles see it");
        m_rows.row("list value of the quota", money(m_metrics.quotaListValueUsdPerDay) + " a day (the articles' headline)");
        m_rows.row("quota used", orReason(m_metrics.quotaUtilizationPct, "quota_utilization_pct",
                                          [&](double v) { return pct(v) + " of " + tokens(m_scenario[ParamId::FreeQuota]) + " tokens a day"; }));
        m_rows.row("free tier share of burn", orReason(m_metrics.freeTierSharePct, "free_tier_share_of_burn_pct", pct));
        m_rows.row("list-value runway", orReason(m_metrics.listValueRunwayMonths, "list_value_runway_months",
                                                 [](double v) { return months(v) + " (as if the whole quota were paid for in cash)"; }));
    }

    void totals()
    {
        m_rows.section("Totals over " + std::to_string(m_scenario.horizonMonths()) + " months");
        m_rows.row("revenue", money(m_metrics.totalRevenueUsd));
        m_rows.row("free tier: economic cost", money(m_metrics.totalFreeTierCostUsd));
        m_rows.row("free tier: list value", money(m_metrics.totalFreeTierListValueUsd));
        m_rows.row("capex", money(m_metrics.capexTotalUsd));
    }
};

} // namespace

int runCommand(std::span<const std::string> args, Io& io)
{
    return withScenario(args, {"--format", "--monthly-csv"}, io, [&](ScenarioCommand& command) -> int {
        Args& a = command.args;
        const Format format = command.format;
        const Scenario& scenario = command.scenario;

        const SimulationResult result = simulate(scenario);
        if (auto csvPath = a.value("--monthly-csv")) {
            libraryPath(a); // the library (--db, TOKEN_RUNWAY_DB or the default) is never an output
            if (auto problem = writeFileAtomically(*csvPath, monthlyCsv(scenario, result)))
                return reportProblems(io, {*problem});
        }
        if (format == Format::Json) {
            Json out{{"scenario", scenarioToJson(scenario)}, {"metrics", metricsToJson(result.metrics)}};
            io.out << jsonOutputText(out) << '\n';
        } else {
            io.out << Report(scenario, result.metrics).text();
        }
        return kExitOk;
    });
}

} // namespace runway::cli
