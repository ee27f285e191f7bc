// One way to apply an edit (issue 22 item 3) and MODEL.md 2.1 §6's edit rules: a range follows its
// value, a typed range "a to b" sets range and centre, owned capacity clears a typed serving cost,
// the default ranges moved to a preset's or a file's values, and undo by field-wise change.
#include <QtTest>

#include <cmath>

#include "core/scenario/jsondocument.h"
#include "core/scenario/presets.h"
#include "core/scenario/scenariochange.h"
#include "core/scenario/scenariojson.h"
#include "core/scenario/scenariopatch.h"
#include "testhelpers.h"

using namespace runway;
using runway::test::allProblems;
using runway::test::setOnDocument;

namespace {

/// The defaults with `assignments` as --set gives them; the scenario must be valid.
Scenario setOnDefaults(std::initializer_list<std::string> assignments, Messages* notes = nullptr)
{
    // MODEL.md 2.1 §6's examples are model 2's: `run --set …` on an @2 document.
    const PatchResult r = setOnDocument(Json{{"schema", kScenarioSchema}}, assignments);
    if (!r.ok())
        qFatal("--set refused: %s", qPrintable(allProblems(r.problems)));
    if (notes)
        *notes = r.notes;
    return *r.value;
}

Distribution entry(const Scenario& s, ParamId id)
{
    const Distribution* d = s.distribution(id);
    if (!d)
        qFatal("no uncertainty entry for %s", spec(id).key.data());
    return *d;
}

QString englishNotes(const Messages& notes)
{
    QStringList lines;
    for (const Message& m : notes)
        lines << QString::fromStdString(english(m));
    return lines.join(QLatin1Char('\n'));
}

} // namespace

class TestPatch : public QObject {
    Q_OBJECT
private slots:
    // MODEL.md 2.1 §6, "Worked examples (2.1)": the first five rows of the table.
    void workedExampleOpexTo20M()
    {
        const Scenario s = setOnDefaults({"fixed_opex_usd_per_month=20M"});
        QCOMPARE(s[ParamId::FixedOpex], 20e6);
        const Distribution d = entry(s, ParamId::FixedOpex);
        QCOMPARE(d.kind, DistKind::Triangular);
        QVERIFY(!d.mode); // the value is the mode
        // 28e6 × 20/35.3 and 48.5e6 × 20/35.3, by hand: 15,864,022.66 and 27,478,753.54
        QVERIFY(std::fabs(d.low - 15864022.66) < 0.01);
        QVERIFY(std::fabs(d.high - 27478753.54) < 0.01);
    }

    void workedExampleGrowthTo10()
    {
        const Scenario s = setOnDefaults({"demand_growth_pct_per_month=10"});
        QCOMPARE(s[ParamId::Growth], 10.0);
        const Distribution d = entry(s, ParamId::Growth);
        QCOMPARE(d.kind, DistKind::Triangular);
        QCOMPARE(d.low, 5.0); // shifted by +10 (a _pct key, and its old value 0 could not scale)
        QCOMPARE(d.high, 20.0);
    }

    void workedExampleTypedRanges_data()
    {
        QTest::addColumn<QString>("assignment");
        QTest::addColumn<int>("param");
        QTest::addColumn<int>("kind");
        QTest::addColumn<double>("low");
        QTest::addColumn<double>("high");
        QTest::addColumn<double>("value");
        const int triangular = int(DistKind::Triangular), lognormal = int(DistKind::Lognormal), uniform = int(DistKind::Uniform);
        const int opex = int(ParamId::FixedOpex), conversion = int(ParamId::Conversion), capex = int(ParamId::ChipCapex);
        QTest::newRow("opex 28M to 48.5M") << "fixed_opex_usd_per_month=28M to 48.5M" << opex << triangular << 28e6 << 48.5e6 << 38.25e6;
        QTest::newRow("conversion 2 to 6") << "conversion_pct=2 to 6" << conversion << triangular << 2.0 << 6.0 << 4.0;
        QTest::newRow("capex, no entry before") << "chip_capex_usd=10000 to 20000" << capex << lognormal << 1e4 << 2e4 << 14142.13562373095; // √2e8
        // every separator, each end in the key's own syntax
        QTest::newRow("a..b") << "fixed_opex_usd_per_month=28M..48.5M" << opex << triangular << 28e6 << 48.5e6 << 38.25e6;
        QTest::newRow("a … b") << "fixed_opex_usd_per_month=28M \u2026 48.5M" << opex << triangular << 28e6 << 48.5e6 << 38.25e6;
        QTest::newRow("a ~ b") << "fixed_opex_usd_per_month=$28M ~ $48.5M" << opex << triangular << 28e6 << 48.5e6 << 38.25e6;
        QTest::newRow("a 至 b") << "fixed_opex_usd_per_month=28M \u81f348.5M" << opex << triangular << 28e6 << 48.5e6 << 38.25e6;
        QTest::newRow("percent") << "conversion_pct=1 % to 5 %" << conversion << triangular << 1.0 << 5.0 << 3.0;
        QTest::newRow("negative") << "demand_growth_pct_per_month=-5 to 10" << int(ParamId::Growth) << triangular << -5.0 << 10.0 << 2.5;
        QTest::newRow("each end its own suffix") << "fixed_opex_usd_per_month=28 to 48.5M" << opex << triangular << 28.0 << 48.5e6 << 24250014.0;
        QTest::newRow("shifted key, new entry: uniform") << "cache_hit_pct=10 to 30" << int(ParamId::CacheHit) << uniform << 10.0 << 30.0 << 20.0;
        QTest::newRow("scaled key from 0: uniform") << "quota_after_tokens_per_day=0 to 1T" << int(ParamId::QuotaAfter) << uniform << 0.0 << 1e12 << 5e11;
    }
    void workedExampleTypedRanges()
    {
        QFETCH(QString, assignment);
        QFETCH(int, param);
        QFETCH(int, kind);
        QFETCH(double, low);
        QFETCH(double, high);
        QFETCH(double, value);
        const auto id = static_cast<ParamId>(param);
        const Scenario s = setOnDefaults({assignment.toStdString()});
        QCOMPARE(s[id], value);
        const Distribution d = entry(s, id);
        QCOMPARE(int(d.kind), kind);
        QCOMPARE(d.low, low);
        QCOMPARE(d.high, high);
        QVERIFY(!d.mode); // a triangular's mode is omitted: it peaks at the value
        // and the same text typed into a spin box (core's reading, shared by the window)
        const auto typed = ScenarioPatch::fromTypedValue(id, assignment.toStdString().substr(assignment.indexOf(QLatin1Char('=')) + 1));
        QVERIFY2(typed.ok(), qPrintable(allProblems(typed.problems)));
        const PatchResult applied = typed.value->apply(Scenario());
        QVERIFY2(applied.ok(), qPrintable(allProblems(applied.problems)));
        QCOMPARE(*applied.value, s);
    }

    void typedRangeOfOneValueMakesTheKeyCertain()
    {
        const Scenario s = setOnDefaults({"conversion_pct=4 to 4"});
        QCOMPARE(s[ParamId::Conversion], 4.0);
        QVERIFY(!s.distribution(ParamId::Conversion));
    }

    // "conversion_pct=6 to 2", "horizon_months=12 to 24", "conversion_pct=1 to 500" and the other
    // bad ranges: refused with a message that names the key and its limits; nothing is changed.
    void badTypedRanges_data()
    {
        QTest::addColumn<QString>("assignment");
        QTest::addColumn<QString>("expected");
        QTest::newRow("runs backwards") << "conversion_pct=6 to 2"
                                        << "conversion_pct: the range 6 % to 2 % runs from high to low; give the low end first (the limits are 0 % … 100 %)";
        QTest::newRow("horizon") << "horizon_months=12 to 24"
                                 << "horizon_months cannot take a range: it takes one whole number (1 … 120), which the odds never sample";
        QTest::newRow("high end outside") << "conversion_pct=1 to 500"
                                          << "conversion_pct: the range's high end 500 % is outside the hard limits 0 % … 100 %";
        QTest::newRow("low end outside") << "price_usd_per_mtok=-1 to 0.5"
                                         << "price_usd_per_mtok: the range's low end";
        QTest::newRow("both ends outside") << "conversion_pct=-1 to 101"
                                           << "the range's low end −1 % is outside";
        QTest::newRow("integer key") << "free_accounts=1000 to 2000"
                                     << "free_accounts cannot take a range: it takes one whole number (1 … 10,000,000,000)";
        QTest::newRow("date") << "start_date=2026-01-01 to 2026-06-01"
                              << "start_date cannot take a range: it is a date (2000-01-01 … 2100-12-31); give one date";
        QTest::newRow("free tier beyond the horizon") << "free_tier_months=1 to 40"
                                                      << "the range's high end 40 is outside the hard limits 0 … 36 (the horizon)";
        QTest::newRow("an end that is no number") << "conversion_pct=1 to many"
                                                  << "\"many\" is not a number";
        QTest::newRow("lognormal from 0") << "tokens_per_chip_per_day=0 to 4e8"
                                          << "the range's low end 0 is outside the hard limits above 0, up to";
    }
    void badTypedRanges()
    {
        QFETCH(QString, assignment);
        QFETCH(QString, expected);
        const PatchResult r = setOnDocument(Json::object(), {assignment.toStdString()});
        QVERIFY(!r.ok());
        QVERIFY2(allProblems(r.problems).contains(expected), qPrintable(allProblems(r.problems)));
        // the patch applied to a scenario: all or nothing
        const auto eq = assignment.indexOf(QLatin1Char('='));
        const ParamSpec* p = findParam(assignment.left(eq).toStdString());
        if (p && isNumeric(p->id)) {
            const auto typed = ScenarioPatch::fromTypedValue(p->id, assignment.mid(eq + 1).toStdString());
            if (typed.ok()) {
                const Scenario before;
                const PatchResult applied = typed.value->apply(before);
                QVERIFY(!applied.ok());
                QVERIFY(applied.notes.empty());
            }
        }
    }

    void rangeFollowsItsValue_data()
    {
        QTest::addColumn<QString>("json"); // the scenario before
        QTest::addColumn<QString>("key");  // the key set …
        QTest::addColumn<double>("value"); // … to this value
        QTest::addColumn<double>("low");   // the entry afterwards (NaN: the key became certain)
        QTest::addColumn<double>("high");
        const double none = std::nan("");
        QTest::newRow("scaled ×2") << "{}"
                                   << "tokens_per_chip_per_day" << 8e8 << 4e8 << 16e8;
        QTest::newRow("shifted: elasticity") << "{}"
                                             << "price_elasticity" << -2.0 << -2.5 << -1.5;
        QTest::newRow("shifted: _pct") << "{}"
                                       << "opex_growth_pct_per_month" << 3.0 << 1.0 << 5.0;
        QTest::newRow("clamped to the limits") << "{}"
                                               << "conversion_pct" << 0.0 << 0.0 << 2.0; // −2 … 2, then 0 … 2
        QTest::newRow("clamped to the horizon") << R"({"uncertainty": {"free_tier_months": {"dist": "uniform", "low": 4, "high": 8}}})"
                                                << "free_tier_months" << 35.0 << 33.0 << 36.0;
        QTest::newRow("scaled to nothing: certain") << "{}"
                                                    << "fixed_opex_usd_per_month" << 0.0 << none << none;
        QTest::newRow("a lognormal cannot reach 0") << R"({"uncertainty": {"chip_capex_usd": {"dist": "lognormal", "low": 1e4, "high": 2e4}}})"
                                                    << "chip_capex_usd" << 0.0 << none << none;
        QTest::newRow("shifted to one point: certain") << R"({"uncertainty": {"account_usage_sigma": {"dist": "uniform", "low": 2.5, "high": 3}}})"
                                                       << "account_usage_sigma" << 5.0 << none << none;
    }
    void rangeFollowsItsValue()
    {
        QFETCH(QString, json);
        QFETCH(QString, key);
        QFETCH(double, value);
        QFETCH(double, low);
        QFETCH(double, high);
        const Scenario before = test::scenario(json.toStdString());
        const ParamId id = findParam(key.toStdString())->id;
        const PatchResult r = ScenarioPatch().set(id, value).apply(before);
        QVERIFY2(r.ok(), qPrintable(allProblems(r.problems)));
        const Distribution* d = r.value->distribution(id);
        if (std::isnan(low)) {
            QVERIFY(!d);
            QCOMPARE(r.notes.size(), std::size_t(1)); // one sentence that names the key
            QVERIFY2(englishNotes(r.notes).startsWith(key + QStringLiteral(" is now certain: its range")), qPrintable(englishNotes(r.notes)));
            return;
        }
        QVERIFY(d);
        QVERIFY(r.notes.empty());
        RUNWAY_COMPARE_NEAR(d->low, low, 1e-12);
        RUNWAY_COMPARE_NEAR(d->high, high, 1e-12);
        QCOMPARE(d->kind, before.distribution(id)->kind);
    }

    void onlyANumberToANumberMovesARange()
    {
        using enum ParamId;
        // a derived cash with a range: typing a number, and deriving again, keep the entry as it is
        const Scenario s = test::scenario(R"({"uncertainty": {"cash_usd": {"dist": "uniform", "low": 4e8, "high": 8e8}}})");
        const Distribution cash = entry(s, Cash);
        const PatchResult typed = ScenarioPatch().set(Cash, 1e9).apply(s);
        QVERIFY2(typed.ok(), qPrintable(allProblems(typed.problems)));
        QCOMPARE(entry(*typed.value, Cash), cash);
        const PatchResult derived = ScenarioPatch().setNull(Cash).apply(*typed.value);
        QVERIFY(derived.ok());
        QCOMPARE(entry(*derived.value, Cash), cash);
        // a written mode moves with the value
        const Scenario moded = test::scenario(R"({"uncertainty": {"pue": {"dist": "triangular", "low": 1.2, "mode": 1.3, "high": 1.6}}})");
        const PatchResult pue = ScenarioPatch().set(Pue, 2.6).apply(moded);
        QVERIFY(pue.ok());
        QCOMPARE(entry(*pue.value, Pue).mode, std::optional<double>(2.6));
        RUNWAY_COMPARE_NEAR(entry(*pue.value, Pue).low, 2.4, 1e-12);
        // an entry the same patch sets, or a whole list it replaces, stays as given
        const Distribution given{Conversion, DistKind::Uniform, 1, 9, std::nullopt};
        for (const ScenarioPatch& p : {ScenarioPatch().setDistribution(given).set(Conversion, 5), ScenarioPatch().set(Conversion, 5).setDistribution(given),
                                       ScenarioPatch().set(Conversion, 5).setUncertainty({given})}) {
            const PatchResult r = p.apply(Scenario());
            QVERIFY(r.ok());
            QCOMPARE(entry(*r.value, Conversion), given);
        }
        // the same value again moves nothing
        const PatchResult same = ScenarioPatch().set(Conversion, 3).apply(Scenario());
        QVERIFY(same.ok());
        QCOMPARE(*same.value, Scenario());
    }

    void shiftedKeys()
    {
        using enum ParamId;
        for (const auto& p : parameters()) {
            if (!isNumeric(p.id))
                continue;
            const bool expected = p.id == Elasticity || p.id == AccountSigma || p.id == FreeTierMonths || p.key.find("_pct") != std::string_view::npos;
            QVERIFY2(isShiftedKey(p.id) == expected, p.key.data());
        }
        QVERIFY(isShiftedKey(Conversion) && isShiftedKey(Growth) && isShiftedKey(OpexGrowth));
        QVERIFY(!isShiftedKey(FixedOpex) && !isShiftedKey(TokensPerChip) && !isShiftedKey(Price));
    }

    // The capacity-mode repair lives in the patch: owned clears a typed serving cost and its range.
    void ownedClearsATypedServingCost()
    {
        using enum ParamId;
        const char* perToken =
            R"({"capacity_mode": "per_token", "serving_cost_usd_per_mtok": 0.3, "uncertainty": {"serving_cost_usd_per_mtok": {"dist": "uniform", "low": 0.2, "high": 0.4}}})";
        const Json doc = *parseJsonDocument(perToken).value;
        const PatchResult r = setOnDocument(doc, {"capacity_mode=owned"}); // refused before this patch existed
        QVERIFY2(r.ok(), qPrintable(allProblems(r.problems)));
        QVERIFY(r.value->owned());
        QVERIFY(r.value->isNull(ServingCost));
        QVERIFY(!r.value->distribution(ServingCost));
        QVERIFY2(englishNotes(r.notes).contains(QStringLiteral("serving_cost_usd_per_mtok is derived again")), qPrintable(englishNotes(r.notes)));
        // the same patch on the scenario value gives the same scenario
        const PatchResult direct = ScenarioPatch().setCapacityMode(CapacityMode::Owned).apply(test::scenario(perToken));
        QVERIFY(direct.ok());
        QCOMPARE(*direct.value, *r.value);
        // typing a serving cost in the same patch is a contradiction, refused by the rule book
        const PatchResult both = setOnDocument(doc, {"capacity_mode=owned", "serving_cost_usd_per_mtok=0.5"});
        QVERIFY(!both.ok());
        QVERIFY2(allProblems(both.problems).contains(QStringLiteral("is given while capacity_mode is \"owned\"")), qPrintable(allProblems(both.problems)));
    }

    void setRepairsABrokenFileValue()
    {
        // --set gives a key anew: the document's problem with its old value goes (as before patches)
        const Json doc = *parseJsonDocument(R"({"price_usd_per_mtok": "cheap", "conversion_pct": 500})").value;
        QVERIFY(!scenarioFromJson(doc).ok());
        const PatchResult r = setOnDocument(doc, {"price_usd_per_mtok=0.2", "conversion_pct=5"});
        QVERIFY2(r.ok(), qPrintable(allProblems(r.problems)));
        QCOMPARE((*r.value)[ParamId::Price], 0.2);
        // a model-2 key set on an @1 document is refused as in the document
        const Json one = *parseJsonDocument(R"({"schema": "token-runway/scenario@1"})").value;
        const PatchResult m2 = setOnDocument(one, {"price_elasticity=-1"});
        QVERIFY(!m2.ok());
        QVERIFY2(allProblems(m2.problems).contains(QStringLiteral("is a model-2 key")), qPrintable(allProblems(m2.problems)));
    }

    // A scenario without `uncertainty` takes the default ranges moved to its values (MODEL.md 2.1 §6).
    void bullPresetRanges()
    {
        const Preset* bull = findPreset("bull");
        QVERIFY(bull);
        const Distribution conversion = entry(bull->scenario, ParamId::Conversion);
        QCOMPARE(conversion.low, 3.0);
        QCOMPARE(conversion.high, 7.0);
        const Distribution growth = entry(bull->scenario, ParamId::Growth);
        QCOMPARE(growth.low, 5.0);
        QCOMPARE(growth.high, 20.0);
        // one rule: the preset's patch on the defaults is its file read as a scenario
        for (const Preset& p : presets()) {
            const Json doc = *parseJsonDocument(scenarioToText(p.scenario)).value;
            QCOMPARE(*scenarioFromJson(doc).value, p.scenario);
            Json overrides = presetOverrides(p);
            overrides["name"] = p.name;
            overrides["notes"] = p.description;
            QCOMPARE(*scenarioFromJson(overrides).value, p.scenario);
        }
        // and a preset applied on top of another scenario moves that scenario's ranges
        const Scenario onTop = *bull->patch.apply(setOnDefaults({"conversion_pct=2 to 6"})).value;
        QCOMPARE(entry(onTop, ParamId::Conversion).low, 3.0); // 2 … 6 shifted by 5 − 4
        QCOMPARE(entry(onTop, ParamId::Conversion).high, 7.0);
    }

    void filesKeepTheirRanges()
    {
        using enum ParamId;
        // hand-written, no uncertainty: the defaults moved to its values
        const Scenario hand = test::scenario2(R"({"fixed_opex_usd_per_month": 20e6, "demand_growth_pct_per_month": 10})");
        QCOMPARE(hand.uncertainty, setOnDefaults({"fixed_opex_usd_per_month=20M", "demand_growth_pct_per_month=10"}).uncertainty);
        QCOMPARE(defaultUncertaintyFor(Scenario()), defaultUncertainty());
        // a saved file keeps what it holds, even a range that does not hold the value
        const Scenario outside = test::scenario2(R"({"fixed_opex_usd_per_month": 20e6,
            "uncertainty": {"fixed_opex_usd_per_month": {"dist": "triangular", "low": 28e6, "high": 48.5e6}}})");
        QCOMPARE(outside[FixedOpex], 20e6);
        QCOMPARE(outside.uncertainty, (std::vector<Distribution>{{FixedOpex, DistKind::Triangular, 28e6, 48.5e6, std::nullopt}}));
        // @1 keeps model 1's default uncertainty, whatever its values
        const Scenario one = test::scenario(R"({"schema": "token-runway/scenario@1", "conversion_pct": 5})");
        QCOMPARE(one.uncertainty, defaultUncertainty(1));
        // the new defaults (MODEL.md 2.1 §6): every value at the centre of its range
        for (const Distribution& d : defaultUncertainty()) {
            const double v = Scenario()[d.param];
            const double centre = d.kind == DistKind::Lognormal ? std::sqrt(d.low * d.high) : d.kind == DistKind::Uniform ? (d.low + d.high) / 2 : v;
            QVERIFY2(v == centre && !d.mode && v >= d.low && v <= d.high, spec(d.param).key.data());
        }
        QCOMPARE(entry(Scenario(), Growth), (Distribution{Growth, DistKind::Triangular, -5, 10, std::nullopt}));
        QCOMPARE(entry(Scenario(), TokensPerChip), (Distribution{TokensPerChip, DistKind::Lognormal, 2e8, 8e8, std::nullopt}));
    }

    void patchFromJson()
    {
        using enum ParamId;
        const Json overrides = *parseJsonDocument(R"({"schema": "token-runway/scenario@2", "name": "Claim", "capacity_mode": "per_token",
            "serving_cost_usd_per_mtok": 0.3, "cash_usd": null, "start_date": "2026-06-01", "funding": [{"month": 2, "amount_usd": 1e8}]})")
                                    .value;
        const auto patch = ScenarioPatch::fromJson(overrides);
        QVERIFY2(patch.ok(), qPrintable(allProblems(patch.problems)));
        QCOMPARE(patch.value->edits().size(), std::size_t(6)); // in the object's order, schema left out
        QCOMPARE(patch.value->edits()[1].id, CapacityMode);
        const PatchResult r = patch.value->apply(Scenario());
        QVERIFY2(r.ok(), qPrintable(allProblems(r.problems)));
        QCOMPARE(r.value->name, std::string("Claim"));
        QCOMPARE((*r.value)[ServingCost], 0.3);
        QCOMPARE(r.value->funding.size(), std::size_t(1));
        // every problem at once, nothing applied
        const auto bad = ScenarioPatch::fromJson(*parseJsonDocument(R"({"conversion_pc": 1, "demand_tokens_per_day": "high", "schema": "x"})").value);
        QVERIFY(!bad.ok());
        QCOMPARE(bad.problems.size(), std::size_t(3));
        QVERIFY(allProblems(bad.problems).contains(QStringLiteral("did you mean")));
    }

    void changeUndoesExactly()
    {
        // undo by field-wise change: the scenario before, bit for bit; nothing moves on undo
        const Scenario before = setOnDefaults({"conversion_pct=2 to 6", "cash_usd=5e8"});
        const PatchResult r = ScenarioPatch().set(ParamId::Conversion, 5).setNull(ParamId::Cash).setText(ParamId::Name, "x").apply(before);
        QVERIFY(r.ok());
        const ScenarioChange change = ScenarioChange::between(before, *r.value);
        QVERIFY(!change.empty());
        Scenario s = *r.value;
        change.undo(s);
        QCOMPARE(s, before);
        QCOMPARE(s[ParamId::Cash], 5e8); // the remembered value under the null flag too
        change.redo(s);
        QCOMPARE(s, *r.value);
        // a change followed by its reverse is no change
        ScenarioChange there = change;
        there.append(ScenarioChange::between(*r.value, before));
        QVERIFY(there.empty());
    }
};

QTEST_GUILESS_MAIN(TestPatch)
#include "test_patch.moc"
