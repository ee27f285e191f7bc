#pragma once
// The one table that describes every scenario parameter (MODEL.md §1, model 2).
// Validation, JSON, the UI's controls and tooltips, the CLI's --set and the
// Sources page all read it; adding a parameter is one row in parameters.cpp.

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "core/text/messagekey.h"
#include "core/text/unit.h"

namespace runway {

/// Identifies a parameter. Numeric parameters come first, in the parameter table's order, so
/// that a Scenario can keep their values in one array indexed by the id (Scenario::values) and
/// "parameter-table order" (Monte Carlo draws, tornado ties) is the id order. The relative order
/// of model 1's parameters is kept, so model-1 Monte Carlo runs draw exactly as before.
enum class ParamId : int {
    HorizonMonths,
    // Pricing
    Price,
    Elasticity,
    ReferencePrice,
    // Token mix
    OutputShare,
    CacheHit,
    OutputPriceMultiple,
    CachedPriceFraction,
    OutputCostMultiple,
    CachedCostFraction,
    // Free tier
    FreeQuota,
    FreeTierMonths,
    QuotaAfter,
    FreeAccounts,
    AccountCap,
    AccountSigma,
    CappedConversion,
    // Demand & conversion
    Demand,
    Growth,
    Conversion,
    PaidChurn,
    DiscountRate,
    // Serving cost & capacity
    ServingCost,
    ChipCapex,
    ChipLife,
    ChipPower,
    Electricity,
    Pue,
    TokensPerChip,
    Speedup,
    ChipsOwned,
    RunTokens,
    // Company & funding
    Cash,
    FilingCashCny,
    CnyPerUsd,
    RaisedSinceFiling,
    BurnSinceFiling,
    FixedOpex,
    OpexGrowth,
    OtherRevenue,
    // Model 3 (MODEL3.md §1), after model 2's so that model-2 Monte Carlo runs draw exactly as before.
    // The two measured dates are stored as days since 1970-01-01 (Date::toDays) and written as ISO
    // dates; replace_chips is stored as 0 or 1 and written as a JSON boolean.
    FlowsMeasuredOn,
    OtherRevenueGrowth,
    OtherRevenueMeasuredOn,
    FleetShare,
    TrainingShare,
    TrainingGrowth,
    TrainingGrowthAfterStart,
    CreditLine,
    CreditLineRate,
    ReplaceChips,
    Subscribers,
    SubscriptionPrice,
    SubscriberGrowth,
    SubscriberChurn,
    SubscriptionCost,
    CompetitorPrice,
    CompetitorPremium,
    // non-numeric parameters
    Name,
    Notes,
    StartDate,
    CapacityMode,
    FilingDate,
    Funding,
    Uncertainty,
};

inline constexpr std::size_t kNumericParamCount = static_cast<std::size_t>(ParamId::CompetitorPremium) + 1;
inline constexpr std::size_t kParamCount = static_cast<std::size_t>(ParamId::Uncertainty) + 1;

constexpr std::size_t index(ParamId id)
{
    return static_cast<std::size_t>(id);
}
constexpr bool isNumeric(ParamId id)
{
    return index(id) < kNumericParamCount;
}
/// Whether `id` is a key model 3 adds (refused in an `@2` or `@1` document, MODEL3.md §0).
constexpr bool isModel3Key(ParamId id)
{
    return index(id) >= index(ParamId::FlowsMeasuredOn) && index(id) <= index(ParamId::CompetitorPremium);
}

/// How a parameter is written in a scenario file. Optional* keys may be null, with the meaning
/// in ParamSpec::nullMeaning (derived, or no cap). Choice: one of a few words (capacity_mode).
enum class ParamType { Text, Date, Integer, OptionalInteger, Real, OptionalReal, Choice, FundingList, UncertaintyMap };

/// The dashboard's groups, in MODEL.md §1's order.
enum class ParamGroup { Scenario, Pricing, TokenMix, FreeTier, DemandConversion, Serving, Company };

enum class SliderScale { Fixed, Linear, Log }; // Fixed: no slider, a spin box only

/// Where a default comes from (the provenance badge).
enum class ProvenanceKind { None, Article, Filing, Published, Assumption };

struct ParamSpec {
    ParamId id;
    std::string_view key;   ///< JSON key, as in MODEL.md
    std::string_view label; ///< short English label (translated by the UI)
    ParamType type;
    ParamGroup group;
    Unit unit;           ///< what the value measures: its symbol, words and label ("$ per 1M tokens")
    double defaultValue; ///< model-2 default (NaN: null by default, or not numeric)
    double min;          ///< hard lower limit
    double max;          ///< hard upper limit (for free_tier_months: the horizon, see maxIsHorizon)
    bool minExclusive;   ///< "> 0" limits
    bool maxIsHorizon;   ///< upper limit is horizon_months
    double sliderMin;    ///< UI slider range (may be narrower than the hard limits)
    double sliderMax;
    SliderScale scale;
    bool canBeUncertain; ///< may appear in `uncertainty` (MODEL.md §6)
    bool newInModel2;    ///< marked (new) in MODEL.md §1: refused in an `@1` document
    ProvenanceKind provenance;
    MessageKey source;            ///< the source of the default, by title (context "Sources"), or empty
    std::string_view reason;      ///< one line: why this default
    std::string_view explanation; ///< one sentence a student understands
};

/// Every parameter of models 1 and 2 in MODEL.md §1's order (the table's row order is the JSON key
/// order): what the window's panels, the report, the Sources page and the analyses' lists show.
/// The model-3 keys (MODEL3.md §1) are apart, in model3Parameters(), until the window shows them.
std::span<const ParamSpec> parameters();
/// The keys model 3 adds (MODEL3.md §1), in its order.
std::span<const ParamSpec> model3Parameters();
/// parameters() followed by model3Parameters(): every key a scenario document may hold.
std::span<const ParamSpec> allParameters();
/// The neutral value of a model-3 key (MODEL3.md §0's table; model 2's meaning), NaN for null.
/// For the keys without one of their own (they do nothing while their switch is neutral) the
/// model-3 default. Only for model-3 keys.
double neutralValue(ParamId id);
/// Whether `id` is one of the two measured dates (stored as days since 1970-01-01, null allowed).
constexpr bool isMeasuredDate(ParamId id)
{
    return id == ParamId::FlowsMeasuredOn || id == ParamId::OtherRevenueMeasuredOn;
}
const ParamSpec& spec(ParamId id);
/// nullptr when `key` names no parameter.
const ParamSpec* findParam(std::string_view key);
/// The known key closest to `key` by edit distance (for "did you mean …?"); empty when none is close.
std::string closestKey(std::string_view key);
/// Levenshtein edit distance; exposed for the claims and CLI suggestions.
std::size_t editDistance(std::string_view a, std::string_view b);

std::string_view groupTitle(ParamGroup group);
std::string_view provenanceTitle(ProvenanceKind kind);

/// Whether the key may be null (serving cost and cash derived, no account cap, fleet derived).
constexpr bool isOptional(ParamType t)
{
    return t == ParamType::OptionalReal || t == ParamType::OptionalInteger;
}
/// Whether the key takes whole numbers only (horizon_months, free_accounts, chips_owned).
constexpr bool isInteger(ParamType t)
{
    return t == ParamType::Integer || t == ParamType::OptionalInteger;
}
/// What null means for an optional key ("derived", "no cap"); empty for other keys.
std::string_view nullMeaning(ParamId id);

/// The model-1 value of a key (MODEL.md §0's table: model 1's default, or the neutral value
/// of a model-2 key), or nullopt where model 1 takes the model-2 default. Never null.
std::optional<double> model1Value(ParamId id);

/// The upper hard limit of a numeric parameter in a scenario with this horizon.
double upperLimit(const ParamSpec& spec, int horizonMonths);
/// The hard-limit text of a numeric parameter, e.g. "> 0 … 100" or "0 … horizon_months (36)".
std::string limitText(const ParamSpec& spec, int horizonMonths);
/// Whether `v` lies inside the hard limits of a numeric parameter.
bool withinLimits(const ParamSpec& spec, double v, int horizonMonths);

/// A value of a numeric parameter as a Quantity of its unit, written the way a scenario's values
/// are shown (money with three significant digits, a per-token price with its cents, percentages
/// and other plain values as typed): valueWithUnit's input in the CLI and the window alike.
Quantity paramQuantity(ParamId id, double v);

/// The hard limits of the dates and funding events (MODEL.md §1), for validate() and the UI.
inline constexpr int kMinYear = 2000;
inline constexpr int kMaxYear = 2100;
inline constexpr std::size_t kMaxFundingEvents = 100;
inline constexpr int kMaxFundingMonth = 119;
inline constexpr double kMaxFundingUsd = 1e13;
inline constexpr std::size_t kMaxFundingLabel = 200; ///< characters of a funding event's label (model 3)

} // namespace runway
