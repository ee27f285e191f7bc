// The window's saved settings read with care (issue 28.3): a geometry of 100000 × 100000 (a
// corrupt or synced settings file) made the window 32767 × 32767, after which memory grew by
// hundreds of MB a second. Every restored geometry, the window's and each floating dock's, is
// fitted to the available screen; a value of the wrong type or size is ignored and the status
// bar says so. One screen of 1366 × 768 (this file's main() configures the offscreen platform).
#include <QtTest>

#include <QDataStream>
#include <QDockWidget>
#include <QScreen>
#include <QStatusBar>
#include <QToolBar>

#include "core/scenario/scenariojson.h"
#include "offscreenscreens.h"
#include "ui/document/scenariodocument.h"
#include "ui/mainwindow.h"

using namespace runway;

namespace {

const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");

/// Lets layouts and deferred resizes settle.
void settle()
{
    for (int i = 0; i < 5; ++i) {
        QCoreApplication::processEvents();
        QTest::qWait(20);
    }
}

/// A geometry as QWidget::saveGeometry() writes it (format 3.0) on this platform (a 2-pixel frame):
/// frame, normal geometry, screen, maximized, full screen, the screen's width, the geometry. Written
/// here field by field, as a hand-edited or corrupt settings file would hold it.
QByteArray geometryBlob(const QRect& rect, bool maximized = false)
{
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    out.setVersion(QDataStream::Qt_4_0);
    out << quint32(0x1D9D0CB) << quint16(3) << quint16(0) << rect.adjusted(-2, -2, 2, 2) << rect << qint32(0) << quint8(maximized) << quint8(0) << qint32(1366)
        << rect;
    return bytes;
}

QRect available()
{
    return QGuiApplication::primaryScreen()->availableGeometry();
}

QString describe(const QRect& r)
{
    return QStringLiteral("%1,%2 %3×%4").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
}

} // namespace

class TestSettings : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCOMPARE(available().size(), QSize(1366, 768));
    }
    void init()
    {
        QSettings().clear();
        QSettings().setValue(QStringLiteral("welcome/dismissed"), true);
    }

    void hugeSavedGeometryIsFittedToTheScreen_data()
    {
        QTest::addColumn<QRect>("saved");
        QTest::addColumn<bool>("maximized");
        QTest::newRow("100000 × 100000") << QRect(0, 0, 100000, 100000) << false;
        QTest::newRow("100000 × 100000, maximized") << QRect(0, 0, 100000, 100000) << true;
        QTest::newRow("far off the screen") << QRect(-90000, 50000, 800, 600) << false;
        QTest::newRow("taller than the screen") << QRect(10, 10, 1000, 5000) << false;
    }
    void hugeSavedGeometryIsFittedToTheScreen()
    {
        QFETCH(QRect, saved);
        QFETCH(bool, maximized);
        QSettings().setValue(kGeometry, geometryBlob(saved, maximized));
        MainWindow w;
        // judged before the first show: a 32767-pixel window never gets its backing store
        QVERIFY2(available().contains(w.geometry()), qPrintable(describe(w.geometry())));
        QVERIFY2(available().contains(w.normalGeometry()), qPrintable(describe(w.normalGeometry())));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        settle();
        QVERIFY2(available().contains(w.frameGeometry()), qPrintable(describe(w.frameGeometry())));
        QCOMPARE(w.isMaximized(), maximized);
        w.showNormal(); // leaving maximized gives back a size that fits too
        settle();
        QVERIFY2(available().contains(w.frameGeometry()), qPrintable(describe(w.frameGeometry())));
        QVERIFY2(w.statusBar()->currentMessage().contains(QStringLiteral("fitted")), qPrintable(w.statusBar()->currentMessage()));
    }

    void aGeometryThatFitsIsKeptAsItWas()
    {
        QSettings().setValue(kGeometry, geometryBlob(QRect(100, 40, 1200, 700)));
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.geometry(), QRect(100, 40, 1200, 700));
        QVERIFY(!w.statusBar()->currentMessage().contains(QStringLiteral("fitted")));
    }

    void hugeFloatingDockIsFittedToTheScreen()
    {
        QByteArray state;
        {
            MainWindow w; // never shown: a 100000-pixel window would get a backing store that size
            auto* dock = w.findChild<QDockWidget*>(QStringLiteral("mathDock"));
            QVERIFY(dock);
            dock->setFloating(true);
            dock->setGeometry(-50000, 40000, 100000, 100000);
            state = w.saveState();
        }
        QSettings().setValue(kState, state);
        QSettings().setValue(kGeometry, geometryBlob(QRect(0, 0, 1200, 700)));
        MainWindow w;
        auto* dock = w.findChild<QDockWidget*>(QStringLiteral("mathDock"));
        QVERIFY(dock->isFloating());
        QVERIFY2(available().contains(dock->geometry()), qPrintable(describe(dock->geometry())));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        settle();
        QVERIFY2(available().contains(dock->frameGeometry()), qPrintable(describe(dock->frameGeometry())));
    }

    // Values of the wrong type (a hand edit, another program's file) or absurd size are ignored,
    // with a note; the window starts as on a first start for them.
    void wrongTypesAndSizesAreIgnoredWithANote_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QVariant>("value");
        QTest::newRow("geometry as text") << kGeometry << QVariant(QStringLiteral("100000x100000"));
        QTest::newRow("geometry as a number") << kGeometry << QVariant(100000);
        QTest::newRow("geometry of 1 MB") << kGeometry << QVariant(geometryBlob(QRect(0, 0, 800, 600)) + QByteArray(1'000'000, 'x'));
        QTest::newRow("state as a list") << kState << QVariant(QStringList{QStringLiteral("a"), QStringLiteral("b")});
        QTest::newRow("state of 1 MB") << kState << QVariant(QByteArray(1'000'000, '\x7f'));
        QTest::newRow("path as a number") << QStringLiteral("scenario/path") << QVariant(42);
        QTest::newRow("last scenario as a number") << QStringLiteral("scenario/last") << QVariant(3.5);
    }
    void wrongTypesAndSizesAreIgnoredWithANote()
    {
        QFETCH(QString, key);
        QFETCH(QVariant, value);
        QSettings().setValue(key, value);
        MainWindow w;
        QVERIFY2(available().contains(w.geometry()) || w.geometry().isEmpty(), qPrintable(describe(w.geometry())));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        settle();
        QVERIFY2(available().contains(w.frameGeometry()), qPrintable(describe(w.frameGeometry())));
        const QString note = w.statusBar()->currentMessage();
        QVERIFY2(note.contains(QStringLiteral("ignored")) && note.contains(key), qPrintable(note));
        QCOMPARE(scenarioToText(w.document()->scenario()), scenarioToText(Scenario::model3Defaults()));
        QVERIFY(w.document()->filePath().isEmpty());
    }

    void rightTypesGiveNoNote()
    {
        Scenario s;
        s.name = "Kept";
        QSettings().setValue(QStringLiteral("scenario/last"), QByteArray::fromStdString(scenarioToText(s)));
        QSettings().setValue(QStringLiteral("scenario/path"), QStringLiteral("/tmp/kept.json"));
        QSettings().setValue(kGeometry, geometryBlob(QRect(0, 0, 1000, 700)));
        MainWindow w;
        QCOMPARE(w.document()->scenario().name, std::string("Kept"));
        QCOMPARE(w.document()->filePath(), QStringLiteral("/tmp/kept.json"));
        QVERIFY2(!w.statusBar()->currentMessage().contains(QStringLiteral("ignored")), qPrintable(w.statusBar()->currentMessage()));
    }
};

int main(int argc, char** argv)
{
    return runway::test::runOnScreens<TestSettings>(argc, argv, runway::test::kLaptopScreen);
}

#include "test_settings.moc"
