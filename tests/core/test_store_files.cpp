// The scenario library's file: migrations from every earlier schema, a newer schema read-only,
// corrupt, foreign and damaged files never touched, read-only files and folders.
#include <QtTest>

#include <algorithm>
#include <atomic>
#include <thread>
#include <vector>

#include <linux/capability.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
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

// What the model-1 release (schema 2) added, as it wrote it.
const char* const kSchemaV2Step = R"sql(
ALTER TABLE scenarios ADD COLUMN preset_id TEXT NOT NULL DEFAULT '';
CREATE INDEX scenarios_updated ON scenarios(updated);
CREATE TABLE draft (slot INTEGER PRIMARY KEY CHECK (slot = 1), base_name TEXT NOT NULL DEFAULT '',
    scenario_json TEXT NOT NULL, saved TEXT NOT NULL);
PRAGMA user_version = 2;
)sql";

std::string sqlText(const std::string& text)
{
    std::string out = "'";
    for (char c : text)
        out += c == '\'' ? std::string("''") : std::string(1, c);
    return out + "'";
}

/// As root, file permissions bind nobody: for its lifetime this thread loses the capabilities
/// that override them (kept in the permitted set, so they come back). A no-op for other users.
class PermissionsBindRoot {
public:
    PermissionsBindRoot()
    {
        if (::geteuid() != 0 || ::syscall(SYS_capget, &m_header, m_saved) != 0)
            return;
        __user_cap_data_struct lowered[2] = {m_saved[0], m_saved[1]};
        lowered[0].effective &= ~((1u << CAP_DAC_OVERRIDE) | (1u << CAP_DAC_READ_SEARCH) | (1u << CAP_FOWNER));
        m_lowered = ::syscall(SYS_capset, &m_header, lowered) == 0;
    }
    ~PermissionsBindRoot()
    {
        if (m_lowered)
            ::syscall(SYS_capset, &m_header, m_saved);
    }
    PermissionsBindRoot(const PermissionsBindRoot&) = delete;
    PermissionsBindRoot& operator=(const PermissionsBindRoot&) = delete;
    bool binds() const { return ::geteuid() != 0 || m_lowered; }

private:
    __user_cap_header_struct m_header{_LINUX_CAPABILITY_VERSION_3, 0};
    __user_cap_data_struct m_saved[2]{};
    bool m_lowered = false;
};

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
        QTest::newRow("2: drafts and preset ids (model 1)") << 2;
        QTest::newRow("3: model 2, one draft slot") << 3;
        QTest::newRow("4: one draft per window") << 4;
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
            if (from >= 2)
                sql += kSchemaV2Step;
            if (from >= 3) // migration 3 only adds content (presets, when there are any): the draft slot is schema 3's
                sql += "PRAGMA user_version = 3; INSERT INTO draft (slot, base_name, scenario_json, saved) VALUES (1, 'Old plan', " +
                       sqlText(scenarioToText(named("Unsaved work", 0.09))) + ", '2026-01-03T00:00:00.000Z');";
            if (from == 4) // schema 4 as its release wrote it: the slot's draft moved to the empty owner
                sql += "CREATE TABLE drafts (owner TEXT PRIMARY KEY, base_name TEXT NOT NULL DEFAULT '', scenario_json TEXT NOT NULL, saved TEXT NOT NULL);"
                       "INSERT INTO drafts (owner, base_name, scenario_json, saved) SELECT '', base_name, scenario_json, saved FROM draft;"
                       "DROP TABLE draft; PRAGMA user_version = 4;";
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
            QCOMPARE(ro.list().value->size(), std::size_t{from >= 1 ? 1u : 0u});
            QVERIFY(!ro.save(named("x")).ok());
            QVERIFY(ro.listArticles().value->empty()); // schema 5's tables, in the in-memory upgrade
        }
        QCOMPARE(fileHash(path), hash);

        {
            ScenarioStore store = openOk(path);
            QCOMPARE(store.schemaVersion(), kStoreSchemaVersion);
            auto rows = store.list();
            QVERIFY(rows.ok());
            if (from >= 1) {
                QCOMPARE(rows.value->size(), std::size_t{1}); // an upgrade does not seed presets
                QCOMPARE(rows.value->front().name, std::string("Old plan"));
                QCOMPARE(rows.value->front().versions, 2);
                QCOMPARE(rows.value->front().updated, std::string("2026-01-02T00:00:00.000Z"));
                // (the versions were written by today's scenarioToText, which writes @3: they read as model 3)
                const auto as3 = [](Scenario x) {
                    x.model = 3;
                    return x;
                };
                QCOMPARE(*store.load("Old plan").value, as3(b));
                QCOMPARE(*store.loadVersion("Old plan", 1).value, as3(a));
                QCOMPARE(store.history("Old plan").value->front().note, std::string("v one"));
                QCOMPARE(*store.save(named("Old plan", 0.07)).value, 3);
            }
            // The one slot's draft (schema 3) belongs to no window: the empty owner, which no live window has.
            auto kept = store.drafts();
            QVERIFY(kept.ok());
            QCOMPARE(kept.value->size(), std::size_t{from >= 3 ? 1u : 0u});
            if (from >= 3) {
                QCOMPARE(kept.value->front().owner, std::string());
                QCOMPARE(kept.value->front().baseName, std::string("Old plan"));
                Scenario unsaved = named("Unsaved work", 0.09); // written by today's scenarioToText: @3
                unsaved.model = 3;
                QCOMPARE(kept.value->front().scenario, unsaved);
                QCOMPARE(kept.value->front().saved, std::string("2026-01-03T00:00:00.000Z"));
            }
            QVERIFY(store.saveDraft("window-a", a).empty()); // the table of schema 4
            QVERIFY(store.saveDraft("window-b", b).empty());
            QCOMPARE(store.drafts().value->size(), std::size_t{from >= 3 ? 3u : 2u});
            // Schema 5: the article library, empty after the upgrade, then saving.
            QVERIFY(store.listArticles().value->empty());
            StoredArticle article;
            article.name = "Old plan"; // a scenario's name too: articles are apart
            ClaimSource source;
            source.id = "A";
            source.title = Message::verbatim("An article");
            article.claims.sources.push_back(source);
            auto saved = store.saveArticle(article);
            QVERIFY2(saved.ok(), qPrintable(allProblems(saved.problems)));
            QCOMPARE(*saved.value, 1);
            QCOMPARE(store.loadArticle("Old plan").value->claims, article.claims);
            QCOMPARE(*store.integrityCheck().value, std::string("ok"));
        }
        QCOMPARE(headerField(path, 60), qint64{kStoreSchemaVersion});
    }

    // MODEL.md §9: a library made by model 1 gets each preset's model-2 content as a new version
    // (note "model 2") and the new presets; its @1 versions stay as they were and read as model 1.
    // MODEL3.md §9: then each preset's model-3 content (note "model 3") and model 3's new presets.
    void modelOneLibraryGetsTheModelTwoPresets()
    {
        const QString path = file(QStringLiteral("model1.sqlite"));
        const std::string t0 = "'2026-03-01T00:00:00.000Z'";
        std::string sql = std::string(kSchemaV1) + kSchemaV2Step;
        // Two presets as model 1 stored them, a user's scenario, and a user's scenario that has
        // the name of a preset model 2 adds.
        const char* rows[][5] = {
            {"1", "As announced", "1", "announced", R"({"schema": "token-runway/scenario@1", "name": "As announced"})"},
            {"2", "Bull case", "1", "bull",
             R"({"schema": "token-runway/scenario@1", "name": "Bull case", "conversion_pct": 5, "demand_growth_pct_per_month": 10})"},
            {"3", "My plan", "0", "", R"({"schema": "token-runway/scenario@1", "name": "My plan", "price_usd_per_mtok": 0.2})"},
            {"4", "The simple view", "0", "", R"({"schema": "token-runway/scenario@1", "name": "The simple view", "price_usd_per_mtok": 0.3})"},
        };
        const auto append = [&sql](std::initializer_list<std::string_view> parts) {
            for (auto part : parts)
                sql += part;
        };
        for (const auto& r : rows) {
            append({"INSERT INTO scenarios (id, name, preset, preset_id, created, updated) VALUES (", r[0], ", ", sqlText(r[1]), ", ", r[2], ", ",
                    sqlText(r[3]), ", ", t0, ", ", t0, ");"});
            append({"INSERT INTO versions (scenario_id, version, created, note, scenario_json) VALUES (", r[0], ", 1, ", t0, ", ",
                    sqlText(r[2][0] == '1' ? "built-in preset" : ""), ", ", sqlText(r[4]), ");"});
        }
        QCOMPARE(execSql(path, sql), std::string());

        for (int open = 0; open < 2; ++open) { // the second open finds nothing more to do
            ScenarioStore store = openOk(path);
            QCOMPARE(store.schemaVersion(), kStoreSchemaVersion);
            auto list = store.list();
            QVERIFY(list.ok());
            QCOMPARE(list.value->size(), presets().size() + 2); // every preset, the two user scenarios
            for (const Preset& p : presets()) {
                const auto row = std::find_if(list.value->begin(), list.value->end(), [&](const ScenarioSummary& s) { return s.presetId == p.id; });
                QVERIFY2(row != list.value->end(), p.id.c_str());
                QVERIFY(row->preset);
                auto loaded = store.load(row->name);
                QVERIFY(loaded.ok());
                Scenario expected = p.scenario;
                expected.name = row->name;
                QCOMPARE(*loaded.value, expected);
            }
            // The model-1 presets: version 1 as stored (model 1, cash $1B), version 2 model 2, version 3 model 3.
            auto history = store.history("As announced");
            QVERIFY(history.ok());
            QCOMPARE(history.value->size(), std::size_t{3});
            QCOMPARE(history.value->at(0).model, 1);
            QCOMPARE(history.value->at(0).note, std::string("built-in preset"));
            QCOMPARE(history.value->at(1).model, 2);
            QCOMPARE(history.value->at(1).note, std::string("model 2"));
            QCOMPARE(history.value->at(2).model, 3);
            QCOMPARE(history.value->at(2).note, std::string("model 3"));
            // Version 2 is model 2's reading of the preset (525 days on model 2's defaults), version 3 the model-3 defaults.
            QCOMPARE(store.loadVersion("As announced", 2).value->model, 2);
            QCOMPARE(*store.loadVersion("As announced", 2).value, [] {
                Scenario two;
                two.name = "As announced";
                two.notes = findPreset("announced")->description;
                return two;
            }());
            auto v1 = store.loadVersion("Bull case", 1);
            QVERIFY(v1.ok());
            QCOMPARE(v1.value->model, 1);
            QCOMPARE((*v1.value)[ParamId::Cash], 1e9);
            QCOMPARE((*v1.value)[ParamId::Conversion], 5.0);
            QCOMPARE(store.history("Bull case").value->size(), std::size_t{3});
            // The user's scenarios are untouched; the new preset with a taken name gets "(preset)".
            QCOMPARE(store.history("My plan").value->size(), std::size_t(open == 0 ? 1 : 2)); // the second open: after the save below
            QCOMPARE(store.load("My plan").value->model, open == 0 ? 1 : 3);
            QCOMPARE(store.history("The simple view").value->size(), std::size_t{1});
            QVERIFY(store.contains("The simple view (preset)"));
            // Saving a model-1 scenario adds a model-3 version (MODEL3.md §0) with the same values.
            if (open == 0) {
                Scenario mine = *store.load("My plan").value;
                QCOMPARE(*store.save(mine, "kept").value, 2);
                QCOMPARE(store.history("My plan").value->at(1).model, 3);
                Scenario again = *store.load("My plan").value;
                QCOMPARE(again.model, 3);
                again.model = 1; // provenance only: every value, mode and null is the same
                QCOMPARE(again, mine);
            }
            QCOMPARE(*store.integrityCheck().value, std::string("ok"));
        }
    }

    // Issue 13.1: a schema object the program never creates is refused on open, file untouched.
    void plantedSchemaObjectsAreRefused_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::addColumn<QString>("named");
        QTest::newRow("trigger deleting other versions")
            << QStringLiteral("CREATE TRIGGER wipe AFTER INSERT ON versions BEGIN DELETE FROM versions WHERE scenario_id <> NEW.scenario_id; END;")
            << QStringLiteral("a trigger \"wipe\" on versions");
        QTest::newRow("trigger ignoring saves") << QStringLiteral("CREATE TRIGGER quiet BEFORE INSERT ON versions BEGIN SELECT RAISE(IGNORE); END;")
                                                << QStringLiteral("a trigger \"quiet\" on versions");
        QTest::newRow("view") << QStringLiteral("CREATE VIEW v AS SELECT * FROM versions;") << QStringLiteral("a view \"v\" on v");
        QTest::newRow("extra index") << QStringLiteral("CREATE INDEX notes ON versions(note);") << QStringLiteral("an index \"notes\" on versions");
        QTest::newRow("extra table") << QStringLiteral("CREATE TABLE extra (x);") << QStringLiteral("a table \"extra\"");
    }
    void plantedSchemaObjectsAreRefused()
    {
        QFETCH(QString, sql);
        QFETCH(QString, named);
        const QString path =
            file(QStringLiteral("planted-%1.sqlite").arg(QString::fromUtf8(QTest::currentDataTag())).replace(QLatin1Char(' '), QLatin1Char('-')));
        {
            ScenarioStore store = openOk(path);
            QCOMPARE(*store.save(runway::test::named("Plan")).value, 1);
        }
        QCOMPARE(execSql(path, sql.toStdString()), std::string());
        const QByteArray hash = fileHash(path);
        for (bool readOnly : {false, true}) {
            auto opened = ScenarioStore::open(path.toStdString(), {.readOnly = readOnly});
            QVERIFY(!opened.ok());
            const QString text = allProblems(opened.problems);
            QVERIFY2(text.contains(QStringLiteral("which Token Runway never creates")) && text.contains(QStringLiteral("left unchanged")), qPrintable(text));
            QVERIFY2(text.contains(named), qPrintable(text));
        }
        QCOMPARE(fileHash(path), hash);
    }

    // Issue 13.1: an insert that changed no row is not reported as saved (a trigger planted while open).
    void anInsertThatStoresNothingIsNotASave()
    {
        const QString path = file(QStringLiteral("ignored.sqlite"));
        ScenarioStore store = openOk(path);
        QCOMPARE(*store.save(named("Plan")).value, 1);
        QCOMPARE(execSql(path, "CREATE TRIGGER quiet BEFORE INSERT ON versions BEGIN SELECT RAISE(IGNORE); END;"), std::string());
        auto saved = store.save(named("Plan", 0.2));
        QVERIFY(!saved.ok());
        QVERIFY2(allProblems(saved.problems).contains(QStringLiteral("did not store the version")), qPrintable(allProblems(saved.problems)));
        auto imported = store.save(named("Fresh"));
        QVERIFY(!imported.ok());
        QVERIFY(!store.contains("Fresh")); // the scenario row went with the refused version (one transaction)
        QCOMPARE(store.history("Plan").value->size(), std::size_t{1});
    }

    // Issue 13.9: no version number wraps.
    void versionNumbersNeverWrap()
    {
        const QString path = file(QStringLiteral("limit.sqlite"));
        ScenarioStore store = openOk(path);
        QCOMPARE(*store.save(named("Plan")).value, 1);
        QCOMPARE(execSql(path, "UPDATE versions SET version = 2147483646 WHERE scenario_id = (SELECT id FROM scenarios WHERE name = 'Plan');"), std::string());
        QCOMPARE(*store.save(named("Plan", 0.2)).value, 2147483647);
        auto beyond = store.save(named("Plan", 0.3));
        QVERIFY(!beyond.ok());
        QVERIFY2(allProblems(beyond.problems).contains(QStringLiteral("beyond 2147483647")), qPrintable(allProblems(beyond.problems)));
        QCOMPARE(store.history("Plan").value->back().version, 2147483647);
        QCOMPARE(execSql(path, "UPDATE versions SET version = 9223372036854775807 WHERE version = 2147483647;"), std::string());
        QVERIFY(!store.save(named("Plan", 0.3)).ok());
        auto history = store.history("Plan");
        QVERIFY(!history.ok());
        QVERIFY2(allProblems(history.problems).contains(QStringLiteral("9223372036854775807")), qPrintable(allProblems(history.problems)));
    }

    // Issue 13.6: three connections importing one new name at once: exactly one succeeds.
    void concurrentImportsOfOneNameStoreOne()
    {
        const QString path = file(QStringLiteral("race.sqlite"));
        const QString scenarioFile = file(QStringLiteral("race.json"));
        QVERIFY(writeFile(scenarioFile, QByteArray::fromStdString(scenarioToText(named("Raced")))));
        {
            openOk(path);
        }
        for (int round = 0; round < 40; ++round) {
            std::atomic<int> won{0};
            std::vector<std::thread> threads;
            threads.reserve(3);
            for (int i = 0; i < 3; ++i)
                threads.emplace_back([&, i] {
                    auto opened = ScenarioStore::open(path.toStdString());
                    if (!opened.ok())
                        return;
                    if (opened.value->importFile(scenarioFile.toStdString(), "Raced " + std::to_string(round), "thread " + std::to_string(i)).ok())
                        ++won;
                });
            for (auto& t : threads)
                t.join();
            QCOMPARE(won.load(), 1);
        }
        ScenarioStore store = openOk(path);
        QCOMPARE(store.history("Raced 0").value->size(), std::size_t{1});
    }

    // Issue 13.4: a library with two hard links opens read-only, saying why.
    void hardLinkedLibraryOpensReadOnly()
    {
        const QString path = file(QStringLiteral("linked.sqlite"));
        {
            QCOMPARE(*openOk(path).save(named("Plan")).value, 1);
        }
        const QString second = file(QStringLiteral("linked-too.sqlite"));
        QCOMPARE(::link(path.toLocal8Bit().constData(), second.toLocal8Bit().constData()), 0);
        for (const QString& name : {path, second}) {
            ScenarioStore store = openOk(name);
            QVERIFY(store.readOnly());
            QVERIFY2(QString::fromStdString(store.readOnlyReason()).contains(QStringLiteral("2 hard links")), store.readOnlyReason().c_str());
            QVERIFY(store.load("Plan").ok());
            QVERIFY(!store.save(named("Plan", 0.2)).ok());
        }
        QVERIFY(QFile::remove(second));
        QVERIFY(!openOk(path).readOnly()); // one name again: writable
    }

    // Issue 13.8: a file refused for its schema is judged before anything writes to it.
    void refusedSchemasAreJudgedBeforeAnyWrite_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::addColumn<QString>("message");
        QTest::newRow("user_version -1") << QStringLiteral("PRAGMA application_id = 1414690681; PRAGMA user_version = -1; CREATE TABLE t (x);")
                                         << QStringLiteral("schema version -1");
        QTest::newRow("missing column")
            << QStringLiteral(
                   "PRAGMA application_id = 1414690681; CREATE TABLE scenarios (id INTEGER PRIMARY KEY, name TEXT, preset INTEGER, created TEXT, updated "
                   "TEXT); CREATE TABLE versions (id INTEGER PRIMARY KEY, scenario_id INTEGER, version INTEGER, created TEXT, scenario_json "
                   "TEXT); PRAGMA user_version = 1;")
            << QStringLiteral("its table versions is not as schema 1 has it (no such column: note)");
    }
    void refusedSchemasAreJudgedBeforeAnyWrite()
    {
        QFETCH(QString, sql);
        QFETCH(QString, message);
        const QString path =
            file(QStringLiteral("judged-%1.sqlite").arg(QString::fromUtf8(QTest::currentDataTag())).replace(QLatin1Char(' '), QLatin1Char('-')));
        QCOMPARE(execSql(path, "PRAGMA journal_mode = DELETE; " + sql.toStdString()), std::string());
        const QByteArray hash = fileHash(path);
        auto opened = ScenarioStore::open(path.toStdString());
        QVERIFY(!opened.ok());
        QVERIFY2(allProblems(opened.problems).contains(message), qPrintable(allProblems(opened.problems)));
        QCOMPARE(fileHash(path), hash); // the header still says rollback journal: nothing wrote
    }

    void newerSchemaOpensReadOnly()
    {
        const QString path = file(QStringLiteral("newer.sqlite"));
        {
            ScenarioStore store = openOk(path);
            store.save(named("Mine"));
        }
        QCOMPARE(execSql(path, "PRAGMA user_version = 99; CREATE TABLE future_things (x);"), std::string());
        const auto withoutSideFiles = [](QStringList names) {
            names.removeIf([](const QString& f) { return f.endsWith(QStringLiteral("-wal")) || f.endsWith(QStringLiteral("-shm")); });
            return names;
        };
        const QStringList files = withoutSideFiles(listing(m_dir.path()));
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
            QCOMPARE(saved.problems.front().messageText(), store.readOnlyReason());
            QVERIFY(!store.saveDraft("w", named("Other")).empty());
            QVERIFY(!store.remove("Mine").ok());
            QVERIFY(!store.rename("Mine", "Yours").empty());
            QVERIFY(!store.importFile(path.toStdString()).ok());
        }
        QCOMPARE(fileHash(path), hash);
        QCOMPARE(headerField(path, 60), qint64{99});
        // Nothing renamed or removed; SQLite's reader may leave its empty -wal/-shm side files.
        QCOMPARE(withoutSideFiles(listing(m_dir.path())), files);
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
            QVERIFY2(QString::fromStdString(opened.problems.front().messageText()).contains(expected), qPrintable(allProblems(opened.problems)));
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
        QVERIFY2(QString::fromStdString(opened.problems.front().messageText()).contains(QStringLiteral("another program")),
                 qPrintable(allProblems(opened.problems)));
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
                QVERIFY(!opened.value->saveDraft("w", named("Other")).empty());
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
        QCOMPARE(saved.problems.front().messageText(), opened.value->readOnlyReason());
        QCOMPARE(fileHash(path), hash);
    }

    // Issue 13.7: a read-only folder with a -wal holding acknowledged saves and no -shm: the
    // saves are shown (read from a private copy), never a library without them.
    void walWithoutShmInReadOnlyFolderKeepsItsSaves()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("wal.sqlite"));
        {
            ScenarioStore store = openOk(path);
            QVERIFY(store.save(named("Before")).ok());
        }
        // A process that saves and is gone without closing (killed): its save is acknowledged
        // and lives only in the -wal.
        const pid_t child = ::fork();
        if (child == 0) {
            auto opened = ScenarioStore::open(path.toStdString());
            const bool saved = opened.ok() && opened.value->save(named("Acknowledged", 0.25), "in the WAL only").ok();
            ::_exit(saved ? 0 : 1);
        }
        int status = 0;
        QCOMPARE(::waitpid(child, &status, 0), child);
        QVERIFY(WIFEXITED(status) && WEXITSTATUS(status) == 0);
        const QString wal = path + QStringLiteral("-wal");
        QVERIFY(QFileInfo(wal).size() > 0);
        QFile::remove(path + QStringLiteral("-shm"));
        QCOMPARE(::chmod(QFile::encodeName(dir.path()).constData(), 0555), 0);
        const auto restore = qScopeGuard([&] { ::chmod(QFile::encodeName(dir.path()).constData(), 0700); });
        const QByteArray fileBytes = fileHash(path);
        const QByteArray walBytes = fileHash(wal);
        const QStringList before = listing(dir.path());
        {
            PermissionsBindRoot bind;
            if (!bind.binds())
                QSKIP("running as root without the capability to lower its own capabilities");
            QVERIFY(::access(QFile::encodeName(dir.path()).constData(), W_OK) != 0 || ::geteuid() == 0); // root's access() asks the permitted set
            auto opened = ScenarioStore::open(path.toStdString());
            QVERIFY2(opened.ok(), qPrintable(allProblems(opened.problems)));
            QVERIFY(opened.value->readOnly());
            QVERIFY2(QString::fromStdString(opened.value->readOnlyReason()).contains(QStringLiteral("read-only folder")),
                     opened.value->readOnlyReason().c_str());
            auto rows = opened.value->list();
            QVERIFY(rows.ok());
            QVERIFY(std::any_of(rows.value->begin(), rows.value->end(), [](const ScenarioSummary& r) { return r.name == "Acknowledged"; }));
            auto loaded = opened.value->load("Acknowledged");
            QVERIFY2(loaded.ok(), qPrintable(allProblems(loaded.problems)));
            QCOMPARE((*loaded.value)[ParamId::Price], 0.25);
            QCOMPARE(opened.value->history("Acknowledged").value->front().note, std::string("in the WAL only"));
            QVERIFY(!opened.value->save(named("New")).ok());
        }
        QCOMPARE(fileHash(path), fileBytes);
        QCOMPARE(fileHash(wal), walBytes);
        QCOMPARE(listing(dir.path()), before); // no -shm was made there
        const QStringList leftovers = QDir::temp().entryList({QStringLiteral("token-runway-read-*")}, QDir::Dirs | QDir::NoDotAndDotDot);
        QVERIFY2(leftovers.isEmpty(), qPrintable(leftovers.join(QLatin1Char(' ')))); // the private copy is gone
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
