#pragma once
// An article being audited (CLAIMS.md v3, "In the window"): its text, the numbers the extractor
// found in it and, for each number that may be a claim, what the reader decided — still a draft,
// confirmed as a quantity of the model (with its kind, tolerance and the scenario overrides taken
// from the same article), or uncheckable with a reason. articleCatalogue() turns that into a
// claims@3 catalogue (one source, the claims numbered n1, n2, … as draftCatalogue numbers them), so
// the audit, the odds, the exports and the library all read the article as any other catalogue.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "core/claims/claimcatalogue.h"
#include "core/claims/extract/draftfile.h"
#include "core/claims/extract/foundnumber.h"

namespace runway::extract {

/// What the reader decided for one number that may be a claim.
struct NumberDecision {
    ClaimStatus status = ClaimStatus::Draft;
    std::string quantity;                       ///< a §5 metric or numeric parameter key (empty: none chosen)
    double factor = 1;                          ///< claimed = quantity × factor
    ClaimKind kind = ClaimKind::Equals;         ///< how the figure compares
    double tolerancePct = kDefaultTolerancePct; ///< `equals` only
    ClaimOverrides overrides;                   ///< the scenario inputs the claim is read with
    std::string reason;                         ///< uncheckable: why the model cannot check it
    friend bool operator==(const NumberDecision&, const NumberDecision&) = default;
};

/// Another number of the same article offered as a scenario input of a claim: a number whose best
/// suggestion is a numeric parameter ("at $1 per million tokens" → price_usd_per_mtok = 1).
struct OverrideOffer {
    std::size_t number = 0; ///< index into the article's numbers
    ParamId param = ParamId::Price;
    double value = 0;          ///< the number ÷ the suggestion's factor, in the parameter's unit
    bool sameSentence = false; ///< in the claim's own sentence (offered switched on)
    friend bool operator==(const OverrideOffer&, const OverrideOffer&) = default;
};

/// The unit a confirmed claim's figures are shown in, from what the extractor found: tokens a day,
/// US dollars a day / a month / otherwise, accelerators, months, percent or a multiple. Empty for a
/// number the claims' units cannot show (people, days, a token total, yuan, a bare count): such a
/// number can only be marked uncheckable.
std::optional<ClaimUnit> claimUnitFor(const FoundNumber& n);

/// The parameter a quantity key names, when it is a numeric parameter (not a metric).
std::optional<ParamId> parameterOf(const std::string& quantity);

/// The overrides the other numbers of the article offer for the claim at `claimIndex` (an index into
/// `numbers`): each claim number that is one value (not a range) and whose best suggestion is a
/// numeric parameter other than `quantity`'s, once per parameter (the one in the claim's sentence,
/// else the first in the text), in text order.
std::vector<OverrideOffer> overrideOffers(const std::vector<FoundNumber>& numbers, std::size_t claimIndex, const std::string& quantity);

/// The decision a number starts with: a draft with its best suggestion, the kind its qualifier
/// sets, the default tolerance and the offers in its own sentence switched on.
NumberDecision initialDecision(const std::vector<FoundNumber>& numbers, std::size_t claimIndex);

/// The indices of the numbers that may be claims, in text order: the k-th is claim "n<k+1>".
std::vector<std::size_t> claimNumberIndices(const std::vector<FoundNumber>& numbers);

/// The article as a claims@3 catalogue: draftCatalogue(source, numbers) with each claim number's
/// decision applied (`decisions` has one entry per claim number, in claimNumberIndices' order). A
/// confirmed claim reads its quantity × factor in claimUnitFor's unit, its claimed figure the number
/// (a range's low end for `at_least`, its high end for `at_most`, both for `between`), its paraphrase
/// its sentence (at most 200 characters); an uncheckable one keeps its figure when it has a unit.
/// The catalogue is not validated here: catalogueFromJson(catalogueToJson(…)) does that.
ClaimCatalogue articleCatalogue(const ClaimSource& source, const std::vector<FoundNumber>& numbers, const std::vector<NumberDecision>& decisions);

/// The decisions a saved catalogue holds for the numbers found again in its text: claim "n<k+1>" to
/// the k-th claim number (when its quote is that number's sentence; otherwise that number stays a
/// draft, and its index is in `unmatched`).
struct RestoredDecisions {
    std::vector<NumberDecision> decisions;
    std::vector<std::string> unmatched; ///< ids of saved claims that no number of the text matches
};
RestoredDecisions restoreDecisions(const ClaimCatalogue& catalogue, const std::vector<FoundNumber>& numbers);

} // namespace runway::extract
