// token-runway articles and claims --article (issue 25.5): every verb, the JSON shapes, the same
// verdicts as --catalogue on the same file, refusals with exit 2 naming the problem.
#include <QtTest>

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "cliprocess.h"
#include "storetesthelpers.h"

using namespace runway::test;

namespace {

// (Links are written "https:\/\/…": moc takes a "//" inside a raw string for a comment.)
const char* const kText = "The Quota, Priced\n\nThe quota is worth $10 million a month, on thousands of chips; 42 people.\n";

/// A user's article: a claim 30× off, one that holds, an uncheckable one and a draft; TEXT_SHA
/// is replaced by the digest of the text.
const char* const kClaims = R"({
  "schema": "token-runway/claims@3",
  "sources": [{"id": "X", "title": "The Quota, Priced", "publisher": "The Example Review", "date": "2026-03-05", "url": "https:\/\/example.org/quota",
               "text_sha256": "TEXT_SHA"}],
  "claims": [
    {"id": "x-month", "sources": ["X"], "claim": "the quota is worth $10M a month", "quote": "worth $10 million a month",
     "overrides": {"price_usd_per_mtok": 0.1, "free_quota_tokens_per_day": 1e14}, "quantity": "quota_list_value_usd_per_day", "factor": 30,
     "claimed": 1e7, "unit": "usd_per_month", "kind": "equals"},
    {"id": "x-chips", "sources": ["X"], "claim": "thousands of chips", "overrides": {}, "quantity": "chips_needed",
     "claimed": [1000, 9999], "unit": "chips", "kind": "between"},
    {"id": "x-nvidia", "sources": ["X"], "status": "uncheckable", "claim": "as fast as NVIDIA", "reason": "no NVIDIA throughput"},
    {"id": "n1", "sources": ["X"], "status": "draft", "quote": "42 people", "claimed": 42, "unit": "people",
     "period": "none", "kind": "equals", "suggestions": []}
  ]
})";

QByteArray claimsFor(const QByteArray& text)
{
    return QByteArray(kClaims).replace("TEXT_SHA", QCryptographicHash::hash(text, QCryptographicHash::Sha256).toHex());
}

void writeFile(const QString& path, const QByteArray& content)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(content);
}

QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QJsonObject jsonOf(const CliResult& r)
{
    return QJsonDocument::fromJson(r.out).object();
}

} // namespace

class TestCliArticles : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString path(const QString& name) const { return m_dir.filePath(name); }

    CliResult articles(const QString& db, QStringList args)
    {
        args.prepend(db);
        args.prepend(QStringLiteral("--db"));
        args.prepend(QStringLiteral("articles"));
        return runCli(args);
    }

    /// A library holding the article "Quota" (the claims file and its text), and the claims file.
    QString libraryWithQuota(const QString& name, QString* claimsFile = nullptr)
    {
        const QString db = path(name + QStringLiteral(".sqlite"));
        const QString claims = path(name + QStringLiteral("-claims.json"));
        const QString text = path(name + QStringLiteral("-text.txt"));
        writeFile(claims, claimsFor(kText));
        writeFile(text, kText);
        const auto r = articles(db, {QStringLiteral("save"), claims, QStringLiteral("--text"), text, QStringLiteral("--name"), QStringLiteral("Quota"),
                                     QStringLiteral("--note"), QStringLiteral("first")});
        if (r.exitCode != 0)
            qFatal("save failed: %s", r.err.constData());
        if (claimsFile)
            *claimsFile = claims;
        return db;
    }

private slots:
    void everyVerb()
    {
        QString claims;
        const QString db = libraryWithQuota(QStringLiteral("verbs"), &claims);
        // save again, without a name: the source's title names it
        auto saved = articles(db, {QStringLiteral("save"), claims, QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(saved.exitCode, 0);
        QCOMPARE(jsonOf(saved), (QJsonObject{{QStringLiteral("name"), QStringLiteral("The Quota, Priced")}, {QStringLiteral("version"), 1}}));
        auto again = articles(
            db, {QStringLiteral("save"), claims, QStringLiteral("--name"), QStringLiteral("Quota"), QStringLiteral("--note"), QStringLiteral("second")});
        QCOMPARE(again.exitCode, 0);
        QCOMPARE(again.out, QByteArray("saved \"Quota\" as version 2\n"));

        auto list = articles(db, {QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(list.exitCode, 0);
        const QJsonArray rows = jsonOf(list).value(QStringLiteral("articles")).toArray();
        QCOMPARE(rows.size(), 2);
        const QJsonObject quota = rows.at(0).toObject(); // "Quota" < "The …" in byte order
        QCOMPARE(quota.value(QStringLiteral("name")).toString(), QStringLiteral("Quota"));
        QCOMPARE(quota.value(QStringLiteral("title")).toString(), QStringLiteral("The Quota, Priced"));
        QCOMPARE(quota.value(QStringLiteral("versions")).toInt(), 2);
        QCOMPARE(quota.value(QStringLiteral("claims")).toInt(), 3);
        QCOMPARE(quota.value(QStringLiteral("drafts")).toInt(), 1);
        QCOMPARE(quota.value(QStringLiteral("text_bytes")).toInt(), 0); // version 2 was saved without --text
        QCOMPARE(rows.at(1).toObject().value(QStringLiteral("text_bytes")).toInt(), 0);
        auto table = articles(db, {QStringLiteral("list")});
        QCOMPARE(table.exitCode, 0);
        QVERIFY2(table.out.contains("Quota") && table.out.contains("The Quota, Priced") && table.out.contains(" UTC"), table.out.constData());

        // show: the claims file (text), the version with its text (JSON); --version N for an older one
        auto show = articles(db, {QStringLiteral("show"), QStringLiteral("Quota"), QStringLiteral("--version"), QStringLiteral("1"), QStringLiteral("--format"),
                                  QStringLiteral("json")});
        QCOMPARE(show.exitCode, 0);
        QCOMPARE(jsonOf(show).value(QStringLiteral("version")).toInt(), 1);
        QCOMPARE(jsonOf(show).value(QStringLiteral("text")).toString(), QString::fromUtf8(kText));
        QCOMPARE(jsonOf(show).value(QStringLiteral("claims")).toObject().value(QStringLiteral("claims")).toArray().size(), 4);
        auto showText = articles(db, {QStringLiteral("show"), QStringLiteral("Quota")});
        QCOMPARE(showText.exitCode, 0);
        QVERIFY(showText.out.startsWith("{"));
        QVERIFY(showText.out.contains("\"token-runway/claims@3\""));

        auto history = articles(db, {QStringLiteral("history"), QStringLiteral("Quota")});
        QCOMPARE(history.exitCode, 0);
        const QList<QByteArray> lines = history.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 2);
        QVERIFY(lines[0].startsWith("version 1  ") && lines[0].endsWith("  first"));
        QVERIFY(lines[1].startsWith("version 2  ") && lines[1].endsWith("  second"));

        // export, then import the file: the same claims under a new name
        const QString out = path(QStringLiteral("verbs-export.json"));
        auto exported = articles(db, {QStringLiteral("export"), QStringLiteral("Quota"), out});
        QCOMPARE(exported.exitCode, 0);
        QCOMPARE(exported.out, QByteArray("exported \"Quota\" to " + out.toUtf8() + "\n"));
        auto imported = articles(db, {QStringLiteral("import"), out, QStringLiteral("--name"), QStringLiteral("Copy")});
        QCOMPARE(imported.exitCode, 0);
        QCOMPARE(imported.out, QByteArray("imported \"Copy\" as version 1\n"));
        auto copy = articles(db, {QStringLiteral("show"), QStringLiteral("Copy")});
        QCOMPARE(copy.out, readFile(out));
        auto taken = articles(db, {QStringLiteral("import"), out, QStringLiteral("--name"), QStringLiteral("Copy")});
        QCOMPARE(taken.exitCode, 2);
        QVERIFY2(taken.err.contains("an article named \"Copy\" already exists"), taken.err.constData());

        auto deleted = articles(db, {QStringLiteral("delete"), QStringLiteral("Quota")});
        QCOMPARE(deleted.exitCode, 0);
        QCOMPARE(deleted.out, QByteArray("deleted \"Quota\" (2 versions)\n"));
        auto gone = articles(db, {QStringLiteral("show"), QStringLiteral("Quota")});
        QCOMPARE(gone.exitCode, 2);
        QVERIFY2(gone.err.contains("no article named \"Quota\""), gone.err.constData());
    }

    // claims --article judges the saved article exactly as --catalogue judges its file.
    void sameVerdictsAsTheFile_data()
    {
        QTest::addColumn<QStringList>("verb");
        QTest::addColumn<QByteArray>("ours"); // a mark of the article's own claims in that output
        QTest::newRow("text") << QStringList{QStringLiteral("claims")} << QByteArray("x-month");
        QTest::newRow("json") << QStringList{QStringLiteral("claims"), QStringLiteral("--format"), QStringLiteral("json")} << QByteArray("\"x-month\"");
        QTest::newRow("claimreview") << QStringList{QStringLiteral("claims"), QStringLiteral("--format"), QStringLiteral("claimreview")}
                                     << QByteArray("worth $10 million a month");
        QTest::newRow("on a preset") << QStringList{QStringLiteral("claims"), QStringLiteral("--preset"), QStringLiteral("quota-full")}
                                     << QByteArray("x-month");
        QTest::newRow("scorecard") << QStringList{QStringLiteral("claims"), QStringLiteral("scorecard"), QStringLiteral("--format"), QStringLiteral("json")}
                                   << QByteArray("The Quota, Priced");
    }
    void sameVerdictsAsTheFile()
    {
        QFETCH(QStringList, verb);
        QFETCH(QByteArray, ours);
        QString claims;
        const QString db =
            libraryWithQuota(QStringLiteral("same-%1").arg(QString::fromUtf8(QTest::currentDataTag())).replace(QLatin1Char(' '), QLatin1Char('-')), &claims);
        const auto fromFile = runCli(verb + QStringList{QStringLiteral("--catalogue"), claims});
        const auto fromLibrary = runCli(verb + QStringList{QStringLiteral("--db"), db, QStringLiteral("--article"), QStringLiteral("Quota")});
        QCOMPARE(fromFile.exitCode, 0);
        QCOMPARE(fromLibrary.exitCode, 0);
        QCOMPARE(fromLibrary.out, fromFile.out);
        QVERIFY(fromFile.out.contains(ours)); // the article's own claims, not the built-in ones
        QVERIFY(!fromFile.out.contains("e-chips"));
        // Without --db: the default library (TOKEN_RUNWAY_DB).
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("TOKEN_RUNWAY_DB"), db);
        const auto fromDefault = runCli(verb + QStringList{QStringLiteral("--article"), QStringLiteral("Quota")}, {}, env);
        QCOMPARE(fromDefault.exitCode, 0);
        QCOMPARE(fromDefault.out, fromFile.out);
    }

    // The verdicts themselves, from the article: 30× off ($300M a month at list, MODEL.md §5:
    // 1e14 tokens × $0.10 per million × 30), thousands of chips hold (9,667), the rest listed.
    void verdictsOfTheArticle()
    {
        const QString db = libraryWithQuota(QStringLiteral("verdicts"));
        const auto r = runCli({QStringLiteral("claims"), QStringLiteral("--db"), db, QStringLiteral("--article"), QStringLiteral("Quota"),
                               QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject doc = jsonOf(r);
        const QJsonArray judged = doc.value(QStringLiteral("claims")).toArray();
        QCOMPARE(judged.size(), 2);
        QCOMPARE(judged.at(0).toObject().value(QStringLiteral("id")).toString(), QStringLiteral("x-month"));
        QCOMPARE(judged.at(0).toObject().value(QStringLiteral("verdict")).toString(), QStringLiteral("off"));
        QCOMPARE(judged.at(0).toObject().value(QStringLiteral("computed")).toDouble(), 3e8);
        QCOMPARE(judged.at(1).toObject().value(QStringLiteral("verdict")).toString(), QStringLiteral("holds"));
        QCOMPARE(judged.at(1).toObject().value(QStringLiteral("computed")).toDouble(), 9667.0);
        QCOMPARE(doc.value(QStringLiteral("uncheckable")).toArray().size(), 1);
        QCOMPARE(doc.value(QStringLiteral("to_confirm")).toArray().size(), 1);
    }

    void refusals_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        const QString db = QStringLiteral("DB");
        QTest::newRow("claims: unknown article") << QStringList{QStringLiteral("claims"), QStringLiteral("--db"), db, QStringLiteral("--article"),
                                                                QStringLiteral("Nope")}
                                                 << QStringLiteral("no article named \"Nope\" in the library");
        QTest::newRow("scorecard: unknown article") << QStringList{QStringLiteral("claims"),    QStringLiteral("scorecard"), QStringLiteral("--db"), db,
                                                                   QStringLiteral("--article"), QStringLiteral("Nope")}
                                                    << QStringLiteral("no article named \"Nope\"");
        QTest::newRow("both catalogues") << QStringList{QStringLiteral("claims"),    QStringLiteral("--db"),  db,
                                                        QStringLiteral("--article"), QStringLiteral("Quota"), QStringLiteral("--catalogue"),
                                                        QStringLiteral("CLAIMS")}
                                         << QStringLiteral("--catalogue FILE or --article NAME, not both");
        QTest::newRow("show: unknown") << QStringList{QStringLiteral("articles"), QStringLiteral("--db"), db, QStringLiteral("show"), QStringLiteral("Nope")}
                                       << QStringLiteral("no article named \"Nope\"");
        QTest::newRow("history: unknown") << QStringList{QStringLiteral("articles"), QStringLiteral("--db"), db, QStringLiteral("history"),
                                                         QStringLiteral("Nope")}
                                          << QStringLiteral("no article named \"Nope\"");
        QTest::newRow("delete: unknown") << QStringList{QStringLiteral("articles"), QStringLiteral("--db"), db, QStringLiteral("delete"),
                                                        QStringLiteral("Nope")}
                                         << QStringLiteral("no article named \"Nope\"");
        QTest::newRow("another text") << QStringList{QStringLiteral("articles"),  QStringLiteral("--db"),   db,
                                                     QStringLiteral("save"),      QStringLiteral("CLAIMS"), QStringLiteral("--text"),
                                                     QStringLiteral("OTHERTEXT"), QStringLiteral("--name"), QStringLiteral("New")}
                                      << QStringLiteral("but the source's text_sha256 is");
        QTest::newRow("text not UTF-8") << QStringList{QStringLiteral("articles"), QStringLiteral("--db"),   db,
                                                       QStringLiteral("save"),     QStringLiteral("CLAIMS"), QStringLiteral("--text"),
                                                       QStringLiteral("LATIN1"),   QStringLiteral("--name"), QStringLiteral("New")}
                                        << QStringLiteral("is not UTF-8");
        QTest::newRow("empty text file") << QStringList{QStringLiteral("articles"), QStringLiteral("--db"),   db,
                                                        QStringLiteral("save"),     QStringLiteral("CLAIMS"), QStringLiteral("--text"),
                                                        QStringLiteral("EMPTY"),    QStringLiteral("--name"), QStringLiteral("New")}
                                         << QStringLiteral("is empty");
        QTest::newRow("two sources") << QStringList{QStringLiteral("articles"), QStringLiteral("--db"), db, QStringLiteral("save"), QStringLiteral("TWO"),
                                                    QStringLiteral("--name"),   QStringLiteral("New")}
                                     << QStringLiteral("the claims have 2 sources; an article's claims have exactly one");
        QTest::newRow("import: two sources") << QStringList{QStringLiteral("articles"), QStringLiteral("--db"), db, QStringLiteral("import"),
                                                            QStringLiteral("TWO")}
                                             << QStringLiteral("has 2 sources");
        QTest::newRow("unknown metric") << QStringList{QStringLiteral("articles"), QStringLiteral("--db"),      db,
                                                       QStringLiteral("save"),     QStringLiteral("BADMETRIC"), QStringLiteral("--name"),
                                                       QStringLiteral("New")}
                                        << QStringLiteral("x-chips");
        QTest::newRow("unknown action") << QStringList{QStringLiteral("articles"), QStringLiteral("--db"), db, QStringLiteral("rename")}
                                        << QStringLiteral("unknown articles command; use one of list, show, save");
        QTest::newRow("option of another action") << QStringList{QStringLiteral("articles"), QStringLiteral("--db"),   db,
                                                                 QStringLiteral("import"),   QStringLiteral("CLAIMS"), QStringLiteral("--text"),
                                                                 QStringLiteral("OTHERTEXT")}
                                                  << QStringLiteral("unexpected option --text");
        QTest::newRow("missing operand") << QStringList{QStringLiteral("articles"), QStringLiteral("--db"), db, QStringLiteral("export"),
                                                        QStringLiteral("Quota")}
                                         << QStringLiteral("expected: articles export NAME PATH");
    }
    void refusals()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        QString claims;
        const QString db = libraryWithQuota(
            QStringLiteral("refusals-%1").arg(QString::fromUtf8(QTest::currentDataTag())).replace(QLatin1Char(' '), QLatin1Char('-')).remove(QLatin1Char(':')),
            &claims);
        const QString other = path(QStringLiteral("other.txt"));
        writeFile(other, "Another text, with 7 numbers.");
        const QString latin1 = path(QStringLiteral("latin1.txt"));
        writeFile(latin1, "Caf\xe9 prices: 3 euros.");
        const QString empty = path(QStringLiteral("empty.txt"));
        writeFile(empty, "");
        const QString two = path(QStringLiteral("two.json"));
        writeFile(two, claimsFor(kText).replace(R"("sources": [{"id": "X", )", R"("sources": [{"id": "Y", "title": "Another"}, {"id": "X", )"));
        const QString badMetric = path(QStringLiteral("bad-metric.json"));
        writeFile(badMetric, claimsFor(kText).replace("\"chips_needed\"", "\"chips_wanted\""));
        for (QString& a : args) {
            a.replace(QStringLiteral("DB"), db);
            if (a == QLatin1String("CLAIMS"))
                a = claims;
            else if (a == QLatin1String("OTHERTEXT"))
                a = other;
            else if (a == QLatin1String("LATIN1"))
                a = latin1;
            else if (a == QLatin1String("EMPTY"))
                a = empty;
            else if (a == QLatin1String("TWO"))
                a = two;
            else if (a == QLatin1String("BADMETRIC"))
                a = badMetric;
        }
        const auto r = runCli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(QString::fromUtf8(r.err).contains(expected), r.err.constData());
        // Nothing stored: the article is as it was, and no other came.
        const auto list =
            runCli({QStringLiteral("articles"), QStringLiteral("--db"), db, QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("json")});
        const QJsonArray rows = jsonOf(list).value(QStringLiteral("articles")).toArray();
        QCOMPARE(rows.size(), 1);
        QCOMPARE(rows.at(0).toObject().value(QStringLiteral("versions")).toInt(), 1);
    }

    // claims extract never writes a draft that the claims reader (and so the library) would refuse:
    // a text of bare numbers has one draft claim, with its sentence, per two or three bytes.
    void extractWritesNoDraftTheLibraryRefuses()
    {
        QByteArray dense;
        for (int i = 0; dense.size() < 90000; ++i)
            dense += QByteArray::number(i % 97 + 1) + ' ';
        const QString text = path(QStringLiteral("dense.txt"));
        writeFile(text, dense);
        const QString out = path(QStringLiteral("dense.json"));
        const auto r = runCli({QStringLiteral("claims"), QStringLiteral("extract"), text, QStringLiteral("--out"), out});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("over the 16,777,216 bytes a claims file may have; nothing was written"), r.err.constData());
        QVERIFY(!QFile::exists(out));
        const auto json = runCli({QStringLiteral("claims"), QStringLiteral("extract"), text, QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(json.exitCode, 2);
        QVERIFY(json.out.isEmpty());
    }

    // claims extract --save NAME: the text and its draft in the library in one step.
    void extractAndSave()
    {
        const QString db = path(QStringLiteral("extract-save.sqlite"));
        const QString text = path(QStringLiteral("extract-save.txt"));
        writeFile(text, kText);
        const auto r =
            runCli({QStringLiteral("claims"), QStringLiteral("extract"), text, QStringLiteral("--save"), QStringLiteral("Mine"), QStringLiteral("--db"), db});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("saved the text and its draft as version 1 of the article \"Mine\""), r.out.constData());
        const auto show = articles(db, {QStringLiteral("show"), QStringLiteral("Mine"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(show.exitCode, 0);
        QCOMPARE(jsonOf(show).value(QStringLiteral("text")).toString(), QString::fromUtf8(kText));
        // The draft as `claims extract --format json` writes it, byte for byte.
        const auto draft = runCli({QStringLiteral("claims"), QStringLiteral("extract"), text, QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(articles(db, {QStringLiteral("show"), QStringLiteral("Mine")}).out, draft.out);
        // $10 million, thousands and 42: three drafts, nothing judged yet.
        const auto list = articles(db, {QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(jsonOf(list).value(QStringLiteral("articles")).toArray().at(0).toObject().value(QStringLiteral("drafts")).toInt(), 3);
        const auto judged = runCli({QStringLiteral("claims"), QStringLiteral("--db"), db, QStringLiteral("--article"), QStringLiteral("Mine"),
                                    QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(judged.exitCode, 0);
        QCOMPARE(jsonOf(judged).value(QStringLiteral("claims")).toArray().size(), 0);
        QCOMPARE(jsonOf(judged).value(QStringLiteral("to_confirm")).toArray().size(), 3);
        const auto noSave = runCli({QStringLiteral("claims"), QStringLiteral("extract"), text, QStringLiteral("--db"), db});
        QCOMPARE(noSave.exitCode, 2);
        QVERIFY2(noSave.err.contains("give --save NAME too"), noSave.err.constData());
    }

    void helpListsTheVerb()
    {
        const auto r = runCli({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("articles [--db PATH] list"));
        QVERIFY(r.out.contains("--article NAME"));
    }
};

QTEST_GUILESS_MAIN(TestCliArticles)
#include "test_cli_articles.moc"
