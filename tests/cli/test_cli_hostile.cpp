// The hostile catalogue (tests/data/bad/) through the real binary: `run FILE --monthly-csv PATH`
// and `run --set …` exit 2 with problems on stderr only (each line "token-runway: …", short and
// UTF-8), nothing on stdout, no crash or sanitizer report, and PATH is never written.
#include <QtTest>

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include "cliprocess.h"
#include "testfiles.h"

using runway::test::CliResult;
using runway::test::readTableRows;
using runway::test::runCli;
using runway::test::writeFile;

namespace {

const QString kBad = QStringLiteral(RUNWAY_TEST_DATA "/bad");

/// The shape every refusal has; `expected` must appear on stderr.
void checkRefusal(const CliResult& r, const QString& expected)
{
    QVERIFY2(!r.crashed, r.err.left(2000).constData());
    QVERIFY2(!r.err.contains("runtime error") && !r.err.contains("Sanitizer") && !r.err.contains("internal error"), r.err.left(2000).constData());
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.out.isEmpty(), r.out.left(500).constData());
    QVERIFY(!r.err.isEmpty());
    QVERIFY2(r.err.contains(expected.toUtf8()), r.err.left(2000).constData());
    QCOMPARE(QString::fromUtf8(r.err).toUtf8(), r.err); // valid UTF-8
    const QList<QByteArray> lines = r.err.trimmed().split('\n');
    QVERIFY2(lines.size() <= 100, "a flood of messages");
    for (const QByteArray& line : lines) {
        QVERIFY2(line.startsWith("token-runway: "), line.left(200).constData());
        QVERIFY2(line.size() <= 1000, line.left(200).constData());
    }
}

} // namespace

class TestCliHostile : public QObject {
    Q_OBJECT
private slots:
    void catalogue_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("expected");
        const auto rows = readTableRows(kBad + QStringLiteral("/expected.tsv"));
        QVERIFY(rows.size() >= 40);
        for (const auto& row : rows)
            QTest::newRow(row.input.toUtf8().constData()) << row.input << row.expected;
    }
    void catalogue()
    {
        QFETCH(QString, file);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("monthly.csv"));
        const CliResult r = runCli({QStringLiteral("run"), kBad + QLatin1Char('/') + file, QStringLiteral("--monthly-csv"), csv});
        if (expected == QLatin1String("ACCEPT")) {
            QCOMPARE(r.exitCode, 0);
            QVERIFY2(r.err.isEmpty(), r.err.constData());
            QVERIFY(QFile::exists(csv));
            return;
        }
        checkRefusal(r, expected);
        QVERIFY2(r.err.contains(file.toUtf8()), "the message does not name the file");
        QVERIFY2(!QFile::exists(csv), "a refused input wrote the CSV");
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 0); // no temporary left either
    }

    void setVariants_data()
    {
        QTest::addColumn<QString>("assignment");
        QTest::addColumn<QString>("expected");
        for (const auto& row : readTableRows(kBad + QStringLiteral("/set-variants.txt")))
            QTest::newRow(row.input.isEmpty() ? "(empty)" : row.input.toUtf8().constData()) << row.input << row.expected;
    }
    void setVariants()
    {
        QFETCH(QString, assignment);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("monthly.csv"));
        const CliResult r = runCli({QStringLiteral("run"), QStringLiteral("--set"), assignment, QStringLiteral("--monthly-csv"), csv});
        checkRefusal(r, expected);
        QVERIFY(!QFile::exists(csv));
    }

    void setWithoutAValue() { checkRefusal(runCli({QStringLiteral("run"), QStringLiteral("--set")}), QStringLiteral("needs a value")); }

    // Found by fuzz_set: --set on a file holding a list was an internal error (exit 1).
    void setOnAListFile()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("list.json"));
        QVERIFY(writeFile(file, "[1, 2]"));
        checkRefusal(runCli({QStringLiteral("run"), file, QStringLiteral("--set"), QStringLiteral("price_usd_per_mtok=0.2")}),
                     QStringLiteral("must be a JSON object"));
    }

    // Found by fuzz_set: a --set text that is not UTF-8 passed validation and then made the JSON
    // writer throw. QProcess cannot pass raw bytes, so the shell makes them (printf "\377").
    void textArgumentsThatAreNotUtf8()
    {
        QTemporaryDir dir;
        const QString plan = dir.filePath(QStringLiteral("plan.json"));
        QVERIFY(writeFile(plan, "{\"name\": \"Plan\"}"));
        const QString db = dir.filePath(QStringLiteral("library.sqlite"));
        auto viaShell = [&](const QString& script) {
            QProcess p;
            p.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), script, QStringLiteral(TOKEN_RUNWAY_BIN), plan, db});
            p.waitForFinished(60000);
            return CliResult{p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError(), p.exitStatus() == QProcess::CrashExit};
        };
        checkRefusal(viaShell(QStringLiteral("\"$0\" run --set \"name=ab$(printf \"\\377\")\"")), QStringLiteral("name: is not UTF-8 text: byte 3 is \\xff"));
        checkRefusal(viaShell(QStringLiteral("\"$0\" scenarios save \"$1\" --db \"$2\" --name \"$(printf \"\\303(\")\"")),
                     QStringLiteral("name: is not UTF-8 text: byte 1 is \\xc3"));
        checkRefusal(viaShell(QStringLiteral("\"$0\" scenarios save \"$1\" --db \"$2\" --note \"$(printf \"\\377\")\"")),
                     QStringLiteral("note: is not UTF-8 text: byte 1 is \\xff"));
        // Nothing was saved, and the library still lists as JSON.
        const CliResult listed = viaShell(QStringLiteral("\"$0\" scenarios list --db \"$2\" --format json"));
        QCOMPARE(listed.exitCode, 0);
        QVERIFY2(!listed.out.contains("\"Plan\""), listed.out.constData());
    }

    void hundredMegabyteFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("huge.json"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("{\"notes\": \"");
            const QByteArray block(qsizetype{1024} * 1024, 'x');
            for (int i = 0; i < 100; ++i)
                QCOMPARE(f.write(block), block.size());
            f.write("\"}");
        }
        const QString csv = dir.filePath(QStringLiteral("monthly.csv"));
        checkRefusal(runCli({QStringLiteral("run"), path, QStringLiteral("--monthly-csv"), csv}), QStringLiteral("at most 1 MiB"));
        QVERIFY(!QFile::exists(csv));
    }

    void filesThatAreNotThere_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("expected");
        QTest::newRow("missing") << QStringLiteral("/nonexistent/scenario.json") << QStringLiteral("no such file");
        QTest::newRow("folder") << QStringLiteral(RUNWAY_TEST_DATA) << QStringLiteral("is a folder");
    }
    void filesThatAreNotThere()
    {
        QFETCH(QString, path);
        QFETCH(QString, expected);
        checkRefusal(runCli({QStringLiteral("run"), path}), expected);
    }

    void optionWithOddCharacters()
    {
        const QString odd = QString::fromLocal8Bit("--pri\xff\xfe");
        const CliResult r = runCli({QStringLiteral("run"), odd});
        checkRefusal(r, QStringLiteral("unknown option"));
    }
};

QTEST_GUILESS_MAIN(TestCliHostile)
#include "test_cli_hostile.moc"
