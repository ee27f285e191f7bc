// The claims@3 writer (CLAIMS.md, "The file"): read → write → read gives the same catalogue, for
// the built-in catalogue, a user's file that sets every member CLAIMS.md lists, and the drafts
// `claims extract` writes (one writer for both); the text is the document's own bytes; what
// the writer writes is @3 and reads back without a problem.
#include <nlohmann/json.hpp>

#include <QtTest>

#include "claimshelpers.h"
#include "core/claims/extract/articletext.h"
#include "core/claims/extract/draftfile.h"
#include "core/claims/extract/extractor.h"
#include "core/util/sha256.h"

using namespace runway;
using namespace runway::test;

namespace {

// Write, read back, and check the catalogue is the same and the text is stable.
void checkRoundTrip(const ClaimCatalogue& cat, CatalogueTexts texts)
{
    const std::string text = catalogueToText(cat);
    QCOMPARE(QString::fromStdString(text), QString::fromStdString(jsonOutputText(catalogueToJson(cat)) + "\n"));
    auto again = parseCatalogue(text, texts);
    QVERIFY2(again.ok(), qPrintable(allProblems(again.problems) + QStringLiteral("\n") + QString::fromStdString(text)));
    QVERIFY(*again.value == cat);
    // Member by member, so that a failure says where.
    QCOMPARE(again.value->sources.size(), cat.sources.size());
    for (std::size_t i = 0; i < cat.sources.size(); ++i)
        QVERIFY2(again.value->sources[i] == cat.sources[i], cat.sources[i].id.c_str());
    QCOMPARE(again.value->claims.size(), cat.claims.size());
    for (std::size_t i = 0; i < cat.claims.size(); ++i)
        QVERIFY2(again.value->claims[i] == cat.claims[i], cat.claims[i].id.c_str());
    QCOMPARE(catalogueToText(*again.value), text);
}

// (Links are written "https:\/\/…", JSON's escape: moc takes a "//" inside a raw string for a comment.)
// A user's claims@3 file in which every member CLAIMS.md lists is set, each away from its default.
const char* const kEveryMember = R"({
  "schema": "token-runway/claims@3",
  "sources": [
    {"id": "X", "title": "Two Trillion Mirages", "description": "article", "publisher": "The Example Review", "date": "2026-03-05",
     "url": "https:\/\/example.org/mirage", "language": "zh-Hans", "original_title": "两万亿的幻影",
     "text_sha256": "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"},
    {"id": "Y", "title": "A second source"}
  ],
  "readings": [
    {"id": "slip", "overrides": {"free_quota_tokens_per_day": 1e12}, "text": "a 1T quota", "why": "100 万亿 read as 1 万亿"},
    {"id": "used", "quantity": "day0.free_tier_cost_usd", "text": "the free tokens used"},
    {"id": "owned", "quantity": "chips_owned_start", "unit": "chips", "text": "chips owned"},
    {"id": "filing", "quantity": "runway_months_capped", "overrides": {"cash_usd": null}, "unit": "months", "text": "on the filing's cash"}
  ],
  "claims": [
    {"id": "quota", "sources": ["X", "Y"], "claim": "the quota is worth $100,000 a day", "quote": "每天价值约10万美元",
     "overrides": {"price_usd_per_mtok": 0.1, "free_quota_tokens_per_day": 1e14}, "quantity": "quota_list_value_usd_per_day",
     "claimed": 1e5, "unit": "usd_per_day", "kind": "equals", "tolerance_pct": 2.5, "readings": ["used", "slip"], "context": ["owned"]},
    {"id": "chips", "sources": ["X"], "claim": "at least 10,000 chips", "overrides": {}, "quantity": "chips_needed", "factor": 2,
     "claimed": 10000, "unit": "chips", "kind": "at_least", "basis": "internal", "basis_note": "X's own throughput"},
    {"id": "trouble", "sources": ["X"], "claim": "1 % is trouble", "overrides": {"conversion_pct": 1}, "quantity": "runway_months_capped",
     "per": "runway_months_capped", "per_overrides": {"conversion_pct": 3, "capacity_mode": "per_token", "serving_cost_usd_per_mtok": 0.05},
     "claimed": 0.95, "unit": "times", "kind": "at_most", "group": "g", "reading": "the runway"},
    {"id": "burn", "sources": ["X"], "claim": "hundreds of thousands a month", "overrides": {}, "quantity": "day0.free_tier_cash_usd",
     "factor": 30, "claimed": [1e5, 1e6], "unit": "usd_per_month", "kind": "between", "group": "g", "reading": "the cash", "context": ["filing"]},
    {"id": "nvidia", "sources": ["X"], "status": "uncheckable", "claim": "close to NVIDIA", "claimed": [80, 95], "unit": "percent",
     "kind": "between", "reason": "the model has no NVIDIA throughput"},
    {"id": "words", "sources": ["Y"], "status": "uncheckable", "quote": "cheaper than NVIDIA", "reason": "no NVIDIA cost", "kind": "at_most"},
    {"id": "n1", "sources": ["X"], "status": "draft", "quote": "约2.8亿元", "claimed": 2.8e8, "unit": "money", "currency": "CNY",
     "period": "month", "kind": "equals", "suggestions": [{"quantity": "fixed_opex_usd_per_month", "factor": 1}, {"quantity": "cash_usd", "factor": 0.5}]},
    {"id": "n2", "sources": ["X"], "status": "draft", "quote": "thousands of chips", "claimed": [1000, 9999], "unit": "accelerators",
     "period": "none", "kind": "between", "suggestions": []},
    {"id": "n3", "sources": ["X"], "status": "draft", "claim": "a draft with a paraphrase", "overrides": {"conversion_pct": 5},
     "quantity": "conversion_pct", "claimed": 0, "unit": "percent", "period": "none", "kind": "at_least", "suggestions": []}
  ],
  "notes": [{"sources": ["X", "Y"], "text": "a note"}],
  "public_figures": [
    {"label": "cash", "value": 2.552e9, "unit": "RMB", "source": "a filing", "comment": "where the bridge starts"},
    {"label": "conversion", "range": [2, 5], "unit": "%", "source": "a report"}
  ],
  "context": [{"text": "2025", "reason": "year", "quote": "since 2025"}, {"text": "GLM-5.3", "reason": "version"}]
})";

} // namespace

class TestClaimsWriter : public QObject {
    Q_OBJECT

private slots:
    void builtinCatalogueRoundTrips()
    {
        auto cat = loadBuiltinCatalogue();
        QVERIFY2(cat.ok(), qPrintable(allProblems(cat.problems)));
        checkRoundTrip(*cat.value, CatalogueTexts::Builtin);
        // What is written is @3 whatever was read.
        QCOMPARE(catalogueToJson(*cat.value)["schema"].get<std::string>(), std::string("token-runway/claims@3"));
    }

    void everyMemberRoundTrips()
    {
        auto cat = parseCatalogue(kEveryMember);
        QVERIFY2(cat.ok(), qPrintable(allProblems(cat.problems)));
        // The file really sets what the round trip is to keep (a member the writer dropped would
        // come back at its default and fail the comparison).
        const ClaimCatalogue& c = *cat.value;
        QCOMPARE(c.sources[0].originalTitle, std::string("两万亿的幻影"));
        QCOMPARE(*c.findClaim("quota")->tolerancePct, 2.5);
        QCOMPARE(c.findClaim("trouble")->perOverrides.keys.size(), std::size_t(3));
        QCOMPARE(c.findClaim("nvidia")->status, ClaimStatus::Uncheckable);
        QVERIFY(!c.findClaim("words")->claimedGiven);
        QCOMPARE(c.findClaim("words")->kind, ClaimKind::AtMost);
        QCOMPARE(c.findClaim("n1")->found.currency, extract::Currency::Cny);
        QCOMPARE(c.findClaim("n1")->found.period, extract::Period::Month);
        QCOMPARE(c.findClaim("n1")->found.suggestions.size(), std::size_t(2));
        QCOMPARE(c.findClaim("n3")->claimed, 0.0); // a draft's number as found, 0 included
        QCOMPARE(c.contextNumbers.size(), std::size_t(2));
        checkRoundTrip(c, CatalogueTexts::User);
    }

    void draftsRoundTrip_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("English") << QStringLiteral("The Mirage\nIt served 23.2 trillion tokens in six days, roughly 3.87T tokens a day at $0.10 per million "
                                                   "tokens. Thousands of chips ran since 2025 on GLM-5.3; at least 10,000 of them, 30–40 % apart.");
        QTest::newRow("Chinese") << QStringLiteral("智谱每天提供100万亿tokens的免费额度。按每百万tokens 0.1美元计算，每天价值约1000万美元，每月约3亿美元。"
                                                   "2026年3月4日，融资超过10亿美元，约合72亿元人民币。");
        QTest::newRow("money kinds") << QStringLiteral("Up to HK$4.3 billion was raised; under 1 % convert, about RMB 2.55 billion in cash, a dozen people.");
        QTest::newRow("no numbers") << QStringLiteral("Nothing to count here.");
        QTest::newRow("only context") << QStringLiteral("Block 18,402,112 in 2017.");
    }
    void draftsRoundTrip()
    {
        QFETCH(QString, text);
        const std::string t = text.toStdString();
        const auto numbers = extract::extractNumbers(t);
        const extract::DraftSource source{"article-1", extract::articleTitle(t, "article-1.txt"), extract::detectLanguage(t), sha256Hex(t)};
        const ClaimCatalogue draft = extract::draftCatalogue(source, numbers);
        QCOMPARE(draft.claims.size() + draft.contextNumbers.size(), numbers.size()); // every number accounted for
        for (const Claim& c : draft.claims)
            QCOMPARE(c.status, ClaimStatus::Draft);
        checkRoundTrip(draft, CatalogueTexts::User);
        // The draft file is that text, and a catalogue whose drafts are never judged.
        QCOMPARE(extract::draftClaimsText(source, numbers), catalogueToText(draft));
        QVERIFY(auditClaims(*parseCatalogue(catalogueToText(draft)).value).empty());
    }

    void aLongDraftSourceStillReads()
    {
        // A draft's source id is up to 40 characters of the file name, its title up to 200 characters.
        const std::string title(200, 'x');
        const std::string zhTitle = [] {
            std::string s;
            for (int i = 0; i < 200; ++i)
                s += "题";
            return s;
        }();
        for (const std::string& t : {title, zhTitle}) {
            const std::string text = t + "\n3 tokens.";
            const extract::DraftSource source{std::string(40, 'a'), extract::articleTitle(text, "a.txt"), "en", sha256Hex(text)};
            QCOMPARE(source.title, t);
            checkRoundTrip(extract::draftCatalogue(source, extract::extractNumbers(text)), CatalogueTexts::User);
        }
    }

    void readingATextAsBuiltinNeedsItsKey()
    {
        // A user's text written out is read back as the user's (Verbatim); read as the built-in
        // catalogue it has no key and is refused, naming the field.
        auto cat = parseCatalogue(kEveryMember);
        auto asBuiltin = parseCatalogue(catalogueToText(*cat.value), CatalogueTexts::Builtin);
        QVERIFY(!asBuiltin.ok());
        QVERIFY2(allProblems(asBuiltin.problems).contains(QStringLiteral("source \"X\".title: the text has no translation key")),
                 qPrintable(allProblems(asBuiltin.problems)));
    }
};

QTEST_GUILESS_MAIN(TestClaimsWriter)
#include "test_claims_writer.moc"
