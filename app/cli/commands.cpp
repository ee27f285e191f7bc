#include "app/cli/cli.h"

#include <array>
#include <ostream>

#include "core/util/text.h"

namespace runway::cli {

std::span<const Command> commands()
{
    static const std::array kCommands{
        Command{"run", "run [FILE | --preset ID | --scenario NAME] [--set KEY=VALUE]... [--format text|json] [--monthly-csv PATH]",
                "simulate one scenario and print every metric", &runCommand},
        Command{"presets", "presets [--format text|json]", "list the built-in scenarios", &presetsCommand},
        Command{"upgrade", "upgrade FILE [--out PATH]",
                "write the model-3 (@3) equivalent of a model-2 (@2) or model-1 (@1) scenario file: the same results (to stdout, or atomically to PATH)",
                &upgradeCommand},
        Command{"montecarlo", "montecarlo [FILE | --preset ID | --scenario NAME] [--set KEY=VALUE]... [--format text|json] [--samples N] [--seed K]",
                "the odds of running out of cash: runway percentiles and the monthly cash fan", &monteCarloCommand},
        Command{"sensitivity", "sensitivity [FILE | --preset ID | --scenario NAME] [--set KEY=VALUE]... [--format text|json]",
                "the tornado: runway at each uncertain parameter's low and high, largest swing first", &sensitivityCommand},
        Command{"heatmap",
                "heatmap [FILE | --preset ID | --scenario NAME] [--set KEY=VALUE]... [--format text|json|csv] [--measure contribution|runway] [--prices N] "
                "[--conversions M] [--max-conversion PCT]",
                "the price x conversion what-if map (text: 8 x 11 by default, to fit 100 columns; json and csv: 61 x 41)", &heatmapCommand},
        Command{"goalseek",
                "goalseek [FILE | --preset ID | --scenario NAME] [--set KEY=VALUE]... [--format text|json] --param KEY --target-runway-months T [--range "
                "limits|slider]",
                "the value of one parameter that gives a target runway", &goalSeekCommand},
        Command{"report", "report [FILE | --preset ID | --scenario NAME] [--set KEY=VALUE]... --out PATH.pdf|.svg|.png [--page a4|letter]",
                "write the one-page report", &reportCommand},
        Command{"compare", "compare A B [C D] [--db LIB] [--out PATH.pdf|.csv] [--format text|json]",
                "two to four scenarios side by side (files, library names with --db, or preset ids): cash, runway with the odds' median and "
                "90 % interval, the odds within 12 and 24 months, the free tier's cash cost and capex on day 0, LTV/CAC, and what differs",
                &compareCommand},
        Command{"bench", "bench [ui | startup] [--format text|json]", "measure the speed goals", &benchCommand},
        Command{"claims",
                "claims [FILE | --preset ID | --scenario NAME] [--set KEY=VALUE]... [--catalogue CLAIMS.json | --db LIB --article NAME] [--format "
                "text|json|claimreview] [--explain ID|all]",
                "re-compute the articles' figures on a scenario and judge each claim", &claimsCommand},
        Command{"claims extract", "claims extract FILE [--out PATH] [--format text|json] [--save NAME [--db LIB]]",
                "every number of an English or Chinese text with its unit, period and kind, and the quantities it may be; json (or --out PATH) is a draft "
                "claims file; --save NAME keeps the text and the draft as an article of the library",
                &claimsExtractCommand},
        Command{"claims scorecard",
                "claims scorecard [FILE | --preset ID | --scenario NAME] [--set KEY=VALUE]... [--catalogue CLAIMS.json | --db LIB --article NAME] "
                "[--format text|json]",
                "per article: the numbers found, the claims confirmed, how many hold, fail, are consistent or off (with the slip), the drafts to "
                "confirm and the uncheckable statements with their reasons",
                &claimsScorecardCommand},
        Command{"scenarios",
                "scenarios [--db PATH] list | show NAME | save FILE [--name NAME] [--note TEXT] | import FILE | export NAME PATH | delete NAME | history NAME "
                "| diff NAME FROM TO | restore NAME VERSION [--format text|json]",
                "the scenario library: saved scenarios and their versions", &scenariosCommand},
        Command{"articles",
                "articles [--db PATH] list | show NAME [--version N] | save FILE [--name NAME] [--text TEXTFILE] [--note TEXT] | import FILE [--name NAME] "
                "| export NAME PATH | delete NAME | history NAME [--format text|json]",
                "the article library: articles (a text and its claims, a claims@3 file) and their versions", &articlesCommand},
    };
    return kCommands;
}

const Command* findCommand(std::string_view name)
{
    for (const auto& c : commands())
        if (c.name == name)
            return &c;
    return nullptr;
}

int reportProblems(Io& io, const Problems& problems)
{
    for (const auto& p : problems) // the place is often a path the user typed: never raw control characters
        io.err << "token-runway: " << (p.where.empty() ? p.messageText() : printable(p.where) + ": " + p.messageText()) << '\n';
    return anyEnvironmentProblem(problems) ? kExitFailure : kExitBadInput;
}

int printUsage(Io& io)
{
    if (io.command)
        io.out << "Usage: token-runway " << io.command->usage << "\n  " << io.command->summary << '\n';
    return kExitOk;
}

std::string helpText()
{
    std::string text = "Token Runway: what a free token quota costs, and how long the funding lasts.\n\n"
                       "Usage:\n  token-runway [QT OPTIONS]\n"
                       "      open the dashboard; Qt's standard options (-style NAME, -platform NAME, -reverse,\n"
                       "      -stylesheet FILE, -qwindowgeometry WxH+X+Y, …) are the window's; before a command they are ignored\n";
    for (const auto& c : commands())
        text += "  token-runway " + std::string(c.usage) + "\n      " + std::string(c.summary) + "\n";
    text += "  token-runway --help | --version\n\n"
            "Scenario inputs: a FILE is a scenario JSON (MODEL.md §1), or the output of `run --format json` (read as its\n"
            "\"scenario\" member); --preset takes an id from `presets`; --scenario NAME a saved scenario. --set KEY=VALUE\n"
            "overrides one parameter and may repeat: numbers as 0.05, $0.05, 3%, 40M or 100T, null for a derived or absent\n"
            "value (cash_usd, chips_owned, serving_cost_usd_per_mtok, account_cap_tokens_per_day), words, dates, JSON lists.\n"
            "A key's uncertainty range follows its value (MODEL.md §6); \"KEY=28M to 48.5M\" (or 28M..48.5M) sets the range and\n"
            "puts the value at its centre.\n"
            "Models: a file saying \"schema\": \"token-runway/scenario@1\" is read and run as model 1, one saying @2 as model 2\n"
            "(`upgrade` converts both); every other input is model 3 (MODEL3.md §0). Exit codes: 0 success; 2 bad input (fix\n"
            "it: a file, a key, a value, an option, a damaged library); 1 the machine (retry: the library locked by another\n"
            "program for more than 5 s, a full disk, an I/O error, output that could not be written) or an internal error.\n";
    return text;
}

} // namespace runway::cli
