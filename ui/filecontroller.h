#pragma once
// Open, save and export for the main window: every failure is a dialog that names the
// file and the problem; on failure the current scenario is untouched.

#include <QMessageBox>
#include <QObject>
#include <QPointer>
#include <QStringList>

class QWidget;

namespace runway {

class ChartView;
class ScenarioDocument;

class FileController : public QObject {
    Q_OBJECT
public:
    FileController(ScenarioDocument* doc, QWidget* window);

    /// Dialog-driven actions (the menus call these).
    void open();
    bool save();
    bool saveAs();
    void exportChart(ChartView* chart);
    void exportMonthlyCsv();
    void copyChart(ChartView* chart);
    void exportReport();

    /// The same without dialogs (tests, the command line, drag-and-drop).
    bool openFile(const QString& path);
    bool saveFile(const QString& path);
    bool exportChartFile(ChartView* chart, const QString& path);
    bool exportMonthlyCsvFile(const QString& path);
    bool exportReportFile(const QString& path);

    /// Where an export's dialog starts (a chart, the monthly CSV, the report): the documents folder (home where
    /// there is none), whatever folder the scenario's file is in, with the scenario's name and `extension`.
    QString exportName(const QString& extension) const;

    /// The last error dialog shown (window-modal, non-blocking), or nullptr once it is closed.
    // cppcheck-suppress CastIntegerToAddressAtReturn ; a QPointer member, not an integer
    QMessageBox* lastError() const { return m_lastError; }

signals:
    /// A short confirmation for the status bar.
    void message(const QString& text);

private:
    void showError(const QString& title, const QStringList& problems);
    QString suggestedName(const QString& extension) const;

    ScenarioDocument* m_doc;
    QWidget* m_window;
    QPointer<QMessageBox> m_lastError;
};

} // namespace runway
