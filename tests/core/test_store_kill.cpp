// Crash safety: a child process saves in a loop and is killed (SIGKILL) at random moments,
// at least 50 times; the library must stay intact and keep every acknowledged save.
#include <QtTest>

#include <QProcess>
#include <QRandomGenerator>

#include "core/store/scenariostore.h"
#include "testhelpers.h"

using namespace runway;

namespace {

struct Kills {
    std::vector<int> acked; ///< per round, the last save acknowledged
    int killedMidway = 0;
};

/// Runs the writer `rounds` times on `path` (scenarios, or with "articles" article versions),
/// killing it (SIGKILL) at a random moment each time.
Kills killWriters(const QString& path, int rounds, const QStringList& mode)
{
    Kills k{std::vector<int>(static_cast<std::size_t>(rounds), 0), 0};
    QRandomGenerator random(20261201); // fixed seed: a failure can be replayed
    for (int round = 0; round < rounds; ++round) {
        QProcess writer;
        writer.start(QStringLiteral(STORE_WRITER_BIN), QStringList{path, QString::number(round)} + mode);
        if (!writer.waitForStarted(10000))
            qFatal("%s", qPrintable(writer.errorString()));
        // Round 0 hits the library's creation; round 1 lets it finish the first save;
        // later rounds hit start-up, open, saves and drafts at random.
        QElapsedTimer timer;
        timer.start();
        int delayMs = static_cast<int>(random.bounded(round == 0 ? 3 : 80));
        if (round == 1) {
            while (!writer.canReadLine() && timer.elapsed() < 10000 && writer.state() == QProcess::Running)
                writer.waitForReadyRead(100);
            delayMs = static_cast<int>(timer.elapsed()) + static_cast<int>(random.bounded(20));
        }
        while (timer.elapsed() < delayMs && writer.state() == QProcess::Running)
            writer.waitForReadyRead(std::max(1, delayMs - static_cast<int>(timer.elapsed())));
        const bool running = writer.state() == QProcess::Running;
        writer.kill(); // SIGKILL
        if (!writer.waitForFinished(10000))
            qFatal("the writer did not end");
        k.killedMidway += running ? 1 : 0;
        const QByteArray out = writer.readAllStandardOutput();
        if (out.contains("ERR"))
            qFatal("%s", out.constData());
        QList<QByteArray> lines = out.split('\n');
        lines.removeLast(); // a line cut by the kill does not count
        for (const QByteArray& line : lines) {
            // "ACK n" is printed only after the commit returned.
            if (line.startsWith("ACK "))
                k.acked[static_cast<std::size_t>(round)] = std::max(k.acked[static_cast<std::size_t>(round)], line.mid(4).toInt());
        }
    }
    return k;
}

} // namespace

class TestStoreKill : public QObject {
    Q_OBJECT
private slots:
    void killedWriterLosesNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("killed.sqlite"));
        constexpr int kRounds = 60;
        const Kills k = killWriters(path, kRounds, {});
        QVERIFY2(k.killedMidway >= 50, qPrintable(QString::number(k.killedMidway)));

        auto opened = ScenarioStore::open(path.toStdString());
        QVERIFY(opened.ok());
        ScenarioStore& store = *opened.value;
        auto integrity = store.integrityCheck();
        QVERIFY(integrity.ok());
        QCOMPARE(*integrity.value, std::string("ok"));
        int total = 0;
        for (int round = 0; round < kRounds; ++round) {
            const int n = k.acked[static_cast<std::size_t>(round)];
            total += n;
            if (n == 0)
                continue;
            const std::string name = "writer-" + std::to_string(round);
            auto history = store.history(name);
            QVERIFY2(history.ok(), name.c_str());
            // Every acknowledged save is there, in order; at most one more (committed, not yet printed).
            QVERIFY(history.value->size() >= static_cast<std::size_t>(n));
            QVERIFY(history.value->size() <= static_cast<std::size_t>(n) + 1);
            for (int i = 0; i < n; ++i)
                QCOMPARE((*history.value)[static_cast<std::size_t>(i)].note, std::to_string(i + 1));
            auto last = store.loadVersion(name, n);
            QVERIFY(last.ok());
            QCOMPARE((*last.value)[ParamId::Price], 0.01 + n * 1e-4);
        }
        QVERIFY2(total > 0, "the writer never acknowledged a save");
        qInfo("%d kills, %d acknowledged saves, all present", kRounds, total);
    }

    // The same for articles (issue 25.5): a text and its claims per version, in one transaction.
    void killedArticleWriterLosesNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("killed-articles.sqlite"));
        constexpr int kRounds = 50;
        const Kills k = killWriters(path, kRounds, {QStringLiteral("articles")});
        QVERIFY2(k.killedMidway >= 40, qPrintable(QString::number(k.killedMidway)));

        auto opened = ScenarioStore::open(path.toStdString());
        QVERIFY(opened.ok());
        ScenarioStore& store = *opened.value;
        QCOMPARE(*store.integrityCheck().value, std::string("ok"));
        int total = 0;
        for (int round = 0; round < kRounds; ++round) {
            const int n = k.acked[static_cast<std::size_t>(round)];
            total += n;
            if (n == 0)
                continue;
            const std::string name = "writer-" + std::to_string(round);
            auto history = store.articleHistory(name);
            QVERIFY2(history.ok(), name.c_str());
            QVERIFY(history.value->size() >= static_cast<std::size_t>(n));
            QVERIFY(history.value->size() <= static_cast<std::size_t>(n) + 1);
            for (int i = 0; i < n; ++i)
                QCOMPARE((*history.value)[static_cast<std::size_t>(i)].note, std::to_string(i + 1));
            auto last = store.loadArticle(name, n);
            QVERIFY2(last.ok(), qPrintable(runway::test::allProblems(last.problems)));
            QCOMPARE(last.value->text, "Save number " + std::to_string(n) + ": about 9,667 chips.");
            QCOMPARE(last.value->claims.claims.front().tolerancePct, std::optional<double>(1 + n % 40));
        }
        QVERIFY2(total > 0, "the writer never acknowledged a save");
        qInfo("%d kills, %d acknowledged article saves, all present", kRounds, total);
    }
};

QTEST_GUILESS_MAIN(TestStoreKill)
#include "test_store_kill.moc"
