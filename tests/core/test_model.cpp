// The cost model against MODEL.md: worked examples, formulas by hand, null cases,
// edge cases and properties over random scenarios.
#include <QtTest>

#include <random>

#include "core/model/model.h"
#include "core/model/modeljson.h"
#include "testhelpers.h"

using namespace runway;
using runway::test::near;
using runway::test::scenario;

namespace {
// MODEL.md §3 by hand: capex/(life×365) + kW×24×PUE×$/kWh per chip-day, over tokens per chip-day.
constexpr double kChipCostPerDay = 16500.0 / (4.0 * 365.0) + 0.4 * 24.0 * 1.3 * 0.08;
constexpr double kSc = kChipCostPerDay / 4e8 * 1e6;
constexpr double kDemand = 23.2e12 / 6.0;
constexpr double kOpexPerDay = 40e6 / 30.0;
constexpr double kOtherPerDay = 4.4e6 / 30.0;
} // namespace

class TestModel : public QObject {
    Q_OBJECT
private slots:
    void servingCostDerived()
    {
        const Scenario s;
        RUNWAY_COMPARE_NEAR(servingCostPerMtok(s), kSc, 1e-12);
        RUNWAY_COMPARE_NEAR(servingCostPerMtok(s), 0.0307494, 1e-6); // MODEL.md's printed figure
        Scenario given = scenario(R"({"serving_cost_usd_per_mtok": 0.3})");
        QCOMPARE(servingCostPerMtok(given), 0.3);
    }

    void workedExampleDefaults()
    {
        const Metrics m = simulate(Scenario{}).metrics;
        // day 0 by hand (MODEL.md §4)
        const double paid = 0.03 * kDemand, free = 0.97 * kDemand;
        const double net = (free + paid) * kSc / 1e6 + kOpexPerDay - (paid * 0.10 / 1e6 + kOtherPerDay);
        RUNWAY_COMPARE_NEAR(m.day0.paidTokens, paid, 1e-12);
        RUNWAY_COMPARE_NEAR(m.day0.freeTokens, free, 1e-12);
        RUNWAY_COMPARE_NEAR(m.day0.netBurnUsd, net, 1e-9);
        QVERIFY(std::fabs(m.day0.netBurnUsd - 1293964.44) < 0.005);
        QCOMPARE(m.runwayDays.value_or(-1), 830);
        QCOMPARE(m.cashOutDate.value_or(""), std::string("2028-06-11"));
        QCOMPARE(m.chipsNeeded, 9667.0);
        QVERIFY(!m.breakEvenConversionPct);
        RUNWAY_COMPARE_NEAR(*m.breakEvenPriceUsdPerMtok, (net + paid * 0.10 / 1e6) * 1e6 / paid, 1e-9);
        RUNWAY_COMPARE_NEAR(*m.breakEvenPriceUsdPerMtok, 11.2549, 1e-5);
        RUNWAY_COMPARE_NEAR(m.quotaListValueUsdPerDay, 1e7, 1e-12);
        RUNWAY_COMPARE_NEAR(*m.quotaUtilizationPct, free / 1e14 * 100, 1e-12);
        RUNWAY_COMPARE_NEAR(*m.quotaUtilizationPct, 3.7507, 1e-4);
        RUNWAY_COMPARE_NEAR(m.firstMonthNetBurnUsd, 30 * net, 1e-9);
        QVERIFY(std::fabs(m.firstMonthNetBurnUsd - 38818933.26) < 0.01);
        RUNWAY_COMPARE_NEAR(*m.simpleRunwayMonths, 25.7606, 1e-5);
        RUNWAY_COMPARE_NEAR(m.totalFreeTierCostUsd, 6 * 30 * free * kSc / 1e6, 1e-9); // free tier lasts 6 months
        QVERIFY(std::fabs(m.totalFreeTierCostUsd - 20759551.57) < 0.01);
        RUNWAY_COMPARE_NEAR(m.totalFreeTierListValueUsd, 67512000, 1e-9);
        RUNWAY_COMPARE_NEAR(m.programContributionUsdPerDay, paid * (0.1 - kSc) / 1e6 - free * kSc / 1e6, 1e-9);
        QVERIFY(std::fabs(m.programContributionUsdPerDay - -107297.78) < 0.005);
        RUNWAY_COMPARE_NEAR(*m.programBreakEvenConversionPct, 100 * kSc / 0.10, 1e-9);
        RUNWAY_COMPARE_NEAR(*m.freeTierSharePct, 7.9416, 1e-4);
        RUNWAY_COMPARE_NEAR(*m.listValueRunwayMonths, 1e9 / 3e8, 1e-12);
        RUNWAY_COMPARE_NEAR(m.runwayMonthsCapped, 830 / 30.0, 1e-12);
        RUNWAY_COMPARE_NEAR(m.totalRevenueUsd, 1080 * (paid * 0.1 / 1e6 + kOtherPerDay), 1e-9);
    }

    void workedExampleQuotaFull()
    {
        const Metrics m = computeMetrics(scenario(R"({"demand_tokens_per_day": 1e14})"));
        QVERIFY(std::fabs(m.day0.netBurnUsd - 3961609.13) < 0.005);
        QCOMPARE(m.runwayDays.value_or(-1), 473);
        QCOMPARE(m.cashOutDate.value_or(""), std::string("2027-06-20"));
        QCOMPARE(m.chipsNeeded, 250000.0);
        // quota does not bind: net(c) = D·SC/1e6 + opex − other − c·D·P/1e6 = 0
        const double c = (1e14 * kSc / 1e6 + kOpexPerDay - kOtherPerDay) / (1e14 * 0.10 / 1e6);
        RUNWAY_COMPARE_NEAR(*m.breakEvenConversionPct, 100 * c, 1e-9);
        RUNWAY_COMPARE_NEAR(*m.breakEvenConversionPct, 42.6161, 1e-5);
        RUNWAY_COMPARE_NEAR(*m.breakEvenPriceUsdPerMtok, 1.42054, 1e-5);

        const Metrics premium = computeMetrics(scenario(R"({"demand_tokens_per_day": 1e14, "price_usd_per_mtok": 1.0})"));
        RUNWAY_COMPARE_NEAR(*premium.programBreakEvenConversionPct, 100 * kSc / 1.0, 1e-9);
        RUNWAY_COMPARE_NEAR(*premium.programBreakEvenConversionPct, 3.07494, 1e-5);
        RUNWAY_COMPARE_NEAR(*premium.freeTierSharePct, 67.6612, 1e-5);
    }

    void breakEvenWhereTheQuotaBinds()
    {
        // demand 1e14, quota 5e13: free = 5e13 for c ≤ 0.5, so net(c) = q·SC + K + c·D·(SC − P) (per 1e6).
        const Scenario s = scenario(R"({"demand_tokens_per_day": 1e14, "free_quota_tokens_per_day": 5e13})");
        const double k = kOpexPerDay - kOtherPerDay;
        const double c = (5e13 * kSc / 1e6 + k) / (1e14 * (0.10 - kSc) / 1e6);
        QVERIFY(c < 0.5);
        const Metrics m = computeMetrics(s);
        RUNWAY_COMPARE_NEAR(*m.breakEvenConversionPct, 100 * c, 1e-9);
        Scenario at = s;
        at[ParamId::Conversion] = *m.breakEvenConversionPct;
        QVERIFY(std::fabs(computeMetrics(at).day0.netBurnUsd) < 1e-6);
        // the programme: contribution(c) = c·D·(P − SC) − q·SC ≥ 0 while the quota binds
        const double cp = 5e13 * kSc / (1e14 * (0.10 - kSc));
        RUNWAY_COMPARE_NEAR(*m.programBreakEvenConversionPct, 100 * cp, 1e-9);
    }

    void nullCases_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("metric");
        QTest::newRow("quota utilization: quota(0) = 0") << R"({"free_quota_tokens_per_day": 0})"
                                                         << "quota_utilization_pct";
        QTest::newRow("quota utilization: free tier already over") << R"({"free_tier_months": 0})"
                                                                   << "quota_utilization_pct";
        QTest::newRow("simple runway: no first-month burn") << R"({"fixed_opex_usd_per_month": 0, "other_revenue_usd_per_month": 1e9})"
                                                            << "simple_runway_months";
        QTest::newRow("runway: cash lasts") << R"({"cash_usd": 1e13})"
                                            << "runway_months";
        QTest::newRow("runway days: cash lasts") << R"({"cash_usd": 1e13})"
                                                 << "runway_days";
        QTest::newRow("break-even conversion: never") << "{}"
                                                      << "break_even_conversion_pct";
        QTest::newRow("break-even price: nobody pays") << R"({"conversion_pct": 0})"
                                                       << "break_even_price_usd_per_mtok";
        QTest::newRow("programme break-even: price below cost") << R"({"price_usd_per_mtok": 0.03, "serving_cost_usd_per_mtok": 0.1})"
                                                                << "program_break_even_conversion_pct";
        QTest::newRow("free tier share: nothing to share") << R"({"fixed_opex_usd_per_month": 0, "demand_tokens_per_day": 0})"
                                                           << "free_tier_share_of_burn_pct";
        QTest::newRow("list-value runway: no quota") << R"({"free_quota_tokens_per_day": 0})"
                                                     << "list_value_runway_months";
    }
    void nullCases()
    {
        QFETCH(QString, json);
        QFETCH(QString, metric);
        const Metrics m = computeMetrics(scenario(json.toStdString()));
        QVERIFY(isMetricKey(metric.toStdString()));
        QVERIFY2(!metricByKey(m, metric.toStdString()), qPrintable(metric));
        const Json j = metricsToJson(m);
        QVERIFY(j.at(metric.toStdString()).is_null());
    }

    void nonNullWhenItExists()
    {
        const Metrics m = computeMetrics(scenario(R"({"demand_tokens_per_day": 1e14, "conversion_pct": 50})"));
        QVERIFY(m.breakEvenConversionPct); // 42.6 % < 50 %: the answer exists and lies in [0, 100]
        const Metrics free = computeMetrics(scenario(R"({"fixed_opex_usd_per_month": 0, "other_revenue_usd_per_month": 1e9})"));
        QCOMPARE(free.breakEvenConversionPct.value_or(-1), 0.0); // already profitable at c = 0
        QCOMPARE(free.breakEvenPriceUsdPerMtok.value_or(-1), 0.0);
        QCOMPARE(metricsToJson(Metrics{}).size(), std::size_t(21));
    }

    void edgeCases_data()
    {
        QTest::addColumn<QString>("json");
        QTest::newRow("empty") << "{}";
        QTest::newRow("conversion 100") << R"({"conversion_pct": 100})";
        QTest::newRow("quota 0") << R"({"free_quota_tokens_per_day": 0})";
        QTest::newRow("demand 0") << R"({"demand_tokens_per_day": 0})";
        QTest::newRow("growth -100") << R"({"demand_growth_pct_per_month": -100})";
        QTest::newRow("one month") << R"({"horizon_months": 1, "free_tier_months": 1})";
        QTest::newRow("zero cash") << R"({"cash_usd": 0})";
        QTest::newRow("120 months, growth 200") << R"({"horizon_months": 120, "demand_growth_pct_per_month": 200})";
    }
    void edgeCases()
    {
        QFETCH(QString, json);
        const SimulationResult r = simulate(scenario(json.toStdString()));
        const Json j = metricsToJson(r.metrics);
        for (const auto& [key, v] : j.items())
            if (v.is_number())
                QVERIFY2(std::isfinite(v.get<double>()), key.c_str());
        QCOMPARE(static_cast<int>(r.monthly.size()) * 30, static_cast<int>(r.dailyCash.size()));
    }

    void edgeCaseValues()
    {
        // conversion 100: nothing free, everything paid.
        Metrics m = computeMetrics(scenario(R"({"conversion_pct": 100})"));
        QCOMPARE(m.day0.freeTokens, 0.0);
        RUNWAY_COMPARE_NEAR(m.day0.paidTokens, kDemand, 1e-12);
        // growth −100 %: 0^0 = 1 keeps day 0, every later day has no demand.
        SimulationResult r = simulate(scenario(R"({"demand_growth_pct_per_month": -100})"));
        RUNWAY_COMPARE_NEAR(r.metrics.day0.freeTokens, 0.97 * kDemand, 1e-12);
        RUNWAY_COMPARE_NEAR(r.monthly[0].sums.freeTokens, 0.97 * kDemand, 1e-12);
        QCOMPARE(r.monthly[1].sums.freeTokens, 0.0);
        // zero cash: day 0's burn already takes cash below zero.
        QCOMPARE(computeMetrics(scenario(R"({"cash_usd": 0})")).runwayDays.value_or(-1), 0);
        QCOMPARE(computeMetrics(scenario(R"({"cash_usd": 0})")).cashOutDate.value_or(""), std::string("2026-03-04"));
        // one month: 30 days, capped runway is the horizon when cash lasts
        m = computeMetrics(scenario(R"({"horizon_months": 1, "free_tier_months": 1})"));
        QVERIFY(!m.runwayDays);
        QCOMPARE(m.runwayMonthsCapped, 1.0);
    }

    void growthCompoundsDaily()
    {
        const Scenario s = scenario(R"({"demand_growth_pct_per_month": 10})");
        const double sc = servingCostPerMtok(s);
        for (int d : {0, 1, 29, 30, 45, 1079}) {
            const DayFlows f = dayFlows(s, d, sc);
            RUNWAY_COMPARE_NEAR(f.paidTokens, 0.03 * kDemand * std::pow(1.1, d / 30.0), 1e-12);
        }
        // the simulation's month sums use the same D(d)
        const SimulationResult r = simulate(s);
        double paid = 0;
        for (int d = 30; d < 60; ++d)
            paid += 0.03 * kDemand * std::pow(1.1, d / 30.0);
        RUNWAY_COMPARE_NEAR(r.monthly[1].sums.paidTokens, paid, 1e-12);
    }

    void freeTierCut()
    {
        // 2.5 months: days 0 … 74 use the free quota, day 75 on the quota after the cut (here 1e12).
        const Scenario s = scenario(R"({"free_tier_months": 2.5, "quota_after_tokens_per_day": 1e12})");
        const double sc = servingCostPerMtok(s);
        RUNWAY_COMPARE_NEAR(dayFlows(s, 74, sc).freeTokens, 0.97 * kDemand, 1e-12);
        QCOMPARE(dayFlows(s, 75, sc).freeTokens, 1e12);
    }

    void fundingArrivesOnItsMonth()
    {
        const Scenario s = scenario(R"({"funding": [{"month": 10, "amount_usd": 5e8}, {"month": 10, "amount_usd": 1e8},
                                                 {"month": 36, "amount_usd": 1e12}]})");
        const SimulationResult r = simulate(s);
        const SimulationResult base = simulate(Scenario{});
        RUNWAY_COMPARE_NEAR(r.dailyCash[299], base.dailyCash[299], 1e-12);
        RUNWAY_COMPARE_NEAR(r.dailyCash[300] - base.dailyCash[300], 6e8, 1e-9);
        QCOMPARE(r.monthly[10].fundingUsd, 6e8);
        // the event at the horizon (month 36 of 36) is ignored
        RUNWAY_COMPARE_NEAR(r.metrics.endingCashUsd - base.metrics.endingCashUsd, 6e8, 1e-9);
    }

    void listValuePath()
    {
        const auto path = listValueCashPath(Scenario{});
        QCOMPARE(path.size(), std::size_t(1080));
        RUNWAY_COMPARE_NEAR(path[0], 1e9 - 1e7, 1e-12);
        RUNWAY_COMPARE_NEAR(path[99], 0.0 + 1e9 - 100 * 1e7, 1e-12);
    }

    void properties()
    {
        std::mt19937_64 rng(20260304);
        auto uni = [&](double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(rng); };
        for (int i = 0; i < 300; ++i) {
            Scenario s;
            s[ParamId::HorizonMonths] = std::floor(uni(1, 121));
            s[ParamId::Price] = std::exp(uni(std::log(0.01), std::log(5)));
            s[ParamId::FreeQuota] = std::exp(uni(std::log(1e10), std::log(1e16)));
            s[ParamId::FreeTierMonths] = uni(0, s[ParamId::HorizonMonths]);
            s[ParamId::Demand] = std::exp(uni(std::log(1e9), std::log(1e15)));
            s[ParamId::Growth] = uni(-20, 20);
            s[ParamId::Conversion] = uni(0, 100);
            s[ParamId::Cash] = std::exp(uni(std::log(1e6), std::log(1e11)));
            s[ParamId::FixedOpex] = uni(0, 1e8);
            if (i % 3 == 0)
                s.funding.push_back({static_cast<int>(uni(0, 119)), uni(0, 1e9)});
            const SimulationResult r = simulate(s);
            const Metrics& m = r.metrics;

            // more cash never shortens the runway
            Scenario richer = s;
            richer[ParamId::Cash] *= 2;
            QVERIFY(computeMetrics(richer).runwayMonthsCapped >= m.runwayMonthsCapped);
            // conversion 0 earns only other revenue
            Scenario none = s;
            none[ParamId::Conversion] = 0;
            RUNWAY_COMPARE_NEAR(computeMetrics(none).totalRevenueUsd, s.horizonDays() * s[ParamId::OtherRevenue] / 30.0, 1e-9);
            // the monthly series sums to the totals
            double revenue = 0, cost = 0, value = 0;
            for (const auto& row : r.monthly) {
                revenue += row.sums.revenueUsd;
                cost += row.sums.freeTierCostUsd;
                value += row.sums.freeTierListValueUsd;
            }
            QVERIFY(near(revenue, m.totalRevenueUsd, 1e-9, 1e-6));
            QVERIFY(near(cost, m.totalFreeTierCostUsd, 1e-9, 1e-6));
            QVERIFY(near(value, m.totalFreeTierListValueUsd, 1e-9, 1e-6));
            // cash(d) follows the recurrence, with MODEL.md's D(d) = demand × g^(d/30)
            const double sc = servingCostPerMtok(s);
            double cash = s[ParamId::Cash];
            for (int d = 0; d < s.horizonDays(); d += 7) {
                for (int e = d == 0 ? 0 : d - 6; e <= d; ++e) {
                    double funding = 0;
                    for (const auto& f : s.funding)
                        if (f.month * 30 == e && f.month < s.horizonMonths())
                            funding += f.amountUsd;
                    cash = cash + funding - dayFlows(s, e, sc).netBurnUsd;
                }
                QVERIFY2(near(r.dailyCash[static_cast<std::size_t>(d)], cash, 1e-9, 1e-3), qPrintable(QString::number(d)));
            }
            QVERIFY(m.runwayMonthsCapped <= s.horizonMonths());
        }
    }
};

QTEST_GUILESS_MAIN(TestModel)
#include "test_model.moc"
