#include "ui/charts/chartexport.h"

#include <algorithm>
#include <filesystem>
#include <system_error>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

#include <QClipboard>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QTemporaryFile>

#include <qcustomplot.h>

#include "ui/charts/chartview.h"

namespace runway::chartexport {
namespace {

QString cannotWrite(const QString& path, const QString& why)
{
    return QCoreApplication::translate("ChartExport", "Cannot write %1: %2").arg(QDir::toNativeSeparators(path), why);
}

std::optional<QString> saveRasterOrSvg(ChartView& chart, const QString& path, QSize size, bool svg)
{
    QSaveFile file(path); // writes a temporary file and renames it on commit
    if (!file.open(QIODevice::WriteOnly))
        return cannotWrite(path, file.errorString());
    QCustomPlot* plot = chart.plot();
    if (svg) {
        QSvgGenerator generator;
        generator.setOutputDevice(&file);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        generator.setResolution(chart.logicalDpiX()); // text measured as on screen: no overlaps
        generator.setTitle(chart.accessibleName());
        generator.setDescription(QCoreApplication::translate("ChartExport", "Exported from Token Runway"));
        QCPPainter painter;
        if (!painter.begin(&generator)) {
            file.cancelWriting();
            return cannotWrite(path, QCoreApplication::translate("ChartExport", "the SVG painter could not start"));
        }
        painter.setMode(QCPPainter::pmVectorized);
        plot->toPainter(&painter, size.width(), size.height());
        painter.end();
    } else {
        const QPixmap pixmap = plot->toPixmap(size.width(), size.height(), chart.devicePixelRatioF());
        if (pixmap.isNull() || !pixmap.save(&file, "PNG")) {
            file.cancelWriting();
            return cannotWrite(path, QCoreApplication::translate("ChartExport", "the image could not be encoded"));
        }
    }
    if (!file.commit())
        return cannotWrite(path, file.errorString());
    return std::nullopt;
}

QFile::Permissions defaultPermissions()
{
#ifdef Q_OS_UNIX
    const mode_t mask = ::umask(0); // reading the umask means setting it: put it back at once
    ::umask(mask);
    const auto bits = static_cast<unsigned>(0666 & ~mask);
#else
    const unsigned bits = 0644;
#endif
    QFile::Permissions p;
    if (bits & 0400)
        p |= QFile::ReadOwner | QFile::ReadUser;
    if (bits & 0200)
        p |= QFile::WriteOwner | QFile::WriteUser;
    if (bits & 0040)
        p |= QFile::ReadGroup;
    if (bits & 0020)
        p |= QFile::WriteGroup;
    if (bits & 0004)
        p |= QFile::ReadOther;
    if (bits & 0002)
        p |= QFile::WriteOther;
    return p;
}

std::optional<QString> savePdf(ChartView& chart, const QString& path, QSize size)
{
    // QCustomPlot writes PDFs by file name only: write beside the target, then rename over it.
    const QFileInfo target(path);
    QTemporaryFile temp(target.absoluteDir().filePath(QStringLiteral(".%1.XXXXXX.pdf").arg(target.completeBaseName())));
    if (!temp.open())
        return cannotWrite(path, temp.errorString());
    temp.close();
    if (!chart.plot()->savePdf(temp.fileName(), size.width(), size.height(), QCP::epNoCosmetic, QStringLiteral("Token Runway"), chart.accessibleName()))
        return cannotWrite(path, QCoreApplication::translate("ChartExport", "the PDF writer failed"));
    if (QFileInfo(temp.fileName()).size() == 0)
        return cannotWrite(path, QCoreApplication::translate("ChartExport", "the PDF writer produced an empty file"));
    // QTemporaryFile made it private (0600); give it what a newly written file gets.
    const auto mode = target.exists() ? QFile::permissions(target.absoluteFilePath()) : defaultPermissions();
    QFile::setPermissions(temp.fileName(), mode);
    std::error_code error;
    std::filesystem::rename(QFile::encodeName(temp.fileName()).toStdString(), QFile::encodeName(target.absoluteFilePath()).toStdString(), error);
    if (error)
        return cannotWrite(path, QString::fromLocal8Bit(error.message().c_str()));
    temp.setAutoRemove(false); // renamed: nothing left to remove
    return std::nullopt;
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
    chart.hideHover(); // the export shows the chart, not the cursor
    if (suffix == QLatin1String("png"))
        return saveRasterOrSvg(chart, path, size, false);
    if (suffix == QLatin1String("svg"))
        return saveRasterOrSvg(chart, path, size, true);
    if (suffix == QLatin1String("pdf"))
        return savePdf(chart, path, size);
    return QCoreApplication::translate("ChartExport", "Cannot export to %1: the name must end in .png, .svg or .pdf").arg(QDir::toNativeSeparators(path));
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
    const QPixmap pixmap = chart.plot()->toPixmap(size.width(), size.height(), chart.devicePixelRatioF());
    QGuiApplication::clipboard()->setImage(pixmap.toImage());
}

} // namespace runway::chartexport
