// token-runway claims: the articles' figures re-computed on a base scenario (CLAIMS.md).
#include <algorithm>
#include <ostream>
#include <sstream>

#include "app/cli/cli.h"
#include "app/cli/scenarioinput.h"
#include "core/claims/claimaudit.h"
#include "core/claims/claimtext.h"
#include "core/util/text.h"

namespace runway::cli {
namespace {

// Display width of UTF-8 text: code points (the table has "×", "−", "…").
std::size_t width(std::string_view s)
{
    return static_cast<std::size_t>(std::count_if(s.begin(), s.end(), [](char ch) { return (static_cast<unsigned char>(ch) & 0xC0) != 0x80; }));
}

std::string sourceIds(const Claim& c)
{
    std::string s;
    for (const auto& id : c.sources)
        s += (s.empty() ? "" : " ") + id;
    return s;
}

std::string verdictCell(const ClaimResult& r)
{
    std::string v(verdictName(r.verdict));
    if (r.verdict == Verdict::Off && r.ratio)
        v += " (" + ratioText(*r.ratio) + ")";
    return v;
}

std::string textReport(const ClaimCatalogue& cat, const Scenario& base, const std::vector<ClaimResult>& results)
{
    std::vector<std::vector<std::string>> rows{{"id", "source", "kind", "claimed", "computed", "verdict"}};
    for (const auto& r : results)
        rows.push_back({r.claim->id, sourceIds(*r.claim), std::string(kindName(r.claim->kind)), formatClaimValue(r.claim->claimed, r.claim->unit),
                        r.computed ? formatClaimValue(*r.computed, r.claim->unit) : "n/a", verdictCell(r)});
    std::vector<std::size_t> widths(rows.front().size(), 0);
    for (const auto& row : rows)
        for (std::size_t i = 0; i < row.size(); ++i)
            widths[i] = std::max(widths[i], width(row[i]));
    std::ostringstream o;
    o << "Claims audit on \"" << base.name << "\" (each claim's inputs applied on top of it)\n\n";
    for (const auto& row : rows) {
        std::string line;
        for (std::size_t i = 0; i < row.size(); ++i)
            line += row[i] + (i + 1 < row.size() ? std::string(widths[i] - width(row[i]) + 2, ' ') : "");
        o << "  " << line << '\n';
    }
    o << "\nWhat each verdict rests on\n";
    for (const auto& r : results)
        o << "  " << r.claim->id << ": " << r.note << '\n';
    o << "\nSources\n";
    for (const auto& s : cat.sources)
        o << "  " << s.id << ": \"" << s.title << "\" (" << s.description << ")\n";
    o << "\nNotes\n";
    for (const auto& n : cat.notes)
        o << "  - " << n.text << '\n';
    return o.str();
}

Json jsonReport(const ClaimCatalogue& cat, const std::vector<ClaimResult>& results, bool explain)
{
    Json list = Json::array();
    for (const auto& r : results) {
        Json j{{"id", r.claim->id},
               {"source", cat.sourceTitles(*r.claim)},
               {"claim", r.claim->claim},
               {"kind", kindName(r.claim->kind)},
               {"claimed", r.claim->claimed},
               {"computed", r.computed ? Json(*r.computed) : Json(nullptr)},
               {"ratio", r.ratio ? Json(*r.ratio) : Json(nullptr)},
               {"verdict", verdictName(r.verdict)},
               {"note", r.note}};
        if (explain)
            j["arithmetic"] = claimArithmetic(cat, r);
        list.push_back(std::move(j));
    }
    return Json{{"claims", list}};
}

} // namespace

int claimsCommand(std::span<const std::string> args, Io& io)
{
    auto specs = scenarioOptions();
    specs.push_back({"--format"});
    specs.push_back({"--explain"});
    Args a = parseArgs(args, specs);
    const Format format = formatOption(a);
    if (!a.problems.empty())
        return reportProblems(io, a.problems);
    auto scenario = resolveScenario(a);
    if (!scenario.ok())
        return reportProblems(io, scenario.problems);
    auto catalogue = loadBuiltinCatalogue();
    if (!catalogue.ok()) {
        reportProblems(io, catalogue.problems);
        return kExitFailure;
    }
    const ClaimCatalogue& cat = *catalogue.value;
    const auto explain = a.value("--explain");
    if (explain && *explain != "all" && !cat.findClaim(*explain)) {
        std::string ids;
        for (const auto& c : cat.claims)
            ids += (ids.empty() ? "" : ", ") + c.id;
        return reportProblems(io, {{"--explain", "unknown claim \"" + abbreviate(*explain) + "\"; give \"all\" or one of " + ids}});
    }

    std::vector<ClaimResult> results = auditClaims(cat, *scenario.value);
    if (explain && *explain != "all")
        std::erase_if(results, [&](const ClaimResult& r) { return r.claim->id != *explain; });
    if (format == Format::Json) {
        io.out << jsonOutputText(jsonReport(cat, results, explain.has_value())) << '\n';
    } else if (explain) {
        std::string text;
        for (const auto& r : results)
            text += (text.empty() ? "" : "\n") + claimArithmetic(cat, r);
        io.out << text;
    } else {
        io.out << textReport(cat, *scenario.value, results);
    }
    return kExitOk;
}

} // namespace runway::cli
