#pragma once
// A QCustomPlot text element (a chart's title, subtitle, a panel's heading) that measures its
// text once per text, font and margins: QCustomPlot lays the plot out on every replot and asks
// each element for its size three times, and measuring runs the whole text layout each time.

#include <QFont>
#include <QMargins>
#include <QSize>
#include <QString>

#include <qcustomplot.h>

namespace runway {

class TextElement : public QCPTextElement {
    Q_OBJECT
public:
    TextElement(QCustomPlot* plot, const QString& text, const QFont& font);
    explicit TextElement(QCustomPlot* plot);

    /// Shows `text` with each of its lines broken at spaces into lines no wider than `width` pixels in the
    /// element's font (a word wider than that keeps a line of its own); text() is then the text shown.
    void setWrappedText(const QString& text, int width);

protected:
    QSize minimumOuterSizeHint() const override;
    QSize maximumOuterSizeHint() const override;

private:
    /// The text's size (without margins) for the current text and font, measured when either changed.
    QSize textSize() const;

    mutable QString m_measuredText;
    mutable QFont m_measuredFont;
    mutable QSize m_size;
    mutable bool m_measured = false;
};

} // namespace runway
