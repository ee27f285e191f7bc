#pragma once
// The scenario: a copyable value holding every MODEL.md §1 parameter.

#include <array>
#include <bitset>
#include <optional>
#include <string>
#include <vector>

#include "core/scenario/date.h"
#include "core/scenario/parameters.h"

namespace runway {

/// Money raised later: `amountUsd` arrives on day `month × 30` (ignored at or past the horizon).
/// Model 3 (MODEL3.md §4d): the deterministic run counts an event when `probabilityPct` > 50, the
/// own-cash run only at 100; `label` names it (both model-3 fields, refused in `@2` documents).
struct FundingEvent {
    int month = 0;
    double amountUsd = 0;
    double probabilityPct = 100;
    std::string label = {};
    friend bool operator==(const FundingEvent&, const FundingEvent&) = default;
};

enum class DistKind { Uniform, Triangular, Lognormal };
std::string_view distKindName(DistKind kind); ///< "uniform", "triangular" or "lognormal"

/// One uncertain parameter (MODEL.md §6). For triangular, an empty `mode` means
/// "the scenario's value"; for lognormal, low/high are the 5th/95th percentiles.
struct Distribution {
    ParamId param = ParamId::Conversion;
    DistKind kind = DistKind::Uniform;
    double low = 0;
    double high = 0;
    std::optional<double> mode;
    friend bool operator==(const Distribution&, const Distribution&) = default;
};

/// MODEL.md §6's default uncertainty of a model (2, or 1 for `@1` documents, or 3: MODEL3.md §6's
/// ten entries), as written for the defaults' values (revision 2.1: every value at the centre of its range).
std::vector<Distribution> defaultUncertainty(int model = 2);

/// How the accelerators are paid for (MODEL.md §4): bought as cash and powered (owned), or
/// paid by the token like a cloud (per_token).
enum class CapacityMode { Owned, PerToken };
std::string_view capacityModeName(CapacityMode mode); ///< "owned" / "per_token"
std::optional<CapacityMode> parseCapacityMode(std::string_view text);

struct Scenario;
/// The default uncertainty of the model-2 scenario `s` *moved* from the default values to its own
/// values by "a range follows its value" (MODEL.md 2.1 §6), as if they had been set on the
/// defaults: what a model-2 file without an `uncertainty` key (a preset, a hand-written file)
/// takes. An entry that cannot follow is left out (that key is certain).
std::vector<Distribution> defaultUncertaintyFor(const Scenario& s);

struct Scenario {
    /// The model-2 defaults of MODEL.md §1.
    Scenario();
    /// What an `@1` document without keys means (MODEL.md §0): model 1's defaults and the
    /// neutral values of the model-2 keys; `model` is 1.
    static Scenario model1Defaults();
    /// What an `@3` document without keys means (MODEL3.md §1): model 2's defaults with the model-3
    /// keys at their model-3 defaults and MODEL3.md §6's default uncertainty; `model` is 3.
    static Scenario model3Defaults();
    /// A model-1 scenario moved onto model 2's assumptions (the window's "Upgrade to model 2"):
    /// every key of MODEL.md §0's table still at model 1's default or neutral value takes model 2's
    /// default (cash derived from the filing, opex 35.3M growing 2 %, owned accelerators unless a
    /// serving cost is typed, elasticity −1, model 2's default uncertainty moved to the values for model 1's); keys the
    /// user set keep their values; `model` becomes 2. A model-2 scenario comes back unchanged.
    Scenario withModel2Assumptions() const;
    /// The runway chart's "simple view": the scenario on model 1's assumptions, the reverse of
    /// withModel2Assumptions(). Cash and operating cost still at model 2's defaults take model 1's
    /// ($1B raised, $40M a month; a typed value stays), and what model 1 cannot express takes its
    /// neutral value (flat opex, serving paid by the token, ε 0, the reference mix, no cap);
    /// `model` becomes 1. On the defaults it is model 1's defaults exactly (MODEL.md §6).
    Scenario model1View() const;

    /// The model whose schema the scenario was read with: 2, 1 for an `@1` document (its results
    /// are exactly model 1's) or 3 for an `@3` one. The values decide the results; a model-3 scenario
    /// also reports MODEL3.md §5's metrics and is written `@3`, the others `@2` (MODEL3.md §0, phase 1:
    /// a document without a schema line is still model 2). Model 1 and 2 hold the model-3 keys at
    /// their neutral values.
    int model = 2;
    std::string name = "Untitled";
    std::string notes;
    Date startDate{2026, 3, 4};
    Date filingDate{2025, 6, 30};
    CapacityMode capacityMode = CapacityMode::Owned;
    /// Numeric parameters, indexed by ParamId (see isNumeric). Integers are stored exactly.
    std::array<double, kNumericParamCount> values{};
    /// The optional keys that are null (MODEL.md §1): serving cost, cash and the fleet derived,
    /// no account cap. values[id] of a null key is only the remembered value; JSON writes null.
    std::bitset<kNumericParamCount> nulls;
    std::vector<FundingEvent> funding;
    /// Sorted by ParamId, at most one entry per parameter.
    std::vector<Distribution> uncertainty;

    double operator[](ParamId id) const { return values[index(id)]; }
    double& operator[](ParamId id) { return values[index(id)]; }
    bool isNull(ParamId id) const { return isNumeric(id) && nulls.test(index(id)); }
    void setNull(ParamId id, bool null) { nulls.set(index(id), null); }
    /// `id` set to a direct value (no longer null).
    void set(ParamId id, double v)
    {
        values[index(id)] = v;
        nulls.reset(index(id));
    }
    /// horizon_months as a whole number. validate() keeps it in 1 … 120; a scenario not yet judged
    /// (a file being read) may hold anything, so the value is bounded before the conversion to int
    /// (0 for NaN or below, 100000 above: either way refused, and never undefined behaviour).
    int horizonMonths() const
    {
        const double v = values[index(ParamId::HorizonMonths)];
        return v >= 0 ? static_cast<int>(v < 100000 ? v : 100000) : 0;
    }
    int horizonDays() const { return horizonMonths() * 30; }
    bool owned() const { return capacityMode == CapacityMode::Owned; }
    /// flows_measured_on or other_revenue_measured_on as a date; nullopt when null.
    std::optional<Date> measuredDate(ParamId id) const
    {
        if (isNull(id))
            return std::nullopt;
        return Date::fromDays(static_cast<std::int64_t>(values[index(id)]));
    }
    /// Whether every model-3 key holds its neutral value and every funding event is certain
    /// (MODEL3.md §0): the scenario computes exactly as model 2.
    bool model3Neutral() const;

    /// The distribution for `id`, or nullptr.
    const Distribution* distribution(ParamId id) const;
    /// Adds or replaces the distribution for d.param, keeping the list sorted.
    void setDistribution(const Distribution& d);
    void removeDistribution(ParamId id);

    friend bool operator==(const Scenario&, const Scenario&) = default;
};

} // namespace runway
