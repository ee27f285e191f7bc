#include "core/claims/extract/numbertables.h"

#include <array>
#include <charconv>
#include <limits>

namespace runway::extract {
namespace {

template <class T> struct Row {
    std::string_view text;
    T value;
};

template <class T, std::size_t N> std::optional<T> lookup(const std::array<Row<T>, N>& table, std::string_view text)
{
    for (const auto& row : table)
        if (row.text == text)
            return row.value;
    return std::nullopt;
}

constexpr auto kCardinals =
    std::to_array<Row<int>>({{"zero", 0},      {"one", 1},      {"two", 2},      {"three", 3},      {"four", 4},      {"five", 5},      {"six", 6},
                             {"seven", 7},     {"eight", 8},    {"nine", 9},     {"ten", 10},       {"eleven", 11},   {"twelve", 12},   {"thirteen", 13},
                             {"fourteen", 14}, {"fifteen", 15}, {"sixteen", 16}, {"seventeen", 17}, {"eighteen", 18}, {"nineteen", 19}, {"twenty", 20},
                             {"thirty", 30},   {"forty", 40},   {"fifty", 50},   {"sixty", 60},     {"seventy", 70},  {"eighty", 80},   {"ninety", 90}});

constexpr auto kOrdinals =
    std::to_array<Row<int>>({{"first", 1},       {"second", 2},      {"third", 3},      {"fourth", 4},      {"fifth", 5},         {"sixth", 6},
                             {"seventh", 7},     {"eighth", 8},      {"ninth", 9},      {"tenth", 10},      {"eleventh", 11},     {"twelfth", 12},
                             {"thirteenth", 13}, {"fourteenth", 14}, {"fifteenth", 15}, {"sixteenth", 16},  {"seventeenth", 17},  {"eighteenth", 18},
                             {"nineteenth", 19}, {"twentieth", 20},  {"thirtieth", 30}, {"fortieth", 40},   {"fiftieth", 50},     {"sixtieth", 60},
                             {"seventieth", 70}, {"eightieth", 80},  {"ninetieth", 90}, {"hundredth", 100}, {"thousandth", 1000}, {"millionth", 1000000}});

constexpr auto kScales = std::to_array<Row<int>>({{"hundred", 2}, {"thousand", 3}, {"million", 6}, {"billion", 9}, {"trillion", 12}});
constexpr auto kPluralScales = std::to_array<Row<int>>({{"tens", 1}, {"hundreds", 2}, {"thousands", 3}, {"millions", 6}, {"billions", 9}, {"trillions", 12}});
constexpr auto kSuffixes =
    std::to_array<Row<int>>({{"K", 3}, {"k", 3}, {"M", 6}, {"m", 6}, {"mn", 6}, {"B", 9}, {"b", 9}, {"bn", 9}, {"Bn", 9}, {"T", 12}, {"tn", 12}});

constexpr auto kMultiples = std::to_array<Row<double>>({{"twice", 2},
                                                        {"thrice", 3},
                                                        {"half", 0.5},
                                                        {"twofold", 2},
                                                        {"threefold", 3},
                                                        {"fourfold", 4},
                                                        {"fivefold", 5},
                                                        {"sixfold", 6},
                                                        {"sevenfold", 7},
                                                        {"eightfold", 8},
                                                        {"ninefold", 9},
                                                        {"tenfold", 10},
                                                        {"twentyfold", 20},
                                                        {"hundredfold", 100},
                                                        {"thousandfold", 1000}});

constexpr auto kMonths =
    std::to_array<Row<int>>({{"January", 1}, {"Jan", 1},  {"February", 2}, {"Feb", 2},  {"March", 3},     {"Mar", 3},    {"April", 4},    {"Apr", 4},
                             {"May", 5},     {"June", 6}, {"Jun", 6},      {"July", 7}, {"Jul", 7},       {"August", 8}, {"Aug", 8},      {"September", 9},
                             {"Sept", 9},    {"Sep", 9},  {"October", 10}, {"Oct", 10}, {"November", 11}, {"Nov", 11},   {"December", 12}});

constexpr auto kChineseDigits = std::to_array<Row<int>>(
    {{"零", 0}, {"〇", 0}, {"一", 1}, {"二", 2}, {"两", 2}, {"三", 3}, {"四", 4}, {"五", 5}, {"六", 6}, {"七", 7}, {"八", 8}, {"九", 9}});
constexpr auto kChineseSmallUnits = std::to_array<Row<int>>({{"十", 10}, {"百", 100}, {"千", 1000}});
constexpr auto kChineseBigUnits = std::to_array<Row<int>>({{"万", 4}, {"亿", 8}});

using C = Currency;
constexpr auto kCurrencies = std::to_array<CurrencyEntry>({
    {"$", C::Usd, true, false},
    {"US$", C::Usd, true, false},
    {"USD", C::Usd, true, true},
    {"dollars", C::Usd, false, true},
    {"dollar", C::Usd, false, true},
    {"US dollars", C::Usd, false, true},
    {"U.S. dollars", C::Usd, false, true},
    {"cents", C::Usd, false, true, 100},
    {"美元", C::Usd, false, true},
    {"美金", C::Usd, false, true},
    {"HK$", C::Hkd, true, false},
    {"HKD", C::Hkd, true, true},
    {"Hong Kong dollars", C::Hkd, false, true},
    {"港元", C::Hkd, false, true},
    {"港币", C::Hkd, false, true},
    {"RMB", C::Cny, true, true},
    {"CNY", C::Cny, true, true},
    {"yuan", C::Cny, false, true},
    {"renminbi", C::Cny, false, true},
    {"¥", C::Cny, true, false},
    {"￥", C::Cny, true, false},
    {"元", C::Cny, false, true},
    {"人民币", C::Cny, true, true},
    {"块钱", C::Cny, false, true},
});

using U = Unit;
constexpr auto kUnits = std::to_array<UnitEntry>({
    {"tokens", U::Tokens},
    {"token", U::Tokens},
    {"词元", U::Tokens},
    {"chips", U::Accelerators},
    {"chip", U::Accelerators},
    {"accelerators", U::Accelerators},
    {"accelerator", U::Accelerators},
    {"GPUs", U::Accelerators},
    {"GPU", U::Accelerators},
    {"NPUs", U::Accelerators},
    {"NPU", U::Accelerators},
    {"TPUs", U::Accelerators},
    {"TPU", U::Accelerators},
    {"cards", U::Accelerators},
    {"card", U::Accelerators},
    {"加速卡", U::Accelerators},
    {"算力卡", U::Accelerators},
    {"显卡", U::Accelerators},
    {"卡", U::Accelerators},
    {"芯片", U::Accelerators},
    {"加速器", U::Accelerators},
    {"people", U::People},
    {"person", U::People},
    {"persons", U::People},
    {"developers", U::People},
    {"developer", U::People},
    {"users", U::People},
    {"user", U::People},
    {"engineers", U::People},
    {"engineer", U::People},
    {"employees", U::People},
    {"employee", U::People},
    {"staff", U::People},
    {"accounts", U::People},
    {"account", U::People},
    {"customers", U::People},
    {"customer", U::People},
    {"researchers", U::People},
    {"开发者", U::People},
    {"用户", U::People},
    {"工程师", U::People},
    {"员工", U::People},
    {"人员", U::People},
    {"账户", U::People},
    {"账号", U::People},
    {"客户", U::People},
    {"人", U::People},
    {"名", U::People},
    {"位", U::People},
    {"days", U::Days},
    {"day", U::Days},
    {"weeks", U::Days, 7},
    {"week", U::Days, 7},
    {"hours", U::Days, 1, 24},
    {"hour", U::Days, 1, 24},
    {"months", U::Months},
    {"month", U::Months},
    {"years", U::Months, 12},
    {"year", U::Months, 12},
    {"decades", U::Months, 120},
    {"decade", U::Months, 120},
    {"天", U::Days},
    {"周", U::Days, 7},
    {"星期", U::Days, 7},
    {"个星期", U::Days, 7},
    {"小时", U::Days, 1, 24},
    {"个小时", U::Days, 1, 24},
    {"个月", U::Months},
    {"年", U::Months, 12},
    {"percent", U::Percent},
    {"per cent", U::Percent},
    {"percentage points", U::Percent},
    {"percentage point", U::Percent},
    {"百分点", U::Percent},
    {"个百分点", U::Percent},
});

using P = Period;
constexpr auto kPeriods = std::to_array<PeriodEntry>({
    // per chip per day first: the longest phrases
    {"per chip per day", P::PerChipPerDay},
    {"per chip a day", P::PerChipPerDay},
    {"per chip daily", P::PerChipPerDay},
    {"per chip each day", P::PerChipPerDay},
    {"per card per day", P::PerChipPerDay},
    {"per card a day", P::PerChipPerDay},
    {"per accelerator per day", P::PerChipPerDay},
    {"per accelerator a day", P::PerChipPerDay},
    {"per GPU per day", P::PerChipPerDay},
    {"per GPU a day", P::PerChipPerDay},
    {"每卡每天", P::PerChipPerDay, true},
    {"每张卡每天", P::PerChipPerDay, true},
    {"单卡每天", P::PerChipPerDay, true},
    {"每卡每日", P::PerChipPerDay, true},
    {"单卡每日", P::PerChipPerDay, true},
    {"单卡日均", P::PerChipPerDay, true},
    {"每颗芯片每天", P::PerChipPerDay, true},
    {"每芯片每天", P::PerChipPerDay, true},
    {"/卡/天", P::PerChipPerDay},
    {"per chip", P::PerChip, true},
    {"per card", P::PerChip, true},
    {"per accelerator", P::PerChip, true},
    {"per GPU", P::PerChip, true},
    {"单卡", P::PerChip, true},
    {"每卡", P::PerChip, true},
    {"每张卡", P::PerChip, true},
    {"每颗芯片", P::PerChip, true},
    {"每芯片", P::PerChip, true},
    {"/卡", P::PerChip},
    // per million tokens
    {"per million tokens", P::PerMillionTokens},
    {"per 1M tokens", P::PerMillionTokens},
    {"per 1 million tokens", P::PerMillionTokens},
    {"per one million tokens", P::PerMillionTokens},
    {"per million input tokens", P::PerMillionTokens},
    {"per million output tokens", P::PerMillionTokens},
    {"per M tokens", P::PerMillionTokens},
    {"per MTok", P::PerMillionTokens},
    {"per million", P::PerMillionTokens},
    {"per 1M", P::PerMillionTokens},
    {"/M tokens", P::PerMillionTokens},
    {"/1M tokens", P::PerMillionTokens},
    {"/MTok", P::PerMillionTokens},
    {"/M", P::PerMillionTokens},
    {"/1M", P::PerMillionTokens},
    {"每百万tokens", P::PerMillionTokens, true},
    {"每百万token", P::PerMillionTokens, true},
    {"每百万个tokens", P::PerMillionTokens, true},
    {"每百万个token", P::PerMillionTokens, true},
    {"每百万词元", P::PerMillionTokens, true},
    {"每百万个词元", P::PerMillionTokens, true},
    {"每100万tokens", P::PerMillionTokens, true},
    {"每100万token", P::PerMillionTokens, true},
    {"每100万词元", P::PerMillionTokens, true},
    {"每1M tokens", P::PerMillionTokens},
    {"每百万", P::PerMillionTokens, true},
    {"每100万", P::PerMillionTokens, true},
    {"/百万tokens", P::PerMillionTokens},
    {"/百万token", P::PerMillionTokens},
    {"/百万词元", P::PerMillionTokens},
    {"/百万", P::PerMillionTokens},
    // a day
    {"per day", P::Day},
    {"a day", P::Day},
    {"each day", P::Day},
    {"every day", P::Day},
    {"/day", P::Day},
    {"/d", P::Day},
    {"daily", P::Day, true},
    {"每天", P::Day, true},
    {"每日", P::Day, true},
    {"日均", P::Day, true},
    {"日处理", P::Day, true},
    {"日消耗", P::Day, true},
    {"日调用", P::Day, true},
    {"/天", P::Day},
    {"/日", P::Day},
    // a month
    {"per month", P::Month},
    {"a month", P::Month},
    {"each month", P::Month},
    {"every month", P::Month},
    {"/month", P::Month},
    {"/mo", P::Month},
    {"monthly", P::Month, true},
    {"每月", P::Month, true},
    {"每个月", P::Month, true},
    {"月均", P::Month, true},
    {"/月", P::Month},
    // a year
    {"per year", P::Year},
    {"a year", P::Year},
    {"each year", P::Year},
    {"every year", P::Year},
    {"per annum", P::Year},
    {"/year", P::Year},
    {"/yr", P::Year},
    {"annually", P::Year, true},
    {"yearly", P::Year, true},
    {"annual", P::Year, true},
    {"每年", P::Year, true},
    {"年均", P::Year, true},
    {"/年", P::Year},
});

using K = Kind;
constexpr auto kQualifiers = std::to_array<QualifierEntry>({
    // equals: a hedged figure
    {"about", K::Equals},
    {"around", K::Equals},
    {"roughly", K::Equals},
    {"approximately", K::Equals},
    {"approx.", K::Equals},
    {"nearly", K::Equals},
    {"almost", K::Equals},
    {"some", K::Equals},
    {"circa", K::Equals},
    {"close to", K::Equals},
    {"an estimated", K::Equals},
    {"estimated", K::Equals},
    {"on the order of", K::Equals},
    {"approaching", K::Equals},
    {"approaches", K::Equals},
    {"~", K::Equals},
    {"≈", K::Equals},
    {"约", K::Equals},
    {"大约", K::Equals},
    {"约合", K::Equals},
    {"约为", K::Equals},
    {"近", K::Equals},
    {"将近", K::Equals},
    {"接近", K::Equals},
    {"大概", K::Equals},
    {"左右", K::Equals, true},
    {"上下", K::Equals, true},
    // at least
    {"at least", K::AtLeast},
    {"over", K::AtLeast},
    {"more than", K::AtLeast},
    {"above", K::AtLeast},
    {"exceeding", K::AtLeast},
    {"in excess of", K::AtLeast},
    {"upwards of", K::AtLeast},
    {"north of", K::AtLeast},
    {"no less than", K::AtLeast},
    {"not less than", K::AtLeast},
    {"no fewer than", K::AtLeast},
    {"greater than", K::AtLeast},
    {"higher than", K::AtLeast},
    {">", K::AtLeast},
    {"≥", K::AtLeast},
    {"超过", K::AtLeast},
    {"至少", K::AtLeast},
    {"逾", K::AtLeast},
    {"不少于", K::AtLeast},
    {"不低于", K::AtLeast},
    {"高于", K::AtLeast},
    {"大于", K::AtLeast},
    {"多于", K::AtLeast},
    {"超", K::AtLeast},
    {"or more", K::AtLeast, true},
    {"+", K::AtLeast, true},
    {"以上", K::AtLeast, true},
    {"多", K::AtLeast, true},
    {"余", K::AtLeast, true},
    // at most
    {"up to", K::AtMost},
    {"under", K::AtMost},
    {"below", K::AtMost},
    {"less than", K::AtMost},
    {"fewer than", K::AtMost},
    {"no more than", K::AtMost},
    {"not more than", K::AtMost},
    {"at most", K::AtMost},
    {"as many as", K::AtMost},
    {"as much as", K::AtMost},
    {"within", K::AtMost},
    {"<", K::AtMost},
    {"≤", K::AtMost},
    {"不到", K::AtMost},
    {"低于", K::AtMost},
    {"不超过", K::AtMost},
    {"最多", K::AtMost},
    {"至多", K::AtMost},
    {"少于", K::AtMost},
    {"以下", K::AtMost, true},
    {"以内", K::AtMost, true},
    {"之内", K::AtMost, true},
    {"内", K::AtMost, true},
});

template <class Entry, std::size_t N> std::vector<std::vector<std::string>> tokenized(const std::array<Entry, N>& table)
{
    std::vector<std::vector<std::string>> out;
    out.reserve(N);
    for (const auto& row : table)
        out.push_back(phraseTokens(row.text));
    return out;
}

template <class Entry, std::size_t N>
const Entry* findIn(const std::array<Entry, N>& table, const std::vector<std::vector<std::string>>& phrases, std::string_view text)
{
    const auto wanted = phraseTokens(text);
    for (std::size_t i = 0; i < N; ++i)
        if (phrases[i] == wanted)
            return &table[i];
    return nullptr;
}

} // namespace

std::optional<int> cardinalWord(std::string_view lower)
{
    return lookup(kCardinals, lower);
}
std::optional<int> ordinalWord(std::string_view lower)
{
    return lookup(kOrdinals, lower);
}
bool isOrdinalSuffix(std::string_view lower)
{
    return lower == "st" || lower == "nd" || lower == "rd" || lower == "th";
}
std::optional<int> scaleWord(std::string_view lower)
{
    return lookup(kScales, lower);
}
std::optional<int> pluralScaleWord(std::string_view lower)
{
    return lookup(kPluralScales, lower);
}
std::optional<int> scaleSuffix(std::string_view text)
{
    return lookup(kSuffixes, text);
}
std::optional<double> multipleWord(std::string_view lower)
{
    return lookup(kMultiples, lower);
}
std::optional<int> monthName(std::string_view text)
{
    return lookup(kMonths, text);
}
std::optional<int> chineseDigit(std::string_view han)
{
    return lookup(kChineseDigits, han);
}
std::optional<int> chineseSmallUnit(std::string_view han)
{
    return lookup(kChineseSmallUnits, han);
}
std::optional<int> chineseBigUnit(std::string_view han)
{
    return lookup(kChineseBigUnits, han);
}

double Decimal::value() const
{
    const std::string text = digits + "e" + std::to_string(exponent);
    double v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec == std::errc::result_out_of_range)
        return std::numeric_limits<double>::infinity(); // beyond a double: the extractor drops it
    return v;
}

std::optional<Decimal> parseChineseNumeral(std::string_view numeral)
{
    constexpr std::uint64_t kLimit = 1'000'000'000'000'000'000ULL;
    std::uint64_t total = 0, section = 0, number = 0;
    int largestBig = -1, exponent = 0;
    bool any = false, afterPoint = false, digitRun = false;
    std::string fraction;
    for (std::size_t i = 0; i < numeral.size();) {
        const std::size_t n = (static_cast<unsigned char>(numeral[i]) >= 0xF0) ? 4 : (static_cast<unsigned char>(numeral[i]) >= 0xE0) ? 3 : 1;
        const std::string_view ch = numeral.substr(i, n);
        i += n;
        if (ch == "点") {
            if (afterPoint || !any)
                return std::nullopt;
            afterPoint = true;
            continue;
        }
        if (auto d = chineseDigit(ch)) {
            if (afterPoint) {
                if (exponent != 0)
                    return std::nullopt; // a digit after 万/亿 in a decimal
                fraction += static_cast<char>('0' + *d);
            } else {
                // Digits in a row read positionally ("二〇二六" is 2026); after a unit they start anew.
                if (digitRun && number > kLimit / 10)
                    return std::nullopt;
                number = digitRun ? number * 10 + static_cast<std::uint64_t>(*d) : static_cast<std::uint64_t>(*d);
                digitRun = true;
            }
            any = true;
            continue;
        }
        digitRun = false;
        if (auto u = chineseSmallUnit(ch)) {
            if (afterPoint)
                return std::nullopt;
            if ((number == 0 ? 1 : number) > kLimit / 1000 || section > kLimit)
                return std::nullopt;
            section += (number == 0 ? 1 : number) * static_cast<std::uint64_t>(*u);
            number = 0;
            any = true;
            continue;
        }
        if (auto b = chineseBigUnit(ch)) {
            any = true;
            if (afterPoint) {
                exponent += *b;
                continue;
            }
            const std::uint64_t value = section + number;
            std::uint64_t scale = 1;
            for (int k = 0; k < *b; ++k)
                scale *= 10;
            if (*b > largestBig) { // 一万亿: the larger unit multiplies everything before it
                const std::uint64_t base = total + (value == 0 && total == 0 ? 1 : value);
                if (base > kLimit / scale)
                    return std::nullopt;
                total = base * scale;
                largestBig = *b;
            } else { // 三亿五千万: a smaller unit scales only its own section
                if (value > kLimit / scale)
                    return std::nullopt;
                total += (value == 0 ? 1 : value) * scale;
            }
            section = number = 0;
            continue;
        }
        return std::nullopt; // not a numeral character
    }
    if (!any || (afterPoint && fraction.empty()))
        return std::nullopt;
    Decimal d;
    if (afterPoint) {
        d.digits = std::to_string(total + section + number) + "." + fraction;
        d.exponent = exponent;
    } else {
        d.digits = std::to_string(total + section + number);
    }
    return d;
}

std::span<const CurrencyEntry> currencyTable()
{
    return kCurrencies;
}
std::span<const UnitEntry> unitTable()
{
    return kUnits;
}
std::span<const PeriodEntry> periodTable()
{
    return kPeriods;
}
std::span<const QualifierEntry> qualifierTable()
{
    return kQualifiers;
}

const std::vector<std::vector<std::string>>& currencyPhrases()
{
    static const auto phrases = tokenized(kCurrencies);
    return phrases;
}
const std::vector<std::vector<std::string>>& unitPhrases()
{
    static const auto phrases = tokenized(kUnits);
    return phrases;
}
const std::vector<std::vector<std::string>>& periodPhrases()
{
    static const auto phrases = tokenized(kPeriods);
    return phrases;
}
const std::vector<std::vector<std::string>>& qualifierPhrases()
{
    static const auto phrases = tokenized(kQualifiers);
    return phrases;
}

std::pair<std::size_t, std::size_t> longestMatch(const std::vector<Token>& tokens, std::size_t i, const std::vector<std::vector<std::string>>& phrases)
{
    std::pair<std::size_t, std::size_t> best{std::string::npos, 0};
    for (std::size_t k = 0; k < phrases.size(); ++k)
        if (const std::size_t len = matchPhrase(tokens, i, phrases[k]); len > best.second)
            best = {k, len};
    return best;
}

std::pair<std::size_t, std::size_t> longestMatchEndingAt(const std::vector<Token>& tokens, std::size_t last,
                                                         const std::vector<std::vector<std::string>>& phrases)
{
    std::pair<std::size_t, std::size_t> best{std::string::npos, 0};
    for (std::size_t k = 0; k < phrases.size(); ++k)
        if (const std::size_t len = matchPhraseEndingAt(tokens, last, phrases[k]); len > best.second)
            best = {k, len};
    return best;
}

const CurrencyEntry* findCurrency(std::string_view text)
{
    return findIn(kCurrencies, currencyPhrases(), text);
}
const UnitEntry* findUnit(std::string_view text)
{
    return findIn(kUnits, unitPhrases(), text);
}
const PeriodEntry* findPeriod(std::string_view text)
{
    return findIn(kPeriods, periodPhrases(), text);
}
const QualifierEntry* findQualifier(std::string_view text)
{
    return findIn(kQualifiers, qualifierPhrases(), text);
}

bool isMeasureWord(std::string_view han)
{
    for (std::string_view m : {"个", "张", "块", "颗", "台", "枚", "片"})
        if (han == m)
            return true;
    return false;
}

} // namespace runway::extract
