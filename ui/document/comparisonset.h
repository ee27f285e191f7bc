#pragma once
// The library scenarios ticked for comparison, their simulation results and, when asked for, their
// Monte Carlo odds: a service of the document, so no view runs the model. The scenario browser
// chooses them; the runway chart's overlays and the Compare view follow changed() and oddsChanged().
// The odds run on a worker thread of their own (DebouncedWorker), at the window's seed and sample
// count, so a compared scenario's odds are the ones its own cards show when it is opened.

#include <optional>
#include <vector>

#include <QColor>
#include <QObject>
#include <QString>

#include "core/analysis/montecarlo.h"
#include "core/model/model.h"

namespace runway {

class DebouncedWorker;

/// One compared scenario, with its result computed by the ComparisonSet.
struct ComparedScenario {
    QString name;
    QColor color;
    Scenario scenario;
    SimulationResult result;
    std::optional<MonteCarloResult> odds; ///< empty until computed (or when the set computes none)
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
    ~ComparisonSet() override;

    /// The colour of the `index`th compared scenario (0 … 3), the same in the window, its exports and
    /// `token-runway compare --out`.
    static QColor color(int index);

    /// Replaces the compared scenarios (in order). A scenario already compared keeps its
    /// result and odds; the others are simulated, and their odds requested. Emits changed() only
    /// when anything differs.
    void setScenarios(const std::vector<Entry>& entries);
    const std::vector<ComparedScenario>& scenarios() const { return m_compared; }
    /// The compared names, in order.
    QStringList names() const;

    /// Computes the odds of every compared scenario with `samples` futures at the window's seed
    /// (0, the default: none, as the history's two versions need none).
    void setOddsSamples(int samples);
    int oddsSamples() const { return m_samples; }
    /// True while some compared scenario waits for its odds.
    bool oddsPending() const;

signals:
    void changed(const std::vector<runway::ComparedScenario>& compared);
    /// The odds of one or more compared scenarios arrived (scenarios() holds them).
    void oddsChanged();

private:
    void requestOdds();

    std::vector<ComparedScenario> m_compared;
    int m_samples = 0;
    DebouncedWorker* m_work = nullptr; ///< made when odds are first asked for
};

} // namespace runway
