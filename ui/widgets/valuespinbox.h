#pragma once
// A spin box that shows and reads values the way the parameter table formats them
// ("100T", "$40M", "3 %"), over the parameter's full hard limits. A range typed as text
// ("28M to 48.5M", MODEL.md 2.1 §6) is read too: it does not change the box's value, it is kept
// for the control to apply as one edit (takeTypedRange).

#include <optional>
#include <utility>

#include <QDoubleSpinBox>

#include "core/scenario/parameters.h"

namespace runway {

class ValueSpinBox : public QDoubleSpinBox {
    Q_OBJECT
public:
    explicit ValueSpinBox(const ParamSpec& spec, QWidget* parent = nullptr);

    QString textFromValue(double value) const override;
    double valueFromText(const QString& text) const override;
    QValidator::State validate(QString& text, int& pos) const override;
    void stepBy(int steps) override;

    /// The two ends of a range typed as `text` ("a to b", "a..b", "a … b", "a ~ b", "a 至 b"),
    /// each read as one value; nullopt when `text` is one value or an end does not read.
    static std::optional<std::pair<double, double>> typedRange(const QString& text);
    /// The range the user typed before the last editingFinished, once (then nullopt again).
    std::optional<std::pair<double, double>> takeTypedRange();

private:
    const ParamSpec& m_spec;
    mutable std::optional<std::pair<double, double>> m_typedRange; ///< set by valueFromText
};

} // namespace runway
