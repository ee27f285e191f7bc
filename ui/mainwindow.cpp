#include "ui/mainwindow.h"

#include <algorithm>
#include <utility>

#include <QAction>
#include <QCloseEvent>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include "core/scenario/scenariojson.h"
#include "ui/analysis/analysisviews.h"
#include "ui/charts/burnchart.h"
#include "ui/charts/capacitychart.h"
#include "ui/charts/heatmapchart.h"
#include "ui/charts/programchart.h"
#include "ui/charts/runwaychart.h"
#include "ui/charts/tornadochart.h"
#include "ui/document/scenariodocument.h"
#include "ui/filecontroller.h"
#include "ui/i18n/language.h"
#include "ui/library/draftkeeper.h"
#include "ui/library/libraryservice.h"
#include "ui/library/scenariobrowser.h"
#include "ui/panels/claimspanel.h"
#include "ui/panels/kpibar.h"
#include "ui/panels/mathpanel.h"
#include "ui/panels/model1note.h"
#include "ui/panels/parameterpanel.h"
#include "ui/panels/presentationstrip.h"
#include "ui/panels/sourcespanel.h"
#include "ui/panels/welcomepane.h"
#include "ui/savedsettings.h"
#include "ui/widgets/firstpaint.h"
#include "ui/widgets/focusring.h"
#include "ui/widgets/heldlayouts.h"
#include "ui/widgets/parametercontrol.h"

namespace runway {

MainWindow::MainWindow(QWidget* parent)
    : MainWindow(nullptr, parent)
{
}

MainWindow::MainWindow(Start start)
    : MainWindow(nullptr, nullptr, start)
{
}

MainWindow::MainWindow(Start start, std::function<void()> beforeFirstText)
    : MainWindow(nullptr, nullptr, start, std::move(beforeFirstText))
{
}

MainWindow::MainWindow(ScenarioDocument* doc, QWidget* parent, Start start)
    : MainWindow(doc, parent, start, {})
{
}

MainWindow::MainWindow(ScenarioDocument* doc, QWidget* parent, Start start, std::function<void()> beforeFirstText)
    : QMainWindow(parent)
    , m_doc(doc ? doc : new ScenarioDocument(this))
    , m_files(new FileController(m_doc, this))
    , m_start(start)
    , m_beforeFirstText(std::move(beforeFirstText))
{
    if (doc)
        doc->setParent(this); // adopted (a language switch); a new one is already the first child
    setObjectName(QStringLiteral("mainWindow"));
    m_library = new LibraryService(this); // opened from the event loop (setLibraryPath); the Claims page saves in it
    createCentral();
    createDocks();
    createLibrary();
    createComparison();
    createMenus();
    if (m_start != Start::FirstFrameFirst)
        createPresentationStrip(); // after the drag freeze (createMenus), which watches its sliders
    statusBar()->showMessage(tr("Drag a slider: the company pays the serving cost of the tokens used, not the list value of the quota offered."));
    m_doc->follow(this, [this](const Scenario&, const SimulationResult&) { updateTitle(); }); // the name is in the title
    connect(m_doc, &ScenarioDocument::fileStateChanged, this, &MainWindow::updateTitle);
    connect(m_doc, &ScenarioDocument::editRefused, this, [this](const QString& why) { statusBar()->showMessage(why, 8000); });
    connect(m_doc, &ScenarioDocument::editNoted, this, [this](const QString& note) { statusBar()->showMessage(note, 8000); });
    connect(m_files, &FileController::message, this, [this](const QString& text) { statusBar()->showMessage(text, 5000); });
    readSettings(doc == nullptr);
    updateTitle();
    // Once the first frame is painted, in this order (one task: waiters run latest first).
    afterFirstPaint(this, [this] {
        if (!m_strip) {      // the program's window (Start::FirstFrameFirst)
            buildHeldTabs(); // the pages behind the tabs, the analyses' charts among them
            createPresentationStrip();
        }
        m_panel->showAllGroups(); // the parameter groups below the fold
        m_browser->ensureView();  // the Scenarios dock's widgets, if it was not in sight
        createMathPanel();        // and "Show the math"'s
        m_analysis->start();      // the odds never delay the first frame; their charts exist
    });
    // Keyboard use that can be seen (issue 27 item 4): a frame around the focused control, and no
    // key for a control the user cannot see (a dock tabbed behind another after a restart).
    new FocusRing(this);
    auto* guard = new HiddenFocusGuard(this, m_tabs);
    connect(guard, &HiddenFocusGuard::keyKept, this, [this] {
        statusBar()->showMessage(tr("That key went to a control that is not shown, and was not used; the keyboard is on the charts now."), 8000);
    });
}

void MainWindow::switchLanguage(const QString& choice)
{
    installTranslations(*QCoreApplication::instance(), choice);
    // Every text of the window is made in its constructor: a new window in the new language takes
    // over the document (scenario, undo history, file), the layout (saved here, read there) and
    // the library. The draft stays with the document, so none is left behind for recovery.
    setPresentationMode(false);
    writeSettings();
    m_drafts->cleanQuit();
    const QString libraryName = m_browser->currentName();
    m_handedOver = true;
    auto* next = new MainWindow(m_doc);
    next->setAttribute(Qt::WA_DeleteOnClose, testAttribute(Qt::WA_DeleteOnClose));
    next->show();
    if (!m_libraryPath.isEmpty())
        next->setLibraryPath(m_libraryPath);
    next->m_browser->setCurrentName(libraryName);
    next->statusBar()->showMessage(tr("Language changed; the scenario and its undo history are kept."), 8000);
    emit replaced(next);
    close();
}

MainWindow::~MainWindow()
{
    // The children go after this body: a document signal while they are deleted must not reach
    // the half-destroyed window (UBSan found updateTitle() called from ~QWidget).
    m_doc->disconnect(this);
}

void MainWindow::createCentral()
{
    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(8, 8, 8, 4);
    layout->setSpacing(4); // presentation mode adds the headline strip: the chart keeps 60 % of a 720-pixel screen
    // Presentation mode's visible way out (the menus and the toolbar are hidden then).
    m_presentationHint = new QWidget(central);
    m_presentationHint->setObjectName(QStringLiteral("presentationHint"));
    auto* hint = new QHBoxLayout(m_presentationHint);
    hint->setContentsMargins(0, 0, 0, 0);
    auto* leave = new QToolButton(m_presentationHint);
    leave->setObjectName(QStringLiteral("leavePresentationButton"));
    leave->setText(tr("Leave presentation (Esc)"));
    leave->setAutoRaise(true);
    connect(leave, &QToolButton::clicked, this, [this] { setPresentationMode(false); });
    hint->addWidget(leave);
    m_presentationHint->hide();
    layout->addWidget(m_presentationHint);
    if (!WelcomePane::dismissedBefore()) {
        auto* welcome = new WelcomePane(central);
        m_welcome = welcome;
        layout->addWidget(welcome);
        connect(welcome, &WelcomePane::showControl, this, [this](const QString& which) {
            const ParamId id = which == QLatin1String("price") ? ParamId::Price : which == QLatin1String("quota") ? ParamId::FreeQuota : ParamId::Conversion;
            m_parameterDock->show();
            m_parameterDock->raise(); // in front of a dock tabbed with it
            m_panel->reveal(id);      // and scrolled to: a link to a control below the fold was a link to nothing
            focusControl(id);
        });
    }
    m_kpis = new KpiBar(central); // its cards measure their texts once polished
    m_tabs = new QTabWidget(central);
    m_tabs->setObjectName(QStringLiteral("dashboardTabs"));
    m_tabs->setDocumentMode(true);
    m_runway = new RunwayChart(m_tabs);
    m_doc->follow(m_kpis, &KpiBar::refresh);
    if (m_beforeFirstText) // the chart's data, then the tab bar's titles: the first text
        std::exchange(m_beforeFirstText, {})();
    m_doc->follow(m_runway, &SeriesChart::setData);
    m_analysis = new AnalysisViews(m_doc, m_runway, m_kpis, this);
    {
        const HeldLayouts held{m_runway->layout()}; // the tab widget shows its first page at once
        m_tabs->addTab(m_runway, tr("&Runway"));
    }
    // The other tabs' pages are not seen in the first frame.
    const auto series = [this](SeriesChart* chart) {
        m_doc->follow(chart, &SeriesChart::setData);
        return chart;
    };
    addHeldTab(tr("&Burn"), [this, series] { return series(m_burn = new BurnChart(m_tabs)); });
    addHeldTab(tr("C&apacity"), [this, series] { return series(m_capacity = new CapacityChart(m_tabs)); });
    addHeldTab(tr("Free-tier &programme"), [this, series] { return series(m_program = new ProgramChart(m_tabs)); });
    addHeldTab(tr("Sensi&tivity"), [this] { return m_analysis->createTornadoChart(m_tabs); });
    addHeldTab(tr("&What-if map"), [this] { return m_analysis->createHeatmapChart(m_tabs); });
    addHeldTab(tr("&Claims"), [this] {
        auto* claims = new ClaimsPanel(m_doc, m_tabs);
        claims->setLibrary(m_library); // "Add article…" saves its articles there
        return claims;
    });
    addHeldTab(tr("Sources && &method"), [this] { return new SourcesPanel(m_tabs); });
    m_model1Note = new Model1Note(m_doc, central);
    layout->addWidget(m_model1Note);
    layout->addWidget(m_kpis);
    layout->addWidget(m_tabs, 1);
    setCentralWidget(central);
}

void MainWindow::createDocks()
{
    m_parameterDock = new QDockWidget(tr("Parameters"), this);
    m_parameterDock->setObjectName(QStringLiteral("parameterDock"));
    m_panel = new ParameterPanel(m_doc, m_parameterDock,
                                 m_start == Start::FirstFrameFirst ? ParameterPanel::Build::FirstFrameFirst : ParameterPanel::Build::AllGroups);
    m_panel->deferGroupsBelowFold(); // shown after the first frame (below)
    {
        const HeldLayouts held{m_panel->layout()}; // the dock shows the panel at once
        m_parameterDock->setWidget(m_panel);
    }
    addDockWidget(Qt::LeftDockWidgetArea, m_parameterDock);

    m_mathDock = new QDockWidget(tr("Show the math"), this);
    m_mathDock->setObjectName(QStringLiteral("mathDock"));
    if (m_start == Start::FirstFrameFirst)
        whenInSight(m_mathDock, [this] { createMathPanel(); }); // or once the first frame is painted
    else
        createMathPanel();
    addDockWidget(Qt::RightDockWidgetArea, m_mathDock);
    resizeDocks({m_parameterDock, m_mathDock}, {360, 340}, Qt::Horizontal);
}

void MainWindow::whenInSight(QDockWidget* dock, std::function<void()> make)
{
    connect(dock, &QDockWidget::visibilityChanged, this, [make = std::move(make)](bool inSight) {
        if (inSight)
            make();
    });
}

void MainWindow::createMathPanel()
{
    if (m_math)
        return;
    m_math = new MathPanel(m_mathDock);
    m_doc->follow(m_math, &MathPanel::setData);
    m_mathDock->setWidget(m_math);
}

ParameterControl* MainWindow::control(ParamId id) const
{
    return m_panel->control(id);
}
ChartView* MainWindow::currentChart() const
{
    return qobject_cast<ChartView*>(m_tabs->currentWidget());
}

QList<ChartView*> MainWindow::charts() const
{
    if (!m_burn)
        return {m_runway}; // the program's window before its first frame
    return {m_runway, m_burn, m_capacity, m_program};
}

void MainWindow::addHeldTab(const QString& title, std::function<QWidget*()> make, int index)
{
    if (m_start != Start::FirstFrameFirst) {
        m_tabs->insertTab(index, make(), title);
        return;
    }
    auto* place = new QWidget(m_tabs);
    m_tabs->insertTab(index, place, title);
    m_heldTabs.push_back({place, std::move(make)});
}

void MainWindow::buildHeldTabs()
{
    if (m_heldTabs.empty())
        return;
    const int current = m_tabs->currentIndex();
    for (HeldTab& held : m_heldTabs) {
        const int index = m_tabs->indexOf(held.place);
        const QString title = m_tabs->tabText(index);
        m_tabs->removeTab(index);
        QWidget* page = held.make();
        m_tabs->insertTab(index, page, title);
        delete held.place;
        if (auto* chart = qobject_cast<ChartView*>(page); chart && m_presenting) { // as setPresentationMode() sets them
            chart->setFont(presentationFont());
            chart->setHoverEnabled(false);
        }
    }
    m_heldTabs.clear();
    m_tabs->setCurrentIndex(current);
}

void MainWindow::updateTitle()
{
    // The scenario's name alone: the desktop adds the application's display name ("Untitled — Token Runway"),
    // so naming the app here too showed it twice (issue 27). Core's default name is shown in the window's language.
    const std::string& raw = m_doc->scenario().name;
    const Scenario untitled;
    const QString name = raw == untitled.name ? tr("Untitled") : QString::fromStdString(raw);
    setWindowTitle(tr("%1[*]").arg(name));
    setWindowModified(m_doc->isModified());
}

bool MainWindow::confirmDiscard(DiscardMeans discard)
{
    if (!m_doc->isModified())
        return true;
    // Every unsaved scenario asks, whether it came from a file, from the library or from nowhere
    // (issue 27 item 6): quitting is not saving, and the next start must not pass discarded work off
    // as saved.
    QString question;
    if (!m_doc->filePath().isEmpty())
        question = tr("%1 has changes that are not saved. Save them?").arg(m_doc->filePath());
    else if (!m_browser->currentName().isEmpty())
        question = tr("“%1” has changes that are not saved in the library. Save them?").arg(m_browser->currentName());
    else
        question = tr("This scenario has changes that are not saved anywhere. Save it?");
    const auto answer =
        QMessageBox::question(this, tr("Unsaved changes"), question, QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return saveWorking();
    if (answer != QMessageBox::Discard)
        return false;
    if (discard == DiscardMeans::RevertToSaved)
        revertToSaved();
    return true;
}

bool MainWindow::saveWorking()
{
    // As the question said: the file it came from, else the library (which asks a name for an
    // untitled scenario), else a file chosen now. Saved means the document is clean afterwards.
    if (m_doc->filePath().isEmpty() && m_library->isOpen())
        m_browser->saveAction()->trigger();
    else
        m_files->save();
    return !m_doc->isModified();
}

void MainWindow::revertToSaved()
{
    // The changes are discarded: the scenario the next start restores is the last saved one, taken
    // back through the undo history. When that state is no longer in the history (edits after an
    // undo past it), nothing of the discarded work is kept and the next start begins from the defaults.
    QUndoStack* undo = m_doc->undoStack();
    if (undo->cleanIndex() >= 0)
        undo->setIndex(undo->cleanIndex());
    else
        m_forgetScenario = true;
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (m_handedOver) { // the next window has the document and saves the layout
        event->accept();
        return;
    }
    if (!confirmDiscard(DiscardMeans::RevertToSaved)) {
        event->ignore();
        return;
    }
    setPresentationMode(false); // the saved layout is the working one, docks and all
    writeSettings();
    m_drafts->cleanQuit();
    event->accept();
}

void MainWindow::readSettings(bool restoreScenario)
{
    constexpr qsizetype kKiB = 1024;
    // Each value is checked for its type and size first: a corrupt or synced settings file must
    // not make a 32767-pixel window (issue 28.3). Qt writes a geometry of about 70 bytes and a
    // layout of a few kilobytes; the limits are far above that and far below harm.
    SavedSettings settings;
    QStringList notes;
    bool fitted = false;
    m_geometryRestored =
        restoreGeometry(fittedGeometry(settings.value(QStringLiteral("window/geometry"), {QMetaType::QByteArray}, 4 * kKiB).toByteArray(), &fitted));
    m_fitOnShow = !m_geometryRestored;
    m_arrangeOnShow = !restoreState(settings.value(QStringLiteral("window/state"), {QMetaType::QByteArray}, 256 * kKiB).toByteArray());
    fitted = keepOnScreenWithDocks(!m_fitOnShow) || fitted;
    if (fitted && !m_fitOnShow)
        notes << tr("The saved window layout was larger than this screen or off it, so it was fitted to the screen.");
    if (restoreScenario) {
        const QByteArray last = settings.value(QStringLiteral("scenario/last"), {QMetaType::QByteArray, QMetaType::QString}, kKiB * kKiB * 4).toByteArray();
        const QString path = settings.value(QStringLiteral("scenario/path"), {QMetaType::QString}, 64 * kKiB).toString();
        if (!last.isEmpty()) {
            // The last scenario comes back as it was; if it no longer validates, start fresh and say so.
            auto parsed = parseScenario(std::string_view(last.constData(), static_cast<std::size_t>(last.size())));
            if (parsed.ok()) {
                m_doc->applyScenario(*parsed.value);
                m_doc->setFilePath(path);
            } else {
                notes << tr("The last scenario could not be restored; starting from the defaults.");
            }
            m_doc->markSaved();
        }
    }
    if (!settings.ignored().isEmpty())
        notes << tr("Saved settings of the wrong type or size were ignored: %1.").arg(settings.ignored().join(QStringLiteral(", ")));
    if (!notes.isEmpty())
        statusBar()->showMessage(notes.join(QLatin1Char(' ')), 15000);
}

bool MainWindow::keepOnScreenWithDocks(bool window)
{
    bool changed = window && keepOnScreen(*this);
    for (QDockWidget* dock : findChildren<QDockWidget*>(QString(), Qt::FindDirectChildrenOnly))
        changed = (dock->isFloating() && keepOnScreen(*dock)) || changed;
    for (QToolBar* bar : findChildren<QToolBar*>(QString(), Qt::FindDirectChildrenOnly))
        changed = (bar->isFloating() && keepOnScreen(*bar)) || changed;
    return changed;
}

void MainWindow::setVisible(bool visible)
{
    // At the first show, not in the constructor: the screen is known then (a caller may set it).
    // A size the caller chose (resize() before show) stays.
    if (visible && m_fitOnShow) {
        m_fitOnShow = false;
        if (!testAttribute(Qt::WA_Resized))
            fitToScreen();
    }
    if (visible && m_arrangeOnShow) {
        m_arrangeOnShow = false;
        if (screen()->availableGeometry().width() < kRoomyScreenWidth)
            arrangeDocksForNarrowScreen();
    }
    const bool first = visible && m_focusOnShow;
    m_focusOnShow = m_focusOnShow && !visible;
    QMainWindow::setVisible(visible);
    if (first) {
        keepOnScreenWithDocks(m_geometryRestored); // again, now that the frames are known; a size a caller chose stays
        focusControl(ParamId::Price);              // the keyboard starts on the first parameter
    }
}

void MainWindow::focusControl(ParamId id)
{
    // A control is a row of widgets (slider, spin box, reset): focus the first that takes Tab.
    ParameterControl* c = control(id);
    if (!c || !isSeen(c)) { // a parameter in a dock behind another tab, or closed: the charts take the keyboard
        if (m_tabs)
            m_tabs->setFocus(Qt::OtherFocusReason);
        return;
    }
    const QList<QWidget*> parts = c->findChildren<QWidget*>();
    const auto first = std::find_if(parts.begin(), parts.end(), [](const QWidget* w) { return (w->focusPolicy() & Qt::TabFocus) && w->isEnabled(); });
    if (first != parts.end())
        (*first)->setFocus(Qt::TabFocusReason);
}

void MainWindow::fitToScreen()
{
    const QRect available = screen()->availableGeometry();
    resize(available.width() * 9 / 10, available.height() * 9 / 10);
    move(available.center() - QPoint(width() / 2, height() / 2));
    // On a laptop screen every pixel counts: start maximized (the 90 % stays the normal size).
    if (available.width() < kRoomyScreenWidth || available.height() < 900)
        setWindowState(windowState() | Qt::WindowMaximized);
}

void MainWindow::arrangeDocksForNarrowScreen()
{
    tabifyDockWidget(m_parameterDock, m_scenarioDock);
    tabifyDockWidget(m_scenarioDock, m_mathDock);
    m_parameterDock->raise();
    resizeDocks({m_parameterDock}, {320}, Qt::Horizontal);
}

void MainWindow::writeSettings() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    if (m_forgetScenario) {
        settings.remove(QStringLiteral("scenario/last"));
        settings.remove(QStringLiteral("scenario/path"));
        return;
    }
    settings.setValue(QStringLiteral("scenario/last"), QByteArray::fromStdString(scenarioToText(m_doc->scenario())));
    settings.setValue(QStringLiteral("scenario/path"), m_doc->filePath());
}

} // namespace runway
