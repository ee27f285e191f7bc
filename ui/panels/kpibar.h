#pragma once
// The KPI cards across the top of the dashboard; they follow the document's result.

#include <map>

#include <QWidget>

#include "core/model/model.h"

class QGridLayout;

namespace runway {

class KpiCard;

class KpiBar : public QWidget {
    Q_OBJECT
public:
    explicit KpiBar(QWidget* parent = nullptr);
    void refresh(const Scenario& s, const SimulationResult& r);
    /// Cards by key: runway, netBurn, freeTierCost, freeTierValue, utilization, share, chips, programBreakEven.
    KpiCard* card(const QString& key) const;
    /// Adds a card after the standard ones (the analysis adds its odds of running out).
    KpiCard* addCard(const QString& key, const QString& caption);

private:
    std::map<QString, KpiCard*> m_cards;
    QGridLayout* m_grid;
};

} // namespace runway
