#include "ui/widgets/densitysketch.h"

#include <algorithm>
#include <cmath>

#include <QPainter>
#include <QPainterPath>

#include "ui/format/displayformat.h"

namespace runway {

DensitySketch::DensitySketch(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("densitySketch"));
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void DensitySketch::setDistribution(const std::optional<ResolvedDistribution>& d)
{
    m_d = d;
    m_text.clear();
    if (d) {
        const ParamSpec& p = spec(d->param);
        m_points = {sample(*d, 0.05), sample(*d, 0.5), sample(*d, 0.95)};
        // Uniform and triangular: their support with a margin; lognormal: its 0.5 % … 99.5 % span.
        if (d->kind == DistKind::Lognormal) {
            m_from = sample(*d, 0.005);
            m_to = sample(*d, 0.995);
        } else {
            const double margin = (d->high - d->low) * 0.08;
            m_from = d->low - margin;
            m_to = d->high + margin;
        }
        if (!(m_to > m_from))
            m_to = m_from + 1;
        const auto v = [&p](double x) { return display::value(p, x); };
        m_text = tr("5 %: %1 · 50 %: %2 · 95 %: %3").arg(v(m_points[0]), v(m_points[1]), v(m_points[2]));
    }
    setToolTip(m_text);
    setAccessibleName(m_text.isEmpty() ? tr("certain: no distribution") : tr("Distribution: %1").arg(m_text));
    update();
}

void DensitySketch::paintEvent(QPaintEvent*)
{
    if (!m_d)
        return;
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF area = QRectF(rect()).adjusted(2, 2, -2, -3);
    constexpr std::size_t kPoints = 97; // 96 steps across the range
    constexpr double kSteps = kPoints - 1;
    std::array<double, kPoints> y{};
    double top = 0;
    for (std::size_t i = 0; i < kPoints; ++i) {
        y[i] = density(*m_d, m_from + (m_to - m_from) * static_cast<double>(i) / kSteps);
        top = std::max(top, y[i]);
    }
    if (!(top > 0))
        return;
    const auto px = [&](double x) { return area.left() + area.width() * (x - m_from) / (m_to - m_from); };
    QPainterPath shape(QPointF(area.left(), area.bottom()));
    for (std::size_t i = 0; i < kPoints; ++i)
        shape.lineTo(area.left() + area.width() * static_cast<double>(i) / kSteps, area.bottom() - area.height() * y[i] / top);
    shape.lineTo(area.right(), area.bottom());
    shape.closeSubpath();
    QColor fill = palette().color(QPalette::Highlight);
    fill.setAlphaF(0.25);
    painter.fillPath(shape, fill);
    painter.setPen(QPen(palette().color(QPalette::Highlight), 1.2));
    painter.drawPath(shape);
    // The 5 %, 50 % and 95 % points: thin marks, the median drawn stronger.
    for (std::size_t i = 0; i < m_points.size(); ++i) {
        painter.setPen(QPen(palette().color(QPalette::WindowText), i == 1 ? 1.6 : 1.0, i == 1 ? Qt::SolidLine : Qt::DashLine));
        const double x = px(m_points[i]);
        painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom() + 2));
    }
}

} // namespace runway
