#pragma once
// A small picture of one uncertain parameter's distribution (MODEL.md §6) for the uncertainty
// editor: the density's shape over the range the Monte Carlo draws from, with its 5 %, 50 % and
// 95 % points marked and written out (as the samples are drawn: clamped to the hard limits).

#include <array>
#include <optional>

#include <QWidget>

#include "core/analysis/distributions.h"

namespace runway {

class DensitySketch : public QWidget {
    Q_OBJECT
public:
    explicit DensitySketch(QWidget* parent = nullptr);

    /// Shows `d` (resolved against the scenario) for parameter `spec`; nullopt: certain, nothing drawn.
    void setDistribution(const std::optional<ResolvedDistribution>& d);
    /// The 5 %, 50 % and 95 % points shown (valid while a distribution is set).
    std::array<double, 3> points() const { return m_points; }
    /// "5 %: $29.9M · 50 %: $37.0M · 95 %: $45.2M" in the window's language; empty when certain.
    QString pointsText() const { return m_text; }

    QSize sizeHint() const override { return {170, 40}; }
    QSize minimumSizeHint() const override { return {120, 32}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    std::optional<ResolvedDistribution> m_d;
    std::array<double, 3> m_points{};
    double m_from = 0, m_to = 1; ///< the x range drawn
    QString m_text;
};

} // namespace runway
