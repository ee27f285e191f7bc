// token-runway scenarios and run --scenario: every verb, exit codes, JSON shapes, --db and
// TOKEN_RUNWAY_DB, bad libraries left byte for byte unchanged.
#include <QtTest>

#include <QRegularExpression>

#include <array>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <unistd.h>

#include "cliprocess.h"
#include "core/model/model.h"
#include "storetesthelpers.h"
#include "waits.h"

using namespace runway::test;

namespace {

QJsonObject jsonOf(const CliResult& r)
{
    QJsonParseError e{};
    const auto doc = QJsonDocument::fromJson(r.out, &e);
    if (e.error != QJsonParseError::NoError)
        qWarning("not JSON: %s", r.out.constData());
    return doc.object();
}

QStringList keysOf(const QJsonObject& o)
{
    QStringList k = o.keys();
    k.sort();
    return k;
}

void writeFile(const QString& path, const QByteArray& content)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(content);
}

} // namespace

class TestCliStore : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString path(const QString& name) const { return m_dir.filePath(name); }

    CliResult scenarios(const QString& db, QStringList args)
    {
        args.prepend(db);
        args.prepend(QStringLiteral("--db"));
        args.prepend(QStringLiteral("scenarios"));
        return runCli(args);
    }

private slots:
    void listShape()
    {
        const QString db = path(QStringLiteral("folder/list.sqlite")); // the folder is created
        auto r = scenarios(db, {QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray list = jsonOf(r).value(QStringLiteral("scenarios")).toArray();
        QCOMPARE(list.size(), 22); // MODEL.md §9's twelve presets and MODEL3.md §9's ten
        const QStringList expectedKeys{QStringLiteral("name"), QStringLiteral("preset"), QStringLiteral("updated"), QStringLiteral("versions")};
        for (const auto& v : list) {
            const QJsonObject o = v.toObject();
            QCOMPARE(keysOf(o), expectedKeys);
            QVERIFY(o.value(QStringLiteral("preset")).toBool());
            QCOMPARE(o.value(QStringLiteral("versions")).toInt(), 1);
        }
        QCOMPARE(keysOf(jsonOf(r)), QStringList{QStringLiteral("scenarios")});
        auto text = scenarios(db, {QStringLiteral("list")});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("As announced"));
        // issue 12: the table's columns line up; the time stamps read "2026-12-01 08:33 UTC"
        const QStringList lines = QString::fromUtf8(text.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY(lines.size() > 1);
        QVERIFY2(lines[0].startsWith(QStringLiteral("name ")), qPrintable(lines[0]));
        const qsizetype updated = lines[0].indexOf(QStringLiteral("updated"));
        const QRegularExpression stamp(QStringLiteral("^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC"));
        for (const QString& line : lines.mid(1))
            QVERIFY2(stamp.match(line.mid(updated)).hasMatch() && line[updated - 1] == QLatin1Char(' '), qPrintable(line));
    }

    void everyVerb()
    {
        const QString db = path(QStringLiteral("verbs.sqlite"));
        const QString file = path(QStringLiteral("plan.json"));
        writeFile(file, "{\"name\": \"Plan 情景 \\\"A\\\"\", \"price_usd_per_mtok\": 0.2}");
        const QString name = QStringLiteral("Plan 情景 \"A\"");

        auto save = scenarios(
            db, {QStringLiteral("save"), file, QStringLiteral("--note"), QStringLiteral("first"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(save.exitCode, 0);
        QCOMPARE(jsonOf(save).value(QStringLiteral("version")).toInt(), 1);
        writeFile(file, "{\"name\": \"Plan 情景 \\\"A\\\"\", \"price_usd_per_mtok\": 0.3, \"fixed_opex_usd_per_month\": 30e6}");
        QCOMPARE(scenarios(db, {QStringLiteral("save"), file}).exitCode, 0);

        auto history = scenarios(db, {QStringLiteral("history"), name, QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(history.exitCode, 0);
        QCOMPARE(keysOf(jsonOf(history)), QStringList{QStringLiteral("versions")});
        const QJsonArray versions = jsonOf(history).value(QStringLiteral("versions")).toArray();
        QCOMPARE(versions.size(), 2);
        QCOMPARE(keysOf(versions[0].toObject()),
                 (QStringList{QStringLiteral("created"), QStringLiteral("model"), QStringLiteral("note"), QStringLiteral("version")}));
        QCOMPARE(versions[0].toObject().value(QStringLiteral("note")).toString(), QStringLiteral("first"));
        QCOMPARE(versions[1].toObject().value(QStringLiteral("version")).toInt(), 2);
        auto historyText = scenarios(db, {QStringLiteral("history"), name});
        // the time stamps as the list shows them: ISO date, minutes, UTC
        QVERIFY2(QRegularExpression(QStringLiteral("^version 1  \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC  first$"), QRegularExpression::MultilineOption)
                     .match(QString::fromUtf8(historyText.out))
                     .hasMatch(),
                 historyText.out.constData());
        // In words and units (issue 12 item 6), with what the change did to the runway.
        QVERIFY2(historyText.out.contains("    List price: $0.20 per 1M tokens → $0.30 per 1M tokens\n"), historyText.out.constData());
        QVERIFY2(historyText.out.contains("    Operating cost: $35.3M / month → $30M / month\n"), historyText.out.constData());
        // the stored versions are model 3 (a document without a schema: the model-3 defaults, MODEL3.md §0)
        runway::Scenario v1 = runway::Scenario::model3Defaults(), v2 = v1;
        v1[runway::ParamId::Price] = 0.2;
        v2[runway::ParamId::Price] = 0.3;
        v2[runway::ParamId::FixedOpex] = 30e6;
        const double a = *runway::computeMetrics(v1).runwayMonths, b = *runway::computeMetrics(v2).runwayMonths;
        QVERIFY(b > a); // a lower operating cost lasts longer
        const QString effect = QStringLiteral("    runway %1 months → %2 months (+%3 months)\n")
                                   .arg(QString::number(a, 'f', 1), QString::number(b, 'f', 1), QString::number(b - a, 'f', 1));
        QVERIFY2(QString::fromUtf8(historyText.out).contains(effect), qPrintable(effect + QString::fromUtf8(historyText.out)));

        auto diff = scenarios(db, {QStringLiteral("diff"), name, QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(diff.exitCode, 0);
        const QJsonArray changes = jsonOf(diff).value(QStringLiteral("changes")).toArray();
        // price, opex, and the opex range that followed the file's 30M (MODEL.md 2.1 §6: a file without
        // `uncertainty` takes the default ranges moved to its values)
        QCOMPARE(changes.size(), 3);
        QCOMPARE(changes[2].toObject().value(QStringLiteral("key")).toString(), QStringLiteral("uncertainty.fixed_opex_usd_per_month"));
        QCOMPARE(changes[0].toObject().value(QStringLiteral("before")).toString(), QStringLiteral("0.2"));
        QCOMPARE(changes[0].toObject().value(QStringLiteral("label")).toString(), QStringLiteral("List price"));
        QCOMPARE(changes[0].toObject().value(QStringLiteral("after_text")).toString(), QStringLiteral("$0.30 per 1M tokens"));
        QCOMPARE(jsonOf(diff).value(QStringLiteral("runway_months_capped")).toObject().value(QStringLiteral("after")).toDouble(), b);

        auto restore = scenarios(db, {QStringLiteral("restore"), name, QStringLiteral("1")});
        QCOMPARE(restore.exitCode, 0);
        auto show = scenarios(db, {QStringLiteral("show"), name});
        QCOMPARE(show.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(show.out).object().value(QStringLiteral("price_usd_per_mtok")).toDouble(), 0.2);
        auto showV2 = scenarios(db, {QStringLiteral("show"), name, QStringLiteral("--version"), QStringLiteral("2")});
        QCOMPARE(QJsonDocument::fromJson(showV2.out).object().value(QStringLiteral("price_usd_per_mtok")).toDouble(), 0.3);

        const QString exported = path(QStringLiteral("exported.json"));
        QCOMPARE(scenarios(db, {QStringLiteral("export"), name, exported}).exitCode, 0);
        QVERIFY(QFileInfo::exists(exported));
        QCOMPARE(scenarios(db, {QStringLiteral("import"), exported}).exitCode, 2); // the name is taken
        QCOMPARE(scenarios(db, {QStringLiteral("import"), exported, QStringLiteral("--name"), QStringLiteral("Copy; DROP TABLE x")}).exitCode, 0);
        QCOMPARE(scenarios(db, {QStringLiteral("delete"), QStringLiteral("Copy; DROP TABLE x")}).exitCode, 0);
        QCOMPARE(scenarios(db, {QStringLiteral("show"), QStringLiteral("Copy; DROP TABLE x")}).exitCode, 2);

        // run --scenario reads the newest version (0.2 after the restore).
        auto run =
            runCli({QStringLiteral("run"), QStringLiteral("--scenario"), name, QStringLiteral("--db"), db, QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(jsonOf(run).value(QStringLiteral("scenario")).toObject().value(QStringLiteral("price_usd_per_mtok")).toDouble(), 0.2);
        auto unknown = runCli({QStringLiteral("run"), QStringLiteral("--scenario"), QStringLiteral("Nope"), QStringLiteral("--db"), db});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY(unknown.err.contains("no scenario named \"Nope\""));
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("message");
        QTest::newRow("no sub-verb") << QStringList{} << QByteArray("give what to do");
        QTest::newRow("unknown sub-verb") << QStringList{QStringLiteral("lsit")} << QByteArray("unknown scenarios command");
        QTest::newRow("missing name") << QStringList{QStringLiteral("show")} << QByteArray("expected: scenarios show NAME");
        QTest::newRow("extra operand") << QStringList{QStringLiteral("delete"), QStringLiteral("a"), QStringLiteral("b")} << QByteArray("expected");
        QTest::newRow("unknown scenario") << QStringList{QStringLiteral("history"), QStringLiteral("Nope")} << QByteArray("no scenario named");
        QTest::newRow("bad version") << QStringList{QStringLiteral("restore"), QStringLiteral("As announced"), QStringLiteral("x")}
                                     << QByteArray("expected a version number");
        QTest::newRow("missing version") << QStringList{QStringLiteral("restore"), QStringLiteral("Bull case"), QStringLiteral("5")}
                                         << QByteArray("has no version 5");
        QTest::newRow("preset is read-only") << QStringList{QStringLiteral("restore"), QStringLiteral("Bull case"), QStringLiteral("1")}
                                             << QByteArray("built-in preset");
        QTest::newRow("missing file") << QStringList{QStringLiteral("save"), QStringLiteral("/nonexistent/x.json")} << QByteArray("/nonexistent/x.json");
        QTest::newRow("bad format") << QStringList{QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("xml")} << QByteArray("--format");
        QTest::newRow("option of another verb") << QStringList{QStringLiteral("list"), QStringLiteral("--note"), QStringLiteral("x")}
                                                << QByteArray("unexpected option");
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, message);
        auto r = scenarios(path(QStringLiteral("bad.sqlite")), args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    void invalidFileIsRefusedWhole()
    {
        const QString db = path(QStringLiteral("invalid.sqlite"));
        const QString file = path(QStringLiteral("invalid.json"));
        writeFile(file, "{\"name\": \"Broken\", \"price_usd_per_mtok\": -1, \"horizon_months\": 0}");
        for (const QString& verb : {QStringLiteral("save"), QStringLiteral("import")}) {
            auto r = scenarios(db, {verb, file});
            QCOMPARE(r.exitCode, 2);
            QVERIFY(r.err.contains("price_usd_per_mtok"));
            QVERIFY(r.err.contains("horizon_months"));
            QVERIFY(r.err.contains(file.toUtf8()));
        }
        QVERIFY(!scenarios(db, {QStringLiteral("list")}).out.contains("Broken"));
    }

    void environmentAndOption()
    {
        const QString fromEnv = path(QStringLiteral("env.sqlite"));
        const QString fromOption = path(QStringLiteral("option.sqlite"));
        const QString file = path(QStringLiteral("env.json"));
        writeFile(file, "{\"name\": \"Env only\"}");
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("TOKEN_RUNWAY_DB"), fromEnv);
        QCOMPARE(runCli({QStringLiteral("scenarios"), QStringLiteral("save"), file}, {}, env).exitCode, 0);
        QVERIFY(QFileInfo::exists(fromEnv));
        QVERIFY(runCli({QStringLiteral("scenarios"), QStringLiteral("list")}, {}, env).out.contains("Env only"));
        // --db wins over the environment.
        auto r = runCli({QStringLiteral("scenarios"), QStringLiteral("--db"), fromOption, QStringLiteral("list")}, {}, env);
        QCOMPARE(r.exitCode, 0);
        QVERIFY(!r.out.contains("Env only"));
        QVERIFY(QFileInfo::exists(fromOption));
        QCOMPARE(runCli({QStringLiteral("run"), QStringLiteral("--scenario"), QStringLiteral("Env only")}, {}, env).exitCode, 0);
    }

    void badLibraryIsLeftUnchanged_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("sql");
        QTest::addColumn<QByteArray>("message");
        QTest::newRow("garbage") << QByteArray(5000, '\x17') << QString() << QByteArray("not an SQLite database");
        QTest::newRow("foreign SQLite") << QByteArray() << QStringLiteral("CREATE TABLE notes (t TEXT);") << QByteArray("another program");
    }
    void badLibraryIsLeftUnchanged()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, sql);
        QFETCH(QByteArray, message);
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("lib.sqlite"));
        if (sql.isEmpty())
            writeFile(db, content);
        else
            QCOMPARE(execSql(db, sql.toStdString()), std::string());
        const QByteArray hash = fileHash(db);
        const QString file = path(QStringLiteral("ok.json"));
        writeFile(file, "{\"name\": \"Fine\"}");
        for (const QStringList& args : {QStringList{QStringLiteral("list")}, QStringList{QStringLiteral("save"), file}}) {
            auto r = scenarios(db, args);
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains(db.toUtf8()) && r.err.contains(message), r.err.constData());
        }
        auto run = runCli({QStringLiteral("run"), QStringLiteral("--scenario"), QStringLiteral("Fine"), QStringLiteral("--db"), db});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains(db.toUtf8()));
        QCOMPARE(fileHash(db), hash);
        QCOMPARE(listing(dir.path()), QStringList{QStringLiteral("lib.sqlite")});
    }

    void readOnlyFileOrFolder_data()
    {
        QTest::addColumn<bool>("folder");
        QTest::newRow("read-only file") << false;
        QTest::newRow("read-only folder") << true;
    }
    void readOnlyFileOrFolder()
    {
        QFETCH(bool, folder);
        // Root writes anything, so as root the library is used by "nobody" (setpriv, util-linux).
        const bool root = ::geteuid() == 0;
        if (root && QStandardPaths::findExecutable(QStringLiteral("setpriv")).isEmpty())
            QSKIP("running as root without setpriv");
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("lib.sqlite"));
        const QString file = dir.filePath(QStringLiteral("s.json"));
        writeFile(file, "{\"name\": \"Kept\"}");
        QCOMPARE(scenarios(db, {QStringLiteral("save"), file}).exitCode, 0);
        using P = QFile::Permission;
        const QFile::Permissions all = P::ReadOwner | P::WriteOwner | P::ExeOwner | P::ReadUser | P::WriteUser | P::ExeUser | P::ReadGroup | P::WriteGroup |
                                       P::ExeGroup | P::ReadOther | P::WriteOther | P::ExeOther;
        const QFile::Permissions readable = P::ReadOwner | P::ReadUser | P::ReadGroup | P::ReadOther;
        const QFile::Permissions enterable = readable | P::ExeOwner | P::ExeUser | P::ExeGroup | P::ExeOther;
        // As root the owner's bits do not bind "nobody": the others' bits decide.
        QFile::setPermissions(db, folder ? all : readable);
        QFile::setPermissions(file, readable);
        QFile::setPermissions(dir.path(), folder ? enterable : all);
        const auto restore = qScopeGuard([&] { QFile::setPermissions(dir.path(), all); });
        auto as = [&](const QStringList& args) {
            QStringList full{QStringLiteral("scenarios"), QStringLiteral("--db"), db};
            full += args;
            if (!root)
                return runCli(full);
            QProcess p;
            p.start(QStringLiteral("setpriv"), QStringList{QStringLiteral("--reuid=65534"), QStringLiteral("--regid=65534"), QStringLiteral("--clear-groups"),
                                                           QStringLiteral(TOKEN_RUNWAY_BIN)} +
                                                   full);
            p.waitForFinished(kBackgroundWaitMs);
            return CliResult{p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError(), p.exitStatus() == QProcess::CrashExit};
        };
        const QByteArray hash = fileHash(db);
        auto list = as({QStringLiteral("list")});
        QCOMPARE(list.exitCode, 0);
        QVERIFY(list.out.contains("Kept"));
        QVERIFY2(list.err.contains(folder ? "read-only folder" : "read-only file"), list.err.constData());
        auto show = as({QStringLiteral("show"), QStringLiteral("Kept")});
        QCOMPARE(show.exitCode, 0);
        auto save = as({QStringLiteral("save"), file, QStringLiteral("--name"), QStringLiteral("New")});
        QCOMPARE(save.exitCode, 2);
        QVERIFY2(save.err.contains("nothing can be saved"), save.err.constData());
        QCOMPARE(fileHash(db), hash);
    }

    void newerLibraryIsReadOnly()
    {
        const QString db = path(QStringLiteral("newer.sqlite"));
        QCOMPARE(scenarios(db, {QStringLiteral("list")}).exitCode, 0);
        QCOMPARE(execSql(db, "PRAGMA user_version = 42;"), std::string());
        const QByteArray hash = fileHash(db);
        auto list = scenarios(db, {QStringLiteral("list")});
        QCOMPARE(list.exitCode, 0);
        QVERIFY(list.err.contains("newer version"));
        const QString file = path(QStringLiteral("n.json"));
        writeFile(file, "{\"name\": \"New\"}");
        auto save = scenarios(db, {QStringLiteral("save"), file});
        QCOMPARE(save.exitCode, 2);
        QVERIFY(save.err.contains("read-only"));
        QCOMPARE(fileHash(db), hash);
    }

    // Issue 13.6: three processes importing one new name at once, 100 rounds: exactly one
    // succeeds each round and prints "version 1"; the others say the name is taken (exit 2).
    void concurrentImportsAcrossProcesses()
    {
        const QString db = path(QStringLiteral("race.sqlite"));
        const QString file = path(QStringLiteral("race.json"));
        writeFile(file, "{\"name\": \"Raced\"}");
        QCOMPARE(scenarios(db, {QStringLiteral("list")}).exitCode, 0); // the library exists before the race
        constexpr int kRounds = 100;
        for (int round = 0; round < kRounds; ++round) {
            const QString name = QStringLiteral("Raced %1").arg(round);
            std::array<QProcess, 3> processes;
            for (auto& p : processes)
                p.start(QStringLiteral(TOKEN_RUNWAY_BIN),
                        {QStringLiteral("scenarios"), QStringLiteral("--db"), db, QStringLiteral("import"), file, QStringLiteral("--name"), name});
            int won = 0;
            for (auto& p : processes) {
                QVERIFY(p.waitForFinished(kBackgroundWaitMs));
                const QByteArray out = p.readAllStandardOutput();
                const QByteArray err = p.readAllStandardError();
                if (p.exitCode() == 0) {
                    ++won;
                    QCOMPARE(out, QByteArray("imported \"") + name.toUtf8() + "\" as version 1\n");
                } else {
                    QVERIFY2(p.exitCode() == 2 && err.contains("already exists"), err.constData());
                }
            }
            QVERIFY2(won == 1, qPrintable(QStringLiteral("round %1: %2 imports succeeded").arg(round).arg(won)));
        }
        auto listed = scenarios(db, {QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("json")});
        const QJsonArray rows = jsonOf(listed).value(QStringLiteral("scenarios")).toArray();
        int raced = 0;
        for (const auto& r : rows)
            if (r.toObject().value(QStringLiteral("name")).toString().startsWith(QStringLiteral("Raced "))) {
                ++raced;
                QCOMPARE(r.toObject().value(QStringLiteral("versions")).toInt(), 1);
            }
        QCOMPARE(raced, kRounds);
    }
};

QTEST_GUILESS_MAIN(TestCliStore)
#include "test_cli_store.moc"
