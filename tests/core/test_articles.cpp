// The article library (issue 25.5): articles saved, versioned, listed, exported and imported like
// scenarios; every refusal names its problem and stores nothing; a read-only library writes nothing.
#include <QtTest>

#include "core/claims/claimsfile.h"
#include "core/claims/extract/draftfile.h"
#include "core/claims/extract/extractor.h"
#include "core/scenario/jsondocument.h"
#include "core/util/sha256.h"
#include "storetesthelpers.h"

using namespace runway;
using namespace runway::test;

namespace {

// (Links are written "https:\/\/…": moc takes a "//" inside a raw string for a comment.)
// A user's article: one source; two confirmed claims, an uncheckable one, a draft, a year as context.
const char* const kArticle = R"({
  "schema": "token-runway/claims@3",
  "sources": [{"id": "X", "title": "The Quota, Priced", "publisher": "The Example Review", "date": "2026-03-05", "url": "https:\/\/example.org/quota",
               "language": "en"}],
  "claims": [
    {"id": "x-month", "sources": ["X"], "claim": "the quota is worth $10M a month", "quote": "worth $10 million a month",
     "overrides": {"price_usd_per_mtok": 0.1, "free_quota_tokens_per_day": 1e14}, "quantity": "quota_list_value_usd_per_day", "factor": 30,
     "claimed": 1e7, "unit": "usd_per_month", "kind": "equals", "tolerance_pct": 10},
    {"id": "x-chips", "sources": ["X"], "claim": "thousands of chips", "overrides": {}, "quantity": "chips_needed",
     "claimed": [1000, 9999], "unit": "chips", "kind": "between"},
    {"id": "x-nvidia", "sources": ["X"], "status": "uncheckable", "claim": "as fast as NVIDIA", "reason": "no NVIDIA throughput"},
    {"id": "n1", "sources": ["X"], "status": "draft", "quote": "a draft sentence with 42 people", "claimed": 42, "unit": "people",
     "period": "none", "kind": "equals", "suggestions": []}
  ],
  "context": [{"text": "2025", "reason": "year", "quote": "since 2025"}]
})";

const char* const kText = "The Quota, Priced\n\nSince 2025 the quota is worth $10 million a month, on thousands of chips, as fast as NVIDIA; 42 people.\n";

ClaimCatalogue catalogueOf(const char* json)
{
    auto doc = parseJsonDocument(json);
    if (!doc.ok())
        qFatal("test JSON invalid: %s", qPrintable(allProblems(doc.problems)));
    auto cat = catalogueFromJson(*doc.value);
    if (!cat.ok())
        qFatal("test catalogue invalid: %s", qPrintable(allProblems(cat.problems)));
    return *cat.value;
}

StoredArticle article(const std::string& name, const std::string& text = kText)
{
    StoredArticle a;
    a.name = name;
    a.text = text;
    a.claims = catalogueOf(kArticle);
    return a;
}

Claim& claimOf(StoredArticle& a, const char* id)
{
    for (auto& c : a.claims.claims)
        if (c.id == id)
            return c;
    qFatal("no claim %s", id);
}

/// Every version of every article, counted through the API: what a refused write must leave as it was.
int versionCount(const ScenarioStore& store)
{
    int n = 0;
    const auto list = store.listArticles();
    for (const auto& a : *list.value)
        n += a.versions;
    return n;
}

} // namespace

class TestArticles : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    std::optional<ScenarioStore> m_large;
    QString file(const QString& name) const { return m_dir.filePath(name); }
    /// The library of the large-article tests.
    ScenarioStore& store()
    {
        if (!m_large)
            m_large = openOk(file(QStringLiteral("large.sqlite")));
        return *m_large;
    }

private slots:
    void saveLoadListAndVersions()
    {
        ScenarioStore store = openOk(file(QStringLiteral("round.sqlite")));
        QVERIFY(store.listArticles().value->empty());
        QVERIFY(!store.containsArticle("Quota"));
        const StoredArticle first = article("Quota");
        auto v1 = store.saveArticle(first, "first look");
        QVERIFY2(v1.ok(), qPrintable(allProblems(v1.problems)));
        QCOMPARE(*v1.value, 1);
        QVERIFY(store.containsArticle("Quota"));

        // Version 2: the draft dismissed, the month claim's tolerance changed.
        StoredArticle second = first;
        std::erase_if(second.claims.claims, [](const Claim& c) { return c.id == "n1"; });
        claimOf(second, "x-month").tolerancePct = 20;
        QCOMPARE(*store.saveArticle(second, "confirmed").value, 2);

        // Sorted by name in byte order: "B…" before "Q…" before "a…".
        QCOMPARE(*store.saveArticle(article("apples", "")).value, 1);
        QCOMPARE(*store.saveArticle(article("Bananas")).value, 1);
        auto list = store.listArticles();
        QVERIFY(list.ok());
        QCOMPARE(list.value->size(), std::size_t{3});
        QCOMPARE(list.value->at(0).name, std::string("Bananas"));
        QCOMPARE(list.value->at(1).name, std::string("Quota"));
        QCOMPARE(list.value->at(2).name, std::string("apples"));
        const ArticleSummary& q = list.value->at(1);
        QCOMPARE(q.title, std::string("The Quota, Priced"));
        QCOMPARE(q.language, std::string("en"));
        QCOMPARE(q.versions, 2);
        QCOMPARE(q.claims, 3); // the newest version: two confirmed, one uncheckable, no draft
        QCOMPARE(q.drafts, 0);
        QCOMPARE(q.textBytes, std::string(kText).size());
        QVERIFY(q.updated.size() == 24 && q.updated.back() == 'Z');
        QCOMPARE(list.value->at(0).claims, 3); // version 1's counts: three claims and a draft
        QCOMPARE(list.value->at(0).drafts, 1);
        QCOMPARE(list.value->at(2).textBytes, std::size_t{0});

        auto newest = store.loadArticle("Quota");
        QVERIFY2(newest.ok(), qPrintable(allProblems(newest.problems)));
        QCOMPARE(newest.value->version, 2);
        QCOMPARE(newest.value->text, std::string(kText));
        QCOMPARE(newest.value->claims, second.claims);
        auto old = store.loadArticle("Quota", 1);
        QVERIFY(old.ok());
        QCOMPARE(old.value->version, 1);
        QCOMPARE(old.value->claims, first.claims);
        QCOMPARE(store.loadArticle("Quota", 2).value->claims, second.claims);

        auto history = store.articleHistory("Quota");
        QVERIFY(history.ok());
        QCOMPARE(history.value->size(), std::size_t{2});
        QCOMPARE(history.value->at(0).version, 1);
        QCOMPARE(history.value->at(0).note, std::string("first look"));
        QCOMPARE(history.value->at(1).version, 2);
        QCOMPARE(history.value->at(1).note, std::string("confirmed"));
        QVERIFY(history.value->at(0).created <= history.value->at(1).created);

        QVERIFY(allProblems(store.loadArticle("Quota", 3).problems).contains(QStringLiteral("\"Quota\" has no version 3")));
        QVERIFY(allProblems(store.loadArticle("Nothing").problems).contains(QStringLiteral("no article named \"Nothing\"")));
        QVERIFY(allProblems(store.articleHistory("Nothing").problems).contains(QStringLiteral("no article named \"Nothing\"")));
        // Articles and scenarios are apart: a scenario of the same name is another thing.
        QVERIFY(!store.contains("Quota"));
        QCOMPARE(*store.save(named("Quota")).value, 1);
        QCOMPARE(store.loadArticle("Quota").value->version, 2);
        QCOMPARE(*store.integrityCheck().value, std::string("ok"));
    }

    void exportAndImportRoundTrip()
    {
        ScenarioStore store = openOk(file(QStringLiteral("export.sqlite")));
        QCOMPARE(*store.saveArticle(article("Quota")).value, 1);
        const QString out = file(QStringLiteral("quota-claims.json"));
        QCOMPARE(store.exportArticle("Quota", out.toStdString()), std::nullopt);
        // The file is a claims@3 document of the article's claims, without the text (quotes only).
        auto read = readCatalogueFile(out.toStdString());
        QVERIFY2(read.ok(), qPrintable(allProblems(read.problems)));
        QCOMPARE(*read.value, catalogueOf(kArticle));
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        QVERIFY(bytes.contains("\"schema\": \"token-runway/claims@3\""));
        QVERIFY(!bytes.contains("NVIDIA; 42 people")); // the text's own words, in no quote

        // Re-imported: the same catalogue, no text; the name is the source's title unless one is given.
        auto imported = store.importArticle(out.toStdString());
        QVERIFY2(imported.ok(), qPrintable(allProblems(imported.problems)));
        QCOMPARE(*imported.value, std::string("The Quota, Priced"));
        auto back = store.loadArticle("The Quota, Priced");
        QVERIFY(back.ok());
        QCOMPARE(back.value->claims, catalogueOf(kArticle));
        QCOMPARE(back.value->text, std::string());
        QCOMPARE(store.articleHistory("The Quota, Priced").value->at(0).note, "imported from " + out.toStdString());
        QCOMPARE(*store.importArticle(out.toStdString(), std::string("Copy"), "mine").value, std::string("Copy"));
        QCOMPARE(store.articleHistory("Copy").value->at(0).note, std::string("mine"));

        // A name that is taken: refused, nothing added.
        const int before = versionCount(store);
        auto again = store.importArticle(out.toStdString(), std::string("Quota"));
        QVERIFY(!again.ok());
        QVERIFY2(allProblems(again.problems).contains(QStringLiteral("an article named \"Quota\" already exists")), qPrintable(allProblems(again.problems)));
        QCOMPARE(versionCount(store), before);
        QCOMPARE(store.articleHistory("Quota").value->size(), std::size_t{1});

        // Exporting what is not there writes nothing.
        const QString none = file(QStringLiteral("none.json"));
        auto missing = store.exportArticle("Nothing", none.toStdString());
        QVERIFY(missing && QString::fromStdString(missing->text()).contains(QStringLiteral("no article named \"Nothing\"")));
        QVERIFY(!QFile::exists(none));
    }

    void importRefusals_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("expected");
        QByteArray two(kArticle);
        two.replace(R"("language": "en"}],)", R"("language": "en"}, {"id": "Y", "title": "Another"}],)");
        QTest::newRow("two sources") << two << QStringLiteral("has 2 sources; an article is one source with its claims");
        QByteArray unknown(kArticle);
        unknown.replace("\"chips_needed\"", "\"chips_wanted\"");
        QTest::newRow("unknown metric") << unknown << QStringLiteral("x-chips");
        QTest::newRow("not JSON") << QByteArray("{\"schema\": ") << QStringLiteral("line 1");
        QTest::newRow("empty file") << QByteArray() << QStringLiteral("import-refused.json");
    }
    void importRefusals()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, expected);
        ScenarioStore store = openOk(file(QStringLiteral("import-refusals.sqlite")));
        const QString in = file(QStringLiteral("import-refused.json"));
        QFile f(in);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(content);
        f.close();
        const int before = versionCount(store);
        auto r = store.importArticle(in.toStdString(), std::string("Refused"));
        QVERIFY(!r.ok());
        QVERIFY2(allProblems(r.problems).contains(expected), qPrintable(allProblems(r.problems)));
        QVERIFY(!store.containsArticle("Refused"));
        QCOMPARE(versionCount(store), before);
    }

    // Bad input (issue 25): each a message naming the problem; nothing stored, not even the new name.
    void saveRefusals_data()
    {
        QTest::addColumn<int>("which");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("empty name") << 0 << QStringList{QStringLiteral("article name"), QStringLiteral("characters long")};
        QTest::newRow("name with a line break") << 1 << QStringList{QStringLiteral("article name"), QStringLiteral("control character")};
        QTest::newRow("text not UTF-8") << 2 << QStringList{QStringLiteral("text"), QStringLiteral("is not UTF-8"), QStringLiteral("0xFF")};
        QTest::newRow("text over 1 MiB") << 3 << QStringList{QStringLiteral("text"), QStringLiteral("is 1,048,577 bytes")};
        QTest::newRow("text of white space") << 4 << QStringList{QStringLiteral("text"), QStringLiteral("only white space")};
        QTest::newRow("unknown metric") << 5 << QStringList{QStringLiteral("x-chips"), QStringLiteral("quantity"), QStringLiteral("chips_wanted")};
        QTest::newRow("duplicate id") << 6 << QStringList{QStringLiteral("claim \"x-month\""), QStringLiteral("the id is used twice")};
        QTest::newRow("tolerance out of range") << 7 << QStringList{QStringLiteral("x-month"), QStringLiteral("tolerance_pct"), QStringLiteral("50")};
        QTest::newRow("between low above high") << 8 << QStringList{QStringLiteral("x-chips"), QStringLiteral("claimed")};
        QTest::newRow("no source") << 9 << QStringList{QStringLiteral("claims"), QStringLiteral("0 sources")};
        QTest::newRow("two sources") << 10 << QStringList{QStringLiteral("claims"), QStringLiteral("2 sources")};
        QTest::newRow("another text's digest") << 11 << QStringList{QStringLiteral("text"), QStringLiteral("text_sha256")};
        QTest::newRow("note with an escape") << 12 << QStringList{QStringLiteral("note"), QStringLiteral("control character")};
    }
    void saveRefusals()
    {
        QFETCH(int, which);
        QFETCH(QStringList, expected);
        ScenarioStore store = openOk(file(QStringLiteral("refusals.sqlite")));
        if (!store.containsArticle("Kept"))
            QCOMPARE(*store.saveArticle(article("Kept")).value, 1);
        StoredArticle a = article("Refused");
        std::string note;
        switch (which) {
        case 0: a.name.clear(); break;
        case 1: a.name = "two\nlines"; break;
        case 2: a.text = "prices \xFF here"; break;
        case 3: a.text = std::string(kMaxArticleTextBytes + 1, 'a'); break;
        case 4: a.text = " \n\t "; break;
        case 5: claimOf(a, "x-chips").quantity = "chips_wanted"; break;
        case 6: {
            Claim copy = claimOf(a, "x-month");
            a.claims.claims.push_back(copy);
            break;
        }
        case 7: claimOf(a, "x-month").tolerancePct = 80; break;
        case 8: claimOf(a, "x-chips").claimed = 20000; break; // [20000, 9999]
        case 9: a.claims.sources.clear(); break;
        case 10: {
            ClaimSource other = a.claims.sources.front();
            other.id = "Y";
            a.claims.sources.push_back(other);
            break;
        }
        case 11: a.claims.sources.front().textSha256 = sha256Hex("another text"); break;
        case 12: note = "see \x1b[31m"; break;
        }
        const int before = versionCount(store);
        auto saved = store.saveArticle(a, note);
        QVERIFY(!saved.ok());
        const QString text = allProblems(saved.problems);
        for (const QString& part : expected)
            QVERIFY2(text.contains(part), qPrintable(text));
        QVERIFY(!store.containsArticle(a.name));
        QCOMPARE(versionCount(store), before);
        QCOMPARE(store.listArticles().value->size(), std::size_t{1});
    }

    // The other way round: what is allowed is stored exactly.
    void textsThatAreFine()
    {
        ScenarioStore store = openOk(file(QStringLiteral("fine.sqlite")));
        StoredArticle empty = article("No text", ""); // imported claims have no text
        QCOMPARE(*store.saveArticle(empty).value, 1);
        QCOMPARE(store.loadArticle("No text").value->text, std::string());
        StoredArticle exact = article("Exactly 1 MiB", std::string(kMaxArticleTextBytes, 'a'));
        QCOMPARE(*store.saveArticle(exact).value, 1);
        QCOMPARE(store.loadArticle("Exactly 1 MiB").value->text.size(), kMaxArticleTextBytes);
        StoredArticle tied = article("Tied", kText); // the digest of its own text is accepted
        tied.claims.sources.front().textSha256 = sha256Hex(kText);
        QCOMPARE(*store.saveArticle(tied).value, 1);
        StoredArticle chinese = article("中文", "免费额度每天100万亿tokens。");
        QCOMPARE(*store.saveArticle(chinese).value, 1);
        QCOMPARE(store.loadArticle("中文").value->text, std::string("免费额度每天100万亿tokens。"));
    }

    void readOnlyLibraryRefusesWrites()
    {
        const QString path = file(QStringLiteral("ro.sqlite"));
        {
            ScenarioStore store = openOk(path);
            QCOMPARE(*store.saveArticle(article("Quota")).value, 1);
        }
        const QString out = file(QStringLiteral("ro-export.json"));
        const QByteArray hash = fileHash(path);
        {
            ScenarioStore ro = openOk(path, {.readOnly = true});
            QVERIFY(ro.readOnly());
            QCOMPARE(ro.listArticles().value->size(), std::size_t{1}); // reading works
            QCOMPARE(ro.loadArticle("Quota").value->text, std::string(kText));
            QCOMPARE(ro.exportArticle("Quota", out.toStdString()), std::nullopt);
            auto saved = ro.saveArticle(article("Quota"));
            QVERIFY(!saved.ok());
            QVERIFY2(allProblems(saved.problems).contains(QStringLiteral("read-only")), qPrintable(allProblems(saved.problems)));
            QVERIFY(!ro.importArticle(out.toStdString(), std::string("Other")).ok());
            QVERIFY(!ro.removeArticle("Quota").empty());
            QCOMPARE(ro.articleHistory("Quota").value->size(), std::size_t{1});
        }
        QCOMPARE(fileHash(path), hash);
    }

    void removeDeletesEveryVersion()
    {
        ScenarioStore store = openOk(file(QStringLiteral("remove.sqlite")));
        QCOMPARE(*store.saveArticle(article("Quota")).value, 1);
        QCOMPARE(*store.saveArticle(article("Quota")).value, 2);
        QCOMPARE(*store.saveArticle(article("Other")).value, 1);
        QVERIFY(store.removeArticle("Quota").empty());
        QVERIFY(!store.containsArticle("Quota"));
        QCOMPARE(versionCount(store), 1); // Other's only
        const QString again = allProblems(store.removeArticle("Quota"));
        QVERIFY2(again.contains(QStringLiteral("no article named \"Quota\"")), qPrintable(again));
        // The name is free again, and a new article starts at version 1.
        QCOMPARE(*store.saveArticle(article("Quota")).value, 1);
        QCOMPARE(*store.integrityCheck().value, std::string("ok"));
    }

    // Undo of a delete: every version back exactly, counts and texts included; not over a new article of that name.
    void deleteCanBeUndone()
    {
        ScenarioStore store = openOk(file(QStringLiteral("undo.sqlite")));
        QCOMPARE(*store.saveArticle(article("Quota"), "one").value, 1);
        StoredArticle second = article("Quota", "");
        std::erase_if(second.claims.claims, [](const Claim& c) { return c.id == "n1"; });
        QCOMPARE(*store.saveArticle(second, "two").value, 2);
        const auto listed = store.listArticles();
        const auto history = store.articleHistory("Quota");
        auto taken = store.takeArticle("Quota");
        QVERIFY2(taken.ok(), qPrintable(allProblems(taken.problems)));
        QCOMPARE(taken.value->versions.size(), std::size_t{2});
        QVERIFY(!store.containsArticle("Quota"));
        QVERIFY(store.restoreDeletedArticle(*taken.value).empty());
        QCOMPARE(store.listArticles().value->front().updated, listed.value->front().updated);
        QCOMPARE(store.listArticles().value->front().claims, 3);
        QCOMPARE(store.listArticles().value->front().drafts, 0);
        QCOMPARE(store.articleHistory("Quota").value->size(), history.value->size());
        QCOMPARE(store.articleHistory("Quota").value->at(1).created, history.value->at(1).created);
        QCOMPARE(store.loadArticle("Quota", 1).value->text, std::string(kText));
        QCOMPARE(store.loadArticle("Quota").value->claims, second.claims);
        // Taken again, and meanwhile a new "Quota": the undo is refused, the new one stays.
        taken = store.takeArticle("Quota");
        QCOMPARE(*store.saveArticle(article("Quota"), "new").value, 1);
        const QString refused = allProblems(store.restoreDeletedArticle(*taken.value));
        QVERIFY2(refused.contains(QStringLiteral("an article named \"Quota\" exists again")), qPrintable(refused));
        QCOMPARE(store.articleHistory("Quota").value->size(), std::size_t{1});
        QCOMPARE(store.articleHistory("Quota").value->front().note, std::string("new"));
    }

    // A draft that `claims extract` writes for a text within its 1 MiB limit is accepted: the draft
    // repeats each number's sentence as its quote, so it is several times the text (the five
    // source articles' drafts are 2.7 to 3.3 times theirs), over the 1 MiB a scenario file may be.
    void theDraftOfALongTextIsAccepted()
    {
        // A number every hundred bytes or so, four times as dense as the source articles (one in 310 to 500).
        const std::string paragraph =
            "The company said that its newest model had served 23.2 trillion tokens over the first week of the programme, and that the "
            "fleet of accelerators it already owned had carried the whole load. The free quota, the company added, would stay in place "
            "for every developer who signed up before the end of the quarter, at 100 trillion tokens a day. Analysts who follow the "
            "sector put the monthly cost of that promise at $300 million, while the company's own filing suggests a far smaller figure.\n";
        std::string text = "A long article\n\n";
        while (text.size() + paragraph.size() <= kMaxArticleTextBytes)
            text += paragraph;
        QVERIFY(!extract::articleTextProblem(text));
        const auto numbers = extract::extractNumbers(text);
        StoredArticle a;
        a.name = "Long";
        a.text = text;
        a.claims = extract::draftCatalogue({"long", "A long article", "en", sha256Hex(text)}, numbers);
        QVERIFY(a.claims.claims.size() > 5000); // three numbers a paragraph
        const std::size_t draftBytes = catalogueToText(a.claims).size();
        QVERIFY2(draftBytes > 2 * kMaxDocumentBytes && draftBytes <= kMaxClaimsFileBytes, qPrintable(QString::number(draftBytes)));
        auto saved = store().saveArticle(a);
        QVERIFY2(saved.ok(), qPrintable(allProblems(saved.problems)));
        auto back = store().loadArticle("Long");
        QVERIFY2(back.ok(), qPrintable(allProblems(back.problems)));
        QCOMPARE(back.value->text, text);
        QCOMPARE(back.value->claims, a.claims);
        const QString out = file(QStringLiteral("long.json"));
        QCOMPARE(store().exportArticle("Long", out.toStdString()), std::nullopt);
        QCOMPARE(*store().importArticle(out.toStdString(), std::string("Long again")).value, std::string("Long again"));
        QCOMPARE(store().loadArticle("Long again").value->claims, a.claims);
    }

    // Claims over the claims files' limit are refused with the size named, nothing stored.
    void claimsOverTheLimitAreRefused()
    {
        StoredArticle a = article("Huge", "");
        const Claim draft = claimOf(a, "n1");
        a.claims.claims.clear();
        for (int i = 0; i < 40000; ++i) { // 40,000 × (a 450-byte quote and ~200 bytes of members): about 26 MB
            Claim c = draft;
            c.id = "n" + std::to_string(i + 1);
            c.quote = std::string(450, 'x');
            a.claims.claims.push_back(std::move(c));
        }
        QVERIFY(catalogueToText(a.claims).size() > kMaxClaimsFileBytes);
        const int before = versionCount(store());
        auto saved = store().saveArticle(a);
        QVERIFY(!saved.ok());
        QVERIFY2(allProblems(saved.problems).contains(QStringLiteral("it may be at most 16,777,216 bytes")), qPrintable(allProblems(saved.problems)));
        QVERIFY(!store().containsArticle("Huge"));
        QCOMPARE(versionCount(store()), before);
    }
};

QTEST_GUILESS_MAIN(TestArticles)
#include "test_articles.moc"
