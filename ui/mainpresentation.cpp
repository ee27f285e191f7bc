// Presentation mode of the main window (split from mainwindow.cpp to keep each file one idea):
// the cards, the headline controls and one chart, full screen; keys a clicker sends switch charts;
// the axes can stay still during a drag (issue 26).
#include <QAction>
#include <QBoxLayout>
#include <QDockWidget>
#include <QKeySequence>
#include <QMenuBar>
#include <QSlider>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QToolBar>

#include "ui/charts/chartview.h"
#include "ui/charts/dragfreeze.h"
#include "ui/charts/runwaychart.h"
#include "ui/mainwindow.h"
#include "ui/panels/comparisonview.h"
#include "ui/panels/kpibar.h"
#include "ui/panels/model1note.h"
#include "ui/panels/parameterpanel.h"
#include "ui/panels/presentationstrip.h"

namespace runway {

void MainWindow::createPresentationKeys()
{
    // What a presentation clicker sends (PgDn/PgUp), and the tab keys a keyboard knows; only while
    // presenting: otherwise PgUp/PgDn belong to the sliders and lists, Ctrl+Tab to the tab bar.
    m_nextChart = new QAction(tr("Next chart (presentation mode)"), this);
    m_nextChart->setObjectName(QStringLiteral("nextChartAction"));
    m_nextChart->setShortcuts({QKeySequence(Qt::Key_PageDown), QKeySequence(Qt::CTRL | Qt::Key_Tab)});
    m_previousChart = new QAction(tr("Previous chart (presentation mode)"), this);
    m_previousChart->setObjectName(QStringLiteral("previousChartAction"));
    m_previousChart->setShortcuts(
        {QKeySequence(Qt::Key_PageUp), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Tab), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Backtab)});
    for (QAction* a : {m_nextChart, m_previousChart}) {
        a->setShortcutContext(Qt::WindowShortcut);
        a->setEnabled(false);
    }
    connect(m_nextChart, &QAction::triggered, this, [this] { stepChart(1); });
    connect(m_previousChart, &QAction::triggered, this, [this] { stepChart(-1); });
    addActions({m_nextChart, m_previousChart});
}

void MainWindow::createDragFreeze()
{
    m_dragFreeze = new DragFreeze(
        [this] {
            QList<ChartView*> charts;
            for (int i = 0; i < m_tabs->count(); ++i)
                if (auto* chart = qobject_cast<ChartView*>(m_tabs->widget(i)))
                    charts << chart;
            return charts;
        },
        this);
    for (QSlider* slider : m_panel->findChildren<QSlider*>())
        m_dragFreeze->watch(slider);
    connect(m_panel, &ParameterPanel::groupBuilt, m_dragFreeze, [this](QWidget* group) {
        for (QSlider* slider : group->findChildren<QSlider*>())
            m_dragFreeze->watch(slider); // a group built after the window's first frame
    });
    connect(m_dragFreeze, &DragFreeze::frozenChanged, m_kpis, &KpiBar::setHeightsHeld);
}

void MainWindow::createPresentationStrip()
{
    m_strip = new PresentationStrip(m_doc, m_presentationHint);                           // the headline controls (issue 26)
    qobject_cast<QBoxLayout*>(m_presentationHint->layout())->insertWidget(0, m_strip, 1); // before "Leave presentation"
    for (QSlider* slider : m_strip->findChildren<QSlider*>())
        m_dragFreeze->watch(slider);
    m_strip->addToggle(m_dragFreeze->action());
    if (m_presenting)
        m_strip->setFont(presentationFont());
}

QFont MainWindow::presentationFont() const
{
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * KpiBar::kPresentationFontScale);
    return big;
}

void MainWindow::stepChart(int step)
{
    // The charts and, once something is compared, the Compare page: what a room is shown.
    QList<int> charts;
    for (int i = 0; i < m_tabs->count(); ++i)
        if (qobject_cast<ChartView*>(m_tabs->widget(i)) || (m_tabs->widget(i) == m_compare && m_compare->hasCompared()))
            charts << i;
    if (charts.isEmpty())
        return;
    const auto at = charts.indexOf(m_tabs->currentIndex());
    const auto n = charts.size();
    const auto next = at < 0 ? 0 : ((at + step) % n + n) % n;
    m_tabs->setCurrentIndex(charts[next]);
}

void MainWindow::setPresentationMode(bool on)
{
    if (on == m_presenting)
        return;
    m_presenting = on;
    if (on) {
        // Only the cards, the headline controls and the chart: every dock, the toolbar, the menus,
        // the status bar, the welcome and the tab bar go; saveState() brings the docks and the
        // toolbar back as they were.
        m_stateBeforePresenting = saveState();
        m_windowStateBeforePresenting = windowState();
        for (QDockWidget* dock : findChildren<QDockWidget*>(QString(), Qt::FindDirectChildrenOnly))
            dock->hide();
        m_toolBar->hide();
        m_welcomeWasVisible = m_welcome && m_welcome->isVisible();
        if (m_welcome)
            m_welcome->hide();
        if (!currentChart() && m_tabs->currentWidget() != m_compare) // the comparison can be presented too
            m_tabs->setCurrentWidget(m_runway);
        m_tabs->tabBar()->hide();
        menuBar()->hide();
        statusBar()->hide();
        m_presentationHint->show();
    } else {
        m_presentationHint->hide();
        menuBar()->show();
        statusBar()->show();
        m_tabs->tabBar()->show();
        if (m_welcome && m_welcomeWasVisible)
            m_welcome->show();
        restoreState(m_stateBeforePresenting);
    }
    m_model1Note->setSuppressed(on);
    // Larger type on the cards, the strip and the charts alike (ticks, legend, annotations): one
    // scale, so a chart's text keeps its size beside the cards'. Nothing follows the pointer.
    m_kpis->setPresentation(on);
    const QFont big = presentationFont();
    if (m_strip) // made with the held tabs (createPresentationStrip)
        m_strip->setFont(on ? big : QFont());
    if (m_compare) // made with the held tabs
        m_compare->setFont(on ? big : QFont());
    for (int i = 0; i < m_tabs->count(); ++i) {
        if (auto* chart = qobject_cast<ChartView*>(m_tabs->widget(i))) {
            chart->setFont(on ? big : QFont());
            chart->setHoverEnabled(!on);
        }
    }
    m_dragFreeze->setPresenting(on);
    for (QAction* a : {m_leavePresentation, m_nextChart, m_previousChart})
        a->setEnabled(on); // Esc, PgUp/PgDn and Ctrl+Tab belong to the widgets otherwise
    if (on)
        showFullScreen();
    else if (m_windowStateBeforePresenting & Qt::WindowMaximized)
        showMaximized();
    else
        showNormal();
    if (m_presentAction)
        m_presentAction->setChecked(on);
    for (ChartView* chart : charts())
        chart->replotIfVisible(); // laid out again in the new font
}

} // namespace runway
