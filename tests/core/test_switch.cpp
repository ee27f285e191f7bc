// Model 3 as the program's defaults (MODEL3.md §0, issue 24 phase 2) and its presets (§9): a document
// without a schema line is the model-3 defaults, everything written carries @3 and reads back with the
// same results, `@2` and `@1` documents keep theirs, and each new preset against the figure MODEL3.md
// §10 states for it (or, where §10 states none, one worked by hand in the test).
#include <QtTest>

#include "core/model/model.h"
#include "core/scenario/jsondocument.h"
#include "core/scenario/presets.h"
#include "core/scenario/scenariojson.h"
#include "core/store/scenariostore.h"
#include "storetesthelpers.h"
#include "testhelpers.h"

using namespace runway;
using runway::test::allProblems;

namespace {

Metrics presetMetrics(const char* id)
{
    const Preset* p = findPreset(id);
    if (!p)
        qFatal("no preset %s", id);
    return computeMetrics(p->scenario);
}

/// Money to the cent, as MODEL3.md §10 states it.
bool cents(double v, double want)
{
    return std::fabs(v - want) <= 0.005 + 1e-6;
}

} // namespace

class TestSwitch : public QObject {
    Q_OBJECT

private slots:
    void noSchemaIsTheModel3Defaults();
    void olderDocumentsKeepTheirModel_data();
    void olderDocumentsKeepTheirModel();
    void everythingIsWrittenAt3();
    void presetsRunOnTheModel3Defaults();
    void presetTextsAreKnown();
    void model2Preset();
    void fleetPresets();
    void trainingFreezeAndFy2025();
    void bankLines();
    void followOn();
    void librarySavesAnOlderScenarioAt3();
};

void TestSwitch::noSchemaIsTheModel3Defaults()
{
    // MODEL3.md §0: no schema line → the model-3 defaults; D1–D3, D10, D12 of §10.
    const auto read = parseScenario("{}");
    QVERIFY2(read.ok(), qPrintable(allProblems(read.problems)));
    QCOMPARE(read.value->model, 3);
    QCOMPARE(*read.value, Scenario::model3Defaults());
    const Metrics m = computeMetrics(*read.value);
    QCOMPARE(m.runwayDays.value_or(-1), 267);
    QVERIFY(m.cashOutDate);
    QCOMPARE(QString::fromStdString(*m.cashOutDate), QStringLiteral("2026-11-26"));
    QVERIFY(cents(m.cashStartUsd, 581617949.71));
    QVERIFY(cents(m.capexTotalUsd, 79761000.00));
    QVERIFY(cents(m.day0.freeTierIncrementalCashUsd, 79765826.27));
    // The default uncertainty is MODEL3.md §6's ten entries.
    QCOMPARE(read.value->uncertainty.size(), std::size_t(10));
    // Scenario() stays model 2's defaults: what an @2 document without keys means.
    QCOMPARE(Scenario().model, 2);
}

void TestSwitch::olderDocumentsKeepTheirModel_data()
{
    QTest::addColumn<QString>("doc");
    QTest::addColumn<int>("model");
    QTest::addColumn<int>("days");
    // N4 and N5 of MODEL3.md §10.
    QTest::newRow("@2 defaults") << R"({"schema": "token-runway/scenario@2"})" << 2 << 525;
    QTest::newRow("@1 defaults") << R"({"schema": "token-runway/scenario@1"})" << 1 << 830;
}

void TestSwitch::olderDocumentsKeepTheirModel()
{
    QFETCH(QString, doc);
    QFETCH(int, model);
    QFETCH(int, days);
    const auto read = parseScenario(doc.toStdString());
    QVERIFY2(read.ok(), qPrintable(allProblems(read.problems)));
    QCOMPARE(read.value->model, model);
    const SimulationResult before = simulate(*read.value);
    QCOMPARE(before.metrics.runwayDays.value_or(-1), days);
    // Written (always @3, MODEL3.md §0) and read back: model 3 at the neutral values, the same results to the bit.
    const Json written = scenarioToJson(*read.value);
    QCOMPARE(QString::fromStdString(written.at("schema").get<std::string>()), QStringLiteral("token-runway/scenario@3"));
    QVERIFY(written.at("flows_measured_on").is_null());
    QCOMPARE(written.at("fleet_share_pct").get<double>(), 100.0);
    QCOMPARE(written.at("training_compute_share_pct").get<double>(), 0.0);
    const auto back = scenarioFromJson(written);
    QVERIFY2(back.ok(), qPrintable(allProblems(back.problems)));
    QCOMPARE(back.value->model, 3);
    QCOMPARE(back.value->uncertainty, read.value->uncertainty);
    const SimulationResult after = simulate(*back.value);
    QCOMPARE(after.dailyCash, before.dailyCash);
    QCOMPARE(after.metrics.runwayDays, before.metrics.runwayDays);
    QCOMPARE(after.metrics.cashStartUsd, before.metrics.cashStartUsd);
    QCOMPARE(after.metrics.capexTotalUsd, before.metrics.capexTotalUsd);
}

void TestSwitch::everythingIsWrittenAt3()
{
    // A funding event of a model-2 scenario is written with the model-3 fields: certain, unlabelled.
    Scenario two = Scenario();
    two.funding.push_back({6, 3e8});
    const Json j = scenarioToJson(two);
    QCOMPARE(QString::fromStdString(j.at("schema").get<std::string>()), QStringLiteral("token-runway/scenario@3"));
    QCOMPARE(j.at("funding").at(0).at("probability_pct").get<double>(), 100.0);
    QCOMPARE(QString::fromStdString(j.at("funding").at(0).at("label").get<std::string>()), QString());
    for (const auto& p : model3Parameters())
        QVERIFY2(j.contains(std::string(p.key)), p.key.data());
    // upgrade(@2) is @3 with the same keys; an @3 document or one without a schema line comes back as it is.
    const Json none = Json::parse(R"({"conversion_pct": 5})");
    const auto same = upgradeToModel3(none);
    QVERIFY(same.ok());
    QCOMPARE(*same.value, none);
}

void TestSwitch::presetsRunOnTheModel3Defaults()
{
    // MODEL3.md §9: twelve model-2 presets and ten new ones, each an override of the model-3 defaults.
    QCOMPARE(presets().size(), std::size_t(22));
    for (const Preset& p : presets())
        QVERIFY2(p.scenario.model == 3, p.id.c_str());
    // "As announced" overrides nothing: it is the model-3 defaults (D1).
    const Preset* announced = findPreset("announced");
    QVERIFY(announced);
    QCOMPARE(computeMetrics(announced->scenario).runwayDays.value_or(-1), 267);
    // A model-2 preset keeps its override and takes model 3's keys: bull sets conversion and demand
    // growth only, so its fleet share is still the default 50 %.
    const Preset* bull = findPreset("bull");
    QVERIFY(bull);
    QCOMPARE(bull->scenario[ParamId::FleetShare], 50.0);
    QCOMPARE(bull->scenario[ParamId::Conversion], 5.0);
    // The simple view says model 1 (a flat operating cost): the model-3 keys that would grow it are neutral.
    const Preset* simple = findPreset("simple");
    QVERIFY(simple);
    QVERIFY(simple->scenario.isNull(ParamId::FlowsMeasuredOn));
    QCOMPARE(simple->scenario[ParamId::TrainingShare], 0.0);
    QCOMPARE(simple->scenario[ParamId::OtherRevenueGrowth], 0.0);
}

void TestSwitch::presetTextsAreKnown()
{
    // Every built-in preset's name and description has a key (context "Presets"): the window translates it.
    for (const Preset& p : presets()) {
        QVERIFY2(p.nameText.key().context == std::string_view("Presets"), p.id.c_str());
        QVERIFY2(p.descriptionText.key().context == std::string_view("Presets"), p.id.c_str());
    }
    QVERIFY(QString::fromStdString(findPreset("fy2025-revenue")->name).contains(QStringLiteral("provisional")));
}

void TestSwitch::model2Preset()
{
    // N1, N2 of MODEL3.md §10 (every key of §0's table neutral), with 2.1's seven ranges.
    const Preset* p = findPreset("model-2");
    QVERIFY(p);
    QVERIFY(p->scenario.model3Neutral());
    QCOMPARE(p->scenario.uncertainty, defaultUncertainty(2));
    const Metrics m = computeMetrics(p->scenario);
    QCOMPARE(m.runwayDays.value_or(-1), 525);
    QVERIFY(cents(m.cashStartUsd, 660340808.93));
    QVERIFY(cents(m.day0.netBurnUsd, 1028051.53)); // N3
    // The preset gives the @2 document's results to the bit.
    const SimulationResult a = simulate(p->scenario);
    const SimulationResult b = simulate(Scenario());
    QCOMPARE(a.dailyCash, b.dailyCash);
}

void TestSwitch::fleetPresets()
{
    // L2: the defaults with the whole fleet free.
    QCOMPARE(presetMetrics("idle-fleet").runwayDays.value_or(-1), 303);
    // busy-fleet, by hand: the defaults need 4,833 free + 4,834 bought = 9,667 accelerators on day 0
    // (D8, D9); with none of the fleet free all 9,667 are bought, at $16,500 each: $159,505,500. Buying
    // 4,833 more than the defaults shortens the runway below 267 days.
    const Metrics busy = presetMetrics("busy-fleet");
    QVERIFY(busy.model3);
    QCOMPARE(busy.model3->chipsFreeStart.value_or(-1), 0.0);
    QVERIFY2(cents(busy.day0.capexUsd, 159505500.00), qPrintable(QString::number(busy.day0.capexUsd, 'f', 2)));
    QVERIFY(busy.runwayDays && *busy.runwayDays < 267);
}

void TestSwitch::trainingFreezeAndFy2025()
{
    // F1, F2 and C8a of MODEL3.md §10.
    const Metrics freeze = presetMetrics("training-freeze");
    QCOMPARE(freeze.runwayDays.value_or(-1), 321);
    QVERIFY(cents(freeze.cashStartUsd, 581617949.71));
    QCOMPARE(presetMetrics("fy2025-revenue").runwayDays.value_or(-1), 296);
    QVERIFY(cents(revenueIn2025(findPreset("fy2025-revenue")->scenario), 103295228.04)); // C8c
}

void TestSwitch::bankLines()
{
    // The line is drawn only once own cash is gone: on the defaults' day 267 (as C4b draws on model 2's 525),
    // and it carries the run past it.
    const Metrics m = presetMetrics("bank-lines");
    QVERIFY(m.model3);
    QCOMPARE(m.model3->creditLineFirstDrawDay.value_or(-1), 267);
    QCOMPARE(m.model3->ownCashRunwayDays.value_or(-1), 267);
    QVERIFY(!m.runwayDays || *m.runwayDays > 267);
}

void TestSwitch::followOn()
{
    // p 70 > 50: the raise counts in runway_days (it arrives on day 180, before the defaults' cash-out on
    // day 267) but never in own cash, which runs out on the defaults' day 267 (as C4c, C4d on model 2).
    const Preset* p = findPreset("follow-on");
    QVERIFY(p);
    const Metrics m = computeMetrics(p->scenario);
    QVERIFY(m.model3);
    QCOMPARE(m.model3->ownCashRunwayDays.value_or(-1), 267);
    QVERIFY(!m.runwayDays || *m.runwayDays > 267);
    // At p 50 the raise is not counted (as C4e): the defaults' 267 days.
    Scenario half = p->scenario;
    half.funding.at(0).probabilityPct = 50;
    QCOMPARE(computeMetrics(half).runwayDays.value_or(-1), 267);
}

void TestSwitch::librarySavesAnOlderScenarioAt3()
{
    // MODEL3.md §0: an @2 scenario in the library opens as model 2 with its results; a save adds a new
    // version written @3 and noted "model 3"; the stored @2 version is not rewritten.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    ScenarioStore store = test::openOk(dir.filePath(QStringLiteral("lib.sqlite")));
    QCOMPARE(store.schemaVersion(), 6);
    // A new library holds every preset, each at its model-3 content.
    QCOMPARE(store.list().value->size(), presets().size());
    QCOMPARE(store.load("Model 2's reading").value->model, 3);
    Scenario two = test::scenario(R"({"schema": "token-runway/scenario@2", "name": "Old plan", "conversion_pct": 4})");
    QCOMPARE(two.model, 2);
    QCOMPARE(*store.save(two, "as it was").value, 1);
    QCOMPARE(store.history("Old plan").value->at(0).model, 3); // everything written is @3
    const Scenario opened = *store.load("Old plan").value;
    QCOMPARE(opened.model, 3);
    QCOMPARE(simulate(opened).dailyCash, simulate(two).dailyCash);
    // Saved again without a note: the version says "model 3".
    QCOMPARE(*store.save(two).value, 2);
    QCOMPARE(store.history("Old plan").value->at(1).note, std::string("model 3"));
    QCOMPARE(store.history("Old plan").value->at(0).note, std::string("as it was"));
}

QTEST_GUILESS_MAIN(TestSwitch)
#include "test_switch.moc"
