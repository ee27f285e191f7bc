#include "core/model/model.h"

#include <algorithm>
#include <cmath>

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

double cashAtStart(const Scenario& s)
{
    using enum ParamId;
    if (!s.isNull(Cash))
        return s[Cash];
    return s[FilingCashCny] / s[CnyPerUsd] + s[RaisedSinceFiling] - s[BurnSinceFiling] * static_cast<double>(daysSinceFiling(s)) / 30.0;
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

Inputs::Inputs(const Scenario& s, bool daily)
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
    cash0 = cashAtStart(s);
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
    fundingByMonth.fill(0.0);
    for (const auto& f : s.funding)
        if (f.month >= 0 && f.month < months)
            fundingByMonth[static_cast<std::size_t>(f.month)] += f.amountUsd;
    if (!daily)
        return;
    // D(30m + k) = demand × g^m × g^(k/30) and opex(30m + k) = fixed/30 × h^m × h^(k/30): one pow
    // each for the 30th root, the rest by products (g^(k/30) = r^k, g^m by repeated products).
    // The relative error stays below 3e-14 over 120 months, far under the 1e-9 the model is
    // checked to, and a flat quantity (g = 1, as in model 1's cost) gets exact ones. The fast
    // kernels read these same tables, so they stay bit-equal to simulate() without a pow per sample.
    const auto fill = [](double base, double scale, std::array<double, kDaysPerMonth>& inMonth, std::array<double, 120>& byMonth, int count) {
        const double r = base == 1.0 ? 1.0 : std::pow(base, 1.0 / 30.0);
        double power = 1.0;
        for (auto& x : inMonth) {
            x = power;
            power *= r;
        }
        power = 1.0;
        for (int m = 0; m < count; ++m) {
            byMonth[static_cast<std::size_t>(m)] = scale * power;
            power *= base;
        }
    };
    fill(growth, demand, growthInMonth, demandByMonth, months);
    fill(opexGrowth, opexPerDay, opexInMonth, opexByMonth, months);
}

Inputs::Tokens Inputs::tokens(int d, double demandToday, double conversion, double factor) const
{
    Tokens t;
    const double unpaid = (1.0 - conversion) * demandToday; // F(d): the accounts that do not pay
    if (!capped) {
        t.free = std::min(unpaid, quota(d));
        t.paid = conversion * demandToday * factor;
        return t;
    }
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

} // namespace model

namespace {
thread_local std::uint64_t t_modelRuns = 0; // per thread: the analyses' workers do not blur a test's count
} // namespace

std::uint64_t modelRunsOnThisThread()
{
    return t_modelRuns;
}

Metrics computeMetrics(const Scenario& s)
{
    ++t_modelRuns;
    const model::Inputs in(s);
    return model::finish(in, model::runDays(
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
    const model::Totals t = model::runDays(
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
    model::runDays(
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
