#pragma once
// The claims file as JSON (CLAIMS.md: token-runway/claims@3, @2 still read): read strictly, with the scenario
// reader's discipline. Kept apart from claimcatalogue.h so that the catalogue's users (the
// window's views) need no JSON.

#include "core/claims/claimcatalogue.h"
#include "core/scenario/jsonfwd.h"

namespace runway {

/// Validates a parsed catalogue strictly: every problem names the claim (or entry) and the
/// field — missing fields, unknown fields, duplicate ids, unknown source or reading ids, an
/// unknown quantity key, overrides the scenario validator refuses, a bad kind, unit or basis,
/// a claimed value that does not suit the kind, a reading in the wrong list.
Checked<ClaimCatalogue> catalogueFromJson(const Json& doc, CatalogueTexts texts = CatalogueTexts::User);

/// A user's own claims file (`claims --catalogue FILE`): read with the document reader's limits
/// (encoding; size kMaxClaimsFileBytes), then catalogueFromJson; every problem starts with the path. Its texts are
/// the user's words (Verbatim, never translated).
Checked<ClaimCatalogue> readCatalogueFile(const std::string& path);

/// The catalogue as a `token-runway/claims@3` document (claimswriter.cpp): every member the reader
/// reads, so that reading it back (with the same CatalogueTexts) gives the same catalogue. Texts
/// are written in English (a built-in text is its key's source, which reads back as the key).
/// The one writer of claims files: the built-in catalogue, a user's and `claims extract`'s drafts.
Json catalogueToJson(const ClaimCatalogue& catalogue);

/// The same document as text, byte for byte jsonOutputText(catalogueToJson(…)) and a line feed,
/// written list element by element (a draft of a huge text is not held twice).
std::string catalogueToText(const ClaimCatalogue& catalogue);

} // namespace runway
