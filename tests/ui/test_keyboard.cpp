// The keyboard (issue 27 item 4): a visible focus frame in both themes, Ctrl+1/2/3 bring their dock
// forward (a dock tabbed behind another is raised, not hidden), keys never reach a control that
// cannot be seen, and Help lists every shortcut the window answers.
#include <QtTest>

#include <QAction>
#include <QDockWidget>
#include <QKeySequence>
#include <QScrollArea>
#include <QSlider>
#include <QStatusBar>
#include <QTabWidget>
#include <QUndoStack>

#include "ui/dialogs/shortcutsdialog.h"
#include "ui/document/scenariodocument.h"
#include "ui/mainwindow.h"
#include "ui/theme.h"
#include "ui/widgets/focusring.h"
#include "ui/widgets/valuespinbox.h"
#include "windowparts.h"

using namespace runway;
using namespace runway::test;

namespace {

/// WCAG's relative luminance of a colour (0 black … 1 white).
double luminance(const QColor& c)
{
    const auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

double contrast(const QColor& a, const QColor& b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

struct Window {
    MainWindow w;
    Window()
    {
        w.resize(1366, 740);
        w.show();
        if (!QTest::qWaitForWindowExposed(&w))
            qFatal("the window was not exposed");
        w.activateWindow();
        if (!QTest::qWaitForWindowActive(&w))
            qFatal("the window did not become active");
    }
    QDockWidget* dock(const char* name) { return part<QDockWidget>(w, QString::fromLatin1(name)); }
};

} // namespace

class TestKeyboard : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QSettings().setValue(QStringLiteral("welcome/dismissed"), true);
    }

    void ctrlNumberRaisesADockBehindATab()
    {
        Window win;
        QDockWidget* params = win.dock("parameterDock");
        QDockWidget* math = win.dock("mathDock");
        win.w.tabifyDockWidget(params, math);
        math->raise(); // the parameters are tabbed behind the math page, as after a restart on a laptop
        QTRY_VERIFY(!isSeen(params));
        QVERIFY(!params->isHidden()); // not closed: QDockWidget's own toggle would have hidden it now
        QTest::keySequence(&win.w, QKeySequence(QStringLiteral("Ctrl+1")));
        QTRY_VERIFY(isSeen(params));
        QVERIFY2(params->isAncestorOf(QApplication::focusWidget()), "Ctrl+1 puts the keyboard in the dock");
        QVERIFY(!isSeen(math));
        // In front with the keyboard in it: now the same key hides it, and again shows it.
        QTest::keySequence(&win.w, QKeySequence(QStringLiteral("Ctrl+1")));
        QTRY_VERIFY(params->isHidden());
        QVERIFY(!part<QAction>(win.w, QStringLiteral("parameterDockAction"))->isChecked());
        QTest::keySequence(&win.w, QKeySequence(QStringLiteral("Ctrl+1")));
        QTRY_VERIFY(isSeen(params));
        QVERIFY(part<QAction>(win.w, QStringLiteral("parameterDockAction"))->isChecked());
        // Ctrl+2 brings the math page forward over the parameters.
        QTest::keySequence(&win.w, QKeySequence(QStringLiteral("Ctrl+2")));
        QTRY_VERIFY(isSeen(math));
        QVERIFY(!isSeen(params));
    }

    void keysNeverReachAControlThatIsNotSeen()
    {
        Window win;
        QDockWidget* params = win.dock("parameterDock");
        QDockWidget* math = win.dock("mathDock");
        win.w.tabifyDockWidget(params, math);
        math->raise();
        QTRY_VERIFY(!isSeen(params));
        ValueSpinBox* price = control(win.w, ParamId::Price)->spinBox();
        const double before = win.w.document()->scenario()[ParamId::Price];
        // The Up key that changed the price of a hidden box after a restart.
        QKeyEvent up(QEvent::KeyPress, Qt::Key_Up, Qt::NoModifier);
        QApplication::sendEvent(price, &up);
        QCOMPARE(win.w.document()->scenario()[ParamId::Price], before);
        QCOMPARE(win.w.document()->undoStack()->count(), 0);
        QVERIFY2(win.w.statusBar()->currentMessage().contains(QStringLiteral("not shown")), qPrintable(win.w.statusBar()->currentMessage()));
        // Seen again, the same key is the control's.
        params->raise();
        QTRY_VERIFY(price->isVisible());
        price->setFocus();
        QTRY_VERIFY(price->hasFocus());
        QTest::keyClick(price, Qt::Key_Up);
        QVERIFY(win.w.document()->scenario()[ParamId::Price] > before);
    }

    void theFocusedControlHasAFrameInBothThemes_data()
    {
        QTest::addColumn<ThemeChoice>("theme");
        QTest::newRow("light") << ThemeChoice::Light;
        QTest::newRow("dark") << ThemeChoice::Dark;
    }
    void theFocusedControlHasAFrameInBothThemes()
    {
        QFETCH(ThemeChoice, theme);
        applyTheme(theme);
        Window win;
        auto* ring = part<FocusRing>(win.w, QStringLiteral("focusRing"));
        ParameterControl* conversion = control(win.w, ParamId::Conversion);
        QDockWidget* params = win.dock("parameterDock");
        params->raise();
        params->findChild<QScrollArea*>()->ensureWidgetVisible(conversion);
        QTRY_VERIFY(isSeen(conversion->spinBox()));
        conversion->spinBox()->setFocus(Qt::TabFocusReason);
        QTRY_COMPARE(ring->target(), static_cast<QWidget*>(conversion->spinBox()));
        const QRect spin(conversion->spinBox()->mapTo(&win.w, QPoint(0, 0)), conversion->spinBox()->size());
        QVERIFY(ring->isVisible());
        QVERIFY(ring->geometry().contains(spin));
        // Drawn in the highlight colour, which stands out from the panel in either theme (WCAG 3:1
        // for a control's boundary).
        const QPalette palette = ring->palette();
        QVERIFY2(contrast(palette.color(QPalette::Active, QPalette::Highlight), palette.color(QPalette::Window)) >= 3.0 ||
                     contrast(palette.color(QPalette::Active, QPalette::Highlight), palette.color(QPalette::Base)) >= 3.0,
                 "the focus frame must stand out");
        QImage shot = win.w.grab().toImage();
        const QPoint corner = ring->geometry().topLeft() + QPoint(ring->width() / 2, 1);
        QCOMPARE(shot.pixelColor(corner).rgb() & 0xffffff, palette.color(QPalette::Active, QPalette::Highlight).rgb() & 0xffffff);
        // The frame follows the keyboard and leaves with it.
        conversion->slider()->setFocus(Qt::TabFocusReason);
        QTRY_COMPARE(ring->target(), static_cast<QWidget*>(conversion->slider()));
        params->hide();
        QTRY_VERIFY(!ring->isVisible() || ring->target() != conversion->slider());
        applyTheme(ThemeChoice::Light);
    }

    void helpListsEveryShortcut()
    {
        Window win;
        ShortcutsDialog dialog(&win.w);
        const QStringList rows = dialog.rows();
        const QString all = rows.join(QLatin1Char('\n'));
        QVERIFY2(all.contains(QStringLiteral("View › Parameters\tCtrl+1")), qPrintable(all));
        QVERIFY(all.contains(QStringLiteral("\tCtrl+2")) && all.contains(QStringLiteral("\tCtrl+3")));
        QVERIFY(all.contains(QStringLiteral("Leave presentation mode\tEsc")));
        QVERIFY(all.contains(QStringLiteral("Keyboard shortcuts\tF1")));
        // Every action of the window that has a shortcut is listed with it.
        for (const QAction* a : win.w.findChildren<QAction*>()) {
            if (a->shortcuts().isEmpty() || a->text().isEmpty() || !a->isVisible())
                continue;
            const QString keys = a->shortcut().toString(QKeySequence::NativeText);
            const bool listed = std::any_of(rows.begin(), rows.end(), [&](const QString& r) { return r.contains(keys); });
            QVERIFY2(listed, qPrintable(a->text() + QStringLiteral(": ") + keys));
        }
    }
};

QTEST_MAIN(TestKeyboard)
#include "test_keyboard.moc"
