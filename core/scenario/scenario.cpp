#include "core/scenario/scenario.h"

#include <algorithm>
#include <cmath>

#include "core/scenario/scenariopatch.h"

namespace runway {

std::vector<Distribution> defaultUncertainty(int model)
{
    using enum ParamId;
    if (model == 1)
        return {
            {Growth, DistKind::Uniform, -5, 15, std::nullopt},
            {Conversion, DistKind::Triangular, 1, 5, 3.0},
            {TokensPerChip, DistKind::Lognormal, 1e8, 8e8, std::nullopt},
            {FixedOpex, DistKind::Triangular, 32e6, 55e6, 40e6},
        };
    // Revision 2.1: every value at the centre of its range; a triangular without `mode` peaks at
    // the value (growth was uniform −5 … 15, throughput lognormal 1e8 … 8e8 — off centre).
    std::vector<Distribution> list = {
        {Elasticity, DistKind::Uniform, -1.5, -0.5, std::nullopt},
        {Growth, DistKind::Triangular, -5, 10, std::nullopt},
        {Conversion, DistKind::Triangular, 1, 5, std::nullopt},
        {TokensPerChip, DistKind::Lognormal, 2e8, 8e8, std::nullopt},
        {BurnSinceFiling, DistKind::Triangular, 25e6, 40e6, std::nullopt},
        {FixedOpex, DistKind::Triangular, 28e6, 48.5e6, std::nullopt},
        {OpexGrowth, DistKind::Uniform, 0, 4, std::nullopt},
    };
    if (model == 3) { // MODEL3.md §6: 2.1's seven and three centred on the new defaults, in id order
        list.push_back({OtherRevenueGrowth, DistKind::Uniform, 0, 8, std::nullopt});
        list.push_back({FleetShare, DistKind::Uniform, 0, 100, std::nullopt});
        list.push_back({TrainingGrowth, DistKind::Uniform, 2.4, 6.4, std::nullopt});
    }
    return list;
}

std::vector<Distribution> defaultUncertaintyFor(const Scenario& s)
{
    const bool three = s.model == 3;
    const Scenario defaults = three ? Scenario::model3Defaults() : Scenario();
    std::vector<Distribution> list;
    for (const Distribution& d : defaultUncertainty(three ? 3 : 2)) {
        // Only a number moved to another number moves a range (a key made null keeps it).
        if (s.isNull(d.param) || defaults.isNull(d.param) || s[d.param] == defaults[d.param]) {
            list.push_back(d);
            continue;
        }
        if (auto moved = followValue(d, defaults[d.param], s[d.param], s.horizonMonths()))
            list.push_back(*moved);
    }
    return list;
}

std::string_view distKindName(DistKind kind)
{
    switch (kind) {
    case DistKind::Uniform: return "uniform";
    case DistKind::Triangular: return "triangular";
    case DistKind::Lognormal: return "lognormal";
    }
    return {};
}

std::string_view capacityModeName(CapacityMode mode)
{
    return mode == CapacityMode::Owned ? "owned" : "per_token";
}

std::optional<CapacityMode> parseCapacityMode(std::string_view text)
{
    if (text == "owned")
        return CapacityMode::Owned;
    if (text == "per_token")
        return CapacityMode::PerToken;
    return std::nullopt;
}

namespace {
/// The value an optional key remembers while it is null, for a "derive"/"cap" toggle turned
/// off: a round, typical direct value (the window replaces it with the derived value).
double rememberedValue(ParamId id)
{
    switch (id) {
    case ParamId::AccountCap: return 2e7;
    case ParamId::FlowsMeasuredOn:
    case ParamId::OtherRevenueMeasuredOn: return 20179; // 2025-04-01
    case ParamId::CompetitorPrice: return 0.175;
    default: return 0.0;
    }
}
} // namespace

Scenario::Scenario()
{
    for (const auto& s : parameters()) {
        if (!isNumeric(s.id))
            continue;
        const bool null = std::isnan(s.defaultValue);
        values[index(s.id)] = null ? rememberedValue(s.id) : s.defaultValue;
        nulls.set(index(s.id), null);
    }
    for (const auto& s : model3Parameters()) { // model 2's meaning (MODEL3.md §0)
        const double v = neutralValue(s.id);
        const bool null = std::isnan(v);
        values[index(s.id)] = null ? rememberedValue(s.id) : v;
        nulls.set(index(s.id), null);
    }
    uncertainty = defaultUncertainty(2);
}

Scenario Scenario::model3Defaults()
{
    Scenario s;
    s.model = 3;
    for (const auto& p : model3Parameters()) {
        const bool null = std::isnan(p.defaultValue);
        s.values[index(p.id)] = null ? rememberedValue(p.id) : p.defaultValue;
        s.nulls.set(index(p.id), null);
    }
    s.uncertainty = defaultUncertainty(3);
    return s;
}

bool Scenario::model3Neutral() const
{
    for (const auto& p : model3Parameters()) {
        const double v = neutralValue(p.id);
        const bool null = std::isnan(v);
        if (null != isNull(p.id))
            return false;
        if (null)
            continue;
        // The keys whose switch is neutral do nothing (MODEL3.md §0): only the switches count.
        using enum ParamId;
        switch (p.id) {
        case TrainingGrowth: // no effect at training share 0 (checked by its own row)
        case CreditLineRate:
        case SubscriptionPrice:
        case SubscriberGrowth:
        case SubscriberChurn:
        case SubscriptionCost:
        case CompetitorPremium: continue;
        default: break;
        }
        if (values[index(p.id)] != v)
            return false;
    }
    for (const auto& f : funding)
        if (f.probabilityPct < 100)
            return false;
    return true;
}

Scenario Scenario::withModel2Assumptions() const
{
    if (model != 1)
        return *this;
    using enum ParamId;
    const Scenario one = model1Defaults();
    const Scenario two;
    Scenario s = *this;
    s.model = 2;
    for (ParamId id : {Cash, FixedOpex, OpexGrowth, Elasticity})
        if (!isNull(id) && (*this)[id] == one[id] && isNull(id) == one.isNull(id)) {
            s[id] = two[id];
            s.setNull(id, two.isNull(id));
        }
    if (capacityMode == CapacityMode::PerToken && isNull(ServingCost))
        s.capacityMode = CapacityMode::Owned; // owned capacity derives its serving cost: a typed one stays per token
    if (uncertainty == one.uncertainty)       // model 1's default ranges: model 2's, moved to the values
        s.uncertainty = defaultUncertaintyFor(s);
    return s;
}

Scenario Scenario::model1View() const
{
    using enum ParamId;
    const Scenario one = model1Defaults();
    const Scenario two;
    Scenario s = *this;
    s.model = 1;
    for (ParamId id : {Cash, FixedOpex})
        if (isNull(id) || ((*this)[id] == two[id] && !two.isNull(id)))
            s.set(id, one[id]);
    for (ParamId id : {OpexGrowth, Elasticity, OutputShare, CacheHit, OutputPriceMultiple, CachedPriceFraction, OutputCostMultiple, CachedCostFraction})
        s.set(id, one[id]);
    s.setNull(AccountCap, true);
    s.capacityMode = CapacityMode::PerToken;
    for (const auto& p : model3Parameters()) { // model 3's keys: model 1 cannot express them either
        const double v = neutralValue(p.id);
        s.values[index(p.id)] = std::isnan(v) ? s.values[index(p.id)] : v;
        s.nulls.set(index(p.id), std::isnan(v));
    }
    return s;
}

Scenario Scenario::model1Defaults()
{
    Scenario s;
    s.model = 1;
    for (const auto& p : parameters())
        if (isNumeric(p.id))
            if (auto v = model1Value(p.id))
                s.set(p.id, *v);
    s.capacityMode = CapacityMode::PerToken;
    s.uncertainty = defaultUncertainty(1);
    return s;
}

const Distribution* Scenario::distribution(ParamId id) const
{
    auto it = std::find_if(uncertainty.begin(), uncertainty.end(), [id](const Distribution& d) { return d.param == id; });
    return it == uncertainty.end() ? nullptr : &*it;
}

void Scenario::setDistribution(const Distribution& d)
{
    removeDistribution(d.param);
    auto pos = std::lower_bound(uncertainty.begin(), uncertainty.end(), d.param, [](const Distribution& a, ParamId id) { return index(a.param) < index(id); });
    uncertainty.insert(pos, d);
}

void Scenario::removeDistribution(ParamId id)
{
    std::erase_if(uncertainty, [id](const Distribution& d) { return d.param == id; });
}

} // namespace runway
