#pragma once
// One parameter on screen, made from its row of the parameter table: a label with the
// unit, a provenance badge, a slider (linear or log) and a spin box kept in sync.

#include <QWidget>

#include "core/scenario/parameters.h"

class QLabel;
class QSlider;
class QToolButton;

namespace runway {

class RangeMarker;
class ValueSpinBox;
class WrapLabel;
struct Distribution;

class ParameterControl : public QWidget {
    Q_OBJECT
public:
    explicit ParameterControl(ParamId id, QWidget* parent = nullptr);

    ParamId param() const { return m_spec.id; }
    /// Shows `value` without emitting valueEdited.
    void setValue(double value);
    double value() const { return m_value; }
    QSlider* slider() const { return m_slider; }
    ValueSpinBox* spinBox() const { return m_spin; }
    /// Narrows the upper end of the slider and spin box (free_tier_months ≤ horizon).
    void setMaximum(double maximum);
    /// The scenario's horizon in months, for a hard limit that depends on it (the tooltip).
    void setHorizon(int months);
    /// Shows the low … high band of `d` under the slider (hidden when `d` is null);
    /// `scenarioValue` stands in for an empty triangular mode.
    void setUncertainty(const Distribution* d, double scenarioValue);
    /// Whether the scenario's value differs from its default (isChangedFromDefault): the badge then
    /// says "changed" and the tooltip keeps `defaultText`, the default with its provenance and source.
    /// Unchanged again (a reset, an undo), the badge shows its provenance as before.
    void setChanged(bool changed, const QString& defaultText = {});
    bool isChanged() const { return m_changed; }
    QString badgeText() const;
    /// The band under the slider (nullptr for a parameter without a slider).
    RangeMarker* rangeMarker() const { return m_marker; }
    /// The range the odds use, as text under the spin box ("28M – 48.5M"); empty when certain.
    QString rangeText() const;

    static constexpr int kSliderSteps = 1000;
    /// Slider position ↔ value (log or linear over the table's slider range; the ends are exact).
    static double valueAt(const ParamSpec& spec, int position);
    static int positionOf(const ParamSpec& spec, double value);

signals:
    /// The user changed the value; `gesture` is non-zero while a slider drag lasts.
    void valueEdited(ParamId id, double value, int gesture);
    /// The user typed a range "low to high" into the spin box (MODEL.md 2.1 §6).
    void rangeTyped(ParamId id, double low, double high);
    void resetRequested(ParamId id);
    /// Context menu: open the uncertainty editor / the goal-seek dialog at this parameter.
    void uncertaintyRequested(ParamId id);
    void goalSeekRequested(ParamId id);

protected:
    void changeEvent(QEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;

private:
    void updateLabel();
    void onSliderMoved(int position);
    void onSpinEdited();
    /// Puts `value` in the spin box and (unless it is being dragged) the slider.
    void showValue(double value);
    /// The tooltip (explanation, provenance, hard limits at m_horizon) on the control, its
    /// badge and its slider (with the uncertainty line).
    void applyTip();

    int toPosition(double value) const;
    double fromPosition(int position) const;

    const ParamSpec& m_spec;
    ParamSpec m_range;     ///< m_spec with the slider range actually in use
    QString m_tip;         ///< the tooltip without the uncertainty line
    QString m_uncertainty; ///< the uncertainty line of the slider's tooltip, or empty
    QString m_defaultText; ///< the default as text while the value is changed
    bool m_changed = false;
    int m_horizon = 36; ///< Scenario{}'s horizon until setHorizon()
    double m_value = 0;
    bool m_shown = false; ///< the spin box and slider show m_value
    int m_gesture = 0;
    WrapLabel* m_label;
    QLabel* m_badge;
    QSlider* m_slider = nullptr;
    RangeMarker* m_marker = nullptr;
    QLabel* m_rangeLabel = nullptr; ///< the range in words under the spin box
    ValueSpinBox* m_spin;
    QToolButton* m_reset;
};

} // namespace runway
