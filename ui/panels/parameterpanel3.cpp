// The parameter panel's model-3 controls (MODEL3.md §1's "UI control" column): dated flows, the
// shared fleet with its idle/busy choices, the training line and its lever, replacement,
// subscriptions, the competitor's ceiling and the credit line. They show for a model-3 scenario
// only; a model-1 or model-2 scenario keeps its controls. Every edit is one ScenarioPatch, one undo
// step, refused by core's rules with a message that names the key.
#include <cmath>

#include <QCheckBox>
#include <QDateEdit>
#include <QHBoxLayout>
#include <QLabel>
#include <QLayout>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include "ui/document/scenariodocument.h"
#include "ui/format/displayformat.h"
#include "ui/panels/fundingeditor.h"
#include "ui/panels/parameterpanel.h"
#include "ui/widgets/parametercontrol.h"

namespace runway {

namespace {

/// RMB 8.9B of bank facilities ÷ 7.17 (MODEL3.md §9, preset bank-lines): where the line's toggle starts.
constexpr double kBankLinesUsd = 1241283124.13;

QString label(ParamId id)
{
    return display::paramText(spec(id).label);
}

} // namespace

void ParameterPanel::addModel3Control(QWidget* box, ParamId id)
{
    addControl(box, id);
    m_model3Widgets.push_back(m_controls[id]);
    if (const auto toggle = m_nullToggles.find(id); toggle != m_nullToggles.end()) // not nullToggle(): an accessor builds groups
        m_model3Widgets.push_back(toggle->second);
}

void ParameterPanel::addModel3Controls(QWidget* box, ParamGroup group)
{
    using enum ParamId;
    QLayout* layout = box->layout();
    switch (group) {
    case ParamGroup::Pricing:
        addModel3Control(box, CompetitorPrice);
        addModel3Control(box, CompetitorPremium);
        break;
    case ParamGroup::DemandConversion:
        for (ParamId id : {Subscribers, SubscriptionPrice, SubscriberGrowth, SubscriberChurn, SubscriptionCost})
            addModel3Control(box, id);
        break;
    case ParamGroup::Serving: {
        addModel3Control(box, FleetShare);
        addFleetChoices(box);
        m_replaceChips = new QCheckBox(label(ReplaceChips), box);
        m_replaceChips->setObjectName(QStringLiteral("replaceChips"));
        m_replaceChips->setToolTip(display::paramText(spec(ReplaceChips).explanation) + QLatin1Char('\n') + display::paramText(spec(ReplaceChips).reason));
        layout->addWidget(m_replaceChips);
        m_model3Widgets.push_back(m_replaceChips);
        connect(m_replaceChips, &QCheckBox::toggled, this, [this](bool on) { m_doc->setValue(ParamId::ReplaceChips, on ? 1.0 : 0.0); });
        break;
    }
    case ParamGroup::Company: {
        addMeasuredDate(box, FlowsMeasuredOn);
        addModel3Control(box, OtherRevenueGrowth);
        addMeasuredDate(box, OtherRevenueMeasuredOn);
        addModel3Control(box, TrainingShare);
        addModel3Control(box, TrainingGrowth);
        addModel3Control(box, TrainingGrowthAfterStart);
        auto* lever = new QLabel(tr("The lever from the start date: 0 freezes the training budget at its level that day, −100 stops it after day 0. "
                                    "The bridge keeps the measured rate, so cash at the start does not move."),
                                 box);
        lever->setObjectName(QStringLiteral("trainingLeverNote"));
        lever->setWordWrap(true);
        lever->setForegroundRole(QPalette::PlaceholderText);
        layout->addWidget(lever);
        m_model3Widgets.push_back(lever);
        break;
    }
    default: break;
    }
}

void ParameterPanel::addMeasuredDate(QWidget* box, ParamId id)
{
    // A date with its toggle: checked is null ("at the start" for the flows, "as the flows" for
    // other revenue); unchecking starts from the remembered date (2025-04-01), so nothing jumps far.
    const ParamSpec& p = spec(id);
    // Two lines, the caption over the date and its toggle: the dock is narrow (320 px at least).
    auto* row = new QWidget(box);
    auto* v = new QVBoxLayout(row);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(2);
    auto* h = new QHBoxLayout;
    auto* caption = new QLabel(label(id), row);
    caption->setWordWrap(true);
    auto* edit = new QDateEdit(row);
    edit->setObjectName(QStringLiteral("date_%1").arg(QString::fromUtf8(p.key.data(), static_cast<qsizetype>(p.key.size()))));
    edit->setCalendarPopup(true);
    edit->setDateRange(QDate(kMinYear, 1, 1), QDate(kMaxYear, 12, 31));
    edit->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    edit->setAccessibleName(label(id));
    const QString tip = display::paramText(p.explanation) + QLatin1Char('\n') + display::paramText(p.reason);
    edit->setToolTip(tip);
    caption->setToolTip(tip);
    auto* toggle = new QCheckBox(id == ParamId::FlowsMeasuredOn ? tr("At the start") : tr("As the flows"), row);
    toggle->setObjectName(QStringLiteral("null_%1").arg(QString::fromUtf8(p.key.data(), static_cast<qsizetype>(p.key.size()))));
    toggle->setToolTip(id == ParamId::FlowsMeasuredOn ? tr("The levels are the start date's and the bridge's burn is flat: model 2's reading.")
                                                      : tr("Other revenue was measured on the same date as the costs."));
    v->addWidget(caption);
    v->addLayout(h);
    h->addWidget(edit);
    h->addWidget(toggle);
    h->addStretch(1);
    box->layout()->addWidget(row);
    m_model3Widgets.push_back(row);
    m_dates[id] = edit;
    m_dateToggles[id] = toggle;
    connect(edit, &QDateEdit::editingFinished, this, [this, id, edit] {
        const QDate d = edit->date();
        const double days = static_cast<double>(Date{d.year(), d.month(), d.day()}.toDays());
        const Scenario& s = m_doc->scenario();
        if (!s.isNull(id) && s[id] == days)
            return;
        // Refused by core's rule when the date lies after the start ("a measured level lies in the past").
        m_doc->applyPatch(ScenarioPatch().set(id, days), tr("Change %1").arg(label(id)));
    });
    connect(toggle, &QCheckBox::toggled, this, [this, id](bool null) {
        if (null)
            m_doc->applyPatch(ScenarioPatch().setNull(id), tr("Clear %1").arg(label(id)));
        else
            m_doc->applyPatch(ScenarioPatch().set(id, m_doc->scenario()[id]), tr("Change %1").arg(label(id)));
    });
}

void ParameterPanel::addFleetChoices(QWidget* box)
{
    // MODEL3.md §11.1: the share is an assumption; model 2's idle fleet and a fully busy one are one click away.
    auto* row = new QWidget(box);
    auto* h = new QHBoxLayout(row);
    h->setContentsMargins(0, 0, 0, 0);
    m_idleFleet = new QPushButton(tr("Idle fleet (100 %)"), row);
    m_idleFleet->setObjectName(QStringLiteral("idleFleet"));
    m_idleFleet->setToolTip(tr("Model 2's assumption: the fleet is idle apart from the run (preset idle-fleet) — one undo step"));
    m_busyFleet = new QPushButton(tr("Busy fleet (0 %)"), row);
    m_busyFleet->setObjectName(QStringLiteral("busyFleet"));
    m_busyFleet->setToolTip(tr("The free tier and the paid API buy every accelerator they use (preset busy-fleet) — one undo step"));
    h->addWidget(m_idleFleet);
    h->addWidget(m_busyFleet);
    h->addStretch(1);
    box->layout()->addWidget(row);
    m_model3Widgets.push_back(row);
    connect(m_idleFleet, &QPushButton::clicked, this,
            [this] { m_doc->applyPatch(ScenarioPatch().set(ParamId::FleetShare, 100), tr("Fleet idle apart from the run")); });
    connect(m_busyFleet, &QPushButton::clicked, this, [this] { m_doc->applyPatch(ScenarioPatch().set(ParamId::FleetShare, 0), tr("Fleet fully busy")); });
}

void ParameterPanel::addCreditLine(QWidget* box)
{
    // The credit line: a toggle (off is 0, model 2's meaning) over its amount and rate.
    m_creditToggle = new QCheckBox(tr("Count a committed credit line"), box);
    m_creditToggle->setObjectName(QStringLiteral("creditLineToggle"));
    m_creditToggle->setToolTip(display::paramText(spec(ParamId::CreditLine).reason));
    box->layout()->addWidget(m_creditToggle);
    m_model3Widgets.push_back(m_creditToggle);
    connect(m_creditToggle, &QCheckBox::toggled, this, [this](bool on) {
        m_doc->applyPatch(ScenarioPatch().set(ParamId::CreditLine, on ? kBankLinesUsd : 0.0), on ? tr("Count a credit line") : tr("Remove the credit line"));
    });
    addModel3Control(box, ParamId::CreditLine);
    addModel3Control(box, ParamId::CreditLineRate);
}

QDateEdit* ParameterPanel::measuredDateEdit(ParamId id) const
{
    buildUntil([&] { return m_dates.count(id) > 0; });
    auto it = m_dates.find(id);
    return handedOut(it == m_dates.end() ? nullptr : it->second);
}

void ParameterPanel::refreshModel3(const Scenario& s)
{
    const bool three = s.model == 3;
    if (m_funding)
        m_funding->setModel3(three);
    if (three != m_model3Shown) {
        m_model3Shown = three;
        for (QWidget* w : m_model3Widgets)
            w->setVisible(three);
    }
    for (auto& [id, edit] : m_dates) {
        const bool null = s.isNull(id);
        const QSignalBlocker blockEdit(edit);
        if (!edit->hasFocus())
            edit->setDate(display::toQDate(Date::fromDays(static_cast<std::int64_t>(s[id]))));
        edit->setEnabled(!null);
        QCheckBox* toggle = m_dateToggles[id];
        const QSignalBlocker blockToggle(toggle);
        toggle->setChecked(null);
    }
    // A group not built yet (Build::FirstFrameFirst) is refreshed when it is built.
    if (m_replaceChips) {
        const QSignalBlocker block(m_replaceChips);
        m_replaceChips->setChecked(s[ParamId::ReplaceChips] != 0);
        m_replaceChips->setEnabled(s.owned()); // ignored per token (MODEL3.md §1)
    }
    if (m_creditToggle) {
        const QSignalBlocker block(m_creditToggle);
        m_creditToggle->setChecked(s[ParamId::CreditLine] > 0);
    }
    if (ParameterControl* rate = find(ParamId::CreditLineRate))
        rate->setEnabled(s[ParamId::CreditLine] > 0);
    if (ParameterControl* fleet = find(ParamId::FleetShare))
        fleet->setEnabled(s.owned());
    if (m_idleFleet) {
        m_idleFleet->setEnabled(s.owned() && s[ParamId::FleetShare] != 100);
        m_busyFleet->setEnabled(s.owned() && s[ParamId::FleetShare] != 0);
    }
}

} // namespace runway
