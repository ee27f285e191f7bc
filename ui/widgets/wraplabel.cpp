#include "ui/widgets/wraplabel.h"

#include <QPainter>
#include <QStyle>
#include <QTextLayout>

namespace runway {

WrapLabel::WrapLabel(QWidget* parent)
    : QLabel(parent)
{
    setTextFormat(Qt::PlainText);
    setWordWrap(true);
}

WrapLabel::WrapLabel(const QString& text, QWidget* parent)
    : WrapLabel(parent)
{
    setText(text);
}

void WrapLabel::setMutedSuffix(const QString& name, const QString& suffix, const QColor& muted)
{
    m_name = name;
    m_suffix = suffix.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(suffix);
    m_muted = muted;
    // QLabel's own text, for its size, its accessible name and the buddy's mnemonic rule: a plain
    // "&" would underline the next letter, so it is doubled (and painted as one "&").
    QString shown = m_name + m_suffix;
    shown.replace(QLatin1Char('&'), QStringLiteral("&&"));
    setText(shown);
    update();
}

int WrapLabel::heightForWidth(int width) const
{
    // QLabel's answer depends on the text, the font, the margins, the minimum size and the width;
    // the first four are checked on every call (a comparison, against shaping the text again).
    if (text() != m_cachedText || font() != m_cachedFont || contentsMargins() != m_cachedMargins || minimumSize() != m_cachedMinimum) {
        m_cachedText = text();
        m_cachedFont = font();
        m_cachedMargins = contentsMargins();
        m_cachedMinimum = minimumSize();
        for (Entry& e : m_cache)
            e = Entry{};
    }
    for (const Entry& e : m_cache)
        if (e.width == width)
            return e.height;
    const int height = QLabel::heightForWidth(width);
    m_cache[m_next] = Entry{width, height};
    m_next = (m_next + 1) % kCacheSize;
    return height;
}

void WrapLabel::paintEvent(QPaintEvent* event)
{
    if (m_suffix.isEmpty() || text().isEmpty()) {
        QLabel::paintEvent(event);
        return;
    }
    // The words QLabel lays out for its size (a plain text wrapped at word boundaries in the
    // contents rectangle), with the suffix's characters in the muted colour.
    const QRect area = contentsRect();
    QTextLayout layout(m_name + m_suffix, font());
    QTextOption option(QStyle::visualAlignment(layoutDirection(), alignment()));
    option.setWrapMode(QTextOption::WordWrap);
    option.setTextDirection(layoutDirection());
    layout.setTextOption(option);
    QTextLayout::FormatRange suffix;
    suffix.start = static_cast<int>(m_name.size());
    suffix.length = static_cast<int>(m_suffix.size());
    suffix.format.setForeground(m_muted);
    layout.setFormats({suffix});
    layout.beginLayout();
    qreal height = 0;
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(area.width());
        line.setPosition(QPointF(0, height));
        height += line.height();
    }
    layout.endLayout();
    qreal top = area.top();
    if (alignment() & Qt::AlignVCenter)
        top += (area.height() - height) / 2;
    else if (alignment() & Qt::AlignBottom)
        top += area.height() - height;
    QPainter painter(this);
    painter.setPen(palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled, foregroundRole()));
    layout.draw(&painter, QPointF(area.left(), top));
}

} // namespace runway
