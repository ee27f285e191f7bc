#include "core/analysis/cashpath.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <optional>

#include "core/analysis/cashpathlanes.inc"
#include "core/model/modelinputs.h"

namespace runway {

namespace {
constexpr int kDays = lanes::kDays;
std::atomic<bool> baselineOnly{false};

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

void setCashPathBaselineOnly(bool on)
{
    baselineOnly.store(on, std::memory_order_relaxed);
}

bool cashPathBaselineOnly()
{
    return baselineOnly.load(std::memory_order_relaxed);
}

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

namespace lanes {

void runBaseline(const LaneRun& run)
{
    runLaneBlock<2>(run);
}

} // namespace lanes

namespace {

/// The day loop this processor runs fastest: AVX2's four doubles per instruction where the
/// processor has them (same operations, same bits), else baseline x86-64's two.
void runLaneLoop(const lanes::LaneRun& run)
{
    static const bool avx2 = lanes::avx2Available();
    if (avx2 && !cashPathBaselineOnly())
        lanes::runAvx2(run);
    else
        lanes::runBaseline(run);
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
    lanes::LaneInput input[L];
    for (std::size_t l = 0; l < L; ++l) {
        lane[l] = in[l < used ? l : 0]; // unused lanes repeat lane 0
        const model::Inputs& m = *lane[l];
        input[l] = lanes::LaneInput{m.c,
                                    m.e,
                                    m.pricePerToken,
                                    m.scPerToken,
                                    m.quotaFree,
                                    m.quotaAfter,
                                    m.freeTierDays,
                                    m.otherPerDay,
                                    m.cash0,
                                    m.fleet0,
                                    m.tokensPerChip,
                                    m.powerPerChip,
                                    m.chipCapex,
                                    m.owned,
                                    m.growthInMonth.data(),
                                    m.opexInMonth.data(),
                                    m.demandByMonth.data(),
                                    m.opexByMonth.data()};
    }
    lanes::LaneOutput out[L];
    lanes::LaneRun run;
    run.lanes = input;
    run.used = used;
    run.months = m_months;
    run.funding = m_funding.data();
    run.monthEnd = monthEnd;
    run.laneStride = laneStride;
    run.monthStride = monthStride;
    run.sums = totals != nullptr;
    run.out = out;
    runLaneLoop(run);
    for (std::size_t l = 0; l < used; ++l) {
        const lanes::LaneOutput& o = out[l];
        runwayDays[l] = o.runway;
        if (unrepresentable)
            unrepresentable[l] = !std::isfinite(o.runway >= 0 ? o.runwayCash : o.cashEnd);
        if (!totals)
            continue;
        const model::Inputs& m = *lane[l];
        model::Totals& t = totals[l];
        t = model::Totals{};
        t.firstMonthNetBurn = o.firstMonthNetBurn;
        t.firstMonthCapex = o.firstMonthCapex;
        t.revenue = o.revenue;
        t.freeTierCost = o.freeTierCost;
        t.freeTierListValue = o.freeTierListValue;
        t.capex = o.capex;
        double fleet = m.fleet0, bought = 0; // day 0 once more, as runDays() keeps it
        t.day0 = m.flows(0, m.demandByMonth[0] * m.growthInMonth[0], m.opexByMonth[0] * m.opexInMonth[0], fleet, bought);
        t.fleetEnd = m.owned ? o.fleetEnd : m.fleet0;
        t.endingCash = o.cashEnd;
        if (o.runway >= 0)
            t.runwayDays = o.runway;
    }
}

} // namespace runway
