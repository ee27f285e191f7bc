// The article library against a file edited behind the program's back (issue 25.5): a planted
// trigger, a damaged row (a name that is not UTF-8, claims that do not read), a huge text. Each is
// refused or survived, naming what it met; nothing else is lost and nothing is loaded whole.
#include <QtTest>

#include "core/claims/claimsfile.h"
#include "core/scenario/jsondocument.h"
#include "storetesthelpers.h"

using namespace runway;
using namespace runway::test;

namespace {

const char* const kClaims = R"({
  "schema": "token-runway/claims@3",
  "sources": [{"id": "X", "title": "The Quota, Priced"}],
  "claims": [
    {"id": "x-chips", "sources": ["X"], "claim": "thousands of chips", "overrides": {}, "quantity": "chips_needed",
     "claimed": [1000, 9999], "unit": "chips", "kind": "between"}
  ]
})";

StoredArticle article(const std::string& name, const std::string& text = "Thousands of chips.")
{
    StoredArticle a;
    a.name = name;
    a.text = text;
    auto cat = catalogueFromJson(*parseJsonDocument(kClaims).value);
    if (!cat.ok())
        qFatal("test catalogue invalid: %s", qPrintable(allProblems(cat.problems)));
    a.claims = *cat.value;
    return a;
}

} // namespace

class TestArticlesHostile : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString file(const QString& name) const { return m_dir.filePath(name); }

    /// A library with two articles, "Good" (2 versions) and "Target" (1).
    QString library(const QString& name)
    {
        const QString path = file(name);
        ScenarioStore store = openOk(path);
        if (!store.saveArticle(article("Good")).ok() || !store.saveArticle(article("Good")).ok() || !store.saveArticle(article("Target")).ok())
            qFatal("cannot set up %s", qPrintable(path));
        return path;
    }

private slots:
    // As for the scenarios (issue 13.1): a trigger on the article tables would run inside our own
    // saves; such a file is refused on open, read-only or not, and left byte for byte as it was.
    void plantedTriggersAreRefused_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::addColumn<QString>("named");
        QTest::newRow("trigger wiping the other articles")
            << QStringLiteral(
                   "CREATE TRIGGER wipe AFTER INSERT ON article_versions BEGIN DELETE FROM article_versions WHERE article_id <> NEW.article_id; END;")
            << QStringLiteral("a trigger \"wipe\" on article_versions");
        QTest::newRow("trigger ignoring new articles") << QStringLiteral("CREATE TRIGGER quiet BEFORE INSERT ON articles BEGIN SELECT RAISE(IGNORE); END;")
                                                       << QStringLiteral("a trigger \"quiet\" on articles");
        QTest::newRow("index on the texts") << QStringLiteral("CREATE INDEX texts ON article_versions(text);")
                                            << QStringLiteral("an index \"texts\" on article_versions");
    }
    void plantedTriggersAreRefused()
    {
        QFETCH(QString, sql);
        QFETCH(QString, named);
        const QString path =
            library(QStringLiteral("planted-%1.sqlite").arg(QString::fromUtf8(QTest::currentDataTag())).replace(QLatin1Char(' '), QLatin1Char('-')));
        QCOMPARE(execSql(path, sql.toStdString()), std::string());
        const QByteArray hash = fileHash(path);
        for (bool readOnly : {false, true}) {
            auto opened = ScenarioStore::open(path.toStdString(), {.readOnly = readOnly});
            QVERIFY(!opened.ok());
            const QString text = allProblems(opened.problems);
            QVERIFY2(text.contains(QStringLiteral("which Token Runway never creates")) && text.contains(named), qPrintable(text));
        }
        QCOMPARE(fileHash(path), hash);
    }

    // A trigger planted while the library is open: an insert that stores nothing is no save, and
    // the new article's row goes with the refused version (one transaction).
    void anInsertThatStoresNothingIsNotASave()
    {
        const QString path = library(QStringLiteral("ignored.sqlite"));
        ScenarioStore store = openOk(path);
        QCOMPARE(execSql(path, "CREATE TRIGGER quiet BEFORE INSERT ON article_versions BEGIN SELECT RAISE(IGNORE); END;"), std::string());
        auto saved = store.saveArticle(article("Good"));
        QVERIFY(!saved.ok());
        QVERIFY2(allProblems(saved.problems).contains(QStringLiteral("did not store the version")), qPrintable(allProblems(saved.problems)));
        QVERIFY(!store.saveArticle(article("Fresh")).ok());
        QVERIFY(!store.containsArticle("Fresh"));
        QCOMPARE(store.articleHistory("Good").value->size(), std::size_t{2});
    }

    // A row whose name is not UTF-8: listed (so nothing is hidden), refused when loaded with its
    // row named; the others load.
    void aNameThatIsNotUtf8()
    {
        const QString path = library(QStringLiteral("bad-name.sqlite"));
        QCOMPARE(execSql(path, "UPDATE articles SET name = CAST(X'546172676574FF' AS TEXT) WHERE name = 'Target';"), std::string());
        ScenarioStore store = openOk(path);
        auto list = store.listArticles();
        QVERIFY2(list.ok(), qPrintable(allProblems(list.problems)));
        QCOMPARE(list.value->size(), std::size_t{2});
        const std::string bad = list.value->at(1).name;
        QCOMPARE(bad, std::string("Target\xFF"));
        auto loaded = store.loadArticle(bad);
        QVERIFY(!loaded.ok());
        const QString text = allProblems(loaded.problems);
        QVERIFY2(text.contains(QStringLiteral("the article in row 2 of the table articles is damaged")) && text.contains(QStringLiteral("not UTF-8")),
                 qPrintable(text));
        QVERIFY(store.loadArticle("Good").ok());
        QCOMPARE(*store.saveArticle(article("Good")).value, 3); // the library still saves
    }

    // Claims that do not read (JSON cut short, another shape, a second source): listing works,
    // loading names the article, the version and the row; export writes nothing.
    void claimsThatDoNotRead_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("expected");
        QTest::newRow("cut short") << QStringLiteral("{\"schema\": \"token-runway/claims@3\", \"sources\": [") << QStringLiteral("its claims do not read");
        QTest::newRow("not claims") << QStringLiteral("{\"schema\": \"token-runway/scenario@2\"}") << QStringLiteral("its claims do not read");
        QTest::newRow("two sources") << QString::fromUtf8(kClaims).replace(
                                            QStringLiteral("\"sources\": [{\"id\": \"X\", \"title\": \"The Quota, Priced\"}]"),
                                            QStringLiteral("\"sources\": [{\"id\": \"X\", \"title\": \"A\"}, {\"id\": \"Y\", \"title\": \"B\"}]"))
                                     << QStringLiteral("the claims have 2 sources");
    }
    void claimsThatDoNotRead()
    {
        QFETCH(QString, json);
        QFETCH(QString, expected);
        const QString path =
            library(QStringLiteral("bad-json-%1.sqlite").arg(QString::fromUtf8(QTest::currentDataTag())).replace(QLatin1Char(' '), QLatin1Char('-')));
        std::string sql = "UPDATE article_versions SET claims_json = '";
        for (QChar c : json)
            sql += c == QLatin1Char('\'') ? std::string("''") : QString(c).toStdString();
        sql += "' WHERE article_id = (SELECT id FROM articles WHERE name = 'Target');";
        QCOMPARE(execSql(path, sql), std::string());
        ScenarioStore store = openOk(path);
        QCOMPARE(store.listArticles().value->size(), std::size_t{2});
        auto loaded = store.loadArticle("Target");
        QVERIFY(!loaded.ok());
        const QString text = allProblems(loaded.problems);
        QVERIFY2(text.contains(QStringLiteral("version 1 of the article \"Target\" (row 3 of the table article_versions) is damaged")), qPrintable(text));
        QVERIFY2(text.contains(expected), qPrintable(text));
        const QString out = file(QStringLiteral("bad-json-export.json"));
        QVERIFY(store.exportArticle("Target", out.toStdString()).has_value());
        QVERIFY(!QFile::exists(out));
        QVERIFY(store.loadArticle("Good").ok());
    }

    // A huge text written behind the program's back: over the article limit it is read and
    // refused; over what the library ever writes it is not even read (SQLite stops at the limit).
    void hugeTexts_data()
    {
        QTest::addColumn<qint64>("bytes");
        QTest::addColumn<QString>("expected");
        QTest::newRow("2 MiB") << qint64{2} * 1024 * 1024 << QStringLiteral("its text is 2,097,152 bytes");
        QTest::newRow("64 MiB") << qint64{64} * 1024 * 1024 << QStringLiteral("more than the library ever writes");
    }
    void hugeTexts()
    {
        QFETCH(qint64, bytes);
        QFETCH(QString, expected);
        const QString path = library(QStringLiteral("huge-%1.sqlite").arg(bytes));
        QCOMPARE(execSql(path, "UPDATE article_versions SET text = printf('%.*c', " + std::to_string(bytes) +
                                   ", 'x') WHERE article_id = (SELECT id FROM articles WHERE name = 'Target');"),
                 std::string());
        ScenarioStore store = openOk(path);
        auto list = store.listArticles(); // the list reads no text
        QVERIFY2(list.ok(), qPrintable(allProblems(list.problems)));
        QCOMPARE(list.value->size(), std::size_t{2});
        auto loaded = store.loadArticle("Target");
        QVERIFY(!loaded.ok());
        const QString text = allProblems(loaded.problems);
        QVERIFY2(text.contains(QStringLiteral("version 1 of the article \"Target\" (row 3 of the table article_versions) is damaged")), qPrintable(text));
        QVERIFY2(text.contains(expected), qPrintable(text));
        QVERIFY(store.loadArticle("Good").ok());
        QCOMPARE(*store.saveArticle(article("Good")).value, 3);
        QCOMPARE(store.articleHistory("Target").value->size(), std::size_t{1});
    }
};

QTEST_GUILESS_MAIN(TestArticlesHostile)
#include "test_articles_hostile.moc"
