#include "ui/widgets/valuespinbox.h"

#include <algorithm>
#include <cmath>

#include <QCoreApplication>

#include "core/scenario/scenariopatch.h"
#include "ui/format/displayformat.h"

namespace runway {

ValueSpinBox::ValueSpinBox(const ParamSpec& spec, QWidget* parent)
    : QDoubleSpinBox(parent)
    , m_spec(spec)
{
    setDecimals(12); // the model keeps full precision; the text is formatted by textFromValue
    // An exclusive lower limit (> 0) becomes the smallest positive step the spin box can hold.
    setRange(spec.minExclusive ? 1e-12 : spec.min, spec.maxIsHorizon ? runway::spec(ParamId::HorizonMonths).max : spec.max);
    setKeyboardTracking(false);
    setAccelerated(true);
    setAlignment(Qt::AlignRight);
    const bool whole = isInteger(spec.type);
    setSingleStep(whole ? 1.0 : (spec.sliderMax > spec.sliderMin ? (spec.sliderMax - spec.sliderMin) / 100.0 : 1.0));
    setAccessibleName(QCoreApplication::translate("Parameters", spec.label.data()));
}

QString ValueSpinBox::textFromValue(double value) const
{
    return display::value(m_spec, value);
}

std::optional<std::pair<double, double>> ValueSpinBox::typedRange(const QString& text)
{
    const auto ends = splitTypedRange(text.toStdString());
    if (!ends)
        return std::nullopt;
    const auto low = display::parse(QString::fromStdString(ends->first));
    const auto high = display::parse(QString::fromStdString(ends->second));
    if (!low || !high)
        return std::nullopt;
    return std::pair{*low, *high};
}

std::optional<std::pair<double, double>> ValueSpinBox::takeTypedRange()
{
    return std::exchange(m_typedRange, std::nullopt);
}

double ValueSpinBox::valueFromText(const QString& text) const
{
    // A range keeps the box's value: the document sets the value (the range's centre) and the
    // range in one edit, or refuses it with a message that names the key.
    if (const auto range = typedRange(text)) {
        m_typedRange = range;
        return value();
    }
    return display::parse(text).value_or(value());
}

QValidator::State ValueSpinBox::validate(QString& text, int&) const
{
    // A range is acceptable as typed: its limits and its key are judged by the document.
    if (splitTypedRange(text.toStdString()))
        return typedRange(text) ? QValidator::Acceptable : QValidator::Intermediate;
    const auto v = display::parse(text);
    if (!v)
        return QValidator::Intermediate; // still being typed: "1e", "$", "" …
    return *v >= minimum() && *v <= maximum() ? QValidator::Acceptable : QValidator::Intermediate;
}

void ValueSpinBox::stepBy(int steps)
{
    // Token and money amounts span many orders of magnitude: step by 10 % of the value.
    const bool multiplicative = m_spec.unit == Unit::TokensPerDay || m_spec.unit == Unit::TokensPerChipPerDay ||
                                (isUsdUnit(m_spec.unit) && m_spec.unit != Unit::UsdPerMtok && m_spec.unit != Unit::UsdPerKwh) ||
                                m_spec.scale == SliderScale::Log;
    if (multiplicative && value() > 0) {
        setValue(std::clamp(value() * std::pow(1.1, steps), minimum(), maximum()));
        emit editingFinished();
        return;
    }
    QDoubleSpinBox::stepBy(steps);
    emit editingFinished();
}

} // namespace runway
