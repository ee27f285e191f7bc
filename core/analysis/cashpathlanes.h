#pragma once
// Internal to core/analysis: the batch day loop of CashPathKernel::runLanes (and the Monte Carlo's
// bridge sums) on plain data, so it can be compiled three times — for baseline x86-64 (two doubles
// per instruction, SSE2), for AVX2 (four, cashpathavx2.cpp) and for AVX-512 (eight,
// cashpathavx512.cpp) — and chosen once at run time. All perform the same IEEE operations in the
// same order on every lane (no contraction into FMA: those files are compiled with
// -ffp-contract=off), so their results are equal to the bit; tests/core/test_cashpath.cpp runs
// each against simulate() and against the others.

#include <cstddef>

namespace runway::lanes {

inline constexpr int kDays = 30;
inline constexpr std::size_t kLanes = 8;

/// One lane's inputs: model::Inputs's fields the day loop reads, copied or pointed to.
struct LaneInput {
    double c, e, pricePerToken, scPerToken, quotaFree, quotaAfter, freeTierDays, otherPerDay;
    double cash0, fleet0, tokensPerChip, powerPerChip, chipCapex;
    bool owned;
    const double* growthInMonth; ///< kDays values
    const double* opexInMonth;   ///< kDays values (model 3: the other opex line's)
    const double* demandByMonth; ///< one per month
    const double* opexByMonth;   ///< one per month (model 3: other_opex(30m))
    /// Model 3's day (LaneRun::model3): fleet0 is then the programme's fleet at the start (avail) and
    /// `busy` the chips busy with other work; the training, other-revenue and subscriber tables as
    /// model::Inputs has them (a lane without training or subscribers points to zeros, which give the
    /// exact + 0 of runDays3's 0.0); each lane's own counted and certain funding per month.
    double busy = 0, subsPricePerDay = 0, subsCostShare = 0;
    bool subscriptions = false; ///< subscribers above 0 (else the subscriber tables are zeros)
    const double* trainingInMonth = nullptr;
    const double* trainingByMonth = nullptr;
    const double* otherInMonth = nullptr;
    const double* otherByMonth = nullptr;
    const double* subsInMonth = nullptr;
    const double* subsByMonth = nullptr;
    const double* fundingByMonth = nullptr;
    const double* fundingOwnByMonth = nullptr;
};

/// What the loop gives back per lane; the sums only when `sums` was asked for, added month by
/// month as runDays() adds them.
struct LaneOutput {
    int runway = -1;       ///< the first day with cash below zero (or NaN), or −1
    double runwayCash = 0; ///< the cash on that day
    double cashEnd = 0;    ///< after the last day run
    double fleetEnd = 0;   ///< the fleet after the last day run
    double firstMonthNetBurn = 0, firstMonthCapex = 0, revenue = 0, freeTierCost = 0, freeTierListValue = 0, capex = 0;
    // model 3
    int ownRunway = -1;                                  ///< the own-cash run's first day with own cash < 0 (runDays3's test), or −1
    double ownCashEnd = 0;                               ///< the own-cash run after the last day run
    double subscriptionRevenue = 0, trainingCompute = 0; ///< the months' sums, when `sums`
};

/// One batch: kLanes inputs (unused lanes repeat a used one), the months, the funding per month.
struct LaneRun {
    const LaneInput* lanes = nullptr; ///< kLanes of them
    std::size_t used = 0;             ///< lanes whose month ends are written
    int months = 0;
    const double* funding = nullptr; ///< one per month
    double* monthEnd = nullptr;      ///< cash(30m + 29) at monthEnd[l × laneStride + m × monthStride], or null
    std::size_t laneStride = 0, monthStride = 0;
    bool sums = false;         ///< add the months' sums (every month runs)
    LaneOutput* out = nullptr; ///< kLanes of them
    /// Model 3's day (MODEL3.md §4 without a credit line, replacement or a per-account cap): the lanes'
    /// own funding instead of `funding`, and the own-cash run beside the cash.
    bool model3 = false;
    double* ownMonthEnd = nullptr; ///< the own-cash run's cash(30m + 29), laid out as monthEnd, or null
    bool ownRunways = false;       ///< the early exit waits for every lane's own-cash runway day too
};

/// One lane's bridge (MODEL3.md §3b, model::bridgeTerms's terms without the days, which every lane of a
/// call shares). The sum runs bridgeBurn()'s operations lane-wise, so each lane's result is its bits.
struct BridgeLane {
    double perDay, fm, tau, other, opexAtMeasure, otherAtMeasure;
    double fo, ft, fr, ro, rt, rr;
};

/// One width's loops: the batch day loop, and kLanes bridges of `days` days each into out[0 … kLanes).
struct Loops {
    void (*run)(const LaneRun& run);
    void (*bridges)(const BridgeLane* lanes, long long days, double* out);
};

/// Two doubles per instruction (any x86-64; the portable vector extension elsewhere).
Loops baselineLoops();
/// Four doubles per instruction (AVX2), or null members where the build has no AVX2 copy.
Loops avx2Loops();
/// Eight doubles per instruction (AVX-512 F and DQ), or null members where the build has no such copy.
Loops avx512Loops();
/// Whether this processor runs those copies (checked once).
bool avx2Available();
bool avx512Available();

} // namespace runway::lanes
