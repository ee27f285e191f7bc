#include "core/analysis/cashpath.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include "core/model/modelinputs.h"

namespace runway {

namespace {
constexpr int kDays = 30;

/// The exact scalar path for a scenario whose model-3 keys are not all neutral (MODEL3.md): the kernel
/// below implements model 2's day only, so such a scenario runs model 3's own day loop (runDays3),
/// slower and exact. Returns the runway day as run() does; the month ends, `unrepresentable` and the
/// totals as the kernel gives them.
int runModel3(const model::Inputs& in, double* monthEnd, std::size_t stride, bool* unrepresentable, model::Totals* totals)
{
    int runway = -1;
    double runwayCash = 0;
    const model::Totals t = model::runDays3(
        in, nullptr,
        [&](int d, const DayFlows&, double cash) {
            if (runway < 0 && !(cash >= 0)) { // NaN is no cash either, as in the kernel
                runway = d;
                runwayCash = cash;
            }
        },
        [&](int m, const model::MonthSums& ms) {
            if (monthEnd)
                monthEnd[static_cast<std::size_t>(m) * stride] = ms.cashEnd;
        });
    if (unrepresentable)
        *unrepresentable = !std::isfinite(runway >= 0 ? runwayCash : t.endingCash);
    if (totals)
        *totals = t;
    return runway;
}

} // namespace

CashPathKernel::CashPathKernel(const Scenario& base)
    : m_months(std::clamp(base.horizonMonths(), 1, 120)) // as model.cpp: validation guarantees 1 … 120
{
    for (const auto& f : base.funding)
        if (f.month >= 0 && f.month < m_months)
            m_funding[static_cast<std::size_t>(f.month)] += f.amountUsd;
}

int CashPathKernel::run(const Scenario& s, double* monthEnd, std::size_t stride, bool* unrepresentable) const
{
    // The model's own inputs and day step (model::Inputs::flows), so every operation is simulate()'s.
    const model::Inputs in(s);
    if (!s.model3Neutral())
        return runModel3(in, monthEnd, stride, unrepresentable, nullptr);
    double cash = in.cash0;
    double fleet = in.fleet0;
    int runway = -1;
    for (int m = 0; m < m_months; ++m) {
        const double demandMonth = in.demandByMonth[static_cast<std::size_t>(m)];
        const double opexMonth = in.opexByMonth[static_cast<std::size_t>(m)];
        const int first = m * kDays;
        for (int k = 0; k < kDays; ++k) {
            const auto kk = static_cast<std::size_t>(k);
            double bought = 0;
            const double net = in.flows(first + k, demandMonth * in.growthInMonth[kk], opexMonth * in.opexInMonth[kk], fleet, bought).netBurnUsd;
            cash = k == 0 ? cash + m_funding[static_cast<std::size_t>(m)] - net : cash - net;
            if (runway < 0 && !(cash >= 0)) { // NaN (inf − inf of an unrepresentable fleet) is no cash either
                runway = first + k;
                if (unrepresentable)
                    *unrepresentable = !std::isfinite(cash);
            }
        }
        if (monthEnd)
            monthEnd[static_cast<std::size_t>(m) * stride] = cash;
        else if (runway >= 0)
            return runway;
    }
    if (unrepresentable && runway < 0)
        *unrepresentable = !std::isfinite(cash); // +inf: a cash that "lasts" by overflowing
    return runway;
}

double CashPathKernel::runwayMonthsCapped(const Scenario& s, bool* unrepresentable) const
{
    const int days = run(s, nullptr, 1, unrepresentable);
    return days < 0 ? static_cast<double>(m_months) : days / 30.0;
}

namespace {

constexpr std::size_t kLanes = CashPathKernel::kLanes;
constexpr std::size_t kPairs = kLanes / 2;

// Two doubles as one value (GCC/Clang vector extension): the width plain x86-64 (SSE2) has, so
// every operation below is one instruction. (Eight-lane values were split by the compiler into
// scalar selects and stack round trips: most of the Monte Carlo's time.)
using V2 = double __attribute__((vector_size(16)));
using M2 = long long __attribute__((vector_size(16))); ///< a lane-wise comparison: all ones or zero

/// Lane-wise m ? a : b, in bit operations (exact: it only moves bits).
inline V2 select(M2 m, V2 a, V2 b)
{
    return reinterpret_cast<V2>((reinterpret_cast<M2>(a) & m) | (reinterpret_cast<M2>(b) & ~m));
}

/// Two lanes' state between months.
struct PairBlock {
    V2 c, oneMinusC, e, ppt, spt, quotaFree, quotaAfter, freeTierDays, other, tpc, ppc, capex;
    M2 owned; ///< all ones for owned capacity, zero per token
    V2 cash, fleet, demandMonth, opexMonth;
    /// The month's sums the metrics need (when asked for): revenue, the free tier's cost and list
    /// value, capex and net burn, each added day by day from 0 as runDays() adds a month's flows.
    V2 revenueSum, freeCostSum, listValueSum, capexSum, netSum; ///< netSum: month 0's only
    V2 growthInMonth[30];
    V2 opexInMonth[30];
    V2 daily[30];
    M2 bad; ///< lanes whose cash went below zero (or NaN) this month
};

/// Which lanes own their capacity: the fleet's arithmetic is skipped when none does, and the
/// lane-wise choice of the serving cash when all or none do.
enum class Capacity { PerToken, Owned, Mixed };

/// One month of two cash paths: model::Inputs::flows's operations for one day, in the same
/// order, on two lanes at once (std::min(a, b) is "b < a ? b : a", std::max(a, b) "a < b ? b : a").
/// Built for the baseline target only (no FMA contraction, so every lane rounds as flows() does).
/// Lanes with a per-account cap take the scalar path instead.
template <bool Sums, Capacity Mode> void advanceMonth(PairBlock& b, int first, double funding)
{
    V2 cash = b.cash;
    V2 fleet = b.fleet;
    M2 good = ~M2{}; // lanes whose cash stayed ≥ 0 all month (NaN is no cash either)
    const V2 zero{}; // and zero + x puts x in every lane
    V2 revenueSum = zero, freeCostSum = zero, listValueSum = zero, capexSum = zero, netSum = zero;
    const V2 one = zero + 1.0;
    const V2 big = zero + 0x1p52;
    const V2 epsilon = zero + 1e-9;
    // The quota of the month's days: one of the two for the whole month unless a lane's free tier
    // ends inside it (d < free-tier days, lane-wise, as Inputs::quota).
    const V2 firstDay = zero + static_cast<double>(first), lastDay = zero + static_cast<double>(first + kDays - 1);
    const M2 freeAll = lastDay < b.freeTierDays, freeNone = !(firstDay < b.freeTierDays);
    const bool quotaFixed = (freeAll[0] | freeNone[0]) != 0 && (freeAll[1] | freeNone[1]) != 0;
    const V2 monthQuota = select(freeAll, b.quotaFree, b.quotaAfter);
    for (int k = 0; k < kDays; ++k) {
        const V2 demandToday = b.demandMonth * b.growthInMonth[k];
        const V2 unpaid = b.oneMinusC * demandToday;
        const V2 quota = quotaFixed ? monthQuota : select(zero + static_cast<double>(first + k) < b.freeTierDays, b.quotaFree, b.quotaAfter);
        const V2 freeTokens = quota < unpaid ? quota : unpaid; // std::min(unpaid, quota)
        const V2 paid = b.c * demandToday * b.e;
        const V2 revenue = paid * b.ppt + b.other;
        const V2 tokens = freeTokens + paid;
        const V2 opex = b.opexMonth * b.opexInMonth[k];
        V2 servingCash;
        V2 capex = zero;
        if constexpr (Mode == Capacity::PerToken) {
            servingCash = tokens * b.spt;
        } else {
            // fleet = max(fleet, need), need = ceil(x) for x = tokens / capacity − 1e-9 as flows()
            // has it (model::fleetNeed), lane-wise in exact operations: for x < 2^52 the nearest
            // integer (x + 2^52 − 2^52, exact in round-to-nearest) raised by one where it fell below
            // x; from 2^52 up x itself (already whole), which max(ceil(min(x, 2^52)), x) gives.
            // fleetNeed's 0 for x ≤ 0 or NaN needs no test here: such an x gives a "whole" that is
            // NaN or at most 0, never above a fleet (≥ 0 or −0), so the maximum keeps the fleet, as
            // with need 0. An accelerator of infinite capacity gives x = −1e-9: the fleet stays.
            const V2 x = tokens / b.tpc - epsilon;
            const V2 low = x < big ? x : big;
            const V2 nearest = (low + big) - big;
            const V2 up = nearest + reinterpret_cast<V2>((nearest < low) & reinterpret_cast<M2>(one)); // + 1 or + 0 (a zero's sign never reaches the fleet)
            const V2 whole = x < up ? up : x;
            const V2 before = fleet;
            fleet = fleet < whole ? whole : fleet; // std::max(fleet, need)
            capex = (fleet - before) * b.capex;
            const V2 power = fleet * b.ppc;
            if constexpr (Mode == Capacity::Owned) {
                servingCash = power + capex;
            } else {
                servingCash = select(b.owned, power + capex, tokens * b.spt);
                capex = select(b.owned, capex, zero);
            }
        }
        const V2 net = servingCash + opex - revenue;
        if constexpr (Sums) { // the month's sums of flows(): revenue, free × SC, free × P, capex (owned only), net burn (month 0's only)
            revenueSum = revenueSum + revenue;
            freeCostSum = freeCostSum + freeTokens * b.spt;
            listValueSum = listValueSum + freeTokens * b.ppt;
            capexSum = capexSum + capex;
            if (first == 0)
                netSum = netSum + net;
        }
        cash = k == 0 ? cash + (zero + funding) - net : cash - net;
        good = good & (cash >= 0);
        b.daily[k] = cash;
    }
    b.cash = cash;
    b.fleet = fleet;
    b.bad = ~good;
    if constexpr (Sums) {
        b.revenueSum = revenueSum, b.freeCostSum = freeCostSum, b.listValueSum = listValueSum, b.capexSum = capexSum, b.netSum = netSum;
    }
}

/// Eight lanes as four pairs, and each lane's runway day.
struct LaneBlock {
    PairBlock pair[kPairs];
    int runway[kLanes];
    double runwayCash[kLanes]; ///< the cash on the runway day (not finite: an overflow's day)

    void set(V2 PairBlock::*field, std::size_t l, double v) { (pair[l / 2].*field)[l % 2] = v; }
    double get(V2 PairBlock::*field, std::size_t l) const { return (pair[l / 2].*field)[l % 2]; }
};

template <bool Sums, Capacity Mode> void advanceLanes(LaneBlock& block, int first, double funding)
{
    for (PairBlock& p : block.pair)
        advanceMonth<Sums, Mode>(p, first, funding);
    for (std::size_t l = 0; l < kLanes; ++l) {
        const PairBlock& p = block.pair[l / 2];
        if (block.runway[l] < 0 && p.bad[l % 2] != 0)
            for (int k = 0; k < kDays; ++k)
                if (!(p.daily[k][l % 2] >= 0)) {
                    block.runway[l] = first + k;
                    block.runwayCash[l] = p.daily[k][l % 2];
                    break;
                }
    }
}

using Advance = void (*)(LaneBlock&, int, double);

template <bool Sums> Advance advanceFor(Capacity mode)
{
    switch (mode) {
    case Capacity::PerToken: return &advanceLanes<Sums, Capacity::PerToken>;
    case Capacity::Owned: return &advanceLanes<Sums, Capacity::Owned>;
    case Capacity::Mixed: break;
    }
    return &advanceLanes<Sums, Capacity::Mixed>;
}

} // namespace

void CashPathKernel::runBatch(std::span<const Scenario* const> s, int* runwayDays, double* monthEnd, std::size_t laneStride, std::size_t monthStride,
                              bool* unrepresentable) const
{
    const std::size_t used = std::min(kLanes, s.size());
    if (used == 0)
        return;
    std::optional<model::Inputs> lane[kLanes];
    const model::Inputs* lanes[kLanes];
    for (std::size_t l = 0; l < used; ++l) {
        lane[l].emplace(*s[l]);
        lanes[l] = &*lane[l];
    }
    runLanes(std::span<const model::Inputs* const>(lanes, used), runwayDays, monthEnd, laneStride, monthStride, nullptr, unrepresentable);
}

void CashPathKernel::runLanes(std::span<const model::Inputs* const> in, int* runwayDays, double* monthEnd, std::size_t laneStride, std::size_t monthStride,
                              model::Totals* totals, bool* unrepresentable) const
{
    constexpr std::size_t L = kLanes;
    const std::size_t used = std::min(L, in.size());
    if (used == 0)
        return;
    // Model 3's keys, not all neutral: the batch runs lane by lane through model 3's own day loop.
    bool anyModel3 = false;
    for (std::size_t l = 0; l < used; ++l)
        anyModel3 = anyModel3 || !in[l]->scenario.model3Neutral();
    if (anyModel3) {
        for (std::size_t l = 0; l < used; ++l)
            runwayDays[l] = runModel3(*in[l], monthEnd ? monthEnd + l * laneStride : nullptr, monthStride, unrepresentable ? unrepresentable + l : nullptr,
                                      totals ? totals + l : nullptr);
        return;
    }
    // A per-account cap needs the lognormal split every day: such batches run lane by lane, through
    // the model's own loop when the totals are wanted.
    bool anyCapped = false;
    for (std::size_t l = 0; l < used; ++l)
        anyCapped = anyCapped || in[l]->capped;
    if (anyCapped) {
        for (std::size_t l = 0; l < used; ++l) {
            double* ends = monthEnd ? monthEnd + l * laneStride : nullptr;
            if (!totals) {
                runwayDays[l] = run(in[l]->scenario, ends, monthStride, unrepresentable ? unrepresentable + l : nullptr);
                continue;
            }
            totals[l] = model::runDays(
                *in[l], [](int, const DayFlows&, double) {},
                [&](int m, const model::MonthSums& ms) {
                    if (ends)
                        ends[static_cast<std::size_t>(m) * monthStride] = ms.cashEnd;
                });
            runwayDays[l] = totals[l].runwayDays.value_or(-1);
        }
        return;
    }
    const model::Inputs* lane[L];
    for (std::size_t l = 0; l < L; ++l)
        lane[l] = in[l < used ? l : 0]; // unused lanes repeat lane 0
    LaneBlock block;
    bool anyOwned = false, allOwned = true;
    for (std::size_t l = 0; l < L; ++l) {
        const model::Inputs& m = *lane[l];
        PairBlock& p = block.pair[l / 2];
        const std::size_t i = l % 2;
        p.c[i] = m.c, p.oneMinusC[i] = 1.0 - m.c, p.e[i] = m.e;
        p.ppt[i] = m.pricePerToken, p.spt[i] = m.scPerToken;
        p.quotaFree[i] = m.quotaFree, p.quotaAfter[i] = m.quotaAfter, p.freeTierDays[i] = m.freeTierDays;
        p.other[i] = m.otherPerDay, p.cash[i] = m.cash0, p.fleet[i] = m.fleet0;
        p.tpc[i] = m.tokensPerChip, p.ppc[i] = m.powerPerChip, p.capex[i] = m.chipCapex;
        p.owned[i] = m.owned ? -1 : 0;
        anyOwned = anyOwned || m.owned;
        allOwned = allOwned && m.owned;
        block.runway[l] = -1;
        for (int k = 0; k < kDays; ++k) {
            p.growthInMonth[k][i] = m.growthInMonth[static_cast<std::size_t>(k)];
            p.opexInMonth[k][i] = m.opexInMonth[static_cast<std::size_t>(k)];
        }
    }
    const Capacity mode = allOwned ? Capacity::Owned : anyOwned ? Capacity::Mixed : Capacity::PerToken;
    const Advance advance = totals ? advanceFor<true>(mode) : advanceFor<false>(mode);
    model::Totals sum[L];
    for (int m = 0; m < m_months; ++m) {
        for (std::size_t l = 0; l < L; ++l) {
            block.set(&PairBlock::demandMonth, l, lane[l]->demandByMonth[static_cast<std::size_t>(m)]);
            block.set(&PairBlock::opexMonth, l, lane[l]->opexByMonth[static_cast<std::size_t>(m)]);
        }
        advance(block, m * kDays, m_funding[static_cast<std::size_t>(m)]);
        bool allKnown = true;
        for (std::size_t l = 0; l < L; ++l) {
            allKnown = allKnown && block.runway[l] >= 0;
            if (monthEnd && l < used)
                monthEnd[l * laneStride + static_cast<std::size_t>(m) * monthStride] = block.get(&PairBlock::cash, l);
            if (totals) { // runDays()'s totals: the months' sums added in order
                if (m == 0) {
                    sum[l].firstMonthNetBurn = block.get(&PairBlock::netSum, l);
                    sum[l].firstMonthCapex = block.get(&PairBlock::capexSum, l);
                }
                sum[l].revenue += block.get(&PairBlock::revenueSum, l);
                sum[l].freeTierCost += block.get(&PairBlock::freeCostSum, l);
                sum[l].freeTierListValue += block.get(&PairBlock::listValueSum, l);
                sum[l].capex += block.get(&PairBlock::capexSum, l);
            }
        }
        if (!monthEnd && !totals && allKnown)
            break;
    }
    for (std::size_t l = 0; l < used; ++l) {
        runwayDays[l] = block.runway[l];
        if (unrepresentable)
            unrepresentable[l] = !std::isfinite(block.runway[l] >= 0 ? block.runwayCash[l] : block.get(&PairBlock::cash, l));
        if (!totals)
            continue;
        const model::Inputs& m = *lane[l];
        model::Totals& t = totals[l];
        t = sum[l];
        double fleet = m.fleet0, bought = 0; // day 0 once more, as runDays() keeps it
        t.day0 = m.flows(0, m.demandByMonth[0] * m.growthInMonth[0], m.opexByMonth[0] * m.opexInMonth[0], fleet, bought);
        t.fleetEnd = m.owned ? block.get(&PairBlock::fleet, l) : m.fleet0;
        t.endingCash = block.get(&PairBlock::cash, l);
        if (block.runway[l] >= 0)
            t.runwayDays = block.runway[l];
    }
}

} // namespace runway
