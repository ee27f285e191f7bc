#pragma once
// Two guards against input that surprises: a wheel that edits values while the user scrolls a
// panel, and a spin box that keeps Ctrl+Z to itself while the document has the undo history.

#include <QObject>

class QAction;
class QWidget;

namespace runway {

/// Every slider, spin box and combo box under `root` takes focus by click or Tab only
/// (Qt::StrongFocus, not a spin box's Qt::WheelFocus) and, while it has no focus, hands the
/// wheel to the scroll area around it: scrolling a panel over a control never edits it.
void guardWheel(QWidget* root);

/// The shortcuts of `undo` and `redo` (Ctrl+Z, Ctrl+Shift+Z) anywhere in `window` reach those
/// actions: the ShortcutOverride a spin box's line edit accepts (for its own text undo) is
/// refused, unless the focus is a free-text editor with typing of its own to undo. Installed
/// on the application, acting only on `window`'s widgets.
class UndoShortcutRouter : public QObject {
    Q_OBJECT
public:
    UndoShortcutRouter(QWidget* window, QAction* undo, QAction* redo);
    ~UndoShortcutRouter() override;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* m_window;
    QAction* m_undo;
    QAction* m_redo;
};

} // namespace runway
