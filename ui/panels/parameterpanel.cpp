#include "ui/panels/parameterpanel.h"

#include <algorithm>

#include <QCheckBox>
#include <QDateEdit>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QTimer>
#include <QVBoxLayout>

#include "core/model/chartseries.h"
#include "core/model/model.h"
#include "core/scenario/scenariodiff.h"
#include "ui/document/scenariodocument.h"
#include "ui/format/displayformat.h"
#include "ui/panels/fundingeditor.h"
#include "ui/panels/model2note.h"
#include "ui/widgets/inputguards.h"
#include "ui/widgets/parametercontrol.h"

namespace runway {

namespace {
constexpr ParamGroup kGroups[] = {ParamGroup::Pricing, ParamGroup::TokenMix, ParamGroup::FreeTier, ParamGroup::DemandConversion,
                                  ParamGroup::Serving, ParamGroup::Company,  ParamGroup::Scenario};
}

ParameterPanel::ParameterPanel(ScenarioDocument* doc, QWidget* parent, Build build)
    : QWidget(parent)
    , m_doc(doc)
{
    setObjectName(QStringLiteral("parameterPanel"));
    m_inner = new QWidget;
    m_column = new QVBoxLayout(m_inner);
    m_column->setContentsMargins(6, 6, 6, 6);
    for (ParamGroup g : kGroups) {
        m_groups.push_back(buildGroup(g));
        m_column->addWidget(m_groups.back());
        if (build == Build::FirstFrameFirst)
            break; // the others when the first frame has shown what fits (coverFold, showAllGroups)
    }

    auto* resetAll = new QPushButton(tr("Reset all parameters"), m_inner);
    resetAll->setToolTip(tr("Every parameter back to its default (the name and notes stay); undoable."));
    connect(resetAll, &QPushButton::clicked, m_doc, &ScenarioDocument::resetAll);
    m_column->addWidget(resetAll);
    m_column->addStretch(1);

    auto* scroll = new QScrollArea(this);
    m_scroll = scroll;
    // The column's size is the scroll area's to set (widget resizable): with no size of its own,
    // setWidget() would first lay the whole column out at its natural width, for nothing.
    m_inner->resize(0, 0);
    scroll->setWidget(m_inner);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_model2Note = new Model2Note(m_doc, this);
    layout->addWidget(m_model2Note);
    layout->addWidget(scroll);
    setMinimumWidth(320);
    guardWheel(m_inner); // the wheel scrolls the dock; it edits a value only when the control has focus

    m_doc->follow(this, [this](const Scenario&, const SimulationResult&) { refresh(); });
    connect(m_doc, &ScenarioDocument::editRefused, this, &ParameterPanel::refresh);
}

bool ParameterPanel::allBuilt() const
{
    return m_groups.size() == std::size(kGroups);
}

void ParameterPanel::buildNextGroup()
{
    if (allBuilt())
        return;
    const std::size_t model3Before = m_model3Widgets.size();
    QWidget* box = buildGroup(kGroups[m_groups.size()]);
    if (m_groupsWaiting)
        box->hide(); // shown by coverFold(), showGroupOf() or showAllGroups(), in the panel's order
    // The focus chain: a widget built now comes last in the window's; Tab goes from the previous
    // group's last stop to this group's first, as when every group is built at once.
    QWidget* previous = m_groups.back();
    m_column->insertWidget(static_cast<int>(m_groups.size()), box);
    m_groups.push_back(box);
    guardWheel(box);
    if (!m_model3Shown) // a model-1 or model-2 scenario: its model-3 controls stay hidden (refreshModel3)
        for (std::size_t i = model3Before; i < m_model3Widgets.size(); ++i)
            m_model3Widgets[i]->hide();
    // The first group was built with the panel: its widgets follow one another in the chain.
    if (!m_lastStop)
        for (QWidget* w = previous->nextInFocusChain(); previous->isAncestorOf(w); w = w->nextInFocusChain())
            if (w->focusPolicy() != Qt::NoFocus)
                m_lastStop = w;
    QList<QWidget*> stops;
    for (QWidget* w = box->nextInFocusChain(); box->isAncestorOf(w); w = w->nextInFocusChain())
        if (w->focusPolicy() != Qt::NoFocus)
            stops << w;
    for (QWidget* w : stops) {
        if (m_lastStop)
            QWidget::setTabOrder(m_lastStop, w);
        m_lastStop = w;
    }
    refresh();
    emit groupBuilt(box);
}

QWidget* ParameterPanel::buildGroup(ParamGroup group)
{
    auto* box = new QGroupBox(display::paramText(groupTitle(group)).replace(QLatin1Char('&'), QStringLiteral("&&")));
    box->setObjectName(QStringLiteral("group_%1").arg(static_cast<int>(group)));
    auto* layout = new QVBoxLayout(box);
    layout->setSpacing(4);
    if (group == ParamGroup::Scenario) {
        auto* form = new QFormLayout;
        m_name = new QLineEdit(box);
        m_name->setMaxLength(static_cast<int>(spec(ParamId::Name).max));
        m_name->setAccessibleName(display::paramText(spec(ParamId::Name).label));
        connect(m_name, &QLineEdit::editingFinished, this, [this] {
            m_doc->setName(m_name->text().trimmed().toStdString()); // the rule book refuses an empty name
        });
        m_startDate = new QDateEdit(box);
        m_startDate->setCalendarPopup(true);
        m_startDate->setDateRange(QDate(kMinYear, 1, 1), QDate(kMaxYear, 12, 31));
        m_startDate->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
        m_startDate->setAccessibleName(display::paramText(spec(ParamId::StartDate).label));
        m_startDate->setToolTip(display::paramText(spec(ParamId::StartDate).explanation));
        connect(m_startDate, &QDateEdit::editingFinished, this, [this] {
            const QDate d = m_startDate->date();
            m_doc->setStartDate(Date{d.year(), d.month(), d.day()});
        });
        m_notes = new QPlainTextEdit(box);
        m_notes->setMaximumHeight(70);
        m_notes->setAccessibleName(display::paramText(spec(ParamId::Notes).label));
        m_notes->setTabChangesFocus(true);
        // Notes are committed once typing pauses, so one burst of typing is one undo step.
        auto* notesTimer = new QTimer(this);
        notesTimer->setSingleShot(true);
        notesTimer->setInterval(700);
        connect(m_notes, &QPlainTextEdit::textChanged, notesTimer, qOverload<>(&QTimer::start));
        connect(notesTimer, &QTimer::timeout, this, [this] {
            m_doc->setNotes(m_notes->toPlainText().toStdString()); // the rule book refuses notes that are too long
        });
        form->addRow(display::paramText(spec(ParamId::Name).label), m_name);
        form->addRow(display::paramText(spec(ParamId::StartDate).label), m_startDate);
        form->addRow(display::paramText(spec(ParamId::Notes).label), m_notes);
        layout->addLayout(form);
        addControl(box, ParamId::HorizonMonths);
        return box;
    }
    if (group == ParamGroup::Serving)
        addServingCostToggle(box);
    for (const auto& p : parameters())
        if (p.group == group && isNumeric(p.id) && p.id != ParamId::HorizonMonths)
            addControl(box, p.id);
    addModel3Controls(box, group);
    if (group == ParamGroup::Company) {
        layout->addWidget(new QLabel(display::paramText(spec(ParamId::Funding).label), box));
        m_funding = new FundingEditor(box);
        connect(m_funding, &FundingEditor::edited, m_doc, &ScenarioDocument::setFunding);
        layout->addWidget(m_funding);
        addCreditLine(box);
    }
    return box;
}

void ParameterPanel::addControl(QWidget* box, ParamId id)
{
    auto* control = new ParameterControl(id, box);
    box->layout()->addWidget(control);
    m_controls[id] = control;
    connect(control, &ParameterControl::valueEdited, m_doc, &ScenarioDocument::setValue);
    connect(control, &ParameterControl::rangeTyped, m_doc, &ScenarioDocument::setRange);
    connect(control, &ParameterControl::resetRequested, m_doc, &ScenarioDocument::resetParameter);
    connect(control, &ParameterControl::uncertaintyRequested, this, &ParameterPanel::uncertaintyRequested);
    connect(control, &ParameterControl::goalSeekRequested, this, &ParameterPanel::goalSeekRequested);
    const ParamType type = spec(id).type;
    if (id == ParamId::ServingCost || (type != ParamType::OptionalReal && type != ParamType::OptionalInteger))
        return;
    // Null means derived (cash from the filing, the fleet from the run) or no cap: checked is null;
    // unchecking starts the direct value from what the model uses now, so nothing jumps.
    const bool cap = nullMeaning(id) == std::string_view("no cap");
    QString toggleText = cap ? tr("No cap") : tr("Derive");
    if (id == ParamId::TrainingGrowthAfterStart)
        toggleText = tr("Keep the measured rate");
    else if (id == ParamId::CompetitorPrice)
        toggleText = tr("No competitor");
    auto* toggle = new QCheckBox(toggleText, box);
    toggle->setObjectName(QStringLiteral("null_%1").arg(QString::fromUtf8(spec(id).key.data(), static_cast<qsizetype>(spec(id).key.size()))));
    box->layout()->addWidget(toggle);
    m_nullToggles[id] = toggle;
    if (id == ParamId::Cash) {
        // A typed cash replaces the bridge from the filing: its uncertainty no longer moves the odds.
        m_cashNote = new QLabel(box);
        m_cashNote->setObjectName(QStringLiteral("cashBridgeNote"));
        m_cashNote->setWordWrap(true);
        m_cashNote->setForegroundRole(QPalette::PlaceholderText);
        m_cashNote->hide();
        box->layout()->addWidget(m_cashNote);
    }
    connect(toggle, &QCheckBox::toggled, this, [this, id, cap](bool null) {
        if (null) {
            m_doc->setOptional(id, std::nullopt);
            return;
        }
        const Metrics& m = m_doc->result().metrics;
        double start = m_doc->scenario()[id];
        if (id == ParamId::Cash)
            start = m.cashStartUsd;
        else if (id == ParamId::ChipsOwned && m.chipsOwnedStart)
            start = *m.chipsOwnedStart;
        else if (cap && start <= 0)
            start = 2e7; // OpenRouter's free-variant limit (MODEL.md §1)
        const ParamSpec& p = spec(id);
        m_doc->setOptional(id, std::clamp(start, p.min, p.max));
    });
}

QCheckBox* ParameterPanel::nullToggle(ParamId id) const
{
    buildUntil([&] { return m_nullToggles.count(id) > 0; });
    auto it = m_nullToggles.find(id);
    return handedOut(it == m_nullToggles.end() ? nullptr : it->second);
}

void ParameterPanel::addServingCostToggle(QWidget* box)
{
    // capacity_mode (MODEL.md §1, §4): owned accelerators derive their serving cost; a direct
    // serving cost needs "per_token", so the derive toggle is only free in that mode.
    // A short label: no group is wider than the narrowest dock (the panel builds its groups below the
    // fold after the first frame and cannot measure them before; test_startup checks every group).
    m_perToken = new QCheckBox(tr("Pay for serving by the token"), box);
    m_perToken->setObjectName(QStringLiteral("perTokenToggle"));
    m_perToken->setToolTip(tr("Off: the company serves on its own accelerators, pays their power and buys chips when the fleet must grow. "
                              "On: every token served costs the serving cost, as on rented capacity, like a cloud."));
    box->layout()->addWidget(m_perToken);
    connect(m_perToken, &QCheckBox::toggled, this, [this](bool on) { m_doc->setCapacityMode(on ? CapacityMode::PerToken : CapacityMode::Owned); });
    m_derive = new QCheckBox(tr("Derive from the accelerators below"), box);
    m_derive->setToolTip(tr("On: serving cost = (chip price / (life × 365) + kW × 24 × PUE × $/kWh) / (throughput × speed-up) × 1e6. "
                            "Off: type a direct value."));
    m_derived = new QLabel(box);
    m_derived->setObjectName(QStringLiteral("derivedServingCost"));
    m_derived->setWordWrap(true);
    box->layout()->addWidget(m_derive);
    box->layout()->addWidget(m_derived);
    connect(m_derive, &QCheckBox::toggled, this, [this](bool on) {
        const Scenario& s = m_doc->scenario();
        // Switching to a direct value starts from the derived one, so nothing jumps.
        const auto& views = m_doc->result().views; // the document's published number
        const double direct = on ? s[ParamId::ServingCost] : views ? views->steps.derivedServingCostUsdPerMtok : 0.0;
        if (on)
            m_doc->setOptional(ParamId::ServingCost, std::nullopt);
        else
            m_doc->setOptional(ParamId::ServingCost, std::min(direct, spec(ParamId::ServingCost).max));
    });
}

void ParameterPanel::deferGroupsBelowFold()
{
    if (m_groupsWaiting || isVisible())
        return;
    // Hidden, so the layouts of the window's first show leave their controls out; the scroll
    // area's size decides how many show (coverFold, at each of its resizes until all are shown).
    for (std::size_t i = 1; i < m_groups.size(); ++i)
        m_groups[i]->hide(); // built (Build::AllGroups): hidden; the others are built hidden
    m_shownGroups = 1;
    m_groupsWaiting = true;
    m_scroll->viewport()->installEventFilter(this);
}

void ParameterPanel::showGroupOf(const QObject* w) const
{
    if (!m_groupsWaiting || !w)
        return;
    // Showing a waiting group is no change of what the panel holds: the accessors stay const.
    auto* self = const_cast<ParameterPanel*>(this);
    for (std::size_t i = m_shownGroups; i < m_groups.size(); ++i) {
        const QObject* ancestor = w;
        while (ancestor && ancestor != m_groups[i])
            ancestor = ancestor->parent();
        if (!ancestor)
            continue;
        while (self->m_shownGroups <= i)
            m_groups[self->m_shownGroups++]->show(); // the groups above it too: the panel keeps its order
        if (m_shownGroups == m_groups.size())
            self->showAllGroups();
        return;
    }
}

void ParameterPanel::showAllGroups()
{
    if (!m_groupsWaiting)
        return;
    while (!allBuilt())
        buildNextGroup();
    m_groupsWaiting = false;
    m_scroll->viewport()->removeEventFilter(this);
    m_groups.front()->parentWidget()->setMinimumWidth(0); // the column's layout holds it again (coverFold)
    for (std::size_t i = m_shownGroups; i < m_groups.size(); ++i)
        m_groups[i]->show();
    m_shownGroups = m_groups.size();
}

void ParameterPanel::coverFold()
{
    if (!m_groupsWaiting)
        return;
    // The groups' heights at the width they get with the vertical scroll bar shown (the panel is
    // taller than the dock whenever a group waits). The groups shown reach past the bottom of the
    // scroll area (the last one crosses it), so the part the first frame shows is laid out as it is
    // with every group there; test_startup compares the pixels at seven window sizes.
    QWidget* inner = m_groups.front()->parentWidget();
    const QLayout* column = inner->layout();
    const QMargins margins = column->contentsMargins();
    if (inner->minimumWidth() == 0) {
        // The column keeps the width it has with every group: a waiting group's minimum width
        // counts (hidden, the layout leaves it out), or the rows shown would wrap at another width.
        int widest = column->minimumSize().width();
        for (std::size_t i = m_shownGroups; i < m_groups.size(); ++i)
            widest = std::max(widest, m_groups[i]->minimumSizeHint().width() + margins.left() + margins.right());
        inner->setMinimumWidth(widest);
    }
    const QSize area = m_scroll->maximumViewportSize();
    const int width = std::max(area.width() - m_scroll->verticalScrollBar()->sizeHint().width(), inner->minimumWidth()) - margins.left() - margins.right();
    const auto heightOf = [width](const QWidget* group) {
        const int hfw = group->hasHeightForWidth() ? group->heightForWidth(width) : -1;
        return hfw >= 0 ? hfw : group->sizeHint().height();
    };
    int bottom = margins.top(); // of the groups shown
    for (std::size_t i = 0; i < m_shownGroups; ++i)
        bottom += heightOf(m_groups[i]) + column->spacing();
    while (bottom <= area.height() && m_shownGroups < std::size(kGroups)) {
        if (m_shownGroups == m_groups.size())
            buildNextGroup();
        QWidget* next = m_groups[m_shownGroups++];
        next->show();
        bottom += heightOf(next) + column->spacing();
    }
    if (m_shownGroups == std::size(kGroups))
        showAllGroups();
}

bool ParameterPanel::eventFilter(QObject* watched, QEvent* event)
{
    // Only a scroll area on the screen has a fold: the sizes it passes through before are not measured.
    if (m_groupsWaiting && watched == m_scroll->viewport() && (event->type() == QEvent::Show || event->type() == QEvent::Resize) &&
        m_scroll->viewport()->isVisible())
        coverFold();
    return QWidget::eventFilter(watched, event);
}

void ParameterPanel::reveal(ParamId id)
{
    showAllGroups();
    if (ParameterControl* c = control(id))
        m_scroll->ensureWidgetVisible(c, 0, 12);
}

QCheckBox* ParameterPanel::deriveToggle() const
{
    buildUntil([this] { return m_derive != nullptr; });
    return handedOut(m_derive);
}

QCheckBox* ParameterPanel::perTokenToggle() const
{
    buildUntil([this] { return m_perToken != nullptr; });
    return handedOut(m_perToken);
}

FundingEditor* ParameterPanel::fundingEditor() const
{
    buildUntil([this] { return m_funding != nullptr; });
    return handedOut(m_funding);
}

QPushButton* ParameterPanel::idleFleetButton() const
{
    buildUntil([this] { return m_idleFleet != nullptr; });
    return handedOut(m_idleFleet);
}

QPushButton* ParameterPanel::busyFleetButton() const
{
    buildUntil([this] { return m_busyFleet != nullptr; });
    return handedOut(m_busyFleet);
}

QCheckBox* ParameterPanel::replaceChipsBox() const
{
    buildUntil([this] { return m_replaceChips != nullptr; });
    return handedOut(m_replaceChips);
}

QCheckBox* ParameterPanel::creditLineToggle() const
{
    buildUntil([this] { return m_creditToggle != nullptr; });
    return handedOut(m_creditToggle);
}

ParameterControl* ParameterPanel::find(ParamId id) const
{
    auto it = m_controls.find(id);
    return it == m_controls.end() ? nullptr : it->second;
}

ParameterControl* ParameterPanel::control(ParamId id) const
{
    buildUntil([&] { return find(id) != nullptr; });
    return handedOut(find(id));
}

void ParameterPanel::refresh()
{
    const Scenario& s = m_doc->scenario();
    for (auto& [id, control] : m_controls) {
        control->setHorizon(s.horizonMonths());
        control->setValue(s[id]);
    }
    if (auto* ftm = find(ParamId::FreeTierMonths))
        ftm->setMaximum(s.horizonMonths());
    if (auto* sc = find(ParamId::ServingCost)) {
        sc->setEnabled(!s.isNull(ParamId::ServingCost));
        if (s.isNull(ParamId::ServingCost) && m_doc->result().views)
            sc->setValue(m_doc->result().views->steps.derivedServingCostUsdPerMtok);
    }
    for (auto& [id, toggle] : m_nullToggles) {
        const bool null = s.isNull(id);
        const QSignalBlocker block(toggle);
        toggle->setChecked(null);
        if (ParameterControl* c = find(id)) {
            c->setEnabled(!null);
            const Metrics& m = m_doc->result().metrics;
            if (null && id == ParamId::Cash)
                c->setValue(m.cashStartUsd);
            else if (null && id == ParamId::ChipsOwned && m.chipsOwnedStart)
                c->setValue(*m.chipsOwnedStart);
        }
    }
    if (m_cashNote) {
        const Distribution* bridge = s.distribution(ParamId::BurnSinceFiling);
        const bool typed = !s.isNull(ParamId::Cash);
        m_cashNote->setVisible(typed && bridge);
        if (typed && bridge)
            m_cashNote->setText(tr("The cash is typed, not derived from the filing: the odds no longer use the range of %1 (%2 – %3).")
                                    .arg(display::paramText(spec(ParamId::BurnSinceFiling).label),
                                         display::valueWithUnit(spec(ParamId::BurnSinceFiling), bridge->low),
                                         display::valueWithUnit(spec(ParamId::BurnSinceFiling), bridge->high)));
    }
    const Scenario defaults = defaultsFor(s);
    for (auto& [id, control] : m_controls) {
        control->setUncertainty(s.distribution(id), s[id]);
        // The badge follows edits: "changed" with the default kept in its tooltip (issue 27 item 3).
        const bool changed = isChangedFromDefault(s, defaults, id);
        control->setChanged(changed, !changed ? QString() : defaults.isNull(id) ? tr("derived by the model") : display::valueWithUnit(spec(id), defaults[id]));
    }
    // A group not built yet (Build::FirstFrameFirst) is refreshed when it is built.
    if (m_derive) {
        const QSignalBlocker block(m_derive);
        m_derive->setChecked(s.isNull(ParamId::ServingCost));
        m_derive->setEnabled(!s.owned());
    }
    if (m_perToken) {
        const QSignalBlocker block(m_perToken);
        m_perToken->setChecked(!s.owned());
    }
    if (const auto& views = m_doc->result().views; views && m_derived) // the document's published numbers: nothing is computed here
        m_derived->setText(tr("Derived: %1 per 1M tokens (%2 a chip-day over %3 tokens a chip-day)")
                               .arg(display::perUnitMoney(views->steps.derivedServingCostUsdPerMtok), display::money(views->steps.chipCostUsdPerDay, 4),
                                    display::tokens(s[ParamId::TokensPerChip] * s[ParamId::Speedup])));
    if (m_name) {
        const QString name = QString::fromStdString(s.name);
        if (m_name->text() != name && !m_name->hasFocus())
            m_name->setText(name);
        const QString notes = QString::fromStdString(s.notes);
        if (m_notes->toPlainText() != notes && !m_notes->hasFocus())
            m_notes->setPlainText(notes);
        const QDate start = display::toQDate(s.startDate);
        if (m_startDate->date() != start) {
            const QSignalBlocker block(m_startDate);
            m_startDate->setDate(start);
        }
    }
    if (m_funding)
        m_funding->setEvents(s.funding);
    refreshModel3(s);
}

} // namespace runway
