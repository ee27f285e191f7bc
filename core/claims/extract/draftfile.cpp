#include "core/claims/extract/draftfile.h"

#include <filesystem>

#include "core/scenario/jsondocument.h"

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

Json draftClaimsJson(const DraftSource& source, const std::vector<FoundNumber>& numbers)
{
    Json claims = Json::array();
    Json context = Json::array();
    std::size_t next = 1;
    for (const FoundNumber& n : numbers) {
        if (!n.isClaim()) {
            context.push_back(Json{{"text", n.text}, {"reason", contextName(n.context)}, {"quote", n.quote}});
            continue;
        }
        Json c{{"id", "n" + std::to_string(next++)}, {"sources", Json::array({source.id})}, {"status", "draft"}, {"quote", n.quote}};
        if (n.range) {
            c["claimed_low"] = n.low;
            c["claimed_high"] = n.high;
        } else {
            c["claimed"] = n.low;
        }
        c["unit"] = unitName(n.unit);
        if (n.unit == Unit::Money)
            c["currency"] = currencyName(n.currency);
        c["period"] = periodName(n.period);
        c["kind"] = kindName(n.kind);
        Json suggestions = Json::array();
        for (const Suggestion& s : n.suggestions)
            suggestions.push_back(Json{{"quantity", s.quantity}, {"factor", s.factor}});
        c["suggestions"] = std::move(suggestions);
        claims.push_back(std::move(c));
    }
    return Json{{"schema", kDraftSchema},
                {"sources", Json::array({Json{{"id", source.id}, {"title", source.title}, {"language", source.language}, {"text_sha256", source.textSha256}}})},
                {"claims", std::move(claims)},
                {"context", std::move(context)}};
}

std::string draftClaimsText(const DraftSource& source, const std::vector<FoundNumber>& numbers)
{
    return jsonOutputText(draftClaimsJson(source, numbers)) + "\n";
}

} // namespace runway::extract
