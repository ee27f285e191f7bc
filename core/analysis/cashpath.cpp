#include "core/analysis/cashpath.h"

#include <algorithm>
#include <cmath>

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

int CashPathKernel::run(const Scenario& s, double* monthEnd, std::size_t stride) const
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
            if (runway < 0 && !(cash >= 0)) // NaN (inf − inf of an unrepresentable fleet) is no cash either
                runway = first + k;
        }
        if (monthEnd)
            monthEnd[static_cast<std::size_t>(m) * stride] = cash;
        else if (runway >= 0)
            return runway;
    }
    return runway;
}

double CashPathKernel::runwayMonthsCapped(const Scenario& s) const
{
    const int days = run(s);
    return days < 0 ? static_cast<double>(m_months) : days / 30.0;
}

namespace {

// Four doubles as one value (GCC/Clang vector extension): the four lanes of one day.
using V4 = double __attribute__((vector_size(32)));

/// Four lanes' state between months.
struct LaneBlock {
    V4 c, oneMinusC, e, ppt, spt, quotaFree, quotaAfter, freeTierDays, other, tpc, ppc, capex;
    V4 owned; ///< 1 for owned capacity, 0 per token
    V4 cash, fleet, demandMonth, opexMonth;
    V4 growthInMonth[30];
    V4 opexInMonth[30];
    V4 daily[30];
    int runway[4];
};

/// One month of four cash paths: model::Inputs::flows's operations for one day, in the same
/// order, on four lanes at once (std::min(a, b) is "b < a ? b : a", std::max(a, b) "a < b ? b : a").
/// No multiply-add is fused: the AVX2 clone enables AVX2 only, not FMA. Built for AVX2 and the
/// baseline, picked at load time. Lanes with a per-account cap take the scalar path instead.
__attribute__((target_clones("avx2", "default"))) void advanceMonth(LaneBlock& b, int first, double funding)
{
    V4 cash = b.cash;
    V4 fleet = b.fleet;
    V4 lowest = cash;
    const auto ownedMask = b.owned != 0; // lane-wise: all ones where owned
    const V4 zero{0, 0, 0, 0};
    const V4 one{1, 1, 1, 1};
    const V4 big{0x1p52, 0x1p52, 0x1p52, 0x1p52};
    for (int k = 0; k < kDays; ++k) {
        const double d = first + k;
        const V4 day{d, d, d, d};
        const V4 demandToday = b.demandMonth * b.growthInMonth[k];
        const V4 unpaid = b.oneMinusC * demandToday;
        const V4 quota = day < b.freeTierDays ? b.quotaFree : b.quotaAfter; // lane-wise select
        const V4 freeTokens = quota < unpaid ? quota : unpaid;
        const V4 paid = b.c * demandToday * b.e;
        const V4 revenue = paid * b.ppt + b.other;
        const V4 tokens = freeTokens + paid;
        const V4 serving = tokens * b.spt;
        const V4 opex = b.opexMonth * b.opexInMonth[k];
        const V4 epsilon{1e-9, 1e-9, 1e-9, 1e-9};
        // need = ceil(tokens / capacity − 1e-9) as flows() has it, lane-wise without leaving the
        // vector: for 0 < x < 2^52 the nearest integer (x + 2^52 − 2^52, exact in round-to-nearest)
        // raised by one where it fell below x; x itself from 2^52 up (already whole); 0 for x ≤ 0
        // or NaN, where the maximum with a fleet ≥ 0 below is the fleet whatever ceil(x) would be.
        // That covers an accelerator of infinite capacity too (x = −1e-9; flows() says need 0).
        const V4 x = tokens / b.tpc - epsilon;
        const V4 nearest = (x + big) - big;
        const V4 up = nearest < x ? nearest + one : nearest;
        const V4 whole = x < big ? up : x;
        const V4 need = zero < x ? whole : zero;
        const V4 before = fleet;
        fleet = fleet < need ? need : fleet;
        const V4 capex = (fleet - before) * b.capex;
        const V4 power = fleet * b.ppc;
        const V4 servingCash = ownedMask ? power + capex : serving;
        const V4 net = servingCash + opex - revenue;
        if (k == 0) {
            const V4 f{funding, funding, funding, funding};
            cash = cash + f - net;
            lowest = cash;
        } else {
            cash = cash - net;
            lowest = cash < lowest || cash != cash ? cash : lowest; // a NaN lane keeps its NaN, as the scalar run stops on it
        }
        b.daily[k] = cash;
    }
    b.cash = cash;
    b.fleet = fleet;
    for (int l = 0; l < 4; ++l)
        if (b.runway[l] < 0 && !(lowest[l] >= 0))
            for (int k = 0; k < kDays; ++k)
                if (!(b.daily[k][l] >= 0)) {
                    b.runway[l] = first + k;
                    break;
                }
}

} // namespace

void CashPathKernel::runBatch(std::span<const Scenario* const> s, int* runwayDays, double* monthEnd, std::size_t laneStride, std::size_t monthStride) const
{
    constexpr std::size_t L = kLanes;
    const std::size_t used = std::min(L, s.size());
    if (used == 0)
        return;
    // A per-account cap needs the lognormal split every day: such batches run lane by lane.
    bool anyCapped = false;
    for (std::size_t l = 0; l < used; ++l)
        anyCapped = anyCapped || !s[l]->isNull(ParamId::AccountCap);
    if (anyCapped) {
        for (std::size_t l = 0; l < used; ++l)
            runwayDays[l] = run(*s[l], monthEnd ? monthEnd + l * laneStride : nullptr, monthStride);
        return;
    }
    static_assert(L == 4, "the lane list below has four entries");
    const model::Inputs lane[L] = {model::Inputs(*s[0]), model::Inputs(*s[1 < used ? 1 : 0]), model::Inputs(*s[2 < used ? 2 : 0]),
                                   model::Inputs(*s[3 < used ? 3 : 0])}; // unused lanes repeat lane 0
    LaneBlock block;
    for (int l = 0; l < 4; ++l) {
        const model::Inputs& in = lane[l];
        block.c[l] = in.c, block.oneMinusC[l] = 1.0 - in.c, block.e[l] = in.e;
        block.ppt[l] = in.pricePerToken, block.spt[l] = in.scPerToken;
        block.quotaFree[l] = in.quotaFree, block.quotaAfter[l] = in.quotaAfter, block.freeTierDays[l] = in.freeTierDays;
        block.other[l] = in.otherPerDay, block.cash[l] = in.cash0, block.fleet[l] = in.fleet0;
        block.tpc[l] = in.tokensPerChip, block.ppc[l] = in.powerPerChip, block.capex[l] = in.chipCapex;
        block.owned[l] = in.owned ? 1.0 : 0.0;
        block.runway[l] = -1;
        for (int k = 0; k < kDays; ++k) {
            block.growthInMonth[k][l] = in.growthInMonth[static_cast<std::size_t>(k)];
            block.opexInMonth[k][l] = in.opexInMonth[static_cast<std::size_t>(k)];
        }
    }
    for (int m = 0; m < m_months; ++m) {
        for (int l = 0; l < 4; ++l) {
            block.demandMonth[l] = lane[l].demandByMonth[static_cast<std::size_t>(m)];
            block.opexMonth[l] = lane[l].opexByMonth[static_cast<std::size_t>(m)];
        }
        advanceMonth(block, m * kDays, m_funding[static_cast<std::size_t>(m)]);
        bool allKnown = true;
        for (std::size_t l = 0; l < L; ++l) {
            allKnown = allKnown && block.runway[l] >= 0;
            if (monthEnd && l < used)
                monthEnd[l * laneStride + static_cast<std::size_t>(m) * monthStride] = block.cash[static_cast<int>(l)];
        }
        if (!monthEnd && allKnown)
            break;
    }
    for (std::size_t l = 0; l < used; ++l)
        runwayDays[l] = block.runway[l];
}

} // namespace runway
