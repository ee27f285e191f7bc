// token-runway presets: MODEL.md §9's built-in scenarios.
#include <ostream>

#include "app/cli/args.h"
#include "app/cli/cli.h"
#include "core/scenario/presets.h"

namespace runway::cli {

int presetsCommand(std::span<const std::string> args, Io& io)
{
    static const OptionSpec specs[] = {{"--format"}};
    Args a = parseArgs(args, specs);
    const Format format = formatOption(a);
    if (!a.positional.empty())
        a.problems.push_back({a.positional[0], "unexpected argument"});
    if (!a.problems.empty())
        return reportProblems(io, a.problems);
    auto loaded = loadPresets();
    if (!loaded.ok()) {
        for (const auto& p : loaded.problems)
            io.err << "token-runway: built-in preset broken: " << p.text() << '\n';
        return kExitFailure;
    }
    if (format == Format::Json) {
        Json list = Json::array();
        for (const auto& p : *loaded.value)
            list.push_back(Json{{"id", p.id}, {"name", p.name}, {"description", p.description}, {"overrides", p.overrides}});
        io.out << jsonOutputText(Json{{"presets", list}}) << '\n';
    } else {
        for (const auto& p : *loaded.value) {
            io.out << p.id << std::string(p.id.size() < 16 ? 16 - p.id.size() : 1, ' ') << p.name << '\n'
                   << std::string(16, ' ') << p.description << '\n'
                   << std::string(16, ' ') << "overrides: " << (p.overrides.empty() ? std::string("none") : p.overrides.dump()) << '\n';
        }
    }
    return kExitOk;
}

} // namespace runway::cli
