#pragma once
// Painting charts into any QPainter device (PDF, SVG, image) as vector graphics, for the report.
// The report keeps qcustomplot.h out of its own code: it opens its painter here.

#include <memory>

#include <QRectF>
#include <QSize>

class QPainter;
class QPaintDevice;

namespace runway {

class ChartView;

/// A painter on `device` that charts can draw into (a QCustomPlot painter in vector mode);
/// nullptr when the device cannot be painted on.
std::unique_ptr<QPainter> makeChartCapablePainter(QPaintDevice* device);

/// Draws `chart` laid out at `layoutSize` (logical pixels) scaled into `target` of a painter
/// made by makeChartCapablePainter.
void paintChart(ChartView& chart, QPainter& painter, const QRectF& target, QSize layoutSize);

} // namespace runway
