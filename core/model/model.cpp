#include "core/model/model.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "core/model/modelinputs.h"

namespace runway {

DayFlows& DayFlows::operator+=(const DayFlows& o)
{
    freeTokens += o.freeTokens;
    paidTokens += o.paidTokens;
    revenueUsd += o.revenueUsd;
    servingCostUsd += o.servingCostUsd;
    powerUsd += o.powerUsd;
    capexUsd += o.capexUsd;
    servingCashUsd += o.servingCashUsd;
    freeTierCostUsd += o.freeTierCostUsd;
    freeTierListValueUsd += o.freeTierListValueUsd;
    opexUsd += o.opexUsd;
    netBurnUsd += o.netBurnUsd;
    freeTierCashUsd += o.freeTierCashUsd;
    otherOpexUsd += o.otherOpexUsd;
    trainingComputeUsd += o.trainingComputeUsd;
    subscriptionRevenueUsd += o.subscriptionRevenueUsd;
    subscriptionCostUsd += o.subscriptionCostUsd;
    replacementCapexUsd += o.replacementCapexUsd;
    interestUsd += o.interestUsd;
    freeTierIncrementalCashUsd += o.freeTierIncrementalCashUsd;
    return *this;
}

double chipPowerPerDay(const Scenario& s)
{
    using enum ParamId;
    return s[ChipPower] * 24.0 * s[Pue] * s[Electricity];
}

double chipCostPerDay(const Scenario& s)
{
    using enum ParamId;
    return s[ChipCapex] / (s[ChipLife] * 365.0) + chipPowerPerDay(s);
}

double derivedServingCostPerMtok(const Scenario& s)
{
    using enum ParamId;
    return chipCostPerDay(s) / (s[TokensPerChip] * s[Speedup]) * 1e6;
}

double servingCostPerMtok(const Scenario& s)
{
    return s.isNull(ParamId::ServingCost) ? derivedServingCostPerMtok(s) : s[ParamId::ServingCost];
}

MixIndices mixIndices(const Scenario& s)
{
    using enum ParamId;
    // wp(s,h) = (1−s)·((1−h) + h·cached_price_fraction) + s·output_price_multiple, and wc alike.
    const auto blend = [](double share, double hit, double cachedFraction, double outputMultiple) {
        return (1.0 - share) * ((1.0 - hit) + hit * cachedFraction) + share * outputMultiple;
    };
    const double share = s[OutputShare] / 100.0, hit = s[CacheHit] / 100.0;
    MixIndices m;
    m.wpReference = blend(0.25, 0.0, s[CachedPriceFraction], s[OutputPriceMultiple]);
    m.wcReference = blend(0.25, 0.0, s[CachedCostFraction], s[OutputCostMultiple]);
    m.ip = blend(share, hit, s[CachedPriceFraction], s[OutputPriceMultiple]) / m.wpReference;
    m.ic = blend(share, hit, s[CachedCostFraction], s[OutputCostMultiple]) / m.wcReference;
    return m;
}

long long daysSinceFiling(const Scenario& s)
{
    return s.startDate.toDays() - s.filingDate.toDays();
}

namespace {
/// days(measured date in `id` → start_date). The key holds the date's day number v, and
/// Date::fromDays(v).toDays() is v for every day a date can hold: only the start date is converted
/// (the Monte Carlo builds this for every sample).
double daysToStart(const Scenario& s, ParamId id)
{
    const auto v = static_cast<std::int64_t>(s[id]);
    if (v > -100'000'000 && v < 100'000'000)
        return static_cast<double>(s.startDate.toDays() - v);
    return static_cast<double>(s.startDate.toDays() - s.measuredDate(id)->toDays());
}
/// M and Mr of MODEL3.md §4b: the days from the measured dates to the start date (M 0 when null).
double measuredDays(const Scenario& s)
{
    return s.isNull(ParamId::FlowsMeasuredOn) ? 0.0 : daysToStart(s, ParamId::FlowsMeasuredOn);
}
double revenueMeasuredDays(const Scenario& s)
{
    return s.isNull(ParamId::OtherRevenueMeasuredOn) ? measuredDays(s) : daysToStart(s, ParamId::OtherRevenueMeasuredOn);
}
/// (1 + pct/100)^(days/30), with 0^0 = 1.
double grown(double pct, double days)
{
    if (days == 0) // pow(x, ±0) is 1 for every x, NaN included: the measured day itself needs no pow
        return 1.0;
    return std::pow(1.0 + pct / 100.0, days / 30.0);
}
} // namespace

double trainingOnDay(const Scenario& s, double d)
{
    using enum ParamId;
    const double tau = s[TrainingShare] / 100.0;
    if (tau == 0)
        return 0.0;
    const double fm = s[FixedOpex] / 30.0, m = measuredDays(s);
    if (d < 0 || s.isNull(TrainingGrowthAfterStart))
        return fm * tau * grown(s[TrainingGrowth], d + m);
    return fm * tau * grown(s[TrainingGrowth], m) * grown(s[TrainingGrowthAfterStart], d);
}

double opexOnDay(const Scenario& s, double d)
{
    using enum ParamId;
    const double tau = s[TrainingShare] / 100.0;
    return s[FixedOpex] / 30.0 * (1.0 - tau) * grown(s[OpexGrowth], d + measuredDays(s)) + trainingOnDay(s, d);
}

double otherRevenueOnDay(const Scenario& s, double d)
{
    using enum ParamId;
    return s[OtherRevenue] / 30.0 * grown(s[OtherRevenueGrowth], d + revenueMeasuredDays(s));
}

namespace model {

BridgeTerms bridgeTerms(const Scenario& s)
{
    using enum ParamId;
    const long long bridgeDays = daysSinceFiling(s);
    const auto days = static_cast<double>(bridgeDays);
    const double m = measuredDays(s), mr = revenueMeasuredDays(s);
    const double g = 1.0 + s[OpexGrowth] / 100.0, gT = 1.0 + s[TrainingGrowth] / 100.0, gr = 1.0 + s[OtherRevenueGrowth] / 100.0;
    return {bridgeDays,
            s[BurnSinceFiling] / 30.0,
            s[FixedOpex] / 30.0,
            s[TrainingShare] / 100.0,
            s[OtherRevenue] / 30.0,
            opexOnDay(s, -m),
            otherRevenueOnDay(s, -m),
            std::pow(g, (m - days) / 30.0),
            std::pow(gT, (m - days) / 30.0),
            std::pow(gr, (mr - days) / 30.0),
            std::pow(g, 1.0 / 30.0),
            std::pow(gT, 1.0 / 30.0),
            std::pow(gr, 1.0 / 30.0)};
}

} // namespace model

double bridgeBurn(const Scenario& s)
{
    using enum ParamId;
    if (s.isNull(FlowsMeasuredOn))
        return s[BurnSinceFiling] * static_cast<double>(daysSinceFiling(s)) / 30.0;
    // b(t) in order of t. Each flow's growth factor starts at day −L's, by one pow, and is carried by
    // its daily ratio (relative error a few 1e-14 over a bridge of hundreds of days: §3b allows 1e-12).
    model::BridgeTerms b = model::bridgeTerms(s);
    double sum = 0;
    for (long long t = -b.days; t <= -1; ++t) {
        const double opex = b.fm * (1.0 - b.tau) * b.fo + (b.tau == 0 ? 0.0 : b.fm * b.tau * b.ft);
        const double revenue = b.other == 0 ? 0.0 : b.other * b.fr;
        sum += b.perDay + (opex - b.opexAtMeasure) - (revenue - b.otherAtMeasure);
        b.fo *= b.ro;
        b.ft *= b.rt;
        b.fr *= b.rr;
    }
    return sum;
}

double revenueIn2025(const Scenario& s)
{
    const std::int64_t first = Date{2025, 1, 1}.toDays() - s.startDate.toDays();
    double sum = 0;
    for (std::int64_t t = first; t < first + 365; ++t)
        sum += otherRevenueOnDay(s, static_cast<double>(t));
    return sum;
}

double competitorLoss(const Scenario& s)
{
    using enum ParamId;
    if (s.isNull(CompetitorPrice) || s[Price] <= s[CompetitorPrice])
        return 0.0;
    return std::min(1.0, (s[Price] / s[CompetitorPrice] - 1.0) / (s[CompetitorPremium] / 100.0));
}

double cashAtStart(const Scenario& s)
{
    using enum ParamId;
    if (!s.isNull(Cash))
        return s[Cash];
    if (s.isNull(FlowsMeasuredOn)) // model 2's operations exactly
        return s[FilingCashCny] / s[CnyPerUsd] + s[RaisedSinceFiling] - s[BurnSinceFiling] * static_cast<double>(daysSinceFiling(s)) / 30.0;
    return s[FilingCashCny] / s[CnyPerUsd] + s[RaisedSinceFiling] - bridgeBurn(s);
}

double fleetAtStart(const Scenario& s)
{
    using enum ParamId;
    if (!s.isNull(ChipsOwned))
        return s[ChipsOwned];
    return std::ceil(s[RunTokens] / s[TokensPerChip] - 1e-9);
}

double elasticityFactor(const Scenario& s)
{
    using enum ParamId;
    return s[Elasticity] == 0 ? 1.0 : std::pow(s[Price] / s[ReferencePrice], s[Elasticity]);
}

double normalCdf(double x)
{
    return 0.5 * std::erfc(-x / std::sqrt(2.0));
}

CapSplit splitAtCap(double F, double accounts, double cap, double sigma)
{
    // MODEL.md §4a's special cases, in its order.
    if (F <= 0 || accounts <= 0)
        return {0, 0, 0};
    if (cap <= 0)
        return {0, F, 1};
    const double m = F / accounts;
    if (sigma <= 0) {
        // n_f × (F / n_f) may round above F: as below, the excess must not turn negative.
        const double within = std::min(F, accounts * std::min(m, cap));
        return {within, F - within, m > cap ? 1.0 : 0.0};
    }
    const double mu = std::log(m) - sigma * sigma / 2.0;
    const double lnK = std::log(cap);
    const double atCap = 1.0 - normalCdf((lnK - mu) / sigma);
    const double expected = m * normalCdf((lnK - mu - sigma * sigma) / sigma) + cap * atCap;
    // E[min(U, K)] ≤ m in exact arithmetic; rounding must not make the excess negative.
    const double within = std::min(F, accounts * expected);
    return {within, F - within, atCap};
}

namespace model {

Inputs::Inputs(const Scenario& s, bool daily, const double* knownBridge)
    : scenario(s)
    , c(s[ParamId::Conversion] / 100.0)
    , demand(s[ParamId::Demand])
    , growth(1.0 + s[ParamId::Growth] / 100.0)
    , price(s[ParamId::Price])
    , mix(mixIndices(s))
{
    using enum ParamId;
    priceEff = price * mix.ip;
    sc = servingCostPerMtok(s);
    scEff = sc * mix.ic;
    pricePerToken = priceEff / 1e6;
    scPerToken = scEff / 1e6;
    quotaFree = s[FreeQuota];
    quotaAfter = s[QuotaAfter];
    freeTierDays = s[FreeTierMonths] * kDaysPerMonth;
    otherPerDay = s[OtherRevenue] / kDaysPerMonth;
    opexPerDay = s[FixedOpex] / kDaysPerMonth;
    opexGrowth = 1.0 + s[OpexGrowth] / 100.0;
    // The bridge of MODEL3.md §3b is summed once here (cashAtStart's operations, so the same value).
    if (!s.isNull(Cash) || s.isNull(FlowsMeasuredOn)) {
        cash0 = cashAtStart(s);
    } else {
        bridge = knownBridge ? *knownBridge : bridgeBurn(s);
        cash0 = s[FilingCashCny] / s[CnyPerUsd] + s[RaisedSinceFiling] - bridge;
    }
    e = elasticityFactor(s);
    capped = !s.isNull(AccountCap);
    cap = s[AccountCap];
    accounts = s[FreeAccounts];
    sigma = s[AccountSigma];
    cappedShare = capped ? s[CappedConversion] / 100.0 : 0.0;
    owned = s.owned();
    tokensPerChip = s[TokensPerChip] * s[Speedup] / mix.ic; // +inf when IC = 0: no accelerator is needed
    fleet0 = owned ? fleetAtStart(s) : 0.0;
    powerPerChip = chipPowerPerDay(s);
    chipCapex = s[ChipCapex];
    months = std::clamp(s.horizonMonths(), 1, 120); // validation guarantees 1 … 120; the clamp only protects the array
    const auto zeros = [this](std::array<double, 120>& table) { std::fill_n(table.begin(), months, 0.0); };
    zeros(fundingByMonth);
    zeros(fundingOwnByMonth);
    // MODEL3.md §4d: the deterministic run counts an event more likely than not; the own-cash run only a certain one.
    for (const auto& f : s.funding)
        if (f.month >= 0 && f.month < months) {
            if (f.probabilityPct > 50) {
                fundingByMonth[static_cast<std::size_t>(f.month)] += f.amountUsd;
                fundingCounted += f.amountUsd;
            }
            if (f.probabilityPct >= 100)
                fundingOwnByMonth[static_cast<std::size_t>(f.month)] += f.amountUsd;
        }
    eRaw = e;
    opexDay0 = opexPerDay;
    otherDay0 = otherPerDay;
    m3 = s.model == 3 || !s.model3Neutral();
    if (m3) {
        keep = 1.0 - competitorLoss(s);
        e = eRaw * keep; // paid(d) = paid₀(d) × (1 − lost): every paid token of the model-3 day is after the loss
        avail = owned ? std::floor(fleet0 * s[FleetShare] / 100.0 + 1e-9) : 0.0;
        busy = owned ? fleet0 - avail : 0.0;
        replace = owned && s[ReplaceChips] != 0;
        replacementPerDay = replace ? fleet0 * chipCapex / (s[ChipLife] * 365.0) : 0.0;
        lifeDays = static_cast<int>(std::min(std::ceil(s[ChipLife] * 365.0 - 1e-9), 1e6));
        training = s[TrainingShare] > 0;
        subscriptions = s[Subscribers] > 0;
        subsPricePerDay = s[SubscriptionPrice] / kDaysPerMonth;
        subsCostShare = s[SubscriptionCost] / 100.0;
        creditLine = s[CreditLine];
        dailyRate = s[CreditLineRate] / 100.0 / 365.0;
    }
    // Without the day loop's tables (or for a table a model-2 day never reads) the month tables read 0.
    if (!daily || !m3)
        for (auto* table : {&trainingByMonth, &otherByMonth, &subsByMonth})
            zeros(*table);
    if (!daily) {
        zeros(demandByMonth);
        zeros(opexByMonth);
        return;
    }
    // D(30m + k) = demand × g^m × g^(k/30) and opex(30m + k) = fixed/30 × h^m × h^(k/30): one pow
    // each for the 30th root, the rest by products (g^(k/30) = r^k, g^m by repeated products).
    // The relative error stays below 3e-14 over 120 months, far under the 1e-9 the model is
    // checked to, and a flat quantity (g = 1, as in model 1's cost) gets exact ones. The fast
    // kernels read these same tables, so they stay bit-equal to simulate() without a pow per sample.
    // The tables are filled together, one day (month) of each in turn: each is its own chain of products,
    // in the same order as alone, and the chains side by side hide each other's latency.
    struct Table {
        double base, scale;
        std::array<double, kDaysPerMonth>* inMonth;
        std::array<double, 120>* byMonth;
    };
    const auto fill = [count = months](std::span<const Table> tables) {
        constexpr std::size_t kMost = 5;
        double r[kMost], power[kMost];
        const std::size_t n = std::min(tables.size(), kMost);
        for (std::size_t t = 0; t < n; ++t) {
            r[t] = tables[t].base == 1.0 ? 1.0 : std::pow(tables[t].base, 1.0 / 30.0);
            power[t] = 1.0;
        }
        for (std::size_t k = 0; k < kDaysPerMonth; ++k)
            for (std::size_t t = 0; t < n; ++t) {
                (*tables[t].inMonth)[k] = power[t];
                power[t] *= r[t];
            }
        for (std::size_t t = 0; t < n; ++t)
            power[t] = 1.0;
        for (std::size_t m = 0; m < static_cast<std::size_t>(count); ++m)
            for (std::size_t t = 0; t < n; ++t) {
                (*tables[t].byMonth)[m] = tables[t].scale * power[t];
                power[t] *= tables[t].base;
            }
    };
    if (!m3) {
        const Table tables[] = {{growth, demand, &growthInMonth, &demandByMonth}, {opexGrowth, opexPerDay, &opexInMonth, &opexByMonth}};
        fill(tables);
        return;
    }
    // MODEL3.md §4b: each flow's level on the start date times its growth from there. At the neutral
    // values the scales are opexPerDay × 1 × 1 and otherPerDay × 1, model 2's exactly.
    const double tau = s[TrainingShare] / 100.0;
    const double measured = measuredDays(s);
    const double revenueMeasured = revenueMeasuredDays(s);
    const double trainingGrowth = 1.0 + s[TrainingGrowth] / 100.0;
    const double trainingLevel = opexPerDay * tau * std::pow(trainingGrowth, measured / 30.0);
    const double revenueGrowth = 1.0 + s[OtherRevenueGrowth] / 100.0;
    const double q = (1.0 + s[SubscriberGrowth] / 100.0) * (1.0 - s[SubscriberChurn] / 100.0);
    const Table tables[] = {
        {growth, demand, &growthInMonth, &demandByMonth},
        {opexGrowth, opexPerDay * (1.0 - tau) * std::pow(opexGrowth, measured / 30.0), &opexInMonth, &opexByMonth},
        {s.isNull(TrainingGrowthAfterStart) ? trainingGrowth : 1.0 + s[TrainingGrowthAfterStart] / 100.0, trainingLevel, &trainingInMonth, &trainingByMonth},
        {revenueGrowth, otherPerDay * std::pow(revenueGrowth, revenueMeasured / 30.0), &otherInMonth, &otherByMonth},
        {q, s[Subscribers], &subsInMonth, &subsByMonth}, // without subscribers never read (runDays3 and the kernel add 0.0)
    };
    fill(std::span<const Table>(tables, subscriptions ? 5 : 4));
    if (!subscriptions)
        zeros(subsByMonth);
    const double subs0 = subscriptions ? s[Subscribers] * subsPricePerDay : 0.0;
    opexDay0 = (opexByMonth[0] + (training ? trainingByMonth[0] : 0.0)) + subs0 * subsCostShare;
    otherDay0 = otherByMonth[0] + subs0;
}

Inputs::Tokens Inputs::cappedTokens(int d, double demandToday, double conversion, double factor) const
{
    Tokens t;
    const double unpaid = (1.0 - conversion) * demandToday; // F(d): the accounts that do not pay
    const CapSplit split = splitAtCap(unpaid, (1.0 - conversion) * accounts, cap, sigma);
    t.free = std::min(split.within, quota(d));
    t.paid = conversion * demandToday * factor + cappedShare * split.above * factor;
    t.atCap = split.atCap;
    return t;
}

DayFlows Inputs::flows(int d, double demandToday, double opexToday, double& fleet, double& bought) const
{
    const Tokens t = tokens(d, demandToday, c, e);
    DayFlows f;
    f.freeTokens = t.free;
    f.paidTokens = t.paid;
    // Per-token rates are hoisted out of the loop: x × (P / 1e6) differs from x × P / 1e6
    // by at most one rounding, far below the 1e-9 the model is checked to.
    f.revenueUsd = f.paidTokens * pricePerToken + otherPerDay;
    f.servingCostUsd = (f.freeTokens + f.paidTokens) * scPerToken;
    f.freeTierCostUsd = f.freeTokens * scPerToken;
    f.freeTierListValueUsd = f.freeTokens * pricePerToken;
    f.opexUsd = opexToday;
    if (owned) {
        // need(d) = ceil(tokens / cap − 1e-9); the fleet never shrinks; chips are cash when bought.
        const double need = fleetNeed((f.freeTokens + f.paidTokens) / tokensPerChip - 1e-9);
        const double before = fleet;
        fleet = std::max(fleet, need);
        bought = fleet - before;
        f.capexUsd = bought * chipCapex;
        f.powerUsd = fleet * powerPerChip;
        f.servingCashUsd = f.powerUsd + f.capexUsd;
    } else {
        f.servingCashUsd = f.servingCostUsd;
    }
    f.netBurnUsd = f.servingCashUsd + f.opexUsd - f.revenueUsd;
    const double used = f.freeTokens + f.paidTokens;
    f.freeTierCashUsd = used > 0 ? f.servingCashUsd * (f.freeTokens / used) : 0.0;
    return f;
}

DayFlows Inputs::flows3(int d, double demandToday, double otherOpexToday, double trainingToday, double otherToday, double subscribersToday, double again,
                        double& pfleet, double& bought) const
{
    const Tokens t = tokens(d, demandToday, c, e); // e holds the competitor's keep (§4f)
    DayFlows f;
    f.freeTokens = t.free;
    f.paidTokens = t.paid;
    f.subscriptionRevenueUsd = subscribersToday * subsPricePerDay;
    f.subscriptionCostUsd = f.subscriptionRevenueUsd * subsCostShare;
    f.revenueUsd = f.paidTokens * pricePerToken + otherToday + f.subscriptionRevenueUsd;
    f.servingCostUsd = (f.freeTokens + f.paidTokens) * scPerToken;
    f.freeTierCostUsd = f.freeTokens * scPerToken;
    f.freeTierListValueUsd = f.freeTokens * pricePerToken;
    f.otherOpexUsd = otherOpexToday;
    f.trainingComputeUsd = trainingToday;
    f.opexUsd = otherOpexToday + trainingToday;
    if (owned) {
        // §4c: the programme's fleet starts at avail and never shrinks; the busy chips are powered too.
        const double need = fleetNeed((f.freeTokens + f.paidTokens) / tokensPerChip - 1e-9);
        const double before = pfleet;
        pfleet = std::max(pfleet, need);
        bought = pfleet - before;
        f.replacementCapexUsd = replace ? replacementPerDay + again * chipCapex : 0.0;
        f.capexUsd = bought * chipCapex + f.replacementCapexUsd;
        f.powerUsd = (busy + pfleet) * powerPerChip;
        f.servingCashUsd = f.powerUsd + f.capexUsd;
    } else {
        f.servingCashUsd = f.servingCostUsd;
    }
    f.netBurnUsd = f.servingCashUsd + f.opexUsd + f.subscriptionCostUsd - f.revenueUsd;
    const double used = f.freeTokens + f.paidTokens;
    f.freeTierCashUsd = used > 0 ? f.servingCashUsd * (f.freeTokens / used) : 0.0;
    return f;
}

} // namespace model

namespace {
thread_local std::uint64_t t_modelRuns = 0; // per thread: the analyses' workers do not blur a test's count
} // namespace

std::uint64_t modelRunsOnThisThread()
{
    return t_modelRuns;
}

namespace {

/// MODEL3.md §4g: the serving cash of every day of the no-free-tier run (the scenario without its quotas).
std::vector<double> servingCashWithoutFreeTier(const Scenario& s)
{
    Scenario z = s;
    z[ParamId::FreeQuota] = 0;
    z[ParamId::QuotaAfter] = 0;
    z.set(ParamId::Cash, 0); // only its serving cash is read: no bridge to sum again
    const model::Inputs in(z);
    std::vector<double> cash(static_cast<std::size_t>(in.months) * model::kDaysPerMonth);
    model::runDays3(
        in, nullptr, [&cash](int d, const DayFlows& f, double) { cash[static_cast<std::size_t>(d)] = f.servingCashUsd; }, [](int, const model::MonthSums&) {});
    return cash;
}

/// The day loop of the scenario's model: model 2's runDays, or model 3's runDays3 (with the no-free-tier
/// run for §4g's incremental cash when the scenario reports model 3's metrics).
template <class DaySink, class MonthSink> model::Totals runModel(const model::Inputs& in, DaySink&& day, MonthSink&& month)
{
    if (!in.m3)
        return model::runDays(in, std::forward<DaySink>(day), std::forward<MonthSink>(month));
    const std::vector<double> without = in.scenario.model == 3 ? servingCashWithoutFreeTier(in.scenario) : std::vector<double>();
    return model::runDays3(in, without.empty() ? nullptr : without.data(), std::forward<DaySink>(day), std::forward<MonthSink>(month));
}

} // namespace

Metrics computeMetrics(const Scenario& s)
{
    ++t_modelRuns;
    const model::Inputs in(s);
    return model::finish(in, runModel(
                                 in, [](int, const DayFlows&, double) {}, [](int, const model::MonthSums&) {}));
}

SimulationResult simulate(const Scenario& s)
{
    ++t_modelRuns;
    const model::Inputs in(s);
    SimulationResult r;
    r.monthly.resize(static_cast<std::size_t>(in.months));
    r.dailyCash.resize(static_cast<std::size_t>(in.months) * model::kDaysPerMonth);
    r.dailyTokens.resize(r.dailyCash.size());
    double* daily = r.dailyCash.data();
    double* tokens = r.dailyTokens.data();
    const model::Totals t = runModel(
        in,
        [daily, tokens](int d, const DayFlows& f, double cash) {
            daily[d] = cash;
            tokens[d] = f.freeTokens + f.paidTokens;
        },
        [&](int m, const model::MonthSums& ms) {
            auto& row = r.monthly[static_cast<std::size_t>(m)];
            row.month = m;
            row.fundingUsd = in.fundingByMonth[static_cast<std::size_t>(m)];
            row.sums = ms.sums;
            row.chipsBought = ms.chipsBought;
            row.fleetEnd = ms.fleetEnd;
            row.cashEndUsd = ms.cashEnd;
            row.subscribersEnd = ms.subscribersEnd;
            row.drawnEndUsd = ms.drawnEnd;
            row.ownCashEndUsd = ms.ownCashEnd;
        });
    r.metrics = model::finish(in, t);
    return r;
}

std::vector<DayFlows> dailyFlows(const Scenario& s)
{
    ++t_modelRuns;
    const model::Inputs in(s);
    std::vector<DayFlows> days;
    days.reserve(static_cast<std::size_t>(in.months) * model::kDaysPerMonth);
    runModel(
        in, [&](int, const DayFlows& f, double) { days.push_back(f); }, [](int, const model::MonthSums&) {});
    return days;
}

std::vector<double> listValueCashPath(const Scenario& s)
{
    const model::Inputs in(s);
    const double perDay = in.quotaFree * in.priceEff / 1e6;
    std::vector<double> path(static_cast<std::size_t>(in.months) * model::kDaysPerMonth);
    double cash = in.cash0;
    for (std::size_t d = 0; d < path.size(); ++d) {
        const double funding = d % model::kDaysPerMonth == 0 ? in.fundingByMonth[d / model::kDaysPerMonth] : 0.0;
        cash = cash + funding - perDay;
        path[d] = cash;
    }
    return path;
}

double programContributionAt(const Scenario& s, double conversionPct)
{
    const model::Inputs in(s, false);
    const auto t = in.tokens(0, in.demand, conversionPct / 100.0, in.e);
    return t.paid * (in.priceEff - in.scEff) / 1e6 - t.free * in.scEff / 1e6;
}

double programContributionAt(const Scenario& s, double conversionPct, double price)
{
    Scenario probe = s;
    probe[ParamId::Price] = price;
    return programContributionAt(probe, conversionPct);
}

} // namespace runway
