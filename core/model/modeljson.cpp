#include "core/model/modeljson.h"

#include <cmath>
#include <functional>
#include <iterator>
#include <limits>

#include "core/scenario/jsondocument.h"
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
    {"power_usd", &DayFlows::powerUsd},
    {"capex_usd", &DayFlows::capexUsd},
    {"serving_cash_usd", &DayFlows::servingCashUsd},
    {"free_tier_cost_usd", &DayFlows::freeTierCostUsd},
    {"free_tier_list_value_usd", &DayFlows::freeTierListValueUsd},
    {"opex_usd", &DayFlows::opexUsd},
    {"net_burn_usd", &DayFlows::netBurnUsd},
    {"free_tier_cash_usd", &DayFlows::freeTierCashUsd},
};

/// The day-0 keys model 3 adds (MODEL3.md §5), written for a model-3 scenario after model 2's.
constexpr FlowKey kModel3FlowKeys[] = {
    {"other_opex_usd", &DayFlows::otherOpexUsd},
    {"training_compute_usd", &DayFlows::trainingComputeUsd},
    {"subscription_revenue_usd", &DayFlows::subscriptionRevenueUsd},
    {"subscription_cost_usd", &DayFlows::subscriptionCostUsd},
    {"replacement_capex_usd", &DayFlows::replacementCapexUsd},
    {"interest_usd", &DayFlows::interestUsd},
    {"free_tier_incremental_cash_usd", &DayFlows::freeTierIncrementalCashUsd},
};

/// The day-0 keys flattened ("day0.free_tokens"), in kFlowKeys's order.
constexpr std::string_view kDay0Keys[] = {
    "day0.free_tokens",  "day0.paid_tokens",        "day0.revenue_usd",        "day0.serving_cost_usd",         "day0.power_usd",
    "day0.capex_usd",    "day0.serving_cash_usd",   "day0.free_tier_cost_usd", "day0.free_tier_list_value_usd", "day0.opex_usd",
    "day0.net_burn_usd", "day0.free_tier_cash_usd",
};
static_assert(std::size(kDay0Keys) == std::size(kFlowKeys));

using Getter = std::function<std::optional<double>(const Metrics&)>;
struct MetricKey {
    std::string_view key;
    Getter get;
};

std::optional<double> count(double v)
{
    return v;
}

/// Every scalar metric of MODEL.md §5 in its order (null where MODEL.md says null). The same
/// list writes metricsToJson and answers metricByKey, so the two cannot drift.
const std::vector<MetricKey>& scalarMetrics()
{
    using M = const Metrics&;
    static const std::vector<MetricKey> keys = {
        {"serving_cost_usd_per_mtok", [](M m) { return count(m.servingCostUsdPerMtok); }},
        {"effective_price_usd_per_mtok", [](M m) { return count(m.effectivePriceUsdPerMtok); }},
        {"effective_serving_cost_usd_per_mtok", [](M m) { return count(m.effectiveServingCostUsdPerMtok); }},
        {"cash_start_usd", [](M m) { return count(m.cashStartUsd); }},
        {"quota_list_value_usd_per_day", [](M m) { return count(m.quotaListValueUsdPerDay); }},
        {"quota_utilization_pct", [](M m) { return m.quotaUtilizationPct; }},
        {"chips_needed", [](M m) { return count(m.chipsNeeded); }},
        {"chips_owned_start", [](M m) { return m.chipsOwnedStart; }},
        {"chips_bought", [](M m) { return m.chipsBought; }},
        {"peak_fleet_chips", [](M m) { return m.peakFleetChips; }},
        {"capex_total_usd", [](M m) { return count(m.capexTotalUsd); }},
        {"first_month_net_burn_usd", [](M m) { return count(m.firstMonthNetBurnUsd); }},
        {"first_month_capex_usd", [](M m) { return count(m.firstMonthCapexUsd); }},
        {"first_month_recurring_burn_usd", [](M m) { return count(m.firstMonthRecurringBurnUsd); }},
        {"simple_runway_months", [](M m) { return m.simpleRunwayMonths; }},
        {"runway_days", [](M m) { return m.runwayDays ? std::optional<double>(*m.runwayDays) : std::nullopt; }},
        {"runway_months", [](M m) { return m.runwayMonths; }},
        {"ending_cash_usd", [](M m) { return count(m.endingCashUsd); }},
        {"total_revenue_usd", [](M m) { return count(m.totalRevenueUsd); }},
        {"total_free_tier_cost_usd", [](M m) { return count(m.totalFreeTierCostUsd); }},
        {"total_free_tier_list_value_usd", [](M m) { return count(m.totalFreeTierListValueUsd); }},
        {"break_even_conversion_pct", [](M m) { return m.breakEvenConversionPct; }},
        {"break_even_price_usd_per_mtok", [](M m) { return m.breakEvenPriceUsdPerMtok; }},
        {"profit_maximizing_price_usd_per_mtok", [](M m) { return m.profitMaximizingPriceUsdPerMtok; }},
        {"program_contribution_usd_per_day", [](M m) { return count(m.programContributionUsdPerDay); }},
        {"program_break_even_conversion_pct", [](M m) { return m.programBreakEvenConversionPct; }},
        {"free_tier_share_of_burn_pct", [](M m) { return m.freeTierSharePct; }},
        {"list_value_runway_months", [](M m) { return m.listValueRunwayMonths; }},
        {"accounts_at_cap_pct", [](M m) { return m.accountsAtCapPct; }},
        {"paying_accounts", [](M m) { return count(m.payingAccounts); }},
        {"gross_margin_pct", [](M m) { return m.grossMarginPct; }},
        {"arpu_usd_per_month", [](M m) { return m.arpuUsdPerMonth; }},
        {"ltv_usd", [](M m) { return m.ltvUsd; }},
        {"cac_usd", [](M m) { return m.cacUsd; }},
        {"ltv_to_cac", [](M m) { return m.ltvToCac; }},
        {"payback_months", [](M m) { return m.paybackMonths; }},
        {"runway_months_capped", [](M m) { return count(m.runwayMonthsCapped); }},
    };
    return keys;
}

/// MODEL3.md §5's scalar metrics, in its order (a model-3 scenario only).
using Getter3 = std::function<std::optional<double>(const Model3Metrics&)>;
struct Metric3Key {
    std::string_view key;
    Getter3 get;
};
const std::vector<Metric3Key>& model3Metrics()
{
    using M = const Model3Metrics&;
    const auto day = [](const std::optional<int>& d) { return d ? std::optional<double>(*d) : std::nullopt; };
    static const std::vector<Metric3Key> keys = {
        {"bridge_burn_usd", [](M m) { return m.bridgeBurnUsd; }},
        {"opex_start_usd_per_month", [](M m) { return count(m.opexStartUsdPerMonth); }},
        {"training_compute_start_usd_per_month", [](M m) { return count(m.trainingComputeStartUsdPerMonth); }},
        {"other_revenue_start_usd_per_month", [](M m) { return count(m.otherRevenueStartUsdPerMonth); }},
        {"chips_free_start", [](M m) { return m.chipsFreeStart; }},
        {"chips_busy", [](M m) { return m.chipsBusy; }},
        {"replacement_capex_total_usd", [](M m) { return count(m.replacementCapexTotalUsd); }},
        {"own_cash_runway_days", [day](M m) { return day(m.ownCashRunwayDays); }},
        {"own_cash_runway_months", [](M m) { return m.ownCashRunwayMonths; }},
        {"funding_counted_usd", [](M m) { return count(m.fundingCountedUsd); }},
        {"credit_line_peak_drawn_usd", [](M m) { return count(m.creditLinePeakDrawnUsd); }},
        {"credit_line_first_draw_day", [day](M m) { return day(m.creditLineFirstDrawDay); }},
        {"interest_total_usd", [](M m) { return count(m.interestTotalUsd); }},
        {"total_subscription_revenue_usd", [](M m) { return count(m.totalSubscriptionRevenueUsd); }},
        {"total_training_compute_usd", [](M m) { return count(m.totalTrainingComputeUsd); }},
        {"total_free_tier_incremental_cash_usd", [](M m) { return count(m.totalFreeTierIncrementalCashUsd); }},
        {"paid_tokens_lost_pct", [](M m) { return count(m.paidTokensLostPct); }},
    };
    return keys;
}

/// Counts of accelerators (and days) are whole numbers: written as JSON integers where exact.
bool isCountKey(std::string_view key)
{
    return key == "chips_needed" || key == "chips_owned_start" || key == "chips_bought" || key == "peak_fleet_chips" || key == "chips_free_start" ||
           key == "chips_busy" || key == "own_cash_runway_days" || key == "credit_line_first_draw_day";
}

Json numberJson(std::string_view key, const std::optional<double>& v)
{
    if (!v)
        return nullptr;
    // Beyond 2^53 (a throughput of a few tokens a day) a count cannot be exact, and converting a
    // double past long long's range is undefined, so it stays a double there.
    if ((isCountKey(key) || key == "runway_days") && *v >= 0 && *v <= 9007199254740992.0 && std::floor(*v) == *v)
        return static_cast<long long>(*v);
    return *v;
}

Json ratesJson(const TypeRates& r)
{
    return Json{{"input", r.input}, {"output", r.output}, {"cached_input", r.cachedInput}};
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
    if (m.model3) // MODEL3.md §5: the schema the document was read with
        j["schema"] = kScenarioSchema3;
    for (const auto& k : scalarMetrics()) {
        const std::string key(k.key);
        j[key] = numberJson(key, k.get(m));
        // MODEL.md §5's order: the objects follow the keys they belong beside.
        if (key == "effective_serving_cost_usd_per_mtok") {
            j["type_prices_usd_per_mtok"] = ratesJson(m.typePrices);
            j["type_serving_costs_usd_per_mtok"] = ratesJson(m.typeServingCosts);
        } else if (key == "cash_start_usd") {
            j["day0"] = flowsToJson(m.day0);
            if (m.model3)
                for (const auto& f : kModel3FlowKeys)
                    j["day0"][std::string(f.key)] = m.day0.*(f.member);
        } else if (key == "runway_months") {
            j["cash_out_date"] = m.cashOutDate ? Json(*m.cashOutDate) : Json(nullptr);
        }
    }
    if (m.model3)
        for (const auto& k : model3Metrics()) {
            const std::string key(k.key);
            j[key] = numberJson(key, k.get(*m.model3));
        }
    j["infeasible"] = m.infeasible;
    Json warnings = Json::array();
    for (const auto& w : m.warnings)
        warnings.push_back(english(w));
    j["warnings"] = warnings;
    Json reasons = Json::object();
    for (const auto& [key, sentence] : m.nullReasons)
        reasons[key] = english(sentence);
    j["null_reasons"] = reasons;
    return j;
}

std::optional<double> metricByKey(const Metrics& m, std::string_view key)
{
    if (key.starts_with("day0.")) {
        const auto sub = key.substr(5);
        for (const auto& k : kFlowKeys)
            if (k.key == sub)
                return m.day0.*(k.member);
        for (const auto& k : kModel3FlowKeys)
            if (k.key == sub && m.model3)
                return m.day0.*(k.member);
        return std::nullopt;
    }
    for (const auto& k : model3Metrics())
        if (k.key == key)
            return m.model3 ? k.get(*m.model3) : std::nullopt;
    for (const auto& k : scalarMetrics())
        if (k.key == key)
            return k.get(m);
    for (const auto& [prefix, rates] : {std::pair{std::string_view("type_prices_usd_per_mtok."), &m.typePrices},
                                        std::pair{std::string_view("type_serving_costs_usd_per_mtok."), &m.typeServingCosts}})
        if (key.starts_with(prefix)) {
            const auto sub = key.substr(prefix.size());
            if (sub == "input")
                return rates->input;
            if (sub == "output")
                return rates->output;
            if (sub == "cached_input")
                return rates->cachedInput;
        }
    return std::nullopt;
}

bool isMetricKey(std::string_view key)
{
    if (key.starts_with("day0.")) {
        const auto sub = key.substr(5);
        for (const auto& k : kFlowKeys)
            if (k.key == sub)
                return true;
        for (const auto& k : kModel3FlowKeys)
            if (k.key == sub)
                return true;
        return false;
    }
    for (const auto& k : model3Metrics())
        if (k.key == key)
            return true;
    for (const auto& k : scalarMetrics())
        if (k.key == key)
            return true;
    for (std::string_view prefix : {"type_prices_usd_per_mtok.", "type_serving_costs_usd_per_mtok."})
        if (key.starts_with(prefix)) {
            const auto sub = key.substr(prefix.size());
            return sub == "input" || sub == "output" || sub == "cached_input";
        }
    return false;
}

const std::vector<std::string_view>& flatMetricKeys()
{
    static const std::vector<std::string_view> keys = [] {
        std::vector<std::string_view> list;
        for (const auto& k : scalarMetrics()) {
            list.push_back(k.key);
            // metricsToJson's order: the objects follow the keys they belong beside.
            if (k.key == "effective_serving_cost_usd_per_mtok")
                list.insert(list.end(), {"type_prices_usd_per_mtok.input", "type_prices_usd_per_mtok.output", "type_prices_usd_per_mtok.cached_input",
                                         "type_serving_costs_usd_per_mtok.input", "type_serving_costs_usd_per_mtok.output",
                                         "type_serving_costs_usd_per_mtok.cached_input"});
            else if (k.key == "cash_start_usd")
                for (const auto& f : kFlowKeys)
                    list.push_back(kDay0Keys[static_cast<std::size_t>(&f - kFlowKeys)]);
        }
        return list;
    }();
    return keys;
}

void flatMetricValues(const Metrics& m, std::span<double> out)
{
    constexpr double kNull = std::numeric_limits<double>::quiet_NaN();
    std::size_t i = 0;
    const auto put = [&](const std::optional<double>& v) { out[i++] = v.value_or(kNull); };
    for (const auto& k : scalarMetrics()) {
        put(k.get(m));
        if (k.key == "effective_serving_cost_usd_per_mtok") {
            for (const TypeRates* r : {&m.typePrices, &m.typeServingCosts}) {
                out[i++] = r->input;
                out[i++] = r->output;
                out[i++] = r->cachedInput;
            }
        } else if (k.key == "cash_start_usd") {
            for (const auto& f : kFlowKeys)
                out[i++] = m.day0.*(f.member);
        }
    }
}

const std::vector<std::string_view>& flatModel3MetricKeys()
{
    static const std::vector<std::string> names = [] {
        std::vector<std::string> list;
        for (const auto& f : kModel3FlowKeys)
            list.push_back("day0." + std::string(f.key));
        for (const auto& k : model3Metrics())
            list.emplace_back(k.key);
        return list;
    }();
    static const std::vector<std::string_view> keys(names.begin(), names.end());
    return keys;
}

void flatModel3MetricValues(const Metrics& m, std::span<double> out)
{
    constexpr double kNull = std::numeric_limits<double>::quiet_NaN();
    std::size_t i = 0;
    for (const auto& f : kModel3FlowKeys)
        out[i++] = m.model3 ? m.day0.*(f.member) : kNull;
    for (const auto& k : model3Metrics())
        out[i++] = m.model3 ? k.get(*m.model3).value_or(kNull) : kNull;
}

std::string firstNonFiniteMetric(const Metrics& m)
{
    const auto bad = [](double v) { return !std::isfinite(v); };
    for (const auto& k : scalarMetrics()) {
        if (const auto v = k.get(m); v && bad(*v))
            return std::string(k.key);
        if (k.key == "effective_serving_cost_usd_per_mtok") {
            for (const auto& [prefix, r] : {std::pair{std::string_view("type_prices_usd_per_mtok."), &m.typePrices},
                                            std::pair{std::string_view("type_serving_costs_usd_per_mtok."), &m.typeServingCosts}}) {
                for (const auto& [name, v] : {std::pair{"input", r->input}, std::pair{"output", r->output}, std::pair{"cached_input", r->cachedInput}})
                    if (bad(v))
                        return std::string(prefix) + name;
            }
        } else if (k.key == "cash_start_usd") {
            for (std::size_t i = 0; i < std::size(kFlowKeys); ++i)
                if (bad(m.day0.*(kFlowKeys[i].member)))
                    return std::string(kDay0Keys[i]);
        }
    }
    return {};
}

std::string monthlyCsvHeader()
{
    std::string header = "month,date";
    for (const auto& k : kFlowKeys)
        header += "," + std::string(k.key);
    return header + ",chips_bought,fleet_end,cash_end_usd";
}

std::string monthlyCsv(const Scenario& s, const SimulationResult& r)
{
    std::string out = monthlyCsvHeader();
    const bool three = s.model == 3; // MODEL3.md §5's monthly additions, after model 2's columns
    if (three) {
        for (const auto& k : kModel3FlowKeys)
            out += "," + std::string(k.key);
        out += ",subscribers,drawn_end_usd,own_cash_end_usd";
    }
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
        out += formatPlain(row.chipsBought);
        out += ',';
        out += formatPlain(row.fleetEnd);
        out += ',';
        out += formatPlain(row.cashEndUsd);
        if (three) {
            for (const auto& k : kModel3FlowKeys) {
                out += ',';
                out += formatPlain(row.sums.*(k.member));
            }
            for (const double v : {row.subscribersEnd, row.drawnEndUsd, row.ownCashEndUsd}) {
                out += ',';
                out += formatPlain(v);
            }
        }
        out += '\n';
    }
    return out;
}

} // namespace runway
