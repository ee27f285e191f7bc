// Crash safety: a child process saves in a loop and is killed (SIGKILL) at random moments,
// at least 50 times; the library must stay intact and keep every acknowledged save.
#include <QtTest>

#include <QProcess>
#include <QRandomGenerator>

#include "core/store/scenariostore.h"

using namespace runway;

class TestStoreKill : public QObject {
    Q_OBJECT
private slots:
    void killedWriterLosesNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("killed.sqlite"));
        constexpr int kRounds = 60;
        QRandomGenerator random(20261201); // fixed seed: a failure can be replayed
        std::vector<int> acked(kRounds, 0);
        int killedMidway = 0;
        for (int round = 0; round < kRounds; ++round) {
            QProcess writer;
            writer.start(QStringLiteral(STORE_WRITER_BIN), {path, QString::number(round)});
            QVERIFY2(writer.waitForStarted(10000), qPrintable(writer.errorString()));
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
            QVERIFY(writer.waitForFinished(10000));
            killedMidway += running ? 1 : 0;
            const QByteArray out = writer.readAllStandardOutput();
            QVERIFY2(!out.contains("ERR"), out.constData());
            QList<QByteArray> lines = out.split('\n');
            lines.removeLast(); // a line cut by the kill does not count
            for (const QByteArray& line : lines) {
                // "ACK n" is printed only after the commit returned.
                if (line.startsWith("ACK "))
                    acked[static_cast<std::size_t>(round)] = std::max(acked[static_cast<std::size_t>(round)], line.mid(4).toInt());
            }
        }
        QVERIFY2(killedMidway >= 50, qPrintable(QString::number(killedMidway)));

        auto opened = ScenarioStore::open(path.toStdString());
        QVERIFY(opened.ok());
        ScenarioStore& store = *opened.value;
        auto integrity = store.integrityCheck();
        QVERIFY(integrity.ok());
        QCOMPARE(*integrity.value, std::string("ok"));
        int total = 0;
        for (int round = 0; round < kRounds; ++round) {
            const int n = acked[static_cast<std::size_t>(round)];
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
};

QTEST_GUILESS_MAIN(TestStoreKill)
#include "test_store_kill.moc"
