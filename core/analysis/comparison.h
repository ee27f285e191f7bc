#pragma once
// Scenarios side by side (issue 26 item 3): the rows the window's Compare view, its PDF and CSV
// exports and `token-runway compare` all show, in one place. Each row is a metric of MODEL.md §5
// (as `run --format json` writes it) or a figure of the Monte Carlo odds (as `montecarlo --format
// json` writes it); a row without a number says why (the metric's null reason, or the odds').

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/analysis/montecarlo.h"
#include "core/model/model.h"
#include "core/scenario/jsonfwd.h"
#include "core/scenario/scenario.h"
#include "core/text/message.h"

namespace runway {

/// One compared scenario: its name, the scenario, its result and (once computed) its odds at the
/// window's settings (MonteCarloOptions' defaults: the same seed and sample count everywhere). The
/// result is whoever computed it's (the window's document, the comparison set, the CLI): the page of
/// the comparison draws the cash paths from it, the first with its series (simulateWithSeries).
struct ComparedRun {
    std::string name;
    Scenario scenario;
    std::shared_ptr<const SimulationResult> result;
    std::optional<MonteCarloResult> odds; ///< empty while they are being computed

    const Metrics& metrics() const { return result->metrics; }
};

/// Where a row's number comes from.
enum class ComparisonSource { Metric, Odds };

/// One row of the comparison.
struct ComparisonRow {
    /// The metric's key as metricByKey() reads it ("cash_start_usd", "day0.capex_usd"), or the odds'
    /// key in `montecarlo --format json` ("p_cash_out_12m", "runway_months_percentiles.50").
    std::string_view key;
    ComparisonSource source = ComparisonSource::Metric;
    MessageKey caption;       ///< "Cash on hand at the start"
    Unit unit = Unit::None;   ///< how the number reads (the odds' shares are fractions: Unit::None)
    std::string_view csvUnit; ///< the unit in the CSV's row header: "USD", "USD per day", "months"
};

/// The rows in the order every front-end shows them: cash on hand, the runway (base case), the
/// odds' median runway and its 90 % interval (P5, P95), the odds of running out within 12 and 24
/// months, the free tier's cash cost on day 0, the accelerators bought on day 0, LTV / CAC.
const std::vector<ComparisonRow>& comparisonRows();
/// The row with `key`, or nullptr.
const ComparisonRow* findComparisonRow(std::string_view key);

/// The row's number for `run`: the metric, or the odds' figure; empty when there is none.
std::optional<double> comparisonValue(const ComparedRun& run, const ComparisonRow& row);
/// Why the row has no number for `run`: the metric's null reason (MODEL.md §5), the odds still
/// being computed, or no future of the odds being representable. Empty when it has a number.
Message comparisonNoValue(const ComparedRun& run, const ComparisonRow& row);

/// The comparison as CSV (RFC 4180, UTF-8, lines ending in CRLF): a header "metric,key,<name>…",
/// then the model row, one row per comparisonRows() entry and one row per parameter that differs
/// between any two of the scenarios. Numbers in plain machine form (shortest exact digits, "."
/// decimal, no grouping), the unit in the row's caption; a cell without a number holds the reason.
/// `say` writes a message in the output's language (english() for the CLI).
std::string comparisonCsv(std::span<const ComparedRun> runs, std::string (*say)(const Message&));

/// The comparison as JSON: {"samples", "seed", "scenarios": [{"name", "model", "metrics",
/// "null_reasons", "montecarlo", "differs_from_first"}]}. "metrics" holds exactly the keys and values
/// `run --format json` writes for the rows' metrics (day-0 ones inside "day0"), "montecarlo" those
/// `montecarlo --format json` writes for the odds' rows.
Json comparisonJson(std::span<const ComparedRun> runs);

/// The odds at the window's settings (runMonteCarlo with MonteCarloOptions' seed and samples).
std::optional<MonteCarloResult> comparisonOdds(const Scenario& s, int samples = MonteCarloOptions{}.samples, const RunControl& control = {});

} // namespace runway
