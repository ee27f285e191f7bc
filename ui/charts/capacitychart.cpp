#include "ui/charts/capacitychart.h"

#include <algorithm>
#include <cmath>

#include <qcustomplot.h>

#include "ui/charts/legenditem.h"
#include "ui/format/displayformat.h"

namespace runway {
namespace {

constexpr int kDaysPerMonth = 30;

QString count(double v)
{
    return QLocale().toString(v, 'f', 0);
}

} // namespace

CapacityChart::CapacityChart(QWidget* parent)
    : SeriesChart(parent)
{
    QCustomPlot* p = plot();
    setObjectName(QStringLiteral("capacityChart"));
    setAccessibleName(tr("Capacity chart"));
    setTitle(tr("Accelerators: owned against needed"));
    setMinimumXSpan(4 * keyStep());
    p->xAxis->setTicker(dateTicker());
    p->xAxis->setLabel(tr("Month"));
    p->yAxis->setLabel(tr("Accelerators"));
    p->yAxis2->setVisible(true);
    p->yAxis2->setLabel(tr("Bought in the month"));
    p->setAutoAddPlottableToLegend(false);

    m_bought = new QCPBars(p->xAxis, p->yAxis2);
    m_bought->setName(tr("Bought (right axis)"));
    m_bought->setWidthType(QCPBars::wtPlotCoords);
    m_bought->setWidth(kDaysPerMonth * 86400.0 * 0.6);
    m_bought->setAntialiased(false);
    m_needed = p->addGraph();
    m_needed->setName(tr("Needed (busiest day of the month)"));
    m_fleet = p->addGraph();
    m_fleet->setName(tr("Fleet owned (idle shaded)"));
    m_fleet->setLineStyle(QCPGraph::lsStepLeft);
    m_needed->setLineStyle(QCPGraph::lsStepLeft);
    m_fleet->setChannelFillGraph(m_needed); // the idle accelerators: fleet − needed
    for (QCPAbstractPlottable* series : std::initializer_list<QCPAbstractPlottable*>{m_fleet, m_needed, m_bought})
        addToLegend(series);
    CapacityChart::applySeriesColors(); // qualified: the constructor calls this class's own version
}

void CapacityChart::applySeriesColors()
{
    const ChartColors& c = colors();
    m_fleet->setPen(QPen(c.cash, 2.5));
    QColor idle = c.muted;
    idle.setAlpha(c.dark ? 90 : 70);
    m_fleet->setBrush(idle);
    m_needed->setPen(QPen(c.netBurn, 2, Qt::DashLine));
    m_bought->setBrush(c.paidServing);
    m_bought->setPen(QPen(c.paidServing.darker(115), 1));
}

void CapacityChart::setData(const Scenario& s, const SimulationResult& r)
{
    m_startDays = s.startDate.toDays();
    m_owned = s.owned();
    m_series = r.views ? r.views->capacity : CapacitySeries{}; // the document's published series
    const std::size_t n = m_series.fleetEnd.size();
    // A step per month: the value of month m holds from its first day; one more key closes the last step.
    m_keys.resize(n + (n > 0 ? 1 : 0));
    m_barKeys.resize(n);
    for (std::size_t i = 0; i < m_keys.size(); ++i)
        m_keys[i] = dayKey(m_startDays, static_cast<double>(i * kDaysPerMonth));
    for (std::size_t i = 0; i < n; ++i)
        m_barKeys[i] = dayKey(m_startDays, static_cast<double>(i * kDaysPerMonth) + kDaysPerMonth / 2.0);
    std::vector<double> fleet = m_series.fleetEnd, needed = m_series.neededPeak;
    if (n > 0) {
        fleet.push_back(fleet.back());
        needed.push_back(needed.back());
    }
    setGraphData(m_fleet, m_keys, fleet);
    setGraphData(m_needed, m_keys, needed);
    setBarsData(m_bought, m_barKeys, m_series.bought);

    const Metrics& m = r.metrics;
    if (!m_owned) {
        setSubtitle(tr("Per token: serving is paid by the token, like a cloud; the company owns no fleet"));
    } else if (m.chipsBought && *m.chipsBought > 0) {
        setSubtitle(tr("%1 owned at the start, %2 bought over the horizon for %3")
                        .arg(count(m_series.fleetStart), count(*m.chipsBought), display::money(m.capexTotalUsd)));
    } else {
        setSubtitle(tr("%1 owned at the start; none bought over the horizon").arg(count(m_series.fleetStart)));
    }
    const double top = std::max({1.0, n > 0 ? *std::max_element(m_series.fleetEnd.begin(), m_series.fleetEnd.end()) : 0.0,
                                 n > 0 ? *std::max_element(m_series.neededPeak.begin(), m_series.neededPeak.end()) : 0.0});
    const double boughtTop = n > 0 ? *std::max_element(m_series.bought.begin(), m_series.bought.end()) : 0.0;
    plot()->yAxis2->setVisible(boughtTop > 0);                   // no purchases: no axis for them
    plot()->yAxis2->setRange(0, std::max(1.0, boughtTop) * 3.0); // the bars stay in the lower third
    setFullRange(dayKey(m_startDays, 0), dayKey(m_startDays, static_cast<double>(std::max<std::size_t>(n, 1) * kDaysPerMonth)), 0, top * 1.12);
    replotIfVisible();
}

QString CapacityChart::hoverTextAt(double key) const
{
    if (m_series.fleetEnd.empty())
        return m_owned ? QString() : tr("Per token: no fleet is owned");
    const double day = key / 86400.0 - static_cast<double>(m_startDays);
    const auto month = static_cast<std::size_t>(std::clamp(std::floor(day / kDaysPerMonth), 0.0, static_cast<double>(m_series.fleetEnd.size() - 1)));
    QStringList lines;
    lines << tr("Month %1 · from %2").arg(month + 1).arg(display::date(Date::fromDays(m_startDays + static_cast<std::int64_t>(month) * kDaysPerMonth)));
    lines << tr("Fleet at the month's end: %1").arg(count(m_series.fleetEnd[month]));
    lines << tr("Needed on its busiest day: %1").arg(count(m_series.neededPeak[month]));
    lines << tr("Idle at the month's end: %1").arg(count(m_series.idleEnd[month]));
    if (m_series.bought[month] > 0)
        lines << tr("Bought: %1 for %2").arg(count(m_series.bought[month]), display::money(m_series.capexUsd[month]));
    return lines.join(QLatin1Char('\n'));
}

} // namespace runway
