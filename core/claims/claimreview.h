#pragma once
// An audit as schema.org ClaimReview JSON-LD (CLAIMS.md v3: `claims --format claimreview`), one
// object per judged claim (drafts and uncheckable claims are never judged, so never appear):
//
//   {"@context": "https://schema.org", "@type": "ClaimReview",
//    "claimReviewed": the quote, else the paraphrase,
//    "itemReviewed": {"@type": "Claim",
//                     "author": [{"@type": "Organization", "name": publisher}, …]   (sources with a publisher),
//                     "datePublished": the earliest source date                     (when one is known),
//                     "appearance": [{"@type": "CreativeWork", "headline": title, "url": url}, …]},
//    "reviewRating": {"@type": "Rating", "alternateName": the verdict in words,
//                     "ratingExplanation": the note, with the odds when the claim has them},
//    "author": {"@type": "Organization", "name": "Token Runway"}}
//
// The texts are core's English (the CLI's language); a claim citing several sources lists each.

#include <vector>

#include "core/claims/claimaudit.h"
#include "core/claims/claimodds.h"
#include "core/scenario/jsonfwd.h"

namespace runway {

/// The ClaimReview objects of an audit, as a JSON array, in the audit's order. `odds` is
/// auditOdds(results) (the same length) or empty for none.
Json claimReviewJson(const ClaimCatalogue& catalogue, const std::vector<ClaimResult>& results, const std::vector<ClaimOdds>& odds);

} // namespace runway
