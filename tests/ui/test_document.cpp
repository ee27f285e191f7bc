// The window's document applies every edit through core's ScenarioPatch (issue 22 item 3): the
// capacity-mode repair gives the same scenario as --set, a range-following edit is one step that
// undo restores exactly, a drag merges and its range follows from where the drag began.
#include <QtTest>

#include <QUndoStack>

#include "core/analysis/goalseek.h"
#include "core/scenario/jsondocument.h"
#include "core/scenario/scenariojson.h"
#include "testhelpers.h"
#include "ui/document/scenariodocument.h"

using namespace runway;
using runway::test::allProblems;

class TestDocument : public QObject {
    Q_OBJECT
private slots:
    void capacityRepairIsTheSameFromTheCliAndTheWindow()
    {
        const char* perToken =
            R"({"capacity_mode": "per_token", "serving_cost_usd_per_mtok": 0.3, "uncertainty": {"serving_cost_usd_per_mtok": {"dist": "uniform", "low": 0.2, "high": 0.4}}})";
        // --set capacity_mode=owned on the file (what resolveScenario does) …
        const PatchResult cli = test::setOnDocument(*parseJsonDocument(perToken).value, {"capacity_mode=owned"});
        QVERIFY2(cli.ok(), qPrintable(allProblems(cli.problems)));
        // … and the window's switch on the same scenario
        ScenarioDocument doc;
        QVERIFY(doc.replaceScenario(test::scenario(perToken), QStringLiteral("open")));
        const Scenario before = doc.scenario();
        QSignalSpy noted(&doc, &ScenarioDocument::editNoted);
        QVERIFY(doc.setCapacityMode(CapacityMode::Owned));
        QCOMPARE(doc.scenario(), *cli.value);
        QCOMPARE(noted.count(), 1); // the typed serving cost is cleared, and the window says so
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario(), before);
    }

    void undoOfARangeFollowingEditRestoresTheRangeExactly()
    {
        ScenarioDocument doc;
        const Scenario before = doc.scenario();
        const int steps = doc.undoStack()->count();
        QVERIFY(doc.setValue(ParamId::FixedOpex, 20e6));
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        const Distribution* moved = doc.scenario().distribution(ParamId::FixedOpex);
        QVERIFY(moved && std::fabs(moved->low - 15864022.66) < 0.01); // MODEL.md 2.1 §6
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario(), before); // bit for bit: 28e6 … 48.5e6, not 28e6 × 20/35.3 × 35.3/20
        QCOMPARE(doc.scenario().distribution(ParamId::FixedOpex)->low, 28e6);
        doc.undoStack()->redo();
        QCOMPARE(doc.scenario().distribution(ParamId::FixedOpex)->low, moved->low);
    }

    void aDragIsOneStepAndItsRangeFollowsFromTheStart()
    {
        ScenarioDocument doc;
        const Scenario before = doc.scenario();
        const int steps = doc.undoStack()->count();
        const int gesture = ScenarioDocument::newGesture();
        // through 0, where the range could not follow (it would be 0 … 0), and back up
        for (double v : {30e6, 10e6, 0.0, 12e6, 40e6})
            QVERIFY(doc.setValue(ParamId::FixedOpex, v, gesture));
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        // each step from the scenario before the drag: × 40/35.3 once, so the range is still there
        const Distribution* d = doc.scenario().distribution(ParamId::FixedOpex);
        QVERIFY(d);
        QCOMPARE(d->low, 28e6 * (40e6 / 35.3e6));
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario(), before);
        // a drag back to where it began leaves no step
        const int back = ScenarioDocument::newGesture();
        QVERIFY(doc.setValue(ParamId::Conversion, 4, back));
        QVERIFY(doc.setValue(ParamId::Conversion, 3, back));
        QCOMPARE(doc.undoStack()->index(), steps);
        QCOMPARE(doc.scenario(), before);
    }

    void aRangeThatCannotFollowIsNoted()
    {
        ScenarioDocument doc;
        QSignalSpy noted(&doc, &ScenarioDocument::editNoted);
        QVERIFY(doc.setValue(ParamId::FixedOpex, 0));
        QVERIFY(!doc.scenario().distribution(ParamId::FixedOpex));
        QCOMPARE(noted.count(), 1);
        QVERIFY2(noted.at(0).at(0).toString().contains(QStringLiteral("is now certain")), qPrintable(noted.at(0).at(0).toString()));
    }

    void everyEditIsOneStepThatUndoes()
    {
        ScenarioDocument doc;
        const Scenario start = doc.scenario();
        QVERIFY(doc.setName("Edited"));
        QVERIFY(doc.setNotes("notes"));
        QVERIFY(doc.setStartDate(Date{2026, 5, 1}));
        QVERIFY(doc.setFilingDate(Date{2025, 7, 1}));
        QVERIFY(doc.setFunding({{3, 1e8}}));
        QVERIFY(doc.setOptional(ParamId::Cash, 9e8));
        QVERIFY(doc.setOptional(ParamId::AccountCap, 2e7));
        QVERIFY(doc.setDistribution({ParamId::Price, DistKind::Uniform, 0.05, 0.2, std::nullopt}));
        QVERIFY(doc.removeDistribution(ParamId::Conversion));
        QVERIFY(doc.setCapacityMode(CapacityMode::PerToken));
        QVERIFY(doc.resetParameter(ParamId::FixedOpex)); // already the default: no step
        QCOMPARE(doc.undoStack()->count(), 10);
        while (doc.undoStack()->canUndo())
            doc.undoStack()->undo();
        QCOMPARE(doc.scenario(), start);
        // a refused edit changes nothing and pushes nothing
        QSignalSpy refused(&doc, &ScenarioDocument::editRefused);
        QVERIFY(!doc.applyPatch(ScenarioPatch().setRange(ParamId::Conversion, 6, 2), QStringLiteral("typed")));
        QCOMPARE(refused.count(), 1);
        QVERIFY2(refused.at(0).at(0).toString().contains(QStringLiteral("runs from high to low")), qPrintable(refused.at(0).at(0).toString()));
        QCOMPARE(doc.scenario(), start);
        QCOMPARE(doc.undoStack()->count(), 10);
    }

    void goalSeekAnswerMovesTheRange()
    {
        ScenarioDocument doc;
        // model 2's defaults (17.5 months at 3 %), where 20 months is within conversion's reach
        QVERIFY(doc.replaceScenario(Scenario{}, QStringLiteral("model 2")));
        const GoalSeekResult r = goalSeek(doc.scenario(), ParamId::Conversion, 20);
        QVERIFY(r.value);
        QVERIFY(doc.applyPatch(answerPatch(r), QStringLiteral("goal seek")));
        QCOMPARE(doc.scenario()[ParamId::Conversion], *r.value);
        const Distribution* d = doc.scenario().distribution(ParamId::Conversion);
        QVERIFY(d);
        QCOMPARE(d->low, 1 + (*r.value - 3)); // shifted with the value
    }
};

QTEST_MAIN(TestDocument)
#include "test_document.moc"
