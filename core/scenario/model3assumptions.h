#pragma once
// The window's "Upgrade to model 3" (MODEL3.md §0): a model-2 scenario moved onto model 3's
// assumptions, the way Scenario::withModel2Assumptions() moves a model-1 one onto model 2's.

#include "core/scenario/scenario.h"

namespace runway {

/// `s` on model 3's assumptions: every key of MODEL3.md §1 still at its neutral value (§0's table;
/// null for the measured dates, the training lever and the competitor price) takes its model-3
/// default, a key the user set keeps its value, and `model` becomes 3. The three ranges model 3
/// adds to the default uncertainty (MODEL3.md §6) are added for the keys that took their default and
/// have no range yet; the scenario's other ranges stay. `flows_measured_on` stays null when the start
/// date lies before model 3's measured date (a measured level lies in the past). A model-1 scenario
/// first takes model 2's assumptions (withModel2Assumptions); a model-3 one comes back unchanged.
/// On model 2's defaults the result is Scenario::model3Defaults() (runway 267 days, MODEL3.md §10 D1).
Scenario withModel3Assumptions(const Scenario& s);

} // namespace runway
