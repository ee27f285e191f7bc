#pragma once
// The runway effect of a version: what a change between two scenarios did to the runway
// (MODEL.md §5's runway_months), as one message. The CLI's `history` and `diff` print it in
// English; the window's history dialog shows it in the reader's language.

#include "core/model/model.h"
#include "core/scenario/scenario.h"
#include "core/text/message.h"

namespace runway {

/// "runway 17.5 months → 21.6 months (+4.1 months)", "… (−2.0 months)", "… (unchanged)"; a side
/// whose cash lasts its horizon reads "36+ months", and then no difference is given (the model
/// looks no further). `a` and `b` are the metrics of `before` and `after`.
Message runwayEffect(const Scenario& before, const Metrics& a, const Scenario& after, const Metrics& b);
/// As above, computing both sides' metrics.
Message runwayEffect(const Scenario& before, const Scenario& after);

} // namespace runway
