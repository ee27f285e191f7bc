#include "core/claims/claimcatalogue.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <set>

#include "core/claims/fieldreader.h"
#include "core/data/embedded.h"
#include "core/model/modeljson.h"
#include "core/scenario/numberformat.h"
#include "core/scenario/parameters.h"
#include "core/util/text.h"

namespace runway {
namespace {

// Where a list entry is: by its id when it has a usable one, else by its index.
std::string entryWhere(std::string_view list, std::string_view singular, const Json& entry, std::size_t i)
{
    if (entry.is_object())
        if (auto it = entry.find("id"); it != entry.end() && it->is_string() && !it->get_ref<const std::string&>().empty())
            return std::string(singular) + " \"" + abbreviate(it->get_ref<const std::string&>(), 40) + "\"";
    return std::string(list) + "[" + std::to_string(i) + "]";
}

const Json* requireArray(const Json& doc, std::string_view key, Problems& problems)
{
    auto it = doc.find(key);
    if (it == doc.end()) {
        problems.push_back({"", "the catalogue is missing \"" + std::string(key) + "\""});
        return nullptr;
    }
    if (!it->is_array()) {
        problems.push_back({std::string(key), "expected an array, got " + jsonType(*it)});
        return nullptr;
    }
    return &*it;
}

template <class Enum, std::size_t N> std::optional<Enum> enumFromName(const std::array<std::pair<std::string_view, Enum>, N>& table, std::string_view name)
{
    for (const auto& [n, e] : table)
        if (n == name)
            return e;
    return std::nullopt;
}

template <class Enum, std::size_t N> std::string enumNames(const std::array<std::pair<std::string_view, Enum>, N>& table)
{
    std::string s;
    for (const auto& [n, e] : table)
        s += (s.empty() ? "" : ", ") + std::string(n);
    return s;
}

constexpr std::array<std::pair<std::string_view, ClaimKind>, 3> kKinds{
    {{"equals", ClaimKind::Equals}, {"at_least", ClaimKind::AtLeast}, {"at_most", ClaimKind::AtMost}}};
constexpr std::array<std::pair<std::string_view, ClaimUnit>, 5> kUnits{{{"tokens_per_day", ClaimUnit::TokensPerDay},
                                                                        {"usd_per_day", ClaimUnit::UsdPerDay},
                                                                        {"usd_per_month", ClaimUnit::UsdPerMonth},
                                                                        {"chips", ClaimUnit::Chips},
                                                                        {"months", ClaimUnit::Months}}};

bool isQuantityKey(std::string_view key)
{
    if (isMetricKey(key))
        return true;
    const ParamSpec* p = findParam(key);
    return p && isNumeric(p->id);
}

void checkOverrides(FieldReader& r, const Json& overrides, Problems& problems, Json& out)
{
    if (!overrides.is_object()) {
        r.problem("overrides", "expected an object of scenario keys, got " + jsonType(overrides));
        return;
    }
    for (const auto& [key, value] : overrides.items())
        if (key == "schema" || key == "name" || key == "notes" || key == "uncertainty")
            r.problem("overrides", "\"" + key + "\" cannot be overridden by a claim (only model inputs can)");
    Checked<Scenario> s = scenarioFromJson(overrides);
    prefixProblems(s.problems, r.at("overrides"));
    problems.insert(problems.end(), s.problems.begin(), s.problems.end());
    out = overrides;
}

void readClaim(const Json& entry, const std::string& where, const ClaimCatalogue& cat, Problems& problems, Claim& c)
{
    FieldReader r(entry, where, problems);
    r.refuseUnknown({"id", "sources", "claim", "overrides", "quantity", "factor", "claimed", "unit", "kind", "readings", "group", "reading"});
    c.id = r.text("id", true, 60).value_or("");
    if (auto ids = r.ids("sources", true)) {
        for (const auto& id : *ids)
            if (!cat.findSource(id))
                r.problem("sources", "unknown source \"" + abbreviate(id) + "\"");
        c.sources = *ids;
    }
    c.claim = r.text("claim", true, 200).value_or("");
    if (const Json* o = r.get("overrides", true))
        checkOverrides(r, *o, problems, c.overrides);
    if (auto q = r.text("quantity", true, 100)) {
        if (!isQuantityKey(*q)) {
            const std::string hint = closestKey(*q);
            r.problem("quantity", "unknown quantity \"" + abbreviate(*q) +
                                      "\": expected a metric key of MODEL.md §5 (e.g. quota_list_value_usd_per_day, "
                                      "day0.serving_cost_usd) or a numeric parameter key" +
                                      (hint.empty() ? "" : " (did you mean \"" + hint + "\"?)"));
        }
        c.quantity = *q;
    }
    c.factor = r.positive("factor", true).value_or(1);
    c.claimed = r.positive("claimed", true).value_or(1);
    if (auto k = r.text("kind", true, 100)) {
        if (auto kind = enumFromName(kKinds, *k))
            c.kind = *kind;
        else
            r.problem("kind", "expected one of " + enumNames(kKinds) + ", got \"" + abbreviate(*k) + "\"");
    }
    if (auto u = r.text("unit", true, 100)) {
        if (auto unit = enumFromName(kUnits, *u))
            c.unit = *unit;
        else
            r.problem("unit", "expected one of " + enumNames(kUnits) + ", got \"" + abbreviate(*u) + "\"");
    }
    if (auto ids = r.ids("readings", false)) {
        for (const auto& id : *ids)
            if (!cat.findReading(id))
                r.problem("readings", "unknown reading \"" + abbreviate(id) + "\"");
        c.readings = *ids;
    }
    c.group = r.text("group", false, 60).value_or("");
    c.reading = r.text("reading", false, 200).value_or("");
    if (c.group.empty() != c.reading.empty())
        r.problem(c.group.empty() ? "reading" : "group", "\"group\" and \"reading\" go together: a claim read two ways needs both");
}

void readSources(const Json& list, ClaimCatalogue& cat, Problems& problems)
{
    for (std::size_t i = 0; i < list.size(); ++i) {
        const Json& e = list[i];
        FieldReader r(e, entryWhere("sources", "source", e, i), problems);
        if (!e.is_object()) {
            problems.push_back({r.where(), "expected an object, got " + jsonType(e)});
            continue;
        }
        r.refuseUnknown({"id", "title", "description"});
        ClaimSource s{r.text("id", true, 20).value_or(""), r.text("title", true, 300).value_or(""), r.text("description", true, 200).value_or("")};
        if (!s.id.empty() && cat.findSource(s.id))
            problems.push_back({r.where(), "the id is used twice"});
        cat.sources.push_back(std::move(s));
    }
}

void readReadings(const Json& list, ClaimCatalogue& cat, Problems& problems)
{
    for (std::size_t i = 0; i < list.size(); ++i) {
        const Json& e = list[i];
        FieldReader r(e, entryWhere("readings", "reading", e, i), problems);
        if (!e.is_object()) {
            problems.push_back({r.where(), "expected an object, got " + jsonType(e)});
            continue;
        }
        r.refuseUnknown({"id", "quantity", "text"});
        ClaimReading rd{r.text("id", true, 60).value_or(""), r.text("quantity", true, 100).value_or(""), r.text("text", true, 200).value_or("")};
        if (!rd.quantity.empty() && !isMetricKey(rd.quantity))
            r.problem("quantity", "unknown metric key \"" + abbreviate(rd.quantity) + "\" (MODEL.md §5, e.g. day0.serving_cost_usd)");
        if (!rd.id.empty() && cat.findReading(rd.id))
            problems.push_back({r.where(), "the id is used twice"});
        cat.readings.push_back(std::move(rd));
    }
}

void readNotes(const Json& list, ClaimCatalogue& cat, Problems& problems)
{
    for (std::size_t i = 0; i < list.size(); ++i) {
        const Json& e = list[i];
        FieldReader r(e, "notes[" + std::to_string(i) + "]", problems);
        if (!e.is_object()) {
            problems.push_back({r.where(), "expected an object, got " + jsonType(e)});
            continue;
        }
        r.refuseUnknown({"sources", "text"});
        ClaimNote n;
        if (auto ids = r.ids("sources", true)) {
            for (const auto& id : *ids)
                if (!cat.findSource(id))
                    r.problem("sources", "unknown source \"" + abbreviate(id) + "\"");
            n.sources = *ids;
        }
        n.text = r.text("text", true, 1000).value_or("");
        cat.notes.push_back(std::move(n));
    }
}

void readFigures(const Json& list, ClaimCatalogue& cat, Problems& problems)
{
    for (std::size_t i = 0; i < list.size(); ++i) {
        const Json& e = list[i];
        FieldReader r(e, "public_figures[" + std::to_string(i) + "]", problems);
        if (!e.is_object()) {
            problems.push_back({r.where(), "expected an object, got " + jsonType(e)});
            continue;
        }
        r.refuseUnknown({"label", "value", "range", "unit", "source", "comment"});
        PublicFigure f;
        f.label = r.text("label", true, 200).value_or("");
        f.value = r.positive("value", false);
        if (const Json* range = r.get("range", false)) {
            if (range->is_array() && range->size() == 2 && (*range)[0].is_number() && (*range)[1].is_number() &&
                (*range)[0].get<double>() <= (*range)[1].get<double>())
                f.range = std::pair((*range)[0].get<double>(), (*range)[1].get<double>());
            else
                r.problem("range", "expected [low, high] with low ≤ high");
        }
        if (e.contains("value") == e.contains("range"))
            problems.push_back({r.where(), "give exactly one of \"value\" and \"range\""});
        f.unit = r.text("unit", true, 60).value_or("");
        f.source = r.text("source", true, 300).value_or("");
        f.comment = r.text("comment", false, 500).value_or("");
        cat.publicFigures.push_back(std::move(f));
    }
}

} // namespace

const ClaimSource* ClaimCatalogue::findSource(std::string_view id) const
{
    for (const auto& s : sources)
        if (s.id == id)
            return &s;
    return nullptr;
}

const ClaimReading* ClaimCatalogue::findReading(std::string_view id) const
{
    for (const auto& r : readings)
        if (r.id == id)
            return &r;
    return nullptr;
}

const Claim* ClaimCatalogue::findClaim(std::string_view id) const
{
    for (const auto& c : claims)
        if (c.id == id)
            return &c;
    return nullptr;
}

std::string ClaimCatalogue::sourceTitles(const Claim& c) const
{
    std::string out;
    for (const auto& id : c.sources)
        if (const ClaimSource* s = findSource(id))
            out += (out.empty() ? "" : "; ") + s->title;
    return out;
}

Checked<ClaimCatalogue> catalogueFromJson(const Json& doc)
{
    Checked<ClaimCatalogue> result;
    Problems& problems = result.problems;
    if (!doc.is_object()) {
        problems.push_back({"", "a claims catalogue must be a JSON object {…}, not " + jsonType(doc)});
        return result;
    }
    FieldReader top(doc, "catalogue", problems);
    top.refuseUnknown({"schema", "sources", "readings", "claims", "notes", "public_figures"});
    if (auto it = doc.find("schema"); it == doc.end() || !it->is_string() || it->get_ref<const std::string&>() != kClaimsSchema)
        problems.push_back({"schema", "expected \"" + std::string(kClaimsSchema) + "\", got " + (it == doc.end() ? std::string("nothing") : jsonType(*it))});
    ClaimCatalogue cat;
    if (const Json* list = requireArray(doc, "sources", problems))
        readSources(*list, cat, problems);
    if (const Json* list = requireArray(doc, "readings", problems))
        readReadings(*list, cat, problems);
    if (const Json* list = requireArray(doc, "claims", problems)) {
        if (list->empty())
            problems.push_back({"claims", "the catalogue has no claims"});
        for (std::size_t i = 0; i < list->size(); ++i) {
            const Json& e = (*list)[i];
            const std::string where = entryWhere("claims", "claim", e, i);
            if (!e.is_object()) {
                problems.push_back({where, "expected an object, got " + jsonType(e)});
                continue;
            }
            Claim c;
            readClaim(e, where, cat, problems, c);
            if (!c.id.empty() && cat.findClaim(c.id))
                problems.push_back({where, "the id is used twice"});
            cat.claims.push_back(std::move(c));
        }
        std::set<std::string> groups;
        for (const auto& c : cat.claims)
            if (!c.group.empty())
                groups.insert(c.group);
        for (const auto& g : groups) {
            const auto n = std::count_if(cat.claims.begin(), cat.claims.end(), [&](const Claim& c) { return c.group == g; });
            if (n < 2)
                problems.push_back({"group \"" + abbreviate(g) + "\"", "has only one claim; a group holds the readings of one statement (two or more)"});
        }
    }
    if (const Json* list = requireArray(doc, "notes", problems))
        readNotes(*list, cat, problems);
    if (const Json* list = requireArray(doc, "public_figures", problems))
        readFigures(*list, cat, problems);
    if (problems.empty())
        result.value = std::move(cat);
    return result;
}

Checked<ClaimCatalogue> parseCatalogue(std::string_view text)
{
    auto doc = parseJsonDocument(text);
    if (!doc.ok())
        return {std::nullopt, std::move(doc.problems)};
    return catalogueFromJson(*doc.value);
}

Checked<ClaimCatalogue> loadBuiltinCatalogue()
{
    const embedded::File* file = embedded::find(kClaimsResource);
    if (!file)
        return {std::nullopt, {{std::string(kClaimsResource), "is not built into this binary"}}};
    auto result = parseCatalogue(file->data);
    prefixProblems(result.problems, std::string(kClaimsResource));
    return result;
}

const ClaimCatalogue& builtinCatalogue()
{
    static const ClaimCatalogue catalogue = loadBuiltinCatalogue().value.value_or(ClaimCatalogue{});
    return catalogue;
}

std::string_view kindName(ClaimKind k)
{
    for (const auto& [n, e] : kKinds)
        if (e == k)
            return n;
    return {};
}

std::string_view unitName(ClaimUnit u)
{
    for (const auto& [n, e] : kUnits)
        if (e == u)
            return n;
    return {};
}

std::string formatClaimValue(double v, ClaimUnit u)
{
    switch (u) {
    case ClaimUnit::TokensPerDay: return formatShort(v, 3) + " tokens a day";
    case ClaimUnit::UsdPerDay: return formatMoney(v, 3) + " a day";
    case ClaimUnit::UsdPerMonth: return formatMoney(v, 3) + " a month";
    case ClaimUnit::Chips: return formatGrouped(v, 0) + " chips";
    case ClaimUnit::Months: return formatShort(v, 3) + " months";
    }
    return formatPlain(v);
}

} // namespace runway
