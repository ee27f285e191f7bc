// Model 3's odds (MODEL3.md §6–§8): funding events drawn in the Monte Carlo, "needs new money" beside
// "out of cash", the own-cash fan, the model-3 metrics' intervals, the tornado's funding bars and goal
// seek on the new keys. Every scenario is an explicit `@3` document or Scenario::model3Defaults().
#include <QtTest>

#include <algorithm>
#include <cmath>

#include "core/analysis/analysisjson.h"
#include "core/analysis/goalseek.h"
#include "core/analysis/montecarlo.h"
#include "core/analysis/sensitivity.h"
#include "core/model/model.h"
#include "core/model/modeljson.h"
#include "core/scenario/validate.h"
#include "oddstesting.h"
#include "testhelpers.h"

using namespace runway;

namespace {

using test::runOdds;
using test::sortedPercentile;

/// The model-3 defaults with MODEL3.md §9's `follow-on` overrides.
Scenario followOn()
{
    Scenario s = Scenario::model3Defaults();
    s.funding = {{6, 745e6, 70, "follow-on raise"}};
    return s;
}

/// A day of the own-cash run or the cash run as an ordering: null (never below zero) is after every day.
long long dayOrNever(const std::optional<int>& d)
{
    return d ? *d : 1LL << 40;
}

} // namespace

class TestOdds3 : public QObject {
    Q_OBJECT

private slots:
    void certainEventsMakeNoDraw()
    {
        // MODEL3.md §6: no draw for events at 0 or 100, so the parameter draws are those of the same
        // scenario without them, and the events stay as written; an uncertain event's draw comes after
        // the parameters', so it leaves them unchanged too.
        const Scenario plain = Scenario::model3Defaults();
        Scenario certain = plain;
        certain.funding = {{3, 2e8, 100, "certain"}, {9, 5e8, 0, "never"}};
        Scenario uncertain = certain;
        uncertain.funding.push_back({12, 1e8, 40, "maybe"});
        QCOMPARE(plain.uncertainty.size(), std::size_t{10}); // the draws are not vacuous
        for (std::uint64_t i : {0, 1, 2, 97, 4095}) {
            const Scenario a = monteCarloSample(plain, 5, i);
            const Scenario b = monteCarloSample(certain, 5, i);
            const Scenario c = monteCarloSample(uncertain, 5, i);
            QVERIFY(a.values == b.values);
            QVERIFY(a.values == c.values);
            QVERIFY(b.funding == certain.funding);
            QCOMPARE(c.funding[0], certain.funding[0]);
            QCOMPARE(c.funding[1], certain.funding[1]);
            const double p = c.funding[2].probabilityPct;
            QVERIFY(p == 0 || p == 99); // missed, or happened (counted in the cash run, not in own cash)
        }
        // A model-2 scenario with only certain events: its odds are those of the same run without the
        // model-3 outputs, and the result says it is no model-3 result.
        const Scenario two = test::scenario(R"({"schema": "token-runway/scenario@2", "funding": [{"month": 3, "amount_usd": 2e8}]})");
        const MonteCarloResult r2 = runOdds(two, 300);
        QVERIFY(!r2.model3);
        QVERIFY(r2.monthlyOwnCash.empty());
        const Json j2 = monteCarloToJson(r2);
        QVERIFY(!j2.contains("p_needs_new_money_12m"));
        QVERIFY(!j2.contains("monthly_own_cash_percentiles"));
        QVERIFY(!j2.at("metric_percentiles").contains("own_cash_runway_months"));
    }

    void anEventAtFiftyHappensInHalfTheSamples()
    {
        // One event at p = 50: at 10,000 samples the count of happened events is Binomial(10000, 0.5),
        // mean 5,000, sd 50; 4,800 … 5,200 is four sd each side. The raise ($10B on day 0) covers the
        // whole 36-month horizon, so a sample runs out within the horizon only when it was missed; own
        // cash never counts it.
        Scenario s = Scenario::model3Defaults();
        s.funding = {{0, 1e10, 50, "big raise"}};
        constexpr int kSamples = 10000;
        int happened = 0;
        for (int i = 0; i < kSamples; ++i)
            happened += monteCarloSample(s, 1, static_cast<std::uint64_t>(i)).funding[0].probabilityPct > 50 ? 1 : 0;
        QVERIFY2(happened >= 4800 && happened <= 5200, qPrintable(QString::number(happened)));
        const MonteCarloResult r = runOdds(s, kSamples, 1, false);
        QVERIFY(r.model3);
        // Without the raise the model-3 defaults run out within 36 months in (nearly) every sample.
        QVERIFY2(r.pNeedsMoneyHorizon >= 0.99, qPrintable(QString::number(r.pNeedsMoneyHorizon)));
        QVERIFY2(r.pCashOutHorizon <= 1.0 - happened / double(kSamples) + 1e-12, qPrintable(QString::number(r.pCashOutHorizon)));
        QVERIFY2(r.pCashOutHorizon >= 0.47 && r.pCashOutHorizon <= 0.53, qPrintable(QString::number(r.pCashOutHorizon)));
    }

    void aCertainEventIsTheDeterministicRun()
    {
        // No uncertain parameter and one event at p = 100: every sample is the scenario itself, so every
        // percentile is the deterministic run's, and the event counts in the cash and in own cash alike.
        Scenario s = Scenario::model3Defaults();
        s.uncertainty.clear();
        s.funding = {{4, 3e8, 100, "certain"}};
        const SimulationResult det = simulate(s);
        QVERIFY(det.metrics.runwayDays);
        QVERIFY(det.metrics.model3 && det.metrics.model3->ownCashRunwayDays == det.metrics.runwayDays);
        const MonteCarloResult r = runOdds(s, 64, 3);
        for (double months : r.runwayMonths)
            QCOMPARE(months, det.metrics.runwayMonthsCapped);
        const double out12 = *det.metrics.runwayDays < 360 ? 1.0 : 0.0;
        QCOMPARE(r.pCashOut12m, out12);
        QCOMPARE(r.pNeedsMoney12m, out12);
        QCOMPARE(r.pNeedsMoneyHorizon, 1.0);
        QCOMPARE(r.monthlyOwnCash.size(), det.monthly.size());
        for (std::size_t m = 0; m < det.monthly.size(); ++m)
            for (std::size_t k = 0; k < kCashPercentiles.size(); ++k) {
                QCOMPARE(r.monthlyCash[m].cash[k], det.monthly[m].cashEndUsd);
                QCOMPARE(r.monthlyOwnCash[m].cash[k], det.monthly[m].ownCashEndUsd);
            }
        // The same event at 99 % is drawn: the cash counts it where it happens, own cash never.
        s.funding[0].probabilityPct = 99;
        const MonteCarloResult u = runOdds(s, 64, 3);
        QVERIFY(u.monthlyOwnCash.back().cash[2] < u.monthlyCash.back().cash[2]);
    }

    void needsMoneyComesNoLaterThanOutOfCash()
    {
        // Own cash ≤ cash in every sample (MODEL3.md §4d: own cash counts fewer raises and no line), so
        // its first day below zero is never later; the odds follow. An uncertain raise, a certain one
        // and an uncertain credit line, with the samples checked one by one against the model.
        Scenario s = Scenario::model3Defaults();
        s[ParamId::HorizonMonths] = 48;
        s.funding = {{2, 1e8, 100, "certain"}, {8, 6e8, 60, "maybe"}, {14, 9e8, 30, "long shot"}};
        s[ParamId::CreditLine] = 2e8;
        s.uncertainty.push_back({ParamId::CreditLine, DistKind::Uniform, 0, 5e8, std::nullopt});
        std::stable_sort(s.uncertainty.begin(), s.uncertainty.end(),
                         [](const Distribution& a, const Distribution& b) { return index(a.param) < index(b.param); });
        QVERIFY2(validateWithModel(s).empty(), qPrintable(test::allProblems(validateWithModel(s))));
        QVERIFY(needsMoneyDiffers(s));
        constexpr int kSamples = 300;
        const MonteCarloResult r = runOdds(s, kSamples, 11, false);
        int stricter = 0, out12 = 0, need12 = 0, needHorizon = 0;
        for (int i = 0; i < kSamples; ++i) {
            const Metrics m = computeMetrics(monteCarloSample(s, 11, static_cast<std::uint64_t>(i)));
            QVERIFY(m.model3);
            const long long own = dayOrNever(m.model3->ownCashRunwayDays), cash = dayOrNever(m.runwayDays);
            QVERIFY2(own <= cash, qPrintable(QStringLiteral("sample %1: own %2, cash %3").arg(i).arg(own).arg(cash)));
            stricter += own < cash ? 1 : 0;
            out12 += cash < 360 ? 1 : 0;
            need12 += own < 360 ? 1 : 0;
            needHorizon += m.model3->ownCashRunwayDays ? 1 : 0;
        }
        QVERIFY(stricter > kSamples / 4); // the raises and the line matter: the check is not vacuous
        QCOMPARE(r.pCashOut12m, out12 / double(kSamples));
        QCOMPARE(r.pNeedsMoney12m, need12 / double(kSamples));
        QCOMPARE(r.pNeedsMoneyHorizon, needHorizon / double(kSamples));
        QVERIFY(r.pNeedsMoney12m >= r.pCashOut12m && r.pNeedsMoney24m >= r.pCashOut24m && r.pNeedsMoneyHorizon >= r.pCashOutHorizon);
        for (std::size_t m = 0; m < r.monthlyCash.size(); ++m)
            for (std::size_t k = 0; k < kCashPercentiles.size(); ++k)
                QVERIFY(r.monthlyOwnCash[m].cash[k] <= r.monthlyCash[m].cash[k]);
    }

    void followOnTellsTwoStories()
    {
        // MODEL3.md §6, from an independent 2,000-sample sampler with another generator ("about"), so the
        // bands are wide: the model-3 defaults' median ≈ 7.8 months and P(out within 12 months) ≈ 93 %;
        // with `follow-on` (a $745M raise at month 6, p 70 %) P(out within 12) ≈ 40 % while P(needs new
        // money within 12) stays ≈ 94 %.
        const MonteCarloResult d = runOdds(Scenario::model3Defaults(), 10000, 1, false);
        QVERIFY2(d.runwayMonths[3] >= 7.0 && d.runwayMonths[3] <= 8.6, qPrintable(QString::number(d.runwayMonths[3])));
        QVERIFY2(d.pCashOut12m >= 0.88 && d.pCashOut12m <= 0.98, qPrintable(QString::number(d.pCashOut12m)));
        QCOMPARE(d.pNeedsMoney12m, d.pCashOut12m); // no raise, no line: the same run
        const MonteCarloResult f = runOdds(followOn(), 10000, 1, false);
        QVERIFY2(f.pCashOut12m >= 0.30 && f.pCashOut12m <= 0.50, qPrintable(QString::number(f.pCashOut12m)));
        QVERIFY2(f.pNeedsMoney12m >= 0.85, qPrintable(QString::number(f.pNeedsMoney12m)));
        QCOMPARE(f.pNeedsMoney12m, d.pCashOut12m); // own cash never counts the raise: the defaults' odds
    }

    void model3IntervalsAgainstDirectRuns()
    {
        // metric_percentiles of a model-3 scenario covers MODEL3.md §5's metrics, each the type-7
        // percentiles of computeMetrics() over the very samples, except the free tier's incremental
        // cash cost (a second run per sample), which is given for the scenario itself.
        Scenario s = followOn();
        s[ParamId::CreditLine] = 1e8;
        constexpr int kSamples = 203;
        const MonteCarloResult r = runOdds(s, kSamples, 7);
        const auto& keys = intervalMetricKeys(true);
        QCOMPARE(r.metricPercentiles.size(), keys.size());
        QCOMPARE(keys.size(), intervalMetricKeys(false).size() + flatModel3MetricKeys().size() - 2);
        for (const char* absent : {"day0.free_tier_incremental_cash_usd", "total_free_tier_incremental_cash_usd", "runway_days"})
            QVERIFY2(std::find(keys.begin(), keys.end(), absent) == keys.end(), absent);
        for (const char* present : {"own_cash_runway_months", "bridge_burn_usd", "training_compute_start_usd_per_month", "day0.training_compute_usd",
                                    "funding_counted_usd", "credit_line_peak_drawn_usd", "chips_free_start"})
            QVERIFY2(r.interval(present), present);
        std::vector<Metrics> direct;
        direct.reserve(kSamples);
        for (int i = 0; i < kSamples; ++i)
            direct.push_back(computeMetrics(monteCarloSample(s, 7, static_cast<std::uint64_t>(i))));
        int moving = 0;
        for (std::string_view key : flatModel3MetricKeys()) {
            const MetricInterval* m = r.interval(key);
            if (!m)
                continue;
            std::vector<double> values;
            for (const Metrics& d : direct)
                if (auto v = metricByKey(d, key))
                    values.push_back(*v);
            QVERIFY2(m->n == static_cast<int>(values.size()), key.data());
            if (values.empty())
                continue;
            QVERIFY2(*m->p5 == sortedPercentile(values, 5) && *m->p50 == sortedPercentile(values, 50) && *m->p95 == sortedPercentile(values, 95), key.data());
            moving += *m->p5 != *m->p95 ? 1 : 0;
        }
        QVERIFY(moving >= 5);
        // funding_counted_usd follows the draw: 0 or the raise, never the deterministic rule's fixed 745M.
        QCOMPARE(*r.interval("funding_counted_usd")->p5, 0.0);
        QCOMPARE(*r.interval("funding_counted_usd")->p95, 745e6);
        // JSON: both odds and both fans.
        const Json j = monteCarloToJson(r);
        QCOMPARE(j.at("p_needs_new_money_12m").get<double>(), r.pNeedsMoney12m);
        QCOMPARE(j.at("p_needs_new_money_24m").get<double>(), r.pNeedsMoney24m);
        QCOMPARE(j.at("p_needs_new_money_horizon").get<double>(), r.pNeedsMoneyHorizon);
        QCOMPARE(j.at("monthly_own_cash_percentiles").size(), r.monthlyCash.size());
        QCOMPARE(j.at("monthly_own_cash_percentiles").at(5).at("p50").get<double>(), r.monthlyOwnCash[5].cash[2]);
        QVERIFY(j.at("metric_percentiles").contains("own_cash_runway_months"));
        QVERIFY(!j.at("metric_percentiles").contains("total_free_tier_incremental_cash_usd"));
    }

    void defaultTornadoToTwoDecimals_data()
    {
        // MODEL3.md §7's default tornado on the model-3 defaults: runway months at low / high.
        QTest::addColumn<int>("param");
        QTest::addColumn<double>("low");
        QTest::addColumn<double>("high");
        const auto row = [](const char* name, ParamId id, double low, double high) { QTest::newRow(name) << static_cast<int>(id) << low << high; };
        row("training growth", ParamId::TrainingGrowth, 12.30, 6.53);
        row("fixed opex", ParamId::FixedOpex, 11.47, 6.13);
        row("fleet share", ParamId::FleetShare, 7.67, 10.10);
        row("other revenue growth", ParamId::OtherRevenueGrowth, 8.27, 10.27);
        row("demand growth", ParamId::Growth, 8.90, 7.00);
        row("tokens per chip", ParamId::TokensPerChip, 7.63, 9.53);
        row("burn since filing", ParamId::BurnSinceFiling, 9.60, 7.73);
        row("opex growth", ParamId::OpexGrowth, 9.53, 8.17);
        row("conversion", ParamId::Conversion, 8.87, 8.93);
        row("elasticity", ParamId::Elasticity, 8.90, 8.90); // no swing: the defaults' runway, 267 days
    }

    void defaultTornadoToTwoDecimals()
    {
        QFETCH(int, param);
        QFETCH(double, low);
        QFETCH(double, high);
        const std::vector<TornadoBar> bars = tornado(Scenario::model3Defaults());
        QCOMPARE(bars.size(), std::size_t{10}); // one per entry of the default uncertainty, no funding event
        const auto bar = std::find_if(bars.begin(), bars.end(), [&](const TornadoBar& b) { return !b.fundingEvent && static_cast<int>(b.param) == param; });
        QVERIFY(bar != bars.end());
        QVERIFY2(bar->runwayAtLow && std::fabs(*bar->runwayAtLow - low) < 0.005 + 1e-9, qPrintable(QString::number(bar->runwayAtLow.value_or(-1), 'f', 4)));
        QVERIFY2(bar->runwayAtHigh && std::fabs(*bar->runwayAtHigh - high) < 0.005 + 1e-9, qPrintable(QString::number(bar->runwayAtHigh.value_or(-1), 'f', 4)));
        if (static_cast<ParamId>(param) == ParamId::Elasticity)
            QCOMPARE(*bar->swing(), 0.0);
    }

    void tornadoHasABarPerUncertainRaise()
    {
        // MODEL3.md §7: an event with 0 < p < 100 adds a bar, low without it and high with it, every other
        // input at the scenario's value, sorted with the others by swing; certain and impossible events
        // add none. Named by its label, or "funding, month m".
        Scenario s = followOn();
        s.funding.push_back({9, 2e8, 100, "certain"});
        s.funding.push_back({12, 3e8, 0, "never"});
        s.funding.push_back({3, 5e7, 20, ""});
        const std::vector<TornadoBar> bars = tornado(s);
        QCOMPARE(bars.size(), std::size_t{12});
        std::vector<const TornadoBar*> funding;
        for (const TornadoBar& b : bars)
            if (b.fundingEvent)
                funding.push_back(&b);
        QCOMPARE(funding.size(), std::size_t{2});
        for (std::size_t k = 0; k + 1 < bars.size(); ++k)
            QVERIFY(bars[k].swing().value_or(-1) >= bars[k + 1].swing().value_or(-1));
        const auto runwayWith = [&](std::size_t event, double p) {
            Scenario probe = s;
            probe.funding[event].probabilityPct = p;
            return computeMetrics(probe).runwayMonthsCapped;
        };
        const TornadoBar& raise = *funding[0]->fundingEvent == 0 ? *funding[0] : *funding[1];
        const TornadoBar& small = *funding[0]->fundingEvent == 3 ? *funding[0] : *funding[1];
        QCOMPARE(*raise.fundingEvent, std::size_t{0});
        QCOMPARE(*small.fundingEvent, std::size_t{3});
        QCOMPARE(english(raise.fundingName), std::string("follow-on raise"));
        QCOMPARE(english(small.fundingName), std::string("funding, month 3"));
        QCOMPARE(raise.low, 0.0);
        QCOMPARE(raise.high, 745e6);
        // Without the raise: the scenario's runway with only the certain event (2e8 at month 9 comes
        // after the defaults run out on day 267, so 8.9 months); with it: counted as a certain raise is.
        QCOMPARE(*raise.runwayAtLow, runwayWith(0, 0));
        QCOMPARE(*raise.runwayAtLow, 267 / 30.0);
        QCOMPARE(*raise.runwayAtHigh, runwayWith(0, 100));
        QVERIFY(*raise.runwayAtHigh > 14); // $745M at month 6 carries the runway well past a year
        // The other bars are taken at the scenario's values, where the raise (p 70 > 50) is counted.
        QCOMPARE(*funding[1]->runwayAtLow, runwayWith(0, 70));
        QCOMPARE(*small.runwayAtLow, runwayWith(3, 0));
        QCOMPARE(*small.runwayAtHigh, runwayWith(3, 100));
        QVERIFY(*small.runwayAtHigh > *small.runwayAtLow);
        // JSON names the event
        const Json j = tornadoToJson(bars);
        const auto at = static_cast<std::size_t>(&raise - bars.data());
        QCOMPARE(j.at("bars").at(at).at("param").get<std::string>(), std::string("funding[0]"));
        QCOMPARE(j.at("bars").at(at).at("label").get<std::string>(), std::string("follow-on raise"));
        QCOMPARE(j.at("bars").at(at).at("low").get<double>(), 0.0);
        QCOMPARE(j.at("bars").at(at).at("high").get<double>(), 745e6);
        QCOMPARE(j.at("bars").at(at).at("runway_at_high").get<double>(), *raise.runwayAtHigh);
        const auto smallAt = static_cast<std::size_t>(&small - bars.data());
        QCOMPARE(j.at("bars").at(smallAt).at("label").get<std::string>(), std::string("funding, month 3"));
        for (const auto& bar : j.at("bars"))
            QVERIFY(bar.contains("label") == bar.at("param").get<std::string>().starts_with("funding["));
    }

    void goalSeekOnEveryNewKey()
    {
        // MODEL3.md §8: every numeric model-3 key between its hard limits; the dates and replace_chips are no
        // targets. On the model-3 defaults with subscribers, a credit line and a competitor set (so every
        // key moves the runway), each key is sought for the runway halfway between its two limits' runways,
        // and the answer is checked by re-running the model there and one tolerance beyond.
        Scenario s = Scenario::model3Defaults();
        s[ParamId::Subscribers] = 1.5e6;
        s[ParamId::CreditLine] = 4e8;
        s.set(ParamId::CompetitorPrice, s[ParamId::Price] * 0.95);
        s.set(ParamId::TrainingGrowthAfterStart, 1.0);
        QVERIFY2(validateWithModel(s).empty(), qPrintable(test::allProblems(validateWithModel(s))));
        const auto runwayAt = [&](ParamId id, double v) {
            Scenario probe = s;
            probe.set(id, v);
            return computeMetrics(probe).runwayMonthsCapped;
        };
        int sought = 0;
        for (const ParamSpec& p : model3Parameters()) {
            const bool target = isNumeric(p.id) && p.canBeUncertain;
            QCOMPARE(canGoalSeek(p.id), target);
            if (!target)
                continue;
            const auto [lo, hi] = goalSeekRange(s, p.id, GoalSeekRange::Limits);
            const double atLo = runwayAt(p.id, lo), atHi = runwayAt(p.id, hi);
            QVERIFY2(atLo != atHi, p.key.data()); // the scenario makes every key matter
            const double goal = (atLo + atHi) / 2;
            const GoalSeekResult r = goalSeek(s, p.id, goal);
            QVERIFY2(r.value, qPrintable(QString::fromStdString(std::string(p.key) + ": " + english(r.reason))));
            QVERIFY2(*r.value >= lo && *r.value <= hi, p.key.data());
            QVERIFY2(runwayAt(p.id, *r.value) >= goal, p.key.data());
            // one tolerance (1e-6 of the larger end) further, on the side where the runway falls short
            const double step = 2e-6 * std::max(std::fabs(lo), std::fabs(hi));
            const double beyond = atLo < atHi ? std::max(lo, *r.value - step) : std::min(hi, *r.value + step);
            QVERIFY2(runwayAt(p.id, beyond) < goal, p.key.data());
            ++sought;
        }
        QCOMPARE(sought, 14);
    }

    void goalSeekTheSpecsQuestions()
    {
        // "What share of the fleet must be free for a 12-month runway": with the training budget frozen
        // (the defaults reach only 10.1 months at 100 %); "how much committed credit gives 24 months".
        Scenario freeze = Scenario::model3Defaults();
        freeze.set(ParamId::TrainingGrowthAfterStart, 0.0);
        const GoalSeekResult share = goalSeek(freeze, ParamId::FleetShare, 12);
        QVERIFY2(share.value, english(share.reason).c_str());
        Scenario at = freeze;
        at[ParamId::FleetShare] = *share.value;
        QVERIFY(computeMetrics(at).runwayMonthsCapped >= 12);
        at[ParamId::FleetShare] = *share.value - 2e-4;
        QVERIFY(computeMetrics(at).runwayMonthsCapped < 12);
        // On the defaults no share is enough: the reason says both ends fall short.
        const GoalSeekResult none = goalSeek(Scenario::model3Defaults(), ParamId::FleetShare, 12);
        QVERIFY(!none.value);
        QVERIFY(english(none.reason).find("both fall short") != std::string::npos);

        const Scenario d = Scenario::model3Defaults();
        const GoalSeekResult credit = goalSeek(d, ParamId::CreditLine, 24);
        QVERIFY2(credit.value, english(credit.reason).c_str());
        Scenario line = d;
        line[ParamId::CreditLine] = *credit.value;
        const Metrics m = computeMetrics(line);
        QVERIFY(m.runwayMonthsCapped >= 24);
        QVERIFY(m.model3 && m.model3->ownCashRunwayDays == 267); // own cash still runs out on the defaults' day
        line[ParamId::CreditLine] = *credit.value * (1 - 2e-6);
        QVERIFY(computeMetrics(line).runwayMonthsCapped < 24);

        // A model-2 scenario holds the model-3 keys neutral: no answer, and the reason says how to get one.
        const Scenario two = test::scenario(R"({"schema": "token-runway/scenario@2"})");
        const GoalSeekResult refused = goalSeek(two, ParamId::FleetShare, 12);
        QVERIFY(!refused.value);
        QCOMPARE(english(refused.reason),
                 std::string("fleet_share_pct is a model-3 key and this scenario is read as model 2; upgrade it to model 3 to solve for it"));
        QCOMPARE(refused.evaluations, 0);
    }

    void needsMoneyDiffersOnlyWithARaiseOrALine()
    {
        Scenario s = Scenario::model3Defaults();
        QVERIFY(!needsMoneyDiffers(s));
        s.funding = {{3, 1e8, 100, ""}, {4, 1e8, 0, ""}};
        QVERIFY(!needsMoneyDiffers(s)); // certain or impossible: own cash is the cash
        s.funding[1].probabilityPct = 0.5;
        QVERIFY(needsMoneyDiffers(s));
        s.funding.clear();
        s[ParamId::CreditLine] = 1;
        QVERIFY(needsMoneyDiffers(s));
        s[ParamId::CreditLine] = 0;
        s.uncertainty.push_back({ParamId::CreditLine, DistKind::Uniform, 0, 1e8, std::nullopt});
        QVERIFY(needsMoneyDiffers(s));
    }
};

QTEST_GUILESS_MAIN(TestOdds3)
#include "test_odds3.moc"
