#include "ui/widgets/inputguards.h"

#include <QAbstractScrollArea>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextEdit>
#include <QWheelEvent>

namespace runway {

namespace {

/// The wheel over a control without focus goes to the nearest scroll area around it.
class WheelFilter : public QObject {
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        auto* widget = qobject_cast<QWidget*>(watched);
        if (event->type() != QEvent::Wheel || !widget || widget->hasFocus())
            return QObject::eventFilter(watched, event);
        for (QWidget* p = widget->parentWidget(); p; p = p->parentWidget()) {
            auto* area = qobject_cast<QAbstractScrollArea*>(p);
            if (area && area->viewport()->isAncestorOf(widget)) {
                QCoreApplication::sendEvent(area->viewport(), event);
                return true;
            }
        }
        event->ignore(); // no scroll area: let the parents have it, the control never
        return true;
    }
};

/// A text editor whose own undo is about the user's typing (not a formatted value).
bool hasOwnTyping(const QWidget* w, bool redo)
{
    if (const auto* edit = qobject_cast<const QLineEdit*>(w))
        return !qobject_cast<const QAbstractSpinBox*>(edit->parentWidget()) && (redo ? edit->isRedoAvailable() : edit->isUndoAvailable());
    if (const auto* plain = qobject_cast<const QPlainTextEdit*>(w))
        return redo ? plain->document()->isRedoAvailable() : plain->document()->isUndoAvailable();
    if (const auto* rich = qobject_cast<const QTextEdit*>(w))
        return redo ? rich->document()->isRedoAvailable() : rich->document()->isUndoAvailable();
    return false;
}

} // namespace

void guardWheel(QWidget* root)
{
    auto* filter = new WheelFilter(root);
    const auto guard = [filter](QWidget* w) {
        w->setFocusPolicy(Qt::StrongFocus);
        w->installEventFilter(filter);
    };
    for (QAbstractSlider* w : root->findChildren<QAbstractSlider*>())
        if (!qobject_cast<QAbstractScrollArea*>(w->parentWidget())) // not a scroll area's own scroll bar
            guard(w);
    for (QAbstractSpinBox* w : root->findChildren<QAbstractSpinBox*>())
        guard(w);
    for (QComboBox* w : root->findChildren<QComboBox*>())
        guard(w);
}

UndoShortcutRouter::UndoShortcutRouter(QWidget* window, QAction* undo, QAction* redo)
    : QObject(window)
    , m_window(window)
    , m_undo(undo)
    , m_redo(redo)
{
    qApp->installEventFilter(this);
}

UndoShortcutRouter::~UndoShortcutRouter()
{
    qApp->removeEventFilter(this);
}

bool UndoShortcutRouter::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::ShortcutOverride)
        return QObject::eventFilter(watched, event);
    auto* widget = qobject_cast<QWidget*>(watched);
    if (!widget || widget->window() != m_window)
        return QObject::eventFilter(watched, event);
    const QKeySequence pressed(static_cast<QKeyEvent*>(event)->keyCombination());
    const bool undo = m_undo->shortcuts().contains(pressed);
    const bool redo = m_redo->shortcuts().contains(pressed);
    if ((!undo && !redo) || hasOwnTyping(widget, redo))
        return QObject::eventFilter(watched, event);
    // Not overridden: the shortcut map delivers it to the window's undo or redo action.
    event->ignore();
    return true;
}

} // namespace runway
