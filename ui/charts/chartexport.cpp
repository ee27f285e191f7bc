#include "ui/charts/chartexport.h"

#include <algorithm>

#include <QBuffer>
#include <QClipboard>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QPageLayout>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <qcustomplot.h>

#include "core/util/fileio.h"
#include "ui/charts/chartpainter.h"
#include "ui/charts/chartview.h"
#include "ui/format/messagetext.h"
#include "ui/theme.h"

namespace runway::chartexport {
namespace {

QString cannotWrite(const QString& path, const QString& why)
{
    return QCoreApplication::translate("ChartExport", "Cannot write %1: %2").arg(QDir::toNativeSeparators(path), why);
}

/// For its lifetime the chart wears the print palette (dark text on white), whatever the window's
/// theme; the chart's own palette (or none, inherited) comes back after.
class PrintPalette {
public:
    explicit PrintPalette(ChartView& chart)
        : m_chart(chart)
        , m_own(chart.testAttribute(Qt::WA_SetPalette))
        , m_saved(chart.palette())
    {
        m_chart.setPalette(printPalette());
    }
    ~PrintPalette() { m_chart.setPalette(m_own ? m_saved : QPalette()); }
    PrintPalette(const PrintPalette&) = delete;
    PrintPalette& operator=(const PrintPalette&) = delete;

private:
    ChartView& m_chart;
    bool m_own;
    QPalette m_saved;
};

/// The chart drawn into `bytes` as PNG, SVG or PDF; false when the drawing could not be made.
bool draw(ChartView& chart, const QString& suffix, QSize size, QByteArray& bytes)
{
    const PrintPalette print(chart);
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QCustomPlot* plot = chart.plot();
    if (suffix == QLatin1String("png")) {
        const QPixmap pixmap = plot->toPixmap(size.width(), size.height(), chart.devicePixelRatioF());
        return !pixmap.isNull() && pixmap.save(&buffer, "PNG");
    }
    QCPPainter painter;
    if (suffix == QLatin1String("svg")) {
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        generator.setResolution(chart.logicalDpiX()); // text measured as on screen: no overlaps
        setSvgTitle(generator, chart.accessibleName(), QCoreApplication::translate("ChartExport", "Exported from Token Runway"));
        if (!painter.begin(&generator))
            return false;
        painter.setMode(QCPPainter::pmVectorized);
        plot->toPainter(&painter, size.width(), size.height());
        return painter.end();
    }
    // As QCustomPlot::savePdf draws it (one page the chart's size in points, at the screen's
    // resolution, no cosmetic pens), but into memory: savePdf only writes to a file name.
    QPdfWriter writer(&buffer);
    writer.setCreator(QStringLiteral("Token Runway"));
    writer.setTitle(chart.accessibleName());
    writer.setResolution(chart.logicalDpiX());
    QPageLayout layout(QPageSize(QSizeF(size), QPageSize::Point, QString(), QPageSize::ExactMatch), QPageLayout::Portrait, QMarginsF(0, 0, 0, 0));
    layout.setMode(QPageLayout::FullPageMode);
    writer.setPageLayout(layout);
    if (!painter.begin(&writer))
        return false;
    painter.setMode(QCPPainter::pmVectorized);
    painter.setMode(QCPPainter::pmNoCaching);
    painter.setMode(QCPPainter::pmNonCosmetic);
    painter.setWindow(QRect(QPoint(0, 0), size)); // the chart's pixels span the whole page
    plot->toPainter(&painter, size.width(), size.height());
    return painter.end();
}

} // namespace

QSize defaultSize(const ChartView& chart)
{
    return QSize(std::max(chart.width(), 1200), std::max(chart.height(), 600));
}

std::optional<QString> save(ChartView& chart, const QString& path, QSize size)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (size.isEmpty())
        size = defaultSize(chart);
    if (suffix != QLatin1String("png") && suffix != QLatin1String("svg") && suffix != QLatin1String("pdf"))
        return QCoreApplication::translate("ChartExport", "Cannot export to %1: the name must end in .png, .svg or .pdf").arg(QDir::toNativeSeparators(path));
    chart.hideHover(); // the export shows the chart, not the cursor
    // Drawn into memory, then written by the one output writer: a whole file or none, its
    // temporary name fitted to the folder's limit, never over the open library.
    QByteArray bytes;
    if (!draw(chart, suffix, size, bytes))
        return cannotWrite(path, suffix == QLatin1String("png")   ? QCoreApplication::translate("ChartExport", "the image could not be encoded")
                                 : suffix == QLatin1String("svg") ? QCoreApplication::translate("ChartExport", "the SVG painter could not start")
                                                                  : QCoreApplication::translate("ChartExport", "the PDF writer failed"));
    if (auto problem = writeFileAtomically(QFile::encodeName(path).toStdString(), std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size()))))
        return cannotWrite(path, display::text(problem->message));
    return std::nullopt;
}

QStringList fileFilters()
{
    return {QCoreApplication::translate("ChartExport", "PNG image (*.png)"), QCoreApplication::translate("ChartExport", "SVG drawing (*.svg)"),
            QCoreApplication::translate("ChartExport", "PDF document (*.pdf)")};
}

void copyToClipboard(ChartView& chart, QSize size)
{
    if (size.isEmpty())
        size = defaultSize(chart);
    chart.hideHover();
    const PrintPalette print(chart);
    const QPixmap pixmap = chart.plot()->toPixmap(size.width(), size.height(), chart.devicePixelRatioF());
    QGuiApplication::clipboard()->setImage(pixmap.toImage());
}

} // namespace runway::chartexport
