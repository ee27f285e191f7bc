#pragma once
// The arithmetic of a claim as plain text with the scenario's numbers substituted: the
// Claims tab's detail pane, the report and `token-runway claims --explain`.

#include <string>

#include "core/claims/claimaudit.h"

namespace runway {

/// How a quantity (a MODEL.md §5 metric key or a numeric parameter key) is computed in `s`,
/// formula then numbers: "free_quota_tokens_per_day × price_usd_per_mtok / 1e6 = 100T × $0.1 / 1M = $10M".
std::string quantityArithmetic(std::string_view quantity, const Scenario& s, const Metrics& m);

/// Every step of one audited claim, one per line: the claim and its sources, the scenario,
/// the computed value with its formula, the factor, the claimed value, the ratio, the
/// verdict with its rule, the other readings tried and the note.
std::string claimArithmetic(const ClaimCatalogue& catalogue, const ClaimResult& result);

} // namespace runway
