// `token-runway claims extract FILE [--out PATH] [--format text|json]`: the text table and its
// context list, the draft claims file printed and written (the same bytes, atomically, the
// SHA-256 of the file's bytes), determinism, and every bad input refused with exit 2, a message
// that names the problem, and nothing written.
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "cliprocess.h"
#include "testfiles.h"

using runway::test::runCli;
using runway::test::writeFile;

namespace {

const QByteArray kArticle = QByteArrayLiteral("A test article about quotas\n\n"
                                              "On March 4, 2026, GLM-5.3 Flash served 23.2 trillion tokens in six days, roughly 3.87T tokens per day. "
                                              "At $0.10 per million tokens, the 100T daily quota is worth about $10M a day, or $300 million per month. "
                                              "It needs at least 10,000 chips.\n");

QStringList args(std::initializer_list<const char*> list)
{
    QStringList out;
    for (const char* a : list)
        out << QString::fromUtf8(a);
    return out;
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QJsonObject claimById(const QJsonArray& claims, const QString& id)
{
    for (const auto& c : claims)
        if (c.toObject().value(QStringLiteral("id")).toString() == id)
            return c.toObject();
    return {};
}

} // namespace

class TestClaimsExtractCli : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString path(const char* name) const { return m_dir.filePath(QString::fromUtf8(name)); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(writeFile(path("article.txt"), kArticle));
    }

    void textTable()
    {
        const auto r = runCli(QStringList{QStringLiteral("claims"), QStringLiteral("extract"), path("article.txt")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.isEmpty());
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.startsWith(QStringLiteral("Numbers in ")), qPrintable(out));
        QVERIFY(out.contains(QStringLiteral("\"A test article about quotas\" (en): 8 to confirm, 2 context")));
        // One row per claim: id, value with its unit and period, kind, top suggestion, the words around it.
        const QStringList lines = out.split(QLatin1Char('\n'));
        auto row = [&](const QString& id) {
            for (const auto& l : lines)
                if (l.startsWith(QStringLiteral("  ") + id + QLatin1Char(' ')))
                    return l.simplified();
            return QString();
        };
        QVERIFY2(row(QStringLiteral("n2")).startsWith(QStringLiteral("n2 6 days equals runway_days")), qPrintable(row(QStringLiteral("n2"))));
        QVERIFY2(row(QStringLiteral("n3")).startsWith(QStringLiteral("n3 3.87T tokens a day equals demand_tokens_per_day")),
                 qPrintable(row(QStringLiteral("n3"))));
        QVERIFY2(row(QStringLiteral("n7")).startsWith(QStringLiteral("n7 $300M a month equals quota_list_value_usd_per_day × 30")),
                 qPrintable(row(QStringLiteral("n7"))));
        QVERIFY2(row(QStringLiteral("n8")).startsWith(QStringLiteral("n8 10,000 accelerators at_least chips_needed")), qPrintable(row(QStringLiteral("n8"))));
        QVERIFY(row(QStringLiteral("n1"))
                    .contains(QStringLiteral(" …4, 2026, GLM-5.3 Flash served 23.2 trillion tokens in six days, roughly…"))); // the quote, shortened
        // The columns line up: every claim row has its kind at the same column.
        const qsizetype kindColumn = lines.filter(QStringLiteral("  n3 ")).first().indexOf(QStringLiteral("equals"));
        QCOMPARE(lines.filter(QStringLiteral("  n8 ")).first().indexOf(QStringLiteral("at_least")), kindColumn);
        // The context numbers are listed apart.
        const QString context = out.mid(out.indexOf(QStringLiteral("Context (")));
        QVERIFY(context.contains(QStringLiteral("date     March 4, 2026")));
        QVERIFY(context.contains(QStringLiteral("version  GLM-5.3")));
    }

    void jsonDraft()
    {
        const auto r =
            runCli(QStringList{QStringLiteral("claims"), QStringLiteral("extract"), path("article.txt"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        QJsonParseError error{};
        const QJsonObject doc = QJsonDocument::fromJson(r.out, &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(doc.value(QStringLiteral("schema")).toString(), QStringLiteral("token-runway/claims@3"));
        const QJsonObject source = doc.value(QStringLiteral("sources")).toArray().first().toObject();
        QCOMPARE(source.value(QStringLiteral("id")).toString(), QStringLiteral("article"));
        QCOMPARE(source.value(QStringLiteral("title")).toString(), QStringLiteral("A test article about quotas"));
        QCOMPARE(source.value(QStringLiteral("language")).toString(), QStringLiteral("en"));
        // The digest of the file's bytes, computed here by Qt: an independent check of core's SHA-256.
        QCOMPARE(source.value(QStringLiteral("text_sha256")).toString(),
                 QString::fromLatin1(QCryptographicHash::hash(kArticle, QCryptographicHash::Sha256).toHex()));
        const QJsonArray claims = doc.value(QStringLiteral("claims")).toArray();
        QCOMPARE(claims.size(), 8);
        const QJsonObject quota = claimById(claims, QStringLiteral("n6"));
        QCOMPARE(quota.value(QStringLiteral("claimed")).toDouble(), 1e7);
        QCOMPARE(quota.value(QStringLiteral("unit")).toString(), QStringLiteral("money"));
        QCOMPARE(quota.value(QStringLiteral("currency")).toString(), QStringLiteral("USD"));
        QCOMPARE(quota.value(QStringLiteral("period")).toString(), QStringLiteral("day"));
        QCOMPARE(quota.value(QStringLiteral("kind")).toString(), QStringLiteral("equals"));
        QCOMPARE(quota.value(QStringLiteral("status")).toString(), QStringLiteral("draft"));
        QCOMPARE(quota.value(QStringLiteral("sources")).toArray().first().toString(), QStringLiteral("article"));
        QCOMPARE(quota.value(QStringLiteral("quote")).toString(),
                 QStringLiteral("At $0.10 per million tokens, the 100T daily quota is worth about $10M a day, or $300 million per month."));
        const QJsonObject first = quota.value(QStringLiteral("suggestions")).toArray().first().toObject();
        QCOMPARE(first.value(QStringLiteral("quantity")).toString(), QStringLiteral("quota_list_value_usd_per_day"));
        QCOMPARE(first.value(QStringLiteral("factor")).toDouble(), 1.0);
        const QJsonObject chips = claimById(claims, QStringLiteral("n8"));
        QCOMPARE(chips.value(QStringLiteral("claimed")).toDouble(), 1e4);
        QCOMPARE(chips.value(QStringLiteral("kind")).toString(), QStringLiteral("at_least"));
        QVERIFY(!chips.contains(QStringLiteral("currency")));
        const QJsonArray context = doc.value(QStringLiteral("context")).toArray();
        QCOMPARE(context.size(), 2);
        QCOMPARE(context.first().toObject().value(QStringLiteral("reason")).toString(), QStringLiteral("date"));
        QCOMPARE(context.first().toObject().value(QStringLiteral("text")).toString(), QStringLiteral("March 4, 2026"));
    }

    void deterministic()
    {
        const QStringList a{QStringLiteral("claims"), QStringLiteral("extract"), path("article.txt"), QStringLiteral("--format"), QStringLiteral("json")};
        const auto first = runCli(a);
        const auto second = runCli(a);
        QCOMPARE(first.exitCode, 0);
        QCOMPARE(first.out, second.out);
        const auto text1 = runCli(QStringList{QStringLiteral("claims"), QStringLiteral("extract"), path("article.txt")});
        const auto text2 = runCli(QStringList{QStringLiteral("claims"), QStringLiteral("extract"), path("article.txt")});
        QCOMPARE(text1.out, text2.out);
    }

    void outFile()
    {
        const QString out = path("draft.json");
        const auto r = runCli(QStringList{QStringLiteral("claims"), QStringLiteral("extract"), path("article.txt"), QStringLiteral("--out"), out});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(QString::fromUtf8(r.out).contains(QStringLiteral("wrote ") + out + QStringLiteral(": the draft claims file (8 draft claims to confirm)")));
        const auto json =
            runCli(QStringList{QStringLiteral("claims"), QStringLiteral("extract"), path("article.txt"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(readAll(out), json.out); // the file is exactly what --format json prints
        // --format json with --out prints the same document it writes.
        const QString out2 = path("draft2.json");
        const auto both = runCli(QStringList{QStringLiteral("claims"), QStringLiteral("extract"), path("article.txt"), QStringLiteral("--format"),
                                             QStringLiteral("json"), QStringLiteral("--out"), out2});
        QCOMPARE(both.exitCode, 0);
        QCOMPARE(both.out, readAll(out2));
        QVERIFY(QDir(m_dir.path()).entryList(QStringList{QStringLiteral("*.tmp*"), QStringLiteral(".*draft*")}, QDir::Files | QDir::Hidden).isEmpty());
    }

    void draftIsAClaimsFile()
    {
        // The draft is a claims@3 file like any other: `claims --catalogue` reads it, judges none of its
        // drafts and lists them to confirm; the scorecard counts every number of the text.
        const QString out = path("draft-e2e.json");
        QCOMPARE(runCli(QStringList{QStringLiteral("claims"), QStringLiteral("extract"), path("article.txt"), QStringLiteral("--out"), out}).exitCode, 0);
        const auto audit = runCli(QStringList{QStringLiteral("claims"), QStringLiteral("--catalogue"), out});
        QCOMPARE(audit.exitCode, 0);
        QVERIFY2(audit.out.contains("To confirm (drafts: found in a text, judged once confirmed)\n  n1 (article): \""), audit.out.constData());
        const auto card = runCli(QStringList{QStringLiteral("claims"), QStringLiteral("scorecard"), QStringLiteral("--catalogue"), out,
                                             QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(card.exitCode, 0);
        const QJsonObject source = QJsonDocument::fromJson(card.out).object().value(QStringLiteral("sources")).toArray().first().toObject();
        QCOMPARE(source.value(QStringLiteral("drafts")).toArray().size(), 8); // the eight numbers that may be claims
        QCOMPARE(source.value(QStringLiteral("confirmed")).toInt(), 0);
        const QJsonObject draft = QJsonDocument::fromJson(readAll(out)).object();
        QCOMPARE(source.value(QStringLiteral("numbers_found")).toInt(), 8 + draft.value(QStringLiteral("context")).toArray().size());
    }

    void chineseText()
    {
        QVERIFY(writeFile(path("zh.txt"), QStringLiteral("国产芯片的成绩\n智谱在六天内处理了23.2万亿个token，平均每天约3.87万亿tokens。\n").toUtf8()));
        const auto r =
            runCli(QStringList{QStringLiteral("claims"), QStringLiteral("extract"), path("zh.txt"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(doc.value(QStringLiteral("sources")).toArray().first().toObject().value(QStringLiteral("language")).toString(), QStringLiteral("zh"));
        const QJsonArray claims = doc.value(QStringLiteral("claims")).toArray();
        QCOMPARE(claims.size(), 3);
        QCOMPARE(claims[2].toObject().value(QStringLiteral("claimed")).toDouble(), 3.87e12);
        QCOMPARE(claims[2].toObject().value(QStringLiteral("period")).toString(), QStringLiteral("day"));
    }

    void badInputs_data()
    {
        QTest::addColumn<QByteArray>("bytes"); // the file's content; empty name: no file at all
        QTest::addColumn<QString>("says");
        QTest::newRow("not found") << QByteArray("<none>") << QStringLiteral("missing.txt: no such file");
        QTest::newRow("not UTF-8") << QByteArray("Costs \xA3"
                                                 "5 a day")
                                   << QStringLiteral("is not UTF-8: the byte at offset 6 (0xA3)");
        QTest::newRow("UTF-16") << QByteArray("\xFF\xFE"
                                              "3\0",
                                              4)
                                << QStringLiteral("looks like UTF-16 (little-endian) from its byte-order mark");
        QTest::newRow("UTF-32") << QByteArray("\0\0\xFE\xFF\0\0\0"
                                              "3",
                                              8)
                                << QStringLiteral("looks like UTF-32 (big-endian) from its byte-order mark");
        QTest::newRow("NUL") << QByteArray("3 tokens\0", 9) << QStringLiteral("holds a NUL byte at byte offset 8");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("is empty");
        QTest::newRow("white space") << QByteArray("  \n\n\t ") << QStringLiteral("holds only white space");
        QTest::newRow("over 1 MiB") << QByteArray(1024 * 1024 + 10, '7') << QStringLiteral("is 1,048,586 bytes; a text to read numbers from is at most 1 MiB");
    }
    void badInputs()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, says);
        const QString in = bytes == "<none>" ? path("missing.txt") : path("bad.txt");
        if (bytes != "<none>")
            QVERIFY(writeFile(in, bytes));
        const QString out = path("never.json");
        for (const char* format : {"text", "json"}) {
            const auto r = runCli(QStringList{QStringLiteral("claims"), QStringLiteral("extract"), in, QStringLiteral("--out"), out, QStringLiteral("--format"),
                                              QString::fromUtf8(format)});
            QCOMPARE(r.exitCode, 2);
            QVERIFY(r.out.isEmpty());
            QVERIFY2(QString::fromUtf8(r.err).contains(says), r.err.constData());
            QVERIFY2(QString::fromUtf8(r.err).startsWith(QStringLiteral("token-runway: ") + in), r.err.constData()); // names the file
            QVERIFY(!QFile::exists(out));                                                                            // nothing written
        }
    }

    void badArguments()
    {
        auto r = runCli(args({"claims", "extract"}));
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("give the text FILE to read"));
        r = runCli(QStringList{QStringLiteral("claims"), QStringLiteral("extract"), path("article.txt"), path("article.txt")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("unexpected argument"));
        r = runCli(QStringList{QStringLiteral("claims"), QStringLiteral("extract"), path("article.txt"), QStringLiteral("--format"), QStringLiteral("xml")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("\"xml\" is not a format; use text or json"));
        r = runCli(QStringList{QStringLiteral("claims"), QStringLiteral("extract"), path("article.txt"), QStringLiteral("--set"), QStringLiteral("a=1")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("--set: unknown option"));
        r = runCli(QStringList{QStringLiteral("claims"), QStringLiteral("extract"), m_dir.path()});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("is a folder, not a file"));
        // An --out the program may not replace (a folder) is refused, and nothing is printed.
        r = runCli(QStringList{QStringLiteral("claims"), QStringLiteral("extract"), path("article.txt"), QStringLiteral("--out"), m_dir.path()});
        QVERIFY(r.exitCode != 0);
        QVERIFY(r.out.isEmpty());
    }

    void help()
    {
        auto r = runCli(args({"--help"}));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("token-runway claims extract FILE [--out PATH] [--format text|json]"));
        r = runCli(args({"claims", "extract", "--help"}));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith("Usage: token-runway claims extract FILE"));
        // "claims" without "extract" is still the audit.
        r = runCli(args({"claims", "--format", "json"}));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(QJsonDocument::fromJson(r.out).object().contains(QStringLiteral("odds")));
    }
};

QTEST_GUILESS_MAIN(TestClaimsExtractCli)
#include "test_claims_extract_cli.moc"
