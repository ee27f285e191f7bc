#include "ui/panels/uncertaintyeditor.h"

#include <algorithm>
#include <cmath>

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include "ui/document/scenariodocument.h"
#include "ui/format/displayformat.h"
#include "ui/widgets/densitysketch.h"
#include "ui/widgets/valuespinbox.h"

namespace runway {

namespace {
constexpr ParamGroup kGroups[] = {ParamGroup::Pricing, ParamGroup::TokenMix, ParamGroup::FreeTier, ParamGroup::DemandConversion,
                                  ParamGroup::Serving, ParamGroup::Company,  ParamGroup::Scenario};
enum Column { ColLabel, ColKind, ColLow, ColMode, ColHigh, ColShape, ColCount };
} // namespace

QString UncertaintyEditor::defaultsTip(const Scenario& s)
{
    QStringList lines;
    for (const Distribution& d : defaultUncertaintyFor(s)) {
        const ParamSpec& p = spec(d.param);
        const auto v = [&p](double x) { return display::value(p, x); };
        const QString kind = d.kind == DistKind::Uniform ? tr("uniform") : d.kind == DistKind::Triangular ? tr("triangular") : tr("lognormal (90 % interval)");
        lines << tr("%1: %2 %3 … %4").arg(display::paramText(p.label), kind, v(d.low), v(d.high));
    }
    return tr("MODEL.md §6's default ranges, centred on this scenario's values (undoable):") + QLatin1Char('\n') + lines.join(QLatin1Char('\n'));
}

UncertaintyEditor::UncertaintyEditor(ScenarioDocument* doc, QWidget* parent)
    : QDialog(parent)
    , m_doc(doc)
{
    setObjectName(QStringLiteral("uncertaintyEditor"));
    setWindowTitle(tr("Uncertainty"));
    auto* layout = new QVBoxLayout(this);

    auto* intro = new QLabel(tr("The Monte Carlo fan, the chances of running out and the tornado draw every uncertain parameter "
                                "from its distribution; the others keep the scenario's value. Samples outside a parameter's hard "
                                "limits are clamped to them. <b>Lognormal</b>: low and high are the 5th and 95th percentiles. "
                                "<b>Triangular</b>: an empty mode is the scenario's value."),
                             this);
    intro->setWordWrap(true);
    intro->setTextFormat(Qt::RichText);
    layout->addWidget(intro);

    m_scroll = new QScrollArea(this);
    m_scroll->setWidget(buildRows());
    m_scroll->setWidgetResizable(true);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    layout->addWidget(m_scroll, 1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_reset = buttons->addButton(tr("Reset to the default uncertainty"), QDialogButtonBox::ResetRole);
    // The defaults the button restores, written from core's list (the ranges moved to this
    // scenario's values, MODEL.md 2.1 §6), so the tooltip never drifts from the data.
    connect(m_doc, &ScenarioDocument::changed, this, [this](const Scenario& s) { m_reset->setToolTip(defaultsTip(s)); });
    m_reset->setToolTip(defaultsTip(m_doc->scenario()));
    m_clear = buttons->addButton(tr("Make every parameter certain"), QDialogButtonBox::ActionRole);
    m_clear->setToolTip(tr("Removes every distribution (undoable); the analyses then show one line."));
    connect(m_reset, &QPushButton::clicked, this, [this] { m_doc->setUncertainty(defaultUncertaintyFor(m_doc->scenario())); });
    connect(m_clear, &QPushButton::clicked, this, [this] { m_doc->setUncertainty({}); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    layout->addWidget(buttons);

    m_doc->follow(this, [this](const Scenario&, const SimulationResult&) { refresh(); });
    resize(1040, 620);
}

QWidget* UncertaintyEditor::buildRows()
{
    auto* inner = new QWidget;
    auto* grid = new QGridLayout(inner);
    grid->setHorizontalSpacing(10);
    grid->setVerticalSpacing(3);
    int line = 0;
    const QStringList heads = {tr("Parameter"), tr("Distribution"), tr("Low"), tr("Mode"), tr("High"), tr("Shape (5 %, 50 %, 95 %)")};
    for (int c = 0; c < ColCount; ++c) {
        auto* head = new QLabel(QStringLiteral("<b>%1</b>").arg(heads[c]), inner);
        grid->addWidget(head, line, c);
    }
    ++line;
    for (ParamGroup g : kGroups) {
        bool any = false;
        for (const auto& p : parameters()) {
            if (p.group != g || !p.canBeUncertain)
                continue;
            if (!any) {
                auto* title = new QLabel(display::paramText(groupTitle(g)), inner);
                title->setObjectName(QStringLiteral("uncertaintyGroup"));
                title->setStyleSheet(QStringLiteral("font-weight: 600; color: palette(highlight); padding-top: 8px;"));
                grid->addWidget(title, line++, 0, 1, ColCount);
                any = true;
            }
            addRow(grid, line, p.id);
            line += 2;
        }
    }
    grid->setRowStretch(line, 1);
    grid->setColumnStretch(ColLabel, 2);
    for (int c = ColKind; c < ColCount; ++c)
        grid->setColumnStretch(c, 1);
    return inner;
}

void UncertaintyEditor::addRow(QGridLayout* grid, int line, ParamId id)
{
    const ParamSpec& p = spec(id);
    QWidget* inner = grid->parentWidget();
    Row row;
    row.id = id;
    QString text = display::paramText(p.label);
    if (const QString unit = display::unitLabel(p.unit); !unit.isEmpty())
        text += QStringLiteral(" <span style='color:palette(mid)'>(%1)</span>").arg(unit.toHtmlEscaped());
    auto* label = new QLabel(text, inner);
    label->setTextFormat(Qt::RichText);
    label->setToolTip(display::paramText(p.explanation));

    row.kind = new QComboBox(inner);
    row.kind->addItems({tr("none (certain)"), tr("uniform"), tr("triangular"), tr("lognormal (90 % interval)")});
    row.kind->setAccessibleName(tr("Distribution of %1").arg(display::paramText(p.label)));
    label->setBuddy(row.kind);
    row.low = new ValueSpinBox(p, inner);
    row.low->setAccessibleName(tr("Low of %1").arg(display::paramText(p.label)));
    row.high = new ValueSpinBox(p, inner);
    row.high->setAccessibleName(tr("High of %1").arg(display::paramText(p.label)));
    row.mode = new ValueSpinBox(p, inner);
    row.mode->setAccessibleName(tr("Mode of %1").arg(display::paramText(p.label)));
    row.ownMode = new QCheckBox(inner);
    row.ownMode->setToolTip(tr("Checked: the mode is its own number. Unchecked: the mode is the scenario's value and follows it."));
    row.ownMode->setAccessibleName(tr("Own mode of %1").arg(display::paramText(p.label)));
    for (ValueSpinBox* box : {row.low, row.mode, row.high})
        box->setMinimumWidth(92);
    auto* modeCell = new QWidget(inner);
    auto* modeLayout = new QHBoxLayout(modeCell);
    modeLayout->setContentsMargins(0, 0, 0, 0);
    modeLayout->setSpacing(4);
    modeLayout->addWidget(row.ownMode);
    modeLayout->addWidget(row.mode, 1);

    row.message = new QLabel(inner);
    row.message->setObjectName(QStringLiteral("uncertaintyProblem"));
    row.message->setWordWrap(true);
    row.message->setStyleSheet(QStringLiteral("color: #b3261e;"));
    row.message->hide();

    grid->addWidget(label, line, ColLabel);
    grid->addWidget(row.kind, line, ColKind);
    grid->addWidget(row.low, line, ColLow);
    grid->addWidget(modeCell, line, ColMode);
    grid->addWidget(row.high, line, ColHigh);
    grid->addWidget(row.message, line + 1, ColKind, 1, ColShape - ColKind);
    row.shape = new DensitySketch(inner);
    row.points = new QLabel(inner);
    row.points->setObjectName(QStringLiteral("uncertaintyPoints"));
    QFont small = row.points->font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    row.points->setFont(small);
    row.points->setForegroundRole(QPalette::PlaceholderText);
    grid->addWidget(row.shape, line, ColShape);
    grid->addWidget(row.points, line + 1, ColShape, Qt::AlignTop);

    auto [it, inserted] = m_rows.emplace(id, row);
    Row* r = &it->second;
    connect(r->kind, &QComboBox::activated, this, [this, r] { commit(*r); });
    for (ValueSpinBox* box : {r->low, r->mode, r->high})
        connect(box, &QAbstractSpinBox::editingFinished, this, [this, r] { commit(*r); });
    connect(r->ownMode, &QCheckBox::clicked, this, [this, r] { commit(*r); });
}

std::pair<double, double> UncertaintyEditor::suggestedSpan(ParamId id) const
{
    for (const Distribution& d : defaultUncertainty())
        if (d.param == id)
            return {d.low, d.high};
    const ParamSpec& p = spec(id);
    const double v = m_doc->scenario()[id];
    if (v == 0)
        return {p.sliderMin, p.sliderMax};
    const double hardMax = p.maxIsHorizon ? m_doc->scenario().horizonMonths() : p.max;
    const double lowest = p.minExclusive ? std::min(std::fabs(v), hardMax) * 1e-3 : p.min;
    const double a = std::clamp(v * 0.75, lowest, hardMax);
    const double b = std::clamp(v * 1.25, lowest, hardMax);
    return {std::min(a, b), std::max(a, b)};
}

void UncertaintyEditor::load(Row& row)
{
    const Scenario& s = m_doc->scenario();
    const Distribution* d = s.distribution(row.id);
    row.uncertain = d != nullptr;
    row.loaded = d ? *d : Distribution{};
    row.pending = false;
    const auto [low, high] = d ? std::pair(d->low, d->high) : suggestedSpan(row.id);
    const QSignalBlocker b1(row.kind), b2(row.low), b3(row.high), b4(row.mode), b5(row.ownMode);
    row.kind->setCurrentIndex(d ? indexOf(d->kind) : 0);
    row.low->setValue(low);
    row.high->setValue(high);
    row.ownMode->setChecked(d && d->mode.has_value());
    row.mode->setValue(d && d->mode ? *d->mode : s[row.id]);
    row.message->clear();
    row.message->hide();
    row.shape->setDistribution(d ? std::optional(resolve(*d, s)) : std::nullopt);
    row.points->setText(row.shape->pointsText());
    updateEnabled(row);
}

void UncertaintyEditor::updateEnabled(Row& row)
{
    const bool uncertain = row.kind->currentIndex() > 0;
    const bool triangular = row.kind->currentIndex() == indexOf(DistKind::Triangular);
    row.low->setEnabled(uncertain);
    row.high->setEnabled(uncertain);
    row.ownMode->setEnabled(triangular);
    row.mode->setEnabled(triangular && row.ownMode->isChecked());
    if (!row.ownMode->isChecked()) {
        const QSignalBlocker block(row.mode);
        row.mode->setValue(m_doc->scenario()[row.id]);
    }
    const QString lowTip = row.kind->currentIndex() == indexOf(DistKind::Lognormal) ? tr("The 5th percentile") : tr("The lowest value drawn");
    const QString highTip = row.kind->currentIndex() == indexOf(DistKind::Lognormal) ? tr("The 95th percentile") : tr("The highest value drawn");
    row.low->setToolTip(lowTip);
    row.high->setToolTip(highTip);
    row.mode->setToolTip(triangular ? tr("The most likely value") : tr("Only a triangular distribution has a mode"));
}

void UncertaintyEditor::commit(Row& row)
{
    updateEnabled(row);
    const int index = row.kind->currentIndex();
    if (index == 0) {
        m_doc->removeDistribution(row.id);
        if (row.pending)
            load(row);
        return;
    }
    Distribution d;
    d.param = row.id;
    d.kind = static_cast<DistKind>(index - 1);
    d.low = row.low->value();
    d.high = row.high->value();
    if (d.kind == DistKind::Triangular && row.ownMode->isChecked())
        d.mode = row.mode->value();
    Scenario candidate = m_doc->scenario();
    candidate.setDistribution(d);
    const QString problem = m_doc->refusal(candidate);
    if (!problem.isEmpty()) {
        row.pending = true;
        row.message->setText(problem);
        row.message->show();
        m_doc->setDistribution(d); // refused: emits editRefused for the status bar
        return;
    }
    const bool wasPending = row.pending;
    m_doc->setDistribution(d);
    if (wasPending && loadedFrom(row, &d))
        load(row); // the document already held it: clear the message
}

void UncertaintyEditor::refresh()
{
    const Scenario& s = m_doc->scenario();
    for (auto& [id, row] : m_rows) {
        if (row.pending && loadedFrom(row, s.distribution(id)))
            updateEnabled(row); // keep what was typed; the scenario's value may have moved
        else
            load(row);
    }
}

void UncertaintyEditor::focusParameter(ParamId id)
{
    if (const Row* row = find(id)) {
        m_scroll->ensureWidgetVisible(row->kind, 20, 60);
        row->kind->setFocus(Qt::OtherFocusReason);
    }
}

bool UncertaintyEditor::loadedFrom(const Row& row, const Distribution* d)
{
    return d ? row.uncertain && row.loaded == *d : !row.uncertain;
}

const UncertaintyEditor::Row* UncertaintyEditor::find(ParamId id) const
{
    auto it = m_rows.find(id);
    return it == m_rows.end() ? nullptr : &it->second;
}

QComboBox* UncertaintyEditor::kindBox(ParamId id) const
{
    return find(id) ? find(id)->kind : nullptr;
}
ValueSpinBox* UncertaintyEditor::lowBox(ParamId id) const
{
    return find(id) ? find(id)->low : nullptr;
}
ValueSpinBox* UncertaintyEditor::modeBox(ParamId id) const
{
    return find(id) ? find(id)->mode : nullptr;
}
ValueSpinBox* UncertaintyEditor::highBox(ParamId id) const
{
    return find(id) ? find(id)->high : nullptr;
}
QCheckBox* UncertaintyEditor::ownModeBox(ParamId id) const
{
    return find(id) ? find(id)->ownMode : nullptr;
}
QLabel* UncertaintyEditor::messageLabel(ParamId id) const
{
    return find(id) ? find(id)->message : nullptr;
}
DensitySketch* UncertaintyEditor::sketch(ParamId id) const
{
    return find(id) ? find(id)->shape : nullptr;
}

} // namespace runway
