// The built-in catalogue v3 (CLAIMS.md, "The built-in catalogue, v3"): the verdicts on model 2.1's
// defaults are the contract, each figure checked by hand from MODEL.md (the arithmetic in the
// comments); the generated units slips (table-tested: each factor both ways, the 1 % boundary, a
// value matching none); the per-article scorecard; the ClaimReview JSON-LD's shape.
#include <limits>

#include <nlohmann/json.hpp>

#include <QtTest>

#include "claimshelpers.h"
#include "core/claims/claimodds.h"
#include "core/claims/claimreview.h"
#include "core/claims/scorecard.h"
#include "core/claims/unitsslips.h"
#include "core/scenario/numberformat.h"

using namespace runway;
using namespace runway::test;

namespace {

std::vector<ClaimResult> auditOn21()
{
    return auditClaims(builtinCatalogue(), model21Defaults());
}

const SourceScore& scoreOf(const Scorecard& card, const char* id)
{
    for (const auto& s : card.sources)
        if (s.source->id == id)
            return s;
    qFatal("no source %s", id);
}

// (Links are written "https:\/\/…", JSON's escape: moc takes a "//" inside a raw string for a comment.)
// A user's article: one source with publisher, date and link; a confirmed claim 30× off (a day's
// figure read as a month's), one that holds, an uncheckable one, a draft and a year read as context.
const char* const kArticle = R"({
  "schema": "token-runway/claims@3",
  "sources": [{"id": "X", "title": "The Quota, Priced", "publisher": "The Example Review", "date": "2026-03-05", "url": "https:\/\/example.org/quota"}],
  "claims": [
    {"id": "x-month", "sources": ["X"], "claim": "the quota is worth $10M a month", "quote": "worth $10 million a month",
     "overrides": {"price_usd_per_mtok": 0.1, "free_quota_tokens_per_day": 1e14}, "quantity": "quota_list_value_usd_per_day", "factor": 30,
     "claimed": 1e7, "unit": "usd_per_month", "kind": "equals"},
    {"id": "x-chips", "sources": ["X"], "claim": "thousands of chips", "overrides": {}, "quantity": "chips_needed",
     "claimed": [1000, 9999], "unit": "chips", "kind": "between"},
    {"id": "x-nvidia", "sources": ["X"], "status": "uncheckable", "claim": "as fast as NVIDIA", "reason": "no NVIDIA throughput"},
    {"id": "n1", "sources": ["X"], "status": "draft", "quote": "a draft sentence with 42 people", "claimed": 42, "unit": "people",
     "period": "none", "kind": "equals", "suggestions": []}
  ],
  "context": [{"text": "2025", "reason": "year", "quote": "since 2025"}]
})";

} // namespace

class TestClaimsV3 : public QObject {
    Q_OBJECT

private slots:
    void catalogueV3Loads()
    {
        auto cat = loadBuiltinCatalogue();
        QVERIFY2(cat.ok(), qPrintable(allProblems(cat.problems)));
        QCOMPARE(cat.value->claims.size(), std::size_t(33));
        // The five sources say their language and the SHA-256 of the text the claims were taken from
        // (the articles give no publisher or date: none is invented).
        for (const auto& s : cat.value->sources) {
            QCOMPARE(s.language, std::string("en"));
            QCOMPARE(s.textSha256.size(), std::size_t(64));
            QVERIFY(s.publisher.empty() && s.date.empty());
        }
        for (const char* id : {"a-chips", "a-reserves-use", "a-reserves-full", "c-accelerators", "c-not-paying", "e-trouble-mark", "b-free-burn-economic",
                               "b-free-burn-cash", "e-year-filing-cash"})
            QVERIFY2(cat.value->findClaim(id) && cat.value->findClaim(id)->judged(), id);
        QVERIFY(!cat.value->findClaim("b-free-burn")); // now a group of two readings
        QCOMPARE(cat.value->findClaim("b-free-burn-cash")->group, std::string("b-free-burn"));
        QCOMPARE(cat.value->findClaim("a-reserves-full")->group, std::string("a-reserves"));
        QCOMPARE(cat.value->findClaim("e-chips")->kind, ClaimKind::AtLeast);
        QCOMPARE(cat.value->findClaim("d-accelerators")->basis, ClaimBasis::Internal);
        QCOMPARE(cat.value->findClaim("e-trouble-mark")->perOverrides.keys, std::vector<ParamId>{ParamId::Conversion});
        // A reads the figure as "daily costs": the costs first, then the list value, then the slips.
        QCOMPARE(cat.value->findClaim("a-quota-day")->readings,
                 (std::vector<std::string>{"free-tier-cost-used", "serving-cost-used", "list-value-used", "quota-1t", "quota-100b"}));
        // Every quote is short: the words a claim rests on, never the article.
        for (const auto& c : cat.value->claims)
            QVERIFY2(c.quote.size() <= 120, c.id.c_str());
    }

    // The contract: CLAIMS.md's v3 table and issue 25's "Done when", on model 2.1's defaults.
    void verdictsOnModel21_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("phrase");
        QTest::addColumn<double>("computed");
        const auto row = [](const char* id, const char* phrase, double computed) {
            QTest::newRow(id) << QString::fromUtf8(id) << QString::fromUtf8(phrase) << computed;
        };
        // ceil(23.2e12 / 6 / 4e8 − 1e-9) = ceil(9,666.67) = 9,667 chips < 10,000: E's "at least" fails.
        row("e-chips", "fails (internal)", std::ceil(kDemand / 4e8 - 1e-9));
        // The free tokens used, 0.97 × 3.8667e12 = 3.7507e12 a day, at SC = $12.30 / 4e8 × 1e6 = $0.0307494
        // per million: $115,332 a day, × 30 = $3.46M a month: 3.5× above $100K … $1M.
        row("b-free-burn-economic", "fails (3.5× above the range)", kFree * kSC / 1e6 * 30);
        // The cash: the fleet's power 9,667 × 0.4 kW × 24 × 1.3 × $0.08 = $9,651.53 a day, the free
        // share 0.97 of it = $9,361.99 a day (MODEL.md §5), × 30 = $280,860 a month: inside the range.
        row("b-free-burn-cash", "holds", kPower * kFree / kDemand * 30);
        // The quota's list value at $0.10: 1e14 × 0.10 / 1e6 = $10M a day, 100× A's $100,000.
        row("a-quota-day", "off (100× too low)", 1e14 * 0.10 / 1e6);
        row("a-quota-month", "off (100× too low)", 1e14 * 0.10 / 1e6 * 30);
        // D's "thousands", checked with E's 4e8 (the default throughput): 9,667.
        row("d-accelerators", "holds (internal)", kOwned);
        row("a-chips", "holds (internal)", kOwned);
        row("c-accelerators", "holds (internal)", kOwned);
        // $1B at list value: 1e9 / (30 × 1e7) = 3.33 months; as cash: the hand loop from $1B;
        // on the filing's cash ($660.3M): 525 days = 17.5 months.
        row("e-year-list", "fails", 1e9 / (30 * 1e7));
        row("e-year-cash", "holds", handRunwayDays(1e9) / 30.0);
        row("e-year-filing-cash", "holds", handRunwayDays(kCashStart) / 30.0);
        // Today's use: the fleet covers the demand, nothing to buy: $0 of accelerators ÷ the cash = 0.
        row("a-reserves-use", "fails", 0.0);
        // A full quota: ceil(1e14 / 4e8) = 250,000 chips, 240,333 more than owned, × $16,500 = $3.97B,
        // ÷ $660.3M = 6.01× the cash.
        row("a-reserves-full", "holds", (250000 - kOwned) * 16500 / kCashStart);
        // The free tokens used at $0.10 and a 100T quota cost $115,332 a day, far under the $10M list value.
        row("c-not-paying", "holds", kFree * kSC / 1e6);
        // At 1 % the paid revenue is 1 % × 3.8667e12 × $0.10 / 1e6 = $3,867 a day instead of $11,600
        // at 3 %: the hand loop gives the runway at 1 % over the 525 days at 3 %, about 0.99, not ≤ 0.95.
        row("e-trouble-mark", "fails", static_cast<double>(handRunwayDays(kCashStart, 35.3e6, 2, 1)) / handRunwayDays(kCashStart));
        row("c-quota-day", "consistent", 1e14 * 0.10 / 1e6);
        row("b-utilization", "fails", kFree / 1e14 * 100);
        row("d-capex-cushion", "holds", (250000 - kOwned) * 16500 / kCashStart);
        row("e-success-mark", "fails", (0.05 * kDemand * (0.10 - kSC) - 0.95 * kDemand * kSC) / 1e6);
    }
    void verdictsOnModel21()
    {
        QFETCH(QString, id);
        QFETCH(QString, phrase);
        QFETCH(double, computed);
        const auto results = auditOn21();
        const ClaimResult& r = resultFor(results, id);
        QVERIFY(r.problems.empty());
        QVERIFY(r.computed.has_value());
        RUNWAY_COMPARE_NEAR(*r.computed, computed, 1e-9);
        QCOMPARE(QString::fromStdString(verdictPhrase(r)), phrase);
    }

    void handFiguresInCLAIMSWords()
    {
        // The figures the issue quotes, from the hand values above.
        QCOMPARE(formatGrouped(std::round(kPower * kFree / kDemand * 30), 0), std::string("280,860"));
        QCOMPARE(formatClaimValue(handRunwayDays(kCashStart) / 30.0, ClaimUnit::Months), std::string("17.5 months"));
        QCOMPARE(formatClaimValue((250000 - kOwned) * 16500 / kCashStart, ClaimUnit::Times), std::string("6.01×"));
        QCOMPARE(handRunwayDays(kCashStart), 525);
        QVERIFY(handRunwayDays(kCashStart, 35.3e6, 2, 1) > 0.95 * 525);
    }

    void groupsReadTheStatementEachWay()
    {
        const auto results = auditOn21();
        const std::string burn = english(resultFor(results, QStringLiteral("b-free-burn-cash")).note);
        QVERIFY2(contains(burn, "Read as the serving cost of the free tokens used it fails ($3.46M a month); read as the cash spent serving them it holds "
                                "($281K a month)"),
                 burn.c_str());
        const std::string reserves = english(resultFor(results, QStringLiteral("a-reserves-use")).note);
        QVERIFY2(contains(reserves, "Read as today's use it fails (0×); read as a full quota it holds (6.01×)"), reserves.c_str());
        const std::string year = english(resultFor(results, QStringLiteral("e-year-filing-cash")).note);
        QVERIFY2(contains(year, "read as the cash runway on the filing's cash it holds (17.5 months)"), year.c_str());
    }

    void aQuotaSlipMatchesExactly()
    {
        // A's $100,000 a day: the free tokens' serving cost ($115,332, 1.15×), all tokens' ($118,897,
        // 1.19×) and their list value ($375,067) are tried first and do not match; a 1T quota at
        // $0.10 gives 1e12 × 0.10 / 1e6 = $100,000 exactly.
        const auto results = auditOn21();
        for (const char* id : {"a-quota-day", "a-quota-month"}) {
            const ClaimResult& r = resultFor(results, QString::fromLatin1(id));
            QCOMPARE(r.readings.size(), std::size_t(5));
            QCOMPARE(r.readings.front().reading->id, std::string("free-tier-cost-used"));
            RUNWAY_COMPARE_NEAR(*r.readings.front().ratio, kFree * kSC / 1e6 / 1e5, 1e-9);
            const auto matches = r.matchingReadings();
            QCOMPARE(matches.size(), std::size_t(1));
            QCOMPARE(matches.front()->reading->id, std::string("quota-1t"));
            QVERIFY(matches.front()->exact);
            QVERIFY(!r.slip); // 100 is a slip factor too, but a listed reading matched first
        }
    }

    void theUncheckableAreListedNotJudged()
    {
        const auto results = auditOn21();
        QStringList uncheckable;
        for (const auto& c : builtinCatalogue().claims)
            if (c.status == ClaimStatus::Uncheckable) {
                uncheckable << QString::fromStdString(c.id);
                QVERIFY2(!c.reason.empty(), c.id.c_str());
                QVERIFY(std::none_of(results.begin(), results.end(), [&](const ClaimResult& r) { return r.claim->id == c.id; }));
            }
        QCOMPARE(uncheckable, QStringList({QStringLiteral("ab-close-to-nvidia"), QStringLiteral("c-close-to-nvidia"), QStringLiteral("twice-deepseek"),
                                           QStringLiteral("be-cost-like-nvidia"), QStringLiteral("c-chips-vary"), QStringLiteral("c-switch-for-10pct"),
                                           QStringLiteral("e-raised-1b")}));
        QCOMPARE(english(builtinCatalogue().findClaim("e-raised-1b")->reason),
                 std::string("the model starts from the cash on hand, not from the funds raised"));
    }

    // ---- units slips, generated ----

    void slipFactors_data()
    {
        QTest::addColumn<double>("factor");
        QTest::addColumn<int>("kind");
        for (const SlipFactor& row : slipTable()) {
            const double f = row.kind == SlipKind::Currency ? 7.17 : row.factor;
            QTest::newRow(qPrintable(QString::number(f))) << f << static_cast<int>(row.kind);
        }
    }
    void slipFactors()
    {
        QFETCH(double, factor);
        QFETCH(int, kind);
        // Computed f × the claimed figure: the claim is f× too low; the claimed f × the computed: too high.
        const auto low = findUnitsSlip(factor, 7.17);
        QVERIFY(low.has_value());
        QCOMPARE(static_cast<int>(low->kind), kind);
        QCOMPARE(low->factor, factor);
        QVERIFY(low->tooLow);
        const auto high = findUnitsSlip(1 / factor, 7.17);
        QVERIFY(high.has_value());
        QCOMPARE(static_cast<int>(high->kind), kind);
        QVERIFY(!high->tooLow);
        // The boundary: within 1 % either side matches, 1.1 % does not.
        QVERIFY(findUnitsSlip(factor * 1.0099, 7.17));
        QVERIFY(findUnitsSlip(factor * 0.9901, 7.17));
        QVERIFY(findUnitsSlip(1 / (factor * 1.0099), 7.17));
        QVERIFY(!findUnitsSlip(factor * 1.011, 7.17) || findUnitsSlip(factor * 1.011, 7.17)->factor != factor);
        QVERIFY(!findUnitsSlip(factor * 0.989, 7.17) || findUnitsSlip(factor * 0.989, 7.17)->factor != factor);
        // Each slip is named in words.
        QVERIFY(!english(slipWords(low->kind)).empty());
    }

    void slipWordsAndMisses()
    {
        QVERIFY(!findUnitsSlip(50, 7.17));   // between 30 and 100: no slip
        QVERIFY(!findUnitsSlip(1.19, 7.17)); // a plain error
        QVERIFY(!findUnitsSlip(1, 7.17));
        QVERIFY(!findUnitsSlip(0, 7.17));
        QVERIFY(!findUnitsSlip(-100, 7.17));
        QVERIFY(!findUnitsSlip(std::numeric_limits<double>::infinity(), 7.17));
        // The exchange rate is the scenario's: 7.17 is no slip at a rate of 7.0.
        QVERIFY(!findUnitsSlip(7.17, 7.0));
        QCOMPARE(findUnitsSlip(7.0, 7.0)->kind, SlipKind::Currency);
        QCOMPARE(english(slipSentence(*findUnitsSlip(30, 7.17))),
                 std::string("A units slip matches: the figure is 30× too low (within 1 %): a day read as a month, or a month as a day."));
        QCOMPARE(english(slipShort(*findUnitsSlip(1.0 / 1e4, 7.17))), std::string("10,000× too high: 万 dropped or added (100 万亿 read as 100 亿, or back)"));
    }

    void aGeneratedSlipExplainsAnOffClaim()
    {
        // $10M a month claimed; the quota's list value is $10M a day = $300M a month: 30× too low,
        // a day read as a month. The claim lists no reading, so the generated slip is shown.
        const auto cat = parseCatalogue(kArticle);
        QVERIFY2(cat.ok(), qPrintable(allProblems(cat.problems)));
        const auto results = auditClaims(*cat.value, model21Defaults());
        const ClaimResult& r = resultFor(results, QStringLiteral("x-month"));
        QCOMPARE(r.verdict, Verdict::Off);
        QVERIFY(r.slip.has_value());
        QCOMPARE(r.slip->kind, SlipKind::DayMonth);
        QVERIFY(r.slip->tooLow);
        QVERIFY2(contains(english(r.note), "a day read as a month"), english(r.note).c_str());
        QCOMPARE(english(offExplanation(r)), std::string("30× too low: a day read as a month, or a month as a day"));
        // Off by 50×: no slip, and none is claimed.
        ClaimCatalogue other = *cat.value;
        other.claims[0].claimed = 6e6;
        const auto none = auditClaims(other, model21Defaults());
        QCOMPARE(none[0].verdict, Verdict::Off);
        QVERIFY(!none[0].slip);
        QVERIFY(offExplanation(none[0]).empty());
    }

    // ---- the scorecard ----

    void scorecardOfTheBuiltinCatalogue()
    {
        // A's numbers: daily-volume, a-quota-day, a-quota-month, a-chips, a-reserves-use and
        // a-reserves-full (confirmed), ab-close-to-nvidia and twice-deepseek (uncheckable).
        const auto results = auditOn21();
        const Scorecard card = scorecard(builtinCatalogue(), results);
        QCOMPARE(card.sources.size(), std::size_t(5));
        const SourceScore& a = scoreOf(card, "A");
        QCOMPARE(a.numbersFound, 8);
        QCOMPARE(a.confirmed, 6);
        QCOMPARE(a.consistent, 1); // daily-volume
        QCOMPARE(a.off, 2);        // a-quota-day, a-quota-month
        QCOMPARE(a.holds, 2);      // a-chips, a-reserves-full
        QCOMPARE(a.fails, 1);      // a-reserves-use
        QCOMPARE(a.uncheckable.size(), std::size_t(2));
        QVERIFY(a.drafts.empty());
        QCOMPARE(english(a.offClaims[0].explanation), std::string("a 1T quota instead of 100T"));
        // C: eight confirmed (daily-volume, four quota figures, c-accelerators, c-not-paying … ) and four uncheckable.
        const SourceScore& c = scoreOf(card, "C");
        QCOMPARE(c.uncheckable.size(), std::size_t(4));
        QCOMPARE(c.confirmed, 7);
        QCOMPARE(c.consistent, 5);
        QCOMPARE(c.holds, 2);
    }

    void scorecardOfADraftArticle()
    {
        const auto cat = parseCatalogue(kArticle);
        const auto results = auditClaims(*cat.value, model21Defaults());
        const Scorecard card = scorecard(*cat.value, results);
        const SourceScore& x = card.sources.front();
        QCOMPARE(x.numbersFound, 5); // four claims and the year
        QCOMPARE(x.contextNumbers, 1);
        QCOMPARE(x.confirmed, 2);
        QCOMPARE(x.off, 1);
        QCOMPARE(x.holds, 1);
        QCOMPARE(x.drafts.size(), std::size_t(1));
        QCOMPARE(x.uncheckable.size(), std::size_t(1));
    }

    // ---- ClaimReview JSON-LD ----

    void claimReviewShape()
    {
        const auto cat = parseCatalogue(kArticle);
        const auto results = auditClaims(*cat.value, model21Defaults());
        const Json reviews = claimReviewJson(*cat.value, results, {});
        QVERIFY(reviews.is_array());
        QCOMPARE(reviews.size(), std::size_t(2)); // the two judged claims: never the draft or the uncheckable
        const Json& r = reviews[0];
        QCOMPARE(r["@context"].get<std::string>(), std::string("https://schema.org"));
        QCOMPARE(r["@type"].get<std::string>(), std::string("ClaimReview"));
        QCOMPARE(r["claimReviewed"].get<std::string>(), std::string("worth $10 million a month"));   // the quote
        QCOMPARE(reviews[1]["claimReviewed"].get<std::string>(), std::string("thousands of chips")); // no quote: the paraphrase
        const Json& item = r["itemReviewed"];
        QCOMPARE(item["@type"].get<std::string>(), std::string("Claim"));
        QCOMPARE(item["author"][0]["@type"].get<std::string>(), std::string("Organization"));
        QCOMPARE(item["author"][0]["name"].get<std::string>(), std::string("The Example Review"));
        QCOMPARE(item["datePublished"].get<std::string>(), std::string("2026-03-05"));
        QCOMPARE(item["appearance"][0]["@type"].get<std::string>(), std::string("CreativeWork"));
        QCOMPARE(item["appearance"][0]["url"].get<std::string>(), std::string("https://example.org/quota"));
        QCOMPARE(item["appearance"][0]["headline"].get<std::string>(), std::string("The Quota, Priced"));
        const Json& rating = r["reviewRating"];
        QCOMPARE(rating["@type"].get<std::string>(), std::string("Rating"));
        QCOMPARE(rating["alternateName"].get<std::string>(), std::string("off (30× too low)"));
        QVERIFY(contains(rating["ratingExplanation"].get<std::string>(), "a day read as a month"));
        for (const Json& each : reviews)
            QVERIFY(each["claimReviewed"].get<std::string>() != "a draft sentence with 42 people");
    }

    void claimReviewCarriesTheOdds()
    {
        // The built-in sources have no publisher, date or link: the Claim has only its appearance.
        const auto results = auditOn21();
        const auto odds = auditOdds(results);
        const Json reviews = claimReviewJson(builtinCatalogue(), results, *odds);
        QCOMPARE(reviews.size(), results.size());
        const Json& cash = reviews[indexOf(results, "e-year-cash")];
        QVERIFY(contains(cash["reviewRating"]["ratingExplanation"].get<std::string>(), "Monte Carlo samples"));
        QVERIFY(!cash["itemReviewed"].contains("author"));
        QVERIFY(!cash["itemReviewed"].contains("datePublished"));
        const Json& volume = reviews[indexOf(results, "daily-volume")];
        QCOMPARE(volume["itemReviewed"]["appearance"].size(), std::size_t(5)); // one per source, A … E
    }
};

QTEST_GUILESS_MAIN(TestClaimsV3)
#include "test_claims_v3.moc"
