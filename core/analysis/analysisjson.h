#pragma once
// The JSON shapes of the analyses (contracts of the CLI; see issue 5 and the README).

#include "core/analysis/goalseek.h"
#include "core/analysis/heatmap.h"
#include "core/analysis/montecarlo.h"
#include "core/analysis/sensitivity.h"
#include "core/scenario/jsondocument.h"
#include "core/scenario/scenariojson.h"

namespace runway {

/// {"samples","seed","runway_months_percentiles":{"5":…,…,"95":…},"p_cash_out_12m","p_cash_out_24m",
///  "p_cash_out_horizon","monthly_cash_percentiles":[{"month","p5","p25","p50","p75","p95"},…],
///  "metric_percentiles":{"<metric key>":{"p5","p50","p95","n"},…},"notes":["…",…]} (notes in English);
/// with samples that cannot be represented, also "unrepresentable" (unrepresentableToJson) and the
/// figures over the other samples (null when none is left).
Json monteCarloToJson(const MonteCarloResult& r);
/// {"bars":[{"param","low","high","runway_at_low","runway_at_high"},…]}, largest swing first; a
/// runway that cannot be represented is null, and "unrepresentable" says how many and why. A funding
/// event's bar (MODEL3.md §7) has "param" "funding[i]", low 0 and high its amount, and its "label" (its
/// own, or "funding, month m").
Json tornadoToJson(const std::vector<TornadoBar>& bars, const Unrepresentable& unrepresentable = {});
/// {"measure","prices":[…],"conversions_pct":[…],"values":[[one row per conversion, one value per price]]};
/// a cell that cannot be represented is null, and "unrepresentable" says how many and why.
Json heatmapToJson(const Heatmap& h);
/// {"count","total","message"}: the message in English (monteCarloUnrepresentable and the others).
Json unrepresentableToJson(const Unrepresentable& u, const Message& message);
/// {"param","target_runway_months","value":…|null,"reason":…|null}
Json goalSeekToJson(const GoalSeekResult& r);

} // namespace runway
