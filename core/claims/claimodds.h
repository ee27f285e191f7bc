#pragma once
// The odds of a claim (CLAIMS.md, "Odds"): how often it holds over the futures the scenario's
// uncertainty allows. A claim gets odds when its figure moves with that uncertainty; p_holds is
// the share of 2,000 Monte Carlo samples (seed 1) of the claim's scenario in which it holds.
// Slower than the audit (milliseconds to a tenth of a second): the window runs it off the UI
// thread; a pure function, cancellable through RunControl::cancel.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/analysis/parallel.h"
#include "core/claims/claimaudit.h"

namespace runway {

inline constexpr int kOddsSamples = 2000;
inline constexpr std::uint64_t kOddsSeed = 1;

struct OddsOptions {
    int samples = kOddsSamples; ///< S ≥ 1
    std::uint64_t seed = kOddsSeed;
    RunControl control;
};

/// One claim's odds.
struct ClaimOdds {
    /// The uncertain inputs of the claim's scenario that move its figure: those whose low or
    /// high end (the tornado's ends, MODEL.md §7), all else at the scenario's values, changes
    /// the computed value or the verdict. Empty: the claim does not move with the uncertainty.
    std::vector<ParamId> movers;
    /// The share of the samples in which the claim holds (consistent or holds; a sample without
    /// a value counts as not holding); empty when no input moves the claim.
    std::optional<double> pHolds;
    int samples = 0; ///< the samples drawn (0 without odds)
};

/// The movers of claim `c` in its scenario `s` (see ClaimOdds::movers): 2 model runs per
/// uncertain input.
std::vector<ParamId> oddsMovers(const Claim& c, const Scenario& s);

/// Sample `index` of scenario `s` with seed `seed`: the same draws as runMonteCarlo and
/// monteCarloSample (core/analysis/montecarlo.h), written into `scratch` (a copy of `s`).
void applyOddsSample(Scenario& scratch, const Scenario& s, std::uint64_t seed, std::uint64_t index);

/// The odds of claim `c` in its scenario `s`: movers, then (when there are any) the share of
/// `options.samples` samples in which the claim holds. Empty when cancelled.
std::optional<ClaimOdds> claimOdds(const Claim& c, const Scenario& s, const OddsOptions& options = {});

/// The odds of every audited claim, in the results' order (a claim whose scenario could not be
/// built gets none). Identical for any thread count. Empty when cancelled.
std::optional<std::vector<ClaimOdds>> auditOdds(const std::vector<ClaimResult>& results, const OddsOptions& options = {});

/// p_holds as the table prints it: "31 %", "0 %", "100 %", "< 1 %", "> 99 %" (only 0 and
/// 1 themselves print as 0 % and 100 %).
Message oddsMessage(double pHolds);

/// The odds in one sentence: "Odds: it holds in 31 % of 2,000 samples (seed 1) of the claim's
/// scenario with its uncertainty; its figure moves with tokens_per_chip_per_day.", or why it has none.
Message oddsSentenceMessage(const ClaimOdds& odds, std::uint64_t seed = kOddsSeed);

/// The two in core's English.
std::string oddsText(double pHolds);
std::string oddsSentence(const ClaimOdds& odds, std::uint64_t seed = kOddsSeed);

} // namespace runway
