#include "core/model/metricnames.h"

#include <array>

namespace runway {
namespace {

// clang-format off
const MetricName kNames[] = {
    {"serving_cost_usd_per_mtok", RW_MSG("Metrics", "serving cost per 1M tokens"), Unit::UsdPerMtok},
    {"effective_price_usd_per_mtok", RW_MSG("Metrics", "effective price per 1M tokens"), Unit::UsdPerMtok},
    {"effective_serving_cost_usd_per_mtok", RW_MSG("Metrics", "effective serving cost per 1M tokens"), Unit::UsdPerMtok},
    {"type_prices_usd_per_mtok.input", RW_MSG("Metrics", "input price per 1M tokens"), Unit::UsdPerMtok},
    {"type_prices_usd_per_mtok.output", RW_MSG("Metrics", "output price per 1M tokens"), Unit::UsdPerMtok},
    {"type_prices_usd_per_mtok.cached_input", RW_MSG("Metrics", "cached-input price per 1M tokens"), Unit::UsdPerMtok},
    {"type_serving_costs_usd_per_mtok.input", RW_MSG("Metrics", "input serving cost per 1M tokens"), Unit::UsdPerMtok},
    {"type_serving_costs_usd_per_mtok.output", RW_MSG("Metrics", "output serving cost per 1M tokens"), Unit::UsdPerMtok},
    {"type_serving_costs_usd_per_mtok.cached_input", RW_MSG("Metrics", "cached-input serving cost per 1M tokens"), Unit::UsdPerMtok},
    {"cash_start_usd", RW_MSG("Metrics", "cash at the start"), Unit::Usd},
    {"day0.free_tokens", RW_MSG("Metrics", "free tokens on day 0"), Unit::Tokens},
    {"day0.paid_tokens", RW_MSG("Metrics", "paid tokens on day 0"), Unit::Tokens},
    {"day0.revenue_usd", RW_MSG("Metrics", "revenue on day 0"), Unit::Usd},
    {"day0.serving_cost_usd", RW_MSG("Metrics", "serving cost on day 0"), Unit::Usd},
    {"day0.power_usd", RW_MSG("Metrics", "power on day 0"), Unit::Usd},
    {"day0.capex_usd", RW_MSG("Metrics", "accelerators bought on day 0"), Unit::Usd},
    {"day0.serving_cash_usd", RW_MSG("Metrics", "cash spent on serving on day 0"), Unit::Usd},
    {"day0.free_tier_cost_usd", RW_MSG("Metrics", "free tier's serving cost on day 0"), Unit::Usd},
    {"day0.free_tier_list_value_usd", RW_MSG("Metrics", "free tier's list value on day 0"), Unit::Usd},
    {"day0.opex_usd", RW_MSG("Metrics", "operating cost on day 0"), Unit::Usd},
    {"day0.net_burn_usd", RW_MSG("Metrics", "net burn on day 0"), Unit::Usd},
    {"day0.free_tier_cash_usd", RW_MSG("Metrics", "free tier's share of the serving cash on day 0"), Unit::Usd},
    {"quota_list_value_usd_per_day", RW_MSG("Metrics", "the quota's list value a day"), Unit::UsdPerDay},
    {"quota_utilization_pct", RW_MSG("Metrics", "quota used"), Unit::Percent},
    {"chips_needed", RW_MSG("Metrics", "accelerators needed"), Unit::Chips},
    {"chips_owned_start", RW_MSG("Metrics", "accelerators owned at the start"), Unit::Chips},
    {"chips_bought", RW_MSG("Metrics", "accelerators bought"), Unit::Chips},
    {"peak_fleet_chips", RW_MSG("Metrics", "peak fleet"), Unit::Chips},
    {"capex_total_usd", RW_MSG("Metrics", "capex over the horizon"), Unit::Usd},
    {"first_month_net_burn_usd", RW_MSG("Metrics", "first month's net burn"), Unit::Usd},
    {"first_month_capex_usd", RW_MSG("Metrics", "accelerators bought in the first month"), Unit::Usd},
    {"first_month_recurring_burn_usd", RW_MSG("Metrics", "first month's recurring burn"), Unit::Usd},
    {"simple_runway_months", RW_MSG("Metrics", "textbook runway"), Unit::Months},
    {"runway_days", RW_MSG("Metrics", "runway in days"), Unit::Days},
    {"runway_months", RW_MSG("Metrics", "runway"), Unit::Months},
    {"cash_out_date", RW_MSG("Metrics", "cash-out date"), Unit::None},
    {"ending_cash_usd", RW_MSG("Metrics", "cash at the horizon"), Unit::Usd},
    {"total_revenue_usd", RW_MSG("Metrics", "revenue over the horizon"), Unit::Usd},
    {"total_free_tier_cost_usd", RW_MSG("Metrics", "free tier's serving cost over the horizon"), Unit::Usd},
    {"total_free_tier_list_value_usd", RW_MSG("Metrics", "free tier's list value over the horizon"), Unit::Usd},
    {"break_even_conversion_pct", RW_MSG("Metrics", "company break-even conversion"), Unit::Percent},
    {"break_even_price_usd_per_mtok", RW_MSG("Metrics", "company break-even price"), Unit::UsdPerMtok},
    {"profit_maximizing_price_usd_per_mtok", RW_MSG("Metrics", "profit-maximising price"), Unit::UsdPerMtok},
    {"program_contribution_usd_per_day", RW_MSG("Metrics", "free-tier programme's contribution a day"), Unit::UsdPerDay},
    {"program_break_even_conversion_pct", RW_MSG("Metrics", "free-tier break-even conversion"), Unit::Percent},
    {"free_tier_share_of_burn_pct", RW_MSG("Metrics", "free tier's share of the burn"), Unit::Percent},
    {"list_value_runway_months", RW_MSG("Metrics", "list-value runway"), Unit::Months},
    {"accounts_at_cap_pct", RW_MSG("Metrics", "accounts at the cap"), Unit::Percent},
    {"paying_accounts", RW_MSG("Metrics", "paying accounts"), Unit::Accounts},
    {"gross_margin_pct", RW_MSG("Metrics", "gross margin"), Unit::Percent},
    {"arpu_usd_per_month", RW_MSG("Metrics", "revenue per paying account a month"), Unit::UsdPerMonth},
    {"ltv_usd", RW_MSG("Metrics", "lifetime value of a paying account"), Unit::Usd},
    {"cac_usd", RW_MSG("Metrics", "acquisition cost of a paying account"), Unit::Usd},
    {"ltv_to_cac", RW_MSG("Metrics", "LTV / CAC"), Unit::Ratio},
    {"payback_months", RW_MSG("Metrics", "payback"), Unit::Months},
    {"runway_months_capped", RW_MSG("Metrics", "runway (capped at the horizon)"), Unit::Months},
};
// clang-format on

} // namespace

const MetricName* findMetricName(std::string_view key)
{
    for (const auto& m : kNames)
        if (m.key == key)
            return &m;
    return nullptr;
}

} // namespace runway
