// Scenario files: every validation rule of MODEL.md §1, one row each; model-1 documents, model 2's
// rules and their edges, the uncertainty block. Round trips, `upgrade`, --set, quantities, presets
// and dates: test_scenario_edit.cpp.
#include <QtTest>

#include <algorithm>

#include "core/scenario/jsondocument.h"
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
        // MODEL.md §1's model-2 defaults.
        const Scenario s;
        QCOMPARE(s.model, 2);
        QCOMPARE(s.name, std::string("Untitled"));
        QCOMPARE(s.startDate.toIso(), std::string("2026-03-04"));
        QCOMPARE(s.filingDate.toIso(), std::string("2025-06-30"));
        QCOMPARE(s.horizonMonths(), 36);
        QCOMPARE(s[ParamId::Price], 0.10);
        QCOMPARE(s[ParamId::Elasticity], -1.0);
        QCOMPARE(s[ParamId::FreeQuota], 1e14);
        QCOMPARE(s[ParamId::FreeAccounts], 250000.0);
        QCOMPARE(s[ParamId::Demand], 23.2e12 / 6);
        QCOMPARE(s[ParamId::RunTokens], 23.2e12 / 6);
        QCOMPARE(s[ParamId::Conversion], 3.0);
        QCOMPARE(s[ParamId::FixedOpex], 35.3e6);
        QCOMPARE(s[ParamId::OpexGrowth], 2.0);
        QCOMPARE(s[ParamId::OtherRevenue], 4.4e6);
        QCOMPARE(s[ParamId::FilingCashCny], 2.552e9);
        QCOMPARE(s[ParamId::CnyPerUsd], 7.17);
        QCOMPARE(s[ParamId::RaisedSinceFiling], 5.58e8);
        QCOMPARE(s[ParamId::BurnSinceFiling], 30.8e6);
        QVERIFY(s.owned());
        for (ParamId id : {ParamId::ServingCost, ParamId::Cash, ParamId::ChipsOwned, ParamId::AccountCap})
            QVERIFY2(s.isNull(id), spec(id).key.data());
        QCOMPARE(s.uncertainty.size(), std::size_t(7)); // MODEL.md §6: seven parameters
        QCOMPARE(parseScenario(R"({"schema": "token-runway/scenario@2"})").value.value(), s);
        // MODEL3.md §0: a document without a schema line is the model-3 defaults, model 2's with its keys
        QCOMPARE(parseScenario("{}").value.value(), Scenario::model3Defaults());
        for (const auto& p : parameters())
            QCOMPARE(findParam(p.key), &p);
    }

    void model1DocumentsTakeModel1Defaults()
    {
        // MODEL.md §0: an @1 document takes model 1's defaults and the neutral values.
        const auto r = parseScenario(R"({"schema": "token-runway/scenario@1"})");
        QVERIFY2(r.ok(), qPrintable(allProblems(r.problems)));
        const Scenario& s = *r.value;
        QCOMPARE(s.model, 1);
        QVERIFY(!s.isNull(ParamId::Cash));
        QCOMPARE(s[ParamId::Cash], 1e9);
        QCOMPARE(s[ParamId::FixedOpex], 40e6);
        QCOMPARE(s[ParamId::OpexGrowth], 0.0);
        QCOMPARE(s[ParamId::Elasticity], 0.0);
        QVERIFY(!s.owned());
        QVERIFY(s.isNull(ParamId::AccountCap));
        QVERIFY(s.isNull(ParamId::ServingCost));
        QCOMPARE(s[ParamId::OutputShare], 25.0); // the reference mix
        QCOMPARE(s[ParamId::CacheHit], 0.0);
        // model 1's default uncertainty (MODEL.md §6): conversion 1/3/5, growth −5…15, throughput 1e8…8e8, opex 32e6/40e6/55e6
        QCOMPARE(s.uncertainty.size(), std::size_t(4));
        QCOMPARE(*s.distribution(ParamId::Conversion), (Distribution{ParamId::Conversion, DistKind::Triangular, 1, 5, 3.0}));
        QCOMPARE(*s.distribution(ParamId::Growth), (Distribution{ParamId::Growth, DistKind::Uniform, -5, 15, std::nullopt}));
        QCOMPARE(*s.distribution(ParamId::TokensPerChip), (Distribution{ParamId::TokensPerChip, DistKind::Lognormal, 1e8, 8e8, std::nullopt}));
        QCOMPARE(*s.distribution(ParamId::FixedOpex), (Distribution{ParamId::FixedOpex, DistKind::Triangular, 32e6, 55e6, 40e6}));
        // a key given in an @1 document is read as given
        const auto given = parseScenario(R"({"schema": "token-runway/scenario@1", "cash_usd": 5e8, "serving_cost_usd_per_mtok": 0.3})");
        QVERIFY2(given.ok(), qPrintable(allProblems(given.problems)));
        QCOMPARE((*given.value)[ParamId::Cash], 5e8);
        QCOMPARE((*given.value)[ParamId::ServingCost], 0.3); // per token in model 1, so a typed serving cost is fine
    }

    void model2KeysInAModel1DocumentAreRefused_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("expected");
        QTest::newRow("capacity_mode") << R"({"schema": "token-runway/scenario@1", "capacity_mode": "per_token"})"
                                       << "capacity_mode: is a model-2 key, but this document says \"schema\": \"token-runway/scenario@1\"; change "
                                          "the schema line to \"token-runway/scenario@2\"";
        QTest::newRow("price_elasticity") << R"({"schema": "token-runway/scenario@1", "price_elasticity": 0})"
                                          << "price_elasticity: is a model-2 key";
        QTest::newRow("account cap null") << R"({"schema": "token-runway/scenario@1", "account_cap_tokens_per_day": null})"
                                          << "account_cap_tokens_per_day: is a model-2 key";
        QTest::newRow("filing_date") << R"({"schema": "token-runway/scenario@1", "filing_date": "2025-06-30"})"
                                     << "filing_date: is a model-2 key";
        QTest::newRow("cash null") << R"({"schema": "token-runway/scenario@1", "cash_usd": null})"
                                   << "cash_usd: null (derived cash) is a model-2 value, but this document says \"schema\": "
                                      "\"token-runway/scenario@1\", where cash_usd is the cash itself; give a number, or change the schema line to "
                                      "\"token-runway/scenario@2\"";
        QTest::newRow("uncertain model-2 key") << R"({"schema": "token-runway/scenario@1", "uncertainty": {"opex_growth_pct_per_month": )"
                                                  R"({"dist": "uniform", "low": 0, "high": 4}}})"
                                               << "uncertainty.opex_growth_pct_per_month: is a model-2 key";
    }
    void model2KeysInAModel1DocumentAreRefused()
    {
        QFETCH(QString, json);
        QFETCH(QString, expected);
        const auto r = parseScenario(json.toStdString());
        QVERIFY(!r.ok());
        QVERIFY2(allProblems(r.problems).contains(expected), qPrintable(allProblems(r.problems)));
        QCOMPARE(r.problems.front().code, ProblemCode::Model2Key);
    }

    // Each rule of MODEL.md §1 and §6 that model 2 added: the message names the key, the value
    // and what to do.
    void model2Rules_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("expected");
        QTest::newRow("owned with a typed serving cost")
            << R"({"serving_cost_usd_per_mtok": 0.3})" << int(ProblemCode::OwnedWithServingCost)
            << "serving_cost_usd_per_mtok: 0.3 is given while capacity_mode is \"owned\", where the serving cost is derived from the accelerators "
               "the company owns; clear it (null) or set capacity_mode to \"per_token\"";
        QTest::newRow("derived cash, filing after start")
            << R"({"filing_date": "2026-03-05"})" << int(ProblemCode::FilingAfterStart)
            << "filing_date: 2026-03-05 is after start_date (2026-03-04); the cash at the start is derived from the filing (cash_usd is null), so the filing "
               "must come first: set filing_date on or before start_date, or give cash_usd a number";
        QTest::newRow("start moved before the filing")
            << R"({"start_date": "2025-06-29"})" << int(ProblemCode::FilingAfterStart) << "filing_date: 2025-06-30 is after start_date";
        QTest::newRow("uncertain free_accounts")
            << R"({"uncertainty": {"free_accounts": {"dist": "uniform", "low": 1000, "high": 5000}}})" << int(ProblemCode::CannotBeUncertain)
            << "uncertainty.free_accounts: free_accounts cannot be uncertain: it takes whole numbers, which are not sampled (MODEL.md §6); "
               "remove uncertainty.free_accounts and set free_accounts itself";
        QTest::newRow("uncertain chips_owned") << R"({"uncertainty": {"chips_owned": {"dist": "uniform", "low": 9000, "high": 12000}}})"
                                               << int(ProblemCode::CannotBeUncertain) << "chips_owned cannot be uncertain: it takes whole numbers";
        QTest::newRow("uncertain capacity_mode")
            << R"({"uncertainty": {"capacity_mode": {"dist": "uniform", "low": 0, "high": 1}}})" << int(ProblemCode::CannotBeUncertain)
            << "capacity_mode cannot be uncertain: it is a choice (\"owned\" or \"per_token\"), not a number; remove uncertainty.capacity_mode";
        QTest::newRow("uncertain filing_date") << R"({"uncertainty": {"filing_date": {"dist": "uniform", "low": 0, "high": 1}}})"
                                               << int(ProblemCode::CannotBeUncertain)
                                               << "filing_date cannot be uncertain: it is a date, not a number; remove uncertainty.filing_date";
        QTest::newRow("uncertain serving cost, owned")
            << R"({"uncertainty": {"serving_cost_usd_per_mtok": {"dist": "uniform", "low": 0.02, "high": 0.05}}})"
            << int(ProblemCode::UncertainServingCostOwned)
            << "uncertainty.serving_cost_usd_per_mtok: the serving cost cannot be uncertain while capacity_mode is \"owned\" (it is derived from "
               "the accelerators); make the accelerator inputs uncertain instead, or set capacity_mode to \"per_token\"";
        QTest::newRow("triangular without mode on derived cash")
            << R"({"uncertainty": {"cash_usd": {"dist": "triangular", "low": 5e8, "high": 8e8}}})" << int(ProblemCode::ModeNeeded)
            << "uncertainty.cash_usd: a triangular distribution without a mode peaks at the scenario's value, but cash_usd is null (derived); "
               "give the distribution a mode, or give cash_usd a number";
        QTest::newRow("triangular without mode, no cap")
            << R"({"uncertainty": {"account_cap_tokens_per_day": {"dist": "triangular", "low": 1e6, "high": 1e8}}})" << int(ProblemCode::ModeNeeded)
            << "account_cap_tokens_per_day is null (no cap)";
        QTest::newRow("capacity_mode a number") << R"({"capacity_mode": 1})" << int(ProblemCode::WrongType)
                                                << "capacity_mode: expected \"owned\" or \"per_token\", got a number";
        QTest::newRow("capacity_mode with a space") << R"({"capacity_mode": "owned "})" << int(ProblemCode::UnknownChoice)
                                                    << "capacity_mode: expected \"owned\" or \"per_token\", got a string (\"owned \")";
        QTest::newRow("filing_date impossible") << R"({"filing_date": "2026-13-01"})" << int(ProblemCode::NotADate)
                                                << "filing_date: \"2026-13-01\" is not a calendar date in the form YYYY-MM-DD";
        QTest::newRow("filing_date before 2000") << R"({"filing_date": "1999-12-31", "cash_usd": 1e9})" << int(ProblemCode::DateOutOfLimits)
                                                 << "filing_date: 1999-12-31 is outside the hard limits 2000-01-01 … 2100-12-31";
        QTest::newRow("chips_owned not whole") << R"({"chips_owned": 1.5})" << int(ProblemCode::NotWhole) << "chips_owned: 1.5 is not a whole number";
        QTest::newRow("chips_owned as text") << R"({"chips_owned": "many"})" << int(ProblemCode::WrongType)
                                             << "chips_owned: expected a whole number or null, got a string";
        QTest::newRow("free_accounts 0") << R"({"free_accounts": 0})" << int(ProblemCode::OutOfLimits)
                                         << "free_accounts: 0 is outside the hard limits 1 … 1e10";
        QTest::newRow("free_accounts null") << R"({"free_accounts": null})" << int(ProblemCode::WrongType)
                                            << "free_accounts: expected a whole number, got null";
        QTest::newRow("account cap −1") << R"({"account_cap_tokens_per_day": -1})" << int(ProblemCode::OutOfLimits)
                                        << "account_cap_tokens_per_day: -1 is outside the hard limits 0 … 1e13";
        QTest::newRow("elasticity above 0") << R"({"price_elasticity": 0.5})" << int(ProblemCode::OutOfLimits)
                                            << "price_elasticity: 0.5 is outside the hard limits -5 … 0";
        QTest::newRow("exchange rate 0") << R"({"cny_per_usd": 0})" << int(ProblemCode::OutOfLimits) << "cny_per_usd: 0 is outside the hard limits > 0 … 1000";
        QTest::newRow("cached price above 1") << R"({"cached_price_fraction": 1.5})" << int(ProblemCode::OutOfLimits)
                                              << "cached_price_fraction: 1.5 is outside the hard limits 0 … 1";
    }
    void model2Rules()
    {
        QFETCH(QString, json);
        QFETCH(int, code);
        QFETCH(QString, expected);
        const auto r = parseScenario(json.toStdString());
        QVERIFY(!r.ok());
        QVERIFY2(allProblems(r.problems).contains(expected), qPrintable(allProblems(r.problems)));
        QVERIFY2(std::any_of(r.problems.begin(), r.problems.end(), [&](const Problem& p) { return int(p.code) == code; }), qPrintable(allProblems(r.problems)));
    }

    void model2RulesAllowTheirEdges_data()
    {
        QTest::addColumn<QString>("json");
        QTest::newRow("per_token with a typed serving cost") << R"({"capacity_mode": "per_token", "serving_cost_usd_per_mtok": 0.3})";
        QTest::newRow("per_token with an uncertain serving cost")
            << R"({"capacity_mode": "per_token", "serving_cost_usd_per_mtok": 0.3, "uncertainty": {"serving_cost_usd_per_mtok": )"
               R"({"dist": "uniform", "low": 0.1, "high": 0.6}}})";
        QTest::newRow("filing on the start date") << R"({"filing_date": "2026-03-04"})";
        QTest::newRow("filing after the start, cash given") << R"({"filing_date": "2026-06-30", "cash_usd": 6e8})";
        QTest::newRow("triangular with a mode on a null key")
            << R"({"uncertainty": {"cash_usd": {"dist": "triangular", "low": 5e8, "mode": 6e8, "high": 8e8}}})";
        QTest::newRow("uniform on a null key") << R"({"uncertainty": {"account_cap_tokens_per_day": {"dist": "uniform", "low": 1e6, "high": 1e8}}})";
        QTest::newRow("chips_owned 0") << R"({"chips_owned": 0})";
        QTest::newRow("chips_owned null") << R"({"chips_owned": null})";
        QTest::newRow("account cap 0") << R"({"account_cap_tokens_per_day": 0})";
        QTest::newRow("free_accounts 1") << R"({"free_accounts": 1})";
        QTest::newRow("elasticity −5 and 0") << R"({"price_elasticity": -5, "reference_price_usd_per_mtok": 100})";
        QTest::newRow("a negative derived cash") << R"({"burn_since_filing_usd_per_month": 2e8})";
    }
    void model2RulesAllowTheirEdges()
    {
        QFETCH(QString, json);
        const auto r = parseScenario(json.toStdString());
        QVERIFY2(r.ok(), qPrintable(allProblems(r.problems)));
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
        QTest::newRow("wrong schema")
            << R"({"schema": "token-runway/scenario@4"})"
            << "schema: expected \"token-runway/scenario@3\", \"token-runway/scenario@2\" or \"token-runway/scenario@1\", got a string";
        QTest::newRow("schema not a string")
            << R"({"schema": 2})"
            << "schema: expected \"token-runway/scenario@3\", \"token-runway/scenario@2\" or \"token-runway/scenario@1\", got a number";
        // keys
        QTest::newRow("unknown key with suggestion") << R"({"pirce_usd_per_mtok": 1})"
                                                     << "did you mean \"price_usd_per_mtok\"";
        QTest::newRow("unknown key without suggestion") << R"({"zzzzzzzzzzzzzzzzzz": 1})"
                                                        << "unknown key \"zzzzzzzzzzzzzzzzzz\"";
        // types
        QTest::newRow("number as string") << R"({"conversion_pct": "3"})"
                                          << "conversion_pct: expected a number, got a string";
        QTest::newRow("number as bool") << R"({"cash_usd": true})"
                                        << "cash_usd: expected a number or null, got true";
        QTest::newRow("whole number as text") << R"({"horizon_months": "36"})"
                                              << "horizon_months: expected a whole number, got a string";
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
                                                  << "free_tier_months: 13 is beyond horizon_months (12); set free_tier_months to at most 12 or "
                                                     "lengthen the horizon";
        QTest::newRow("free tier beyond the longest horizon") << R"({"horizon_months": 12, "free_tier_months": 121})"
                                                              << "121 is outside the hard limits 0 … horizon_months (12)";
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
        QTest::newRow("serving cost above 100") << R"({"capacity_mode": "per_token", "serving_cost_usd_per_mtok": 101})"
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
                                               << "funding[0]: is missing the field \"amount_usd\"";
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
        QTest::newRow("mode on a uniform") << R"({"uncertainty": {"pue": {"dist": "uniform", "low": 1, "mode": 1.2, "high": 2}}})"
                                           << "only a triangular distribution has a mode";
        QTest::newRow("missing low") << R"({"uncertainty": {"pue": {"dist": "uniform", "high": 2}}})"
                                     << "is missing the field \"low\"";
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
        QTest::newRow("schema @1") << R"({"schema": "token-runway/scenario@1"})";
        QTest::newRow("schema @2") << R"({"schema": "token-runway/scenario@2"})";
        QTest::newRow("serving cost null") << R"({"serving_cost_usd_per_mtok": null})";
        QTest::newRow("serving cost 0") << R"({"capacity_mode": "per_token", "serving_cost_usd_per_mtok": 0})";
        QTest::newRow("serving cost 0 in @1") << R"({"schema": "token-runway/scenario@1", "serving_cost_usd_per_mtok": 0})";
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
        QCOMPARE(runway::test::scenario2("{}").uncertainty, defaultUncertainty());
        QCOMPARE(runway::test::scenario("{}").uncertainty, defaultUncertainty(3)); // MODEL3.md §6: no schema line is model 3
        QVERIFY(runway::test::scenario(R"({"uncertainty": {}})").uncertainty.empty());
        const auto s = runway::test::scenario(R"({"uncertainty": {"pue": {"dist": "triangular", "low": 1.1, "high": 2}}})");
        QCOMPARE(s.uncertainty.size(), std::size_t(1));
        QVERIFY(!s.uncertainty[0].mode); // follows the scenario's value
    }
};

QTEST_GUILESS_MAIN(TestScenario)
#include "test_scenario.moc"
