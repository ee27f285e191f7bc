#pragma once
// The rule book: every rule a scenario must keep (MODEL.md §1 and §6), stated once. The JSON
// reader, --set, the library and the window's document all call validate(); nothing else
// states a limit or a cross-field rule. Each problem carries a stable code and its arguments
// (core/util/problem.h) and its message: a key with typed arguments (the parameter, its values in
// its unit), which the CLI writes in English and the window in its language.

#include "core/scenario/scenario.h"
#include "core/util/problem.h"

namespace runway {

struct Metrics;

/// Every rule `s` breaks, in the parameter table's order; empty when the scenario is valid:
/// - each numeric value that is not null is finite, inside its hard limits and whole where the
///   key takes whole numbers; free_tier_months is at most the horizon;
/// - name 1–200 and notes at most 10,000 characters of UTF-8 without NUL; no control character
///   in the name, none in the notes but tab and line feed;
/// - dates inside 2000-01-01 … 2100-12-31; a derived cash needs filing_date ≤ start_date;
/// - owned capacity derives its serving cost (a typed one is refused);
/// - at most 100 funding events, months 0 … 119, amounts 0 … 1e13;
/// - each distribution: an uncertain-able key, low ≤ high inside the key's limits, a lognormal
///   with 0 < low < high, a mode only for a triangular and inside low … high (without a mode
///   a triangular peaks at the scenario's value, which a null key does not have; that value may
///   lie outside the range: MODEL.md 2.1 §6), no uncertain serving cost in owned mode.
/// It never runs the model: the one rule that needs the model's numbers is overflowProblems().
Problems validate(const Scenario& s);

/// The overflow rule, on the metrics of a run of the model the caller makes anyway (the window's
/// document checks its one run per edit): each key's hard limits still allow combinations whose
/// quotients overflow a double (chip_life_years 1e-310, tokens_per_chip_per_day × software_speedup
/// 1e-300, filing_cash_cny / cny_per_usd 1e-300). Empty when every metric of `m` is a finite
/// number; else one Overflow problem naming the first metric that is not (firstNonFiniteMetric) at
/// the keys that cause it (found by running the model again, only then).
Problems overflowProblems(const Scenario& s, const Metrics& m);

/// validate(s), then, when it keeps every rule, overflowProblems() on one run of the model: the
/// whole rule book, for the readers (files, --set, the library, claims' overrides, a dialog's check).
Problems validateWithModel(const Scenario& s);

/// Whether `s` keeps every rule, the overflow rule included (validateWithModel(s) is empty).
inline bool isValid(const Scenario& s)
{
    return validateWithModel(s).empty();
}

/// The message of a rule's problem from its code and arguments (what validate() and the readers
/// write into Problem::message): each rule's sentence, once, context "Problems".
Message ruleMessage(ProblemCode code, const ProblemArgs& args);

/// A problem of `code` at `where` with its message.
Problem ruleProblem(ProblemCode code, std::string where, ProblemArgs args);

} // namespace runway
