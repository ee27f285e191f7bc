#include "core/model/chartseries.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>

#include "core/model/model.h"

namespace runway {

ProgrammeCurve programmeCurve(const Scenario& s, int points)
{
    return programmeCurve(s, computeMetrics(s).programBreakEvenConversionPct, points);
}

double conversionAxisMaxPct(const Scenario& s, std::optional<double> breakEvenPct)
{
    const double wanted = std::max({20.0, s[ParamId::Conversion], breakEvenPct ? 1.2 * *breakEvenPct : 0.0});
    return std::min(100.0, std::ceil(wanted / 5) * 5);
}

ProgrammeCurve programmeCurve(const Scenario& s, std::optional<double> breakEvenPct, int points)
{
    ProgrammeCurve curve;
    curve.maxConversionPct = conversionAxisMaxPct(s, breakEvenPct);
    const auto n = static_cast<std::size_t>(std::max(points, 2));
    curve.stepPct = curve.maxConversionPct / static_cast<double>(n - 1);
    curve.conversionsPct.resize(n);
    curve.contributionUsdPerDay.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        curve.conversionsPct[i] = curve.stepPct * static_cast<double>(i);
        curve.contributionUsdPerDay[i] = programContributionAt(s, curve.conversionsPct[i]);
    }
    return curve;
}

ArticlesView articlesView(const Scenario& s)
{
    ArticlesView view;
    view.cash = listValueCashPath(s);
    const auto crossing = std::find_if(view.cash.begin(), view.cash.end(), [](double v) { return v < 0; });
    if (crossing != view.cash.end())
        view.outOfCashDay = static_cast<int>(crossing - view.cash.begin());
    return view;
}

SimpleView simpleView(const Scenario& s)
{
    SimulationResult r = simulate(s.model1View());
    return {std::move(r.dailyCash), r.metrics.runwayDays};
}

CapacitySeries capacitySeries(const Scenario& s, const SimulationResult& r)
{
    CapacitySeries c;
    if (!s.owned())
        return c;
    using enum ParamId;
    c.fleetStart = fleetAtStart(s);
    const double capacity = s[TokensPerChip] * s[Speedup] / mixIndices(s).ic; // +inf when IC = 0: nothing is needed
    const std::vector<double>& days = r.dailyTokens;                          // the result's own day loop: no second run
    const std::size_t months = r.monthly.size();
    for (auto* v : {&c.fleetEnd, &c.neededPeak, &c.bought, &c.capexUsd, &c.idleEnd})
        v->assign(months, 0.0);
    const auto need = [capacity](double tokens) { return std::isinf(capacity) ? 0.0 : std::max(0.0, std::ceil(tokens / capacity - 1e-9)); };
    for (std::size_t m = 0; m < months; ++m) {
        const MonthRow& row = r.monthly[m];
        c.fleetEnd[m] = row.fleetEnd;
        c.bought[m] = row.chipsBought;
        c.capexUsd[m] = row.sums.capexUsd;
        for (std::size_t k = 0; k < 30 && m * 30 + k < days.size(); ++k)
            c.neededPeak[m] = std::max(c.neededPeak[m], need(days[m * 30 + k]));
        if (m * 30 + 29 < days.size())
            c.idleEnd[m] = row.fleetEnd - need(days[m * 30 + 29]);
    }
    return c;
}

std::optional<CapFunnel> capFunnel(const Scenario& s, const Metrics& m)
{
    using enum ParamId;
    if (s.isNull(AccountCap))
        return std::nullopt;
    const double c = s[Conversion] / 100.0;
    CapFunnel f;
    f.accounts = s[FreeAccounts];
    f.nonPayingAccounts = (1.0 - c) * f.accounts;
    f.freeDemandTokens = (1.0 - c) * s[Demand];
    const CapSplit split = splitAtCap(f.freeDemandTokens, f.nonPayingAccounts, s[AccountCap], s[AccountSigma]);
    f.atCapAccounts = split.atCap * f.nonPayingAccounts;
    f.withinCapTokens = split.within;
    f.aboveCapTokens = split.above;
    f.payingAccounts = m.payingAccounts;
    return f;
}

ViewSeries viewSeries(const Scenario& s, const SimulationResult& r)
{
    ViewSeries v;
    v.articles = articlesView(s);
    if (s.model != 1)
        v.simple = simpleView(s);
    v.programme = programmeCurve(s, r.metrics.programBreakEvenConversionPct, kProgrammePoints);
    v.capacity = capacitySeries(s, r);
    v.funnel = capFunnel(s, r.metrics);
    v.steps.mix = mixIndices(s);
    v.steps.elasticityFactor = elasticityFactor(s);
    v.steps.derivedServingCostUsdPerMtok = derivedServingCostPerMtok(s);
    v.steps.chipCostUsdPerDay = chipCostPerDay(s);
    if (!s.isNull(ParamId::AccountCap)) {
        const double c = s[ParamId::Conversion] / 100.0;
        v.steps.capSplit = splitAtCap((1.0 - c) * s[ParamId::Demand], (1.0 - c) * s[ParamId::FreeAccounts], s[ParamId::AccountCap], s[ParamId::AccountSigma]);
    }
    return v;
}

SimulationResult withSeries(const Scenario& s, SimulationResult r)
{
    r.views = std::make_shared<const ViewSeries>(viewSeries(s, r));
    return r;
}

SimulationResult simulateWithSeries(const Scenario& s)
{
    return withSeries(s, simulate(s));
}

void clipAtFloor(std::span<const double> keys, std::span<const double> values, double floor, Series& out)
{
    const std::size_t size = std::min(keys.size(), values.size());
    const auto below = std::find_if(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(size), [floor](double v) { return v < floor; });
    const auto n = static_cast<std::size_t>(below - values.begin());
    out.keys.assign(keys.begin(), keys.begin() + static_cast<std::ptrdiff_t>(n));
    out.values.assign(values.begin(), below);
    if (n > 0 && n < size) {
        const double t = (values[n - 1] - floor) / (values[n - 1] - values[n]);
        out.keys.push_back(keys[n - 1] + t * (keys[n] - keys[n - 1]));
        out.values.push_back(floor);
    }
}

void thinCollinear(Series& s, double tolerance)
{
    const std::size_t n = std::min(s.keys.size(), s.values.size());
    if (n <= 2 || !(tolerance >= 0))
        return;
    const std::vector<double>& x = s.keys;
    const std::vector<double>& y = s.values;
    // The slopes from the anchor that pass within `tolerance` of every point since it.
    std::size_t anchor = 0;
    double lo = -std::numeric_limits<double>::infinity(), hi = std::numeric_limits<double>::infinity();
    std::vector<std::size_t> keep{0};
    for (std::size_t k = 1; k < n; ++k) {
        double dx = x[k] - x[anchor];
        const double slope = (y[k] - y[anchor]) / dx;
        if (!(x[k] > x[k - 1]) || !(slope >= lo && slope <= hi)) {
            if (k - 1 != anchor)
                keep.push_back(k - 1); // the last point the anchor reaches: the next anchor
            anchor = k - 1;
            lo = -std::numeric_limits<double>::infinity();
            hi = std::numeric_limits<double>::infinity();
            dx = x[k] - x[anchor];
            if (!(dx > 0)) { // keys that do not increase: kept as they are
                keep.push_back(k);
                anchor = k;
                continue;
            }
        }
        lo = std::max(lo, (y[k] - tolerance - y[anchor]) / dx);
        hi = std::min(hi, (y[k] + tolerance - y[anchor]) / dx);
    }
    if (keep.back() != n - 1)
        keep.push_back(n - 1);
    for (std::size_t w = 0; w < keep.size(); ++w) { // keep[w] >= w: in place, front to back
        s.keys[w] = x[keep[w]];
        s.values[w] = y[keep[w]];
    }
    s.keys.resize(keep.size());
    s.values.resize(keep.size());
}

} // namespace runway
