// `claims extract`'s building blocks (CLAIMS.md, "Finding the numbers in a text"): SHA-256 against
// the FIPS 180-4 examples, each table (scale words and suffixes, currencies, units, periods,
// qualifiers, English number words, Chinese numerals), the tokenizer and sentence splitter, the
// article reader's refusals, the title, language and source id, and the draft claims file.
// Whole sentences in English and Chinese are in test_extract_sentences.cpp.
#include <QtTest>

#include <nlohmann/json.hpp>

#include "core/claims/extract/articletext.h"
#include "core/claims/extract/draftfile.h"
#include "core/claims/extract/extractor.h"
#include "core/claims/extract/numbertables.h"
#include "core/claims/extract/suggest.h"
#include "core/claims/extract/tokenizer.h"
#include "core/model/modeljson.h"
#include "core/scenario/jsondocument.h"
#include "core/scenario/parameters.h"
#include "core/util/sha256.h"

using namespace runway;
using namespace runway::extract;

namespace {

QString q(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

std::string s(const QString& text)
{
    return text.toStdString();
}

} // namespace

class TestExtract : public QObject {
    Q_OBJECT

private slots:
    // ---- SHA-256 ----
    void sha256Vectors_data()
    {
        QTest::addColumn<QByteArray>("message");
        QTest::addColumn<QString>("digest");
        // FIPS 180-4 / NIST CSRC example values.
        QTest::newRow("empty") << QByteArray() << QStringLiteral("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
        QTest::newRow("abc") << QByteArray("abc") << QStringLiteral("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
        QTest::newRow("two blocks") << QByteArray("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                                    << QStringLiteral("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
        QTest::newRow("a million a") << QByteArray(1000000, 'a') << QStringLiteral("cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
    }
    void sha256Vectors()
    {
        QFETCH(QByteArray, message);
        QFETCH(QString, digest);
        QCOMPARE(q(sha256Hex(std::string_view(message.constData(), static_cast<std::size_t>(message.size())))), digest);
    }

    void sha256Incremental()
    {
        // The same digest whether the bytes come at once or in pieces that straddle the 64-byte blocks.
        const std::string text(200, 'x');
        Sha256 pieces;
        pieces.add(std::string_view(text).substr(0, 1));
        pieces.add(std::string_view(text).substr(1, 63));
        pieces.add(std::string_view(text).substr(64, 70));
        pieces.add(std::string_view(text).substr(134));
        std::string hex;
        for (auto b : pieces.digest())
            hex += QByteArray(1, static_cast<char>(b)).toHex().toStdString();
        QCOMPARE(q(hex), q(sha256Hex(text)));
    }

    // ---- tables ----
    void scaleWords()
    {
        QCOMPARE(scaleWord("hundred"), 2);
        QCOMPARE(scaleWord("thousand"), 3);
        QCOMPARE(scaleWord("million"), 6);
        QCOMPARE(scaleWord("billion"), 9);
        QCOMPARE(scaleWord("trillion"), 12);
        QVERIFY(!scaleWord("millions"));
        QCOMPARE(pluralScaleWord("hundreds"), 2);
        QCOMPARE(pluralScaleWord("thousands"), 3);
        QCOMPARE(pluralScaleWord("millions"), 6);
        QCOMPARE(pluralScaleWord("trillions"), 12);
        QCOMPARE(scaleSuffix("K"), 3);
        QCOMPARE(scaleSuffix("k"), 3);
        QCOMPARE(scaleSuffix("M"), 6);
        QCOMPARE(scaleSuffix("mn"), 6);
        QCOMPARE(scaleSuffix("B"), 9);
        QCOMPARE(scaleSuffix("bn"), 9);
        QCOMPARE(scaleSuffix("T"), 12);
        QVERIFY(!scaleSuffix("t")); // case matters: "t" is no suffix
        QVERIFY(!scaleSuffix("Bs"));
        QCOMPARE(chineseBigUnit("万"), 4);
        QCOMPARE(chineseBigUnit("亿"), 8);
        QCOMPARE(chineseSmallUnit("千"), 1000);
        QCOMPARE(chineseSmallUnit("百"), 100);
        QCOMPARE(chineseSmallUnit("十"), 10);
    }

    void englishNumberWords()
    {
        QCOMPARE(cardinalWord("six"), 6);
        QCOMPARE(cardinalWord("eleven"), 11);
        QCOMPARE(cardinalWord("twenty"), 20);
        QCOMPARE(cardinalWord("ninety"), 90);
        QVERIFY(!cardinalWord("hundred"));
        QCOMPARE(ordinalWord("first"), 1);
        QCOMPARE(ordinalWord("third"), 3);
        QCOMPARE(ordinalWord("twelfth"), 12);
        QVERIFY(isOrdinalSuffix("rd") && isOrdinalSuffix("th") && !isOrdinalSuffix("x"));
        QCOMPARE(multipleWord("twice"), 2.0);
        QCOMPARE(multipleWord("threefold"), 3.0);
        QCOMPARE(multipleWord("half"), 0.5);
        QCOMPARE(monthName("March"), 3);
        QCOMPARE(monthName("Sept"), 9);
        QVERIFY(!monthName("march")); // a month name is capitalised
    }

    void chineseNumerals_data()
    {
        QTest::addColumn<QString>("numeral");
        QTest::addColumn<double>("value");
        QTest::newRow("十八") << QStringLiteral("十八") << 18.0;
        QTest::newRow("两千") << QStringLiteral("两千") << 2000.0;
        QTest::newRow("一百零五") << QStringLiteral("一百零五") << 105.0;
        QTest::newRow("十万") << QStringLiteral("十万") << 1e5;
        QTest::newRow("三亿五千万") << QStringLiteral("三亿五千万") << 3.5e8;
        QTest::newRow("一万亿") << QStringLiteral("一万亿") << 1e12;
        QTest::newRow("两千亿") << QStringLiteral("两千亿") << 2e11;
        QTest::newRow("二十三点二万亿") << QStringLiteral("二十三点二万亿") << 2.32e13;
        QTest::newRow("三点八七万亿") << QStringLiteral("三点八七万亿") << 3.87e12;
        QTest::newRow("二〇二六") << QStringLiteral("二〇二六") << 2026.0;
        QTest::newRow("六") << QStringLiteral("六") << 6.0;
    }
    void chineseNumerals()
    {
        QFETCH(QString, numeral);
        QFETCH(double, value);
        const auto d = parseChineseNumeral(s(numeral));
        QVERIFY(d);
        QCOMPARE(d->value(), value); // exact: digits and a power of ten read back as one double
    }

    void chineseNumeralsRefused()
    {
        for (const char* bad : {"点五", "三点", "三点五十", "abc", "", "三x"})
            QVERIFY2(!parseChineseNumeral(bad), bad);
        QCOMPARE(chineseDigit("两"), 2);
        QCOMPARE(chineseDigit("〇"), 0);
    }

    void currencies_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("currency");
        QTest::addColumn<bool>("prefix");
        QTest::addColumn<bool>("suffix");
        QTest::newRow("$") << QStringLiteral("$") << QStringLiteral("USD") << true << false;
        QTest::newRow("US$") << QStringLiteral("US$") << QStringLiteral("USD") << true << false;
        QTest::newRow("USD") << QStringLiteral("USD") << QStringLiteral("USD") << true << true;
        QTest::newRow("dollars") << QStringLiteral("dollars") << QStringLiteral("USD") << false << true;
        QTest::newRow("美元") << QStringLiteral("美元") << QStringLiteral("USD") << false << true;
        QTest::newRow("RMB") << QStringLiteral("RMB") << QStringLiteral("CNY") << true << true;
        QTest::newRow("CNY") << QStringLiteral("CNY") << QStringLiteral("CNY") << true << true;
        QTest::newRow("元") << QStringLiteral("元") << QStringLiteral("CNY") << false << true;
        QTest::newRow("¥") << QStringLiteral("¥") << QStringLiteral("CNY") << true << false;
        QTest::newRow("yuan") << QStringLiteral("yuan") << QStringLiteral("CNY") << false << true;
        QTest::newRow("HK$") << QStringLiteral("HK$") << QStringLiteral("HKD") << true << false;
        QTest::newRow("HKD") << QStringLiteral("HKD") << QStringLiteral("HKD") << true << true;
        QTest::newRow("港元") << QStringLiteral("港元") << QStringLiteral("HKD") << false << true;
    }
    void currencies()
    {
        QFETCH(QString, text);
        QFETCH(QString, currency);
        QFETCH(bool, prefix);
        QFETCH(bool, suffix);
        const CurrencyEntry* e = findCurrency(s(text));
        QVERIFY(e);
        QCOMPARE(q(currencyName(e->currency)), currency);
        QCOMPARE(e->prefix, prefix);
        QCOMPARE(e->suffix, suffix);
        QCOMPARE(findCurrency("cents")->divisor, 100.0);
        QVERIFY(!findCurrency("euro"));
    }

    void units_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("unit");
        QTest::addColumn<double>("perOne"); // the base unit per one of it
        QTest::newRow("tokens") << QStringLiteral("tokens") << QStringLiteral("tokens") << 1.0;
        QTest::newRow("token") << QStringLiteral("Token") << QStringLiteral("tokens") << 1.0;
        QTest::newRow("词元") << QStringLiteral("词元") << QStringLiteral("tokens") << 1.0;
        QTest::newRow("chips") << QStringLiteral("chips") << QStringLiteral("accelerators") << 1.0;
        QTest::newRow("accelerators") << QStringLiteral("accelerators") << QStringLiteral("accelerators") << 1.0;
        QTest::newRow("GPUs") << QStringLiteral("GPUs") << QStringLiteral("accelerators") << 1.0;
        QTest::newRow("cards") << QStringLiteral("cards") << QStringLiteral("accelerators") << 1.0;
        QTest::newRow("卡") << QStringLiteral("卡") << QStringLiteral("accelerators") << 1.0;
        QTest::newRow("芯片") << QStringLiteral("芯片") << QStringLiteral("accelerators") << 1.0;
        QTest::newRow("people") << QStringLiteral("people") << QStringLiteral("people") << 1.0;
        QTest::newRow("developers") << QStringLiteral("developers") << QStringLiteral("people") << 1.0;
        QTest::newRow("users") << QStringLiteral("users") << QStringLiteral("people") << 1.0;
        QTest::newRow("开发者") << QStringLiteral("开发者") << QStringLiteral("people") << 1.0;
        QTest::newRow("days") << QStringLiteral("days") << QStringLiteral("days") << 1.0;
        QTest::newRow("weeks") << QStringLiteral("weeks") << QStringLiteral("days") << 7.0;
        QTest::newRow("hours") << QStringLiteral("hours") << QStringLiteral("days") << 1.0 / 24;
        QTest::newRow("months") << QStringLiteral("months") << QStringLiteral("months") << 1.0;
        QTest::newRow("year") << QStringLiteral("year") << QStringLiteral("months") << 12.0;
        QTest::newRow("decades") << QStringLiteral("decades") << QStringLiteral("months") << 120.0;
        QTest::newRow("天") << QStringLiteral("天") << QStringLiteral("days") << 1.0;
        QTest::newRow("个月") << QStringLiteral("个月") << QStringLiteral("months") << 1.0;
        QTest::newRow("年") << QStringLiteral("年") << QStringLiteral("months") << 12.0;
        QTest::newRow("percent") << QStringLiteral("percent") << QStringLiteral("percent") << 1.0;
    }
    void units()
    {
        QFETCH(QString, text);
        QFETCH(QString, unit);
        QFETCH(double, perOne);
        const UnitEntry* e = findUnit(s(text));
        QVERIFY(e);
        QCOMPARE(q(unitName(e->unit)), unit);
        QCOMPARE(e->factor / e->divisor, perOne);
    }

    void periods_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("period");
        QTest::addColumn<bool>("before"); // may stand before the number
        QTest::newRow("per day") << QStringLiteral("per day") << QStringLiteral("day") << false;
        QTest::newRow("a day") << QStringLiteral("a day") << QStringLiteral("day") << false;
        QTest::newRow("daily") << QStringLiteral("daily") << QStringLiteral("day") << true;
        QTest::newRow("每天") << QStringLiteral("每天") << QStringLiteral("day") << true;
        QTest::newRow("每日") << QStringLiteral("每日") << QStringLiteral("day") << true;
        QTest::newRow("monthly") << QStringLiteral("monthly") << QStringLiteral("month") << true;
        QTest::newRow("a month") << QStringLiteral("a month") << QStringLiteral("month") << false;
        QTest::newRow("每月") << QStringLiteral("每月") << QStringLiteral("month") << true;
        QTest::newRow("a year") << QStringLiteral("a year") << QStringLiteral("year") << false;
        QTest::newRow("annually") << QStringLiteral("annually") << QStringLiteral("year") << true;
        QTest::newRow("每年") << QStringLiteral("每年") << QStringLiteral("year") << true;
        QTest::newRow("per million tokens") << QStringLiteral("per million tokens") << QStringLiteral("per_1m_tokens") << false;
        QTest::newRow("per 1M tokens") << QStringLiteral("per 1M tokens") << QStringLiteral("per_1m_tokens") << false;
        QTest::newRow("每百万 tokens") << QStringLiteral("每百万 tokens") << QStringLiteral("per_1m_tokens") << true;
        QTest::newRow("per chip per day") << QStringLiteral("per chip per day") << QStringLiteral("per_chip_per_day") << false;
        QTest::newRow("单卡每天") << QStringLiteral("单卡每天") << QStringLiteral("per_chip_per_day") << true;
        QTest::newRow("per chip") << QStringLiteral("per chip") << QStringLiteral("per_chip") << true;
    }
    void periods()
    {
        QFETCH(QString, text);
        QFETCH(QString, period);
        QFETCH(bool, before);
        const PeriodEntry* e = findPeriod(s(text));
        QVERIFY(e);
        QCOMPARE(q(periodName(e->period)), period);
        QCOMPARE(e->before, before);
    }

    void qualifiers_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<bool>("after");
        for (const char* w : {"about", "roughly", "approximately", "nearly", "around", "约", "大约", "近"})
            QTest::newRow(w) << QString::fromUtf8(w) << QStringLiteral("equals") << false;
        QTest::newRow("左右") << QStringLiteral("左右") << QStringLiteral("equals") << true;
        for (const char* w : {"at least", "over", "more than", "above", "超过", "至少", "逾"})
            QTest::newRow(w) << QString::fromUtf8(w) << QStringLiteral("at_least") << false;
        QTest::newRow("以上") << QStringLiteral("以上") << QStringLiteral("at_least") << true;
        QTest::newRow("or more") << QStringLiteral("or more") << QStringLiteral("at_least") << true;
        for (const char* w : {"up to", "under", "below", "less than", "不到", "低于"})
            QTest::newRow(w) << QString::fromUtf8(w) << QStringLiteral("at_most") << false;
        QTest::newRow("以下") << QStringLiteral("以下") << QStringLiteral("at_most") << true;
    }
    void qualifiers()
    {
        QFETCH(QString, text);
        QFETCH(QString, kind);
        QFETCH(bool, after);
        const QualifierEntry* e = findQualifier(s(text));
        QVERIFY(e);
        QCOMPARE(q(kindName(e->kind)), kind);
        QCOMPARE(e->after, after);
    }

    void quantityTableNamesModelQuantities()
    {
        // Every suggestion is a §5 metric or a numeric §1 parameter, once.
        QSet<QString> seen;
        for (const QuantityRow& row : quantityTable()) {
            const ParamSpec* p = findParam(row.key);
            QVERIFY2(isMetricKey(row.key) || (p && isNumeric(p->id)), row.key.data());
            QVERIFY2(!seen.contains(q(row.key)), row.key.data());
            seen.insert(q(row.key));
        }
        QVERIFY(seen.size() > 60);
    }

    // ---- tokenizer ----
    void tokens()
    {
        const std::string text = "It served 23.2T tokens, 18,402,112 blocks and 1,2 more: see https://x.org/a1 (国产3.87万亿).";
        const auto t = tokenize(text);
        auto at = [&](std::string_view w) {
            for (const auto& tok : t)
                if (tok.text == w)
                    return &tok;
            return static_cast<const Token*>(nullptr);
        };
        QVERIFY(at("23.2") && at("23.2")->type == TokenType::Number);
        QVERIFY(at("T") && !at("T")->spaceBefore); // a glued suffix
        QVERIFY(at("18,402,112") && at("18,402,112")->type == TokenType::Number);
        QVERIFY(at("1") && at("2") && !at("1,2")); // "1,2" is no thousands group
        QVERIFY(at("https://x.org/a1") && at("https://x.org/a1")->type == TokenType::Url);
        QVERIFY(at("万") && at("万")->type == TokenType::Han);
        QVERIFY(at("3.87"));
        for (const auto& tok : t)
            QCOMPARE(q(text.substr(tok.begin, tok.end - tok.begin)), q(tok.text)); // offsets are the text's bytes
    }

    void sentences()
    {
        std::string text = "It is 23.2 today. The U.S. rate is 3.87 vs. 4, e.g. higher. 第一句。第二句！\nA heading\nand a wrapped line.";
        auto t = tokenize(text);
        const auto ss = splitSentences(t);
        QStringList got;
        for (const auto& s : ss)
            got << q(text.substr(s.begin, s.end - s.begin));
        QCOMPARE(got, QStringList({QStringLiteral("It is 23.2 today."), QStringLiteral("The U.S. rate is 3.87 vs. 4, e.g. higher."), QStringLiteral("第一句。"),
                                   QStringLiteral("第二句！"), QStringLiteral("A heading\nand a wrapped line.")}));
    }

    void quotes()
    {
        QCOMPARE(q(quoteText("  a \n\t b  c ")), QStringLiteral("a b c"));
        std::string longText;
        for (int i = 0; i < 200; ++i)
            longText += "word" + std::to_string(i) + " ";
        const std::size_t at = longText.find("word150");
        const std::string cut = quoteText(longText, 60, at, at + 7);
        QVERIFY(QString::fromStdString(cut).size() <= 60);
        QVERIFY(cut.find("word150") != std::string::npos); // the window keeps the number
        QVERIFY(cut.starts_with("word"));                  // whole words
        QCOMPARE(q(quoteText("国产芯片处理了二十三点二万亿词元", 4, 0, 0)).size(), 4);
    }

    // ---- the article reader ----
    void articleProblems_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("says");
        QTest::newRow("UTF-16 LE") << QByteArray("\xFF\xFEh\0i\0", 6) << QStringLiteral("UTF-16 (little-endian) from its byte-order mark");
        QTest::newRow("UTF-16 BE") << QByteArray("\xFE\xFF\0h\0i", 6) << QStringLiteral("UTF-16 (big-endian) from its byte-order mark");
        QTest::newRow("UTF-32 LE") << QByteArray("\xFF\xFE\0\0h\0\0\0", 8) << QStringLiteral("UTF-32 (little-endian) from its byte-order mark");
        QTest::newRow("UTF-32 BE") << QByteArray("\0\0\xFE\xFF\0\0\0h", 8) << QStringLiteral("UTF-32 (big-endian) from its byte-order mark");
        QTest::newRow("NUL") << QByteArray("ab\0cd", 5) << QStringLiteral("NUL byte at byte offset 2");
        QTest::newRow("Latin-1") << QByteArray("price \xA3"
                                               "5")
                                 << QStringLiteral("the byte at offset 6 (0xA3) does not start a UTF-8 character");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("is empty");
        QTest::newRow("white space") << QByteArray(" \n\t\r\n\xE3\x80\x80") << QStringLiteral("only white space");
        QTest::newRow("over 1 MiB") << QByteArray(1024 * 1024 + 1, 'a') << QStringLiteral("is 1,048,577 bytes; a text to read numbers from is at most 1 MiB");
    }
    void articleProblems()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, says);
        const auto problem = articleTextProblem(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
        if (!problem)
            QFAIL("no problem");
        QVERIFY2(q(english(*problem)).contains(says), english(*problem).c_str());
    }

    void articleAccepted()
    {
        QVERIFY(!articleTextProblem("Six days. 六天。"));
        QVERIFY(!articleTextProblem(std::string(kMaxArticleBytes, 'a'))); // exactly 1 MiB is allowed
        QVERIFY(!articleTextProblem("\xEF\xBB\xBFUTF-8 with a byte-order mark, 3 tokens"));
        const auto missing = readArticleFile("/nonexistent/folder/article.txt");
        QVERIFY(!missing.ok());
        QCOMPARE(q(missing.problems.front().text()), QStringLiteral("/nonexistent/folder/article.txt: no such file"));
    }

    void titleLanguageAndId()
    {
        QCOMPARE(q(articleTitle("\n  The 23T Mirage  \r\nBody text.", "a.txt")), QStringLiteral("The 23T Mirage"));
        QCOMPARE(q(articleTitle(std::string(300, 'x') + "\nbody", "a.txt")), QStringLiteral("a.txt")); // too long for a title
        QCOMPARE(q(detectLanguage("GLM-5.3 Flash processed 23.2 trillion tokens in six days.")), QStringLiteral("en"));
        QCOMPARE(q(detectLanguage("GLM-5.3 Flash在六天内处理了23.2万亿tokens，平均每天约3.87万亿。")), QStringLiteral("zh"));
        QCOMPARE(q(sourceIdFor("articles/A.txt")), QStringLiteral("A"));
        QCOMPARE(q(sourceIdFor("my article (v2).md")), QStringLiteral("myarticlev2"));
        QCOMPARE(q(sourceIdFor("文章.txt")), QStringLiteral("source"));
    }

    // ---- the draft claims file ----
    void draftFile()
    {
        const std::string text = "Title line\nIt served 3.87T tokens a day at $0.10 per million tokens. Thousands of chips ran since 2025.";
        const auto numbers = extractNumbers(text);
        const DraftSource source{"A", "Title line", "en", sha256Hex(text)};
        const auto doc = nlohmann::ordered_json::parse(draftClaimsText(source, numbers));
        QCOMPARE(q(doc["schema"].get<std::string>()), QStringLiteral("token-runway/claims@3"));
        QCOMPARE(doc["sources"].size(), std::size_t{1});
        QCOMPARE(q(doc["sources"][0].dump()), q("{\"id\":\"A\",\"title\":\"Title line\",\"language\":\"en\",\"text_sha256\":\"" + sha256Hex(text) + "\"}"));
        const auto& claims = doc["claims"];
        QCOMPARE(claims.size(), std::size_t{3});
        QCOMPARE(q(claims[0]["id"].get<std::string>()), QStringLiteral("n1"));
        QCOMPARE(q(claims[0]["status"].get<std::string>()), QStringLiteral("draft"));
        QCOMPARE(q(claims[0]["sources"].dump()), QStringLiteral("[\"A\"]"));
        QCOMPARE(claims[0]["claimed"].get<double>(), 3.87e12);
        QCOMPARE(q(claims[0]["unit"].get<std::string>()), QStringLiteral("tokens"));
        QVERIFY(!claims[0].contains("currency")); // money only
        QCOMPARE(q(claims[0]["period"].get<std::string>()), QStringLiteral("day"));
        QCOMPARE(q(claims[0]["kind"].get<std::string>()), QStringLiteral("equals"));
        QCOMPARE(q(claims[0]["suggestions"][0].dump()), QStringLiteral("{\"quantity\":\"demand_tokens_per_day\",\"factor\":1.0}"));
        QCOMPARE(q(claims[0]["quote"].get<std::string>()), QStringLiteral("It served 3.87T tokens a day at $0.10 per million tokens."));
        QCOMPARE(claims[1]["claimed"].get<double>(), 0.10);
        QCOMPARE(q(claims[1]["currency"].get<std::string>()), QStringLiteral("USD"));
        QCOMPARE(q(claims[1]["period"].get<std::string>()), QStringLiteral("per_1m_tokens"));
        QCOMPARE(q(claims[2]["claimed"].dump()), QStringLiteral("[1000.0,9999.0]")); // a range is [low, high], as in any claims file
        QCOMPARE(q(claims[2]["kind"].get<std::string>()), QStringLiteral("between"));
        QStringList keys;
        for (const auto& [key, value] : claims[1].items())
            keys << q(key);
        QCOMPARE(keys.join(QLatin1Char(' ')), QStringLiteral("id sources status quote claimed unit currency period kind suggestions"));
        QCOMPARE(q(doc["context"].dump()), QStringLiteral("[{\"text\":\"2025\",\"reason\":\"year\",\"quote\":\"Thousands of chips ran since 2025.\"}]"));
        // Written element by element, byte for byte the document's own text (with and without context).
        QCOMPARE(q(draftClaimsText(source, numbers)), q(jsonOutputText(draftClaimsJson(source, numbers)) + "\n"));
        const auto noContext = extractNumbers("3 tokens and 4 chips.");
        QCOMPARE(q(draftClaimsText(source, noContext)), q(jsonOutputText(draftClaimsJson(source, noContext)) + "\n"));
        QVERIFY(!draftClaimsJson(source, noContext).contains("context")); // left out when there is none, like any empty optional list
        QCOMPARE(q(draftClaimsText(source, {})), q(jsonOutputText(draftClaimsJson(source, {})) + "\n"));
        // Deterministic: the same text gives the same bytes.
        QCOMPARE(q(draftClaimsText(source, extractNumbers(text))), q(draftClaimsText(source, numbers)));
    }

    void offsetsMarkTheNumbers()
    {
        const std::string text = "智谱每天提供100万亿tokens。Over six days it served 23.2T tokens, about $3M a day.";
        for (const auto& n : extractNumbers(text)) {
            QCOMPARE(q(text.substr(n.begin, n.end - n.begin)), q(n.text));
            QVERIFY(n.sentenceBegin <= n.begin && n.end <= n.sentenceEnd);
        }
        QVERIFY(extractNumbers("").empty());
        QVERIFY(extractNumbers("No numbers here at all.").empty());
    }
};

QTEST_GUILESS_MAIN(TestExtract)
#include "test_extract.moc"
