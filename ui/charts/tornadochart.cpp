#include "ui/charts/tornadochart.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include <QResizeEvent>

#include <qcustomplot.h>

#include "core/model/model.h"
#include "ui/charts/legenditem.h"
#include "ui/format/displayformat.h"
#include "ui/format/messagetext.h"

namespace runway {

namespace {
constexpr double kOffset = 0.19; // the low bar sits above the row's centre, the high bar below
constexpr double kWidth = 0.34;

} // namespace

TornadoChart::TornadoChart(QWidget* parent)
    : ChartView(parent)
{
    QCustomPlot* p = plot();
    setObjectName(QStringLiteral("tornadoChart"));
    setTitle(tr("Sensitivity: which uncertainty moves the runway most"));
    setXZoomEnabled(true);
    setMinimumXSpan(1.0); // a month
    p->setAutoAddPlottableToLegend(false);
    p->xAxis->setLabel(tr("Runway (months)"));
    p->yAxis->grid()->setVisible(false);
    p->yAxis->setTickLength(0, 0);
    p->yAxis->setSubTicks(false);
    m_shorter = new QCPBars(p->yAxis, p->xAxis);
    m_longer = new QCPBars(p->yAxis, p->xAxis);
    m_shorter->setName(tr("Shortens the runway"));
    m_longer->setName(tr("Lengthens the runway"));
    for (QCPBars* b : {m_shorter, m_longer}) {
        b->setWidth(kWidth);
        addToLegend(b);
    }
    m_baseLine = new QCPItemStraightLine(p);
    m_baseLabel = new QCPItemText(p);
    m_baseLabel->position->setTypeX(QCPItemPosition::ptPlotCoords);
    m_baseLabel->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    m_baseLabel->setPositionAlignment(Qt::AlignHCenter | Qt::AlignTop);
    m_baseLabel->setPadding(QMargins(6, 2, 6, 2));
    m_baseLabel->setClipToAxisRect(false);
    TornadoChart::applySeriesColors(); // qualified: the constructor calls this class's own version
    rebuild();
}

void TornadoChart::applySeriesColors()
{
    const ChartColors& c = colors();
    // Orange shortens, blue lengthens: the what-if map's colour-blind-safe pair.
    QColor shorter(QLatin1String(c.dark ? "#fdb863" : "#e08214")), longer(QLatin1String(c.dark ? "#92c5de" : "#2166ac"));
    m_shorter->setPen(QPen(shorter.darker(115), 1));
    m_longer->setPen(QPen(longer.darker(115), 1));
    shorter.setAlpha(210);
    longer.setAlpha(210);
    m_shorter->setBrush(shorter);
    m_longer->setBrush(longer);
    m_baseLine->setPen(QPen(c.foreground, 1.5, Qt::DashLine));
    m_baseLabel->setColor(c.foreground);
    QColor back = c.background;
    back.setAlpha(230);
    m_baseLabel->setBrush(back);
    for (QCPItemText* label : m_labels)
        label->setColor(c.foreground);
}

void TornadoChart::setData(const Scenario& s, const SimulationResult& r)
{
    m_base = r.metrics.runwayMonthsCapped;
    m_horizon = s.horizonMonths();
    rebuild();
}

void TornadoChart::setBars(const std::vector<TornadoBar>& bars, const Unrepresentable& unrepresentable)
{
    m_bars = bars;
    m_unrepresentable = unrepresentable;
    rebuild();
}

QString TornadoChart::rowLabel(std::size_t row) const
{
    return row < m_rowLabels.size() ? m_rowLabels[row] : QString();
}
QString TornadoChart::lowText(std::size_t row) const
{
    return 2 * row < m_labels.size() ? m_labels[2 * row]->text() : QString();
}
QString TornadoChart::highText(std::size_t row) const
{
    return 2 * row + 1 < m_labels.size() ? m_labels[2 * row + 1]->text() : QString();
}
bool TornadoChart::labelOnLeft(std::size_t row, bool high) const
{
    const std::size_t i = 2 * row + (high ? 1 : 0);
    return i < m_labels.size() && (m_labels[i]->positionAlignment() & Qt::AlignRight);
}

void TornadoChart::resizeEvent(QResizeEvent* event)
{
    ChartView::resizeEvent(event);
    fitRange(); // the labels' share of the width changes with it
}

void TornadoChart::fitRange()
{
    // The axes' width: the chart less the row names on the left and the margins; the labels that
    // point left need room left of the shortest end, those that point right room right of the longest.
    const QFontMetrics metrics(font());
    int names = 0;
    for (const QString& name : m_rowLabels)
        names = std::max(names, metrics.horizontalAdvance(name));
    const double axes = std::max(120, width() - names - 72);
    int left = 0, right = 0;
    for (const QCPItemText* label : m_labels) {
        if (!label->visible())
            continue;
        const int w = metrics.horizontalAdvance(label->text()) + label->padding().left() + label->padding().right() + 6;
        int& side = (label->positionAlignment() & Qt::AlignRight) ? left : right;
        side = std::max(side, w);
    }
    // The labels take at most two thirds of the width; the bars keep the rest.
    const double share = std::min(2.0 / 3.0, (left + right) / axes);
    const double span = std::max(2.0, m_hi - m_lo);
    const double full = span / (1 - share);
    const double pad = 0.04 * full;
    // A free band above the top row for the "Base:" label (it sat on the largest bar).
    setFullRange(m_lo - left / axes * full - pad, m_hi + right / axes * full + pad, 0.35, static_cast<double>(m_bars.size()) + 1.25);
}

QCPItemText* TornadoChart::endLabel(std::size_t i)
{
    while (m_labels.size() <= i) {
        auto* label = new QCPItemText(plot());
        label->setPadding(QMargins(5, 0, 5, 0));
        label->setColor(colors().foreground);
        label->setFont(font());
        m_labels.push_back(label);
    }
    return m_labels[i];
}

void TornadoChart::rebuild()
{
    const std::size_t n = m_bars.size();
    std::vector<double> shorterKeys, longerKeys, shorterValues, longerValues;
    QVector<double> ticks;
    QVector<QString> tickLabels;
    m_rowLabels.clear();
    double lo = m_base, hi = m_base;
    for (std::size_t k = 0; k < n; ++k) {
        const TornadoBar& b = m_bars[k];
        const ParamSpec& spec = runway::spec(b.param);
        const auto row = static_cast<double>(n - k); // the first (largest) bar on top
        // A funding event's bar (MODEL3.md §7): its name, and its ends are $0 (without it) and its amount.
        const auto endValue = [&](double v) { return b.fundingEvent ? display::money(v) : display::valueWithUnit(spec, v); };
        m_rowLabels.push_back(b.fundingEvent ? display::text(b.fundingName) : display::paramText(spec.label));
        ticks.push_back(row);
        tickLabels.push_back(m_rowLabels.back());
        const struct {
            double value;
            std::optional<double> runway;
            double key;
        } ends[2] = {{b.low, b.runwayAtLow, row + kOffset}, {b.high, b.runwayAtHigh, row - kOffset}};
        // Each end's label beside its bar's end: a shorter runway's on the left, a longer one's on the
        // right. An end with no bar (the base itself, or a runway that cannot be represented) takes the
        // side the other end leaves free, so the two labels of a row never sit on each other (the low
        // end's on the left and the high end's on the right when neither has a bar).
        const auto sideOf = [this](const std::optional<double>& runway) { return !runway || *runway == m_base ? 0 : *runway < m_base ? -1 : 1; };
        const int sides[2] = {sideOf(ends[0].runway), sideOf(ends[1].runway)};
        for (int e = 0; e < 2; ++e) {
            QCPItemText* label = endLabel(2 * k + static_cast<std::size_t>(e));
            label->setVisible(true);
            const int other = sides[1 - e];
            const bool left = sides[e] != 0 ? sides[e] < 0 : other != 0 ? other > 0 : e == 0;
            label->setPositionAlignment((left ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
            if (!ends[e].runway) { // no runway to draw: no bar, and the label at the base line says why
                label->setText(tr("%1 → cannot be represented").arg(endValue(ends[e].value)));
                label->position->setCoords(m_base, ends[e].key);
                continue;
            }
            const double runway = *ends[e].runway;
            lo = std::min(lo, runway);
            hi = std::max(hi, runway);
            const bool shorter = runway < m_base;
            (shorter ? shorterKeys : longerKeys).push_back(ends[e].key);
            (shorter ? shorterValues : longerValues).push_back(runway - m_base);
            label->setText(tr("%1 → %2").arg(endValue(ends[e].value), display::cappedMonths(runway, m_horizon)));
            label->position->setCoords(runway, ends[e].key);
        }
    }
    for (std::size_t i = 2 * n; i < m_labels.size(); ++i)
        m_labels[i]->setVisible(false);
    m_shorter->setBaseValue(m_base);
    m_longer->setBaseValue(m_base);
    // QCustomPlot takes its points sorted by key (rows were added from the top down).
    std::reverse(shorterKeys.begin(), shorterKeys.end());
    std::reverse(shorterValues.begin(), shorterValues.end());
    std::reverse(longerKeys.begin(), longerKeys.end());
    std::reverse(longerValues.begin(), longerValues.end());
    setBarsData(m_shorter, shorterKeys, shorterValues);
    setBarsData(m_longer, longerKeys, longerValues);

    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    ticker->setTicks(ticks, tickLabels);
    plot()->yAxis->setTicker(ticker);
    m_baseLine->point1->setCoords(m_base, 0);
    m_baseLine->point2->setCoords(m_base, 1);
    m_baseLabel->position->setCoords(m_base, 0.0);
    m_baseLabel->setText(tr("Base: %1").arg(display::cappedMonths(m_base, m_horizon)));

    m_lo = lo;
    m_hi = hi;
    fitRange();
    if (n == 0)
        setSubtitle(tr("No parameter is uncertain: give one a range in the uncertainty editor to see what moves the runway"));
    else if (const auto swing = m_bars.front().swing())
        setSubtitle(tr("One parameter at a time at the low or high end of its range, all others as set; "
                       "the largest swing on top (%1)")
                        .arg(display::months(*swing)));
    else
        setSubtitle(tr("One parameter at a time at the low or high end of its range, all others as set"));
    if (m_unrepresentable.any())
        setSubtitle(subtitle() + QStringLiteral("\n") + display::text(tornadoUnrepresentable(m_unrepresentable)));
    replotIfVisible();
}

} // namespace runway
