#pragma once
// The funding events of a scenario as an editable table (month, amount; in a model-3 scenario also
// the probability and the label, MODEL3.md §4d).

#include <QWidget>

#include "core/scenario/scenario.h"

class QTableWidget;
class QPushButton;

namespace runway {

class FundingEditor : public QWidget {
    Q_OBJECT
public:
    explicit FundingEditor(QWidget* parent = nullptr);
    /// Shows `events` without emitting edited().
    void setEvents(const std::vector<FundingEvent>& events);
    std::vector<FundingEvent> events() const;
    QTableWidget* table() const { return m_table; }
    /// Shows the probability and label columns (a model-3 scenario); hidden, they keep their values.
    void setModel3(bool on);
    static constexpr int kProbabilityColumn = 2;
    static constexpr int kLabelColumn = 3;

signals:
    void edited(const std::vector<FundingEvent>& events);

private:
    void addRow(const FundingEvent& e);
    void emitEdited();

    QTableWidget* m_table;
    QPushButton* m_add;
    QPushButton* m_remove;
    bool m_updating = false;
};

} // namespace runway
