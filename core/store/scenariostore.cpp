#include "core/store/scenariostore.h"

#include "core/scenario/jsondocument.h"
#include "core/scenario/validate.h"
#include "core/store/storeschema.h"
#include "core/util/fileio.h"
#include "core/util/text.h"

namespace runway {

using store::Statement;
using store::Transaction;

namespace {

Message presetRefusal(const std::string& name)
{
    return Message(RW_MSG("Library", "%1 is a built-in preset and read-only; save your changes as a copy under a new name")).arg(inQuotes(name));
}

/// "cannot save NAME: WHY" with SQLite's or the library's words.
Message cannotSave(const std::string& name, const Message& why)
{
    return Message(RW_MSG("Library", "cannot save %1: %2")).arg(inQuotes(name)).arg(why);
}
Message cannotSave(const std::string& name, const std::string& sqlite)
{
    return cannotSave(name, Message::verbatim(sqlite));
}

} // namespace

Problems ScenarioStore::refuseWrite() const
{
    if (readOnly())
        return {{m_path, m_readOnlyReason}};
    return {};
}

Problem ScenarioStore::dbProblem(const Message& what) const
{
    // SQLite's words for a damaged file; say what it means for the user's data.
    if (const std::string text = english(what); text.find("malformed") != std::string::npos || text.find("not a database") != std::string::npos)
        return {m_path, Message(RW_MSG("Library", "%1 (the library file is damaged; it was left unchanged: restore a backup or use another --db)")).arg(what)};
    // A lock held too long, a full disk, an I/O error: the machine's problem, not the input's.
    // The failure is the connection's last statement's, which every caller reports at once.
    return {m_path, what, store::isEnvironmentFailure(m_db.failureCode()) ? ProblemKind::Environment : ProblemKind::Input};
}

std::optional<std::int64_t> ScenarioStore::scenarioId(const std::string& name, bool* preset, std::string* error) const
{
    Statement st(m_db, "SELECT id, preset FROM scenarios WHERE name = ?1");
    st.bind(1, name);
    const bool found = st.next();
    if (error)
        *error = st.error();
    if (!found)
        return std::nullopt;
    if (preset)
        *preset = st.integer(1) != 0;
    return st.integer(0);
}

Checked<std::vector<ScenarioSummary>> ScenarioStore::list() const
{
    // Counting through the (scenario_id, version) unique index: no scenario JSON is touched.
    Statement st(m_db, "SELECT s.name, s.preset, s.preset_id, s.updated, "
                       "(SELECT count(*) FROM versions v WHERE v.scenario_id = s.id), s.id FROM scenarios s ORDER BY s.name");
    std::vector<ScenarioSummary> rows;
    while (st.next()) {
        const std::string name = st.text(0);
        if (const auto bad = firstNonUtf8Byte(name))
            return {std::nullopt, {dbProblem(store::damagedNameMessage(st.integer(5), name, *bad))}};
        rows.push_back({name, st.integer(1) != 0, st.text(2), st.text(3), static_cast<int>(st.integer(4))});
    }
    if (st.failed())
        return {std::nullopt, {dbProblem(Message(RW_MSG("Library", "cannot list the scenarios: %1")).arg(st.error()))}};
    return {std::move(rows), {}};
}

bool ScenarioStore::contains(const std::string& name) const
{
    return scenarioId(name, nullptr, nullptr).has_value();
}

std::optional<Problem> ScenarioStore::damagedName(const std::string& name) const
{
    const auto bad = firstNonUtf8Byte(name);
    if (!bad)
        return std::nullopt;
    if (const auto id = scenarioId(name, nullptr, nullptr))
        return dbProblem(store::damagedNameMessage(*id, name, *bad));
    return dbProblem(store::noScenarioMessage(name));
}

Checked<std::string> ScenarioStore::loadJson(const std::string& name, int version) const
{
    if (auto damaged = damagedName(name)) // a name that is not UTF-8 can match only a damaged row
        return {std::nullopt, {*damaged}};
    Statement st(m_db, version > 0 ? "SELECT v.scenario_json FROM versions v JOIN scenarios s ON s.id = v.scenario_id "
                                     "WHERE s.name = ?1 AND v.version = ?2"
                                   : "SELECT v.scenario_json FROM versions v JOIN scenarios s ON s.id = v.scenario_id "
                                     "WHERE s.name = ?1 ORDER BY v.version DESC LIMIT 1");
    st.bind(1, name);
    if (version > 0)
        st.bind(2, std::int64_t{version});
    if (st.next())
        return {st.text(0), {}};
    if (st.failed())
        return {std::nullopt, {dbProblem(Message(RW_MSG("Library", "cannot read %1: %2")).arg(inQuotes(name)).arg(st.error()))}};
    if (version > 0 && contains(name))
        return {std::nullopt, {dbProblem(Message(RW_MSG("Library", "%1 has no version %2 (see its history)")).arg(inQuotes(name)).arg(qty::whole(version)))}};
    return {std::nullopt, {dbProblem(store::noScenarioMessage(name))}};
}

Checked<Scenario> ScenarioStore::loadVersion(const std::string& name, int version) const
{
    if (version < 1)
        return {std::nullopt,
                {dbProblem(Message(RW_MSG("Library", "version %1 of %2 does not exist; versions start at 1")).arg(qty::whole(version)).arg(inQuotes(name)))}};
    auto json = loadJson(name, version);
    if (!json.ok())
        return {std::nullopt, json.problems};
    auto s = parseScenario(*json.value);
    if (!s.ok()) {
        prefixProblems(s.problems, m_path + ": " + inQuotes(name));
        return s;
    }
    s.value->name = name; // the row's name is authoritative (rename does not rewrite versions)
    return s;
}

Checked<Scenario> ScenarioStore::load(const std::string& name) const
{
    auto json = loadJson(name, 0);
    if (!json.ok())
        return {std::nullopt, json.problems};
    auto s = parseScenario(*json.value);
    if (!s.ok()) {
        prefixProblems(s.problems, m_path + ": " + inQuotes(name));
        return s;
    }
    s.value->name = name;
    return s;
}

Checked<int> ScenarioStore::insertVersion(const std::string& name, const std::string& json, const std::string& note, bool preset, const std::string& presetId)
{
    const std::string now = store::nowIso();
    std::string error;
    std::optional<std::int64_t> id = scenarioId(name, nullptr, &error);
    if (!error.empty())
        return {std::nullopt, {dbProblem(Message::verbatim(error))}};
    if (!id) {
        Statement ins(m_db, "INSERT INTO scenarios (name, preset, preset_id, created, updated) VALUES (?1, ?2, ?3, ?4, ?4)");
        ins.bind(1, name).bind(2, std::int64_t{preset ? 1 : 0}).bind(3, presetId).bind(4, now);
        if (!ins.run())
            return {std::nullopt, {dbProblem(cannotSave(name, ins.error()))}};
        if (m_db.changes() != 1)
            return {std::nullopt, {dbProblem(cannotSave(name, Message(RW_MSG("Library", "the library did not store the new scenario"))))}};
        id = m_db.lastInsertId();
    } else {
        Statement up(m_db, "UPDATE scenarios SET updated = ?1 WHERE id = ?2");
        up.bind(1, now).bind(2, *id);
        if (!up.run())
            return {std::nullopt, {dbProblem(cannotSave(name, up.error()))}};
        if (m_db.changes() != 1)
            return {std::nullopt, {dbProblem(cannotSave(name, Message(RW_MSG("Library", "the library did not update the scenario"))))}};
    }
    // The newest number as stored (an integer up to INT64_MAX in a hand-edited file): a version
    // beyond 2^31 - 1 cannot be numbered, and the save is refused rather than wrapped.
    Statement last(m_db, "SELECT coalesce(max(version), 0) FROM versions WHERE scenario_id = ?1");
    last.bind(1, *id);
    const std::int64_t newest = last.next() ? last.integer(0) : 0;
    if (last.failed())
        return {std::nullopt, {dbProblem(cannotSave(name, last.error()))}};
    if (newest >= kMaxVersion)
        return {std::nullopt,
                {dbProblem(cannotSave(
                    name, Message(RW_MSG("Library", "its newest version is number %1, and no version can be numbered beyond %2; save it under a new name"))
                              .arg(std::to_string(newest))
                              .arg(qty::whole(kMaxVersion))))}};
    const std::int64_t next = newest + 1;
    Statement ins(m_db, "INSERT INTO versions (scenario_id, version, created, note, scenario_json) VALUES (?1, ?2, ?3, ?4, ?5)");
    ins.bind(1, *id).bind(2, next).bind(3, now).bind(4, note).bind(5, json);
    if (!ins.run())
        return {std::nullopt, {dbProblem(cannotSave(name, ins.error()))}};
    if (m_db.changes() != 1) // e.g. a trigger that ignores the insert: never report a save that did not happen
        return {std::nullopt, {dbProblem(cannotSave(name, Message(RW_MSG("Library", "the library did not store the version"))))}};
    return {static_cast<int>(next), {}};
}

Checked<int> ScenarioStore::save(const Scenario& s, const std::string& note)
{
    return saveAs(s, note, false);
}

Checked<int> ScenarioStore::saveAs(const Scenario& s, const std::string& note, bool mustBeNew)
{
    if (auto p = refuseWrite(); !p.empty())
        return {std::nullopt, p};
    // The rule book first (text that is not UTF-8 cannot even be written as JSON), then exactly
    // what will be stored, read back whole.
    if (auto problems = validateWithModel(s); !problems.empty()) {
        prefixProblems(problems, inQuotes(s.name));
        return {std::nullopt, problems};
    }
    if (auto why = store::noteProblem(note))
        return {std::nullopt, {std::move(*why)}};
    // An older scenario is written @3 (MODEL3.md §0): its new version says so unless the user's note does.
    const std::string noted = note.empty() && s.model < 3 ? std::string("model 3") : note;
    const std::string json = scenarioToText(s);
    auto valid = parseScenario(json);
    if (!valid.ok()) {
        prefixProblems(valid.problems, inQuotes(s.name));
        return {std::nullopt, valid.problems};
    }
    Transaction t(m_db);
    if (!t.started())
        return {std::nullopt, {dbProblem(Message(RW_MSG("Library", "cannot save: %1")).arg(t.error()))}};
    bool preset = false;
    std::string error;
    const auto existing = scenarioId(s.name, &preset, &error);
    if (!error.empty())
        return {std::nullopt, {dbProblem(cannotSave(s.name, error))}};
    if (existing && preset)
        return {std::nullopt, {dbProblem(presetRefusal(s.name))}};
    // Checked inside the write transaction (BEGIN IMMEDIATE): two imports of one new name at
    // once cannot both find it free.
    if (existing && mustBeNew)
        return {std::nullopt,
                {dbProblem(Message(RW_MSG("Library", "a scenario named %1 already exists; save the file to add a version, or import it under another name"))
                               .arg(inQuotes(s.name)))}};
    auto version = insertVersion(s.name, json, noted, false, {});
    if (!version.ok())
        return version;
    if (auto e = t.commit(); !e.empty())
        return {std::nullopt, {dbProblem(cannotSave(s.name, e))}};
    return version;
}

Checked<std::string> ScenarioStore::importFile(const std::string& file, const std::optional<std::string>& name, const std::string& note)
{
    if (auto p = refuseWrite(); !p.empty())
        return {std::nullopt, p};
    auto s = readScenarioFile(file);
    if (!s.ok())
        return {std::nullopt, s.problems};
    if (name)
        s.value->name = *name;
    auto saved = saveAs(*s.value, note.empty() ? "imported from " + abbreviate(file, 400) : note, true);
    if (!saved.ok())
        return {std::nullopt, saved.problems};
    return {s.value->name, {}};
}

std::optional<Problem> ScenarioStore::exportTo(const std::string& name, const std::string& file) const
{
    auto s = load(name);
    if (!s.ok())
        return s.problems.front();
    return writeFileAtomically(file, scenarioToText(*s.value));
}

Problems ScenarioStore::rename(const std::string& from, const std::string& to)
{
    if (auto p = refuseWrite(); !p.empty())
        return p;
    Scenario probe;
    probe.name = to;
    if (auto valid = scenarioFromJson(scenarioToJson(probe)); !valid.ok()) {
        prefixProblems(valid.problems, "new name");
        return valid.problems;
    }
    Transaction t(m_db);
    if (!t.started())
        return {dbProblem(Message(RW_MSG("Library", "cannot rename: %1")).arg(t.error()))};
    bool preset = false;
    std::string error;
    const auto id = scenarioId(from, &preset, &error);
    if (!id)
        return {dbProblem(error.empty() ? store::noScenarioMessage(from) : Message::verbatim(error))};
    if (preset)
        return {dbProblem(Message(RW_MSG("Library", "%1 is a built-in preset and cannot be renamed; duplicate it instead")).arg(inQuotes(from)))};
    if (from != to && contains(to))
        return {dbProblem(Message(RW_MSG("Library", "a scenario named %1 already exists")).arg(inQuotes(to)))};
    Statement st(m_db, "UPDATE scenarios SET name = ?1, updated = ?2 WHERE id = ?3");
    st.bind(1, to).bind(2, store::nowIso()).bind(3, *id);
    if (!st.run())
        return {dbProblem(Message(RW_MSG("Library", "cannot rename %1: %2")).arg(inQuotes(from)).arg(st.error()))};
    if (auto e = t.commit(); !e.empty())
        return {dbProblem(Message(RW_MSG("Library", "cannot rename %1: %2")).arg(inQuotes(from)).arg(e))};
    return {};
}

Problems ScenarioStore::duplicate(const std::string& from, const std::string& to, const std::string& note)
{
    if (auto p = refuseWrite(); !p.empty())
        return p;
    auto s = load(from);
    if (!s.ok())
        return s.problems;
    if (contains(to))
        return {dbProblem(Message(RW_MSG("Library", "a scenario named %1 already exists")).arg(inQuotes(to)))};
    s.value->name = to;
    auto saved = save(*s.value, note.empty() ? "copy of " + from : note);
    return saved.problems;
}

} // namespace runway
