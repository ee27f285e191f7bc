#include "core/claims/sourcespage.h"

#include <algorithm>

#include "core/claims/claimaudit.h"
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
    if (isCurrencyCode(f.unit))
        return f.unit + " " + formatShort(v, 4);
    return formatShort(v, 4) + " " + f.unit;
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
    const std::string unit(p.unit);
    switch (p.type) {
    case ParamType::Text: return p.id == ParamId::Name ? defaults.name : defaults.notes;
    case ParamType::Date: return defaults.startDate.toIso();
    case ParamType::OptionalReal:
        if (defaults.deriveServingCost)
            return "derived from the chips";
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
    const double v = defaults[p.id];
    if (unit.starts_with("$"))
        return formatMoney(v, 4) + unit.substr(1);
    if (p.format == ValueFormat::Tokens)
        return formatShort(v, 4) + " " + unit;
    return formatPlain(v) + (unit.empty() ? "" : " " + unit);
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
        "Token Runway follows the company day by day. Each day the developers who convert pay the list price for their tokens, the others use the "
        "free quota up to its limit, and the company pays the serving cost of every token it serves plus its fixed operating cost. The runway ends "
        "on the first day the cash goes below zero; a month is 30 days, as in the articles.");
    page.method.emplace_back(
        "The serving cost of a million tokens comes from the chips: each accelerator's price written off over its life, plus the electricity it "
        "draws with the data centre's overhead, divided by the tokens it serves in a day.");
    page.method.emplace_back(
        "The articles price the offered quota at list price. The model keeps that list value apart from what the company actually pays: the "
        "serving cost of the tokens that are really used.");
    page.method.emplace_back("The " + std::to_string(catalogue.claims.size()) + " claims of sources " + joinIds(catalogue.sources) +
                             " are re-computed live, never stored: each claim's scenario is the current scenario with the claim's own inputs, its "
                             "figure is a model quantity times a factor, and a figure is consistent when it lies within " +
                             formatPlain(kConsistentTolerance * 100) + " % of the model's.");
    page.method.emplace_back(
        "Every default says whether it comes from an article, a public filing or an assumption, where it comes from and why. The inputs nobody "
        "knows carry ranges that the Monte Carlo, the tornado and the what-if map explore.");
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
