// Invariants of the model over 10,000 random valid scenarios (seeded, so a failure repeats):
// every value is a value drawn within the parameter table's hard limits and the scenario is
// built through scenarioFromJson, so it is exactly what a file could hold.
#include <QtTest>

#include <cmath>
#include <random>

#include "core/analysis/montecarlo.h"
#include "core/model/model.h"
#include "core/model/modeljson.h"
#include "core/scenario/jsondocument.h"
#include "core/scenario/parameters.h"
#include "core/scenario/scenariojson.h"

using namespace runway;

namespace {

// Under AddressSanitizer (CI's asan step) a fifth as many: the sanitizer looks for memory errors, which
// the same code paths show as well in 2,000 scenarios, at a tenth of the speed.
#if defined(__SANITIZE_ADDRESS__)
constexpr int kScenarios = 2000;
#else
constexpr int kScenarios = 10000;
#endif
constexpr std::uint64_t kSeed = 20261201;

class Generator {
public:
    explicit Generator(std::uint64_t seed)
        : m_rng(seed)
    {
    }

    /// A random scenario document within the hard limits (MODEL.md §1).
    Json document()
    {
        Json doc = Json::object();
        const int horizon = static_cast<int>(uniformInt(1, 120));
        doc["horizon_months"] = horizon;
        // Model 2's cross-field rules: owned capacity derives its serving cost (per token, half
        // the time typed); a cash derived from the filing needs the filing on or before the start.
        const bool owned = chance(0.5);
        doc["capacity_mode"] = owned ? "owned" : "per_token";
        for (const auto& p : parameters()) {
            if (!isNumeric(p.id) || p.id == ParamId::HorizonMonths || chance(0.15))
                continue; // a missing key keeps its default
            if (p.id == ParamId::ServingCost && (owned || chance(0.5))) {
                doc[std::string(p.key)] = nullptr; // derived from the chips
                continue;
            }
            if (isOptional(p.type) && chance(0.2)) {
                doc[std::string(p.key)] = nullptr; // derived (cash, fleet) or no cap
                continue;
            }
            const double v = value(p, horizon);
            doc[std::string(p.key)] = isInteger(p.type) ? std::floor(v) : v; // whole-number keys take whole numbers
        }
        if (!doc.contains("free_tier_months"))
            doc["free_tier_months"] = uniform(0, horizon);
        const Date start = Date::fromDays(Date{2000, 1, 1}.toDays() + uniformInt(0, 36890));
        doc["start_date"] = start.toIso();
        doc["filing_date"] = Date::fromDays(std::max<long long>(Date{2000, 1, 1}.toDays(), start.toDays() - uniformInt(0, 3650))).toIso();
        Json funding = Json::array();
        for (long long i = uniformInt(0, 4); i > 0; --i)
            funding.push_back({{"month", uniformInt(0, 119)}, {"amount_usd", logUniform(1, 1e13)}});
        doc["funding"] = funding;
        return doc;
    }

    double value(const ParamSpec& p, int horizon)
    {
        const double lo = p.min;
        const double hi = p.maxIsHorizon ? horizon : p.max;
        const double positiveLo = lo > 0 ? lo : hi * 1e-12; // an exclusive 0 is approached, never reached
        switch (uniformInt(0, 5)) {
        case 0: return p.minExclusive ? positiveLo : lo;
        case 1: return hi;
        case 2: return uniform(p.minExclusive ? positiveLo : lo, hi);
        case 3: return hi > 0 ? logUniform(positiveLo, hi) : lo;
        case 4:
            if (p.sliderMax > p.sliderMin)
                return uniform(std::max(p.sliderMin, p.minExclusive ? positiveLo : lo), std::min(p.sliderMax, hi));
            return uniform(p.minExclusive ? positiveLo : lo, hi);
        default: return std::isfinite(p.defaultValue) && p.defaultValue <= hi ? p.defaultValue : hi;
        }
    }

    bool chance(double p) { return std::uniform_real_distribution<double>(0, 1)(m_rng) < p; }
    double uniform(double a, double b) { return a >= b ? a : std::uniform_real_distribution<double>(a, b)(m_rng); }
    double logUniform(double a, double b) { return std::exp(uniform(std::log(a), std::log(b))); }
    long long uniformInt(long long a, long long b) { return std::uniform_int_distribution<long long>(a, b)(m_rng); }

private:
    std::mt19937_64 m_rng;
};

bool close(double a, double b, double relative = 1e-9, double absolute = 1e-6)
{
    return std::fabs(a - b) <= relative * std::max(std::fabs(a), std::fabs(b)) + absolute;
}

bool allFinite(const Json& j)
{
    if (j.is_number_float())
        return std::isfinite(j.get<double>());
    if (j.is_structured())
        for (const auto& child : j)
            if (!allFinite(child))
                return false;
    return true;
}

bool finiteFlows(const DayFlows& f)
{
    for (double v : {f.freeTokens, f.paidTokens, f.revenueUsd, f.servingCostUsd, f.freeTierCostUsd, f.freeTierListValueUsd, f.opexUsd, f.netBurnUsd})
        if (!std::isfinite(v))
            return false;
    return true;
}

/// QVERIFY2 evaluates its message on every call; this writes the scenario out only on failure.
#define CHECK_FOR(condition, scenario)                                                                                                                         \
    do {                                                                                                                                                       \
        if (!(condition))                                                                                                                                      \
            QFAIL((std::string(#condition) + " fails for\n" + scenarioToText(scenario)).c_str());                                                              \
    } while (false)

Scenario with(Scenario s, ParamId id, double v)
{
    s[id] = v;
    return s;
}

/// The scenarios every property runs over, drawn once.
const std::vector<Scenario>& scenarios()
{
    static const std::vector<Scenario> all = [] {
        Generator g(kSeed);
        std::vector<Scenario> list;
        int refused = 0;
        while (static_cast<int>(list.size()) < kScenarios) {
            Json doc = g.document();
            doc["schema"] = kScenarioSchema; // MODEL.md's properties: model 2's documents (no schema line is model 3 now)
            auto s = scenarioFromJson(doc);
            if (s.ok())
                list.push_back(std::move(*s.value));
            else
                ++refused; // only the combinations whose quotients overflow (the Overflow rule; see test_hostile)
        }
        if (refused > kScenarios / 20)
            qWarning("%d of %d random documents were refused", refused, refused + kScenarios);
        return list;
    }();
    return all;
}

} // namespace

class TestProperties : public QObject {
    Q_OBJECT
private slots:
    void generatorStaysValid() { QCOMPARE(static_cast<int>(scenarios().size()), kScenarios); }

    void everyOutputIsFinite()
    {
        for (const Scenario& s : scenarios()) {
            const SimulationResult r = simulate(s);
            CHECK_FOR(allFinite(metricsToJson(r.metrics)), s);
            for (const auto& row : r.monthly)
                CHECK_FOR(finiteFlows(row.sums) && std::isfinite(row.cashEndUsd) && std::isfinite(row.fundingUsd), s);
            for (double cash : r.dailyCash)
                QVERIFY(std::isfinite(cash));
        }
    }

    void cappedRunwayWithinTheHorizon()
    {
        for (const Scenario& s : scenarios()) {
            const Metrics m = computeMetrics(s);
            QVERIFY(m.runwayMonthsCapped >= 0);
            CHECK_FOR(m.runwayMonthsCapped <= s.horizonMonths(), s);
            QCOMPARE(m.runwayMonthsCapped == s.horizonMonths() && !m.runwayDays, !m.runwayDays);
        }
    }

    void moreCashNeverShortensTheRunway()
    {
        Generator g(kSeed + 1);
        for (const Scenario& s : scenarios()) {
            const double more = std::min(1e13, s[ParamId::Cash] + g.logUniform(1, 1e12));
            const Metrics a = computeMetrics(s), b = computeMetrics(with(s, ParamId::Cash, more));
            CHECK_FOR(b.runwayMonthsCapped >= a.runwayMonthsCapped, s);
            QVERIFY(b.endingCashUsd >= a.endingCashUsd);
        }
    }

    void higherPriceNeverLowersRevenue()
    {
        // MODEL.md §4–§5: paid tokens scale with e = (P / P_ref)^ε, so paid revenue goes as
        // P^(1+ε). For −1 ≤ ε ≤ 0 a higher price never earns less (at ε = −1 exactly the same,
        // up to rounding); for ε < −1 it never earns more (the profit-maximising price exists).
        Generator g(kSeed + 2);
        int elastic = 0, inelastic = 0;
        for (const Scenario& s : scenarios()) {
            const double higher = g.uniform(s[ParamId::Price], 100);
            const Metrics a = computeMetrics(s), b = computeMetrics(with(s, ParamId::Price, higher));
            const auto slack = [](double x, double y) { return 1e-12 * std::max(std::fabs(x), std::fabs(y)); };
            if (s[ParamId::Elasticity] >= -1) {
                ++inelastic;
                CHECK_FOR(b.totalRevenueUsd >= a.totalRevenueUsd - slack(a.totalRevenueUsd, b.totalRevenueUsd), s);
                QVERIFY(b.day0.revenueUsd >= a.day0.revenueUsd - slack(a.day0.revenueUsd, b.day0.revenueUsd));
            } else {
                ++elastic;
                CHECK_FOR(b.totalRevenueUsd <= a.totalRevenueUsd + slack(a.totalRevenueUsd, b.totalRevenueUsd), s);
                QVERIFY(b.day0.revenueUsd <= a.day0.revenueUsd + slack(a.day0.revenueUsd, b.day0.revenueUsd));
            }
        }
        QVERIFY(elastic > 100 && inelastic > 100); // both sides are exercised
    }

    void moreFixedOpexNeverLengthensTheRunway()
    {
        Generator g(kSeed + 3);
        for (const Scenario& s : scenarios()) {
            const double more = std::min(1e12, s[ParamId::FixedOpex] + g.logUniform(1, 1e9));
            const Metrics a = computeMetrics(s), b = computeMetrics(with(s, ParamId::FixedOpex, more));
            CHECK_FOR(b.runwayMonthsCapped <= a.runwayMonthsCapped, s);
        }
    }

    void monthlySeriesSumsToTheTotals()
    {
        for (const Scenario& s : scenarios()) {
            const SimulationResult r = simulate(s);
            DayFlows sum;
            double funding = 0;
            for (const auto& row : r.monthly) {
                sum += row.sums;
                funding += row.fundingUsd;
            }
            const Metrics& m = r.metrics;
            CHECK_FOR(close(sum.revenueUsd, m.totalRevenueUsd), s);
            QVERIFY(close(sum.freeTierCostUsd, m.totalFreeTierCostUsd));
            QVERIFY(close(sum.freeTierListValueUsd, m.totalFreeTierListValueUsd));
            QVERIFY(close(r.monthly.front().sums.netBurnUsd, m.firstMonthNetBurnUsd));
            // cash_end(last) = cash_start + funding − net burn over the horizon; cash_start is
            // cash_usd, or derived from the filing when it is null (MODEL.md §3b)
            const double start = s.isNull(ParamId::Cash) ? cashAtStart(s) : s[ParamId::Cash];
            QCOMPARE(m.cashStartUsd, start);
            CHECK_FOR(close(m.endingCashUsd, start + funding - sum.netBurnUsd, 1e-9, 1e-9 * (std::fabs(start) + funding + std::fabs(sum.netBurnUsd)) + 1e-6),
                      s);
            QCOMPARE(r.monthly.back().cashEndUsd, m.endingCashUsd);
            for (const auto& row : r.monthly)
                QCOMPARE(row.cashEndUsd, r.dailyCash[static_cast<std::size_t>(row.month) * 30 + 29]);
        }
    }

    void cashFollowsTheRecurrence()
    {
        Generator g(kSeed + 4);
        for (const Scenario& s : scenarios()) {
            const SimulationResult r = simulate(s);
            const std::vector<DayFlows> flows = dailyFlows(s);
            const auto n = static_cast<long long>(r.dailyCash.size());
            for (long long d : {0LL, 1LL, 29LL, std::min(30LL, n - 1), g.uniformInt(0, n - 1), g.uniformInt(0, n - 1), n - 1}) {
                const double before = d == 0 ? r.metrics.cashStartUsd : r.dailyCash[static_cast<std::size_t>(d - 1)];
                double funding = 0;
                if (d % 30 == 0)
                    for (const auto& f : s.funding)
                        if (static_cast<long long>(f.month) * 30 == d)
                            funding += f.amountUsd;
                const DayFlows& f = flows[static_cast<std::size_t>(d)];
                const double expected = before + funding - f.netBurnUsd;
                const double scale = std::fabs(before) + funding + f.servingCashUsd + f.opexUsd + f.revenueUsd;
                CHECK_FOR(close(r.dailyCash[static_cast<std::size_t>(d)], expected, 1e-9, 1e-9 * scale + 1e-6), s);
            }
            // runway_days is the first day with cash below zero
            if (const auto days = r.metrics.runwayDays) {
                QVERIFY(r.dailyCash[static_cast<std::size_t>(*days)] < 0);
                for (int d = 0; d < *days; ++d)
                    QVERIFY(r.dailyCash[static_cast<std::size_t>(d)] >= 0);
            } else {
                for (double cash : r.dailyCash)
                    QVERIFY(cash >= 0);
            }
        }
    }

    void higherOpexGrowthNeverLengthensTheRunway()
    {
        // MODEL.md §4: opex(d) = F·(1 + g)^(d/30) grows with g on every day d ≥ 0.
        Generator g(kSeed + 5);
        for (const Scenario& s : scenarios()) {
            const double more = std::min(200.0, s[ParamId::OpexGrowth] + g.uniform(0.01, 20));
            const Metrics a = computeMetrics(s), b = computeMetrics(with(s, ParamId::OpexGrowth, more));
            CHECK_FOR(b.runwayMonthsCapped <= a.runwayMonthsCapped, s);
            CHECK_FOR(b.endingCashUsd <= a.endingCashUsd + 1e-9 * std::fabs(a.endingCashUsd), s);
        }
    }

    void largerFleetNeverBuysMore()
    {
        // MODEL.md §4: fleet(d) = max(fleet(d − 1), need(d)) and chips are cash when bought, so a
        // larger starting fleet never buys more. It can shorten the runway (idle accelerators draw
        // power, §4): only with free power is "a larger fleet never shortens the runway" true.
        Generator g(kSeed + 7);
        for (const Scenario& base : scenarios()) {
            if (!base.owned() || base.isNull(ParamId::ChipsOwned))
                continue;
            const double more = std::min(1e9, base[ParamId::ChipsOwned] + std::floor(g.logUniform(1, 1e7)));
            const Metrics a = computeMetrics(base), b = computeMetrics(with(base, ParamId::ChipsOwned, more));
            CHECK_FOR(b.capexTotalUsd <= a.capexTotalUsd, base);
            CHECK_FOR(b.chipsBought.value_or(0) <= a.chipsBought.value_or(0), base);
            const Scenario freePower = with(base, ParamId::Electricity, 0);
            const Metrics c = computeMetrics(freePower), d = computeMetrics(with(freePower, ParamId::ChipsOwned, more));
            CHECK_FOR(d.runwayMonthsCapped >= c.runwayMonthsCapped, freePower);
        }
    }

    void zeroElasticityMakesPaidTokensDeafToPrice()
    {
        // MODEL.md §4: e = (P / P_ref)^ε is 1 at ε = 0, so paid tokens are model 1's: the price
        // moves revenue only, never the tokens paid for.
        Generator g(kSeed + 6);
        for (const Scenario& s : scenarios()) {
            const Scenario deaf = with(s, ParamId::Elasticity, 0);
            const double other = g.uniform(0.03, 1.0);
            const Metrics a = computeMetrics(deaf), b = computeMetrics(with(deaf, ParamId::Price, other));
            CHECK_FOR(a.day0.paidTokens == b.day0.paidTokens, deaf);
            QCOMPARE(elasticityFactor(deaf), 1.0);
        }
    }

    void zeroConversionEarnsOnlyOtherRevenue()
    {
        // MODEL.md §4: paid = c·D·e + k·X·e. With a per-account cap a share k of the tokens above
        // the cap is paid for whatever the conversion, so "nothing paid" needs k = 0 too.
        for (const Scenario& s : scenarios()) {
            const SimulationResult r = simulate(with(with(s, ParamId::Conversion, 0), ParamId::CappedConversion, 0));
            const double perMonth = s[ParamId::OtherRevenue];
            for (const auto& row : r.monthly) {
                QCOMPARE(row.sums.paidTokens, 0.0);
                CHECK_FOR(close(row.sums.revenueUsd, perMonth, 1e-12, 1e-9), s);
            }
            QVERIFY(close(r.metrics.totalRevenueUsd, perMonth * s.horizonMonths(), 1e-12, 1e-9));
            // with a cap and k > 0, day 0's paid tokens at zero conversion are k·X·e exactly (§4a)
            if (!s.isNull(ParamId::AccountCap)) {
                const Scenario z = with(s, ParamId::Conversion, 0);
                const CapSplit split = splitAtCap(z[ParamId::Demand], z[ParamId::FreeAccounts], z[ParamId::AccountCap], z[ParamId::AccountSigma]);
                const double expected = z[ParamId::CappedConversion] / 100.0 * split.above * elasticityFactor(z);
                CHECK_FOR(close(computeMetrics(z).day0.paidTokens, expected, 1e-12, 0), z);
            }
        }
    }

    // Monte Carlo: every percentile lies between the smallest and largest sample, in order.
    void monteCarloPercentilesWithinTheSamples()
    {
        constexpr int kSamples = 200;
        for (std::size_t i = 0; i < 40; ++i) {
            Scenario s = scenarios().at(i * 97 % scenarios().size()); // 2,000 scenarios under AddressSanitizer
            s.uncertainty = defaultUncertainty();
            const double tier = std::min(s[ParamId::FreeTierMonths], static_cast<double>(s.horizonMonths()));
            s[ParamId::FreeTierMonths] = tier;
            // the defaults' triangular modes must hold the scenario's values
            s[ParamId::Conversion] = 3;
            s[ParamId::FixedOpex] = 40e6;
            MonteCarloOptions options;
            options.samples = kSamples;
            options.seed = kSeed + i;
            const auto result = runMonteCarlo(s, options);
            QVERIFY(result);
            double lo = INFINITY, hi = -INFINITY;
            for (int k = 0; k < kSamples; ++k) {
                const double runway = computeMetrics(monteCarloSample(s, options.seed, static_cast<std::uint64_t>(k))).runwayMonthsCapped;
                lo = std::min(lo, runway);
                hi = std::max(hi, runway);
            }
            for (std::size_t p = 0; p < result->runwayMonths.size(); ++p) {
                CHECK_FOR(result->runwayMonths[p] >= lo && result->runwayMonths[p] <= hi, s);
                if (p > 0)
                    QVERIFY(result->runwayMonths[p] >= result->runwayMonths[p - 1]);
            }
            QVERIFY(result->pCashOut12m >= 0 && result->pCashOut12m <= result->pCashOut24m);
            QVERIFY(result->pCashOut24m <= result->pCashOutHorizon && result->pCashOutHorizon <= 1);
            for (const auto& month : result->monthlyCash)
                for (std::size_t p = 1; p < month.cash.size(); ++p)
                    QVERIFY(month.cash[p] >= month.cash[p - 1]);
        }
    }
};

QTEST_GUILESS_MAIN(TestProperties)
#include "test_properties.moc"
