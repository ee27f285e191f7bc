// Two windows on one library (issue 28.1). They shared one crash-recovery slot: the second window
// announced "the previous session did not close cleanly" while the first was still open and took
// its draft, and a clean quit of either deleted the other's draft. Now each window keeps its own
// draft and a lock file while it lives; a window recovers only the draft of a window that is gone.
// Windows in this process and in child processes (tests/support/draft_window.cpp), killed with
// SIGKILL as a crash would end them.
#include <QtTest>

#include <memory>

#include <QDir>
#include <QProcess>
#include <QStatusBar>

#include "core/store/scenariostore.h"
#include "modalanswerer.h"
#include "ui/document/scenariodocument.h"
#include "ui/library/draftkeeper.h"
#include "ui/library/libraryservice.h"
#include "ui/library/scenariobrowser.h"
#include "ui/mainwindow.h"
#include "waits.h"
#include "windowparts.h"

using namespace runway;
using namespace runway::test;

namespace {

LibraryService* library(const MainWindow& w)
{
    return part<LibraryService>(w, QStringLiteral("libraryService"));
}
ScenarioBrowser* browser(const MainWindow& w)
{
    return part<ScenarioBrowser>(w, QStringLiteral("scenarioBrowser"));
}
DraftKeeper* drafts(const MainWindow& w)
{
    return part<DraftKeeper>(w, QStringLiteral("draftKeeper"));
}
double price(const MainWindow& w)
{
    return w.document()->scenario()[ParamId::Price];
}
bool saysRecovered(const MainWindow& w)
{
    return browser(w)->bannerText().contains(QStringLiteral("Recovered")) || w.statusBar()->currentMessage().contains(QStringLiteral("Recovered"));
}

/// A window in a process of its own (draft_window): on `path`, with `scenario` opened when given,
/// its price set to `price` and its draft written.
struct ChildWindow {
    std::unique_ptr<QProcess> process = std::make_unique<QProcess>();
    QString owner; ///< its id among the library's drafts

    bool start(const QString& path, double price, const QString& scenario = {})
    {
        QStringList args{path, QString::number(price)};
        if (!scenario.isEmpty())
            args << scenario;
        process->start(QStringLiteral(DRAFT_WINDOW_BIN), args);
        if (!process->waitForStarted(10000))
            return false;
        QElapsedTimer timer;
        timer.start();
        QByteArray out;
        while (timer.elapsed() < kBackgroundWaitMs && process->state() == QProcess::Running) {
            process->waitForReadyRead(200);
            out += process->readAllStandardOutput();
            const qsizetype ready = out.indexOf("READY ");
            if (ready >= 0 && out.indexOf('\n', ready) > ready) {
                owner = QString::fromLatin1(out.mid(ready + 6, out.indexOf('\n', ready) - ready - 6));
                return true;
            }
            if (out.contains("ERR"))
                break;
        }
        qWarning("draft_window: %s %s", out.constData(), process->readAllStandardError().constData());
        return false;
    }
    /// SIGKILL: nothing runs after it, as in a crash.
    void kill()
    {
        process->kill();
        process->waitForFinished(10000);
    }
    /// A clean quit: the window closes as the user closes it.
    bool close()
    {
        process->write("close\n");
        return process->waitForFinished(kBackgroundWaitMs) && process->exitStatus() == QProcess::NormalExit;
    }
};

} // namespace

class TestDrafts : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    int m_count = 0;
    // Each window here closes as a user quits with the draft's unsaved price: asked, answers Discard.
    ModalAnswerer m_discard{QMessageBox::Discard};

    QString freshPath() { return m_dir.filePath(QStringLiteral("lib%1.sqlite").arg(++m_count)); }

    static std::unique_ptr<MainWindow> openWindow(const QString& path)
    {
        auto w = std::make_unique<MainWindow>();
        w->show();
        w->setLibraryPath(path);
        [&] { QTRY_VERIFY_WITH_TIMEOUT(library(*w)->isOpen() || !library(*w)->openProblems().isEmpty(), kBackgroundWaitMs); }();
        QCoreApplication::processEvents();
        return w;
    }

    /// Every draft in the library at `path`: owner → price.
    static QMap<QString, double> draftsIn(const QString& path)
    {
        QMap<QString, double> all;
        auto store = ScenarioStore::open(path.toStdString());
        if (!store.ok())
            return all;
        const auto kept = store.value->drafts();
        if (kept.ok())
            for (const Draft& d : *kept.value)
                all.insert(QString::fromStdString(d.owner), d.scenario[ParamId::Price]);
        return all;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }
    void init() { QSettings().clear(); }

    void theLockIsTakenWhenTheLibraryOpens()
    {
        // Not before (its file and its sync to disk would delay the first frame), and before the
        // window's first draft: another window reads it to know this one lives.
        auto w = std::make_unique<MainWindow>();
        const QString lock = DraftKeeper::lockFolder() + QLatin1Char('/') + drafts(*w)->owner() + QStringLiteral(".lock");
        QVERIFY(!QFileInfo::exists(lock));
        w->show();
        w->setLibraryPath(freshPath());
        QTRY_VERIFY_WITH_TIMEOUT(library(*w)->isOpen(), kBackgroundWaitMs);
        QVERIFY(QFileInfo::exists(lock));
        w->close();
        w.reset();
        QVERIFY(!QFileInfo::exists(lock)); // it goes with the window
    }

    void twoOpenWindowsKeepTheirOwnDrafts()
    {
        const QString path = freshPath();
        auto a = openWindow(path);
        QVERIFY(a->document()->setValue(ParamId::Price, 0.27));
        drafts(*a)->flush();
        // B opens while A is open: A's work stays A's, nothing is announced as recovered
        auto b = openWindow(path);
        QTest::qWait(50);
        QVERIFY(price(*b) != 0.27);
        QVERIFY2(!saysRecovered(*b), qPrintable(browser(*b)->bannerText()));
        QVERIFY(b->document()->setValue(ParamId::Price, 0.33));
        drafts(*b)->flush();
        const QString ownerA = drafts(*a)->owner(), ownerB = drafts(*b)->owner();
        QCOMPARE(draftsIn(path), (QMap<QString, double>{{ownerA, 0.27}, {ownerB, 0.33}}));
        // a clean quit of B clears B's draft only
        b->close();
        b.reset();
        QCOMPARE(draftsIn(path), (QMap<QString, double>{{ownerA, 0.27}}));
        // so when A then crashes (gone without closing), its work comes back in the next window
        a.reset();
        auto next = openWindow(path);
        QTRY_COMPARE(price(*next), 0.27);
        QVERIFY(saysRecovered(*next));
        QVERIFY(next->statusBar()->currentMessage().contains(QStringLiteral("did not close cleanly")));
        next->close();
        QVERIFY(draftsIn(path).isEmpty());
    }

    // The acceptance test: a window in another process is killed; a new window recovers
    // that dead window's draft, never the draft of a window that is still open.
    void onlyAKilledWindowsDraftIsRecovered()
    {
        const QString path = freshPath();
        ChildWindow killed, alive;
        QVERIFY(killed.start(path, 0.41));
        QVERIFY(alive.start(path, 0.43));
        auto open = openWindow(path); // a live window in this process, whose draft is kept last
        QVERIFY(open->document()->setValue(ParamId::Price, 0.27));
        drafts(*open)->flush();
        QCOMPARE(draftsIn(path), (QMap<QString, double>{{killed.owner, 0.41}, {alive.owner, 0.43}, {drafts(*open)->owner(), 0.27}}));

        // all three are open: a new window takes none of their drafts
        {
            auto w = openWindow(path);
            QTest::qWait(50);
            QVERIFY(price(*w) != 0.41 && price(*w) != 0.43 && price(*w) != 0.27);
            QVERIFY(!saysRecovered(*w));
            w->close();
        }
        QCOMPARE(draftsIn(path).size(), 3);

        killed.kill();
        auto w = openWindow(path);
        QTRY_COMPARE(price(*w), 0.41);
        QVERIFY(saysRecovered(*w));
        const QMap<QString, double> after = draftsIn(path);
        QCOMPARE(after.size(), 3); // the live ones' drafts and the recovered one, now this window's
        QCOMPARE(after.value(drafts(*w)->owner()), 0.41);
        QCOMPARE(after.value(drafts(*open)->owner()), 0.27);
        QCOMPARE(after.value(alive.owner), 0.43);
        QVERIFY(!after.contains(killed.owner));
        // the killed window's lock file went with it; the live ones' stay
        QVERIFY(!QFileInfo::exists(DraftKeeper::lockFolder() + QLatin1Char('/') + killed.owner + QStringLiteral(".lock")));
        QVERIFY(QFileInfo::exists(DraftKeeper::lockFolder() + QLatin1Char('/') + alive.owner + QStringLiteral(".lock")));
        QVERIFY(DraftKeeper::isLive(alive.owner));
        QVERIFY(!DraftKeeper::isLive(killed.owner));

        // the other child closes cleanly: its draft goes, the rest stay
        QVERIFY(alive.close());
        QCOMPARE(draftsIn(path), (QMap<QString, double>{{drafts(*w)->owner(), 0.41}, {drafts(*open)->owner(), 0.27}}));
        w->close();
        open->close();
        QVERIFY(draftsIn(path).isEmpty());
    }

    void aSecondWindowOnTheSameScenarioSaysSo()
    {
        const QString path = freshPath();
        {
            auto w = openWindow(path);
            Scenario plan;
            plan.name = "Plan";
            w->document()->replaceScenario(plan, QStringLiteral("test"));
            QVERIFY(browser(*w)->saveCurrentAs(QStringLiteral("Plan")));
            w->close();
        }
        ChildWindow first;
        QVERIFY(first.start(path, 0.31, QStringLiteral("Plan")));
        auto second = openWindow(path);
        QVERIFY(browser(*second)->openScenario(QStringLiteral("Plan")));
        QTRY_VERIFY_WITH_TIMEOUT(browser(*second)->bannerText().contains(QStringLiteral("also open in another window")), kBackgroundWaitMs);
        QVERIFY(browser(*second)->bannerText().startsWith(QStringLiteral("Plan ")));
        QCOMPARE(second->statusBar()->currentMessage(), browser(*second)->bannerText());
        QVERIFY(!saysRecovered(*second));
        QVERIFY(first.close());
        second->close();
    }

    void aDraftFromBeforeOwnersOrAForeignOwnerIsNoLiveWindow()
    {
        // a draft kept before schema 4 (owner "") and a hand-edited owner never name a file
        QVERIFY(!DraftKeeper::isLive(QString()));
        QVERIFY(!DraftKeeper::isLive(QStringLiteral("../../token-runway-windows/x")));
        QVERIFY(!DraftKeeper::isLive(QStringLiteral("{00000000-0000-0000-0000-000000000001}")));
        const QString path = freshPath();
        {
            auto store = ScenarioStore::open(path.toStdString());
            QVERIFY(store.ok());
            Scenario s;
            s[ParamId::Price] = 0.37;
            QVERIFY(store.value->saveDraft("../escape", s).empty());
        }
        auto w = openWindow(path);
        QTRY_COMPARE(price(*w), 0.37);
        QVERIFY(!QFileInfo::exists(DraftKeeper::lockFolder() + QStringLiteral("/../escape.lock")));
        w->close();
    }
};

QTEST_MAIN(TestDrafts)
#include "test_drafts.moc"
