// The claims@3 writer (claimsfile.h): every member the reader reads, written so that reading it
// back gives the same catalogue. A member at its default is left out unless the reader requires
// it (a confirmed claim's overrides, quantity, claimed, unit and kind); a draft keeps the shape
// `claims extract` has always written (id, sources, status, quote, claimed, unit, currency,
// period, kind, suggestions).
#include <nlohmann/json.hpp>

#include "core/claims/claimsfile.h"
#include "core/scenario/jsondocument.h"
#include "core/scenario/parameters.h"
#include "core/scenario/scenariojson.h"

namespace runway {
namespace {

Json overridesJson(const ClaimOverrides& o)
{
    const Json all = scenarioToJson(o.values);
    Json out = Json::object();
    for (ParamId id : o.keys) {
        const std::string key(spec(id).key);
        out[key] = all.contains(key) ? all[key] : Json(nullptr);
    }
    return out;
}

Json idsJson(const std::vector<std::string>& ids)
{
    Json out = Json::array();
    for (const auto& id : ids)
        out.push_back(id);
    return out;
}

Json sourceJson(const ClaimSource& s)
{
    Json j{{"id", s.id}, {"title", english(s.title)}};
    if (!s.description.empty())
        j["description"] = english(s.description);
    const std::pair<const char*, const std::string*> optional[] = {
        {"publisher", &s.publisher},   {"date", &s.date}, {"url", &s.url}, {"language", &s.language}, {"original_title", &s.originalTitle},
        {"text_sha256", &s.textSha256}};
    for (const auto& [key, value] : optional)
        if (!value->empty())
            j[key] = *value;
    return j;
}

Json readingJson(const ClaimReading& r)
{
    Json j{{"id", r.id}};
    if (!r.quantity.empty())
        j["quantity"] = r.quantity;
    if (!r.overrides.empty() || r.quantity.empty())
        j["overrides"] = overridesJson(r.overrides);
    j["text"] = english(r.text);
    if (!r.why.empty())
        j["why"] = english(r.why);
    if (r.unit)
        j["unit"] = unitName(*r.unit);
    return j;
}

Json claimedJson(const Claim& c)
{
    return c.kind == ClaimKind::Between ? Json::array({c.claimed, c.claimedHigh}) : Json(c.claimed);
}

Json claimJson(const Claim& c)
{
    const bool judged = c.judged();
    const bool draft = c.status == ClaimStatus::Draft;
    Json j{{"id", c.id}, {"sources", idsJson(c.sources)}};
    if (!judged)
        j["status"] = statusName(c.status);
    if (!c.claim.empty())
        j["claim"] = english(c.claim);
    if (!c.quote.empty())
        j["quote"] = c.quote;
    if (judged || !c.overrides.empty())
        j["overrides"] = overridesJson(c.overrides);
    if (!c.quantity.empty())
        j["quantity"] = c.quantity;
    if (c.factor != 1)
        j["factor"] = c.factor;
    if (!c.per.empty())
        j["per"] = c.per;
    if (!c.perOverrides.empty())
        j["per_overrides"] = overridesJson(c.perOverrides);
    if (c.claimedGiven)
        j["claimed"] = claimedJson(c);
    if (draft) {
        j["unit"] = extract::unitName(c.found.unit);
        if (c.found.currency != extract::Currency::None)
            j["currency"] = extract::currencyName(c.found.currency);
        j["period"] = extract::periodName(c.found.period);
    } else if (judged || c.claimedGiven || c.unit != ClaimUnit::UsdPerDay) {
        j["unit"] = unitName(c.unit);
    }
    if (judged || draft || c.claimedGiven || c.kind != ClaimKind::Equals)
        j["kind"] = kindName(c.kind);
    if (c.tolerancePct)
        j["tolerance_pct"] = *c.tolerancePct;
    if (c.basis != ClaimBasis::Independent)
        j["basis"] = basisName(c.basis);
    if (!c.basisNote.empty())
        j["basis_note"] = english(c.basisNote);
    if (!c.readings.empty())
        j["readings"] = idsJson(c.readings);
    if (!c.context.empty())
        j["context"] = idsJson(c.context);
    if (!c.group.empty())
        j["group"] = c.group;
    if (!c.reading.empty())
        j["reading"] = english(c.reading);
    if (!c.reason.empty())
        j["reason"] = english(c.reason);
    if (draft) {
        Json suggestions = Json::array();
        for (const ClaimSuggestion& s : c.found.suggestions)
            suggestions.push_back(Json{{"quantity", s.quantity}, {"factor", s.factor}});
        j["suggestions"] = std::move(suggestions);
    }
    return j;
}

Json noteJson(const ClaimNote& n)
{
    return Json{{"sources", idsJson(n.sources)}, {"text", english(n.text)}};
}

Json figureJson(const PublicFigure& f)
{
    Json j{{"label", english(f.label)}};
    if (f.value)
        j["value"] = *f.value;
    if (f.range)
        j["range"] = Json::array({f.range->first, f.range->second});
    j["unit"] = f.unit;
    j["source"] = english(f.source);
    if (!f.comment.empty())
        j["comment"] = english(f.comment);
    return j;
}

Json contextJson(const ContextNumber& n)
{
    Json j{{"text", n.text}, {"reason", extract::contextName(n.reason)}};
    if (!n.quote.empty())
        j["quote"] = n.quote;
    return j;
}

// The top-level lists in the order they are written; an optional one only when it has entries.
template <class Visit> void eachList(const ClaimCatalogue& cat, Visit&& visit)
{
    visit("sources", cat.sources, sourceJson, true);
    visit("readings", cat.readings, readingJson, false);
    visit("claims", cat.claims, claimJson, true);
    visit("notes", cat.notes, noteJson, false);
    visit("public_figures", cat.publicFigures, figureJson, false);
    visit("context", cat.contextNumbers, contextJson, false);
}

/// `item` dumped as an element of a top-level list: indented two levels (four spaces).
void appendElement(std::string& out, const Json& item, bool first)
{
    out += first ? "\n" : ",\n";
    const std::string text = jsonOutputText(item);
    out += "    ";
    for (char ch : text) {
        out += ch;
        if (ch == '\n')
            out += "    ";
    }
}

} // namespace

Json catalogueToJson(const ClaimCatalogue& cat)
{
    Json doc{{"schema", std::string(kClaimsSchema)}};
    eachList(cat, [&](const char* key, const auto& items, auto toJson, bool always) {
        if (items.empty() && !always)
            return;
        Json list = Json::array();
        for (const auto& item : items)
            list.push_back(toJson(item));
        doc[key] = std::move(list);
    });
    return doc;
}

std::string catalogueToText(const ClaimCatalogue& cat)
{
    // Written element by element rather than as one document: a draft of half a million numbers
    // would otherwise hold every quote once more. The bytes are jsonOutputText's of
    // catalogueToJson, with a line feed (a test compares them).
    std::string out = "{\n  \"schema\": " + jsonOutputText(Json(std::string(kClaimsSchema)));
    eachList(cat, [&](const char* key, const auto& items, auto toJson, bool always) {
        if (items.empty() && !always)
            return;
        out += ",\n  " + jsonOutputText(Json(std::string(key))) + ": [";
        bool first = true;
        for (const auto& item : items) {
            appendElement(out, toJson(item), first);
            first = false;
        }
        out += first ? "]" : "\n  ]";
    });
    out += "\n}\n";
    return out;
}

} // namespace runway
