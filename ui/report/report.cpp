#include "ui/report/report.h"

#include <algorithm>
#include <cmath>
#include <iterator>

#include <QBuffer>
#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

#include "core/analysis/montecarlo.h"
#include "core/claims/builtintexts.h"
#include "core/claims/claimaudit.h"
#include "core/model/chartseries.h"
#include "core/model/metricnames.h"
#include "core/model/model.h"
#include "core/scenario/scenariodiff.h"
#include "core/util/fileio.h"
#include "ui/charts/burnchart.h"
#include "ui/charts/chartpainter.h"
#include "ui/charts/runwaychart.h"
#include "ui/format/displayformat.h"
#include "ui/format/messagetext.h"
#include "ui/panels/claimsmodel.h"
#include "ui/panels/sourcespanel.h"
#include "ui/report/reportpainter.h"
#include "ui/theme.h"

namespace runway {

namespace {

// Context "runway": what lupdate assigns to a tr() call in namespace runway outside any class.
QString tr(const char* text)
{
    return QCoreApplication::translate("runway", text);
}

constexpr double kMargin = 30; // points
constexpr double kPngDpi = 150;
// The two charts sit side by side, each laid out at its width (logical pixels) and scaled into
// half the page; at least kChartAspect × their width tall, taller when the text leaves room.
constexpr int kRunwayLayoutWidth = 560; // wide enough for the legends' long entries in one row of three
constexpr int kBurnLayoutWidth = 560;
constexpr double kChartAspect = 0.63;
constexpr double kMaxChartExtra = 90; // points
constexpr double kMaxFontScale = 1.2; // the text grows into space the page leaves free …
constexpr double kMinFontScale = 0.6; // … and shrinks down to this before it overflows

QString esc(const QString& s)
{
    return s.toHtmlEscaped();
}

QString reasonFor(const Metrics& m, const char* key, const QString& fallback)
{
    const auto it = m.nullReasons.find(key);
    return it == m.nullReasons.end() ? fallback : display::text(it->second);
}

/// The documents the report cites: the articles by their catalogue ids (A … E), then every other
/// document a default comes from, numbered in the order the assumptions table first cites it.
class Citations {
public:
    explicit Citations(const ClaimCatalogue& catalogue)
        : m_catalogue(catalogue)
    {
    }

    /// "[E]", "[A–E]" or "[1]" for a parameter's source (by its title in the parameter table).
    QString refFor(std::string_view source)
    {
        if (source.empty())
            return {};
        for (const ClaimSource& a : m_catalogue.sources)
            if (english(a.title) == source)
                return QStringLiteral("[%1]").arg(display::fromUtf8(a.id));
        if (source.find("articles") != std::string_view::npos)
            return QStringLiteral("[%1]").arg(allArticles());
        const QString text = fullCitation(source);
        qsizetype at = m_documents.indexOf(text);
        if (at < 0) {
            m_documents << text;
            at = m_documents.size() - 1;
        }
        return QStringLiteral("[%1]").arg(at + 1);
    }

    /// A claim's sources: "[A–E]", "[A, C]".
    QString refFor(const Claim& c) const
    {
        if (c.sources.size() == m_catalogue.sources.size() && c.sources.size() > 2)
            return QStringLiteral("[%1]").arg(allArticles());
        QStringList ids;
        for (const auto& id : c.sources)
            ids << display::fromUtf8(id);
        return QStringLiteral("[%1]").arg(ids.join(QStringLiteral(", ")));
    }

    /// The list, one citation a line: the articles' full titles, then the documents.
    QString html() const
    {
        QString out;
        // Each article with its description, then what the source gives of its original title,
        // publisher, date and link.
        for (const ClaimSource& a : m_catalogue.sources) {
            const QString details = SourcesPanel::sourceDetailsHtml(a);
            out += QStringLiteral("<tr><td valign='top'>[%1]</td><td>“%2”, %3%4</td></tr>")
                       .arg(esc(display::fromUtf8(a.id)), esc(display::text(a.title)), esc(display::text(a.description)),
                            details.isEmpty() ? QString() : QStringLiteral("<br/>") + details);
        }
        for (qsizetype i = 0; i < m_documents.size(); ++i)
            out += QStringLiteral("<tr><td valign='top'>[%1]</td><td>%2</td></tr>").arg(i + 1).arg(esc(m_documents[i]));
        return QStringLiteral("<table cellspacing='0' cellpadding='0.6'>") + out + QStringLiteral("</table>");
    }

private:
    QString allArticles() const
    {
        if (m_catalogue.sources.empty())
            return {};
        return display::fromUtf8(m_catalogue.sources.front().id) + QStringLiteral("–") + display::fromUtf8(m_catalogue.sources.back().id);
    }

    /// The full citation of a default's source: the catalogue's public figures carry the filings'
    /// and the documentation's full references (title, publisher, date); the price lists are the
    /// vendors' pricing pages.
    QString fullCitation(std::string_view source) const
    {
        const auto has = [](std::string_view text, std::string_view part) { return text.find(part) != std::string_view::npos; };
        std::string_view key;
        if (has(source, "prospectus"))
            key = "prospectus";
        else if (has(source, "listing"))
            key = "allotment results";
        else if (has(source, "OpenRouter"))
            key = "OpenRouter";
        else if (has(source, "list prices"))
            return tr("Google, Gemini API pricing (Gemini 2.5 Flash-Lite: $0.10 input, $0.40 output, $0.025 cached input per 1M tokens); OpenAI, API "
                      "pricing (GPT-4o mini: $0.15 input, $0.60 output per 1M tokens)");
        if (!key.empty())
            for (const PublicFigure& f : m_catalogue.publicFigures)
                if (has(english(f.source), key))
                    return display::text(f.source);
        if (auto text = builtinTextKey(source)) // a title the catalogue translates
            return display::text(Message(*text));
        return display::fromUtf8(source);
    }

    const ClaimCatalogue& m_catalogue;
    QStringList m_documents;
};

/// What one report shows: a scenario with its result, claims audit and Monte Carlo odds.
struct ReportInput {
    const Scenario& s;
    const SimulationResult& r;
    const std::vector<ClaimResult>& claims;
    const std::optional<MonteCarloResult>& odds;
};

QString runwayText(const Scenario& s, const Metrics& m)
{
    using namespace display;
    if (m.infeasible)
        return tr("Infeasible: %1").arg(infeasibleSentence(s, m));
    // MODEL.md §5's textbook runway divides by the whole first month's net burn, one-off purchases included: say so.
    QString simple;
    if (m.simpleRunwayMonths)
        simple = m.firstMonthCapexUsd > 0 ? tr("; the textbook runway (cash ÷ the first month's net burn, %1 of accelerators included) is %2")
                                                .arg(money(m.firstMonthCapexUsd), months(*m.simpleRunwayMonths))
                                          : tr("; the textbook runway (cash ÷ the first month's net burn) is %1").arg(months(*m.simpleRunwayMonths));
    // MODEL3.md §4d: own cash counts only the certain money and no credit line: the day new money is needed.
    QString own;
    if (m.model3 && m.model3->ownCashRunwayDays && m.model3->ownCashRunwayMonths)
        own = tr("; own cash (certain money only, no credit line) runs out on %1, after %2: new money is needed by then")
                  .arg(date(s.startDate.plusDays(*m.model3->ownCashRunwayDays)), months(*m.model3->ownCashRunwayMonths));
    else if (m.model3)
        own = tr("; own cash (certain money only, no credit line) lasts the horizon");
    if (m.runwayMonths)
        return tr("%1 — cash runs out on %2").arg(months(*m.runwayMonths), date(s.startDate.plusDays(*m.runwayDays))) + simple + own;
    return tr("%1 — %2").arg(cappedMonths(m.runwayMonthsCapped, s.horizonMonths()), reasonFor(m, "runway_months", tr("the cash lasts the horizon"))) + own;
}

/// One plain sentence a partner can read first: how long the cash lasts, the burn, and where the free
/// tier pays for itself.
QString headline(const Scenario& s, const Metrics& m)
{
    using namespace display;
    if (m.infeasible)
        return tr("As set, this scenario cannot start: %1.").arg(infeasibleSentence(s, m));
    const QString lasts = m.runwayDays ? tr("lasts %1, to %2").arg(months(*m.runwayMonths), date(s.startDate.plusDays(*m.runwayDays)))
                                       : tr("lasts beyond the %1-month horizon").arg(s.horizonMonths());
    const QString freeTier = m.programBreakEvenConversionPct ? tr("the free tier pays for itself from %1 conversion (the scenario assumes %2)")
                                                                   .arg(percent(*m.programBreakEvenConversionPct, 1), percent(s[ParamId::Conversion], 1))
                                                             : tr("the free tier never pays for itself at this price");
    return tr("The cash on hand, %1, %2 at a burn of %3; %4.").arg(money(m.cashStartUsd, 4), lasts, text(burnSplit(m)), freeTier);
}

/// The first month's burn with its one-off purchases apart, and the operating cost it grows from.
QString burnText(const Scenario& s, const Metrics& m)
{
    using namespace display;
    QString opex = tr("operating cost %1 / month, growing %2 / month").arg(money(s[ParamId::FixedOpex]), percent(s[ParamId::OpexGrowth], 1));
    if (m.model3) // MODEL3.md §4b: the levels the runway starts from, training compute on its own line
        opex = tr("operating cost %1 / month at the start: training compute %2, growing %3 / month, and the rest %4, growing %5 / month")
                   .arg(money(m.model3->opexStartUsdPerMonth), money(m.model3->trainingComputeStartUsdPerMonth),
                        percent(s.isNull(ParamId::TrainingGrowthAfterStart) ? s[ParamId::TrainingGrowth] : s[ParamId::TrainingGrowthAfterStart], 1),
                        money(m.model3->opexStartUsdPerMonth - m.model3->trainingComputeStartUsdPerMonth), percent(s[ParamId::OpexGrowth], 1));
    if (m.firstMonthCapexUsd > 0)
        return tr("%1 (the first month's net burn: %2); %3").arg(text(burnSplit(m)), money(m.firstMonthNetBurnUsd), opex);
    return tr("%1 in the first month (%2 on day 0); %3").arg(money(m.firstMonthNetBurnUsd), money(m.day0.netBurnUsd), opex);
}

QString oddsText(const Scenario& s, const std::optional<MonteCarloResult>& mc)
{
    using namespace display;
    if (s.uncertainty.empty())
        return tr("This scenario has no uncertainty ranges, so there are no odds: the runway above is its only outcome.");
    if (!mc)
        return tr("not computed");
    if (mc->representedSamples() == 0) // no future to count: say why, as the CLI does
        return tr("Note: %1.").arg(display::text(monteCarloUnrepresentable(mc->unrepresentable)));
    const int horizon = s.horizonMonths();
    QStringList uncertain;
    for (const Distribution& d : s.uncertainty)
        uncertain << paramText(spec(d.param).label);
    QString text = tr("%1 within 12 months, %2 within 24 months; runway %3 to %4 in 90 % of futures (P5–P95), median %5. Monte Carlo of %6 samples, "
                      "seed %7, over: %8")
                       .arg(percent(100 * mc->pCashOut12m, 1), percent(100 * mc->pCashOut24m, 1), cappedMonths(mc->runwayMonths[0], horizon),
                            cappedMonths(mc->runwayMonths[6], horizon), cappedMonths(mc->runwayMonths[3], horizon), QLocale().toString(mc->samples))
                       .arg(mc->seed)
                       .arg(uncertain.join(QStringLiteral(", ")));
    if (mc->model3 && needsMoneyDiffers(s)) // MODEL3.md §6: the odds of needing new money beside those of running out
        text +=
            QStringLiteral(". ") + tr("Needs new money (its own cash gone: only certain funding, no credit line): %1 within 12 months, %2 within 24 months.")
                                       .arg(percent(100 * mc->pNeedsMoney12m, 1), percent(100 * mc->pNeedsMoney24m, 1));
    if (mc->unrepresentable.any()) // the samples left out of the odds, and why
        text += QStringLiteral(" ") + tr("Note: %1.").arg(display::text(monteCarloUnrepresentable(mc->unrepresentable)));
    for (const Message& note : mc->notes) // what the odds assume that the values do not (MODEL.md 2.1 §6), as the CLI says it
        text += QStringLiteral(" ") + tr("Note: %1.").arg(display::text(note));
    return text;
}

/// A key figure's 90 % interval from the Monte Carlo (the same as `montecarlo`'s text), or empty
/// where the figure is no number in any future.
QString intervalText(std::string_view key, const Scenario& s, const std::optional<MonteCarloResult>& mc)
{
    const MetricInterval* m = mc ? mc->interval(key) : nullptr;
    if (!m || m->n == 0)
        return {};
    const MetricName* name = findMetricName(key);
    const auto shown = [&](double v) {
        return key == "runway_months_capped" ? display::cappedMonths(v, s.horizonMonths()) : display::number(Quantity{v, name ? name->unit : Unit::None});
    };
    if (m->n < mc->representedSamples())
        return tr("90 % of the %1 futures where it has a number: %2 – %3").arg(QLocale().toString(m->n), shown(*m->p5), shown(*m->p95));
    return tr("90 % of futures: %1 – %2").arg(shown(*m->p5), shown(*m->p95));
}

QString cashText(const Scenario& s, const Metrics& m)
{
    using namespace display;
    if (s.isNull(ParamId::Cash) && m.model3 && m.model3->bridgeBurnUsd && !s.isNull(ParamId::FlowsMeasuredOn))
        // MODEL3.md §3b: the bridge's burn grows with the costs measured on flows_measured_on.
        return tr("%1 = RMB %2 ÷ %3 + %4 − %5 bridge burn (from the filing: cash on hand, not money raised; the burn since the filing grows with the "
                  "costs measured on %6)")
            .arg(money(m.cashStartUsd, 4), tokens(s[ParamId::FilingCashCny], 4), QLocale().toString(s[ParamId::CnyPerUsd], 'g', 3),
                 money(s[ParamId::RaisedSinceFiling]), money(*m.model3->bridgeBurnUsd, 4), date(*s.measuredDate(ParamId::FlowsMeasuredOn)));
    if (s.isNull(ParamId::Cash))
        return tr("%1 = %2 (from the filing: cash on hand, not money raised)").arg(money(m.cashStartUsd, 4), cashBridge(s));
    return tr("%1, given directly (not derived from the filing)").arg(money(m.cashStartUsd, 4));
}

QString fleetText(const Scenario& s, const Metrics& m)
{
    using namespace display;
    const QLocale locale;
    const QString needed = locale.toString(m.chipsNeeded, 'f', 0);
    if (!s.owned())
        return tr("paid by the token: none owned, none bought (day 0's tokens would keep %1 accelerators busy)").arg(needed);
    const double owned = m.chipsOwnedStart.value_or(0);
    if (m.model3 && m.model3->chipsFreeStart && m.model3->chipsBusy) // MODEL3.md §4c: the shared fleet
        return tr("%1 owned, %2 busy with other work → %3 free → %4 needed → %5 to buy on day 0 (%6); %7 bought over the horizon, capex %8; peak fleet %9")
            .arg(locale.toString(owned, 'f', 0), locale.toString(*m.model3->chipsBusy, 'f', 0), locale.toString(*m.model3->chipsFreeStart, 'f', 0), needed,
                 locale.toString(std::max(0.0, m.chipsNeeded - *m.model3->chipsFreeStart), 'f', 0), money(m.day0.capexUsd),
                 locale.toString(m.chipsBought.value_or(0), 'f', 0), money(m.capexTotalUsd), locale.toString(m.peakFleetChips.value_or(owned), 'f', 0));
    return tr("%1 owned → %2 needed → %3 to buy on day 0 (%4); %5 bought over the horizon, capex %6; peak fleet %7")
        .arg(locale.toString(owned, 'f', 0), needed, locale.toString(std::max(0.0, m.chipsNeeded - owned), 'f', 0), money(m.day0.capexUsd),
             locale.toString(m.chipsBought.value_or(0), 'f', 0), money(m.capexTotalUsd), locale.toString(m.peakFleetChips.value_or(owned), 'f', 0));
}

QString unitEconomicsText(const Metrics& m)
{
    using namespace display;
    if (!m.ltvToCac)
        return reasonFor(m, "ltv_to_cac", tr("no paying account or no churn"));
    const QString payback = m.paybackMonths ? months(*m.paybackMonths) : tr("never: %1").arg(reasonFor(m, "payback_months", tr("none")));
    QString text = tr("LTV/CAC %1 (LTV %2 ÷ CAC %3); payback %4").arg(display::ratio(*m.ltvToCac), money(*m.ltvUsd), money(*m.cacUsd), payback);
    if (m.arpuUsdPerMonth && m.grossMarginPct)
        text += tr("; ARPU %1 / month at a %2 gross margin").arg(money(*m.arpuUsdPerMonth), percent(*m.grossMarginPct, 1));
    return text;
}

/// A price or cost per 1M tokens as the parameter table shows one: "$0.10", "$0.0307".
QString perMtok(double v)
{
    return display::value(spec(ParamId::Price), v);
}

QString kpiTable(const Scenario& s, const Metrics& m, const std::optional<MonteCarloResult>& mc)
{
    using namespace display;
    using enum ParamId;
    const QString used =
        m.quotaUtilizationPct ? tr("%1 of the quota").arg(percent(*m.quotaUtilizationPct)) : reasonFor(m, "quota_utilization_pct", tr("no quota"));
    const QString share = m.freeTierSharePct ? tr("%1 of the day's spending").arg(percent(*m.freeTierSharePct, 1))
                                             : reasonFor(m, "free_tier_share_of_burn_pct", tr("no spending"));
    const QString breakEven = m.programBreakEvenConversionPct
                                  ? tr("at %1 conversion (the scenario assumes %2); today it contributes %3 / day")
                                        .arg(percent(*m.programBreakEvenConversionPct, 1), percent(s[Conversion], 1), money(m.programContributionUsdPerDay))
                                  : tr("never: %1").arg(reasonFor(m, "program_break_even_conversion_pct", tr("the price is below the serving cost")));
    const std::pair<QString, QString> rows[] = {
        {tr("Runway"), runwayText(s, m)},
        {tr("Odds of running out"), oddsText(s, mc)},
        {tr("Cash on hand"), cashText(s, m)},
        {tr("Net burn"), burnText(s, m)},
        {tr("Free tier"),
         m.model3 ? tr("its incremental cash cost is %1 on day 0 and %2 over the horizon (the accelerators it makes the company buy and their power); "
                       "economic cost %3 / day (%4 free tokens, %5); lists at %6 / day, revenue forgone, not cash")
                        .arg(money(m.day0.freeTierIncrementalCashUsd, 4), money(m.model3->totalFreeTierIncrementalCashUsd, 4), money(m.day0.freeTierCostUsd),
                             tokens(m.day0.freeTokens), used, money(m.day0.freeTierListValueUsd))
                  : tr("costs %1 / day to serve (%2 free tokens, %3; %4); lists at %5 / day, revenue forgone, not cash; the whole quota lists at %6 / day")
                        .arg(money(m.day0.freeTierCostUsd), tokens(m.day0.freeTokens), used, share, money(m.day0.freeTierListValueUsd),
                             money(m.quotaListValueUsdPerDay))},
        {tr("Accelerators and capex"), fleetText(s, m)},
        {tr("Unit economics"), unitEconomicsText(m)},
        {tr("Free-tier break-even"), breakEven},
        {tr("Serving cost"), (s.isNull(ServingCost) ? tr("%1 per 1M tokens at the reference mix, from the accelerators, depreciation included; %2 at this "
                                                         "mix, against a price of %3")
                                                    : tr("%1 per 1M tokens at the reference mix, as given; %2 at this mix, against a price of %3"))
                                 .arg(perMtok(m.servingCostUsdPerMtok), perMtok(m.effectiveServingCostUsdPerMtok), perMtok(m.effectivePriceUsdPerMtok))},
    };
    // Each key figure's 90 % interval where it is a number: kKeyFigureKeys for the rows after the
    // odds, in their order (the odds row gives the runway's own).
    static_assert(std::size(kKeyFigureKeys) == 8, "one key figure for the runway and one for each row from cash on hand to serving cost");
    QString html = QStringLiteral("<table width='100%' cellspacing='0' cellpadding='1.2'>");
    for (std::size_t row = 0; row < std::size(rows); ++row) {
        const auto& [label, value] = rows[row];
        // Model 3's free-tier row shows the incremental cost, which the Monte Carlo leaves out (MODEL3.md §6): no interval.
        const bool incremental = row >= 2 && m.model3 && std::string_view(kKeyFigureKeys[row - 1]) == "day0.free_tier_cost_usd";
        const QString interval = row >= 2 && !incremental ? intervalText(kKeyFigureKeys[row - 1], s, mc) : QString();
        html += QStringLiteral("<tr><td width='17%' valign='top' style='color:#555'>%1</td><td><b>%2</b>%3</td></tr>")
                    .arg(esc(label), esc(value), interval.isEmpty() ? QString() : QStringLiteral(" <span style='color:#555'>(%1)</span>").arg(esc(interval)));
    }
    for (const auto& warning : m.warnings)
        html += QStringLiteral("<tr><td valign='top' style='color:#555'>%1</td><td>%2</td></tr>").arg(esc(tr("Note")), esc(display::text(warning)));
    return html + QStringLiteral("</table>");
}

/// Whether an input plays no part in this scenario's results (they are listed only where they do).
bool notUsed(const Scenario& s, ParamId id)
{
    using enum ParamId;
    switch (id) {
    case ChipsOwned:
    case RunTokens: return !s.owned();
    case ChipCapex:
    case ChipLife:
    case ChipPower:
    case Electricity:
    case Pue:
    case TokensPerChip:
    case Speedup: return !s.owned() && !s.isNull(ServingCost);
    case FilingCashCny:
    case CnyPerUsd:
    case RaisedSinceFiling:
    case BurnSinceFiling:
    case FilingDate: return !s.isNull(Cash);
    case AccountSigma:
    case CappedConversion: return s.isNull(AccountCap);
    case ReferencePrice: return s[Elasticity] == 0;
    default: return false;
    }
}

QString assumptionsTable(const Scenario& s, const Metrics& m, Citations& citations)
{
    using enum ParamId;
    const Scenario defaults = defaultsFor(s);
    const Scenario model2;
    QStringList cells;
    for (const auto& p : parameters()) {
        const bool date = p.id == StartDate || p.id == FilingDate;
        if ((!isNumeric(p.id) && !date && p.id != CapacityMode && p.id != Funding) || notUsed(s, p.id))
            continue;
        QString value;
        if (date) {
            const Date d = p.id == StartDate ? s.startDate : s.filingDate;
            value = display::date(d);
        } else if (p.id == CapacityMode) {
            value = s.owned() ? tr("owned accelerators") : tr("paid by the token");
        } else if (p.id == Funding) {
            QStringList events;
            double total = 0;
            for (const auto& f : s.funding) {
                events << tr("%1 in month %2").arg(display::money(f.amountUsd)).arg(f.month);
                total += f.amountUsd;
            }
            if (events.isEmpty())
                value = tr("none");
            else if (events.size() <= 3)
                value = events.join(QStringLiteral(", "));
            else { // a long list is summed up, so the table keeps its columns
                const auto [first, last] =
                    std::minmax_element(s.funding.begin(), s.funding.end(), [](const FundingEvent& a, const FundingEvent& b) { return a.month < b.month; });
                value = tr("%1 events, %2 in all (months %3 to %4)").arg(events.size()).arg(display::money(total)).arg(first->month).arg(last->month);
            }
        } else {
            if (!s.isNull(p.id))
                value = display::valueWithUnit(p, s[p.id]);
            else if (p.id == ServingCost) // null: derived (MODEL.md §3, §3b, §4) or no cap (§4a)
                value = tr("derived: %1").arg(display::valueWithUnit(p, m.servingCostUsdPerMtok));
            else if (p.id == Cash)
                value = tr("derived: %1").arg(display::money(m.cashStartUsd, 4));
            else if (p.id == ChipsOwned)
                value = m.chipsOwnedStart ? tr("derived: %1").arg(display::valueWithUnit(p, *m.chipsOwnedStart)) : tr("not used");
            else if (p.id == AccountCap)
                value = tr("no cap");
            else
                value = tr("derived");
        }
        const bool isDefault = !isChangedFromDefault(s, defaults, p.id);
        QString provenance = tr("changed");
        const bool model1Value = s.model == 1 && isNumeric(p.id) && (defaults.isNull(p.id) != model2.isNull(p.id) || defaults[p.id] != model2[p.id]);
        if (isDefault && (model1Value || (p.id == CapacityMode && s.model == 1))) {
            provenance = tr("model 1's default"); // model 1's value, not the one the source of model 2's default gives
        } else if (isDefault) {
            provenance = display::paramText(provenanceTitle(p.provenance));
            const QString ref = citations.refFor(p.source.source);
            if (!ref.isEmpty())
                provenance += (provenance.isEmpty() ? QString() : QStringLiteral(" ")) + ref;
        }
        cells << QStringLiteral("<td>%1</td><td align='right'><b>%2</b></td><td style='color:#555'>&nbsp;%3</td>")
                     .arg(esc(display::paramText(p.label)), esc(value), esc(provenance));
    }
    QString html = QStringLiteral("<table width='100%' cellspacing='0' cellpadding='0.6'>");
    const qsizetype half = (cells.size() + 1) / 2;
    for (qsizetype i = 0; i < half; ++i)
        html += QStringLiteral("<tr>") + cells[i] + QStringLiteral("<td width='2%'></td>") +
                (i + half < cells.size() ? cells[i + half] : QStringLiteral("<td></td><td></td><td></td>")) + QStringLiteral("</tr>");
    return html + QStringLiteral("</table>");
}

/// The claims in the project's plain words, one a line: the verdict, the claim, what it says
/// against what the model computes, and its sources.
QString claimsTable(const std::vector<ClaimResult>& results, const Citations& citations)
{
    QString html = QStringLiteral("<table width='100%' cellspacing='0' cellpadding='0.6'><tr style='color:#555'><td></td><td>%1</td><td>%2</td>"
                                  "<td>%3</td><td>%4</td><td></td></tr>")
                       .arg(esc(tr("Claim")), esc(tr("Claimed")), esc(tr("Model")), esc(tr("Verdict")));
    for (const ClaimResult& r : results) {
        const Claim& c = *r.claim;
        const bool ok = verdictIsTrue(r.verdict);
        const bool known = r.verdict != Verdict::Undetermined;
        const QString computed = r.computed ? display::text(claimValueMessage(*r.computed, c.unit)) : tr("no value");
        html += QStringLiteral("<tr><td style='color:%1'>%2</td><td>%3</td><td>%4</td><td>%5</td><td><b>%6</b></td><td style='color:#555'>%7</td></tr>")
                    .arg(!known ? QStringLiteral("#555")
                         : ok   ? QStringLiteral("#1a7f37")
                                : QStringLiteral("#b3261e"),
                         !known ? QStringLiteral("?")
                         : ok   ? QStringLiteral("✔")
                                : QStringLiteral("✘"),
                         esc(display::text(c.claim)), esc(display::text(claimedMessage(c))), esc(computed), esc(ClaimsModel::verdictText(r)),
                         esc(citations.refFor(c)));
    }
    return html + QStringLiteral("</table>");
}

/// Lays the page out with its text at `fontScale` of the normal sizes and the charts `chartExtra`
/// points taller than their least height and, when `draw`, paints it; returns where the content
/// ends (points from the top).
double paintPage(QPainter& p, QPaintDevice* device, const ReportInput& in, QSizeF page, double fontScale, double chartExtra, bool draw)
{
    const Scenario& s = in.s;
    const SimulationResult& r = in.r;
    const double w = page.width() - 2 * kMargin;
    double y = kMargin;
    const auto block = [&](const QString& html, double pointSize, double gap) {
        y += drawHtml(p, device, html, kMargin, y, w, pointSize * fontScale, draw) + gap;
    };
    const auto heading = [&](const QString& text) { block(QStringLiteral("<b>%1</b>").arg(esc(text)), 7.5, 1.5); };
    if (draw) {
        p.fillRect(QRectF(QPointF(0, 0), page), Qt::white);
        p.setPen(Qt::black);
    }
    const QString model = s.model == 1 ? tr("model 1 (cash given, flat costs, serving paid by the token)") : s.model == 2 ? tr("model 2") : tr("model 3");
    block(QStringLiteral("<div style='font-size:%1pt'><b>%2</b> — %3</div><div style='color:#555'>%4</div>")
              .arg(14 * fontScale)
              .arg(tr("Token Runway"), esc(QString::fromStdString(s.name)),
                   esc(tr("Report of %1 · %2 · day 0 is %3 · horizon %4 months · token-runway %5")
                           .arg(QDate::currentDate().toString(Qt::ISODate), model, display::date(s.startDate))
                           .arg(s.horizonMonths())
                           .arg(QCoreApplication::applicationVersion()))),
          7.5, 5);
    block(QStringLiteral("<div>%1</div>").arg(esc(headline(s, r.metrics))), 8.2, 3);
    if (!s.notes.empty()) // the scenario's own note, as saved with it
        block(QStringLiteral("<div style='color:#555'><i>%1</i> %2</div>").arg(esc(tr("Note:")), esc(QString::fromStdString(s.notes))), 6.6, 3);
    block(kpiTable(s, r.metrics, in.odds), 6.6, 5);

    const double chartWidth = (w - 8) / 2;
    const double chartHeight = chartWidth * kChartAspect + chartExtra;
    if (draw) {
        const QPalette light = printPalette();
        // Laid out at the width that suits each chart, as tall as the page's share for it.
        const auto layout = [&](int width) { return QSize(width, static_cast<int>(std::lround(width * chartHeight / chartWidth))); };
        RunwayChart runway;
        runway.setPalette(light);
        runway.resize(layout(kRunwayLayoutWidth));
        runway.setData(s, r);
        if (in.odds) // the window's Monte Carlo fan: cash_end_usd's P5, P25, median, P75, P95 per month (MODEL.md §6)
            runway.setFan(FanBands::from(*in.odds));
        paintChart(runway, p, QRectF(kMargin, y, chartWidth, chartHeight), layout(kRunwayLayoutWidth));
        BurnChart burn;
        burn.setPalette(light);
        burn.resize(layout(kBurnLayoutWidth));
        burn.setData(s, r);
        paintChart(burn, p, QRectF(kMargin + chartWidth + 8, y, chartWidth, chartHeight), layout(kBurnLayoutWidth));
    }
    y += chartHeight + 5;

    Citations citations(builtinCatalogue());
    heading(tr("Assumptions, with their units and where they come from"));
    block(assumptionsTable(s, r.metrics, citations), 5.7, 4);
    heading(tr("The articles' claims, re-computed on this scenario"));
    block(claimsTable(in.claims, citations), 5.7, 4);
    heading(tr("Sources"));
    block(citations.html(), 5.5, 4);
    block(QStringLiteral("<b>%1</b> %2")
              .arg(tr("Method."),
                   tr("Model %1, day by day (a month is 30 days), from the cash on hand: paying developers are charged the list price at their token "
                      "mix, the rest use the free quota up to its size; the company pays its growing operating cost and, on its own "
                      "accelerators, their power and the chips it must buy when the fleet grows (per token: the serving cost). "
                      "The free tier's cost is the serving cost of the tokens used, not the list value of the quota offered.")
                       .arg(s.model)),
          5.8, 0);
    return y;
}

/// Paints the page at the largest text size (down to kMinFontScale) whose content ends above the
/// bottom margin, so the report stays one page whatever the scenario holds.
void paintFitted(QPainter& p, QPaintDevice* device, const ReportInput& in, QSizeF page)
{
    const double bottom = page.height() - kMargin;
    double scale = kMaxFontScale;
    double end = paintPage(p, device, in, page, scale, 0, false);
    while (scale > kMinFontScale && end > bottom) {
        scale = std::max(kMinFontScale, scale - 0.04);
        end = paintPage(p, device, in, page, scale, 0, false);
    }
    // What the text leaves free goes to the charts.
    paintPage(p, device, in, page, scale, std::clamp(bottom - end, 0.0, kMaxChartExtra), true);
}

QSizeF pagePoints(QPageSize::PageSizeId id)
{
    return QPageSize(id).size(QPageSize::Point);
}

} // namespace

QPageSize::PageSizeId defaultPageSize()
{
    return QLocale().measurementSystem() == QLocale::ImperialUSSystem ? QPageSize::Letter : QPageSize::A4;
}

std::optional<QString> writeReport(const Scenario& scenario, const QString& path, QPageSize::PageSizeId pageId, ProblemKind* kind)
{
    return writeReport(scenario, simulateWithSeries(scenario), auditClaims(builtinCatalogue(), scenario), path, pageId, kind);
}

std::optional<MonteCarloResult> reportOdds(const Scenario& scenario)
{
    if (scenario.uncertainty.empty())
        return std::nullopt;
    return runMonteCarlo(scenario, MonteCarloOptions{}); // the window's and the CLI's default: 10,000 samples, seed 1
}

std::optional<QString> writeReport(const Scenario& scenario, const SimulationResult& result, const std::vector<ClaimResult>& claims, const QString& path,
                                   QPageSize::PageSizeId pageId, ProblemKind* kind)
{
    const std::optional<MonteCarloResult> odds = reportOdds(scenario);
    const ReportInput input{scenario, result, claims, odds};
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("pdf") && suffix != QLatin1String("svg") && suffix != QLatin1String("png"))
        return tr("%1: unknown report format \"%2\"; use .pdf, .svg or .png").arg(path, suffix);
    const QSizeF page = pagePoints(pageId);
    // Drawn into memory, then written by the one output writer (atomic over a regular file,
    // straight into a device or pipe, never over the open library).
    QByteArray bytes;
    QBuffer file(&bytes);
    file.open(QIODevice::WriteOnly);
    bool painted = false;
    if (suffix == QLatin1String("pdf")) {
        QPdfWriter writer(&file);
        writer.setPageSize(QPageSize(pageId));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        writer.setResolution(72);
        writer.setTitle(tr("Token Runway — %1").arg(QString::fromStdString(scenario.name)));
        writer.setCreator(QStringLiteral("Token Runway"));
        if (auto painter = makeChartCapablePainter(&writer)) {
            paintFitted(*painter, &writer, input, page);
            painted = painter->end();
        }
    } else if (suffix == QLatin1String("svg")) {
        QSvgGenerator svg;
        svg.setOutputDevice(&file);
        svg.setSize(page.toSize());
        svg.setViewBox(QRectF(QPointF(0, 0), page));
        svg.setResolution(72);
        setSvgTitle(svg, tr("Token Runway — %1").arg(QString::fromStdString(scenario.name)), {});
        if (auto painter = makeChartCapablePainter(&svg)) {
            paintFitted(*painter, &svg, input, page);
            painted = painter->end();
        }
    } else {
        const double scale = kPngDpi / 72.0;
        QImage image((page * scale).toSize(), QImage::Format_ARGB32_Premultiplied);
        image.setDotsPerMeterX(static_cast<int>(72 / 0.0254));
        image.setDotsPerMeterY(static_cast<int>(72 / 0.0254));
        image.fill(Qt::white);
        if (auto painter = makeChartCapablePainter(&image)) {
            painter->scale(scale, scale);
            paintFitted(*painter, &image, input, page);
            painted = painter->end();
        }
        image.setDotsPerMeterX(static_cast<int>(kPngDpi / 0.0254));
        image.setDotsPerMeterY(static_cast<int>(kPngDpi / 0.0254));
        painted = painted && image.save(&file, "PNG");
    }
    file.close();
    if (!painted)
        return tr("%1: the report could not be drawn").arg(path);
    if (auto problem = writeFileAtomically(path.toStdString(), std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())))) {
        if (kind)
            *kind = problem->kind;
        return QString::fromStdString(problem->text()); // "x.pdf: disk full (…)", "x.pdf: is not writable (…); it was left unchanged"
    }
    return std::nullopt;
}

} // namespace runway
