// token-runway claims: the articles' figures re-computed on a base scenario (CLAIMS.md).
#include <algorithm>
#include <ostream>
#include <sstream>
#include <utility>

#include "app/cli/articles.h"
#include "app/cli/cli.h"
#include "app/cli/scenarioinput.h"
#include "core/claims/claimaudit.h"
#include "core/claims/claimodds.h"
#include "core/claims/claimreview.h"
#include "core/claims/claimsfile.h"
#include "core/claims/claimtext.h"
#include "core/scenario/jsondocument.h"
#include "core/scenario/numberformat.h"
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

std::string oddsCell(const ClaimOdds& odds)
{
    return odds.pHolds ? oddsText(*odds.pHolds) : "—";
}

// The claims that are listed, never judged (claims@3): the uncheckable ones with their reasons,
// the drafts still to confirm. Nothing when the catalogue has none.
void notJudged(std::ostream& o, const ClaimCatalogue& cat)
{
    const auto line = [&](const Claim& c, const std::string& tail) {
        o << "  " << c.id << " (" << sourceIds(c) << "): " << (c.claim.empty() ? "\"" + printable(c.quote, 100) + "\"" : english(c.claim)) << tail << '\n';
    };
    bool first = true;
    for (const auto& c : cat.claims)
        if (c.status == ClaimStatus::Uncheckable) {
            if (std::exchange(first, false))
                o << "\nNot checked (numbers the model has no quantity for)\n";
            line(c, (c.claimedGiven ? " (" + formatClaimed(c) + ")" : std::string()) + ": " + english(c.reason));
        }
    first = true;
    for (const auto& c : cat.claims)
        if (c.status == ClaimStatus::Draft) {
            if (std::exchange(first, false))
                o << "\nTo confirm (drafts: found in a text, judged once confirmed)\n";
            line(c, "");
        }
}

Json notJudgedJson(const ClaimCatalogue& cat, ClaimStatus status)
{
    Json out = Json::array();
    for (const auto& c : cat.claims)
        if (c.status == status) {
            Json j{{"id", c.id}, {"sources", c.sources}, {"claim", english(c.claim)}, {"quote", c.quote}};
            if (status == ClaimStatus::Uncheckable)
                j["reason"] = english(c.reason);
            out.push_back(std::move(j));
        }
    return out;
}

std::string textReport(const ClaimCatalogue& cat, const Scenario& base, const std::vector<ClaimResult>& results, const std::vector<ClaimOdds>& odds)
{
    std::vector<std::vector<std::string>> rows{{"id", "source", "kind", "claimed", "computed", "verdict", "odds"}};
    for (std::size_t i = 0; i < results.size(); ++i) {
        const ClaimResult& r = results[i];
        rows.push_back({r.claim->id, sourceIds(*r.claim), std::string(kindName(r.claim->kind)), formatClaimed(*r.claim),
                        r.computed ? formatClaimValue(*r.computed, r.claim->unit) : "n/a", verdictPhrase(r), oddsCell(odds[i])});
    }
    std::vector<std::size_t> widths(rows.front().size(), 0);
    for (const auto& row : rows)
        for (std::size_t i = 0; i < row.size(); ++i)
            widths[i] = std::max(widths[i], width(row[i]));
    // Figures read best right-aligned (their units then line up too); words left-aligned.
    const auto rightAligned = [](std::size_t column) { return column == 3 || column == 4 || column == 6; };
    std::ostringstream o;
    o << "Claims audit on \"" << printable(base.name) << "\" (each claim's inputs applied on top of it)\n\n";
    for (const auto& row : rows) {
        std::string line;
        for (std::size_t i = 0; i < row.size(); ++i) {
            const std::string pad(widths[i] - width(row[i]), ' ');
            const bool last = i + 1 == row.size();
            line += rightAligned(i) ? pad + row[i] : row[i] + (last ? "" : pad);
            if (!last)
                line += "  ";
        }
        o << "  " << line << '\n';
    }
    o << "\n  odds: the share of " << formatGrouped(kOddsSamples, 0) << " Monte Carlo samples (seed " << kOddsSeed
      << ") of the claim's scenario with its uncertainty in which the claim holds; — when no uncertain input moves the claim's figure.\n";
    o << "\nWhat each verdict rests on\n";
    for (std::size_t i = 0; i < results.size(); ++i) {
        o << "  " << results[i].claim->id << ": " << english(results[i].note);
        if (odds[i].pHolds)
            o << ' ' << oddsSentence(odds[i]);
        o << '\n';
    }
    notJudged(o, cat);
    o << "\nSources\n";
    for (const auto& s : cat.sources)
        o << "  " << s.id << ": \"" << english(s.title) << "\" (" << english(s.description) << ")\n";
    o << "\nNotes\n";
    for (const auto& n : cat.notes)
        o << "  - " << english(n.text) << '\n';
    return o.str();
}

Json optionalJson(const std::optional<double>& v)
{
    return v ? Json(*v) : Json(nullptr);
}

Json readingsJson(const std::vector<ReadingResult>& list, bool compared, ClaimUnit claimUnit)
{
    Json out = Json::array();
    for (const auto& rr : list) {
        Json j{{"id", rr.reading->id}, {"text", english(rr.reading->text)}, {"value", optionalJson(rr.value)}};
        if (compared) {
            j["ratio"] = optionalJson(rr.ratio);
            j["matches"] = rr.matches;
            if (!rr.reading->why.empty())
                j["why"] = english(rr.reading->why);
        } else {
            j["unit"] = unitName(rr.reading->unit.value_or(claimUnit));
        }
        out.push_back(std::move(j));
    }
    return out;
}

Json jsonReport(const ClaimCatalogue& cat, const std::vector<ClaimResult>& results, const std::vector<ClaimOdds>& odds, bool explain)
{
    Json list = Json::array();
    for (std::size_t i = 0; i < results.size(); ++i) {
        const ClaimResult& r = results[i];
        const Claim& c = *r.claim;
        Json movers = Json::array();
        for (ParamId id : odds[i].movers)
            movers.push_back(std::string(spec(id).key));
        Json j{{"id", c.id},
               {"source", cat.sourceTitles(c)},
               {"claim", english(c.claim)},
               {"kind", kindName(c.kind)},
               {"basis", basisName(c.basis)},
               {"quantity", c.quantity},
               {"factor", c.factor},
               {"per", c.per.empty() ? Json(nullptr) : Json(c.per)},
               {"unit", unitName(c.unit)},
               {"claimed", c.kind == ClaimKind::Between ? Json::array({c.claimed, c.claimedHigh}) : Json(c.claimed)},
               {"computed", optionalJson(r.computed)},
               {"ratio", optionalJson(r.ratio)},
               {"verdict", verdictName(r.verdict)},
               {"verdict_text", verdictPhrase(r)},
               {"readings", readingsJson(r.readings, true, c.unit)},
               {"context", readingsJson(r.context, false, c.unit)},
               {"p_holds", optionalJson(odds[i].pHolds)},
               {"moves_with", movers},
               {"note", english(r.note)}};
        if (r.internal())
            j["basis_note"] = english(c.basisNote);
        if (r.slip)
            j["slip"] = Json{{"factor", r.slip->factor}, {"too_low", r.slip->tooLow}, {"reads_as", english(slipWords(r.slip->kind))}};
        if (explain)
            j["arithmetic"] = claimArithmetic(cat, r) + oddsSentence(odds[i]) + "\n";
        list.push_back(std::move(j));
    }
    Json out{{"claims", list}, {"odds", {{"samples", kOddsSamples}, {"seed", kOddsSeed}}}};
    // claims@3: the statements listed but never judged, when the catalogue has any.
    if (Json u = notJudgedJson(cat, ClaimStatus::Uncheckable); !u.empty())
        out["uncheckable"] = std::move(u);
    if (Json d = notJudgedJson(cat, ClaimStatus::Draft); !d.empty())
        out["to_confirm"] = std::move(d);
    return out;
}

} // namespace

int claimsCommand(std::span<const std::string> args, Io& io)
{
    const ScenarioBody body = [&](ScenarioCommand& command) -> int {
        Args& a = command.args;
        const Format format = command.format;
        const Scenario& scenario = command.scenario;
        // The built-in catalogue, a claims file of the user's (claims@3 or @2) or a saved article's.
        auto catalogue = catalogueToJudge(a);
        if (!catalogue.ok())
            return reportProblems(io, catalogue.problems);
        const ClaimCatalogue& cat = *catalogue.value;
        const auto explain = a.value("--explain");
        if (const Claim* c = explain ? cat.findClaim(*explain) : nullptr; c && !c->judged())
            return reportProblems(io, {Problem{"--explain", Message(RW_MSG("Claims", "claim \"%1\" is %2: it is listed, never judged, so it has no arithmetic"))
                                                                .arg(c->id)
                                                                .arg(std::string(statusName(c->status)))}});
        if (explain && *explain != "all" && !cat.findClaim(*explain)) {
            std::string ids;
            for (const auto& c : cat.claims)
                if (c.judged())
                    ids += (ids.empty() ? "" : ", ") + c.id;
            return reportProblems(
                io, {Problem{"--explain", Message(RW_MSG("Claims", "unknown claim \"%1\"; give \"all\" or one of %2")).arg(abbreviate(*explain)).arg(ids)}});
        }

        std::vector<ClaimResult> results = auditClaims(cat, scenario);
        if (explain && *explain != "all")
            std::erase_if(results, [&](const ClaimResult& r) { return r.claim->id != *explain; });
        const std::vector<ClaimOdds> odds = auditOdds(results).value_or(std::vector<ClaimOdds>(results.size())); // never cancelled here
        if (format == Format::ClaimReview) {
            io.out << jsonOutputText(claimReviewJson(cat, results, odds)) << '\n';
        } else if (format == Format::Json) {
            io.out << jsonOutputText(jsonReport(cat, results, odds, explain.has_value())) << '\n';
        } else if (explain) {
            std::string text;
            for (std::size_t i = 0; i < results.size(); ++i)
                text += (text.empty() ? "" : "\n") + claimArithmetic(cat, results[i]) + oddsSentence(odds[i]) + "\n";
            io.out << text;
        } else {
            io.out << textReport(cat, scenario, results, odds);
        }
        return kExitOk;
    };
    return withScenario(args, {"--format", "--explain", "--catalogue", "--article"}, io, {}, body, {Format::ClaimReview});
}

} // namespace runway::cli
