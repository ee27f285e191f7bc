#pragma once
// The scenario: a copyable value holding every MODEL.md §1 parameter.

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "core/scenario/date.h"
#include "core/scenario/parameters.h"

namespace runway {

/// Money raised later: `amountUsd` arrives on day `month × 30` (ignored at or past the horizon).
struct FundingEvent {
    int month = 0;
    double amountUsd = 0;
    friend bool operator==(const FundingEvent&, const FundingEvent&) = default;
};

enum class DistKind { Uniform, Triangular, Lognormal };

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

/// MODEL.md §6's default uncertainty, used when a scenario has no `uncertainty` key.
std::vector<Distribution> defaultUncertainty();

struct Scenario {
    Scenario();

    std::string name = "Untitled";
    std::string notes;
    Date startDate{2026, 3, 4};
    /// Numeric parameters, indexed by ParamId (see isNumeric). Integers (horizon) are stored exactly.
    std::array<double, kNumericParamCount> values{};
    /// When true the serving cost is derived from the chips (MODEL.md §3) and
    /// values[ServingCost] is only the remembered direct value; JSON writes null.
    bool deriveServingCost = true;
    std::vector<FundingEvent> funding;
    /// Sorted by ParamId, at most one entry per parameter.
    std::vector<Distribution> uncertainty;

    double operator[](ParamId id) const { return values[index(id)]; }
    double& operator[](ParamId id) { return values[index(id)]; }
    int horizonMonths() const { return static_cast<int>(values[index(ParamId::HorizonMonths)]); }
    int horizonDays() const { return horizonMonths() * 30; }

    /// The distribution for `id`, or nullptr.
    const Distribution* distribution(ParamId id) const;
    /// Adds or replaces the distribution for d.param, keeping the list sorted.
    void setDistribution(const Distribution& d);
    void removeDistribution(ParamId id);

    friend bool operator==(const Scenario&, const Scenario&) = default;
};

} // namespace runway
