#include "core/model/modeljson.h"

#include <functional>

#include "core/scenario/numberformat.h"

namespace runway {
namespace {

template <class T> Json orNull(const std::optional<T>& v)
{
    return v ? Json(*v) : Json(nullptr);
}

struct FlowKey {
    std::string_view key;
    double DayFlows::*member;
};
constexpr FlowKey kFlowKeys[] = {
    {"free_tokens", &DayFlows::freeTokens},
    {"paid_tokens", &DayFlows::paidTokens},
    {"revenue_usd", &DayFlows::revenueUsd},
    {"serving_cost_usd", &DayFlows::servingCostUsd},
    {"free_tier_cost_usd", &DayFlows::freeTierCostUsd},
    {"free_tier_list_value_usd", &DayFlows::freeTierListValueUsd},
    {"opex_usd", &DayFlows::opexUsd},
    {"net_burn_usd", &DayFlows::netBurnUsd},
};

using Getter = std::function<std::optional<double>(const Metrics&)>;
struct MetricKey {
    std::string_view key;
    Getter get;
};

const std::vector<MetricKey>& scalarMetrics()
{
    static const std::vector<MetricKey> keys = {
        {"serving_cost_usd_per_mtok", [](const Metrics& m) { return std::optional(m.servingCostUsdPerMtok); }},
        {"quota_list_value_usd_per_day", [](const Metrics& m) { return std::optional(m.quotaListValueUsdPerDay); }},
        {"quota_utilization_pct", [](const Metrics& m) { return m.quotaUtilizationPct; }},
        {"chips_needed", [](const Metrics& m) { return std::optional(m.chipsNeeded); }},
        {"first_month_net_burn_usd", [](const Metrics& m) { return std::optional(m.firstMonthNetBurnUsd); }},
        {"simple_runway_months", [](const Metrics& m) { return m.simpleRunwayMonths; }},
        {"runway_days", [](const Metrics& m) { return m.runwayDays ? std::optional<double>(*m.runwayDays) : std::nullopt; }},
        {"runway_months", [](const Metrics& m) { return m.runwayMonths; }},
        {"ending_cash_usd", [](const Metrics& m) { return std::optional(m.endingCashUsd); }},
        {"total_revenue_usd", [](const Metrics& m) { return std::optional(m.totalRevenueUsd); }},
        {"total_free_tier_cost_usd", [](const Metrics& m) { return std::optional(m.totalFreeTierCostUsd); }},
        {"total_free_tier_list_value_usd", [](const Metrics& m) { return std::optional(m.totalFreeTierListValueUsd); }},
        {"break_even_conversion_pct", [](const Metrics& m) { return m.breakEvenConversionPct; }},
        {"break_even_price_usd_per_mtok", [](const Metrics& m) { return m.breakEvenPriceUsdPerMtok; }},
        {"program_contribution_usd_per_day", [](const Metrics& m) { return std::optional(m.programContributionUsdPerDay); }},
        {"program_break_even_conversion_pct", [](const Metrics& m) { return m.programBreakEvenConversionPct; }},
        {"free_tier_share_of_burn_pct", [](const Metrics& m) { return m.freeTierSharePct; }},
        {"list_value_runway_months", [](const Metrics& m) { return m.listValueRunwayMonths; }},
        {"runway_months_capped", [](const Metrics& m) { return std::optional(m.runwayMonthsCapped); }},
    };
    return keys;
}

} // namespace

Json flowsToJson(const DayFlows& f)
{
    Json j;
    for (const auto& k : kFlowKeys)
        j[std::string(k.key)] = f.*(k.member);
    return j;
}

Json metricsToJson(const Metrics& m)
{
    Json j;
    j["serving_cost_usd_per_mtok"] = m.servingCostUsdPerMtok;
    j["day0"] = flowsToJson(m.day0);
    j["quota_list_value_usd_per_day"] = m.quotaListValueUsdPerDay;
    j["quota_utilization_pct"] = orNull(m.quotaUtilizationPct);
    // A whole number; beyond 2^53 (a throughput of a few tokens a day) it cannot be exact, and
    // converting a double past long long's range is undefined, so it stays a double there.
    if (m.chipsNeeded >= 0 && m.chipsNeeded <= 9007199254740992.0)
        j["chips_needed"] = static_cast<long long>(m.chipsNeeded);
    else
        j["chips_needed"] = m.chipsNeeded;
    j["first_month_net_burn_usd"] = m.firstMonthNetBurnUsd;
    j["simple_runway_months"] = orNull(m.simpleRunwayMonths);
    j["runway_days"] = orNull(m.runwayDays);
    j["runway_months"] = orNull(m.runwayMonths);
    j["cash_out_date"] = orNull(m.cashOutDate);
    j["ending_cash_usd"] = m.endingCashUsd;
    j["total_revenue_usd"] = m.totalRevenueUsd;
    j["total_free_tier_cost_usd"] = m.totalFreeTierCostUsd;
    j["total_free_tier_list_value_usd"] = m.totalFreeTierListValueUsd;
    j["break_even_conversion_pct"] = orNull(m.breakEvenConversionPct);
    j["break_even_price_usd_per_mtok"] = orNull(m.breakEvenPriceUsdPerMtok);
    j["program_contribution_usd_per_day"] = m.programContributionUsdPerDay;
    j["program_break_even_conversion_pct"] = orNull(m.programBreakEvenConversionPct);
    j["free_tier_share_of_burn_pct"] = orNull(m.freeTierSharePct);
    j["list_value_runway_months"] = orNull(m.listValueRunwayMonths);
    j["runway_months_capped"] = m.runwayMonthsCapped;
    return j;
}

std::optional<double> metricByKey(const Metrics& m, std::string_view key)
{
    if (key.starts_with("day0.")) {
        const auto sub = key.substr(5);
        for (const auto& k : kFlowKeys)
            if (k.key == sub)
                return m.day0.*(k.member);
        return std::nullopt;
    }
    for (const auto& k : scalarMetrics())
        if (k.key == key)
            return k.get(m);
    return std::nullopt;
}

bool isMetricKey(std::string_view key)
{
    if (key.starts_with("day0.")) {
        const auto sub = key.substr(5);
        for (const auto& k : kFlowKeys)
            if (k.key == sub)
                return true;
        return false;
    }
    for (const auto& k : scalarMetrics())
        if (k.key == key)
            return true;
    return false;
}

std::string monthlyCsv(const Scenario& s, const SimulationResult& r)
{
    std::string out(kMonthlyCsvHeader);
    out += '\n';
    for (const auto& row : r.monthly) {
        out += std::to_string(row.month);
        out += ',';
        out += s.startDate.plusDays(std::int64_t{row.month} * 30).toIso();
        for (const auto& k : kFlowKeys) {
            out += ',';
            out += formatPlain(row.sums.*(k.member));
        }
        out += ',';
        out += formatPlain(row.cashEndUsd);
        out += '\n';
    }
    return out;
}

} // namespace runway
