// token-runway goalseek: the value of one parameter that gives a target runway (MODEL.md §8).
#include <ostream>

#include "app/cli/cli.h"
#include "app/cli/scenarioinput.h"
#include "app/cli/textlayout.h"
#include "core/analysis/analysisjson.h"
#include "core/analysis/goalseek.h"
#include "core/scenario/numberformat.h"
#include "core/util/text.h"

namespace runway::cli {
namespace {

/// The parameter --param names, or a problem (unknown key with a suggestion, or a key that cannot be sought).
std::optional<ParamId> paramOption(Args& a)
{
    const auto key = a.value("--param");
    if (!key) {
        a.problems.push_back(cliProblem("--param", "is required: the parameter to solve for, e.g. --param conversion_pct"));
        return std::nullopt;
    }
    const ParamSpec* p = findParam(*key);
    if (!p) {
        const std::string hint = closestKey(*key);
        a.problems.push_back(
            cliProblem("--param", "unknown parameter \"" + abbreviate(*key) + "\"" + (hint.empty() ? "" : "; did you mean \"" + hint + "\"?")));
        return std::nullopt;
    }
    if (!canGoalSeek(p->id)) {
        a.problems.push_back(cliProblem("--param", std::string(p->key) + " cannot be solved for (only numeric parameters other than horizon_months can)"));
        return std::nullopt;
    }
    return p->id;
}

/// The answer in the parameter's own rule ("conversion_pct = 53.2 %", "price_usd_per_mtok = $0.42"),
/// with the range searched; or why there is none.
std::string textReport(const Scenario& s, const GoalSeekResult& r)
{
    const std::string key(spec(r.param).key);
    std::string out =
        wrapText(printable(s.name) + " \u2014 which " + key + " gives " + formatMonths(r.targetRunwayMonths) + " of runway?", LabelledRows::kWidth, 0) + "\n\n";
    LabelledRows rows;
    if (r.value) {
        rows.row("answer", key + " = " + paramValueCell(r.param, *r.value));
        rows.row("searched", paramValueCell(r.param, r.rangeLow) + " \u2026 " + paramValueCell(r.param, r.rangeHigh));
    } else {
        rows.row("no answer", english(r.reason));
    }
    return out + rows.text();
}

} // namespace

int goalSeekCommand(std::span<const std::string> args, Io& io)
{
    std::optional<ParamId> param;
    std::optional<double> target;
    GoalSeekOptions options;
    return withScenario(
        args, {"--format", "--param", "--target-runway-months", "--range"}, io,
        [&](Args& a) {
            param = paramOption(a);
            target = realOption(a, "--target-runway-months", 0, 1200);
            if (!a.has("--target-runway-months"))
                a.problems.push_back(cliProblem("--target-runway-months", "is required: the runway to reach, in months"));
            if (auto range = a.value("--range")) {
                if (*range == "slider")
                    options.range = GoalSeekRange::Slider;
                else if (*range != "limits")
                    a.problems.push_back(cliProblem("--range", "\"" + abbreviate(*range) + "\" is not a range; use limits (the hard limits) or slider"));
            }
        },
        [&](ScenarioCommand& command) -> int {
            const Format format = command.format;
            const Scenario& scenario = command.scenario;

            const GoalSeekResult result = goalSeek(scenario, *param, *target, options);
            if (format == Format::Json)
                io.out << jsonOutputText(goalSeekToJson(result)) << '\n';
            else
                io.out << textReport(scenario, result);
            return kExitOk;
        });
}

} // namespace runway::cli
