// The main window's scenario library: the "Scenarios" dock, drafts and the comparison
// overlays (split from mainwindow.cpp to keep each file one idea).
#include <QAction>
#include <QDockWidget>
#include <QStatusBar>
#include <QTabWidget>

#include "ui/analysis/analysisrunner.h"
#include "ui/analysis/analysisviews.h"
#include "ui/charts/programchart.h"
#include "ui/charts/runwaychart.h"
#include "ui/document/comparisonset.h"
#include "ui/document/scenariodocument.h"
#include "ui/filecontroller.h"
#include "ui/library/draftkeeper.h"
#include "ui/library/libraryservice.h"
#include "ui/library/scenariobrowser.h"
#include "ui/mainwindow.h"
#include "ui/panels/comparisonview.h"
#include "ui/widgets/firstpaint.h"

namespace runway {

void MainWindow::createLibrary()
{
    m_scenarioDock = new QDockWidget(tr("Scenarios"), this);
    m_scenarioDock->setObjectName(QStringLiteral("scenarioDock"));
    // The program's window makes the browser's widgets when the dock first comes into sight (it is
    // usually a tab behind the parameters) or once the first frame is painted.
    m_browser =
        new ScenarioBrowser(m_library, m_doc, m_scenarioDock, m_start == Start::FirstFrameFirst ? ScenarioBrowser::View::Later : ScenarioBrowser::View::Now);
    m_scenarioDock->setWidget(m_browser);
    if (m_start == Start::FirstFrameFirst)
        whenInSight(m_scenarioDock, [this] { m_browser->ensureView(); }); // or once the first frame is painted
    addDockWidget(Qt::RightDockWidgetArea, m_scenarioDock);
    splitDockWidget(m_scenarioDock, m_mathDock, Qt::Vertical);
    resizeDocks({m_scenarioDock}, {310}, Qt::Horizontal);
    resizeDocks({m_scenarioDock, m_mathDock}, {520, 380}, Qt::Vertical);
    m_drafts = new DraftKeeper(
        m_doc, m_library, [this] { return m_browser->currentName(); }, this);

    connect(m_browser, &ScenarioBrowser::message, this, [this](const QString& text) { statusBar()->showMessage(text, 8000); });
    // The runway chart draws the compared scenarios' cash paths over the current one.
    connect(m_doc->comparisons(), &ComparisonSet::changed, m_runway, [this](const std::vector<ComparedScenario>& compared) {
        std::vector<ComparisonSeries> series;
        series.reserve(compared.size());
        for (const ComparedScenario& c : compared)
            series.push_back({c.name, c.color, c.scenario.startDate, c.result.dailyCash});
        m_runway->setComparisons(series);
    });
    connect(m_drafts, &DraftKeeper::recovered, this, [this](const QString& baseName, const QString& text) {
        m_browser->setCurrentName(baseName);
        m_browser->showBanner(text, false);
        statusBar()->showMessage(text, 15000);
    });
    // Queued: the browser says "Opened …" first, then the drafts may say it is open elsewhere too.
    connect(m_browser, &ScenarioBrowser::currentNameChanged, m_drafts, &DraftKeeper::baseNameChanged, Qt::QueuedConnection);
    connect(m_drafts, &DraftKeeper::notice, this, [this](const QString& text) {
        m_browser->showBanner(text, false);
        statusBar()->showMessage(text, 15000);
    });
    connect(m_library, &LibraryService::opened, this, [this] {
        if (m_library->isReadOnly())
            statusBar()->showMessage(m_library->readOnlyReason(), 15000);
    });
}

void MainWindow::createComparison()
{
    m_exportComparison = new QAction(tr("Export co&mparison…"), this);
    m_exportComparison->setObjectName(QStringLiteral("exportComparisonAction"));
    connect(m_exportComparison, &QAction::triggered, this, [this] {
        if (m_compare) // the page is built with the first frame's other tabs; nothing is compared before
            m_compare->exportComparison();
    });
    updateComparisonExport(false);
    // The compared scenarios' odds at the window's own settings, so each equals its cards when opened.
    m_doc->comparisons()->setOddsSamples(m_analysis->runner()->samples());
    // A page beside the charts (after the four series charts): the columns get the main area's width.
    addHeldTab(
        tr("C&ompare"),
        [this] {
            m_compare = new ComparisonView(m_doc, m_tabs);
            connect(m_analysis->runner(), &AnalysisRunner::monteCarloReady, m_compare, &ComparisonView::setWorkingOdds);
            connect(m_compare, &ComparisonView::fanShownChanged, m_runway, &RunwayChart::setFanShown);
            connect(m_compare, &ComparisonView::showRunwayChart, this, [this] { m_tabs->setCurrentWidget(m_runway); });
            connect(m_compare, &ComparisonView::message, this, [this](const QString& text) { statusBar()->showMessage(text, 8000); });
            connect(m_compare, &ComparisonView::comparedChanged, this, &MainWindow::updateComparisonExport);
            updateComparisonExport(m_compare->hasCompared());
            if (m_presenting)
                m_compare->setFont(presentationFont());
            return m_compare;
        },
        m_tabs->indexOf(m_runway) + 4);
    connect(m_browser, &ScenarioBrowser::compareRequested, this, &MainWindow::showComparison);
}

void MainWindow::updateComparisonExport(bool any)
{
    m_exportComparison->setEnabled(any);
    const QString why = any ? tr("The compared scenarios as a one-page PDF or as CSV")
                            : tr("Nothing is compared: tick up to four scenarios in the Scenarios list (Ctrl+3) first");
    m_exportComparison->setToolTip(why);
    m_exportComparison->setStatusTip(why);
}

void MainWindow::showComparison()
{
    buildHeldTabs();                     // a request before the first frame's tabs are built (none: it is a click)
    m_tabs->setCurrentWidget(m_compare); // in presentation mode too: the tab bar is hidden, the page is not
    m_compare->setFocus(Qt::ShortcutFocusReason);
}

void MainWindow::setLibraryPath(const QString& path)
{
    m_libraryPath = path;
    if (!isVisible()) {
        m_library->openLater(path);
        return;
    }
    // Once the window has painted its first frame, so a large library never delays it.
    afterFirstPaint(this, [library = m_library, path] { library->openLater(path); });
}

bool MainWindow::openFile(const QString& path)
{
    return m_files->openFile(path);
}

} // namespace runway
