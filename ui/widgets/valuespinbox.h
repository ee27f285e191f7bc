#pragma once
// A spin box that shows and reads values the way the parameter table formats them
// ("100T", "$40M", "3 %"), over the parameter's full hard limits.

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

private:
    const ParamSpec& m_spec;
};

} // namespace runway
