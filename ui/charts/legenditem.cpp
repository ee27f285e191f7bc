#include "ui/charts/legenditem.h"

#include <utility>

namespace runway {

LegendItem::LegendItem(QCPLegend* legend, QCPAbstractPlottable* plottable)
    : QCPPlottableLegendItem(legend, plottable)
{
}

QSize LegendItem::minimumOuterSizeHint() const
{
    if (!mPlottable)
        return QCPPlottableLegendItem::minimumOuterSizeHint();
    Basis now{mPlottable->name(), getFont(), mParentLegend->iconSize(), mParentLegend->iconTextPadding(), mMargins};
    if (!m_measured || now != m_basis) {
        m_size = QCPPlottableLegendItem::minimumOuterSizeHint(); // QCustomPlot's own measure, so the sizes are its
        m_basis = std::move(now);
        m_measured = true;
    }
    return m_size;
}

bool addToLegend(QCPAbstractPlottable* plottable)
{
    QCPLegend* legend = plottable->parentPlot()->legend;
    if (!legend || legend->hasItemWithPlottable(plottable))
        return false;
    return legend->addItem(new LegendItem(legend, plottable)); // the plot owns the entry, added or not
}

} // namespace runway
