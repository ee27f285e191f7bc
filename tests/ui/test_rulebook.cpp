// One rule book (issue 11): every rule of core's validate() reaches the user the same way
// through each entry point — a scenario file (JSON), the CLI's --set, the library's save and the
// window's document — with the same problem code; a refused edit changes nothing and leaves no
// undo step; and the two defects that started the issue stay fixed.
#include <QtTest>

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUndoStack>

#include <functional>

#include "core/scenario/jsondocument.h"
#include "core/scenario/scenariojson.h"
#include "core/scenario/validate.h"
#include "core/store/scenariostore.h"
#include "ui/document/scenariodocument.h"
#include "ui/format/problemtext.h"

using namespace runway;

namespace {

/// One rule broken in three equivalent forms: the keys of a scenario file, the --set
/// assignments that say the same, and the same change made to a Scenario value.
struct Case {
    const char* name;
    ProblemCode code;
    const char* json;                    ///< a whole scenario document
    std::vector<std::string> sets;       ///< --set KEY=VALUE on the empty document
    std::function<void(Scenario&)> edit; ///< the same change on the defaults
};

const std::vector<Case>& cases()
{
    using enum ParamId;
    using enum ProblemCode;
    static const std::vector<Case> all = {
        {"price out of limits", OutOfLimits, R"({"price_usd_per_mtok": 0})", {"price_usd_per_mtok=0"}, [](Scenario& s) { s[Price] = 0; }},
        {"pue below 1", OutOfLimits, R"({"pue": 0.5})", {"pue=0.5"}, [](Scenario& s) { s[Pue] = 0.5; }},
        {"elasticity positive", OutOfLimits, R"({"price_elasticity": 0.5})", {"price_elasticity=0.5"}, [](Scenario& s) { s[Elasticity] = 0.5; }},
        {"horizon not whole", NotWhole, R"({"horizon_months": 12.5})", {"horizon_months=12.5"}, [](Scenario& s) { s[HorizonMonths] = 12.5; }},
        {"accounts not whole", NotWhole, R"({"free_accounts": 10.5})", {"free_accounts=10.5"}, [](Scenario& s) { s[FreeAccounts] = 10.5; }},
        {"chips owned not whole", NotWhole, R"({"chips_owned": 1.5})", {"chips_owned=1.5"}, [](Scenario& s) { s.set(ChipsOwned, 1.5); }},
        {"free tier beyond the horizon",
         BeyondHorizon,
         R"({"horizon_months": 12, "free_tier_months": 30})",
         {"horizon_months=12", "free_tier_months=30"},
         [](Scenario& s) { s[HorizonMonths] = 12, s[FreeTierMonths] = 30; }},
        {"empty name", TextLength, R"({"name": ""})", {"name="}, [](Scenario& s) { s.name.clear(); }},
        {"name with a line break", TextControl, R"({"name": "Plan\nB"})", {"name=Plan\nB"}, [](Scenario& s) { s.name = "Plan\nB"; }},
        {"start date out of limits",
         DateOutOfLimits,
         R"({"start_date": "1999-12-31"})",
         {"start_date=1999-12-31"},
         [](Scenario& s) {
             s.startDate = Date{1999, 12, 31};
         }},
        {"filing after the start",
         FilingAfterStart,
         R"({"filing_date": "2026-05-01"})",
         {"filing_date=2026-05-01"},
         [](Scenario& s) {
             s.filingDate = Date{2026, 5, 1};
         }},
        {"owned with a typed serving cost",
         OwnedWithServingCost,
         R"({"serving_cost_usd_per_mtok": 0.3})",
         {"serving_cost_usd_per_mtok=0.3"},
         [](Scenario& s) { s.set(ServingCost, 0.3); }},
        {"funding month out of limits",
         FundingMonth,
         R"({"funding": [{"month": 120, "amount_usd": 1e8}]})",
         {R"(funding=[{"month": 120, "amount_usd": 1e8}])"},
         [](Scenario& s) {
             s.funding = {{120, 1e8}};
         }},
        {"funding amount out of limits",
         FundingAmount,
         R"({"funding": [{"month": 3, "amount_usd": 1e14}]})",
         {R"(funding=[{"month": 3, "amount_usd": 1e14}])"},
         [](Scenario& s) {
             s.funding = {{3, 1e14}};
         }},
        {"uncertain integer key",
         CannotBeUncertain,
         R"({"uncertainty": {"free_accounts": {"dist": "uniform", "low": 1, "high": 2}}})",
         {R"(uncertainty={"free_accounts": {"dist": "uniform", "low": 1, "high": 2}})"},
         [](Scenario& s) {
             s.setDistribution({FreeAccounts, DistKind::Uniform, 1, 2, std::nullopt});
         }},
        {"uncertain serving cost in owned mode",
         UncertainServingCostOwned,
         R"({"uncertainty": {"serving_cost_usd_per_mtok": {"dist": "uniform", "low": 0.01, "high": 0.2}}})",
         {R"(uncertainty={"serving_cost_usd_per_mtok": {"dist": "uniform", "low": 0.01, "high": 0.2}})"},
         [](Scenario& s) {
             s.setDistribution({ServingCost, DistKind::Uniform, 0.01, 0.2, std::nullopt});
         }},
        {"distribution beyond the horizon",
         DistHighOutOfLimits,
         R"({"horizon_months": 12, "free_tier_months": 6, "uncertainty": {"free_tier_months": {"dist": "uniform", "low": 0, "high": 30}}})",
         {"horizon_months=12", R"(uncertainty={"free_tier_months": {"dist": "uniform", "low": 0, "high": 30}})"},
         [](Scenario& s) {
             s[HorizonMonths] = 12;
             s.uncertainty = {{FreeTierMonths, DistKind::Uniform, 0, 30, std::nullopt}};
         }},
        {"low above high",
         DistLowAboveHigh,
         R"({"uncertainty": {"conversion_pct": {"dist": "uniform", "low": 5, "high": 1}}})",
         {R"(uncertainty={"conversion_pct": {"dist": "uniform", "low": 5, "high": 1}})"},
         [](Scenario& s) {
             s.uncertainty = {{Conversion, DistKind::Uniform, 5, 1, std::nullopt}};
         }},
        {"lognormal from zero",
         LognormalBounds,
         R"({"uncertainty": {"demand_tokens_per_day": {"dist": "lognormal", "low": 0, "high": 1e13}}})",
         {R"(uncertainty={"demand_tokens_per_day": {"dist": "lognormal", "low": 0, "high": 1e13}})"},
         [](Scenario& s) {
             s.uncertainty = {{Demand, DistKind::Lognormal, 0, 1e13, std::nullopt}};
         }},
        {"triangular mode outside its range",
         ModeOutsideRange,
         R"({"uncertainty": {"conversion_pct": {"dist": "triangular", "low": 1, "mode": 8, "high": 5}}})",
         {R"(uncertainty={"conversion_pct": {"dist": "triangular", "low": 1, "mode": 8, "high": 5}})"},
         [](Scenario& s) {
             s.uncertainty = {{Conversion, DistKind::Triangular, 1, 5, 8.0}};
         }},
        {"triangular without a mode on a derived cash",
         ModeNeeded,
         R"({"uncertainty": {"cash_usd": {"dist": "triangular", "low": 1e8, "high": 1e9}}})",
         {R"(uncertainty={"cash_usd": {"dist": "triangular", "low": 1e8, "high": 1e9}})"},
         [](Scenario& s) {
             s.uncertainty = {{Cash, DistKind::Triangular, 1e8, 1e9, std::nullopt}};
         }},
        {"numbers too large together",
         Overflow,
         R"({"tokens_per_chip_per_day": 1e-300, "software_speedup": 1e-10})",
         {"tokens_per_chip_per_day=1e-300", "software_speedup=1e-10"},
         [](Scenario& s) { s[TokensPerChip] = 1e-300, s[Speedup] = 1e-10; }},
    };
    return all;
}

bool hasCode(const Problems& problems, ProblemCode code)
{
    return std::any_of(problems.begin(), problems.end(), [code](const Problem& p) { return p.code == code; });
}

QString texts(const Problems& problems)
{
    QStringList lines;
    for (const auto& p : problems)
        lines << QString::fromStdString(p.text());
    return lines.join(QLatin1Char('\n'));
}

} // namespace

class TestRuleBook : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void everyRuleThroughEveryEntryPoint_data()
    {
        QTest::addColumn<int>("row");
        for (std::size_t i = 0; i < cases().size(); ++i)
            QTest::newRow(cases()[i].name) << static_cast<int>(i);
    }
    void everyRuleThroughEveryEntryPoint()
    {
        QFETCH(int, row);
        const Case& c = cases()[static_cast<std::size_t>(row)];

        // The rule book on the Scenario value: validate(), and for the one rule that needs the
        // model's numbers (an overflow) validateWithModel()
        Scenario edited;
        c.edit(edited);
        const Problems direct = c.code == ProblemCode::Overflow ? validateWithModel(edited) : validate(edited);
        QVERIFY2(hasCode(direct, c.code), qPrintable(texts(direct)));
        if (c.code == ProblemCode::Overflow)
            QVERIFY(validate(edited).empty()); // validate() runs no model

        // a scenario file
        const auto fromFile = parseScenario(c.json);
        QVERIFY(!fromFile.ok());
        QVERIFY2(hasCode(fromFile.problems, c.code), qPrintable(texts(fromFile.problems)));

        // --set on the empty document
        ScenarioPatch patch;
        for (const auto& assignment : c.sets) {
            const auto edit = ScenarioPatch::fromAssignment(assignment);
            QVERIFY(edit.ok());
            patch.append(*edit.value);
        }
        const auto fromSet = scenarioFromJson(Json::object(), patch);
        QVERIFY(!fromSet.ok());
        QVERIFY2(hasCode(fromSet.problems, c.code), qPrintable(texts(fromSet.problems)));

        // the library: refused, and nothing is written
        QTemporaryDir dir;
        auto store = ScenarioStore::open(dir.filePath(QStringLiteral("lib.sqlite")).toStdString());
        QVERIFY(store.ok());
        const auto before = store.value->list();
        QVERIFY(before.ok());
        edited.name = edited.name.empty() || edited.name.find('\n') != std::string::npos ? edited.name : "Rule " + std::to_string(row);
        const auto saved = store.value->save(edited);
        QVERIFY(!saved.ok());
        QVERIFY2(hasCode(saved.problems, c.code), qPrintable(texts(saved.problems)));
        QCOMPARE(store.value->list().value->size(), before.value->size());

        // the window's document: refused with the same rule's message, nothing changed, no step
        ScenarioDocument document;
        const std::string text = scenarioToText(document.scenario());
        QSignalSpy refused(&document, &ScenarioDocument::editRefused);
        QVERIFY(!document.replaceScenario(edited, QStringLiteral("test")));
        QCOMPARE(refused.count(), 1);
        QCOMPARE(refused.at(0).at(0).toString(), problemText(direct.front()));
        QCOMPARE(scenarioToText(document.scenario()), text);
        QCOMPARE(document.undoStack()->count(), 0);
    }

    void aHorizonShorterThanAnUncertainFreeTierIsRefused()
    {
        // The issue's first defect: free_tier_months uncertain 0 … 30, then a horizon of 12. The
        // document took it, the reader refused the result, saving failed from then on and the draft
        // was lost at the next start. Now the horizon edit is refused and nothing changes.
        ScenarioDocument document;
        QVERIFY(document.setDistribution({ParamId::FreeTierMonths, DistKind::Uniform, 0, 30, std::nullopt}));
        const std::string text = scenarioToText(document.scenario());
        const int steps = document.undoStack()->count();
        QSignalSpy refused(&document, &ScenarioDocument::editRefused);
        QVERIFY(!document.setValue(ParamId::HorizonMonths, 12));
        QCOMPARE(refused.count(), 1);
        QVERIFY(refused.at(0).at(0).toString().contains(QStringLiteral("30")));
        QCOMPARE(scenarioToText(document.scenario()), text);
        QCOMPARE(document.undoStack()->count(), steps);
        // what the window holds the reader accepts, and the library saves it
        QVERIFY(parseScenario(scenarioToText(document.scenario())).ok());
        QTemporaryDir dir;
        auto store = ScenarioStore::open(dir.filePath(QStringLiteral("lib.sqlite")).toStdString());
        QVERIFY(store.ok());
        Scenario s = document.scenario();
        s.name = "Uncertain free tier";
        QVERIFY(store.value->save(s).ok());
    }

    void aRefusedMultiValueEditChangesNothing()
    {
        // The issue's second defect: setValues({free_tier_months: 30, horizon_months: 24}) returned
        // true, refused one of the two and left half the change in one undo step named for both.
        ScenarioDocument document;
        QVERIFY(document.setValue(ParamId::Price, 0.2));
        const std::string text = scenarioToText(document.scenario());
        const int steps = document.undoStack()->count();
        const std::pair<ParamId, double> values[] = {{ParamId::FreeTierMonths, 30}, {ParamId::HorizonMonths, 24}};
        QVERIFY(!document.setValues(values, QStringLiteral("both")));
        QCOMPARE(scenarioToText(document.scenario()), text);
        QCOMPARE(document.undoStack()->count(), steps);
        // undo after the refusal undoes the step before it, and leaves the scenario byte-equal to before that
        document.undoStack()->undo();
        QCOMPARE(scenarioToText(document.scenario()), scenarioToText(Scenario::model3Defaults()));
        // the same two values in the order that keeps every rule are one step
        const std::pair<ParamId, double> fine[] = {{ParamId::HorizonMonths, 48}, {ParamId::FreeTierMonths, 30}};
        QVERIFY(document.setValues(fine, QStringLiteral("both")));
        QCOMPARE(document.scenario()[ParamId::FreeTierMonths], 30.0);
        QCOMPARE(document.scenario().horizonMonths(), 48);
        document.undoStack()->undo();
        QCOMPARE(scenarioToText(document.scenario()), scenarioToText(Scenario::model3Defaults()));
    }
};

QTEST_MAIN(TestRuleBook)
#include "test_rulebook.moc"
