#pragma once
// A widget that is shown lays itself out even while its window is hidden, and QTabWidget::addTab
// and QDockWidget::setWidget show the widget they take: before the window's first show that is a
// layout for a size no layout gave (the runway chart's titles, the parameter column's every label
// measured for it), done again when the window is shown. HeldLayouts keeps layouts from laying out
// for a scope; the window lays them out when it is shown, as if never held.

#include <initializer_list>
#include <vector>

class QLayout;

namespace runway {

class HeldLayouts {
public:
    /// Holds each layout given (null ones and those already held are left alone) until destroyed.
    explicit HeldLayouts(std::initializer_list<QLayout*> layouts);
    ~HeldLayouts();
    HeldLayouts(const HeldLayouts&) = delete;
    HeldLayouts& operator=(const HeldLayouts&) = delete;

private:
    std::vector<QLayout*> m_held;
};

} // namespace runway
