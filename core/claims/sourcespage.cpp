#include "core/claims/sourcespage.h"

#include <algorithm>
#include <cmath>

#include "core/claims/claimaudit.h"
#include "core/claims/claimmessages.h"
#include "core/claims/claimodds.h"
#include "core/model/model.h"
#include "core/scenario/numberformat.h"
#include "core/scenario/scenario.h"

namespace runway {
namespace {

using claimmsg::msg;

// A text of the parameter table (NUL-terminated literals) as a message of its context.
Message parameterText(std::string_view text)
{
    return text.empty() ? Message() : Message(MessageKey{"Parameters", text.data()});
}

Message figureValue(const PublicFigure& f)
{
    std::string number;
    if (f.range) {
        number = formatPlain(f.range->first) + "–" + formatPlain(f.range->second);
    } else {
        // A negative figure (a margin) takes U+2212 like the program's money.
        const double v = f.value.value_or(0);
        number = (v < 0 ? "\u2212" : "") + formatShort(std::fabs(v), 4);
    }
    if (f.unitPattern)
        return Message(*f.unitPattern, {Verbatim{number}});
    const bool code = f.unit.size() == 3 && std::all_of(f.unit.begin(), f.unit.end(), [](char ch) { return ch >= 'A' && ch <= 'Z'; });
    return Message::verbatim(code ? f.unit + " " + number : number + " " + f.unit);
}

} // namespace

Message defaultValueMessage(const ParamSpec& p)
{
    const Scenario defaults = Scenario::model3Defaults(); // the program's defaults (MODEL3.md §0)
    switch (p.type) {
    case ParamType::Text: return Message::verbatim(p.id == ParamId::Name ? defaults.name : defaults.notes);
    case ParamType::Date: return Message(RW_MSG("Verbatim", "%1"), {p.id == ParamId::FilingDate ? defaults.filingDate : defaults.startDate});
    case ParamType::Choice: return defaults.capacityMode == CapacityMode::Owned ? RW_MSG("Claims", "owned") : RW_MSG("Claims", "per_token");
    case ParamType::OptionalInteger:
    case ParamType::OptionalReal:
        if (defaults.isNull(p.id)) {
            switch (p.id) {
            case ParamId::ServingCost:
                return msg(RW_MSG("Claims", "derived from the chips: %1 per 1M tokens"),
                           Quantity{servingCostPerMtok(defaults), Unit::UsdPerMtok, Style::Money, 4});
            case ParamId::Cash: return msg(RW_MSG("Claims", "derived from the filing: %1"), Quantity{cashAtStart(defaults), Unit::Usd, Style::Money, 4});
            case ParamId::ChipsOwned:
                return msg(RW_MSG("Claims", "derived from the reported run: %1 accelerators"),
                           Quantity{fleetAtStart(defaults), Unit::Chips, Style::Grouped, 0});
            default: return parameterText(nullMeaning(p.id));
            }
        }
        break;
    case ParamType::FundingList: return RW_MSG("Claims", "none");
    case ParamType::UncertaintyMap: {
        std::string keys;
        for (const auto& d : defaults.uncertainty)
            keys += (keys.empty() ? "" : ", ") + std::string(spec(d.param).key);
        return msg(RW_MSG("Claims", "ranges for %1"), keys);
    }
    case ParamType::Integer:
    case ParamType::Real: break;
    }
    Quantity q = paramQuantity(p.id, defaults[p.id]);
    if (q.style == Style::Money || q.style == Style::Short)
        q.digits = 4; // the defaults as sourced: "$35.3M", "3.867T"
    return Message::verbatim(englishWithUnit(q));
}

std::string defaultValueText(const ParamSpec& p)
{
    return english(defaultValueMessage(p));
}

SourcesPage sourcesPage(const ClaimCatalogue& catalogue)
{
    SourcesPage page;
    page.sources = catalogue.sources;
    const Scenario defaults = Scenario::model3Defaults(); // the program's defaults (MODEL3.md §0)
    for (const auto& p : parameters()) {
        if (p.reason.empty())
            continue;
        ProvenanceRow row;
        row.key = std::string(p.key);
        row.label = parameterText(p.label);
        row.defaultText = defaultValueMessage(p);
        if ((p.type == ParamType::Integer || p.type == ParamType::Real || isOptional(p.type)) && !defaults.isNull(p.id)) {
            Quantity q = paramQuantity(p.id, defaults[p.id]);
            if (q.style == Style::Money || q.style == Style::Short)
                q.digits = 4;
            row.defaultValue = q;
        }
        row.kind = p.provenance;
        row.kindText = p.provenance == ProvenanceKind::None ? Message(RW_MSG("Claims", "derived")) : parameterText(provenanceTitle(p.provenance));
        row.source = p.source.empty() ? Message() : Message(p.source);
        row.reason = parameterText(p.reason);
        page.parameters.push_back(std::move(row));
    }
    for (const auto& f : catalogue.publicFigures)
        page.publicFigures.push_back({f.label, figureValue(f), f.source, f.comment});

    page.method.emplace_back(RW_MSG(
        "Claims", "Token Runway follows the company day by day from its cash on hand, not from the money it has raised: by default the cash of the filing "
                  "(converted to dollars), plus what the listing raised, minus what the company burned between the filing date and the start. The runway "
                  "ends on the first day the cash goes below zero; a month is 30 days, as in the articles."));
    page.method.emplace_back(RW_MSG(
        "Claims", "Each day the developers who convert pay for their tokens (demand answers to price through the elasticity), the others use the free quota "
                  "up to its limit and up to any per-account cap, and the company pays its operating cost minus its other revenue. Both were measured in "
                  "H1 2025 and grow from then, through the start and on: the operating cost 2 % a month, its training compute (three quarters of it) "
                  "4.4 % a month on a line of its own, the other revenue 4 % a month. Prices and serving costs follow the token mix: an output token is "
                  "priced and costs several times an input token."));
    page.method.emplace_back(RW_MSG(
        "Claims", "The company serves on accelerators it owns, but only a share of them is free for the free tier and the paid API (half by default, an "
                  "assumption: the rest has other work). Depreciation is not cash: a free chip costs only its electricity, and a chip the programme lacks "
                  "costs its whole price in cash on the day it is bought. So the free tier's cash cost is the accelerators it makes the company buy and "
                  "their power, and when the quota fills it becomes a capex wall: the accelerators to buy on day 0 can cost several times the cash. The "
                  "serving cost per token (depreciation included) still prices the unit economics: does a token, a converted developer, the programme pay "
                  "for itself."));
    page.method.emplace_back(
        RW_MSG("Claims", "Money still to come counts when it is more likely than not (a raise with a probability above 50 %), and a committed credit line is "
                         "drawn when the cash runs out; the company's own cash counts neither. So the odds come in two pairs: of needing new money (the own "
                         "cash gone) and of running out of cash (with the money expected)."));
    page.method.emplace_back(
        RW_MSG("Claims", "The articles price the offered quota at list price. The model keeps that list value apart from what the free tokens actually "
                         "used cost, and both apart from the cash the company spends."));
    std::string ids;
    for (const auto& src : catalogue.sources)
        ids += (ids.empty() ? "" : ", ") + src.id;
    page.method.push_back(msg(
        RW_MSG("Claims", "The %1 claims of sources %2 are re-computed live, never stored: each claim's scenario is the current scenario with the claim's own "
                         "inputs, its figure is a model quantity times a factor (sometimes divided by another), and a figure is consistent when it lies "
                         "within %3 % of the model's. A claim whose deciding inputs come from its own source is marked internal: it checks the source's "
                         "arithmetic, not the world. A claim that moves with the uncertain inputs also gets its odds: the share of %4 Monte Carlo futures in "
                         "which it holds."),
        qty::whole(static_cast<long long>(std::count_if(catalogue.claims.begin(), catalogue.claims.end(), [](const Claim& c) { return c.judged(); }))), ids,
        qty::exact(kConsistentTolerance * 100), Quantity{static_cast<double>(kOddsSamples), Unit::Count, Style::Grouped, 0}));
    page.method.emplace_back(RW_MSG(
        "Claims", "Every default says whether it comes from an article, a public filing, published prices or an assumption, where it comes from and why. "
                  "The inputs nobody knows carry ranges that the Monte Carlo, the tornado and the what-if map explore."));
    return page;
}

std::string sourcesPageText(const SourcesPage& page)
{
    std::string t = "Sources\n";
    for (const auto& s : page.sources) {
        t += "  " + s.id + ": \"" + english(s.title) + "\" (" + english(s.description) + ")\n";
        if (!s.originalTitle.empty())
            t += "      original title: \"" + s.originalTitle + "\"\n";
        std::string facts;
        for (const std::string* fact : {&s.publisher, &s.date, &s.url})
            if (!fact->empty())
                facts += (facts.empty() ? "" : ", ") + *fact;
        if (!facts.empty())
            t += "      " + facts + "\n";
    }
    t += "\nWhere each default comes from\n";
    for (const auto& r : page.parameters) {
        t += "  " + r.key + " = " + english(r.defaultText) + " [" + english(r.kindText) + "]";
        if (!r.source.empty())
            t += " — " + english(r.source);
        t += "\n      " + english(r.reason) + "\n";
    }
    t += "\nPublic figures (not defaults)\n";
    for (const auto& f : page.publicFigures) {
        t += "  " + english(f.label) + ": " + english(f.valueText) + " — " + english(f.source);
        if (!f.comment.empty())
            t += " (" + english(f.comment) + ")";
        t += "\n";
    }
    t += "\nMethod\n";
    for (const auto& m : page.method)
        t += "  " + english(m) + "\n";
    return t;
}

} // namespace runway
