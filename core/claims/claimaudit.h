#pragma once
// The claims audit: each claim of the catalogue re-computed with the model, on top of a base
// scenario (the defaults, or the window's current scenario). Verdicts are computed, never stored.

#include <optional>
#include <string>
#include <vector>

#include "core/claims/claimcatalogue.h"
#include "core/model/model.h"

namespace runway {

/// `equals` claims are Consistent (|ratio − 1| ≤ 5 %) or Off; bounds Hold or Fail;
/// Undetermined when the model gives no value (a null metric of MODEL.md §5).
enum class Verdict { Consistent, Off, Holds, Fails, Undetermined };

inline constexpr double kConsistentTolerance = 0.05;

/// Another reading of an off claim's figure, evaluated in the claim's scenario.
struct ReadingResult {
    const ClaimReading* reading = nullptr;
    double value = 0; ///< the reading's metric × the claim's factor
    double ratio = 0; ///< value / claimed
};

struct ClaimResult {
    const Claim* claim = nullptr;     ///< points into the catalogue that was audited
    std::optional<Scenario> scenario; ///< base + the claim's overrides (empty when they cannot apply)
    Metrics metrics;                  ///< computeMetrics(*scenario)
    std::optional<double> quantity;   ///< the quantity before the factor
    std::optional<double> computed;   ///< quantity × factor; empty for a null metric
    std::optional<double> ratio;      ///< computed / claimed
    Verdict verdict = Verdict::Undetermined;
    std::vector<ReadingResult> readings;    ///< only for an off `equals` claim with readings
    std::optional<std::size_t> bestReading; ///< index into readings: within 5 %, else close, else nearest
    std::string note;                       ///< one or two sentences: the ratio in words, the reading that fits
    Problems problems;                      ///< why the claim's scenario could not be built from the base
};

/// The claim's scenario: `base` with the claim's overrides, through the normal validation.
/// The name becomes "Claim <id>", the notes the paraphrase (for "Open as scenario"); a
/// distribution on an overridden key is dropped, since the claim fixes that value.
Checked<Scenario> claimScenario(const Claim& claim, const Scenario& base);

/// One claim on one base scenario (its note does not yet compare readings across a group).
ClaimResult evaluateClaim(const ClaimCatalogue& catalogue, const Claim& claim, const Scenario& base);

/// Every claim of the catalogue, in its order; claims sharing a group get a note that
/// compares their readings ("read as list value it fails …; read as cash runway it holds …").
std::vector<ClaimResult> auditClaims(const ClaimCatalogue& catalogue, const Scenario& base = Scenario{});

/// The verdict of `computed` against `claimed` for a kind (the 5 % rule for `equals`).
Verdict judge(ClaimKind kind, double computed, double claimed);

std::string_view verdictName(Verdict v); ///< "consistent", "off", "holds", "fails", "undetermined"
/// Whether the verdict says the claim is true (consistent or holds).
bool verdictIsTrue(Verdict v);

/// The ratio computed / claimed in words: 100 → "100× too low", 1000 → "1,000× too low",
/// 0.3 → "3.3× too high", within 5 % → "within 5 %".
std::string ratioText(double ratio);

} // namespace runway
