#pragma once
// The hand arithmetic of MODEL.md shared by the model's tests (test_model.cpp: the worked examples;
// test_model_rules.cpp: the rules of §4–§5 one by one), and the check of core against the
// independent day-by-day transcription (referencemodel.h).

#include <QtTest>

#include "core/model/model.h"
#include "referencemodel.h"
#include "testhelpers.h"

namespace runway::test {

// MODEL.md §3 by hand: capex/(life×365) + kW×24×PUE×$/kWh per chip-day, over tokens per chip-day.
inline constexpr double kPowerPerChipDay = 0.4 * 24.0 * 1.3 * 0.08;
inline constexpr double kChipCostPerDay = 16500.0 / (4.0 * 365.0) + kPowerPerChipDay;
inline constexpr double kSc = kChipCostPerDay / 4e8 * 1e6;
inline constexpr double kDemand = 23.2e12 / 6.0;
inline constexpr double kOtherPerDay = 4.4e6 / 30.0;
// MODEL.md §3b by hand: 247 days from 2025-06-30 to 2026-03-04.
inline constexpr double kCashStart = 2.552e9 / 7.17 + 5.58e8 - 30.8e6 * 247 / 30;

/// Core against the independent transcription: runway day, every day's flows, fleet and cash.
inline void checkAgainstReference(const Scenario& s)
{
    const SimulationResult r = simulate(s);
    const auto ref = runway::test::referenceRun(s);
    QCOMPARE(r.metrics.runwayDays, ref.runwayDays);
    QVERIFY(near(r.metrics.cashStartUsd, ref.cashStart, 1e-12));
    const std::vector<DayFlows> days = dailyFlows(s);
    QCOMPARE(days.size(), ref.days.size());
    for (std::size_t d = 0; d < days.size(); ++d) {
        const auto& a = days[d];
        const auto& b = ref.days[d];
        const auto ok = [](double x, double y) { return near(x, y, 1e-9, 1e-6); };
        QVERIFY2(ok(a.freeTokens, b.free) && ok(a.paidTokens, b.paid) && ok(a.revenueUsd, b.revenue) && ok(a.servingCostUsd, b.serving) &&
                     ok(a.powerUsd, b.power) && ok(a.capexUsd, b.capex) && ok(a.opexUsd, b.opex) && ok(a.netBurnUsd, b.net) &&
                     near(r.dailyCash[d], b.cash, 1e-9, 1e-3),
                 qPrintable(QStringLiteral("day %1").arg(d)));
    }
    // The monthly series: sums of the days, purchases and the fleet at each month's end.
    for (const auto& row : r.monthly) {
        double bought = 0;
        for (int k = 0; k < 30; ++k)
            bought += ref.days[static_cast<std::size_t>(row.month) * 30 + static_cast<std::size_t>(k)].bought;
        // Equal as counts; at fleets of 1e11 chips (growth 200 % for 120 months) one ceil may differ by 1.
        QVERIFY(near(row.chipsBought, bought, 1e-9, 0.5));
        QVERIFY(near(row.fleetEnd, ref.days[static_cast<std::size_t>(row.month * 30 + 29)].fleet, 1e-9, 0.5));
    }
}

} // namespace runway::test
