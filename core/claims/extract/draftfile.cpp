#include "core/claims/extract/draftfile.h"

#include <filesystem>

#include <nlohmann/json.hpp>

#include "core/claims/claimsfile.h"

namespace runway::extract {

std::string sourceIdFor(std::string_view fileName)
{
    const std::string stem = std::filesystem::path(std::string(fileName)).stem().string();
    std::string id;
    for (char c : stem)
        if (((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_') && id.size() < 40)
            id += c;
    return id.empty() ? "source" : id;
}

namespace {

ClaimKind claimKind(const FoundNumber& n)
{
    if (n.range)
        return ClaimKind::Between;
    switch (n.kind) {
    case Kind::Equals: return ClaimKind::Equals;
    case Kind::AtLeast: return ClaimKind::AtLeast;
    case Kind::AtMost: return ClaimKind::AtMost;
    case Kind::Between: return ClaimKind::Between;
    }
    return ClaimKind::Equals;
}

Claim draftClaim(const FoundNumber& n, std::string id, const std::string& sourceId)
{
    Claim c;
    c.id = std::move(id);
    c.sources = {sourceId};
    c.status = ClaimStatus::Draft;
    c.quote = n.quote;
    c.kind = claimKind(n);
    // A single figure read as "between" (a plural scale word) is the range [low, high] too.
    c.claimed = n.low;
    c.claimedHigh = c.kind == ClaimKind::Between ? n.high : n.low;
    c.found.unit = n.unit;
    c.found.currency = n.unit == Unit::Money ? n.currency : Currency::None;
    c.found.period = n.period;
    for (const Suggestion& s : n.suggestions)
        c.found.suggestions.push_back(ClaimSuggestion{s.quantity, s.factor});
    return c;
}

} // namespace

ClaimCatalogue draftCatalogue(const DraftSource& source, const std::vector<FoundNumber>& numbers)
{
    ClaimCatalogue cat;
    ClaimSource s;
    s.id = source.id;
    s.title = Message::verbatim(source.title);
    s.language = source.language;
    s.textSha256 = source.textSha256;
    cat.sources.push_back(std::move(s));
    std::size_t next = 1;
    for (const FoundNumber& n : numbers) {
        if (n.isClaim())
            cat.claims.push_back(draftClaim(n, "n" + std::to_string(next++), source.id));
        else
            cat.contextNumbers.push_back(ContextNumber{n.text, n.context, n.quote});
    }
    return cat;
}

Json draftClaimsJson(const DraftSource& source, const std::vector<FoundNumber>& numbers)
{
    return catalogueToJson(draftCatalogue(source, numbers));
}

std::string draftClaimsText(const DraftSource& source, const std::vector<FoundNumber>& numbers)
{
    return catalogueToText(draftCatalogue(source, numbers));
}

} // namespace runway::extract
