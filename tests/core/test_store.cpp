// The scenario library's API: presets, names, history/diff/restore, delete and undo,
// import, drafts, validation (files and schemas: test_store_files.cpp).
#include <QtTest>

#include "core/scenario/presets.h"
#include "core/store/scenariostore.h"
#include "storetesthelpers.h"
#include "testfiles.h"

using namespace runway;
using namespace runway::test;

class TestStore : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString file(const QString& name) const { return m_dir.filePath(name); }

private slots:
    void newLibrarySeedsThePresets()
    {
        const QString path = file(QStringLiteral("sub/folder/new.sqlite")); // the folder is created too
        {
            ScenarioStore store = openOk(path);
            QVERIFY(!store.readOnly());
            auto rows = store.list();
            QVERIFY(rows.ok());
            // MODEL.md §9 lists twelve presets, MODEL3.md §9 ten more.
            QCOMPARE(rows.value->size(), presets().size());
            for (const auto& r : *rows.value) {
                QVERIFY(r.preset);
                QCOMPARE(r.versions, 1);
                QVERIFY(findPreset(r.presetId));
            }
            const Preset& bull = *findPreset("bull");
            auto loaded = store.load(bull.name);
            QVERIFY(loaded.ok());
            QCOMPARE(*loaded.value, bull.scenario);
            QCOMPARE(*store.integrityCheck().value, std::string("ok"));
        }
        QCOMPARE(headerField(path, 60), qint64{kStoreSchemaVersion});
        QCOMPARE(headerField(path, 68), qint64{kStoreApplicationId});
        // Nothing but the library is left in the folder (no temporary files).
        QCOMPARE(listing(QFileInfo(path).path()), QStringList{QStringLiteral("new.sqlite")});
    }

    void presetsAreReadOnly()
    {
        ScenarioStore store = openOk(file(QStringLiteral("presets.sqlite")));
        const Preset& p = *findPreset("premium");
        Scenario changed = p.scenario;
        changed[ParamId::Price] = 0.5;
        auto saved = store.save(changed);
        QVERIFY(!saved.ok());
        QVERIFY2(allProblems(saved.problems).contains(QStringLiteral("built-in preset")), qPrintable(allProblems(saved.problems)));
        QVERIFY(!store.rename(p.name, "Mine").empty());
        QVERIFY(!store.remove(p.name).ok());
        QCOMPARE(store.history(p.name).value->size(), std::size_t{1});
        // The way out: a copy under a new name.
        QVERIFY(store.duplicate(p.name, "My premium").empty());
        changed.name = "My premium";
        QCOMPARE(*store.save(changed, "half price").value, 2);
        QCOMPARE((*store.load("My premium").value)[ParamId::Price], 0.5);
    }

    void names_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("quotes") << QStringLiteral("He said \"hi\" and 'bye'");
        QTest::newRow("emoji") << QStringLiteral("Runway 🚀🔥 case");
        QTest::newRow("CJK") << QStringLiteral("情景分析：方案甲");
        QTest::newRow("SQL injection") << QStringLiteral("x'); DROP TABLE scenarios; --");
        QTest::newRow("LIKE and escapes") << QStringLiteral("100% _off_ \\ * ? [a-z]");
        QTest::newRow("URI characters") << QStringLiteral("a?b#c%20d&e=f");
        QTest::newRow("right-to-left") << QStringLiteral("سيناريو مرجعي");
    }
    void names()
    {
        QFETCH(QString, name);
        const std::string n = name.toStdString();
        ScenarioStore store = openOk(file(QStringLiteral("names.sqlite")));
        QCOMPARE(*store.save(named(n, 0.2)).value, 1);
        auto rows = store.list();
        QVERIFY(std::any_of(rows.value->begin(), rows.value->end(), [&](const ScenarioSummary& r) { return r.name == n && r.versions == 1; }));
        QCOMPARE(store.load(n).value->name, n);
        QCOMPARE((*store.load(n).value)[ParamId::Price], 0.2);
        // The injection did nothing: the presets are all still there.
        QCOMPARE(rows.value->size(), presets().size() + 1); // the twenty-two presets and this one
        const std::string renamed = n + " (2)";
        QVERIFY(store.rename(n, renamed).empty());
        QVERIFY(!store.contains(n));
        const QString exported = file(QStringLiteral("export.json"));
        QVERIFY(!store.exportTo(renamed, exported.toStdString()));
        QVERIFY(store.remove(renamed).ok());
        auto imported = store.importFile(exported.toStdString());
        QVERIFY2(imported.ok(), qPrintable(allProblems(imported.problems)));
        QCOMPARE(*imported.value, renamed);
        QVERIFY(store.remove(renamed).ok());
    }

    void historyDiffRestore()
    {
        ScenarioStore store = openOk(file(QStringLiteral("history.sqlite")));
        Scenario s = named("Plan", 0.10);
        QCOMPARE(*store.save(s, "first").value, 1);
        s[ParamId::Price] = 0.20;
        s[ParamId::Conversion] = 5;
        QCOMPARE(*store.save(s, "dearer").value, 2);
        auto h = store.history("Plan");
        QVERIFY(h.ok());
        QCOMPARE(h.value->size(), std::size_t{2});
        QCOMPARE((*h.value)[0].version, 1);
        QCOMPARE((*h.value)[0].note, std::string("first"));
        QCOMPARE((*h.value)[1].note, std::string("dearer"));
        QVERIFY((*h.value)[0].created <= (*h.value)[1].created);
        QCOMPARE((*h.value)[1].created.size(), std::string("2026-12-01T08:33:52.123Z").size());

        auto d = store.diff("Plan", 1, 2);
        QVERIFY(d.ok());
        // The default conversion is 3 % (MODEL.md §1); only the two changed values appear, in table order.
        // Each in the file's terms and as a person reads it, with its unit.
        const std::vector<ParamChange> expected{{"price_usd_per_mtok", "0.1", "0.2", "List price", "$0.10 per 1M tokens", "$0.20 per 1M tokens"},
                                                {"conversion_pct", "3", "5", "Conversion", "3 %", "5 %"}};
        QCOMPARE(*d.value, expected);
        QVERIFY(store.diff("Plan", 2, 2).value->empty());
        QVERIFY(!store.diff("Plan", 1, 7).ok());

        QCOMPARE(*store.restoreVersion("Plan", 1).value, 3);
        QCOMPARE((*store.load("Plan").value)[ParamId::Price], 0.10);
        QCOMPARE(store.history("Plan").value->back().note, std::string("restored from version 1"));
        QCOMPARE((*store.loadVersion("Plan", 2).value)[ParamId::Price], 0.20);
        QVERIFY(!store.restoreVersion("Plan", 9).ok());
        QVERIFY(!store.history("Nope").ok());
    }

    void deleteCanBeUndone()
    {
        ScenarioStore store = openOk(file(QStringLiteral("undo.sqlite")));
        store.save(named("Gone", 0.1), "a");
        store.save(named("Gone", 0.3), "b");
        const auto before = *store.history("Gone").value;
        auto removed = store.remove("Gone");
        QVERIFY(removed.ok());
        QVERIFY(!store.contains("Gone"));
        QVERIFY(!store.remove("Gone").ok());
        QVERIFY(store.restoreDeleted(*removed.value).empty());
        const auto after = *store.history("Gone").value;
        QCOMPARE(after.size(), before.size());
        for (std::size_t i = 0; i < after.size(); ++i) {
            QCOMPARE(after[i].created, before[i].created);
            QCOMPARE(after[i].note, before[i].note);
        }
        QCOMPARE((*store.load("Gone").value)[ParamId::Price], 0.3);
        QVERIFY(!store.restoreDeleted(*removed.value).empty()); // the name is taken again
    }

    void invalidImportWritesNothing()
    {
        const QString path = file(QStringLiteral("import.sqlite"));
        const QString bad = file(QStringLiteral("bad.json"));
        QVERIFY(writeFile(bad, R"({"name": "Bad", "price_usd_per_mtok": -1, "conversoin_pct": 3})"));
        ScenarioStore store = openOk(path);
        QVERIFY(store.list().ok()); // the first read makes SQLite's -wal side file
        const QByteArray main = fileHash(path);
        const QByteArray wal = fileHash(path + QStringLiteral("-wal"));
        auto r = store.importFile(bad.toStdString());
        QVERIFY(!r.ok());
        // Every problem, each naming the file.
        QVERIFY(r.problems.size() >= 2);
        for (const auto& p : r.problems)
            QVERIFY2(QString::fromStdString(p.where).startsWith(bad), qPrintable(allProblems(r.problems)));
        QVERIFY(!store.contains("Bad"));
        QVERIFY(!store.importFile(file(QStringLiteral("missing.json")).toStdString()).ok());
        QCOMPARE(fileHash(path), main);
        QCOMPARE(fileHash(path + QStringLiteral("-wal")), wal);
    }

    void draftSurvivesReopening()
    {
        const QString path = file(QStringLiteral("draft.sqlite"));
        Scenario s = named("Work in progress", 0.07);
        {
            ScenarioStore store = openOk(path);
            QVERIFY(store.drafts().value->empty());
            QVERIFY(store.saveDraft("window-1", s, "Plan").empty());
            s[ParamId::Price] = 0.08;
            QVERIFY(store.saveDraft("window-1", s, "Plan").empty()); // replaces that window's draft
        }
        ScenarioStore store = openOk(path);
        auto d = store.drafts();
        QVERIFY(d.ok());
        QCOMPARE(d.value->size(), std::size_t{1});
        QCOMPARE(d.value->front().owner, std::string("window-1"));
        Scenario s3 = s; // kept as written: @3 (MODEL3.md §0), the same values
        s3.model = 3;
        QCOMPARE(d.value->front().scenario, s3);
        QCOMPARE(d.value->front().baseName, std::string("Plan"));
        QVERIFY(d.value->front().problems.empty());
        QVERIFY(store.clearDraft("window-1").empty());
        QVERIFY(store.drafts().value->empty());
    }

    // Issue 28.1: two windows on one library shared one slot, so the second took the first one's
    // draft and a clean quit of either deleted the other's. Each owner keeps its own now.
    void eachWindowKeepsItsOwnDraft()
    {
        ScenarioStore store = openOk(file(QStringLiteral("two-windows.sqlite")));
        const Scenario a = named("A's work", 0.21);
        const Scenario b = named("B's work", 0.22);
        QVERIFY(store.saveDraft("window-a", a, "Plan").empty());
        QVERIFY(store.saveDraft("window-b", b).empty());
        auto both = store.drafts();
        QVERIFY(both.ok());
        QCOMPARE(both.value->size(), std::size_t{2});
        QCOMPARE(both.value->front().owner, std::string("window-b")); // the most recently kept first
        Scenario a3 = a;                                              // kept as written: @3 (MODEL3.md §0)
        a3.model = 3;
        QCOMPARE(both.value->back().scenario, a3);
        // a clean quit of B clears B's draft only
        QVERIFY(store.clearDraft("window-b").empty());
        auto left = store.drafts();
        QCOMPARE(left.value->size(), std::size_t{1});
        QCOMPARE(left.value->front().owner, std::string("window-a"));
        QCOMPARE(left.value->front().scenario, a3);
        // A is gone: C takes its draft, in place of C's own; a second taker finds nothing
        QVERIFY(store.saveDraft("window-c", named("C's own", 0.23)).empty());
        QCOMPARE(*store.adoptDraft("window-a", "window-c").value, true);
        QCOMPARE(*store.adoptDraft("window-a", "window-d").value, false);
        auto taken = store.drafts();
        QCOMPARE(taken.value->size(), std::size_t{1});
        QCOMPARE(taken.value->front().owner, std::string("window-c"));
        QCOMPARE(taken.value->front().scenario, a3);
        QCOMPARE(taken.value->front().baseName, std::string("Plan"));
        // nothing to take leaves the taker's own draft alone
        QCOMPARE(*store.adoptDraft("window-x", "window-c").value, false);
        QCOMPARE(store.drafts().value->size(), std::size_t{1});
    }

    // Two drafts kept in the same millisecond (a fast machine): the later write is still the newer.
    void draftsKeptInOneMillisecondGoByTheLaterWrite()
    {
        const QString path = file(QStringLiteral("same-millisecond.sqlite"));
        {
            ScenarioStore store = openOk(path);
            QVERIFY(store.saveDraft("window-b", named("B's work", 0.22)).empty());
            QVERIFY(store.saveDraft("window-a", named("A's work", 0.21)).empty()); // after B, and first by name
        }
        QCOMPARE(execSql(path, "UPDATE drafts SET saved = '2026-12-06T15:00:00.000Z'"), std::string());
        ScenarioStore store = openOk(path);
        auto both = store.drafts();
        QVERIFY(both.ok());
        QCOMPARE(both.value->size(), std::size_t{2});
        QCOMPARE(both.value->front().owner, std::string("window-a"));
        QVERIFY(store.saveDraft("window-b", named("B's work", 0.23)).empty()); // B again: newest
        QCOMPARE(execSql(path, "UPDATE drafts SET saved = '2026-12-06T15:00:00.000Z'"), std::string());
        QCOMPARE(store.drafts().value->front().owner, std::string("window-b"));
    }

    void aDamagedDraftIsReportedNotHidingTheOthers()
    {
        const QString path = file(QStringLiteral("damaged-draft.sqlite"));
        {
            ScenarioStore store = openOk(path);
            QVERIFY(store.saveDraft("good", named("Good", 0.2)).empty());
        }
        QCOMPARE(execSql(path, "INSERT INTO drafts (owner, base_name, scenario_json, saved) VALUES ('bad', '', '{\"price_usd_per_mtok\": -1}', "
                               "'2000-01-01T00:00:00.000Z');"),
                 std::string());
        ScenarioStore store = openOk(path);
        auto all = store.drafts();
        QVERIFY(all.ok());
        QCOMPARE(all.value->size(), std::size_t{2});
        QCOMPARE(all.value->front().owner, std::string("good"));
        QVERIFY(all.value->front().problems.empty());
        QCOMPARE(all.value->back().owner, std::string("bad"));
        QVERIFY(!all.value->back().problems.empty());
        QVERIFY2(allProblems(all.value->back().problems).contains(QStringLiteral("draft")), qPrintable(allProblems(all.value->back().problems)));
    }

    void saveValidatesTheWholeScenario()
    {
        ScenarioStore store = openOk(file(QStringLiteral("valid.sqlite")));
        Scenario s = named("Broken", -1);
        auto saved = store.save(s);
        QVERIFY(!saved.ok());
        QVERIFY(allProblems(saved.problems).contains(QStringLiteral("price_usd_per_mtok")));
        QVERIFY(!store.contains("Broken"));
        QVERIFY(!store.save(named("")).ok()); // names are 1 to 200 characters (MODEL.md §1)
        QVERIFY(!store.rename("Broken", std::string(201, 'x')).empty());
    }

    void namesAndNotesMustBeUtf8()
    {
        ScenarioStore store = openOk(file(QStringLiteral("utf8.sqlite")));
        QVERIFY(store.save(named("Plan")).ok());
        const std::string bad = "Pl\xff"
                                "an";
        auto saved = store.save(named(bad));
        QVERIFY(!saved.ok());
        QVERIFY2(allProblems(saved.problems).contains(QStringLiteral("name: is not UTF-8 text: byte 3")), qPrintable(allProblems(saved.problems)));
        const Problems renamed = store.rename("Plan", bad);
        QVERIFY(allProblems(renamed).contains(QStringLiteral("not UTF-8")));
        QVERIFY(!store.duplicate("Plan", bad).empty());
        auto noted = store.save(named("Plan"), "checked \xc3(");
        QVERIFY(!noted.ok());
        QVERIFY2(allProblems(noted.problems).contains(QStringLiteral("note: is not UTF-8 text: byte 9")), qPrintable(allProblems(noted.problems)));
        QVERIFY(!store.save(named("Plan"), std::string(kMaxNoteChars + 1, 'n')).ok());
        QVERIFY(store.save(named("Plan"), std::string(kMaxNoteChars, 'n')).ok());
        // Nothing refused was written: Plan has its two good versions, no other row exists.
        QCOMPARE(store.history("Plan").value->size(), std::size_t{2});
        QCOMPARE(store.list().value->size(), presets().size() + 1); // the presets (MODEL.md §9, MODEL3.md §9) and Plan
    }
};

QTEST_GUILESS_MAIN(TestStore)
#include "test_store.moc"
