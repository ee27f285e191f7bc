#pragma once
// The scenario inputs a claim (or one of its readings) implies, as the scenario reader read them:
// the keys in the file's order with their values. A typed patch, so the headers of the claims (and
// the window's views of them) need no JSON. Applied on top of a base scenario and judged by the
// rule book (validate()), all or nothing.
// (When core's ScenarioPatch lands, this becomes one: the same keys and values.)

#include <string>
#include <vector>

#include "core/scenario/scenario.h"
#include "core/util/problem.h"

namespace runway {

struct ClaimOverrides {
    std::vector<ParamId> keys; ///< in the file's order, each once
    Scenario values;           ///< the keys' values as read (null included); other keys at their defaults

    bool empty() const { return keys.empty(); }
    friend bool operator==(const ClaimOverrides&, const ClaimOverrides&) = default;
};

/// `base` with the overrides' keys set to their values, named `name` with `notes`, then the rule
/// book. A distribution on an overridden key is dropped, since the override fixes that value.
Checked<Scenario> applyOverrides(const Scenario& base, const ClaimOverrides& overrides, const std::string& name, const std::string& notes);

/// One override as the arithmetic writes it: "price_usd_per_mtok = 0.1", "free_quota_tokens_per_day
/// = 100T" (large numbers short, others exact), "cash_usd = null", "capacity_mode = \"per_token\"".
std::string overrideText(const ClaimOverrides& overrides, ParamId id);

} // namespace runway
