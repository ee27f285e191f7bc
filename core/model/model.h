#pragma once
// The cost model of MODEL.md §2–§5 (model 2): serving cost and the token mix, cash at the
// start, the daily simulation with the owned fleet, the monthly series and every metric.
// Plain functions of a Scenario; no state. Model 1 (`@1` documents) is model 2 with model 1's
// values (Scenario::model1Defaults): the same operations give its results bit for bit.

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/scenario/scenario.h"
#include "core/text/message.h"

namespace runway {

/// The flows of one day, or their sum over a month (MODEL.md §4), in tokens and US dollars.
struct DayFlows {
    double freeTokens = 0;
    double paidTokens = 0;
    double revenueUsd = 0;
    double servingCostUsd = 0;       ///< economic serving cost: tokens × SC_eff / 1e6
    double powerUsd = 0;             ///< owned: the fleet's electricity (0 per token)
    double capexUsd = 0;             ///< owned: accelerators bought that day (0 per token)
    double servingCashUsd = 0;       ///< cash paid for serving: power + capex (owned) or the economic cost (per token)
    double freeTierCostUsd = 0;      ///< economic cost of the giveaway: free × SC_eff / 1e6
    double freeTierListValueUsd = 0; ///< revenue forgone at list price: free × P_eff / 1e6
    double opexUsd = 0;
    double netBurnUsd = 0; ///< serving cash + opex − revenue
    /// The free tier's share of the cash spent on serving: serving cash × free / tokens, 0 without
    /// tokens (MODEL.md 2.1 §5, day0.free_tier_cash_usd; its monthly sum in the series).
    double freeTierCashUsd = 0;
    // Model 3 (MODEL3.md §4, §5's day0 additions); 0 in a model-2 day.
    double otherOpexUsd = 0;               ///< the operating cost apart from training compute (§4b)
    double trainingComputeUsd = 0;         ///< training compute (§4b); opex = other opex + training
    double subscriptionRevenueUsd = 0;     ///< §4e, inside revenue
    double subscriptionCostUsd = 0;        ///< §4e, inside net burn
    double replacementCapexUsd = 0;        ///< §4c, inside capex
    double interestUsd = 0;                ///< §4d: a financing flow, not part of net burn
    double freeTierIncrementalCashUsd = 0; ///< §4g: serving cash − the no-free-tier run's

    DayFlows& operator+=(const DayFlows& o);
};

/// One row of the monthly series: sums over days 30m … 30m+29 and cash(30m+29).
struct MonthRow {
    int month = 0;
    DayFlows sums;
    double fundingUsd = 0;  ///< funding that arrived in this month
    double chipsBought = 0; ///< accelerators bought during the month (owned)
    double fleetEnd = 0;    ///< fleet(30m + 29) (owned; 0 per token)
    double cashEndUsd = 0;
    // Model 3 (MODEL3.md §5's monthly additions); 0 in a model-2 run.
    double subscribersEnd = 0; ///< subs(30m + 29)
    double drawnEndUsd = 0;    ///< the credit line's drawn balance, drawn(30m + 29)
    double ownCashEndUsd = 0;  ///< the own-cash run's cash(30m + 29) (§4d)
};

/// The metrics model 3 adds (MODEL3.md §5), for a model-3 scenario. Empty optionals are nulls.
struct Model3Metrics {
    std::optional<double> bridgeBurnUsd; ///< §3b's bridge_burn; null when cash_usd is a number
    double opexStartUsdPerMonth = 0;     ///< opex(0) × 30
    double trainingComputeStartUsdPerMonth = 0;
    double otherRevenueStartUsdPerMonth = 0;
    std::optional<double> chipsFreeStart; ///< avail (§4c); null per token
    std::optional<double> chipsBusy;      ///< busy (§4c); null per token
    double replacementCapexTotalUsd = 0;
    std::optional<int> ownCashRunwayDays; ///< the own-cash run's first day below zero (§4d)
    std::optional<double> ownCashRunwayMonths;
    double fundingCountedUsd = 0; ///< the events the deterministic run counts, inside the horizon
    double creditLinePeakDrawnUsd = 0;
    std::optional<int> creditLineFirstDrawDay;
    double interestTotalUsd = 0;
    double totalSubscriptionRevenueUsd = 0;
    double totalTrainingComputeUsd = 0;
    double totalFreeTierIncrementalCashUsd = 0;
    double paidTokensLostPct = 0; ///< lost × 100 (§4f)
};

/// The three token types' prices or serving costs in $ per 1M tokens (MODEL.md §3a).
struct TypeRates {
    double input = 0;
    double output = 0;
    double cachedInput = 0;
};

/// Every metric of MODEL.md §5. Empty optionals are the nulls of MODEL.md.
struct Metrics {
    double servingCostUsdPerMtok = 0;          ///< SC
    double effectivePriceUsdPerMtok = 0;       ///< P_eff = P × IP
    double effectiveServingCostUsdPerMtok = 0; ///< SC_eff = SC × IC
    TypeRates typePrices;
    TypeRates typeServingCosts;
    double cashStartUsd = 0;
    DayFlows day0;
    double quotaListValueUsdPerDay = 0;
    std::optional<double> quotaUtilizationPct;
    double chipsNeeded = 0;
    std::optional<double> chipsOwnedStart; ///< owned only
    std::optional<double> chipsBought;
    std::optional<double> peakFleetChips;
    double capexTotalUsd = 0;
    double firstMonthNetBurnUsd = 0;
    /// first_month_capex_usd: the accelerators bought over days 0–29 (replacements included), one-off
    /// purchases inside first_month_net_burn_usd.
    double firstMonthCapexUsd = 0;
    /// first_month_recurring_burn_usd: first_month_net_burn_usd − first_month_capex_usd, the burn that recurs.
    double firstMonthRecurringBurnUsd = 0;
    /// cash_start / first_month_net_burn_usd (MODEL.md §5, the "textbook runway"): the model divides by the
    /// whole first month's net burn, one-off purchases included; burnSplit() says how much of it they are.
    std::optional<double> simpleRunwayMonths;
    std::optional<int> runwayDays;
    std::optional<double> runwayMonths;
    std::optional<std::string> cashOutDate;
    double endingCashUsd = 0;
    double totalRevenueUsd = 0;
    double totalFreeTierCostUsd = 0;
    double totalFreeTierListValueUsd = 0;
    std::optional<double> breakEvenConversionPct;
    std::optional<double> breakEvenPriceUsdPerMtok;
    std::optional<double> profitMaximizingPriceUsdPerMtok;
    double programContributionUsdPerDay = 0;
    std::optional<double> programBreakEvenConversionPct;
    std::optional<double> freeTierSharePct;
    std::optional<double> listValueRunwayMonths;
    std::optional<double> accountsAtCapPct;
    double payingAccounts = 0;
    std::optional<double> grossMarginPct;
    std::optional<double> arpuUsdPerMonth;
    std::optional<double> ltvUsd;
    std::optional<double> cacUsd;
    std::optional<double> ltvToCac;
    std::optional<double> paybackMonths;
    bool infeasible = false;
    std::vector<Message> warnings;
    /// metric key → one sentence saying why it is null, for every null metric (MODEL.md §5).
    std::map<std::string, Message> nullReasons;

    /// runway_months, or horizon_months when the cash lasts (MODEL.md §5).
    double runwayMonthsCapped = 0;
    /// MODEL3.md §5's additions, for a model-3 scenario only (a model-1 or model-2 scenario's output stays
    /// exactly as it was).
    std::optional<Model3Metrics> model3;
};

struct ViewSeries; // core/model/chartseries.h

struct SimulationResult {
    Metrics metrics;
    std::vector<MonthRow> monthly;   ///< horizon_months rows
    std::vector<double> dailyCash;   ///< cash(d) for d = 0 … N−1
    std::vector<double> dailyTokens; ///< free + paid tokens served on day d = 0 … N−1 (the fleet's need)
    /// The series the dashboard's views draw (the simple and the articles' view, the programme curve,
    /// the capacity series, the cap's funnel), computed once per change with the result
    /// (simulateWithSeries, chartseries.h): the views only copy them. Null from simulate() alone.
    std::shared_ptr<const ViewSeries> views;
};

/// chip_capex / (life × 365) + kW × 24 × PUE × $/kWh: one accelerator's economic cost per day (MODEL.md §3).
double chipCostPerDay(const Scenario& s);
/// kW × 24 × PUE × $/kWh: one powered accelerator's electricity per day (MODEL.md §4).
double chipPowerPerDay(const Scenario& s);
/// chip_cost_per_day / (tokens_per_chip_per_day × software_speedup) × 1e6 (MODEL.md §3).
double derivedServingCostPerMtok(const Scenario& s);
/// SC in $ per 1M tokens at the reference mix: the given value, or the derived one (MODEL.md §3).
double servingCostPerMtok(const Scenario& s);

/// The token-mix indices of MODEL.md §3a: IP = wp(s,h) / wp(0.25,0), IC = wc(s,h) / wc(0.25,0),
/// and the reference blends wp(0.25,0), wc(0.25,0) (per-type rates are P / wp, SC / wc).
struct MixIndices {
    double ip = 1, ic = 1;
    double wpReference = 1, wcReference = 1;
};
MixIndices mixIndices(const Scenario& s);

/// cash_start of MODEL.md §3b: cash_usd, or filing cash ÷ rate + raised − bridge burn (MODEL3.md §3b).
double cashAtStart(const Scenario& s);
/// MODEL3.md §3b's bridge_burn: burn × days / 30 while flows_measured_on is null (model 2), else the sum
/// of b(t) = B/30 + [opex(t) − opex(−M)] − [other(t) − other(−M)] over t = −L … −1, in order of t.
double bridgeBurn(const Scenario& s);
/// MODEL3.md §4b's day formulas for any day d (negative before the start): other_opex(d) + training(d),
/// training(d) and other(d), each a day's amount in US dollars.
double opexOnDay(const Scenario& s, double d);
double trainingOnDay(const Scenario& s, double d);
double otherRevenueOnDay(const Scenario& s, double d);
/// MODEL3.md §9's back-test: the sum of other(t) over the 365 days of calendar 2025, t counted from the start date.
double revenueIn2025(const Scenario& s);
/// MODEL3.md §4f's share of the paid tokens lost to the competitor (0 … 1).
double competitorLoss(const Scenario& s);
/// The days from filing_date to start_date (MODEL.md §3b).
long long daysSinceFiling(const Scenario& s);
/// The fleet at the start (MODEL.md §4): chips_owned, or ceil(run_tokens / tokens_per_chip − 1e-9).
double fleetAtStart(const Scenario& s);
/// e = (P / P_ref)^ε, 1 when ε = 0 (MODEL.md §4).
double elasticityFactor(const Scenario& s);

/// The per-account cap of MODEL.md §4a for the demand F of the accounts that do not pay:
/// within = W, above = X, atCap = the share of those accounts at the cap.
struct CapSplit {
    double within = 0;
    double above = 0;
    double atCap = 0;
};
/// `F` tokens a day over `accounts` non-paying accounts (n_f), cap `cap` (K), log-σ `sigma`.
CapSplit splitAtCap(double F, double accounts, double cap, double sigma);
/// The standard normal CDF Φ(x) = erfc(−x/√2) / 2.
double normalCdf(double x);

/// The first month's net burn with its one-off purchases apart, as the burn card, the Burn chart, the
/// report and the CLI say it: "$31.1M / month recurring + $159.5M of accelerators on day 0" (context
/// "Burn"); "$31.2M / month" when nothing is bought in the first month.
Message burnSplit(const Metrics& m);

/// The student's rule of thumb for the free-tier break-even (MODEL.md §5): 100 × SC / P at the list price
/// and the reference mix, with the one-line reason it differs from program_break_even_conversion_pct —
/// this token mix, the price elasticity, the per-account cap, a quota that binds at that conversion —
/// or that it is the same (context "RuleOfThumb"). Empty, and so not shown, when the programme has no
/// break-even, the price is 0, or the two differ for none of those reasons.
Message ruleOfThumbNote(const Scenario& s, const Metrics& m);

/// Why the runway barely moves with the price (issue 26), in one short line for the runway card
/// ("ε = −1: same revenue at any price"): at price
/// elasticity −1 a paying account spends the same at any price (MODEL.md §5), so the revenue stays
/// put while the price moves; said when ε = −1 and serving the paid tokens is under a tenth of day 0's
/// economic costs (serving + operating), the only part of the burn the price still moves. Empty
/// otherwise (context "Runway").
Message priceElasticityNote(const Scenario& s, const Metrics& m);

/// The full daily simulation: metrics, monthly series and the daily cash path and tokens.
SimulationResult simulate(const Scenario& s);
/// Metrics only, without keeping any series: for analyses that run the model thousands of times.
Metrics computeMetrics(const Scenario& s);
/// Every day's flows, d = 0 … N−1 (the fleet is carried from day to day): for the tests and
/// "show the math".
std::vector<DayFlows> dailyFlows(const Scenario& s);
/// How many runs of the daily model (simulate, computeMetrics, dailyFlows) the calling thread has
/// made: for the tests that hold the window to its budget per edit (at most two per slider tick).
std::uint64_t modelRunsOnThisThread();

/// "The articles' view" for the runway chart: cash(d) if the whole free quota were spent at
/// list price every day (cash_start − (d+1) × quota_list_value_usd_per_day, plus funding),
/// nothing else counted; d = 0 … N−1. Its zero crossing is list_value_runway_months.
std::vector<double> listValueCashPath(const Scenario& s);

/// Day 0's programme contribution at conversion `conversionPct` (everything else from `s`):
/// paid × (P_eff − SC_eff) / 1e6 − free × SC_eff / 1e6 (MODEL.md §5).
double programContributionAt(const Scenario& s, double conversionPct);
/// The same at list price `price` (the price also moves paid demand by the elasticity).
double programContributionAt(const Scenario& s, double conversionPct, double price);

} // namespace runway
