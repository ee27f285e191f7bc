#pragma once
// The dashboard: the parameter dock on the left, KPI cards across the top, the charts in
// tabs, "show the math" in a dock. It assembles the pieces; each piece is its own class.

#include <QMainWindow>

#include "core/scenario/parameters.h"

class QAction;
class QMenu;
class QLabel;
class QTabWidget;
class QDockWidget;

namespace runway {

class AnalysisViews;
class BurnChart;
class ChartView;
class FileController;
class KpiBar;
class DraftKeeper;
class LibraryService;
class ScenarioBrowser;
class MathPanel;
class ParameterControl;
class ParameterPanel;
class ProgramChart;
class RunwayChart;
class ScenarioDocument;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    /// The open scenario; the tests go through it, or find the window's parts by object name.
    ScenarioDocument* document() const { return m_doc; }
    /// The control of a parameter (the welcome pane and `bench ui` drive it).
    ParameterControl* control(ParamId id) const;
    /// The series charts, for "replot them all" (`bench ui`).
    QList<ChartView*> charts() const;
    /// Opens the library at `path` after the window's first paint (at once when hidden); drafts and the browser follow it.
    void setLibraryPath(const QString& path);

    bool isPresentationMode() const { return m_presenting; }
    void setPresentationMode(bool on);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    /// The chart on the current tab, or nullptr when the tab is not a chart.
    ChartView* currentChart() const;
    void createCentral();
    void createDocks();
    void createMenus();
    void createLibrary();
    void createPresetMenu(QMenu* menu);
    void updateTitle();
    bool confirmDiscard();
    void readSettings();
    void writeSettings() const;

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
    BurnChart* m_burn = nullptr;
    ProgramChart* m_program = nullptr;
    AnalysisViews* m_analysis = nullptr;
    QDockWidget* m_parameterDock = nullptr;
    QDockWidget* m_mathDock = nullptr;
    QAction* m_presentAction = nullptr;
    bool m_presenting = false;
    bool m_dockWasVisible = true;
    bool m_mathWasVisible = true;
};

} // namespace runway
