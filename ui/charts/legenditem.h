#pragma once
// A chart's legend entry that measures its text once per name and font: QCustomPlot asks every entry
// for its size at each layout pass (every replot, so every step of a slider's drag), and measuring
// shapes the text each time. Drawn as QCustomPlot draws its own entries.

#include <QFont>
#include <QMargins>
#include <QSize>
#include <QString>

#include <qcustomplot.h>

namespace runway {

class LegendItem : public QCPPlottableLegendItem {
    Q_OBJECT
public:
    LegendItem(QCPLegend* legend, QCPAbstractPlottable* plottable);

    /// QCPPlottableLegendItem's size, measured again only when the name, the font (the selected one
    /// when selected), the legend's icon size or padding, or the margins change.
    QSize minimumOuterSizeHint() const override;

private:
    struct Basis {
        QString name;
        QFont font;
        QSize icon;
        int padding = 0;
        QMargins margins;
        bool operator==(const Basis&) const = default;
    };
    mutable Basis m_basis;
    mutable QSize m_size;
    mutable bool m_measured = false;
};

/// Puts `plottable` in its plot's legend as a LegendItem (QCPAbstractPlottable::addToLegend() makes
/// a plain entry); false when the plot has no legend or the plottable is in it already.
bool addToLegend(QCPAbstractPlottable* plottable);

} // namespace runway
