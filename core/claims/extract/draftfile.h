#pragma once
// The draft claims file `claims extract` writes (CLAIMS.md, "The file: token-runway/claims@3"):
// one source with its `text_sha256`, one `draft` claim per number (the person confirms or
// corrects each), and the numbers read as context, so that every number is accounted for.
//
//   {"schema": "token-runway/claims@3",
//    "sources": [{"id", "title", "language", "text_sha256"}],
//    "claims": [{"id": "n1", "sources": [id], "status": "draft", "quote",
//                "claimed": value | [low, high], "unit", "currency" (money only),
//                "period", "kind", "suggestions": [{"quantity", "factor"}, …]}, …],
//    "context": [{"text", "reason", "quote"}, …]}   (when the text has such numbers)
//
// It is a claims catalogue like any other (draftCatalogue), written by the one claims writer
// (claimsfile.h: catalogueToText) and read back by the one reader.

#include <string>
#include <string_view>
#include <vector>

#include "core/claims/claimcatalogue.h"
#include "core/claims/extract/foundnumber.h"
#include "core/scenario/jsonfwd.h"

namespace runway::extract {

inline constexpr std::string_view kDraftSchema = "token-runway/claims@3";

struct DraftSource {
    std::string id;       ///< sourceIdFor(the file's name)
    std::string title;    ///< articleTitle()
    std::string language; ///< "en" or "zh" (detectLanguage)
    std::string textSha256;
};

/// A source id from a file's name: its stem with only letters, digits, "-" and "_" kept (at most
/// 40), "source" when nothing is left. "articles/A.txt" → "A".
std::string sourceIdFor(std::string_view fileName);

/// The draft as a catalogue: the source (its title verbatim) and one `draft` claim per number
/// that may be a claim, numbered n1, n2, … in text order (a range's kind is `between`); the
/// other numbers as context.
ClaimCatalogue draftCatalogue(const DraftSource& source, const std::vector<FoundNumber>& numbers);

/// The draft claims document (see above): catalogueToJson(draftCatalogue(…)).
Json draftClaimsJson(const DraftSource& source, const std::vector<FoundNumber>& numbers);

/// The same as text, byte for byte the same for the same input (ends with a line feed):
/// catalogueToText(draftCatalogue(…)).
std::string draftClaimsText(const DraftSource& source, const std::vector<FoundNumber>& numbers);

} // namespace runway::extract
