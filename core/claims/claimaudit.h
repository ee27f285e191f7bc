#pragma once
// The claims audit: each claim of the catalogue re-computed with the model, on top of a base
// scenario (the defaults, or the window's current scenario). Verdicts are computed, never stored.
// The odds of each claim (p_holds, Monte Carlo) are in claimodds.h: they take longer.

#include <optional>
#include <string>
#include <vector>

#include "core/claims/claimcatalogue.h"
#include "core/claims/unitsslips.h"
#include "core/model/model.h"

namespace runway {

/// `equals` claims are Consistent (|ratio − 1| ≤ 5 %) or Off; bounds and ranges Hold or Fail;
/// Undetermined when the model gives no value (a null metric of MODEL.md §5, or a `per` of 0).
enum class Verdict { Consistent, Off, Holds, Fails, Undetermined };

inline constexpr double kConsistentTolerance = 0.05;

/// A claim's figure in one scenario: the quantity, the divisor, computed = quantity × factor
/// (÷ per) and the verdict against the claimed value.
struct ClaimValue {
    std::optional<double> quantity; ///< the quantity before the factor
    std::optional<double> per;      ///< the divisor's value (claims with `per`)
    std::optional<double> computed; ///< empty when the model gives no value
    Verdict verdict = Verdict::Undetermined;
    Message whyNone; ///< when computed is empty: why, a clause (MODEL.md's null reason)
};

/// One entry of a claim's `readings` or `context`, evaluated in the claim's scenario (plus
/// the reading's overrides).
struct ReadingResult {
    const ClaimReading* reading = nullptr;
    std::optional<double> value; ///< readings: in the claim's unit (× factor, ÷ per); context: the reading's unit
    std::optional<double> ratio; ///< readings: value / claimed
    bool matches = false;        ///< readings: within 5 % of the claimed figure (the `equals` rule)
    bool exact = false;          ///< readings: within 1e-9 of it
    Message whyNone;             ///< when value is empty: why
};

struct ClaimResult {
    const Claim* claim = nullptr;     ///< points into the catalogue that was audited
    std::optional<Scenario> scenario; ///< base + the claim's overrides (empty when they cannot apply)
    Metrics metrics;                  ///< computeMetrics(*scenario)
    std::optional<double> quantity;   ///< the quantity before the factor
    std::optional<double> per;        ///< the divisor of a `per` claim
    std::optional<double> computed;   ///< quantity × factor (÷ per); empty for a null metric
    /// computed / claimed; for `between`, computed / the end of the range it lies beyond
    /// (empty inside the range); empty when the claimed value is 0 or there is no value.
    std::optional<double> ratio;
    Verdict verdict = Verdict::Undetermined;
    /// The other readings of an off claim's figure (empty for a claim that is consistent, holds
    /// or fails): every one tried, each saying whether it matches.
    std::vector<ReadingResult> readings;
    /// A generated units slip (unitsslips.h) that explains an off figure, tried only when none of
    /// the claim's own readings matches.
    std::optional<UnitsSlip> slip;
    std::vector<ReadingResult> context; ///< the figures shown beside the verdict
    Message note;                       ///< a few sentences: the ratio in words, the readings that match, the context
    Problems problems;                  ///< why the claim's scenario could not be built from the base

    bool internal() const { return claim && claim->basis == ClaimBasis::Internal; }
    /// The readings that match (within 5 %), in the catalogue's order.
    std::vector<const ReadingResult*> matchingReadings() const;
};

/// The claim's scenario: `base` with the claim's overrides, through the normal validation.
/// The name becomes "Claim <id>", the notes the paraphrase (for "Open as scenario"); a
/// distribution on an overridden key is dropped, since the claim fixes that value.
Checked<Scenario> claimScenario(const Claim& claim, const Scenario& base);

/// The scenario a reading is evaluated in: the claim's scenario with the reading's overrides
/// (the claim's scenario itself when it has none).
Checked<Scenario> readingScenario(const ClaimReading& reading, const Scenario& claimScenario);

/// The claim's figure and verdict in scenario `s` whose metrics are `m` (no readings, no note).
ClaimValue claimValue(const Claim& claim, const Scenario& s, const Metrics& m);

/// One claim on one base scenario (its note does not yet compare readings across a group).
ClaimResult evaluateClaim(const ClaimCatalogue& catalogue, const Claim& claim, const Scenario& base);

/// Every judged claim of the catalogue (drafts and uncheckable claims are left out), in its
/// order; claims sharing a group get a note that
/// compares their readings ("read as list value it fails …; read as cash runway it holds …").
std::vector<ClaimResult> auditClaims(const ClaimCatalogue& catalogue, const Scenario& base = Scenario{});

/// The verdict of `computed` against the claimed value(s) for a kind (`equals` within
/// `tolerance`, 5 % by default; `between` includes both ends; `claimedHigh` is used by `between` only).
Verdict judge(ClaimKind kind, double computed, double claimed, double claimedHigh = 0, double tolerance = kConsistentTolerance);

std::string_view verdictName(Verdict v); ///< "consistent", "off", "holds", "fails", "undetermined"
/// Whether the verdict says the claim is true (consistent or holds).
bool verdictIsTrue(Verdict v);
/// The verdict as the table prints it: "consistent (internal)", "off (100× too low)",
/// "fails (3.5× above the range)", "holds".
Message verdictMessage(const ClaimResult& r);
/// The ratio computed / claimed in words: 100 → "100× too low", 1000 → "1,000× too low",
/// 0.3 → "3.3× too high", within 5 % → "within 5 %".
/// With a tolerance under 5 % (claims@3's tolerance_pct) a ratio off by less than 10 % reads in
/// percent: "1.2 % too high".
Message ratioMessage(double ratio, double tolerance = kConsistentTolerance);
/// Where a value lies against a range: "3.5× above the range", "2.0× below the range",
/// "inside the range".
Message rangeMessage(double computed, double low, double high);

/// The three in core's English.
std::string verdictPhrase(const ClaimResult& r);
std::string ratioText(double ratio);
std::string rangeText(double computed, double low, double high);

} // namespace runway
