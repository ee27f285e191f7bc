#include "ui/charts/chartpainter.h"

#include <QBuffer>
#include <QSvgGenerator>

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

namespace {

/// Whether this Qt's QSvgGenerator escapes its title itself (6.4 does not).
bool svgGeneratorEscapesTitle()
{
    static const bool escapes = [] {
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QSvgGenerator probe;
        probe.setOutputDevice(&buffer);
        probe.setSize(QSize(1, 1));
        probe.setTitle(QStringLiteral("<&>"));
        QPainter painter;
        if (painter.begin(&probe))
            painter.end();
        return bytes.contains("&lt;&amp;&gt;");
    }();
    return escapes;
}

QString svgText(const QString& text)
{
    QString kept;
    kept.reserve(text.size());
    for (const QChar c : text)
        if (c.unicode() >= 0x20 || c == QLatin1Char('\t') || c == QLatin1Char('\n') || c == QLatin1Char('\r'))
            kept += c;
    return svgGeneratorEscapesTitle() ? kept : kept.toHtmlEscaped();
}

} // namespace

void setSvgTitle(QSvgGenerator& svg, const QString& title, const QString& description)
{
    svg.setTitle(svgText(title));
    if (!description.isEmpty())
        svg.setDescription(svgText(description));
}

} // namespace runway
