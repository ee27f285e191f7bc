#include "core/scenario/scenariodiff.h"

#include <algorithm>
#include <cmath>

#include "core/scenario/jsondocument.h"
#include "core/scenario/numberformat.h"
#include "core/scenario/scenariojson.h"

namespace runway {
namespace {

std::string distributionText(const Distribution* d)
{
    if (!d)
        return "none";
    const char* kind = d->kind == DistKind::Uniform ? "uniform" : d->kind == DistKind::Triangular ? "triangular" : "lognormal";
    std::string text = std::string(kind) + " " + formatPlain(d->low);
    if (d->mode)
        text += " / " + formatPlain(*d->mode);
    return text + " … " + formatPlain(d->high);
}

/// The same distribution in display terms: "triangular 1 % / 3 % … 5 %".
std::string distributionDisplayText(ParamId id, const Distribution* d)
{
    if (!d)
        return "none";
    const char* kind = d->kind == DistKind::Uniform ? "uniform" : d->kind == DistKind::Triangular ? "triangular" : "lognormal";
    std::string text = std::string(kind) + " " + valueDisplayText(id, d->low);
    if (d->mode)
        text += " / " + valueDisplayText(id, *d->mode);
    return text + " … " + valueDisplayText(id, d->high);
}

} // namespace

std::string valueDisplayText(ParamId id, double v)
{
    return englishWithUnit(paramQuantity(id, v));
}

std::string paramDisplayText(const Scenario& s, ParamId id)
{
    const ParamType type = spec(id).type;
    if (isOptional(type) && s.isNull(id))
        return std::string(nullMeaning(id));
    if (isMeasuredDate(id) || id == ParamId::ReplaceChips)
        return paramValueText(s, id);
    switch (type) {
    case ParamType::Integer:
    case ParamType::OptionalInteger:
    case ParamType::OptionalReal:
    case ParamType::Real: return valueDisplayText(id, s[id]);
    case ParamType::FundingList: {
        if (s.funding.empty())
            return "none";
        std::string text;
        for (const auto& f : s.funding)
            text += (text.empty() ? "" : "; ") + formatMoney(f.amountUsd) + " in month " + std::to_string(f.month);
        return text;
    }
    case ParamType::Text:
    case ParamType::Date:
    case ParamType::Choice:
    case ParamType::UncertaintyMap: break;
    }
    return paramValueText(s, id);
}

std::string paramValueText(const Scenario& s, ParamId id)
{
    const ParamType type = spec(id).type;
    if (isOptional(type) && s.isNull(id))
        return isMeasuredDate(id) ? "null" : std::string(nullMeaning(id));
    if (isMeasuredDate(id))
        return s.measuredDate(id)->toIso();
    if (id == ParamId::ReplaceChips)
        return s[id] != 0 ? "true" : "false";
    switch (type) {
    case ParamType::Text: return id == ParamId::Name ? s.name : s.notes;
    case ParamType::Date: return (id == ParamId::StartDate ? s.startDate : s.filingDate).toIso();
    case ParamType::Choice: return std::string(capacityModeName(s.capacityMode));
    case ParamType::Integer:
    case ParamType::OptionalInteger:
    case ParamType::OptionalReal:
    case ParamType::Real: return formatPlain(s[id]);
    case ParamType::FundingList: return scenarioToJson(s)[std::string(spec(id).key)].dump();
    case ParamType::UncertaintyMap: return scenarioToJson(s)[std::string(spec(id).key)].dump();
    }
    return {};
}

std::vector<ParamChange> diffScenarios(const Scenario& before, const Scenario& after)
{
    std::vector<ParamChange> changes;
    for (const auto& p : allParameters()) {
        if (p.type == ParamType::UncertaintyMap) {
            // One row per uncertain parameter, so "conversion 1…5 → 2…6" reads on its own.
            for (const auto& q : allParameters()) {
                if (!q.canBeUncertain)
                    continue;
                const Distribution* a = before.distribution(q.id);
                const Distribution* b = after.distribution(q.id);
                if ((a == nullptr) != (b == nullptr) || (a && !(*a == *b)))
                    changes.push_back({std::string(p.key) + "." + std::string(q.key), distributionText(a), distributionText(b),
                                       "Uncertainty of " + std::string(q.label), distributionDisplayText(q.id, a), distributionDisplayText(q.id, b)});
            }
            continue;
        }
        bool same = false;
        switch (p.type) {
        case ParamType::Text: same = p.id == ParamId::Name ? before.name == after.name : before.notes == after.notes; break;
        case ParamType::Date: same = p.id == ParamId::StartDate ? before.startDate == after.startDate : before.filingDate == after.filingDate; break;
        case ParamType::Choice: same = before.capacityMode == after.capacityMode; break;
        case ParamType::OptionalInteger:
        case ParamType::OptionalReal: same = before.isNull(p.id) == after.isNull(p.id) && (before.isNull(p.id) || before[p.id] == after[p.id]); break;
        case ParamType::Integer:
        case ParamType::Real: same = before[p.id] == after[p.id]; break;
        case ParamType::FundingList: same = before.funding == after.funding; break;
        case ParamType::UncertaintyMap: break;
        }
        if (!same)
            changes.push_back({std::string(p.key), paramValueText(before, p.id), paramValueText(after, p.id), std::string(p.label),
                               paramDisplayText(before, p.id), paramDisplayText(after, p.id)});
    }
    return changes;
}

Scenario defaultsFor(const Scenario& s)
{
    return s.model == 1 ? Scenario::model1Defaults() : s.model == 3 ? Scenario::model3Defaults() : Scenario();
}

bool isChangedFromDefault(const Scenario& s, ParamId id)
{
    return isChangedFromDefault(s, defaultsFor(s), id);
}

bool isChangedFromDefault(const Scenario& s, const Scenario& defaults, ParamId id)
{
    switch (id) {
    case ParamId::StartDate: return s.startDate != defaults.startDate;
    case ParamId::FilingDate: return s.filingDate != defaults.filingDate;
    case ParamId::CapacityMode: return s.capacityMode != defaults.capacityMode;
    case ParamId::Funding: return s.funding != defaults.funding;
    default: break;
    }
    if (!isNumeric(id))
        return false;
    if (s.isNull(id) != defaults.isNull(id))
        return true;
    return !s.isNull(id) && s[id] != defaults[id];
}

} // namespace runway
