#pragma once
// The KPI cards across the top of the dashboard; they follow the document's result. The grid
// reflows with the width (fewer columns on a narrow window, at most kMaxColumns) and its width
// hint is one card's, so neither a narrow screen nor a longer value text widens the window.

#include <map>
#include <vector>

#include <QWidget>

#include "core/analysis/montecarlo.h"
#include "core/model/model.h"

class QGridLayout;

namespace runway {

class KpiCard;

class KpiBar : public QWidget {
    Q_OBJECT
public:
    static constexpr int kMaxColumns = 5;
    /// Presentation mode's type over the window's: the cards, the strip and the charts share it.
    static constexpr double kPresentationFontScale = 1.1;

    explicit KpiBar(QWidget* parent = nullptr);
    void refresh(const Scenario& s, const SimulationResult& r);
    /// Each card's own 90 % interval from the shared Monte Carlo of `s` (MODEL.md 2.1 §6's
    /// metric_percentiles), hidden where the metric does not move; the runway card adds the median
    /// and, when the base case and the odds disagree, the notes that say why.
    void setOdds(const Scenario& s, const MonteCarloResult& r);
    /// The intervals greyed until the odds of the latest edit arrive.
    void setOddsStale();
    /// Cards by key: runway, cash, netBurn, freeTierCost, freeTierValue, chips, ltvCac, programBreakEven.
    KpiCard* card(const QString& key) const;
    /// Adds a card after the standard ones (the analysis adds its odds of running out).
    KpiCard* addCard(const QString& key, const QString& caption);
    /// Every card, in grid order.
    const std::vector<KpiCard*>& cards() const { return m_order; }

    /// Presentation mode: a larger font, values at KpiCard::kPresentationValueScale.
    void setPresentation(bool on);
    /// While held (a frozen drag) no card gets shorter than it is now: a value that wraps onto one
    /// line less does not move the charts under the cards; releasing lets them fit again at once.
    void setHeightsHeld(bool held);
    /// The number of grid columns now, and the number a width of `width` pixels gets.
    int columns() const { return m_columns; }
    int columnsFor(int width) const;

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void reflow(int columns);

    std::map<QString, KpiCard*> m_cards;
    std::vector<KpiCard*> m_order;
    QGridLayout* m_grid;
    int m_columns = 4;
};

} // namespace runway
