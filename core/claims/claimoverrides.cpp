#include "core/claims/claimoverrides.h"

#include <cmath>

#include "core/scenario/jsondocument.h"
#include "core/scenario/numberformat.h"
#include "core/scenario/scenariojson.h"
#include "core/scenario/validate.h"
#include "core/util/text.h"

namespace runway {

Checked<Scenario> applyOverrides(const Scenario& base, const ClaimOverrides& overrides, const std::string& name, const std::string& notes)
{
    // Copying values, not JSON, keeps the audit of every claim on each edit well under a millisecond.
    Scenario out = base;
    const Scenario& patch = overrides.values;
    for (ParamId id : overrides.keys) {
        if (isNumeric(id)) {
            out[id] = patch[id];
            out.setNull(id, patch.isNull(id));
            out.removeDistribution(id);
        } else if (id == ParamId::StartDate) {
            out.startDate = patch.startDate;
        } else if (id == ParamId::FilingDate) {
            out.filingDate = patch.filingDate;
        } else if (id == ParamId::CapacityMode) {
            out.capacityMode = patch.capacityMode;
        } else if (id == ParamId::Funding) {
            out.funding = patch.funding;
        }
    }
    out.name = abbreviate(name, 200);
    out.notes = notes;
    Checked<Scenario> result;
    result.problems = validateWithModel(out);
    if (result.problems.empty())
        result.value = std::move(out);
    return result;
}

std::string overrideText(const ClaimOverrides& overrides, ParamId id)
{
    const std::string key(spec(id).key);
    const Scenario& v = overrides.values;
    if (isNumeric(id)) {
        if (v.isNull(id))
            return key + " = null";
        // Large inputs read as "100T"; small ones exactly ("0.1").
        return key + " = " + (std::fabs(v[id]) >= 1e6 ? formatShort(v[id], 4) : formatPlain(v[id]));
    }
    // Dates, the capacity mode and the funding as the scenario file writes them.
    const Json doc = scenarioToJson(v);
    const auto it = doc.find(key);
    return key + " = " + (it == doc.end() ? std::string("null") : it->dump());
}

} // namespace runway
