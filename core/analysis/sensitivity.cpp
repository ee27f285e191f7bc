#include "core/analysis/sensitivity.h"

#include <algorithm>
#include <cmath>
#include <memory>

#include "core/analysis/cashpath.h"
#include "core/analysis/distributions.h"

namespace runway {

namespace {

constexpr double kHappened = 99; ///< an uncertain event that happens: counted by the cash run, not by own cash

/// runway_months_capped of `probe` with funding event k happening or not; none when it cannot be represented.
std::optional<double> fundingRunway(const CashPathKernel& kernel, Scenario& probe, std::size_t k, bool happens)
{
    probe.funding[k].probabilityPct = happens ? kHappened : 0.0;
    bool lost = false;
    const double months = kernel.runwayMonthsCapped(probe, &lost);
    return lost ? std::nullopt : std::optional(months);
}

} // namespace

std::optional<double> TornadoBar::swing() const
{
    if (!runwayAtLow || !runwayAtHigh)
        return std::nullopt;
    return std::fabs(*runwayAtHigh - *runwayAtLow);
}

std::vector<TornadoBar> tornado(const Scenario& s)
{
    const CashPathKernel kernel(s);
    std::vector<Distribution> dists = s.uncertainty;
    std::stable_sort(dists.begin(), dists.end(), [](const Distribution& a, const Distribution& b) { return index(a.param) < index(b.param); });
    std::vector<TornadoBar> bars;
    bars.reserve(dists.size());
    Scenario probe = s;
    const auto runwayAt = [&](ParamId id, double v) -> std::optional<double> {
        setParameter(probe, id, v);
        bool lost = false;
        const double months = kernel.runwayMonthsCapped(probe, &lost);
        return lost ? std::nullopt : std::optional(months);
    };
    for (const auto& d : dists) {
        TornadoBar bar{d.param, d.low, d.high, std::nullopt, std::nullopt, std::nullopt, {}};
        bar.runwayAtLow = runwayAt(d.param, d.low);
        bar.runwayAtHigh = runwayAt(d.param, d.high);
        // Back to the scenario's value (and null state): derived quantities derive again.
        probe[d.param] = s[d.param];
        probe.setNull(d.param, s.isNull(d.param));
        bars.push_back(bar);
    }
    // MODEL3.md §7: each uncertain funding event, without it (never happens) and with it (happens: 99
    // counts in the cash run as the Monte Carlo's happened draw does).
    for (std::size_t k = 0; k < s.funding.size(); ++k) {
        const FundingEvent& f = s.funding[k];
        if (!(f.probabilityPct > 0 && f.probabilityPct < 100))
            continue;
        TornadoBar bar{ParamId::Conversion, 0.0, f.amountUsd, std::nullopt, std::nullopt, k, fundingBarName(f)};
        bar.runwayAtLow = fundingRunway(kernel, probe, k, false);
        bar.runwayAtHigh = fundingRunway(kernel, probe, k, true);
        probe.funding[k] = f;
        bars.push_back(bar);
    }
    std::stable_sort(bars.begin(), bars.end(), [](const TornadoBar& a, const TornadoBar& b) { return a.swing().value_or(-1) > b.swing().value_or(-1); });
    return bars;
}

Message fundingBarName(const FundingEvent& event)
{
    if (!event.label.empty())
        return Message::verbatim(event.label);
    return Message(RW_MSG("Analysis", "funding, month %1")).arg(qty::whole(event.month, Unit::None));
}

Unrepresentable tornadoUnrepresentableEnds(const Scenario& s, const std::vector<TornadoBar>& bars)
{
    Unrepresentable u;
    u.total = static_cast<int>(2 * bars.size());
    for (const TornadoBar& b : bars) {
        for (const auto& [runway, value] : {std::pair{&b.runwayAtLow, b.low}, std::pair{&b.runwayAtHigh, b.high}}) {
            if (runway->has_value())
                continue;
            if (u.count++ > 0)
                continue;
            Scenario probe = s;
            if (b.fundingEvent) {
                probe.funding[*b.fundingEvent].probabilityPct = value > 0 ? kHappened : 0.0;
                u.why = Message(RW_MSG("Analysis", "first at %1 = %2: %3"), {Nested{std::make_shared<const Message>(b.fundingName)}, qty::usd(value),
                                                                             Nested{std::make_shared<const Message>(overflowWhy(computeMetrics(probe)))}});
                continue;
            }
            setParameter(probe, b.param, value);
            u.why = Message(RW_MSG("Analysis", "first at %1 = %2: %3"),
                            {ParamArg{b.param}, exactValue(b.param, value), Nested{std::make_shared<const Message>(overflowWhy(computeMetrics(probe)))}});
        }
    }
    return u;
}

} // namespace runway
