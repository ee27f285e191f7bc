#include "ui/panels/mathpanel.h"

#include <QScrollBar>
#include <QTimer>

#include "ui/format/displayformat.h"

namespace runway {

MathPanel::MathPanel(QWidget* parent)
    : QTextBrowser(parent)
{
    setObjectName(QStringLiteral("mathPanel"));
    setAccessibleName(tr("Show the math"));
    setOpenLinks(false);
}

void MathPanel::setData(const Scenario& s, const SimulationResult& r)
{
    m_scenario = s;
    m_metrics = r.metrics;
    m_stale = true;
    if (isVisible() && !m_queued) {
        m_queued = true;
        QTimer::singleShot(0, this, [this] {
            m_queued = false;
            refreshPending();
        });
    }
}

void MathPanel::showEvent(QShowEvent* event)
{
    QTextBrowser::showEvent(event);
    refreshPending();
}

void MathPanel::refreshPending()
{
    if (m_stale && isVisible()) {
        m_stale = false;
        refresh(m_scenario, m_metrics);
    }
}

void MathPanel::refresh(const Scenario& s, const Metrics& m)
{
    const int scroll = verticalScrollBar() ? verticalScrollBar()->value() : 0;
    setHtml(html(s, m));
    if (verticalScrollBar())
        verticalScrollBar()->setValue(scroll);
}

QString MathPanel::html(const Scenario& s, const Metrics& m)
{
    using namespace display;
    using enum ParamId;
    const DayFlows& d = m.day0;
    const QString perM = tr("/M");
    auto row = [](const QString& what, const QString& formula, const QString& numbers, const QString& result) {
        return QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr><tr><td></td><td style='color:palette(mid)'>= %3 = <b>%4</b></td></tr>")
            .arg(what, formula, numbers, result);
    };
    QString t = QStringLiteral("<h3>%1</h3><table cellspacing='2'>").arg(tr("Day 0, step by step"));
    if (s.isNull(ParamId::ServingCost)) {
        t += row(tr("Serving cost"), tr("(chip price ÷ (life × 365) + kW × 24 × PUE × $/kWh) ÷ (tokens per chip-day × speed-up) × 1M"),
                 tr("(%1 ÷ (%2 × 365) + %3 × 24 × %4 × %5) ÷ (%6 × %7) × 1M")
                     .arg(money(s[ChipCapex], 4), QLocale().toString(s[ChipLife]), QLocale().toString(s[ChipPower]), QLocale().toString(s[Pue]),
                          money(s[Electricity], 3), tokens(s[TokensPerChip]), QLocale().toString(s[Speedup], 'g', 3)),
                 money(m.servingCostUsdPerMtok, 3) + perM);
    } else {
        t += row(tr("Serving cost"), tr("given directly"), money(s[ServingCost], 3) + perM, money(m.servingCostUsdPerMtok, 3) + perM);
    }
    const double c = s[Conversion];
    t += row(tr("Paid tokens"), tr("conversion × demand"), tr("%1 × %2").arg(percent(c), tokens(s[Demand])), tokens(d.paidTokens));
    t += row(tr("Free tokens"), tr("min((1 − conversion) × demand, quota)"),
             tr("min(%1 × %2, %3)").arg(percent(100 - c), tokens(s[Demand]), tokens(s[FreeTierMonths] > 0 ? s[FreeQuota] : s[QuotaAfter])),
             tokens(d.freeTokens));
    t += row(tr("Revenue"), tr("paid × price + other revenue ÷ 30"),
             tr("%1 × %2%3 + %4 ÷ 30").arg(tokens(d.paidTokens), money(s[Price], 3), perM, money(s[OtherRevenue])), money(d.revenueUsd, 4));
    t += row(tr("Serving"), tr("(free + paid) × serving cost"),
             tr("%1 × %2%3").arg(tokens(d.freeTokens + d.paidTokens), money(m.servingCostUsdPerMtok, 3), perM), money(d.servingCostUsd, 4));
    t += row(tr("Free tier: cash cost"), tr("free × serving cost — what the company pays"),
             tr("%1 × %2%3").arg(tokens(d.freeTokens), money(m.servingCostUsdPerMtok, 3), perM), money(d.freeTierCostUsd, 4));
    t += row(tr("Free tier: list value"), tr("free × price — revenue forgone, not cash"), tr("%1 × %2%3").arg(tokens(d.freeTokens), money(s[Price], 3), perM),
             money(d.freeTierListValueUsd, 4));
    t += row(tr("Quota at list price"), tr("the articles' headline: the whole quota × price"),
             tr("%1 × %2%3").arg(tokens(s[FreeQuota]), money(s[Price], 3), perM), money(m.quotaListValueUsdPerDay, 4));
    t += row(tr("Fixed opex"), tr("fixed opex per month ÷ 30"), tr("%1 ÷ 30").arg(money(s[FixedOpex])), money(d.opexUsd, 4));
    t += row(tr("Net burn"), tr("serving + fixed opex − revenue"),
             tr("%1 + %2 − %3").arg(money(d.servingCostUsd, 4), money(d.opexUsd, 4), money(d.revenueUsd, 4)), money(d.netBurnUsd, 4));
    t += QStringLiteral("</table>");
    t += QStringLiteral("<p>%1</p>")
             .arg(tr("Every day: cash(d) = cash(d − 1) + funding(d) − net burn(d), starting from %1; demand grows by %2 a month.")
                      .arg(money(s[Cash]), percent(s[Growth], 1)));
    if (m.runwayDays)
        t += QStringLiteral("<p>%1</p>")
                 .arg(tr("Cash first goes below zero on day %1, %2: a runway of %3.")
                          .arg(*m.runwayDays)
                          .arg(date(s.startDate.plusDays(*m.runwayDays)), months(*m.runwayMonths)));
    else
        t += QStringLiteral("<p>%1</p>").arg(tr("Cash stays above zero for all %1 months.").arg(s.horizonMonths()));
    t += QStringLiteral("<p><i>%1</i></p>").arg(tr("The company pays the serving cost of the tokens used, not the list value of the quota offered."));
    return t;
}

} // namespace runway
