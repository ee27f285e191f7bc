#pragma once
// The Sensitivity tab: the tornado of MODEL.md §7 as horizontal bars in runway months
// around the base runway, one row per uncertain parameter, the largest swing on top.

#include <vector>

#include <QString>

#include "core/analysis/sensitivity.h"
#include "ui/charts/chartview.h"

class QCPItemStraightLine;
class QCPItemText;

namespace runway {

struct Scenario;
struct SimulationResult;

class TornadoChart : public ChartView {
    Q_OBJECT
public:
    explicit TornadoChart(QWidget* parent = nullptr);

    /// Takes the base runway (the line the bars start from) from the current result.
    void setData(const Scenario& s, const SimulationResult& r);
    /// The bars of core's tornado(s), in its order (largest swing first, drawn on top).
    void setBars(const std::vector<TornadoBar>& bars);

    const std::vector<TornadoBar>& bars() const { return m_bars; }
    /// The row's label as the axis shows it (the parameter's name).
    QString rowLabel(std::size_t row) const;
    /// The texts at a row's two ends: "value → runway".
    QString lowText(std::size_t row) const;
    QString highText(std::size_t row) const;
    QCPBars* lowBars() const { return m_low; }
    QCPBars* highBars() const { return m_high; }
    double baseRunway() const { return m_base; }

protected:
    void applySeriesColors() override;

private:
    void rebuild();
    QCPItemText* endLabel(std::size_t i);

    QCPBars* m_low;
    QCPBars* m_high;
    QCPItemStraightLine* m_baseLine;
    QCPItemText* m_baseLabel;
    std::vector<QCPItemText*> m_labels; ///< two per row: low end, high end
    std::vector<TornadoBar> m_bars;
    std::vector<QString> m_rowLabels;
    double m_base = 0;
};

} // namespace runway
