#include "core/claims/claimreview.h"

#include <nlohmann/json.hpp>

namespace runway {
namespace {

Json itemReviewed(const ClaimCatalogue& catalogue, const Claim& c)
{
    Json authors = Json::array();
    Json appearance = Json::array();
    std::string date;
    for (const auto& id : c.sources) {
        const ClaimSource* s = catalogue.findSource(id);
        if (!s)
            continue;
        if (!s->publisher.empty())
            authors.push_back(Json{{"@type", "Organization"}, {"name", s->publisher}});
        if (!s->date.empty() && (date.empty() || s->date < date)) // ISO dates compare as text
            date = s->date;
        Json work{{"@type", "CreativeWork"}, {"headline", english(s->title)}};
        if (!s->url.empty())
            work["url"] = s->url;
        appearance.push_back(std::move(work));
    }
    Json item{{"@type", "Claim"}};
    if (!authors.empty())
        item["author"] = std::move(authors);
    if (!date.empty())
        item["datePublished"] = date;
    item["appearance"] = std::move(appearance);
    return item;
}

} // namespace

Json claimReviewJson(const ClaimCatalogue& catalogue, const std::vector<ClaimResult>& results, const std::vector<ClaimOdds>& odds)
{
    Json out = Json::array();
    for (std::size_t i = 0; i < results.size(); ++i) {
        const ClaimResult& r = results[i];
        const Claim& c = *r.claim;
        if (!c.judged())
            continue;
        std::string explanation = english(r.note);
        if (i < odds.size() && odds[i].pHolds)
            explanation += ' ' + oddsSentence(odds[i]);
        out.push_back(Json{{"@context", "https://schema.org"},
                           {"@type", "ClaimReview"},
                           {"claimReviewed", c.quote.empty() ? english(c.claim) : c.quote},
                           {"itemReviewed", itemReviewed(catalogue, c)},
                           {"reviewRating", Json{{"@type", "Rating"}, {"alternateName", verdictPhrase(r)}, {"ratingExplanation", explanation}}},
                           {"author", Json{{"@type", "Organization"}, {"name", "Token Runway"}}}});
    }
    return out;
}

} // namespace runway
