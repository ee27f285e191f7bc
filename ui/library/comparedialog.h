#pragma once
// "Compare": the working scenario beside the ticked library scenarios, one column each: which
// model each uses (a model-1 scenario is computed exactly as saved), their key metrics as the
// document and its ComparisonSet computed them (the same numbers as the KPI cards), the runway
// against the working scenario's, and the parameters where each differs from it (core's diff).

#include <optional>
#include <vector>

#include <QDialog>

#include "ui/document/comparisonset.h"

class QTableWidget;
class QLabel;

namespace runway {

class CompareDialog : public QDialog {
    Q_OBJECT
public:
    explicit CompareDialog(QWidget* parent = nullptr);

    /// The working scenario (the document's) and its result: the first column, the reference.
    void setWorking(const Scenario& scenario, const SimulationResult& result);
    /// Rebuilds the table: the working scenario, then one column per compared scenario.
    void setScenarios(const std::vector<ComparedScenario>& scenarios);
    QTableWidget* table() const { return m_table; }
    /// The column of the first compared scenario (0 is the working scenario's when it is set).
    int firstComparedColumn() const { return m_working ? 1 : 0; }
    /// The row captions, in order (tests look rows up by these).
    static QStringList rowCaptions();
    /// "model 1" / "model 2": what the Model row says for a scenario.
    static QString modelText(const Scenario& s);

private:
    void rebuild();

    QTableWidget* m_table;
    QLabel* m_hint;
    std::optional<ComparedScenario> m_working;
    std::vector<ComparedScenario> m_compared;
};

} // namespace runway
