#include "core/analysis/comparison.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>

#include "core/analysis/analysisjson.h"
#include "core/model/modeljson.h"
#include "core/scenario/jsondocument.h"
#include "core/scenario/numberformat.h"
#include "core/scenario/scenariodiff.h"

namespace runway {

namespace {

constexpr std::string_view kPercentilePrefix = "runway_months_percentiles.";

/// The odds' figure `key` of `r` (NaN when no future was representable).
std::optional<double> oddsFigure(const MonteCarloResult& r, std::string_view key)
{
    if (key == "p_cash_out_12m")
        return r.pCashOut12m;
    if (key == "p_cash_out_24m")
        return r.pCashOut24m;
    // MODEL3.md §4d: without a model-3 run (every event certain, no credit line) own cash is the cash,
    // so needing new money is running out.
    if (key == "p_needs_new_money_12m")
        return r.model3 ? r.pNeedsMoney12m : r.pCashOut12m;
    if (key == "p_needs_new_money_24m")
        return r.model3 ? r.pNeedsMoney24m : r.pCashOut24m;
    if (key.starts_with(kPercentilePrefix)) {
        const std::string_view at = key.substr(kPercentilePrefix.size());
        for (std::size_t i = 0; i < kRunwayPercentiles.size(); ++i)
            if (formatPlain(kRunwayPercentiles[i]) == at)
                return r.runwayMonths[i];
    }
    return std::nullopt;
}

/// A number as a machine reads it back: the shortest digits that give the same double, "." as the
/// decimal point, no grouping and no exponent.
std::string machineNumber(double v)
{
    std::array<char, 400> buf{};
    const auto res = std::to_chars(buf.data(), buf.data() + buf.size(), v, std::chars_format::fixed);
    return res.ec == std::errc() ? std::string(buf.data(), res.ptr) : std::string();
}

/// RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled.
std::string csvField(const std::string& text)
{
    if (text.find_first_of(",\"\r\n") == std::string::npos)
        return text;
    std::string out = "\"";
    for (const char c : text) {
        if (c == '"')
            out += '"';
        out += c;
    }
    return out + '"';
}

std::string csvLine(const std::vector<std::string>& fields)
{
    std::string line;
    for (std::size_t i = 0; i < fields.size(); ++i)
        line += (i ? "," : "") + csvField(fields[i]);
    return line + "\r\n";
}

/// The parameters that differ from the first scenario in any other, in order of appearance; for
/// each, every scenario's value as its file writes it.
struct DifferingParameter {
    std::string key;
    std::string label;
    std::vector<std::string> values;
};

std::vector<DifferingParameter> differingParameters(std::span<const ComparedRun> runs)
{
    std::vector<DifferingParameter> out;
    if (runs.empty())
        return out;
    for (std::size_t i = 1; i < runs.size(); ++i) {
        for (const ParamChange& c : diffScenarios(runs.front().scenario, runs[i].scenario)) {
            if (c.key == "name" || c.key == "notes") // each scenario has its own name; neither changes a number
                continue;
            auto it = std::find_if(out.begin(), out.end(), [&](const DifferingParameter& d) { return d.key == c.key; });
            if (it == out.end()) {
                out.push_back({c.key, c.label, std::vector<std::string>(runs.size(), c.before)});
                it = out.end() - 1;
            }
            it->values[i] = c.after;
        }
    }
    return out;
}

} // namespace

const std::vector<ComparisonRow>& comparisonRows()
{
    using enum ComparisonSource;
    static const std::vector<ComparisonRow> rows = {
        {"cash_start_usd", Metric, RW_MSG("Comparison", "Cash on hand at the start"), Unit::Usd, "USD"},
        {"runway_months", Metric, RW_MSG("Comparison", "Runway (base case)"), Unit::Months, "months"},
        {"runway_months_percentiles.50", Odds, RW_MSG("Comparison", "Runway, median of the odds"), Unit::Months, "months"},
        {"runway_months_percentiles.5", Odds, RW_MSG("Comparison", "Runway, 5th percentile of the odds"), Unit::Months, "months"},
        {"runway_months_percentiles.95", Odds, RW_MSG("Comparison", "Runway, 95th percentile of the odds"), Unit::Months, "months"},
        {"p_cash_out_12m", Odds, RW_MSG("Comparison", "Chance of running out within 12 months"), Unit::None, "fraction of futures"},
        {"p_cash_out_24m", Odds, RW_MSG("Comparison", "Chance of running out within 24 months"), Unit::None, "fraction of futures"},
        {"p_needs_new_money_12m", Odds, RW_MSG("Comparison", "Chance of needing new money within 12 months"), Unit::None, "fraction of futures"},
        {"p_needs_new_money_24m", Odds, RW_MSG("Comparison", "Chance of needing new money within 24 months"), Unit::None, "fraction of futures"},
        {"day0.free_tier_cash_usd", Metric, RW_MSG("Comparison", "Free tier: cash cost on day 0"), Unit::UsdPerDay, "USD per day"},
        // MODEL3.md §4g (model 3; the cards' figure, §11.7): the cash day 0 would not spend without the free tier.
        {"day0.free_tier_incremental_cash_usd", Metric, RW_MSG("Comparison", "Free tier: incremental cash cost on day 0"), Unit::Usd, "USD"},
        {"day0.capex_usd", Metric, RW_MSG("Comparison", "Capex: accelerators bought on day 0"), Unit::Usd, "USD"},
        {"ltv_to_cac", Metric, RW_MSG("Comparison", "LTV / CAC"), Unit::Ratio, "ratio"},
    };
    return rows;
}

const ComparisonRow* findComparisonRow(std::string_view key)
{
    const auto& rows = comparisonRows();
    const auto it = std::find_if(rows.begin(), rows.end(), [&](const ComparisonRow& r) { return r.key == key; });
    return it == rows.end() ? nullptr : &*it;
}

std::optional<double> comparisonValue(const ComparedRun& run, const ComparisonRow& row)
{
    if (row.source == ComparisonSource::Metric)
        return metricByKey(run.metrics(), row.key);
    if (!run.odds || run.odds->representedSamples() == 0)
        return std::nullopt;
    const auto v = oddsFigure(*run.odds, row.key);
    return v && std::isfinite(*v) ? v : std::nullopt;
}

Message comparisonNoValue(const ComparedRun& run, const ComparisonRow& row)
{
    if (comparisonValue(run, row))
        return {};
    if (row.source == ComparisonSource::Metric) {
        const auto it = run.metrics().nullReasons.find(std::string(row.key));
        if (it != run.metrics().nullReasons.end())
            return it->second;
        return Message(RW_MSG("Comparison", "the model gives %1 no number for this scenario")).arg(MetricArg{std::string(row.key)});
    }
    if (!run.odds)
        return RW_MSG("Comparison", "the odds are being simulated");
    return monteCarloUnrepresentable(run.odds->unrepresentable);
}

std::string comparisonCsv(std::span<const ComparedRun> runs, std::string (*say)(const Message&))
{
    std::vector<std::string> header{say(RW_MSG("Comparison", "metric")), "key"};
    for (const ComparedRun& r : runs)
        header.push_back(r.name);
    std::string out = csvLine(header);
    std::vector<std::string> model{say(RW_MSG("Comparison", "model")), "model"};
    for (const ComparedRun& r : runs)
        model.push_back(std::to_string(r.scenario.model));
    out += csvLine(model);
    for (const ComparisonRow& row : comparisonRows()) {
        std::vector<std::string> line{say(Message(RW_MSG("Comparison", "%1 (%2)")).arg(say(row.caption)).arg(std::string(row.csvUnit))), std::string(row.key)};
        for (const ComparedRun& r : runs) {
            const auto v = comparisonValue(r, row);
            line.push_back(v ? machineNumber(*v) : say(comparisonNoValue(r, row)));
        }
        out += csvLine(line);
    }
    for (const DifferingParameter& d : differingParameters(runs)) {
        std::vector<std::string> line{say(Message(RW_MSG("Comparison", "parameter: %1")).arg(d.label)), d.key};
        line.insert(line.end(), d.values.begin(), d.values.end());
        out += csvLine(line);
    }
    return out;
}

Json comparisonJson(std::span<const ComparedRun> runs)
{
    Json list = Json::array();
    const std::vector<DifferingParameter> differing = differingParameters(runs);
    for (std::size_t i = 0; i < runs.size(); ++i) {
        const ComparedRun& r = runs[i];
        const Json all = metricsToJson(r.metrics());
        Json metrics = Json::object();
        Json reasons = Json::object();
        Json odds = Json::object();
        const Json mc = r.odds ? monteCarloToJson(*r.odds) : Json();
        for (const ComparisonRow& row : comparisonRows()) {
            const std::string key(row.key);
            if (row.source == ComparisonSource::Metric) {
                // A model-3 metric is not in a model-2 run's metrics: null there, with the reason comparisonNoValue gives.
                if (key.starts_with("day0."))
                    metrics["day0"][key.substr(5)] = all.at("day0").contains(key.substr(5)) ? all.at("day0").at(key.substr(5)) : Json(nullptr);
                else
                    metrics[key] = all.contains(key) ? all.at(key) : Json(nullptr);
                if (all.at("null_reasons").contains(key))
                    reasons[key] = all.at("null_reasons").at(key);
            } else if (r.odds) {
                if (key.starts_with(kPercentilePrefix))
                    odds["runway_months_percentiles"][key.substr(kPercentilePrefix.size())] =
                        mc.at("runway_months_percentiles").at(key.substr(kPercentilePrefix.size()));
                else if (mc.contains(key))
                    odds[key] = mc.at(key);
                else if (const auto v = oddsFigure(*r.odds, key);
                         v && std::isfinite(*v)) // what montecarlo has no key for (a model-2 run's needs-new-money odds)
                    odds[key] = *v;
                else
                    odds[key] = nullptr;
            }
        }
        if (r.odds) {
            odds["samples"] = r.odds->samples;
            odds["seed"] = r.odds->seed;
            if (mc.contains("unrepresentable"))
                odds["unrepresentable"] = mc.at("unrepresentable");
        }
        Json differs = Json::array();
        if (i > 0)
            for (const DifferingParameter& d : differing)
                if (d.values[i] != d.values.front())
                    differs.push_back(Json{{"key", d.key}, {"from", d.values.front()}, {"to", d.values[i]}});
        list.push_back(Json{{"name", r.name},
                            {"model", r.scenario.model},
                            {"metrics", std::move(metrics)},
                            {"null_reasons", std::move(reasons)},
                            {"montecarlo", r.odds ? std::move(odds) : Json(nullptr)},
                            {"differs_from_first", std::move(differs)}});
    }
    const MonteCarloOptions defaults;
    return Json{{"samples", runs.empty() || !runs.front().odds ? defaults.samples : runs.front().odds->samples},
                {"seed", runs.empty() || !runs.front().odds ? defaults.seed : runs.front().odds->seed},
                {"scenarios", std::move(list)}};
}

std::optional<MonteCarloResult> comparisonOdds(const Scenario& s, int samples, const RunControl& control)
{
    MonteCarloOptions options;
    options.samples = samples;
    options.control = control;
    return runMonteCarlo(s, options);
}

} // namespace runway
