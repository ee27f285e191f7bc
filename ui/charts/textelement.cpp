#include "ui/charts/textelement.h"

#include <QFontMetrics>
#include <QStringList>

namespace runway {

TextElement::TextElement(QCustomPlot* plot, const QString& text, const QFont& font)
    : QCPTextElement(plot, text, font)
{
}

TextElement::TextElement(QCustomPlot* plot)
    : QCPTextElement(plot)
{
}

void TextElement::setWrappedText(const QString& text, int width)
{
    const QFontMetrics metrics(mFont);
    QStringList lines;
    for (const QString& paragraph : text.split(QLatin1Char('\n'))) {
        QString line;
        for (const QString& word : paragraph.split(QLatin1Char(' '))) {
            const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
            if (!line.isEmpty() && metrics.horizontalAdvance(longer) > width) {
                lines << line;
                line = word;
            } else {
                line = longer;
            }
        }
        lines << line;
    }
    setText(lines.join(QLatin1Char('\n')));
}

QSize TextElement::textSize() const
{
    if (!m_measured || m_measuredText != mText || m_measuredFont != mFont) {
        // As QCPTextElement measures it, so the cached size is the size it would compute.
        m_size = QFontMetrics(mFont).boundingRect(0, 0, 0, 0, Qt::TextDontClip, mText).size();
        m_measuredText = mText;
        m_measuredFont = mFont;
        m_measured = true;
    }
    return m_size;
}

QSize TextElement::minimumOuterSizeHint() const
{
    const QMargins m = margins();
    return textSize() + QSize(m.left() + m.right(), m.top() + m.bottom());
}

QSize TextElement::maximumOuterSizeHint() const
{
    const QMargins m = margins();
    return {QWIDGETSIZE_MAX, textSize().height() + m.top() + m.bottom()};
}

} // namespace runway
