#include "ui/charts/serieschart.h"

#include <algorithm>

#include <QKeyEvent>

#include <qcustomplot.h>

namespace runway {

SeriesChart::SeriesChart(QWidget* parent)
    : ChartView(parent)
    , m_tracer(new QCPItemTracer(plot()))
    , m_hoverLabel(new QCPItemText(plot()))
{
    setXZoomEnabled(true);
    m_tracer->setLayer(hoverLayer());
    m_tracer->setStyle(QCPItemTracer::tsCircle);
    m_tracer->setSize(9);
    m_tracer->setInterpolating(false);
    m_tracer->setVisible(false);
    m_hoverLabel->setLayer(hoverLayer());
    m_hoverLabel->setClipToAxisRect(false);
    m_hoverLabel->position->setType(QCPItemPosition::ptAbsolute);
    m_hoverLabel->setTextAlignment(Qt::AlignLeft);
    m_hoverLabel->setPadding(QMargins(8, 5, 8, 5));
    m_hoverLabel->setVisible(false);
    applyHoverStyle();
    plot()->installEventFilter(this);
    connect(plot(), &QCustomPlot::mouseMove, this, &SeriesChart::onMouseMove);
}

void SeriesChart::onMouseMove(QMouseEvent* event)
{
    if (event->buttons() != Qt::NoButton || !plot()->axisRect()->rect().contains(event->position().toPoint())) {
        hideHover();
        return;
    }
    showHoverAt(plot()->xAxis->pixelToCoord(event->position().x()));
}

void SeriesChart::showHoverAt(double key)
{
    QCPGraph* graph = hoverGraph();
    if (!isHoverEnabled() || !graph || graph->data()->isEmpty() || !graph->visible()) {
        hideHover();
        return;
    }
    const QCPRange x = plot()->xAxis->range();
    m_tracer->setGraph(graph);
    m_tracer->setGraphKey(std::clamp(key, x.lower, x.upper));
    m_tracer->updatePosition();
    m_tracer->setVisible(true);
    m_hoverLabel->setVisible(true);
    updateHoverLabel();
    showHover();
}

void SeriesChart::updateHoverLabel()
{
    m_tracer->updatePosition();
    m_hoverLabel->setText(hoverTextAt(m_tracer->position->key()));
    // Beside the tracer, on whichever side has room; inside the axes.
    const QRect area = plot()->axisRect()->rect();
    const QPointF at = m_tracer->position->pixelPosition();
    const bool left = at.x() > area.center().x();
    const bool below = at.y() < area.top() + area.height() * 0.35;
    m_hoverLabel->setPositionAlignment((left ? Qt::AlignRight : Qt::AlignLeft) | (below ? Qt::AlignTop : Qt::AlignBottom));
    const double y = std::clamp(at.y() + (below ? 14.0 : -14.0), static_cast<double>(area.top()), static_cast<double>(area.bottom()));
    m_hoverLabel->position->setCoords(at.x() + (left ? -14.0 : 14.0), y);
}

void SeriesChart::viewChanged()
{
    if (!isHovering())
        return;
    if (QCPGraph* graph = hoverGraph(); !graph || !graph->visible())
        hideHover(); // its line was toggled off in the legend
    else
        updateHoverLabel();
}

QString SeriesChart::hoverText() const
{
    return isHovering() ? m_hoverLabel->text() : QString();
}

bool SeriesChart::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == plot() && event->type() == QEvent::Leave)
        hideHover();
    return ChartView::eventFilter(watched, event);
}

void SeriesChart::keyPressEvent(QKeyEvent* event)
{
    const QCPRange x = plot()->xAxis->range();
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right: {
        const double from = isHovering() ? m_tracer->position->key() : x.center();
        showHoverAt(from + (event->key() == Qt::Key_Left ? -keyStep() : keyStep()));
        event->accept();
        return;
    }
    case Qt::Key_Plus:
    case Qt::Key_Equal:
    case Qt::Key_Minus:
        if (isHovering()) { // zoom around the tracer
            zoomXAround(event->key() == Qt::Key_Minus ? 1.25 : 0.8, m_tracer->position->key());
            event->accept();
            return;
        }
        break;
    default: break;
    }
    ChartView::keyPressEvent(event);
}

} // namespace runway
