// The command line end to end: exit codes, stdout/stderr, the JSON shape, the CSV.
#include <QtTest>

#include <QTemporaryDir>

#include "cliprocess.h"
#include "core/scenario/jsondocument.h"
#include "core/scenario/scenariojson.h"
#include "testfiles.h"
#include "testhelpers.h"

using namespace runway;
using runway::test::runCli;
using runway::test::writeFile;

namespace {
Json parse(const QByteArray& bytes)
{
    return Json::parse(bytes.toStdString());
}
} // namespace

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void runJsonHasEveryKey()
    {
        const auto r = runCli({QStringLiteral("run"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.isEmpty());
        const Json j = parse(r.out);
        QCOMPARE(j.size(), std::size_t(2));
        const Json& m = j.at("metrics");
        for (const char* key : {"serving_cost_usd_per_mtok",
                                "day0",
                                "quota_list_value_usd_per_day",
                                "quota_utilization_pct",
                                "chips_needed",
                                "first_month_net_burn_usd",
                                "simple_runway_months",
                                "runway_days",
                                "runway_months",
                                "cash_out_date",
                                "ending_cash_usd",
                                "total_revenue_usd",
                                "total_free_tier_cost_usd",
                                "total_free_tier_list_value_usd",
                                "break_even_conversion_pct",
                                "break_even_price_usd_per_mtok",
                                "program_contribution_usd_per_day",
                                "program_break_even_conversion_pct",
                                "free_tier_share_of_burn_pct",
                                "list_value_runway_months"})
            QVERIFY2(m.contains(key), key);
        for (const char* key :
             {"free_tokens", "paid_tokens", "revenue_usd", "serving_cost_usd", "free_tier_cost_usd", "free_tier_list_value_usd", "opex_usd", "net_burn_usd"})
            QVERIFY2(m.at("day0").contains(key), key);
        // MODEL.md's worked example
        QCOMPARE(m.at("runway_days").get<int>(), 830);
        QCOMPARE(m.at("cash_out_date").get<std::string>(), std::string("2028-06-11"));
        QCOMPARE(m.at("chips_needed").get<int>(), 9667);
        QVERIFY(m.at("break_even_conversion_pct").is_null());
        QVERIFY(std::fabs(m.at("day0").at("net_burn_usd").get<double>() - 1293964.44) < 0.005);
        // the scenario, resolved: every parameter key plus schema
        const Json& s = j.at("scenario");
        QCOMPARE(s.at("schema").get<std::string>(), std::string("token-runway/scenario@1"));
        QCOMPARE(s.size(), std::size_t(25));
        QVERIFY(s.at("serving_cost_usd_per_mtok").is_null());
    }

    void presetAndSet()
    {
        auto r = runCli({QStringLiteral("run"), QStringLiteral("--preset"), QStringLiteral("quota-full"), QStringLiteral("--format=json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(parse(r.out).at("metrics").at("runway_days").get<int>(), 473);
        r = runCli(
            {QStringLiteral("run"), QStringLiteral("--set"), QStringLiteral("demand_tokens_per_day=1e14"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(parse(r.out).at("metrics").at("cash_out_date").get<std::string>(), std::string("2027-06-20"));
        QVERIFY(std::fabs(parse(r.out).at("metrics").at("break_even_conversion_pct").get<double>() - 42.6161) < 1e-4);
    }

    void fileInput()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.json"));
        QVERIFY(writeFile(path, R"({"name": "Quota full", "demand_tokens_per_day": 1e14})"));
        const auto r = runCli({QStringLiteral("run"), path, QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(parse(r.out).at("scenario").at("name").get<std::string>(), std::string("Quota full"));
        QCOMPARE(parse(r.out).at("metrics").at("chips_needed").get<int>(), 250000);
    }

    void textOutput()
    {
        const auto r = runCli({QStringLiteral("run")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("cash out 2028-06-11"));
        QVERIFY(r.out.contains("9,667"));
    }

    void monthlyCsv()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("m.csv"));
        const auto r = runCli({QStringLiteral("run"), QStringLiteral("--monthly-csv"), path, QStringLiteral("--set"), QStringLiteral("horizon_months=24")});
        QCOMPARE(r.exitCode, 0);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = f.readAll().split('\n');
        QCOMPARE(lines.first(), QByteArray("month,date,free_tokens,paid_tokens,revenue_usd,serving_cost_usd,free_tier_cost_usd,"
                                           "free_tier_list_value_usd,opex_usd,net_burn_usd,cash_end_usd"));
        QCOMPARE(lines.size(), 1 + 24 + 1); // header, 24 months, the final newline
        const QList<QByteArray> first = lines[1].split(',');
        QCOMPARE(first.size(), 11);
        QCOMPARE(first[0], QByteArray("0"));
        QCOMPARE(first[1], QByteArray("2026-03-04"));
        QCOMPARE(lines[2].split(',')[1], QByteArray("2026-04-03")); // month 1 starts on day 30
        // opex of one month is exactly the monthly fixed cost
        QVERIFY(std::fabs(first[8].toDouble() - 40e6) < 1e-6);
    }

    void presetsList()
    {
        auto r = runCli({QStringLiteral("presets"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        const Json j = parse(r.out);
        QCOMPARE(j.at("presets").size(), std::size_t(9));
        QCOMPARE(j.at("presets")[0].at("id").get<std::string>(), std::string("announced"));
        QCOMPARE(j.at("presets")[1].at("overrides").at("demand_tokens_per_day").get<double>(), 1e14);
        r = runCli({QStringLiteral("presets")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("h100-rental"));
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("missing file") << QStringList{QStringLiteral("run"), QStringLiteral("/nonexistent/s.json")} << "/nonexistent/s.json: no such file";
        QTest::newRow("folder") << QStringList{QStringLiteral("run"), QStringLiteral("/tmp")} << "is a folder";
        QTest::newRow("unknown preset") << QStringList{QStringLiteral("run"), QStringLiteral("--preset"), QStringLiteral("nope")} << "unknown preset \"nope\"";
        QTest::newRow("unknown key") << QStringList{QStringLiteral("run"), QStringLiteral("--set"), QStringLiteral("prise_usd_per_mtok=1")}
                                     << "did you mean \"price_usd_per_mtok\"";
        QTest::newRow("out of limits") << QStringList{QStringLiteral("run"), QStringLiteral("--set"), QStringLiteral("conversion_pct=150")}
                                       << "conversion_pct: 150 is outside the hard limits 0 … 100";
        QTest::newRow("bad --set") << QStringList{QStringLiteral("run"), QStringLiteral("--set"), QStringLiteral("cash_usd")} << "expected KEY=VALUE";
        QTest::newRow("bad number") << QStringList{QStringLiteral("run"), QStringLiteral("--set"), QStringLiteral("cash_usd=1e9x")} << "is not a number";
        QTest::newRow("unknown option") << QStringList{QStringLiteral("run"), QStringLiteral("--formt"), QStringLiteral("json")} << "did you mean --format?";
        QTest::newRow("bad format") << QStringList{QStringLiteral("run"), QStringLiteral("--format"), QStringLiteral("xml")} << "use text or json";
        QTest::newRow("missing value") << QStringList{QStringLiteral("run"), QStringLiteral("--preset")} << "--preset: needs a value";
        QTest::newRow("two sources") << QStringList{QStringLiteral("run"), QStringLiteral("a.json"), QStringLiteral("--preset"), QStringLiteral("bull")}
                                     << "give one scenario source";
        QTest::newRow("unknown command") << QStringList{QStringLiteral("rnu")} << "did you mean run?";
        QTest::newRow("csv into a missing folder") << QStringList{QStringLiteral("run"), QStringLiteral("--monthly-csv"), QStringLiteral("/nonexistent/m.csv")}
                                                   << "does not exist";
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const auto r = runCli(args);
        QVERIFY(!r.crashed);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.out.isEmpty(), r.out.constData());
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    }

    void invalidFileNamesFileAndKey()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.json"));
        QVERIFY(writeFile(path, "{\n  \"pue\": 0.5,\n  \"cash_usd\": \"lots\"\n}"));
        const QString csv = dir.filePath(QStringLiteral("out.csv"));
        const auto r = runCli({QStringLiteral("run"), path, QStringLiteral("--monthly-csv"), csv});
        QCOMPARE(r.exitCode, 2);
        const QString err = QString::fromUtf8(r.err);
        QVERIFY(err.contains(path + QStringLiteral(": pue: 0.5 is outside")));
        QVERIFY(err.contains(path + QStringLiteral(": cash_usd: expected a number")));
        QCOMPARE(err.count(QLatin1Char('\n')), 2); // one line per problem
        QVERIFY(!QFile::exists(csv));              // nothing written
    }

    void helpAndVersion()
    {
        auto r = runCli({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("token-runway run"));
        r = runCli({QStringLiteral("--version")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith("token-runway "));
        r = runCli({QStringLiteral("run"), QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("--monthly-csv"));
    }

    void benchReportsSimulate()
    {
        const auto r = runCli({QStringLiteral("bench"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        const Json j = parse(r.out);
        QVERIFY(j.at("simulate_us").get<double>() > 0);
    }

    void benchStartupAndUi()
    {
        auto r = runCli({QStringLiteral("bench"), QStringLiteral("startup"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        Json j = parse(r.out);
        QVERIFY(j.at("startup_ms").get<double>() > 0);
        QVERIFY(j.at("rss_mb").get<double>() > 1);
        r = runCli({QStringLiteral("bench"), QStringLiteral("ui"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        j = parse(r.out);
        QVERIFY(j.at("ui_update_p95_ms").get<double>() >= j.at("ui_update_p50_ms").get<double>());
        r = runCli({QStringLiteral("bench"), QStringLiteral("warp")});
        QCOMPARE(r.exitCode, 2);
    }

    void reportVerb()
    {
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("r.pdf"));
        auto r = runCli({QStringLiteral("report"), QStringLiteral("--preset"), QStringLiteral("quota-full"), QStringLiteral("--out"), pdf});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(QFile::exists(pdf));
        r = runCli({QStringLiteral("report"), QStringLiteral("--out"), dir.filePath(QStringLiteral("r.doc"))});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("must end in .pdf, .svg or .png"));
        r = runCli({QStringLiteral("report")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("--out: is required"));
    }

    void windowWithoutDisplaySaysSo()
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        const auto r = runCli({}, {}, env);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("no display"));
        QVERIFY(r.err.contains("token-runway run"));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"
