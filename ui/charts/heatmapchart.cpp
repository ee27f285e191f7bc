#include "ui/charts/heatmapchart.h"

#include <algorithm>
#include <cmath>

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QToolTip>

#include <qcustomplot.h>

#include "core/analysis/contour.h"
#include "core/model/model.h"
#include "ui/charts/legenditem.h"
#include "ui/format/displayformat.h"
#include "ui/format/messagetext.h"

namespace runway {

namespace {
const double kPriceTicks[] = {0.03, 0.05, 0.1, 0.2, 0.3, 0.5, 1.0};
} // namespace

HeatmapChart::HeatmapChart(QWidget* parent)
    : ChartView(parent)
{
    setObjectName(QStringLiteral("heatmapChart"));
    // The measure switch and the target runway sit above the chart.
    auto* bar = new QHBoxLayout;
    bar->setContentsMargins(8, 6, 8, 2);
    auto* showLabel = new QLabel(tr("&Colour shows:"), this);
    m_measureBox = new QComboBox(this);
    m_measureBox->setObjectName(QStringLiteral("heatmapMeasure"));
    m_measureBox->addItem(tr("Programme contribution (US$ per day)"), static_cast<int>(HeatmapMeasure::Contribution));
    m_measureBox->addItem(tr("Runway (months)"), static_cast<int>(HeatmapMeasure::Runway));
    showLabel->setBuddy(m_measureBox);
    m_targetLabel = new QLabel(tr("Contour at a runway of:"), this);
    m_target = new QDoubleSpinBox(this);
    m_target->setObjectName(QStringLiteral("heatmapTarget"));
    m_target->setRange(0.5, 600);
    m_target->setDecimals(1);
    m_target->setSingleStep(1);
    m_target->setSuffix(tr(" months"));
    m_target->setValue(m_horizon);
    m_targetLabel->setBuddy(m_target);
    bar->addWidget(showLabel);
    bar->addWidget(m_measureBox);
    bar->addSpacing(18);
    bar->addWidget(m_targetLabel);
    bar->addWidget(m_target);
    bar->addStretch(1);
    addControlsAbove(bar);
    m_targetLabel->setVisible(false);
    m_target->setVisible(false);

    QCustomPlot* p = plot();
    // A click picks a point: no pan or zoom (the shell's default).
    p->setAutoAddPlottableToLegend(false);
    p->xAxis->setScaleType(QCPAxis::stLogarithmic);
    auto prices = QSharedPointer<QCPAxisTickerText>::create();
    for (double t : kPriceTicks)
        prices->addTick(t, display::value(spec(ParamId::Price), t));
    prices->setSubTickCount(0);
    p->xAxis->setTicker(prices);
    p->xAxis->setLabel(tr("Price, US$ per 1M tokens (log scale)"));
    p->yAxis->setTicker(percentTicker());
    p->yAxis->setLabel(tr("Conversion of free users to paying (%)"));
    p->xAxis->grid()->setVisible(false);
    p->yAxis->grid()->setVisible(false);
    // The map lives on a hidden linear axis in log10(price): its log-spaced columns are then even.
    p->xAxis2->setVisible(false);
    m_colorMap = new QCPColorMap(p->xAxis2, p->yAxis);
    m_colorMap->setInterpolate(true);
    m_colorMap->setTightBoundary(false);
    m_scale = new QCPColorScale(p);
    m_scale->setType(QCPAxis::atRight);
    m_scale->setBarWidth(14);
    addBesideAxes(m_scale);
    m_colorMap->setColorScale(m_scale);
    auto* group = new QCPMarginGroup(p);
    p->axisRect()->setMarginGroup(QCP::msTop | QCP::msBottom, group);
    m_scale->setMarginGroup(QCP::msTop | QCP::msBottom, group);

    m_contour = p->addGraph(p->xAxis, p->yAxis);
    addToLegend(m_contour);
    m_current = new QCPItemTracer(p);
    m_current->setStyle(QCPItemTracer::tsCircle);
    m_current->setSize(13);
    m_currentLabel = new QCPItemText(p);
    m_currentLabel->setPadding(QMargins(6, 3, 6, 3));
    QFont bold = font();
    bold.setBold(true);
    m_currentLabel->setFont(bold);

    connect(m_measureBox, &QComboBox::currentIndexChanged, this, [this] {
        const bool runway = measure() == HeatmapMeasure::Runway;
        m_targetLabel->setVisible(runway);
        m_target->setVisible(runway);
        applyGradient();
        applyScale();
        updateTexts();
        emit measureChanged(measure());
    });
    connect(m_target, &QDoubleSpinBox::valueChanged, this, [this] {
        m_targetEdited = true;
        updateContour();
        updateTexts();
        replotIfVisible();
    });
    connect(p, &QCustomPlot::mousePress, this, &HeatmapChart::onPress);
    connect(p, &QCustomPlot::mouseMove, this, &HeatmapChart::onMove);
    HeatmapChart::applySeriesColors(); // qualified: the constructor calls this class's own version
    applyScale();
    updateTexts();
}

void HeatmapChart::showEvent(QShowEvent* event)
{
    // The colour scale renders its bar when it has a size: set the gradient again once shown.
    m_colorMap->setGradient(QCPColorGradient(QCPColorGradient::gpGrayscale));
    applyGradient();
    ChartView::showEvent(event);
}

HeatmapMeasure HeatmapChart::measure() const
{
    return static_cast<HeatmapMeasure>(m_measureBox->currentData().toInt());
}

void HeatmapChart::setMeasure(HeatmapMeasure measure)
{
    m_measureBox->setCurrentIndex(m_measureBox->findData(static_cast<int>(measure)));
}

double HeatmapChart::targetRunway() const
{
    return m_target->value();
}

void HeatmapChart::applySeriesColors()
{
    const ChartColors& c = colors();
    m_contour->setPen(QPen(c.foreground, 2.6));
    m_current->setPen(QPen(c.foreground, 2.5));
    m_current->setBrush(c.background);
    m_currentLabel->setColor(c.foreground);
    QColor back = c.background;
    back.setAlpha(225);
    m_currentLabel->setBrush(back);
    m_currentLabel->setPen(QPen(c.muted));
    for (QCPAxis* axis : {m_scale->axis()}) {
        axis->setBasePen(QPen(c.muted));
        axis->setTickPen(QPen(c.muted));
        axis->setSubTickPen(QPen(c.muted));
        axis->setTickLabelColor(c.foreground);
        axis->setLabelColor(c.foreground);
    }
    applyGradient();
}

void HeatmapChart::applyGradient()
{
    // Colour-blind safe (ColorBrewer's orange and blue ramps stay apart under deuteranopia and
    // protanopia): orange is the bad side, blue the good one, lightness carries the amount.
    const ChartColors& c = colors();
    QCPColorGradient g;
    g.clearColorStops();
    g.setColorInterpolation(QCPColorGradient::ciRGB);
    g.setLevelCount(512);
    const auto hex = [](const char* rgb) { return QColor(QLatin1String(rgb)); };
    if (measure() == HeatmapMeasure::Contribution) {
        // Diverging around zero, each side graded over its own range: a small loss beside a
        // large gain is still a visible orange, not the neutral's pale pink.
        const double zero = m_highest > m_lowest ? -m_lowest / (m_highest - m_lowest) : 0.5;
        if (zero > 0) {
            g.setColorStopAt(0, hex("#b35806"));
            g.setColorStopAt(zero * 0.5, hex("#f1a340"));
            g.setColorStopAt(zero * 0.85, hex("#fee0b6"));
        }
        g.setColorStopAt(zero, hex(c.dark ? "#475569" : "#f7f7f7"));
        if (zero < 1) {
            g.setColorStopAt(zero + (1 - zero) * 0.15, hex("#d1e5f0"));
            g.setColorStopAt(zero + (1 - zero) * 0.5, hex("#67a9cf"));
            g.setColorStopAt(1, hex("#2166ac"));
        }
    } else {
        // Sequential over 0 → horizon (dark orange: the cash runs out soon), then one blue band
        // above the horizon for "beyond the horizon" (runway_months_capped = horizon).
        const double h = std::max(1.0, m_horizon), top = h + 1;
        g.setColorStopAt(0, hex("#7f2704"));
        g.setColorStopAt(std::min(12.0, h) / top, hex("#d94801"));
        g.setColorStopAt(std::min(24.0, h) / top, hex("#fd8d3c"));
        g.setColorStopAt((h - 0.5) / top, hex("#fee6ce"));
        g.setColorStopAt((h - 0.02) / top, hex("#2166ac"));
        g.setColorStopAt(1, hex("#2166ac"));
    }
    g.setNanHandling(QCPColorGradient::nhTransparent); // a cell that cannot be represented is left empty
    m_colorMap->setGradient(g);
}

void HeatmapChart::applyScale()
{
    if (measure() == HeatmapMeasure::Contribution) {
        m_colorMap->setDataRange(QCPRange(m_lowest, m_highest));
        m_scale->axis()->setTicker(moneyTicker());
        m_scale->axis()->setLabel(tr("Programme contribution, US$ per day"));
        return;
    }
    // Fixed: 0 → horizon, whatever the cells hold (a map where every cell lasts is all blue).
    const double h = std::max(1.0, m_horizon);
    m_colorMap->setDataRange(QCPRange(0, h + 1));
    auto ticks = QSharedPointer<QCPAxisTickerText>::create();
    ticks->addTick(0, QLocale().toString(0));
    for (int mark : {12, 24})
        if (mark < h - 3)
            ticks->addTick(mark, QLocale().toString(mark));
    ticks->addTick(h + 0.5, tr("%1+").arg(QLocale().toString(static_cast<int>(h))));
    ticks->setSubTickCount(0);
    m_scale->axis()->setTicker(ticks);
    m_scale->axis()->setLabel(tr("Runway, months (%1+: beyond the horizon)").arg(QLocale().toString(static_cast<int>(h))));
}

QColor HeatmapChart::colorFor(double value) const
{
    QCPColorGradient g = m_colorMap->gradient();
    return QColor::fromRgb(g.color(value, m_colorMap->dataRange()));
}

void HeatmapChart::setData(const Scenario& s, const SimulationResult& r)
{
    m_price = s[ParamId::Price];
    m_conversion = s[ParamId::Conversion];
    m_contribution = r.metrics.programContributionUsdPerDay;
    m_runway = r.metrics.runwayMonthsCapped;
    if (m_horizon != s[ParamId::HorizonMonths]) {
        m_horizon = s[ParamId::HorizonMonths];
        if (measure() == HeatmapMeasure::Runway) {
            applyGradient();
            applyScale();
        }
    }
    if (!m_targetEdited) {
        const QSignalBlocker block(m_target);
        m_target->setValue(m_horizon);
        updateContour();
    }
    updateMarker();
    updateTexts();
    replotIfVisible();
}

void HeatmapChart::setHeatmap(const Heatmap& map)
{
    if (map.measure != measure() || map.prices.size() < 2 || map.conversionsPct.size() < 2)
        return;
    m_map = map;
    const auto nx = static_cast<int>(map.prices.size());
    const auto ny = static_cast<int>(map.conversionsPct.size());
    const double lx0 = std::log10(map.prices.front()), lx1 = std::log10(map.prices.back());
    QCPColorMapData* cells = m_colorMap->data();
    if (cells->keySize() != nx || cells->valueSize() != ny)
        cells->setSize(nx, ny);
    cells->setRange(QCPRange(lx0, lx1), QCPRange(map.conversionsPct.front(), map.conversionsPct.back()));
    double lo = 0, hi = 0; // zero always inside: the neutral colour
    for (int j = 0; j < ny; ++j)
        for (int i = 0; i < nx; ++i) {
            const double v = map.at(static_cast<std::size_t>(j), static_cast<std::size_t>(i));
            cells->setCell(i, j, v);
            lo = std::min(lo, v);
            hi = std::max(hi, v);
        }
    if (map.measure == HeatmapMeasure::Contribution) {
        m_lowest = std::min(lo, -1.0); // at least a dollar each side, so an all-gain map keeps its scale
        m_highest = std::max(hi, 1.0);
    }
    applyGradient();
    applyScale();
    // Half a cell beyond the first and last centres, in log10 price and in conversion.
    const double hx = (lx1 - lx0) / (nx - 1) / 2;
    const double hy = (map.conversionsPct.back() - map.conversionsPct.front()) / (ny - 1) / 2;
    plot()->xAxis2->setRange(lx0 - hx, lx1 + hx);
    setFullRange(std::pow(10.0, lx0 - hx), std::pow(10.0, lx1 + hx), map.conversionsPct.front() - hy, map.conversionsPct.back() + hy);
    updateContour();
    updateMarker();
    updateTexts();
    replotIfVisible();
}

void HeatmapChart::updateContour()
{
    const bool contribution = m_map.measure == HeatmapMeasure::Contribution;
    const double target = contribution ? 0.0 : targetRunway();
    setGraphData(m_contour, m_map.prices, heatmapContour(m_map, target));
    m_contour->setName(contribution ? tr("Free-tier break-even (zero contribution)") : tr("Runway of %1").arg(display::months(target)));
}

void HeatmapChart::updateMarker()
{
    m_current->position->setCoords(m_price, m_conversion);
    const bool inside = !m_map.prices.empty() && m_price >= m_map.prices.front() && m_price <= m_map.prices.back() &&
                        m_conversion >= m_map.conversionsPct.front() && m_conversion <= m_map.conversionsPct.back();
    m_current->setVisible(inside);
    m_currentLabel->setVisible(inside);
    if (!inside)
        return;
    const QString value = measure() == HeatmapMeasure::Contribution ? tr("%1 a day").arg(display::money(m_contribution))
                                                                    : display::cappedMonths(m_runway, static_cast<int>(m_horizon));
    m_currentLabel->setText(tr("Now: %1, %2 → %3").arg(display::value(spec(ParamId::Price), m_price), display::percent(m_conversion, 1), value));
    const bool right = m_price > 0.25;
    const bool top = m_conversion > 14;
    m_currentLabel->setPositionAlignment((right ? Qt::AlignRight : Qt::AlignLeft) | (top ? Qt::AlignTop : Qt::AlignBottom));
    m_currentLabel->position->setCoords(m_price * (right ? 0.93 : 1.07), m_conversion + (top ? -0.5 : 0.5));
}

void HeatmapChart::updateTexts()
{
    if (measure() == HeatmapMeasure::Contribution) {
        setTitle(tr("What-if map: the free-tier break-even"));
        setSubtitle(tr("Programme contribution a day, all else as set: blue gains, orange losses, the line is the "
                       "free-tier break-even. Click to take a point."));
    } else {
        setTitle(tr("What-if map: runway at each price and conversion"));
        setSubtitle(tr("Runway, all else as set: darker is shorter, blue lasts beyond the horizon; the line marks %1. Click to take a point.")
                        .arg(display::months(targetRunway())));
    }
    if (m_map.unrepresentable.any())
        setSubtitle(subtitle() + QStringLiteral("\n") + display::text(heatmapUnrepresentable(m_map.unrepresentable)));
}

QPoint HeatmapChart::cellCentre(std::size_t conversion, std::size_t price) const
{
    if (price >= m_map.prices.size() || conversion >= m_map.conversionsPct.size())
        return {};
    const double x = plot()->xAxis2->coordToPixel(std::log10(m_map.prices[price]));
    const double y = plot()->yAxis->coordToPixel(m_map.conversionsPct[conversion]);
    return QPoint(static_cast<int>(std::lround(x)), static_cast<int>(std::lround(y)));
}

bool HeatmapChart::cellAt(const QPointF& pos, std::size_t& conversion, std::size_t& price) const
{
    if (m_map.prices.size() < 2 || !plot()->axisRect()->rect().contains(pos.toPoint()))
        return false;
    int i = 0, j = 0;
    m_colorMap->data()->coordToCell(plot()->xAxis2->pixelToCoord(pos.x()), plot()->yAxis->pixelToCoord(pos.y()), &i, &j);
    price = static_cast<std::size_t>(std::clamp(i, 0, static_cast<int>(m_map.prices.size()) - 1));
    conversion = static_cast<std::size_t>(std::clamp(j, 0, static_cast<int>(m_map.conversionsPct.size()) - 1));
    return true;
}

void HeatmapChart::onPress(QMouseEvent* event)
{
    std::size_t j = 0, i = 0;
    if (event->button() == Qt::LeftButton && cellAt(event->position(), j, i))
        emit pointChosen(m_map.prices[i], m_map.conversionsPct[j]);
}

void HeatmapChart::onMove(QMouseEvent* event)
{
    std::size_t j = 0, i = 0;
    if (!isHoverEnabled() || !cellAt(event->position(), j, i)) {
        QToolTip::hideText();
        return;
    }
    const double v = m_map.at(j, i);
    const QString value = !m_map.representable(j, i)                      ? tr("Cannot be represented: a number of the model is not finite here")
                          : m_map.measure == HeatmapMeasure::Contribution ? tr("Contribution %1 a day").arg(display::money(v))
                                                                          : tr("Runway %1").arg(display::cappedMonths(v, static_cast<int>(m_horizon)));
    QToolTip::showText(event->globalPosition().toPoint(),
                       tr("Price %1, conversion %2\n%3\nClick to use these")
                           .arg(display::value(spec(ParamId::Price), m_map.prices[i]), display::percent(m_map.conversionsPct[j], 1), value),
                       plot());
}

} // namespace runway
