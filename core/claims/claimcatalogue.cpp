#include "core/claims/claimcatalogue.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <set>

#include "core/data/embedded.h"
#include "core/model/modeljson.h"
#include "core/scenario/jsonfields.h"
#include "core/scenario/numberformat.h"
#include "core/scenario/parameters.h"
#include "core/util/text.h"

namespace runway {
namespace {

// A problem of the catalogue (no rule code: the catalogue is the program's own data).
Problem problemAt(std::string where, std::string message)
{
    return Problem{std::move(where), std::move(message)};
}

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
        problems.push_back(problemAt("", "the catalogue is missing \"" + std::string(key) + "\""));
        return nullptr;
    }
    if (!it->is_array()) {
        problems.push_back(problemAt(std::string(key), "expected an array, got " + jsonType(*it)));
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

constexpr std::array<std::pair<std::string_view, ClaimKind>, 4> kKinds{
    {{"equals", ClaimKind::Equals}, {"at_least", ClaimKind::AtLeast}, {"at_most", ClaimKind::AtMost}, {"between", ClaimKind::Between}}};
constexpr std::array<std::pair<std::string_view, ClaimUnit>, 8> kUnits{{{"tokens_per_day", ClaimUnit::TokensPerDay},
                                                                        {"usd_per_day", ClaimUnit::UsdPerDay},
                                                                        {"usd_per_month", ClaimUnit::UsdPerMonth},
                                                                        {"usd", ClaimUnit::Usd},
                                                                        {"chips", ClaimUnit::Chips},
                                                                        {"months", ClaimUnit::Months},
                                                                        {"percent", ClaimUnit::Percent},
                                                                        {"times", ClaimUnit::Times}}};
constexpr std::array<std::pair<std::string_view, ClaimBasis>, 2> kBases{{{"independent", ClaimBasis::Independent}, {"internal", ClaimBasis::Internal}}};

bool isQuantityKey(std::string_view key)
{
    if (isMetricKey(key))
        return true;
    const ParamSpec* p = findParam(key);
    return p && isNumeric(p->id);
}

template <class Enum, std::size_t N>
std::optional<Enum> readEnum(FieldReader& r, std::string_view field, bool required, const std::array<std::pair<std::string_view, Enum>, N>& table)
{
    auto name = r.text(field, required, 100);
    if (!name)
        return std::nullopt;
    if (auto e = enumFromName(table, *name))
        return e;
    r.problem(field, "expected one of " + enumNames(table) + ", got \"" + abbreviate(*name) + "\"");
    return std::nullopt;
}

// A quantity field: a metric key of MODEL.md §5 or a numeric parameter key.
std::optional<std::string> readQuantity(FieldReader& r, std::string_view field, bool required)
{
    auto q = r.text(field, required, 100);
    if (!q)
        return std::nullopt;
    if (!isQuantityKey(*q)) {
        const std::string hint = closestKey(*q);
        r.problem(field, "unknown quantity \"" + abbreviate(*q) +
                             "\": expected a metric key of MODEL.md §5 (e.g. quota_list_value_usd_per_day, "
                             "day0.serving_cost_usd) or a numeric parameter key" +
                             (hint.empty() ? "" : " (did you mean \"" + hint + "\"?)"));
    }
    return q;
}

void checkOverrides(FieldReader& r, const Json& overrides, Problems& problems, Json& out, Scenario& patch)
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
    if (s.ok())
        patch = std::move(*s.value);
}

// "claimed": a number above 0 for `equals` (the ratio divides by it), any number for a bound,
// [low, high] with low < high for `between`.
void readClaimed(FieldReader& r, Claim& c)
{
    const Json* v = r.get("claimed", true);
    if (!v)
        return;
    if (c.kind == ClaimKind::Between) {
        if (v->is_array() && v->size() == 2 && (*v)[0].is_number() && (*v)[1].is_number() && (*v)[0].get<double>() < (*v)[1].get<double>()) {
            c.claimed = (*v)[0].get<double>();
            c.claimedHigh = (*v)[1].get<double>();
        } else {
            r.problem("claimed", "a \"between\" claim needs [low, high] with low < high, got " + jsonType(*v));
        }
        return;
    }
    if (!v->is_number()) {
        r.problem("claimed", "expected a number, got " + jsonType(*v) + (v->is_array() ? " (a range [low, high] needs \"kind\": \"between\")" : ""));
        return;
    }
    const double d = v->get<double>();
    if (c.kind == ClaimKind::Equals && !(d > 0)) {
        r.problem("claimed", "expected a finite number above 0 for an \"equals\" claim (the ratio divides by it), got " + formatPlain(d));
        return;
    }
    c.claimed = c.claimedHigh = d == 0 ? 0.0 : d;
}

void readReadingIds(FieldReader& r, std::string_view field, const ClaimCatalogue& cat, const Claim& c, std::vector<std::string>& out)
{
    auto ids = r.ids(field, false);
    if (!ids)
        return;
    const bool compared = field == "readings";
    for (const auto& id : *ids) {
        const ClaimReading* rd = cat.findReading(id);
        if (!rd)
            r.problem(field, "unknown reading \"" + abbreviate(id) + "\"");
        else if (compared && rd->unit)
            r.problem(field,
                      "reading \"" + abbreviate(id) + "\" has its own unit, so it cannot be compared with the claimed figure; list it under \"context\"");
    }
    if (compared && c.kind != ClaimKind::Equals)
        r.problem(field,
                  "only an \"equals\" claim has other readings (a reading matches within 5 % of one figure); use \"context\" to show figures beside a bound");
    out = *ids;
}

void readClaim(const Json& entry, const std::string& where, const ClaimCatalogue& cat, Problems& problems, Claim& c)
{
    FieldReader r(entry, where, problems);
    r.refuseUnknown({"id", "sources", "claim", "overrides", "quantity", "factor", "per", "claimed", "unit", "kind", "basis", "basis_note", "readings",
                     "context", "group", "reading"});
    c.id = r.text("id", true, 60).value_or("");
    if (auto ids = r.ids("sources", true)) {
        for (const auto& id : *ids)
            if (!cat.findSource(id))
                r.problem("sources", "unknown source \"" + abbreviate(id) + "\"");
        c.sources = *ids;
    }
    c.claim = r.text("claim", true, 200).value_or("");
    if (const Json* o = r.get("overrides", true))
        checkOverrides(r, *o, problems, c.overrides, c.patch);
    c.quantity = readQuantity(r, "quantity", true).value_or("");
    c.factor = r.positive("factor", false).value_or(1);
    c.per = readQuantity(r, "per", false).value_or("");
    c.kind = readEnum(r, "kind", true, kKinds).value_or(ClaimKind::Equals);
    readClaimed(r, c);
    c.unit = readEnum(r, "unit", true, kUnits).value_or(ClaimUnit::UsdPerDay);
    c.basis = readEnum(r, "basis", false, kBases).value_or(ClaimBasis::Independent);
    if (auto note = r.text("basis_note", false, 500)) {
        if (c.basis != ClaimBasis::Internal)
            r.problem("basis_note", "only an \"internal\" claim has a basis note (it says which inputs come from the claim's own source)");
        c.basisNote = *note;
    } else if (c.basis == ClaimBasis::Internal && !entry.contains("basis_note")) {
        r.problem("basis", "an \"internal\" claim needs a \"basis_note\" saying which inputs come from the claim's own source");
    }
    readReadingIds(r, "readings", cat, c, c.readings);
    readReadingIds(r, "context", cat, c, c.context);
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
            problems.push_back(problemAt(r.where(), "expected an object, got " + jsonType(e)));
            continue;
        }
        r.refuseUnknown({"id", "title", "description"});
        ClaimSource s{r.text("id", true, 20).value_or(""), r.text("title", true, 300).value_or(""), r.text("description", true, 200).value_or("")};
        if (!s.id.empty() && cat.findSource(s.id))
            problems.push_back(problemAt(r.where(), "the id is used twice"));
        cat.sources.push_back(std::move(s));
    }
}

void readReadings(const Json& list, ClaimCatalogue& cat, Problems& problems)
{
    for (std::size_t i = 0; i < list.size(); ++i) {
        const Json& e = list[i];
        FieldReader r(e, entryWhere("readings", "reading", e, i), problems);
        if (!e.is_object()) {
            problems.push_back(problemAt(r.where(), "expected an object, got " + jsonType(e)));
            continue;
        }
        r.refuseUnknown({"id", "quantity", "overrides", "text", "why", "unit"});
        ClaimReading rd;
        rd.id = r.text("id", true, 60).value_or("");
        rd.quantity = readQuantity(r, "quantity", false).value_or("");
        rd.overrides = Json::object();
        if (const Json* o = r.get("overrides", false))
            checkOverrides(r, *o, problems, rd.overrides, rd.patch);
        rd.text = r.text("text", true, 200).value_or("");
        rd.why = r.text("why", false, 300).value_or("");
        rd.unit = readEnum(r, "unit", false, kUnits);
        if (!e.contains("quantity") && !e.contains("overrides"))
            problems.push_back(
                problemAt(r.where(), "needs a \"quantity\", \"overrides\" or both: a reading is another figure, or the claim's own under other inputs"));
        if (e.contains("unit") && !e.contains("quantity"))
            r.problem("unit", "a reading of the claim's own quantity takes the claim's unit; give a \"quantity\" to show a figure in its own unit");
        if (!rd.id.empty() && cat.findReading(rd.id))
            problems.push_back(problemAt(r.where(), "the id is used twice"));
        cat.readings.push_back(std::move(rd));
    }
}

void readNotes(const Json& list, ClaimCatalogue& cat, Problems& problems)
{
    for (std::size_t i = 0; i < list.size(); ++i) {
        const Json& e = list[i];
        FieldReader r(e, "notes[" + std::to_string(i) + "]", problems);
        if (!e.is_object()) {
            problems.push_back(problemAt(r.where(), "expected an object, got " + jsonType(e)));
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
            problems.push_back(problemAt(r.where(), "expected an object, got " + jsonType(e)));
            continue;
        }
        r.refuseUnknown({"label", "value", "range", "unit", "source", "comment"});
        PublicFigure f;
        f.label = r.text("label", true, 200).value_or("");
        f.value = r.number("value", false); // a margin can be negative
        if (const Json* range = r.get("range", false)) {
            if (range->is_array() && range->size() == 2 && (*range)[0].is_number() && (*range)[1].is_number() &&
                (*range)[0].get<double>() <= (*range)[1].get<double>())
                f.range = std::pair((*range)[0].get<double>(), (*range)[1].get<double>());
            else
                r.problem("range", "expected [low, high] with low ≤ high");
        }
        if (e.contains("value") == e.contains("range"))
            problems.push_back(problemAt(r.where(), "give exactly one of \"value\" and \"range\""));
        f.unit = r.text("unit", true, 60).value_or("");
        f.source = r.text("source", true, 400).value_or("");
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
        problems.push_back(problemAt("", "a claims catalogue must be a JSON object {…}, not " + jsonType(doc)));
        return result;
    }
    FieldReader top(doc, "catalogue", problems);
    top.refuseUnknown({"schema", "sources", "readings", "claims", "notes", "public_figures"});
    if (auto it = doc.find("schema"); it == doc.end() || !it->is_string() || it->get_ref<const std::string&>() != kClaimsSchema)
        problems.push_back(
            problemAt("schema", "expected \"" + std::string(kClaimsSchema) + "\", got " + (it == doc.end() ? std::string("nothing") : jsonType(*it))));
    ClaimCatalogue cat;
    if (const Json* list = requireArray(doc, "sources", problems))
        readSources(*list, cat, problems);
    if (const Json* list = requireArray(doc, "readings", problems))
        readReadings(*list, cat, problems);
    if (const Json* list = requireArray(doc, "claims", problems)) {
        if (list->empty())
            problems.push_back(problemAt("claims", "the catalogue has no claims"));
        for (std::size_t i = 0; i < list->size(); ++i) {
            const Json& e = (*list)[i];
            const std::string where = entryWhere("claims", "claim", e, i);
            if (!e.is_object()) {
                problems.push_back(problemAt(where, "expected an object, got " + jsonType(e)));
                continue;
            }
            Claim c;
            readClaim(e, where, cat, problems, c);
            if (!c.id.empty() && cat.findClaim(c.id))
                problems.push_back(problemAt(where, "the id is used twice"));
            cat.claims.push_back(std::move(c));
        }
        std::set<std::string> groups;
        for (const auto& c : cat.claims)
            if (!c.group.empty())
                groups.insert(c.group);
        for (const auto& g : groups) {
            const auto n = std::count_if(cat.claims.begin(), cat.claims.end(), [&](const Claim& c) { return c.group == g; });
            if (n < 2)
                problems.push_back(
                    problemAt("group \"" + abbreviate(g) + "\"", "has only one claim; a group holds the readings of one statement (two or more)"));
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
        return {std::nullopt, {problemAt(std::string(kClaimsResource), "is not built into this binary")}};
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

std::string_view basisName(ClaimBasis b)
{
    for (const auto& [n, e] : kBases)
        if (e == b)
            return n;
    return {};
}

namespace {
// The number of a value in its unit, without the unit's words: "3.87T", "$100K", "1,000", "25".
std::string claimNumber(double v, ClaimUnit u)
{
    switch (u) {
    case ClaimUnit::UsdPerDay:
    case ClaimUnit::UsdPerMonth:
    case ClaimUnit::Usd: return formatMoney(v, 3);
    case ClaimUnit::Chips: return formatGrouped(v, 0);
    case ClaimUnit::TokensPerDay:
    case ClaimUnit::Months:
    case ClaimUnit::Percent:
    case ClaimUnit::Times: return formatShort(v, 3);
    }
    return formatPlain(v);
}
} // namespace

std::string formatClaimValue(double v, ClaimUnit u)
{
    std::string n = claimNumber(v, u);
    switch (u) {
    case ClaimUnit::TokensPerDay: return n + " tokens a day";
    case ClaimUnit::UsdPerDay: return n + " a day";
    case ClaimUnit::UsdPerMonth: return n + " a month";
    case ClaimUnit::Usd: return n;
    case ClaimUnit::Chips: return n + " chips";
    case ClaimUnit::Months: return n + " months";
    case ClaimUnit::Percent: return n + " %";
    case ClaimUnit::Times: return n + "×";
    }
    return n;
}

std::string formatClaimed(const Claim& c)
{
    if (c.kind != ClaimKind::Between)
        return formatClaimValue(c.claimed, c.unit);
    // "$100K–$1M a month", "1,000–9,999 chips": the unit's words once, after the range.
    return claimNumber(c.claimed, c.unit) + "–" + formatClaimValue(c.claimedHigh, c.unit);
}

} // namespace runway
