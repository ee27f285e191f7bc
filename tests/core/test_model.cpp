// The cost model against MODEL.md: every worked example of model 2 and of model 1, formulas by
// hand, null cases with their reasons and every metric of §5, each checked against an independent
// day-by-day transcription (tests/support/referencemodel.h). The rules one by one (the cap, the
// break-even searches, growth, the fleet, funding, edge cases, random scenarios) are in
// test_model_rules.cpp.
#include <QtTest>

#include "core/model/model.h"
#include "core/model/modeljson.h"
#include "core/scenario/jsondocument.h"
#include "modelhand.h"
#include "referencemodel.h"
#include "testhelpers.h"

using namespace runway;
using namespace runway::test;
using runway::test::near;
// The documents of this suite mean model 2 (MODEL.md): scenario2 reads one without a schema line as @2.
using runway::test::scenario2;

namespace {

/// A model-1 document with `keys` (the text between the braces, may be empty).
std::string model1(const std::string& keys)
{
    return R"({"schema": "token-runway/scenario@1")" + (keys.empty() ? std::string() : ", " + keys) + "}";
}

/// The printed figure's own precision: half a unit of its last digit ("41.0494" → 5e-5).
double printedTolerance(const QString& printed)
{
    const qsizetype e = printed.indexOf(QLatin1Char('e'));
    const QString mantissa = e < 0 ? printed : printed.left(e);
    const int exponent = e < 0 ? 0 : printed.mid(e + 1).toInt();
    const qsizetype dot = mantissa.indexOf(QLatin1Char('.'));
    const double decimals = dot < 0 ? 0.0 : static_cast<double>(mantissa.size() - dot - 1);
    return 0.5 * std::pow(10.0, exponent - decimals) * (1 + 1e-9);
}

/// Checks "key=value key=value …" (values as MODEL.md prints them) against the metrics.
void checkFigures(const Metrics& m, const QString& figures)
{
    for (const QString& item : figures.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QStringList kv = item.split(QLatin1Char('='));
        QVERIFY2(kv.size() == 2, qPrintable(item));
        const std::string key = kv[0].toStdString();
        if (key == "infeasible") {
            QCOMPARE(m.infeasible, kv[1] == QLatin1String("1"));
            continue;
        }
        if (kv[1] == QLatin1String("null")) {
            QVERIFY2(!metricByKey(m, key), key.c_str());
            QVERIFY2(m.nullReasons.count(key) == 1, key.c_str());
            continue;
        }
        const auto v = metricByKey(m, key);
        QVERIFY2(v, key.c_str());
        const double expected = kv[1].toDouble();
        QVERIFY2(std::fabs(*v - expected) <= printedTolerance(kv[1]),
                 qPrintable(QStringLiteral("%1 = %2, MODEL.md prints %3").arg(kv[0]).arg(*v, 0, 'g', 12).arg(kv[1])));
    }
}

} // namespace

class TestModel : public QObject {
    Q_OBJECT
private slots:
    void servingCostDerived()
    {
        const Scenario s;
        RUNWAY_COMPARE_NEAR(servingCostPerMtok(s), kSc, 1e-12);
        RUNWAY_COMPARE_NEAR(servingCostPerMtok(s), 0.0307494, 1e-6); // MODEL.md's printed figure
        Scenario given = scenario2(R"({"serving_cost_usd_per_mtok": 0.3, "capacity_mode": "per_token"})");
        QCOMPARE(servingCostPerMtok(given), 0.3);
    }

    void tokenMixAtTheDefaults()
    {
        // MODEL.md §3a: the reference mix gives IP = IC = 1; per-type rates from P / wp(0.25, 0).
        const Metrics m = computeMetrics(Scenario{});
        QCOMPARE(m.effectivePriceUsdPerMtok, 0.10);
        QCOMPARE(m.effectiveServingCostUsdPerMtok, m.servingCostUsdPerMtok);
        const double wp = 0.75 + 0.25 * 4, wc = 0.75 + 0.25 * 10;
        RUNWAY_COMPARE_NEAR(m.typePrices.input, 0.10 / wp, 1e-12);
        RUNWAY_COMPARE_NEAR(m.typePrices.output, 0.10 / wp * 4, 1e-12);
        RUNWAY_COMPARE_NEAR(m.typePrices.cachedInput, 0.10 / wp * 0.25, 1e-12);
        RUNWAY_COMPARE_NEAR(m.typeServingCosts.input, kSc / wc, 1e-12);
        RUNWAY_COMPARE_NEAR(m.typeServingCosts.output, kSc / wc * 10, 1e-12);
        RUNWAY_COMPARE_NEAR(m.typeServingCosts.cachedInput, kSc / wc * 0.1, 1e-12);
        // MODEL.md's printed per-type figures
        checkFigures(m, QStringLiteral("type_prices_usd_per_mtok.input=0.0571 type_prices_usd_per_mtok.output=0.2286 "
                                       "type_prices_usd_per_mtok.cached_input=0.0143 type_serving_costs_usd_per_mtok.input=0.00946 "
                                       "type_serving_costs_usd_per_mtok.output=0.0946 type_serving_costs_usd_per_mtok.cached_input=0.000946"));
    }

    void model2Defaults()
    {
        const Metrics m = simulate(Scenario{}).metrics;
        // By hand (MODEL.md §3b, §4): the fleet that served the run, day 0 of the owned fleet.
        RUNWAY_COMPARE_NEAR(m.cashStartUsd, kCashStart, 1e-12);
        QVERIFY(std::fabs(m.cashStartUsd - 660340808.93) < 0.005);
        const double fleet = std::ceil(kDemand / 4e8 - 1e-9);
        QCOMPARE(fleet, 9667.0);
        QCOMPARE(m.chipsOwnedStart.value_or(-1), fleet);
        const double paid = 0.03 * kDemand, free = 0.97 * kDemand;
        const double power = fleet * kPowerPerChipDay, opex = 35.3e6 / 30;
        const double revenue = paid * 0.10 / 1e6 + kOtherPerDay;
        RUNWAY_COMPARE_NEAR(m.day0.powerUsd, power, 1e-12);
        QCOMPARE(m.day0.capexUsd, 0.0);
        RUNWAY_COMPARE_NEAR(m.day0.servingCashUsd, power, 1e-12);
        RUNWAY_COMPARE_NEAR(m.day0.opexUsd, opex, 1e-12);
        RUNWAY_COMPARE_NEAR(m.day0.netBurnUsd, power + opex - revenue, 1e-12);
        RUNWAY_COMPARE_NEAR(m.day0.servingCostUsd, (free + paid) * kSc / 1e6, 1e-12);
        // 2.1's free-tier cash (MODEL.md §5): the serving cash in proportion to the free tokens,
        // 9,651.5328 × 3.750667e12 / 3.866667e12 = $9,361.99 a day ($280,860 a month).
        RUNWAY_COMPARE_NEAR(m.day0.freeTierCashUsd, power * free / kDemand, 1e-12);
        QVERIFY(std::fabs(m.day0.freeTierCashUsd - 9361.99) < 0.005);
        QVERIFY(std::fabs(m.day0.freeTierCashUsd * 30 - 280860) < 1);
        // The figures MODEL.md prints for the defaults.
        checkFigures(m, QStringLiteral("serving_cost_usd_per_mtok=0.0307494 cash_start_usd=660340808.93 chips_owned_start=9667 "
                                       "day0.power_usd=9651.53 day0.capex_usd=0 day0.serving_cash_usd=9651.53 day0.opex_usd=1176666.67 "
                                       "day0.net_burn_usd=1028051.53 first_month_net_burn_usd=31181615.56 simple_runway_months=21.1772 "
                                       "runway_days=525 chips_needed=9667 chips_bought=0 capex_total_usd=0 "
                                       "break_even_conversion_pct=null break_even_price_usd_per_mtok=null "
                                       "program_contribution_usd_per_day=-107297.78 program_break_even_conversion_pct=30.7494 "
                                       "free_tier_share_of_burn_pct=8.90198 list_value_runway_months=2.20114 paying_accounts=7500 "
                                       "gross_margin_pct=69.2506 arpu_usd_per_month=46.40 ltv_usd=558.671 cac_usd=9226.47 ltv_to_cac=0.060551 "
                                       "payback_months=287.14"));
        QCOMPARE(m.cashOutDate.value_or(""), std::string("2027-08-11"));
        QVERIFY(!m.infeasible);
        QVERIFY(m.warnings.empty());
        // The unit economics by hand (MODEL.md §5).
        const double gm = (0.10 - kSc) / 0.10, arpu = paid * 0.10 / 1e6 * 30 / 7500;
        const double r = std::pow(1.10, 1.0 / 12) - 1, ltv = arpu * gm * (1 + r) / (r + 0.05);
        const double cac = free * kSc / 1e6 * 30 / (0.05 * 7500);
        RUNWAY_COMPARE_NEAR(*m.ltvUsd, ltv, 1e-12);
        RUNWAY_COMPARE_NEAR(*m.cacUsd, cac, 1e-12);
        RUNWAY_COMPARE_NEAR(*m.paybackMonths, cac / (arpu * gm), 1e-12);
        // MODEL.md's example sentence, word for word.
        QCOMPARE(english(m.nullReasons.at("break_even_price_usd_per_mtok")),
                 std::string("at elasticity \u22121 a converted developer spends the same at any price, so paid revenue stays at $11.6K a day and no "
                             "price covers the fixed cost at 3 % conversion"));
        checkAgainstReference(Scenario{});
    }

    void model2Examples_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<int>("runwayDays");
        QTest::addColumn<QString>("cashOut");
        QTest::addColumn<QString>("figures");
        QTest::newRow("demand 1e14") << R"({"demand_tokens_per_day": 1e14})" << 0 << "2026-03-04"
                                     << "chips_needed=250000 chips_bought=240333 capex_total_usd=3965494500 infeasible=1 break_even_conversion_pct=41.0494";
        QTest::newRow("price 0.03") << R"({"price_usd_per_mtok": 0.03})" << 517 << "2027-08-03"
                                    << "chips_bought=677 program_break_even_conversion_pct=null";
        QTest::newRow("price 1.0") << R"({"price_usd_per_mtok": 1.0})" << 525 << "2027-08-11"
                                   << "program_break_even_conversion_pct=24.0842 ltv_to_cac=0.0847488";
        QTest::newRow("conversion 5, growth 10") << R"({"conversion_pct": 5, "demand_growth_pct_per_month": 10})" << 450 << "2027-05-28"
                                                 << "chips_bought=7404 capex_total_usd=122166000";
        QTest::newRow("software_speedup 1/3") << R"({"software_speedup": 0.3333333333333333})" << 292 << "2026-12-21"
                                              << "chips_bought=19333 capex_total_usd=318994500";
        QTest::newRow("serving_cost 0.30, per_token") << R"({"serving_cost_usd_per_mtok": 0.30, "capacity_mode": "per_token"})" << 377 << "2027-03-16"
                                                      << "program_break_even_conversion_pct=null chips_bought=null";
        QTest::newRow("output 40 %, cache hits 50 %") << R"({"output_share_pct": 40, "cache_hit_pct": 50})" << 489 << "2027-07-06"
                                                      << "effective_price_usd_per_mtok=0.112857 effective_serving_cost_usd_per_mtok=0.0409677 "
                                                         "chips_needed=12879 chips_bought=3212";
        QTest::newRow("output 10 %, cache hits 80 %") << R"({"output_share_pct": 10, "cache_hit_pct": 80})" << 522 << "2027-08-08"
                                                      << "effective_price_usd_per_mtok=0.0434286 effective_serving_cost_usd_per_mtok=0.0118456 "
                                                         "chips_needed=3724 program_break_even_conversion_pct=27.2761";
        QTest::newRow("account cap 2e7") << R"({"account_cap_tokens_per_day": 2e7})" << 533 << "2027-08-19"
                                         << "day0.free_tokens=1.34749e12 day0.paid_tokens=3.56317e11 accounts_at_cap_pct=12.955 "
                                            "paying_accounts=10641.58 program_break_even_conversion_pct=8.71356 ltv_to_cac=0.517704 payback_months=33.5841";
        QTest::newRow("elasticity -2, price 0.05") << R"({"price_elasticity": -2, "price_usd_per_mtok": 0.05})" << 519 << "2027-08-05"
                                                   << "profit_maximizing_price_usd_per_mtok=0.0614988 chips_bought=870";
        QTest::newRow("elasticity 0, price 1.0") << R"({"price_elasticity": 0, "price_usd_per_mtok": 1.0})" << 563 << "2027-09-18"
                                                 << "break_even_price_usd_per_mtok=9.90429 break_even_conversion_pct=29.7129";
        QTest::newRow("model 1's defaults in model 2")
            << R"({"cash_usd": 1e9, "fixed_opex_usd_per_month": 40e6, "opex_growth_pct_per_month": 0, "capacity_mode": "per_token", "price_elasticity": 0})"
            << 830 << "2028-06-11"
            << "break_even_price_usd_per_mtok=11.2549";
        QTest::newRow("horizon 60") << R"({"horizon_months": 60})" << 525 << "2027-08-11"
                                    << "";
    }
    void model2Examples()
    {
        QFETCH(QString, json);
        QFETCH(int, runwayDays);
        QFETCH(QString, cashOut);
        QFETCH(QString, figures);
        const Scenario s = scenario2(json.toStdString());
        QCOMPARE(s.model, 2);
        const Metrics m = computeMetrics(s);
        QCOMPARE(m.runwayDays.value_or(-1), runwayDays);
        QCOMPARE(QString::fromStdString(m.cashOutDate.value_or("")), cashOut);
        checkFigures(m, figures);
        checkAgainstReference(s);
        // Every null metric says why.
        const Json j = metricsToJson(m);
        for (const auto& [key, value] : j.items())
            if (value.is_null())
                QVERIFY2(m.nullReasons.count(key) == 1 && !m.nullReasons.at(key).empty(), key.c_str());
    }

    void capexWallIsSixTimesTheCash()
    {
        const Metrics m = computeMetrics(scenario2(R"({"demand_tokens_per_day": 1e14})"));
        QVERIFY(m.infeasible);
        QCOMPARE(m.day0.capexUsd, 240333 * 16500.0);
        QVERIFY(std::fabs(m.day0.capexUsd / m.cashStartUsd - 6.01) < 0.005); // "6.01× the cash"
    }

    void horizonBeyondTheAcceleratorsLife()
    {
        const Metrics m = computeMetrics(scenario2(R"({"horizon_months": 60})"));
        QCOMPARE(m.warnings.size(), std::size_t(1));
        QCOMPARE(english(m.warnings[0]), std::string("the horizon is longer than the accelerators' life; replacing them is not modelled"));
        // per token there is no fleet to replace; 48 months = 1440 days < 4 × 365 days
        QVERIFY(computeMetrics(scenario2(R"({"horizon_months": 60, "capacity_mode": "per_token"})")).warnings.empty());
        QVERIFY(computeMetrics(scenario2(R"({"horizon_months": 48})")).warnings.empty());
    }

    void negativeDerivedCashStartsWithoutCash()
    {
        // Allowed (MODEL.md §1): the runway is then 0 days.
        const Metrics m = computeMetrics(scenario2(R"({"raised_since_filing_usd": 0, "filing_cash_cny": 0})"));
        QVERIFY(m.cashStartUsd < 0);
        QCOMPARE(m.runwayDays.value_or(-1), 0);
    }

    void model1Defaults()
    {
        const Scenario s = scenario2(model1(""));
        QCOMPARE(s.model, 1);
        const Metrics m = simulate(s).metrics;
        const double paid = 0.03 * kDemand, free = 0.97 * kDemand, opex = 40e6 / 30;
        const double net = (free + paid) * kSc / 1e6 + opex - (paid * 0.10 / 1e6 + kOtherPerDay);
        RUNWAY_COMPARE_NEAR(m.day0.netBurnUsd, net, 1e-12);
        RUNWAY_COMPARE_NEAR(*m.breakEvenPriceUsdPerMtok, (net + paid * 0.10 / 1e6) * 1e6 / paid, 1e-9);
        RUNWAY_COMPARE_NEAR(m.firstMonthNetBurnUsd, 30 * net, 1e-9);
        RUNWAY_COMPARE_NEAR(m.totalFreeTierCostUsd, 6 * 30 * free * kSc / 1e6, 1e-9); // the free tier lasts 6 months
        RUNWAY_COMPARE_NEAR(*m.programBreakEvenConversionPct, 100 * kSc / 0.10, 1e-9);
        RUNWAY_COMPARE_NEAR(*m.listValueRunwayMonths, 1e9 / 3e8, 1e-12);
        RUNWAY_COMPARE_NEAR(m.totalRevenueUsd, 1080 * (paid * 0.1 / 1e6 + kOtherPerDay), 1e-9);
        QCOMPARE(m.cashOutDate.value_or(""), std::string("2028-06-11"));
        checkFigures(m, QStringLiteral("day0.net_burn_usd=1293964.44 runway_days=830 chips_needed=9667 break_even_conversion_pct=null "
                                       "break_even_price_usd_per_mtok=11.2549 quota_list_value_usd_per_day=10000000 quota_utilization_pct=3.7507 "
                                       "first_month_net_burn_usd=38818933.26 simple_runway_months=25.7606 total_free_tier_cost_usd=20759551.57 "
                                       "total_free_tier_list_value_usd=67512000 program_contribution_usd_per_day=-107297.78 "
                                       "program_break_even_conversion_pct=30.7494 free_tier_share_of_burn_pct=7.9416 list_value_runway_months=3.3333 "
                                       "chips_owned_start=null"));
        checkAgainstReference(s);
    }

    void model1Examples_data()
    {
        QTest::addColumn<QString>("keys");
        QTest::addColumn<QString>("figures");
        QTest::newRow("demand 1e14") << R"("demand_tokens_per_day": 1e14)"
                                     << "day0.net_burn_usd=3961609.13 runway_days=473 chips_needed=250000 break_even_conversion_pct=42.6161 "
                                        "break_even_price_usd_per_mtok=1.42054";
        QTest::newRow("demand 0") << R"("demand_tokens_per_day": 0)"
                                  << "program_break_even_conversion_pct=0";
    }
    void model1Examples()
    {
        QFETCH(QString, keys);
        QFETCH(QString, figures);
        const Scenario s = scenario2(model1(keys.toStdString()));
        checkFigures(computeMetrics(s), figures);
        checkAgainstReference(s);
    }

    void model1ByHand()
    {
        // demand 1e14, quota not binding: net(c) = D·SC/1e6 + opex − other − c·D·P/1e6 = 0
        const Metrics m = computeMetrics(scenario2(model1(R"("demand_tokens_per_day": 1e14)")));
        const double c = (1e14 * kSc / 1e6 + 40e6 / 30 - kOtherPerDay) / (1e14 * 0.10 / 1e6);
        RUNWAY_COMPARE_NEAR(*m.breakEvenConversionPct, 100 * c, 1e-9);
        QCOMPARE(m.cashOutDate.value_or(""), std::string("2027-06-20"));
        // demand 1e14, quota 5e13: free = 5e13 for c ≤ 0.5, so net(c) = q·SC + K + c·D·(SC − P) (per 1e6).
        const Scenario s = scenario2(model1(R"("demand_tokens_per_day": 1e14, "free_quota_tokens_per_day": 5e13)"));
        const double k = 40e6 / 30 - kOtherPerDay;
        const double cb = (5e13 * kSc / 1e6 + k) / (1e14 * (0.10 - kSc) / 1e6);
        QVERIFY(cb < 0.5);
        const Metrics mb = computeMetrics(s);
        RUNWAY_COMPARE_NEAR(*mb.breakEvenConversionPct, 100 * cb, 1e-9);
        Scenario at = s;
        at[ParamId::Conversion] = *mb.breakEvenConversionPct;
        QVERIFY(std::fabs(computeMetrics(at).day0.netBurnUsd) < 1e-6);
        const double cp = 5e13 * kSc / (1e14 * (0.10 - kSc));
        RUNWAY_COMPARE_NEAR(*mb.programBreakEvenConversionPct, 100 * cp, 1e-9);
        // premium at 1e14: the rule of thumb 100 × SC / P where the quota does not bind
        const Metrics premium = computeMetrics(scenario2(model1(R"("demand_tokens_per_day": 1e14, "price_usd_per_mtok": 1.0)")));
        RUNWAY_COMPARE_NEAR(*premium.programBreakEvenConversionPct, 100 * kSc / 1.0, 1e-9);
        RUNWAY_COMPARE_NEAR(*premium.freeTierSharePct, 67.6612, 1e-5);
    }

    void model1IsModel2WithNeutralValues()
    {
        // The @1 document and its upgrade() give the same metrics, bit for bit (MODEL.md §0).
        for (const std::string keys : {"", R"("demand_tokens_per_day": 1e14)", R"("demand_growth_pct_per_month": 7, "conversion_pct": 4.5)",
                                       R"("serving_cost_usd_per_mtok": 0.2, "free_tier_months": 2.5, "funding": [{"month": 3, "amount_usd": 1e8}])"}) {
            const auto doc = parseJsonDocument(model1(keys));
            QVERIFY(doc.ok());
            const auto upgraded = upgradeDocument(*doc.value);
            QVERIFY(upgraded.ok());
            QCOMPARE(upgraded.value->at("schema").get<std::string>(), std::string("token-runway/scenario@2"));
            const auto s1 = scenarioFromJson(*doc.value), s2 = scenarioFromJson(*upgraded.value);
            QVERIFY(s1.ok() && s2.ok());
            QCOMPARE(s2.value->model, 2);
            QCOMPARE(metricsToJson(computeMetrics(*s1.value)).dump(), metricsToJson(computeMetrics(*s2.value)).dump());
            QCOMPARE(simulate(*s1.value).dailyCash, simulate(*s2.value).dailyCash);
        }
    }

    void nullCases_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("metric");
        QTest::addColumn<QString>("reasonSays");
        QTest::newRow("quota utilization: quota(0) = 0") << R"({"free_quota_tokens_per_day": 0})"
                                                         << "quota_utilization_pct"
                                                         << "0 tokens";
        QTest::newRow("quota utilization: free tier over") << R"({"free_tier_months": 0})"
                                                           << "quota_utilization_pct"
                                                           << "no quota to fill";
        QTest::newRow("simple runway: no first-month burn") << R"({"fixed_opex_usd_per_month": 0, "other_revenue_usd_per_month": 1e9})"
                                                            << "simple_runway_months"
                                                            << "not a loss";
        QTest::newRow("runway: cash lasts") << R"({"cash_usd": 1e13})"
                                            << "runway_months"
                                            << "36-month horizon";
        QTest::newRow("runway days: cash lasts") << R"({"cash_usd": 1e13})"
                                                 << "runway_days"
                                                 << "never goes below zero";
        QTest::newRow("break-even conversion: never") << "{}"
                                                      << "break_even_conversion_pct"
                                                      << "100 % conversion";
        QTest::newRow("break-even price: nobody pays") << R"({"conversion_pct": 0})"
                                                       << "break_even_price_usd_per_mtok"
                                                       << "0 % conversion";
        QTest::newRow("break-even price: elasticity -1") << "{}"
                                                         << "break_even_price_usd_per_mtok"
                                                         << "spends the same at any price";
        QTest::newRow("profit-maximising price: elasticity 0") << R"({"price_elasticity": 0})"
                                                               << "profit_maximizing_price_usd_per_mtok"
                                                               << "demand ignores the price";
        QTest::newRow("programme break-even: price below cost")
            << R"({"price_usd_per_mtok": 0.03, "serving_cost_usd_per_mtok": 0.1, "capacity_mode": "per_token"})"
            << "program_break_even_conversion_pct"
            << "below the serving cost";
        QTest::newRow("free tier share: nothing to share") << R"({"fixed_opex_usd_per_month": 0, "demand_tokens_per_day": 0})"
                                                           << "free_tier_share_of_burn_pct"
                                                           << "both 0";
        QTest::newRow("list-value runway: no quota") << R"({"free_quota_tokens_per_day": 0})"
                                                     << "list_value_runway_months"
                                                     << "$0 a day";
        QTest::newRow("fleet: per token") << R"({"capacity_mode": "per_token"})"
                                          << "chips_owned_start"
                                          << "per_token";
        QTest::newRow("at cap: no cap") << "{}"
                                        << "accounts_at_cap_pct"
                                        << "pooled quota";
        QTest::newRow("ARPU: nobody pays") << R"({"conversion_pct": 0})"
                                           << "arpu_usd_per_month"
                                           << "no account pays";
        QTest::newRow("LTV: no churn, no discount") << R"({"paid_churn_pct_per_month": 0, "discount_rate_pct_per_year": 0})"
                                                    << "ltv_usd"
                                                    << "forever";
        QTest::newRow("CAC: no churn") << R"({"paid_churn_pct_per_month": 0})"
                                       << "cac_usd"
                                       << "churn 0 %";
        QTest::newRow("payback: price below cost") << R"({"price_usd_per_mtok": 0.03, "serving_cost_usd_per_mtok": 0.1, "capacity_mode": "per_token"})"
                                                   << "payback_months"
                                                   << "not positive";
        QTest::newRow("gross margin: free tokens only") << R"({"output_share_pct": 100, "output_price_multiple": 0})"
                                                        << "gross_margin_pct"
                                                        << "effective price is $0";
    }
    void nullCases()
    {
        QFETCH(QString, json);
        QFETCH(QString, metric);
        QFETCH(QString, reasonSays);
        const Metrics m = computeMetrics(scenario2(json.toStdString()));
        QVERIFY(isMetricKey(metric.toStdString()));
        QVERIFY2(!metricByKey(m, metric.toStdString()), qPrintable(metric));
        const Json j = metricsToJson(m);
        QVERIFY(j.at(metric.toStdString()).is_null());
        const QString reason = QString::fromStdString(j.at("null_reasons").value(metric.toStdString(), std::string()));
        QVERIFY2(reason.contains(reasonSays), qPrintable(reason));
    }

    void everyMetricOfModelMd()
    {
        // MODEL.md §5's keys, in its order (with issue 27's two burn keys), then the three extra members.
        const std::vector<std::string> keys{"serving_cost_usd_per_mtok",
                                            "effective_price_usd_per_mtok",
                                            "effective_serving_cost_usd_per_mtok",
                                            "type_prices_usd_per_mtok",
                                            "type_serving_costs_usd_per_mtok",
                                            "cash_start_usd",
                                            "day0",
                                            "quota_list_value_usd_per_day",
                                            "quota_utilization_pct",
                                            "chips_needed",
                                            "chips_owned_start",
                                            "chips_bought",
                                            "peak_fleet_chips",
                                            "capex_total_usd",
                                            "first_month_net_burn_usd",
                                            "first_month_capex_usd", // issue 27: the month's one-off purchases apart
                                            "first_month_recurring_burn_usd",
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
                                            "profit_maximizing_price_usd_per_mtok",
                                            "program_contribution_usd_per_day",
                                            "program_break_even_conversion_pct",
                                            "free_tier_share_of_burn_pct",
                                            "list_value_runway_months",
                                            "accounts_at_cap_pct",
                                            "paying_accounts",
                                            "gross_margin_pct",
                                            "arpu_usd_per_month",
                                            "ltv_usd",
                                            "cac_usd",
                                            "ltv_to_cac",
                                            "payback_months",
                                            "runway_months_capped",
                                            "infeasible",
                                            "warnings",
                                            "null_reasons"};
        const Json j = metricsToJson(computeMetrics(Scenario{}));
        std::vector<std::string> got;
        for (const auto& [key, value] : j.items())
            got.push_back(key);
        QCOMPARE(got, keys);
        std::vector<std::string> day0;
        for (const auto& [key, value] : j.at("day0").items())
            day0.push_back(key);
        QCOMPARE(day0, (std::vector<std::string>{"free_tokens", "paid_tokens", "revenue_usd", "serving_cost_usd", "power_usd", "capex_usd", "serving_cash_usd",
                                                 "free_tier_cost_usd", "free_tier_list_value_usd", "opex_usd", "net_burn_usd", "free_tier_cash_usd"}));
        // per token, power and capex are 0 and serving cash is the economic cost
        const Metrics pt = computeMetrics(scenario2(R"({"capacity_mode": "per_token"})"));
        QCOMPARE(pt.day0.powerUsd, 0.0);
        QCOMPARE(pt.day0.capexUsd, 0.0);
        QCOMPARE(pt.day0.servingCashUsd, pt.day0.servingCostUsd);
    }
};

QTEST_GUILESS_MAIN(TestModel)
#include "test_model.moc"
