#pragma once
// The model's series behind the dashboard's charts that are not a simulation output as such:
// the free-tier programme curve, the articles' and the simple view, the capacity series and the
// cap's funnel. The document computes them once per change (simulateWithSeries) and publishes them
// with the result; the chart adapters only copy them.

#include <optional>
#include <span>
#include <vector>

#include "core/model/model.h"
#include "core/scenario/scenario.h"

namespace runway {

/// Day 0's programme contribution (programContributionAt, US$ per day) against conversion,
/// at `points` even steps from 0 to maxConversionPct, a range that always shows the scenario's
/// conversion and the programme's break-even: max(20 %, the conversion, 1.2 × the break-even)
/// rounded up to a multiple of 5, at most 100 %.
struct ProgrammeCurve {
    double maxConversionPct = 20;
    double stepPct = 0.1;                      ///< maxConversionPct / (points − 1)
    std::vector<double> conversionsPct;        ///< stepPct × i, i = 0 … points − 1
    std::vector<double> contributionUsdPerDay; ///< programContributionAt(s, conversionsPct[i])
};
/// The conversion axis of the programme chart and of the what-if map, so that both always hold the
/// scenario's conversion and the free-tier break-even: max(20 %, the conversion, 1.2 × the break-even)
/// rounded up to a multiple of 5, at most 100 %. On the defaults (break-even 30.7494 %) 40 %.
double conversionAxisMaxPct(const Scenario& s, std::optional<double> breakEvenPct);
/// `breakEvenPct`: the scenario's program_break_even_conversion_pct (none when it has none).
ProgrammeCurve programmeCurve(const Scenario& s, std::optional<double> breakEvenPct, int points = 201);
/// The same, computing the break-even with the model.
ProgrammeCurve programmeCurve(const Scenario& s, int points = 201);

/// "The articles' view": cash(d) if the whole free quota were spent at list price every day
/// (listValueCashPath), and the first day it is below zero (none when it never is).
struct ArticlesView {
    std::vector<double> cash;
    std::optional<int> outOfCashDay;
};
ArticlesView articlesView(const Scenario& s);

/// "The simple view": the scenario's cash path on model 1's assumptions (Scenario::model1View:
/// $1B raised, flat costs, serving paid by the token, demand deaf to price), and the day it runs
/// out (none when it lasts the horizon).
struct SimpleView {
    std::vector<double> cash;
    std::optional<int> runwayDays;
};
SimpleView simpleView(const Scenario& s);

/// The Capacity chart (owned mode, MODEL.md §4), per month m (from `r`'s monthly rows and daily tokens): the fleet at the month's end
/// (fleet(30m + 29)), the most accelerators any day of the month needs (max need(d)), the
/// accelerators bought in it and what they cost, and the idle ones at the month's end (fleet −
/// need(30m + 29): chips bought for the free tier keep drawing power after it ends). Empty in
/// per-token mode, where the company owns no fleet.
struct CapacitySeries {
    std::vector<double> fleetEnd, neededPeak, bought, capexUsd, idleEnd;
    double fleetStart = 0; ///< the fleet before day 0 (chips_owned or derived)
};
CapacitySeries capacitySeries(const Scenario& s, const SimulationResult& r);

/// The per-account cap's funnel on day 0 (MODEL.md §4a): the free tier's accounts, the
/// non-paying ones and those of them at the cap, the non-paying demand F(0) split into the tokens
/// within the cap (W) and above it (X, of which a share is paid for), and the accounts that pay
/// (paying_accounts). None without a cap.
struct CapFunnel {
    double accounts = 0;          ///< n = free_accounts
    double nonPayingAccounts = 0; ///< n_f = (1 − c) × n
    double atCapAccounts = 0;     ///< at_cap(0) × n_f
    double freeDemandTokens = 0;  ///< F(0) = (1 − c) × D(0), tokens per day
    double withinCapTokens = 0;   ///< W, tokens per day (before the pooled quota)
    double aboveCapTokens = 0;    ///< X = F − W
    double payingAccounts = 0;    ///< the metric paying_accounts
};
std::optional<CapFunnel> capFunnel(const Scenario& s, const Metrics& m);

/// The points of the programme curve the dashboard draws.
inline constexpr int kProgrammePoints = 201;

/// Day 0's intermediate numbers the panels show beside the metrics ("show the math", the
/// derived serving cost under its toggle).
struct DayZeroSteps {
    MixIndices mix;                          ///< IP, IC and the reference blends (MODEL.md §3a)
    double elasticityFactor = 1;             ///< e (MODEL.md §4)
    double derivedServingCostUsdPerMtok = 0; ///< derivedServingCostPerMtok, also when a serving cost is typed
    double chipCostUsdPerDay = 0;            ///< chipCostPerDay
    std::optional<CapSplit> capSplit;        ///< with a cap: F(0) over the non-paying accounts (splitAtCap)
};

/// Every derived series the dashboard's views draw, for one scenario and its result.
struct ViewSeries {
    ArticlesView articles;
    SimpleView simple;        ///< empty for a model-1 scenario: its own cash line is the simple view
    ProgrammeCurve programme; ///< kProgrammePoints points, through the result's break-even
    CapacitySeries capacity;
    std::optional<CapFunnel> funnel;
    DayZeroSteps steps;
};
/// The series of `s` whose simulate() result is `r` (the simple view runs the model once more, for
/// model 2 only; the others are formulas on `s` and `r`).
ViewSeries viewSeries(const Scenario& s, const SimulationResult& r);
/// simulate(s) with its views' series attached (SimulationResult::views): what the document
/// publishes after each change, and what a report or a test hands the charts. Two model runs for a
/// model-2 scenario (the result, the simple view), one for model 1.
SimulationResult simulateWithSeries(const Scenario& s);
/// `r` (simulate(s)) with the series attached.
SimulationResult withSeries(const Scenario& s, SimulationResult r);

/// A series of (key, value) points.
struct Series {
    std::vector<double> keys, values;
};

/// The points of (keys, values) before values first drop below `floor`, then, when the drop
/// comes after at least one point, the exact crossing of `floor`, interpolated linearly in the
/// key: a line that ends where it leaves a plot through its floor. `out` is overwritten (its
/// storage reused). keys and values have the same length.
void clipAtFloor(std::span<const double> keys, std::span<const double> values, double floor, Series& out);

/// Drops the points a straight line through its neighbours already draws: afterwards every
/// dropped point lies within `tolerance` (in values) of the segment between the points kept
/// either side of it. The first and last points stay; keys must increase (where they do not,
/// nothing there is dropped). A daily path of piecewise steady flows keeps a few points a month.
void thinCollinear(Series& s, double tolerance);

} // namespace runway
