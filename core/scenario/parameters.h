#pragma once
// The one table that describes every scenario parameter (MODEL.md §1).
// Validation, JSON, the UI's controls and tooltips, the CLI's --set and the
// Sources page all read it; adding a parameter is one row in parameters.cpp.

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace runway {

/// Identifies a parameter. Numeric parameters come first so that a Scenario can
/// keep their values in one array indexed by the id (see Scenario::values).
enum class ParamId : int {
    HorizonMonths,
    Price,
    FreeQuota,
    FreeTierMonths,
    QuotaAfter,
    Demand,
    Growth,
    Conversion,
    ServingCost,
    ChipCapex,
    ChipLife,
    ChipPower,
    Electricity,
    Pue,
    TokensPerChip,
    Speedup,
    Cash,
    FixedOpex,
    OtherRevenue,
    // non-numeric parameters
    Name,
    Notes,
    StartDate,
    Funding,
    Uncertainty,
};

inline constexpr std::size_t kNumericParamCount = static_cast<std::size_t>(ParamId::OtherRevenue) + 1;
inline constexpr std::size_t kParamCount = static_cast<std::size_t>(ParamId::Uncertainty) + 1;

constexpr std::size_t index(ParamId id)
{
    return static_cast<std::size_t>(id);
}
constexpr bool isNumeric(ParamId id)
{
    return index(id) < kNumericParamCount;
}

enum class ParamType { Text, Date, Integer, Real, OptionalReal, FundingList, UncertaintyMap };

/// The dashboard's groups, in MODEL.md §1's order.
enum class ParamGroup { Scenario, Pricing, FreeTier, DemandConversion, Serving, Company };

/// How a value is best shown to a person: drives the UI's T/B/M and $K/$M/$B.
enum class ValueFormat { Plain, Count, Tokens, Money, MoneyPerMtok, Percent, Months, Years, Ratio, Multiplier, Kilowatts, MoneyPerKwh, CalendarDate };

enum class SliderScale { Fixed, Linear, Log }; // Fixed: no slider, a spin box only

/// Where a default comes from (issue: provenance everywhere).
enum class ProvenanceKind { None, Article, Filing, Assumption };

struct ParamSpec {
    ParamId id;
    std::string_view key;   ///< JSON key, as in MODEL.md
    std::string_view label; ///< short English label (translated by the UI)
    std::string_view unit;  ///< unit as shown beside the label, e.g. "$ per 1M tokens"
    ParamType type;
    ParamGroup group;
    ValueFormat format;
    double defaultValue; ///< numeric default (NaN for non-numeric and derived serving cost)
    double min;          ///< hard lower limit
    double max;          ///< hard upper limit (for free_tier_months: the horizon, see maxIsHorizon)
    bool minExclusive;   ///< "> 0" limits
    bool maxIsHorizon;   ///< upper limit is horizon_months
    double sliderMin;    ///< UI slider range (may be narrower than the hard limits)
    double sliderMax;
    SliderScale scale;
    bool canBeUncertain; ///< may appear in `uncertainty` (MODEL.md §6)
    ProvenanceKind provenance;
    std::string_view source;      ///< the source of the default, by title, or empty
    std::string_view reason;      ///< one line: why this default
    std::string_view explanation; ///< one sentence a student understands
};

/// Every parameter in MODEL.md §1's order (the table's row order is the JSON key order).
std::span<const ParamSpec> parameters();
const ParamSpec& spec(ParamId id);
/// nullptr when `key` names no parameter.
const ParamSpec* findParam(std::string_view key);
/// The known key closest to `key` by edit distance (for "did you mean …?"); empty when none is close.
std::string closestKey(std::string_view key);
/// Levenshtein edit distance; exposed for the claims and CLI suggestions.
std::size_t editDistance(std::string_view a, std::string_view b);

std::string_view groupTitle(ParamGroup group);
std::string_view provenanceTitle(ProvenanceKind kind);

/// The hard-limit text of a numeric parameter, e.g. "> 0 … 100" or "0 … horizon_months (36)".
std::string limitText(const ParamSpec& spec, int horizonMonths);
/// Whether `v` lies inside the hard limits of a numeric parameter.
bool withinLimits(const ParamSpec& spec, double v, int horizonMonths);

} // namespace runway
