#include "ui/widgets/rangemarker.h"

#include <QPainter>
#include <QSlider>
#include <QStyle>
#include <QStyleOptionSlider>

namespace runway {

RangeMarker::RangeMarker(QSlider* slider, QWidget* parent)
    : QWidget(parent)
    , m_slider(slider)
{
    setObjectName(QStringLiteral("rangeMarker"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

QSize RangeMarker::sizeHint() const
{
    return {100, 5};
}
QSize RangeMarker::minimumSizeHint() const
{
    return {10, 5};
}

void RangeMarker::setSpan(int low, int high, std::optional<int> mode)
{
    if (m_low == low && m_high == high && m_mode == mode)
        return;
    m_low = low;
    m_high = high;
    m_mode = mode;
    update();
}

double RangeMarker::xAt(int position) const
{
    QStyleOptionSlider opt;
    opt.initFrom(m_slider);
    opt.orientation = m_slider->orientation();
    opt.minimum = m_slider->minimum();
    opt.maximum = m_slider->maximum();
    opt.sliderPosition = m_slider->minimum();
    opt.sliderValue = m_slider->minimum();
    const QRect groove = m_slider->style()->subControlRect(QStyle::CC_Slider, &opt, QStyle::SC_SliderGroove, m_slider);
    const QRect handle = m_slider->style()->subControlRect(QStyle::CC_Slider, &opt, QStyle::SC_SliderHandle, m_slider);
    const int span = groove.width() - handle.width();
    const int px = QStyle::sliderPositionFromValue(m_slider->minimum(), m_slider->maximum(), position, span);
    const QPoint inSlider(groove.left() + handle.width() / 2 + px, 0);
    return mapFrom(parentWidget(), m_slider->mapTo(parentWidget(), inSlider)).x();
}

void RangeMarker::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    QColor band = palette().color(QPalette::Highlight);
    const double x0 = xAt(m_low);
    const double x1 = std::max(xAt(m_high), x0 + 2);
    band.setAlpha(150);
    p.setPen(Qt::NoPen);
    p.setBrush(band);
    p.drawRoundedRect(QRectF(x0, 1, x1 - x0, height() - 2), 1.5, 1.5);
    if (m_mode) {
        const double xm = xAt(*m_mode);
        p.setBrush(palette().color(QPalette::Highlight).darker(140));
        p.drawRect(QRectF(xm - 1, 0, 2, height()));
    }
}

} // namespace runway
