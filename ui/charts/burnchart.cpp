#include "ui/charts/burnchart.h"

#include <algorithm>
#include <cmath>

#include <qcustomplot.h>

#include "ui/charts/legenditem.h"
#include "ui/format/displayformat.h"
#include "ui/format/messagetext.h"

namespace runway {
namespace {

constexpr int kDaysPerMonth = 30;

} // namespace

BurnChart::BurnChart(QWidget* parent)
    : SeriesChart(parent)
{
    QCustomPlot* p = plot();
    setObjectName(QStringLiteral("burnChart"));
    setTitle(tr("Monthly burn"));
    setMinimumXSpan(4 * keyStep());
    p->xAxis->setTicker(dateTicker());
    p->yAxis->setTicker(moneyTicker());
    p->yAxis->setLabel(tr("US$ per month"));
    p->xAxis->setLabel(tr("Month"));
    p->setAutoAddPlottableToLegend(false);

    m_opex = new QCPBars(p->xAxis, p->yAxis);
    m_training = new QCPBars(p->xAxis, p->yAxis);
    m_paid = new QCPBars(p->xAxis, p->yAxis);
    m_free = new QCPBars(p->xAxis, p->yAxis);
    m_power = new QCPBars(p->xAxis, p->yAxis);
    m_capex = new QCPBars(p->xAxis, p->yAxis);
    m_free->setName(tr("Free-tier serving"));
    m_paid->setName(tr("Paid serving"));
    m_opex->setName(tr("Operating cost"));
    m_training->setName(tr("Training compute"));
    m_power->setName(tr("Power (the whole fleet)"));
    m_capex->setName(tr("Accelerators bought (capex)"));
    for (QCPBars* bars : {m_opex, m_training, m_paid, m_free, m_power, m_capex}) {
        bars->setWidthType(QCPBars::wtPlotCoords);
        bars->setWidth(kDaysPerMonth * 86400.0 * 0.78);
        bars->setAntialiased(false);
    }
    restack();
    buildServingPanel();
    m_revenue = p->addGraph();
    m_revenue->setName(tr("Revenue"));
    m_net = p->addGraph();
    m_net->setName(tr("Net burn"));
    for (QCPAbstractPlottable* series : std::initializer_list<QCPAbstractPlottable*>{m_free, m_paid, m_training, m_opex, m_revenue, m_net})
        addToLegend(series);
    m_power->setVisible(false);
    m_capex->setVisible(false);

    m_cutOff = new QCPItemStraightLine(p);
    m_cutOff->point1->setCoords(0, 0);
    m_cutOff->point2->setCoords(0, 1);
    m_cutOffLabel = new QCPItemText(p);
    m_cutOffLabel->position->setTypeX(QCPItemPosition::ptPlotCoords);
    m_cutOffLabel->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    m_cutOffLabel->setPadding(QMargins(6, 2, 6, 2));
    BurnChart::applySeriesColors(); // qualified: the constructor calls this class's own version
}

void BurnChart::buildServingPanel()
{
    // Serving beside a $35M operating cost is a sliver (the fleet's power is about $0.3M a month):
    // a small panel under the main axes shows it again on its own scale, over the same months.
    QCustomPlot* p = plot();
    m_servingRect = new QCPAxisRect(p);
    m_servingRect->axis(QCPAxis::atTop)->setVisible(false);
    m_servingRect->axis(QCPAxis::atRight)->setVisible(false);
    m_servingRect->setRangeDrag(Qt::Orientations());
    m_servingRect->setRangeZoom(Qt::Orientations());
    m_servingRect->setMinimumSize(100, 70);
    QCPLayoutGrid* layout = p->plotLayout();
    layout->insertRow(3); // under the main axes (row 2, see ChartView), above the legend
    layout->addElement(3, 0, m_servingRect);
    layout->setRowStretchFactor(3, 0.32);
    auto* group = new QCPMarginGroup(p); // the two panels' plot areas line up
    p->axisRect()->setMarginGroup(QCP::msLeft | QCP::msRight, group);
    m_servingRect->setMarginGroup(QCP::msLeft | QCP::msRight, group);
    QCPAxis* x = m_servingRect->axis(QCPAxis::atBottom);
    QCPAxis* y = m_servingRect->axis(QCPAxis::atLeft);
    x->setTicker(dateTicker());
    x->setTickLabels(false);
    y->setTicker(moneyTicker());
    y->ticker()->setTickCount(3); // a short axis
    y->setLabel(tr("Serving"));   // short: the panel is short, and its label must fit its height
    connect(p->xAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), x, qOverload<const QCPRange&>(&QCPAxis::setRange));
    m_servingLow = new QCPBars(x, y);
    m_servingHigh = new QCPBars(x, y);
    for (QCPBars* bars : {m_servingLow, m_servingHigh}) {
        bars->setWidthType(QCPBars::wtPlotCoords);
        bars->setWidth(kDaysPerMonth * 86400.0 * 0.78);
        bars->setAntialiased(false);
    }
    m_servingHigh->moveAbove(m_servingLow);
    fitPanelHeight();
}

void BurnChart::applySeriesColors()
{
    const ChartColors& c = colors();
    const auto style = [&](QCPBars* bars, const QColor& colour) {
        bars->setBrush(colour);
        bars->setPen(QPen(colour.darker(115), 1));
    };
    style(m_free, c.freeTier);
    style(m_paid, c.paidServing);
    style(m_opex, c.opex);
    style(m_training, c.program);
    style(m_power, c.paidServing);
    style(m_capex, c.danger);
    if (m_servingLow) { // the panel's layers take the colours of the bars they repeat
        style(m_servingLow, c.paidServing);
        style(m_servingHigh, m_owned ? c.danger : c.freeTier);
    }
    m_revenue->setPen(QPen(c.revenue, 2.5));
    m_net->setPen(QPen(c.netBurn, 2.5));
    m_cutOff->setPen(QPen(c.foreground, 1.5, Qt::DashLine));
    m_cutOffLabel->setColor(c.foreground);
    QColor back = c.background;
    back.setAlpha(220);
    m_cutOffLabel->setBrush(back);
}

std::vector<QCPBars*> BurnChart::stack() const
{
    if (m_owned)
        return {m_opex, m_training, m_power, m_capex};
    return {m_opex, m_training, m_paid, m_free};
}

void BurnChart::showMode(bool owned)
{
    if (owned == m_owned)
        return;
    for (QCPBars* bars : stack()) {
        if (bars == m_opex || bars == m_training)
            continue;
        bars->setVisible(false);
        bars->removeFromLegend();
    }
    m_owned = owned;
    // The legend keeps its order: the mode's two serving layers first, then the rest.
    for (QCPAbstractPlottable* series : std::initializer_list<QCPAbstractPlottable*>{m_training, m_opex, m_revenue, m_net})
        series->removeFromLegend();
    for (QCPBars* bars : {stack()[3], stack()[2]}) {
        bars->setVisible(true);
        addToLegend(bars);
        updateLegendItem(bars);
    }
    for (QCPAbstractPlottable* series : std::initializer_list<QCPAbstractPlottable*>{m_training, m_opex, m_revenue, m_net}) {
        addToLegend(series);
        updateLegendItem(series);
    }
    restack();
}

void BurnChart::restack()
{
    // A hidden layer leaves the stack, so the bars above it drop instead of floating.
    for (QCPBars* bars : {m_opex, m_training, m_paid, m_free, m_power, m_capex})
        bars->moveAbove(nullptr);
    QCPBars* below = nullptr;
    for (QCPBars* bars : stack()) {
        if (!bars->visible() || bars->data()->isEmpty()) // model 2's empty training layer is not a floor
            continue;
        if (below)
            bars->moveAbove(below);
        below = bars;
    }
}

void BurnChart::seriesVisibilityChanged(QCPAbstractPlottable* series)
{
    if (series == m_free || series == m_paid || series == m_opex || series == m_training || series == m_power || series == m_capex)
        restack();
}

void BurnChart::setData(const Scenario& s, const SimulationResult& r)
{
    m_rows = r.monthly;
    m_startDays = s.startDate.toDays();
    showMode(s.owned());
    const std::size_t n = m_rows.size();
    const bool split = r.metrics.model3.has_value(); // model 3: training compute on its own layer
    for (auto* v : {&m_keys, &m_freeValues, &m_paidValues, &m_opexValues, &m_trainingValues, &m_powerValues, &m_capexValues, &m_revenueValues, &m_netValues})
        v->resize(n);
    double lo = 0, hi = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const DayFlows& f = m_rows[i].sums;
        m_keys[i] = dayKey(m_startDays, static_cast<double>(i * kDaysPerMonth) + kDaysPerMonth / 2.0);
        m_freeValues[i] = f.freeTierCostUsd;
        m_paidValues[i] = f.servingCostUsd - f.freeTierCostUsd;
        m_opexValues[i] = split ? f.otherOpexUsd : f.opexUsd;
        m_trainingValues[i] = f.trainingComputeUsd;
        m_powerValues[i] = f.powerUsd;
        m_capexValues[i] = f.capexUsd;
        m_revenueValues[i] = f.revenueUsd;
        m_netValues[i] = f.netBurnUsd;
        hi = std::max({hi, f.servingCashUsd + f.opexUsd, f.revenueUsd, f.netBurnUsd});
        lo = std::min({lo, f.netBurnUsd, f.revenueUsd});
    }
    setBarsData(m_free, m_keys, m_freeValues);
    setBarsData(m_paid, m_keys, m_paidValues);
    setBarsData(m_opex, m_keys, m_opexValues);
    if (split)
        setBarsData(m_training, m_keys, m_trainingValues);
    else
        setBarsData(m_training, {}, {});
    m_opex->setName(split ? tr("Other operating cost") : tr("Operating cost"));
    setBarsData(m_power, m_keys, m_powerValues);
    setBarsData(m_capex, m_keys, m_capexValues);
    restack(); // the training layer joins the stack or leaves it with the model
    // The small panel: the mode's two serving layers, power under capex or paid under free.
    const std::vector<double>& low = m_owned ? m_powerValues : m_paidValues;
    const std::vector<double>& high = m_owned ? m_capexValues : m_freeValues;
    setBarsData(m_servingLow, m_keys, low);
    setBarsData(m_servingHigh, m_keys, high);
    double servingTop = 0;
    for (std::size_t i = 0; i < n; ++i)
        servingTop = std::max(servingTop, low[i] + high[i]);
    m_servingTop = servingTop > 0 ? servingTop * 1.15 : 1.0;
    if (!areAxesFrozen()) // a drag keeps the panel's axis too, and rescales it with the others
        m_servingRect->axis(QCPAxis::atLeft)->setRange(0, m_servingTop);
    applySeriesColors(); // the panel's colours follow the mode
    setGraphData(m_revenue, m_keys, m_revenueValues);
    setGraphData(m_net, m_keys, m_netValues);
    // Every entry follows its data now (showMode ran before it: a mode's first entries were greyed as empty).
    for (QCPAbstractPlottable* series : std::initializer_list<QCPAbstractPlottable*>{m_free, m_paid, m_power, m_capex, m_training, m_opex, m_revenue, m_net})
        updateLegendItem(series);
    updateCutOff(s);

    const Metrics& m = r.metrics;
    if (m_owned)
        setSubtitle(m.capexTotalUsd > 0
                        ? tr("Serving is power and purchases: %1 of accelerators bought over the horizon; month 1: %2")
                              .arg(display::money(m.capexTotalUsd), display::text(burnSplit(m)))
                        : tr("Serving is the fleet's power; no accelerator bought; net burn in month 1: %1").arg(display::money(m.firstMonthNetBurnUsd)));
    else
        setSubtitle(m.freeTierSharePct ? tr("The free tier is %1 of the spending on day 0; net burn in month 1: %2")
                                             .arg(display::percent(*m.freeTierSharePct, 1), display::money(m.firstMonthNetBurnUsd))
                                       : tr("Net burn in month 1: %1").arg(display::money(m.firstMonthNetBurnUsd)));
    const double span = std::max(1.0, hi - lo);
    setFullRange(dayKey(m_startDays, 0), dayKey(m_startDays, static_cast<double>(n * kDaysPerMonth)), lo < 0 ? lo - 0.06 * span : 0, hi + 0.14 * span);
    replotIfVisible();
}

void BurnChart::updateCutOff(const Scenario& s)
{
    const double months = s[ParamId::FreeTierMonths];
    const double key = dayKey(m_startDays, months * kDaysPerMonth);
    m_cutOff->point1->setCoords(key, 0);
    m_cutOff->point2->setCoords(key, 1);
    const bool whole = months >= s.horizonMonths();
    m_cutOff->setVisible(!whole);
    // Inside the chart at the top, on the side of the line with room.
    const bool nearRight = months > 0.7 * s.horizonMonths();
    if (whole) {
        m_cutOffLabel->position->setCoords(dayKey(m_startDays, s.horizonDays()), 0.02);
        m_cutOffLabel->setPositionAlignment(Qt::AlignRight | Qt::AlignTop);
        m_cutOffLabel->setText(tr("Free tier runs the whole horizon"));
    } else {
        m_cutOffLabel->position->setCoords(key, 0.02);
        m_cutOffLabel->setPositionAlignment((nearRight ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop);
        m_cutOffLabel->setText(months <= 0 ? tr("No free tier")
                                           : tr("Free tier ends after %1").arg(display::months(months, months == std::floor(months) ? 0 : 1)));
    }
}

void BurnChart::axesReleased()
{
    m_servingRect->axis(QCPAxis::atLeft)->setRange(0, m_servingTop);
}

void BurnChart::changeEvent(QEvent* event)
{
    SeriesChart::changeEvent(event);
    if (event->type() == QEvent::FontChange && m_servingRect)
        fitPanelHeight();
}

void BurnChart::fitPanelHeight()
{
    const QCPAxis* y = m_servingRect->axis(QCPAxis::atLeft);
    const int label = QFontMetrics(y->labelFont()).horizontalAdvance(y->label()) + 16;
    m_servingRect->setMinimumSize(100, std::max(70, label));
}

QString BurnChart::hoverTextAt(double key) const
{
    if (m_rows.empty())
        return QString();
    const double day = key / 86400.0 - static_cast<double>(m_startDays);
    const auto month = static_cast<std::size_t>(std::clamp(std::floor(day / kDaysPerMonth), 0.0, static_cast<double>(m_rows.size() - 1)));
    const DayFlows& f = m_rows[month].sums;
    QStringList lines;
    lines << tr("Month %1 · from %2").arg(month + 1).arg(display::date(Date::fromDays(m_startDays + static_cast<std::int64_t>(month) * kDaysPerMonth)));
    if (m_owned) {
        lines << tr("Power: %1").arg(display::money(f.powerUsd));
        lines << tr("Accelerators bought: %1 (%2)").arg(display::money(f.capexUsd), QLocale().toString(m_rows[month].chipsBought, 'f', 0));
        lines << tr("Free tier's economic cost: %1 (not cash: the fleet's power and purchases are)").arg(display::money(f.freeTierCostUsd));
    } else {
        lines << tr("Free-tier serving: %1").arg(display::money(f.freeTierCostUsd));
        lines << tr("Paid serving: %1").arg(display::money(f.servingCostUsd - f.freeTierCostUsd));
    }
    if (f.trainingComputeUsd > 0 || f.otherOpexUsd > 0) {
        lines << tr("Training compute: %1").arg(display::money(f.trainingComputeUsd));
        lines << tr("Other operating cost: %1").arg(display::money(f.otherOpexUsd));
    } else {
        lines << tr("Operating cost: %1").arg(display::money(f.opexUsd));
    }
    lines << tr("Revenue: %1").arg(display::money(f.revenueUsd));
    lines << tr("Net burn: %1").arg(display::money(f.netBurnUsd));
    if (m_rows[month].fundingUsd > 0)
        lines << tr("Funding: +%1").arg(display::money(m_rows[month].fundingUsd));
    return lines.join(QLatin1Char('\n'));
}

} // namespace runway
