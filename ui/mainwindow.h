#pragma once
// The dashboard: the parameter dock on the left, KPI cards across the top, the charts in
// tabs, "show the math" in a dock. It assembles the pieces; each piece is its own class.

#include <QMainWindow>

#include "parameters.h"

class QAction;
class QMenu;
class QLabel;
class QTabWidget;
class QDockWidget;

namespace runway {

class BurnChart;
class ChartView;
class ClaimsPanel;
class FileController;
class KpiBar;
class KpiCard;
class MathPanel;
class ParameterControl;
class ParameterPanel;
class ProgramChart;
class RunwayChart;
class ScenarioDocument;
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
    RunwayChart* runwayChart() const { return m_runway; }
    BurnChart* burnChart() const { return m_burn; }
    ProgramChart* programChart() const { return m_program; }
    ClaimsPanel* claimsPanel() const { return m_claims; }
    SourcesPanel* sourcesPanel() const { return m_sources; }
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
    void createPresetMenu(QMenu* menu);
    void refresh();
    void updateTitle();
    bool confirmDiscard();
    void readSettings();
    void writeSettings() const;

    ScenarioDocument* m_doc;
    FileController* m_files;
    ParameterPanel* m_panel = nullptr;
    KpiBar* m_kpis = nullptr;
    MathPanel* m_math = nullptr;
    QTabWidget* m_tabs = nullptr;
    RunwayChart* m_runway = nullptr;
    BurnChart* m_burn = nullptr;
    ProgramChart* m_program = nullptr;
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
