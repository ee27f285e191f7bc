#include "core/analysis/analysisjson.h"

#include "core/scenario/numberformat.h"

namespace runway {

Json monteCarloToJson(const MonteCarloResult& r)
{
    Json percentiles = Json::object();
    for (std::size_t i = 0; i < kRunwayPercentiles.size(); ++i)
        percentiles[formatPlain(kRunwayPercentiles[i])] = r.runwayMonths[i];
    Json monthly = Json::array();
    for (const auto& row : r.monthlyCash) {
        Json j{{"month", row.month}};
        for (std::size_t i = 0; i < kCashPercentiles.size(); ++i)
            j["p" + formatPlain(kCashPercentiles[i])] = row.cash[i];
        monthly.push_back(std::move(j));
    }
    const auto orNull = [](const std::optional<double>& v) { return v ? Json(*v) : Json(nullptr); };
    Json intervals = Json::object();
    for (const auto& m : r.metricPercentiles)
        intervals[std::string(m.key)] = Json{{"p5", orNull(m.p5)}, {"p50", orNull(m.p50)}, {"p95", orNull(m.p95)}, {"n", m.n}};
    Json notes = Json::array();
    for (const auto& note : r.notes)
        notes.push_back(english(note));
    return Json{{"samples", r.samples},
                {"seed", r.seed},
                {"runway_months_percentiles", std::move(percentiles)},
                {"p_cash_out_12m", r.pCashOut12m},
                {"p_cash_out_24m", r.pCashOut24m},
                {"p_cash_out_horizon", r.pCashOutHorizon},
                {"monthly_cash_percentiles", std::move(monthly)},
                {"metric_percentiles", std::move(intervals)},
                {"notes", std::move(notes)}};
}

Json tornadoToJson(const std::vector<TornadoBar>& bars)
{
    Json list = Json::array();
    for (const auto& b : bars)
        list.push_back(Json{
            {"param", std::string(spec(b.param).key)}, {"low", b.low}, {"high", b.high}, {"runway_at_low", b.runwayAtLow}, {"runway_at_high", b.runwayAtHigh}});
    return Json{{"bars", std::move(list)}};
}

Json heatmapToJson(const Heatmap& h)
{
    Json rows = Json::array();
    for (std::size_t j = 0; j < h.conversionsPct.size(); ++j) {
        Json row = Json::array();
        for (std::size_t i = 0; i < h.prices.size(); ++i)
            row.push_back(h.at(j, i));
        rows.push_back(std::move(row));
    }
    return Json{{"measure", std::string(measureName(h.measure))}, {"prices", h.prices}, {"conversions_pct", h.conversionsPct}, {"values", std::move(rows)}};
}

Json goalSeekToJson(const GoalSeekResult& r)
{
    return Json{{"param", std::string(spec(r.param).key)},
                {"target_runway_months", r.targetRunwayMonths},
                {"value", r.value ? Json(*r.value) : Json(nullptr)},
                {"reason", r.value ? Json(nullptr) : Json(r.reason)}};
}

} // namespace runway
