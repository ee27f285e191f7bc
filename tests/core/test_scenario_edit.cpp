// Scenario files written and edited: round trips, the schema written, `upgrade`, run's output read
// as its scenario, --set assignments, quantities, presets against the model, closest keys and
// dates. The validation rules one row each: test_scenario.cpp.
#include <QtTest>

#include "core/model/model.h"
#include "core/model/modeljson.h"
#include "core/scenario/jsondocument.h"
#include "core/scenario/presets.h"
#include "core/scenario/quantity.h"
#include "core/scenario/scenariojson.h"
#include "core/util/text.h"
#include "testhelpers.h"

using namespace runway;
using runway::test::allProblems;

class TestScenarioEdit : public QObject {
    Q_OBJECT
private slots:
    void roundTrip()
    {
        const auto s = runway::test::scenario(R"({"name": "Round ✓", "notes": "line 1\nline 2", "start_date": "2027-01-31",
            "horizon_months": 48, "price_usd_per_mtok": 0.123456789012345, "capacity_mode": "per_token", "serving_cost_usd_per_mtok": 0.05,
            "filing_date": "2025-12-31", "chips_owned": 12000, "account_cap_tokens_per_day": 2e7, "price_elasticity": -1.5,
            "funding": [{"month": 3, "amount_usd": 2.5e8}],
            "uncertainty": {"pue": {"dist": "uniform", "low": 1.1, "high": 1.6}}})");
        const std::string text = scenarioToText(s);
        const auto back = parseScenario(text);
        QVERIFY2(back.ok(), qPrintable(allProblems(back.problems)));
        QCOMPARE(*back.value, s);
        // every key is written, in the table's order, schema first (MODEL3.md §0: @3, with model 3's keys)
        const Json j = scenarioToJson(s);
        QCOMPARE(j.begin().key(), std::string("schema"));
        QCOMPARE(j.size(), allParameters().size() + 1);
        QCOMPARE(j.at("schema").get<std::string>(), std::string("token-runway/scenario@3"));
        QCOMPARE(j.at("capacity_mode").get<std::string>(), std::string("per_token"));
        QCOMPARE(j.at("chips_owned").get<long long>(), 12000LL); // whole numbers as JSON integers
        for (const char* key : {"serving_cost_usd_per_mtok", "cash_usd", "chips_owned", "account_cap_tokens_per_day"})
            QVERIFY2(scenarioToJson(Scenario{}).at(key).is_null(), key);
    }

    void theSchemaWrittenIsAlways3()
    {
        // MODEL3.md §0: everything written carries @3, an @1 scenario too; read back, it is model 3 with the same values
        // (model 3's keys at their neutral values).
        const auto one = parseScenario(R"({"schema": "token-runway/scenario@1", "demand_tokens_per_day": 1e14})");
        QVERIFY(one.ok());
        const Json j = scenarioToJson(*one.value);
        QCOMPARE(j.at("schema").get<std::string>(), std::string("token-runway/scenario@3"));
        QCOMPARE(j.at("cash_usd").get<double>(), 1e9);
        QCOMPARE(j.at("capacity_mode").get<std::string>(), std::string("per_token"));
        const auto back = scenarioFromJson(j);
        QVERIFY2(back.ok(), qPrintable(allProblems(back.problems)));
        QCOMPARE(back.value->model, 3);
        Scenario expected = *one.value;
        expected.model = 3;
        QCOMPARE(*back.value, expected);
    }

    void upgradeWritesTheModel1Values()
    {
        const auto doc = parseJsonDocument(R"({"schema": "token-runway/scenario@1", "name": "Old", "demand_tokens_per_day": 1e14})");
        QVERIFY(doc.ok());
        const auto up = upgradeDocument(*doc.value);
        QVERIFY2(up.ok(), qPrintable(allProblems(up.problems)));
        const Json& j = *up.value;
        QCOMPARE(j.begin().key(), std::string("schema"));
        QCOMPARE(j.at("schema").get<std::string>(), std::string("token-runway/scenario@2"));
        // the keys present stay
        QCOMPARE(j.at("name").get<std::string>(), std::string("Old"));
        QCOMPARE(j.at("demand_tokens_per_day").get<double>(), 1e14);
        // the changed keys at model 1's values, the neutral values written out (MODEL.md §0's table)
        QCOMPARE(j.at("cash_usd").get<double>(), 1e9);
        QCOMPARE(j.at("fixed_opex_usd_per_month").get<double>(), 40e6);
        QCOMPARE(j.at("opex_growth_pct_per_month").get<double>(), 0.0);
        QCOMPARE(j.at("capacity_mode").get<std::string>(), std::string("per_token"));
        QCOMPARE(j.at("price_elasticity").get<double>(), 0.0);
        QVERIFY(j.at("account_cap_tokens_per_day").is_null());
        QCOMPARE(j.at("output_share_pct").get<double>(), 25.0);
        QCOMPARE(j.at("cache_hit_pct").get<double>(), 0.0);
        // model 1's default uncertainty, as there was none
        QCOMPARE(j.at("uncertainty").size(), std::size_t(4));
        QCOMPARE(j.at("uncertainty").at("fixed_opex_usd_per_month").at("low").get<double>(), 32e6);
        QCOMPARE(j.at("uncertainty").at("fixed_opex_usd_per_month").at("mode").get<double>(), 40e6);
        QCOMPARE(j.at("uncertainty").at("fixed_opex_usd_per_month").at("high").get<double>(), 55e6);
        // keys model 1 never had a value for are not invented
        QVERIFY(!j.contains("filing_date"));
        QVERIFY(!j.contains("free_accounts"));
    }

    void upgradeRoundTrips_data()
    {
        QTest::addColumn<QString>("keys");
        QTest::newRow("no keys") << "";
        QTest::newRow("quota full") << R"("demand_tokens_per_day": 1e14)";
        QTest::newRow("rented serving") << R"("serving_cost_usd_per_mtok": 0.3)";
        QTest::newRow("own uncertainty") << R"("uncertainty": {"fixed_opex_usd_per_month": {"dist": "triangular", "low": 30e6, "high": 60e6}})";
        QTest::newRow("no uncertainty") << R"("uncertainty": {})";
        QTest::newRow("funding, growth, short horizon")
            << R"("horizon_months": 24, "free_tier_months": 24, "demand_growth_pct_per_month": 8, "funding": [{"month": 6, "amount_usd": 3e8}])";
        QTest::newRow("cash and opex given") << R"("cash_usd": 2e9, "fixed_opex_usd_per_month": 25e6, "conversion_pct": 4)";
    }
    void upgradeRoundTrips()
    {
        QFETCH(QString, keys);
        const std::string one = R"({"schema": "token-runway/scenario@1")" + (keys.isEmpty() ? std::string() : ", " + keys.toStdString()) + "}";
        const auto doc = parseJsonDocument(one);
        QVERIFY(doc.ok());
        const auto up = upgradeDocument(*doc.value);
        QVERIFY2(up.ok(), qPrintable(allProblems(up.problems)));
        const auto before = scenarioFromJson(*doc.value), after = scenarioFromJson(*up.value);
        QVERIFY2(before.ok() && after.ok(), qPrintable(allProblems(after.problems)));
        QCOMPARE(before.value->model, 1);
        QCOMPARE(after.value->model, 2);
        // the same scenario, so the same results bit for bit (metrics, the Monte Carlo's ranges)
        Scenario expected = *before.value;
        expected.model = 2;
        QCOMPARE(*after.value, expected);
        QCOMPARE(metricsToJson(computeMetrics(*after.value)), metricsToJson(computeMetrics(*before.value)));
        // upgrading twice changes nothing more
        const auto again = upgradeDocument(*up.value);
        QVERIFY(again.ok());
        QCOMPARE(*again.value, *up.value);
    }

    void upgradeRefusesAndPasses()
    {
        // a document with problems gives them, whatever its schema
        auto doc = parseJsonDocument(R"({"schema": "token-runway/scenario@1", "capacity_mode": "owned"})");
        QVERIFY(doc.ok());
        auto up = upgradeDocument(*doc.value);
        QVERIFY(!up.ok());
        QVERIFY(allProblems(up.problems).contains(QStringLiteral("capacity_mode: is a model-2 key")));
        // an @2 document, or one without a schema, is already model 2: it comes back as it is
        for (const char* text : {R"({"schema": "token-runway/scenario@2", "conversion_pct": 4})", R"({"conversion_pct": 4})"}) {
            doc = parseJsonDocument(text);
            up = upgradeDocument(*doc.value);
            QVERIFY(up.ok());
            QCOMPARE(*up.value, *doc.value);
        }
    }

    void runOutputReadsAsItsScenario()
    {
        // The rule (scenarioDocument): exactly the members "scenario" and "metrics" → the "scenario" member.
        const Json plain = Json::parse(R"({"conversion_pct": 4})");
        QCOMPARE(*scenarioDocument(plain).value, plain);
        const Json list = Json::parse("[1]");
        QCOMPARE(*scenarioDocument(list).value, list); // not an object: the reader says what is wrong
        const Json out = Json::parse(R"({"scenario": {"conversion_pct": 4}, "metrics": {"runway_days": 1}})");
        QCOMPARE(*scenarioDocument(out).value, plain);
        for (const char* text : {R"({"scenario": {"conversion_pct": 4}})", R"({"metrics": {}})",
                                 R"({"scenario": {"conversion_pct": 4}, "metrics": {}, "name": "x"})", R"({"scenario": {}, "conversion_pct": 4})"}) {
            const auto r = scenarioDocument(Json::parse(text));
            QVERIFY2(!r.ok(), text);
            QVERIFY2(allProblems(r.problems)
                         .contains(QStringLiteral("is read as the output of `token-runway run --format json`, whose members are "
                                                  "exactly \"scenario\" and \"metrics\"")),
                     qPrintable(allProblems(r.problems)));
        }
        // a huge document: the message stays short
        Json many = Json::object();
        many["scenario"] = Json::object();
        for (int i = 0; i < 1000; ++i)
            many["k" + std::to_string(i)] = i;
        const auto r = scenarioDocument(many);
        QVERIFY(!r.ok());
        QVERIFY(r.problems.front().messageText().size() < 400);
        QVERIFY(allProblems(r.problems).contains(QStringLiteral("and 996 more")));
    }

    void assignments_data()
    {
        QTest::addColumn<QString>("assignment");
        QTest::addColumn<QString>("problem"); // empty: accepted
        QTest::newRow("number") << "price_usd_per_mtok=0.5"
                                << "";
        QTest::newRow("exponent") << "demand_tokens_per_day=1e14"
                                  << "";
        QTest::newRow("text") << "name=My what-if"
                              << "";
        QTest::newRow("date") << "start_date=2027-01-01"
                              << "";
        QTest::newRow("derive") << "serving_cost_usd_per_mtok=null"
                                << "";
        QTest::newRow("json list") << R"(funding=[{"month":2,"amount_usd":1e8}])"
                                   << "";
        QTest::newRow("no equals") << "price_usd_per_mtok"
                                   << "expected KEY=VALUE";
        QTest::newRow("unknown key") << "prise_usd_per_mtok=1"
                                     << "did you mean \"price_usd_per_mtok\"";
        QTest::newRow("not a number") << "cash_usd=lots"
                                      << "\"lots\" is not a number";
        QTest::newRow("trailing junk") << "cash_usd=5x"
                                       << "is not a number";
        QTest::newRow("infinite") << "cash_usd=inf"
                                  << "not a finite number";
        QTest::newRow("bad json") << "funding=[{"
                                  << "--set funding";
        // model 2's keys and the window's number forms
        QTest::newRow("capacity per token") << "capacity_mode=per_token"
                                            << "";
        QTest::newRow("no cap") << "account_cap_tokens_per_day=null"
                                << "";
        QTest::newRow("a cap of 20M") << "account_cap_tokens_per_day=20M"
                                      << "";
        QTest::newRow("filing date") << "filing_date=2025-06-30"
                                     << "";
        QTest::newRow("fleet derived") << "chips_owned=null"
                                       << "";
        QTest::newRow("fleet of 12K") << "chips_owned=12K"
                                      << "";
        QTest::newRow("cash derived") << "cash_usd=null"
                                      << "";
        QTest::newRow("cash $1B") << "cash_usd=$1B"
                                  << "";
        QTest::newRow("percent") << "conversion_pct=3%"
                                 << "";
        QTest::newRow("dollars") << "price_usd_per_mtok=$0.05"
                                 << "";
        QTest::newRow("spaces around") << "price_usd_per_mtok= 0.2 "
                                       << "";
        QTest::newRow("minus sign") << "price_elasticity=\u2212"
                                       "1.5"
                                    << "";
        QTest::newRow("optional key, not a number") << "account_cap_tokens_per_day=lots"
                                                    << "\"lots\" is not a number; give a number (0.05, $0.05, 3%, 40M, 100T) or null (no cap)";
        QTest::newRow("whole-number key, null") << "free_accounts=null"
                                                << "--set free_accounts: \"null\" is not a number";
    }
    void assignments()
    {
        QFETCH(QString, assignment);
        QFETCH(QString, problem);
        const PatchResult r = test::setOnDocument(Json::object(), {assignment.toStdString()});
        if (problem.isEmpty())
            QVERIFY2(r.ok(), qPrintable(allProblems(r.problems)));
        else
            QVERIFY2(allProblems(r.problems).contains(problem), qPrintable(allProblems(r.problems)));
    }

    void assignedValuesAreExact_data()
    {
        QTest::addColumn<QString>("assignment");
        QTest::addColumn<QString>("key");
        QTest::addColumn<double>("value"); // NaN: null
        QTest::newRow("3%") << "conversion_pct=3%"
                            << "conversion_pct" << 3.0;
        QTest::newRow("$0.05") << "price_usd_per_mtok=$0.05"
                               << "price_usd_per_mtok" << 0.05;
        QTest::newRow("40M") << "fixed_opex_usd_per_month=40M"
                             << "fixed_opex_usd_per_month" << 40e6;
        QTest::newRow("100T") << "demand_tokens_per_day=100T"
                              << "demand_tokens_per_day" << 1e14;
        QTest::newRow("$16.5K") << "chip_capex_usd=$16.5K"
                                << "chip_capex_usd" << 16.5e3;
        QTest::newRow("2.552B") << "filing_cash_cny=2.552B"
                                << "filing_cash_cny" << 2.552e9;
        QTest::newRow("null") << "cash_usd=null"
                              << "cash_usd" << std::nan("");
    }
    void assignedValuesAreExact()
    {
        QFETCH(QString, assignment);
        QFETCH(QString, key);
        QFETCH(double, value);
        const PatchResult r = test::setOnDocument(Json::object(), {assignment.toStdString()});
        QVERIFY2(r.ok(), qPrintable(allProblems(r.problems)));
        const ParamId id = findParam(key.toStdString())->id;
        if (std::isnan(value))
            QVERIFY(r.value->isNull(id));
        else
            QCOMPARE((*r.value)[id], value); // exactly the double the literal names
    }

    void quantities_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("value");
        QTest::newRow("plain") << "0.05" << 0.05;
        QTest::newRow("exponent") << "1e14" << 1e14;
        QTest::newRow("negative exponent") << "2.5e-3" << 2.5e-3;
        QTest::newRow("percent") << "3%" << 3.0;
        QTest::newRow("percent after a space") << "3 %" << 3.0;
        QTest::newRow("dollar") << "$0.05" << 0.05;
        QTest::newRow("dollar and space") << "$ 1.5B" << 1.5e9;
        QTest::newRow("K") << "2.5K" << 2500.0;
        QTest::newRow("k lower case") << "16.5k" << 16500.0;
        QTest::newRow("M") << "40M" << 40e6;
        QTest::newRow("B") << "1B" << 1e9;
        QTest::newRow("T") << "100T" << 1e14;
        QTest::newRow("hyphen minus") << "-5" << -5.0;
        QTest::newRow("U+2212 minus") << QStringLiteral("\u2212") + QStringLiteral("5") << -5.0;
        QTest::newRow("minus before $") << QStringLiteral("\u2212$107K") << -107e3;
        QTest::newRow("minus after $") << "$-5" << -5.0;
        QTest::newRow("plus") << "+2" << 2.0;
        QTest::newRow("times") << QStringLiteral("1.5\u00d7") << 1.5;
        QTest::newRow("leading point") << ".5" << 0.5;
        QTest::newRow("spaces around") << " 0.2 " << 0.2;
        QTest::newRow("minus zero") << "-0" << 0.0;
    }
    void quantities()
    {
        QFETCH(QString, text);
        QFETCH(double, value);
        const auto q = parseQuantity(text.toStdString());
        QVERIFY2(q.ok(), qPrintable(allProblems(q.problems)));
        QCOMPARE(*q.value, value);
        QVERIFY(!std::signbit(*q.value) || value < 0);
    }

    void badQuantities_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        for (const char* t : {"", " ", "$", "%", "-", "abc", "1,5", "0x10", "1 5", "5$", "$$5", "3%%", "%3", "40MM", "M5", "1.2.3", "1e", "0.2x", "1e5K5"})
            QTest::newRow(*t ? t : "(empty)") << QString::fromLatin1(t) << QStringLiteral("is not a number");
        QTest::newRow("suffix after an exponent") << "1e3M"
                                                  << "a magnitude suffix cannot follow an exponent";
        QTest::newRow("inf") << "inf"
                             << "is not a finite number";
        QTest::newRow("-Infinity") << "-Infinity"
                                   << "is not a finite number";
        QTest::newRow("nan") << "NaN"
                             << "is not a finite number";
        QTest::newRow("1e400") << "1e400"
                               << "\"1e400\" is not a finite number (too large to be represented)";
        QTest::newRow("1e-400") << "1e-400"
                                << "is too small to be represented";
    }
    void badQuantities()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        const auto q = parseQuantity(text.toStdString());
        QVERIFY2(!q.ok(), qPrintable(text));
        QVERIFY2(allProblems(q.problems).contains(expected), qPrintable(allProblems(q.problems)));
    }

    void negativeDerivedCashIsAllowed()
    {
        // MODEL.md §1/§3b: allowed; by hand, 247 days from 2025-06-30 to 2026-03-04.
        const auto r = parseScenario(R"({"schema": "token-runway/scenario@2", "burn_since_filing_usd_per_month": 2e8})");
        QVERIFY2(r.ok(), qPrintable(allProblems(r.problems)));
        const Metrics m = computeMetrics(*r.value);
        RUNWAY_COMPARE_NEAR(m.cashStartUsd, 2.552e9 / 7.17 + 5.58e8 - 2e8 * 247 / 30, 1e-12);
        QVERIFY(m.cashStartUsd < 0);
        QCOMPARE(m.runwayDays.value_or(-1), 0);
    }

    void textThatIsNotUtf8IsRefusedByteExactly()
    {
        // Raw bytes from the command line (--set) that are not UTF-8 cannot be written as JSON:
        // they are refused with the byte's position, never passed on or replaced.
        const std::pair<std::string, std::string> cases[] = {
            {"name=ab\xff"
             "cd",
             "name: is not UTF-8 text: byte 3 is \\xff"},
            {"notes=\xc3(", "notes: is not UTF-8 text: byte 1 is \\xc3"},          // lead byte without continuation
            {"name=\xc0\xaf", "name: is not UTF-8 text: byte 1 is \\xc0"},         // overlong '/'
            {"name=x\xed\xa0\x80", "name: is not UTF-8 text: byte 2 is \\xed"},    // a UTF-16 surrogate
            {"name=\xf4\x90\x80\x80", "name: is not UTF-8 text: byte 1 is \\xf4"}, // beyond U+10FFFF
        };
        for (const auto& [assignment, expected] : cases) {
            const auto r = test::setOnDocument(Json::object(), {assignment});
            QVERIFY(!r.ok());
            QVERIFY2(allProblems(r.problems).contains(QString::fromStdString(expected)), qPrintable(allProblems(r.problems)));
        }
        const auto named = test::setOnDocument(Json::object(), {"name=\xe4\xb8\xad\xf0\x9f\x93\x88"}); // 中 and U+1F4C8
        QVERIFY2(named.ok(), qPrintable(allProblems(named.problems)));
        QCOMPARE(firstNonUtf8Byte("ok"), std::optional<std::size_t>());
        QCOMPARE(firstNonUtf8Byte("ok\xe4\xb8"), std::optional<std::size_t>(2)); // cut short
    }

    void assignedValuesAreValidatedAsAWhole()
    {
        QVERIFY(ScenarioPatch::fromAssignment("conversion_pct=150").ok()); // read alone, it is a number …
        const auto r = test::setOnDocument(Json::object(), {"conversion_pct=150"});
        QVERIFY(!r.ok()); // … which the scenario refuses
        QVERIFY(allProblems(r.problems).contains(QStringLiteral("conversion_pct: 150 is outside")));
    }

    void presetsMatchModel()
    {
        // MODEL.md §9, in its order, then MODEL3.md §9's.
        const auto loaded = loadPresets();
        QVERIFY2(loaded.ok(), qPrintable(allProblems(loaded.problems)));
        QStringList ids;
        for (const auto& p : *loaded.value)
            ids << QString::fromStdString(p.id);
        QCOMPARE(ids, QStringList({QStringLiteral("announced"),
                                   QStringLiteral("simple"),
                                   QStringLiteral("quota-full"),
                                   QStringLiteral("price-floor"),
                                   QStringLiteral("premium"),
                                   QStringLiteral("bull"),
                                   QStringLiteral("bear"),
                                   QStringLiteral("before-speedup"),
                                   QStringLiteral("cost-parity"),
                                   QStringLiteral("h100-rental"),
                                   QStringLiteral("openrouter-caps"),
                                   QStringLiteral("agentic-mix"),
                                   QStringLiteral("model-2"),
                                   QStringLiteral("idle-fleet"),
                                   QStringLiteral("busy-fleet"),
                                   QStringLiteral("training-freeze"),
                                   QStringLiteral("bank-lines"),
                                   QStringLiteral("follow-on"),
                                   QStringLiteral("replacement"),
                                   QStringLiteral("coding-plan"),
                                   QStringLiteral("deepseek-ceiling"),
                                   QStringLiteral("fy2025-revenue")}));
        const Scenario& simple = findPreset("simple")->scenario;
        QCOMPARE(simple[ParamId::Cash], 1e9);
        QVERIFY(!simple.isNull(ParamId::Cash));
        QCOMPARE(simple[ParamId::FixedOpex], 40e6);
        QCOMPARE(simple[ParamId::OpexGrowth], 0.0);
        QCOMPARE(simple[ParamId::Elasticity], 0.0);
        QVERIFY(!simple.owned());
        QCOMPARE(findPreset("quota-full")->scenario[ParamId::Demand], 1e14);
        QCOMPARE(findPreset("price-floor")->scenario[ParamId::Price], 0.03);
        QCOMPARE(findPreset("premium")->scenario[ParamId::Price], 1.0);
        QCOMPARE(findPreset("bull")->scenario[ParamId::Conversion], 5.0);
        QCOMPARE(findPreset("bull")->scenario[ParamId::Growth], 10.0);
        QCOMPARE(findPreset("bear")->scenario[ParamId::Conversion], 1.0);
        QCOMPARE(findPreset("bear")->scenario[ParamId::FreeTierMonths], 36.0);
        QVERIFY(std::fabs(findPreset("before-speedup")->scenario[ParamId::Speedup] - 1.0 / 3) < 1e-15);
        for (const char* id : {"cost-parity", "h100-rental"}) {
            QVERIFY(!findPreset(id)->scenario.owned());
            QVERIFY(!findPreset(id)->scenario.isNull(ParamId::ServingCost));
        }
        QCOMPARE(findPreset("cost-parity")->scenario[ParamId::ServingCost], 0.10);
        QCOMPARE(findPreset("h100-rental")->scenario[ParamId::ServingCost], 0.30);
        QCOMPARE(findPreset("openrouter-caps")->scenario[ParamId::AccountCap], 2e7);
        QVERIFY(!findPreset("openrouter-caps")->scenario.isNull(ParamId::AccountCap));
        QCOMPARE(findPreset("agentic-mix")->scenario[ParamId::OutputShare], 10.0);
        QCOMPARE(findPreset("agentic-mix")->scenario[ParamId::CacheHit], 80.0);
        QVERIFY(presetOverrides(*findPreset("announced")).empty());
        for (const auto& p : *loaded.value) {
            QVERIFY(!p.description.empty());
            QCOMPARE(p.scenario.model, 3); // MODEL3.md §9: on the model-3 defaults
        }
    }

    void closestKeys()
    {
        QCOMPARE(closestKey("price"), std::string("price_usd_per_mtok"));
        QCOMPARE(closestKey("conversion"), std::string("conversion_pct"));
        QCOMPARE(closestKey("cash"), std::string("cash_usd"));
        QCOMPARE(closestKey("qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq"), std::string());
    }

    void dates()
    {
        QCOMPARE((Date{2026, 3, 4}.plusDays(830).toIso()), std::string("2028-06-11"));
        QCOMPARE((Date{2026, 3, 4}.plusDays(473).toIso()), std::string("2027-06-20"));
        QCOMPARE((Date{2024, 2, 28}.plusDays(1).toIso()), std::string("2024-02-29"));
        QCOMPARE(Date::fromDays(0).toIso(), std::string("1970-01-01"));
        QVERIFY(!Date::parseIso("2026-3-04"));
        QVERIFY(!Date::parseIso("2026-02-30"));
        QVERIFY(Date::parseIso("2000-02-29"));
    }
};

QTEST_GUILESS_MAIN(TestScenarioEdit)
#include "test_scenario_edit.moc"
