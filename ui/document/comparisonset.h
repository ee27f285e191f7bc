#pragma once
// The library scenarios ticked for comparison and their simulation results: a service of the
// document, so no view runs the model. The scenario browser chooses them; the runway chart's
// overlays and the compare dialog follow changed().

#include <vector>

#include <QColor>
#include <QObject>
#include <QString>

#include "core/model/model.h"

namespace runway {

/// One compared scenario, with its result computed by the ComparisonSet.
struct ComparedScenario {
    QString name;
    QColor color;
    Scenario scenario;
    SimulationResult result;
};

class ComparisonSet : public QObject {
    Q_OBJECT
public:
    /// A scenario to compare: its name in the library, its colour and its content.
    struct Entry {
        QString name;
        QColor color;
        Scenario scenario;
    };

    explicit ComparisonSet(QObject* parent = nullptr);

    /// Replaces the compared scenarios (in order). A scenario already compared keeps its
    /// result; the others are simulated. Emits changed() only when anything differs.
    void setScenarios(const std::vector<Entry>& entries);
    const std::vector<ComparedScenario>& scenarios() const { return m_compared; }

signals:
    void changed(const std::vector<runway::ComparedScenario>& compared);

private:
    std::vector<ComparedScenario> m_compared;
};

} // namespace runway
