#include "mainwindow.h"

#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

#include "displayformat.h"
#include "document/scenariodocument.h"
#include "widgets/kpicard.h"
#include "widgets/parametercontrol.h"

namespace runway {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent), m_doc(new ScenarioDocument(this))
{
    setWindowTitle(tr("Token Runway"));
    auto* central = new QWidget(this);
    auto* layout = new QHBoxLayout(central);

    auto* controls = new QGroupBox(tr("Headline controls"), central);
    auto* controlsLayout = new QVBoxLayout(controls);
    for (ParamId id : {ParamId::Price, ParamId::FreeQuota, ParamId::Conversion}) {
        auto* control = new ParameterControl(id, controls);
        controlsLayout->addWidget(control);
        m_controls[id] = control;
        connect(control, &ParameterControl::valueEdited, m_doc, &ScenarioDocument::setValue);
        connect(control, &ParameterControl::resetRequested, this, [this](ParamId p) { m_doc->setValue(p, spec(p).defaultValue); });
    }
    controlsLayout->addStretch(1);
    controls->setMinimumWidth(320);

    auto* cards = new QWidget(central);
    auto* grid = new QGridLayout(cards);
    const std::pair<QString, QString> kCards[] = {
        {QStringLiteral("runway"), tr("Runway")},
        {QStringLiteral("netBurn"), tr("Net burn, day 0")},
        {QStringLiteral("freeTierCost"), tr("Free tier: what it costs")},
        {QStringLiteral("freeTierValue"), tr("Free tier: its list value")},
    };
    int i = 0;
    for (const auto& [key, caption] : kCards) {
        auto* card = new KpiCard(caption, cards);
        m_cards[key] = card;
        grid->addWidget(card, i / 2, i % 2);
        ++i;
    }
    grid->setRowStretch(2, 1);
    layout->addWidget(controls);
    layout->addWidget(cards, 1);
    setCentralWidget(central);
    resize(1000, 480);

    connect(m_doc, &ScenarioDocument::changed, this, &MainWindow::refresh);
    refresh();
}

MainWindow::~MainWindow() = default;

ParameterControl* MainWindow::control(ParamId id) const
{
    auto it = m_controls.find(id);
    return it == m_controls.end() ? nullptr : it->second;
}

KpiCard* MainWindow::card(const QString& key) const
{
    auto it = m_cards.find(key);
    return it == m_cards.end() ? nullptr : it->second;
}

void MainWindow::refresh()
{
    const Scenario& s = m_doc->scenario();
    const Metrics& m = m_doc->result().metrics;
    for (auto& [id, control] : m_controls)
        control->setValue(s[id]);
    if (m.runwayMonths) {
        card(QStringLiteral("runway"))->setValue(display::months(*m.runwayMonths),
                                                 tr("cash runs out on %1").arg(display::date(s.startDate.plusDays(*m.runwayDays))));
    } else {
        card(QStringLiteral("runway"))->setValue(tr("beyond %1 months").arg(s.horizonMonths()), tr("cash lasts the whole horizon"));
    }
    card(QStringLiteral("runway"))->setAlert(m.runwayMonths.has_value());
    card(QStringLiteral("netBurn"))->setValue(display::money(m.day0.netBurnUsd), tr("serving + fixed opex − revenue, per day"));
    card(QStringLiteral("freeTierCost"))->setValue(display::money(m.day0.freeTierCostUsd) + tr(" / day"),
                                                   tr("serving cost of the free tokens actually used"));
    card(QStringLiteral("freeTierValue"))->setValue(display::money(m.day0.freeTierListValueUsd) + tr(" / day"),
                                                    tr("the same tokens at list price: revenue forgone, not cash spent"));
}

} // namespace runway
