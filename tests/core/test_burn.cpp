// Recurring burn apart from one-off purchases (issue 27, item 2). Figures by hand from MODEL.md §5's
// model-2 worked example: the defaults' first month burns 31,181,615.56 with nothing bought.
// Doubling demand (7.7333T tokens a day, growth 0) needs ceil(7.7333T / 400M) = 19,334 accelerators,
// so day 0 buys 19,334 − 9,667 = 9,667 × $16,500 = $159,505,500; every day the fleet's power doubles
// (+9,667 × 0.4 kW × 24 × 1.3 × $0.08 = +$9,651.5328) and paid revenue doubles (+116B paid tokens ×
// $0.10 / 1M = +$11,600), so the recurring month is 31,181,615.56 + 30 × (9,651.5328 − 11,600) =
// 31,123,161.54 and the whole first month 190,628,661.54. The textbook runway stays MODEL.md §5's
// cash ÷ the whole month: 660,340,808.93 / 190,628,661.54 = 3.46402 months.
#include <QtTest>

#include "core/claims/claimtext.h"
#include "core/model/model.h"
#include "core/model/modeljson.h"
#include "core/scenario/jsondocument.h"
#include "testhelpers.h"

using namespace runway;
// The documents of this suite mean model 2 (MODEL.md): scenario2 reads one without a schema line as @2.
using runway::test::scenario2;

class TestBurn : public QObject {
    Q_OBJECT

private slots:
    void defaultsBuyNothing()
    {
        const Metrics m = computeMetrics(Scenario{});
        QCOMPARE(m.firstMonthCapexUsd, 0.0);
        QVERIFY(std::fabs(m.firstMonthRecurringBurnUsd - 31181615.56) < 0.005);
        QCOMPARE(english(burnSplit(m)), std::string("$31.2M / month"));
    }

    void doubledDemandBuysOnDayZero()
    {
        const Metrics m = computeMetrics(scenario2(R"({"demand_tokens_per_day": 7733333333333.333})"));
        QCOMPARE(m.firstMonthCapexUsd, 9667 * 16500.0);
        QCOMPARE(m.day0.capexUsd, 9667 * 16500.0);
        QVERIFY2(std::fabs(m.firstMonthRecurringBurnUsd - 31123161.54) < 0.01, qPrintable(QString::number(m.firstMonthRecurringBurnUsd, 'f', 2)));
        QVERIFY(std::fabs(m.firstMonthNetBurnUsd - 190628661.54) < 0.01);
        // MODEL.md §5 keeps the textbook runway on the whole first month, purchases included.
        if (!m.simpleRunwayMonths)
            QFAIL("the textbook runway has a value");
        QVERIFY(std::fabs(*m.simpleRunwayMonths - 3.46402) < 5e-6);
        QCOMPARE(english(burnSplit(m)), std::string("$31.1M / month recurring + $160M of accelerators on day 0"));
        const Json j = metricsToJson(m);
        QCOMPARE(j.at("first_month_capex_usd").get<double>(), 9667 * 16500.0);
        QVERIFY(std::fabs(j.at("first_month_recurring_burn_usd").get<double>() - 31123161.54) < 0.01);
    }

    void purchasesLaterInTheMonth()
    {
        // Demand doubling every month: day 1 needs ceil(3.8667T × 2^(1/30) / 400M) = 9,893 > 9,667, day 0
        // buys nothing; day 29 needs ceil(3.8667T × 2^(29/30) / 400M) = 18,892, so the month buys
        // 18,892 − 9,667 = 9,225 × $16,500 = $152,212,500.
        const Metrics m = computeMetrics(scenario2(R"({"demand_growth_pct_per_month": 100})"));
        QCOMPARE(m.day0.capexUsd, 0.0);
        QCOMPARE(m.firstMonthCapexUsd, 9225 * 16500.0);
        QVERIFY(std::fabs(m.firstMonthRecurringBurnUsd + m.firstMonthCapexUsd - m.firstMonthNetBurnUsd) < 1e-6);
        const std::string split = english(burnSplit(m));
        QVERIFY2(split.find(" / month recurring + $152M of accelerators in the first 30 days") != std::string::npos, split.c_str());
    }

    void formulaTextNamesThePurchases()
    {
        const Scenario s = scenario2(R"({"demand_tokens_per_day": 7733333333333.333})");
        const Metrics m = computeMetrics(s);
        const std::string text = english(quantityArithmetic("simple_runway_months", s, m));
        QVERIFY2(text.find("simple_runway_months = cash_start / first_month_net_burn_usd") == 0, text.c_str());
        QVERIFY2(text.find("(the textbook runway)") != std::string::npos, text.c_str());
        QVERIFY2(text.find("$31.1M / month recurring + $160M of accelerators on day 0") != std::string::npos, text.c_str());
    }
};

QTEST_GUILESS_MAIN(TestBurn)
#include "test_burn.moc"
