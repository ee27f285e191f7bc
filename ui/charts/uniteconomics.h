#pragma once
// The free-tier programme chart's lower row: the unit economics of a paying account as a small
// waterfall (ARPU → less the serving cost → margin → LTV, against CAC, on a log scale: a month's
// margin and a lifetime differ by orders of magnitude) and, when every account is capped, the
// cap's funnel (accounts → at the cap → tokens within / above the cap → paying accounts). Both
// draw core's figures (Metrics, capFunnel); nothing here computes the model.

#include <array>
#include <optional>

#include <QCoreApplication>
#include <QSharedPointer>
#include <QString>

#include "core/model/chartseries.h"

class QCPAxisRect;
class QCPAxisTicker;
class QCPItemRect;
class QCPItemText;
class QCPLayoutGrid;
class QCPTextElement;
class QCustomPlot;
class QFont;

namespace runway {

struct ChartColors;

class UnitEconomicsPanels {
    Q_DECLARE_TR_FUNCTIONS(runway::UnitEconomicsPanels)
public:
    // It places items in one plot, which owns them: never copied or moved.
    UnitEconomicsPanels(const UnitEconomicsPanels&) = delete;
    UnitEconomicsPanels& operator=(const UnitEconomicsPanels&) = delete;
    UnitEconomicsPanels(UnitEconomicsPanels&&) = delete;
    UnitEconomicsPanels& operator=(UnitEconomicsPanels&&) = delete;
    ~UnitEconomicsPanels() = default;

    /// Builds both panels into `row` (a row of the plot's layout); the funnel's shares are
    /// labelled by `percentTicker`.
    UnitEconomicsPanels(QCustomPlot* plot, QCPLayoutGrid* row, const QSharedPointer<QCPAxisTicker>& percentTicker);

    /// The waterfall from the metrics; the funnel as the document published it (none without a cap).
    void setData(const Metrics& m, const std::optional<CapFunnel>& funnel);
    void applyColors(const ChartColors& c);
    void applyFont(const QFont& font);
    /// The funnel under the waterfall (a narrow column) or beside it (a wide row).
    void setStacked(bool stacked);
    /// Fits the waterfall's y range to the panel's laid-out height (room for the labels).
    void fitToHeight();

    static constexpr int kSteps = 5;  ///< ARPU, serving cost, margin, LTV, CAC
    static constexpr int kStages = 5; ///< accounts, at the cap, within, above, paying

    /// The waterfall's bar i as drawn, [low, high] in US$ (none when it is not drawn), and its label.
    std::optional<std::pair<double, double>> step(int i) const { return m_steps[static_cast<std::size_t>(i)]; }
    QString stepLabel(int i) const;
    QString waterfallTitle() const;
    /// Whether the funnel is part of the chart (a cap is set), its data, a stage's bar length
    /// (a share in %) and its label.
    bool funnelShown() const { return m_funnel.has_value(); }
    const std::optional<CapFunnel>& funnel() const { return m_funnel; }
    double stageShare(int i) const { return m_shares[static_cast<std::size_t>(i)]; }
    QString stageLabel(int i) const;
    /// The panels in words (the chart's accessible description).
    QString summary() const;

private:
    void setWaterfall(const Metrics& m);
    void setFunnel(const std::optional<CapFunnel>& funnel);
    void showFunnel(bool show);
    void relayout();

    QCustomPlot* m_plot;
    QCPLayoutGrid* m_row;
    QCPLayoutGrid* m_waterfallBox;
    QCPLayoutGrid* m_funnelBox;
    QCPTextElement* m_waterfallTitle;
    QCPTextElement* m_funnelTitle;
    QCPAxisRect* m_waterfallRect;
    QCPAxisRect* m_funnelRect;
    std::array<QCPItemRect*, kSteps> m_stepRects{};
    std::array<QCPItemText*, kSteps> m_stepLabels{};
    std::array<std::optional<std::pair<double, double>>, kSteps> m_steps{};
    std::array<QCPItemRect*, kStages> m_stageRects{};
    std::array<QCPItemText*, kStages> m_stageLabels{};
    std::array<double, kStages> m_shares{};
    std::optional<CapFunnel> m_funnel;
    std::pair<double, double> m_logRange{0, 1}; ///< log10 of the floor and of the highest bar
    /// A margin at or below zero (price at or below the serving cost): a linear axis with zero on it, so the
    /// negative steps are drawn below it (a log axis has no room for them); m_linearRange is its lowest and highest value.
    bool m_linear = false;
    std::pair<double, double> m_linearRange{0, 1};
    bool m_stacked = false;
    bool m_costAboveValue = false; ///< CAC above LTV: the CAC bar in the danger colour
};

} // namespace runway
