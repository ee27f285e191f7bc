#include "ui/panels/kpibar.h"

#include <algorithm>

#include <QGridLayout>
#include <QResizeEvent>

#include "ui/format/displayformat.h"
#include "ui/widgets/kpicard.h"

namespace runway {

KpiBar::KpiBar(QWidget* parent)
    : QWidget(parent)
    , m_grid(new QGridLayout(this))
{
    setObjectName(QStringLiteral("kpiBar"));
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setSpacing(6);
    addCard(QStringLiteral("runway"), tr("Runway"));
    addCard(QStringLiteral("netBurn"), tr("Net burn"));
    addCard(QStringLiteral("freeTierCost"), tr("Free tier: what it costs"));
    addCard(QStringLiteral("freeTierValue"), tr("Free tier: its list value"));
    addCard(QStringLiteral("utilization"), tr("Quota used"));
    addCard(QStringLiteral("share"), tr("Free tier's share of the burn"));
    addCard(QStringLiteral("chips"), tr("Accelerators needed"));
    addCard(QStringLiteral("programBreakEven"), tr("Free tier pays for itself"));
}

KpiCard* KpiBar::addCard(const QString& key, const QString& caption)
{
    auto* card = new KpiCard(caption, this);
    card->setObjectName(QStringLiteral("kpi_") + key);
    const int i = static_cast<int>(m_order.size());
    m_grid->addWidget(card, i / m_columns, i % m_columns);
    m_cards[key] = card;
    m_order.push_back(card);
    return card;
}

int KpiBar::columnsFor(int width) const
{
    if (m_order.empty())
        return 1;
    const int cardWidth = m_order.front()->minimumCardWidth();
    const int fit = (width + m_grid->horizontalSpacing()) / (cardWidth + m_grid->horizontalSpacing());
    return std::clamp(fit, 1, std::min(kMaxColumns, static_cast<int>(m_order.size())));
}

void KpiBar::reflow(int columns)
{
    if (columns == m_columns)
        return;
    m_columns = columns;
    for (KpiCard* card : m_order)
        m_grid->removeWidget(card);
    for (int c = 0; c < m_grid->columnCount(); ++c)
        m_grid->setColumnStretch(c, 0);
    for (int i = 0; i < static_cast<int>(m_order.size()); ++i)
        m_grid->addWidget(m_order[static_cast<std::size_t>(i)], i / columns, i % columns);
    for (int c = 0; c < columns; ++c)
        m_grid->setColumnStretch(c, 1); // equal columns, whatever their texts
    updateGeometry();
}

void KpiBar::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    reflow(columnsFor(event->size().width()));
}

QSize KpiBar::minimumSizeHint() const
{
    // One card wide: the grid reflows rather than hold the window at its current column count.
    const QSize grid = QWidget::minimumSizeHint();
    return {m_order.empty() ? 0 : m_order.front()->minimumCardWidth(), grid.height()};
}

QSize KpiBar::sizeHint() const
{
    const QSize grid = QWidget::sizeHint();
    return {minimumSizeHint().width(), grid.height()};
}

void KpiBar::setPresentation(bool on)
{
    // Only the cards' font grows (the charts have their own); each card shows its headline,
    // the value more than twice its caption, and keeps the detail in its tooltip.
    if (on) {
        QFont f = parentWidget() ? parentWidget()->font() : font();
        f.setPointSizeF(f.pointSizeF() * 1.1);
        setFont(f);
    } else {
        setFont(QFont()); // inherit again
    }
    for (KpiCard* card : m_order) {
        card->setValueScale(on ? KpiCard::kPresentationValueScale : KpiCard::kValueScale);
        card->setDetailShown(!on);
    }
    reflow(columnsFor(width()));
}

KpiCard* KpiBar::card(const QString& key) const
{
    auto it = m_cards.find(key);
    return it == m_cards.end() ? nullptr : it->second;
}

void KpiBar::refresh(const Scenario& s, const SimulationResult& r)
{
    const Metrics& m = r.metrics;
    using namespace display;
    if (m.runwayMonths) {
        card(QStringLiteral("runway"))->setValue(months(*m.runwayMonths), tr("cash runs out on %1").arg(date(s.startDate.plusDays(*m.runwayDays))));
    } else {
        card(QStringLiteral("runway"))
            ->setValue(tr("beyond %1 months").arg(s.horizonMonths()), tr("cash lasts the horizon; %1 left at the end").arg(money(m.endingCashUsd)));
    }
    card(QStringLiteral("runway"))->setAlert(m.runwayMonths.has_value());

    card(QStringLiteral("netBurn"))
        ->setValue(tr("%1 / month").arg(money(m.firstMonthNetBurnUsd)), tr("first 30 days; %1 on day 0").arg(money(m.day0.netBurnUsd)));
    card(QStringLiteral("freeTierCost"))
        ->setValue(tr("%1 / day").arg(money(m.day0.freeTierCostUsd)), tr("serving cost of the %1 free tokens actually used").arg(tokens(m.day0.freeTokens)));
    card(QStringLiteral("freeTierValue"))
        ->setValue(tr("%1 / day").arg(money(m.day0.freeTierListValueUsd)),
                   tr("revenue forgone at list price, not cash; the whole quota lists at %1 / day").arg(money(m.quotaListValueUsdPerDay)));
    card(QStringLiteral("utilization"))
        ->setValue(m.quotaUtilizationPct ? percent(*m.quotaUtilizationPct) : tr("no quota"),
                   tr("%1 of %2 free tokens a day").arg(tokens(m.day0.freeTokens), tokens(s[ParamId::FreeQuota])));
    card(QStringLiteral("share"))
        ->setValue(m.freeTierSharePct ? percent(*m.freeTierSharePct, 1) : tr("n/a"), tr("free tier cost ÷ (serving + fixed opex), day 0"));
    card(QStringLiteral("chips"))
        ->setValue(QLocale().toString(m.chipsNeeded, 'f', 0), tr("at %1 tokens per chip-day").arg(tokens(s[ParamId::TokensPerChip] * s[ParamId::Speedup])));
    const QString rule = tr("rule of thumb 100 × SC / P = 100 × %1 / %2 = %3")
                             .arg(money(m.servingCostUsdPerMtok), money(s[ParamId::Price]), percent(100 * m.servingCostUsdPerMtok / s[ParamId::Price], 1));
    // "Free tier pays for itself" — "at 30.7 % conversion", or "never", with the reason first in the detail.
    card(QStringLiteral("programBreakEven"))
        ->setValue(m.programBreakEvenConversionPct ? tr("at %1 conversion").arg(percent(*m.programBreakEvenConversionPct, 1)) : tr("never"),
                   m.programBreakEvenConversionPct ? rule : tr("the price is below the serving cost; %1").arg(rule));
    card(QStringLiteral("programBreakEven"))->setAlert(!m.programBreakEvenConversionPct || *m.programBreakEvenConversionPct > s[ParamId::Conversion]);
}

} // namespace runway
