// Scenario files: every validation rule of MODEL.md §1, one row each; round trips; --set.
#include <QtTest>

#include <algorithm>

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
        QCOMPARE(parseScenario("{}").value.value(), s);
        QCOMPARE(parseScenario(R"({"schema": "token-runway/scenario@2"})").value.value(), s);
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
        QTest::newRow("wrong schema") << R"({"schema": "token-runway/scenario@3"})"
                                      << "schema: expected \"token-runway/scenario@2\" (or @1 for a model-1 file), got a string";
        QTest::newRow("schema not a string") << R"({"schema": 2})"
                                             << "schema: expected \"token-runway/scenario@2\" (or @1 for a model-1 file), got a number";
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
        QCOMPARE(runway::test::scenario("{}").uncertainty, defaultUncertainty());
        QVERIFY(runway::test::scenario(R"({"uncertainty": {}})").uncertainty.empty());
        const auto s = runway::test::scenario(R"({"uncertainty": {"pue": {"dist": "triangular", "low": 1.1, "high": 2}}})");
        QCOMPARE(s.uncertainty.size(), std::size_t(1));
        QVERIFY(!s.uncertainty[0].mode); // follows the scenario's value
    }

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
        // every key is written, in the table's order, schema first
        const Json j = scenarioToJson(s);
        QCOMPARE(j.begin().key(), std::string("schema"));
        QCOMPARE(j.size(), parameters().size() + 1);
        QCOMPARE(j.at("schema").get<std::string>(), std::string("token-runway/scenario@2"));
        QCOMPARE(j.at("capacity_mode").get<std::string>(), std::string("per_token"));
        QCOMPARE(j.at("chips_owned").get<long long>(), 12000LL); // whole numbers as JSON integers
        for (const char* key : {"serving_cost_usd_per_mtok", "cash_usd", "chips_owned", "account_cap_tokens_per_day"})
            QVERIFY2(scenarioToJson(Scenario{}).at(key).is_null(), key);
    }

    void theSchemaWrittenIsAlways2()
    {
        // MODEL.md §0: everything written carries @2, an @1 scenario too; read back, it is model 2 with the same values.
        const auto one = parseScenario(R"({"schema": "token-runway/scenario@1", "demand_tokens_per_day": 1e14})");
        QVERIFY(one.ok());
        const Json j = scenarioToJson(*one.value);
        QCOMPARE(j.at("schema").get<std::string>(), std::string("token-runway/scenario@2"));
        QCOMPARE(j.at("cash_usd").get<double>(), 1e9);
        QCOMPARE(j.at("capacity_mode").get<std::string>(), std::string("per_token"));
        const auto back = scenarioFromJson(j);
        QVERIFY2(back.ok(), qPrintable(allProblems(back.problems)));
        QCOMPARE(back.value->model, 2);
        Scenario expected = *one.value;
        expected.model = 2;
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
        const auto r = parseScenario(R"({"burn_since_filing_usd_per_month": 2e8})");
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
        // MODEL.md §9, in its order.
        const auto loaded = loadPresets();
        QVERIFY2(loaded.ok(), qPrintable(allProblems(loaded.problems)));
        QStringList ids;
        for (const auto& p : *loaded.value)
            ids << QString::fromStdString(p.id);
        QCOMPARE(ids,
                 QStringList({QStringLiteral("announced"), QStringLiteral("simple"), QStringLiteral("quota-full"), QStringLiteral("price-floor"),
                              QStringLiteral("premium"), QStringLiteral("bull"), QStringLiteral("bear"), QStringLiteral("before-speedup"),
                              QStringLiteral("cost-parity"), QStringLiteral("h100-rental"), QStringLiteral("openrouter-caps"), QStringLiteral("agentic-mix")}));
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
        QVERIFY(findPreset("announced")->overrides.empty());
        for (const auto& p : *loaded.value) {
            QVERIFY(!p.description.empty());
            QCOMPARE(p.scenario.model, 2);
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

QTEST_GUILESS_MAIN(TestScenario)
#include "test_scenario.moc"
