#include "ui/charts/programchart.h"

#include <algorithm>
#include <cmath>

#include <QResizeEvent>

#include <qcustomplot.h>

#include "core/model/chartseries.h"
#include "core/model/model.h"
#include "ui/charts/legenditem.h"
#include "ui/format/displayformat.h"
#include "ui/format/messagetext.h"

namespace runway {

ProgramChart::ProgramChart(QWidget* parent)
    : SeriesChart(parent)
{
    QCustomPlot* p = plot();
    setObjectName(QStringLiteral("programChart"));
    setTitle(tr("Free-tier programme: contribution against conversion"));
    setMinimumXSpan(4 * keyStep());
    p->xAxis->setTicker(percentTicker());
    p->yAxis->setTicker(moneyTicker());
    p->xAxis->setLabel(tr("Conversion of free users to paying (%)"));
    p->yAxis->setLabel(tr("Programme contribution, US$ per day"));
    p->setAutoAddPlottableToLegend(false);
    m_curve = p->addGraph();
    m_curve->setName(tr("Daily contribution at the current price"));
    addToLegend(m_curve);

    m_currentLine = new QCPItemStraightLine(p);
    m_current = new QCPItemTracer(p);
    m_current->setStyle(QCPItemTracer::tsCircle);
    m_current->setSize(10);
    m_currentLabel = new QCPItemText(p);
    m_currentLabel->position->setTypeX(QCPItemPosition::ptPlotCoords);
    m_currentLabel->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    m_currentLabel->setPadding(QMargins(6, 2, 6, 2));
    m_breakEven = new QCPItemTracer(p);
    m_breakEven->setStyle(QCPItemTracer::tsCircle);
    m_breakEven->setSize(12);
    m_breakEvenLabel = new QCPItemText(p);
    m_breakEvenLabel->setPadding(QMargins(6, 3, 6, 3));
    QFont bold = font();
    bold.setBold(true);
    m_breakEvenLabel->setFont(bold);

    // The curve's axes and the unit-economics panels share the layout's middle row (see arrange()).
    QCPLayoutGrid* layout = p->plotLayout();
    QCPAxisRect* curve = p->axisRect();
    m_body = new QCPLayoutGrid;
    m_panels = new QCPLayoutGrid;
    layout->take(curve); // its cell (row 2, see ChartView) stays, empty, for the body
    layout->addElement(2, 0, m_body);
    m_body->addElement(0, 0, curve);
    m_body->addElement(1, 0, m_panels); // in the plot before the panels fill it
    m_body->setRowStretchFactors({1.4, 1.0});
    m_unit = std::make_unique<UnitEconomicsPanels>(p, m_panels, percentTicker());
    // Labels that depend on the laid-out sizes are placed once the layout is known, before drawing.
    connect(p, &QCustomPlot::afterLayout, this, [this] {
        placeBreakEvenLabel();
        m_unit->fitToHeight();
    });
    m_unit->applyFont(font());
    ProgramChart::applySeriesColors(); // qualified: the constructor calls this class's own version
}

ProgramChart::~ProgramChart() = default;

void ProgramChart::changeEvent(QEvent* event)
{
    SeriesChart::changeEvent(event);
    if (event->type() == QEvent::FontChange && m_unit) // a style sheet can change the font before the panels exist
        m_unit->applyFont(font());
}

void ProgramChart::placeBreakEvenLabel()
{
    const std::optional<double> breakEven = m_breakEven->visible() ? std::optional(m_breakEven->position->key()) : std::nullopt;
    if (!breakEven)
        return;
    // Right of the marker when the label fits there in the axes' width, else left of it; just
    // above the zero line, away from the current-conversion label at the top.
    const QCPAxisRect* axes = plot()->axisRect();
    const double markerX = plot()->xAxis->coordToPixel(*breakEven) - axes->left();
    const double labelWidth = QFontMetricsF(m_breakEvenLabel->font()).horizontalAdvance(m_breakEvenLabel->text()) + 24;
    if (axes->width() <= 0 || markerX + labelWidth <= axes->width()) {
        m_breakEvenLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
        m_breakEvenLabel->position->setCoords(*breakEven + 0.01 * m_xMax, 0);
    } else if (markerX >= labelWidth) {
        m_breakEvenLabel->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom);
        m_breakEvenLabel->position->setCoords(*breakEven - 0.01 * m_xMax, 0);
    } else { // fits on neither side: from the axes' left edge, over the curve
        m_breakEvenLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
        m_breakEvenLabel->position->setCoords(plot()->xAxis->pixelToCoord(axes->left() + 2), 0);
    }
}

void ProgramChart::resizeEvent(QResizeEvent* event)
{
    SeriesChart::resizeEvent(event);
    // A short, wide chart (a 1366 × 768 laptop) puts the panels beside the curve, stacked; a
    // taller one puts them under it, side by side, so the curve keeps most of the height.
    arrange(event->size().width() > 2 * event->size().height());
}

void ProgramChart::arrange(bool beside)
{
    if (m_body->elementCount() > 1 && beside == m_beside)
        return;
    m_beside = beside;
    if (m_body->elements(false).contains(m_panels))
        m_body->take(m_panels);
    m_body->simplify();
    if (beside) {
        m_body->addElement(0, 1, m_panels);
        m_body->setColumnStretchFactors({1.5, 1.0});
    } else {
        m_body->addElement(1, 0, m_panels);
        m_body->setRowStretchFactors({1.4, 1.0});
    }
    m_unit->setStacked(beside);
    replotIfVisible();
}

void ProgramChart::applySeriesColors()
{
    const ChartColors& c = colors();
    m_curve->setPen(QPen(c.program, 2.5));
    QColor fill = c.program;
    fill.setAlpha(28);
    m_curve->setBrush(fill); // filled to zero: the area above is profit, below is loss
    m_currentLine->setPen(QPen(c.muted, 1.2, Qt::DashLine));
    m_current->setPen(QPen(c.articles, 2));
    m_current->setBrush(c.background);
    m_currentLabel->setColor(c.articles);
    QColor back = c.background;
    back.setAlpha(220);
    m_currentLabel->setBrush(back);
    m_breakEvenLabel->setBrush(back);
    m_breakEven->setPen(QPen(c.marker, 2.5));
    m_breakEven->setBrush(c.marker);
    m_breakEvenLabel->setColor(c.marker);
    if (m_unit)
        m_unit->applyColors(c);
}

void ProgramChart::setData(const Scenario& s, const SimulationResult& r)
{
    m_series = r.views ? r.views->programme : ProgrammeCurve{}; // the document's published curve
    m_xMax = m_series.maxConversionPct;
    setMinimumXSpan(4 * keyStep());
    const auto [lo, hi] = std::minmax_element(m_series.contributionUsdPerDay.begin(), m_series.contributionUsdPerDay.end());
    setGraphData(m_curve, m_series.conversionsPct, m_series.contributionUsdPerDay);
    updateMarkers(s, r);
    m_unit->setData(r.metrics, r.views ? r.views->funnel : std::nullopt);
    m_unit->applyColors(colors()); // a funnel label inside its bar reads in black or white
    const QString description = subtitle() + QStringLiteral(". ") + m_unit->summary();
    setAccessibleDescription(description);
    plot()->setAccessibleDescription(description);
    const double low = std::min(0.0, *lo), high = std::max(0.0, *hi);
    const double span = std::max(1.0, high - low);
    setFullRange(0, m_xMax * (1 + 1e-9), low - 0.1 * span, high + 0.16 * span); // keeps the last tick
    replotIfVisible();
}

void ProgramChart::updateMarkers(const Scenario& s, const SimulationResult& r)
{
    const Metrics& m = r.metrics;
    const double conversion = s[ParamId::Conversion];
    m_current->position->setCoords(conversion, m.programContributionUsdPerDay);
    m_currentLine->point1->setCoords(conversion, 0);
    m_currentLine->point2->setCoords(conversion, 1);
    const bool currentRight = conversion > 0.6 * m_xMax;
    m_currentLabel->setPositionAlignment((currentRight ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop);
    m_currentLabel->position->setCoords(conversion, 0.03);
    m_currentLabel->setText(tr("Now: %1 → %2 a day").arg(display::percent(conversion, 1), display::money(m.programContributionUsdPerDay)));

    const std::optional<double> breakEven = m.programBreakEvenConversionPct;
    if (breakEven && *breakEven <= m_xMax) {
        m_breakEven->setVisible(true);
        m_breakEven->position->setCoords(*breakEven, 0);
        m_breakEvenLabel->setText(tr("Free-tier break-even at %1 conversion").arg(display::percent(*breakEven, 1)));
        placeBreakEvenLabel();
    } else {
        m_breakEven->setVisible(false);
        m_breakEvenLabel->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom);
        m_breakEvenLabel->position->setCoords(m_xMax * 0.99, 0);
        m_breakEvenLabel->setText(breakEven ? tr("Free-tier break-even at %1 conversion, beyond this chart →").arg(display::percent(*breakEven, 1))
                                            : tr("No free-tier break-even at any conversion up to 100 %"));
    }

    const QString price = display::perUnitMoney(s[ParamId::Price]);
    const QString sc = display::perUnitMoney(m.servingCostUsdPerMtok);
    // The rule of thumb only with its reason to differ, or its word that it is the same (core's ruleOfThumbNote).
    const QString rule = display::text(ruleOfThumbNote(s, m));
    setSubtitle(breakEven ? tr("At %1 per 1M tokens and a serving cost of %2 the free-tier break-even is %3").arg(price, sc, display::percent(*breakEven, 1)) +
                                (rule.isEmpty() ? QString() : QStringLiteral("; ") + rule)
                          : tr("At %1 per 1M tokens and a serving cost of %2 the free tier never breaks even").arg(price, sc));
}

QString ProgramChart::hoverTextAt(double key) const
{
    const std::vector<double>& keys = m_series.conversionsPct;
    const std::vector<double>& values = m_series.contributionUsdPerDay;
    if (values.empty())
        return QString();
    const auto i = static_cast<std::size_t>(std::clamp(std::llround(key / m_series.stepPct), 0LL, static_cast<long long>(values.size()) - 1));
    return tr("Conversion %1\nContribution %2 a day").arg(display::percent(keys[i], 1), display::money(values[i]));
}

} // namespace runway
