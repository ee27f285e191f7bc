#pragma once
// Painting helpers shared by the one-page report and the comparison's page (ui/report/): a block of
// HTML laid out at a width and painted in print colours whatever the window's theme.

class QPainter;
class QPaintDevice;
class QString;

namespace runway {

/// Lays out one block of HTML at (x, y) in `width` (points) in DejaVu Sans at `pointSize` and, when
/// `draw`, paints it in dark text on white paper; returns its height.
double drawHtml(QPainter& p, QPaintDevice* device, const QString& html, double x, double y, double width, double pointSize, bool draw);

} // namespace runway
