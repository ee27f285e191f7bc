// Fuzz target: the claims catalogue loader (core/claims) on arbitrary bytes. Nothing may throw;
// an accepted catalogue has unique claim ids whose sources and readings all resolve, ranges in
// order, a note on every internal claim and other readings only on `equals` claims.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <set>
#include <string_view>

#include "core/claims/claimcatalogue.h"
#include "fuzzcheck.h"

using namespace runway;
using runway::fuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const Checked<ClaimCatalogue> c = parseCatalogue(text);
    require(c.ok() == c.problems.empty(), "a result has exactly one of value and problems");
    if (!c.ok()) {
        for (const auto& p : c.problems)
            require(!p.messageText().empty(), "a problem without a message");
        return 0;
    }
    std::set<std::string> ids;
    for (const auto& claim : c.value->claims) {
        require(ids.insert(claim.id).second, "an accepted catalogue repeats the claim id " + claim.id);
        require(std::isfinite(claim.claimed) && std::isfinite(claim.factor), "a non-finite claimed value or factor");
        for (const auto& source : claim.sources)
            require(c.value->findSource(source) != nullptr, "claim " + claim.id + " cites an unknown source");
        for (const auto& list : {claim.readings, claim.context})
            for (const auto& id : list)
                require(c.value->findReading(id) != nullptr, "claim " + claim.id + " lists an unknown reading");
        require(claim.readings.empty() || claim.kind == ClaimKind::Equals, "claim " + claim.id + " has readings but is not an equals claim");
        // Only a judged (confirmed) claim must carry a usable figure: a draft keeps the number as found
        // (0, or a range whose ends are equal) and an uncheckable statement has none (CLAIMS.md, v3).
        require(!claim.judged() || claim.kind != ClaimKind::Between || claim.claimed < claim.claimedHigh, "claim " + claim.id + " has a range out of order");
        require(claim.judged() || claim.kind != ClaimKind::Between || claim.claimed <= claim.claimedHigh,
                "claim " + claim.id + " (not judged) has a range out of order");
        require(!claim.judged() || claim.kind != ClaimKind::Equals || claim.claimed > 0, "claim " + claim.id + " equals a figure that is not above 0");
        require(claim.basis != ClaimBasis::Internal || !claim.basisNote.empty(), "internal claim " + claim.id + " without a basis note");
        (void)c.value->sourceTitles(claim);
        (void)formatClaimed(claim);
    }
    return 0;
}
