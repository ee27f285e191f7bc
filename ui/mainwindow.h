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

class AnalysisRunner;
class AnalysisViews;
class BurnChart;
class HeatmapChart;
class TornadoChart;
class ChartView;
class ClaimsPanel;
class FileController;
class KpiBar;
class KpiCard;
class DraftKeeper;
class LibraryService;
class ScenarioBrowser;
class MathPanel;
class ParameterControl;
class ParameterPanel;
class ProgramChart;
class RunwayChart;
class ScenarioDocument;
class WelcomePane;
class SourcesPanel;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    ScenarioDocument* document() const { return m_doc; }
    ParameterPanel* parameterPanel() const { return m_panel; }
    ParameterControl* control(ParamId id) const;
    KpiBar* kpiBar() const { return m_kpis; }
    KpiCard* card(const QString& key) const;
    FileController* files() const { return m_files; }
    QTabWidget* tabs() const { return m_tabs; }
    QDockWidget* parameterDock() const { return m_parameterDock; }
    /// The first-run welcome, or nullptr once it has been dismissed.
    WelcomePane* welcomePane() const { return m_welcome; }
    RunwayChart* runwayChart() const { return m_runway; }
    BurnChart* burnChart() const { return m_burn; }
    ProgramChart* programChart() const { return m_program; }
    /// The analyses (Monte Carlo fan and odds, Sensitivity, What-if map) and their worker.
    AnalysisViews* analysisViews() const { return m_analysis; }
    AnalysisRunner* analysisRunner() const;
    TornadoChart* tornadoChart() const;
    HeatmapChart* heatmapChart() const;
    ClaimsPanel* claimsPanel() const { return m_claims; }
    SourcesPanel* sourcesPanel() const { return m_sources; }
    /// The scenario library (opened by setLibraryPath) and its "Scenarios" dock.
    LibraryService* library() const { return m_library; }
    ScenarioBrowser* scenarioBrowser() const { return m_browser; }
    QDockWidget* scenarioDock() const { return m_scenarioDock; }
    DraftKeeper* drafts() const { return m_drafts; }
    /// Opens the library at `path` after the window's first paint (at once when hidden); drafts and the browser follow it.
    void setLibraryPath(const QString& path);
    /// The chart on the current tab, or nullptr when the tab is not a chart.
    ChartView* currentChart() const;
    /// Every chart, for "replot them all" (bench ui) and export.
    QList<ChartView*> charts() const;

    bool isPresentationMode() const { return m_presenting; }
    void setPresentationMode(bool on);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createCentral();
    void createDocks();
    void createMenus();
    void createLibrary();
    void createPresetMenu(QMenu* menu);
    void refresh();
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
    WelcomePane* m_welcome = nullptr;
    MathPanel* m_math = nullptr;
    QTabWidget* m_tabs = nullptr;
    RunwayChart* m_runway = nullptr;
    BurnChart* m_burn = nullptr;
    ProgramChart* m_program = nullptr;
    AnalysisViews* m_analysis = nullptr;
    ClaimsPanel* m_claims = nullptr;
    SourcesPanel* m_sources = nullptr;
    QDockWidget* m_parameterDock = nullptr;
    QDockWidget* m_mathDock = nullptr;
    QAction* m_presentAction = nullptr;
    bool m_presenting = false;
    bool m_mathPending = false;
    bool m_dockWasVisible = true;
    bool m_mathWasVisible = true;
};

} // namespace runway
