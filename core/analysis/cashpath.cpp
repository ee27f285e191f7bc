#include "core/analysis/cashpath.h"

#include <algorithm>
#include <cmath>

#include "core/model/model.h"

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
    using enum ParamId;
    // The same hoisted quantities as model.cpp's Inputs, computed the same way.
    const double c = s[Conversion] / 100.0;
    const double oneMinusC = 1.0 - c;
    const double demand = s[Demand];
    const double growth = 1.0 + s[Growth] / 100.0;
    const double pricePerToken = s[Price] / 1e6;
    const double scPerToken = servingCostPerMtok(s) / 1e6;
    const double quotaFree = s[FreeQuota];
    const double quotaAfter = s[QuotaAfter];
    const double freeTierDays = s[FreeTierMonths] * kDays;
    const double otherPerDay = s[OtherRevenue] / kDays;
    const double opexPerDay = s[FixedOpex] / kDays;
    const bool flat = growth == 1.0;

    std::array<double, kDays> growthInMonth;
    for (int k = 0; k < kDays; ++k)
        growthInMonth[static_cast<std::size_t>(k)] = flat ? 1.0 : std::pow(growth, k / 30.0);

    double cash = s[Cash];
    int runway = -1;
    std::array<double, kDays> netBurn;
    for (int m = 0; m < m_months; ++m) {
        const double demandMonth = demand * (flat ? 1.0 : std::pow(growth, static_cast<double>(m)));
        const int first = m * kDays;
        // The month's burns do not depend on cash: compute them apart (this loop vectorises),
        // then run the one sequential sum.
        for (int k = 0; k < kDays; ++k) {
            const double demandToday = demandMonth * growthInMonth[static_cast<std::size_t>(k)];
            const double paid = c * demandToday;
            const double quota = first + k < freeTierDays ? quotaFree : quotaAfter;
            const double freeTokens = std::min(oneMinusC * demandToday, quota);
            const double revenue = paid * pricePerToken + otherPerDay;
            const double serving = (freeTokens + paid) * scPerToken;
            netBurn[static_cast<std::size_t>(k)] = serving + opexPerDay - revenue;
        }
        cash = cash + m_funding[static_cast<std::size_t>(m)] - netBurn[0];
        if (runway < 0 && cash < 0)
            runway = first;
        for (int k = 1; k < kDays; ++k) {
            cash -= netBurn[static_cast<std::size_t>(k)];
            if (runway < 0 && cash < 0)
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

} // namespace runway

namespace runway {

namespace {

/// One lane's hoisted inputs, computed exactly as CashPathKernel::run computes them.
struct Lane {
    explicit Lane(const Scenario& s)
        : c(s[ParamId::Conversion] / 100.0)
        , oneMinusC(1.0 - c)
        , demand(s[ParamId::Demand])
        , growth(1.0 + s[ParamId::Growth] / 100.0)
        , pricePerToken(s[ParamId::Price] / 1e6)
        , scPerToken(servingCostPerMtok(s) / 1e6)
        , quotaFree(s[ParamId::FreeQuota])
        , quotaAfter(s[ParamId::QuotaAfter])
        , freeTierDays(s[ParamId::FreeTierMonths] * kDays)
        , otherPerDay(s[ParamId::OtherRevenue] / kDays)
        , opexPerDay(s[ParamId::FixedOpex] / kDays)
        , cash(s[ParamId::Cash])
    {
    }
    double c, oneMinusC, demand, growth, pricePerToken, scPerToken, quotaFree, quotaAfter, freeTierDays, otherPerDay, opexPerDay, cash;
};

// Four doubles as one value (GCC/Clang vector extension): the four lanes of one day.
using V4 = double __attribute__((vector_size(32)));

/// Four lanes' state between months.
struct LaneBlock {
    V4 c, oneMinusC, ppt, spt, quotaFree, quotaAfter, freeTierDays, other, opex;
    V4 cash, demandMonth;
    V4 growthInMonth[30];
    V4 daily[30];
    int runway[4];
};

/// One month of four cash paths: model.cpp's operations for one day, in the same order, on
/// four lanes at once (std::min(a, b) is "b < a ? b : a"). No multiply-add is fused: the
/// AVX2 clone enables AVX2 only, not FMA. Built for AVX2 and the baseline, picked at load time.
__attribute__((target_clones("avx2", "default"))) void advanceMonth(LaneBlock& b, int first, double funding)
{
    V4 cash = b.cash;
    V4 lowest = cash;
    for (int k = 0; k < kDays; ++k) {
        const double d = first + k;
        const V4 day{d, d, d, d};
        const V4 demandToday = b.demandMonth * b.growthInMonth[k];
        const V4 paid = b.c * demandToday;
        const V4 quota = day < b.freeTierDays ? b.quotaFree : b.quotaAfter; // lane-wise select
        const V4 unpaid = b.oneMinusC * demandToday;
        const V4 freeTokens = quota < unpaid ? quota : unpaid;
        const V4 revenue = paid * b.ppt + b.other;
        const V4 serving = (freeTokens + paid) * b.spt;
        const V4 net = serving + b.opex - revenue;
        if (k == 0) {
            const V4 f{funding, funding, funding, funding};
            cash = cash + f - net;
            lowest = cash;
        } else {
            cash = cash - net;
            lowest = cash < lowest ? cash : lowest;
        }
        b.daily[k] = cash;
    }
    b.cash = cash;
    for (int l = 0; l < 4; ++l)
        if (b.runway[l] < 0 && lowest[l] < 0)
            for (int k = 0; k < kDays; ++k)
                if (b.daily[k][l] < 0) {
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
    const Lane lane[L] = {Lane(*s[0]), Lane(*s[1 < used ? 1 : 0]), Lane(*s[2 < used ? 2 : 0]), Lane(*s[3 < used ? 3 : 0])}; // unused lanes repeat lane 0
    static_assert(L == 4, "the lane list above has four entries");
    LaneBlock block;
    for (int l = 0; l < 4; ++l) {
        const Lane& in = lane[l];
        block.c[l] = in.c, block.oneMinusC[l] = in.oneMinusC, block.ppt[l] = in.pricePerToken, block.spt[l] = in.scPerToken;
        block.quotaFree[l] = in.quotaFree, block.quotaAfter[l] = in.quotaAfter, block.freeTierDays[l] = in.freeTierDays;
        block.other[l] = in.otherPerDay, block.opex[l] = in.opexPerDay, block.cash[l] = in.cash;
        block.runway[l] = -1;
        for (int k = 0; k < kDays; ++k)
            block.growthInMonth[k][l] = in.growth == 1.0 ? 1.0 : std::pow(in.growth, k / 30.0);
    }
    for (int m = 0; m < m_months; ++m) {
        for (int l = 0; l < 4; ++l)
            block.demandMonth[l] = lane[l].demand * (lane[l].growth == 1.0 ? 1.0 : std::pow(lane[l].growth, static_cast<double>(m)));
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
    int* runway = block.runway;
    for (std::size_t l = 0; l < used; ++l)
        runwayDays[l] = runway[l];
}

} // namespace runway
