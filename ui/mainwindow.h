#pragma once
// The main window: parameter controls on the left, KPI cards and the charts on the right.

#include <QMainWindow>

#include <map>

#include "parameters.h"

namespace runway {

class ScenarioDocument;
class ParameterControl;
class KpiCard;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    ScenarioDocument* document() const { return m_doc; }
    ParameterControl* control(ParamId id) const;
    KpiCard* card(const QString& key) const;

private:
    void refresh();

    ScenarioDocument* m_doc;
    std::map<ParamId, ParameterControl*> m_controls;
    std::map<QString, KpiCard*> m_cards;
};

} // namespace runway
