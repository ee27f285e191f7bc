#include "ui/charts/runwaychart.h"

#include <algorithm>
#include <cmath>

#include <qcustomplot.h>

#include "core/model/chartseries.h"
#include "core/model/model.h"
#include "ui/charts/legenditem.h"
#include "ui/format/displayformat.h"

namespace runway {

FanBands FanBands::from(const MonteCarloResult& mc)
{
    FanBands fan;
    for (const MonthCashPercentiles& row : mc.monthlyCash) {
        fan.p5.push_back(row.cash[0]);
        fan.p25.push_back(row.cash[1]);
        fan.p50.push_back(row.cash[2]);
        fan.p75.push_back(row.cash[3]);
        fan.p95.push_back(row.cash[4]);
    }
    return fan;
}
namespace {

constexpr int kDaysPerMonth = 30;

QCPItemText* makeLabel(QCustomPlot* plot, Qt::Alignment alignment)
{
    auto* label = new QCPItemText(plot);
    label->setPositionAlignment(alignment);
    label->setPadding(QMargins(4, 2, 4, 2));
    label->setVisible(false);
    return label;
}

void minMax(std::span<const double> values, double& lo, double& hi)
{
    for (double v : values) {
        lo = std::min(lo, v);
        hi = std::max(hi, v);
    }
}

} // namespace

RunwayChart::RunwayChart(QWidget* parent)
    : SeriesChart(parent)
{
    QCustomPlot* p = plot();
    setObjectName(QStringLiteral("runwayChart"));
    setTitle(tr("Cash runway"));
    setMinimumXSpan(4 * keyStep());
    p->xAxis->setTicker(dateTicker());
    p->yAxis->setTicker(moneyTicker());
    p->yAxis->setLabel(tr("Cash balance (US$)"));
    p->xAxis->setLabel(tr("Date"));

    // Overlays and the fan sit below the current scenario's lines.
    p->addLayer(QStringLiteral("overlays"), p->layer(QStringLiteral("grid")), QCustomPlot::limAbove);
    p->setAutoAddPlottableToLegend(false);
    const QString fanNames[5] = {QString(), QString(), tr("Monte Carlo median"), tr("Monte Carlo P25–P75"), tr("Monte Carlo P5–P95")};
    for (int i = 0; i < 5; ++i) {
        m_fan[i] = p->addGraph();
        m_fan[i]->setLayer(QStringLiteral("overlays"));
        m_fan[i]->setName(fanNames[i]);
        m_fan[i]->setVisible(false);
    }
    m_fan[4]->setChannelFillGraph(m_fan[0]);
    m_fan[3]->setChannelFillGraph(m_fan[1]);
    addCompanion(m_fan[4], m_fan[0]);
    addCompanion(m_fan[3], m_fan[1]);

    m_articles = p->addGraph();
    m_articles->setName(tr("Articles' view: whole quota at list price"));
    m_simple = p->addGraph();
    m_simple->setName(tr("Simple view (model 1)"));
    m_cashLine = p->addGraph(); // drawn over the articles' line, listed before it
    m_cashLine->setName(tr("Cash balance"));
    // The day-by-day balance the tracer walks, not drawn: the line above draws it thinned.
    m_cash = p->addGraph();
    m_cash->setName(m_cashLine->name());
    m_cash->setLineStyle(QCPGraph::lsNone);
    addCompanion(m_cashLine, m_cash);
    m_purchases = p->addGraph();
    m_purchases->setName(tr("Accelerators bought"));
    m_purchases->setLineStyle(QCPGraph::lsNone);
    m_ownCash = p->addGraph();
    m_ownCash->setName(tr("Own cash (certain money, no credit)"));
    m_creditDraw = p->addGraph();
    m_creditDraw->setName(tr("Credit line drawn"));
    m_creditDraw->setLineStyle(QCPGraph::lsNone);
    // Every entry from the start, greyed while its series has nothing to show (a model-1 scenario's
    // simple view, a month without purchases): the legend never changes while a value is dragged.
    addToLegend(m_cashLine);
    addToLegend(m_articles);
    addToLegend(m_simple);
    addToLegend(m_purchases);
    addToLegend(m_ownCash);
    addToLegend(m_creditDraw);

    m_cashOutMarker = new QCPItemTracer(p);
    m_cashOutMarker->setStyle(QCPItemTracer::tsCircle);
    m_cashOutMarker->setSize(11);
    m_cashOutMarker->setVisible(false);
    m_cashOutLabel = makeLabel(p, Qt::AlignLeft | Qt::AlignBottom);
    QFont bold = font();
    bold.setBold(true);
    m_cashOutLabel->setFont(bold);
    m_articlesLabel = makeLabel(p, Qt::AlignLeft | Qt::AlignTop);
    m_articlesLabel->setPadding(QMargins(12, 4, 4, 2)); // clear of the steep dashed line
    m_creditLabel = makeLabel(p, Qt::AlignLeft | Qt::AlignBottom);
    m_creditLabel->setPadding(QMargins(10, 2, 4, 8));
    RunwayChart::applySeriesColors(); // qualified: the constructor calls this class's own version
}

void RunwayChart::applySeriesColors()
{
    const ChartColors& c = colors();
    m_cashLine->setPen(QPen(c.cash, 2.5));
    m_articles->setPen(QPen(c.articles, 2, Qt::DashLine));
    m_simple->setPen(QPen(c.muted, 2, Qt::DashLine));
    m_purchases->setPen(QPen(c.netBurn, 1.5));
    m_purchases->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssTriangleInverted, QPen(c.netBurn.darker(120), 1.2), c.netBurn, 10));
    m_ownCash->setPen(QPen(c.cash, 2, Qt::DotLine));
    m_creditDraw->setPen(QPen(c.funding, 1.5));
    m_creditDraw->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond, QPen(c.funding.darker(120), 1.2), c.funding, 11));
    m_creditLabel->setColor(c.funding);
    QColor outer = c.cash, inner = c.cash;
    outer.setAlpha(40);
    inner.setAlpha(75);
    for (QCPGraph* g : {m_fan[0], m_fan[1], m_fan[3], m_fan[4]})
        g->setPen(Qt::NoPen);
    m_fan[4]->setBrush(outer);
    m_fan[3]->setBrush(inner);
    m_fan[2]->setPen(QPen(c.cash.darker(c.dark ? 80 : 130), 1.5, Qt::DashDotLine));
    m_cashOutMarker->setPen(QPen(c.danger, 2));
    m_cashOutMarker->setBrush(c.background);
    m_cashOutLabel->setColor(c.danger);
    m_articlesLabel->setColor(c.articles);
    for (QCPItemText* label : m_fundingLabels)
        label->setColor(c.funding);
    for (std::size_t i = 0; i < m_comparisons.size(); ++i)
        m_comparisons[i]->setPen(QPen(m_comparisonData[i].color, 2.5));
}

void RunwayChart::setData(const Scenario& s, const SimulationResult& r)
{
    const std::size_t n = r.dailyCash.size();
    const std::int64_t start = s.startDate.toDays();
    if (start != m_startDays || m_keys.size() != n) {
        m_startDays = start;
        m_keys.resize(n);
        for (std::size_t d = 0; d < n; ++d)
            m_keys[d] = dayKey(start, static_cast<double>(d));
        if (!m_fanData.empty())
            applyFanData();
    }
    setGraphData(m_cash, m_keys, r.dailyCash);
    m_cashShown.keys.assign(m_keys.begin(), m_keys.end());
    m_cashShown.values.assign(r.dailyCash.begin(), r.dailyCash.begin() + static_cast<std::ptrdiff_t>(std::min(n, m_keys.size())));
    // The document's published series (the articles' and the simple view): drawn, never computed here.
    m_articlesPath = r.views ? r.views->articles.cash : std::vector<double>{};
    const std::vector<double>& articles = m_articlesPath;
    m_months = r.monthly;
    // The simple view only contrasts a model-2 scenario: for a model-1 one it is the cash line (empty).
    m_simplePath = r.views ? r.views->simple.cash : std::vector<double>{};
    std::vector<double> buyKeys, buyCash;
    for (const MonthRow& row : r.monthly) {
        const auto d = static_cast<std::size_t>(row.month) * kDaysPerMonth;
        if (row.chipsBought > 0 && d < r.dailyCash.size()) {
            buyKeys.push_back(m_keys[d]);
            buyCash.push_back(r.dailyCash[d]);
        }
    }
    setGraphData(m_purchases, buyKeys, buyCash);
    m_infeasible = r.metrics.infeasible;
    setOwnCash(s, r);

    m_cashMin = std::min(0.0, s[ParamId::Cash]);
    m_cashMax = std::max(0.0, s[ParamId::Cash]);
    minMax(r.dailyCash, m_cashMin, m_cashMax);
    for (double v : articles)
        m_cashMax = std::max(m_cashMax, v); // it never sets the floor: it leaves through it
    minMax(m_simplePath, m_cashMin, m_cashMax);
    for (auto it = m_ownCash->data()->constBegin(); it != m_ownCash->data()->constEnd(); ++it) {
        m_cashMin = std::min(m_cashMin, it->value);
        m_cashMax = std::max(m_cashMax, it->value);
    }
    // The lines are drawn from the points their straight runs need (stroking a thousand short
    // segments is most of a replot), within a ten-thousandth of the cash range.
    m_tolerance = 1e-4 * (m_cashMax - m_cashMin);
    const std::size_t simpleDays = std::min(m_keys.size(), m_simplePath.size());
    m_simpleShown.keys.assign(m_keys.begin(), m_keys.begin() + static_cast<std::ptrdiff_t>(simpleDays));
    m_simpleShown.values.assign(m_simplePath.begin(), m_simplePath.begin() + static_cast<std::ptrdiff_t>(simpleDays));
    thinCollinear(m_simpleShown, m_tolerance);
    setGraphData(m_simple, m_simpleShown.keys, m_simpleShown.values);
    updateLegendItem(m_simple);
    updateLegendItem(m_purchases);
    updateLegendItem(m_ownCash);
    updateLegendItem(m_creditDraw);
    thinCollinear(m_cashShown, m_tolerance);
    setGraphData(m_cashLine, m_cashShown.keys, m_cashShown.values);
    updateMarkers(r);

    // The articles' line leaves the plot downwards; its zero crossing is what it says.
    const std::optional<int> articlesOut = r.views ? r.views->articles.outOfCashDay : std::nullopt;
    m_hasArticlesCrossing = articlesOut.has_value();
    if (m_hasArticlesCrossing) {
        const auto d = static_cast<double>(*articlesOut);
        m_articlesCrossingDay = *articlesOut;
        m_articlesCrossingKey = dayKey(start, d);
        m_articlesLabel->setText(tr("Articles' view: out of cash %1").arg(display::date(s.startDate.plusDays(static_cast<std::int64_t>(d)))));
    }
    applyMarkerVisibility();

    const Metrics& m = r.metrics;
    QString finding = m.infeasible ? tr("Infeasible: %1").arg(display::infeasibleSentence(s, m))
                      : m.runwayDays
                          ? tr("Cash runs out on %1, after %2").arg(display::date(s.startDate.plusDays(*m.runwayDays)), display::months(*m.runwayMonths))
                          : tr("Cash lasts the %1-month horizon, ending at %2").arg(s.horizonMonths()).arg(display::money(m.endingCashUsd));
    if (m.listValueRunwayMonths)
        finding += tr(" · the articles' view: %1").arg(display::months(*m.listValueRunwayMonths));
    setSubtitle(finding);
    updateRange();
    replotIfVisible();
}

void RunwayChart::setOwnCash(const Scenario& s, const SimulationResult& r)
{
    // MODEL3.md §4d: own cash counts only the certain money and no line; drawn only where it parts
    // from the cash line (an uncertain raise counted, a credit line), its entry greyed otherwise.
    std::vector<double> keys, values;
    const auto& m3 = r.metrics.model3;
    bool differs = false;
    if (m3) {
        for (const MonthRow& row : r.monthly) {
            const auto d = static_cast<std::size_t>(row.month) * kDaysPerMonth + kDaysPerMonth - 1;
            if (d >= m_keys.size())
                break;
            keys.push_back(m_keys[d]);
            values.push_back(row.ownCashEndUsd);
            differs = differs || std::abs(row.ownCashEndUsd - row.cashEndUsd) > 0.005;
        }
    }
    if (!differs)
        keys.clear(), values.clear();
    setGraphData(m_ownCash, keys, values);
    m_hasCreditDraw = m3 && m3->creditLineFirstDrawDay && static_cast<std::size_t>(*m3->creditLineFirstDrawDay) < r.dailyCash.size();
    if (m_hasCreditDraw) {
        const auto d = static_cast<std::size_t>(*m3->creditLineFirstDrawDay);
        setGraphData(m_creditDraw, std::vector<double>{m_keys[d]}, std::vector<double>{r.dailyCash[d]});
        m_creditLabel->position->setCoords(m_keys[d], r.dailyCash[d]);
        m_creditLabel->setText(tr("Credit line drawn from %1; at most %2")
                                   .arg(display::date(s.startDate.plusDays(*m3->creditLineFirstDrawDay)), display::money(m3->creditLinePeakDrawnUsd)));
    } else {
        setGraphData(m_creditDraw, {}, {});
    }
}

void RunwayChart::updateMarkers(const SimulationResult& r)
{
    const Metrics& m = r.metrics;
    const double xLower = m_keys.empty() ? 0 : m_keys.front();
    const double xUpper = m_keys.empty() ? 1 : m_keys.back();
    if (m.runwayDays && static_cast<std::size_t>(*m.runwayDays) < r.dailyCash.size()) {
        const auto d = static_cast<std::size_t>(*m.runwayDays);
        const double key = m_keys[d];
        m_cashOutMarker->position->setCoords(key, r.dailyCash[d]);
        m_hasCashOut = true;
        const Date when = Date::fromDays(m_startDays + *m.runwayDays);
        const bool nearRight = key > xLower + 0.72 * (xUpper - xLower);
        // A falling line leaves the quarters above-right and below-left of the crossing free.
        m_cashOutLabel->setPositionAlignment(nearRight ? Qt::AlignRight | Qt::AlignTop : Qt::AlignLeft | Qt::AlignBottom);
        m_cashOutLabel->setPadding(nearRight ? QMargins(4, 6, 10, 2) : QMargins(10, 2, 4, 6));
        m_cashOutLabel->position->setCoords(key, 0);
        m_cashOutLabel->setText(m.infeasible ? tr("Infeasible: out of cash on day %1").arg(*m.runwayDays) : tr("Cash out: %1").arg(display::date(when)));
    } else {
        m_hasCashOut = false;
    }

    // One "+$500M" label per month that received funding, above the step it makes.
    std::size_t used = 0;
    for (const MonthRow& row : r.monthly) {
        if (row.fundingUsd <= 0)
            continue;
        const auto d = static_cast<std::size_t>(row.month) * kDaysPerMonth;
        if (d >= r.dailyCash.size())
            continue;
        if (used == m_fundingLabels.size()) {
            m_fundingLabels.push_back(makeLabel(plot(), Qt::AlignHCenter | Qt::AlignBottom));
            QFont bold = font();
            bold.setBold(true);
            m_fundingLabels.back()->setFont(bold);
            m_fundingLabels.back()->setColor(colors().funding);
        }
        QCPItemText* label = m_fundingLabels[used++];
        label->position->setCoords(m_keys[d], r.dailyCash[d]);
        label->setText(QStringLiteral("+") + display::money(row.fundingUsd));
    }
    m_fundingLabelsUsed = used;
}

void RunwayChart::applyMarkerVisibility()
{
    // Labels belong to their line: hiding a line in the legend hides its labels too.
    const bool cash = m_cash->visible();
    m_articlesLabel->setVisible(m_hasArticlesCrossing && m_articles->visible());
    m_cashOutMarker->setVisible(m_hasCashOut && cash);
    m_cashOutLabel->setVisible(m_hasCashOut && cash);
    m_creditLabel->setVisible(m_hasCreditDraw && m_creditDraw->visible());
    for (std::size_t i = 0; i < m_fundingLabels.size(); ++i)
        m_fundingLabels[i]->setVisible(cash && i < m_fundingLabelsUsed);
}

void RunwayChart::seriesVisibilityChanged(QCPAbstractPlottable*)
{
    applyMarkerVisibility();
}

void RunwayChart::updateRange()
{
    double lo = m_cashMin, hi = m_cashMax;
    for (const ComparisonSeries& c : m_comparisonData)
        minMax(c.dailyCash, lo, hi);
    if (!m_fanData.empty() && m_fanShown) {
        minMax(m_fanData.p5, lo, hi);
        minMax(m_fanData.p95, lo, hi);
    }
    double span = hi - lo;
    if (span <= 0)
        span = std::max(1.0, std::fabs(hi));
    if (lo >= 0)
        lo = -0.12 * span; // room under the zero line for the articles' view and its label
    const double xLower = m_keys.empty() ? 0 : m_keys.front();
    const double xUpper = m_keys.empty() ? 86400 : m_keys.back();
    const double yLower = lo - 0.04 * span;
    setFullRange(xLower, xUpper, yLower, hi + 0.12 * span);
    writeArticles(yLower);
}

void RunwayChart::writeArticles(double yLower)
{
    // The articles' line ends where it leaves the plot, at the exact crossing of the floor:
    // nothing is drawn past it (SVG export does not clip) and the dashes stay few.
    clipAtFloor(m_keys, m_articlesPath, yLower, m_articlesShown);
    thinCollinear(m_articlesShown, m_tolerance);
    setGraphData(m_articles, m_articlesShown.keys, m_articlesShown.values);
    // Its label hangs beside a steep line a quarter of the way down to the floor, not on the zero
    // line, where the cash line runs when the runway is short (model 3's defaults); a shallow line
    // keeps it at its crossing, where the date it gives is.
    m_articlesLabel->position->setCoords(m_articlesCrossingKey, 0);
    m_articlesLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    if (m_hasArticlesCrossing && yLower < 0) {
        const double depth = 0.25 * yLower;
        const auto below = std::find_if(m_articlesPath.begin(), m_articlesPath.end(), [&](double v) { return v <= depth; });
        // steep: it reaches that depth within 30 % of the horizon after the crossing
        const auto steepDays = static_cast<std::ptrdiff_t>(0.3 * static_cast<double>(m_articlesPath.size()));
        if (below != m_articlesPath.end() && below - m_articlesPath.begin() <= m_articlesCrossingDay + steepDays) {
            const auto d = static_cast<std::size_t>(below - m_articlesPath.begin());
            m_articlesLabel->position->setCoords(m_keys[d], depth);
            m_articlesLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        }
    }
}

void RunwayChart::setComparisons(const std::vector<ComparisonSeries>& comparisons)
{
    QCustomPlot* p = plot();
    while (m_comparisons.size() > comparisons.size()) {
        p->removeGraph(m_comparisons.back());
        m_comparisons.pop_back();
    }
    while (m_comparisons.size() < comparisons.size()) {
        QCPGraph* g = p->addGraph();
        g->setLayer(QStringLiteral("overlays"));
        addToLegend(g);
        m_comparisons.push_back(g);
    }
    m_comparisonData = comparisons;
    std::vector<double> keys;
    for (std::size_t i = 0; i < comparisons.size(); ++i) {
        const ComparisonSeries& c = comparisons[i];
        keys.resize(c.dailyCash.size());
        for (std::size_t d = 0; d < keys.size(); ++d)
            keys[d] = dayKey(c.start.toDays(), static_cast<double>(d));
        setGraphData(m_comparisons[i], keys, c.dailyCash);
        m_comparisons[i]->setName(c.name);
        updateLegendItem(m_comparisons[i]);
    }
    applySeriesColors();
    updateRange();
    replotIfVisible();
}

void RunwayChart::setFan(const FanBands& fan)
{
    const bool wasEmpty = m_fanData.empty();
    m_fanData = fan;
    const std::size_t n = fan.p50.size();
    if (fan.p5.size() != n || fan.p25.size() != n || fan.p75.size() != n || fan.p95.size() != n)
        m_fanData = FanBands{};
    if (m_fanData.empty() != wasEmpty)
        applyFanVisibility();
    applyFanData();
    updateRange();
    replotIfVisible();
}

void RunwayChart::setFanShown(bool shown)
{
    if (shown == m_fanShown)
        return;
    m_fanShown = shown;
    applyFanVisibility();
    updateRange();
    replotIfVisible();
}

void RunwayChart::applyFanVisibility()
{
    // A hidden fan leaves the legend too: the compared scenarios' lines are then the only overlays.
    const bool visible = m_fanShown && !m_fanData.empty();
    for (QCPGraph* band : m_fan)
        band->setVisible(visible);
    for (int i : {2, 3, 4}) {
        if (visible)
            addToLegend(m_fan[i]);
        else
            m_fan[i]->removeFromLegend();
    }
}

void RunwayChart::applyFanData()
{
    const std::size_t n = m_fanData.p50.size();
    m_fanKeys.resize(n);
    for (std::size_t m = 0; m < n; ++m)
        m_fanKeys[m] = dayKey(m_startDays, static_cast<double>(m * kDaysPerMonth + kDaysPerMonth - 1));
    const std::vector<double>* bands[5] = {&m_fanData.p5, &m_fanData.p25, &m_fanData.p50, &m_fanData.p75, &m_fanData.p95};
    for (int i = 0; i < 5; ++i) {
        setGraphData(m_fan[i], m_fanKeys, *bands[i]);
        updateLegendItem(m_fan[i]);
    }
}

QString RunwayChart::hoverTextAt(double key) const
{
    const auto day = static_cast<std::int64_t>(std::llround(key / 86400.0)) - m_startDays;
    QStringList lines;
    lines << tr("%1 · day %2 (month %3)").arg(display::date(Date::fromDays(m_startDays + day))).arg(day).arg(day / kDaysPerMonth + 1);
    const auto valueAt = [&](const QCPGraph* g, std::int64_t index) -> std::optional<double> {
        if (!g->visible() || index < 0 || index >= g->data()->size())
            return std::nullopt;
        return g->data()->at(static_cast<int>(index))->value;
    };
    if (auto v = valueAt(m_cash, day))
        lines << tr("Cash: %1").arg(display::money(*v));
    if (m_simple->visible() && day >= 0 && static_cast<std::size_t>(day) < m_simplePath.size())
        lines << tr("Simple view (model 1): %1").arg(display::money(m_simplePath[static_cast<std::size_t>(day)]));
    if (day >= 0 && static_cast<std::size_t>(day / kDaysPerMonth) < m_months.size()) {
        const MonthRow& row = m_months[static_cast<std::size_t>(day / kDaysPerMonth)];
        if (row.chipsBought > 0)
            lines << tr("Accelerators bought in month %1: %2 for %3")
                         .arg(day / kDaysPerMonth + 1)
                         .arg(QLocale().toString(row.chipsBought, 'f', 0), display::money(row.sums.capexUsd));
    }
    if (day >= 0 && static_cast<std::size_t>(day / kDaysPerMonth) < m_months.size() && m_ownCash->visible() && m_ownCash->data()->size() > 0) {
        const MonthRow& row = m_months[static_cast<std::size_t>(day / kDaysPerMonth)];
        lines << tr("Own cash at the end of month %1: %2").arg(day / kDaysPerMonth + 1).arg(display::money(row.ownCashEndUsd));
    }
    if (m_hasCreditDraw && day >= 0 && static_cast<std::size_t>(day / kDaysPerMonth) < m_months.size()) {
        const MonthRow& row = m_months[static_cast<std::size_t>(day / kDaysPerMonth)];
        if (row.drawnEndUsd > 0)
            lines << tr("Credit line drawn at the end of month %1: %2").arg(day / kDaysPerMonth + 1).arg(display::money(row.drawnEndUsd));
    }
    if (m_articles->visible() && day >= 0 && static_cast<std::size_t>(day) < m_articlesPath.size())
        lines << tr("Articles' view: %1").arg(display::money(m_articlesPath[static_cast<std::size_t>(day)]));
    for (std::size_t i = 0; i < m_comparisons.size(); ++i) {
        const std::int64_t offset = m_startDays - m_comparisonData[i].start.toDays();
        if (auto v = valueAt(m_comparisons[i], day + offset))
            lines << tr("%1: %2").arg(m_comparisonData[i].name, display::money(*v));
    }
    if (m_fan[2]->visible() && !m_fanData.empty() && day >= 0) {
        const auto month = std::min(static_cast<std::size_t>(day / kDaysPerMonth), m_fanData.p50.size() - 1);
        lines << tr("Monte Carlo, end of month %1: median %2 (P5 %3, P95 %4)")
                     .arg(month + 1)
                     .arg(display::money(m_fanData.p50[month]), display::money(m_fanData.p5[month]), display::money(m_fanData.p95[month]));
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace runway
