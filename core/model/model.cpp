#include "core/model/model.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace runway {

DayFlows& DayFlows::operator+=(const DayFlows& o)
{
    freeTokens += o.freeTokens;
    paidTokens += o.paidTokens;
    revenueUsd += o.revenueUsd;
    servingCostUsd += o.servingCostUsd;
    freeTierCostUsd += o.freeTierCostUsd;
    freeTierListValueUsd += o.freeTierListValueUsd;
    opexUsd += o.opexUsd;
    netBurnUsd += o.netBurnUsd;
    return *this;
}

double chipCostPerDay(const Scenario& s)
{
    using enum ParamId;
    return s[ChipCapex] / (s[ChipLife] * 365.0) + s[ChipPower] * 24.0 * s[Pue] * s[Electricity];
}

double derivedServingCostPerMtok(const Scenario& s)
{
    using enum ParamId;
    return chipCostPerDay(s) / (s[TokensPerChip] * s[Speedup]) * 1e6;
}

double servingCostPerMtok(const Scenario& s)
{
    return s.deriveServingCost ? derivedServingCostPerMtok(s) : s[ParamId::ServingCost];
}

namespace {

constexpr int kDaysPerMonth = 30;

/// Everything the daily loop needs, computed once per scenario.
struct Inputs {
    explicit Inputs(const Scenario& s)
        : c(s[ParamId::Conversion] / 100.0)
        , demand(s[ParamId::Demand])
        , growth(1.0 + s[ParamId::Growth] / 100.0)
        , price(s[ParamId::Price])
        , sc(servingCostPerMtok(s))
        , pricePerToken(price / 1e6)
        , scPerToken(sc / 1e6)
        , quotaFree(s[ParamId::FreeQuota])
        , quotaAfter(s[ParamId::QuotaAfter])
        , freeTierDays(s[ParamId::FreeTierMonths] * kDaysPerMonth)
        , otherPerDay(s[ParamId::OtherRevenue] / kDaysPerMonth)
        , opexPerDay(s[ParamId::FixedOpex] / kDaysPerMonth)
        , cash0(s[ParamId::Cash])
        , months(std::clamp(s.horizonMonths(), 1, 120)) // validation guarantees 1 … 120; the clamp only protects the array
    {
        fundingByMonth.fill(0.0);
        for (const auto& f : s.funding)
            if (f.month >= 0 && f.month < months)
                fundingByMonth[static_cast<std::size_t>(f.month)] += f.amountUsd;
        for (int k = 0; k < kDaysPerMonth; ++k)
            growthInMonth[static_cast<std::size_t>(k)] = growth == 1.0 ? 1.0 : std::pow(growth, k / 30.0);
    }

    /// D(d) for d = 30m + k: demand × g^m × g^(k/30), which is demand × g^(d/30).
    double quota(int d) const { return d < freeTierDays ? quotaFree : quotaAfter; }

    DayFlows flows(int d, double demandToday) const
    {
        DayFlows f;
        f.paidTokens = c * demandToday;
        f.freeTokens = std::min((1.0 - c) * demandToday, quota(d));
        // Per-token rates are hoisted out of the loop: x × (P / 1e6) differs from x × P / 1e6
        // by at most one rounding, far below the 1e-9 the model is checked to.
        f.revenueUsd = f.paidTokens * pricePerToken + otherPerDay;
        f.servingCostUsd = (f.freeTokens + f.paidTokens) * scPerToken;
        f.freeTierCostUsd = f.freeTokens * scPerToken;
        f.freeTierListValueUsd = f.freeTokens * pricePerToken;
        f.opexUsd = opexPerDay;
        f.netBurnUsd = f.servingCostUsd + f.opexUsd - f.revenueUsd;
        return f;
    }

    double c, demand, growth, price, sc, pricePerToken, scPerToken, quotaFree, quotaAfter, freeTierDays, otherPerDay, opexPerDay, cash0;
    int months;
    std::array<double, 120> fundingByMonth{};
    std::array<double, kDaysPerMonth> growthInMonth{};
};

/// Runs days 0 … N−1 and calls sink(d, month, flows, cash(d)).
template <class Sink> void runDays(const Inputs& in, Sink&& sink)
{
    double cash = in.cash0;
    for (int m = 0; m < in.months; ++m) {
        const double monthFactor = in.growth == 1.0 ? 1.0 : std::pow(in.growth, m);
        const double demandMonth = in.demand * monthFactor;
        for (int k = 0; k < kDaysPerMonth; ++k) {
            const int d = m * kDaysPerMonth + k;
            const DayFlows f = in.flows(d, demandMonth * in.growthInMonth[static_cast<std::size_t>(k)]);
            const double funding = k == 0 ? in.fundingByMonth[static_cast<std::size_t>(m)] : 0.0;
            cash = cash + funding - f.netBurnUsd;
            sink(d, m, f, cash);
        }
    }
}

/// Smallest x in [a, b] with alpha + beta·x ≤ 0, if any (one linear piece).
std::optional<double> firstNonPositive(double alpha, double beta, double a, double b)
{
    if (a > b)
        return std::nullopt;
    if (alpha + beta * a <= 0)
        return a;
    if (beta < 0) {
        const double x = -alpha / beta;
        if (x <= b)
            return std::max(a, x);
    }
    return std::nullopt;
}

/// Smallest conversion c in [0, 1] where a day-0 quantity that is linear on each side of the
/// quota kink is ≤ 0. `bound` holds alpha/beta while the quota binds (c ≤ kink), `open` after.
struct Piecewise {
    double alphaBound, betaBound, alphaOpen, betaOpen;
};
std::optional<double> firstNonPositive(const Piecewise& f, double kink)
{
    if (auto x = firstNonPositive(f.alphaBound, f.betaBound, 0.0, kink))
        return x;
    return firstNonPositive(f.alphaOpen, f.betaOpen, kink, 1.0);
}

/// The conversion (0 … 1) from which the free tier no longer fills the quota on day 0.
double quotaKink(double demand, double quota)
{
    if (demand <= 0)
        return 1.0;
    return std::clamp(1.0 - quota / demand, 0.0, 1.0);
}

struct Totals {
    DayFlows day0;
    double firstMonthNetBurn = 0;
    double revenue = 0;
    double freeTierCost = 0;
    double freeTierListValue = 0;
    std::optional<int> runwayDays;
    double endingCash = 0;

    void add(int d, const DayFlows& f, double cash)
    {
        if (d == 0)
            day0 = f;
        if (d < kDaysPerMonth)
            firstMonthNetBurn += f.netBurnUsd;
        revenue += f.revenueUsd;
        freeTierCost += f.freeTierCostUsd;
        freeTierListValue += f.freeTierListValueUsd;
        if (!runwayDays && cash < 0)
            runwayDays = d;
        endingCash = cash;
    }
};

/// A quotient by a tiny positive denominator (fixed opex 1e-300, paid tokens 1e-300) can overflow
/// to infinity; such a ratio has no finite answer, which is what MODEL.md's null already means.
std::optional<double> finiteOrNull(double ratio)
{
    return std::isfinite(ratio) ? std::optional(ratio) : std::nullopt;
}

Metrics finish(const Scenario& s, const Inputs& in, const Totals& t)
{
    Metrics m;
    m.servingCostUsdPerMtok = in.sc;
    m.day0 = t.day0;
    m.quotaListValueUsdPerDay = in.quotaFree * in.price / 1e6;
    const double quota0 = in.quota(0);
    if (quota0 != 0)
        m.quotaUtilizationPct = t.day0.freeTokens / quota0 * 100.0;
    const double throughput = s[ParamId::TokensPerChip] * s[ParamId::Speedup];
    m.chipsNeeded = std::ceil((t.day0.freeTokens + t.day0.paidTokens) / throughput - 1e-9);
    m.firstMonthNetBurnUsd = t.firstMonthNetBurn;
    if (t.firstMonthNetBurn > 0)
        m.simpleRunwayMonths = finiteOrNull(in.cash0 / t.firstMonthNetBurn);
    m.runwayDays = t.runwayDays;
    if (t.runwayDays) {
        m.runwayMonths = *t.runwayDays / 30.0;
        m.cashOutDate = s.startDate.plusDays(*t.runwayDays).toIso();
    }
    m.runwayMonthsCapped = m.runwayMonths.value_or(static_cast<double>(in.months));
    m.endingCashUsd = t.endingCash;
    m.totalRevenueUsd = t.revenue;
    m.totalFreeTierCostUsd = t.freeTierCost;
    m.totalFreeTierListValueUsd = t.freeTierListValue;

    // Day 0 as a function of conversion c (MODEL.md §5): linear on each side of the quota kink.
    const double D = in.demand;
    const double kink = quotaKink(D, quota0);
    const double fixedPerDay = in.opexPerDay - in.otherPerDay;
    const Piecewise netBurn{quota0 * in.sc / 1e6 + fixedPerDay, D * (in.sc - in.price) / 1e6, D * in.sc / 1e6 + fixedPerDay, -D * in.price / 1e6};
    if (auto c = firstNonPositive(netBurn, kink))
        m.breakEvenConversionPct = *c * 100.0;

    // Net burn as a function of price: serving + opex − other − paid·P/1e6.
    if (t.day0.paidTokens > 0) {
        const double beforePrice = t.day0.servingCostUsd + fixedPerDay;
        m.breakEvenPriceUsdPerMtok = beforePrice <= 0 ? 0.0 : finiteOrNull(beforePrice * 1e6 / t.day0.paidTokens);
    }

    m.programContributionUsdPerDay = t.day0.paidTokens * (in.price - in.sc) / 1e6 - t.day0.freeTokens * in.sc / 1e6;
    // −contribution ≤ 0, piece by piece.
    const Piecewise giveaway{quota0 * in.sc / 1e6, -D * (in.price - in.sc) / 1e6, D * in.sc / 1e6, -D * in.price / 1e6};
    if (auto c = firstNonPositive(giveaway, kink))
        m.programBreakEvenConversionPct = *c * 100.0;

    const double denominator = t.day0.servingCostUsd + t.day0.opexUsd;
    if (denominator != 0)
        m.freeTierSharePct = t.day0.freeTierCostUsd / denominator * 100.0;
    if (m.quotaListValueUsdPerDay != 0)
        m.listValueRunwayMonths = finiteOrNull(in.cash0 / (30.0 * m.quotaListValueUsdPerDay));
    return m;
}

} // namespace

DayFlows dayFlows(const Scenario& s, int d, double sc)
{
    Inputs in(s);
    in.sc = sc;
    in.scPerToken = sc / 1e6;
    return in.flows(d, in.demand * std::pow(in.growth, d / 30.0));
}

Metrics computeMetrics(const Scenario& s)
{
    const Inputs in(s);
    Totals t;
    runDays(in, [&](int d, int, const DayFlows& f, double cash) { t.add(d, f, cash); });
    return finish(s, in, t);
}

SimulationResult simulate(const Scenario& s)
{
    const Inputs in(s);
    SimulationResult r;
    r.monthly.resize(static_cast<std::size_t>(in.months));
    r.dailyCash.resize(static_cast<std::size_t>(in.months) * kDaysPerMonth);
    for (int m = 0; m < in.months; ++m) {
        r.monthly[static_cast<std::size_t>(m)].month = m;
        r.monthly[static_cast<std::size_t>(m)].fundingUsd = in.fundingByMonth[static_cast<std::size_t>(m)];
    }
    Totals t;
    runDays(in, [&](int d, int m, const DayFlows& f, double cash) {
        t.add(d, f, cash);
        auto& row = r.monthly[static_cast<std::size_t>(m)];
        row.sums += f;
        row.cashEndUsd = cash;
        r.dailyCash[static_cast<std::size_t>(d)] = cash;
    });
    r.metrics = finish(s, in, t);
    return r;
}

std::vector<double> listValueCashPath(const Scenario& s)
{
    const Inputs in(s);
    const double perDay = in.quotaFree * in.price / 1e6;
    std::vector<double> path(static_cast<std::size_t>(in.months) * kDaysPerMonth);
    double cash = in.cash0;
    for (std::size_t d = 0; d < path.size(); ++d) {
        const double funding = d % kDaysPerMonth == 0 ? in.fundingByMonth[d / kDaysPerMonth] : 0.0;
        cash = cash + funding - perDay;
        path[d] = cash;
    }
    return path;
}

double programContributionAt(const Scenario& s, double conversionPct)
{
    Scenario copy = s;
    copy[ParamId::Conversion] = conversionPct;
    const Inputs in(copy);
    const DayFlows f = in.flows(0, in.demand);
    return f.paidTokens * (in.price - in.sc) / 1e6 - f.freeTokens * in.sc / 1e6;
}

} // namespace runway
