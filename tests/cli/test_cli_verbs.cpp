// The command line's verbs and options end to end: --set with model 2's keys and the window's
// number forms, reading run's JSON back, `upgrade`, presets, file input, the monthly CSV, bad input,
// help and version, bench, report and the window's options. Every expected figure is MODEL.md's or
// worked by hand here, never the program's own output. `run`'s outputs: test_cli.cpp.
#include <QtTest>

#include <QRegularExpression>
#include <QTemporaryDir>

#include <cmath>

#include "clichecks.h"
#include "cliprocess.h"
#include "core/scenario/jsondocument.h"
#include "testfiles.h"

using namespace runway;
using namespace runway::test;

class TestCliVerbs : public QObject {
    Q_OBJECT
private slots:
    void setTakesModel2KeysAndTheWindowsNumbers_data()
    {
        QTest::addColumn<QStringList>("sets");
        QTest::addColumn<int>("runwayDays"); // MODEL.md's worked examples
        QTest::addColumn<QString>("cashOut");
        QTest::newRow("rented serving, per token") << args({"capacity_mode=per_token", "serving_cost_usd_per_mtok=0.30"}) << 377 << "2027-03-16";
        QTest::newRow("rented serving as $0.30") << args({"capacity_mode=per_token", "serving_cost_usd_per_mtok=$0.30"}) << 377 << "2027-03-16";
        QTest::newRow("a cap of 2e7") << args({"account_cap_tokens_per_day=2e7"}) << 533 << "2027-08-19";
        QTest::newRow("a cap of 20M") << args({"account_cap_tokens_per_day=20M"}) << 533 << "2027-08-19";
        QTest::newRow("the cap removed") << args({"account_cap_tokens_per_day=20M", "account_cap_tokens_per_day=null"}) << 525 << "2027-08-11";
        QTest::newRow("price $0.03") << args({"price_usd_per_mtok=$0.03"}) << 517 << "2027-08-03";
        QTest::newRow("conversion 5%, growth 10%") << args({"conversion_pct=5%", "demand_growth_pct_per_month=10 %"}) << 450 << "2027-05-28";
        QTest::newRow("demand 100T") << args({"demand_tokens_per_day=100T"}) << 0 << "2026-03-04";
        QTest::newRow("filing date, fleet, cash derived") << args({"filing_date=2025-06-30", "chips_owned=null", "cash_usd=null"}) << 525 << "2027-08-11";
        QTest::newRow("the simple view by hand") << args({"cash_usd=$1B", "fixed_opex_usd_per_month=40M", "opex_growth_pct_per_month=0%",
                                                          "capacity_mode=per_token", "price_elasticity=0"})
                                                 << 830 << "2028-06-11";
        QTest::newRow("output 40%, cache hits 50%") << args({"output_share_pct=40%", "cache_hit_pct=50%"}) << 489 << "2027-07-06";
    }
    void setTakesModel2KeysAndTheWindowsNumbers()
    {
        QFETCH(QStringList, sets);
        QFETCH(int, runwayDays);
        QFETCH(QString, cashOut);
        // MODEL.md's examples are model 2's: on the model-2 preset (MODEL3.md §9, model 2's reading).
        QStringList extra{QStringLiteral("--preset"), QStringLiteral("model-2")};
        for (const QString& s : sets)
            extra << QStringLiteral("--set") << s;
        const Json j = runJson(extra);
        QVERIFY(j.contains("metrics"));
        QCOMPARE(j.at("metrics").at("runway_days").get<int>(), runwayDays);
        QCOMPARE(QString::fromStdString(j.at("metrics").at("cash_out_date").get<std::string>()), cashOut);
    }

    void setValuesArriveExactly()
    {
        const Json s = runJson(args({"--preset", "model-2", "--set", "price_usd_per_mtok=$0.05", "--set", "conversion_pct=3%", "--set",
                                     "fixed_opex_usd_per_month=40M", "--set", "demand_tokens_per_day=100T", "--set", "chips_owned=12K", "--set",
                                     "filing_date=2025-12-31", "--set", "capacity_mode=owned"}))
                           .at("scenario");
        QCOMPARE(s.at("price_usd_per_mtok").get<double>(), 0.05);
        QCOMPARE(s.at("conversion_pct").get<double>(), 3.0);
        QCOMPARE(s.at("fixed_opex_usd_per_month").get<double>(), 40e6);
        QCOMPARE(s.at("demand_tokens_per_day").get<double>(), 1e14);
        QCOMPARE(s.at("chips_owned").get<long long>(), 12000LL);
        QCOMPARE(s.at("filing_date").get<std::string>(), std::string("2025-12-31"));
        // a later filing date: 63 days of burn (2025-12-31 → 2026-03-04) instead of 247 (MODEL.md §3b: model 2's bridge, on the
        // model-2 preset; model 3's bridge moves the burn with the dated flows, MODEL3.md §3b)
        const Json m = runJson(args({"--preset", "model-2", "--set", "filing_date=2025-12-31"})).at("metrics");
        checkNear(m.at("cash_start_usd"), 2.552e9 / 7.17 + 5.58e8 - 30.8e6 * 63 / 30, 1e-12, "cash_start_usd");
        // a given fleet and a given cash
        const Json given = runJson(args({"--set", "chips_owned=20000", "--set", "cash_usd=1e9"})).at("metrics");
        QCOMPARE(given.at("chips_owned_start").get<int>(), 20000);
        QCOMPARE(given.at("cash_start_usd").get<double>(), 1e9);
        const Json perToken = runJson(args({"--set", "capacity_mode=per_token"})).at("metrics");
        QVERIFY(perToken.at("chips_owned_start").is_null());
        QVERIFY(perToken.at("null_reasons").contains("chips_owned_start"));
    }

    void badSetValuesSayWhatIsWrong_data()
    {
        QTest::addColumn<QString>("assignment");
        QTest::addColumn<QString>("message");
        QTest::newRow("capacity_mode") << "capacity_mode=owned "
                                       << "capacity_mode: expected \"owned\" or \"per_token\", got a string (\"owned \")";
        QTest::newRow("cap") << "account_cap_tokens_per_day=-1"
                             << "account_cap_tokens_per_day: -1 is outside the hard limits 0 … 1e13";
        QTest::newRow("cap, not a number")
            << "account_cap_tokens_per_day=lots"
            << "--set account_cap_tokens_per_day: \"lots\" is not a number; give a number (0.05, $0.05, 3%, 40M, 100T) or null (no cap)";
        QTest::newRow("filing date") << "filing_date=2026-13-01"
                                     << "filing_date: \"2026-13-01\" is not a calendar date in the form YYYY-MM-DD";
        QTest::newRow("filing after start") << "filing_date=2026-06-30"
                                            << "filing_date: 2026-06-30 is after start_date";
        QTest::newRow("fleet") << "chips_owned=1.5"
                               << "chips_owned: 1.5 is not a whole number";
        QTest::newRow("accounts") << "free_accounts=0"
                                  << "free_accounts: 0 is outside the hard limits 1 … 1e10";
        QTest::newRow("serving cost, owned") << "serving_cost_usd_per_mtok=$0.30"
                                             << "serving_cost_usd_per_mtok: 0.3 is given while capacity_mode is \"owned\"";
        QTest::newRow("two percent signs") << "conversion_pct=3%%"
                                           << "--set conversion_pct: \"3%%\" is not a number";
        QTest::newRow("suffix twice") << "demand_tokens_per_day=40MM"
                                      << "\"40MM\" is not a number";
        QTest::newRow("digits split") << "demand_tokens_per_day=1 000"
                                      << "\"1 000\" is not a number";
    }
    void badSetValuesSayWhatIsWrong()
    {
        QFETCH(QString, assignment);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("m.csv"));
        const auto r = runCli({QStringLiteral("run"), QStringLiteral("--set"), assignment, QStringLiteral("--monthly-csv"), csv});
        checkRefused(r, message);
        QVERIFY(!QFile::exists(csv));
    }

    void runJsonReadsBack_data()
    {
        QTest::addColumn<QStringList>("source");
        QTest::newRow("defaults") << QStringList();
        QTest::newRow("quota full") << args({"--preset", "quota-full"});
        QTest::newRow("per token, funding") << args(
            {"--set", "capacity_mode=per_token", "--set", "serving_cost_usd_per_mtok=0.3", "--set", R"(funding=[{"month": 4, "amount_usd": 2e8}])"});
        QTest::newRow("a cap") << args({"--preset", "openrouter-caps"});
    }
    void runJsonReadsBack()
    {
        // run --format json > s.json; run s.json: the same scenario, the same metrics, the same bytes
        QFETCH(QStringList, source);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("s.json"));
        const auto first = runCli(QStringList{QStringLiteral("run"), QStringLiteral("--format"), QStringLiteral("json")} + source);
        QCOMPARE(first.exitCode, 0);
        QVERIFY(writeFile(file, first.out));
        const auto second = runCli({QStringLiteral("run"), file, QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(second.exitCode == 0, second.err.constData());
        QCOMPARE(second.out, first.out);
        // and the text report of it
        const auto text = runCli({QStringLiteral("run"), file});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("Model 3")); // run's JSON writes @3 (MODEL3.md §0)
    }

    void runJsonWithOtherMembersIsRefused()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("s.json"));
        const QString csv = dir.filePath(QStringLiteral("m.csv"));
        QVERIFY(writeFile(file, R"({"scenario": {"conversion_pct": 4}, "metrics": {}, "edited": true})"));
        checkRefused(runCli({QStringLiteral("run"), file, QStringLiteral("--monthly-csv"), csv}),
                     file + QStringLiteral(": scenario: a document with a \"scenario\" or \"metrics\" member is read as the output of `token-runway run "
                                           "--format json`, whose members are exactly \"scenario\" and \"metrics\"; this one has \"scenario\", "
                                           "\"metrics\", \"edited\""));
        QVERIFY(!QFile::exists(csv));
        QVERIFY(writeFile(file, R"({"scenario": {"conversion_pct": 150}, "metrics": {}})"));
        checkRefused(runCli({QStringLiteral("run"), file}), file + QStringLiteral(": scenario: conversion_pct: 150 is outside the hard limits 0 … 100"));
        // --set applies to the scenario member
        QVERIFY(writeFile(file, R"({"scenario": {"conversion_pct": 4}, "metrics": {}})"));
        const Json j = runJson({file, QStringLiteral("--set"), QStringLiteral("conversion_pct=5")});
        QCOMPARE(j.at("scenario").at("conversion_pct").get<double>(), 5.0);
    }

    void upgradeVerb()
    {
        QTemporaryDir dir;
        const QString one = dir.filePath(QStringLiteral("one.json"));
        QVERIFY(writeFile(one, R"({"schema": "token-runway/scenario@1", "name": "Old plan", "demand_tokens_per_day": 1e14})"));
        // to stdout: the @3 document (MODEL3.md §0), model 1's values and model 3's neutral values written out
        auto r = runCli({QStringLiteral("upgrade"), one});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.isEmpty());
        const Json up = parse(r.out);
        QCOMPARE(up.at("schema").get<std::string>(), std::string("token-runway/scenario@3"));
        QVERIFY(up.at("flows_measured_on").is_null());
        QCOMPARE(up.at("fleet_share_pct").get<double>(), 100.0);
        QCOMPARE(up.at("training_compute_share_pct").get<double>(), 0.0);
        QCOMPARE(up.at("name").get<std::string>(), std::string("Old plan"));
        QCOMPARE(up.at("cash_usd").get<double>(), 1e9);
        QCOMPARE(up.at("fixed_opex_usd_per_month").get<double>(), 40e6);
        QCOMPARE(up.at("capacity_mode").get<std::string>(), std::string("per_token"));
        QCOMPARE(up.at("price_elasticity").get<double>(), 0.0);
        // to a file, atomically; the same metrics bit for bit, and the same text report but for the model line
        const QString two = dir.filePath(QStringLiteral("two.json"));
        r = runCli({QStringLiteral("upgrade"), one, QStringLiteral("--out"), two});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("wrote " + two.toUtf8()));
        QVERIFY(QFile::exists(two));
        // (the @3 file also reports model 3's metrics, at the neutral values: model 2's and model 1's are the same)
        for (const char* key : {"runway_days", "cash_start_usd", "ending_cash_usd", "capex_total_usd", "total_revenue_usd", "first_month_net_burn_usd"})
            QCOMPARE(runJson({two}).at("metrics").at(key), runJson({one}).at("metrics").at(key));
        QCOMPARE(runJson({two}).at("metrics").at("runway_days").get<int>(), 473);   // MODEL.md's model-1 example
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 2); // no temporary left
        // an @3 file, or one without a schema line, is already model 3: said, nothing written
        const QString three = dir.filePath(QStringLiteral("three.json"));
        r = runCli({QStringLiteral("upgrade"), two, QStringLiteral("--out"), three});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("is already model 3"), r.out.constData());
        QVERIFY(!QFile::exists(three));
        const QString bare = dir.filePath(QStringLiteral("bare.json"));
        QVERIFY(writeFile(bare, R"({"conversion_pct": 4})"));
        r = runCli({QStringLiteral("upgrade"), bare});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("no schema line, which means model 3"));
        // an @2 file: its @3 equivalent, the same metrics (N4: 525 days)
        const QString old2 = dir.filePath(QStringLiteral("old2.json"));
        QVERIFY(writeFile(old2, R"({"schema": "token-runway/scenario@2", "funding": [{"month": 6, "amount_usd": 3e8}]})"));
        const QString new3 = dir.filePath(QStringLiteral("new3.json"));
        r = runCli({QStringLiteral("upgrade"), old2, QStringLiteral("--out"), new3});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("the model-3 equivalent of"), r.out.constData());
        QCOMPARE(runJson({new3}).at("scenario").at("funding").at(0).at("probability_pct").get<double>(), 100.0);
        QCOMPARE(runJson({new3}).at("metrics").at("runway_days"), runJson({old2}).at("metrics").at("runway_days"));
        QCOMPARE(runJson({new3}).at("metrics").at("ending_cash_usd"), runJson({old2}).at("metrics").at("ending_cash_usd"));
        // refusals: exit 2, nothing on stdout, nothing written
        const QString bad = dir.filePath(QStringLiteral("bad.json"));
        QVERIFY(writeFile(bad, R"({"schema": "token-runway/scenario@1", "chips_owned": 5})"));
        checkRefused(runCli({QStringLiteral("upgrade"), bad, QStringLiteral("--out"), three}), bad + QStringLiteral(": chips_owned: is a model-2 key"));
        QVERIFY(!QFile::exists(three));
        checkRefused(runCli(args({"upgrade"})), QStringLiteral("give the scenario FILE to upgrade"));
        checkRefused(runCli({QStringLiteral("upgrade"), one, two}), QStringLiteral("unexpected argument"));
        checkRefused(runCli({QStringLiteral("upgrade"), one, QStringLiteral("--ot"), three}), QStringLiteral("did you mean --out?"));
        checkRefused(runCli({QStringLiteral("upgrade"), one, QStringLiteral("--out"), QStringLiteral("/nonexistent/x.json")}),
                     QStringLiteral("does not exist"));
        checkRefused(runCli({QStringLiteral("upgrade"), dir.filePath(QStringLiteral("missing.json"))}), QStringLiteral("no such file"));
    }

    void model3File()
    {
        // An @3 file: run prints model 3's metrics (MODEL3.md §10's defaults, D1, D3, D12) in text and JSON;
        // --set takes the model-3 keys there (L2: fleet share 100 → 303 days) and refuses them on an @2 file.
        QTemporaryDir dir;
        const QString three = dir.filePath(QStringLiteral("three.json"));
        QVERIFY(writeFile(three, R"({"schema": "token-runway/scenario@3"})"));
        const Json j = runJson({three});
        QCOMPARE(j.at("scenario").at("schema").get<std::string>(), std::string("token-runway/scenario@3"));
        QCOMPARE(j.at("scenario").at("fleet_share_pct").get<double>(), 50.0);
        const Json& m = j.at("metrics");
        QCOMPARE(m.at("runway_days").get<int>(), 267);
        QVERIFY(std::fabs(m.at("cash_start_usd").get<double>() - 581617949.71) < 0.005);
        QVERIFY(std::fabs(m.at("day0").at("free_tier_incremental_cash_usd").get<double>() - 79765826.27) < 0.005);
        QCOMPARE(m.at("own_cash_runway_days").get<int>(), 267);
        QCOMPARE(m.at("chips_free_start").get<int>(), 4833);
        QVERIFY(m.at("credit_line_first_draw_day").is_null());
        QVERIFY(m.at("null_reasons").contains("credit_line_first_draw_day"));
        auto r = runCli({QStringLiteral("run"), three});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(flat(r.out).contains(QStringLiteral("Model 3 (MODEL3.md")), r.out.constData());
        QVERIFY2(flat(r.out).contains(QStringLiteral("$79.77M on day 0, $84.97M over the horizon")), r.out.constData());
        QVERIFY2(flat(r.out).contains(QStringLiteral("267 days): own cash out 2026-11-26")), r.out.constData());
        QCOMPARE(runJson({three, QStringLiteral("--set"), QStringLiteral("fleet_share_pct=100")}).at("metrics").at("runway_days").get<int>(), 303);
        const QString two = dir.filePath(QStringLiteral("two.json"));
        QVERIFY(writeFile(two, R"({"schema": "token-runway/scenario@2"})"));
        checkRefused(runCli({QStringLiteral("run"), two, QStringLiteral("--set"), QStringLiteral("fleet_share_pct=100")}),
                     QStringLiteral("fleet_share_pct: is a model-3 key, but this document says \"schema\": \"token-runway/scenario@2\"; change the schema "
                                    "line to \"token-runway/scenario@3\""));
        // an @3 file is already model 3: said, nothing written
        r = runCli({QStringLiteral("upgrade"), three});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("is already model 3"), r.out.constData());
    }

    void presetAndSet()
    {
        auto r = runCli(args({"run", "--preset", "quota-full", "--format=json"}));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(parse(r.out).at("metrics").at("chips_needed").get<int>(), 250000);
        // the preset is an override of the model-3 defaults: software_speedup 1/3 on model 3
        const Json before = runJson(args({"--preset", "before-speedup"}));
        QCOMPARE(before.at("scenario").at("schema").get<std::string>(), std::string("token-runway/scenario@3"));
        QCOMPARE(before.at("scenario").at("software_speedup").get<double>(), 1.0 / 3);
        // MODEL.md (model 2): software_speedup 1/3 → 292 days, 19,333 bought, capex 318,994,500 (= 19,333 × 16,500), on model 2's
        // reading (the model-2 preset and the same override)
        const Json m = runJson(args({"--preset", "model-2", "--set", "software_speedup=0.3333333333333333"})).at("metrics");
        QCOMPARE(m.at("runway_days").get<int>(), 292);
        QCOMPARE(m.at("chips_bought").get<int>(), 19333);
        QCOMPARE(m.at("capex_total_usd").get<double>(), 19333.0 * 16500);
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

    void monthlyCsv()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("m.csv"));
        const QString two = dir.filePath(QStringLiteral("two.json")); // model 2's columns: an @2 file (a model-3 one adds MODEL3.md §5's)
        QVERIFY(writeFile(two, R"({"schema": "token-runway/scenario@2"})"));
        const auto r = runCli({QStringLiteral("run"), two, QStringLiteral("--monthly-csv"), path, QStringLiteral("--set"), QStringLiteral("horizon_months=24"),
                               QStringLiteral("--set"), QStringLiteral("opex_growth_pct_per_month=0")});
        QCOMPARE(r.exitCode, 0);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = f.readAll().split('\n');
        QCOMPARE(lines.first(), QByteArray("month,date,free_tokens,paid_tokens,revenue_usd,serving_cost_usd,power_usd,capex_usd,serving_cash_usd,"
                                           "free_tier_cost_usd,free_tier_list_value_usd,opex_usd,net_burn_usd,free_tier_cash_usd,chips_bought,fleet_end,"
                                           "cash_end_usd"));
        QCOMPARE(lines.size(), 1 + 24 + 1); // header, 24 months, the final newline
        const QList<QByteArray> first = lines[1].split(',');
        QCOMPARE(first.size(), 17);
        QCOMPARE(first[0], QByteArray("0"));
        QCOMPARE(first[1], QByteArray("2026-03-04"));
        QCOMPARE(lines[2].split(',')[1], QByteArray("2026-04-03")); // month 1 starts on day 30
        // without growth, a month's opex is exactly the monthly cost; the fleet powered is the 9,667 owned
        QVERIFY(std::fabs(first[11].toDouble() - 35.3e6) < 1e-6);
        QVERIFY(std::fabs(first[6].toDouble() - 30 * 9667 * 0.4 * 24 * 1.3 * 0.08) < 1e-6);
        QCOMPARE(first[15], QByteArray("9667"));
        QCOMPARE(first[14], QByteArray("0"));
        // 2.1's free-tier cash over a month: 30 × $9,361.99 (MODEL.md §5: $280,860 a month)
        QVERIFY(std::fabs(first[13].toDouble() - 280860) < 1);
    }

    void presetsList()
    {
        auto r = runCli(args({"presets", "--format", "json"}));
        QCOMPARE(r.exitCode, 0);
        const Json j = parse(r.out);
        // MODEL.md §9's twelve, in its order, then MODEL3.md §9's ten
        const std::vector<std::string> ids{"announced",   "simple",         "quota-full",       "price-floor",     "premium",         "bull",
                                           "bear",        "before-speedup", "cost-parity",      "h100-rental",     "openrouter-caps", "agentic-mix",
                                           "model-2",     "idle-fleet",     "busy-fleet",       "training-freeze", "bank-lines",      "follow-on",
                                           "replacement", "coding-plan",    "deepseek-ceiling", "fy2025-revenue"};
        QCOMPARE(j.at("presets").size(), ids.size());
        for (std::size_t i = 0; i < ids.size(); ++i) {
            QCOMPARE(j.at("presets")[i].at("id").get<std::string>(), ids[i]);
            QVERIFY(!j.at("presets")[i].at("description").get<std::string>().empty());
        }
        QCOMPARE(j.at("presets")[2].at("overrides").at("demand_tokens_per_day").get<double>(), 1e14);
        QCOMPARE(j.at("presets")[1].at("overrides").at("capacity_mode").get<std::string>(), std::string("per_token"));
        QVERIFY(j.at("presets")[0].at("overrides").empty());
        // text: every id, its name in one column, its description and the --set options below
        r = runCli(args({"presets"}));
        QCOMPARE(r.exitCode, 0);
        const QString text = QString::fromUtf8(r.out);
        int column = -1;
        for (const auto& p : j.at("presets")) {
            const QString id = QString::fromStdString(p.at("id").get<std::string>());
            const QString name = QString::fromStdString(p.at("name").get<std::string>());
            const QRegularExpression line(QStringLiteral("^%1( +)%2$").arg(QRegularExpression::escape(id), QRegularExpression::escape(name)),
                                          QRegularExpression::MultilineOption);
            const auto match = line.match(text);
            QVERIFY2(match.hasMatch(), qPrintable(id + QStringLiteral(" / ") + name + QStringLiteral("\n") + text));
            const int at = static_cast<int>(id.size() + match.capturedLength(1));
            if (column < 0)
                column = at;
            QCOMPARE(at, column);
            QVERIFY(flat(r.out).contains(QString::fromStdString(p.at("description").get<std::string>())));
        }
        // the --set values are readable (issue 12: "40M", not "4e7") and read back as the preset's exact values
        QVERIFY(text.contains(QStringLiteral("--set demand_tokens_per_day=100T")));
        QVERIFY(text.contains(QStringLiteral("--set cash_usd=1B --set fixed_opex_usd_per_month=40M")));
        QVERIFY(text.contains(QStringLiteral("--set capacity_mode=per_token")));
        QVERIFY(text.contains(QStringLiteral("--set software_speedup=0.3333333333333333")));
        // a value a shell would split or expand (a preset's funding or ranges as JSON) comes in single quotes
        QVERIFY(text.contains(QStringLiteral("--set 'funding=[{")));
        static const QRegularExpression setOption(QStringLiteral("--set (?:'([^']*)'|(\\S+))"));
        const QStringList entries = text.split(QRegularExpression(QStringLiteral("\n(?=\\S)")));
        QCOMPARE(entries.size(), static_cast<qsizetype>(j.at("presets").size()));
        for (std::size_t i = 0; i < static_cast<std::size_t>(entries.size()); ++i) {
            const Json& overrides = j.at("presets")[i].at("overrides");
            QStringList sets;
            for (auto it = setOption.globalMatch(entries[static_cast<qsizetype>(i)]); it.hasNext();) {
                const auto option = it.next();
                sets << QStringLiteral("--set") << (option.capturedLength(1) > 0 ? option.captured(1) : option.captured(2));
            }
            QCOMPARE(static_cast<std::size_t>(sets.size() / 2), overrides.size());
            if (overrides.empty())
                continue;
            const Json made = runJson(sets).at("scenario");
            for (const auto& [key, value] : overrides.items())
                QVERIFY2(made.at(key) == value, qPrintable(QString::fromStdString(key + ": " + made.at(key).dump() + " != " + value.dump())));
        }
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
        QTest::newRow("presets with an argument") << QStringList{QStringLiteral("presets"), QStringLiteral("all")} << "all: unexpected argument";
        QTest::newRow("upgrade typo") << QStringList{QStringLiteral("upgrad")} << "did you mean upgrade?";
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        checkRefused(runCli(args), message);
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
        QVERIFY(err.contains(path + QStringLiteral(": cash_usd: expected a number or null")));
        QCOMPARE(err.count(QLatin1Char('\n')), 2); // one line per problem
        QVERIFY(!QFile::exists(csv));              // nothing written
    }

    void helpAndVersion()
    {
        auto r = runCli(args({"--help"}));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("token-runway run"));
        QVERIFY(r.out.contains("token-runway upgrade FILE [--out PATH]"));
        QVERIFY(r.out.contains("3%, 40M or 100T"));
        r = runCli(args({"--version"}));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith("token-runway "));
        r = runCli(args({"run", "--help"}));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("--monthly-csv"));
        r = runCli(args({"upgrade", "--help"}));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("--out PATH"));
    }

    void benchReportsSimulate()
    {
        const auto r = runCli(args({"bench", "--format", "json"}));
        QCOMPARE(r.exitCode, 0);
        const Json j = parse(r.out);
        QVERIFY(j.at("simulate_us").get<double>() > 0);
    }

    void benchStartupAndUi()
    {
        auto r = runCli(args({"bench", "startup", "--format", "json"}));
        QCOMPARE(r.exitCode, 0);
        Json j = parse(r.out);
        QVERIFY(j.at("startup_ms").get<double>() > 0);
        // The main thread's CPU time to the first frame: positive, and never more than the wall clock
        // from the spawn (it starts later and is only part of it).
        QVERIFY(j.at("startup_cpu_ms").get<double>() > 0);
        QVERIFY(j.at("startup_cpu_ms").get<double>() <= j.at("startup_ms").get<double>());
        QVERIFY(j.at("rss_mb").get<double>() > 1);
        // Page faults to the first frame: at least one per megabyte resident (4 KB pages, and fault-around
        // maps at most 64 KB of a library at a time).
        QVERIFY(j.at("startup_faults").get<double>() >= 16 * j.at("rss_mb").get<double>());
        // The main thread's share (the second core prefaults pages for it): some, and not more than all.
        QVERIFY(j.at("startup_main_faults").get<double>() > 0);
        QVERIFY(j.at("startup_main_faults").get<double>() <= j.at("startup_faults").get<double>());
        r = runCli(args({"bench", "ui", "--format", "json"}));
        QCOMPARE(r.exitCode, 0);
        j = parse(r.out);
        QVERIFY(j.at("ui_update_p95_ms").get<double>() >= j.at("ui_update_p50_ms").get<double>());
        r = runCli(args({"bench", "warp"}));
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
        r = runCli(args({"report"}));
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

    // Issue 12: Qt's standard options open the window (the QApplication constructor reads them);
    // the startup probe quits it after its first paint and names the style and direction Qt set.
    void qtOptionsOpenTheWindow_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QByteArray>("style");
        QTest::addColumn<QByteArray>("direction");
        QTest::newRow("-platform, no display") << args({"-platform", "offscreen"}) << QByteArray() << QByteArray("ltr");
        QTest::newRow("-style Fusion -reverse") << args({"-platform", "offscreen", "-style", "Fusion", "-reverse"}) << QByteArray("fusion")
                                                << QByteArray("rtl");
        QTest::newRow("-style=Windows --platform") << args({"-style=Windows", "--platform", "offscreen"}) << QByteArray("windows") << QByteArray("ltr");
        QTest::newRow("window options") << args({"-platform", "offscreen", "-qwindowgeometry", "900x600+0+0", "-qwindowtitle", "Runway", "-widgetcount",
                                                 "-platformpluginpath", "/nonexistent", "-session", "s1"})
                                        << QByteArray() << QByteArray("ltr");
        // a style sheet re-polishes every widget as it is made (a StyleChange to each chart)
        QTest::newRow("-stylesheet") << args({"-platform", "offscreen", "-stylesheet", "STYLESHEET"}) << QByteArray() << QByteArray("ltr");
    }
    void qtOptionsOpenTheWindow()
    {
        QFETCH(QStringList, options);
        QFETCH(QByteArray, style);
        QFETCH(QByteArray, direction);
        QTemporaryDir dir;
        const QString sheet = dir.filePath(QStringLiteral("style.qss"));
        QVERIFY(writeFile(sheet, "QLabel { color: black; }"));
        options.replaceInStrings(QStringLiteral("STYLESHEET"), sheet);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("DISPLAY")); // -platform alone must be enough
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        env.insert(QStringLiteral("TOKEN_RUNWAY_DB"), dir.filePath(QStringLiteral("library.sqlite")));
        env.insert(QStringLiteral("TOKEN_RUNWAY_STARTUP_PROBE"), QStringLiteral("0"));
        const auto r = runCli(options, {}, env);
        QVERIFY2(r.exitCode == 0 && !r.crashed, r.err.constData());
        QVERIFY2(r.out.startsWith("startup_ms="), r.out.constData()); // the window painted, then quit
        QVERIFY2(!r.err.contains("unknown command"), r.err.constData());
        if (!style.isEmpty())
            QVERIFY2(r.out.contains(" style=" + style + " "), r.out.constData());
        QVERIFY2(r.out.contains(" direction=" + direction), r.out.constData());
    }

    // Qt's options before a verb, --help or --version are taken out; the command runs as without them.
    void qtOptionsBeforeACommand()
    {
        auto r = runCli(args({"-style", "Fusion", "--version"}));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith("token-runway "));
        r = runCli(args({"-platform", "offscreen", "--help"}));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("token-runway run"));
        QVERIFY(r.out.contains("-style NAME"));
        r = runCli(args({"-reverse", "--platform", "offscreen", "-style=Fusion", "presets", "--format", "json"}));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(parse(r.out).at("presets").size(), std::size_t(22)); // MODEL.md §9 and MODEL3.md §9
        // the value of a Qt option is never the verb, nor the verb a Qt option's value
        checkRefused(runCli(args({"-style", "Fusion", "rnu"})), QStringLiteral("rnu: unknown command; did you mean run?"));
        checkRefused(runCli(args({"-style"})), QStringLiteral("-style: needs a value"));
        checkRefused(runCli(args({"-platform"})), QStringLiteral("-platform: needs a value"));
        // not Qt's: still an unknown command, exit 2 with the message
        checkRefused(runCli(args({"-bogus"})), QStringLiteral("-bogus: unknown command"));
        checkRefused(runCli(args({"-reverse", "--styles", "Fusion"})), QStringLiteral("--styles: unknown command"));
        checkRefused(runCli(args({"-platform=offscreen"})), QStringLiteral("-platform=offscreen: unknown command")); // Qt takes no "=" there
        // after a verb, Qt's options are the verb's unknown options
        checkRefused(runCli(args({"presets", "-style", "Fusion"})), QStringLiteral("-style: unknown option"));
    }
};

QTEST_GUILESS_MAIN(TestCliVerbs)
#include "test_cli_verbs.moc"
