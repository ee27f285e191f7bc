// token-runway claims scorecard [FILE | --preset ID | --scenario NAME] [--set KEY=VALUE]...
// [--catalogue CLAIMS.json | --db LIB --article NAME] [--format text|json]: the per-article scorecard (CLAIMS.md v3): for each
// source, the numbers found, the claims confirmed, how many hold, fail, are consistent or off
// (with the slip or reading that explains each), the drafts to confirm and the uncheckable
// statements with their reasons.
#include <ostream>
#include <sstream>

#include "app/cli/articles.h"
#include "app/cli/cli.h"
#include "app/cli/scenarioinput.h"
#include "core/claims/claimsfile.h"
#include "core/claims/scorecard.h"
#include "core/scenario/jsondocument.h"
#include "core/scenario/numberformat.h"
#include "core/util/text.h"

namespace runway::cli {
namespace {

std::string plural(int n, std::string_view one, std::string_view many)
{
    return std::to_string(n) + ' ' + std::string(n == 1 ? one : many);
}

std::string claimedText(const Claim& c)
{
    return c.claimedGiven && c.status != ClaimStatus::Draft ? formatClaimed(c) : std::string();
}

// "2.8e8 money (CNY) a month": a draft's figure as found, in its base unit.
std::string draftFigure(const Claim& c)
{
    std::ostringstream o;
    o << formatPlain(c.claimed);
    if (c.kind == ClaimKind::Between)
        o << "\u2013" << formatPlain(c.claimedHigh);
    o << ' ' << extract::unitName(c.found.unit);
    if (c.found.currency != extract::Currency::None)
        o << " (" << extract::currencyName(c.found.currency) << ')';
    if (c.found.period != extract::Period::None)
        o << ", " << extract::periodName(c.found.period);
    return o.str();
}

std::string textScorecard(const Scenario& base, const Scorecard& card)
{
    std::ostringstream o;
    o << "Claims scorecard on \"" << printable(base.name) << "\" (each claim's inputs applied on top of it)\n";
    for (const SourceScore& s : card.sources) {
        const ClaimSource& src = *s.source;
        o << "\n" << src.id << ": \"" << printable(english(src.title)) << '"';
        std::string about;
        for (const std::string* part : {&src.publisher, &src.date, &src.url})
            if (!part->empty())
                about += (about.empty() ? "" : ", ") + printable(*part);
        o << (about.empty() ? "" : " (" + about + ")") << '\n';
        o << "  numbers found: " << s.numbersFound;
        if (s.contextNumbers > 0)
            o << " (" << s.contextNumbers << " read as context: years, dates, versions…)";
        o << "\n  confirmed: " << s.confirmed << " \u2014 " << s.holds << " hold, " << s.fails << " fail, " << s.consistent << " consistent, " << s.off
          << " off";
        if (s.undetermined > 0)
            o << ", " << s.undetermined << " undetermined";
        o << "\n  to confirm: " << plural(static_cast<int>(s.drafts.size()), "draft", "drafts") << "\n  uncheckable: " << s.uncheckable.size() << '\n';
        for (const OffClaim& off : s.offClaims) {
            o << "  off: " << off.result->claim->id << ", " << verdictPhrase(*off.result);
            if (!off.explanation.empty())
                o << ": " << english(off.explanation);
            o << '\n';
        }
        for (const Claim* c : s.drafts)
            o << "  to confirm: " << c->id << ", " << draftFigure(*c) << (c->quote.empty() ? "" : ": \"" + printable(c->quote, 100) + '"') << '\n';
        for (const Claim* c : s.uncheckable) {
            const std::string claimed = claimedText(*c);
            o << "  uncheckable: " << c->id << ", " << english(c->claim) << (claimed.empty() ? "" : " (" + claimed + ")") << ": " << english(c->reason) << '\n';
        }
    }
    return o.str();
}

Json jsonScorecard(const Scenario& base, const Scorecard& card)
{
    Json sources = Json::array();
    for (const SourceScore& s : card.sources) {
        const ClaimSource& src = *s.source;
        Json off = Json::array();
        for (const OffClaim& o : s.offClaims)
            off.push_back(Json{{"id", o.result->claim->id}, {"verdict_text", verdictPhrase(*o.result)}, {"explanation", english(o.explanation)}});
        Json drafts = Json::array();
        for (const Claim* c : s.drafts)
            drafts.push_back(Json{{"id", c->id}, {"figure", draftFigure(*c)}, {"quote", c->quote}});
        Json uncheckable = Json::array();
        for (const Claim* c : s.uncheckable)
            uncheckable.push_back(Json{{"id", c->id}, {"claim", english(c->claim)}, {"quote", c->quote}, {"reason", english(c->reason)}});
        sources.push_back(Json{{"id", src.id},
                               {"title", english(src.title)},
                               {"publisher", src.publisher},
                               {"date", src.date},
                               {"url", src.url},
                               {"numbers_found", s.numbersFound},
                               {"context_numbers", s.contextNumbers},
                               {"confirmed", s.confirmed},
                               {"holds", s.holds},
                               {"fails", s.fails},
                               {"consistent", s.consistent},
                               {"off", s.off},
                               {"undetermined", s.undetermined},
                               {"off_claims", off},
                               {"drafts", drafts},
                               {"uncheckable", uncheckable}});
    }
    return Json{{"scenario", base.name}, {"sources", sources}};
}

} // namespace

int claimsScorecardCommand(std::span<const std::string> args, Io& io)
{
    return withScenario(args, {"--format", "--catalogue", "--article"}, io, [&](ScenarioCommand& command) -> int {
        auto catalogue = catalogueToJudge(command.args);
        if (!catalogue.ok())
            return reportProblems(io, catalogue.problems);
        const ClaimCatalogue& cat = *catalogue.value;
        const std::vector<ClaimResult> results = auditClaims(cat, command.scenario);
        const Scorecard card = scorecard(cat, results);
        if (command.format == Format::Json)
            io.out << jsonOutputText(jsonScorecard(command.scenario, card)) << '\n';
        else
            io.out << textScorecard(command.scenario, card);
        return kExitOk;
    });
}

} // namespace runway::cli
