#include "ui/panels/kpibar.h"

#include <algorithm>
#include <cmath>

#include <QGridLayout>
#include <QResizeEvent>

#include "core/model/model.h"
#include "ui/format/displayformat.h"
#include "ui/format/messagetext.h"
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
    addCard(QStringLiteral("cash"), tr("Cash on hand"));
    addCard(QStringLiteral("netBurn"), tr("Net burn"));
    addCard(QStringLiteral("freeTierCost"), tr("Free tier: what it costs"));
    addCard(QStringLiteral("freeTierValue"), tr("Free tier: its list value"));
    addCard(QStringLiteral("chips"), tr("Accelerators needed"));
    addCard(QStringLiteral("ltvCac"), tr("LTV / CAC of a paying account"));
    addCard(QStringLiteral("programBreakEven"), tr("Free-tier break-even conversion")); // the guide's name for it
    card(QStringLiteral("runway"))->setIntervalLines(2);                                // the odds' median and their 90 % range
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
        f.setPointSizeF(f.pointSizeF() * kPresentationFontScale);
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

void KpiBar::setHeightsHeld(bool held)
{
    for (KpiCard* card : m_order)
        card->setMinimumHeight(held ? card->height() : 0);
}

KpiCard* KpiBar::card(const QString& key) const
{
    auto it = m_cards.find(key);
    return it == m_cards.end() ? nullptr : it->second;
}

namespace {

/// The metric's null reason (MODEL.md §5's null_reasons), or `fallback` when it has none.
QString reasonFor(const Metrics& m, const char* key, const QString& fallback)
{
    const auto it = m.nullReasons.find(key);
    return it == m.nullReasons.end() ? fallback : display::text(it->second);
}

} // namespace

void KpiBar::refresh(const Scenario& s, const SimulationResult& r)
{
    const Metrics& m = r.metrics;
    using namespace display;
    using enum ParamId;
    const QLocale locale;
    KpiCard* runway = card(QStringLiteral("runway"));
    QString runwayValue, runwayDetail;
    if (m.infeasible) {
        // MODEL.md §4: the accelerators day 0 needs cost more than the cash; say it in words.
        runwayValue = tr("Infeasible");
        runwayDetail = infeasibleSentence(s, m);
    } else if (m.runwayMonths) {
        runwayValue = months(*m.runwayMonths);
        runwayDetail = tr("cash runs out on %1").arg(date(s.startDate.plusDays(*m.runwayDays)));
    } else {
        runwayValue = tr("beyond %1 months").arg(s.horizonMonths());
        runwayDetail = tr("cash lasts the horizon; %1 left at the end").arg(money(m.endingCashUsd));
    }
    // ε = −1: why the runway hardly moves while the price is dragged, on a line of its own.
    if (const Message note = priceElasticityNote(s, m); !note.empty())
        runwayDetail += QChar(QChar::LineSeparator) + text(note);
    runway->setValue(runwayValue, runwayDetail);
    runway->setAlert(m.infeasible || m.runwayMonths.has_value());

    // MODEL.md §3b: cash on hand, derived from the filing unless typed.
    KpiCard* cash = card(QStringLiteral("cash"));
    if (s.isNull(Cash) && m.model3 && m.model3->bridgeBurnUsd && !s.isNull(FlowsMeasuredOn))
        // MODEL3.md §3b: the bridge's burn moves with the dated flows, so it is a sum, not months × a rate.
        cash->setValue(money(m.cashStartUsd, 4),
                       formula(tr("RMB %1 ÷ %2 + %3 − %4 bridge burn")
                                   .arg(tokens(s[FilingCashCny], 4), locale.toString(s[CnyPerUsd], 'g', 3), money(s[RaisedSinceFiling]),
                                        money(*m.model3->bridgeBurnUsd, 4))) +
                           QChar(QChar::LineSeparator) +
                           tr("the burn since the filing grows with the costs measured on %1").arg(date(*s.measuredDate(FlowsMeasuredOn))));
    else if (s.isNull(Cash))
        cash->setValue(money(m.cashStartUsd, 4), cashBridge(s));
    else
        cash->setValue(money(m.cashStartUsd, 4), tr("given directly (not derived from the filing)"));
    cash->setExplanation(tr("Cash on hand at the start, not money raised over the company's life (MODEL.md §3b)."));

    // One-off purchases apart from the burn that recurs (issue 27): the headline is what recurs.
    if (m.firstMonthCapexUsd > 0)
        card(QStringLiteral("netBurn"))
            ->setValue(tr("%1 / month").arg(money(m.firstMonthRecurringBurnUsd)),
                       tr("%1; the first 30 days' net burn with them: %2").arg(text(burnSplit(m)), money(m.firstMonthNetBurnUsd)));
    else
        card(QStringLiteral("netBurn"))
            ->setValue(tr("%1 / month").arg(money(m.firstMonthNetBurnUsd)), tr("first 30 days; %1 on day 0").arg(money(m.day0.netBurnUsd)));
    const QString used = m.quotaUtilizationPct ? tr("%1 of the quota").arg(percent(*m.quotaUtilizationPct)) : tr("no quota today");
    if (m.model3) // MODEL3.md §11.7: the cash the free tier makes the company spend (§4g), not an allocation
        card(QStringLiteral("freeTierCost"))
            ->setValue(money(m.day0.freeTierIncrementalCashUsd), // short enough for a narrow card: "on day 0" opens the detail
                       tr("on day 0: its incremental cash cost (the accelerators it makes the company buy and their power); "
                          "%1 over the horizon; economic cost %2 / day")
                           .arg(money(m.model3->totalFreeTierIncrementalCashUsd), money(m.day0.freeTierCostUsd)));
    else
        card(QStringLiteral("freeTierCost"))
            ->setValue(tr("%1 / day").arg(money(m.day0.freeTierCostUsd)),
                       tr("serving cost of the %1 free tokens actually used (%2); %3 of the day's spending")
                           .arg(tokens(m.day0.freeTokens), used, m.freeTierSharePct ? percent(*m.freeTierSharePct, 1) : tr("none")));
    // The exact figures in the tooltip: the incremental cost beside 2.1's allocation by token share.
    card(QStringLiteral("freeTierCost"))
        ->setExplanation(m.model3
                             ? tr("The cash the free tier makes the company spend (MODEL3.md §4g): $%1 on day 0, $%2 over the horizon. "
                                  "Not the day's serving cash allocated by token share ($%3).")
                                   .arg(locale.toString(m.day0.freeTierIncrementalCashUsd, 'f', 2),
                                        locale.toString(m.model3->totalFreeTierIncrementalCashUsd, 'f', 2), locale.toString(m.day0.freeTierCashUsd, 'f', 2))
                             : QString());
    card(QStringLiteral("freeTierValue"))
        ->setValue(tr("%1 / day").arg(money(m.day0.freeTierListValueUsd)),
                   tr("revenue forgone at list price, not cash; the whole quota lists at %1 / day").arg(money(m.quotaListValueUsdPerDay)));

    // MODEL.md §4: owned → needed → to buy, with what buying costs; per token nothing is owned.
    const QString needed = locale.toString(m.chipsNeeded, 'f', 0);
    if (s.owned() && m.model3 && m.model3->chipsFreeStart && m.model3->chipsBusy) {
        // MODEL3.md §4c: only the free share serves the programme; the busy chips keep their work.
        const double avail = *m.model3->chipsFreeStart;
        card(QStringLiteral("chips"))
            ->setValue(needed, tr("%1 owned, %2 busy with other work → %3 free → %4 needed → %5 to buy on day 0 (%6); %7 over the horizon")
                                   .arg(locale.toString(m.chipsOwnedStart.value_or(0), 'f', 0), locale.toString(*m.model3->chipsBusy, 'f', 0),
                                        locale.toString(avail, 'f', 0), needed, locale.toString(std::max(0.0, m.chipsNeeded - avail), 'f', 0),
                                        money(m.day0.capexUsd), money(m.capexTotalUsd)));
    } else if (s.owned()) {
        const double owned = m.chipsOwnedStart.value_or(0);
        card(QStringLiteral("chips"))
            ->setValue(needed, tr("%1 owned → %2 needed → %3 to buy on day 0 (%4); %5 over the horizon")
                                   .arg(locale.toString(owned, 'f', 0), needed, locale.toString(std::max(0.0, m.chipsNeeded - owned), 'f', 0),
                                        money(m.day0.capexUsd), money(m.capexTotalUsd)));
    } else {
        card(QStringLiteral("chips"))->setValue(needed, tr("rented by the token: none owned, none bought"));
    }

    // MODEL.md §5: the unit economics of a converted account.
    KpiCard* unit = card(QStringLiteral("ltvCac"));
    if (m.ltvToCac) {
        const QString payback = m.paybackMonths ? months(*m.paybackMonths) : reasonFor(m, "payback_months", tr("none"));
        unit->setValue(ratio(*m.ltvToCac), // "−0.0022" at $0.03, never "−0.00" (issue 26)
                       tr("LTV %1 ÷ CAC %2; payback %3").arg(money(*m.ltvUsd), money(*m.cacUsd), payback));
        unit->setAlert(*m.ltvToCac < 1);
    } else {
        unit->setValue(tr("n/a"), reasonFor(m, "ltv_to_cac", tr("no paying account or no churn")));
        unit->setAlert(false);
    }

    // The free-tier break-even (MODEL.md §5), with the student's rule of thumb and the one-line reason it
    // differs, or no rule at all (core's ruleOfThumbNote); without a break-even, the reason first.
    const QString rule = text(ruleOfThumbNote(s, m));
    card(QStringLiteral("programBreakEven"))
        ->setValue(m.programBreakEvenConversionPct ? percent(*m.programBreakEvenConversionPct, 1) : tr("never"), // one line in large type
                   m.programBreakEvenConversionPct ? rule : reasonFor(m, "program_break_even_conversion_pct", tr("the price is below the serving cost")));
    card(QStringLiteral("programBreakEven"))->setAlert(!m.programBreakEvenConversionPct || *m.programBreakEvenConversionPct > s[Conversion]);
}

void KpiBar::setOddsStale()
{
    for (KpiCard* card : m_order)
        card->setIntervalStale(true);
}

void KpiBar::setOdds(const Scenario& s, const MonteCarloResult& r)
{
    using namespace display;
    const QLocale locale;
    const int horizon = s.horizonMonths();
    // "90 %: a – b" (the card's tooltip says "in 90 % of the simulated futures"), or nothing when the odds do not move the metric; a metric with no
    // number in some futures says in how many.
    const auto interval = [&](std::string_view key, const auto& format) -> QString {
        const MetricInterval* m = r.interval(key);
        if (!m || m->n == 0 || !m->p5 || !m->p95)
            return {};
        if (std::abs(*m->p95 - *m->p5) <= 1e-9 * std::max(1.0, std::abs(*m->p5)))
            return {};
        const QString range = tr("%1 – %2").arg(format(*m->p5), format(*m->p95));
        return tr("90 %: %1").arg(range);
    };
    // How often a metric has no number (a break-even that never comes): said in the tooltip.
    const auto missing = [&](std::string_view key) -> QString {
        const MetricInterval* m = r.interval(key);
        const int futures = r.representedSamples();
        if (!m || m->n >= futures || futures <= 0)
            return {};
        return tr("no number in %1 of the futures").arg(percent(100.0 * (futures - m->n) / futures, 1));
    };
    const auto show = [&](const char* cardKey, std::string_view key, const auto& format) {
        card(QString::fromLatin1(cardKey))->setInterval(interval(key, format), missing(key));
    };
    const auto usd = [](double v) { return money(v); };
    show("cash", "cash_start_usd", usd);
    // The value above carries the unit ("$31.2M / month"); the range repeats only the amounts.
    show("netBurn", "first_month_net_burn_usd", usd);
    if (s.model == 3) // the incremental cash cost needs a second run per sample: no interval (MODEL3.md §6)
        card(QStringLiteral("freeTierCost"))->setInterval({});
    else
        show("freeTierCost", "day0.free_tier_cost_usd", usd);
    show("freeTierValue", "day0.free_tier_list_value_usd", usd);
    show("chips", "chips_needed", [&](double v) { return locale.toString(v, 'f', 0); });
    show("ltvCac", "ltv_to_cac", [](double v) { return ratio(v); });
    show("programBreakEven", "program_break_even_conversion_pct", [](double v) { return percent(v, 1); });

    // The runway: the odds' median and 90 % beside the base case ("odds: median 15.9 · 90 %: 12.5 –
    // 20.9"; a runway at the horizon reads "36+"), and the notes (a value outside its
    // own range, the base case outside P5 … P95) that say why they disagree.
    QString runway;
    if (r.representedSamples() > 0) {
        const auto m = [&](double v) { return v >= horizon ? QStringLiteral("%1+").arg(horizon) : locale.toString(v, 'f', 1); };
        runway = tr("odds: median %1 · 90 %: %2 – %3").arg(m(r.runwayMonths[3]), m(r.runwayMonths[0]), m(r.runwayMonths[6]));
        for (const Message& note : r.notes)
            runway += QChar(QChar::LineSeparator) + text(note); // a line of its own on the card
    }
    card(QStringLiteral("runway"))->setInterval(runway);
}

} // namespace runway
