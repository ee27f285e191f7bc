#include "ui/report/reportpainter.h"

#include <QAbstractTextDocumentLayout>
#include <QPainter>
#include <QTextDocument>

#include "ui/theme.h"

namespace runway {

double drawHtml(QPainter& p, QPaintDevice* device, const QString& html, double x, double y, double width, double pointSize, bool draw)
{
    QTextDocument doc;
    doc.documentLayout()->setPaintDevice(device);
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(pointSize);
    doc.setDefaultFont(font);
    doc.setDocumentMargin(0);
    doc.setTextWidth(width);
    doc.setHtml(html);
    if (draw) {
        p.save();
        p.translate(x, y);
        // Dark text on white paper whatever the window's theme: the text's default colour is the context's.
        QAbstractTextDocumentLayout::PaintContext context;
        context.palette = printPalette();
        doc.documentLayout()->draw(&p, context);
        p.restore();
    }
    return doc.size().height();
}

} // namespace runway
