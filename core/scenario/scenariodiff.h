#pragma once
// What changed between two scenarios, parameter by parameter (the library's history view
// and `scenarios history`). Values are shown as text in the scenario file's own terms.

#include <string>
#include <vector>

#include "core/scenario/scenario.h"

namespace runway {

/// One changed value: `key` is a parameter key ("price_usd_per_mtok"), or
/// "uncertainty.<key>" for one parameter's distribution. Absent values read "none".
struct ParamChange {
    std::string key;
    std::string before;
    std::string after;
    std::string label;      ///< the parameter's English label ("Fixed operating cost"; "Uncertainty of Conversion")
    std::string beforeText; ///< `before` as a person reads it, with its unit ("$35.3M per month")
    std::string afterText;
    friend bool operator==(const ParamChange&, const ParamChange&) = default;
};

/// Every difference from `before` to `after`, in MODEL.md §1's parameter order; empty when equal.
std::vector<ParamChange> diffScenarios(const Scenario& before, const Scenario& after);

/// The display text of one parameter's value in `s` (numbers as in the file, "derived" for
/// a derived serving cost, funding as its JSON list).
std::string paramValueText(const Scenario& s, ParamId id);

/// The same value as a person reads it, in English with its unit: "$35.3M per month", "3 %",
/// "100T tokens per day", "$0.10 per 1M tokens", "derived", "$500M in month 3". The window
/// writes its own (translated) text from the values; the CLI's text output uses this one.
std::string paramDisplayText(const Scenario& s, ParamId id);

/// A number of `id` in its display form with its unit (what paramDisplayText writes for a value).
std::string valueDisplayText(ParamId id, double v);

/// The defaults a scenario's values are compared with: model 1's for an `@1` document, model 2's
/// otherwise (what "changed" means on a parameter's badge and in the report's assumptions table).
Scenario defaultsFor(const Scenario& s);

/// Whether `id` holds something else than defaultsFor(s) does: another number, a value where the
/// default is derived (null) or the reverse, another date, capacity mode or funding list.
bool isChangedFromDefault(const Scenario& s, ParamId id);
/// The same against defaults the caller already holds (defaultsFor(s)): a panel refreshing every
/// control on each slider step builds them once, not once per parameter.
bool isChangedFromDefault(const Scenario& s, const Scenario& defaults, ParamId id);

} // namespace runway
