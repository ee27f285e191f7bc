#include "ui/widgets/heldlayouts.h"

#include <QLayout>

namespace runway {

HeldLayouts::HeldLayouts(std::initializer_list<QLayout*> layouts)
{
    for (QLayout* layout : layouts) {
        if (layout && layout->isEnabled()) {
            layout->setEnabled(false); // QLayout::activate() does nothing while disabled
            m_held.push_back(layout);
        }
    }
}

HeldLayouts::~HeldLayouts()
{
    for (QLayout* layout : m_held)
        layout->setEnabled(true);
}

} // namespace runway
