#pragma once
// Saving a chart as PNG, SVG or PDF (chosen by the file's extension) and copying it to
// the clipboard. A save either writes the whole file or leaves nothing behind.

#include <optional>

#include <QSize>
#include <QString>
#include <QStringList>

namespace runway {

class ChartView;

namespace chartexport {

/// The size an export uses when none is given: the chart's own size, at least 1200 × 600.
QSize defaultSize(const ChartView& chart);
/// Writes `chart` to `path`: .png (raster, at the screen's pixel ratio), .svg or .pdf
/// (vector). Returns the problem as a sentence, or nullopt on success.
std::optional<QString> save(ChartView& chart, const QString& path, QSize size = QSize());
/// Name filters for a file dialog: "PNG image (*.png)", "SVG drawing (*.svg)", "PDF document (*.pdf)".
QStringList fileFilters();
/// Puts the chart on the clipboard as an image.
void copyToClipboard(ChartView& chart, QSize size = QSize());

} // namespace chartexport
} // namespace runway
