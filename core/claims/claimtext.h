#pragma once
// The arithmetic of a claim as plain text with the scenario's numbers substituted: the
// Claims tab's detail pane, the report and `token-runway claims --explain`.

#include <string>

#include "core/claims/claimaudit.h"

namespace runway {

/// How a quantity (a MODEL.md §5 metric key or a numeric parameter key) is computed in `s`,
/// formula then numbers: "quota_list_value_usd_per_day = free_quota_tokens_per_day × P_eff / 1e6
/// = 100T × $0.1 / 1M = $10M, where P_eff = …".
std::string quantityArithmetic(std::string_view quantity, const Scenario& s, const Metrics& m);

/// Cash at the start (MODEL.md §3b): "cash_start = filing_cash_cny / cny_per_usd + … = RMB 2.552B
/// / 7.17 + $558M − $30.8M × 247 / 30 = $660.3M", or "cash_usd is given: …".
std::string cashArithmetic(const Scenario& s, const Metrics& m);

/// The fleet on day 0 (MODEL.md §4): the chips at the start, the chips day 0 needs, the chips
/// bought and their cost, the fleet's electricity; or that capacity is paid by the token.
std::string fleetArithmetic(const Scenario& s, const Metrics& m);

/// Every step of one audited claim, one per line: the claim and its sources, its basis, the
/// scenario, the computed value with its formula, the factor and the divisor, the claimed
/// value, the ratio (or where it lies against a range), the verdict with its rule, the other
/// readings tried (each saying whether it matches), the figures beside it and the note.
std::string claimArithmetic(const ClaimCatalogue& catalogue, const ClaimResult& result);

} // namespace runway
