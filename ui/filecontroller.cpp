#include "ui/filecontroller.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>

#include "core/model/modeljson.h"
#include "core/scenario/scenariojson.h"
#include "core/util/fileio.h"
#include "ui/charts/chartexport.h"
#include "ui/charts/chartview.h"
#include "ui/dialogs/errordialog.h"
#include "ui/document/scenariodocument.h"
#include "ui/report/report.h"

namespace runway {

namespace {
QStringList texts(const Problems& problems)
{
    QStringList lines;
    for (const auto& p : problems)
        lines << QString::fromStdString(p.text());
    return lines;
}
} // namespace

FileController::FileController(ScenarioDocument* doc, QWidget* window)
    : QObject(window)
    , m_doc(doc)
    , m_window(window)
{
    setObjectName(QStringLiteral("fileController"));
}

QString FileController::suggestedName(const QString& extension) const
{
    QString base = QString::fromStdString(m_doc->scenario().name).trimmed();
    base.replace(QRegularExpression(QStringLiteral("[/\\\\:*?\"<>|]")), QStringLiteral("-"));
    if (base.isEmpty())
        base = tr("scenario");
    const QString dir =
        m_doc->filePath().isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) : QFileInfo(m_doc->filePath()).absolutePath();
    return QDir(dir).filePath(base + QLatin1Char('.') + extension);
}

QString FileController::exportName(const QString& extension) const
{
    QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (dir.isEmpty() || !QFileInfo(dir).isDir())
        dir = QDir::homePath();
    return QDir(dir).filePath(QFileInfo(suggestedName(extension)).fileName());
}

void FileController::showError(const QString& title, const QStringList& problems)
{
    m_lastError = showErrorDialog(m_window, title, problems);
}

void FileController::open()
{
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open scenario"), QFileInfo(suggestedName(QStringLiteral("json"))).absolutePath(),
                                                      tr("Scenario files (*.json);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

bool FileController::openFile(const QString& path)
{
    const auto result = readScenarioFile(QDir::toNativeSeparators(path).toStdString());
    if (!result.ok()) {
        showError(tr("%1 cannot be opened").arg(QFileInfo(path).fileName()), texts(result.problems));
        return false;
    }
    m_doc->replaceScenario(*result.value, tr("Open %1").arg(QFileInfo(path).fileName()), path);
    m_doc->markSaved();
    emit message(tr("Opened %1").arg(path));
    return true;
}

bool FileController::save()
{
    if (m_doc->filePath().isEmpty())
        return saveAs();
    return saveFile(m_doc->filePath());
}

bool FileController::saveAs()
{
    QString path = QFileDialog::getSaveFileName(m_window, tr("Save scenario"), suggestedName(QStringLiteral("json")), tr("Scenario files (*.json)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".json");
    return saveFile(path);
}

bool FileController::saveFile(const QString& path)
{
    if (auto problem = writeFileAtomically(path.toStdString(), scenarioToText(m_doc->scenario()))) {
        showError(tr("The scenario was not saved"), {QString::fromStdString(problem->text())});
        return false;
    }
    m_doc->setFilePath(path);
    m_doc->markSaved();
    emit message(tr("Saved %1").arg(path));
    return true;
}

void FileController::exportChart(ChartView* chart)
{
    if (!chart)
        return;
    QString selected;
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Export chart"), exportName(QStringLiteral("png")),
                                                      chartexport::fileFilters().join(QStringLiteral(";;")), &selected);
    if (!path.isEmpty())
        exportChartFile(chart, path);
}

bool FileController::exportChartFile(ChartView* chart, const QString& path)
{
    if (auto error = chartexport::save(*chart, path)) {
        showError(tr("The chart was not exported"), {*error});
        return false;
    }
    emit message(tr("Exported %1").arg(path));
    return true;
}

void FileController::exportMonthlyCsv()
{
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Export monthly series"), exportName(QStringLiteral("csv")), tr("CSV files (*.csv)"));
    if (!path.isEmpty())
        exportMonthlyCsvFile(path);
}

bool FileController::exportMonthlyCsvFile(const QString& path)
{
    if (auto problem = writeFileAtomically(path.toStdString(), monthlyCsv(m_doc->scenario(), m_doc->result()))) {
        showError(tr("The monthly series was not exported"), {QString::fromStdString(problem->text())});
        return false;
    }
    emit message(tr("Exported %1").arg(path));
    return true;
}

void FileController::exportReport()
{
    const QString path =
        QFileDialog::getSaveFileName(m_window, tr("Export report"), exportName(QStringLiteral("pdf")), tr("PDF (*.pdf);;SVG (*.svg);;PNG image (*.png)"));
    if (!path.isEmpty())
        exportReportFile(path);
}

bool FileController::exportReportFile(const QString& path)
{
    if (auto error = writeReport(m_doc->scenario(), m_doc->result(), m_doc->claimAudit(), path)) {
        showError(tr("The report was not exported"), {*error});
        return false;
    }
    emit message(tr("Exported %1").arg(path));
    return true;
}

void FileController::copyChart(ChartView* chart)
{
    if (!chart)
        return;
    chartexport::copyToClipboard(*chart);
    emit message(tr("Chart copied to the clipboard"));
}

} // namespace runway
