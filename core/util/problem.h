#pragma once
// Errors as values: every problem names where it is and what is wrong. A problem found by a
// scenario rule also carries a stable code and its arguments. The message is a Message (a key
// with typed arguments, core/text/message.h): the CLI prints its English, the window renders it
// in its own language (ui/format/problemtext.cpp). Text that is no sentence of core's (an OS
// error, SQLite's words) is an argument written as it is.

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/text/message.h"

namespace runway {

/// The rule a problem breaks. Stable: tests, the window's translations and scripts use it.
enum class ProblemCode {
    Other, ///< not a scenario rule: a file, JSON syntax, a command-line option, the library
    // The document's shape (found by the JSON reader and --set)
    NotAnObject,   ///< the scenario is not a JSON object
    UnknownKey,    ///< args.key: the key; args.other: the closest known key, or empty
    WrongType,     ///< args.key, args.text: what was found
    SchemaUnknown, ///< args.text: the schema found
    Model2Key,     ///< args.key: a model-2 key (or cash_usd null) in an @1 document
    NotADate,      ///< args.key, args.text: the text that is not YYYY-MM-DD
    UnknownChoice, ///< args.key, args.text: not one of the key's words (capacity_mode)
    // validate(): the rules of MODEL.md §1 and §6 on a Scenario
    OutOfLimits,               ///< args.key, value, low, high (high of free_tier_months: the horizon, other: horizon_months)
    NotWhole,                  ///< args.key, value: a key that takes whole numbers
    BeyondHorizon,             ///< free_tier_months: value above args.high = horizon_months (args.other)
    TextHasNul,                ///< args.key
    TextNotUtf8,               ///< args.key, index: 1-based byte position, text: the byte as \xNN
    TextLength,                ///< args.key, index: the length in characters, low … high: the allowed lengths
    TextControl,               ///< args.key, index: 1-based byte position, text: the character as \xNN or \uNNNN
    DateOutOfLimits,           ///< args.key, text: the date
    FilingAfterStart,          ///< filing_date (text) after start_date (args.other): a derived cash needs filing ≤ start
    OwnedWithServingCost,      ///< owned capacity and a typed serving cost (args.other: capacity_mode)
    TooManyFundingEvents,      ///< index: the count; high: the most allowed
    FundingMonth,              ///< index: the event; value: its month; low … high: 0 … 119
    FundingAmount,             ///< index: the event; value: its amount; low … high
    CannotBeUncertain,         ///< args.key
    DistLowOutOfLimits,        ///< args.key, value: low, and the key's limits in low … high
    DistHighOutOfLimits,       ///< args.key, value: high, and the key's limits
    DistLowAboveHigh,          ///< args.key, low, high
    LognormalBounds,           ///< args.key, low, high: a lognormal needs 0 < low < high
    ModeNotTriangular,         ///< args.key: only a triangular distribution has a mode
    ModeOutsideRange,          ///< args.key, value: the written mode, low, high
    ModeNeeded,                ///< args.key: a triangular without a mode on a key that is null has no value to peak at
    UncertainServingCostOwned, ///< uncertainty of serving_cost_usd_per_mtok in owned mode
    Overflow,                  ///< args.text: the metric that would not be finite
    // Model 3 (MODEL3.md §0, §1)
    Model3Key,          ///< args.key: a model-3 key (or funding[i].probability_pct / .label) in an @2 (index 2) or @1 (index 1) document
    MeasuredAfterStart, ///< args.key: a measured date (text) after start_date (otherText)
    GrowthWithoutLevel, ///< args.key: a growth of −100 % on a flow measured (args.other, text) after the filing, with a derived cash
    FundingProbability, ///< index: the event; value: its probability_pct; low … high: 0 … 100
    FundingLabel,       ///< index: the event; high: the most characters
    UncertainNullKey,   ///< args.key: an uncertain competitor_price_usd_per_mtok while the scenario's value is null
};

/// Whose problem it is: the user's input (fix it and run again: exit 2) or the machine's
/// (a lock held too long, a full disk, an I/O error, no memory; the same input may work on a
/// retry: exit 1). Scripts tell "retry" from "fix your input" by it.
enum class ProblemKind { Input, Environment };

/// The arguments of a rule's problem: which keys, which value, which limits.
struct ProblemArgs {
    ProblemArgs() = default;
    ProblemArgs(std::string key_, // NOLINT(google-explicit-constructor): brace lists {key, other, value, low, high} read best
                std::string other_ = {}, std::optional<double> value_ = {}, std::optional<double> low_ = {}, std::optional<double> high_ = {})
        : key(std::move(key_))
        , other(std::move(other_))
        , value(value_)
        , low(low_)
        , high(high_)
    {
    }

    std::string key;   ///< the parameter key (MODEL.md's name), or empty
    std::string other; ///< the key it conflicts with, or empty
    std::optional<double> value;
    std::optional<double> low;
    std::optional<double> high;
    long long index = -1;  ///< a funding event, a byte position, a count or a length
    std::string text;      ///< a date, the type found, a metric key …
    std::string otherText; ///< the other key's value as text (the start date a filing date is after)
    friend bool operator==(const ProblemArgs&, const ProblemArgs&) = default;
};

struct Problem {
    Problem() = default;
    /// A problem that is no scenario rule: a place and what is wrong there.
    Problem(std::string where_, Message message_, ProblemKind kind_ = ProblemKind::Input)
        : where(std::move(where_))
        , message(std::move(message_))
        , kind(kind_)
    {
    }

    std::string where; ///< a key path ("funding[2].month"), a file name, or "line 3, column 7"
    Message message;   ///< what is wrong, with the value and the limits
    ProblemCode code = ProblemCode::Other;
    ProblemArgs args;
    ProblemKind kind = ProblemKind::Input;
    /// The message in core's English (the CLI, the files).
    std::string messageText() const { return english(message); }
    /// "where: message" in core's English.
    std::string text() const { return where.empty() ? messageText() : where + ": " + messageText(); }
    friend bool operator==(const Problem&, const Problem&) = default;
};

using Problems = std::vector<Problem>;

/// A value or the problems that prevent it. Exactly one of the two is filled.
template <class T> struct Checked {
    std::optional<T> value;
    Problems problems;
    bool ok() const { return value.has_value(); }
};

/// True when one of `problems` is the machine's (ProblemKind::Environment), not the input's.
inline bool anyEnvironmentProblem(const Problems& problems)
{
    for (const auto& p : problems)
        if (p.kind == ProblemKind::Environment)
            return true;
    return false;
}

/// Prefixes every problem's place with `prefix` (e.g. the file name).
inline void prefixProblems(Problems& problems, const std::string& prefix)
{
    for (auto& p : problems)
        p.where = p.where.empty() ? prefix : prefix + ": " + p.where;
}

} // namespace runway
