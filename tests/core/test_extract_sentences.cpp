// `claims extract` on whole sentences written for these tests, in English and Chinese: each row
// names one number of the sentence (its text as written) and what it must read as — the value in
// its base unit, unit, currency, period, kind and qualifier — worked out by hand from the sentence.
// Then the numbers that are context (years, dates, ordinals, versions, block numbers), and the
// quantities suggested first.
#include <QtTest>

#include "core/claims/extract/extractor.h"

using namespace runway::extract;

namespace {

QString q(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

/// The number of `text` written as `span`; fails the test when there is none.
const FoundNumber* numberAt(const std::vector<FoundNumber>& numbers, const QString& span)
{
    for (const auto& n : numbers)
        if (q(n.text) == span)
            return &n;
    QStringList seen;
    for (const auto& n : numbers)
        seen << q(n.text);
    qWarning("no number \"%s\"; found: %s", qPrintable(span), qPrintable(seen.join(QStringLiteral(" | "))));
    return nullptr;
}

void addRow(const char* text, const char* span, double low, double high, const char* unit, const char* currency, const char* period, const char* kind,
            const char* qualifier)
{
    QTest::newRow(span) << QString::fromUtf8(text) << QString::fromUtf8(span) << low << high << QString::fromUtf8(unit) << QString::fromUtf8(currency)
                        << QString::fromUtf8(period) << QString::fromUtf8(kind) << QString::fromUtf8(qualifier);
}

void addColumns()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("span");
    QTest::addColumn<double>("low");
    QTest::addColumn<double>("high");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("currency");
    QTest::addColumn<QString>("period");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("qualifier");
}

void checkRow()
{
    QFETCH(QString, text);
    QFETCH(QString, span);
    QFETCH(double, low);
    QFETCH(double, high);
    QFETCH(QString, unit);
    QFETCH(QString, currency);
    QFETCH(QString, period);
    QFETCH(QString, kind);
    QFETCH(QString, qualifier);
    const auto numbers = extractNumbers(text.toStdString());
    const FoundNumber* n = numberAt(numbers, span);
    QVERIFY(n);
    QVERIFY2(n->isClaim(), contextName(n->context).data());
    QCOMPARE(n->low, low);
    QCOMPARE(n->high, high);
    QCOMPARE(n->range, low != high);
    QCOMPARE(q(unitName(n->unit)), unit);
    QCOMPARE(q(currencyName(n->currency)), currency);
    QCOMPARE(q(periodName(n->period)), period);
    QCOMPARE(q(kindName(n->kind)), kind);
    QCOMPARE(q(n->qualifier), qualifier);
    QCOMPARE(q(n->quote), text.simplified());
}

} // namespace

class TestExtractSentences : public QObject {
    Q_OBJECT

private slots:
    void english_data()
    {
        addColumns();
        // text, the number as written, low, high, unit, currency, period, kind, qualifier
        addRow("The run served 23.2 trillion tokens in six days.", "23.2 trillion", 23.2e12, 23.2e12, "tokens", "", "none", "equals", "");
        addRow("The run lasted six days.", "six", 6, 6, "days", "", "none", "equals", "");
        addRow("That is roughly 3.87T tokens per day.", "3.87T", 3.87e12, 3.87e12, "tokens", "", "day", "equals", "roughly");
        addRow("Twenty-three point two trillion tokens were processed.", "Twenty-three point two trillion", 23.2e12, 23.2e12, "tokens", "", "none", "equals",
               "");
        addRow("The quota is worth one hundred thousand dollars a day.", "one hundred thousand dollars", 1e5, 1e5, "money", "USD", "day", "equals", "");
        addRow("Monthly, that approaches three million dollars.", "three million dollars", 3e6, 3e6, "money", "USD", "month", "equals", "approaches");
        addRow("At one dollar per million tokens the quota is worth more.", "one dollar", 1, 1, "money", "USD", "per_1m_tokens", "equals", "");
        addRow("The price is $0.03 per 1M tokens.", "$0.03", 0.03, 0.03, "money", "USD", "per_1m_tokens", "equals", "");
        addRow("Costs reached 3,870 dollars.", "3,870 dollars", 3870, 3870, "money", "USD", "none", "equals", "");
        addRow("It needs at least 10,000 Ascend 910B-class chips.", "10,000", 1e4, 1e4, "accelerators", "", "none", "at_least", "at least");
        addRow("Each card serves 400 million tokens per chip per day.", "400 million", 4e8, 4e8, "tokens", "", "per_chip_per_day", "equals", "");
        addRow("A realistic per-chip throughput is 400M tokens a day.", "400M", 4e8, 4e8, "tokens", "", "per_chip_per_day", "equals", "");
        addRow("The run implies thousands of accelerators.", "thousands", 1000, 9999, "accelerators", "", "none", "between", "");
        addRow("They burn hundreds of thousands of dollars per month.", "hundreds of thousands of dollars", 1e5, 999999, "money", "USD", "month", "between",
               "");
        addRow("Their chips vary by 30–40 %.", "30–40 %", 30, 40, "percent", "", "none", "between", "");
        addRow("Their chips vary by 30%-40%.", "30%-40%", 30, 40, "percent", "", "none", "between", "");
        addRow("The fleet needs between 1,000 and 9,999 chips.", "1,000 and 9,999", 1000, 9999, "accelerators", "", "none", "between", "between");
        addRow("Usage grew from hundreds to thousands of users.", "hundreds to thousands", 100, 9999, "people", "", "none", "between", "from");
        addRow("It needs 1–2 million accelerators.", "1–2 million", 1e6, 2e6, "accelerators", "", "none", "between", "");
        addRow("A token costs from $1 to 2 million.", "$1 to 2 million", 1e6, 2e6, "money", "USD", "none", "between", "from");
        addRow("Hundreds, likely thousands, of accelerators run it.", "Hundreds, likely thousands", 100, 9999, "accelerators", "", "none", "between", "");
        addRow("Close could mean 80% or 95%.", "80% or 95%", 80, 95, "percent", "", "none", "between", "");
        addRow("It raised US$558M in January.", "US$558M", 5.58e8, 5.58e8, "money", "USD", "none", "equals", "");
        addRow("It holds RMB 2.552B in cash.", "RMB 2.552B", 2.552e9, 2.552e9, "money", "CNY", "none", "equals", "");
        addRow("The listing raised HK$4.348B.", "HK$4.348B", 4.348e9, 4.348e9, "money", "HKD", "none", "equals", "");
        addRow("It charges ¥0.7 per million tokens.", "¥0.7", 0.7, 0.7, "money", "CNY", "per_1m_tokens", "equals", "");
        addRow("Prices fell by 10 cents.", "10 cents", 0.1, 0.1, "money", "USD", "none", "equals", "");
        addRow("The company raised over $1 billion.", "$1 billion", 1e9, 1e9, "money", "USD", "none", "at_least", "over");
        addRow("Performance improved threefold.", "threefold", 3, 3, "multiple", "", "none", "equals", "");
        addRow("It processed more than twice the tokens.", "twice", 2, 2, "multiple", "", "none", "at_least", "more than");
        addRow("That gives a 3x speed-up.", "3x", 3, 3, "multiple", "", "none", "equals", "");
        addRow("That gives a 3× speed-up.", "3×", 3, 3, "multiple", "", "none", "equals", "");
        addRow("Roughly half the tokens were free.", "half", 0.5, 0.5, "multiple", "", "none", "equals", "roughly");
        addRow("Up to 5 percent of users convert.", "5 percent", 5, 5, "percent", "", "none", "at_most", "up to");
        addRow("Conversion below 1% means trouble.", "1%", 1, 1, "percent", "", "none", "at_most", "below");
        addRow("The cash lasts for a year.", "a", 12, 12, "months", "", "none", "equals", "");
        addRow("The free tier may end within 18 months.", "18", 18, 18, "months", "", "none", "at_most", "within");
        addRow("A dozen engineers built it.", "A dozen", 12, 12, "people", "", "none", "equals", "");
        addRow("About 200 people work there.", "200", 200, 200, "people", "", "none", "equals", "about");
        addRow("It costs $3M a day, or $90M a month.", "$90M", 9e7, 9e7, "money", "USD", "month", "equals", "");
        addRow("It costs $3M a day, or $90M a month.", "$3M", 3e6, 3e6, "money", "USD", "day", "equals", "");
        addRow("Serving 100 trillion tokens daily is expensive.", "100 trillion", 1e14, 1e14, "tokens", "", "day", "equals", "");
        addRow("They offer daily free quotas of 100 trillion tokens.", "100 trillion", 1e14, 1e14, "tokens", "", "day", "equals", "");
        addRow("I spent 72 hours on it.", "72", 3, 3, "days", "", "none", "equals", "");
        addRow("It is a 15-year-old ecosystem.", "15", 180, 180, "months", "", "none", "equals", "");
        addRow("The fleet has 10,000+ chips.", "10,000+", 1e4, 1e4, "accelerators", "", "none", "at_least", "+");
        addRow("The fleet needs 1.5K GPUs.", "1.5K", 1500, 1500, "accelerators", "", "none", "equals", "");
        addRow("Over six days it processed 23.2T tokens.", "six", 6, 6, "days", "", "none", "equals", ""); // "over" a duration: during
        addRow("The free tier costs $0.10 a year and $5 annually.", "$5", 5, 5, "money", "USD", "year", "equals", "");
        addRow("A 10% price difference moves developers.", "10%", 10, 10, "percent", "", "none", "equals", "");
        addRow("They spent half a year on it.", "half a", 6, 6, "months", "", "none", "equals", "");
        addRow("The cluster ran 2B tokens daily, $16,500 per accelerator.", "$16,500", 16500, 16500, "money", "USD", "per_chip", "equals", "");
    }
    void english() { checkRow(); }

    void chinese_data()
    {
        addColumns();
        addRow("平均每天处理约3.87万亿tokens。", "3.87万亿", 3.87e12, 3.87e12, "tokens", "", "day", "equals", "约");
        addRow("六天共处理23.2万亿个token。", "23.2万亿", 23.2e12, 23.2e12, "tokens", "", "none", "equals", "");
        addRow("六天共处理23.2万亿个token。", "六", 6, 6, "days", "", "none", "equals", "");
        addRow("二十三点二万亿个词元。", "二十三点二万亿", 23.2e12, 23.2e12, "tokens", "", "none", "equals", "");
        addRow("每天提供100万亿tokens的免费额度。", "100万亿", 1e14, 1e14, "tokens", "", "day", "equals", "");
        addRow("按每百万tokens 0.1美元计算。", "0.1美元", 0.1, 0.1, "money", "USD", "per_1m_tokens", "equals", "");
        addRow("每月约3亿美元。", "3亿美元", 3e8, 3e8, "money", "USD", "month", "equals", "约");
        addRow("至少需要1万张卡。", "1万", 1e4, 1e4, "accelerators", "", "none", "at_least", "至少");
        addRow("至少需要一万张卡。", "一万", 1e4, 1e4, "accelerators", "", "none", "at_least", "至少");
        addRow("单卡每天处理4亿tokens。", "4亿", 4e8, 4e8, "tokens", "", "per_chip_per_day", "equals", "");
        addRow("现金25.52亿元。", "25.52亿元", 2.552e9, 2.552e9, "money", "CNY", "none", "equals", "");
        addRow("募资约43.48亿港元。", "43.48亿港元", 4.348e9, 4.348e9, "money", "HKD", "none", "equals", "约");
        addRow("上市募资逾5亿美元。", "5亿美元", 5e8, 5e8, "money", "USD", "none", "at_least", "逾");
        addRow("转化率超过百分之五。", "百分之五", 5, 5, "percent", "", "none", "at_least", "超过");
        addRow("低于1%则会陷入困境。", "1%", 1, 1, "percent", "", "none", "at_most", "低于");
        addRow("差异在30%至40%之间。", "30%至40%", 30, 40, "percent", "", "none", "between", "between");
        addRow("成本低20%左右。", "20%", 20, 20, "percent", "", "none", "equals", "左右");
        addRow("免费额度可能在18个月内取消。", "18", 18, 18, "months", "", "none", "at_most", "内");
        addRow("现金可维持一年左右。", "一", 12, 12, "months", "", "none", "equals", "左右");
        addRow("推理性能提升了3倍。", "3倍", 3, 3, "multiple", "", "none", "equals", "");
        addRow("性能提升了两倍。", "两倍", 2, 2, "multiple", "", "none", "equals", "");
        addRow("数千张加速卡支撑了运行。", "数千", 1000, 9999, "accelerators", "", "none", "between", "");
        addRow("团队约两百名工程师。", "两百", 200, 200, "people", "", "none", "equals", "约");
        addRow("需要两千张卡以上。", "两千", 2000, 2000, "accelerators", "", "none", "at_least", "以上");
        addRow("每年约10亿元。", "10亿元", 1e9, 1e9, "money", "CNY", "year", "equals", "约");
        addRow("半年内用完。", "半", 6, 6, "months", "", "none", "at_most", "内");
        addRow("大约三四个月后取消。", "三四", 3, 4, "months", "", "none", "between", "大约");
        addRow("价格为￥0.7每百万词元。", "￥0.7", 0.7, 0.7, "money", "CNY", "per_1m_tokens", "equals", "");
        addRow("运行持续了六天。", "六", 6, 6, "days", "", "none", "equals", "");
        addRow("日处理3.87万亿tokens。", "3.87万亿", 3.87e12, 3.87e12, "tokens", "", "day", "equals", "");
    }
    void chinese() { checkRow(); }

    void context_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("span");
        QTest::addColumn<QString>("reason");
        const auto row = [](const char* text, const char* span, const char* reason) {
            QTest::newRow(span) << QString::fromUtf8(text) << QString::fromUtf8(span) << QString::fromUtf8(reason);
        };
        row("On March 4, 2026, Zhipu announced it.", "March 4, 2026", "date");
        row("The filing of 2026-03-04 says so.", "2026-03-04", "date");
        row("It listed on 8 January 2026 in Hong Kong.", "8 January 2026", "date");
        row("In 2025 the controls tightened.", "2025", "year");
        row("The third report came out.", "third", "ordinal");
        row("It was the 3rd report.", "3rd", "ordinal");
        row("GLM-5.3 Flash served it.", "GLM-5.3", "version");
        row("DeepSeek V4 is a rival.", "V4", "version");
        row("GPT-4o is a rival.", "GPT-4o", "version");
        row("The 4o model is fast.", "4o", "version");
        row("Huawei Ascend 910B chips are used.", "910B", "version");
        row("Claude 3 was trained on them.", "3", "version");
        row("Block 18,402,112 just dumped.", "18,402,112", "block");
        row("I wrote contracts for 0x back then.", "0x", "version");
        row("2026年3月4日发布。", "2026年3月4日", "date");
        row("3月4日发布。", "3月4日", "date");
        row("这是第三版报告。", "第三", "ordinal");
        row("2026年是关键。", "2026年", "year");
        row("区块18402112已确认。", "18402112", "block");
    }
    void context()
    {
        QFETCH(QString, text);
        QFETCH(QString, span);
        QFETCH(QString, reason);
        const auto numbers = extractNumbers(text.toStdString());
        const FoundNumber* n = numberAt(numbers, span);
        QVERIFY(n);
        QCOMPARE(q(contextName(n->context)), reason);
        QVERIFY(n->suggestions.empty());
    }

    void sameNameLaterIsAVersion()
    {
        // "910B" after "Ascend" is a name; "the 910B" later in the text is the same name, not 910 billion.
        const auto numbers = extractNumbers("The Ascend 910B is fast. It beats the 910B.");
        QCOMPARE(numbers.size(), std::size_t{2});
        for (const auto& n : numbers)
            QCOMPARE(q(contextName(n.context)), QStringLiteral("version"));
    }

    void notNumbers()
    {
        // Words that contain numerals but are not numbers; "one" alone is a pronoun.
        for (const char* text : {"万一额度用完，一些开发者会离开。", "百度和千问是对手。", "One of them is here, and one thing is clear.",
                                 "See https://example.com/2026/100T for more."})
            QVERIFY2(extractNumbers(text).empty(), text);
    }

    void suggestions_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("span");
        QTest::addColumn<QString>("quantity");
        QTest::addColumn<double>("factor");
        const auto row = [](const char* text, const char* span, const char* quantity, double factor) {
            QTest::newRow(text) << QString::fromUtf8(text) << QString::fromUtf8(span) << QString::fromUtf8(quantity) << factor;
        };
        row("The free quota is 100 trillion tokens a day.", "100 trillion", "free_quota_tokens_per_day", 1);
        row("It processed 23.2 trillion tokens in six days.", "23.2 trillion", "demand_tokens_per_day", 6);
        row("At list price the quota is worth $3 million a month.", "$3 million", "quota_list_value_usd_per_day", 30);
        row("At list price the quota is worth $36 million a year.", "$36 million", "quota_list_value_usd_per_day", 365);
        row("Serving the free tokens costs $100,000 a day.", "$100,000", "day0.free_tier_cost_usd", 1);
        // Beside a price per million tokens, a day's dollars are that price times tokens, whatever the verb.
        row("At $0.10 per million tokens, 100 trillion tokens a day would cost $10 million daily.", "$10 million", "quota_list_value_usd_per_day", 1);
        row("Within six months they will reduce the free quota.", "six", "free_tier_months", 1);
        row("The industry average price is $0.10 per million tokens.", "$0.10", "price_usd_per_mtok", 1);
        row("The serving cost is $0.03 per million tokens.", "$0.03", "serving_cost_usd_per_mtok", 1);
        row("The run needs at least 10,000 chips.", "10,000", "chips_needed", 1);
        row("It owns a fleet of 9,667 accelerators.", "9,667", "chips_owned_start", 1);
        row("A 5% conversion is a success.", "5%", "conversion_pct", 1);
        row("The cash runway lasts for a year.", "a", "runway_months_capped", 1);
        row("The free tier promotion ends in 18 months.", "18", "free_tier_months", 1);
        row("Cash runs out in 525 days.", "525", "runway_days", 1);
        row("A $1 billion war chest.", "$1 billion", "cash_usd", 1);
        row("It assumes 400 million tokens per chip per day.", "400 million", "tokens_per_chip_per_day", 1);
        row("Software made inference 3x faster.", "3x", "software_speedup", 1);
        row("每天提供100万亿tokens的免费额度。", "100万亿", "free_quota_tokens_per_day", 1);
        row("招股书披露现金25.52亿元。", "25.52亿元", "filing_cash_cny", 1);
    }
    void suggestions()
    {
        QFETCH(QString, text);
        QFETCH(QString, span);
        QFETCH(QString, quantity);
        QFETCH(double, factor);
        const auto numbers = extractNumbers(text.toStdString());
        const FoundNumber* n = numberAt(numbers, span);
        QVERIFY(n);
        QVERIFY(!n->suggestions.empty());
        QCOMPARE(q(n->suggestions.front().quantity), quantity);
        QCOMPARE(n->suggestions.front().factor, factor);
        for (std::size_t i = 1; i < n->suggestions.size(); ++i) // best first
            QVERIFY(n->suggestions[i - 1].score >= n->suggestions[i].score);
    }

    void suggestionsMatchTheUnit()
    {
        // Every suggestion for tokens a day is a tokens quantity; a count without a unit gets none.
        const auto numbers = extractNumbers("It serves 3.87T tokens a day with three pillars.");
        QCOMPARE(numbers.size(), std::size_t{2});
        QStringList keys;
        for (const auto& s : numbers[0].suggestions)
            keys << q(s.quantity);
        QCOMPARE(keys.first(), QStringLiteral("demand_tokens_per_day"));
        QVERIFY(keys.contains(QStringLiteral("free_quota_tokens_per_day")) && keys.contains(QStringLiteral("run_tokens_per_day")) &&
                keys.contains(QStringLiteral("day0.free_tokens")));
        QVERIFY(!keys.contains(QStringLiteral("tokens_per_chip_per_day")) && !keys.contains(QStringLiteral("price_usd_per_mtok")));
        QVERIFY(numbers[1].suggestions.empty());
        // $ a month offers the per-day quantities × 30 and the monthly ones × 1.
        const auto month = extractNumbers("It burns $9M a month.");
        bool perDay = false, perMonth = false;
        for (const auto& s : month[0].suggestions) {
            perDay |= s.quantity == "day0.free_tier_cost_usd" && s.factor == 30;
            perMonth |= s.quantity == "fixed_opex_usd_per_month" && s.factor == 1;
        }
        QVERIFY(perDay && perMonth);
    }
};

QTEST_GUILESS_MAIN(TestExtractSentences)
#include "test_extract_sentences.moc"
