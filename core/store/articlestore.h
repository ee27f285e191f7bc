#pragma once
// The article library (issue 25 item 5; CLAIMS.md "Claims v3"): articles kept in the scenario
// library's file beside the scenarios, saved, versioned, listed, exported and imported like them,
// through the same connection and transactions (ScenarioStore's article members,
// storearticles.cpp). A saved version holds the text as pasted or opened and the article's claims
// as a `token-runway/claims@3` document with exactly one source (the article).
//
// The rules, each enforced before anything is written (a refused save writes nothing):
// - a name follows the scenario names' rules (non-empty UTF-8, at most as long, no control
//   characters); an import under a name that is taken is refused;
// - the text is UTF-8 of at most kMaxArticleTextBytes (the limit of `claims extract`), or empty
//   (an article imported from a claims file has only the quotes);
// - the claims read back whole through the one claims reader (catalogueToText, then the reader:
//   every problem names the claim and the key), hold exactly one source, and are at most
//   kMaxClaimsFileBytes as text; when both the text and the source's `text_sha256` are there, the
//   digest must be the text's.
// A file edited behind the program's back is survived: a row whose name is not UTF-8, whose JSON
// does not read or whose text is over the limit is refused when it is loaded, naming the row,
// while listing and every other article still work.

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "core/claims/claimcatalogue.h"
#include "core/claims/extract/articletext.h"

namespace runway {

/// The longest text an article keeps: the limit of `claims extract` (1 MiB).
inline constexpr std::size_t kMaxArticleTextBytes = extract::kMaxArticleBytes;
static_assert(kMaxArticleTextBytes == std::size_t{1} << 20, "CLAIMS.md: a text of at most 1 MiB");

/// One row of ScenarioStore::listArticles(), from the newest version; neither the text nor the
/// claims JSON is read to build it.
struct ArticleSummary {
    std::string name;     ///< UTF-8, except in a damaged file (loading such a row names it)
    std::string title;    ///< the source's title as saved
    std::string language; ///< the source's language ("en", "zh"), or empty
    std::string updated;  ///< ISO 8601 UTC of the newest version
    int versions = 0;
    int claims = 0; ///< confirmed and uncheckable claims (everything but drafts)
    int drafts = 0; ///< claims still to confirm
    std::size_t textBytes = 0;
};

/// One saved version of an article (ScenarioStore::articleHistory()), oldest first.
struct ArticleVersionInfo {
    int version = 0;     ///< 1, 2, 3 … per article
    std::string created; ///< ISO 8601 UTC
    std::string note;
};

/// One version of a saved article.
struct StoredArticle {
    std::string name;
    int version = 0;       ///< set by loadArticle(); saveArticle() ignores it (a save is always a new version)
    std::string text;      ///< the pasted or opened text (UTF-8, at most kMaxArticleTextBytes); empty when imported from a claims file
    ClaimCatalogue claims; ///< claims@3: exactly one source (the article) and its claims (draft, confirmed, uncheckable)
    friend bool operator==(const StoredArticle&, const StoredArticle&) = default;
};

/// Everything removeArticle() took away, so restoreDeletedArticle() can put it back (undo within a session).
struct DeletedArticle {
    struct Row {
        int version = 0;
        std::string created;
        std::string note;
        std::string title;
        std::string language;
        int claims = 0;
        int drafts = 0;
        std::int64_t textBytes = 0;
        std::string text;
        std::string claimsJson;
    };
    std::string name;
    std::string created;
    std::string updated;
    std::vector<Row> versions;
};

} // namespace runway
