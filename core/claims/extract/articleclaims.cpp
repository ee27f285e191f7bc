#include "core/claims/extract/articleclaims.h"

#include <algorithm>

#include "core/scenario/parameters.h"

namespace runway::extract {
namespace {

// At most `max` code points of UTF-8 `text`, the last one "…" when cut.
std::string firstCharacters(const std::string& text, std::size_t max)
{
    std::size_t count = 0;
    std::size_t cut = text.size();
    for (std::size_t i = 0; i < text.size(); ++i) {
        if ((static_cast<unsigned char>(text[i]) & 0xC0) == 0x80)
            continue; // a continuation byte
        if (count == max - 1)
            cut = i;
        ++count;
    }
    return count <= max ? text : text.substr(0, cut) + "\u2026";
}

bool sameSentence(const FoundNumber& a, const FoundNumber& b)
{
    return a.sentenceBegin == b.sentenceBegin && a.sentenceEnd == b.sentenceEnd;
}

ClaimKind kindOf(const FoundNumber& n)
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

void applyDecision(Claim& c, const FoundNumber& n, const NumberDecision& d)
{
    const std::optional<ClaimUnit> unit = claimUnitFor(n);
    c.status = d.status;
    if (d.status == ClaimStatus::Draft)
        return; // draftCatalogue's draft, with the extractor's suggestions
    c.found = {};
    c.kind = d.kind;
    switch (d.kind) {
    case ClaimKind::Between:
        c.claimed = n.low;
        c.claimedHigh = n.high;
        break;
    case ClaimKind::AtMost: c.claimed = c.claimedHigh = n.high; break;
    case ClaimKind::Equals:
    case ClaimKind::AtLeast: c.claimed = c.claimedHigh = n.low; break;
    }
    if (d.status == ClaimStatus::Uncheckable) {
        c.reason = Message::verbatim(d.reason);
        c.claimedGiven = unit.has_value();
        c.unit = unit.value_or(ClaimUnit::UsdPerDay);
        return;
    }
    c.claim = Message::verbatim(firstCharacters(n.quote, 200));
    c.quantity = d.quantity;
    c.factor = d.factor;
    c.overrides = d.overrides;
    c.unit = unit.value_or(ClaimUnit::UsdPerDay);
    if (d.kind == ClaimKind::Equals)
        c.tolerancePct = d.tolerancePct;
}

} // namespace

std::optional<ClaimUnit> claimUnitFor(const FoundNumber& n)
{
    switch (n.unit) {
    case Unit::Tokens: return n.period == Period::Day ? std::optional(ClaimUnit::TokensPerDay) : std::nullopt;
    case Unit::Money:
        if (n.currency != Currency::Usd)
            return std::nullopt; // the claims' money is US dollars; a currency is never converted
        if (n.period == Period::Day)
            return ClaimUnit::UsdPerDay;
        return n.period == Period::Month ? ClaimUnit::UsdPerMonth : ClaimUnit::Usd;
    case Unit::Accelerators: return ClaimUnit::Chips;
    case Unit::Months: return ClaimUnit::Months;
    case Unit::Percent: return ClaimUnit::Percent;
    case Unit::Multiple: return ClaimUnit::Times;
    case Unit::Count:
    case Unit::People:
    case Unit::Days: break;
    }
    return std::nullopt;
}

std::optional<ParamId> parameterOf(const std::string& quantity)
{
    const ParamSpec* p = findParam(quantity);
    if (!p || !isNumeric(p->id))
        return std::nullopt;
    return p->id;
}

std::vector<std::size_t> claimNumberIndices(const std::vector<FoundNumber>& numbers)
{
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < numbers.size(); ++i)
        if (numbers[i].isClaim())
            out.push_back(i);
    return out;
}

std::vector<OverrideOffer> overrideOffers(const std::vector<FoundNumber>& numbers, std::size_t claimIndex, const std::string& quantity)
{
    const std::optional<ParamId> own = parameterOf(quantity);
    std::vector<OverrideOffer> offers;
    for (std::size_t i = 0; i < numbers.size(); ++i) {
        const FoundNumber& n = numbers[i];
        if (i == claimIndex || !n.isClaim() || n.range || n.suggestions.empty())
            continue;
        const std::optional<ParamId> param = parameterOf(n.suggestions.front().quantity);
        if (!param || param == own)
            continue;
        OverrideOffer offer{i, *param, n.low / n.suggestions.front().factor, sameSentence(n, numbers[claimIndex])};
        auto it = std::find_if(offers.begin(), offers.end(), [&](const OverrideOffer& o) { return o.param == offer.param; });
        if (it == offers.end())
            offers.push_back(offer);
        else if (offer.sameSentence && !it->sameSentence)
            *it = offer;
    }
    std::sort(offers.begin(), offers.end(), [](const OverrideOffer& a, const OverrideOffer& b) { return a.number < b.number; });
    return offers;
}

NumberDecision initialDecision(const std::vector<FoundNumber>& numbers, std::size_t claimIndex)
{
    const FoundNumber& n = numbers[claimIndex];
    NumberDecision d;
    if (!n.suggestions.empty()) {
        d.quantity = n.suggestions.front().quantity;
        d.factor = n.suggestions.front().factor;
    }
    d.kind = kindOf(n);
    for (const OverrideOffer& o : overrideOffers(numbers, claimIndex, d.quantity)) {
        if (!o.sameSentence)
            continue;
        d.overrides.keys.push_back(o.param);
        d.overrides.values.set(o.param, o.value);
    }
    return d;
}

ClaimCatalogue articleCatalogue(const ClaimSource& source, const std::vector<FoundNumber>& numbers, const std::vector<NumberDecision>& decisions)
{
    ClaimCatalogue cat = draftCatalogue(DraftSource{source.id, english(source.title), source.language, source.textSha256}, numbers);
    cat.sources.front() = source;
    const std::vector<std::size_t> claimNumbers = claimNumberIndices(numbers);
    for (std::size_t k = 0; k < cat.claims.size() && k < decisions.size() && k < claimNumbers.size(); ++k)
        applyDecision(cat.claims[k], numbers[claimNumbers[k]], decisions[k]);
    return cat;
}

RestoredDecisions restoreDecisions(const ClaimCatalogue& catalogue, const std::vector<FoundNumber>& numbers)
{
    const std::vector<std::size_t> claimNumbers = claimNumberIndices(numbers);
    RestoredDecisions out;
    for (std::size_t index : claimNumbers)
        out.decisions.push_back(initialDecision(numbers, index));
    for (const Claim& c : catalogue.claims) {
        std::size_t k = 0;
        const bool numbered = c.id.size() > 1 && c.id[0] == 'n' && std::all_of(c.id.begin() + 1, c.id.end(), [](char ch) { return ch >= '0' && ch <= '9'; });
        if (numbered && c.id.size() < 9)
            k = static_cast<std::size_t>(std::stoul(c.id.substr(1)));
        if (k == 0 || k > claimNumbers.size() || numbers[claimNumbers[k - 1]].quote != c.quote) {
            out.unmatched.push_back(c.id);
            continue;
        }
        if (c.status == ClaimStatus::Draft)
            continue;
        NumberDecision& d = out.decisions[k - 1];
        d.status = c.status;
        d.kind = c.kind;
        d.reason = english(c.reason);
        if (c.status == ClaimStatus::Confirmed) {
            d.quantity = c.quantity;
            d.factor = c.factor;
            d.tolerancePct = c.tolerancePct.value_or(kDefaultTolerancePct);
            d.overrides = c.overrides;
        }
    }
    return out;
}

} // namespace runway::extract
