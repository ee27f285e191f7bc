#include "ui/charts/chartview.h"

#include <algorithm>
#include <cmath>

#include <QCoreApplication>
#include <QKeyEvent>
#include <QResizeEvent>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include "ui/charts/textelement.h"

namespace runway {

namespace {
/// QCustomPlot less the replot its constructor queues for the next event loop: that replot drew
/// every chart, the hidden tabs' too, at the plot's first size before the window's first frame (a
/// tenth of the start's main thread). A chart is drawn when it is first painted at its real size
/// (ChartView::eventFilter, showEvent) or when its data changes while it is seen.
class Plot final : public QCustomPlot {
public:
    explicit Plot(QWidget* parent)
        : QCustomPlot(parent)
    {
        QCoreApplication::removePostedEvents(this, QEvent::MetaCall); // the queued replot, the only call posted so far
        mReplotQueued = false;                                        // so that a later queued replot (a drag) is queued again
    }
};
} // namespace

ChartView::ChartView(QWidget* parent)
    : QWidget(parent)
    , m_plot(new Plot(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->installEventFilter(this);
    setFocusPolicy(Qt::StrongFocus);
    m_plot->setFocusPolicy(Qt::StrongFocus);
    setFocusProxy(m_plot);
    m_plot->setMouseTracking(true);
    m_plot->setLocale(QLocale());
    m_plot->setMinimumSize(320, kMinimumPlotHeight);

    m_plot->setInteractions(QCP::Interactions()); // setXZoomEnabled() turns zoom and pan on
    m_plot->axisRect()->setRangeDrag(Qt::Horizontal);
    m_plot->axisRect()->setRangeZoom(Qt::Horizontal);
    m_plot->setPlottingHint(QCP::phFastPolylines, true);
    m_plot->setNoAntialiasingOnDrag(true);
    // Room on the right for the last tick label (QCustomPlot drops labels the border would clip).
    m_plot->axisRect()->setMinimumMargins(QMargins(0, 0, 36, 0));

    layOutPlot();

    // One paint buffer for everything (the unused selection overlay included): each buffer
    // costs a clear per replot and a blend per paint. While the cursor hovers, the hover
    // layer on top gets a buffer of its own, so moving the tracer redraws only that layer.
    m_plot->layer(QStringLiteral("overlay"))->setMode(QCPLayer::lmLogical);
    m_plot->addLayer(QStringLiteral("hover"), m_plot->layer(QStringLiteral("overlay")), QCustomPlot::limAbove);
    m_hoverLayer = m_plot->layer(QStringLiteral("hover"));
    m_hoverLayer->setMode(QCPLayer::lmLogical);

    connect(m_plot, &QCustomPlot::mouseDoubleClick, this, [this](QMouseEvent*) { resetView(); });
    connect(m_plot, &QCustomPlot::legendClick, this, &ChartView::onLegendClick);
    connect(m_plot->xAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, &ChartView::onXRangeChanged);
    applyPalette();
}

ChartView::~ChartView() = default;

void ChartView::layOutPlot()
{
    // Rows: title, subtitle, the axes, the legend centred underneath (never over the data).
    auto* pl = m_plot->plotLayout();
    pl->insertRow(0);
    pl->insertRow(0);
    QFont titleFont = font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.25);
    titleFont.setBold(true);
    m_title = new TextElement(m_plot, QString(), titleFont);
    m_subtitle = new TextElement(m_plot, QString(), font());
    m_title->setMargins(QMargins(8, 8, 8, 0));
    m_subtitle->setMargins(QMargins(8, 2, 8, 4));
    pl->addElement(0, 0, m_title);
    pl->addElement(1, 0, m_subtitle);
    m_plot->legend->setVisible(true);
    m_plot->axisRect()->insetLayout()->take(m_plot->legend);
    auto* legendRow = new QCPLayoutGrid;
    pl->addElement(3, 0, legendRow);
    legendRow->addElement(0, 0, new QCPLayoutElement(m_plot));
    legendRow->addElement(0, 1, m_plot->legend);
    legendRow->addElement(0, 2, new QCPLayoutElement(m_plot));
    legendRow->setColumnStretchFactors({1.0, 0.001, 1.0});
    legendRow->setMargins(QMargins(0, 0, 0, 4));
    m_plot->legend->setFillOrder(QCPLegend::foColumnsFirst);
    m_plot->legend->setWrap(3); // five entries (with the fan) would be squeezed into one row
    m_plot->legend->setBorderPen(Qt::NoPen);
    m_plot->legend->setBrush(Qt::NoBrush);
    m_plot->legend->setColumnSpacing(18);
    for (int row : {0, 1, 3})
        pl->setRowStretchFactor(row, 0.001);
}

void ChartView::applyPalette()
{
    m_colors = paletteColors(palette());
    const ChartColors& c = m_colors;
    m_plot->setBackground(c.background);
    for (QCPAxis* axis : allAxes()) {
        axis->setBasePen(QPen(c.muted));
        axis->setTickPen(QPen(c.muted));
        axis->setSubTickPen(QPen(c.muted));
        axis->setTickLabelColor(c.foreground);
        axis->setLabelColor(c.foreground);
        axis->grid()->setPen(QPen(c.grid, 1));
        axis->grid()->setSubGridPen(QPen(c.subGrid, 1, Qt::DotLine));
        axis->grid()->setZeroLinePen(QPen(c.foreground, 1.4));
    }
    m_plot->xAxis->grid()->setZeroLinePen(Qt::NoPen);
    m_title->setTextColor(c.foreground);
    m_subtitle->setTextColor(c.muted);
    m_plot->legend->setTextColor(c.foreground);
    applyHoverStyle();
    for (int i = 0; i < m_plot->plottableCount(); ++i)
        updateLegendItem(m_plot->plottable(i));
}

void ChartView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitLegend(event->size().width());
    fitSubtitle();
}

void ChartView::fitSubtitle()
{
    // A chart no one has given a size yet (a tab never shown: a stacked layout sizes its current
    // page only) would wrap its subtitle at a new widget's width, word by word, at every change: it
    // is wrapped when it gets its size (resizeEvent).
    if (!testAttribute(Qt::WA_Resized))
        return;
    const QMargins m = m_subtitle->margins();
    m_subtitle->setWrappedText(m_subtitleText, std::max(40, width() - m.left() - m.right() - 8));
}

bool ChartView::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_plot) {
        if (event->type() == QEvent::Resize) {
            // What QCustomPlot::resizeEvent does, less its replot: the viewport follows at once, the
            // buffers are drawn at the new size when the plot is next painted.
            m_plot->setViewport(m_plot->rect());
            m_resizeReplot = true;
            m_plot->update();
            return true;
        }
        if (event->type() == QEvent::Paint && m_resizeReplot) {
            m_resizeReplot = false;
            m_plot->replot(QCustomPlot::rpQueuedRefresh); // the buffers at the new size, before QCustomPlot paints them
        }
    }
    return QWidget::eventFilter(watched, event);
}

void ChartView::fitLegend(int width)
{
    QCPLegend* legend = m_plot->legend;
    int widest = 0;
    for (int i = 0; i < legend->itemCount(); ++i)
        if (const QCPAbstractLegendItem* item = legend->item(i)) // a wrapped grid has empty cells
            widest = std::max(widest, item->minimumOuterSizeHint().width());
    const int columns = std::clamp((width - 16) / std::max(1, widest + legend->columnSpacing()), 1, 3);
    if (columns != legend->wrap()) {
        legend->setWrap(columns);
        legend->setFillOrder(QCPLegend::foColumnsFirst, true); // re-flows the entries
    }
}

QList<QCPAxis*> ChartView::allAxes() const
{
    QList<QCPAxis*> axes;
    for (QCPAxisRect* rect : m_plot->axisRects()) // a chart may have small panels beside its main axes
        axes += rect->axes();
    return axes;
}

void ChartView::applyHoverStyle()
{
    const ChartColors& c = m_colors;
    QColor tipBackground = c.background;
    tipBackground.setAlpha(235);
    for (QCPLayerable* layerable : m_hoverLayer->children()) {
        if (auto* tracer = qobject_cast<QCPItemTracer*>(layerable)) {
            tracer->setPen(QPen(c.foreground, 1.5));
            tracer->setBrush(c.background);
        } else if (auto* label = qobject_cast<QCPItemText*>(layerable)) {
            label->setBrush(tipBackground);
            label->setPen(QPen(c.muted));
            label->setColor(c.foreground);
        }
    }
}

void ChartView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange) {
        applyPalette();
        applySeriesColors();
        replotIfVisible();
    } else if (event->type() == QEvent::FontChange) {
        applyFont();
        replotIfVisible();
    }
}

void ChartView::applyFont()
{
    // Presentation mode enlarges the widget's font: every text of the plot follows, keeping its weight.
    const QFont base = font();
    QFont titleFont = base;
    titleFont.setPointSizeF(base.pointSizeF() * 1.25);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_subtitle->setFont(base);
    fitSubtitle();
    for (QCPAxis* axis : allAxes()) {
        axis->setTickLabelFont(base);
        axis->setLabelFont(base);
    }
    m_plot->legend->setFont(base);
    for (int i = 0; i < m_plot->itemCount(); ++i) {
        if (auto* text = qobject_cast<QCPItemText*>(m_plot->item(i))) {
            QFont f = text->font();
            f.setPointSizeF(base.pointSizeF());
            text->setFont(f);
        }
    }
    for (int i = 0; i < m_plot->plottableCount(); ++i)
        updateLegendItem(m_plot->plottable(i));
}

void ChartView::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_stale) {
        // Drawn at the plot's next paint, as after a resize: a chart shown with its window is
        // resized and painted next, so a replot here drew it once more at a size it never shows.
        m_stale = false;
        applyHalos();
        m_resizeReplot = true;
        m_plot->update();
    }
}

void ChartView::applyHalos()
{
    QColor halo = m_colors.background;
    halo.setAlpha(235);
    for (int i = 0; i < m_plot->itemCount(); ++i)
        if (auto* text = qobject_cast<QCPItemText*>(m_plot->item(i)); text && text->layer() != m_hoverLayer && text->brush().color() != halo)
            text->setBrush(halo);
}

void ChartView::replotIfVisible()
{
    if (isVisible()) {
        m_stale = false;
        viewChanged(); // e.g. the values under a resting cursor follow the data
        applyHalos();
        m_plot->replot();
    } else {
        m_stale = true;
    }
}

void ChartView::setTitle(const QString& title)
{
    m_title->setText(title);
    setAccessibleName(title);
    m_plot->setAccessibleName(title);
}

void ChartView::setSubtitle(const QString& subtitle)
{
    if (m_subtitleText != subtitle) {
        m_subtitleText = subtitle;
        fitSubtitle();
        setAccessibleDescription(subtitle);
        m_plot->setAccessibleDescription(subtitle);
    }
}

void ChartView::setFullRange(double xLower, double xUpper, double yLower, double yUpper)
{
    m_fullX[0] = xLower;
    m_fullX[1] = xUpper;
    m_fullY[0] = yLower;
    m_fullY[1] = yUpper;
    if (m_frozen)
        return; // applied by setAxesFrozen(false)
    m_settingRange = true;
    if (!m_userZoomed)
        m_plot->xAxis->setRange(xLower, xUpper);
    m_plot->yAxis->setRange(yLower, yUpper);
    m_settingRange = false;
    if (m_userZoomed)
        onXRangeChanged(); // the horizon may have shrunk under the zoom
}

void ChartView::setAxesFrozen(bool frozen)
{
    if (frozen == m_frozen)
        return;
    m_frozen = frozen;
    if (!frozen) {
        setFullRange(m_fullX[0], m_fullX[1], m_fullY[0], m_fullY[1]);
        axesReleased();
        replotIfVisible();
    }
}

void ChartView::setHoverEnabled(bool enabled)
{
    m_hoverEnabled = enabled;
    if (!enabled)
        hideHover();
}

void ChartView::resetView()
{
    m_userZoomed = false;
    setFullRange(m_fullX[0], m_fullX[1], m_fullY[0], m_fullY[1]);
    replotIfVisible();
}

void ChartView::setXZoomEnabled(bool enabled)
{
    m_zoom = enabled;
    m_plot->setInteractions(enabled ? QCP::iRangeDrag | QCP::iRangeZoom : QCP::Interactions());
}

void ChartView::zoomXAround(double factor, double centre)
{
    m_plot->xAxis->scaleRange(factor, centre);
    replotIfVisible();
}

void ChartView::onXRangeChanged()
{
    if (m_settingRange)
        return;
    // A zoom or pan by the user: keep it inside the data and no narrower than a few steps.
    m_userZoomed = true;
    const double fullSize = m_fullX[1] - m_fullX[0];
    QCPRange r = m_plot->xAxis->range();
    const double minSize = std::min(fullSize, m_minimumXSpan);
    if (r.size() >= fullSize) {
        r = QCPRange(m_fullX[0], m_fullX[1]);
        m_userZoomed = false;
    } else if (r.size() < minSize) {
        const double centre = r.center();
        r = QCPRange(centre - minSize / 2, centre + minSize / 2);
    }
    if (r.lower < m_fullX[0])
        r += m_fullX[0] - r.lower;
    if (r.upper > m_fullX[1])
        r -= r.upper - m_fullX[1];
    if (r != m_plot->xAxis->range()) {
        m_settingRange = true;
        m_plot->xAxis->setRange(r);
        m_settingRange = false;
    }
    viewChanged();
}

void ChartView::showHover()
{
    if (!m_hoverEnabled)
        return;
    if (m_hovering) {
        m_hoverLayer->replot();
    } else {
        m_hovering = true;
        m_hoverLayer->setMode(QCPLayer::lmBuffered);
        m_plot->replot();
    }
}

void ChartView::hideHover()
{
    if (!m_hovering)
        return;
    m_hovering = false;
    for (QCPLayerable* layerable : m_hoverLayer->children())
        layerable->setVisible(false);
    m_hoverLayer->setMode(QCPLayer::lmLogical);
    replotIfVisible();
}

void ChartView::keyPressEvent(QKeyEvent* event)
{
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
    case Qt::Key_Minus:
        if (!m_zoom)
            return QWidget::keyPressEvent(event);
        zoomXAround(event->key() == Qt::Key_Minus ? 1.25 : 0.8, m_plot->xAxis->range().center());
        break;
    case Qt::Key_Home:
    case Qt::Key_0: resetView(); break;
    case Qt::Key_Escape: hideHover(); break;
    default: QWidget::keyPressEvent(event); return;
    }
    event->accept();
}

void ChartView::onLegendClick(QCPLegend*, QCPAbstractLegendItem* item, QMouseEvent*)
{
    if (auto* pli = qobject_cast<QCPPlottableLegendItem*>(item))
        setSeriesVisible(pli->plottable(), !pli->plottable()->visible());
}

void ChartView::setSeriesVisible(QCPAbstractPlottable* series, bool visible)
{
    series->setVisible(visible);
    for (QCPAbstractPlottable* companion : m_companions.value(series))
        companion->setVisible(visible);
    updateLegendItem(series);
    seriesVisibilityChanged(series);
    replotIfVisible(); // viewChanged() lets a hover whose line went away go too
}

bool ChartView::isSeriesVisible(const QCPAbstractPlottable* series) const
{
    return series->visible();
}

void ChartView::seriesVisibilityChanged(QCPAbstractPlottable*) { }

void ChartView::viewChanged() { }

void ChartView::axesReleased() { }

void ChartView::addControlsAbove(QLayout* controls)
{
    static_cast<QVBoxLayout*>(layout())->insertLayout(0, controls);
}

void ChartView::addBesideAxes(QCPLayoutElement* element)
{
    // Rows: title, subtitle, the axes, the legend (see the constructor).
    QCPLayoutGrid* grid = m_plot->plotLayout();
    grid->addElement(2, grid->columnCount(), element);
    grid->setColumnStretchFactor(grid->columnCount() - 1, 0.001);
}

QString ChartView::subtitle() const
{
    return m_subtitleText;
}

void ChartView::addCompanion(QCPAbstractPlottable* series, QCPAbstractPlottable* companion)
{
    m_companions[series].append(companion);
}

void ChartView::updateLegendItem(QCPAbstractPlottable* series)
{
    if (QCPPlottableLegendItem* item = m_plot->legend->itemWithPlottable(series)) {
        const bool empty = series->interface1D() && series->interface1D()->dataCount() == 0;
        item->setTextColor(series->visible() && !empty ? m_colors.foreground : m_colors.muted);
        QFont f = item->font();
        f.setStrikeOut(!series->visible());
        item->setFont(f);
    }
}

namespace {

/// Replaces a plottable's points with (keys[i], values[i]); a series of the same length (the
/// slider path: every replot of a drag) is updated in place, without allocating.
template <class Point> void setPoints(const QSharedPointer<QCPDataContainer<Point>>& data, std::span<const double> keys, std::span<const double> values)
{
    const std::size_t n = std::min(keys.size(), values.size());
    if (static_cast<std::size_t>(data->size()) == n) {
        auto it = data->begin();
        for (std::size_t i = 0; i < n; ++i, ++it) {
            it->key = keys[i];
            it->value = values[i];
        }
        return;
    }
    QVector<Point> points(static_cast<qsizetype>(n));
    for (std::size_t i = 0; i < n; ++i)
        points[static_cast<qsizetype>(i)] = Point(keys[i], values[i]);
    data->set(points, true);
}

} // namespace

void ChartView::setGraphData(QCPGraph* graph, std::span<const double> keys, std::span<const double> values)
{
    setPoints(graph->data(), keys, values);
}

void ChartView::setBarsData(QCPBars* bars, std::span<const double> keys, std::span<const double> values)
{
    setPoints(bars->data(), keys, values);
}

} // namespace runway
