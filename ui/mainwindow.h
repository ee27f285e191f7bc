#pragma once
// The dashboard: the parameter dock on the left, KPI cards across the top, the charts in
// tabs, "show the math" in a dock. It assembles the pieces; each piece is its own class.

#include <functional>
#include <vector>

#include <QMainWindow>

#include "core/scenario/parameters.h"

class QAction;
class QMenu;
class QLabel;
class QTabWidget;
class QDockWidget;
class QToolBar;

namespace runway {

class AnalysisViews;
class BurnChart;
class CapacityChart;
class Model1Note;
class ChartView;
class ComparisonView;
class FileController;
class KpiBar;
class DraftKeeper;
class LibraryService;
class ScenarioBrowser;
class MathPanel;
class ParameterControl;
class ParameterPanel;
class PresentationStrip;
class DragFreeze;
class ProgramChart;
class RunwayChart;
class ScenarioDocument;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    /// What the constructor builds: the whole window, or (the program's start) what its first
    /// frame shows first and the parameter groups below the fold once that frame is painted.
    enum class Start { Complete, FirstFrameFirst };
    explicit MainWindow(QWidget* parent = nullptr);
    explicit MainWindow(Start start);
    /// A window on an existing document, which it adopts (a language switch moves the open
    /// scenario, its undo history and its file into a new window).
    explicit MainWindow(ScenarioDocument* doc, QWidget* parent = nullptr, Start start = Start::Complete);
    /// The program's window (Start::FirstFrameFirst): `beforeFirstText` is called once, before the
    /// window measures its first text; what comes before it (the document, the library, the KPI
    /// cards, which measure once polished, and the runway chart without its data) needs no font, so
    /// the start-up's second core can start fontconfig meanwhile.
    MainWindow(Start start, std::function<void()> beforeFirstText);
    ~MainWindow() override;

    /// Applies another language at once: installs its translations, opens a new window in it on
    /// this window's document, layout and library (replaced() tells who took over) and closes
    /// this one without asking. The menu View → Language calls it.
    void switchLanguage(const QString& choice);

    /// The open scenario; the tests go through it, or find the window's parts by object name.
    ScenarioDocument* document() const { return m_doc; }
    /// The control of a parameter (the welcome pane and `bench ui` drive it).
    ParameterControl* control(ParamId id) const;
    /// The series charts, for "replot them all" (`bench ui`).
    QList<ChartView*> charts() const;
    /// Opens the scenario file at `path` (`token-runway FILE`); a file that cannot be read is said in a dialog.
    bool openFile(const QString& path);
    /// Opens the library at `path` after the window's first paint (at once when hidden); drafts and the browser follow it.
    void setLibraryPath(const QString& path);

    /// The Compare view (View → Compare scenarios, Ctrl+K; the Scenarios dock's Compare).
    ComparisonView* comparisonView() const { return m_compare; }
    /// Brings the Compare view forward, in presentation mode too.
    void showComparison();

    /// Ctrl+1/2/3: brings a dock forward (shown, its tab raised) with the keyboard in it; only a
    /// dock already in front with the keyboard inside is hidden by the same key (issue 27 item 4).
    void bringDock(QDockWidget* dock);

    bool isPresentationMode() const { return m_presenting; }
    /// Only the KPI cards, the headline controls (price, free quota, conversion) and the current
    /// chart, full screen, in larger type, nothing following the pointer; PgUp/PgDn (a clicker) and
    /// Ctrl+Tab / Ctrl+Shift+Tab switch charts; Esc or F11 leaves.
    void setPresentationMode(bool on);
    /// Below this available screen width the first start puts the Scenarios and Show-the-math
    /// docks in tabs beside the parameters, so the cards and the chart keep their room.
    static constexpr int kRoomyScreenWidth = 1600;

    /// The first show without a saved geometry fits the window to its screen (setScreen() first to choose it).
    void setVisible(bool visible) override;

signals:
    /// switchLanguage() handed the document to `next`, already shown; this window is closing.
    void replaced(MainWindow* next);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    MainWindow(ScenarioDocument* doc, QWidget* parent, Start start, std::function<void()> beforeFirstText);
    /// The chart on the current tab, or nullptr when the tab is not a chart.
    ChartView* currentChart() const;
    /// Presentation mode's keys: the next or previous chart tab (PgDn/PgUp, Ctrl+Tab/Ctrl+Shift+Tab).
    void createPresentationKeys();
    /// The chart `step` chart tabs after (or before) the current one, round the end.
    void stepChart(int step);
    /// The axes of every chart frozen during a drag of the panel's or the strip's sliders.
    void createDragFreeze();
    void createCentral();
    void createDocks();
    /// "Show the math"'s page, in its dock (the program's window: when the dock first comes into
    /// sight, or once the first frame is painted).
    void createMathPanel();
    /// Calls `make` whenever `dock` comes into sight, before it is painted: its tab chosen, or the
    /// dock in sight when the window is first shown. (A dock behind another's tab is shown out of
    /// sight: Qt moves it off the window and says visibilityChanged(false).)
    void whenInSight(QDockWidget* dock, std::function<void()> make);
    void createMenus();
    void createLibrary();
    /// The Compare tab, its odds, its fan toggle and File → Export comparison…
    void createComparison();
    void createPresetMenu(QMenu* menu);
    void updateTitle();
    /// What a "Discard" answer does besides going on: nothing (a new scenario replaces the working
    /// one anyway) or, when quitting, take the document back to its last saved state for the next start.
    enum class DiscardMeans { Nothing, RevertToSaved };
    /// Asks whether to save a modified scenario (file, library or untitled); false when the user
    /// cancels or the save did not happen.
    bool confirmDiscard(DiscardMeans discard = DiscardMeans::Nothing);
    bool saveWorking();
    void revertToSaved();
    /// The saved layout and, unless the window adopted a document, the last scenario.
    void readSettings(bool restoreScenario);
    /// First start: 90 % of the screen's available area, centred; maximized on a small screen.
    void fitToScreen();
    /// First start on a narrow screen: one dock column (tabs) instead of two.
    void arrangeDocksForNarrowScreen();
    void writeSettings() const;
    /// keepOnScreen() for the window (when `window`) and every floating dock and toolbar; true when one moved or shrank.
    bool keepOnScreenWithDocks(bool window);
    /// Keyboard focus on a parameter's first control (its slider or spin box).
    void focusControl(ParamId id);

    ScenarioDocument* m_doc;
    LibraryService* m_library = nullptr;
    ScenarioBrowser* m_browser = nullptr;
    QDockWidget* m_scenarioDock = nullptr;
    DraftKeeper* m_drafts = nullptr;
    FileController* m_files;
    ParameterPanel* m_panel = nullptr;
    KpiBar* m_kpis = nullptr;
    MathPanel* m_math = nullptr;
    QTabWidget* m_tabs = nullptr;
    RunwayChart* m_runway = nullptr;
    /// A tab whose page is not seen in the first frame (every tab but the runway chart's): built at
    /// once, or, in the program's window (Start::FirstFrameFirst), once its first frame is painted,
    /// with its place held by an empty page until then (the tabs' titles show from the start).
    void addHeldTab(const QString& title, std::function<QWidget*()> make, int index = -1);
    /// Builds every held tab's page in its place: titles, order and the current tab as they were
    /// (nothing once built).
    void buildHeldTabs();
    /// File → Export comparison… is enabled when something is compared, and says why not.
    void updateComparisonExport(bool any);
    /// The larger type of presentation mode (cards, strip, charts, comparison).
    QFont presentationFont() const;
    struct HeldTab {
        QWidget* place;
        std::function<QWidget*()> make;
    };
    std::vector<HeldTab> m_heldTabs;
    /// Presentation mode's headline controls, in its strip (with the window's first held tabs: the
    /// strip is only seen in presentation mode).
    void createPresentationStrip();
    BurnChart* m_burn = nullptr;
    CapacityChart* m_capacity = nullptr;
    Model1Note* m_model1Note = nullptr;
    ProgramChart* m_program = nullptr;
    AnalysisViews* m_analysis = nullptr;
    ComparisonView* m_compare = nullptr;
    QAction* m_exportComparison = nullptr;
    QDockWidget* m_parameterDock = nullptr;
    QDockWidget* m_mathDock = nullptr;
    QAction* m_presentAction = nullptr;
    QAction* m_leavePresentation = nullptr;
    QAction* m_nextChart = nullptr;
    QAction* m_previousChart = nullptr;
    PresentationStrip* m_strip = nullptr;
    DragFreeze* m_dragFreeze = nullptr;
    QToolBar* m_toolBar = nullptr;
    QWidget* m_welcome = nullptr;
    QWidget* m_presentationHint = nullptr;
    QByteArray m_stateBeforePresenting;
    Qt::WindowStates m_windowStateBeforePresenting;
    Start m_start = Start::Complete;
    std::function<void()> m_beforeFirstText; ///< called (then cleared) before the first text is measured
    bool m_presenting = false;
    bool m_fitOnShow = false;        ///< no saved geometry: fitToScreen() at the first show
    bool m_geometryRestored = false; ///< the geometry came from the settings: kept on the screen at the first show
    bool m_forgetScenario = false;   ///< quit discarded changes whose saved state is gone: restore nothing
    bool m_handedOver = false;       ///< switchLanguage() gave the document away: close without asking
    QString m_libraryPath;
    bool m_focusOnShow = true;    ///< the first show puts the keyboard on the first parameter
    bool m_arrangeOnShow = false; ///< no saved dock state: arrangeDocksForNarrowScreen() if the screen is narrow
    bool m_welcomeWasVisible = false;
};

} // namespace runway
