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

namespace {

Json contextJson(const FoundNumber& n)
{
    return Json{{"text", n.text}, {"reason", contextName(n.context)}, {"quote", n.quote}};
}

Json claimJson(const FoundNumber& n, const std::string& id, const std::string& sourceId)
{
    Json c{{"id", id}, {"sources", Json::array({sourceId})}, {"status", "draft"}, {"quote", n.quote}};
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
    return c;
}

Json head(const DraftSource& source)
{
    return Json{
        {"schema", kDraftSchema},
        {"sources", Json::array({Json{{"id", source.id}, {"title", source.title}, {"language", source.language}, {"text_sha256", source.textSha256}}})}};
}

/// `item` dumped as an element of a top-level list: indented two levels (four spaces).
void appendElement(std::string& out, const Json& item, bool first)
{
    out += first ? "\n" : ",\n";
    const std::string text = jsonOutputText(item);
    out += "    ";
    for (char c : text) {
        out += c;
        if (c == '\n')
            out += "    ";
    }
}

} // namespace

Json draftClaimsJson(const DraftSource& source, const std::vector<FoundNumber>& numbers)
{
    Json doc = head(source);
    Json claims = Json::array();
    Json context = Json::array();
    std::size_t next = 1;
    for (const FoundNumber& n : numbers) {
        if (n.isClaim())
            claims.push_back(claimJson(n, "n" + std::to_string(next++), source.id));
        else
            context.push_back(contextJson(n));
    }
    doc["claims"] = std::move(claims);
    doc["context"] = std::move(context);
    return doc;
}

std::string draftClaimsText(const DraftSource& source, const std::vector<FoundNumber>& numbers)
{
    // Written element by element rather than as one document: a text of half a million numbers
    // would otherwise hold every quote three times over. The bytes are jsonOutputText's (a test
    // compares them with draftClaimsJson's).
    std::string out = jsonOutputText(head(source));
    out.pop_back(); // the closing brace
    while (!out.empty() && (out.back() == '\n' || out.back() == ' '))
        out.pop_back();
    for (const bool claims : {true, false}) {
        out += claims ? ",\n  \"claims\": [" : ",\n  \"context\": [";
        bool first = true;
        std::size_t next = 1;
        for (const FoundNumber& n : numbers) {
            if (n.isClaim() != claims)
                continue;
            appendElement(out, claims ? claimJson(n, "n" + std::to_string(next++), source.id) : contextJson(n), first);
            first = false;
        }
        out += first ? "]" : "\n  ]";
    }
    out += "\n}\n";
    return out;
}

} // namespace runway::extract
