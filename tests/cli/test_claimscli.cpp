// `token-runway claims`: the JSON shape, the text table, --set changing a verdict, exit codes.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include "cliprocess.h"
#include "testfiles.h"

using runway::test::runCli;
using runway::test::writeFile;

namespace {

QJsonObject claimById(const QJsonArray& claims, const QString& id)
{
    for (const auto& c : claims)
        if (c.toObject().value(QStringLiteral("id")).toString() == id)
            return c.toObject();
    return {};
}

QJsonArray claimsOf(const QStringList& args)
{
    const auto r = runCli(args);
    if (r.exitCode != 0)
        qWarning("%s", r.err.constData());
    return QJsonDocument::fromJson(r.out).object().value(QStringLiteral("claims")).toArray();
}

} // namespace

class TestClaimsCli : public QObject {
    Q_OBJECT

private slots:
    void jsonShape()
    {
        const auto r = runCli({QStringLiteral("claims"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.isEmpty());
        QJsonParseError error{};
        const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(doc.object().keys(), QStringList{QStringLiteral("claims")});
        const QJsonArray claims = doc.object().value(QStringLiteral("claims")).toArray();
        QCOMPARE(claims.size(), 13);
        const QStringList keys{QStringLiteral("id"),    QStringLiteral("source"),  QStringLiteral("claim"),
                               QStringLiteral("kind"),  QStringLiteral("claimed"), QStringLiteral("computed"),
                               QStringLiteral("ratio"), QStringLiteral("verdict"), QStringLiteral("note")};
        for (const auto& c : claims) {
            QStringList have = c.toObject().keys();
            QStringList want = keys;
            have.sort();
            want.sort();
            QCOMPARE(have, want);
        }
        const QJsonObject a = claimById(claims, QStringLiteral("a-quota-day"));
        QCOMPARE(a.value(QStringLiteral("source")).toString(),
                 QStringLiteral("The 23.2 Trillion Token Mirage: What GLM-5.3 Flash Really Tells Us About China's AI Chip Ambitions"));
        QCOMPARE(a.value(QStringLiteral("kind")).toString(), QStringLiteral("equals"));
        QCOMPARE(a.value(QStringLiteral("claimed")).toDouble(), 1e5);
        QCOMPARE(a.value(QStringLiteral("computed")).toDouble(), 1e14 * 0.10 / 1e6);
        QCOMPARE(a.value(QStringLiteral("ratio")).toDouble(), 100.0);
        QCOMPARE(a.value(QStringLiteral("verdict")).toString(), QStringLiteral("off"));
        QVERIFY(a.value(QStringLiteral("note")).toString().contains(QStringLiteral("100× too low")));
        // The daily volume has all five sources.
        QCOMPARE(claimById(claims, QStringLiteral("daily-volume")).value(QStringLiteral("source")).toString().count(QStringLiteral("; ")), 4);
    }

    void textTable()
    {
        const auto r = runCli({QStringLiteral("claims")});
        QCOMPARE(r.exitCode, 0);
        const QString out = QString::fromUtf8(r.out);
        QVERIFY(out.contains(QStringLiteral("b-quota-day")));
        QVERIFY(out.contains(QStringLiteral("off (1,000× too low)")));
        QVERIFY(out.contains(QStringLiteral("9,667 chips")));
        // Aligned: the verdict column starts at the same place on the header and every claim row.
        const QStringList lines = out.split(QLatin1Char('\n'));
        const qsizetype header = lines.indexOf(QRegularExpression(QStringLiteral("  id +source.*")));
        QVERIFY(header >= 0);
        const qsizetype col = lines[header].indexOf(QStringLiteral("verdict"));
        for (qsizetype i = header + 1; i <= header + 13; ++i)
            QVERIFY2(lines[i].size() > col && lines[i][col - 1] == QLatin1Char(' ') && lines[i][col] != QLatin1Char(' '), qPrintable(lines[i]));
    }

    void setChangesAVerdict_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("verdict");
        QTest::newRow("defaults: chips consistent") << QStringList{} << QStringLiteral("e-chips") << QStringLiteral("consistent");
        QTest::newRow("half throughput: chips off") << QStringList{QStringLiteral("--set"), QStringLiteral("tokens_per_chip_per_day=2e8")}
                                                    << QStringLiteral("e-chips") << QStringLiteral("off");
        QTest::newRow("cash 200M: cash year fails") << QStringList{QStringLiteral("--set"), QStringLiteral("cash_usd=2e8")} << QStringLiteral("e-year-cash")
                                                    << QStringLiteral("fails");
        QTest::newRow("preset quota-full: chips off") << QStringList{QStringLiteral("--preset"), QStringLiteral("quota-full")} << QStringLiteral("e-chips")
                                                      << QStringLiteral("off");
        QTest::newRow("preset premium: C still right")
            << QStringList{QStringLiteral("--preset"), QStringLiteral("premium")} << QStringLiteral("c-quota-day") << QStringLiteral("consistent");
    }
    void setChangesAVerdict()
    {
        QFETCH(QStringList, extra);
        QFETCH(QString, id);
        QFETCH(QString, verdict);
        const QJsonArray claims = claimsOf(QStringList{QStringLiteral("claims"), QStringLiteral("--format"), QStringLiteral("json")} + extra);
        QCOMPARE(claimById(claims, id).value(QStringLiteral("verdict")).toString(), verdict);
    }

    void scenarioFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.json"));
        QVERIFY(writeFile(path, R"({"software_speedup": 2})"));
        const QJsonArray claims = claimsOf({QStringLiteral("claims"), path, QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(claimById(claims, QStringLiteral("e-chips")).value(QStringLiteral("computed")).toDouble(), std::ceil(23.2e12 / 6 / 8e8));
    }

    void explain()
    {
        const auto r = runCli({QStringLiteral("claims"), QStringLiteral("--explain"), QStringLiteral("a-quota-day")});
        QCOMPARE(r.exitCode, 0);
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.contains(QStringLiteral("= 100T × $0.1 / 1M = $10M")), qPrintable(out));
        QVERIFY(!out.contains(QStringLiteral("b-quota-day")));
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown key") << QStringList{QStringLiteral("--set"), QStringLiteral("prise_usd_per_mtok=1")} << QStringLiteral("prise_usd_per_mtok");
        QTest::newRow("value outside limits") << QStringList{QStringLiteral("--set"), QStringLiteral("conversion_pct=101")} << QStringLiteral("conversion_pct");
        QTest::newRow("bad format") << QStringList{QStringLiteral("--format"), QStringLiteral("xml")} << QStringLiteral("--format");
        QTest::newRow("unknown preset") << QStringList{QStringLiteral("--preset"), QStringLiteral("nope")} << QStringLiteral("unknown preset");
        QTest::newRow("missing file") << QStringList{QStringLiteral("/nonexistent/s.json")} << QStringLiteral("/nonexistent/s.json");
        QTest::newRow("unknown claim") << QStringList{QStringLiteral("--explain"), QStringLiteral("z-claim")} << QStringLiteral("unknown claim");
        QTest::newRow("unknown option") << QStringList{QStringLiteral("--verdict")} << QStringLiteral("--verdict");
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const auto r = runCli(QStringList{QStringLiteral("claims")} + args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestClaimsCli)
#include "test_claimscli.moc"
