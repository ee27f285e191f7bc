#pragma once
// Shared by the cash-path suites (test_cashpath: model 2, test_cashpath3: model 3): random scenarios across
// the parameter table's limits, and the two batch loops every batch test runs on.

#include <QtTest>

#include <cmath>
#include <cstdint>

#include "core/analysis/cashpath.h"
#include "core/analysis/rng.h"
#include "core/scenario/scenario.h"
#include "core/scenario/validate.h"

namespace runway::test {

inline double logUniform(Xoshiro256& r, double lo, double hi)
{
    return std::exp(std::log(lo) + (std::log(hi) - std::log(lo)) * r.uniformOpen());
}
inline double uniform(Xoshiro256& r, double lo, double hi)
{
    return lo + (hi - lo) * r.uniformOpen();
}

/// A random valid scenario over wide ranges; horizon and funding from `shape` when given.
inline Scenario randomScenario(Xoshiro256& r, const Scenario* shape = nullptr)
{
    using enum ParamId;
    Scenario s;
    if (shape) {
        s[HorizonMonths] = (*shape)[HorizonMonths];
        s.funding = shape->funding;
    } else {
        s[HorizonMonths] = std::floor(uniform(r, 1, 121));
        const int events = static_cast<int>(uniform(r, 0, 4));
        for (int e = 0; e < events; ++e)
            s.funding.push_back({static_cast<int>(uniform(r, 0, 120)), logUniform(r, 1e6, 5e9)});
    }
    s[Price] = logUniform(r, 0.01, 10);
    s[FreeQuota] = logUniform(r, 1e10, 1e16);
    s[FreeTierMonths] = uniform(r, 0, s[HorizonMonths]);
    s[QuotaAfter] = r.uniformOpen() < 0.5 ? 0.0 : logUniform(r, 1e9, 1e15);
    s[Demand] = logUniform(r, 1e9, 1e15);
    s[Growth] = r.uniformOpen() < 0.2 ? 0.0 : uniform(r, -30, 40);
    s[Conversion] = uniform(r, 0, 60);
    s.setNull(ServingCost, r.uniformOpen() < 0.7);
    if (!s.isNull(ServingCost))
        s.capacityMode = CapacityMode::PerToken; // owned capacity derives its serving cost
    s[ServingCost] = logUniform(r, 0.003, 2);
    s[TokensPerChip] = logUniform(r, 1e7, 1e10);
    s[Speedup] = logUniform(r, 0.25, 5);
    s[Cash] = logUniform(r, 1e6, 1e11);
    s[FixedOpex] = uniform(r, 0, 2e8);
    s[OtherRevenue] = uniform(r, 0, 1e8);
    // Model 2's factors: elasticity, the token mix, a growing operating cost and an owned fleet.
    s[Elasticity] = r.uniformOpen() < 0.3 ? 0.0 : uniform(r, -2.5, 0);
    s[OutputShare] = uniform(r, 0, 90);
    s[CacheHit] = uniform(r, 0, 90);
    s[OpexGrowth] = r.uniformOpen() < 0.3 ? 0.0 : uniform(r, -3, 6);
    s[ChipCapex] = logUniform(r, 1e3, 1e5);
    s[ChipPower] = uniform(r, 0.1, 3);
    s.setNull(ChipsOwned, r.uniformOpen() < 0.5);
    if (!s.isNull(ChipsOwned))
        s[ChipsOwned] = std::floor(logUniform(r, 1, 1e6));
    return s;
}

/// The batch loop exists for two, four and eight doubles per instruction (baseline x86-64, AVX2,
/// AVX-512; the processor's widest runs): the batch tests run on each (a data function's column).
inline void cashPathLoopData()
{
    QTest::addColumn<int>("width");
    QTest::newRow("baseline loop (2 doubles)") << 2;
    QTest::newRow("AVX2 loop (4 doubles)") << 4;
    QTest::newRow("AVX-512 loop (8 doubles)") << 8;
}

/// Runs the batch loop of `width` doubles from here on (tests call it first); skips the test where the
/// processor has no such loop.
#define RUNWAY_USE_CASH_PATH_WIDTH(width)                                                                                                                      \
    do {                                                                                                                                                       \
        if (!setCashPathWidth(width))                                                                                                                          \
            QSKIP("this processor (or build) has no loop of that width");                                                                                      \
    } while (false)

} // namespace runway::test
