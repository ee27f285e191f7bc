// The claims in words (issue 22): the arithmetic of a claim with the numbers substituted, the
// Sources & method page (its text pinned byte for byte to what it was before it became messages),
// and the messages themselves: every text of the built-in catalogue has a translation key, a
// user's text is written as it is, and core's English of a message is the CLI's text.
#include <algorithm>

#include <QFile>
#include <QtTest>

#include "claimshelpers.h"
#include "core/claims/builtintexts.h"
#include "core/claims/claimodds.h"
#include "core/claims/claimtext.h"
#include "core/claims/sourcespage.h"
#include "core/scenario/parameters.h"

using namespace runway;
using namespace runway::test;

class TestClaimsText : public QObject {
    Q_OBJECT

private slots:
    // ---- the arithmetic text ----

    void arithmeticSubstitutesTheNumbers()
    {
        const auto results = auditClaims(builtinCatalogue());
        const std::string a = claimArithmetic(builtinCatalogue(), resultFor(results, QStringLiteral("a-quota-month")));
        for (const char* part : {"price_usd_per_mtok = 0.1, free_quota_tokens_per_day = 100T", "= 100T × $0.1 / 1M = $10M", "P_eff = price_usd_per_mtok × IP",
                                 "× 30 (a month is 30 days) = $300M a month", "Claimed: $3M a month", "Ratio: computed / claimed = 300M / 3M = 100",
                                 "Verdict: off (100× too low)", "* a 1T quota instead of 100T (with free_quota_tokens_per_day = 1T)", "ratio 1: matches",
                                 "- the serving cost of the tokens actually used", "does not match"})
            QVERIFY2(contains(a, part), (std::string(part) + " not in:\n" + a).c_str());
        const std::string chips = claimArithmetic(builtinCatalogue(), resultFor(results, QStringLiteral("e-chips")));
        for (const char* part : {"ceil(9,666.67) = 9,667", "Basis: internal", "Verdict: fails (internal)"})
            QVERIFY2(contains(chips, part), (std::string(part) + " not in:\n" + chips).c_str());
        // The cash runway: the $1B given and the fleet; its third reading on the filing's cash from the bridge.
        const std::string cash = claimArithmetic(builtinCatalogue(), resultFor(results, QStringLiteral("e-year-cash")));
        const int days = handRunwayDays(1e9);
        for (const std::string& part :
             {std::string("cash_usd is given: cash_start = $1B"), "runway_days = " + std::to_string(days),
              std::string("the fleet at the start = ceil(run_tokens_per_day / tokens_per_chip_per_day − 1e-9) = ceil(3.867T / 400M) = 9,667")})
            QVERIFY2(contains(cash, part), (part + " not in:\n").append(cash).c_str());
        const std::string filing = claimArithmetic(builtinCatalogue(), resultFor(results, QStringLiteral("e-year-filing-cash")));
        for (const std::string& part : {std::string("RMB 2.552B / 7.17 + $558M − $30.8M × 247 / 30 = $660.3M"), std::string("runway_days = 525")})
            QVERIFY2(contains(filing, part), (part + " not in:\n").append(filing).c_str());
        const std::string wall = claimArithmetic(builtinCatalogue(), resultFor(results, QStringLiteral("d-capex-cushion")));
        for (const char* part : {"÷ cash_start_usd", "240,333 chips bought × $16,500 = $3.965B", "= 3.965B / 660.3M = 6.01×", "buys 240,333 × $16,500"})
            QVERIFY2(contains(wall, part), (std::string(part) + " not in:\n" + wall).c_str());
        const std::string burn = claimArithmetic(builtinCatalogue(), resultFor(results, QStringLiteral("b-free-burn-economic")));
        QVERIFY2(contains(burn, "Range: $3.46M a month is 3.5× above the range $100K–$1M a month"), burn.c_str());
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
        const auto row = [&](std::string_view key) {
            const auto it = std::find_if(page.parameters.begin(), page.parameters.end(), [&](const ProvenanceRow& r) { return r.key == key; });
            if (it == page.parameters.end())
                qFatal("no row %s", key.data());
            return *it;
        };
        QCOMPARE(english(row("fixed_opex_usd_per_month").kindText), std::string("public filing"));
        QCOMPARE(english(row("fixed_opex_usd_per_month").defaultText), std::string("$35.3M / month")); // one value-with-unit rule (englishWithUnit)
        QCOMPARE(english(row("fixed_opex_usd_per_month").reason), std::string(spec(ParamId::FixedOpex).reason));
        QCOMPARE(english(row("cash_usd").defaultText), std::string("derived from the filing: $581.6M")); // MODEL3.md §10 D3: $581,617,949.71
        QCOMPARE(english(row("chips_owned").defaultText), std::string("derived from the reported run: 9,667 accelerators"));
        QCOMPARE(english(row("filing_date").defaultText), std::string("2025-06-30"));
        QCOMPARE(page.publicFigures.size(), std::size_t(19)); // 8, and MODEL3.md §9's 11
        const auto figure = [&](std::string_view part) {
            for (const auto& f : page.publicFigures)
                if (contains(english(f.label), std::string(part)))
                    return f;
            qFatal("no figure %s", part.data());
        };
        QCOMPARE(english(figure("Cash and equivalents").valueText), std::string("RMB 2.552B"));
        QCOMPARE(english(figure("Operating cash outflow").valueText), std::string("RMB 1.327B"));
        QCOMPARE(english(figure("Revenue").valueText), std::string("RMB 190M"));
        QCOMPARE(english(figure("gross margin").valueText), std::string("\u22120.4 %"));
        QCOMPARE(english(figure("listing").valueText), std::string("HKD 4.348B"));
        QCOMPARE(english(figure("Platform usage").valueText), std::string("4.6T tokens a day"));
        QCOMPARE(english(figure("Freemium").valueText), std::string("2–5 %"));
        QVERIFY(contains(english(figure("Freemium").comment), "1–4 %"));
        QVERIFY(contains(english(figure("OpenRouter").comment), "20 requests a minute"));
        QVERIFY(contains(english(figure("OpenRouter").comment), "1,000 a day"));
        // MODEL3.md §9's additions, each written as its source gives it.
        QCOMPARE(english(figure("Compute within R&D in 2024").valueText), std::string("RMB 1.552B"));
        QCOMPARE(english(figure("Compute within R&D in H1 2025").valueText), std::string("RMB 1.145B"));
        QCOMPARE(english(figure("Revenue in 2025").valueText), std::string("RMB 724M"));
        QVERIFY(contains(english(figure("Revenue in 2025").comment), "$60.95M")); // §9's back-test
        QCOMPARE(english(figure("Net loss").valueText), std::string("RMB 4.718B"));
        QCOMPARE(english(figure("paying developers").valueText), std::string("150K paying developers"));
        QCOMPARE(english(figure("list prices").valueText), std::string("RMB 49–469"));
        QCOMPARE(english(figure("November 2025").valueText), std::string("4.2T tokens a day"));
        QVERIFY(contains(english(figure("November 2025").comment), "2026-02-21"));
        QCOMPARE(english(figure("Bank facilities").valueText), std::string("RMB 8.9B"));
        QCOMPARE(english(figure("Market capitalisation").valueText), std::string("HKD 57.9B"));
        QCOMPARE(english(figure("A-share").valueText), std::string("RMB 15B"));
        QCOMPARE(english(figure("DeepSeek").valueText), std::string("USD 0.14–0.28"));
        // Full citations: a title and a publisher or date, never an ellipsis or a pointer elsewhere.
        for (const auto& f : page.publicFigures) {
            const std::string source = english(f.source);
            QVERIFY2(source.size() > 30, source.c_str());
            QVERIFY2(!contains(source, "…") && !contains(source, "...") && !contains(source, "see the"), source.c_str());
        }
        QVERIFY(contains(english(figure("Cash and equivalents").source), "prospectus, HKEXnews, 30 December 2025"));
        // MODEL.md §9: RMB 2.552B of cash at an outflow of RMB 1.327B per half year lasts 2.552 / 1.327 × 6 ≈ 11.5 months.
        QCOMPARE(std::round(2.552 / 1.327 * 6 * 10) / 10, 11.5);
        QVERIFY(contains(english(figure("Operating cash outflow").comment), "11.5 months"));
        std::string method;
        for (const auto& m : page.method)
            method += english(m) + "\n";
        for (const char* part :
             {"cash on hand, not from the money it has raised", "Depreciation is not cash", "capex wall", "within 5 %", "internal", "2,000 Monte Carlo"})
            QVERIFY2(contains(method, part), part);
        const std::string text = sourcesPageText(page);
        QVERIFY(contains(text, "E: \"The Ledger Says 23.2 Trillion Tokens. The Metadata Says Something Else.\""));
        QVERIFY(contains(text, "price_usd_per_mtok = $0.10 per 1M tokens [article]"));
    }

    void sourcesPageTextIsPinned()
    {
        // Written by the program before the page's texts became messages: the English is the same.
        // When the page changes on purpose: RUNWAY_UPDATE_GOLDEN=1 writes it again; read the diff.
        QFile golden(QStringLiteral(RUNWAY_TEST_DATA "/cli-golden/sources-page.txt"));
        const QString text = QString::fromStdString(sourcesPageText(sourcesPage(builtinCatalogue())));
        if (qEnvironmentVariableIsSet("RUNWAY_UPDATE_GOLDEN")) {
            QVERIFY(golden.open(QIODevice::WriteOnly | QIODevice::Truncate));
            golden.write(text.toUtf8());
            QSKIP("sources-page.txt written again");
        }
        QVERIFY(golden.open(QIODevice::ReadOnly));
        QCOMPARE(text, QString::fromUtf8(golden.readAll()));
    }

    // ---- the messages ----

    void everyBuiltinTextHasAKey()
    {
        // Every text of claims.json that a reader sees, and every source the parameter table
        // cites, is the English of a key in builtintexts.cpp (context "Claims").
        const Json doc = builtinJson();
        QStringList missing;
        const auto need = [&](const Json& entry, const char* field) {
            if (auto it = entry.find(field); it != entry.end() && it->is_string() && !builtinTextKey(it->get<std::string>()))
                missing << QString::fromStdString(it->get<std::string>());
        };
        for (const auto& e : doc["sources"])
            need(e, "title"), need(e, "description");
        for (const auto& e : doc["readings"])
            need(e, "text"), need(e, "why");
        for (const auto& e : doc["claims"])
            need(e, "claim"), need(e, "basis_note"), need(e, "reading"), need(e, "reason");
        for (const auto& e : doc["notes"])
            need(e, "text");
        for (const auto& e : doc["public_figures"])
            need(e, "label"), need(e, "source"), need(e, "comment");
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char('\n'))));
        for (const MessageKey& k : builtinTexts())
            QCOMPARE(std::string_view(k.context), std::string_view("Claims"));
        // The loaded catalogue carries the keys, not copies of the text.
        const Claim& volume = *builtinCatalogue().findClaim("daily-volume");
        QCOMPARE(std::string_view(volume.claim.key().context), std::string_view("Claims"));
        QVERIFY(volume.claim.args().empty());
        QCOMPARE(english(volume.claim), std::string("23.2T tokens served in six days is about 3.87T tokens a day"));
        const SourcesPage page = sourcesPage(builtinCatalogue());
        // A parameter's source is its key in the table (context "Sources"), not a copy of the text.
        int cited = 0;
        for (const auto& p : parameters()) {
            const auto row = std::find_if(page.parameters.begin(), page.parameters.end(), [&p](const ProvenanceRow& r) { return r.key == p.key; });
            if (row == page.parameters.end())
                continue;
            QVERIFY2(row->source.empty() == p.source.empty(), row->key.c_str());
            if (row->source.empty())
                continue;
            QVERIFY2(row->source.key() == p.source && std::string_view(row->source.key().context) == "Sources", row->key.c_str());
            ++cited;
        }
        QVERIFY(cited > 10);
    }

    void aTextWithoutAKeyFailsTheBuiltinCatalogue()
    {
        // The drift guard: a built-in text changed in the JSON alone is refused, and says where.
        Json doc = builtinJson();
        doc["claims"][0]["claim"] = "a paraphrase nobody gave a key";
        auto builtin = catalogueFromJson(doc, CatalogueTexts::Builtin);
        QVERIFY(!builtin.ok());
        QVERIFY2(allProblems(builtin.problems).contains(QStringLiteral(R"(claim "daily-volume".claim: the text has no translation key)")),
                 qPrintable(allProblems(builtin.problems)));
        // A user's catalogue is not translated: its texts are written as they are.
        auto user = catalogueFromJson(doc, CatalogueTexts::User);
        QVERIFY2(user.ok(), qPrintable(allProblems(user.problems)));
        const Message& claim = user.value->claims[0].claim;
        QCOMPARE(std::string_view(claim.key().context), std::string_view("Verbatim"));
        QCOMPARE(english(claim), std::string("a paraphrase nobody gave a key"));
    }

    void verdictsAndNotesAreMessagesWithTypedArguments()
    {
        const auto results = auditClaims(builtinCatalogue());
        // "off (100× too low)": the verdict's key, the ratio a nested message, its factor a number.
        const Message verdict = verdictMessage(resultFor(results, QStringLiteral("a-quota-day")));
        QCOMPARE(std::string_view(verdict.key().source), std::string_view("off (%1)"));
        QCOMPARE(verdict.args().size(), std::size_t(1));
        const auto* ratio = std::get_if<Nested>(&verdict.args()[0]);
        if (ratio == nullptr || !ratio->message)
            QFAIL("the verdict's argument is not a nested message");
        QCOMPARE(std::string_view(ratio->message->key().source), std::string_view("%1× too low"));
        const auto* factor = std::get_if<Quantity>(&ratio->message->args()[0]);
        if (factor == nullptr)
            QFAIL("the ratio's argument is not a quantity");
        QCOMPARE(factor->value, 100.0);
        QCOMPARE(english(verdict), std::string("off (100× too low)"));
        // A claimed figure is a number with its unit, not a text: $100K a day.
        const Message claimed = claimedMessage(*builtinCatalogue().findClaim("a-quota-day"));
        QCOMPARE(std::string_view(claimed.key().source), std::string_view("%1 a day"));
        QCOMPARE(std::get<Quantity>(claimed.args()[0]).value, 1e5);
        // The odds in words: a percentage.
        QCOMPARE(english(oddsMessage(0.3105)), std::string("31 %"));
        QCOMPARE(std::get<Quantity>(oddsMessage(0.3105).args()[0]).unit, Unit::Percent);
    }

    void aClauseUsedAsASentenceStartsWithACapital()
    {
        // The reason a claim has no value is a clause ("the divisor … is 0"); alone in the note it is
        // a sentence, written with a capital and a full stop, while the clause stays as it is.
        const ClaimCatalogue cat = oneClaim(R"({"id": "per-zero", "sources": ["D"], "claim": "capex per chip", "overrides": {},
            "quantity": "capex_total_usd", "per": "chips_bought", "claimed": 1, "unit": "usd", "kind": "at_least"})");
        const auto results = auditClaims(cat);
        QCOMPARE(english(results[0].note), std::string("The divisor chips_bought is 0."));
        const ClaimValue v = claimValue(cat.claims[0], *results[0].scenario, results[0].metrics);
        QCOMPARE(english(v.whyNone), std::string("the divisor chips_bought is 0"));
    }
};

QTEST_GUILESS_MAIN(TestClaimsText)
#include "test_claims_text.moc"
