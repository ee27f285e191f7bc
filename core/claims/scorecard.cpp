#include "core/claims/scorecard.h"

#include <algorithm>

namespace runway {

Message offExplanation(const ClaimResult& r)
{
    if (const auto matches = r.matchingReadings(); !matches.empty())
        return matches.front()->reading->text;
    if (r.slip)
        return slipShort(*r.slip);
    return {};
}

Scorecard scorecard(const ClaimCatalogue& catalogue, const std::vector<ClaimResult>& results)
{
    Scorecard card;
    for (const ClaimSource& source : catalogue.sources) {
        SourceScore s;
        s.source = &source;
        const auto cites = [&](const Claim& c) { return std::find(c.sources.begin(), c.sources.end(), source.id) != c.sources.end(); };
        for (const Claim& c : catalogue.claims) {
            if (!cites(c))
                continue;
            ++s.numbersFound;
            switch (c.status) {
            case ClaimStatus::Confirmed: ++s.confirmed; break;
            case ClaimStatus::Draft: s.drafts.push_back(&c); break;
            case ClaimStatus::Uncheckable: s.uncheckable.push_back(&c); break;
            }
        }
        if (catalogue.sources.size() == 1) {
            s.contextNumbers = static_cast<int>(catalogue.contextNumbers.size());
            s.numbersFound += s.contextNumbers;
        }
        for (const ClaimResult& r : results) {
            if (!r.claim || !cites(*r.claim))
                continue;
            switch (r.verdict) {
            case Verdict::Holds: ++s.holds; break;
            case Verdict::Fails: ++s.fails; break;
            case Verdict::Consistent: ++s.consistent; break;
            case Verdict::Off:
                ++s.off;
                s.offClaims.push_back(OffClaim{&r, offExplanation(r)});
                break;
            case Verdict::Undetermined: ++s.undetermined; break;
            }
        }
        card.sources.push_back(std::move(s));
    }
    return card;
}

} // namespace runway
