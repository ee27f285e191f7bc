#pragma once
// Internal to core/scenario: reads a scenario document's keys into a Scenario by type only (the
// file reader and ScenarioPatch::fromJson share it). A value of the right type is stored whatever
// it is; validate() then judges the whole scenario. Problems found here are about the document's
// shape: unknown keys, wrong types, dates that are no dates, malformed funding and distributions.

#include <set>
#include <string>
#include <string_view>

#include "core/scenario/jsondocument.h"
#include "core/scenario/scenario.h"
#include "core/util/problem.h"

namespace runway {

struct ScenarioReader {
    Scenario& s;
    Problems& problems;
    std::set<std::string> badKeys; ///< keys with a problem here: validate()'s findings about them are not repeated

    void add(Problem p, const std::string& key);
    /// One parameter's value (not the uncertainty map) into `s`.
    void value(const ParamSpec& p, const Json& v);
    /// The funding list; `s.funding` is replaced only when every event reads.
    void funding(const Json& v);
    /// Each distribution of the map; one with a problem here is left out, so validate() judges
    /// only the others (and every problem of the document is reported). Replaces s.uncertainty.
    void uncertainty(const Json& v);
};

} // namespace runway
