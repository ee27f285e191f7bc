// The hostile catalogue (tests/data/bad/) through the real binary: `run FILE --monthly-csv PATH`,
// `upgrade FILE --out PATH` and `run --set …` exit 2 with problems on stderr only (each line
// "token-runway: …", short and UTF-8), nothing on stdout, no crash or sanitizer report, and PATH
// is never written.
#include <QtTest>

#include <sys/stat.h>
#include <unistd.h>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include "clichecks.h"
#include "cliprocess.h"
#include "storetesthelpers.h"
#include "testfiles.h"
#include "waits.h"

using runway::test::checkRefused;
using runway::test::CliResult;
using runway::test::fileHash;
using runway::test::kBackgroundWaitMs;
using runway::test::readTableRows;
using runway::test::runCli;
using runway::test::writeFile;

namespace {

const QString kBad = QStringLiteral(RUNWAY_TEST_DATA "/bad");

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
        QVERIFY(reader.waitForFinished(kBackgroundWaitMs));
        QVERIFY(reader.readAllStandardOutput().startsWith("month,"));
        struct stat st { };
        QCOMPARE(::lstat(fifo.toLocal8Bit().constData(), &st), 0);
        QVERIFY(S_ISFIFO(st.st_mode));
    }

    // Issue 13.18: an option's value is never read as a flag: `--note -h` saves with the note "-h".
    void aHelpFlagAsAnOptionValueIsTheValue()
    {
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("lib.sqlite"));
        const QString plan = dir.filePath(QStringLiteral("plan.json"));
        QVERIFY(writeFile(plan, QByteArrayLiteral("{\"name\": \"Plan\"}")));
        for (const QString& flag : {QStringLiteral("-h"), QStringLiteral("--help")}) {
            auto saved = runCli({QStringLiteral("scenarios"), QStringLiteral("--db"), db, QStringLiteral("save"), plan, QStringLiteral("--note"), flag});
            QVERIFY2(saved.exitCode == 0, saved.err.constData());
            QVERIFY2(saved.out.startsWith("saved \"Plan\" as version"), saved.out.constData());
            QVERIFY(!saved.out.contains("Usage"));
        }
        auto history = runCli({QStringLiteral("scenarios"), QStringLiteral("--db"), db, QStringLiteral("history"), QStringLiteral("Plan"),
                               QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(history.exitCode, 0);
        const QJsonArray versions = QJsonDocument::fromJson(history.out).object().value(QStringLiteral("versions")).toArray();
        QCOMPARE(versions.size(), 2);
        QCOMPARE(versions[0].toObject().value(QStringLiteral("note")).toString(), QStringLiteral("-h"));
        QCOMPARE(versions[1].toObject().value(QStringLiteral("note")).toString(), QStringLiteral("--help"));
        // A value of --set, --format or --out is a value too (refused as one, not answered with usage).
        auto set = runCli({QStringLiteral("run"), QStringLiteral("--set"), QStringLiteral("-h")});
        QVERIFY2(set.exitCode == 2 && !set.out.contains("Usage"), set.out.constData());
        auto format = runCli({QStringLiteral("presets"), QStringLiteral("--format"), QStringLiteral("--help")});
        QVERIFY2(format.exitCode == 2 && format.err.contains("is not a format"), format.err.constData());
        // Where an option may stand, and after a value, -h still asks for the verb's usage; after "--" it is an operand.
        for (const QStringList& args : {QStringList{QStringLiteral("run"), QStringLiteral("-h")},
                                        QStringList{QStringLiteral("run"), QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--help")},
                                        QStringList{QStringLiteral("scenarios"), QStringLiteral("--db"), db, QStringLiteral("list"), QStringLiteral("-h")}}) {
            auto help = runCli(args);
            QVERIFY2(help.exitCode == 0 && help.out.startsWith("Usage: token-runway " + args[0].toUtf8()), help.out.constData());
        }
        auto operand = runCli({QStringLiteral("upgrade"), QStringLiteral("--"), QStringLiteral("-h")});
        QVERIFY2(operand.exitCode == 2 && operand.err.contains("-h"), operand.err.constData());
    }

    // Issue 13.15: without XDG_RUNTIME_DIR the drawing verbs make a private runtime folder; a
    // planted symbolic link (or a folder others may write) at its name is never used or chmodded.
    void runtimeFolderIsNeverAPlantedOne()
    {
        QTemporaryDir tmp;
        const QString name = QStringLiteral("token-runway-runtime-%1").arg(::getuid());
        const QString planted = tmp.filePath(name);
        const QString victim = tmp.filePath(QStringLiteral("victim"));
        QVERIFY(QDir().mkdir(victim));
        QVERIFY(QFile::setPermissions(victim, QFile::permissions(victim) | QFile::WriteOther | QFile::ReadOther | QFile::ExeOther)); // 0757-ish
        const auto victimMode = QFileInfo(victim).permissions();
        QVERIFY(QFile::link(victim, planted));
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("XDG_RUNTIME_DIR"));
        env.insert(QStringLiteral("TMPDIR"), tmp.path());
        const QString out = tmp.filePath(QStringLiteral("report.svg"));
        auto drawn = runCli({QStringLiteral("report"), QStringLiteral("--out"), out}, {}, env);
        QVERIFY2(drawn.exitCode == 0, drawn.err.constData());
        QVERIFY(!drawn.err.contains("XDG_RUNTIME_DIR")); // Qt found a runtime folder it accepts
        QVERIFY(QFileInfo(planted).isSymLink());
        QCOMPARE(QFileInfo(victim).permissions(), victimMode); // not chmodded through the link
        // A fresh folder was made instead: ours and 0700.
        const QStringList fresh = QDir(tmp.path()).entryList({name + QStringLiteral("-*")}, QDir::Dirs | QDir::NoDotAndDotDot);
        QCOMPARE(fresh.size(), 1);
        struct stat st { };
        QCOMPARE(::lstat(QFile::encodeName(tmp.filePath(fresh[0])).constData(), &st), 0);
        QVERIFY(S_ISDIR(st.st_mode));
        QCOMPARE(st.st_uid, ::getuid());
        QCOMPARE(st.st_mode & 07777, 0700u);

        // A folder of ours that others may write is not used either; with nothing there, the name is made 0700.
        QTemporaryDir tmp2;
        env.insert(QStringLiteral("TMPDIR"), tmp2.path());
        const QString open = tmp2.filePath(name);
        QVERIFY(QDir().mkdir(open));
        QCOMPARE(::chmod(QFile::encodeName(open).constData(), 0777), 0);
        QCOMPARE(runCli({QStringLiteral("report"), QStringLiteral("--out"), out}, {}, env).exitCode, 0);
        QCOMPARE(::lstat(QFile::encodeName(open).constData(), &st), 0);
        QCOMPARE(st.st_mode & 07777, 0777u); // left as it was
        QCOMPARE(QDir(tmp2.path()).entryList({name + QStringLiteral("-*")}, QDir::Dirs | QDir::NoDotAndDotDot).size(), 1);
        QTemporaryDir tmp3;
        env.insert(QStringLiteral("TMPDIR"), tmp3.path());
        QCOMPARE(runCli({QStringLiteral("report"), QStringLiteral("--out"), out}, {}, env).exitCode, 0);
        QCOMPARE(::lstat(QFile::encodeName(tmp3.filePath(name)).constData(), &st), 0);
        QVERIFY(S_ISDIR(st.st_mode));
        QCOMPARE(st.st_mode & 07777, 0700u);
    }

    // Issue 13.12 and 13.16: the machine's failures (a lock held too long, a full disk) are exit
    // 1 with the message, so a script can retry; the input's are exit 2. The lock wait is bounded.
    void environmentFailuresAreExitOne()
    {
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("lib.sqlite"));
        const QString plan = dir.filePath(QStringLiteral("plan.json"));
        QVERIFY(writeFile(plan, QByteArrayLiteral("{\"name\": \"Plan\"}")));
        QCOMPARE(runCli({QStringLiteral("scenarios"), QStringLiteral("--db"), db, QStringLiteral("import"), plan}).exitCode, 0);
        {
            std::string error;
            auto holder = runway::store::Database::open(runway::store::fileUri(db.toStdString()), runway::store::Database::Mode::ReadWrite, error);
            QVERIFY2(holder.isOpen(), error.c_str());
            QCOMPARE(holder.exec("PRAGMA journal_mode = WAL; BEGIN IMMEDIATE; UPDATE scenarios SET updated = updated;"),
                     std::string()); // another writer, mid-save
            QElapsedTimer waited;
            waited.start();
            auto locked =
                runCli({QStringLiteral("scenarios"), QStringLiteral("--db"), db, QStringLiteral("save"), plan, QStringLiteral("--note"), QStringLiteral("x")});
            const qint64 ms = waited.elapsed();
            QCOMPARE(locked.exitCode, 1);
            QVERIFY2(locked.err.contains("database is locked") && locked.err.contains("waited 5 seconds") && locked.err.contains(db.toUtf8()),
                     locked.err.constData());
            QVERIFY2(ms >= 4500 && ms < 30000, QByteArray::number(ms).constData());                                   // bounded, as documented
            auto reading = runCli({QStringLiteral("scenarios"), QStringLiteral("--db"), db, QStringLiteral("list")}); // readers never wait for a writer
            QVERIFY2(reading.exitCode == 0 && reading.out.contains("Plan"), reading.err.constData());
            auto input = runCli({QStringLiteral("scenarios"), QStringLiteral("--db"), db, QStringLiteral("show"), QStringLiteral("Nope")});
            QCOMPARE(input.exitCode, 2); // the input's problem stays 2
        }
        if (!QFileInfo::exists(QStringLiteral("/dev/full")))
            QSKIP("no /dev/full here");
        auto full = runCli({QStringLiteral("run"), QStringLiteral("--monthly-csv"), QStringLiteral("/dev/full")});
        QCOMPARE(full.exitCode, 1);
        QVERIFY2(full.err.contains("token-runway: /dev/full: writing failed: disk full (No space left on device)"), full.err.constData());
        auto exported =
            runCli({QStringLiteral("scenarios"), QStringLiteral("--db"), db, QStringLiteral("export"), QStringLiteral("Plan"), QStringLiteral("/dev/full")});
        QCOMPARE(exported.exitCode, 1);
        QVERIFY2(exported.err.contains("/dev/full: writing failed: disk full"), exported.err.constData());
        // A report onto a full disk names it in words, never with a library's bare line ("libpng error").
        for (const char* suffix : {"png", "svg", "pdf"}) {
            const QString link = dir.filePath(QStringLiteral("full.") + QLatin1String(suffix));
            QVERIFY(QFile::link(QStringLiteral("/dev/full"), link));
            auto report = runCli({QStringLiteral("report"), QStringLiteral("--out"), link});
            QCOMPARE(report.exitCode, 1); // the machine's problem, like the other writers
            QVERIFY2(report.err.contains(link.toUtf8() + ": writing failed: disk full (No space left on device)"), report.err.constData());
            QVERIFY2(!report.err.contains("libpng") && !report.err.contains("QImage"), report.err.constData());
        }
        // A number in a message is written as a person would: 100000, not 1e+05.
        auto big = runCli({QStringLiteral("goalseek"), QStringLiteral("--param"), QStringLiteral("price_usd_per_mtok"),
                           QStringLiteral("--target-runway-months"), QStringLiteral("1e5")});
        QVERIFY2(big.exitCode == 2 && big.err.contains("--target-runway-months: 100000 is outside 0 … 1200"), big.err.constData());
        auto missingFolder = runCli({QStringLiteral("run"), QStringLiteral("--monthly-csv"), dir.filePath(QStringLiteral("no/such/out.csv"))});
        QCOMPARE(missingFolder.exitCode, 2); // a path that cannot be: the input's
    }

    // Issue 13.16: a library on a full disk: "disk full" naming the library, exit 1, and a new
    // library that cannot be made leaves no file behind. Needs a small tmpfs (root's mount).
    void libraryOnAFullDisk()
    {
        QTemporaryDir dir;
        const QString mountPoint = dir.filePath(QStringLiteral("small"));
        QVERIFY(QDir().mkdir(mountPoint));
        auto mount = [&](const QString& size) {
            return ::geteuid() == 0 && QProcess::execute(QStringLiteral("mount"), {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                                                                                   QStringLiteral("size=") + size, QStringLiteral("tmpfs"), mountPoint}) == 0;
        };
        auto unmount = [&] { QProcess::execute(QStringLiteral("umount"), {mountPoint}); };
        if (!mount(QStringLiteral("32k")))
            QSKIP("needs a small tmpfs: run as root where mount is allowed (a normal user has no full disk to test with)");
        const QString db = mountPoint + QStringLiteral("/lib.sqlite");
        {
            const auto cleanup = qScopeGuard(unmount);
            auto created = runCli({QStringLiteral("scenarios"), QStringLiteral("--db"), db, QStringLiteral("list")});
            QCOMPARE(created.exitCode, 1);
            QVERIFY2(created.err.startsWith("token-runway: " + db.toUtf8() + ": cannot be created: disk full"), created.err.constData());
            QCOMPARE(QDir(mountPoint).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot), QStringList{}); // nothing left behind
            const QString deep = mountPoint + QStringLiteral("/a/b/lib.sqlite"); // nor the folders made for it
            auto nested = runCli({QStringLiteral("scenarios"), QStringLiteral("--db"), deep, QStringLiteral("list")});
            QVERIFY2(nested.exitCode == 1 && nested.err.contains("disk full"), nested.err.constData());
            QCOMPARE(QDir(mountPoint).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot), QStringList{});
        }
        QVERIFY(mount(QStringLiteral("1m")));
        const auto cleanup = qScopeGuard(unmount);
        const QString plan = dir.filePath(QStringLiteral("plan.json"));
        QVERIFY(writeFile(plan, "{\"name\": \"Plan\", \"notes\": \"" + QByteArray(900, 'x') + "\"}"));
        QCOMPARE(runCli({QStringLiteral("scenarios"), QStringLiteral("--db"), db, QStringLiteral("import"), plan}).exitCode, 0);
        QFile filler(mountPoint + QStringLiteral("/filler"));
        QVERIFY(filler.open(QIODevice::WriteOnly));
        while (filler.write(QByteArray(4096, 'f')) > 0 && filler.flush()) { }
        filler.close();
        const QByteArray bytes = fileHash(db);
        for (int i = 0; i < 3; ++i) {
            auto saved = runCli({QStringLiteral("scenarios"), QStringLiteral("--db"), db, QStringLiteral("save"), plan});
            QCOMPARE(saved.exitCode, 1);
            QVERIFY2(saved.err.startsWith("token-runway: " + db.toUtf8() + ": ") && saved.err.contains("disk full") && !saved.err.contains("Unknown error"),
                     saved.err.constData());
            QVERIFY(saved.out.isEmpty());
        }
        QCOMPARE(fileHash(db), bytes);
        QFile::remove(filler.fileName());
        auto afterwards = runCli({QStringLiteral("scenarios"), QStringLiteral("--db"), db, QStringLiteral("history"), QStringLiteral("Plan")});
        QVERIFY2(afterwards.exitCode == 0 && afterwards.out.count('\n') == 1, afterwards.err.constData()); // the one import, intact
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
        QVERIFY(p.waitForFinished(kBackgroundWaitMs));
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
        checkRefused(r, expected);
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
            QCOMPARE(r.exitCode, 0); // model 3 already (no schema line): said so, nothing written; an @2 file: its @3 equivalent
            QVERIFY2(r.err.isEmpty(), r.err.constData());
            QVERIFY2(r.out.contains("is already model 3") || r.out.contains("the model-3 equivalent"), r.out.constData());
            return;
        }
        checkRefused(r, expected);
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
        checkRefused(r, expected);
        QVERIFY(!QFile::exists(csv));
    }

    // Issue 28.5: scenarios `run` accepts whose analyses overflow (tests/data/bad/analyses.tsv). A
    // sample, map cell or tornado end that cannot be represented is counted and said so in every
    // format (how many, and why), never read as a number: no 0.0 in its place, no inf or nan.
    void analysesThatOverflow_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("expected");
        const auto rows = readTableRows(kBad + QStringLiteral("/analyses.tsv"));
        QVERIFY(rows.size() >= 8);
        for (const auto& row : rows) {
            const QStringList fields = row.expected.split(QLatin1Char('\t'));
            if (fields.size() != 3)
                QFAIL(qPrintable(QStringLiteral("a row without FILE, EXIT, ARGUMENTS and EXPECTED: ") + row.input));
            QTest::newRow(qPrintable(row.input + QLatin1Char(' ') + fields[1]))
                << row.input << fields[0].toInt() << fields[1].split(QLatin1Char(' ')) << fields[2];
        }
    }
    void analysesThatOverflow()
    {
        QFETCH(QString, file);
        QFETCH(int, exitCode);
        QFETCH(QStringList, arguments);
        QFETCH(QString, expected);
        QStringList args{arguments.front(), kBad + QLatin1Char('/') + file};
        args << arguments.mid(1);
        const CliResult r = runCli(args);
        QVERIFY2(!r.crashed, r.err.left(2000).constData());
        QVERIFY2(r.exitCode == exitCode, (QByteArray::number(r.exitCode) + " " + r.err.left(2000)).constData());
        const QByteArray all = r.out + r.err;
        QVERIFY2(all.contains(expected.toUtf8()), all.left(3000).constData());
        // No number stands in for one that cannot be represented.
        static const QRegularExpression notANumber(QStringLiteral("(?<![A-Za-z_])(-?inf|nan|infinity)(?![A-Za-z_])"),
                                                   QRegularExpression::CaseInsensitiveOption);
        QVERIFY2(!notANumber.match(QString::fromUtf8(r.out)).hasMatch(), r.out.left(3000).constData());
        if (arguments.front() == QLatin1String("sensitivity")) // its low end's runway was "0.0 months": an overflow read as a number
            QVERIFY2(!r.out.contains("0.0 months") && !r.out.contains("\"runway_at_low\": 0.0"), r.out.left(3000).constData());
        if (exitCode == 2)
            checkRefused(r, expected);
        if (exitCode == 0 && arguments.contains(QStringLiteral("json"))) {
            QJsonParseError error{};
            const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
            QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
            const QJsonObject lost = doc.object().value(QStringLiteral("unrepresentable")).toObject();
            QVERIFY(lost.value(QStringLiteral("count")).toInt() > 0);
            QVERIFY(lost.value(QStringLiteral("count")).toInt() <= lost.value(QStringLiteral("total")).toInt());
            QVERIFY(lost.value(QStringLiteral("message")).toString().contains(expected));
        }
    }

    void setWithoutAValue() { checkRefused(runCli({QStringLiteral("run"), QStringLiteral("--set")}), QStringLiteral("needs a value")); }

    // Found by fuzz_set: --set on a file holding a list was an internal error (exit 1).
    void setOnAListFile()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("list.json"));
        QVERIFY(writeFile(file, "[1, 2]"));
        checkRefused(runCli({QStringLiteral("run"), file, QStringLiteral("--set"), QStringLiteral("price_usd_per_mtok=0.2")}),
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
            p.waitForFinished(kBackgroundWaitMs);
            return CliResult{p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError(), p.exitStatus() == QProcess::CrashExit};
        };
        checkRefused(viaShell(QStringLiteral("\"$0\" run --set \"name=ab$(printf \"\\377\")\"")), QStringLiteral("name: is not UTF-8 text: byte 3 is \\xff"));
        checkRefused(viaShell(QStringLiteral("\"$0\" scenarios save \"$1\" --db \"$2\" --name \"$(printf \"\\303(\")\"")),
                     QStringLiteral("name: is not UTF-8 text: byte 1 is \\xc3"));
        checkRefused(viaShell(QStringLiteral("\"$0\" scenarios save \"$1\" --db \"$2\" --note \"$(printf \"\\377\")\"")),
                     QStringLiteral("note: is not UTF-8 text: byte 1 is \\xff"));
        // Nothing was saved, and the library still lists as JSON.
        const CliResult listed = viaShell(QStringLiteral("\"$0\" scenarios list --db \"$2\" --format json"));
        QCOMPARE(listed.exitCode, 0);
        QVERIFY2(!listed.out.contains("\"Plan\""), listed.out.constData());
    }

    // Issue 13.11: a stored name that is not UTF-8 is a damaged row: exit 2 with its id and byte.
    void aStoredNameThatIsNotUtf8IsADamagedRow()
    {
        QTemporaryDir dir;
        const QString plan = dir.filePath(QStringLiteral("plan.json"));
        QVERIFY(writeFile(plan, "{\"name\": \"Plan\"}"));
        const QString db = dir.filePath(QStringLiteral("library.sqlite"));
        QCOMPARE(runCli({QStringLiteral("scenarios"), QStringLiteral("--db"), db, QStringLiteral("import"), plan}).exitCode, 0);
        QCOMPARE(runway::test::execSql(db, "UPDATE scenarios SET name = CAST(X'506C616EFF' AS TEXT) WHERE name = 'Plan'"), std::string());
        std::string idError;
        const QByteArray rowId = QByteArray::number(
            qlonglong(runway::store::Database::open(runway::store::fileUri(db.toStdString()), runway::store::Database::Mode::ReadOnly, idError)
                          .queryInteger("SELECT id FROM scenarios WHERE name = CAST(X'506C616EFF' AS TEXT)", -1)));
        QVERIFY(rowId.toLongLong() > 0);
        auto viaShell = [&](const QString& script) {
            QProcess p;
            p.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), script, QStringLiteral(TOKEN_RUNWAY_BIN), db, dir.filePath(QStringLiteral("out.json"))});
            p.waitForFinished(kBackgroundWaitMs);
            return CliResult{p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError(), p.exitStatus() == QProcess::CrashExit};
        };
        const QString expected = QStringLiteral("the scenario in row ") + QString::fromLatin1(rowId) +
                                 QStringLiteral(" of the table scenarios is damaged: its name is not UTF-8 text (byte 5 is \\xff)");
        for (const QString& script : {QStringLiteral("\"$0\" scenarios --db \"$1\" show \"Plan$(printf \"\\377\")\""),
                                      QStringLiteral("\"$0\" scenarios --db \"$1\" export \"Plan$(printf \"\\377\")\" \"$2\""),
                                      QStringLiteral("\"$0\" scenarios --db \"$1\" history \"Plan$(printf \"\\377\")\""),
                                      QStringLiteral("\"$0\" scenarios --db \"$1\" list"), QStringLiteral("\"$0\" scenarios --db \"$1\" list --format json"),
                                      QStringLiteral("\"$0\" run --db \"$1\" --scenario \"Plan$(printf \"\\377\")\"")}) {
            const CliResult r = viaShell(script);
            checkRefused(r, expected);
            QVERIFY2(!r.err.contains("\xff"), r.err.constData()); // never the raw byte
        }
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("out.json"))));
    }

    // Issue 13.13: names and notes with control characters are refused; what a hand-edited
    // library holds is printed escaped (\n, \x1b) with bidi overrides made visible.
    void controlCharactersAreRefusedAndNeverPrinted()
    {
        QTemporaryDir dir;
        const QString plan = dir.filePath(QStringLiteral("plan.json"));
        QVERIFY(writeFile(plan, "{\"name\": \"Plan\"}"));
        const QString db = dir.filePath(QStringLiteral("library.sqlite"));
        auto viaShell = [&](const QString& script) {
            QProcess p;
            p.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), script, QStringLiteral(TOKEN_RUNWAY_BIN), db, plan});
            p.waitForFinished(kBackgroundWaitMs);
            return CliResult{p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError(), p.exitStatus() == QProcess::CrashExit};
        };
        checkRefused(viaShell(QStringLiteral("\"$0\" scenarios --db \"$1\" save \"$2\" --note \"$(printf 'a\\033[2Jb')\"")),
                     QStringLiteral("note: contains the control character \\x1b at byte 2"));
        checkRefused(viaShell(QStringLiteral("\"$0\" scenarios --db \"$1\" save \"$2\" --note \"$(printf 'a\\302\\233b')\"")), // C1 CSI
                     QStringLiteral("note: contains the control character \\u009b at byte 2"));
        checkRefused(viaShell(QStringLiteral("\"$0\" scenarios --db \"$1\" save \"$2\" --name \"$(printf 'Plan\\nBull')\"")),
                     QStringLiteral("contains the control character"));
        auto tabAndLine = viaShell(QStringLiteral("\"$0\" scenarios --db \"$1\" save \"$2\" --note \"$(printf 'one\\ttwo\\nthree')\""));
        QVERIFY2(tabAndLine.exitCode == 0, tabAndLine.err.constData()); // a note may have tabs and line breaks
        auto shownNote = viaShell(QStringLiteral("\"$0\" scenarios --db \"$1\" history Plan"));
        QVERIFY2(shownNote.out.contains("  one\\ttwo\\nthree\n") && shownNote.out.count('\n') == 1, shownNote.out.constData()); // one line per version

        // What a hand-edited file holds: a line break forging a preset row, a screen clear, an
        // OSC title, a right-to-left override.
        QCOMPARE(runway::test::execSql(db, "UPDATE scenarios SET name = 'Plan' || char(10) || 'Bull' || char(8238) || 'x' WHERE name = 'Plan';"
                                           "UPDATE versions SET note = 'n' || char(27) || '[2J' || char(27) || ']0;owned' || char(7) "
                                           "WHERE scenario_id = (SELECT id FROM scenarios WHERE name LIKE 'Plan%');"),
                 std::string());
        auto listed = viaShell(QStringLiteral("\"$0\" scenarios --db \"$1\" list"));
        QVERIFY2(listed.exitCode == 0, listed.err.constData());
        QCOMPARE(listed.out.count('\n'), 1 + 22 + 1); // the header, the 22 presets, Plan: no forged row
        QVERIFY2(listed.out.contains("Plan\\nBull<U+202E>x "), listed.out.constData());
        QVERIFY(!listed.out.contains("\xe2\x80\xae"));
        auto history = viaShell(QStringLiteral("\"$0\" scenarios --db \"$1\" history \"$(printf 'Plan\\nBull\\342\\200\\256x')\""));
        QVERIFY2(history.exitCode == 0, history.err.constData());
        QVERIFY2(history.out.contains("n\\x1b[2J\\x1b]0;owned\\x07"), history.out.constData());
        for (const QByteArray& out : {listed.out, history.out, listed.err, history.err})
            for (const char c : out)
                QVERIFY2(static_cast<unsigned char>(c) >= 0x20 || c == '\n', out.constData()); // no raw control character reaches the terminal
        QCOMPARE(history.out.count('\n'), 1);                                                  // one version, one line
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
        checkRefused(runCli({QStringLiteral("run"), path, QStringLiteral("--monthly-csv"), csv}), QStringLiteral("at most 1 MiB"));
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
        checkRefused(runCli({QStringLiteral("run"), path}), expected);
    }

    void optionWithOddCharacters()
    {
        const QString odd = QString::fromLocal8Bit("--pri\xff\xfe");
        const CliResult r = runCli({QStringLiteral("run"), odd});
        checkRefused(r, QStringLiteral("unknown option"));
    }
};

QTEST_GUILESS_MAIN(TestCliHostile)
#include "test_cli_hostile.moc"
