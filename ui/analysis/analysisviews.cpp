#include "ui/analysis/analysisviews.h"

#include "ui/analysis/analysisrunner.h"
#include "ui/charts/heatmapchart.h"
#include "ui/charts/runwaychart.h"
#include "ui/charts/tornadochart.h"
#include "ui/document/scenariodocument.h"
#include "ui/format/displayformat.h"
#include "ui/format/messagetext.h"
#include "ui/panels/kpibar.h"
#include "ui/widgets/kpicard.h"

namespace runway {

AnalysisViews::AnalysisViews(ScenarioDocument* doc, RunwayChart* runway, KpiBar* kpis, QObject* parent)
    : QObject(parent)
    , m_doc(doc)
    , m_runway(runway)
    , m_runner(new AnalysisRunner(this))
    , m_odds12(kpis->addCard(QStringLiteral("cashOut12m"), tr("Chance of running out within 12 months")))
    , m_odds24(kpis->addCard(QStringLiteral("cashOut24m"), tr("Chance of running out within 24 months")))
    , m_kpis(kpis)
{
    setObjectName(QStringLiteral("analysisViews"));
    for (KpiCard* card : {m_odds12, m_odds24}) {
        card->setIntervalLines(0); // the odds' own cards have no interval of their own
        card->setValue(QStringLiteral("…"), tr("simulating…"));
    }
    connect(m_doc, &ScenarioDocument::changed, m_runner, [this](const Scenario& s) {
        m_kpis->setOddsStale(); // greyed, never shown as the odds of the new values
        if (m_started)
            m_runner->request(s);
    });
    connect(m_runner, &AnalysisRunner::monteCarloReady, this, &AnalysisViews::showMonteCarlo);
}

AnalysisViews::~AnalysisViews() = default;

// The charts' own part (base line, current point) follows the document at once; the analyses
// follow from the worker when they are ready.
TornadoChart* AnalysisViews::createTornadoChart(QWidget* parent)
{
    Q_ASSERT(!m_tornado && !m_started);
    m_tornado = new TornadoChart(parent);
    m_doc->follow(m_tornado, &TornadoChart::setData);
    connect(m_runner, &AnalysisRunner::tornadoReady, m_tornado, &TornadoChart::setBars);
    return m_tornado;
}

HeatmapChart* AnalysisViews::createHeatmapChart(QWidget* parent)
{
    Q_ASSERT(!m_heatmap && !m_started);
    m_heatmap = new HeatmapChart(parent);
    m_doc->follow(m_heatmap, &HeatmapChart::setData);
    connect(m_runner, &AnalysisRunner::heatmapReady, m_heatmap, &HeatmapChart::setHeatmap);
    connect(m_heatmap, &HeatmapChart::measureChanged, m_runner, &AnalysisRunner::setHeatmapMeasure);
    connect(m_heatmap, &HeatmapChart::pointChosen, this, &AnalysisViews::applyPoint);
    return m_heatmap;
}

void AnalysisViews::start()
{
    if (m_started)
        return;
    m_started = true;
    m_runner->requestNow(m_doc->scenario());
}

void AnalysisViews::applyPoint(double price, double conversionPct)
{
    const std::pair<ParamId, double> point[] = {{ParamId::Price, price}, {ParamId::Conversion, conversionPct}};
    m_doc->setValues(point, tr("Price %1 and conversion %2 from the what-if map").arg(display::money(price), display::percent(conversionPct, 1)));
}

void AnalysisViews::showMonteCarlo(const MonteCarloResult& result)
{
    m_runway->setFan(FanBands::from(result));
    m_kpis->setOdds(m_doc->scenario(), result);
    // Samples that cannot be represented are no futures: the cards count the others and say why.
    const QString lost = result.unrepresentable.any() ? QStringLiteral("\n") + display::text(monteCarloUnrepresentable(result.unrepresentable)) : QString();
    if (result.representedSamples() == 0) {
        for (KpiCard* card : {m_odds12, m_odds24}) {
            card->setValue(tr("n/a"), lost.mid(1));
            card->setAlert(true);
        }
        return;
    }
    // MODEL3.md §6: with an uncertain raise or a credit line, needing new money (own cash below zero) is
    // not running out of cash; both odds are shown. Otherwise they are equal and the cards say nothing more.
    const bool needs = result.model3 && needsMoneyDiffers(m_doc->scenario());
    const QString needs12 = needs ? QStringLiteral("\n") + tr("%1 need new money within 12 months (own cash: certain funding only, no credit line)")
                                                               .arg(display::percent(100 * result.pNeedsMoney12m, 1))
                                  : QString();
    const QString needs24 =
        needs ? QStringLiteral("\n") + tr("%1 need new money within 24 months").arg(display::percent(100 * result.pNeedsMoney24m, 1)) : QString();
    m_odds12->setValue(display::percent(100 * result.pCashOut12m, 1),
                       tr("of %1 simulated futures run out of cash in the first year").arg(QLocale().toString(result.representedSamples())) + needs12 + lost);
    m_odds24->setValue(display::percent(100 * result.pCashOut24m, 1), tr("of the same futures run out within two years") + needs24 + lost);
    m_odds12->setAlert(result.pCashOut12m >= 0.5);
    m_odds24->setAlert(result.pCashOut24m >= 0.5);
}

} // namespace runway
