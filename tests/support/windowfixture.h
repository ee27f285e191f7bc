#pragma once
// The main window as the UI tests open it, in one place instead of a copy of the set-up in each
// test: settings cleared first (a fresh start, with or without the welcome pane), then the window
// on the screen asked for, shown, exposed and, when asked, active. The test checks `ready()`, so a
// window that never shows fails that test with the reason instead of every check after it.

#include <QScreen>
#include <QSettings>
#include <QString>
#include <QtTest>

#include "ui/mainwindow.h"

namespace runway::test {

enum class Welcome { Shown, Dismissed };
enum class Focus { Any, Active };

/// Clears the settings; with Welcome::Dismissed the welcome pane stays closed.
inline void startFresh(Welcome welcome = Welcome::Shown)
{
    QSettings().clear();
    if (welcome == Welcome::Dismissed)
        QSettings().setValue(QStringLiteral("welcome/dismissed"), true);
}

namespace detail {
/// Runs before the window's constructor (a base constructed first), so the window reads fresh settings.
struct FreshStart {
    explicit FreshStart(Welcome welcome) { startFresh(welcome); }
};
} // namespace detail

/// A MainWindow on a fresh start, shown on `screen` (the primary one when null).
class ShownWindow : private detail::FreshStart, public MainWindow {
public:
    explicit ShownWindow(Welcome welcome = Welcome::Dismissed, QScreen* screen = nullptr, Focus focus = Focus::Any)
        : detail::FreshStart(welcome)
    {
        if (screen)
            setScreen(screen);
        show();
        m_exposed = QTest::qWaitForWindowExposed(this);
        if (m_exposed && focus == Focus::Active) {
            activateWindow();
            m_active = QTest::qWaitForWindowActive(this);
        } else {
            m_active = focus == Focus::Any;
        }
    }

    /// True when the window was exposed and, if asked for, became active.
    bool ready() const { return m_exposed && m_active; }

private:
    bool m_exposed = false;
    bool m_active = false;
};

} // namespace runway::test
