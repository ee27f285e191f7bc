#include "core/claims/claimcatalogue.h"

#include "core/claims/claimmessages.h"
#include "core/claims/claimsfile.h"
#include "core/data/embedded.h"
#include "core/scenario/jsondocument.h"
#include "core/scenario/numberformat.h"

namespace runway {

using claimmsg::msg;

const ClaimSource* ClaimCatalogue::findSource(std::string_view id) const
{
    for (const auto& s : sources)
        if (s.id == id)
            return &s;
    return nullptr;
}

const ClaimReading* ClaimCatalogue::findReading(std::string_view id) const
{
    for (const auto& r : readings)
        if (r.id == id)
            return &r;
    return nullptr;
}

const Claim* ClaimCatalogue::findClaim(std::string_view id) const
{
    for (const auto& c : claims)
        if (c.id == id)
            return &c;
    return nullptr;
}

std::string ClaimCatalogue::sourceTitles(const Claim& c) const
{
    std::string out;
    for (const auto& id : c.sources)
        if (const ClaimSource* s = findSource(id))
            out += (out.empty() ? "" : "; ") + english(s->title);
    return out;
}

Checked<ClaimCatalogue> parseCatalogue(std::string_view text, CatalogueTexts texts)
{
    auto doc = parseJsonDocument(text, kMaxClaimsFileBytes);
    if (!doc.ok())
        return {std::nullopt, std::move(doc.problems)};
    return catalogueFromJson(*doc.value, texts);
}

Checked<ClaimCatalogue> loadBuiltinCatalogue()
{
    const embedded::File* file = embedded::find(kClaimsResource);
    if (!file)
        return {std::nullopt, {Problem{std::string(kClaimsResource), RW_MSG("Claims", "is not built into this binary")}}};
    auto result = parseCatalogue(file->data, CatalogueTexts::Builtin);
    prefixProblems(result.problems, std::string(kClaimsResource));
    return result;
}

const ClaimCatalogue& builtinCatalogue()
{
    static const ClaimCatalogue catalogue = loadBuiltinCatalogue().value.value_or(ClaimCatalogue{});
    return catalogue;
}

namespace {

// The number of a value in its unit, without the unit's words: "3.87T", "$100K", "1,000", "25".
Quantity claimNumber(double v, ClaimUnit u)
{
    switch (u) {
    case ClaimUnit::UsdPerDay: return {v, Unit::UsdPerDay, Style::Money, 3};
    case ClaimUnit::UsdPerMonth: return {v, Unit::UsdPerMonth, Style::Money, 3};
    case ClaimUnit::Usd: return {v, Unit::Usd, Style::Money, 3};
    case ClaimUnit::Chips: return {v, Unit::Chips, Style::Grouped, 0};
    case ClaimUnit::TokensPerDay: return {v, Unit::TokensPerDay, Style::Short, 3};
    case ClaimUnit::Months: return {v, Unit::Months, Style::Short, 3};
    case ClaimUnit::Percent: return {v, Unit::Percent, Style::Short, 3};
    case ClaimUnit::Times: return {v, Unit::Times, Style::Short, 3};
    }
    return qty::exact(v);
}

// A number (or a range of numbers) with the unit's words.
Message withUnitWords(const MessageArg& number, ClaimUnit u)
{
    switch (u) {
    case ClaimUnit::TokensPerDay: return msg(RW_MSG("Claims", "%1 tokens a day"), number);
    case ClaimUnit::UsdPerDay: return msg(RW_MSG("Claims", "%1 a day"), number);
    case ClaimUnit::UsdPerMonth: return msg(RW_MSG("Claims", "%1 a month"), number);
    case ClaimUnit::Chips: return msg(RW_MSG("Claims", "%1 chips"), number);
    case ClaimUnit::Months: return msg(RW_MSG("Claims", "%1 months"), number);
    case ClaimUnit::Usd:
    case ClaimUnit::Percent:
    case ClaimUnit::Times: break; // the symbol is the unit
    }
    return msg(RW_MSG("Verbatim", "%1"), number);
}

} // namespace

Message claimValueMessage(double v, ClaimUnit u)
{
    return withUnitWords(claimNumber(v, u), u);
}

Message claimedMessage(const Claim& c)
{
    if (c.kind != ClaimKind::Between)
        return claimValueMessage(c.claimed, c.unit);
    // "$100K–$1M a month", "1,000–9,999 chips", "25–50 %": the unit's words or symbol once, after
    // the range (a dollar sign on both ends).
    Quantity low = claimNumber(c.claimed, c.unit);
    if (c.unit == ClaimUnit::Percent || c.unit == ClaimUnit::Times)
        low.unit = Unit::None;
    const Message range = msg(RW_MSG("Claims", "%1–%2"), low, claimNumber(c.claimedHigh, c.unit));
    return withUnitWords(Nested{std::make_shared<const Message>(range)}, c.unit);
}

std::string formatClaimValue(double v, ClaimUnit u)
{
    return english(claimValueMessage(v, u));
}

std::string formatClaimed(const Claim& c)
{
    return english(claimedMessage(c));
}

Message idList(const std::vector<std::string>& ids)
{
    std::vector<Message> items;
    items.reserve(ids.size());
    for (const auto& id : ids)
        items.push_back(Message::verbatim(id));
    return claimmsg::andList(items);
}

} // namespace runway
