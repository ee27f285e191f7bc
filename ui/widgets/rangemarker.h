#pragma once
// A thin band under a parameter's slider showing an uncertain parameter's low … high span
// (and the triangular mode as a tick), aligned with the slider's handle travel.

#include <optional>

#include <QWidget>

class QSlider;

namespace runway {

class RangeMarker : public QWidget {
    Q_OBJECT
public:
    explicit RangeMarker(QSlider* slider, QWidget* parent = nullptr);

    /// The span in slider positions (0 … ParameterControl::kSliderSteps); `mode` draws a tick.
    void setSpan(int low, int high, std::optional<int> mode);
    int low() const { return m_low; }
    int high() const { return m_high; }
    std::optional<int> mode() const { return m_mode; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    /// The x (in this widget) of the handle's centre at slider position `position`.
    double xAt(int position) const;

    QSlider* m_slider;
    int m_low = 0;
    int m_high = 0;
    std::optional<int> m_mode;
};

} // namespace runway
