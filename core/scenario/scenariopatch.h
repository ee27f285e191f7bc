#pragma once
// One way to apply an edit (issue 22 item 3; MODEL.md 2.1 §6). A ScenarioPatch is an ordered list
// of edits — key → number, null, text, date, choice, a typed range, a distribution — applied and
// validated in one call, all or nothing. The CLI's --set, the presets, goal seek's answer, the
// claims' overrides and the window's document all edit through it, so the rules about edits live
// here once:
// - capacity_mode "owned" derives the serving cost: switching to it clears a typed serving cost and
//   its uncertainty entry (unless the same patch types one, which validate() then refuses);
// - a range follows its value (followValue): a number → number edit of a key with an uncertainty
//   entry moves the entry with it, shifted or scaled, clamped to the hard limits; an entry that
//   can no longer follow is removed (the key becomes certain) with a note;
// - a range typed as "a to b" sets the entry's bounds and puts the value at the range's centre.

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/scenario/jsonfwd.h"
#include "core/scenario/scenario.h"
#include "core/util/problem.h"

namespace runway {

/// A range typed for a key ("28M to 48.5M"): its two ends in the key's unit, as typed.
struct TypedRange {
    double low = 0;
    double high = 0;
    friend bool operator==(const TypedRange&, const TypedRange&) = default;
};

/// An optional key made null (serving cost, cash or the fleet derived; no account cap).
struct PatchNull {
    friend bool operator==(const PatchNull&, const PatchNull&) = default;
};
/// The key's uncertainty entry removed: the Monte Carlo runs it at its value.
struct PatchCertain {
    friend bool operator==(const PatchCertain&, const PatchCertain&) = default;
};

/// What one edit sets: a number, null, text (name, notes), a date, the capacity mode, a typed range,
/// one distribution, "certain", the whole uncertainty list, or the funding events.
using PatchValue = std::variant<double, PatchNull, std::string, Date, CapacityMode, TypedRange, Distribution, PatchCertain, std::vector<Distribution>,
                                std::vector<FundingEvent>>;

/// One edit: the key and what it becomes (ParamId::Uncertainty for the whole list).
struct PatchEdit {
    ParamId id = ParamId::Price;
    PatchValue value;
    friend bool operator==(const PatchEdit&, const PatchEdit&) = default;
};

/// A patch applied: the scenario (or the problems that refused it) and the notes the edit produced,
/// in the order of the edits ("fixed_opex_usd_per_month is now certain: …").
struct PatchResult {
    std::optional<Scenario> value;
    Problems problems;
    Messages notes;
    bool ok() const { return value.has_value(); }
};

class ScenarioPatch {
public:
    ScenarioPatch& set(ParamId id, double value); ///< a numeric key (an optional one stops being null)
    ScenarioPatch& setNull(ParamId id);           ///< an optional numeric key null
    ScenarioPatch& setText(ParamId id, std::string text);
    ScenarioPatch& setDate(ParamId id, const Date& date);
    ScenarioPatch& setCapacityMode(CapacityMode mode);
    ScenarioPatch& setRange(ParamId id, double low, double high);  ///< the typed range "low to high"
    ScenarioPatch& setDistribution(const Distribution& d);         ///< the entry of d.param, as given
    ScenarioPatch& makeCertain(ParamId id);                        ///< removes the entry of `id`
    ScenarioPatch& setUncertainty(std::vector<Distribution> list); ///< every entry replaced
    ScenarioPatch& setFunding(std::vector<FundingEvent> events);
    /// The other patch's edits after this one's.
    ScenarioPatch& append(const ScenarioPatch& other);

    /// One "KEY=VALUE" of the CLI's --set. VALUE is read by the key's type: a number as the window
    /// reads it (3%, $0.05, 40M, 100T) or a typed range ("28M to 48.5M"; readTypedValue), `null` (or
    /// `derive`, `none`) for an optional key, a date, a word or text, JSON for funding and uncertainty.
    static Checked<ScenarioPatch> fromAssignment(std::string_view assignment);
    /// Overrides written as a scenario file writes its keys (a preset, a claim's overrides): each
    /// key read by its type, in the object's order; "schema" may say @2 and is otherwise refused.
    static Checked<ScenarioPatch> fromJson(const Json& overrides);
    /// What a person typed for numeric key `id` (a spin box, --set): one number, or a range
    /// "a to b" (also "a..b", "a … b", "a ~ b", "a 至 b"), each end in the key's usual syntax.
    static Checked<ScenarioPatch> fromTypedValue(ParamId id, std::string_view text);

    /// The scenario with every edit applied by the rules above, then validateWithModel() on the
    /// whole; all or nothing. The notes say what the rules did that the edit did not ask for.
    PatchResult apply(const Scenario& s) const;
    /// The same with validate() only, without the overflow rule's run of the model: for a caller that
    /// runs the model on the result anyway and checks overflowProblems() on that run (the document).
    PatchResult applyWithoutModel(const Scenario& s) const;
    /// The edits applied by the rules to `s` in place, without validate(): for readers that judge the
    /// whole afterwards (a file with --set). Returns the edits' own problems (a typed range that runs
    /// backwards, outside the limits, or on a key that cannot be uncertain); notes are appended.
    Problems applyEdits(Scenario& s, Messages& notes) const;

    bool empty() const { return m_edits.empty(); }
    const std::vector<PatchEdit>& edits() const { return m_edits; }
    /// Whether an edit of the patch sets `id` itself (its value, null, or the key's own field).
    bool setsKey(ParamId id) const;
    friend bool operator==(const ScenarioPatch&, const ScenarioPatch&) = default;

private:
    std::vector<PatchEdit> m_edits;
};

/// MODEL.md §6's shifted keys: price_elasticity, account_usage_sigma, free_tier_months and every key
/// whose name contains "_pct". A range of any other key is scaled with its value.
bool isShiftedKey(ParamId id);

/// "A range follows its value" (MODEL.md 2.1 §6): entry `d` moved from value v0 to v1 — low, mode
/// and high shifted by v1 − v0 (shifted keys, and a scaled key whose v0 is 0) or multiplied by
/// v1 / v0 — and clamped to the key's hard limits (the horizon bounds free_tier_months). Nullopt when
/// the moved entry is no longer valid for its kind (low = high, or a lognormal with low ≤ 0): the key
/// becomes certain.
std::optional<Distribution> followValue(const Distribution& d, double v0, double v1, int horizonMonths);

/// The two ends of a typed range, split at " to ", "..", "…", "~", "～" or "至" (the first one found);
/// nullopt when the text holds no such separator (one value).
std::optional<std::pair<std::string, std::string>> splitTypedRange(std::string_view text);

/// The sentence for a key made certain because its range could not follow the value.
Message certainNote(ParamId id, const Distribution& before, double value);

} // namespace runway
