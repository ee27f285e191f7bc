#pragma once
// The Sensitivity tab: the tornado of MODEL.md §7 as horizontal bars in runway months
// around the base runway, one row per uncertain parameter, the largest swing on top. A bar's
// colour says what the end does to the runway (shorter or longer), its place which end it is
// (the low end above the row's centre, the high end below).

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
    /// The bars of core's tornado(s), in its order (largest swing first, drawn on top), and its
    /// ends whose runway cannot be represented: no bar there, the end's label and the subtitle say so.
    void setBars(const std::vector<TornadoBar>& bars, const Unrepresentable& unrepresentable = {});

    const std::vector<TornadoBar>& bars() const { return m_bars; }
    /// The row's label as the axis shows it (the parameter's name).
    QString rowLabel(std::size_t row) const;
    /// The texts at a row's two ends: "value → runway".
    QString lowText(std::size_t row) const;
    QString highText(std::size_t row) const;
    /// Whether the row's low (or high) end's label stands left of its end (a shorter runway's side).
    bool labelOnLeft(std::size_t row, bool high) const;
    /// The ends that shorten the runway, and those that lengthen it (or leave it as it is).
    QCPBars* shorterBars() const { return m_shorter; }
    QCPBars* longerBars() const { return m_longer; }
    double baseRunway() const { return m_base; }

protected:
    void applySeriesColors() override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void rebuild();
    /// The x range: the bars with room either side for their end labels, measured in pixels at the
    /// chart's width, so a label is never cut at the edge of the axes (issue 26).
    void fitRange();
    QCPItemText* endLabel(std::size_t i);

    QCPBars* m_shorter;
    QCPBars* m_longer;
    QCPItemStraightLine* m_baseLine;
    QCPItemText* m_baseLabel;
    std::vector<QCPItemText*> m_labels; ///< two per row: low end, high end
    std::vector<TornadoBar> m_bars;
    Unrepresentable m_unrepresentable;
    std::vector<QString> m_rowLabels;
    double m_base = 0;
    double m_lo = 0; ///< the shortest and longest runway of the bars' ends
    double m_hi = 0;
    int m_horizon = 36; ///< a runway at the horizon reads "36+ months"
};

} // namespace runway
