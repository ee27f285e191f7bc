#include "ui/widgets/focusring.h"

#include <QApplication>
#include <QDockWidget>
#include <QKeyEvent>
#include <QPainter>
#include <QScrollArea>

namespace runway {

FocusRing::FocusRing(QWidget* window)
    : QWidget(window)
{
    setObjectName(QStringLiteral("focusRing"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setFocusPolicy(Qt::NoFocus);
    hide();
    connect(qApp, &QApplication::focusChanged, this, &FocusRing::follow);
}

FocusRing::~FocusRing() = default;

void FocusRing::follow(QWidget* old, QWidget* now)
{
    if (old)
        old->removeEventFilter(this);
    for (QWidget* p = old ? old->parentWidget() : nullptr; p && p != parentWidget(); p = p->parentWidget())
        p->removeEventFilter(this);
    m_target = now && now->window() == parentWidget() && now != this ? now : nullptr;
    if (!m_target) {
        hide();
        return;
    }
    // A move of any parent (a scrolled panel, a dock dragged) moves the widget on screen.
    for (QWidget* p = m_target; p && p != parentWidget(); p = p->parentWidget())
        p->installEventFilter(this);
    place();
}

void FocusRing::place()
{
    if (!m_target || !isSeen(m_target) || m_target->focusPolicy() == Qt::NoFocus) {
        hide();
        return;
    }
    constexpr int kRing = 3; // the ring sits just outside the widget, over its neighbours' margins
    const QRect r(m_target->mapTo(parentWidget(), QPoint(0, 0)), m_target->size());
    setGeometry(r.adjusted(-kRing, -kRing, kRing, kRing));
    // Drawn only where the widget is seen: a row half scrolled out keeps its ring inside the panel.
    const QRegion seen = m_target->visibleRegion().translated(kRing, kRing);
    const QRegion ring = QRegion(rect()).subtracted(QRegion(rect().adjusted(kRing, kRing, -kRing, -kRing)));
    const QRect box = seen.boundingRect().adjusted(-kRing, -kRing, kRing, kRing);
    setMask(ring.intersected(box));
    show();
    raise();
    update();
}

bool FocusRing::eventFilter(QObject* watched, QEvent* event)
{
    switch (event->type()) {
    case QEvent::Move:
    case QEvent::Resize:
    case QEvent::Show:
    case QEvent::Hide:
    case QEvent::EnabledChange: place(); break;
    default: break;
    }
    return QWidget::eventFilter(watched, event);
}

void FocusRing::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(palette().color(QPalette::Active, QPalette::Highlight), 2));
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(QRectF(rect()).adjusted(1, 1, -1, -1), 3, 3);
}

bool isSeen(const QWidget* w)
{
    return w && w->isVisible() && !w->visibleRegion().isEmpty();
}

HiddenFocusGuard::HiddenFocusGuard(QWidget* window, QWidget* fallback)
    : QObject(window)
    , m_window(window)
    , m_fallback(fallback)
{
    qApp->installEventFilter(this);
}

HiddenFocusGuard::~HiddenFocusGuard()
{
    qApp->removeEventFilter(this);
}

bool HiddenFocusGuard::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::KeyPress && event->type() != QEvent::ShortcutOverride)
        return QObject::eventFilter(watched, event);
    auto* widget = qobject_cast<QWidget*>(watched);
    if (!widget || widget->window() != m_window || widget == m_window || !m_window->isVisible())
        return QObject::eventFilter(watched, event);
    // Hidden: not shown, or in a dock that cannot be seen (tabbed behind another dock).
    bool hidden = !widget->isVisible();
    for (QWidget* p = widget->parentWidget(); p && p != m_window && !hidden; p = p->parentWidget())
        if (qobject_cast<QDockWidget*>(p))
            hidden = !isSeen(p);
    if (!hidden) {
        // Shown but scrolled out of its panel: brought into view, so the change can be seen.
        for (QWidget* p = widget->parentWidget(); p && p != m_window; p = p->parentWidget())
            if (auto* area = qobject_cast<QScrollArea*>(p); area && area->widget() && area->widget()->isAncestorOf(widget)) {
                if (!isSeen(widget))
                    area->ensureWidgetVisible(widget);
                break;
            }
        return QObject::eventFilter(watched, event);
    }
    // Shortcuts still work (Ctrl+1 brings the hidden panel forward); a plain key that would edit
    // an unseen value does not.
    const auto* key = static_cast<QKeyEvent*>(event);
    if (event->type() == QEvent::ShortcutOverride || (key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)))
        return QObject::eventFilter(watched, event);
    if (m_fallback && isSeen(m_fallback))
        m_fallback->setFocus(Qt::OtherFocusReason);
    emit keyKept(widget);
    return true;
}

} // namespace runway
