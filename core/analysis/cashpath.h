#pragma once
// The analyses' fast path through the daily model: only the runway day and the monthly
// cash ends, with no allocation. It performs the same floating-point operations in the
// same order as simulate()/computeMetrics() (MODEL.md §4), so its results are equal to
// theirs (tests/core/test_cashpath.cpp checks this over many random scenarios). The one
// difference: days without funding skip the model's "+ 0", so a cash of exactly zero may
// carry the other sign of zero (−0 == +0; no comparison or later sum changes).

#include <array>
#include <cstddef>
#include <span>

#include "core/scenario/scenario.h"

namespace runway {

namespace model {
struct Inputs;
struct Totals;
} // namespace model

/// What the kernel keeps of a scenario that the analyses never vary: the horizon and the
/// funding events. Every other input is read from the scenario passed to run().
class CashPathKernel {
public:
    explicit CashPathKernel(const Scenario& base);

    int months() const { return m_months; }

    /// Runs days 0 … N−1 of `s` (whose horizon and funding must be the base's) and returns
    /// runway_days, or −1 when cash stays ≥ 0. When `monthEnd` is not null, cash(30m + 29)
    /// is written to monthEnd[m × stride] for every month; otherwise the run stops at the
    /// runway day. When `unrepresentable` is not null it says whether the runway cannot be
    /// represented: the cash on the runway day (or, when the cash lasts, at the end) is not a
    /// finite number, so the day is an overflow's, not the cash's.
    int run(const Scenario& s, double* monthEnd = nullptr, std::size_t stride = 1, bool* unrepresentable = nullptr) const;

    /// How many scenarios runBatch() runs at once (eight interleaved cash paths).
    static constexpr std::size_t kLanes = 8;

    /// run() for up to kLanes scenarios at once: their cash paths are interleaved, which
    /// hides the latency of the one sequential sum per day. Results as run() gives for each:
    /// runwayDays[l], and cash(30m + 29) at monthEnd[l × laneStride + m × monthStride] when
    /// `monthEnd` is not null (otherwise the run stops once every lane's runway is known), and
    /// unrepresentable[l] as run() says it when `unrepresentable` is not null.
    void runBatch(std::span<const Scenario* const> s, int* runwayDays, double* monthEnd = nullptr, std::size_t laneStride = 0, std::size_t monthStride = 0,
                  bool* unrepresentable = nullptr) const;

    /// runBatch() on lanes whose model inputs the caller built (the Monte Carlo keeps them for the
    /// metrics). When `totals` is not null, every month runs and totals[l] receives what the metrics
    /// need from the day loop (model::finishNumbers), equal to runDays()'s (runDays3()'s for a model-3
    /// lane, model::Inputs::m3): the months' sums of revenue, the free tier's cost and list value,
    /// capex, the first month's net burn, the day-0 flows, the fleet and the cash at the end, the runway
    /// day, and model 3's sums, own-cash runway day and credit-line figures. `unrepresentable` as
    /// runBatch() says it, for runs without `totals` (with them, the caller reads the month ends).
    ///
    /// Model-3 lanes run model 3's day (MODEL3.md §4) in the batch loop, each with its own counted and
    /// certain funding (Inputs::fundingByMonth and fundingOwnByMonth, which a caller may set per lane);
    /// a lane with a credit line, replacement or a per-account cap runs through runDays3 on its own.
    /// Both give runDays3's numbers bit for bit. The own-cash run (§4d): when `ownMonthEnd` is not null
    /// it receives own cash(30m + 29), laid out as `monthEnd`; when `ownRunwayDays` is not null,
    /// ownRunwayDays[l] is its first day with own cash below zero, or −1. For a model-2 lane (every
    /// event certain, no line) the own-cash run is the cash run.
    void runLanes(std::span<const model::Inputs* const> lanes, int* runwayDays, double* monthEnd = nullptr, std::size_t laneStride = 0,
                  std::size_t monthStride = 0, model::Totals* totals = nullptr, bool* unrepresentable = nullptr, double* ownMonthEnd = nullptr,
                  int* ownRunwayDays = nullptr) const;

    /// runway_months_capped of `s` (MODEL.md §5): runway_days / 30, or horizon_months; `unrepresentable`
    /// as run() says it.
    double runwayMonthsCapped(const Scenario& s, bool* unrepresentable = nullptr) const;

private:
    int m_months;
    std::array<double, 120> m_funding{};
};

/// bridgeBurn() (MODEL3.md §3b) of up to CashPathKernel::kLanes scenarios at once into out[0 …]: the
/// same operations lane by lane, so out[l] is bridgeBurn(*s[l]) to the bit, with the lanes' day sums
/// interleaved (the Monte Carlo's samples: one sequential sum per sample was a tenth of its time).
void bridgeBurnLanes(std::span<const Scenario* const> s, std::span<double> out);

/// The batch loops exist for two (baseline x86-64), four (AVX2) and eight (AVX-512) doubles per
/// instruction, and the widest the processor runs is used; all give the same bits. Tests choose one
/// to compare them: 2, 4 or 8, or 0 for the widest. Returns false, and changes nothing, for a width
/// this processor or build does not run.
bool setCashPathWidth(int width);

} // namespace runway
