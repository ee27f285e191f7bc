// `token-runway claims`: the JSON shape (basis, readings with matches, p_holds), the text table
// with its units aligned, --set changing a verdict, --explain's model-2 arithmetic, exit codes.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

#include "cliprocess.h"
#include "testfiles.h"

using runway::test::runCli;

// CLAIMS.md's figures come from model 2.1's defaults: the audits of the defaults read an @2 document
// (tests/data/model2/defaults.json, model 2's results, MODEL3.md §0).
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
    void userCatalogue()
    {
        // claims --catalogue FILE: a user's claims@3 file; drafts and uncheckable claims are not judged.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("mine.json"));
        const QByteArray good = R"({"schema": "token-runway/claims@3",
            "sources": [{"id": "X", "title": "My article", "description": "article", "publisher": "Me", "date": "2026-03-05"}],
            "readings": [], "notes": [], "public_figures": [],
            "claims": [
              {"id": "volume", "sources": ["X"], "claim": "about 3.9T tokens a day", "overrides": {}, "quantity": "demand_tokens_per_day",
               "claimed": 3.9e12, "unit": "tokens_per_day", "kind": "equals", "tolerance_pct": 2, "quote": "3.9 trillion tokens a day"},
              {"id": "draft", "sources": ["X"], "claim": "a number found", "status": "draft"},
              {"id": "nvidia", "sources": ["X"], "claim": "close to NVIDIA", "status": "uncheckable", "reason": "no NVIDIA throughput"}]})";
        QVERIFY(writeFile(path, good));
        const QJsonArray claims = claimsOf({QStringLiteral("claims"), QStringLiteral("--catalogue"), path, QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(claims.size(), 1);
        // 23.2T / 6 = 3.867T against 3.9T: ratio 0.9915, within 2 %.
        QCOMPARE(claimById(claims, QStringLiteral("volume")).value(QStringLiteral("verdict")).toString(), QStringLiteral("consistent"));
        QByteArray bad = good;
        bad.replace("\"tolerance_pct\": 2", "\"tolerance_pct\": 60");
        QVERIFY(writeFile(path, bad));
        const auto r = runCli({QStringLiteral("claims"), QStringLiteral("--catalogue"), path});
        QVERIFY(r.exitCode != 0);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(path.toUtf8() + ": claim \"volume\".tolerance_pct: expected a tolerance from 0.1 % to 50 %, got 60 %"), r.err.constData());
        const auto missing = runCli({QStringLiteral("claims"), QStringLiteral("--catalogue"), dir.filePath(QStringLiteral("none.json"))});
        QVERIFY(missing.exitCode != 0);
        QVERIFY(missing.out.isEmpty());
    }

    void jsonShape()
    {
        const auto r = runCli({QStringLiteral("claims"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.isEmpty());
        QJsonParseError error{};
        const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        // claims@3: the uncheckable statements are listed beside the judged claims.
        QCOMPARE(doc.object().keys(), QStringList({QStringLiteral("claims"), QStringLiteral("odds"), QStringLiteral("uncheckable")}));
        QCOMPARE(doc.object().value(QStringLiteral("uncheckable")).toArray().size(), 7);
        QCOMPARE(doc.object().value(QStringLiteral("odds")).toObject().value(QStringLiteral("samples")).toInt(), 2000);
        QCOMPARE(doc.object().value(QStringLiteral("odds")).toObject().value(QStringLiteral("seed")).toInt(), 1);
        const QJsonArray claims = doc.object().value(QStringLiteral("claims")).toArray();
        QCOMPARE(claims.size(), 26);
        QStringList keys{QStringLiteral("id"),      QStringLiteral("source"),       QStringLiteral("claim"),    QStringLiteral("kind"),
                         QStringLiteral("basis"),   QStringLiteral("quantity"),     QStringLiteral("factor"),   QStringLiteral("per"),
                         QStringLiteral("unit"),    QStringLiteral("claimed"),      QStringLiteral("computed"), QStringLiteral("ratio"),
                         QStringLiteral("verdict"), QStringLiteral("verdict_text"), QStringLiteral("readings"), QStringLiteral("context"),
                         QStringLiteral("p_holds"), QStringLiteral("moves_with"),   QStringLiteral("note")};
        keys.sort();
        for (const auto& c : claims) {
            QStringList have = c.toObject().keys();
            have.removeOne(QStringLiteral("basis_note")); // internal claims only
            have.sort();
            QCOMPARE(have, keys);
        }
        const QJsonObject a = claimById(claims, QStringLiteral("a-quota-day"));
        QCOMPARE(a.value(QStringLiteral("source")).toString(),
                 QStringLiteral("The 23.2 Trillion Token Mirage: What GLM-5.3 Flash Really Tells Us About China's AI Chip Ambitions"));
        QCOMPARE(a.value(QStringLiteral("kind")).toString(), QStringLiteral("equals"));
        QCOMPARE(a.value(QStringLiteral("basis")).toString(), QStringLiteral("independent"));
        QCOMPARE(a.value(QStringLiteral("claimed")).toDouble(), 1e5);
        QCOMPARE(a.value(QStringLiteral("computed")).toDouble(), 1e14 * 0.10 / 1e6);
        QCOMPARE(a.value(QStringLiteral("ratio")).toDouble(), 100.0);
        QCOMPARE(a.value(QStringLiteral("verdict")).toString(), QStringLiteral("off"));
        QCOMPARE(a.value(QStringLiteral("verdict_text")).toString(), QStringLiteral("off (100× too low)"));
        QVERIFY(a.value(QStringLiteral("note")).toString().contains(QStringLiteral("100× too low")));
        QVERIFY(a.value(QStringLiteral("p_holds")).isNull()); // the list value does not move with the uncertainty
        // Every reading tried, each saying whether it matches: only the 1T quota does (1e12 × $0.1 / 1e6 = $100K).
        const QJsonArray readings = a.value(QStringLiteral("readings")).toArray();
        QCOMPARE(readings.size(), 5);
        QStringList matching;
        for (const auto& rd : readings) {
            const QJsonObject o = rd.toObject();
            QVERIFY(o.value(QStringLiteral("matches")).isBool());
            if (o.value(QStringLiteral("matches")).toBool())
                matching << o.value(QStringLiteral("id")).toString();
            if (o.value(QStringLiteral("id")).toString() == QStringLiteral("quota-1t"))
                QCOMPARE(o.value(QStringLiteral("value")).toDouble(), 1e12 * 0.10 / 1e6);
        }
        QCOMPARE(matching, QStringList{QStringLiteral("quota-1t")});
        // The daily volume has all five sources and checks their own arithmetic.
        const QJsonObject volume = claimById(claims, QStringLiteral("daily-volume"));
        QCOMPARE(volume.value(QStringLiteral("source")).toString().count(QStringLiteral("; ")), 4);
        QCOMPARE(volume.value(QStringLiteral("basis")).toString(), QStringLiteral("internal"));
        QCOMPARE(volume.value(QStringLiteral("verdict_text")).toString(), QStringLiteral("consistent (internal)"));
        QVERIFY(volume.value(QStringLiteral("basis_note")).toString().contains(QStringLiteral("23.2T")));
        // A range is [low, high]; a divisor is named.
        const QJsonObject burn = claimById(claims, QStringLiteral("b-free-burn-economic"));
        QCOMPARE(burn.value(QStringLiteral("claimed")).toArray(), QJsonArray({1e5, 1e6}));
        QCOMPARE(claimById(claims, QStringLiteral("d-capex-cushion")).value(QStringLiteral("per")).toString(), QStringLiteral("cash_start_usd"));
        // The odds: a share of the 2,000 samples for the claims that move, with what moves them.
        const QJsonObject chips = claimById(claims, QStringLiteral("d-accelerators"));
        const double p = chips.value(QStringLiteral("p_holds")).toDouble(-1);
        QVERIFY(p > 0 && p < 1);
        QCOMPARE(std::round(p * 2000), p * 2000); // a count of samples
        QCOMPARE(chips.value(QStringLiteral("moves_with")).toArray(), QJsonArray{QStringLiteral("tokens_per_chip_per_day")});
        QCOMPARE(claimById(claims, QStringLiteral("e-year-cash")).value(QStringLiteral("verdict")).toString(), QStringLiteral("holds"));
        QVERIFY(claimById(claims, QStringLiteral("e-year-cash")).value(QStringLiteral("p_holds")).isDouble());
    }

    void textTable()
    {
        const auto r = runCli({QStringLiteral("claims"), QStringLiteral(RUNWAY_TEST_DATA "/model2/defaults.json")});
        QCOMPARE(r.exitCode, 0);
        const QString out = QString::fromUtf8(r.out);
        QVERIFY(out.contains(QStringLiteral("b-quota-day")));
        for (const char* part :
             {"off (1,000× too low)", "9,667 chips", "consistent (internal)", "fails (3.5× above the range)", "$100K–$1M a month", "1,000–9,999 chips",
              "3.75 %", "6.01×", "\u2212$99.6K a day", "24.4 months", "exactly what a 1T quota", "exactly what a 100B quota", "OpenCode", "Odds: it holds in"})
            QVERIFY2(out.contains(QString::fromUtf8(part)), part);
        // Aligned: words start, figures end, in the same column on the header and every claim row.
        const QStringList lines = out.split(QLatin1Char('\n'));
        const qsizetype header = lines.indexOf(QRegularExpression(QStringLiteral("  id +source.*")));
        QVERIFY(header >= 0);
        const qsizetype verdict = lines[header].indexOf(QStringLiteral("verdict"));
        const qsizetype computedEnd = lines[header].indexOf(QStringLiteral("computed")) + 8;
        const qsizetype oddsEnd = lines[header].size();
        for (qsizetype i = header + 1; i <= header + 26; ++i) {
            const QString& line = lines[i];
            QVERIFY2(line.size() > verdict && line[verdict - 1] == QLatin1Char(' ') && line[verdict] != QLatin1Char(' '), qPrintable(line));
            QVERIFY2(line[computedEnd - 1] != QLatin1Char(' ') && line[computedEnd] == QLatin1Char(' '), qPrintable(line));
            QCOMPARE(line.size(), oddsEnd);
        }
        QVERIFY(lines[header + 27].trimmed().isEmpty());
        // The statements the model cannot check are listed with their reasons, after the verdicts.
        QVERIFY2(out.contains(QStringLiteral("Not checked (numbers the model has no quantity for)\n"
                                             "  ab-close-to-nvidia (A B): close to NVIDIA's performance could mean 80 % or 95 % of it (80–95 %): the model "
                                             "has no NVIDIA throughput to compare the domestic chips with\n")),
                 qPrintable(out));
        QVERIFY(out.contains(QStringLiteral("  e-raised-1b (E): Zhipu has raised over $1 billion ($1B): the model starts from the cash on hand, not from the "
                                            "funds raised\n")));
    }

    // The README's table on the defaults is what the program prints, line for line.
    void readmeTableIsTheProgramsOutput()
    {
        QFile readme(QStringLiteral(RUNWAY_TEST_DATA "/../../README.md"));
        QVERIFY(readme.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(readme.readAll());
        const QStringList out =
            QString::fromUtf8(runCli({QStringLiteral("claims"), QStringLiteral(RUNWAY_TEST_DATA "/model2/defaults.json")}).out).split(QLatin1Char('\n'));
        const qsizetype header = out.indexOf(QRegularExpression(QStringLiteral("  id +source.*")));
        QVERIFY(header >= 0);
        const QString table = out.mid(header, 27).join(QLatin1Char('\n'));
        QVERIFY2(text.contains(table), qPrintable(table));
    }

    void setChangesAVerdict_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("verdict");
        QTest::newRow("defaults: accelerators hold") << QStringList{} << QStringLiteral("d-accelerators") << QStringLiteral("holds");
        // ceil(3.867T / 2e8) = 19,334 chips: more than "thousands".
        QTest::newRow("half throughput: accelerators fail") << QStringList{QStringLiteral("--set"), QStringLiteral("tokens_per_chip_per_day=2e8")}
                                                            << QStringLiteral("d-accelerators") << QStringLiteral("fails");
        // E's chips are E's own arithmetic at E's 400M per chip: the base's throughput does not move them
        // (9,667, short of E's "at least 10,000" either way).
        QTest::newRow("half throughput: E's chips still fail")
            << QStringList{QStringLiteral("--set"), QStringLiteral("tokens_per_chip_per_day=2e8")} << QStringLiteral("e-chips") << QStringLiteral("fails");
        // $90M a month of opex burns the claim's $1B within the year.
        QTest::newRow("opex 90M: cash year fails") << QStringList{QStringLiteral("--set"), QStringLiteral("fixed_opex_usd_per_month=9e7")}
                                                   << QStringLiteral("e-year-cash") << QStringLiteral("fails");
        QTest::newRow("preset quota-full: accelerators fail")
            << QStringList{QStringLiteral("--preset"), QStringLiteral("quota-full")} << QStringLiteral("d-accelerators") << QStringLiteral("fails");
        QTest::newRow("preset premium: C still right")
            << QStringList{QStringLiteral("--preset"), QStringLiteral("premium")} << QStringLiteral("c-quota-day") << QStringLiteral("consistent");
        // A 10T quota with 3.751T of free tokens used: 37.5 %, "a substantial portion".
        QTest::newRow("quota 10T: utilization holds") << QStringList{QStringLiteral("--set"), QStringLiteral("free_quota_tokens_per_day=1e13")}
                                                      << QStringLiteral("b-utilization") << QStringLiteral("holds");
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
        QCOMPARE(claimById(claims, QStringLiteral("d-accelerators")).value(QStringLiteral("computed")).toDouble(), std::ceil(23.2e12 / 6 / 8e8 - 1e-9));
    }

    void explain()
    {
        const auto r = runCli({QStringLiteral("claims"), QStringLiteral("--explain"), QStringLiteral("a-quota-day")});
        QCOMPARE(r.exitCode, 0);
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.contains(QStringLiteral("= 100T × $0.1 / 1M = $10M")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("* a 1T quota instead of 100T")), qPrintable(out));
        QVERIFY(!out.contains(QStringLiteral("b-quota-day")));
        QVERIFY(out.contains(QStringLiteral("Odds: none.")));
        // Model 2's arithmetic: the cash bridge (RMB 2.552B / 7.17 + $558M − 247 days of burn), the fleet.
        const auto cash = runCli({QStringLiteral("claims"), QStringLiteral("--explain"), QStringLiteral("e-year-filing-cash"),
                                  QStringLiteral(RUNWAY_TEST_DATA "/model2/defaults.json")});
        const QString text = QString::fromUtf8(cash.out);
        for (const char* part :
             {"RMB 2.552B / 7.17 + $558M − $30.8M × 247 / 30 = $660.3M", "ceil(3.867T / 400M) = 9,667", "runway_days = 525", "Odds: it holds in"})
            QVERIFY2(text.contains(QString::fromUtf8(part)), qPrintable(text));
        const auto json =
            runCli({QStringLiteral("claims"), QStringLiteral("--explain"), QStringLiteral("all"), QStringLiteral("--format"), QStringLiteral("json")});
        const QJsonArray all = QJsonDocument::fromJson(json.out).object().value(QStringLiteral("claims")).toArray();
        QCOMPARE(all.size(), 26);
        QVERIFY(claimById(all, QStringLiteral("d-capex-cushion")).value(QStringLiteral("arithmetic")).toString().contains(QStringLiteral("buys 240,333")));
    }

    void claimReview()
    {
        // (Links are written "https:\/\/…", JSON's escape: moc takes a "//" inside a raw string for a comment.)
        // schema.org ClaimReview JSON-LD, one object per judged claim; drafts and uncheckable claims never appear.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("article.json"));
        QVERIFY(writeFile(path, R"({"schema": "token-runway/claims@3",
            "sources": [{"id": "X", "title": "My article", "publisher": "The Example Review", "date": "2026-03-05", "url": "https:\/\/example.org/a"}],
            "claims": [
              {"id": "chips", "sources": ["X"], "claim": "thousands of chips", "quote": "it took thousands of chips", "overrides": {},
               "quantity": "chips_needed", "claimed": [1000, 9999], "unit": "chips", "kind": "between"},
              {"id": "n1", "sources": ["X"], "status": "draft", "quote": "a draft", "claimed": 3, "unit": "count", "period": "none", "kind": "equals", "suggestions": []},
              {"id": "fast", "sources": ["X"], "status": "uncheckable", "claim": "as fast as NVIDIA", "reason": "no NVIDIA throughput"}]})"));
        const auto r = runCli({QStringLiteral("claims"), QStringLiteral("--catalogue"), path, QStringLiteral("--format"), QStringLiteral("claimreview")});
        QCOMPARE(r.exitCode, 0);
        QJsonParseError error{};
        const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        QVERIFY(doc.isArray());
        QCOMPARE(doc.array().size(), 1);
        const QJsonObject review = doc.array().first().toObject();
        QCOMPARE(review.value(QStringLiteral("@context")).toString(), QStringLiteral("https://schema.org"));
        QCOMPARE(review.value(QStringLiteral("@type")).toString(), QStringLiteral("ClaimReview"));
        QCOMPARE(review.value(QStringLiteral("claimReviewed")).toString(), QStringLiteral("it took thousands of chips"));
        const QJsonObject item = review.value(QStringLiteral("itemReviewed")).toObject();
        QCOMPARE(item.value(QStringLiteral("@type")).toString(), QStringLiteral("Claim"));
        QCOMPARE(item.value(QStringLiteral("author")).toArray().first().toObject().value(QStringLiteral("name")).toString(),
                 QStringLiteral("The Example Review"));
        QCOMPARE(item.value(QStringLiteral("datePublished")).toString(), QStringLiteral("2026-03-05"));
        QCOMPARE(item.value(QStringLiteral("appearance")).toArray().first().toObject().value(QStringLiteral("url")).toString(),
                 QStringLiteral("https://example.org/a"));
        const QJsonObject rating = review.value(QStringLiteral("reviewRating")).toObject();
        // ceil(3.867T / 4e8) = 9,667 chips: inside 1,000 … 9,999, and the odds beside it.
        QCOMPARE(rating.value(QStringLiteral("alternateName")).toString(), QStringLiteral("holds"));
        QVERIFY(rating.value(QStringLiteral("ratingExplanation")).toString().contains(QStringLiteral("Monte Carlo samples")));
        // The built-in catalogue: 26 judged claims, 26 reviews.
        const auto builtin = runCli({QStringLiteral("claims"), QStringLiteral("--format"), QStringLiteral("claimreview")});
        QCOMPARE(QJsonDocument::fromJson(builtin.out).array().size(), 26);
    }

    void scorecard()
    {
        const auto r = runCli({QStringLiteral("claims"), QStringLiteral("scorecard"), QStringLiteral(RUNWAY_TEST_DATA "/model2/defaults.json")});
        QCOMPARE(r.exitCode, 0);
        const QString out = QString::fromUtf8(r.out);
        // A: eight numbers — six confirmed (daily-volume consistent; a-quota-day and -month off, each a 1T
        // quota read as 100T; a-chips and a-reserves-full hold; a-reserves-use fails) and two uncheckable.
        const char* const deepseek =
            "  uncheckable: twice-deepseek, GLM-5.3 Flash processed about twice the tokens of DeepSeek-V4-Flash (2\u00D7): the model has no DeepSeek volume\n";
        for (const char* part : {"A: \"The 23.2 Trillion Token Mirage", "  numbers found: 8\n", "  confirmed: 6 \u2014 2 hold, 1 fail, 1 consistent, 2 off\n",
                                 "  off: a-quota-day, off (100\u00D7 too low): a 1T quota instead of 100T\n", "  uncheckable: 2\n", deepseek})
            QVERIFY2(out.contains(QString::fromUtf8(part)), part);
        const auto json = runCli({QStringLiteral("claims"), QStringLiteral("scorecard"), QStringLiteral("--format"), QStringLiteral("json"),
                                  QStringLiteral(RUNWAY_TEST_DATA "/model2/defaults.json")});
        QCOMPARE(json.exitCode, 0);
        const QJsonArray sources = QJsonDocument::fromJson(json.out).object().value(QStringLiteral("sources")).toArray();
        QCOMPARE(sources.size(), 5);
        const QJsonObject e = sources[4].toObject();
        QCOMPARE(e.value(QStringLiteral("id")).toString(), QStringLiteral("E"));
        // E: daily-volume, e-quota-day, e-chips, e-year-list, e-year-cash, e-year-filing-cash, e-success-mark,
        // e-trouble-mark confirmed; twice-deepseek, be-cost-like-nvidia, e-raised-1b uncheckable.
        QCOMPARE(e.value(QStringLiteral("numbers_found")).toInt(), 11);
        QCOMPARE(e.value(QStringLiteral("confirmed")).toInt(), 8);
        QCOMPARE(e.value(QStringLiteral("uncheckable")).toArray().size(), 3);
        QCOMPARE(e.value(QStringLiteral("fails")).toInt(), 4); // e-chips, e-year-list, e-success-mark, e-trouble-mark
        QCOMPARE(e.value(QStringLiteral("holds")).toInt(), 2);
        QCOMPARE(e.value(QStringLiteral("consistent")).toInt(), 2);
        // A bad format names the formats the scorecard has.
        const auto bad = runCli({QStringLiteral("claims"), QStringLiteral("scorecard"), QStringLiteral("--format"), QStringLiteral("claimreview")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains("use text or json"), bad.err.constData());
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown key") << QStringList{QStringLiteral("--set"), QStringLiteral("prise_usd_per_mtok=1")} << QStringLiteral("prise_usd_per_mtok");
        QTest::newRow("value outside limits") << QStringList{QStringLiteral("--set"), QStringLiteral("conversion_pct=101")} << QStringLiteral("conversion_pct");
        QTest::newRow("bad format") << QStringList{QStringLiteral("--format"), QStringLiteral("xml")}
                                    << QStringLiteral("--format: \"xml\" is not a format; use text, json or claimreview");
        QTest::newRow("unknown preset") << QStringList{QStringLiteral("--preset"), QStringLiteral("nope")} << QStringLiteral("unknown preset");
        QTest::newRow("missing file") << QStringList{QStringLiteral("/nonexistent/s.json")} << QStringLiteral("/nonexistent/s.json");
        QTest::newRow("unknown claim") << QStringList{QStringLiteral("--explain"), QStringLiteral("z-claim")} << QStringLiteral("unknown claim");
        QTest::newRow("an uncheckable claim") << QStringList{QStringLiteral("--explain"), QStringLiteral("e-raised-1b")}
                                              << QStringLiteral(
                                                     "--explain: claim \"e-raised-1b\" is uncheckable: it is listed, never judged, so it has no arithmetic");
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
