#include "ui/charts/textelement.h"

#include <algorithm>

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
    // Each line takes as many words as fit, a word at least. A line is measured as it is shown,
    // never summed from its words; the words it takes are found by trying twice as many words at a
    // time, the whole rest last, then halving the difference (the whole rest first when it looks
    // short enough): a subtitle that fits is measured once or a few times, not once per word
    // (measuring each longer line was a tenth of a replot in a drag). A longer line is never
    // narrower, so the lines are those of adding one word at a time.
    const QFontMetrics metrics(mFont);
    QStringList lines;
    for (const QString& paragraph : text.split(QLatin1Char('\n'))) {
        const QStringList words = paragraph.split(QLatin1Char(' '));
        const auto count = words.size();
        qsizetype start = 0;
        while (start < count) {
            // candidates[k]: the line of the words start .. start + k (an empty line takes the next
            // word without a space).
            QStringList candidates;
            QString line;
            for (qsizetype i = start; i < count; ++i) {
                line = line.isEmpty() ? words[i] : line + QLatin1Char(' ') + words[i];
                candidates << line;
            }
            // A candidate fits when it is no wider than `width` or the line before it was empty.
            const auto fits = [&](qsizetype k) { return k == 0 || candidates[k - 1].isEmpty() || metrics.horizontalAdvance(candidates[k]) <= width; };
            qsizetype good = 0;                // fits: a word at least
            qsizetype bad = candidates.size(); // the first known not to fit (none yet)
            // The whole rest first when its characters at the font's average width would fit: a
            // subtitle on a wide chart is then measured once.
            const qsizetype last = candidates.size() - 1;
            if (last > 0 && metrics.averageCharWidth() * candidates[last].size() <= width)
                (fits(last) ? good : bad) = last;
            for (qsizetype step = 1; good + 1 < bad; step *= 2) {
                const qsizetype probe = std::min(good + step, bad - 1);
                if (!fits(probe)) {
                    bad = probe;
                    break;
                }
                good = probe;
            }
            while (bad - good > 1) {
                const qsizetype mid = good + (bad - good) / 2;
                (fits(mid) ? good : bad) = mid;
            }
            lines << candidates[good];
            start += good + 1;
        }
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
