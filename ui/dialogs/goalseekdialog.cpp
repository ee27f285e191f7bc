#include "ui/dialogs/goalseekdialog.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QStandardItemModel>
#include <QVBoxLayout>

#include "ui/analysis/analysisrunner.h"
#include "ui/document/scenariodocument.h"
#include "ui/format/displayformat.h"
#include "ui/format/messagetext.h"

namespace runway {

namespace {
QString labelOf(ParamId id)
{
    return display::paramText(spec(id).label);
}

/// The parameter's value now, with its unit; "derived" for a derived serving cost or cash.
QString nowValue(const Scenario& s, ParamId id)
{
    return s.isNull(id) ? GoalSeekDialog::tr("derived") : display::valueWithUnit(spec(id), s[id]);
}
} // namespace

GoalSeekDialog::GoalSeekDialog(ScenarioDocument* doc, AnalysisRunner* runner, QWidget* parent)
    : QDialog(parent)
    , m_doc(doc)
    , m_runner(runner)
    , m_param(new QComboBox(this))
    , m_target(new QDoubleSpinBox(this))
    , m_limits(new QRadioButton(this))
    , m_slider(new QRadioButton(this))
    , m_question(new QLabel(this))
    , m_ownedNote(new QLabel(this))
    , m_answer(new QLabel(this))
    , m_detail(new QLabel(this))
    , m_compute(new QPushButton(tr("&Compute"), this))
    , m_apply(new QPushButton(tr("&Apply"), this))
{
    setObjectName(QStringLiteral("goalSeekDialog"));
    setWindowTitle(tr("Goal seek"));
    auto* layout = new QVBoxLayout(this);

    m_question->setObjectName(QStringLiteral("goalSeekQuestion"));
    m_question->setWordWrap(true);
    QFont big = m_question->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    big.setBold(true);
    m_question->setFont(big);
    layout->addWidget(m_question);

    for (const auto& p : allParameters()) // model 3's keys too (MODEL3.md §8); core says why not in a model-2 scenario
        if (isNumeric(p.id) && canGoalSeek(p.id))
            m_param->addItem(display::paramText(p.label), static_cast<int>(p.id));
    m_param->setCurrentIndex(m_param->findData(static_cast<int>(ParamId::Conversion)));
    m_target->setRange(0.1, 1200);
    m_target->setDecimals(1);
    m_target->setSingleStep(1);
    m_target->setValue(36);
    m_target->setSuffix(tr(" months"));
    m_target->setAccessibleName(tr("Target runway"));
    auto* rangeBox = new QWidget(this);
    auto* rangeLayout = new QVBoxLayout(rangeBox);
    rangeLayout->setContentsMargins(0, 0, 0, 0);
    rangeLayout->addWidget(m_limits);
    rangeLayout->addWidget(m_slider);
    auto* group = new QButtonGroup(this);
    group->addButton(m_limits);
    group->addButton(m_slider);
    m_limits->setChecked(true);

    auto* form = new QFormLayout;
    form->addRow(tr("&Parameter:"), m_param);
    m_ownedNote->setObjectName(QStringLiteral("goalSeekOwnedNote"));
    m_ownedNote->setWordWrap(true);
    m_ownedNote->setText(tr("With owned accelerators the serving cost is derived from them, so it is not offered here: solve for what sets it (chip "
                            "capex, power, electricity, PUE, tokens per chip, software speed-up), or switch capacity to per token."));
    form->addRow(QString(), m_ownedNote);
    form->addRow(tr("&Target runway:"), m_target);
    form->addRow(tr("Search:"), rangeBox);
    layout->addLayout(form);

    auto* frame = new QFrame(this);
    frame->setObjectName(QStringLiteral("goalSeekResult"));
    frame->setFrameShape(QFrame::StyledPanel);
    auto* frameLayout = new QVBoxLayout(frame);
    m_answer->setObjectName(QStringLiteral("goalSeekAnswer"));
    m_answer->setWordWrap(true);
    m_answer->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont answerFont = m_answer->font();
    answerFont.setPointSizeF(answerFont.pointSizeF() * 1.4);
    m_answer->setFont(answerFont);
    m_detail->setObjectName(QStringLiteral("goalSeekDetail"));
    m_detail->setWordWrap(true);
    m_detail->setTextFormat(Qt::RichText);
    m_answer->setTextFormat(Qt::RichText);
    m_detail->setTextInteractionFlags(Qt::TextSelectableByMouse);
    frameLayout->addWidget(m_answer);
    frameLayout->addWidget(m_detail);
    frameLayout->addStretch(1);
    frame->setMinimumHeight(120);
    layout->addWidget(frame, 1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_compute, QDialogButtonBox::ActionRole);
    buttons->addButton(m_apply, QDialogButtonBox::ApplyRole);
    m_compute->setDefault(true);
    m_apply->setToolTip(tr("Sets the parameter to the answer as one undoable step"));
    layout->addWidget(buttons);

    connect(m_compute, &QPushButton::clicked, this, &GoalSeekDialog::compute);
    connect(m_apply, &QPushButton::clicked, this, &GoalSeekDialog::apply);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    connect(m_param, &QComboBox::currentIndexChanged, this, [this] {
        updateQuestion();
        clearResult({});
    });
    connect(m_target, &QDoubleSpinBox::valueChanged, this, [this] {
        updateQuestion();
        clearResult({});
    });
    connect(m_limits, &QRadioButton::toggled, this, [this] { clearResult({}); });
    connect(m_runner, &AnalysisRunner::goalSeekReady, this, &GoalSeekDialog::onAnswer);
    m_doc->follow(this, [this](const Scenario&, const SimulationResult&) {
        updateQuestion();
        if (!m_applying && (m_result || m_searching))
            clearResult(tr("The scenario changed; compute again."));
    });
    clearResult({});
    resize(580, 360);
}

void GoalSeekDialog::setParameter(ParamId id)
{
    const int i = m_param->findData(static_cast<int>(id));
    if (i >= 0)
        m_param->setCurrentIndex(i);
}

ParamId GoalSeekDialog::parameter() const
{
    return static_cast<ParamId>(m_param->currentData().toInt());
}
void GoalSeekDialog::setTargetMonths(double months)
{
    m_target->setValue(months);
}
void GoalSeekDialog::setRange(GoalSeekRange range)
{
    (range == GoalSeekRange::Limits ? m_limits : m_slider)->setChecked(true);
}

QString GoalSeekDialog::refusal() const
{
    if (parameter() == ParamId::ServingCost && m_doc->scenario().owned()) // core refuses it too, with the same reason
        return tr("The serving cost is derived from the accelerators while capacity is owned, so goal seek cannot set it: pick chip capex, power, "
                  "electricity, tokens per chip or the software speed-up, or switch capacity to per token.");
    return {};
}

void GoalSeekDialog::updateCapacityMode()
{
    const bool owned = m_doc->scenario().owned();
    m_ownedNote->setVisible(owned);
    if (auto* model = qobject_cast<QStandardItemModel*>(m_param->model()))
        if (QStandardItem* item = model->item(m_param->findData(static_cast<int>(ParamId::ServingCost)))) {
            item->setEnabled(!owned);
            item->setToolTip(owned ? m_ownedNote->text() : QString());
        }
    const QString refused = refusal();
    m_compute->setEnabled(refused.isEmpty());
    if (!refused.isEmpty() && !m_searching && !m_result)
        m_answer->setText(refused);
}

void GoalSeekDialog::updateQuestion()
{
    updateCapacityMode();
    const ParamId id = parameter();
    const ParamSpec& p = spec(id);
    const Scenario& s = m_doc->scenario();
    m_question->setText(tr("What %1 gives %2 months of runway?").arg(labelOf(id), QLocale().toString(m_target->value(), 'g', 4)));
    const auto span = [&](GoalSeekRange r) {
        const auto [lo, hi] = goalSeekRange(s, id, r);
        return tr("%1 … %2").arg(display::valueWithUnit(p, lo), display::valueWithUnit(p, hi));
    };
    m_limits->setText(tr("within the hard limits (%1)").arg(span(GoalSeekRange::Limits)));
    m_slider->setText(tr("within the slider's range (%1)").arg(span(GoalSeekRange::Slider)));
}

void GoalSeekDialog::clearResult(const QString& note)
{
    m_result.reset();
    m_searching = false; // an answer still on its way is dropped
    m_apply->setEnabled(false);
    const QString refused = refusal();
    m_answer->setText(!refused.isEmpty() ? refused : note.isEmpty() ? tr("Press Compute to search.") : note);
    m_detail->setToolTip(QString());
    m_detail->setText(tr("Now: %1 = %2, runway %3.")
                          .arg(labelOf(parameter()), nowValue(m_doc->scenario(), parameter()),
                               display::cappedMonths(m_doc->result().metrics.runwayMonthsCapped, m_doc->scenario().horizonMonths())));
}

void GoalSeekDialog::compute()
{
    if (!refusal().isEmpty()) {
        clearResult({});
        return;
    }
    GoalSeekOptions options;
    options.range = m_limits->isChecked() ? GoalSeekRange::Limits : GoalSeekRange::Slider;
    clearResult(tr("Searching…"));
    m_request = m_runner->requestGoalSeek(m_doc->scenario(), parameter(), m_target->value(), options);
    m_searching = true;
}

void GoalSeekDialog::onAnswer(quint64 request, const GoalSeekResult& result, double runwayAtValue, double elapsedMs)
{
    if (!m_searching || request != m_request)
        return;
    m_searching = false;
    m_result = result;
    m_runwayAtValue = runwayAtValue;
    m_elapsedMs = elapsedMs;
    showResult();
}

QString GoalSeekDialog::reasonText(const GoalSeekResult& r) const
{
    const ParamSpec& p = spec(r.param);
    const bool reached = r.runwayAtLow >= r.targetRunwayMonths;
    QString text = (reached ? tr("No %1 between %2 and %3 gives %4 months: the runway is %5 at %2 and %6 at %3, "
                                 "so every value in the range already reaches the target.")
                            : tr("No %1 between %2 and %3 gives %4 months: the runway is %5 at %2 and %6 at %3, "
                                 "so every value in the range falls short of the target."))
                       .arg(labelOf(r.param), display::valueWithUnit(p, r.rangeLow), display::valueWithUnit(p, r.rangeHigh),
                            QLocale().toString(r.targetRunwayMonths, 'g', 4), display::months(r.runwayAtLow), display::months(r.runwayAtHigh));
    if (!reached && r.targetRunwayMonths > m_doc->scenario().horizonMonths())
        text += QLatin1Char(' ') + tr("The runway is capped at the horizon, %1 months.").arg(m_doc->scenario().horizonMonths());
    return text;
}

void GoalSeekDialog::showResult()
{
    const GoalSeekResult& r = *m_result;
    const ParamSpec& p = spec(r.param);
    // How long it took is for the curious: a tooltip, not the answer.
    m_detail->setToolTip(tr("%1 model runs in %2 ms.").arg(r.evaluations).arg(QLocale().toString(m_elapsedMs, 'g', 2)));
    if (!r.value) {
        m_answer->setText(tr("No answer in this range."));
        // A parameter core refuses (no model run) shows core's reason, never a made-up bracket.
        const QString why = r.evaluations == 0 && !r.reason.empty() ? (refusal().isEmpty() ? display::text(r.reason) : refusal()) : reasonText(r);
        m_detail->setText(QStringLiteral("<p>%1</p>").arg(why.toHtmlEscaped()));
        m_apply->setEnabled(false);
        return;
    }
    m_answer->setText(QStringLiteral("<b>%1</b>").arg(tr("%1 = %2").arg(labelOf(r.param), display::valueWithUnit(p, *r.value)).toHtmlEscaped()));
    QString detail =
        tr("That gives a runway of %1 (now %2 at %3).")
            .arg(display::cappedMonths(m_runwayAtValue, m_doc->scenario().horizonMonths()),
                 display::cappedMonths(m_doc->result().metrics.runwayMonthsCapped, m_doc->scenario().horizonMonths()), nowValue(m_doc->scenario(), r.param));
    if (r.param == ParamId::ServingCost && m_doc->scenario().isNull(ParamId::ServingCost))
        detail += QLatin1Char(' ') + tr("Apply sets it as a direct value: the derivation from the accelerators is turned off.");
    m_detail->setText(QStringLiteral("<p>%1</p>").arg(detail.toHtmlEscaped()));
    m_apply->setEnabled(true);
}

bool GoalSeekDialog::apply()
{
    if (!m_result || !m_result->value)
        return false;
    const GoalSeekResult r = *m_result;
    m_applying = true;
    // One edit through core's patch: an optional key (serving cost, cash) takes the value directly,
    // and the parameter's uncertainty range follows the answer (MODEL.md 2.1 §6).
    const bool ok = m_doc->applyPatch(answerPatch(r), QCoreApplication::translate("Commands", "Change %1").arg(labelOf(r.param)));
    m_applying = false;
    if (!ok)
        return false;
    m_result.reset();
    m_apply->setEnabled(false);
    m_answer->setText(tr("Applied: %1 is now %2.").arg(labelOf(r.param), display::valueWithUnit(spec(r.param), *r.value)));
    m_detail->setText(
        tr("Runway: %1. Edit → Undo takes it back.").arg(display::cappedMonths(m_doc->result().metrics.runwayMonthsCapped, m_doc->scenario().horizonMonths())));
    return true;
}

} // namespace runway
