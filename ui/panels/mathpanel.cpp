#include "ui/panels/mathpanel.h"

#include <algorithm>
#include <cmath>
#include <functional>

#include <QEvent>
#include <QScrollBar>
#include <QTimer>

#include "core/model/chartseries.h"
#include "ui/format/displayformat.h"
#include "ui/format/messagetext.h"

namespace runway {

MathPanel::MathPanel(QWidget* parent)
    : QTextBrowser(parent)
{
    setObjectName(QStringLiteral("mathPanel"));
    setAccessibleName(tr("Show the math"));
    setOpenLinks(false);
    viewport()->installEventFilter(this);
}

void MathPanel::setData(const Scenario& s, const SimulationResult& r)
{
    m_scenario = s;
    m_result.metrics = r.metrics;
    m_result.views = r.views;
    m_stale = true;
    if (isVisible() && !m_queued) {
        m_queued = true;
        const qint64 since = m_lastRewrite.isValid() ? m_lastRewrite.elapsed() : kMinIntervalMs;
        QTimer::singleShot(static_cast<int>(std::max<qint64>(0, kMinIntervalMs - since)), this, [this] {
            m_queued = false;
            refreshPending();
        });
    }
}

void MathPanel::showEvent(QShowEvent* event)
{
    QTextBrowser::showEvent(event);
    // From the event loop, and only when it is seen: a dock tabbed behind another is shown for a
    // moment while the window first lays itself out and is hidden again by then, and a panel not laid
    // out yet waits for its first paint. The page is rich text to lay out: the window's first frame
    // never waits for it (issue 22, start-up).
    QTimer::singleShot(0, this, &MathPanel::refreshPending);
}

bool MathPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == viewport() && event->type() == QEvent::Paint && m_stale && !m_lastRewrite.isValid())
        QTimer::singleShot(0, this, &MathPanel::refreshPending);
    return QTextBrowser::eventFilter(watched, event);
}

void MathPanel::refreshPending()
{
    if (m_stale && isVisible() && !visibleRegion().isEmpty()) {
        m_stale = false;
        refresh(m_scenario, m_result);
    }
}

void MathPanel::refresh(const Scenario& s, const SimulationResult& r)
{
    const int scroll = verticalScrollBar() ? verticalScrollBar()->value() : 0;
    m_lastRewrite.start();
    setHtml(html(s, r));
    if (verticalScrollBar())
        verticalScrollBar()->setValue(scroll);
}

namespace {

/// A plain number in the user's locale, `significant` digits; a negative one with U+2212 as money has it.
QString num(double v, int significant = 3)
{
    const QString text = QLocale().toString(std::fabs(v), 'g', significant);
    return v < 0 ? QStringLiteral("\u2212") + text : text;
}

/// One step: its name and formula, then the same formula with the numbers put in and the result.
/// The substituted line is in the text colour (not a grey): it is what a student copies.
QString step(const QString& what, const QString& formula, const QString& numbers, const QString& result)
{
    // Formulas keep their left-to-right order under a right-to-left layout (display::formula).
    return QStringLiteral("<tr><td valign='top'><b>%1</b></td><td>%2</td></tr><tr><td></td><td>%3</td></tr>")
        .arg(what, display::formula(formula), display::formula(QStringLiteral("= %1 = <b style='font-size:large'>%2</b>").arg(numbers, result)));
}

QString section(const QString& title)
{
    return QStringLiteral("</table><h4>%1</h4><table cellspacing='3'>").arg(title);
}

/// The metric's value, or the sentence that says why it has none (MODEL.md §5's null_reasons).
QString orReason(const std::optional<double>& v, const Metrics& m, const char* key, const std::function<QString(double)>& text)
{
    if (v)
        return text(*v);
    const auto it = m.nullReasons.find(key);
    return it == m.nullReasons.end() ? MathPanel::tr("none") : MathPanel::tr("none: %1").arg(display::text(it->second));
}

/// MODEL3.md §4c's shared fleet for day 0: owned, free for the programme, busy, bought, power.
QString model3Fleet(const Scenario& s, const Metrics& m, const QString& ownedFrom)
{
    using namespace display;
    using enum ParamId;
    const QLocale locale;
    const auto count = [&](double v) { return locale.toString(v, 'f', 0); };
    const double owned = m.chipsOwnedStart.value_or(0);
    const double avail = *m.model3->chipsFreeStart;
    const double busy = *m.model3->chipsBusy;
    const double bought = std::max(0.0, m.chipsNeeded - avail);
    const DayFlows& d = m.day0;
    QString t;
    t += step(MathPanel::tr("Free for the programme"), MathPanel::tr("floor(owned × fleet share); owned: %1").arg(ownedFrom),
              MathPanel::tr("floor(%1 × %2)").arg(count(owned), percent(s[FleetShare], 1)), count(avail));
    t += step(MathPanel::tr("Busy with other work"), MathPanel::tr("owned − free; their number never changes"),
              MathPanel::tr("%1 − %2").arg(count(owned), count(avail)), count(busy));
    t += step(MathPanel::tr("Bought on day 0"), MathPanel::tr("max(0, needed − free)"),
              MathPanel::tr("max(0, %1 − %2)").arg(count(m.chipsNeeded), count(avail)), count(bought));
    t += step(MathPanel::tr("Capex"), MathPanel::tr("accelerators bought × price (+ replacement) — cash when bought"),
              MathPanel::tr("%1 × %2").arg(count(bought), money(s[ChipCapex], 4)), money(d.capexUsd, 4));
    t += step(MathPanel::tr("Power"), MathPanel::tr("(busy + the programme's fleet) × kW × 24 × PUE × $/kWh — every chip powered"),
              MathPanel::tr("(%1 + %2) × %3 × 24 × %4 × %5").arg(count(busy), count(avail + bought), num(s[ChipPower]), num(s[Pue]), money(s[Electricity], 3)),
              money(d.powerUsd, 4));
    return t;
}

} // namespace

QString MathPanel::html(const Scenario& s, const SimulationResult& result)
{
    using namespace display;
    using enum ParamId;
    if (!result.views)
        return {};
    const Metrics& m = result.metrics;
    const DayZeroSteps& steps = result.views->steps; // the document's published numbers: nothing is computed here
    const DayFlows& d = m.day0;
    const QString perM = tr("/M");
    const auto price = [](double v) { return value(spec(Price), v); }; // "$0.10": cents always shown
    const MixIndices& mix = steps.mix;
    const double c = s[Conversion] / 100.0;
    const double e = steps.elasticityFactor;
    const double demand = s[Demand];
    const double quota0 = s[FreeTierMonths] > 0 ? s[FreeQuota] : s[QuotaAfter];

    QString t = QStringLiteral("<h3>%1</h3><table cellspacing='3'>").arg(tr("Day 0, step by step"));

    // §3b: cash at the start.
    t += section(tr("Cash on hand at the start"));
    const Model3Metrics* m3 = m.model3 ? &*m.model3 : nullptr;
    const std::optional<Date> measured = s.measuredDate(FlowsMeasuredOn);
    // MODEL3.md §4b: M and Mr, the days from the measured dates to the start (0 when undated).
    const long long daysM = measured ? s.startDate.toDays() - measured->toDays() : 0;
    const std::optional<Date> revenueMeasured = s.isNull(OtherRevenueMeasuredOn) ? measured : s.measuredDate(OtherRevenueMeasuredOn);
    const long long daysMr = revenueMeasured ? s.startDate.toDays() - revenueMeasured->toDays() : 0;
    if (s.isNull(Cash) && m3 && m3->bridgeBurnUsd && measured) {
        // MODEL3.md §3b: the measured burn B moves with the model's own gross cost and other revenue.
        t += step(tr("Bridge burn"), tr("Σ over the L days from the filing to the start of B ÷ 30 + [opex(t) − opex(−M)] − [other(t) − other(−M)]"),
                  tr("B = %1 a month, L = %2 days, M = %3 days (measured on %4), opex(−M) = %5 ÷ 30, other(−M) = %6 ÷ 30")
                      .arg(money(s[BurnSinceFiling], 4))
                      .arg(daysSinceFiling(s))
                      .arg(daysM)
                      .arg(date(*measured), money(s[FixedOpex], 4), money(s[OtherRevenue], 4)),
                  money(*m3->bridgeBurnUsd, 4));
        t += step(tr("Cash on hand"), tr("filing cash (RMB) ÷ RMB per $ + raised since the filing − bridge burn"),
                  tr("RMB %1 ÷ %2 + %3 − %4").arg(tokens(s[FilingCashCny], 4), num(s[CnyPerUsd]), money(s[RaisedSinceFiling], 4), money(*m3->bridgeBurnUsd, 4)),
                  money(m.cashStartUsd, 4));
    } else if (s.isNull(Cash)) {
        t += step(tr("Cash on hand"), tr("filing cash (RMB) ÷ RMB per $ + raised since the filing − monthly burn × months since the filing"), cashBridge(s),
                  money(m.cashStartUsd, 4));
    } else {
        t += step(tr("Cash on hand"), tr("given directly"), money(s[Cash], 4), money(m.cashStartUsd, 4));
    }

    // §3: the serving cost per million tokens at the reference mix.
    t += section(tr("Serving cost"));
    if (s.isNull(ServingCost)) {
        t += step(tr("Serving cost"), tr("(chip price ÷ (life × 365) + kW × 24 × PUE × $/kWh) ÷ (tokens per chip-day × speed-up) × 1M"),
                  tr("(%1 ÷ (%2 × 365) + %3 × 24 × %4 × %5) ÷ (%6 × %7) × 1M")
                      .arg(money(s[ChipCapex], 4), num(s[ChipLife]), num(s[ChipPower]), num(s[Pue]), money(s[Electricity], 3), tokens(s[TokensPerChip]),
                           num(s[Speedup])),
                  perUnitMoney(m.servingCostUsdPerMtok) + perM);
    } else {
        t += step(tr("Serving cost"), tr("given directly"), perUnitMoney(s[ServingCost]) + perM, perUnitMoney(m.servingCostUsdPerMtok) + perM);
    }

    // §3a: the token mix.
    t += section(tr("Token mix"));
    const double share = s[OutputShare] / 100.0, hit = s[CacheHit] / 100.0;
    t += step(tr("Price index IP"),
              tr("((1 − output share) × ((1 − cache hits) + cache hits × cached price fraction) + output share × output price multiple) ÷ the same at 25 % "
                 "output, no cache hits"),
              tr("((1 − %1) × ((1 − %2) + %2 × %3) + %1 × %4) ÷ %5")
                  .arg(num(share), num(hit), num(s[CachedPriceFraction]), num(s[OutputPriceMultiple]), num(mix.wpReference, 4)),
              num(mix.ip, 4));
    t += step(tr("Cost index IC"), tr("the same with the cached cost fraction and the output cost multiple"),
              tr("((1 − %1) × ((1 − %2) + %2 × %3) + %1 × %4) ÷ %5")
                  .arg(num(share), num(hit), num(s[CachedCostFraction]), num(s[OutputCostMultiple]), num(mix.wcReference, 4)),
              num(mix.ic, 4));
    t += step(tr("Effective price"), tr("list price × IP"), tr("%1 × %2").arg(price(s[Price]), num(mix.ip, 4)), price(m.effectivePriceUsdPerMtok) + perM);
    t += step(tr("Effective serving cost"), tr("serving cost × IC"), tr("%1 × %2").arg(perUnitMoney(m.servingCostUsdPerMtok), num(mix.ic, 4)),
              perUnitMoney(m.effectiveServingCostUsdPerMtok) + perM);
    t += QStringLiteral("</table><table cellspacing='0' cellpadding='3' border='1' style='border-collapse:collapse'>"
                        "<tr><th></th><th>%1</th><th>%2</th><th>%3</th></tr>"
                        "<tr><td>%4</td><td align='right'>%5</td><td align='right'>%6</td><td align='right'>%7</td></tr>"
                        "<tr><td>%8</td><td align='right'>%9</td><td align='right'>%10</td><td align='right'>%11</td></tr>")
             .arg(tr("input"), tr("output"), tr("cached input"), tr("list price per 1M"), perUnitMoney(m.typePrices.input), perUnitMoney(m.typePrices.output),
                  perUnitMoney(m.typePrices.cachedInput), tr("serving cost per 1M"), perUnitMoney(m.typeServingCosts.input),
                  perUnitMoney(m.typeServingCosts.output))
             .arg(perUnitMoney(m.typeServingCosts.cachedInput));
    t += QStringLiteral("</table><table cellspacing='3'>");

    // §4 and §4a: the tokens of day 0.
    t += section(tr("Tokens"));
    if (s[Elasticity] == 0)
        t += step(tr("Elasticity factor e"), tr("(price ÷ reference price)^ε; ε = 0: demand does not answer the price"), tr("ε = 0"), num(1));
    else
        t += step(tr("Elasticity factor e"), tr("(price ÷ reference price)^ε"),
                  tr("(%1 ÷ %2)^%3").arg(price(s[Price]), price(s[ReferencePrice]), num(s[Elasticity])), num(e, 4));
    const double unpaid = (1.0 - c) * demand;
    if (s.isNull(AccountCap)) {
        t += step(tr("Paid tokens"), tr("conversion × demand × e"), tr("%1 × %2 × %3").arg(percent(s[Conversion]), tokens(demand), num(e, 4)),
                  tokens(d.paidTokens));
        t += step(tr("Free tokens"), tr("min((1 − conversion) × demand, quota)"),
                  tr("min(%1 × %2, %3)").arg(percent(100 - s[Conversion]), tokens(demand), tokens(quota0)), tokens(d.freeTokens));
    } else {
        const double accounts = (1.0 - c) * s[FreeAccounts];
        const double cap = s[AccountCap], sigma = s[AccountSigma];
        const CapSplit split = steps.capSplit.value_or(CapSplit{});
        const double mean = accounts > 0 ? unpaid / accounts : 0.0;
        const double mu = mean > 0 ? std::log(mean) - sigma * sigma / 2 : 0.0;
        t += step(tr("Usage of a free account"), tr("mean m = demand ÷ free accounts; log-normal with μ = ln m − σ²/2"),
                  tr("m = %1 ÷ %2 = %3; μ = ln %3 − %4²/2").arg(tokens(demand), tokens(s[FreeAccounts]), tokens(mean), num(sigma)),
                  tr("μ = %1").arg(num(mu, 4)));
        t += step(tr("Within the cap per account"), tr("E[min(U, K)] = m·Φ((ln K − μ − σ²)/σ) + K·(1 − Φ((ln K − μ)/σ))"),
                  tr("K = %1, σ = %2").arg(tokens(cap), num(sigma)), tokens(accounts > 0 ? split.within / accounts : 0.0));
        t += step(tr("Within and above the cap"), tr("W = non-paying accounts × E[min(U, K)], X = F − W"),
                  tr("W = %1 × %2, X = %3 − W").arg(tokens(accounts), tokens(accounts > 0 ? split.within / accounts : 0.0), tokens(unpaid)),
                  tr("W = %1, X = %2; %3 of the accounts at the cap").arg(tokens(split.within), tokens(split.above), percent(split.atCap * 100, 1)));
        t += step(tr("Paid tokens"), tr("conversion × demand × e + capped conversion × X × e"),
                  tr("%1 × %2 × %3 + %4 × %5 × %3").arg(percent(s[Conversion]), tokens(demand), num(e, 4), percent(s[CappedConversion]), tokens(split.above)),
                  tokens(d.paidTokens));
        t += step(tr("Free tokens"), tr("min(W, quota)"), tr("min(%1, %2)").arg(tokens(split.within), tokens(quota0)), tokens(d.freeTokens));
    }

    // §4: the money of day 0.
    t += section(tr("Money of day 0"));
    if (m3) {
        // MODEL3.md §4b: other revenue grows from the day it was measured.
        t += step(tr("Other revenue"), tr("other revenue a month ÷ 30 × (1 + growth)^(Mr ÷ 30)"),
                  tr("%1 ÷ 30 × (1 + %2)^(%3 ÷ 30)").arg(money(s[OtherRevenue], 4), percent(s[OtherRevenueGrowth], 1)).arg(daysMr),
                  money(m3->otherRevenueStartUsdPerMonth / 30.0, 4));
        t += step(tr("Revenue"), tr("paid × effective price + other revenue + subscriptions"),
                  tr("%1 × %2%3 + %4 + %5")
                      .arg(tokens(d.paidTokens), price(m.effectivePriceUsdPerMtok), perM, money(m3->otherRevenueStartUsdPerMonth / 30.0, 4),
                           money(d.subscriptionRevenueUsd, 4)),
                  money(d.revenueUsd, 4));
    } else {
        t += step(tr("Revenue"), tr("paid × effective price + other revenue ÷ 30"),
                  tr("%1 × %2%3 + %4 ÷ 30").arg(tokens(d.paidTokens), price(m.effectivePriceUsdPerMtok), perM, money(s[OtherRevenue])), money(d.revenueUsd, 4));
    }
    t += step(tr("Serving (economic)"), tr("(free + paid) × effective serving cost"),
              tr("%1 × %2%3").arg(tokens(d.freeTokens + d.paidTokens), perUnitMoney(m.effectiveServingCostUsdPerMtok), perM), money(d.servingCostUsd, 4));
    t += step(tr("Free tier: cost"), tr("free × effective serving cost — what the giveaway costs"),
              tr("%1 × %2%3").arg(tokens(d.freeTokens), perUnitMoney(m.effectiveServingCostUsdPerMtok), perM), money(d.freeTierCostUsd, 4));
    t += step(tr("Free tier: list value"), tr("free × effective price — revenue forgone, not cash"),
              tr("%1 × %2%3").arg(tokens(d.freeTokens), price(m.effectivePriceUsdPerMtok), perM), money(d.freeTierListValueUsd, 4));
    t += step(tr("Quota at list price"), tr("the articles' headline: the whole quota × effective price"),
              tr("%1 × %2%3").arg(tokens(s[FreeQuota]), price(m.effectivePriceUsdPerMtok), perM), money(m.quotaListValueUsdPerDay, 4));
    if (s.owned()) {
        const double capacity = s[TokensPerChip] * s[Speedup] / mix.ic;
        const double owned = m.chipsOwnedStart.value_or(0);
        const double fleet0 = std::max(owned, m.chipsNeeded);
        t += step(tr("Capacity per accelerator"), tr("tokens per chip-day × speed-up ÷ IC"),
                  tr("%1 × %2 ÷ %3").arg(tokens(s[TokensPerChip]), num(s[Speedup]), num(mix.ic, 4)), tokens(capacity));
        t += step(tr("Accelerators needed"), tr("ceil(tokens ÷ capacity per accelerator)"),
                  tr("ceil(%1 ÷ %2)").arg(tokens(d.freeTokens + d.paidTokens), tokens(capacity)), QLocale().toString(m.chipsNeeded, 'f', 0));
        const QString ownedFrom =
            s.isNull(ChipsOwned) ? tr("ceil(reported run %1 ÷ %2 per chip)").arg(tokens(s[RunTokens]), tokens(s[TokensPerChip])) : tr("given directly");
        if (m3 && m3->chipsFreeStart && m3->chipsBusy) {
            t += model3Fleet(s, m, ownedFrom);
        } else {
            t += step(tr("Fleet on day 0"), tr("max(accelerators owned, needed); owned: %1").arg(ownedFrom),
                      tr("max(%1, %2)").arg(QLocale().toString(owned, 'f', 0), QLocale().toString(m.chipsNeeded, 'f', 0)), QLocale().toString(fleet0, 'f', 0));
            t += step(tr("Capex"), tr("accelerators bought × price — cash when bought; depreciation is not cash"),
                      tr("%1 × %2").arg(QLocale().toString(fleet0 - owned, 'f', 0), money(s[ChipCapex], 4)), money(d.capexUsd, 4));
            t += step(tr("Power"), tr("fleet × kW × 24 × PUE × $/kWh — idle accelerators draw power too"),
                      tr("%1 × %2 × 24 × %3 × %4").arg(QLocale().toString(fleet0, 'f', 0), num(s[ChipPower]), num(s[Pue]), money(s[Electricity], 3)),
                      money(d.powerUsd, 4));
        }
        t += step(tr("Serving (cash)"), tr("power + capex"), tr("%1 + %2").arg(money(d.powerUsd, 4), money(d.capexUsd, 4)), money(d.servingCashUsd, 4));
    } else {
        t += step(tr("Serving (cash)"), tr("paid by the token, like a cloud: the economic serving cost"), money(d.servingCostUsd, 4),
                  money(d.servingCashUsd, 4));
    }
    if (m3) {
        // MODEL3.md §4b: the measured operating cost splits into training compute and the rest, each grown from M days ago.
        const double tau = s[TrainingShare] / 100.0;
        t += step(tr("Other operating cost"), tr("operating cost ÷ 30 × (1 − training share) × (1 + opex growth)^(M ÷ 30)"),
                  tr("%1 ÷ 30 × (1 − %2) × (1 + %3)^(%4 ÷ 30)").arg(money(s[FixedOpex], 4), num(tau), percent(s[OpexGrowth], 1)).arg(daysM),
                  money(d.otherOpexUsd, 4));
        t += step(tr("Training compute"),
                  s.isNull(TrainingGrowthAfterStart)
                      ? tr("operating cost ÷ 30 × training share × (1 + training growth)^(M ÷ 30)")
                      : tr("the same at the measured rate up to the start; from day 0 on it grows at %1 a month").arg(percent(s[TrainingGrowthAfterStart], 1)),
                  tr("%1 ÷ 30 × %2 × (1 + %3)^(%4 ÷ 30)").arg(money(s[FixedOpex], 4), num(tau), percent(s[TrainingGrowth], 1)).arg(daysM),
                  money(d.trainingComputeUsd, 4));
        t += step(tr("Operating cost"), tr("other operating cost + training compute"),
                  tr("%1 + %2").arg(money(d.otherOpexUsd, 4), money(d.trainingComputeUsd, 4)), money(d.opexUsd, 4));
    } else {
        t += step(tr("Operating cost"), tr("fixed operating cost per month ÷ 30, growing %1 a month").arg(percent(s[OpexGrowth], 1)),
                  tr("%1 ÷ 30").arg(money(s[FixedOpex])), money(d.opexUsd, 4));
    }
    if (m3) {
        // MODEL3.md §4g: the cash the free tier causes, against the same scenario without it.
        t += step(tr("Free tier: incremental cash"), tr("serving cash − serving cash of the same scenario without a free tier"),
                  tr("%1 − %2").arg(money(d.servingCashUsd, 4), money(d.servingCashUsd - d.freeTierIncrementalCashUsd, 4)),
                  money(d.freeTierIncrementalCashUsd, 4));
        t += step(tr("… over the horizon"), tr("the same summed over every day"), tr("Σ %1 days").arg(s.horizonDays()),
                  money(m3->totalFreeTierIncrementalCashUsd, 4));
    }
    t += step(tr("Net burn"), tr("serving (cash) + operating cost − revenue"),
              tr("%1 + %2 − %3").arg(money(d.servingCashUsd, 4), money(d.opexUsd, 4), money(d.revenueUsd, 4)), money(d.netBurnUsd, 4));

    // §5: the unit economics of a converted account.
    t += section(tr("Unit economics of a paying account"));
    const double r = std::pow(1.0 + s[DiscountRate] / 100.0, 1.0 / 12.0) - 1.0;
    const double churn = s[PaidChurn] / 100.0;
    t += step(tr("Gross margin"), tr("(effective price − effective serving cost) ÷ effective price"),
              tr("(%1 − %2) ÷ %1").arg(price(m.effectivePriceUsdPerMtok), perUnitMoney(m.effectiveServingCostUsdPerMtok)),
              orReason(m.grossMarginPct, m, "gross_margin_pct", [](double v) { return percent(v, 1); }));
    if (s.isNull(AccountCap))
        t += step(tr("Paying accounts"), tr("conversion × free accounts"), tr("%1 × %2").arg(percent(s[Conversion]), tokens(s[FreeAccounts])),
                  tokens(m.payingAccounts));
    else
        t += step(tr("Paying accounts"), tr("conversion × accounts + capped conversion × share at the cap × non-paying accounts"),
                  tr("%1 × %2 + %3 × %4 × %5")
                      .arg(percent(s[Conversion]), tokens(s[FreeAccounts]), percent(s[CappedConversion]), percent(m.accountsAtCapPct.value_or(0), 1),
                           tokens((1.0 - c) * s[FreeAccounts])),
                  tokens(m.payingAccounts));
    t += step(tr("ARPU"), tr("paid tokens × effective price × 30 ÷ paying accounts"),
              tr("%1 × %2%3 × 30 ÷ %4").arg(tokens(d.paidTokens), price(m.effectivePriceUsdPerMtok), perM, tokens(m.payingAccounts)),
              orReason(m.arpuUsdPerMonth, m, "arpu_usd_per_month", [](double v) { return money(v, 3) + MathPanel::tr(" a month"); }));
    t += step(tr("LTV"), tr("ARPU × margin × (1 + r) ÷ (r + churn), r = (1 + discount rate)^(1/12) − 1"),
              tr("r = %1, churn = %2 a month").arg(percent(r * 100, 2), percent(s[PaidChurn], 1)),
              orReason(m.ltvUsd, m, "ltv_usd", [](double v) { return money(v, 3); }));
    t += step(tr("CAC"), tr("a month of the free tier's cost ÷ the paying accounts it must win to replace churn"),
              tr("%1 × 30 ÷ (%2 × %3)").arg(money(d.freeTierCostUsd, 4), num(churn), tokens(m.payingAccounts)),
              orReason(m.cacUsd, m, "cac_usd", [](double v) { return money(v, 3); }));
    t += step(tr("LTV / CAC"), tr("LTV ÷ CAC"), tr("%1 ÷ %2").arg(m.ltvUsd ? money(*m.ltvUsd, 3) : tr("none"), m.cacUsd ? money(*m.cacUsd, 3) : tr("none")),
              orReason(m.ltvToCac, m, "ltv_to_cac", [](double v) { return num(v, 2); }));
    t += step(tr("Payback"), tr("CAC ÷ (ARPU × margin)"),
              m.cacUsd && m.arpuUsdPerMonth && m.grossMarginPct
                  ? tr("%1 ÷ (%2 × %3)").arg(money(*m.cacUsd, 3), money(*m.arpuUsdPerMonth, 3), percent(*m.grossMarginPct, 1))
                  : tr("—"),
              orReason(m.paybackMonths, m, "payback_months", [](double v) { return months(v); }));
    t += QStringLiteral("</table>");

    t += QStringLiteral("<p>%1</p>")
             .arg(tr("Every day: cash(d) = cash(d − 1) + funding(d) − net burn(d), starting from %1; demand grows by %2 a month and the fleet never shrinks.")
                      .arg(money(m.cashStartUsd, 4), percent(s[Growth], 1)));
    if (m.infeasible)
        t += QStringLiteral("<p><b>%1</b></p>")
                 .arg(tr("Infeasible: the accelerators day 0 needs cost %1, more than the cash of %2.").arg(money(d.capexUsd, 3), money(m.cashStartUsd, 3)));
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
