#include "core/claims/sourcespage.h"

#include <algorithm>
#include <cmath>

#include "core/claims/claimaudit.h"
#include "core/claims/claimodds.h"
#include "core/model/model.h"
#include "core/scenario/numberformat.h"
#include "core/scenario/scenario.h"

namespace runway {
namespace {

bool isCurrencyCode(std::string_view unit)
{
    return unit.size() == 3 && std::all_of(unit.begin(), unit.end(), [](char ch) { return ch >= 'A' && ch <= 'Z'; });
}

std::string figureValue(const PublicFigure& f)
{
    if (f.range)
        return formatPlain(f.range->first) + "–" + formatPlain(f.range->second) + " " + f.unit;
    const double v = f.value.value_or(0);
    // A negative figure (a margin) takes U+2212 like the program's money.
    const std::string number = (v < 0 ? "\u2212" : "") + formatShort(std::fabs(v), 4);
    if (isCurrencyCode(f.unit))
        return f.unit + " " + number;
    return number + " " + f.unit;
}

std::string joinIds(const std::vector<ClaimSource>& sources)
{
    std::string s;
    for (const auto& src : sources)
        s += (s.empty() ? "" : ", ") + src.id;
    return s;
}

} // namespace

std::string defaultValueText(const ParamSpec& p)
{
    const Scenario defaults;
    switch (p.type) {
    case ParamType::Text: return p.id == ParamId::Name ? defaults.name : defaults.notes;
    case ParamType::Date: return (p.id == ParamId::FilingDate ? defaults.filingDate : defaults.startDate).toIso();
    case ParamType::Choice: return std::string(capacityModeName(defaults.capacityMode));
    case ParamType::OptionalInteger:
    case ParamType::OptionalReal:
        if (defaults.isNull(p.id)) {
            switch (p.id) {
            case ParamId::ServingCost: return "derived from the chips: " + formatMoney(servingCostPerMtok(defaults), 4) + " per 1M tokens";
            case ParamId::Cash: return "derived from the filing: " + formatMoney(cashAtStart(defaults), 4);
            case ParamId::ChipsOwned: return "derived from the reported run: " + formatGrouped(fleetAtStart(defaults), 0) + " accelerators";
            default: return std::string(nullMeaning(p.id));
            }
        }
        break;
    case ParamType::FundingList: return "none";
    case ParamType::UncertaintyMap: {
        std::string keys;
        for (const auto& d : defaults.uncertainty)
            keys += (keys.empty() ? "" : ", ") + std::string(spec(d.param).key);
        return "ranges for " + keys;
    }
    case ParamType::Integer:
    case ParamType::Real: break;
    }
    Quantity q = paramQuantity(p.id, defaults[p.id]);
    if (q.style == Style::Money || q.style == Style::Short)
        q.digits = 4; // the defaults as sourced: "$35.3M", "3.867T"
    return englishWithUnit(q);
}

SourcesPage sourcesPage(const ClaimCatalogue& catalogue)
{
    SourcesPage page;
    page.sources = catalogue.sources;
    for (const auto& p : parameters()) {
        if (p.reason.empty())
            continue;
        ProvenanceRow row{std::string(p.key),    std::string(p.label), defaultValueText(p), p.provenance, std::string(provenanceTitle(p.provenance)),
                          std::string(p.source), std::string(p.reason)};
        if (row.kindText.empty())
            row.kindText = "derived";
        page.parameters.push_back(std::move(row));
    }
    for (const auto& f : catalogue.publicFigures)
        page.publicFigures.push_back({f.label, figureValue(f), f.source, f.comment});

    // One emplace_back per paragraph: each paragraph is one literal split over lines.
    page.method.emplace_back(
        "Token Runway follows the company day by day from its cash on hand, not from the money it has raised: by default the cash of the filing "
        "(converted to dollars), plus what the listing raised, minus what the company burned between the filing date and the start. The runway "
        "ends on the first day the cash goes below zero; a month is 30 days, as in the articles.");
    page.method.emplace_back(
        "Each day the developers who convert pay for their tokens (demand answers to price through the elasticity), the others use the free quota "
        "up to its limit and up to any per-account cap, and the company pays its operating cost, which grows month by month, minus its other "
        "revenue. Prices and serving costs follow the token mix: an output token is priced and costs several times an input token.");
    page.method.emplace_back(
        "The company serves on accelerators it owns. Depreciation is not cash: a chip already owned costs only its electricity, and a chip the "
        "fleet lacks costs its whole price in cash on the day it is bought. So the free tier costs little cash while the fleet has room, and when "
        "the quota fills it becomes a capex wall: the accelerators to buy on day 0 can cost several times the cash. The serving cost per token "
        "(depreciation included) still prices the unit economics: does a token, a converted developer, the programme pay for itself.");
    page.method.emplace_back(
        "The articles price the offered quota at list price. The model keeps that list value apart from what the free tokens actually used cost, "
        "and both apart from the cash the company spends.");
    page.method.emplace_back("The " + std::to_string(catalogue.claims.size()) + " claims of sources " + joinIds(catalogue.sources) +
                             " are re-computed live, never stored: each claim's scenario is the current scenario with the claim's own inputs, its "
                             "figure is a model quantity times a factor (sometimes divided by another), and a figure is consistent when it lies "
                             "within " +
                             formatPlain(kConsistentTolerance * 100) +
                             " % of the model's. A claim whose deciding inputs come from its own source is marked internal: it checks the "
                             "source's arithmetic, not the world. A claim that moves with the uncertain inputs also gets its odds: the share of " +
                             formatGrouped(kOddsSamples, 0) + " Monte Carlo futures in which it holds.");
    page.method.emplace_back(
        "Every default says whether it comes from an article, a public filing, published prices or an assumption, where it comes from and why. "
        "The inputs nobody knows carry ranges that the Monte Carlo, the tornado and the what-if map explore.");
    return page;
}

std::string sourcesPageText(const SourcesPage& page)
{
    std::string t = "Sources\n";
    for (const auto& s : page.sources)
        t += "  " + s.id + ": \"" + s.title + "\" (" + s.description + ")\n";
    t += "\nWhere each default comes from\n";
    for (const auto& r : page.parameters) {
        t += "  " + r.key + " = " + r.defaultText + " [" + r.kindText + "]";
        if (!r.source.empty())
            t += " — " + r.source;
        t += "\n      " + r.reason + "\n";
    }
    t += "\nPublic figures (not defaults)\n";
    for (const auto& f : page.publicFigures) {
        t += "  " + f.label + ": " + f.valueText + " — " + f.source;
        if (!f.comment.empty())
            t += " (" + f.comment + ")";
        t += "\n";
    }
    t += "\nMethod\n";
    for (const auto& m : page.method)
        t += "  " + m + "\n";
    return t;
}

} // namespace runway
