#pragma once
// An independent, deliberately plain transcription of MODEL.md §3–§4 (model 2), day by day,
// with every formula written as MODEL.md writes it (D(d) = demand × g^(d/30) by one pow per
// day, opex likewise, the cap's closed form with std::erfc). No code is shared with core's
// model: the tests compare the two, so a slip in either shows.

#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

#include "core/scenario/scenario.h"

namespace runway::test {

struct ReferenceDay {
    double free = 0, paid = 0, revenue = 0, serving = 0, power = 0, capex = 0, servingCash = 0, opex = 0, net = 0, cash = 0, fleet = 0, bought = 0;
};

struct ReferenceRun {
    double sc = 0, ip = 1, ic = 1, cashStart = 0, fleetStart = 0;
    std::vector<ReferenceDay> days;
    std::optional<int> runwayDays;
};

inline double referencePhi(double x)
{
    return 0.5 * std::erfc(-x / std::sqrt(2.0));
}

inline ReferenceRun referenceRun(const Scenario& s)
{
    using enum ParamId;
    ReferenceRun r;
    const double chipDay = s[ChipCapex] / (s[ChipLife] * 365.0) + s[ChipPower] * 24.0 * s[Pue] * s[Electricity];
    r.sc = s.isNull(ServingCost) ? chipDay / (s[TokensPerChip] * s[Speedup]) * 1e6 : s[ServingCost];
    const auto wp = [&](double sh, double h) { return (1 - sh) * ((1 - h) + h * s[CachedPriceFraction]) + sh * s[OutputPriceMultiple]; };
    const auto wc = [&](double sh, double h) { return (1 - sh) * ((1 - h) + h * s[CachedCostFraction]) + sh * s[OutputCostMultiple]; };
    const double share = s[OutputShare] / 100, hit = s[CacheHit] / 100;
    r.ip = wp(share, hit) / wp(0.25, 0);
    r.ic = wc(share, hit) / wc(0.25, 0);
    const double pEff = s[Price] * r.ip, scEff = r.sc * r.ic;
    const long long filingDays = s.startDate.toDays() - s.filingDate.toDays();
    r.cashStart = s.isNull(Cash) ? s[FilingCashCny] / s[CnyPerUsd] + s[RaisedSinceFiling] - s[BurnSinceFiling] * static_cast<double>(filingDays) / 30 : s[Cash];
    r.fleetStart = s.isNull(ChipsOwned) ? std::ceil(s[RunTokens] / s[TokensPerChip] - 1e-9) : s[ChipsOwned];
    const double c = s[Conversion] / 100, k = s.isNull(AccountCap) ? 0.0 : s[CappedConversion] / 100;
    const double e = s[Elasticity] == 0 ? 1.0 : std::pow(s[Price] / s[ReferencePrice], s[Elasticity]);
    const bool owned = s.capacityMode == CapacityMode::Owned;
    const int n = s.horizonMonths() * 30;
    double cash = r.cashStart, fleet = owned ? r.fleetStart : 0;
    for (int d = 0; d < n; ++d) {
        ReferenceDay day;
        const double D = s[Demand] * std::pow(1 + s[Growth] / 100, d / 30.0);
        const double quota = d < s[FreeTierMonths] * 30 ? s[FreeQuota] : s[QuotaAfter];
        const double F = (1 - c) * D;
        double W = F, X = 0;
        if (!s.isNull(AccountCap)) {
            const double nf = (1 - c) * s[FreeAccounts], K = s[AccountCap], sigma = s[AccountSigma];
            if (F == 0 || nf == 0) {
                W = X = 0;
            } else if (K == 0) {
                W = 0, X = F;
            } else if (sigma == 0) {
                W = nf * std::min(F / nf, K), X = F - W;
            } else {
                const double m = F / nf, mu = std::log(m) - sigma * sigma / 2;
                const double expected = m * referencePhi((std::log(K) - mu - sigma * sigma) / sigma) + K * (1 - referencePhi((std::log(K) - mu) / sigma));
                W = std::min(F, nf * expected), X = F - W;
            }
        }
        day.free = std::min(W, quota);
        day.paid = c * D * e + k * X * e;
        const double tokens = day.free + day.paid;
        day.revenue = day.paid * pEff / 1e6 + s[OtherRevenue] / 30;
        day.serving = tokens * scEff / 1e6;
        day.opex = s[FixedOpex] / 30 * std::pow(1 + s[OpexGrowth] / 100, d / 30.0);
        if (owned) {
            const double capacity = s[TokensPerChip] * s[Speedup] / r.ic;
            const double need = r.ic == 0 ? 0 : std::ceil(tokens / capacity - 1e-9);
            const double before = fleet;
            fleet = std::max(fleet, need);
            day.bought = fleet - before;
            day.capex = day.bought * s[ChipCapex];
            day.power = fleet * s[ChipPower] * 24 * s[Pue] * s[Electricity];
            day.servingCash = day.power + day.capex;
        } else {
            day.servingCash = day.serving;
        }
        day.fleet = fleet;
        day.net = day.servingCash + day.opex - day.revenue;
        double funding = 0;
        for (const auto& f : s.funding)
            if (f.month * 30 == d)
                funding += f.amountUsd;
        cash = cash + funding - day.net;
        day.cash = cash;
        if (!r.runwayDays && cash < 0)
            r.runwayDays = d;
        r.days.push_back(day);
    }
    return r;
}

} // namespace runway::test
