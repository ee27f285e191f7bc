#pragma once
// Painting charts into any QPainter device (PDF, SVG, image) as vector graphics, for the report.
// The report keeps qcustomplot.h out of its own code: it opens its painter here.

#include <memory>

#include <QRectF>
#include <QSize>

class QPainter;
class QPaintDevice;
class QString;
class QSvgGenerator;

namespace runway {

class ChartView;

/// Deletes the painter as the QCustomPlot painter it is (QPainter's destructor is not virtual).
struct ChartPainterDeleter {
    void operator()(QPainter* painter) const;
};
using ChartPainter = std::unique_ptr<QPainter, ChartPainterDeleter>;

/// A painter on `device` that charts can draw into (a QCustomPlot painter in vector mode);
/// empty when the device cannot be painted on.
ChartPainter makeChartCapablePainter(QPaintDevice* device);

/// Draws `chart` laid out at `layoutSize` (logical pixels) scaled into `target` of a painter
/// made by makeChartCapablePainter.
void paintChart(ChartView& chart, QPainter& painter, const QRectF& target, QSize layoutSize);

/// Gives `svg` its <title> (and <desc> when `description` is not empty) so that any text there
/// stays text, a scenario name such as "…</title><script>…" included: Qt 6.4's QSvgGenerator
/// writes both into the XML as they are, so they are escaped here, unless this Qt escapes them
/// itself (seen once on a small drawing). Characters XML cannot hold (C0 controls) are left out.
void setSvgTitle(QSvgGenerator& svg, const QString& title, const QString& description);

} // namespace runway
