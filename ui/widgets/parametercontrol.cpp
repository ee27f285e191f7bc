#include "ui/widgets/parametercontrol.h"

#include "ui/widgets/wraplabel.h"

#include "ui/theme.h"

#include <cmath>

#include <QContextMenuEvent>
#include <QCoreApplication>
#include <QGridLayout>
#include <QLabel>
#include <QMenu>
#include <QPainter>
#include <QSignalBlocker>
#include <QSlider>
#include <QToolButton>

#include "core/scenario/scenario.h"
#include "ui/document/scenariodocument.h"
#include "ui/format/displayformat.h"
#include "ui/format/messagetext.h"
#include "ui/widgets/rangemarker.h"
#include "ui/widgets/valuespinbox.h"

namespace runway {

namespace {
using display::fromUtf8;
using display::paramText;

QString provenanceText(ProvenanceKind kind)
{
    return paramText(provenanceTitle(kind));
}

/// A slider that draws a clear focus ring (the style's own is a faint handle tint): the
/// keyboard user sees which control the arrow keys move.
class FocusSlider : public QSlider {
public:
    using QSlider::QSlider;

protected:
    void paintEvent(QPaintEvent* event) override
    {
        QSlider::paintEvent(event);
        if (!hasFocus())
            return;
        QPainter p(this);
        p.setPen(QPen(palette().color(QPalette::Highlight), 2));
        p.setBrush(Qt::NoBrush);
        p.drawRect(rect().adjusted(1, 1, -1, -1));
    }
};
} // namespace

double ParameterControl::valueAt(const ParamSpec& spec, int position)
{
    if (position <= 0)
        return spec.sliderMin;
    if (position >= kSliderSteps)
        return spec.sliderMax;
    const double t = static_cast<double>(position) / kSliderSteps;
    if (spec.scale == SliderScale::Log)
        return spec.sliderMin * std::pow(spec.sliderMax / spec.sliderMin, t);
    return spec.sliderMin + (spec.sliderMax - spec.sliderMin) * t;
}

int ParameterControl::positionOf(const ParamSpec& spec, double value)
{
    double t = 0;
    if (spec.scale == SliderScale::Log)
        t = value <= spec.sliderMin ? 0 : std::log(value / spec.sliderMin) / std::log(spec.sliderMax / spec.sliderMin);
    else
        t = (value - spec.sliderMin) / (spec.sliderMax - spec.sliderMin);
    return static_cast<int>(std::lround(std::clamp(t, 0.0, 1.0) * kSliderSteps));
}

ParameterControl::ParameterControl(ParamId id, QWidget* parent)
    : QWidget(parent)
    , m_spec(spec(id))
    , m_range(spec(id))
    , m_horizon(Scenario{}.horizonMonths())
    , m_label(new WrapLabel(this))
    , m_badge(new QLabel(provenanceText(m_spec.provenance), this))
    , m_spin(new ValueSpinBox(m_spec, this))
    , m_reset(new QToolButton(this))
{
    setObjectName(QStringLiteral("param_") + QString::fromUtf8(m_spec.key.data(), static_cast<qsizetype>(m_spec.key.size())));
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 2, 0, 2);
    grid->setHorizontalSpacing(6);
    grid->setVerticalSpacing(1);

    updateLabel(); // a long label takes a second line rather than push the badge out of the dock
    m_label->setBuddy(m_spin);

    m_badge->setObjectName(QStringLiteral("provenanceBadge"));
    m_badge->setProperty("provenance", static_cast<int>(m_spec.provenance));
    m_badge->setVisible(m_spec.provenance != ProvenanceKind::None);

    m_reset->setText(QStringLiteral("↺"));
    m_reset->setAutoRaise(true);
    m_reset->setToolTip(tr("Reset to the default"));
    m_reset->setAccessibleName(tr("Reset %1").arg(paramText(m_spec.label)));
    connect(m_reset, &QToolButton::clicked, this, [this] { emit resetRequested(m_spec.id); });

    grid->addWidget(m_label, 0, 0, 1, 2);
    grid->addWidget(m_badge, 0, 2, Qt::AlignRight);
    if (m_spec.scale != SliderScale::Fixed) {
        m_slider = new FocusSlider(Qt::Horizontal, this);
        m_slider->setRange(0, kSliderSteps);
        m_slider->setPageStep(kSliderSteps / 20);
        m_slider->setAccessibleName(paramText(m_spec.label));
        grid->addWidget(m_slider, 1, 0);
        m_marker = new RangeMarker(m_slider, this);
        QSizePolicy keep = m_marker->sizePolicy();
        keep.setRetainSizeWhenHidden(true);
        m_marker->setSizePolicy(keep);
        m_marker->hide();
        grid->addWidget(m_marker, 2, 0);
        m_rangeLabel = new QLabel(this);
        m_rangeLabel->setObjectName(QStringLiteral("rangeLabel"));
        m_rangeLabel->setAlignment(Qt::AlignRight | Qt::AlignTop);
        QFont small = m_rangeLabel->font();
        small.setPointSizeF(small.pointSizeF() * 0.85);
        m_rangeLabel->setFont(small);
        m_rangeLabel->setForegroundRole(QPalette::PlaceholderText); // muted in both themes
        m_rangeLabel->hide();
        grid->addWidget(m_rangeLabel, 2, 1);
        connect(m_slider, &QSlider::sliderPressed, this, [this] { m_gesture = ScenarioDocument::newGesture(); });
        connect(m_slider, &QSlider::sliderReleased, this, [this] { m_gesture = 0; });
        connect(m_slider, &QSlider::valueChanged, this, &ParameterControl::onSliderMoved);
    }
    m_spin->setMinimumWidth(96);
    grid->addWidget(m_spin, 1, m_slider ? 1 : 0, 1, m_slider ? 1 : 2);
    grid->addWidget(m_reset, 1, 2);
    grid->setColumnStretch(0, 1);
    connect(m_spin, &QDoubleSpinBox::editingFinished, this, &ParameterControl::onSpinEdited);
    applyTip();
    setValue(std::isnan(m_spec.defaultValue) ? 0.0 : m_spec.defaultValue);
}

void ParameterControl::applyTip()
{
    QString tip = QStringLiteral("<p><b>%1</b></p><p>%2</p>").arg(paramText(m_spec.label).toHtmlEscaped(), paramText(m_spec.explanation).toHtmlEscaped());
    if (m_changed)
        tip += QStringLiteral("<p><i>%1</i>: %2</p>")
                   .arg(tr("changed"),
                        (m_defaultText.isEmpty() ? tr("this value is not the default") : tr("the default is %1").arg(m_defaultText)).toHtmlEscaped());
    if (m_spec.provenance != ProvenanceKind::None) {
        // The default's provenance and source stay in the tooltip while the value is changed.
        tip += QStringLiteral("<p><i>%1</i>: %2")
                   .arg(m_changed ? tr("Default: %1").arg(provenanceText(m_spec.provenance)) : provenanceText(m_spec.provenance),
                        paramText(m_spec.reason).toHtmlEscaped());
        if (!m_spec.source.empty())
            tip += QStringLiteral("<br>%1: %2").arg(tr("Source"), display::text(Message(m_spec.source)).toHtmlEscaped());
        tip += QStringLiteral("</p>");
    }
    tip += QStringLiteral("<p>%1: %2</p>").arg(tr("Hard limits"), fromUtf8(limitText(m_spec, m_horizon)).toHtmlEscaped());
    m_tip = tip;
    setToolTip(tip);
    m_badge->setToolTip(tip);
    if (m_slider)
        m_slider->setToolTip(m_uncertainty.isEmpty() ? tip : tip + QStringLiteral("<p>%1</p>").arg(m_uncertainty.toHtmlEscaped()));
}

void ParameterControl::setChanged(bool changed, const QString& defaultText)
{
    if (changed == m_changed && defaultText == m_defaultText)
        return;
    m_changed = changed;
    m_defaultText = changed ? defaultText : QString();
    m_badge->setText(badgeText());
    m_badge->setProperty("changed", changed);
    m_badge->setVisible(changed || m_spec.provenance != ProvenanceKind::None);
    m_badge->setAccessibleName(tr("Provenance: %1").arg(badgeText()));
    applyTip();
}

QString ParameterControl::badgeText() const
{
    return m_changed ? tr("changed") : provenanceText(m_spec.provenance);
}

void ParameterControl::setHorizon(int months)
{
    if (!m_spec.maxIsHorizon || months == m_horizon)
        return; // only a limit at the horizon reads it
    m_horizon = months;
    applyTip();
}

void ParameterControl::setValue(double value)
{
    // The panel refreshes every control after each change: one already showing the value is
    // left alone (setting a spin box re-lays its text out), unless its limits moved.
    if (value == m_value && m_shown)
        return;
    showValue(value);
}

void ParameterControl::showValue(double value)
{
    m_shown = true;
    m_value = value;
    {
        const QSignalBlocker block(m_spin);
        m_spin->setValue(value);
    }
    if (m_slider && !m_slider->isSliderDown()) {
        const QSignalBlocker block(m_slider);
        m_slider->setValue(toPosition(value));
    }
}

void ParameterControl::setUncertainty(const Distribution* d, double scenarioValue)
{
    if (!m_marker)
        return;
    if (!d) {
        m_marker->hide();
        m_rangeLabel->clear();
        m_rangeLabel->hide();
        m_marker->setToolTip({});
        m_uncertainty.clear();
        if (m_slider->toolTip() != m_tip)
            m_slider->setToolTip(m_tip);
        return;
    }
    const bool triangular = d->kind == DistKind::Triangular;
    const double mode = d->mode.has_value() ? *d->mode : scenarioValue; // (value_or trips a GCC 12 -Wmaybe-uninitialized false positive)
    m_marker->setSpan(toPosition(d->low), toPosition(d->high), triangular ? std::optional<int>(toPosition(mode)) : std::nullopt);
    const auto v = [this](double x) { return display::value(m_spec, x); };
    QString text;
    switch (d->kind) {
    case DistKind::Uniform: text = tr("uncertain: uniform %1 … %2").arg(v(d->low), v(d->high)); break;
    case DistKind::Triangular: text = tr("uncertain: triangular %1 … %2 … %3").arg(v(d->low), v(mode), v(d->high)); break;
    case DistKind::Lognormal: text = tr("uncertain: lognormal, 90 % within %1 … %2").arg(v(d->low), v(d->high)); break;
    }
    m_marker->setToolTip(text);
    // The range beside the value, as the odds use it; typing "a to b" in the box sets it.
    m_rangeLabel->setText(QStringLiteral("%1 – %2").arg(v(d->low), v(d->high)));
    m_rangeLabel->setToolTip(text + QLatin1Char('\n') + tr("Type a range such as \"%1 to %2\" into the box to set it.").arg(v(d->low), v(d->high)));
    m_rangeLabel->setAccessibleName(tr("Range the odds use: %1").arg(m_rangeLabel->text()));
    m_rangeLabel->show();
    m_uncertainty = text;
    m_slider->setToolTip(m_tip + QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped()));
    m_marker->show();
}

QString ParameterControl::rangeText() const
{
    return m_rangeLabel && m_rangeLabel->isVisibleTo(this) ? m_rangeLabel->text() : QString();
}

void ParameterControl::contextMenuEvent(QContextMenuEvent* event)
{
    QMenu menu(this);
    menu.addAction(tr("Reset to the default"), this, [this] { emit resetRequested(m_spec.id); });
    if (m_spec.canBeUncertain) {
        menu.addSeparator();
        menu.addAction(tr("Uncertainty…"), this, [this] { emit uncertaintyRequested(m_spec.id); });
        menu.addAction(tr("Goal seek…"), this, [this] { emit goalSeekRequested(m_spec.id); });
    }
    menu.exec(event->globalPos());
}

int ParameterControl::toPosition(double value) const
{
    return positionOf(m_range, value);
}
double ParameterControl::fromPosition(int position) const
{
    return valueAt(m_range, position);
}

void ParameterControl::setMaximum(double maximum)
{
    if (m_range.sliderMax == maximum)
        return;
    m_range.sliderMax = maximum;
    m_spin->setMaximum(maximum);
    showValue(m_value);
}

void ParameterControl::onSliderMoved(int position)
{
    const double v = fromPosition(position);
    m_value = v;
    {
        const QSignalBlocker block(m_spin);
        m_spin->setValue(v);
    }
    emit valueEdited(m_spec.id, v, m_slider->isSliderDown() ? m_gesture : 0);
}

void ParameterControl::onSpinEdited()
{
    if (const auto range = m_spin->takeTypedRange()) {
        showValue(m_value); // the box shows the value until the document answers
        emit rangeTyped(m_spec.id, range->first, range->second);
        return;
    }
    const double v = m_spin->value();
    if (v == m_value)
        return;
    m_value = v;
    if (m_slider) {
        const QSignalBlocker block(m_slider);
        m_slider->setValue(toPosition(v));
    }
    emit valueEdited(m_spec.id, v, 0);
}

void ParameterControl::updateLabel()
{
    // The unit in a muted grey that reads on the panel's background, light or dark.
    m_label->setMutedSuffix(paramText(m_spec.label), display::unitLabel(m_spec.unit), QColor(themed("#6b6f75", "#9aa0a6")));
}

void ParameterControl::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        updateLabel();
}

} // namespace runway
