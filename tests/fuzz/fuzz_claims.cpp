// Fuzz target: the claims catalogue loader (core/claims) on arbitrary bytes. Nothing may throw;
// an accepted catalogue has unique claim ids whose sources all resolve.
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
            require(!p.message.empty(), "a problem without a message");
        return 0;
    }
    std::set<std::string> ids;
    for (const auto& claim : c.value->claims) {
        require(ids.insert(claim.id).second, "an accepted catalogue repeats the claim id " + claim.id);
        require(std::isfinite(claim.claimed) && std::isfinite(claim.factor), "a non-finite claimed value or factor");
        for (const auto& source : claim.sources)
            require(c.value->findSource(source) != nullptr, "claim " + claim.id + " cites an unknown source");
        (void)c.value->sourceTitles(claim);
        (void)formatClaimValue(claim.claimed, claim.unit);
    }
    return 0;
}
