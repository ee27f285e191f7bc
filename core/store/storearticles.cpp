// ScenarioStore: the article library (articlestore.h), in the scenarios' file and transactions.
#include <algorithm>

#include "core/claims/claimsfile.h"
#include "core/scenario/validate.h"
#include "core/store/scenariostore.h"
#include "core/store/storeschema.h"
#include "core/util/fileio.h"
#include "core/util/sha256.h"
#include "core/util/text.h"

namespace runway {

using store::Statement;
using store::Transaction;

namespace {

Message noArticleMessage(std::string_view name)
{
    return Message(RW_MSG("Library", "no article named %1 in the library"), {Verbatim{inQuotes(name)}});
}

/// "cannot save the article NAME: WHY".
Message cannotSaveArticle(const std::string& name, const Message& why)
{
    return Message(RW_MSG("Library", "cannot save the article %1: %2")).arg(inQuotes(name)).arg(why);
}

/// A row of article_versions that no program of ours wrote: "version N of the article NAME (row
/// R of the table article_versions) is damaged: WHY; …".
Message damagedVersion(const std::string& name, std::int64_t version, std::int64_t row, const Message& why)
{
    return Message(RW_MSG("Library", "version %1 of the article %2 (row %3 of the table article_versions) is damaged: %4; the library was edited by hand "
                                     "or is damaged, and the row was left as it is"))
        .arg(std::to_string(version))
        .arg(inQuotes(name))
        .arg(std::to_string(row))
        .arg(why);
}

/// The name's problems by the scenario names' rules (validate() on a scenario with that name and
/// default values, whose only possible problems are the name's), placed at "article name".
Problems nameProblems(const std::string& name)
{
    Scenario probe;
    probe.name = name;
    Problems problems = validate(probe);
    for (auto& p : problems)
        p.where = "article name";
    return problems;
}

/// "these claims have N sources; an article's claims have exactly one: the article".
Message sourceCountMessage(std::size_t count)
{
    return Message(RW_MSG("Library", "the claims have %1 sources; an article's claims have exactly one (the article)"))
        .arg(qty::whole(static_cast<long long>(count)));
}

int countClaims(const ClaimCatalogue& c, bool drafts)
{
    return static_cast<int>(
        std::count_if(c.claims.begin(), c.claims.end(), [&](const Claim& claim) { return (claim.status == ClaimStatus::Draft) == drafts; }));
}

/// The text's problem as an article's: any problem articleTextProblem() names, but an empty text is fine.
std::optional<Message> textProblem(std::string_view text)
{
    if (text.empty())
        return std::nullopt;
    return extract::articleTextProblem(text);
}

/// The whole article checked as it will be stored: the claims document to store, or every problem.
Checked<std::string> checkedClaimsText(const StoredArticle& a)
{
    Problems problems = nameProblems(a.name);
    if (auto why = textProblem(a.text))
        problems.push_back({"text", *why});
    if (a.claims.sources.size() != 1)
        problems.push_back({"claims", sourceCountMessage(a.claims.sources.size())});
    else if (const std::string& sha = a.claims.sources.front().textSha256; problems.empty() && !a.text.empty() && !sha.empty()) {
        if (const std::string digest = sha256Hex(a.text); digest != sha)
            problems.push_back({"text", Message(RW_MSG("Library", "its SHA-256 is %1, but the source's text_sha256 is %2: the claims were taken from "
                                                                  "another text (give the text they were found in)"))
                                            .arg(digest)
                                            .arg(abbreviate(sha, 70))});
    }
    if (!problems.empty())
        return {std::nullopt, std::move(problems)};
    std::string text = catalogueToText(a.claims);
    // What is stored is what the one reader reads back whole: every problem names the claim and the key.
    if (auto back = parseCatalogue(text); !back.ok()) {
        prefixProblems(back.problems, "claims");
        return {std::nullopt, std::move(back.problems)};
    }
    return {std::move(text), {}};
}

} // namespace

std::optional<std::int64_t> ScenarioStore::articleId(const std::string& name, std::string* error) const
{
    Statement st(m_db, "SELECT id FROM articles WHERE name = ?1");
    st.bind(1, name);
    const bool found = st.next();
    if (error)
        *error = st.error();
    if (!found)
        return std::nullopt;
    return st.integer(0);
}

bool ScenarioStore::containsArticle(const std::string& name) const
{
    return articleId(name, nullptr).has_value();
}

Checked<std::vector<ArticleSummary>> ScenarioStore::listArticles() const
{
    // The newest version's columns only: neither the text nor the claims JSON is read.
    Statement st(m_db, "SELECT a.name, coalesce(v.title, ''), coalesce(v.language, ''), a.updated, "
                       "(SELECT count(*) FROM article_versions c WHERE c.article_id = a.id), coalesce(v.claims, 0), coalesce(v.drafts, 0), "
                       "coalesce(v.text_bytes, 0) FROM articles a LEFT JOIN article_versions v ON v.article_id = a.id AND v.version = "
                       "(SELECT max(m.version) FROM article_versions m WHERE m.article_id = a.id) ORDER BY a.name");
    std::vector<ArticleSummary> rows;
    while (st.next()) {
        const auto count = [&](int column) { return static_cast<int>(std::clamp<std::int64_t>(st.integer(column), 0, kMaxVersion)); };
        rows.push_back(
            {st.text(0), st.text(1), st.text(2), st.text(3), count(4), count(5), count(6), static_cast<std::size_t>(std::max<std::int64_t>(st.integer(7), 0))});
    }
    if (st.failed())
        return {std::nullopt, {dbProblem(Message(RW_MSG("Library", "cannot list the articles: %1")).arg(st.error()))}};
    return {std::move(rows), {}};
}

Checked<StoredArticle> ScenarioStore::loadArticle(const std::string& name, int version) const
{
    if (version < 0)
        return {std::nullopt,
                {dbProblem(Message(RW_MSG("Library", "version %1 of %2 does not exist; versions start at 1")).arg(qty::whole(version)).arg(inQuotes(name)))}};
    std::string error;
    const auto id = articleId(name, &error);
    if (!error.empty())
        return {std::nullopt, {dbProblem(Message(RW_MSG("Library", "cannot read %1: %2")).arg(inQuotes(name)).arg(error))}};
    if (!id)
        return {std::nullopt, {dbProblem(noArticleMessage(name))}};
    if (const auto bad = firstNonUtf8Byte(name)) // only a damaged row has such a name
        return {
            std::nullopt,
            {dbProblem(Message(RW_MSG("Library", "the article in row %1 of the table articles is damaged: its name is not UTF-8 text (byte %2 is %3), so it "
                                                 "cannot be shown or written; the library was edited by hand or is damaged (rename the row with an SQLite "
                                                 "tool, or restore a backup)"))
                           .arg(std::to_string(*id))
                           .arg(qty::whole(static_cast<long long>(*bad) + 1))
                           .arg(abbreviate(std::string_view(name).substr(*bad, 1))))}};
    // The row first (small columns), then its two large values: a value over the connection's limit
    // (kMaxStoredValueBytes) fails there, naming the row, without being loaded.
    Statement row(m_db, version > 0 ? "SELECT id, version FROM article_versions WHERE article_id = ?1 AND version = ?2"
                                    : "SELECT id, version FROM article_versions WHERE article_id = ?1 ORDER BY version DESC LIMIT 1");
    row.bind(1, *id);
    if (version > 0)
        row.bind(2, std::int64_t{version});
    if (!row.next()) {
        if (row.failed())
            return {std::nullopt, {dbProblem(Message(RW_MSG("Library", "cannot read %1: %2")).arg(inQuotes(name)).arg(row.error()))}};
        if (version > 0)
            return {std::nullopt,
                    {dbProblem(Message(RW_MSG("Library", "%1 has no version %2 (see its history)")).arg(inQuotes(name)).arg(qty::whole(version)))}};
        return {std::nullopt,
                {dbProblem(Message(RW_MSG("Library", "the article %1 has no versions (the library was edited by hand or is damaged)")).arg(inQuotes(name)))}};
    }
    const std::int64_t rowId = row.integer(0);
    const std::int64_t number = row.integer(1);
    if (number > kMaxVersion)
        return {std::nullopt,
                {dbProblem(damagedVersion(name, number, rowId, Message(RW_MSG("Library", "its version number is beyond %1")).arg(qty::whole(kMaxVersion))))}};
    Statement values(m_db, "SELECT text, claims_json FROM article_versions WHERE id = ?1");
    values.bind(1, rowId);
    if (!values.next()) {
        if (store::isTooBig(m_db.failureCode()))
            return {std::nullopt,
                    {dbProblem(damagedVersion(name, number, rowId,
                                              Message(RW_MSG("Library", "it holds a text or claims longer than %1 bytes, more than the library "
                                                                        "ever writes, so it was not read"))
                                                  .arg(Quantity{static_cast<double>(kMaxStoredValueBytes), Unit::Count, Style::Grouped, 0})))}};
        return {std::nullopt, {dbProblem(Message(RW_MSG("Library", "cannot read %1: %2")).arg(inQuotes(name)).arg(values.error()))}};
    }
    StoredArticle a;
    a.name = name;
    a.version = static_cast<int>(number);
    a.text = values.text(0);
    if (auto why = textProblem(a.text))
        return {std::nullopt, {dbProblem(damagedVersion(name, number, rowId, Message(RW_MSG("Library", "its text %1")).arg(*why)))}};
    auto claims = parseCatalogue(values.text(1));
    if (!claims.ok()) {
        prefixProblems(claims.problems, m_path + ": " + english(damagedVersion(name, number, rowId, RW_MSG("Library", "its claims do not read"))));
        return {std::nullopt, std::move(claims.problems)};
    }
    if (claims.value->sources.size() != 1)
        return {std::nullopt, {dbProblem(damagedVersion(name, number, rowId, sourceCountMessage(claims.value->sources.size())))}};
    a.claims = std::move(*claims.value);
    return {std::move(a), {}};
}

Checked<int> ScenarioStore::saveArticle(const StoredArticle& a, const std::string& note)
{
    return saveArticleAs(a, note, false);
}

Checked<int> ScenarioStore::saveArticleAs(const StoredArticle& a, const std::string& note, bool mustBeNew)
{
    if (auto p = refuseWrite(); !p.empty())
        return {std::nullopt, p};
    auto claimsText = checkedClaimsText(a);
    if (!claimsText.ok()) {
        prefixProblems(claimsText.problems, inQuotes(a.name));
        return {std::nullopt, std::move(claimsText.problems)};
    }
    if (auto why = store::noteProblem(note))
        return {std::nullopt, {std::move(*why)}};
    const ClaimSource& source = a.claims.sources.front();

    Transaction t(m_db);
    if (!t.started())
        return {std::nullopt, {dbProblem(cannotSaveArticle(a.name, Message::verbatim(t.error())))}};
    const std::string now = store::nowIso();
    std::string error;
    std::optional<std::int64_t> id = articleId(a.name, &error);
    if (!error.empty())
        return {std::nullopt, {dbProblem(cannotSaveArticle(a.name, Message::verbatim(error)))}};
    // Checked inside the write transaction (BEGIN IMMEDIATE): two imports of one new name at once
    // cannot both find it free.
    if (id && mustBeNew)
        return {std::nullopt,
                {dbProblem(Message(RW_MSG("Library", "an article named %1 already exists; save the file to add a version, or import it under another name"))
                               .arg(inQuotes(a.name)))}};
    if (!id) {
        Statement ins(m_db, "INSERT INTO articles (name, created, updated) VALUES (?1, ?2, ?2)");
        ins.bind(1, a.name).bind(2, now);
        if (!ins.run())
            return {std::nullopt, {dbProblem(cannotSaveArticle(a.name, Message::verbatim(ins.error())))}};
        if (m_db.changes() != 1)
            return {std::nullopt, {dbProblem(cannotSaveArticle(a.name, RW_MSG("Library", "the library did not store the new article")))}};
        id = m_db.lastInsertId();
    } else {
        Statement up(m_db, "UPDATE articles SET updated = ?1 WHERE id = ?2");
        up.bind(1, now).bind(2, *id);
        if (!up.run())
            return {std::nullopt, {dbProblem(cannotSaveArticle(a.name, Message::verbatim(up.error())))}};
        if (m_db.changes() != 1)
            return {std::nullopt, {dbProblem(cannotSaveArticle(a.name, RW_MSG("Library", "the library did not update the article")))}};
    }
    Statement last(m_db, "SELECT coalesce(max(version), 0) FROM article_versions WHERE article_id = ?1");
    last.bind(1, *id);
    const std::int64_t newest = last.next() ? last.integer(0) : 0;
    if (last.failed())
        return {std::nullopt, {dbProblem(cannotSaveArticle(a.name, Message::verbatim(last.error())))}};
    if (newest >= kMaxVersion)
        return {std::nullopt,
                {dbProblem(cannotSaveArticle(
                    a.name, Message(RW_MSG("Library", "its newest version is number %1, and no version can be numbered beyond %2; save it under a new name"))
                                .arg(std::to_string(newest))
                                .arg(qty::whole(kMaxVersion))))}};
    Statement ins(m_db, "INSERT INTO article_versions (article_id, version, created, note, title, language, claims, drafts, text_bytes, text, claims_json) "
                        "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)");
    ins.bind(1, *id)
        .bind(2, newest + 1)
        .bind(3, now)
        .bind(4, note)
        .bind(5, english(source.title))
        .bind(6, source.language)
        .bind(7, std::int64_t{countClaims(a.claims, false)})
        .bind(8, std::int64_t{countClaims(a.claims, true)})
        .bind(9, static_cast<std::int64_t>(a.text.size()))
        .bind(10, a.text)
        .bind(11, *claimsText.value);
    if (!ins.run())
        return {std::nullopt, {dbProblem(cannotSaveArticle(a.name, Message::verbatim(ins.error())))}};
    if (m_db.changes() != 1) // e.g. a trigger that ignores the insert: never report a save that did not happen
        return {std::nullopt, {dbProblem(cannotSaveArticle(a.name, RW_MSG("Library", "the library did not store the version")))}};
    if (auto e = t.commit(); !e.empty())
        return {std::nullopt, {dbProblem(cannotSaveArticle(a.name, Message::verbatim(e)))}};
    return {static_cast<int>(newest + 1), {}};
}

Checked<std::string> ScenarioStore::importArticle(const std::string& claimsFile, const std::optional<std::string>& name, const std::string& note)
{
    if (auto p = refuseWrite(); !p.empty())
        return {std::nullopt, p};
    auto claims = readCatalogueFile(claimsFile);
    if (!claims.ok())
        return {std::nullopt, std::move(claims.problems)};
    // One article per file: a file of several sources is refused whole rather than split by guess.
    if (claims.value->sources.size() != 1)
        return {std::nullopt,
                {{claimsFile, Message(RW_MSG("Library", "has %1 sources; an article is one source with its claims: import a file of one source"))
                                  .arg(qty::whole(static_cast<long long>(claims.value->sources.size())))}}};
    StoredArticle a;
    const ClaimSource& source = claims.value->sources.front();
    a.name = name ? *name : english(source.title);
    if (!name && a.name.empty())
        a.name = source.id;
    a.claims = std::move(*claims.value);
    auto saved = saveArticleAs(a, note.empty() ? "imported from " + abbreviate(claimsFile, 400) : note, true);
    if (!saved.ok())
        return {std::nullopt, std::move(saved.problems)};
    return {a.name, {}};
}

std::optional<Problem> ScenarioStore::exportArticle(const std::string& name, const std::string& claimsFile) const
{
    auto a = loadArticle(name);
    if (!a.ok())
        return a.problems.front();
    return writeFileAtomically(claimsFile, catalogueToText(a.value->claims));
}

Checked<std::vector<ArticleVersionInfo>> ScenarioStore::articleHistory(const std::string& name) const
{
    std::string error;
    const auto id = articleId(name, &error);
    if (!id)
        return {std::nullopt, {dbProblem(error.empty() ? noArticleMessage(name) : Message::verbatim(error))}};
    Statement st(m_db, "SELECT version, created, note FROM article_versions WHERE article_id = ?1 ORDER BY version");
    st.bind(1, *id);
    std::vector<ArticleVersionInfo> rows;
    while (st.next()) {
        if (st.integer(0) > kMaxVersion) // only a hand-edited file: never shown wrapped to a negative number
            return {std::nullopt,
                    {dbProblem(Message(RW_MSG("Library", "cannot read the history of %1: version number %2 is beyond %3 (the library was edited by hand)"))
                                   .arg(inQuotes(name))
                                   .arg(std::to_string(st.integer(0)))
                                   .arg(qty::whole(kMaxVersion)))}};
        rows.push_back({static_cast<int>(st.integer(0)), st.text(1), st.text(2)});
    }
    if (st.failed())
        return {std::nullopt, {dbProblem(Message(RW_MSG("Library", "cannot read the history of %1: %2")).arg(inQuotes(name)).arg(st.error()))}};
    return {std::move(rows), {}};
}

Problems ScenarioStore::removeArticle(const std::string& name)
{
    return takeArticle(name).problems;
}

Checked<DeletedArticle> ScenarioStore::takeArticle(const std::string& name)
{
    if (auto p = refuseWrite(); !p.empty())
        return {std::nullopt, p};
    const auto failed = [&](const std::string& why) {
        return Checked<DeletedArticle>{std::nullopt, {dbProblem(Message(RW_MSG("Library", "cannot delete %1: %2")).arg(inQuotes(name)).arg(why))}};
    };
    Transaction t(m_db);
    if (!t.started())
        return {std::nullopt, {dbProblem(Message(RW_MSG("Library", "cannot delete: %1")).arg(t.error()))}};
    DeletedArticle d;
    std::int64_t id = 0;
    {
        Statement st(m_db, "SELECT id, created, updated FROM articles WHERE name = ?1");
        st.bind(1, name);
        if (!st.next())
            return {std::nullopt, {dbProblem(st.failed() ? Message::verbatim(st.error()) : noArticleMessage(name))}};
        id = st.integer(0);
        d = {name, st.text(1), st.text(2), {}};
    }
    // Every version whole, for the undo: a value over the library's limit fails here, and nothing is deleted.
    Statement rows(m_db, "SELECT version, created, note, title, language, claims, drafts, text_bytes, text, claims_json FROM article_versions "
                         "WHERE article_id = ?1 ORDER BY version");
    rows.bind(1, id);
    while (rows.next())
        d.versions.push_back({static_cast<int>(rows.integer(0)), rows.text(1), rows.text(2), rows.text(3), rows.text(4), static_cast<int>(rows.integer(5)),
                              static_cast<int>(rows.integer(6)), rows.integer(7), rows.text(8), rows.text(9)});
    if (rows.failed())
        return failed(rows.error());
    Statement del(m_db, "DELETE FROM articles WHERE id = ?1"); // its versions follow (ON DELETE CASCADE)
    del.bind(1, id);
    if (!del.run())
        return failed(del.error());
    if (m_db.changes() != 1)
        return {std::nullopt,
                {dbProblem(
                    Message(RW_MSG("Library", "cannot delete %1: %2")).arg(inQuotes(name)).arg(Message(RW_MSG("Library", "the library did not delete it"))))}};
    if (auto e = t.commit(); !e.empty())
        return failed(e);
    return {std::move(d), {}};
}

Problems ScenarioStore::restoreDeletedArticle(const DeletedArticle& d)
{
    if (auto p = refuseWrite(); !p.empty())
        return p;
    const auto failed = [&](const Message& why) {
        return Problems{dbProblem(Message(RW_MSG("Library", "cannot restore %1: %2")).arg(inQuotes(d.name)).arg(why))};
    };
    Transaction t(m_db);
    if (!t.started())
        return {dbProblem(Message(RW_MSG("Library", "cannot restore: %1")).arg(t.error()))};
    if (containsArticle(d.name))
        return {dbProblem(Message(RW_MSG("Library", "cannot undo the delete: an article named %1 exists again")).arg(inQuotes(d.name)))};
    Statement ins(m_db, "INSERT INTO articles (name, created, updated) VALUES (?1, ?2, ?3)");
    ins.bind(1, d.name).bind(2, d.created).bind(3, d.updated);
    if (!ins.run())
        return failed(Message::verbatim(ins.error()));
    const std::int64_t id = m_db.lastInsertId();
    for (const auto& v : d.versions) {
        Statement st(m_db, "INSERT INTO article_versions (article_id, version, created, note, title, language, claims, drafts, text_bytes, text, claims_json) "
                           "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)");
        st.bind(1, id)
            .bind(2, std::int64_t{v.version})
            .bind(3, v.created)
            .bind(4, v.note)
            .bind(5, v.title)
            .bind(6, v.language)
            .bind(7, std::int64_t{v.claims})
            .bind(8, std::int64_t{v.drafts})
            .bind(9, v.textBytes)
            .bind(10, v.text)
            .bind(11, v.claimsJson);
        if (!st.run())
            return failed(Message::verbatim(st.error()));
        if (m_db.changes() != 1)
            return failed(RW_MSG("Library", "the library did not store the version"));
    }
    if (auto e = t.commit(); !e.empty())
        return failed(Message::verbatim(e));
    return {};
}

} // namespace runway
