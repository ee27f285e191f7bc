#include "ui/charts/uniteconomics.h"

#include <algorithm>
#include <cmath>

#include <qcustomplot.h>

#include "ui/charts/chartview.h"
#include "ui/charts/textelement.h"
#include "ui/format/displayformat.h"
#include "ui/format/messagetext.h"

namespace runway {
namespace {

constexpr double kHalfWidth = 0.34; // half a bar, in category units

/// Powers of ten labelled as money ("$10", "$1K"), for the waterfall's log axis.
class LogMoneyTicker : public QCPAxisTickerLog {
protected:
    QString getTickLabel(double tick, const QLocale&, QChar, int) override { return display::money(tick, 2); }
};

/// Money on the linear axis a negative step needs: "−$20", "$0", "$40".
class LinearMoneyTicker : public QCPAxisTicker {
protected:
    QString getTickLabel(double tick, const QLocale&, QChar, int) override { return display::money(std::fabs(tick) < 1e-9 ? 0.0 : tick, 2); }
};

QCPAxisRect* smallAxisRect(QCustomPlot* plot)
{
    auto* rect = new QCPAxisRect(plot);
    rect->axis(QCPAxis::atTop)->setVisible(false);
    rect->axis(QCPAxis::atRight)->setVisible(false);
    rect->setRangeDrag(Qt::Orientations());
    rect->setRangeZoom(Qt::Orientations());
    rect->setMinimumSize(160, 90);
    return rect;
}

QCPItemRect* barIn(QCPAxisRect* rect, QCPAxis* x, QCPAxis* y)
{
    auto* bar = new QCPItemRect(rect->parentPlot());
    bar->setClipAxisRect(rect);
    for (QCPItemPosition* corner : {bar->topLeft, bar->bottomRight}) {
        corner->setAxisRect(rect);
        corner->setAxes(x, y);
    }
    return bar;
}

QCPItemText* labelIn(QCPAxisRect* rect, QCPAxis* x, QCPAxis* y)
{
    auto* label = new QCPItemText(rect->parentPlot());
    label->setClipAxisRect(rect);
    label->position->setAxisRect(rect);
    label->position->setAxes(x, y);
    label->setPadding(QMargins(4, 1, 4, 1));
    return label;
}

QSharedPointer<QCPAxisTickerText> categoryTicker(const QStringList& names, bool topDown)
{
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (int i = 0; i < names.size(); ++i)
        ticker->addTick(static_cast<double>(topDown ? names.size() - i : i + 1), names[i]);
    return ticker;
}

/// Perceived brightness 0 … 1 (Rec. 601 weights): which of black or white reads on a colour.
double luminance(const QColor& c)
{
    return 0.299 * c.redF() + 0.587 * c.greenF() + 0.114 * c.blueF();
}

QString reasonOr(const Metrics& m, const char* key, const QString& fallback)
{
    const auto it = m.nullReasons.find(key);
    return it == m.nullReasons.end() ? fallback : display::text(it->second);
}

} // namespace

UnitEconomicsPanels::UnitEconomicsPanels(QCustomPlot* plot, QCPLayoutGrid* row, const QSharedPointer<QCPAxisTicker>& percentTicker)
    : m_plot(plot)
    , m_row(row)
    , m_waterfallBox(new QCPLayoutGrid)
    , m_funnelBox(new QCPLayoutGrid)
    , m_waterfallTitle(new TextElement(plot))
    , m_funnelTitle(new TextElement(plot))
    , m_waterfallRect(smallAxisRect(plot))
    , m_funnelRect(smallAxisRect(plot))
{
    // The boxes join the plot's layout first: what is added to them then belongs to the plot.
    m_row->addElement(0, 0, m_waterfallBox);
    m_row->addElement(0, 1, m_funnelBox);
    for (auto [box, title, rect] : {std::tuple{m_waterfallBox, m_waterfallTitle, m_waterfallRect}, std::tuple{m_funnelBox, m_funnelTitle, m_funnelRect}}) {
        title->setMargins(QMargins(8, 6, 8, 0));
        box->addElement(0, 0, title);
        box->addElement(1, 0, rect);
        box->setRowStretchFactor(0, 0.001);
        box->setRowSpacing(0);
    }
    // The waterfall: five categories along x, US$ on a log y axis.
    QCPAxis* wx = m_waterfallRect->axis(QCPAxis::atBottom);
    QCPAxis* wy = m_waterfallRect->axis(QCPAxis::atLeft);
    wx->setTicker(categoryTicker({tr("ARPU / month"), tr("Serving cost"), tr("Margin / month"), tr("LTV"), tr("CAC")}, false));
    wx->setRange(0.4, kSteps + 0.6);
    wx->grid()->setVisible(false);
    wx->setSubTicks(false);
    wx->setTickLength(0, 0);
    wy->setScaleType(QCPAxis::stLogarithmic);
    wy->setTicker(QSharedPointer<QCPAxisTicker>(new LogMoneyTicker));
    for (int i = 0; i < kSteps; ++i) {
        const auto k = static_cast<std::size_t>(i);
        m_stepRects[k] = barIn(m_waterfallRect, wx, wy);
        m_stepLabels[k] = labelIn(m_waterfallRect, wx, wy);
        m_stepLabels[k]->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
    }

    // The funnel: one row per stage from the top, a share in % along x.
    QCPAxis* fx = m_funnelRect->axis(QCPAxis::atBottom);
    QCPAxis* fy = m_funnelRect->axis(QCPAxis::atLeft);
    fy->setTicker(
        categoryTicker({tr("Free-tier accounts"), tr("At the cap"), tr("Tokens within the cap"), tr("Tokens above the cap"), tr("Paying accounts")}, true));
    fy->setRange(0.4, kStages + 0.6);
    fy->grid()->setVisible(false);
    fy->setSubTicks(false);
    fy->setTickLength(0, 0);
    fx->setTicker(percentTicker);
    fx->setRange(0, 100);
    fx->setLabel(tr("% of the accounts; tokens: % of the free demand"));
    for (int i = 0; i < kStages; ++i) {
        const auto k = static_cast<std::size_t>(i);
        m_stageRects[k] = barIn(m_funnelRect, fx, fy);
        m_stageLabels[k] = labelIn(m_funnelRect, fx, fy);
    }
    m_funnelTitle->setText(tr("The per-account cap on day 0"));
}

void UnitEconomicsPanels::setData(const Metrics& m, const std::optional<CapFunnel>& funnel)
{
    setWaterfall(m);
    setFunnel(funnel);
}

void UnitEconomicsPanels::setWaterfall(const Metrics& m)
{
    // ARPU, less the serving cost of a paying account's tokens, is the margin; LTV is the margin
    // over the account's discounted lifetime; CAC is what the free tier spends per account won.
    const std::optional<double> arpu = m.arpuUsdPerMonth;
    const std::optional<double> gm = m.grossMarginPct ? std::optional(*m.grossMarginPct / 100.0) : std::nullopt;
    const std::optional<double> margin = arpu && gm ? std::optional(*arpu * *gm) : std::nullopt;
    const std::optional<double> values[kSteps] = {arpu, arpu && margin ? std::optional(*arpu - *margin) : std::nullopt, margin, m.ltvUsd, m.cacUsd};
    double lowest = 1e300, highest = 0;
    for (const auto& v : values) {
        if (v && *v > 0) {
            lowest = std::min(lowest, *v);
            highest = std::max(highest, *v);
        }
    }
    const bool any = highest > 0;
    // A negative step (the margin, and with it LTV, when the price is at or below the serving cost) needs zero
    // on the axis: then it is linear, every bar from zero, the serving cost floating from the margin up to ARPU.
    m_linear = false;
    double least = 0;
    for (const auto& v : values)
        if (v && *v < 0) {
            m_linear = true;
            least = std::min(least, *v);
        }
    QCPAxis* y = m_waterfallRect->axis(QCPAxis::atLeft);
    if (m_linear != (y->scaleType() == QCPAxis::stLinear)) {
        y->setScaleType(m_linear ? QCPAxis::stLinear : QCPAxis::stLogarithmic);
        y->setTicker(m_linear ? QSharedPointer<QCPAxisTicker>(new LinearMoneyTicker) : QSharedPointer<QCPAxisTicker>(new LogMoneyTicker));
    }
    const double floor = m_linear ? 0.0 : any ? std::pow(10.0, std::floor(std::log10(lowest)) - 0.3) : 1.0;
    m_logRange = {std::log10(m_linear ? 1.0 : floor), any ? std::log10(highest) : 1.0};
    m_linearRange = {least, std::max(highest, 0.0)};
    fitToHeight();

    for (int i = 0; i < kSteps; ++i) {
        const auto k = static_cast<std::size_t>(i);
        const double x = i + 1;
        std::optional<std::pair<double, double>> bar;
        if (const std::optional<double>& v = values[k]; v && (*v > 0 || (m_linear && *v < 0))) {
            if (i == 1 && margin && (*margin > 0 || m_linear))
                bar = std::pair{*margin, *arpu}; // the serving cost floats between margin and ARPU
            else if (i != 1)
                bar = *v < 0 ? std::pair{*v, 0.0} : std::pair{floor, *v};
        }
        m_steps[k] = bar;
        QCPItemRect* rect = m_stepRects[k];
        QCPItemText* label = m_stepLabels[k];
        rect->setVisible(bar.has_value());
        if (bar) {
            rect->topLeft->setCoords(x - kHalfWidth, bar->second);
            rect->bottomRight->setCoords(x + kHalfWidth, bar->first);
        }
        QString text;
        if (!values[k])
            text = tr("none");
        else if (i == 1)
            text = QStringLiteral("−") + display::money(*values[k]);
        else if (i == 3 && margin && *margin > 0)
            text = tr("%1\n× %2").arg(display::money(*values[k]), display::months(*values[k] / *margin)); // the lifetime in months of margin
        else
            text = display::money(*values[k]);
        label->setText(text);
        // Below a negative step, above the others.
        const bool below = bar && i != 1 && bar->second == 0.0 && bar->first < 0;
        label->setPositionAlignment(Qt::AlignHCenter | (below ? Qt::AlignTop : Qt::AlignBottom));
        label->position->setCoords(x, !bar ? floor : below ? bar->first : bar->second);
    }
    m_costAboveValue = m.ltvUsd && m.cacUsd && *m.cacUsd > *m.ltvUsd;
    if (m.ltvToCac)
        m_waterfallTitle->setText(
            tr("Unit economics of a paying account: LTV / CAC %1, payback %2")
                .arg(display::ratio(*m.ltvToCac), m.paybackMonths ? display::months(*m.paybackMonths) : reasonOr(m, "payback_months", tr("never"))));
    else
        m_waterfallTitle->setText(tr("Unit economics of a paying account: %1").arg(reasonOr(m, "ltv_to_cac", tr("no LTV / CAC"))));
}

void UnitEconomicsPanels::fitToHeight()
{
    // Room above the highest bar for two lines of label, whatever the panel's height: on a log
    // axis that is a share of the decades shown.
    const double height = std::max(40, m_waterfallRect->height());
    const double room = std::min(0.5, 2.3 * QFontMetricsF(m_stepLabels[0]->font()).height() / height);
    if (m_linear) { // room for two lines of label above the highest bar and below the lowest
        const auto [least, most] = m_linearRange;
        const double span = std::max(most - least, 1.0);
        m_waterfallRect->axis(QCPAxis::atLeft)->setRange(least - span * room / (1 - 2 * room), most + span * room / (1 - 2 * room));
        return;
    }
    const auto [bottom, highest] = m_logRange;
    const double top = highest + (highest - bottom) * room / (1 - room);
    m_waterfallRect->axis(QCPAxis::atLeft)->setRange(std::pow(10.0, bottom), std::pow(10.0, top));
}

void UnitEconomicsPanels::setFunnel(const std::optional<CapFunnel>& funnel)
{
    m_funnel = funnel;
    showFunnel(funnel.has_value());
    if (!funnel)
        return;
    const CapFunnel& f = *funnel;
    const auto share = [](double part, double whole) { return whole > 0 ? 100.0 * part / whole : 0.0; };
    const QLocale locale;
    const auto count = [&locale](double v) { return locale.toString(v, 'f', 0); };
    m_shares = {share(f.accounts, f.accounts), share(f.atCapAccounts, f.accounts), share(f.withinCapTokens, f.freeDemandTokens),
                share(f.aboveCapTokens, f.freeDemandTokens), share(f.payingAccounts, f.accounts)};
    const QString labels[kStages] = {
        tr("%1 accounts").arg(count(f.accounts)),
        tr("%1 (%2 of those not paying)").arg(count(f.atCapAccounts), display::percent(share(f.atCapAccounts, f.nonPayingAccounts), 1)),
        tr("%1 tokens / day (%2)").arg(display::tokens(f.withinCapTokens), display::percent(m_shares[2], 1)),
        tr("%1 tokens / day (%2)").arg(display::tokens(f.aboveCapTokens), display::percent(m_shares[3], 1)),
        tr("%1 (%2)").arg(count(f.payingAccounts), display::percent(m_shares[4], 1)),
    };
    for (int i = 0; i < kStages; ++i) {
        const auto k = static_cast<std::size_t>(i);
        const double y = kStages - i;
        m_stageRects[k]->topLeft->setCoords(0, y + kHalfWidth);
        m_stageRects[k]->bottomRight->setCoords(m_shares[k], y - kHalfWidth);
        QCPItemText* label = m_stageLabels[k];
        label->setText(labels[k]);
        // Inside a long bar (right-aligned), after a short one.
        const bool inside = m_shares[k] > 55;
        label->setPositionAlignment((inside ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
        label->position->setCoords(m_shares[k], y);
        label->setProperty("inside", inside);
    }
}

void UnitEconomicsPanels::setStacked(bool stacked)
{
    if (stacked != m_stacked) {
        m_stacked = stacked;
        relayout();
    }
}

void UnitEconomicsPanels::relayout()
{
    // The waterfall first; the funnel beside it or under it, and only with a cap.
    for (QCPLayoutGrid* box : {m_waterfallBox, m_funnelBox})
        if (m_row->elements(false).contains(box))
            m_row->take(box);
    m_row->simplify();
    m_row->addElement(0, 0, m_waterfallBox);
    if (m_funnel)
        m_row->addElement(m_stacked ? 1 : 0, m_stacked ? 0 : 1, m_funnelBox);
}

void UnitEconomicsPanels::showFunnel(bool show)
{
    relayout();
    m_funnelBox->setVisible(show);
    m_funnelTitle->setVisible(show);
    m_funnelRect->setVisible(show);
    for (int i = 0; i < kStages; ++i) {
        m_stageRects[static_cast<std::size_t>(i)]->setVisible(show);
        m_stageLabels[static_cast<std::size_t>(i)]->setVisible(show);
    }
}

void UnitEconomicsPanels::applyColors(const ChartColors& c)
{
    for (QCPTextElement* title : {m_waterfallTitle, m_funnelTitle})
        title->setTextColor(c.foreground);
    // The axes follow the palette with the chart's own (ChartView styles every axis rect).
    const auto fill = [](QCPItemRect* rect, QColor colour) {
        rect->setPen(QPen(colour.darker(115), 1));
        colour.setAlpha(215);
        rect->setBrush(colour);
    };
    // ARPU and margin in the revenue colour, the serving cost as a cost, LTV in the programme's
    // colour, CAC in the danger colour when it exceeds the LTV.
    const QColor stepColours[kSteps] = {c.revenue, c.paidServing, c.revenue, c.program, m_costAboveValue ? c.danger : c.muted};
    for (int i = 0; i < kSteps; ++i) {
        fill(m_stepRects[static_cast<std::size_t>(i)], stepColours[i]);
        m_stepLabels[static_cast<std::size_t>(i)]->setColor(c.foreground);
    }
    const QColor stageColours[kStages] = {c.program, c.freeTier, c.cash, c.freeTier, c.revenue};
    for (int i = 0; i < kStages; ++i) {
        const auto k = static_cast<std::size_t>(i);
        fill(m_stageRects[k], stageColours[i]);
        const bool inside = m_stageLabels[k]->property("inside").toBool();
        m_stageLabels[k]->setColor(!inside ? c.foreground : luminance(stageColours[i]) > 0.55 ? QColor(Qt::black) : QColor(Qt::white));
    }
}

void UnitEconomicsPanels::applyFont(const QFont& font)
{
    QFont bold = font;
    bold.setBold(true);
    for (QCPTextElement* title : {m_waterfallTitle, m_funnelTitle})
        title->setFont(bold);
}

QString UnitEconomicsPanels::stepLabel(int i) const
{
    return m_stepLabels[static_cast<std::size_t>(i)]->text();
}
QString UnitEconomicsPanels::waterfallTitle() const
{
    return m_waterfallTitle->text();
}
QString UnitEconomicsPanels::stageLabel(int i) const
{
    return m_stageLabels[static_cast<std::size_t>(i)]->text();
}

QString UnitEconomicsPanels::summary() const
{
    QStringList parts{m_waterfallTitle->text()};
    const QString names[kSteps] = {tr("ARPU / month"), tr("serving cost"), tr("margin / month"), tr("LTV"), tr("CAC")};
    for (int i = 0; i < kSteps; ++i)
        parts << QStringLiteral("%1 %2").arg(names[i], stepLabel(i));
    if (m_funnel) {
        const QString stages[kStages] = {tr("free-tier accounts"), tr("at the cap"), tr("tokens within the cap"), tr("tokens above the cap"),
                                         tr("paying accounts")};
        for (int i = 0; i < kStages; ++i)
            parts << QStringLiteral("%1: %2").arg(stages[i], stageLabel(i));
    }
    return parts.join(QStringLiteral("; "));
}

} // namespace runway
