#include "ui/report/comparisontable.h"

#include <cmath>

#include "core/scenario/scenariodiff.h"
#include "ui/format/displayformat.h"
#include "ui/format/messagetext.h"
#include "ui/library/historydialog.h"
#include "ui/panels/comparisonview.h"

namespace runway {

namespace {

/// The rows of core's comparison the table shows one by one (the 90 % interval joins P5 and P95).
const ComparisonRow& row(std::string_view key)
{
    return *findComparisonRow(key);
}

/// The value of `key` for `run` as a reader sees it, or the model's reason it has none.
QString valueText(const ComparedRun& run, std::string_view key)
{
    using namespace display;
    const ComparisonRow& r = row(key);
    const auto v = comparisonValue(run, r);
    if (!v)
        return text(comparisonNoValue(run, r));
    const int horizon = run.scenario.horizonMonths();
    if (key == "cash_start_usd" || key == "day0.capex_usd" || key == "day0.free_tier_incremental_cash_usd")
        return money(*v, 4);
    if (key == "runway_months") // the base case: its months and the day the cash runs out
        return ComparisonView::tr("%1, cash out on %2").arg(months(*v), date(run.scenario.startDate.plusDays(*run.metrics().runwayDays)));
    if (r.source == ComparisonSource::Odds && r.unit == Unit::Months)
        return cappedMonths(*v, horizon);
    if (r.source == ComparisonSource::Odds)
        return percent(100 * *v, 1);
    if (key == "ltv_to_cac")
        return number(Quantity{*v, Unit::Ratio, Style::Decimal, *v < 10 ? 2 : 1});
    return withUnit(Quantity{*v, r.unit});
}

/// The base case's runway, or the capped one with the model's reason when the cash lasts.
QString runwayText(const ComparedRun& run)
{
    if (run.metrics().runwayMonths)
        return valueText(run, "runway_months");
    return ComparisonView::tr("%1: %2").arg(display::cappedMonths(run.metrics().runwayMonthsCapped, run.scenario.horizonMonths()),
                                            valueText(run, "runway_months"));
}

/// "12.5 – 20.9 months", or why the odds have no interval.
QString intervalText(const ComparedRun& run)
{
    const auto low = comparisonValue(run, row("runway_months_percentiles.5"));
    const auto high = comparisonValue(run, row("runway_months_percentiles.95"));
    if (!low || !high)
        return display::text(comparisonNoValue(run, row("runway_months_percentiles.5")));
    const int horizon = run.scenario.horizonMonths();
    return ComparisonView::tr("%1 – %2").arg(display::cappedMonths(*low, horizon), display::cappedMonths(*high, horizon));
}

/// "+4.1 months", "−2.0 months", "the same": the runway of `other` against the working one's.
QString runwayDelta(const ComparedRun& working, const ComparedRun& other)
{
    const Metrics& a = working.metrics();
    const Metrics& b = other.metrics();
    if (a.runwayMonths && b.runwayMonths) {
        const double delta = *b.runwayMonths - *a.runwayMonths;
        if (std::fabs(delta) < 0.05)
            return ComparisonView::tr("the same");
        return (delta > 0 ? QStringLiteral("+") : QStringLiteral("−")) + display::months(std::fabs(delta));
    }
    if (!a.runwayMonths && !b.runwayMonths)
        return ComparisonView::tr("the same (both beyond the horizon)");
    return ComparisonView::tr("%1 against %2")
        .arg(display::cappedMonths(b.runwayMonthsCapped, other.scenario.horizonMonths()),
             display::cappedMonths(a.runwayMonthsCapped, working.scenario.horizonMonths()));
}

/// One line per changed parameter: "Price: $0.10 → $0.05" (core's diff, the history's words).
QString differences(const Scenario& working, const Scenario& other)
{
    QStringList lines;
    for (const ParamChange& c : diffScenarios(working, other))
        if (c.key != "name" && c.key != "notes") // every compared scenario has its own name; neither changes a number
            lines << ComparisonView::tr("%1: %2 → %3")
                         .arg(HistoryDialog::changeLabel(c.key), HistoryDialog::changeValue(c, &working, false), HistoryDialog::changeValue(c, &other, true));
    return lines.isEmpty() ? ComparisonView::tr("no parameter") : lines.join(QLatin1Char('\n'));
}

} // namespace

QStringList comparisonRowCaptions()
{
    const auto caption = [](std::string_view key) { return display::text(Message(row(key).caption)); };
    return {ComparisonView::tr("Scenario"),
            ComparisonView::tr("Model"),
            caption("cash_start_usd"),
            caption("runway_months"),
            caption("runway_months_percentiles.50"),
            ComparisonView::tr("Runway in 90 % of the futures"),
            caption("p_cash_out_12m"),
            caption("p_cash_out_24m"),
            caption("p_needs_new_money_12m"),
            caption("p_needs_new_money_24m"),
            caption("day0.free_tier_cash_usd"),
            caption("day0.free_tier_incremental_cash_usd"),
            caption("day0.capex_usd"),
            caption("ltv_to_cac"),
            ComparisonView::tr("Runway against the working scenario"),
            ComparisonView::tr("Differs from the working scenario in")};
}

QStringList comparisonCells(const ComparedRun& run, const ComparedRun* reference)
{
    const int model = run.scenario.model;
    QStringList cells{model == 1   ? ComparisonView::tr("model 1")
                      : model == 2 ? ComparisonView::tr("model 2")
                                   : ComparisonView::tr("model 3"),
                      valueText(run, "cash_start_usd"),
                      runwayText(run),
                      valueText(run, "runway_months_percentiles.50"),
                      intervalText(run),
                      valueText(run, "p_cash_out_12m"),
                      valueText(run, "p_cash_out_24m"),
                      valueText(run, "p_needs_new_money_12m"),
                      valueText(run, "p_needs_new_money_24m"),
                      valueText(run, "day0.free_tier_cash_usd"),
                      valueText(run, "day0.free_tier_incremental_cash_usd"),
                      valueText(run, "day0.capex_usd"),
                      valueText(run, "ltv_to_cac")};
    if (!reference)
        cells << ComparisonView::tr("the reference") << ComparisonView::tr("the reference");
    else
        cells << runwayDelta(*reference, run) << differences(reference->scenario, run.scenario);
    return cells;
}

} // namespace runway
