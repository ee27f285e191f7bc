#include "core/analysis/cashpath.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <optional>

#include "core/analysis/cashpathlanes.inc"
#include "core/model/model.h"
#include "core/model/modelinputs.h"

namespace runway {

namespace {
constexpr int kDays = lanes::kDays;
std::atomic<int> chosenWidth{0}; // 0: the widest this processor runs

/// The exact scalar path for a model-3 lane the batch loop does not take (a credit line, replacement or a
/// per-account cap) and for run() on a scenario whose model-3 keys are not all neutral: model 3's own day
/// loop (runDays3), slower and exact. Returns the runway day as run() does; the month ends,
/// `unrepresentable`, the totals and the own-cash run's month ends and runway day as runLanes() gives them.
int runModel3(const model::Inputs& in, double* monthEnd, std::size_t stride, bool* unrepresentable, model::Totals* totals, double* ownMonthEnd = nullptr,
              int* ownRunway = nullptr)
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
            if (ownMonthEnd)
                ownMonthEnd[static_cast<std::size_t>(m) * stride] = ms.ownCashEnd;
        });
    if (unrepresentable)
        *unrepresentable = !std::isfinite(runway >= 0 ? runwayCash : t.endingCash);
    if (totals)
        *totals = t;
    if (ownRunway)
        *ownRunway = t.ownRunwayDays.value_or(-1);
    return runway;
}

/// Zeros for a lane's training or subscriber tables when it has none: 0 × 0 is the exact + 0 that
/// runDays3 adds for them.
constexpr std::array<double, 120> kZeros{};

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

namespace lanes {

Loops baselineLoops()
{
    return {&runLaneBlock<2>, &bridgeLanes<2>};
}

} // namespace lanes

namespace {

/// The loops of `width` doubles per instruction, or of the next narrower this processor and build run.
const lanes::Loops& loopsOf(int width)
{
    static const lanes::Loops baseline = lanes::baselineLoops();
    static const lanes::Loops avx2 = lanes::avx2Available() ? lanes::avx2Loops() : baseline;
    static const lanes::Loops avx512 = lanes::avx512Available() ? lanes::avx512Loops() : avx2;
    return width >= 8 ? avx512 : width >= 4 ? avx2 : baseline;
}

int widestWidth()
{
    static const int widest = lanes::avx512Available() ? 8 : lanes::avx2Available() ? 4 : 2;
    return widest;
}

/// The loops that run now: the widest unless a test chose another.
const lanes::Loops& loops()
{
    const int chosen = chosenWidth.load(std::memory_order_relaxed);
    return loopsOf(chosen == 0 ? widestWidth() : chosen);
}

} // namespace

bool setCashPathWidth(int width)
{
    if (width != 0 && width != 2 && width != 4 && width != 8)
        return false;
    if (width > widestWidth())
        return false;
    chosenWidth.store(width, std::memory_order_relaxed);
    return true;
}

void bridgeBurnLanes(std::span<const Scenario* const> s, std::span<double> out)
{
    constexpr std::size_t L = lanes::kLanes;
    const std::size_t used = std::min({L, s.size(), out.size()});
    // The lanes that share the first dated lane's number of days (the analyses vary no date) run
    // together; any other lane, and a lane without flows_measured_on, as bridgeBurn() alone.
    lanes::BridgeLane together[L];
    std::size_t at[L], count = 0;
    long long days = -1;
    for (std::size_t l = 0; l < used; ++l) {
        if (s[l]->isNull(ParamId::FlowsMeasuredOn)) {
            out[l] = bridgeBurn(*s[l]);
            continue;
        }
        const model::BridgeTerms b = model::bridgeTerms(*s[l]);
        if (days < 0)
            days = b.days;
        if (b.days != days) {
            out[l] = bridgeBurn(*s[l]);
            continue;
        }
        together[count] = {b.perDay, b.fm, b.tau, b.other, b.opexAtMeasure, b.otherAtMeasure, b.fo, b.ft, b.fr, b.ro, b.rt, b.rr};
        at[count++] = l;
    }
    if (count == 0)
        return;
    for (std::size_t i = count; i < L; ++i)
        together[i] = together[0]; // spare lanes repeat the first
    double sums[L];
    loops().bridges(together, days, sums);
    for (std::size_t i = 0; i < count; ++i)
        out[at[i]] = sums[i];
}

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
                              model::Totals* totals, bool* unrepresentable, double* ownMonthEnd, int* ownRunwayDays) const
{
    constexpr std::size_t L = kLanes;
    const std::size_t used = std::min(L, in.size());
    if (used == 0)
        return;
    // Model 3's day or model 2's (Inputs::m3, decided once per scenario); the batch loop runs one of them.
    // A per-account cap needs the lognormal split every day, and a credit line or replacement carry state
    // across days that the loop does not: such lanes, or a batch that mixes the two models, run lane by
    // lane through the model's own loop.
    bool anyModel3 = false, allModel3 = true, anyScalar = false;
    for (std::size_t l = 0; l < used; ++l) {
        const model::Inputs& m = *in[l];
        anyModel3 = anyModel3 || m.m3;
        allModel3 = allModel3 && m.m3;
        anyScalar = anyScalar || m.capped || (m.m3 && (m.creditLine > 0 || m.replace));
    }
    if (anyScalar || (anyModel3 && !allModel3)) {
        for (std::size_t l = 0; l < used; ++l) {
            const model::Inputs& m = *in[l];
            double* ends = monthEnd ? monthEnd + l * laneStride : nullptr;
            double* ownEnds = ownMonthEnd ? ownMonthEnd + l * laneStride : nullptr;
            if (m.m3) {
                runwayDays[l] = runModel3(m, ends, monthStride, unrepresentable ? unrepresentable + l : nullptr, totals ? totals + l : nullptr, ownEnds,
                                          ownRunwayDays ? ownRunwayDays + l : nullptr);
                continue;
            }
            // Model 2: own cash is the cash (every event is certain, there is no line).
            if (!totals && !ownEnds && !ownRunwayDays) {
                runwayDays[l] = run(m.scenario, ends, monthStride, unrepresentable ? unrepresentable + l : nullptr);
                continue;
            }
            int runway = -1, own = -1;
            double runwayCash = 0;
            const model::Totals t = model::runDays(
                m,
                [&](int d, const DayFlows&, double cash) {
                    if (runway < 0 && !(cash >= 0)) { // as run(): NaN is no cash either
                        runway = d;
                        runwayCash = cash;
                    }
                    if (own < 0 && cash < 0) // as runDays3's own-cash run
                        own = d;
                },
                [&](int month, const model::MonthSums& ms) {
                    if (ends)
                        ends[static_cast<std::size_t>(month) * monthStride] = ms.cashEnd;
                    if (ownEnds)
                        ownEnds[static_cast<std::size_t>(month) * monthStride] = ms.cashEnd;
                });
            runwayDays[l] = totals ? t.runwayDays.value_or(-1) : runway;
            if (totals)
                totals[l] = t;
            if (unrepresentable)
                unrepresentable[l] = !std::isfinite(runway >= 0 ? runwayCash : t.endingCash);
            if (ownRunwayDays)
                ownRunwayDays[l] = own;
        }
        return;
    }
    const bool model3 = allModel3;
    const model::Inputs* lane[L];
    lanes::LaneInput input[L];
    for (std::size_t l = 0; l < L; ++l) {
        lane[l] = in[l < used ? l : 0]; // unused lanes repeat lane 0
        const model::Inputs& m = *lane[l];
        lanes::LaneInput& li = input[l];
        li = lanes::LaneInput{m.c,
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
        if (!model3)
            continue;
        // runDays3's day: the programme's fleet starts at avail, the busy chips are powered too.
        li.fleet0 = m.avail;
        li.busy = m.busy;
        li.subsPricePerDay = m.subsPricePerDay;
        li.subscriptions = m.subscriptions;
        li.subsCostShare = m.subsCostShare;
        li.trainingInMonth = m.training ? m.trainingInMonth.data() : kZeros.data();
        li.trainingByMonth = m.training ? m.trainingByMonth.data() : kZeros.data();
        li.otherInMonth = m.otherInMonth.data();
        li.otherByMonth = m.otherByMonth.data();
        li.subsInMonth = m.subscriptions ? m.subsInMonth.data() : kZeros.data();
        li.subsByMonth = m.subscriptions ? m.subsByMonth.data() : kZeros.data();
        li.fundingByMonth = m.fundingByMonth.data();
        li.fundingOwnByMonth = m.fundingOwnByMonth.data();
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
    run.model3 = model3;
    run.ownMonthEnd = ownMonthEnd;
    run.ownRunways = ownRunwayDays != nullptr;
    loops().run(run); // the widest loop this processor runs (same operations and bits at every width)
    for (std::size_t l = 0; l < used; ++l) {
        const lanes::LaneOutput& o = out[l];
        runwayDays[l] = o.runway;
        if (ownRunwayDays)
            ownRunwayDays[l] = o.ownRunway;
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
        t.endingCash = o.cashEnd;
        // runDays3 asks cash < 0, which a NaN cash (an overflow's, which stays NaN) never is; runDays's
        // totals keep the batch loop's day, as they always have.
        if (o.runway >= 0 && (!model3 || !std::isnan(o.runwayCash)))
            t.runwayDays = o.runway;
        if (!model3) {
            double fleet = m.fleet0, bought = 0; // day 0 once more, as runDays() keeps it
            t.day0 = m.flows(0, m.demandByMonth[0] * m.growthInMonth[0], m.opexByMonth[0] * m.opexInMonth[0], fleet, bought);
            t.fleetEnd = m.owned ? o.fleetEnd : m.fleet0;
            continue;
        }
        // Day 0 once more as runDays3 keeps it (nothing bought again, no interest), and its totals: no
        // replacement, interest or line; the incremental cash of §4g is not asked for here (0).
        double pfleet = m.avail, bought = 0;
        t.day0 = m.flows3(0, m.demandByMonth[0] * m.growthInMonth[0], m.opexByMonth[0] * m.opexInMonth[0],
                          m.training ? m.trainingByMonth[0] * m.trainingInMonth[0] : 0.0, m.otherByMonth[0] * m.otherInMonth[0],
                          m.subscriptions ? m.subsByMonth[0] * m.subsInMonth[0] : 0.0, 0.0, pfleet, bought);
        t.fleetEnd = m.owned ? m.busy + o.fleetEnd : 0.0;
        t.subscriptionRevenue = o.subscriptionRevenue;
        t.trainingCompute = o.trainingCompute;
        if (o.ownRunway >= 0)
            t.ownRunwayDays = o.ownRunway;
    }
}

} // namespace runway
