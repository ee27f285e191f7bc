// Model 3 against MODEL3.md: every worked example of §10 (one row per id, the expected values as the
// spec prints them: money to the cent, other reals to 5e-9 relative, counts, days and dates exactly,
// an error row passing when a problem names the key), the neutral values reproducing model 2 bit for
// bit on random scenarios, upgrade(@2 → @3), the schema's rules, --set on @2 and @3 scenarios, and the
// analyses on a model-3 scenario against the scalar path sample by sample.
#include <QtTest>

#include <random>
#include <set>

#include "core/analysis/cashpath.h"
#include "core/analysis/montecarlo.h"
#include "core/analysis/sensitivity.h"
#include "core/model/model.h"
#include "core/model/modeljson.h"
#include "core/scenario/jsondocument.h"
#include "core/scenario/scenariojson.h"
#include "core/scenario/scenariopatch.h"
#include "core/scenario/validate.h"
#include "testhelpers.h"

using namespace runway;
using runway::test::allProblems;

namespace {

/// §10's "M2": every key of §0's table at its neutral value, written out in an @3 document.
constexpr const char* kNeutral = R"({"schema": "token-runway/scenario@3", "flows_measured_on": null, "other_revenue_growth_pct_per_month": 0,
    "fleet_share_pct": 100, "training_compute_share_pct": 0, "training_compute_growth_after_start_pct_per_month": null, "credit_line_usd": 0,
    "replace_chips": false, "subscribers": 0, "competitor_price_usd_per_mtok": null, "other_revenue_measured_on": null})";

/// The document of a row: "M2 + {…}" is kNeutral with the overrides; a plain object is used as it is,
/// with the @3 schema line when it has none.
Json rowDocument(const std::string& base, const std::string& overrides)
{
    Json doc = Json::parse(base == "M2" ? std::string(kNeutral) : std::string(R"({"schema": "token-runway/scenario@3"})"));
    const Json extra = Json::parse(overrides);
    for (const auto& [key, v] : extra.items())
        doc[key] = v;
    return doc;
}

/// Whether a metric is money (checked to the cent) by its key.
bool isMoney(const std::string& key)
{
    return key.ends_with("_usd") || key.ends_with("_usd_per_month") || key == "fn:revenue_2025";
}

/// Whether a metric is a count, a day or an integer (checked exactly).
bool isWhole(const std::string& key)
{
    return key == "runway_days" || key == "own_cash_runway_days" || key == "credit_line_first_draw_day" || key.starts_with("chips_");
}

} // namespace

class TestModel3 : public QObject {
    Q_OBJECT

private slots:
    void workedExamples_data();
    void workedExamples();
    void neutralIsModel2_data();
    void neutralIsModel2();
    void upgradeKeepsResults_data();
    void upgradeKeepsResults();
    void schemaRules_data();
    void schemaRules();
    void writtenAndReadBack();
    void setOnModel2AndModel3();
    void dayFormulasByHand();
    void analysesTakeTheScalarPath();
    void tornadoOnTheDefaults();
};

void TestModel3::workedExamples_data()
{
    QTest::addColumn<QString>("base");
    QTest::addColumn<QString>("overrides");
    QTest::addColumn<QString>("metric");
    QTest::addColumn<QString>("expected");
    const auto row = [](const char* id, const char* base, const char* overrides, const char* metric, const char* expected) {
        QTest::newRow(id) << QString::fromUtf8(base) << QString::fromUtf8(overrides) << QString::fromUtf8(metric) << QString::fromUtf8(expected);
    };
    // MODEL3.md §10, in its order. Values are the spec's, thousands separators removed.
    row("D1", "", "{}", "runway_days", "267");
    row("D2", "", "{}", "cash_out_date", "2026-11-26");
    row("D3", "", "{}", "cash_start_usd", "581617949.71");
    row("D4", "", "{}", "bridge_burn_usd", "332309525.88");
    row("D5", "", "{}", "opex_start_usd_per_month", "53967834.82");
    row("D6", "", "{}", "training_compute_start_usd_per_month", "42944238.27");
    row("D7", "", "{}", "other_revenue_start_usd_per_month", "6835870.94");
    row("D8", "", "{}", "chips_free_start", "4833");
    row("D9", "", "{}", "chips_bought", "4834");
    row("D10", "", "{}", "capex_total_usd", "79761000.00");
    row("D11", "", "{}", "day0.net_burn_usd", "81334943.26");
    row("D12", "", "{}", "day0.free_tier_incremental_cash_usd", "79765826.27");
    row("D13", "", "{}", "day0.free_tier_cash_usd", "77382213.46");
    row("D14", "", "{}", "total_free_tier_incremental_cash_usd", "84973366.85");
    row("N1", "M2", "{}", "runway_days", "525");
    row("N2", "M2", "{}", "cash_start_usd", "660340808.93");
    row("N3", "M2", "{}", "day0.net_burn_usd", "1028051.53");
    row("N4", "", R"({"schema": "token-runway/scenario@2"})", "runway_days", "525");
    row("N5", "", R"({"schema": "token-runway/scenario@1"})", "runway_days", "830");
    row("N6", "M2", R"({"conversion_pct": 5.0, "demand_growth_pct_per_month": 10.0})", "runway_days", "450");
    row("N7", "M2", R"({"demand_tokens_per_day": 100000000000000.0})", "capex_total_usd", "3965494500.00");
    row("N8", "M2",
        R"({"training_compute_growth_pct_per_month": 9.0, "credit_line_rate_pct_per_year": 20.0, "subscription_usd_per_month": 99.0, "competitor_switch_premium_pct": 1.0})",
        "runway_days", "525");
    row("N9", "M2", "{}", "day0.free_tier_cash_usd", "9361.99");
    row("N10", "M2", "{}", "day0.free_tier_incremental_cash_usd", "0");
    row("C1a", "M2", R"({"flows_measured_on": "2025-04-01", "other_revenue_growth_pct_per_month": 4.0})", "runway_days", "448");
    row("C1b", "M2", R"({"flows_measured_on": "2025-04-01", "other_revenue_growth_pct_per_month": 4.0})", "cash_start_usd", "627935612.72");
    row("C1c", "M2", R"({"flows_measured_on": "2025-04-01"})", "runway_days", "401");
    row("C2a", "M2", R"({"fleet_share_pct": 50.0})", "runway_days", "469");
    row("C2b", "M2", R"({"fleet_share_pct": 50.0})", "day0.capex_usd", "79761000.00");
    row("C2c", "M2", R"({"fleet_share_pct": 0.0})", "runway_days", "412");
    row("C2d", "M2", R"({"fleet_share_pct": 0.0})", "total_free_tier_incremental_cash_usd", "164831456.54");
    row("C3a", "M2", R"({"training_compute_share_pct": 75.0, "training_compute_growth_pct_per_month": 4.4})", "runway_days", "457");
    row("C4a", "M2", R"({"credit_line_usd": 1241283124.13, "horizon_months": 120})", "runway_days", "1155");
    row("C4b", "M2", R"({"credit_line_usd": 1241283124.13})", "credit_line_first_draw_day", "525");
    const char* raise70 = R"({"funding": [{"month": 12, "amount_usd": 745000000.0, "label": "follow-on raise", "probability_pct": 70.0}]})";
    row("C4c", "M2", raise70, "runway_days", "946");
    row("C4d", "M2", raise70, "own_cash_runway_days", "525");
    row("C4e", "M2", R"({"funding": [{"month": 12, "amount_usd": 745000000.0, "label": "follow-on raise", "probability_pct": 50.0}]})", "runway_days", "525");
    row("C5a", "M2", R"({"replace_chips": true})", "runway_days", "489");
    row("C5b", "M2", R"({"replace_chips": true})", "day0.replacement_capex_usd", "109250.34");
    const char* subs = R"({"subscribers": 150000.0, "subscription_usd_per_month": 7.75, "subscriber_growth_pct_per_month": 5.0,
        "subscriber_churn_pct_per_month": 5.0, "subscription_cost_pct": 50.0})";
    row("C6a", "M2", subs, "runway_days", "531");
    row("C6b", "M2", subs, "total_subscription_revenue_usd", "40021447.36");
    row("C7a", "M2", R"({"competitor_price_usd_per_mtok": 0.175, "price_usd_per_mtok": 1.0})", "paid_tokens_lost_pct", "100");
    row("C7b", "M2", R"({"competitor_price_usd_per_mtok": 0.175, "price_usd_per_mtok": 0.18})", "paid_tokens_lost_pct", "28.57142857");
    row("C7c", "M2", R"({"competitor_price_usd_per_mtok": 0.175, "price_usd_per_mtok": 1.0})", "runway_days", "521");
    const char* fy2025 = R"({"other_revenue_usd_per_month": 8410000.0, "other_revenue_measured_on": "2025-07-02"})";
    row("C8a", "", fy2025, "runway_days", "296");
    row("C8b", "", "{}", "fn:revenue_2025", "60949832.05");
    row("C8c", "", fy2025, "fn:revenue_2025", "103295228.04");
    row("L1", "", R"({"flows_measured_on": null, "other_revenue_growth_pct_per_month": 0.0})", "runway_days", "414");
    row("L2", "", R"({"fleet_share_pct": 100.0})", "runway_days", "303");
    row("L3", "", R"({"training_compute_share_pct": 0.0})", "runway_days", "396");
    row("E1", "", R"({"fleet_share_pct": 120})", "error", "fleet_share_pct");
    row("E2", "", R"({"flows_measured_on": "2026-06-01"})", "error", "flows_measured_on");
    row("E3", "", R"({"schema": "token-runway/scenario@2", "fleet_share_pct": 50})", "error", "fleet_share_pct");
    row("E4", "", R"({"funding": [{"month": 3, "amount_usd": 100000000.0, "probability_pct": 150}]})", "error", "funding[0].probability_pct");
    row("E5", "", R"({"flows_measured_on": "2025-09-01", "opex_growth_pct_per_month": -100})", "error", "opex_growth_pct_per_month");
    row("F1", "", R"({"training_compute_growth_after_start_pct_per_month": 0.0})", "runway_days", "321");
    row("F2", "", R"({"training_compute_growth_after_start_pct_per_month": 0.0})", "cash_start_usd", "581617949.71");
    row("F3", "", R"({"training_compute_growth_after_start_pct_per_month": 0.0})", "total_training_compute_usd", "1545992577.78");
    row("F4", "", R"({"training_compute_growth_after_start_pct_per_month": -100.0})", "runway_days", "null");
    row("R1", "M2", R"({"replace_chips": true, "chip_life_years": 1.0, "horizon_months": 60, "demand_growth_pct_per_month": 5.0})",
        "replacement_capex_total_usd", "1002224465.75");
    // Stated beside the table: the defaults' training compute over the horizon (F3's note) and §4c's power(0).
    row("F3 note", "", "{}", "total_training_compute_usd", "3699545442.81");
    row("4c power", "", "{}", "day0.power_usd", "14477.80");
}

void TestModel3::workedExamples()
{
    QFETCH(QString, base);
    QFETCH(QString, overrides);
    QFETCH(QString, metric);
    QFETCH(QString, expected);
    const Json doc = rowDocument(base.toStdString(), overrides.toStdString());
    const auto read = scenarioFromJson(doc);
    const std::string key = metric.toStdString();
    if (key == "error") {
        QVERIFY2(!read.ok(), "the document must be refused");
        const QString problems = allProblems(read.problems);
        QVERIFY2(problems.contains(expected), qPrintable(problems));
        return;
    }
    QVERIFY2(read.ok(), qPrintable(allProblems(read.problems)));
    const Scenario& s = *read.value;
    if (key == "fn:revenue_2025") {
        const double v = revenueIn2025(s);
        QVERIFY2(std::fabs(v - expected.toDouble()) <= 0.005 + 1e-6,
                 qPrintable(QStringLiteral("revenue_2025 = %1, MODEL3.md says %2").arg(v, 0, 'f', 4).arg(expected)));
        return;
    }
    const Metrics m = computeMetrics(s);
    if (key == "cash_out_date") {
        QVERIFY(m.cashOutDate);
        QCOMPARE(QString::fromStdString(*m.cashOutDate), expected);
        return;
    }
    const auto v = metricByKey(m, key);
    if (expected == QLatin1String("null")) {
        QVERIFY2(!v, qPrintable(QStringLiteral("%1 = %2, MODEL3.md says null").arg(metric).arg(v.value_or(0), 0, 'g', 12)));
        QVERIFY2(m.nullReasons.count(key) == 1, "a null metric says why");
        return;
    }
    QVERIFY2(v, qPrintable(metric + QStringLiteral(" is null")));
    const double want = expected.toDouble();
    const QString say = QStringLiteral("%1 = %2, MODEL3.md says %3").arg(metric).arg(*v, 0, 'f', 6).arg(expected);
    if (isWhole(key))
        QVERIFY2(*v == want, qPrintable(say));
    else if (isMoney(key))
        QVERIFY2(std::fabs(*v - want) <= 0.005 + 1e-6, qPrintable(say));
    else
        QVERIFY2(test::near(*v, want, 5e-9, 1e-12), qPrintable(say));
}

void TestModel3::neutralIsModel2_data()
{
    QTest::addColumn<int>("seed");
    for (int i = 0; i < 60; ++i)
        QTest::newRow(qPrintable(QStringLiteral("random %1").arg(i))) << i;
}

void TestModel3::neutralIsModel2()
{
    // A random model-2 scenario, and the same values read as model 3 at the neutral values: every
    // metric and every day's cash equal bit for bit (runDays3 performs runDays's operations there).
    QFETCH(int, seed);
    std::mt19937_64 r(static_cast<std::uint64_t>(seed) * 7919 + 17);
    const auto uni = [&](double a, double b) { return std::uniform_real_distribution<double>(a, b)(r); };
    const auto logUni = [&](double a, double b) { return std::exp(uni(std::log(a), std::log(b))); };
    Scenario two;
    using enum ParamId;
    two[Price] = logUni(0.01, 2);
    two[Conversion] = uni(0, 20);
    two[Demand] = logUni(1e11, 1e15);
    two[Growth] = uni(-10, 20);
    two[FreeQuota] = logUni(1e11, 1e15);
    two[OpexGrowth] = uni(-2, 6);
    two[FixedOpex] = logUni(1e6, 1e8);
    two[Elasticity] = uni(-2, 0);
    two[TokensPerChip] = logUni(1e8, 2e9);
    two[HorizonMonths] = static_cast<double>(std::uniform_int_distribution<int>(1, 120)(r));
    two[FreeTierMonths] = uni(0, std::min(12.0, two[HorizonMonths]));
    if (seed % 3 == 0)
        two.capacityMode = CapacityMode::PerToken;
    if (seed % 4 == 1)
        two.set(AccountCap, logUni(1e6, 1e9));
    if (seed % 5 == 2)
        two.set(Cash, logUni(1e8, 2e9));
    if (seed % 2 == 0)
        two.funding.push_back({static_cast<int>(uni(0, 119)), logUni(1e6, 1e9)});
    two.uncertainty.clear();
    Scenario three = two;
    three.model = 3;
    QVERIFY2(validate(three).empty(), qPrintable(allProblems(validate(three))));
    const SimulationResult a = simulate(two), b = simulate(three);
    QVERIFY(!a.metrics.model3);
    QVERIFY(b.metrics.model3);
    const auto& keys = flatMetricKeys();
    std::vector<double> va(keys.size()), vb(keys.size());
    flatMetricValues(a.metrics, va);
    flatMetricValues(b.metrics, vb);
    for (std::size_t i = 0; i < keys.size(); ++i)
        QVERIFY2((std::isnan(va[i]) && std::isnan(vb[i])) || va[i] == vb[i],
                 qPrintable(QStringLiteral("%1: model 2 %2, model 3 %3")
                                .arg(QString::fromUtf8(keys[i].data(), static_cast<qsizetype>(keys[i].size())))
                                .arg(va[i], 0, 'g', 17)
                                .arg(vb[i], 0, 'g', 17)));
    QCOMPARE(a.dailyCash, b.dailyCash);
    QCOMPARE(a.metrics.runwayDays, b.metrics.runwayDays);
    QCOMPARE(a.metrics.infeasible, b.metrics.infeasible);
    // At the neutral values the own-cash run is the run itself, and the free tier buys what it buys in model 2.
    QCOMPARE(b.metrics.model3->ownCashRunwayDays, b.metrics.runwayDays);
    QCOMPARE(b.metrics.model3->paidTokensLostPct, 0.0);
    QCOMPARE(b.metrics.model3->totalTrainingComputeUsd, 0.0);
}

void TestModel3::upgradeKeepsResults_data()
{
    QTest::addColumn<QString>("doc");
    QTest::newRow("@2 defaults") << R"({"schema": "token-runway/scenario@2"})";
    QTest::newRow("@2 bull") << R"({"schema": "token-runway/scenario@2", "conversion_pct": 5, "demand_growth_pct_per_month": 10})";
    QTest::newRow("@2 funding") << R"({"schema": "token-runway/scenario@2", "funding": [{"month": 6, "amount_usd": 3e8}], "horizon_months": 60})";
    QTest::newRow("@2 per token, capped") << R"({"schema": "token-runway/scenario@2", "capacity_mode": "per_token", "account_cap_tokens_per_day": 2e7})";
    QTest::newRow("@2 quota full") << R"({"schema": "token-runway/scenario@2", "demand_tokens_per_day": 1e14, "uncertainty": {}})";
    QTest::newRow("@1 defaults") << R"({"schema": "token-runway/scenario@1"})";
}

void TestModel3::upgradeKeepsResults()
{
    QFETCH(QString, doc);
    const Json two = Json::parse(doc.toStdString());
    const auto up = upgradeToModel3(two);
    QVERIFY2(up.ok(), qPrintable(allProblems(up.problems)));
    const Json& three = *up.value;
    QCOMPARE(QString::fromStdString(three.at("schema").get<std::string>()), QStringLiteral("token-runway/scenario@3"));
    // Every switch of §0's table written out at its neutral value, and the uncertainty.
    QVERIFY(three.at("flows_measured_on").is_null());
    QCOMPARE(three.at("fleet_share_pct").get<double>(), 100.0);
    QCOMPARE(three.at("training_compute_share_pct").get<double>(), 0.0);
    QCOMPARE(three.at("other_revenue_growth_pct_per_month").get<double>(), 0.0);
    QCOMPARE(three.at("replace_chips").get<bool>(), false);
    QVERIFY(three.contains("uncertainty"));
    for (const auto& e : three.value("funding", Json::array()))
        QCOMPARE(e.at("probability_pct").get<double>(), 100.0);
    const Scenario before = test::scenario(two.dump());
    const auto after = scenarioFromJson(three);
    QVERIFY2(after.ok(), qPrintable(allProblems(after.problems)));
    QCOMPARE(after.value->model, 3);
    QCOMPARE(after.value->uncertainty, before.uncertainty);
    const SimulationResult a = simulate(before), b = simulate(*after.value);
    QCOMPARE(a.dailyCash, b.dailyCash);
    QCOMPARE(a.metrics.runwayDays, b.metrics.runwayDays);
    QCOMPARE(a.metrics.cashStartUsd, b.metrics.cashStartUsd);
    QCOMPARE(a.metrics.capexTotalUsd, b.metrics.capexTotalUsd);
    QCOMPARE(a.metrics.totalRevenueUsd, b.metrics.totalRevenueUsd);
    // An @3 document comes back as it is.
    const auto again = upgradeToModel3(three);
    QVERIFY(again.ok());
    QCOMPARE(*again.value, three);
}

void TestModel3::schemaRules_data()
{
    QTest::addColumn<QString>("doc");
    QTest::addColumn<QString>("names");
    QTest::addColumn<QString>("says");
    const QString change = QStringLiteral("change the schema line to \"token-runway/scenario@3\"");
    QTest::newRow("probability in @2") << R"({"schema": "token-runway/scenario@2", "funding": [{"month": 3, "amount_usd": 1e8, "probability_pct": 70}]})"
                                       << "funding[0].probability_pct" << change;
    QTest::newRow("label in @2") << R"({"schema": "token-runway/scenario@2", "funding": [{"month": 3, "amount_usd": 1e8, "label": "raise"}]})"
                                 << "funding[0].label" << change;
    QTest::newRow("model-3 key in @1") << R"({"schema": "token-runway/scenario@1", "subscribers": 10})"
                                       << "subscribers" << change;
    QTest::newRow("uncertain model-3 key in @2")
        << R"({"schema": "token-runway/scenario@2", "uncertainty": {"fleet_share_pct": {"dist": "uniform", "low": 0, "high": 100}}})"
        << "uncertainty.fleet_share_pct" << change;
    QTest::newRow("unknown funding field") << R"({"schema": "token-runway/scenario@3", "funding": [{"month": 3, "amount_usd": 1e8, "odds": 70}]})"
                                           << "funding[0]"
                                           << "unknown funding field \"odds\"";
    QTest::newRow("negative probability") << R"({"schema": "token-runway/scenario@3", "funding": [{"month": 3, "amount_usd": 1e8, "probability_pct": -1}]})"
                                          << "funding[0].probability_pct"
                                          << "outside the hard limits 0 … 100";
    QTest::newRow("revenue measured after start") << R"({"schema": "token-runway/scenario@3", "other_revenue_measured_on": "2026-03-05"})"
                                                  << "other_revenue_measured_on"
                                                  << "a measured level lies in the past";
    QTest::newRow("measured date not a date") << R"({"schema": "token-runway/scenario@3", "flows_measured_on": "April"})"
                                              << "flows_measured_on"
                                              << "is not a calendar date";
    QTest::newRow("replace_chips not a boolean") << R"({"schema": "token-runway/scenario@3", "replace_chips": 1})"
                                                 << "replace_chips"
                                                 << "expected true or false";
    QTest::newRow("uncertain measured date")
        << R"({"schema": "token-runway/scenario@3", "uncertainty": {"flows_measured_on": {"dist": "uniform", "low": 0, "high": 1}}})"
        << "uncertainty.flows_measured_on"
        << "it is a date";
    QTest::newRow("uncertain replace_chips")
        << R"({"schema": "token-runway/scenario@3", "uncertainty": {"replace_chips": {"dist": "uniform", "low": 0, "high": 1}}})"
        << "uncertainty.replace_chips"
        << "it is a switch";
    QTest::newRow("uncertain competitor while null")
        << R"({"schema": "token-runway/scenario@3", "uncertainty": {"competitor_price_usd_per_mtok": {"dist": "uniform", "low": 0.1, "high": 0.3}}})"
        << "uncertainty.competitor_price_usd_per_mtok"
        << "while it is null";
    QTest::newRow("training growth -100 measured after filing")
        << R"({"schema": "token-runway/scenario@3", "flows_measured_on": "2025-09-01", "training_compute_growth_pct_per_month": -100})"
        << "training_compute_growth_pct_per_month"
        << "at −100 % there is none";
    QTest::newRow("revenue growth -100 measured after filing")
        << R"({"schema": "token-runway/scenario@3", "other_revenue_measured_on": "2025-09-01", "other_revenue_growth_pct_per_month": -100})"
        << "other_revenue_growth_pct_per_month"
        << "at −100 % there is none";
    QTest::newRow("label too long") << QString::fromStdString(
                                           R"({"schema": "token-runway/scenario@3", "funding": [{"month": 3, "amount_usd": 1e8, "label": ")" +
                                           std::string(201, 'x') + R"("}]})")
                                    << "funding[0].label"
                                    << "at most 200 characters";
}

void TestModel3::schemaRules()
{
    QFETCH(QString, doc);
    QFETCH(QString, names);
    QFETCH(QString, says);
    const auto read = parseScenario(doc.toStdString());
    QVERIFY(!read.ok());
    const QString problems = allProblems(read.problems);
    QVERIFY2(problems.contains(names + QStringLiteral(": ")), qPrintable(problems));
    QVERIFY2(problems.contains(says), qPrintable(problems));
}

void TestModel3::writtenAndReadBack()
{
    // An @3 scenario is written @3 with every model-3 key; so is a model-2 one, at the neutral values (MODEL3.md §0).
    Scenario s = Scenario::model3Defaults();
    s.funding.push_back({6, 7.45e8, 70, "follow-on raise"});
    s[ParamId::ReplaceChips] = 1;
    s.set(ParamId::OtherRevenueMeasuredOn, static_cast<double>(Date{2025, 7, 2}.toDays()));
    const Json j = scenarioToJson(s);
    QCOMPARE(QString::fromStdString(j.at("schema").get<std::string>()), QStringLiteral("token-runway/scenario@3"));
    QCOMPARE(QString::fromStdString(j.at("flows_measured_on").get<std::string>()), QStringLiteral("2025-04-01"));
    QCOMPARE(QString::fromStdString(j.at("other_revenue_measured_on").get<std::string>()), QStringLiteral("2025-07-02"));
    QCOMPARE(j.at("replace_chips").get<bool>(), true);
    QCOMPARE(j.at("funding").at(0).at("probability_pct").get<double>(), 70.0);
    QCOMPARE(QString::fromStdString(j.at("funding").at(0).at("label").get<std::string>()), QStringLiteral("follow-on raise"));
    const auto back = scenarioFromJson(j);
    QVERIFY2(back.ok(), qPrintable(allProblems(back.problems)));
    QCOMPARE(*back.value, s);
    const Json two = scenarioToJson(Scenario());
    QCOMPARE(QString::fromStdString(two.at("schema").get<std::string>()), QStringLiteral("token-runway/scenario@3"));
    for (const auto& p : model3Parameters())
        QVERIFY2(two.contains(std::string(p.key)), p.key.data());
    QVERIFY(two.at("flows_measured_on").is_null());
    QCOMPARE(two.at("fleet_share_pct").get<double>(), 100.0);
    // The metrics JSON: model 3's keys for a model-3 scenario only.
    const Json m3 = metricsToJson(computeMetrics(s));
    QVERIFY(m3.contains("own_cash_runway_days") && m3.at("day0").contains("free_tier_incremental_cash_usd"));
    const Json m2 = metricsToJson(computeMetrics(Scenario()));
    QVERIFY(!m2.contains("own_cash_runway_days") && !m2.contains("schema") && !m2.at("day0").contains("free_tier_incremental_cash_usd"));
    // The defaults' model-3 figures of §4c, §4g and §3b that the table does not list as rows.
    const Metrics d = computeMetrics(Scenario::model3Defaults());
    QCOMPARE(*d.model3->chipsBusy, 4834.0);
    QCOMPARE(*d.chipsOwnedStart, 9667.0);
    QVERIFY(!d.model3->creditLineFirstDrawDay);
    QVERIFY(d.nullReasons.count("credit_line_first_draw_day") == 1);
}

void TestModel3::setOnModel2AndModel3()
{
    const auto set = ScenarioPatch::fromAssignment("fleet_share_pct=30");
    QVERIFY(set.ok());
    // On an @3 scenario the key is set; on a model-2 one it is refused with §0's message.
    const auto on3 = set.value->apply(Scenario::model3Defaults());
    QVERIFY2(on3.ok(), qPrintable(allProblems(on3.problems)));
    QCOMPARE((*on3.value)[ParamId::FleetShare], 30.0);
    const auto on2 = set.value->apply(Scenario());
    QVERIFY(!on2.ok());
    QVERIFY2(allProblems(on2.problems).contains(QStringLiteral("fleet_share_pct: is a model-3 key")), qPrintable(allProblems(on2.problems)));
    QVERIFY(allProblems(on2.problems).contains(QStringLiteral("change the schema line to \"token-runway/scenario@3\"")));
    // A document with --set: the same rule.
    const Json doc2 = Json::parse(R"({"schema": "token-runway/scenario@2"})");
    QVERIFY(!scenarioFromJson(doc2, *set.value).ok());
    const Json doc3 = Json::parse(R"({"schema": "token-runway/scenario@3"})");
    QVERIFY(scenarioFromJson(doc3, *set.value).ok());
    // The dates and the switch by their own syntax.
    const auto date = ScenarioPatch::fromAssignment("flows_measured_on=2025-06-30");
    QVERIFY2(date.ok(), qPrintable(allProblems(date.problems)));
    const auto dated = date.value->apply(Scenario::model3Defaults());
    QVERIFY(dated.ok());
    QCOMPARE(dated.value->measuredDate(ParamId::FlowsMeasuredOn), std::optional<Date>(Date{2025, 6, 30}));
    const auto off = ScenarioPatch::fromAssignment("flows_measured_on=null");
    QVERIFY(off.ok() && off.value->apply(Scenario::model3Defaults()).value->isNull(ParamId::FlowsMeasuredOn));
    const auto on = ScenarioPatch::fromAssignment("replace_chips=true");
    QVERIFY(on.ok());
    QCOMPARE((*on.value->apply(Scenario::model3Defaults()).value)[ParamId::ReplaceChips], 1.0);
    QVERIFY(!ScenarioPatch::fromAssignment("replace_chips=maybe").ok());
    QVERIFY(!ScenarioPatch::fromAssignment("flows_measured_on=2025-01-01 to 2025-06-30").ok());
}

void TestModel3::dayFormulasByHand()
{
    // §4b by hand on the defaults: M = 337 days (2025-04-01 → 2026-03-04), Fm = 35.3M / 30.
    const Scenario s = Scenario::model3Defaults();
    const double fm = 35.3e6 / 30, m = 337;
    QCOMPARE(static_cast<double>(s.startDate.toDays() - s.measuredDate(ParamId::FlowsMeasuredOn)->toDays()), m);
    const double other = fm * 0.25 * std::pow(1.02, m / 30), training = fm * 0.75 * std::pow(1.044, m / 30);
    QVERIFY(test::near(opexOnDay(s, 0), other + training, 1e-13));
    QVERIFY(test::near(trainingOnDay(s, 0), training, 1e-13));
    QVERIFY(test::near(otherRevenueOnDay(s, 0), 4.4e6 / 30 * std::pow(1.04, m / 30), 1e-13));
    // §4b's other opex a month at the start: $11,023,596.55.
    QVERIFY(std::fabs(other * 30 - 11023596.55) < 0.005);
    // §3b: b(t) summed over t = −247 … −1 (L = 247: 2025-06-30 → 2026-03-04).
    double bridge = 0;
    for (int t = -247; t <= -1; ++t)
        bridge += 30.8e6 / 30 + (opexOnDay(s, t) - fm) - (otherRevenueOnDay(s, t) - 4.4e6 / 30);
    QVERIFY(test::near(bridgeBurn(s), bridge, 1e-12));
    // With flows_measured_on null it is model 2's flat burn whatever the growth keys.
    Scenario flat = s;
    flat.setNull(ParamId::FlowsMeasuredOn, true);
    QCOMPARE(bridgeBurn(flat), 30.8e6 * 247 / 30);
    QVERIFY(std::fabs(cashAtStart(flat) - 660340808.93) < 0.005);
    // §4f: lost = min(1, (P / Pc − 1) / w).
    Scenario c = s;
    c.set(ParamId::CompetitorPrice, 0.08);
    QCOMPARE(competitorLoss(c), std::min(1.0, (0.10 / 0.08 - 1) / 0.10));
    c[ParamId::Price] = 0.08;
    QCOMPARE(competitorLoss(c), 0.0);
}

void TestModel3::analysesTakeTheScalarPath()
{
    // A small model-3 scenario with an uncertain raise, a credit line and subscriptions: the kernel's
    // entry routes it to the scalar path, so the Monte Carlo's odds are the scalar model's sample by sample.
    Scenario s = Scenario::model3Defaults();
    s[ParamId::HorizonMonths] = 24;
    s.funding.push_back({6, 3e8, 70, "raise"});
    s[ParamId::CreditLine] = 1e8;
    s[ParamId::Subscribers] = 1e5;
    QVERIFY2(validateWithModel(s).empty(), qPrintable(allProblems(validateWithModel(s))));
    MonteCarloOptions o;
    o.samples = 40;
    o.seed = 7;
    o.metricIntervals = false;
    const auto mc = runMonteCarlo(s, o);
    QVERIFY(mc);
    int out12 = 0, outHorizon = 0;
    std::set<int> runways;
    for (int i = 0; i < o.samples; ++i) {
        const Metrics m = computeMetrics(monteCarloSample(s, o.seed, static_cast<std::uint64_t>(i)));
        out12 += m.runwayDays && *m.runwayDays < 360 ? 1 : 0;
        outHorizon += m.runwayDays ? 1 : 0;
        runways.insert(m.runwayDays.value_or(-1));
    }
    QCOMPARE(mc->pCashOut12m, out12 / 40.0);
    QCOMPARE(mc->pCashOutHorizon, outHorizon / 40.0);
    QVERIFY(runways.size() > 5); // the draws matter: the check is not vacuous
    QCOMPARE(mc->baseRunwayMonths, computeMetrics(s).runwayMonthsCapped);
    // The tornado: each end is the scalar path's runway with that value.
    for (const TornadoBar& bar : tornado(s)) {
        if (bar.fundingEvent)
            continue; // the raise's bar: test_odds3
        for (const auto& [value, runway] : {std::pair{bar.low, bar.runwayAtLow}, std::pair{bar.high, bar.runwayAtHigh}}) {
            Scenario probe = s;
            probe.set(bar.param, value);
            QVERIFY(runway);
            QCOMPARE(*runway, computeMetrics(probe).runwayMonthsCapped);
        }
    }
    // The kernel's three entries on the scenario itself.
    const CashPathKernel kernel(s);
    const SimulationResult r = simulate(s);
    std::vector<double> ends(24);
    QCOMPARE(kernel.run(s, ends.data()), r.metrics.runwayDays.value_or(-1));
    for (int m = 0; m < 24; ++m)
        QCOMPARE(ends[static_cast<std::size_t>(m)], r.monthly[static_cast<std::size_t>(m)].cashEndUsd);
    const Scenario* lanes[] = {&s, &s};
    int days[2] = {0, 0};
    kernel.runBatch(lanes, days);
    QCOMPARE(days[1], r.metrics.runwayDays.value_or(-1));
}

void TestModel3::tornadoOnTheDefaults()
{
    // MODEL3.md §7's default tornado (runway months at low / high, two decimals): the three new bars.
    const std::vector<TornadoBar> bars = tornado(Scenario::model3Defaults());
    const auto find = [&](ParamId id) -> const TornadoBar& {
        for (const auto& b : bars)
            if (b.param == id)
                return b;
        qFatal("no bar");
        return bars.front();
    };
    const auto check = [](const TornadoBar& b, double low, double high) {
        QVERIFY2(b.runwayAtLow && std::fabs(*b.runwayAtLow - low) < 0.005 + 1e-9, qPrintable(QString::number(b.runwayAtLow.value_or(-1), 'f', 4)));
        QVERIFY2(b.runwayAtHigh && std::fabs(*b.runwayAtHigh - high) < 0.005 + 1e-9, qPrintable(QString::number(b.runwayAtHigh.value_or(-1), 'f', 4)));
    };
    check(find(ParamId::TrainingGrowth), 12.30, 6.53);
    check(find(ParamId::FleetShare), 7.67, 10.10);
    check(find(ParamId::OtherRevenueGrowth), 8.27, 10.27);
    check(find(ParamId::FixedOpex), 11.47, 6.13);
}

QTEST_GUILESS_MAIN(TestModel3)
#include "test_model3.moc"
