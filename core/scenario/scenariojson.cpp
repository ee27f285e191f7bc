#include "core/scenario/scenariojson.h"

#include <algorithm>
#include <cmath>
#include <set>

#include "core/scenario/jsondocument.h"
#include "core/scenario/jsonfields.h"
#include "core/scenario/jsonreader.h"
#include "core/scenario/numberformat.h"
#include "core/scenario/quantity.h"
#include "core/scenario/validate.h"
#include "core/util/text.h"

namespace runway {
namespace {

using enum ProblemCode;

constexpr std::string_view kSchema1 = "token-runway/scenario@1";

/// Whether a problem of validate() is about a key the reader already found a problem with.
bool concernsBadKey(const Problem& p, const std::set<std::string>& bad)
{
    if (bad.count(p.args.key) || (!p.args.other.empty() && bad.count(p.args.other)))
        return true;
    if (bad.count("uncertainty") && p.where.starts_with("uncertainty"))
        return true;
    return bad.count("funding") && p.where.starts_with("funding");
}

/// The model a document asks for (MODEL.md §0, MODEL3.md §0): 1 for "@1", 2 for "@2", 3 for "@3"
/// or no schema line.
int schemaModel(const Json& doc, Problems& problems)
{
    const auto it = doc.find("schema");
    if (it == doc.end())
        return 3;
    if (it->is_string() && it->get_ref<const std::string&>() == kSchema1)
        return 1;
    if (it->is_string() && it->get_ref<const std::string&>() == kScenarioSchema)
        return 2;
    if (it->is_string() && it->get_ref<const std::string&>() == kScenarioSchema3)
        return 3;
    ProblemArgs a;
    a.text = jsonType(*it);
    problems.push_back(ruleProblem(SchemaUnknown, "schema", std::move(a)));
    return 3;
}

} // namespace

Checked<Json> scenarioDocument(const Json& doc)
{
    Checked<Json> result;
    if (!doc.is_object() || (!doc.contains("scenario") && !doc.contains("metrics"))) {
        result.value = doc;
        return result;
    }
    if (doc.size() == 2 && doc.contains("scenario") && doc.contains("metrics")) {
        result.value = doc.at("scenario");
        return result;
    }
    std::string members;
    std::size_t listed = 0;
    for (const auto& [key, v] : doc.items())
        if (++listed <= 5)
            members += (members.empty() ? "" : ", ") + inQuotes(key);
    Message has = Message::verbatim(members);
    if (listed > 5)
        has = Message(RW_MSG("Problems", "%1 and %2 more")).arg(members).arg(qty::whole(static_cast<long long>(listed - 5)));
    Problem p;
    p.where = doc.contains("scenario") ? "scenario" : "metrics";
    p.message = Message(RW_MSG("Problems", "a document with a \"scenario\" or \"metrics\" member is read as the output of `token-runway run --format json`, "
                                           "whose members are exactly \"scenario\" and \"metrics\"; this one has %1. Give the scenario's keys at the top "
                                           "level, or exactly {\"scenario\": {…}, \"metrics\": {…}}"))
                    .arg(has);
    result.problems.push_back(std::move(p));
    return result;
}

Checked<Scenario> scenarioFromJson(const Json& doc)
{
    PatchResult read = scenarioFromJson(doc, ScenarioPatch());
    return {std::move(read.value), std::move(read.problems)};
}

PatchResult scenarioFromJson(const Json& doc, const ScenarioPatch& patch)
{
    PatchResult result;
    Problems& problems = result.problems;
    if (!doc.is_object()) {
        ProblemArgs a;
        a.text = jsonType(doc);
        problems.push_back(ruleProblem(NotAnObject, "", std::move(a)));
        return result;
    }
    const int model = schemaModel(doc, problems);
    Scenario s = model == 1 ? Scenario::model1Defaults() : model == 2 ? Scenario() : Scenario::model3Defaults();
    ScenarioReader r{s, problems, {}};
    // A key the patch sets anew does not keep the document's problem with its old value
    // (`FILE --set KEY=…` repairs a broken value as the document's own key would).
    const auto forgive = [&](const std::string& key, ParamId id, std::size_t before) {
        if (!patch.setsKey(id) || problems.size() == before)
            return;
        problems.resize(before);
        r.badKeys.erase(key);
    };
    const Json* uncertainty = nullptr;
    for (const auto& [key, v] : doc.items()) {
        if (key == "schema")
            continue;
        const ParamSpec* p = findParam(key);
        if (!p) {
            ProblemArgs a{key, closestKey(key)};
            r.add(ruleProblem(UnknownKey, abbreviate(key), std::move(a)), key);
            continue;
        }
        if (p->type == ParamType::UncertaintyMap) {
            uncertainty = &v;
            continue;
        }
        const std::size_t before = problems.size();
        r.value(*p, v);
        forgive(key, p->id, before);
    }
    // Uncertainty last: a triangular without a mode takes the scenario's (now known) value. A
    // model-2 document without one takes the default ranges moved to its values (MODEL.md 2.1 §6);
    // an @1 document keeps model 1's default uncertainty.
    if (uncertainty) {
        const std::size_t before = problems.size();
        r.uncertainty(*uncertainty);
        if (patch.setsKey(ParamId::Uncertainty)) {
            problems.resize(before);
            std::erase_if(r.badKeys, [](const std::string& k) { return k.starts_with("uncertainty"); });
        }
    } else if (model != 1) {
        s.uncertainty = defaultUncertaintyFor(s);
    }
    if (model == 1)
        for (const auto& e : patch.edits()) // as the document's own keys would be (MODEL.md §0); model-3 keys: applyEdits
            if ((spec(e.id).newInModel2 && !isModel3Key(e.id)) || (e.id == ParamId::Cash && std::holds_alternative<PatchNull>(e.value))) {
                const std::string key(spec(e.id).key);
                r.add(ruleProblem(Model2Key, key, {key}), key);
            }
    for (auto& p : patch.applyEdits(s, result.notes))
        problems.push_back(std::move(p));
    for (auto& p : validateWithModel(s)) {
        if (concernsBadKey(p, r.badKeys))
            continue;
        const ParamSpec* key = findParam(p.args.key);
        if (p.code == BeyondHorizon && !doc.contains(p.args.key) && key && !patch.setsKey(key->id)) { // a default nobody gave: say so
            p.args.text = "default";
            p.message = ruleMessage(p.code, p.args);
        }
        problems.push_back(std::move(p));
    }
    if (problems.empty())
        result.value = std::move(s);
    else
        result.notes.clear();
    return result;
}

Checked<Scenario> parseScenario(std::string_view text)
{
    auto doc = parseJsonDocument(text);
    if (!doc.ok())
        return {std::nullopt, std::move(doc.problems)};
    return scenarioFromJson(*doc.value);
}

Checked<Scenario> readScenarioFile(const std::string& path)
{
    auto text = readDocumentFile(path);
    if (!text.ok())
        return {std::nullopt, std::move(text.problems)};
    auto doc = parseJsonDocument(*text.value);
    if (!doc.ok()) {
        prefixProblems(doc.problems, path);
        return {std::nullopt, std::move(doc.problems)};
    }
    auto inner = scenarioDocument(*doc.value);
    if (!inner.ok()) {
        prefixProblems(inner.problems, path);
        return {std::nullopt, std::move(inner.problems)};
    }
    const bool unwrapped = doc.value->is_object() && doc.value->contains("scenario");
    auto result = scenarioFromJson(*inner.value);
    prefixProblems(result.problems, unwrapped ? path + ": scenario" : path);
    return result;
}

namespace {

/// One key of `s` as its document writes it.
void writeKey(Json& j, const Scenario& s, const ParamSpec& p)
{
    const std::string key(p.key);
    if (isOptional(p.type) && s.isNull(p.id)) {
        j[key] = nullptr;
        return;
    }
    if (isMeasuredDate(p.id)) {
        j[key] = s.measuredDate(p.id)->toIso();
        return;
    }
    if (p.id == ParamId::ReplaceChips) {
        j[key] = s[p.id] != 0;
        return;
    }
    switch (p.type) {
    case ParamType::Text: j[key] = p.id == ParamId::Name ? s.name : s.notes; break;
    case ParamType::Date: j[key] = (p.id == ParamId::StartDate ? s.startDate : s.filingDate).toIso(); break;
    case ParamType::Choice: j[key] = capacityModeName(s.capacityMode); break;
    case ParamType::Integer:
    case ParamType::OptionalInteger:
        // Whole numbers as JSON integers (a valid scenario's are at most 1e10).
        if (std::fabs(s[p.id]) <= 9007199254740992.0 && std::floor(s[p.id]) == s[p.id])
            j[key] = static_cast<long long>(s[p.id]);
        else
            j[key] = s[p.id];
        break;
    case ParamType::Real:
    case ParamType::OptionalReal: j[key] = s[p.id]; break;
    case ParamType::FundingList: {
        Json list = Json::array();
        for (const auto& f : s.funding) {
            // MODEL3.md §1: the model-3 fields too (an older scenario's events are certain and unlabelled).
            list.push_back(Json{{"month", f.month}, {"amount_usd", f.amountUsd}, {"probability_pct", f.probabilityPct}, {"label", f.label}});
        }
        j[key] = list;
        break;
    }
    case ParamType::UncertaintyMap: {
        Json map = Json::object();
        for (const auto& d : s.uncertainty) {
            Json dist{{"dist", distKindName(d.kind)}, {"low", d.low}};
            if (d.mode)
                dist["mode"] = *d.mode;
            dist["high"] = d.high;
            map[std::string(spec(d.param).key)] = dist;
        }
        j[key] = map;
        break;
    }
    }
}

} // namespace

Json scenarioToJson(const Scenario& s)
{
    // Everything the program writes is `@3` (MODEL3.md §0); an older scenario's model-3 keys hold their
    // neutral values and are written out, so the document gives its results exactly.
    Json j;
    j["schema"] = kScenarioSchema3;
    for (const auto& p : parameters()) {
        if (p.id == ParamId::Funding) // the model-3 keys before the funding events and the uncertainty
            for (const auto& q : model3Parameters())
                writeKey(j, s, q);
        writeKey(j, s, p);
    }
    return j;
}

std::string scenarioToText(const Scenario& s)
{
    return scenarioToJson(s).dump(2) + "\n";
}

Checked<Json> upgradeDocument(const Json& doc)
{
    Checked<Json> result;
    auto read = scenarioFromJson(doc);
    if (!read.ok()) {
        result.problems = std::move(read.problems);
        return result;
    }
    if (read.value->model != 1) { // @2 and @3 documents come back as they are
        result.value = doc;
        return result;
    }
    // Every key present stays; the changed keys take model 1's values and the model-2 keys
    // their neutral values, written out, so the @2 document gives model 1's results exactly.
    Json out = Json::object();
    out["schema"] = kScenarioSchema;
    for (const auto& [key, v] : doc.items())
        if (key != "schema")
            out[key] = v;
    const Json full = scenarioToJson(*read.value);
    for (const auto& p : parameters()) {
        const std::string key(p.key);
        if (out.contains(key))
            continue;
        const bool changed = isNumeric(p.id) && model1Value(p.id).has_value();
        const bool neutral = p.id == ParamId::CapacityMode || p.id == ParamId::AccountCap || p.group == ParamGroup::TokenMix;
        if (changed || neutral || p.id == ParamId::Uncertainty)
            out[key] = full[key];
    }
    result.value = std::move(out);
    return result;
}

Checked<Json> upgradeToModel3(const Json& doc)
{
    Checked<Json> result;
    auto read = scenarioFromJson(doc);
    if (!read.ok()) {
        result.problems = std::move(read.problems);
        return result;
    }
    if (read.value->model == 3) {
        result.value = doc;
        return result;
    }
    Json two = doc;
    if (read.value->model == 1) { // through model 2 first (MODEL.md §0), then as an @2 document
        auto upgraded = upgradeDocument(doc);
        if (!upgraded.ok()) {
            result.problems = std::move(upgraded.problems);
            return result;
        }
        two = std::move(*upgraded.value);
        read = scenarioFromJson(two);
        if (!read.ok()) {
            result.problems = std::move(read.problems);
            return result;
        }
    }
    // Every key present stays; every model-3 key at its neutral value, each funding event certain and
    // the uncertainty (the document's, or model 2's default moved to its values) written out, so the
    // @3 document gives the @2 document's results exactly (MODEL3.md §0).
    Scenario s = *read.value;
    s.model = 3;
    const Json full = scenarioToJson(s);
    Json out = Json::object();
    out["schema"] = kScenarioSchema3;
    for (const auto& [key, v] : two.items())
        if (key != "schema")
            out[key] = v;
    for (const auto& p : model3Parameters())
        out[std::string(p.key)] = full[std::string(p.key)];
    if (out.contains("funding"))
        for (auto& event : out["funding"])
            if (event.is_object() && !event.contains("probability_pct"))
                event["probability_pct"] = 100;
    out["uncertainty"] = full["uncertainty"];
    result.value = std::move(out);
    return result;
}

} // namespace runway
