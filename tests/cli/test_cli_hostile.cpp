// The hostile catalogue (tests/data/bad/) through the real binary: `run FILE --monthly-csv PATH`,
// `upgrade FILE --out PATH` and `run --set …` exit 2 with problems on stderr only (each line
// "token-runway: …", short and UTF-8), nothing on stdout, no crash or sanitizer report, and PATH
// is never written.
#include <QtTest>

#include <sys/stat.h>
#include <unistd.h>

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include "cliprocess.h"
#include "storetesthelpers.h"
#include "testfiles.h"

using runway::test::CliResult;
using runway::test::fileHash;
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
    // Issue 13.16: a whole number beyond 64 bits is "too large", with the limits.
    void aSeedBeyondSixtyFourBitsIsTooLarge()
    {
        auto r = runCli({QStringLiteral("montecarlo"), QStringLiteral("--seed"), QStringLiteral("9223372036854775808")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("\"9223372036854775808\" is too large; the limits are 0 … 9223372036854775807"), r.err.constData());
        auto n = runCli({QStringLiteral("montecarlo"), QStringLiteral("--seed"), QStringLiteral("12x")});
        QVERIFY2(n.exitCode == 2 && n.err.contains("is not a whole number"), n.err.constData());
    }

    // Issue 13.14: --db on a FIFO is refused without blocking; "//" paths are paths; HOME unset.
    void libraryPathsThatAreNotLibraries()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("fifo"));
        QCOMPARE(::mkfifo(fifo.toLocal8Bit().constData(), 0600), 0);
        auto onFifo = runCli({QStringLiteral("scenarios"), QStringLiteral("--db"), fifo, QStringLiteral("list")}); // runCli waits 120 s at most
        QCOMPARE(onFifo.exitCode, 2);
        QVERIFY2(onFifo.err.contains("is a named pipe (FIFO)"), onFifo.err.constData());
        const QString doubled = QLatin1Char('/') + dir.filePath(QStringLiteral("lib.sqlite")); // "//tmp/…"
        auto twoSlashes = runCli({QStringLiteral("scenarios"), QStringLiteral("--db"), doubled, QStringLiteral("list")});
        QVERIFY2(twoSlashes.exitCode == 0, twoSlashes.err.constData());
        QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("lib.sqlite"))));
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("HOME"));
        env.remove(QStringLiteral("XDG_DATA_HOME"));
        env.remove(QStringLiteral("TOKEN_RUNWAY_DB"));
        auto noHome = runCli({QStringLiteral("scenarios"), QStringLiteral("list")}, {}, env);
        QCOMPARE(noHome.exitCode, 2);
        QVERIFY2(noHome.err.contains("HOME and XDG_DATA_HOME are both unset"), noHome.err.constData());
        QVERIFY(!QFileInfo::exists(QStringLiteral("/.local/share/TokenRunway")));
    }

    // Issue 13.2/13.3: an output never replaces the open library, a link, a device or a read-only file.
    void outputsNeverReplaceWhatTheyShouldNot()
    {
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("lib.sqlite"));
        const QString plan = dir.filePath(QStringLiteral("plan.json"));
        QVERIFY(writeFile(plan, QByteArrayLiteral("{\"name\": \"Plan\"}")));
        QCOMPARE(runCli({QStringLiteral("scenarios"), QStringLiteral("--db"), db, QStringLiteral("import"), plan}).exitCode, 0);
        const QByteArray libraryBytes = fileHash(db);
        const QString other = dir.filePath(QStringLiteral("same-library.sqlite"));
        QVERIFY(QFile::link(db, other)); // another name for the library
        for (const QString& target : {db, other, db + QStringLiteral("-wal")}) {
            auto exported = runCli({QStringLiteral("scenarios"), QStringLiteral("--db"), db, QStringLiteral("export"), QStringLiteral("Plan"), target});
            QVERIFY2(exported.exitCode != 0 && exported.err.contains("is the open library"), exported.err.constData());
            auto csv = runCli({QStringLiteral("run"), QStringLiteral("--db"), db, QStringLiteral("--monthly-csv"), target});
            QVERIFY2(csv.exitCode != 0 && csv.err.contains("is the open library"), csv.err.constData());
        }
        QCOMPARE(fileHash(db), libraryBytes);
        QVERIFY(QFileInfo(other).isSymLink());

        // A symbolic link to a file: the file gets the output, the link stays a link.
        const QString real = dir.filePath(QStringLiteral("real.csv"));
        const QString link = dir.filePath(QStringLiteral("link.csv"));
        QVERIFY(writeFile(real, "old"));
        QVERIFY(QFile::link(real, link));
        QCOMPARE(runCli({QStringLiteral("run"), QStringLiteral("--monthly-csv"), link}).exitCode, 0);
        QVERIFY(QFileInfo(link).isSymLink());
        QFile readBack(real);
        QVERIFY(readBack.open(QIODevice::ReadOnly));
        QVERIFY(readBack.readAll().startsWith("month,"));
        // A 0600 file stays 0600; a 0444 file is refused and unchanged.
        const QString privateFile = dir.filePath(QStringLiteral("private.csv"));
        QVERIFY(writeFile(privateFile, "old"));
        QVERIFY(QFile::setPermissions(privateFile, QFile::ReadOwner | QFile::WriteOwner));
        QCOMPARE(runCli({QStringLiteral("run"), QStringLiteral("--monthly-csv"), privateFile}).exitCode, 0);
        QCOMPARE(QFileInfo(privateFile).permissions() & 0xF0FF, QFile::ReadOwner | QFile::WriteOwner); // owner, group, other: 0600
        const QString readOnly = dir.filePath(QStringLiteral("readonly.csv"));
        QVERIFY(writeFile(readOnly, "keep"));
        QVERIFY(QFile::setPermissions(readOnly, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
        if (::geteuid() != 0) { // root may write anything
            auto refused = runCli({QStringLiteral("run"), QStringLiteral("--monthly-csv"), readOnly});
            QVERIFY2(refused.exitCode != 0 && refused.err.contains("is not writable"), refused.err.constData());
            QCOMPARE(fileHash(readOnly), QCryptographicHash::hash("keep", QCryptographicHash::Sha256).toHex());
        }
        // Devices and pipes are written into, never replaced.
        QCOMPARE(runCli({QStringLiteral("run"), QStringLiteral("--monthly-csv"), QStringLiteral("/dev/null")}).exitCode, 0);
        QVERIFY(QFileInfo(QStringLiteral("/dev/null")).exists());
        auto toStdout =
            runCli({QStringLiteral("run"), QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--monthly-csv"), QStringLiteral("/dev/stdout")});
        QCOMPARE(toStdout.exitCode, 0);
        QVERIFY2(toStdout.out.startsWith("month,"), toStdout.out.left(200).constData());
        const QString fifo = dir.filePath(QStringLiteral("pipe"));
        QCOMPARE(::mkfifo(fifo.toLocal8Bit().constData(), 0600), 0);
        QProcess reader;
        reader.start(QStringLiteral("/bin/cat"), {fifo});
        QVERIFY(reader.waitForStarted());
        QCOMPARE(runCli({QStringLiteral("run"), QStringLiteral("--monthly-csv"), fifo}).exitCode, 0);
        QVERIFY(reader.waitForFinished(30000));
        QVERIFY(reader.readAllStandardOutput().startsWith("month,"));
        struct stat st { };
        QCOMPARE(::lstat(fifo.toLocal8Bit().constData(), &st), 0);
        QVERIFY(S_ISFIFO(st.st_mode));
    }

    // Issue 13.5: output that cannot be written is exit 1 with a message, never a success.
    void outputThatCannotBeWrittenIsAnError_data()
    {
        QTest::addColumn<QString>("shell");
        QTest::addColumn<QString>("message");
        QTest::newRow("run > /dev/full") << QStringLiteral("\"$0\" run > /dev/full") << QStringLiteral("could not be written (No space left on device)");
        QTest::newRow("heatmap json > /dev/full") << QStringLiteral("\"$0\" heatmap --format json > /dev/full") // 20 kB: fails before the end
                                                  << QStringLiteral("could not be written");
        QTest::newRow("presets > /dev/full") << QStringLiteral("\"$0\" presets > /dev/full") << QStringLiteral("could not be written");
        QTest::newRow("run >&-") << QStringLiteral("\"$0\" run >&-") << QStringLiteral("standard output is closed");
        QTest::newRow("scenarios list >&-") << QStringLiteral("\"$0\" scenarios --db \"$1\" list >&-") << QStringLiteral("nothing was run");
    }
    void outputThatCannotBeWrittenIsAnError()
    {
        QFETCH(QString, shell);
        QFETCH(QString, message);
        if (!QFileInfo::exists(QStringLiteral("/dev/full")))
            QSKIP("no /dev/full here");
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("lib.sqlite"));
        QProcess p;
        p.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), shell, QStringLiteral(TOKEN_RUNWAY_BIN), db});
        QVERIFY(p.waitForFinished(120000));
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 1);
        QVERIFY2(err.contains(message), qPrintable(err));
        QVERIFY(!QFileInfo::exists(db)); // a closed stdout: nothing ran, no library was made
    }
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

    // The same catalogue through `upgrade FILE --out PATH`: refused the same way, PATH never written.
    void catalogueThroughUpgrade_data() { catalogue_data(); }
    void catalogueThroughUpgrade()
    {
        QFETCH(QString, file);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("upgraded.json"));
        const CliResult r = runCli({QStringLiteral("upgrade"), kBad + QLatin1Char('/') + file, QStringLiteral("--out"), out});
        if (expected == QLatin1String("ACCEPT")) {
            QCOMPARE(r.exitCode, 0); // model 2 already: said so, nothing to write
            QVERIFY2(r.err.isEmpty(), r.err.constData());
            QVERIFY(r.out.contains("is already model 2"));
            return;
        }
        checkRefusal(r, expected);
        QVERIFY2(r.err.contains(file.toUtf8()), "the message does not name the file");
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 0);
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
