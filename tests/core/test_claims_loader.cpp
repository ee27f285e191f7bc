// The claims file's reader (CLAIMS.md): a malformed catalogue is refused with a message naming
// the claim (or entry) and the field, and nothing of it is loaded; the fuzzer's seeds keep
// following the format.
#include <algorithm>

#include <QFile>
#include <QtTest>

#include "claimshelpers.h"
#include "core/claims/claimsfile.h"

using namespace runway;
using namespace runway::test;

namespace {

// The built-in catalogue as a claims@3 file.
Json v3Doc()
{
    Json doc = builtinJson();
    doc["schema"] = std::string(kClaimsSchema);
    return doc;
}

// The built-in catalogue as a claims@2 file: the v3 members and the claims that need them taken out.
Json v2Doc()
{
    Json doc = builtinJson();
    doc["schema"] = std::string(kClaimsSchemaV2);
    for (auto& s : doc["sources"])
        for (const char* key : {"publisher", "date", "url", "language", "original_title", "text_sha256"})
            s.erase(key);
    Json claims = Json::array();
    for (auto& c : doc["claims"]) {
        if (c.contains("status") || c.contains("per_overrides"))
            continue;
        c.erase("quote");
        claims.push_back(c);
    }
    doc["claims"] = claims;
    return doc;
}

Json& claimIn(Json& doc, const char* id)
{
    for (auto& c : doc["claims"])
        if (c["id"] == id)
            return c;
    qFatal("no claim %s", id);
}

} // namespace

class TestClaimsLoader : public QObject {
    Q_OBJECT

private slots:
    // ---- the loader ----

    // The loader refuses a malformed catalogue with a message naming the claim and the field.
    void loaderRefuses_data()
    {
        QTest::addColumn<QString>("field");   // a field of claim "a-quota-day" (claims[1]), or a special case
        QTest::addColumn<QString>("value");   // JSON, or empty to remove the field
        QTest::addColumn<QString>("message"); // a part of a problem's text
        QTest::newRow("unknown quantity") << QStringLiteral("quantity") << QStringLiteral(R"("quota_value_per_day")")
                                          << QStringLiteral(R"(claim "a-quota-day".quantity: unknown quantity "quota_value_per_day")");
        QTest::newRow("unknown divisor") << QStringLiteral("per") << QStringLiteral(R"("cash")")
                                         << QStringLiteral(R"(claim "a-quota-day".per: unknown quantity "cash")");
        QTest::newRow("unknown override key") << QStringLiteral("overrides") << QStringLiteral(R"({"pricee_usd_per_mtok": 0.1})")
                                              << QStringLiteral(R"(claim "a-quota-day".overrides: pricee_usd_per_mtok)");
        QTest::newRow("override outside limits") << QStringLiteral("overrides") << QStringLiteral(R"({"price_usd_per_mtok": 500})")
                                                 << QStringLiteral(R"(claim "a-quota-day".overrides: price_usd_per_mtok)");
        QTest::newRow("override of the name") << QStringLiteral("overrides") << QStringLiteral(R"({"name": "x"})")
                                              << QStringLiteral(R"("name" cannot be overridden)");
        QTest::newRow("bad kind") << QStringLiteral("kind") << QStringLiteral(R"("about")")
                                  << QStringLiteral(R"(claim "a-quota-day".kind: expected one of equals, at_least, at_most, between, got "about")");
        QTest::newRow("bad unit") << QStringLiteral("unit") << QStringLiteral(R"("usd_a_year")")
                                  << QStringLiteral(R"(claim "a-quota-day".unit: expected one of)");
        QTest::newRow("bad basis") << QStringLiteral("basis") << QStringLiteral(R"("external")")
                                   << QStringLiteral(R"(claim "a-quota-day".basis: expected one of independent, internal, got "external")");
        QTest::newRow("internal without a note") << QStringLiteral("basis") << QStringLiteral(R"("internal")")
                                                 << QStringLiteral(R"(an "internal" claim needs a "basis_note")");
        QTest::newRow("a note without internal") << QStringLiteral("basis_note") << QStringLiteral(R"("from A")")
                                                 << QStringLiteral(R"(only an "internal" claim has a basis note)");
        QTest::newRow("missing claimed") << QStringLiteral("claimed") << QString() << QStringLiteral(R"(claim "a-quota-day": is missing the field "claimed")");
        QTest::newRow("missing overrides") << QStringLiteral("overrides") << QString() << QStringLiteral(R"(is missing the field "overrides")");
        QTest::newRow("claimed zero") << QStringLiteral("claimed") << QStringLiteral("0")
                                      << QStringLiteral(R"(claim "a-quota-day".claimed: expected a finite number above 0 for an "equals" claim)");
        QTest::newRow("claimed a range") << QStringLiteral("claimed") << QStringLiteral("[1, 2]") << QStringLiteral(R"(needs "kind": "between")");
        QTest::newRow("factor as text") << QStringLiteral("factor") << QStringLiteral(R"("30")") << QStringLiteral(R"(claim "a-quota-day".factor)");
        QTest::newRow("a stored verdict") << QStringLiteral("verdict") << QStringLiteral(R"("off")") << QStringLiteral(R"(unknown field "verdict")");
        QTest::newRow("a stored p_holds") << QStringLiteral("p_holds") << QStringLiteral("0.5") << QStringLiteral(R"(unknown field "p_holds")");
        QTest::newRow("duplicate id") << QStringLiteral("id") << QStringLiteral(R"("daily-volume")")
                                      << QStringLiteral(R"(claim "daily-volume": the id is used twice)");
        QTest::newRow("unknown source") << QStringLiteral("sources") << QStringLiteral(R"(["F"])")
                                        << QStringLiteral(R"(claim "a-quota-day".sources: unknown source "F")");
        QTest::newRow("no sources") << QStringLiteral("sources") << QStringLiteral("[]") << QStringLiteral(R"(.sources: expected a non-empty array)");
        QTest::newRow("unknown reading") << QStringLiteral("readings") << QStringLiteral(R"(["cash"])") << QStringLiteral(R"(unknown reading "cash")");
        QTest::newRow("a context figure as a reading") << QStringLiteral("readings") << QStringLiteral(R"(["cash-on-hand"])")
                                                       << QStringLiteral(R"(reading "cash-on-hand" has its own unit, so it cannot be compared)");
        QTest::newRow("unknown context") << QStringLiteral("context") << QStringLiteral(R"(["nope"])")
                                         << QStringLiteral(R"(claim "a-quota-day".context: unknown reading "nope")");
        QTest::newRow("empty paraphrase") << QStringLiteral("claim") << QStringLiteral(R"("")")
                                          << QStringLiteral(R"(claim "a-quota-day".claim: expected a non-empty text)");
        QTest::newRow("group without reading") << QStringLiteral("group") << QStringLiteral(R"("g")") << QStringLiteral(R"("group" and "reading" go together)");
        QTest::newRow("between with one number") << QStringLiteral("#between") << QStringLiteral("5e5")
                                                 << QStringLiteral(
                                                        R"(claim "b-free-burn-economic".claimed: a "between" claim needs [low, high] with low < high)");
        QTest::newRow("between reversed") << QStringLiteral("#between") << QStringLiteral("[1e6, 1e5]")
                                          << QStringLiteral(R"(claim "b-free-burn-economic".claimed: a "between" claim needs [low, high])");
        QTest::newRow("readings on a bound") << QStringLiteral("#bound-readings") << QString()
                                             << QStringLiteral(R"(claim "e-year-list".readings: only an "equals" claim has other readings)");
        QTest::newRow("reading of nothing") << QStringLiteral("#reading-empty") << QString()
                                            << QStringLiteral(R"(reading "quota-1t": needs a "quantity", "overrides" or both)");
        QTest::newRow("reading override outside limits")
            << QStringLiteral("#reading-override") << QString() << QStringLiteral(R"(reading "quota-1t".overrides: free_quota_tokens_per_day)");
        QTest::newRow("reading unit without quantity")
            << QStringLiteral("#reading-unit") << QString()
            << QStringLiteral(R"(reading "quota-1t".unit: a reading of the claim's own quantity takes the claim's unit)");
        QTest::newRow("lone group") << QStringLiteral("#lone-group") << QString() << QStringLiteral(R"(group "a-reserves": has only one claim)");
        QTest::newRow("model-1 schema") << QStringLiteral("#schema") << QStringLiteral(R"("token-runway/claims@1")")
                                        << QStringLiteral(R"(schema: expected "token-runway/claims@3" (or "token-runway/claims@2"))");
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
        const auto claimAt = [&](const char* id) -> Json& {
            for (auto& c : doc["claims"])
                if (c["id"] == id)
                    return c;
            qFatal("no claim %s", id);
        };
        const auto readingAt = [&](const char* id) -> Json& {
            for (auto& r : doc["readings"])
                if (r["id"] == id)
                    return r;
            qFatal("no reading %s", id);
        };
        if (f == "#lone-group")
            claimAt("a-reserves-full").erase("group"), claimAt("a-reserves-full").erase("reading");
        else if (f == "#figure")
            doc["public_figures"][0]["range"] = Json::array({1, 2});
        else if (f == "#between")
            claimAt("b-free-burn-economic")["claimed"] = *v;
        else if (f == "#bound-readings")
            claimAt("e-year-list")["readings"] = Json::array({"serving-cost-used"});
        else if (f == "#reading-empty")
            readingAt("quota-1t").erase("overrides");
        else if (f == "#reading-override")
            readingAt("quota-1t")["overrides"]["free_quota_tokens_per_day"] = 1e20;
        else if (f == "#reading-unit")
            readingAt("quota-1t")["unit"] = "usd";
        else if (f.starts_with('#'))
            v ? void(doc[f.substr(1)] = *v) : void(doc.erase(f.substr(1)));
        else
            v ? void(claimAt("a-quota-day")[f] = *v) : void(claimAt("a-quota-day").erase(f));
        auto result = catalogueFromJson(doc);
        QVERIFY(!result.ok());
        const QString all = allProblems(result.problems);
        QVERIFY2(all.contains(message), qPrintable(all));
    }

    // The fuzzer's seeds (tests/fuzz/corpus/fuzz_claims) follow the catalogue's format, so its
    // replay reaches the accepting paths too: the built-in catalogue, a small valid one using
    // every new field, and one with a problem in each.
    void fuzzSeedsStayMeaningful()
    {
        const QString dir = QStringLiteral(RUNWAY_TEST_DATA "/../fuzz/corpus/fuzz_claims/");
        const auto read = [&](const char* name) {
            QFile f(dir + QString::fromLatin1(name));
            if (!f.open(QIODevice::ReadOnly))
                qFatal("cannot read seed %s", name);
            return f.readAll().toStdString();
        };
        const auto builtin = parseCatalogue(read("builtin.json"));
        QVERIFY2(builtin.ok(), qPrintable(allProblems(builtin.problems)));
        QCOMPARE(*parseJsonDocument(read("builtin.json")).value, builtinJson());
        const auto small = parseCatalogue(read("small.json"));
        QVERIFY2(small.ok(), qPrintable(allProblems(small.problems)));
        const auto kinds = [&](ClaimKind k) {
            return std::count_if(small.value->claims.begin(), small.value->claims.end(), [&](const Claim& c) { return c.kind == k; });
        };
        QVERIFY(kinds(ClaimKind::Between) > 0 && kinds(ClaimKind::AtLeast) > 0 && kinds(ClaimKind::Equals) > 0);
        QVERIFY(std::any_of(small.value->claims.begin(), small.value->claims.end(), [](const Claim& c) { return !c.per.empty(); }));
        QVERIFY(std::any_of(small.value->claims.begin(), small.value->claims.end(), [](const Claim& c) { return c.basis == ClaimBasis::Internal; }));
        const auto bad = parseCatalogue(read("duplicate-and-unknown.json"));
        QVERIFY(!bad.ok());
        const QString all = allProblems(bad.problems);
        for (const char* part : {"the id is used twice", "unknown source", "expected one of", "needs [low, high]", "only an \"equals\" claim",
                                 "needs a \"basis_note\"", "needs a \"quantity\"", "give exactly one of"})
            QVERIFY2(all.contains(QString::fromUtf8(part)), qPrintable(all));
        QVERIFY(!parseCatalogue(read("empty.json")).ok());
    }

    // ---- claims@3 (CLAIMS.md v3) ----

    void version3Reads()
    {
        Json doc = v3Doc();
        Json& a = doc["sources"][0];
        a["publisher"] = "The Example Review";
        a["date"] = "2026-03-05";
        a["url"] = "https://example.org/mirage";
        a["language"] = "zh-Hans";
        a["original_title"] = "两万亿的幻影";
        a["text_sha256"] = std::string(64, 'a');
        Json& c = claimIn(doc, "daily-volume");
        c["quote"] = "23.2 万亿 tokens in six days";
        c["tolerance_pct"] = 2;
        auto cat = catalogueFromJson(doc);
        QVERIFY2(cat.ok(), qPrintable(allProblems(cat.problems)));
        const ClaimSource& src = *cat.value->findSource("A");
        QCOMPARE(src.publisher, std::string("The Example Review"));
        QCOMPARE(src.date, std::string("2026-03-05"));
        QCOMPARE(src.url, std::string("https://example.org/mirage"));
        QCOMPARE(src.language, std::string("zh-Hans"));
        QCOMPARE(src.originalTitle, std::string("两万亿的幻影"));
        QCOMPARE(src.textSha256, std::string(64, 'a'));
        const Claim& dv = *cat.value->findClaim("daily-volume");
        QCOMPARE(dv.quote, std::string("23.2 万亿 tokens in six days"));
        QCOMPARE(dv.tolerance(), 0.02);
        QCOMPARE(dv.status, ClaimStatus::Confirmed);
        QCOMPARE(cat.value->findClaim("a-quota-day")->tolerance(), 0.05); // the default
        // A quote of exactly 500 characters (Chinese: 1,500 bytes) is a quote.
        std::string quote;
        for (int i = 0; i < 500; ++i)
            quote += "字";
        c["quote"] = quote;
        QVERIFY(catalogueFromJson(doc).ok());
    }

    void version3Refuses_data()
    {
        QTest::addColumn<QString>("target"); // "source" (A), "claim" (a-quota-day), "bound" (e-year-list) or "v2"
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("value");   // JSON
        QTest::addColumn<QString>("message"); // a part of a problem's text
        const auto row = [](const char* name, const char* target, const char* field, const char* value, const char* message) {
            QTest::newRow(name) << QString::fromUtf8(target) << QString::fromUtf8(field) << QString::fromUtf8(value) << QString::fromUtf8(message);
        };
        row("v3 key in a v2 file", "v2", "quote", R"("x")", R"(claim "a-quota-day": unknown field "quote")");
        row("v3 source key in a v2 file", "v2source", "publisher", R"("x")", R"(source "A": unknown field "publisher")");
        row("bad date", "source", "date", R"("5 March 2026")", R"(source "A".date: expected a date as YYYY-MM-DD, got "5 March 2026")");
        row("impossible date", "source", "date", R"("2026-02-30")", R"(source "A".date: expected a date as YYYY-MM-DD)");
        row("bad link", "source", "url", R"x("javascript:alert(1)")x", R"(source "A".url: expected a link starting with https:// or http://)");
        row("bad language", "source", "language", R"("Chinese")", R"(source "A".language: expected a language code such as "en" or "zh", got "Chinese")");
        row("bad hash", "source", "text_sha256", R"("ABC")", R"(source "A".text_sha256: expected the SHA-256 of the text as 64 lowercase hexadecimal digits)");
        row("tolerance too small", "claim", "tolerance_pct", "0.05",
            R"(claim "a-quota-day".tolerance_pct: expected a tolerance from 0.1 % to 50 %, got 0.05 %)");
        row("tolerance too large", "claim", "tolerance_pct", "51", R"(claim "a-quota-day".tolerance_pct: expected a tolerance from 0.1 % to 50 %, got 51 %)");
        row("tolerance as text", "claim", "tolerance_pct", R"("5")", R"(claim "a-quota-day".tolerance_pct)");
        row("tolerance on a bound", "bound", "tolerance_pct", "5", R"(claim "e-year-list".tolerance_pct: only an "equals" claim has a tolerance)");
        row("unknown status", "claim", "status", R"("maybe")", R"(claim "a-quota-day".status: expected one of confirmed, draft, uncheckable, got "maybe")");
        row("uncheckable without a reason", "claim", "status", R"("uncheckable")", R"(claim "a-quota-day".status: an "uncheckable" claim needs a "reason")");
        row("a reason without uncheckable", "claim", "reason", R"("no data")", R"(claim "a-quota-day".reason: only an "uncheckable" claim has a reason)");
        row("per_overrides without per", "claim", "per_overrides", R"({"conversion_pct": 3})",
            R"(claim "a-quota-day".per_overrides: "per_overrides" needs a "per")");
        row("per_overrides outside limits", "claim", "per_overrides", R"({"conversion_pct": 300})", R"(claim "a-quota-day".per_overrides: conversion_pct)");
        row("empty quote", "claim", "quote", R"("")", R"(claim "a-quota-day".quote: expected a non-empty text)");
        row("context in a v2 file", "v2top", "context", "[]", R"(catalogue: unknown field "context")");
        // A draft's figure is in the extractor's words; what a confirmed claim has instead is refused on a draft and back.
        row("draft with a display unit", "draft", "unit", R"("usd_per_day")", R"(claim "n1".unit: expected a draft's base unit)");
        row("currency on tokens", "draft", "currency", R"("USD")", R"(claim "n1".currency: only money has a currency)");
        row("unknown currency", "draft", "currency", R"("EUR")", R"(claim "n1".currency: expected one of USD, CNY, HKD, got "EUR")");
        row("unknown period", "draft", "period", R"("week")", R"(claim "n1".period: expected one of none, day, month)");
        row("suggestion of nothing", "draft", "suggestions", R"([{"quantity": "quota_value"}])", R"(claim "n1".suggestions[0].quantity: unknown quantity)");
        row("suggestions not a list", "draft", "suggestions", R"({"quantity": "cash_usd"})", R"(claim "n1".suggestions: expected a list)");
        row("a draft's between reversed", "draft", "kind", R"("between")", R"(claim "n1".claimed: a "between" claim needs [low, high])");
        row("a draft without words", "draft-", "quote", "null", R"(claim "n1": needs a "claim" or a "quote")");
        row("suggestions on a confirmed claim", "claim", "suggestions", "[]", R"(claim "a-quota-day".suggestions: only a draft has what the extractor found)");
    }
    void version3Refuses()
    {
        QFETCH(QString, target);
        QFETCH(QString, field);
        QFETCH(QString, value);
        QFETCH(QString, message);
        Json doc = target.startsWith(QStringLiteral("v2")) ? v2Doc() : v3Doc();
        QVERIFY(catalogueFromJson(doc).ok()); // the file is good before the change
        const Json v = *parseJsonDocument(value.toStdString()).value;
        if (target == QStringLiteral("source") || target == QStringLiteral("v2source"))
            doc["sources"][0][field.toStdString()] = v;
        else if (target == QStringLiteral("v2top"))
            doc[field.toStdString()] = v;
        else if (target == QStringLiteral("draft") || target == QStringLiteral("draft-"))
            doc["claims"].push_back(*parseJsonDocument(R"({"id": "n1", "sources": ["A"], "status": "draft", "quote": "about 5 tokens a day", "claimed": 5,
                                                          "unit": "tokens", "period": "day", "kind": "equals", "suggestions": []})")
                                         .value),
                target == QStringLiteral("draft") ? void(doc["claims"].back()[field.toStdString()] = v) : void(doc["claims"].back().erase(field.toStdString()));
        else
            claimIn(doc, target == QStringLiteral("bound") ? "e-year-list" : "a-quota-day")[field.toStdString()] = v;
        auto result = catalogueFromJson(doc);
        QVERIFY(!result.ok());
        const QString all = allProblems(result.problems);
        QVERIFY2(all.contains(message), qPrintable(all));
    }

    void quoteAtMost500Characters()
    {
        Json doc = v3Doc();
        std::string quote;
        for (int i = 0; i < 501; ++i)
            quote += "字";
        claimIn(doc, "a-quota-day")["quote"] = quote;
        auto result = catalogueFromJson(doc);
        QVERIFY(!result.ok());
        QVERIFY2(allProblems(result.problems).contains(QStringLiteral(R"(claim "a-quota-day".quote: is 501 characters long; a quote is at most 500)")),
                 qPrintable(allProblems(result.problems)));
    }

    void draftsAndUncheckablesAreNeverJudged()
    {
        // A draft may lack what it would be judged by; an uncheckable claim has only its reason.
        Json doc = v3Doc();
        doc["claims"].push_back(*parseJsonDocument(R"({"id": "draft-1", "sources": ["A"], "claim": "a number found in the text", "status": "draft",
                                                       "quote": "about 5,000 chips"})")
                                     .value);
        doc["claims"].push_back(*parseJsonDocument(R"({"id": "nvidia", "sources": ["A", "B"], "claim": "close to NVIDIA", "status": "uncheckable",
                                                       "reason": "the model has no NVIDIA throughput"})")
                                     .value);
        auto cat = catalogueFromJson(doc);
        QVERIFY2(cat.ok(), qPrintable(allProblems(cat.problems)));
        QCOMPARE(cat.value->findClaim("draft-1")->status, ClaimStatus::Draft);
        QCOMPARE(english(cat.value->findClaim("nvidia")->reason), std::string("the model has no NVIDIA throughput"));
        const auto audit = auditClaims(*cat.value);
        QCOMPARE(audit.size(),
                 static_cast<std::size_t>(std::count_if(cat.value->claims.begin(), cat.value->claims.end(), [](const Claim& c) { return c.judged(); })));
        QCOMPARE(audit.size(), cat.value->claims.size() - 9); // the two above and the seven uncheckable statements of v3
        for (const ClaimResult& r : audit)
            QVERIFY(r.claim->judged());
    }

    void toleranceDecidesEquals()
    {
        // 23.2T / 6 = 3.867T against a claimed 3.98T: ratio 0.9715, within 5 % but not within 2 %.
        Json doc = v3Doc();
        Json& c = claimIn(doc, "daily-volume");
        c["claimed"] = 3.98e12;
        auto loose = catalogueFromJson(doc);
        QVERIFY(loose.ok());
        QCOMPARE(resultFor(auditClaims(*loose.value), QStringLiteral("daily-volume")).verdict, Verdict::Consistent);
        c["tolerance_pct"] = 2;
        auto tight = catalogueFromJson(doc);
        QVERIFY(tight.ok());
        const auto tightAudit = auditClaims(*tight.value);
        QCOMPARE(resultFor(tightAudit, QStringLiteral("daily-volume")).verdict, Verdict::Off);
        // 3.98 / 3.8667 − 1 = 2.9 %: off in percent, not "1.0× too high" (the daily volume is internal).
        QCOMPARE(english(verdictMessage(resultFor(tightAudit, QStringLiteral("daily-volume")))), std::string("off (internal; 2.9 % too high)"));
        c["tolerance_pct"] = 3;
        auto three = catalogueFromJson(doc);
        QVERIFY(three.ok());
        const auto threeAudit = auditClaims(*three.value);
        const ClaimResult& r3 = resultFor(threeAudit, QStringLiteral("daily-volume"));
        QCOMPARE(r3.verdict, Verdict::Consistent);
        QVERIFY2(contains(english(r3.note), "within 3 % of 3.98T tokens a day"), english(r3.note).c_str());
    }

    void perOverridesComputeTheDivisorOnTheirScenario()
    {
        // E's "trouble" mark: the runway at 1 % conversion per the runway at 3 %, at most 0.95.
        Json doc = v3Doc();
        doc["claims"].push_back(*parseJsonDocument(R"({"id": "trouble", "sources": ["E"], "claim": "below 1 % the company is in trouble",
            "overrides": {"conversion_pct": 1}, "quantity": "runway_months_capped", "per": "runway_months_capped",
            "per_overrides": {"conversion_pct": 3}, "claimed": 0.95, "unit": "times", "kind": "at_most"})")
                                     .value);
        auto cat = catalogueFromJson(doc);
        QVERIFY2(cat.ok(), qPrintable(allProblems(cat.problems)));
        Scenario at1;
        at1.set(ParamId::Conversion, 1);
        Scenario at3;
        at3.set(ParamId::Conversion, 3);
        const double r1 = computeMetrics(at1).runwayMonthsCapped;
        const double r3 = computeMetrics(at3).runwayMonthsCapped;
        QVERIFY(r1 < r3); // fewer paying developers: a shorter runway
        const auto audit = auditClaims(*cat.value);
        const ClaimResult& r = resultFor(audit, QStringLiteral("trouble"));
        QVERIFY(r.computed);
        QCOMPARE(*r.per, r3);
        QCOMPARE(*r.computed, r1 / r3);
        // CLAIMS.md on the 2.1 defaults: e-trouble-mark fails (1 % shortens the runway by less than 5 %).
        QCOMPARE(r.verdict, Verdict::Fails);
    }

    void loaderRefusesBadDocuments()
    {
        auto syntax = parseCatalogue("{\"schema\": \n");
        QVERIFY(!syntax.ok());
        QVERIFY2(allProblems(syntax.problems).contains(QStringLiteral("line")), qPrintable(allProblems(syntax.problems)));
        auto dup = parseCatalogue(R"({"schema": "token-runway/claims@2", "schema": "x"})");
        QVERIFY(!dup.ok());
        auto notObject = parseCatalogue("[]");
        QVERIFY(!notObject.ok());
        QVERIFY(allProblems(notObject.problems).contains(QStringLiteral("must be a JSON object")));
    }
};

QTEST_GUILESS_MAIN(TestClaimsLoader)
#include "test_claims_loader.moc"
