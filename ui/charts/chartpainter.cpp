#include "ui/charts/chartpainter.h"

#include <qcustomplot.h>

#include "ui/charts/chartview.h"

namespace runway {

void ChartPainterDeleter::operator()(QPainter* painter) const
{
    delete static_cast<QCPPainter*>(painter);
}

ChartPainter makeChartCapablePainter(QPaintDevice* device)
{
    ChartPainter painter(new QCPPainter);
    if (!painter->begin(device))
        return nullptr;
    auto* qcp = static_cast<QCPPainter*>(painter.get());
    qcp->setMode(QCPPainter::pmVectorized);
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::TextAntialiasing);
    return painter;
}

void paintChart(ChartView& chart, QPainter& painter, const QRectF& target, QSize layoutSize)
{
    // QPainter is not polymorphic; the contract (see the header) is that `painter` came from
    // makeChartCapablePainter, which only ever makes QCPPainters.
    auto* qcp = static_cast<QCPPainter*>(&painter);
    if (layoutSize.isEmpty())
        return;
    chart.hideHover(); // a resting cursor's label does not belong in a report
    chart.fitLegend(layoutSize.width());
    painter.save();
    painter.translate(target.topLeft());
    painter.scale(target.width() / layoutSize.width(), target.height() / layoutSize.height());
    painter.setClipRect(QRect(QPoint(0, 0), layoutSize));
    chart.plot()->toPainter(qcp, layoutSize.width(), layoutSize.height());
    painter.restore();
}

} // namespace runway
