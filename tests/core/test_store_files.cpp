// The scenario library's file: migrations from every earlier schema, a newer schema read-only,
// corrupt, foreign and damaged files never touched, read-only files and folders.
#include <QtTest>

#include <unistd.h>

#include "core/scenario/presets.h"
#include "core/store/scenariostore.h"
#include "storetesthelpers.h"
#include "testfiles.h"

using namespace runway;
using namespace runway::test;

namespace {

// The version-1 schema exactly as the first release wrote it (hand-written here on purpose:
// the migration must upgrade real old files, not what today's code thinks v1 was).
const char* const kSchemaV1 = R"sql(
PRAGMA application_id = 1414690681;
CREATE TABLE scenarios (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE,
    preset INTEGER NOT NULL DEFAULT 0 CHECK (preset IN (0, 1)), created TEXT NOT NULL, updated TEXT NOT NULL);
CREATE TABLE versions (id INTEGER PRIMARY KEY, scenario_id INTEGER NOT NULL REFERENCES scenarios(id) ON DELETE CASCADE,
    version INTEGER NOT NULL CHECK (version >= 1), created TEXT NOT NULL, note TEXT NOT NULL DEFAULT '',
    scenario_json TEXT NOT NULL, UNIQUE (scenario_id, version));
PRAGMA user_version = 1;
)sql";

std::string sqlText(const std::string& text)
{
    std::string out = "'";
    for (char c : text)
        out += c == '\'' ? std::string("''") : std::string(1, c);
    return out + "'";
}

} // namespace

class TestStoreFiles : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString file(const QString& name) const { return m_dir.filePath(name); }

private slots:
    void migratesFromEveryEarlierVersion_data()
    {
        QTest::addColumn<int>("from");
        QTest::newRow("0: marked, empty") << 0;
        QTest::newRow("1: scenarios and versions") << 1;
    }
    void migratesFromEveryEarlierVersion()
    {
        QFETCH(int, from);
        const QString path = file(QStringLiteral("old-v%1.sqlite").arg(from));
        Scenario a = named("Old plan", 0.05);
        Scenario b = named("Old plan", 0.06);
        std::string sql;
        if (from == 0) {
            sql = "PRAGMA application_id = 1414690681;";
        } else {
            sql = kSchemaV1;
            sql +=
                "INSERT INTO scenarios (id, name, preset, created, updated) VALUES (7, 'Old plan', 0, '2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z');";
            sql += "INSERT INTO versions (scenario_id, version, created, note, scenario_json) VALUES (7, 1, '2026-01-01T00:00:00.000Z', 'v one', " +
                   sqlText(scenarioToText(a)) + ");";
            sql += "INSERT INTO versions (scenario_id, version, created, note, scenario_json) VALUES (7, 2, '2026-01-02T00:00:00.000Z', '', " +
                   sqlText(scenarioToText(b)) + ");";
        }
        QCOMPARE(execSql(path, sql), std::string());
        QCOMPARE(headerField(path, 60), qint64{from});

        // Read-only first: the file is upgraded in memory only and stays byte for byte the same.
        const QByteArray hash = fileHash(path);
        {
            ScenarioStore ro = openOk(path, {.readOnly = true});
            QVERIFY(ro.readOnly());
            QCOMPARE(ro.list().value->size(), std::size_t{from == 1 ? 1u : 0u});
            QVERIFY(!ro.save(named("x")).ok());
        }
        QCOMPARE(fileHash(path), hash);

        {
            ScenarioStore store = openOk(path);
            QCOMPARE(store.schemaVersion(), kStoreSchemaVersion);
            auto rows = store.list();
            QVERIFY(rows.ok());
            if (from == 1) {
                QCOMPARE(rows.value->size(), std::size_t{1}); // an upgrade does not seed presets
                QCOMPARE(rows.value->front().name, std::string("Old plan"));
                QCOMPARE(rows.value->front().versions, 2);
                QCOMPARE(rows.value->front().updated, std::string("2026-01-02T00:00:00.000Z"));
                QCOMPARE(*store.load("Old plan").value, b);
                QCOMPARE(*store.loadVersion("Old plan", 1).value, a);
                QCOMPARE(store.history("Old plan").value->front().note, std::string("v one"));
                QCOMPARE(*store.save(named("Old plan", 0.07)).value, 3);
            }
            QVERIFY(store.saveDraft(a).empty()); // a version-2 table
            QCOMPARE(*store.integrityCheck().value, std::string("ok"));
        }
        QCOMPARE(headerField(path, 60), qint64{kStoreSchemaVersion});
    }

    void newerSchemaOpensReadOnly()
    {
        const QString path = file(QStringLiteral("newer.sqlite"));
        {
            ScenarioStore store = openOk(path);
            store.save(named("Mine"));
        }
        QCOMPARE(execSql(path, "PRAGMA user_version = 99; CREATE TABLE future_things (x);"), std::string());
        const QStringList files = listing(m_dir.path());
        const QByteArray hash = fileHash(path);
        {
            auto opened = ScenarioStore::open(path.toStdString());
            QVERIFY(opened.ok());
            ScenarioStore& store = *opened.value;
            QVERIFY(store.readOnly());
            QCOMPARE(store.schemaVersion(), 99);
            QVERIFY(QString::fromStdString(store.readOnlyReason()).contains(QStringLiteral("newer version")));
            QVERIFY(store.load("Mine").ok()); // still readable
            auto saved = store.save(named("Other"));
            QVERIFY(!saved.ok());
            QCOMPARE(saved.problems.front().message, store.readOnlyReason());
            QVERIFY(!store.saveDraft(named("Other")).empty());
            QVERIFY(!store.remove("Mine").ok());
            QVERIFY(!store.rename("Mine", "Yours").empty());
            QVERIFY(!store.importFile(path.toStdString()).ok());
        }
        QCOMPARE(fileHash(path), hash);
        QCOMPARE(headerField(path, 60), qint64{99});
        // Nothing renamed or removed; SQLite's reader may leave its empty -wal/-shm side files.
        QStringList after = listing(m_dir.path());
        after.removeIf([](const QString& f) { return f.endsWith(QStringLiteral("-wal")) || f.endsWith(QStringLiteral("-shm")); });
        QCOMPARE(after, files);
    }

    void badFilesAreNeverTouched_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("expected");
        QByteArray random(8192, '\0');
        for (int i = 0; i < random.size(); ++i)
            random[i] = static_cast<char>((i * 7919 + 13) % 251);
        QByteArray fakeHeader = QByteArray("SQLite format 3", 16) + random;
        QTest::newRow("random bytes") << random << QStringLiteral("not an SQLite database");
        QTest::newRow("SQLite magic, garbage after") << fakeHeader << QStringLiteral("damaged");
        QTest::newRow("text file") << QByteArray("name,price\nA,0.1\n") << QStringLiteral("not an SQLite database");
        QTest::newRow("empty file") << QByteArray() << QStringLiteral("empty file");
        QTest::newRow("JSON scenario") << QByteArray(R"({"name": "A"})") << QStringLiteral("not an SQLite database");
    }
    void badFilesAreNeverTouched()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.sqlite"));
        QVERIFY(writeFile(path, content));
        const QByteArray hash = fileHash(path);
        for (bool readOnly : {false, true}) {
            auto opened = ScenarioStore::open(path.toStdString(), {.readOnly = readOnly});
            QVERIFY(!opened.ok());
            QCOMPARE(QString::fromStdString(opened.problems.front().where), path);
            QVERIFY2(QString::fromStdString(opened.problems.front().message).contains(expected), qPrintable(allProblems(opened.problems)));
        }
        QCOMPARE(fileHash(path), hash);
        QCOMPARE(listing(dir.path()), QStringList{QStringLiteral("bad.sqlite")});
    }

    void foreignSqliteIsNeverTouched_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::newRow("another program's tables") << QStringLiteral("CREATE TABLE contacts (name TEXT); INSERT INTO contacts VALUES ('Ann');");
        QTest::newRow("our table names, no application id")
            << QStringLiteral("CREATE TABLE scenarios (id INTEGER PRIMARY KEY, name TEXT); CREATE TABLE versions (id INTEGER PRIMARY KEY);");
        QTest::newRow("another application id") << QStringLiteral("PRAGMA application_id = 42; CREATE TABLE t (x);");
        QTest::newRow("empty SQLite database") << QStringLiteral("PRAGMA user_version = 0; VACUUM;");
    }
    void foreignSqliteIsNeverTouched()
    {
        QFETCH(QString, sql);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("other.db"));
        QCOMPARE(execSql(path, sql.toStdString()), std::string());
        QFileInfo info(path);
        if (info.size() == 0)
            QSKIP("SQLite wrote no page for this case");
        const QByteArray hash = fileHash(path);
        const QStringList files = listing(dir.path());
        auto opened = ScenarioStore::open(path.toStdString());
        QVERIFY(!opened.ok());
        QVERIFY2(QString::fromStdString(opened.problems.front().message).contains(QStringLiteral("another program")), qPrintable(allProblems(opened.problems)));
        QCOMPARE(fileHash(path), hash);
        QCOMPARE(listing(dir.path()), files);
    }

    void damagedLibraryIsNotWritten()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("damaged.sqlite"));
        {
            ScenarioStore store = openOk(path);
            store.save(named("Mine"));
        }
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.size() > qint64{3} * 4096);
        f.seek(4096); // page 1 (header and schema) intact, the tables' pages overwritten
        f.write(QByteArray(static_cast<int>(f.size()) - 2 * 4096, '\xAB'));
        f.close();
        const QByteArray hash = fileHash(path);
        {
            auto opened = ScenarioStore::open(path.toStdString());
            if (opened.ok()) {
                auto rows = opened.value->list();
                QVERIFY(!rows.ok());
                QVERIFY2(allProblems(rows.problems).contains(QStringLiteral("damaged")), qPrintable(allProblems(rows.problems)));
                QVERIFY(!opened.value->save(named("Other")).ok());
                QVERIFY(!opened.value->saveDraft(named("Other")).empty());
                QVERIFY(opened.value->integrityCheck().value.value_or("failed") != "ok");
            }
        }
        QCOMPARE(fileHash(path), hash);
    }

    void readOnlyFileOrFolder_data()
    {
        QTest::addColumn<bool>("folder");
        QTest::newRow("file") << false;
        QTest::newRow("folder") << true;
    }
    void readOnlyFileOrFolder()
    {
        QFETCH(bool, folder);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ro.sqlite"));
        {
            ScenarioStore store = openOk(path);
            store.save(named("Kept"));
        }
        const QString target = folder ? dir.path() : path;
        QFile::setPermissions(target, QFile::ReadOwner | QFile::ReadUser | (folder ? QFile::ExeOwner | QFile::ExeUser : QFile::Permissions{}));
        const auto restore = qScopeGuard([&] { QFile::setPermissions(target, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner); });
        if (::access(target.toLocal8Bit().constData(), W_OK) == 0)
            QSKIP("running as root: permissions bind nobody (test_cli_store checks this as user nobody via setpriv)");
        const QByteArray hash = fileHash(path);
        auto opened = ScenarioStore::open(path.toStdString());
        QVERIFY2(opened.ok(), qPrintable(allProblems(opened.problems)));
        QVERIFY(opened.value->readOnly());
        QVERIFY(QString::fromStdString(opened.value->readOnlyReason()).contains(QStringLiteral("read-only")));
        QVERIFY(opened.value->load("Kept").ok());
        auto saved = opened.value->save(named("New"));
        QVERIFY(!saved.ok());
        QCOMPARE(saved.problems.front().message, opened.value->readOnlyReason());
        QCOMPARE(fileHash(path), hash);
    }

    void missingFileInReadOnlyModeIsAProblem()
    {
        auto opened = ScenarioStore::open(file(QStringLiteral("nowhere/none.sqlite")).toStdString(), {.readOnly = true});
        QVERIFY(!opened.ok());
        QVERIFY(!QFileInfo::exists(file(QStringLiteral("nowhere"))));
    }
};

QTEST_GUILESS_MAIN(TestStoreFiles)
#include "test_store_files.moc"
