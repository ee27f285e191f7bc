#include "core/claims/extract/suggest.h"

#include <algorithm>
#include <array>
#include <optional>
#include <string>

namespace runway::extract {
namespace {

using U = Unit;
using P = Period;
using C = Currency;

constexpr auto kQuantities = std::to_array<QuantityRow>({
    // tokens a day
    {"demand_tokens_per_day", U::Tokens, P::Day, 1, C::None, "process* serv* demand* volume* usage throughput* handl* average 处理 需求 用量 调用 吞吐"},
    {"free_quota_tokens_per_day", U::Tokens, P::Day, 1, C::None, "quota* free allocat* offer* promis* 额度 免费 配额"},
    {"run_tokens_per_day", U::Tokens, P::Day, 1, C::None, "run ran reported fleet 运行 报告"},
    {"day0.free_tokens", U::Tokens, P::Day, 1, C::None, "free used consum* 免费 消耗"},
    {"day0.paid_tokens", U::Tokens, P::Day, 1, C::None, "paid pay* 付费"},
    {"quota_after_tokens_per_day", U::Tokens, P::Day, 1, C::None, "after cut* reduc* taper* withdraw* 之后 削减 取消"},
    {"account_cap_tokens_per_day", U::Tokens, P::Day, 1, C::None, "cap caps capped account* limit* per_user 上限 账户 限额"},
    {"tokens_per_chip_per_day", U::Tokens, P::PerChipPerDay, 1, C::None, "chip* card* accelerator* throughput 单卡 每卡 芯片"},
    // money a day
    {"quota_list_value_usd_per_day", U::Money, P::Day, 1, C::Usd,
     "quota* list worth value pric* rate allocat* api averag* industry represent* 额度 价值 定价 价格"},
    {"day0.free_tier_cost_usd", U::Money, P::Day, 1, C::Usd, "free cost* burn* spend* subsid* paying 免费 成本 补贴"},
    {"day0.serving_cost_usd", U::Money, P::Day, 1, C::Usd, "serv* cost* inference comput* 推理 成本 服务"},
    {"day0.free_tier_list_value_usd", U::Money, P::Day, 1, C::Usd, "free list value worth 免费 价值"},
    {"day0.serving_cash_usd", U::Money, P::Day, 1, C::Usd, "cash serv* power 现金"},
    {"day0.power_usd", U::Money, P::Day, 1, C::Usd, "power electric* energy 电费 电力"},
    {"day0.revenue_usd", U::Money, P::Day, 1, C::Usd, "revenue* earn* income sales 收入 营收"},
    {"day0.opex_usd", U::Money, P::Day, 1, C::Usd, "operat* opex expens* 运营"},
    {"day0.net_burn_usd", U::Money, P::Day, 1, C::Usd, "burn* net loss* 烧 亏损"},
    {"day0.capex_usd", U::Money, P::Day, 1, C::Usd, "capex buy* purchas* hardware 采购 资本"},
    {"program_contribution_usd_per_day", U::Money, P::Day, 1, C::Usd, "contribut* los* pays_for_itself profit* 贡献 盈利"},
    // money a month
    {"fixed_opex_usd_per_month", U::Money, P::Month, 1, C::Usd, "operat* opex cost* expens* spend* 运营 成本"},
    {"burn_since_filing_usd_per_month", U::Money, P::Month, 1, C::Usd, "burn* outflow* 烧 流出"},
    {"other_revenue_usd_per_month", U::Money, P::Month, 1, C::Usd, "revenue* deploy* premise* 收入 营收"},
    {"arpu_usd_per_month", U::Money, P::Month, 1, C::Usd, "arpu per_user per_account spend* 每用户"},
    {"first_month_net_burn_usd", U::Money, P::Month, 1, C::Usd, "burn* first_month net 烧"},
    // money per million tokens
    {"price_usd_per_mtok", U::Money, P::PerMillionTokens, 1, C::Usd, "pric* rate list charg* averag* industry 价格 定价"},
    {"serving_cost_usd_per_mtok", U::Money, P::PerMillionTokens, 1, C::Usd, "cost* serv* 成本"},
    {"reference_price_usd_per_mtok", U::Money, P::PerMillionTokens, 1, C::Usd, "reference observ* averag* 参考"},
    {"effective_price_usd_per_mtok", U::Money, P::PerMillionTokens, 1, C::Usd, "effective blend* 实际"},
    {"effective_serving_cost_usd_per_mtok", U::Money, P::PerMillionTokens, 1, C::Usd, "effective cost* 实际 成本"},
    {"break_even_price_usd_per_mtok", U::Money, P::PerMillionTokens, 1, C::Usd, "break_even breakeven 盈亏平衡"},
    {"profit_maximizing_price_usd_per_mtok", U::Money, P::PerMillionTokens, 1, C::Usd, "profit* maximi* 利润"},
    // money per chip
    {"chip_capex_usd", U::Money, P::PerChip, 1, C::Usd, "chip* card* accelerator* cost* pric* capex each 芯片 单卡 价格"},
    // money, no period
    {"cash_usd", U::Money, P::None, 1, C::Usd, "cash war_chest reserve* fund* on_hand 现金 资金"},
    {"cash_start_usd", U::Money, P::None, 1, C::Usd, "cash on_hand start* 现金"},
    {"raised_since_filing_usd", U::Money, P::None, 1, C::Usd, "raise* raising fund* listing ipo round 融资 募资 上市"},
    {"filing_cash_cny", U::Money, P::None, 1, C::Cny, "filing prospectus cash 招股 现金"},
    {"capex_total_usd", U::Money, P::None, 1, C::Usd, "capex buy* accelerator* chip* hardware cushion* purchas* 采购 资本"},
    {"ending_cash_usd", U::Money, P::None, 1, C::Usd, "end* left remain* 剩余"},
    {"total_revenue_usd", U::Money, P::None, 1, C::Usd, "revenue* total 收入"},
    {"total_free_tier_cost_usd", U::Money, P::None, 1, C::Usd, "free cost* total burn* 免费 成本"},
    {"total_free_tier_list_value_usd", U::Money, P::None, 1, C::Usd, "free list value worth 价值"},
    {"ltv_usd", U::Money, P::None, 1, C::Usd, "lifetime ltv customer* 生命周期"},
    {"cac_usd", U::Money, P::None, 1, C::Usd, "acquisition cac customer* 获客"},
    // accelerators
    {"chips_needed", U::Accelerators, P::None, 1, C::None, "need* requir* impl* cluster* run serv* 需要"},
    {"chips_owned_start", U::Accelerators, P::None, 1, C::None, "own owns owned fleet 拥有"},
    {"chips_owned", U::Accelerators, P::None, 1, C::None, "own owns owned fleet 拥有"},
    {"chips_bought", U::Accelerators, P::None, 1, C::None, "buy* bought purchas* more add* 采购 购买"},
    {"peak_fleet_chips", U::Accelerators, P::None, 1, C::None, "peak fleet 峰值"},
    // people
    {"free_accounts", U::People, P::None, 1, C::None, "free account* user* developer* active 免费 用户 开发者"},
    {"paying_accounts", U::People, P::None, 1, C::None, "paying paid customer* conver* 付费"},
    // percent
    {"conversion_pct", U::Percent, P::None, 1, C::None, "conver* paying paid 转化"},
    {"quota_utilization_pct", U::Percent, P::None, 1, C::None, "quota* used consum* utiliz* portion 额度 使用"},
    {"break_even_conversion_pct", U::Percent, P::None, 1, C::None, "break_even breakeven conver* 盈亏"},
    {"program_break_even_conversion_pct", U::Percent, P::None, 1, C::None, "pays_for_itself break_even programme program success* 盈亏"},
    {"free_tier_share_of_burn_pct", U::Percent, P::None, 1, C::None, "share burn* free 占比"},
    {"gross_margin_pct", U::Percent, P::None, 1, C::None, "margin* gross 毛利"},
    {"accounts_at_cap_pct", U::Percent, P::None, 1, C::None, "cap caps capped account* 上限"},
    {"capped_conversion_pct", U::Percent, P::None, 1, C::None, "capped conver* 上限"},
    {"output_share_pct", U::Percent, P::None, 1, C::None, "output* 输出"},
    {"cache_hit_pct", U::Percent, P::None, 1, C::None, "cache* hit* 缓存"},
    {"demand_growth_pct_per_month", U::Percent, P::Month, 1, C::None, "grow* demand* 增长"},
    {"opex_growth_pct_per_month", U::Percent, P::Month, 1, C::None, "grow* opex operat* cost* 增长"},
    {"paid_churn_pct_per_month", U::Percent, P::Month, 1, C::None, "churn* lost switch* leav* mercenar* 流失"},
    {"discount_rate_pct_per_year", U::Percent, P::Year, 1, C::None, "discount* 折现"},
    // durations
    {"runway_months_capped", U::Months, P::None, 1, C::None, "runway* last* sustain* run_out burn* cash 跑道 维持 现金"},
    {"list_value_runway_months", U::Months, P::None, 1, C::None, "sustain* quota* free list 维持 额度"},
    {"free_tier_months", U::Months, P::None, 1, C::None, "free_tier free quota* promotion* cut* withdraw* reduc* taper* 免费 取消 削减"},
    {"runway_months", U::Months, P::None, 1, C::None, "runway* cash_out 跑道"},
    {"simple_runway_months", U::Months, P::None, 1, C::None, "simple runway*"},
    {"payback_months", U::Months, P::None, 1, C::None, "payback pay_back 回本"},
    {"horizon_months", U::Months, P::None, 1, C::None, "horizon* 期限"},
    {"chip_life_years", U::Months, P::None, 12, C::None, "life depreciat* 寿命 折旧"},
    {"runway_days", U::Days, P::None, 1, C::None, "runway* cash_out 跑道"},
    // multiples
    {"software_speedup", U::Multiple, P::None, 1, C::None, "faster speed* improv* optimi* performance 提升 优化 加速"},
    {"ltv_to_cac", U::Multiple, P::None, 1, C::None, "ltv cac"},
    {"output_price_multiple", U::Multiple, P::None, 1, C::None, "output* pric*"},
    {"output_cost_multiple", U::Multiple, P::None, 1, C::None, "output* cost*"},
});

/// Days in one of a period (for the conversions between day, month and year).
std::optional<double> daysIn(Period p)
{
    switch (p) {
    case P::Day: return 1.0;
    case P::Month: return 30.0;
    case P::Year: return 365.0;
    default: return std::nullopt;
    }
}

/// claimed = quantity × factor, when the number's period converts to the quantity's.
std::optional<double> periodFactor(Period number, Period quantity)
{
    if (number == quantity)
        return 1.0;
    if (number == P::Year && quantity == P::Month)
        return 12.0;
    if (number == P::Month && quantity == P::Year)
        return 1.0 / 12;
    const auto dn = daysIn(number), dq = daysIn(quantity);
    if (dn && dq)
        return *dn / *dq;
    return std::nullopt;
}

std::string lowerAscii(std::string_view s)
{
    std::string out(s);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    return out;
}

bool isWordChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
}

/// A text prepared for topic look-ups: its lower-case ASCII words, sorted, and the text itself
/// (for phrases and Chinese topics).
struct TopicText {
    explicit TopicText(std::string_view text)
        : lower(lowerAscii(text))
    {
        for (std::size_t i = 0; i < lower.size();) {
            if (!isWordChar(lower[i])) {
                ++i;
                continue;
            }
            std::size_t e = i;
            while (e < lower.size() && isWordChar(lower[e]))
                ++e;
            words.emplace_back(lower.substr(i, e - i));
            i = e;
        }
        std::sort(words.begin(), words.end());
        words.erase(std::unique(words.begin(), words.end()), words.end());
        ascii = std::all_of(lower.begin(), lower.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
    }
    std::string lower;
    std::vector<std::string> words;
    bool ascii = true;
};

/// Whether `text` mentions `topic` (see topicHits).
bool mentions(const TopicText& text, std::string topic)
{
    const bool prefix = topic.ends_with('*');
    if (prefix)
        topic.pop_back();
    if (static_cast<unsigned char>(topic[0]) >= 0x80) // Chinese: anywhere
        return !text.ascii && text.lower.find(topic) != std::string::npos;
    if (topic.find('_') == std::string::npos) {
        const auto it = std::lower_bound(text.words.begin(), text.words.end(), topic);
        return it != text.words.end() && (prefix ? it->starts_with(topic) : *it == topic);
    }
    std::replace(topic.begin(), topic.end(), '_', ' '); // a phrase: whole words
    for (std::size_t at = text.lower.find(topic); at != std::string::npos; at = text.lower.find(topic, at + 1)) {
        const std::size_t end = at + topic.size();
        if ((at == 0 || !isWordChar(text.lower[at - 1])) && (prefix || end >= text.lower.size() || !isWordChar(text.lower[end])))
            return true;
    }
    return false;
}

/// How many of `topics` the text mentions: an English topic as a whole word or phrase
/// ("war_chest" is "war chest"), or as the start of a word when it ends with "*" ("serv*" is in
/// "serving", not in "observe"); a Chinese topic anywhere.
int topicHits(std::string_view topics, const TopicText& text)
{
    int hits = 0;
    for (std::size_t i = 0; i < topics.size();) {
        const std::size_t e = std::min(topics.find(' ', i), topics.size());
        hits += mentions(text, std::string(topics.substr(i, e - i))) ? 1 : 0;
        i = e + 1;
    }
    return hits;
}

} // namespace

std::span<const QuantityRow> quantityTable()
{
    return kQuantities;
}

std::vector<Suggestion> suggestQuantities(const FoundNumber& n, std::string_view clause, const std::vector<const FoundNumber*>& sentenceNumbers)
{
    std::vector<Suggestion> out;
    if (!n.isClaim() || n.unit == Unit::Count)
        return out;
    // A duration in the same sentence turns a total into a rate ("23.2T tokens in six days").
    std::optional<double> durationDays;
    for (const FoundNumber* other : sentenceNumbers)
        if (!other->range && (other->unit == Unit::Days || other->unit == Unit::Months) && other->low > 0 && !durationDays)
            durationDays = other->unit == Unit::Days ? other->low : other->low * 30;
    // A figure beside a price per million tokens is most likely that price times tokens: a list value.
    const bool priced = std::any_of(sentenceNumbers.begin(), sentenceNumbers.end(),
                                    [](const FoundNumber* other) { return other->unit == U::Money && other->period == P::PerMillionTokens; });
    const TopicText sentence(n.quote);
    const TopicText clauseText(clause);
    std::vector<std::pair<std::size_t, Suggestion>> ranked; // table index, suggestion
    for (std::size_t i = 0; i < kQuantities.size(); ++i) {
        const QuantityRow& q = kQuantities[i];
        int tier = 0;
        double factor = 1;
        const bool durations = (n.unit == U::Months || n.unit == U::Days) && (q.unit == U::Months || q.unit == U::Days);
        if (durations) {
            // claimed (in the number's unit) = quantity × unitFactor, in months; days are 30 a month.
            const double quantityInDays = q.unitFactor * (q.unit == U::Months ? 30.0 : 1.0);
            factor = n.unit == U::Days ? quantityInDays : quantityInDays / 30.0;
            tier = n.unit == q.unit ? 2 : 1; // months for a month quantity before days for it
        } else if (q.unit == n.unit) {
            if (auto f = periodFactor(n.period, q.period)) {
                tier = 2;
                factor = *f;
            } else if (n.period == P::None && (q.period == P::Day || q.period == P::Month) && durationDays && (n.unit == U::Tokens || n.unit == U::Money)) {
                tier = 2;
                factor = q.period == P::Day ? *durationDays : *durationDays / 30;
            } else if ((n.period == P::None && (q.period == P::Day || q.period == P::Month)) || (n.period == P::PerChip && q.period == P::PerChipPerDay)) {
                tier = 1;
            }
        }
        if (tier == 0)
            continue;
        const bool listValue = q.key == "quota_list_value_usd_per_day" || q.key == "day0.free_tier_list_value_usd" || q.key == "total_free_tier_list_value_usd";
        const int score = 100 * tier + 10 * topicHits(q.topics, clauseText) + topicHits(q.topics, sentence) + (priced && listValue ? 20 : 0) +
                          (n.unit == U::Money && n.currency == q.currency ? 5 : 0);
        ranked.emplace_back(i, Suggestion{std::string(q.key), factor, score});
    }
    std::stable_sort(ranked.begin(), ranked.end(), [](const auto& a, const auto& b) { return a.second.score > b.second.score; });
    for (auto& [index, s] : ranked)
        out.push_back(std::move(s));
    return out;
}

} // namespace runway::extract
