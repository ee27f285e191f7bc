#include "core/analysis/analysisjson.h"

#include <cmath>

#include "core/scenario/numberformat.h"

namespace runway {

namespace {

/// A figure over no sample (NaN) is null, never a number.
Json figure(double v)
{
    return std::isnan(v) ? Json(nullptr) : Json(v);
}

} // namespace

Json monteCarloToJson(const MonteCarloResult& r)
{
    Json percentiles = Json::object();
    for (std::size_t i = 0; i < kRunwayPercentiles.size(); ++i)
        percentiles[formatPlain(kRunwayPercentiles[i])] = figure(r.runwayMonths[i]);
    const auto fan = [](const std::vector<MonthCashPercentiles>& rows) {
        Json monthly = Json::array();
        for (const auto& row : rows) {
            Json j{{"month", row.month}};
            for (std::size_t i = 0; i < kCashPercentiles.size(); ++i)
                j["p" + formatPlain(kCashPercentiles[i])] = row.cash[i];
            monthly.push_back(std::move(j));
        }
        return monthly;
    };
    const auto orNull = [](const std::optional<double>& v) { return v ? Json(*v) : Json(nullptr); };
    Json intervals = Json::object();
    for (const auto& m : r.metricPercentiles)
        intervals[std::string(m.key)] = Json{{"p5", orNull(m.p5)}, {"p50", orNull(m.p50)}, {"p95", orNull(m.p95)}, {"n", m.n}};
    Json notes = Json::array();
    for (const auto& note : r.notes)
        notes.push_back(english(note));
    Json j{{"samples", r.samples},
           {"seed", r.seed},
           {"runway_months_percentiles", std::move(percentiles)},
           {"p_cash_out_12m", figure(r.pCashOut12m)},
           {"p_cash_out_24m", figure(r.pCashOut24m)},
           {"p_cash_out_horizon", figure(r.pCashOutHorizon)},
           {"monthly_cash_percentiles", fan(r.monthlyCash)},
           {"metric_percentiles", std::move(intervals)},
           {"notes", std::move(notes)}};
    if (r.model3) { // MODEL3.md §6: "needs new money" (the own-cash run) beside "out of cash"
        j["p_needs_new_money_12m"] = figure(r.pNeedsMoney12m);
        j["p_needs_new_money_24m"] = figure(r.pNeedsMoney24m);
        j["p_needs_new_money_horizon"] = figure(r.pNeedsMoneyHorizon);
        j["monthly_own_cash_percentiles"] = fan(r.monthlyOwnCash);
    }
    if (r.unrepresentable.any())
        j["unrepresentable"] = unrepresentableToJson(r.unrepresentable, monteCarloUnrepresentable(r.unrepresentable));
    return j;
}

Json tornadoToJson(const std::vector<TornadoBar>& bars, const Unrepresentable& unrepresentable)
{
    const auto orNull = [](const std::optional<double>& v) { return v ? Json(*v) : Json(nullptr); };
    Json list = Json::array();
    for (const auto& b : bars) {
        Json bar{{"param", b.fundingEvent ? "funding[" + std::to_string(*b.fundingEvent) + "]" : std::string(spec(b.param).key)},
                 {"low", b.low},
                 {"high", b.high},
                 {"runway_at_low", orNull(b.runwayAtLow)},
                 {"runway_at_high", orNull(b.runwayAtHigh)}};
        // MODEL3.md §7: a funding event's bar, low without the event ($0) and high with it (its amount).
        if (b.fundingEvent)
            bar["label"] = english(b.fundingName);
        list.push_back(std::move(bar));
    }
    Json j{{"bars", std::move(list)}};
    if (unrepresentable.any())
        j["unrepresentable"] = unrepresentableToJson(unrepresentable, tornadoUnrepresentable(unrepresentable));
    return j;
}

Json unrepresentableToJson(const Unrepresentable& u, const Message& message)
{
    return Json{{"count", u.count}, {"total", u.total}, {"message", english(message)}};
}

Json heatmapToJson(const Heatmap& h)
{
    Json rows = Json::array();
    for (std::size_t j = 0; j < h.conversionsPct.size(); ++j) {
        Json row = Json::array();
        for (std::size_t i = 0; i < h.prices.size(); ++i)
            row.push_back(h.representable(j, i) ? Json(h.at(j, i)) : Json(nullptr));
        rows.push_back(std::move(row));
    }
    Json out{{"measure", std::string(measureName(h.measure))}, {"prices", h.prices}, {"conversions_pct", h.conversionsPct}, {"values", std::move(rows)}};
    if (h.unrepresentable.any())
        out["unrepresentable"] = unrepresentableToJson(h.unrepresentable, heatmapUnrepresentable(h.unrepresentable));
    return out;
}

Json goalSeekToJson(const GoalSeekResult& r)
{
    return Json{{"param", std::string(spec(r.param).key)},
                {"target_runway_months", r.targetRunwayMonths},
                {"value", r.value ? Json(*r.value) : Json(nullptr)},
                {"reason", r.value ? Json(nullptr) : Json(english(r.reason))}};
}

} // namespace runway
