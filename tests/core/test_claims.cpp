// The claims audit (issue 6): every claim's computed value against hand arithmetic, the
// verdicts of CLAIMS.md on the defaults, verdicts that follow the base scenario, and the
// catalogue loader refusing malformed catalogues.
#include <cmath>

#include <QtTest>

#include "core/claims/claimaudit.h"
#include "core/claims/claimtext.h"
#include "core/claims/sourcespage.h"
#include "core/data/embedded.h"
#include "testhelpers.h"

using namespace runway;
using runway::test::allProblems;

namespace {

// MODEL.md §3 with the defaults, by hand.
const double kSC = (16500.0 / (4 * 365) + 0.4 * 24 * 1.3 * 0.08) / (4e8 * 1.0) * 1e6; // ≈ 0.0307494
const double kDemand = 23.2e12 / 6;                                                   // ≈ 3.8667e12
const double kFree = 0.97 * kDemand;                                                  // the quota (1e14) does not bind
const double kPaid = 0.03 * kDemand;

const ClaimResult& resultFor(const std::vector<ClaimResult>& results, const QString& id)
{
    for (const auto& r : results)
        if (r.claim->id == id.toStdString())
            return r;
    qFatal("no claim %s", qPrintable(id));
}

Json builtinJson()
{
    const embedded::File* f = embedded::find("claims.json");
    if (!f)
        qFatal("claims.json is not embedded");
    return *parseJsonDocument(f->data).value;
}

} // namespace

class TestClaims : public QObject {
    Q_OBJECT

private slots:
    void builtinCatalogueLoads()
    {
        auto cat = loadBuiltinCatalogue();
        QVERIFY2(cat.ok(), qPrintable(allProblems(cat.problems)));
        QCOMPARE(cat.value->sources.size(), std::size_t(5));
        QCOMPARE(cat.value->claims.size(), std::size_t(13));
        QCOMPARE(cat.value->notes.size(), std::size_t(5));
        QCOMPARE(cat.value->findSource("C")->title, std::string("Block 18,402,112 just dumped. Panic is overpriced."));
        QCOMPARE(builtinCatalogue().claims.size(), std::size_t(13));
    }

    void computedAgainstHandArithmetic_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<double>("expected");
        QTest::newRow("daily-volume") << QStringLiteral("daily-volume") << 23.2e12 / 6;
        QTest::newRow("a-quota-day") << QStringLiteral("a-quota-day") << 1e14 * 0.10 / 1e6;          // 1e7
        QTest::newRow("a-quota-month") << QStringLiteral("a-quota-month") << 1e14 * 0.10 / 1e6 * 30; // 3e8
        QTest::newRow("b-quota-day") << QStringLiteral("b-quota-day") << 1e14 * 1.0 / 1e6;           // 1e8
        QTest::newRow("b-quota-month") << QStringLiteral("b-quota-month") << 1e14 * 1.0 / 1e6 * 30;  // 3e9
        QTest::newRow("c-quota-day") << QStringLiteral("c-quota-day") << 1e14 * 0.10 / 1e6;
        QTest::newRow("c-quota-month") << QStringLiteral("c-quota-month") << 1e14 * 0.10 / 1e6 * 30;
        QTest::newRow("c-floor-day") << QStringLiteral("c-floor-day") << 1e14 * 0.03 / 1e6;          // 3e6
        QTest::newRow("c-floor-month") << QStringLiteral("c-floor-month") << 1e14 * 0.03 / 1e6 * 30; // 9e7
        QTest::newRow("e-quota-day") << QStringLiteral("e-quota-day") << 1e14 * 0.10 / 1e6;
        QTest::newRow("e-chips") << QStringLiteral("e-chips") << std::ceil(3.8666666666667e12 / 4e8); // 9667
        QTest::newRow("e-year-list") << QStringLiteral("e-year-list") << 1e9 / (30 * 1e7);            // 3.33
        QTest::newRow("e-year-cash") << QStringLiteral("e-year-cash") << 830.0 / 30;                  // MODEL.md: runway_days 830
    }
    void computedAgainstHandArithmetic()
    {
        QFETCH(QString, id);
        QFETCH(double, expected);
        const auto results = auditClaims(builtinCatalogue());
        const ClaimResult& r = resultFor(results, id);
        QVERIFY(r.problems.empty());
        QVERIFY(r.computed.has_value());
        RUNWAY_COMPARE_NEAR(*r.computed, expected, 1e-9);
        RUNWAY_COMPARE_NEAR(*r.ratio, expected / r.claim->claimed, 1e-9);
    }

    void chipsAreNineThousandSixHundredSixtySeven()
    {
        const auto results = auditClaims(builtinCatalogue());
        QCOMPARE(*resultFor(results, QStringLiteral("e-chips")).computed, 9667.0);
    }

    // CLAIMS.md, "what the audit shows": A and B 100× and 1,000× too low, C and E right,
    // 9,667 chips within 5 %, "a year" fails as list value and holds as cash runway.
    void verdictsOnTheDefaults_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("verdict");
        QTest::addColumn<QString>("ratioWords");
        QTest::newRow("daily-volume") << QStringLiteral("daily-volume") << QStringLiteral("consistent") << QStringLiteral("within 5 %");
        QTest::newRow("a-quota-day") << QStringLiteral("a-quota-day") << QStringLiteral("off") << QStringLiteral("100× too low");
        QTest::newRow("a-quota-month") << QStringLiteral("a-quota-month") << QStringLiteral("off") << QStringLiteral("100× too low");
        QTest::newRow("b-quota-day") << QStringLiteral("b-quota-day") << QStringLiteral("off") << QStringLiteral("1,000× too low");
        QTest::newRow("b-quota-month") << QStringLiteral("b-quota-month") << QStringLiteral("off") << QStringLiteral("1,000× too low");
        QTest::newRow("c-quota-day") << QStringLiteral("c-quota-day") << QStringLiteral("consistent") << QStringLiteral("within 5 %");
        QTest::newRow("c-quota-month") << QStringLiteral("c-quota-month") << QStringLiteral("consistent") << QStringLiteral("within 5 %");
        QTest::newRow("c-floor-day") << QStringLiteral("c-floor-day") << QStringLiteral("consistent") << QStringLiteral("within 5 %");
        QTest::newRow("c-floor-month") << QStringLiteral("c-floor-month") << QStringLiteral("consistent") << QStringLiteral("within 5 %");
        QTest::newRow("e-quota-day") << QStringLiteral("e-quota-day") << QStringLiteral("consistent") << QStringLiteral("within 5 %");
        QTest::newRow("e-chips") << QStringLiteral("e-chips") << QStringLiteral("consistent") << QStringLiteral("within 5 %");
        QTest::newRow("e-year-list") << QStringLiteral("e-year-list") << QStringLiteral("fails") << QStringLiteral("3.6× too high");
        QTest::newRow("e-year-cash") << QStringLiteral("e-year-cash") << QStringLiteral("holds") << QStringLiteral("2.3× too low");
    }
    void verdictsOnTheDefaults()
    {
        QFETCH(QString, id);
        QFETCH(QString, verdict);
        QFETCH(QString, ratioWords);
        const auto results = auditClaims(builtinCatalogue());
        const ClaimResult& r = resultFor(results, id);
        QCOMPARE(QString::fromStdString(std::string(verdictName(r.verdict))), verdict);
        QCOMPARE(QString::fromStdString(ratioText(*r.ratio)), ratioWords);
    }

    // A's "$100,000 a day" is close to the serving cost of the tokens actually used:
    // 3.8667e12 × 0.0307494 / 1e6 ≈ $118,897 a day.
    void readingThatMakesAQuotaTrue()
    {
        const auto results = auditClaims(builtinCatalogue());
        const ClaimResult& a = resultFor(results, QStringLiteral("a-quota-day"));
        QVERIFY(a.bestReading.has_value());
        const ReadingResult& best = a.readings[*a.bestReading];
        QCOMPARE(best.reading->id, std::string("serving-cost-used"));
        RUNWAY_COMPARE_NEAR(best.value, (kFree + kPaid) * kSC / 1e6, 1e-9);
        QVERIFY2(a.note.find("close to the serving cost of the tokens actually used (≈ $119K a day)") != std::string::npos, a.note.c_str());
        // The month: × 30.
        const ClaimResult& am = resultFor(results, QStringLiteral("a-quota-month"));
        RUNWAY_COMPARE_NEAR(am.readings[*am.bestReading].value, (kFree + kPaid) * kSC / 1e6 * 30, 1e-9);
        // The free tokens alone and their list value are reported too.
        RUNWAY_COMPARE_NEAR(a.readings[1].value, kFree * kSC / 1e6, 1e-9);
        RUNWAY_COMPARE_NEAR(a.readings[2].value, kFree * 0.10 / 1e6, 1e-9);
        // A claim that is right needs no other reading.
        QVERIFY(resultFor(results, QStringLiteral("c-quota-day")).readings.empty());
    }

    void listValueAndCashReadingsOfAYear()
    {
        const auto results = auditClaims(builtinCatalogue());
        for (const char* id : {"e-year-list", "e-year-cash"}) {
            const std::string& note = resultFor(results, QString::fromLatin1(id)).note;
            QVERIFY2(note.find("Read as the quota's list value it fails (3.33 months)") != std::string::npos, note.c_str());
            QVERIFY2(note.find("read as the company's cash runway it holds (27.7 months)") != std::string::npos, note.c_str());
        }
    }

    // Verdicts follow the base scenario: the claim's own overrides are applied on top of it.
    void verdictsFollowTheBase_data()
    {
        QTest::addColumn<QString>("base");
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("verdict");
        QTest::addColumn<double>("computed");
        // ceil(3.8667e12 / 2e8) = 19334: 1.9× the claimed 10,000.
        QTest::newRow("half throughput: chips off") << QStringLiteral(R"({"tokens_per_chip_per_day": 2e8})") << QStringLiteral("e-chips")
                                                    << QStringLiteral("off") << std::ceil(23.2e12 / 6 / 2e8);
        // Twice the speed-up: ceil(3.8667e12 / 8e8) = 4834.
        QTest::newRow("speed-up 2: chips off") << QStringLiteral(R"({"software_speedup": 2})") << QStringLiteral("e-chips") << QStringLiteral("off")
                                               << std::ceil(23.2e12 / 6 / 8e8);
        // $4B lasts 4e9 / (30 × 1e7) = 13.3 months at list value.
        QTest::newRow("4B cash: list year holds") << QStringLiteral(R"({"cash_usd": 4e9})") << QStringLiteral("e-year-list") << QStringLiteral("holds")
                                                  << 4e9 / (30 * 1e7);
        // $200M at a day-0 net burn of 1,293,964.44 (MODEL.md) runs out on day floor(2e8 / 1293964.44) = 154, before the cut.
        QTest::newRow("200M cash: cash year fails") << QStringLiteral(R"({"cash_usd": 2e8})") << QStringLiteral("e-year-cash") << QStringLiteral("fails")
                                                    << std::floor(2e8 / 1293964.44) / 30;
        // The claim fixes price and quota, so a base at $1 changes nothing for C.
        QTest::newRow("premium base: C still right") << QStringLiteral(R"({"price_usd_per_mtok": 1.0})") << QStringLiteral("c-quota-day")
                                                     << QStringLiteral("consistent") << 1e14 * 0.10 / 1e6;
        // The daily volume is fixed by the claim too.
        QTest::newRow("demand 1e14: volume still right")
            << QStringLiteral(R"({"demand_tokens_per_day": 1e14})") << QStringLiteral("daily-volume") << QStringLiteral("consistent") << 23.2e12 / 6;
        // Demand at the quota: ceil(1e14 / 4e8) = 250,000 chips (MODEL.md's worked example).
        QTest::newRow("demand 1e14: chips off") << QStringLiteral(R"({"demand_tokens_per_day": 1e14})") << QStringLiteral("e-chips") << QStringLiteral("off")
                                                << 250000.0;
    }
    void verdictsFollowTheBase()
    {
        QFETCH(QString, base);
        QFETCH(QString, id);
        QFETCH(QString, verdict);
        QFETCH(double, computed);
        const auto results = auditClaims(builtinCatalogue(), test::scenario(base.toStdString()));
        const ClaimResult& r = resultFor(results, id);
        QCOMPARE(QString::fromStdString(std::string(verdictName(r.verdict))), verdict);
        RUNWAY_COMPARE_NEAR(*r.computed, computed, 1e-9);
    }

    void readingsFollowTheBase()
    {
        // A given serving cost of $0.30 per million: A's figure now reads as nothing the model gives.
        const auto results = auditClaims(builtinCatalogue(), test::scenario(R"({"serving_cost_usd_per_mtok": 0.30})"));
        const ClaimResult& a = resultFor(results, QStringLiteral("a-quota-day"));
        RUNWAY_COMPARE_NEAR(a.readings[0].value, kDemand * 0.30 / 1e6, 1e-9); // ≈ $1.16M
        QVERIFY2(a.note.find("No other reading fits") != std::string::npos, a.note.c_str());
    }

    void cashBeyondTheHorizonHolds()
    {
        const auto results = auditClaims(builtinCatalogue(), test::scenario(R"({"cash_usd": 1e12})"));
        const ClaimResult& r = resultFor(results, QStringLiteral("e-year-cash"));
        QVERIFY(!r.computed.has_value());
        QCOMPARE(r.verdict, Verdict::Holds);
        QVERIFY2(r.note.find("beyond the horizon") != std::string::npos, r.note.c_str());
    }

    void claimScenarioKeepsTheBaseAndNamesTheClaim()
    {
        const Scenario base =
            test::scenario(R"({"conversion_pct": 4, "uncertainty": {"price_usd_per_mtok": {"dist": "triangular", "low": 0.05, "high": 0.2}}})");
        const Claim& b = *builtinCatalogue().findClaim("b-quota-day");
        auto s = claimScenario(b, base);
        QVERIFY2(s.ok(), qPrintable(allProblems(s.problems)));
        QCOMPARE((*s.value)[ParamId::Price], 1.0);
        QCOMPARE((*s.value)[ParamId::Conversion], 4.0);
        QCOMPARE(s.value->name, std::string("Claim b-quota-day"));
        // The claim fixes the price at $1, outside the base's price range: that range is dropped.
        QVERIFY(s.value->distribution(ParamId::Price) == nullptr);
    }

    void judgeAndRatioWords_data()
    {
        QTest::addColumn<double>("ratio");
        QTest::addColumn<QString>("words");
        QTest::newRow("100") << 100.0 << QStringLiteral("100× too low");
        QTest::newRow("1000") << 1000.0 << QStringLiteral("1,000× too low");
        QTest::newRow("0.3") << 0.3 << QStringLiteral("3.3× too high");
        QTest::newRow("1.05 edge") << 1.05 << QStringLiteral("within 5 %");
        QTest::newRow("0.95 edge") << 0.95 << QStringLiteral("within 5 %");
        QTest::newRow("1.06") << 1.06 << QStringLiteral("1.1× too low");
        QTest::newRow("119.3") << 119.3 << QStringLiteral("119× too low");
    }
    void judgeAndRatioWords()
    {
        QFETCH(double, ratio);
        QFETCH(QString, words);
        QCOMPARE(QString::fromStdString(ratioText(ratio)), words);
        QCOMPARE(judge(ClaimKind::Equals, ratio, 1.0) == Verdict::Consistent, std::fabs(ratio - 1) <= 0.05 + 1e-12);
    }

    void boundsJudge()
    {
        QCOMPARE(judge(ClaimKind::AtLeast, 12, 12), Verdict::Holds);
        QCOMPARE(judge(ClaimKind::AtLeast, 11.9, 12), Verdict::Fails);
        QCOMPARE(judge(ClaimKind::AtMost, 12, 12), Verdict::Holds);
        QCOMPARE(judge(ClaimKind::AtMost, 12.1, 12), Verdict::Fails);
    }

    void arithmeticSubstitutesTheNumbers()
    {
        const auto results = auditClaims(builtinCatalogue());
        const std::string a = claimArithmetic(builtinCatalogue(), resultFor(results, QStringLiteral("a-quota-month")));
        for (const char* part : {"price_usd_per_mtok = 0.1, free_quota_tokens_per_day = 100T", "= 100T × $0.1 / 1M = $10M",
                                 "× 30 (a month is 30 days) = $300M a month", "Claimed: $3M a month", "Ratio: computed / claimed = 300M / 3M = 100",
                                 "Verdict: off", "100× too low", "* the serving cost of the tokens actually used"})
            QVERIFY2(a.find(part) != std::string::npos, (std::string(part) + " not in:\n" + a).c_str());
        const std::string chips = claimArithmetic(builtinCatalogue(), resultFor(results, QStringLiteral("e-chips")));
        QVERIFY2(chips.find("ceil(9,666.67) = 9,667") != std::string::npos, chips.c_str());
        const std::string cash = claimArithmetic(builtinCatalogue(), resultFor(results, QStringLiteral("e-year-cash")));
        QVERIFY2(cash.find("= day 830; runway_months = 830 / 30 = 27.67") != std::string::npos, cash.c_str());
    }

    void sourcesPageFromTheSameData()
    {
        const SourcesPage page = sourcesPage(builtinCatalogue());
        QCOMPARE(page.sources.size(), std::size_t(5));
        // Every parameter with a reason appears, with the parameter table's own words.
        std::size_t withReason = 0;
        for (const auto& p : parameters())
            withReason += p.reason.empty() ? 0 : 1;
        QCOMPARE(page.parameters.size(), withReason);
        const auto opex =
            std::find_if(page.parameters.begin(), page.parameters.end(), [](const ProvenanceRow& r) { return r.key == "fixed_opex_usd_per_month"; });
        QVERIFY(opex != page.parameters.end());
        QCOMPARE(opex->kindText, std::string("public filing"));
        QCOMPARE(opex->defaultText, std::string("$40M per month"));
        QCOMPARE(opex->reason, std::string(spec(ParamId::FixedOpex).reason));
        QVERIFY(!page.method.empty());
        QCOMPARE(page.publicFigures.size(), std::size_t(5));
        QCOMPARE(page.publicFigures[0].valueText, std::string("RMB 2.552B"));
        QCOMPARE(page.publicFigures[4].valueText, std::string("2–5 %"));
        // MODEL.md §9: RMB 2.552B of cash at an outflow of RMB 1.327B per half year lasts 2.552 / 1.327 × 6 ≈ 11.5 months.
        QCOMPARE(std::round(2.552 / 1.327 * 6 * 10) / 10, 11.5);
        QVERIFY(page.publicFigures[1].comment.find("11.5 months") != std::string::npos);
        const std::string text = sourcesPageText(page);
        QVERIFY(text.find("E: \"The Ledger Says 23.2 Trillion Tokens. The Metadata Says Something Else.\"") != std::string::npos);
        QVERIFY(text.find("price_usd_per_mtok = $0.1 per 1M tokens [article]") != std::string::npos);
        QVERIFY(text.find("within 5 %") != std::string::npos);
    }

    // The loader refuses a malformed catalogue with a message naming the claim and the field.
    void loaderRefuses_data()
    {
        QTest::addColumn<QString>("field");   // a field of claim "a-quota-day" (claims[1]), or a special case
        QTest::addColumn<QString>("value");   // JSON, or empty to remove the field
        QTest::addColumn<QString>("message"); // a part of the first problem's text
        QTest::newRow("unknown quantity") << QStringLiteral("quantity") << QStringLiteral(R"("quota_value_per_day")")
                                          << QStringLiteral(R"(claim "a-quota-day".quantity: unknown quantity "quota_value_per_day")");
        QTest::newRow("unknown override key") << QStringLiteral("overrides") << QStringLiteral(R"({"pricee_usd_per_mtok": 0.1})")
                                              << QStringLiteral(R"(claim "a-quota-day".overrides: pricee_usd_per_mtok)");
        QTest::newRow("override outside limits") << QStringLiteral("overrides") << QStringLiteral(R"({"price_usd_per_mtok": 500})")
                                                 << QStringLiteral(R"(claim "a-quota-day".overrides: price_usd_per_mtok)");
        QTest::newRow("override of the name") << QStringLiteral("overrides") << QStringLiteral(R"({"name": "x"})")
                                              << QStringLiteral(R"("name" cannot be overridden)");
        QTest::newRow("bad kind") << QStringLiteral("kind") << QStringLiteral(R"("about")")
                                  << QStringLiteral(R"(claim "a-quota-day".kind: expected one of equals, at_least, at_most, got "about")");
        QTest::newRow("bad unit") << QStringLiteral("unit") << QStringLiteral(R"("usd")") << QStringLiteral(R"(claim "a-quota-day".unit: expected one of)");
        QTest::newRow("missing claimed") << QStringLiteral("claimed") << QString() << QStringLiteral(R"(claim "a-quota-day": is missing the field "claimed")");
        QTest::newRow("missing overrides") << QStringLiteral("overrides") << QString() << QStringLiteral(R"(is missing the field "overrides")");
        QTest::newRow("claimed zero") << QStringLiteral("claimed") << QStringLiteral("0")
                                      << QStringLiteral(R"(claim "a-quota-day".claimed: expected a finite number above 0)");
        QTest::newRow("factor as text") << QStringLiteral("factor") << QStringLiteral(R"("30")") << QStringLiteral(R"(claim "a-quota-day".factor)");
        QTest::newRow("a stored verdict") << QStringLiteral("verdict") << QStringLiteral(R"("off")") << QStringLiteral(R"(unknown field "verdict")");
        QTest::newRow("duplicate id") << QStringLiteral("id") << QStringLiteral(R"("daily-volume")")
                                      << QStringLiteral(R"(claim "daily-volume": the id is used twice)");
        QTest::newRow("unknown source") << QStringLiteral("sources") << QStringLiteral(R"(["F"])")
                                        << QStringLiteral(R"(claim "a-quota-day".sources: unknown source "F")");
        QTest::newRow("no sources") << QStringLiteral("sources") << QStringLiteral("[]") << QStringLiteral(R"(.sources: expected a non-empty array)");
        QTest::newRow("unknown reading") << QStringLiteral("readings") << QStringLiteral(R"(["cash"])") << QStringLiteral(R"(unknown reading "cash")");
        QTest::newRow("empty paraphrase") << QStringLiteral("claim") << QStringLiteral(R"("")")
                                          << QStringLiteral(R"(claim "a-quota-day".claim: expected a non-empty text)");
        QTest::newRow("group without reading") << QStringLiteral("group") << QStringLiteral(R"("g")") << QStringLiteral(R"("group" and "reading" go together)");
        QTest::newRow("lone group") << QStringLiteral("#lone-group") << QString() << QStringLiteral(R"(group "e-year": has only one claim)");
        QTest::newRow("bad schema") << QStringLiteral("#schema") << QStringLiteral(R"("token-runway/claims@2")")
                                    << QStringLiteral(R"(schema: expected "token-runway/claims@1")");
        QTest::newRow("no claims") << QStringLiteral("#claims") << QString() << QStringLiteral(R"(the catalogue is missing "claims")");
        QTest::newRow("unknown top-level key") << QStringLiteral("#verdicts") << QStringLiteral("[]")
                                               << QStringLiteral(R"(catalogue: unknown field "verdicts")");
        QTest::newRow("figure with value and range") << QStringLiteral("#figure") << QString() << QStringLiteral(R"(public_figures[0]: give exactly one of)");
    }
    void loaderRefuses()
    {
        QFETCH(QString, field);
        QFETCH(QString, value);
        QFETCH(QString, message);
        Json doc = builtinJson();
        const std::string f = field.toStdString();
        const std::optional<Json> v = value.isEmpty() ? std::nullopt : std::optional(*parseJsonDocument(value.toStdString()).value);
        if (f == "#lone-group")
            doc["claims"][12].erase("group"), doc["claims"][12].erase("reading");
        else if (f == "#figure")
            doc["public_figures"][0]["range"] = Json::array({1, 2});
        else if (f.starts_with('#'))
            v ? void(doc[f.substr(1)] = *v) : void(doc.erase(f.substr(1)));
        else
            v ? void(doc["claims"][1][f] = *v) : void(doc["claims"][1].erase(f));
        auto result = catalogueFromJson(doc);
        QVERIFY(!result.ok());
        const QString all = allProblems(result.problems);
        QVERIFY2(all.contains(message), qPrintable(all));
    }

    void loaderRefusesBadDocuments()
    {
        auto syntax = parseCatalogue("{\"schema\": \n");
        QVERIFY(!syntax.ok());
        QVERIFY2(allProblems(syntax.problems).contains(QStringLiteral("line")), qPrintable(allProblems(syntax.problems)));
        auto dup = parseCatalogue(R"({"schema": "token-runway/claims@1", "schema": "x"})");
        QVERIFY(!dup.ok());
        auto notObject = parseCatalogue("[]");
        QVERIFY(!notObject.ok());
        QVERIFY(allProblems(notObject.problems).contains(QStringLiteral("must be a JSON object")));
    }
};

QTEST_GUILESS_MAIN(TestClaims)
#include "test_claims.moc"
