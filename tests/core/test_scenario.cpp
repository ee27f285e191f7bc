// Scenario files: every validation rule of MODEL.md §1, one row each; round trips; --set.
#include <QtTest>

#include "core/scenario/jsondocument.h"
#include "core/scenario/presets.h"
#include "core/scenario/scenariojson.h"
#include "core/util/text.h"
#include "testhelpers.h"

using namespace runway;
using runway::test::allProblems;

class TestScenario : public QObject {
    Q_OBJECT
private slots:
    void defaultsComeFromTheTable()
    {
        const Scenario s;
        QCOMPARE(s.name, std::string("Untitled"));
        QCOMPARE(s.startDate.toIso(), std::string("2026-03-04"));
        QCOMPARE(s.horizonMonths(), 36);
        QCOMPARE(s[ParamId::Price], 0.10);
        QCOMPARE(s[ParamId::FreeQuota], 1e14);
        QCOMPARE(s[ParamId::Demand], 23.2e12 / 6);
        QCOMPARE(s[ParamId::Conversion], 3.0);
        QCOMPARE(s[ParamId::FixedOpex], 40e6);
        QCOMPARE(s[ParamId::OtherRevenue], 4.4e6);
        QVERIFY(s.deriveServingCost);
        QCOMPARE(s.uncertainty.size(), std::size_t(4));
        QCOMPARE(parseScenario("{}").value.value(), s);
        for (const auto& p : parameters())
            QCOMPARE(findParam(p.key), &p);
    }

    void invalid_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("expected"); // a fragment the message must contain
        // the document
        QTest::newRow("not an object") << "[1, 2]"
                                       << "must be a JSON object";
        QTest::newRow("syntax error has line and column") << "{\n  \"cash_usd\": 1e9,\n  oops\n}"
                                                          << "line 3, column 3";
        QTest::newRow("NaN literal") << R"({"cash_usd": NaN})"
                                     << "invalid JSON";
        QTest::newRow("Infinity literal") << R"({"cash_usd": Infinity})"
                                          << "invalid JSON";
        QTest::newRow("1e400") << R"({"cash_usd": 1e400})"
                               << "1e400";
        QTest::newRow("duplicate key") << R"({"cash_usd": 1, "cash_usd": 2})"
                                       << "duplicate key \"cash_usd\"";
        QTest::newRow("nested too deep") << R"({"notes": [[[[[[[[1]]]]]]]]})"
                                         << "nested deeper than 8";
        QTest::newRow("wrong schema") << R"({"schema": "token-runway/scenario@2"})"
                                      << "schema: expected \"token-runway/scenario@1\"";
        // keys
        QTest::newRow("unknown key with suggestion") << R"({"pirce_usd_per_mtok": 1})"
                                                     << "did you mean \"price_usd_per_mtok\"";
        QTest::newRow("unknown key without suggestion") << R"({"zzzzzzzzzzzzzzzzzz": 1})"
                                                        << "unknown key \"zzzzzzzzzzzzzzzzzz\"";
        // types
        QTest::newRow("number as string") << R"({"conversion_pct": "3"})"
                                          << "conversion_pct: expected a number, got a string";
        QTest::newRow("number as bool") << R"({"cash_usd": true})"
                                        << "cash_usd: expected a number, got true";
        QTest::newRow("text as number") << R"({"name": 5})"
                                        << "name: expected text, got a number";
        QTest::newRow("date as number") << R"({"start_date": 20260304})"
                                        << "start_date: expected a date";
        QTest::newRow("horizon not whole") << R"({"horizon_months": 36.5})"
                                           << "horizon_months: 36.5 is not a whole number";
        QTest::newRow("serving cost as text") << R"({"serving_cost_usd_per_mtok": "derive"})"
                                              << "a number or null";
        // limits
        QTest::newRow("price 0 (exclusive)") << R"({"price_usd_per_mtok": 0})"
                                             << "price_usd_per_mtok: 0 is outside the hard limits > 0 … 100";
        QTest::newRow("price above 100") << R"({"price_usd_per_mtok": 100.5})"
                                         << "100.5 is outside the hard limits > 0 … 100";
        QTest::newRow("negative quota") << R"({"free_quota_tokens_per_day": -1})"
                                        << "free_quota_tokens_per_day: -1 is outside";
        QTest::newRow("quota above 1e16") << R"({"free_quota_tokens_per_day": 2e16})"
                                          << "2e16 is outside the hard limits 0 … 1e16";
        QTest::newRow("growth below -100") << R"({"demand_growth_pct_per_month": -101})"
                                           << "-101 is outside the hard limits -100 … 200";
        QTest::newRow("conversion above 100") << R"({"conversion_pct": 101})"
                                              << "conversion_pct: 101 is outside";
        QTest::newRow("horizon 0") << R"({"horizon_months": 0})"
                                   << "horizon_months: 0 is outside the hard limits 1 … 120";
        QTest::newRow("horizon 121") << R"({"horizon_months": 121})"
                                     << "121 is outside";
        QTest::newRow("free tier beyond horizon") << R"({"horizon_months": 12, "free_tier_months": 13})"
                                                  << "13 is outside the hard limits 0 … horizon_months (12)";
        QTest::newRow("default free tier beyond short horizon") << R"({"horizon_months": 3})"
                                                                << "free_tier_months: the default 6 is beyond horizon_months (3)";
        QTest::newRow("pue below 1") << R"({"pue": 0.9})"
                                     << "pue: 0.9 is outside the hard limits 1 … 5";
        QTest::newRow("chip life 0") << R"({"chip_life_years": 0})"
                                     << "chip_life_years: 0 is outside the hard limits > 0 … 20";
        QTest::newRow("throughput 0") << R"({"tokens_per_chip_per_day": 0})"
                                      << "> 0 … 1e13";
        QTest::newRow("speed-up 0") << R"({"software_speedup": 0})"
                                    << "software_speedup: 0 is outside";
        QTest::newRow("cash above 1e13") << R"({"cash_usd": 2e13})"
                                         << "cash_usd: 2e13 is outside";
        QTest::newRow("serving cost above 100") << R"({"serving_cost_usd_per_mtok": 101})"
                                                << "serving_cost_usd_per_mtok: 101 is outside";
        // text and dates
        QTest::newRow("empty name") << R"({"name": ""})"
                                    << "name: is 0 characters long; it must be 1 to 200";
        QTest::newRow("name of 201 characters") << QStringLiteral("{\"name\": \"%1\"}").arg(QString(201, QLatin1Char('x'))) << "is 201 characters long";
        QTest::newRow("notes over 10,000") << QStringLiteral("{\"notes\": \"%1\"}").arg(QString(10001, QLatin1Char('n')))
                                           << "notes: is 10001 characters long; it must be at most 10000";
        QTest::newRow("NUL in name") << R"({"name": "a\u0000b"})"
                                     << "NUL";
        QTest::newRow("impossible date") << R"({"start_date": "2026-13-45"})"
                                         << "\"2026-13-45\" is not a calendar date";
        QTest::newRow("29 February of a common year") << R"({"start_date": "2027-02-29"})"
                                                      << "not a calendar date";
        QTest::newRow("date before 2000") << R"({"start_date": "1999-12-31"})"
                                          << "1999-12-31 is outside the hard limits 2000-01-01 … 2100-12-31";
        // funding
        QTest::newRow("funding not a list") << R"({"funding": {"month": 1}})"
                                            << "funding: expected a list";
        QTest::newRow("funding month 120") << R"({"funding": [{"month": 120, "amount_usd": 1}]})"
                                           << "funding[0].month: 120 is outside the hard limits 0 … 119";
        QTest::newRow("funding month 1.5") << R"({"funding": [{"month": 1.5, "amount_usd": 1}]})"
                                           << "funding[0].month: 1.5 is not a whole number";
        QTest::newRow("funding negative") << R"({"funding": [{"month": 1, "amount_usd": -5}]})"
                                          << "funding[0].amount_usd: -5 is outside";
        QTest::newRow("funding unknown field") << R"({"funding": [{"month": 1, "amount": 5}]})"
                                               << "did you mean \"amount_usd\"";
        QTest::newRow("funding missing field") << R"({"funding": [{"month": 1}]})"
                                               << "funding[0]: is missing \"amount_usd\"";
        QTest::newRow("funding 101 events")
            << QStringLiteral("{\"funding\": [%1{\"month\": 1, \"amount_usd\": 1}]}").arg(QStringLiteral("{\"month\": 1, \"amount_usd\": 1},").repeated(100))
            << "has 101 events; at most 100";
        // uncertainty
        QTest::newRow("uncertainty unknown key") << R"({"uncertainty": {"conversion": {"dist": "uniform", "low": 1, "high": 2}}})"
                                                 << "did you mean \"conversion_pct\"";
        QTest::newRow("horizon cannot be uncertain") << R"({"uncertainty": {"horizon_months": {"dist": "uniform", "low": 1, "high": 2}}})"
                                                     << "horizon_months cannot be uncertain";
        QTest::newRow("start date cannot be uncertain") << R"({"uncertainty": {"start_date": {"dist": "uniform", "low": 1, "high": 2}}})"
                                                        << "cannot be uncertain";
        QTest::newRow("unknown distribution") << R"({"uncertainty": {"pue": {"dist": "normal", "low": 1, "high": 2}}})"
                                              << "expected \"uniform\", \"triangular\" or \"lognormal\"";
        QTest::newRow("low above high") << R"({"uncertainty": {"pue": {"dist": "uniform", "low": 2, "high": 1.5}}})"
                                        << "low 2 is above high 1.5";
        QTest::newRow("bound outside limits") << R"({"uncertainty": {"conversion_pct": {"dist": "uniform", "low": 1, "high": 150}}})"
                                              << "uncertainty.conversion_pct.high: 150 is outside conversion_pct's hard limits";
        QTest::newRow("lognormal from 0") << R"({"uncertainty": {"cash_usd": {"dist": "lognormal", "low": 0, "high": 5}}})"
                                          << "a lognormal needs 0 < low < high";
        QTest::newRow("mode outside") << R"({"uncertainty": {"pue": {"dist": "triangular", "low": 1, "mode": 3, "high": 2}}})"
                                      << "mode: 3 lies outside low … high";
        QTest::newRow("implicit mode outside") << R"({"uncertainty": {"pue": {"dist": "triangular", "low": 2, "high": 3}}})"
                                               << "the scenario's value 1.3 lies outside";
        QTest::newRow("mode on a uniform") << R"({"uncertainty": {"pue": {"dist": "uniform", "low": 1, "mode": 1.2, "high": 2}}})"
                                           << "only a triangular distribution has a mode";
        QTest::newRow("missing low") << R"({"uncertainty": {"pue": {"dist": "uniform", "high": 2}}})"
                                     << "is missing \"low\"";
    }
    void invalid()
    {
        QFETCH(QString, json);
        QFETCH(QString, expected);
        const auto r = parseScenario(json.toStdString());
        QVERIFY(!r.ok());
        QVERIFY(!r.problems.empty());
        const QString messages = allProblems(r.problems);
        QVERIFY2(messages.contains(expected), qPrintable(QStringLiteral("got: ") + messages));
    }

    void everyProblemIsReported()
    {
        const auto r = parseScenario(R"({"cash_usd": -1, "pue": 9, "name": "", "bogus": 1})");
        QCOMPARE(r.problems.size(), std::size_t(4));
    }

    void documentLimits()
    {
        std::string big = "{\"notes\": \"" + std::string(kMaxDocumentBytes, 'x') + "\"}";
        auto r = parseScenario(big);
        QVERIFY(!r.ok());
        QVERIFY(allProblems(r.problems).contains(QStringLiteral("at most 1 MiB")));
        // depth exactly 8 is fine (an object in a list in …): the notes key must still reject the type
        r = parseScenario(R"({"funding": [{"month": 1, "amount_usd": 1}]})");
        QVERIFY(r.ok());
    }

    void validEdges_data()
    {
        QTest::addColumn<QString>("json");
        QTest::newRow("empty object") << "{}";
        QTest::newRow("byte-order mark") << QString(QChar(0xFEFF)) + QStringLiteral("{}");
        QTest::newRow("minus zero") << R"({"quota_after_tokens_per_day": -0})";
        QTest::newRow("schema") << R"({"schema": "token-runway/scenario@1"})";
        QTest::newRow("serving cost null") << R"({"serving_cost_usd_per_mtok": null})";
        QTest::newRow("serving cost 0") << R"({"serving_cost_usd_per_mtok": 0})";
        // (moc misreads raw strings holding \" or an apostrophe, so this one is a plain literal)
        QTest::newRow("unicode name") << QStringLiteral("{\"name\": \"价格战 🚀 \\\"quoted\\\" ' ; DROP TABLE x; --\"}");
        QTest::newRow("200-character name") << QStringLiteral("{\"name\": \"%1\"}").arg(QString(200, QChar(0x4EF7)));
        QTest::newRow("no uncertainty") << R"({"uncertainty": {}})";
        QTest::newRow("horizon as 36.0") << R"({"horizon_months": 36.0})";
        QTest::newRow("100 funding events")
            << QStringLiteral("{\"funding\": [%1{\"month\": 1, \"amount_usd\": 1}]}").arg(QStringLiteral("{\"month\": 2, \"amount_usd\": 1},").repeated(99));
        QTest::newRow("free tier = horizon") << R"({"horizon_months": 3, "free_tier_months": 3})";
    }
    void validEdges()
    {
        QFETCH(QString, json);
        const QByteArray utf8 = json.toUtf8();
        const auto r = parseScenario(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())));
        QVERIFY2(r.ok(), qPrintable(allProblems(r.problems)));
    }

    void minusZeroReadsAsZero()
    {
        const auto s = runway::test::scenario(R"({"quota_after_tokens_per_day": -0.0})");
        QVERIFY(!std::signbit(s[ParamId::QuotaAfter]));
    }

    void uncertaintyDefaultsAndOverrides()
    {
        QCOMPARE(runway::test::scenario("{}").uncertainty, defaultUncertainty());
        QVERIFY(runway::test::scenario(R"({"uncertainty": {}})").uncertainty.empty());
        const auto s = runway::test::scenario(R"({"uncertainty": {"pue": {"dist": "triangular", "low": 1.1, "high": 2}}})");
        QCOMPARE(s.uncertainty.size(), std::size_t(1));
        QVERIFY(!s.uncertainty[0].mode); // follows the scenario's value
    }

    void roundTrip()
    {
        const auto s = runway::test::scenario(R"({"name": "Round ✓", "notes": "line 1\nline 2", "start_date": "2027-01-31",
            "horizon_months": 48, "price_usd_per_mtok": 0.123456789012345, "serving_cost_usd_per_mtok": 0.05,
            "funding": [{"month": 3, "amount_usd": 2.5e8}],
            "uncertainty": {"pue": {"dist": "uniform", "low": 1.1, "high": 1.6}}})");
        const std::string text = scenarioToText(s);
        const auto back = parseScenario(text);
        QVERIFY2(back.ok(), qPrintable(allProblems(back.problems)));
        QCOMPARE(*back.value, s);
        // every key is written, in the table's order, schema first
        const Json j = scenarioToJson(s);
        QCOMPARE(j.begin().key(), std::string("schema"));
        QCOMPARE(j.size(), parameters().size() + 1);
        QVERIFY(scenarioToJson(Scenario{}).at("serving_cost_usd_per_mtok").is_null());
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
    }
    void assignments()
    {
        QFETCH(QString, assignment);
        QFETCH(QString, problem);
        Json doc = Json::object();
        const Problems problems = applyAssignment(doc, assignment.toStdString());
        if (problem.isEmpty()) {
            QVERIFY2(problems.empty(), qPrintable(allProblems(problems)));
            QVERIFY2(scenarioFromJson(doc).ok(), qPrintable(allProblems(scenarioFromJson(doc).problems)));
        } else {
            QVERIFY(allProblems(problems).contains(problem));
        }
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
            Json doc = Json::object();
            QVERIFY(applyAssignment(doc, assignment).empty());
            const auto r = scenarioFromJson(doc);
            QVERIFY(!r.ok());
            QVERIFY2(allProblems(r.problems).contains(QString::fromStdString(expected)), qPrintable(allProblems(r.problems)));
        }
        Json doc = Json::object();
        QVERIFY(applyAssignment(doc, "name=\xe4\xb8\xad\xf0\x9f\x93\x88").empty()); // 中 and U+1F4C8
        QVERIFY2(scenarioFromJson(doc).ok(), qPrintable(allProblems(scenarioFromJson(doc).problems)));
        QCOMPARE(firstNonUtf8Byte("ok"), std::optional<std::size_t>());
        QCOMPARE(firstNonUtf8Byte("ok\xe4\xb8"), std::optional<std::size_t>(2)); // cut short
    }

    void assignedValuesAreValidatedAsAWhole()
    {
        Json doc = Json::object();
        QVERIFY(applyAssignment(doc, "conversion_pct=150").empty());
        const auto r = scenarioFromJson(doc);
        QVERIFY(!r.ok());
        QVERIFY(allProblems(r.problems).contains(QStringLiteral("conversion_pct: 150 is outside")));
    }

    void presetsMatchModel()
    {
        const auto loaded = loadPresets();
        QVERIFY2(loaded.ok(), qPrintable(allProblems(loaded.problems)));
        QStringList ids;
        for (const auto& p : *loaded.value)
            ids << QString::fromStdString(p.id);
        QCOMPARE(ids, QStringList({QStringLiteral("announced"), QStringLiteral("quota-full"), QStringLiteral("price-floor"), QStringLiteral("premium"),
                                   QStringLiteral("bull"), QStringLiteral("bear"), QStringLiteral("before-speedup"), QStringLiteral("cost-parity"),
                                   QStringLiteral("h100-rental")}));
        QCOMPARE(findPreset("quota-full")->scenario[ParamId::Demand], 1e14);
        QCOMPARE(findPreset("price-floor")->scenario[ParamId::Price], 0.03);
        QCOMPARE(findPreset("premium")->scenario[ParamId::Price], 1.0);
        QCOMPARE(findPreset("bull")->scenario[ParamId::Conversion], 5.0);
        QCOMPARE(findPreset("bull")->scenario[ParamId::Growth], 10.0);
        QCOMPARE(findPreset("bear")->scenario[ParamId::Conversion], 1.0);
        QCOMPARE(findPreset("bear")->scenario[ParamId::FreeTierMonths], 36.0);
        QVERIFY(std::fabs(findPreset("before-speedup")->scenario[ParamId::Speedup] - 1.0 / 3) < 1e-15);
        QCOMPARE(findPreset("cost-parity")->scenario[ParamId::ServingCost], 0.10);
        QVERIFY(!findPreset("cost-parity")->scenario.deriveServingCost);
        QCOMPARE(findPreset("h100-rental")->scenario[ParamId::ServingCost], 0.30);
        QVERIFY(findPreset("announced")->overrides.empty());
        for (const auto& p : *loaded.value)
            QVERIFY(!p.description.empty());
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

QTEST_GUILESS_MAIN(TestScenario)
#include "test_scenario.moc"
