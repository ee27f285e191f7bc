#pragma once
// "Compare": the ticked library scenarios side by side, one column each, their key
// metrics as the document's ComparisonSet computed them (the same numbers as the KPI cards).

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

    /// Rebuilds the table: one column per scenario, one row per metric.
    void setScenarios(const std::vector<ComparedScenario>& scenarios);
    QTableWidget* table() const { return m_table; }
    /// The row captions, in order (tests look rows up by these).
    static QStringList rowCaptions();

private:
    QTableWidget* m_table;
    QLabel* m_hint;
};

} // namespace runway
