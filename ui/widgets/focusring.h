#pragma once
// Keyboard use that can be seen and cannot surprise (issue 27 item 4): a focus frame drawn around
// whatever has the keyboard in a window, in the theme's highlight colour, and a guard that keeps
// keys from a control the user cannot see.

#include <QPointer>
#include <QWidget>

namespace runway {

/// A frame around the widget that has the keyboard focus in `window`: a 2-pixel ring in the
/// palette's highlight colour (so it reads in the light and the dark theme alike), drawn on top
/// of the window, following the widget as it moves, resizes or scrolls, hidden while the focus is
/// outside the window.
class FocusRing : public QWidget {
    Q_OBJECT
public:
    explicit FocusRing(QWidget* window);
    ~FocusRing() override;
    /// The widget the ring is drawn around, or nullptr while it is hidden.
    QWidget* target() const { return isVisible() ? m_target.data() : nullptr; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    void follow(QWidget* old, QWidget* now);
    void place();

    QPointer<QWidget> m_target;
};

/// Whether a person can see `w`: shown, and not clipped away entirely (a dock tabbed behind
/// another, a page not shown, a row scrolled out of its panel).
bool isSeen(const QWidget* w);

/// Keys never reach a control that is not shown: a control scrolled out of its panel is scrolled
/// into view and keeps its key; a key press for a hidden widget of `window` (in a dock tabbed
/// behind another, a page not shown) is swallowed and the keyboard moves
/// to `fallback` (the window's central area), with a note in the status bar. Modified keys
/// (Ctrl+1 …) still work. Installed on the application, acting only on `window`'s widgets while
/// the window is shown.
class HiddenFocusGuard : public QObject {
    Q_OBJECT
public:
    HiddenFocusGuard(QWidget* window, QWidget* fallback);
    ~HiddenFocusGuard() override;

signals:
    /// A key was kept from `widget`, which was not seen.
    void keyKept(QWidget* widget);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* m_window;
    QPointer<QWidget> m_fallback;
};

} // namespace runway
