#include "core/analysis/cashpath.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include "core/model/modelinputs.h"

namespace runway {

namespace {
constexpr int kDays = 30;
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

// Eight doubles as one value (GCC/Clang vector extension): the eight lanes of one day, which the
// compiler lowers to whatever the baseline target has (four SSE2 registers on plain x86-64).
using V8 = double __attribute__((vector_size(64)));
using M8 = long long __attribute__((vector_size(64))); ///< a lane-wise comparison: all ones or zero

/// Eight lanes' state between months.
struct LaneBlock {
    V8 c, oneMinusC, e, ppt, spt, quotaFree, quotaAfter, freeTierDays, other, tpc, ppc, capex;
    V8 owned; ///< 1 for owned capacity, 0 per token
    V8 cash, fleet, demandMonth, opexMonth;
    /// The month's sums the metrics need (when asked for): revenue, the free tier's cost and list
    /// value, capex and net burn, each added day by day from 0 as runDays() adds a month's flows.
    V8 revenueSum, freeCostSum, listValueSum, capexSum, netSum;
    V8 growthInMonth[30];
    V8 opexInMonth[30];
    V8 daily[30];
    int runway[kLanes];
    double runwayCash[kLanes]; ///< the cash on the runway day (not finite: an overflow's day)
};

/// One month of eight cash paths: model::Inputs::flows's operations for one day, in the same
/// order, on eight lanes at once (std::min(a, b) is "b < a ? b : a", std::max(a, b) "a < b ? b : a").
/// Built for the baseline target only (no FMA contraction, so every lane rounds as flows() does).
/// Lanes with a per-account cap take the scalar path instead.
void advanceMonth(LaneBlock& b, int first, double funding, bool sums)
{
    V8 cash = b.cash;
    V8 fleet = b.fleet;
    M8 bad{};        // lanes whose cash went below zero (or NaN) this month
    const V8 zero{}; // and zero + x puts x in every lane
    V8 revenueSum = zero, freeCostSum = zero, listValueSum = zero, capexSum = zero, netSum = zero;
    const M8 ownedMask = b.owned != 0; // lane-wise: all ones where owned
    const V8 one = zero + 1.0;
    const V8 big = zero + 0x1p52;
    const V8 epsilon = zero + 1e-9;
    const V8 fundingToday = zero + funding;
    for (int k = 0; k < kDays; ++k) {
        const V8 day = zero + static_cast<double>(first + k);
        const V8 demandToday = b.demandMonth * b.growthInMonth[k];
        const V8 unpaid = b.oneMinusC * demandToday;
        const V8 quota = day < b.freeTierDays ? b.quotaFree : b.quotaAfter; // lane-wise select
        const V8 freeTokens = quota < unpaid ? quota : unpaid;
        const V8 paid = b.c * demandToday * b.e;
        const V8 revenue = paid * b.ppt + b.other;
        const V8 tokens = freeTokens + paid;
        const V8 serving = tokens * b.spt;
        const V8 opex = b.opexMonth * b.opexInMonth[k];
        // need = ceil(tokens / capacity − 1e-9) as flows() has it, lane-wise without leaving the
        // vector: for 0 < x < 2^52 the nearest integer (x + 2^52 − 2^52, exact in round-to-nearest)
        // raised by one where it fell below x; x itself from 2^52 up (already whole); 0 for x ≤ 0
        // or NaN, where the maximum with a fleet ≥ 0 below is the fleet whatever ceil(x) would be.
        // That covers an accelerator of infinite capacity too (x = −1e-9; flows() says need 0).
        const V8 x = tokens / b.tpc - epsilon;
        const V8 nearest = (x + big) - big;
        const V8 up = nearest < x ? nearest + one : nearest;
        const V8 whole = x < big ? up : x;
        const V8 need = zero < x ? whole : zero;
        const V8 before = fleet;
        fleet = fleet < need ? need : fleet;
        const V8 capex = (fleet - before) * b.capex;
        const V8 power = fleet * b.ppc;
        const V8 servingCash = ownedMask ? power + capex : serving;
        const V8 net = servingCash + opex - revenue;
        if (sums) { // the month's sums of flows(): revenue, free × SC, free × P, capex (owned only), net burn
            revenueSum = revenueSum + revenue;
            freeCostSum = freeCostSum + freeTokens * b.spt;
            listValueSum = listValueSum + freeTokens * b.ppt;
            capexSum = capexSum + (ownedMask ? capex : zero);
            netSum = netSum + net;
        }
        cash = k == 0 ? cash + fundingToday - net : cash - net;
        bad = bad | ~(cash >= 0); // NaN (inf − inf of an unrepresentable fleet) is no cash either
        b.daily[k] = cash;
    }
    b.cash = cash;
    b.fleet = fleet;
    b.revenueSum = revenueSum, b.freeCostSum = freeCostSum, b.listValueSum = listValueSum, b.capexSum = capexSum, b.netSum = netSum;
    for (std::size_t l = 0; l < kLanes; ++l)
        if (b.runway[l] < 0 && bad[l] != 0)
            for (int k = 0; k < kDays; ++k)
                if (!(b.daily[k][l] >= 0)) {
                    b.runway[l] = first + k;
                    b.runwayCash[l] = b.daily[k][l];
                    break;
                }
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
    for (std::size_t l = 0; l < L; ++l) {
        const model::Inputs& m = *lane[l];
        block.c[l] = m.c, block.oneMinusC[l] = 1.0 - m.c, block.e[l] = m.e;
        block.ppt[l] = m.pricePerToken, block.spt[l] = m.scPerToken;
        block.quotaFree[l] = m.quotaFree, block.quotaAfter[l] = m.quotaAfter, block.freeTierDays[l] = m.freeTierDays;
        block.other[l] = m.otherPerDay, block.cash[l] = m.cash0, block.fleet[l] = m.fleet0;
        block.tpc[l] = m.tokensPerChip, block.ppc[l] = m.powerPerChip, block.capex[l] = m.chipCapex;
        block.owned[l] = m.owned ? 1.0 : 0.0;
        block.runway[l] = -1;
        for (int k = 0; k < kDays; ++k) {
            block.growthInMonth[k][l] = m.growthInMonth[static_cast<std::size_t>(k)];
            block.opexInMonth[k][l] = m.opexInMonth[static_cast<std::size_t>(k)];
        }
    }
    model::Totals sum[L];
    for (int m = 0; m < m_months; ++m) {
        for (std::size_t l = 0; l < L; ++l) {
            block.demandMonth[l] = lane[l]->demandByMonth[static_cast<std::size_t>(m)];
            block.opexMonth[l] = lane[l]->opexByMonth[static_cast<std::size_t>(m)];
        }
        advanceMonth(block, m * kDays, m_funding[static_cast<std::size_t>(m)], totals != nullptr);
        bool allKnown = true;
        for (std::size_t l = 0; l < L; ++l) {
            const auto li = l;
            allKnown = allKnown && block.runway[l] >= 0;
            if (monthEnd && l < used)
                monthEnd[l * laneStride + static_cast<std::size_t>(m) * monthStride] = block.cash[li];
            if (totals) { // runDays()'s totals: the months' sums added in order
                if (m == 0) {
                    sum[l].firstMonthNetBurn = block.netSum[li];
                    sum[l].firstMonthCapex = block.capexSum[li];
                }
                sum[l].revenue += block.revenueSum[li];
                sum[l].freeTierCost += block.freeCostSum[li];
                sum[l].freeTierListValue += block.listValueSum[li];
                sum[l].capex += block.capexSum[li];
            }
        }
        if (!monthEnd && !totals && allKnown)
            break;
    }
    for (std::size_t l = 0; l < used; ++l) {
        runwayDays[l] = block.runway[l];
        if (unrepresentable)
            unrepresentable[l] = !std::isfinite(block.runway[l] >= 0 ? block.runwayCash[l] : block.cash[l]);
        if (!totals)
            continue;
        const model::Inputs& m = *lane[l];
        model::Totals& t = totals[l];
        t = sum[l];
        double fleet = m.fleet0, bought = 0; // day 0 once more, as runDays() keeps it
        t.day0 = m.flows(0, m.demandByMonth[0] * m.growthInMonth[0], m.opexByMonth[0] * m.opexInMonth[0], fleet, bought);
        t.fleetEnd = m.owned ? block.fleet[l] : m.fleet0;
        t.endingCash = block.cash[l];
        if (block.runway[l] >= 0)
            t.runwayDays = block.runway[l];
    }
}

} // namespace runway
