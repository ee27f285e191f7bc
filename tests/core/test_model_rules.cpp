// The cost model's rules one by one (MODEL.md §4–§5): the per-account cap's special cases and its
// closed form by hand, the break-even searches against a brute-force scan, elasticity, daily
// growth of demand and opex, a fleet that never shrinks, the free tier's end, funding on its month,
// the list-value path, edge cases, and random scenarios against the independent transcription
// (tests/support/referencemodel.h). The worked examples are in test_model.cpp.
#include <QtTest>

#include <random>

#include "core/model/model.h"
#include "core/model/modeljson.h"
#include "modelhand.h"
#include "referencemodel.h"
#include "testhelpers.h"

using namespace runway;
using namespace runway::test;
using runway::test::near;
// The documents of this suite mean model 2 (MODEL.md): scenario2 reads one without a schema line as @2.
using runway::test::scenario2;

class TestModelRules : public QObject {
    Q_OBJECT
private slots:
    void capSpecialCases()
    {
        // MODEL.md §4a, in its order: F = 0 or n_f = 0; K = 0; σ = 0; and K → ∞ is the uncapped model.
        CapSplit c = splitAtCap(0, 1000, 2e7, 2);
        QCOMPARE(c.within, 0.0);
        QCOMPARE(c.above, 0.0);
        QCOMPARE(c.atCap, 0.0);
        c = splitAtCap(1e12, 0, 2e7, 2);
        QCOMPARE(c.within + c.above + c.atCap, 0.0);
        c = splitAtCap(1e12, 1000, 0, 2);
        QCOMPARE(c.within, 0.0);
        QCOMPARE(c.above, 1e12);
        QCOMPARE(c.atCap, 1.0);
        c = splitAtCap(1e12, 1000, 2e9, 0); // every account uses m = 1e9 < K
        QCOMPARE(c.within, 1e12);
        QCOMPARE(c.atCap, 0.0);
        c = splitAtCap(1e12, 1000, 5e8, 0); // m = 1e9 > K: all at the cap
        QCOMPARE(c.within, 1000 * 5e8);
        QCOMPARE(c.above, 1e12 - 5e11);
        QCOMPARE(c.atCap, 1.0);
        c = splitAtCap(1e9, 1000, 1e13, 2); // K seven orders above the mean of 1e6
        QVERIFY(c.within / 1e9 > 1 - 1e-11);
        QVERIFY(c.atCap < 1e-12);
        // The closed form by hand at the defaults: m = D / n, μ = ln m − σ²/2.
        const double F = 0.97 * kDemand, nf = 0.97 * 250000, m = F / nf, mu = std::log(m) - 2.0;
        const double phi1 = runway::test::referencePhi((std::log(2e7) - mu - 4) / 2), phi2 = runway::test::referencePhi((std::log(2e7) - mu) / 2);
        c = splitAtCap(F, nf, 2e7, 2);
        RUNWAY_COMPARE_NEAR(c.within, nf * (m * phi1 + 2e7 * (1 - phi2)), 1e-12);
        RUNWAY_COMPARE_NEAR(c.atCap, 1 - phi2, 1e-12);
        // A scenario whose cap is far above every account's use equals the one without, to 1e-9.
        const Metrics capped = computeMetrics(scenario2(R"({"account_cap_tokens_per_day": 1e13, "demand_tokens_per_day": 1e9})"));
        const Metrics open = computeMetrics(scenario2(R"({"demand_tokens_per_day": 1e9})"));
        RUNWAY_COMPARE_NEAR(capped.day0.freeTokens, open.day0.freeTokens, 1e-9);
        RUNWAY_COMPARE_NEAR(capped.day0.paidTokens, open.day0.paidTokens, 1e-6);
        QCOMPARE(capped.runwayDays, open.runwayDays);
    }

    void breakEvensAgreeWithABruteForceScan_data()
    {
        QTest::addColumn<QString>("json");
        QTest::newRow("defaults, programme") << "{}";
        QTest::newRow("price 1") << R"({"price_usd_per_mtok": 1})";
        QTest::newRow("quota binds") << R"({"demand_tokens_per_day": 1e14, "free_quota_tokens_per_day": 5e13, "price_elasticity": -0.5})";
        QTest::newRow("demand 1e14") << R"({"demand_tokens_per_day": 1e14})";
        QTest::newRow("cap 2e7") << R"({"account_cap_tokens_per_day": 2e7})";
        QTest::newRow("cap 2e7, demand 1e14") << R"({"account_cap_tokens_per_day": 2e7, "demand_tokens_per_day": 1e14, "price_usd_per_mtok": 0.5})";
        QTest::newRow("cap 5e6, sigma 0") << R"({"account_cap_tokens_per_day": 5e6, "account_usage_sigma": 0})";
    }
    void breakEvensAgreeWithABruteForceScan()
    {
        QFETCH(QString, json);
        const Scenario s = scenario2(json.toStdString());
        const Metrics m = computeMetrics(s);
        // Scan c on a fine grid with the full day-0 model and find where each condition first holds.
        const auto day0 = [&](double cPct) {
            Scenario p = s;
            p[ParamId::Conversion] = cPct;
            const Metrics q = computeMetrics(p);
            const double unitBurn = (q.day0.freeTokens + q.day0.paidTokens) * q.effectiveServingCostUsdPerMtok / 1e6 + q.day0.opexUsd - q.day0.revenueUsd;
            return std::pair{unitBurn, q.programContributionUsdPerDay};
        };
        std::optional<double> burnAt, contributionAt;
        for (int i = 0; i <= 20000 && !(burnAt && contributionAt); ++i) {
            const double c = i * 100.0 / 20000;
            const auto [burn, contribution] = day0(c);
            if (!burnAt && burn <= 0)
                burnAt = c;
            if (!contributionAt && contribution >= 0)
                contributionAt = c;
        }
        const double step = 100.0 / 20000;
        QCOMPARE(m.breakEvenConversionPct.has_value(), burnAt.has_value());
        if (burnAt)
            QVERIFY2(*m.breakEvenConversionPct <= *burnAt + 1e-9 && *m.breakEvenConversionPct > *burnAt - step - 1e-9,
                     qPrintable(QStringLiteral("%1 vs scan %2").arg(*m.breakEvenConversionPct).arg(*burnAt)));
        QCOMPARE(m.programBreakEvenConversionPct.has_value(), contributionAt.has_value());
        if (contributionAt)
            QVERIFY2(*m.programBreakEvenConversionPct <= *contributionAt + 1e-9 && *m.programBreakEvenConversionPct > *contributionAt - step - 1e-9,
                     qPrintable(QStringLiteral("%1 vs scan %2").arg(*m.programBreakEvenConversionPct).arg(*contributionAt)));
        // And at the answer itself the condition holds (to 1e-9 of the day's scale).
        if (m.programBreakEvenConversionPct) {
            Scenario at = s;
            at[ParamId::Conversion] = *m.programBreakEvenConversionPct;
            QVERIFY(computeMetrics(at).programContributionUsdPerDay >= -1e-6);
        }
    }

    void breakEvenPriceWithElasticity()
    {
        // ε −0.5 at 20 % conversion: the burn falls with the price; the answer holds there and fails just below.
        const Scenario s = scenario2(R"({"price_elasticity": -0.5, "conversion_pct": 20, "demand_tokens_per_day": 1e14})");
        const Metrics m = computeMetrics(s);
        QVERIFY(m.breakEvenPriceUsdPerMtok);
        const auto burnAt = [&](double p) {
            Scenario q = s;
            q[ParamId::Price] = p;
            const Metrics r = computeMetrics(q);
            return (r.day0.freeTokens + r.day0.paidTokens) * r.effectiveServingCostUsdPerMtok / 1e6 + r.day0.opexUsd - r.day0.revenueUsd;
        };
        QVERIFY(burnAt(*m.breakEvenPriceUsdPerMtok) <= 1e-6);
        QVERIFY(burnAt(*m.breakEvenPriceUsdPerMtok * (1 - 1e-9)) > -1e-6);
        QVERIFY(burnAt(*m.breakEvenPriceUsdPerMtok * 0.99) > 0);
        // ε = 0: the closed form of MODEL.md §5
        const Metrics e0 = computeMetrics(scenario2(R"({"price_elasticity": 0, "price_usd_per_mtok": 1.0})"));
        const double tokens = e0.day0.freeTokens + e0.day0.paidTokens;
        RUNWAY_COMPARE_NEAR(*e0.breakEvenPriceUsdPerMtok, (tokens * kSc / 1e6 + 35.3e6 / 30 - kOtherPerDay) / (e0.day0.paidTokens / 1e6), 1e-12);
    }

    void elasticityMovesPaidDemand()
    {
        // e = (P / P_ref)^ε; at ε = 0 paid tokens are model 1's c × D.
        const Metrics half = computeMetrics(scenario2(R"({"price_usd_per_mtok": 0.05})"));
        RUNWAY_COMPARE_NEAR(half.day0.paidTokens, 0.03 * kDemand * 2, 1e-12);
        const Metrics e0 = computeMetrics(scenario2(R"({"price_usd_per_mtok": 0.05, "price_elasticity": 0})"));
        QCOMPARE(e0.day0.paidTokens, 0.03 * kDemand);
        RUNWAY_COMPARE_NEAR(elasticityFactor(scenario2(R"({"price_usd_per_mtok": 0.4, "price_elasticity": -1.5})")), std::pow(4.0, -1.5), 1e-15);
    }

    void opexGrowsDaily()
    {
        const Scenario s;
        const std::vector<DayFlows> days = dailyFlows(s);
        for (int d : {0, 1, 29, 30, 45, 500, 1079})
            RUNWAY_COMPARE_NEAR(days[static_cast<std::size_t>(d)].opexUsd, 35.3e6 / 30 * std::pow(1.02, d / 30.0), 1e-13);
    }

    void growthCompoundsDaily()
    {
        const Scenario s = scenario2(R"({"demand_growth_pct_per_month": 10})");
        const std::vector<DayFlows> days = dailyFlows(s);
        for (int d : {0, 1, 29, 30, 45, 1079})
            RUNWAY_COMPARE_NEAR(days[static_cast<std::size_t>(d)].paidTokens, 0.03 * kDemand * std::pow(1.1, d / 30.0), 1e-12);
        const SimulationResult r = simulate(s);
        double paid = 0;
        for (int d = 30; d < 60; ++d)
            paid += 0.03 * kDemand * std::pow(1.1, d / 30.0);
        RUNWAY_COMPARE_NEAR(r.monthly[1].sums.paidTokens, paid, 1e-12);
    }

    void theFleetNeverShrinks()
    {
        // Growth fills the fleet; after the free tier ends the chips stay and draw power.
        const Scenario s = scenario2(R"({"demand_growth_pct_per_month": 10, "conversion_pct": 5})");
        const SimulationResult r = simulate(s);
        double last = 9667;
        for (const auto& row : r.monthly) {
            QVERIFY(row.fleetEnd >= last);
            last = row.fleetEnd;
        }
        QCOMPARE(r.metrics.peakFleetChips.value_or(-1), last);
        QCOMPARE(r.metrics.chipsBought.value_or(-1), last - 9667);
        const std::vector<DayFlows> days = dailyFlows(s);
        RUNWAY_COMPARE_NEAR(days[200].powerUsd, r.monthly[6].fleetEnd * kPowerPerChipDay, 1e-12); // month 6: the tier ended, chips idle
    }

    void freeTierCut()
    {
        const Scenario s = scenario2(R"({"free_tier_months": 2.5, "quota_after_tokens_per_day": 1e12})");
        const std::vector<DayFlows> days = dailyFlows(s);
        RUNWAY_COMPARE_NEAR(days[74].freeTokens, 0.97 * kDemand, 1e-12);
        QCOMPARE(days[75].freeTokens, 1e12);
    }

    void fundingArrivesOnItsMonth()
    {
        const Scenario s = scenario2(R"({"funding": [{"month": 10, "amount_usd": 5e8}, {"month": 10, "amount_usd": 1e8},
                                                 {"month": 36, "amount_usd": 1e12}]})");
        const SimulationResult r = simulate(s);
        const SimulationResult base = simulate(Scenario{});
        RUNWAY_COMPARE_NEAR(r.dailyCash[299], base.dailyCash[299], 1e-12);
        RUNWAY_COMPARE_NEAR(r.dailyCash[300] - base.dailyCash[300], 6e8, 1e-9);
        QCOMPARE(r.monthly[10].fundingUsd, 6e8);
        RUNWAY_COMPARE_NEAR(r.metrics.endingCashUsd - base.metrics.endingCashUsd, 6e8, 1e-9); // month 36 of 36 is ignored
        // funding on day 0 counts against a day-0 purchase (feasibility)
        QVERIFY(!computeMetrics(scenario2(R"({"demand_tokens_per_day": 1e14, "funding": [{"month": 0, "amount_usd": 4e9}]})")).infeasible);
    }

    void listValuePath()
    {
        const auto path = listValueCashPath(Scenario{});
        QCOMPARE(path.size(), std::size_t(1080));
        RUNWAY_COMPARE_NEAR(path[0], kCashStart - 1e7, 1e-12);
        RUNWAY_COMPARE_NEAR(path[99], kCashStart - 100 * 1e7, 1e-9);
    }

    void edgeCases_data()
    {
        QTest::addColumn<QString>("json");
        QTest::newRow("empty") << "{}";
        QTest::newRow("conversion 100") << R"({"conversion_pct": 100})";
        QTest::newRow("quota 0") << R"({"free_quota_tokens_per_day": 0})";
        QTest::newRow("demand 0") << R"({"demand_tokens_per_day": 0})";
        QTest::newRow("growth -100") << R"({"demand_growth_pct_per_month": -100, "opex_growth_pct_per_month": -100})";
        QTest::newRow("one month") << R"({"horizon_months": 1, "free_tier_months": 1})";
        QTest::newRow("zero cash") << R"({"cash_usd": 0})";
        QTest::newRow("120 months, growth 200") << R"({"horizon_months": 120, "demand_growth_pct_per_month": 200, "opex_growth_pct_per_month": 200})";
        QTest::newRow("IP = 0, IC = 0") << R"({"output_share_pct": 100, "output_price_multiple": 0, "output_cost_multiple": 0})";
        QTest::newRow("cap 0") << R"({"account_cap_tokens_per_day": 0})";
        QTest::newRow("cap, one account") << R"({"account_cap_tokens_per_day": 1, "free_accounts": 1, "account_usage_sigma": 5})";
        QTest::newRow("elasticity -5 at $0.03") << R"({"price_elasticity": -5, "price_usd_per_mtok": 0.03})";
        QTest::newRow("no fleet") << R"({"chips_owned": 0, "tokens_per_chip_per_day": 1e13})";
    }
    void edgeCases()
    {
        QFETCH(QString, json);
        const Scenario s = scenario2(json.toStdString());
        const SimulationResult r = simulate(s);
        const Json j = metricsToJson(r.metrics);
        for (const auto& [key, v] : j.items())
            if (v.is_number())
                QVERIFY2(std::isfinite(v.get<double>()), key.c_str());
        QCOMPARE(static_cast<int>(r.monthly.size()) * 30, static_cast<int>(r.dailyCash.size()));
        checkAgainstReference(s);
    }

    void edgeCaseValues()
    {
        Metrics m = computeMetrics(scenario2(R"({"conversion_pct": 100})"));
        QCOMPARE(m.day0.freeTokens, 0.0);
        RUNWAY_COMPARE_NEAR(m.day0.paidTokens, kDemand, 1e-12);
        // growth −100 %: 0^0 = 1 keeps day 0, every later day has no demand.
        SimulationResult r = simulate(scenario2(R"({"demand_growth_pct_per_month": -100})"));
        RUNWAY_COMPARE_NEAR(r.monthly[0].sums.freeTokens, 0.97 * kDemand, 1e-12);
        QCOMPARE(r.monthly[1].sums.freeTokens, 0.0);
        QCOMPARE(computeMetrics(scenario2(R"({"cash_usd": 0})")).runwayDays.value_or(-1), 0);
        m = computeMetrics(scenario2(R"({"horizon_months": 1, "free_tier_months": 1, "cash_usd": 1e10})"));
        QVERIFY(!m.runwayDays);
        QCOMPARE(m.runwayMonthsCapped, 1.0);
        // IP = 0: every token priced at zero; IC = 0: no accelerator needed.
        m = computeMetrics(scenario2(R"({"output_share_pct": 100, "output_price_multiple": 0, "output_cost_multiple": 0})"));
        QCOMPARE(m.effectivePriceUsdPerMtok, 0.0);
        QCOMPARE(m.chipsNeeded, 0.0);
        QVERIFY(!m.breakEvenPriceUsdPerMtok);
    }

    void randomScenariosAgainstTheReference()
    {
        std::mt19937_64 rng(20260304);
        auto uni = [&](double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(rng); };
        auto logUni = [&](double lo, double hi) { return std::exp(uni(std::log(lo), std::log(hi))); };
        for (int i = 0; i < 120; ++i) {
            Scenario s;
            s[ParamId::HorizonMonths] = std::floor(uni(1, 61));
            s[ParamId::Price] = logUni(0.01, 5);
            s[ParamId::Elasticity] = i % 4 == 0 ? 0.0 : uni(-3, 0);
            s[ParamId::OutputShare] = uni(0, 100);
            s[ParamId::CacheHit] = uni(0, 100);
            s[ParamId::FreeQuota] = logUni(1e10, 1e16);
            s[ParamId::FreeTierMonths] = uni(0, s[ParamId::HorizonMonths]);
            s[ParamId::Demand] = logUni(1e9, 1e15);
            s[ParamId::Growth] = uni(-20, 20);
            s[ParamId::Conversion] = uni(0, 100);
            s[ParamId::OpexGrowth] = uni(-5, 10);
            if (i % 3 == 0)
                s.set(ParamId::AccountCap, logUni(1e5, 1e9));
            if (i % 5 == 1)
                s.capacityMode = CapacityMode::PerToken;
            if (i % 7 == 2)
                s.set(ParamId::ChipsOwned, std::floor(uni(0, 50000)));
            if (i % 2 == 0)
                s.set(ParamId::Cash, logUni(1e6, 1e11));
            if (i % 3 == 1)
                s.funding.push_back({static_cast<int>(uni(0, 119)), uni(0, 1e9)});
            checkAgainstReference(s);
            const Metrics m = computeMetrics(s);
            QVERIFY(m.runwayMonthsCapped <= s.horizonMonths());
        }
    }
};

QTEST_GUILESS_MAIN(TestModelRules)
#include "test_model_rules.moc"
