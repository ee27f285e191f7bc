#pragma once
// The per-article scorecard (CLAIMS.md v3, "In the window and on the command line"): for each
// source of a catalogue, the numbers found, the claims confirmed, how many hold, fail, are
// consistent or off (each off one with the slip or reading that explains it), the drafts still
// to confirm and the uncheckable statements with their reasons. Computed from an audit, never
// stored.

#include <string>
#include <vector>

#include "core/claims/claimaudit.h"

namespace runway {

/// An off claim and what explains it: the claim's own reading that matches, else a generated
/// slip; `explanation` is empty when neither does.
struct OffClaim {
    const ClaimResult* result = nullptr;
    Message explanation; ///< "a 1T quota instead of 100T", "100× too low: a scale word …"
};

struct SourceScore {
    const ClaimSource* source = nullptr;
    /// Every number of the article the catalogue accounts for: its claims of every status, and,
    /// when the catalogue has this one source, the numbers read as context (years, dates, …).
    int numbersFound = 0;
    int contextNumbers = 0; ///< of numbersFound, those read as context
    int confirmed = 0;      ///< judged claims (status confirmed)
    int holds = 0, fails = 0, consistent = 0, off = 0, undetermined = 0;
    std::vector<OffClaim> offClaims;       ///< the off ones, in the catalogue's order
    std::vector<const Claim*> drafts;      ///< to confirm
    std::vector<const Claim*> uncheckable; ///< each with its reason
};

struct Scorecard {
    std::vector<SourceScore> sources; ///< in the catalogue's order
};

/// The scorecard of `catalogue` from its audit (`results` = auditClaims(catalogue, …)). A claim
/// citing several sources counts for each of them.
Scorecard scorecard(const ClaimCatalogue& catalogue, const std::vector<ClaimResult>& results);

/// What explains an off claim: its first matching reading's text, else its generated slip
/// (slipShort), else nothing.
Message offExplanation(const ClaimResult& r);

} // namespace runway
