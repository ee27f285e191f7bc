// ScenarioStore: delete and undo, history, restore, diff, the drafts.
#include "core/store/scenariostore.h"
#include "core/store/storeschema.h"
#include "core/util/text.h"

namespace runway {

using store::Statement;
using store::Transaction;

Checked<DeletedScenario> ScenarioStore::remove(const std::string& name)
{
    if (auto p = refuseWrite(); !p.empty())
        return {std::nullopt, p};
    Transaction t(m_db);
    if (!t.started())
        return {std::nullopt, {dbProblem(Message(RW_MSG("Library", "cannot delete: %1")).arg(t.error()))}};
    DeletedScenario d;
    std::int64_t id = 0;
    {
        Statement st(m_db, "SELECT id, preset, preset_id, created, updated FROM scenarios WHERE name = ?1");
        st.bind(1, name);
        if (!st.next())
            return {std::nullopt, {dbProblem(st.failed() ? Message::verbatim(st.error()) : store::noScenarioMessage(name))}};
        id = st.integer(0);
        d = {name, st.integer(1) != 0, st.text(2), st.text(3), st.text(4), {}};
    }
    if (d.preset)
        return {std::nullopt, {dbProblem(Message(RW_MSG("Library", "%1 is a built-in preset and cannot be deleted")).arg(inQuotes(name)))}};
    Statement rows(m_db, "SELECT version, created, note, scenario_json FROM versions WHERE scenario_id = ?1 ORDER BY version");
    rows.bind(1, id);
    while (rows.next())
        d.versions.push_back({static_cast<int>(rows.integer(0)), rows.text(1), rows.text(2), rows.text(3)});
    Statement del(m_db, "DELETE FROM scenarios WHERE id = ?1"); // versions follow (ON DELETE CASCADE)
    del.bind(1, id);
    if (rows.failed() || !del.run())
        return {std::nullopt,
                {dbProblem(Message(RW_MSG("Library", "cannot delete %1: %2")).arg(inQuotes(name)).arg(rows.failed() ? rows.error() : del.error()))}};
    if (auto e = t.commit(); !e.empty())
        return {std::nullopt, {dbProblem(Message(RW_MSG("Library", "cannot delete %1: %2")).arg(inQuotes(name)).arg(e))}};
    return {std::move(d), {}};
}

Problems ScenarioStore::restoreDeleted(const DeletedScenario& d)
{
    if (auto p = refuseWrite(); !p.empty())
        return p;
    Transaction t(m_db);
    if (!t.started())
        return {dbProblem(Message(RW_MSG("Library", "cannot restore: %1")).arg(t.error()))};
    if (contains(d.name))
        return {dbProblem(Message(RW_MSG("Library", "cannot undo the delete: a scenario named %1 exists again")).arg(inQuotes(d.name)))};
    Statement ins(m_db, "INSERT INTO scenarios (name, preset, preset_id, created, updated) VALUES (?1, ?2, ?3, ?4, ?5)");
    ins.bind(1, d.name).bind(2, std::int64_t{d.preset ? 1 : 0}).bind(3, d.presetId).bind(4, d.created).bind(5, d.updated);
    if (!ins.run())
        return {dbProblem(Message(RW_MSG("Library", "cannot restore %1: %2")).arg(inQuotes(d.name)).arg(ins.error()))};
    const std::int64_t id = m_db.lastInsertId();
    for (const auto& v : d.versions) {
        Statement st(m_db, "INSERT INTO versions (scenario_id, version, created, note, scenario_json) VALUES (?1, ?2, ?3, ?4, ?5)");
        st.bind(1, id).bind(2, std::int64_t{v.version}).bind(3, v.created).bind(4, v.note).bind(5, v.json);
        if (!st.run())
            return {dbProblem(Message(RW_MSG("Library", "cannot restore %1: %2")).arg(inQuotes(d.name)).arg(st.error()))};
    }
    if (auto e = t.commit(); !e.empty())
        return {dbProblem(Message(RW_MSG("Library", "cannot restore %1: %2")).arg(inQuotes(d.name)).arg(e))};
    return {};
}

Checked<std::vector<VersionInfo>> ScenarioStore::history(const std::string& name) const
{
    if (auto damaged = damagedName(name))
        return {std::nullopt, {*damaged}};
    std::string error;
    const auto id = scenarioId(name, nullptr, &error);
    if (!id)
        return {std::nullopt, {dbProblem(error.empty() ? store::noScenarioMessage(name) : Message::verbatim(error))}};
    // The model is the stored document's schema line (none is model 3, MODEL3.md §0); a damaged
    // document reads as model 3 here and is refused with its reason when it is loaded.
    Statement st(m_db, "SELECT version, created, note, CASE WHEN NOT (json_valid(scenario_json) AND json_type(scenario_json) = 'object') THEN 3 "
                       "WHEN json_extract(scenario_json, '$.schema') = 'token-runway/scenario@1' THEN 1 "
                       "WHEN json_extract(scenario_json, '$.schema') = 'token-runway/scenario@2' THEN 2 ELSE 3 END "
                       "FROM versions WHERE scenario_id = ?1 ORDER BY version");
    st.bind(1, *id);
    std::vector<VersionInfo> rows;
    while (st.next()) {
        if (st.integer(0) > kMaxVersion) // only a hand-edited file: never shown wrapped to a negative number
            return {std::nullopt,
                    {dbProblem(Message(RW_MSG("Library", "cannot read the history of %1: version number %2 is beyond %3 (the library was edited by hand)"))
                                   .arg(inQuotes(name))
                                   .arg(std::to_string(st.integer(0)))
                                   .arg(qty::whole(kMaxVersion)))}};
        rows.push_back({static_cast<int>(st.integer(0)), st.text(1), st.text(2), static_cast<int>(st.integer(3))});
    }
    if (st.failed())
        return {std::nullopt, {dbProblem(Message(RW_MSG("Library", "cannot read the history of %1: %2")).arg(inQuotes(name)).arg(st.error()))}};
    return {std::move(rows), {}};
}

Checked<int> ScenarioStore::restoreVersion(const std::string& name, int version)
{
    if (auto p = refuseWrite(); !p.empty())
        return {std::nullopt, p};
    auto old = loadVersion(name, version);
    if (!old.ok())
        return {std::nullopt, old.problems};
    return save(*old.value, "restored from version " + std::to_string(version));
}

Checked<std::vector<ParamChange>> ScenarioStore::diff(const std::string& name, int from, int to) const
{
    auto a = loadVersion(name, from);
    auto b = loadVersion(name, to);
    if (!a.ok() || !b.ok()) {
        Problems p = a.problems;
        p.insert(p.end(), b.problems.begin(), b.problems.end());
        return {std::nullopt, p};
    }
    return {diffScenarios(*a.value, *b.value), {}};
}

Problems ScenarioStore::saveDraft(const std::string& owner, const Scenario& s, const std::string& baseName)
{
    if (auto p = refuseWrite(); !p.empty())
        return p;
    // One statement is one implicit transaction.
    Statement st(m_db, "INSERT OR REPLACE INTO drafts (owner, base_name, scenario_json, saved) VALUES (?1, ?2, ?3, ?4)");
    st.bind(1, owner).bind(2, baseName).bind(3, scenarioToText(s)).bind(4, store::nowIso());
    if (!st.run())
        return {dbProblem(Message(RW_MSG("Library", "cannot keep the draft: %1")).arg(st.error()))};
    if (m_db.changes() != 1)
        return {dbProblem(RW_MSG("Library", "the draft was not stored"))};
    return {};
}

Checked<std::vector<Draft>> ScenarioStore::drafts() const
{
    // The newest first; two kept in one millisecond go by the later write (INSERT OR REPLACE gives
    // a replaced draft a new rowid), never by the owner's name.
    Statement st(m_db, "SELECT owner, base_name, scenario_json, saved FROM drafts ORDER BY saved DESC, rowid DESC");
    std::vector<Draft> all;
    while (st.next()) {
        Draft d{st.text(0), Scenario{}, st.text(1), st.text(3), {}};
        auto s = parseScenario(st.text(2));
        if (s.ok()) {
            d.scenario = std::move(*s.value);
        } else {
            d.problems = std::move(s.problems);
            prefixProblems(d.problems, m_path + ": draft");
        }
        all.push_back(std::move(d));
    }
    if (st.failed())
        return {std::nullopt, {dbProblem(Message(RW_MSG("Library", "cannot read the drafts: %1")).arg(st.error()))}};
    return {std::move(all), {}};
}

Checked<bool> ScenarioStore::adoptDraft(const std::string& from, const std::string& to)
{
    if (auto p = refuseWrite(); !p.empty())
        return {std::nullopt, p};
    // OR REPLACE removes the row of `to` only when the row of `from` is there to take its place.
    Statement st(m_db, "UPDATE OR REPLACE drafts SET owner = ?2 WHERE owner = ?1");
    st.bind(1, from).bind(2, to);
    if (!st.run())
        return {std::nullopt, {dbProblem(Message(RW_MSG("Library", "cannot take over the draft: %1")).arg(st.error()))}};
    return {m_db.changes() == 1, {}};
}

Problems ScenarioStore::clearDraft(const std::string& owner)
{
    if (auto p = refuseWrite(); !p.empty())
        return p;
    Statement st(m_db, "DELETE FROM drafts WHERE owner = ?1");
    st.bind(1, owner);
    if (!st.run())
        return {dbProblem(Message(RW_MSG("Library", "cannot clear the draft: %1")).arg(st.error()))};
    return {};
}

Checked<std::string> ScenarioStore::integrityCheck() const
{
    Statement st(m_db, "PRAGMA integrity_check");
    std::string result;
    while (st.next())
        result += (result.empty() ? "" : "\n") + st.text(0);
    if (st.failed())
        return {std::nullopt, {dbProblem(Message(RW_MSG("Library", "integrity check failed: %1")).arg(st.error()))}};
    return {result, {}};
}

} // namespace runway
