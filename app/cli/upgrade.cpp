// token-runway upgrade FILE [--out PATH]: the `@3` equivalent of an `@2` or `@1` scenario file
// (MODEL3.md §0, core's upgradeToModel3): the same results, written with the schema line `@3` and the
// neutral values of model 3's keys explicit.
#include <ostream>

#include "app/cli/args.h"
#include "app/cli/cli.h"
#include "core/scenario/jsondocument.h"
#include "core/scenario/scenariojson.h"
#include "core/util/fileio.h"
#include "core/util/text.h"

namespace runway::cli {
namespace {

Problem problem(std::string where, std::string message)
{
    Problem p;
    p.where = std::move(where);
    p.message = Message::verbatim(std::move(message));
    return p;
}

} // namespace

int upgradeCommand(std::span<const std::string> args, Io& io)
{
    static const OptionSpec specs[] = {{"--out"}};
    Args a = parseArgs(args, specs);
    if (a.help)
        return printUsage(io);
    if (a.positional.empty())
        a.problems.push_back(problem("upgrade", "give the scenario FILE to upgrade (token-runway upgrade FILE [--out PATH])"));
    else if (a.positional.size() > 1)
        a.problems.push_back(problem(a.positional[1], "unexpected argument (give one scenario FILE)"));
    if (!a.problems.empty())
        return reportProblems(io, a.problems);

    const std::string& path = a.positional[0];
    auto text = readDocumentFile(path);
    if (!text.ok())
        return reportProblems(io, text.problems);
    auto parsed = parseJsonDocument(*text.value);
    if (!parsed.ok()) {
        prefixProblems(parsed.problems, path);
        return reportProblems(io, parsed.problems);
    }
    auto doc = scenarioDocument(*parsed.value);
    if (!doc.ok()) {
        prefixProblems(doc.problems, path);
        return reportProblems(io, doc.problems);
    }
    // The output of `run --format json` is upgraded as its "scenario" member (already model 3).
    const std::string where = parsed.value->is_object() && parsed.value->contains("scenario") ? path + ": scenario" : path;
    // Read first: a file with problems is refused whatever its schema, and its model decides.
    auto read = scenarioFromJson(*doc.value);
    if (!read.ok()) {
        prefixProblems(read.problems, where);
        return reportProblems(io, read.problems);
    }
    if (read.value->model == 3) {
        const bool hasSchema = doc.value->is_object() && doc.value->contains("schema");
        io.out << printable(path) << " is already model 3 ("
               << (hasSchema ? "\"schema\": \"token-runway/scenario@3\"" : "it has no schema line, which means model 3")
               << "); nothing to upgrade, nothing written\n";
        return kExitOk;
    }
    const int from = read.value->model;
    auto upgraded = upgradeToModel3(*doc.value);
    if (!upgraded.ok()) {
        prefixProblems(upgraded.problems, where);
        return reportProblems(io, upgraded.problems);
    }
    const std::string out = jsonOutputText(*upgraded.value) + "\n";
    if (auto target = a.value("--out")) {
        if (auto problem = writeFileAtomically(*target, out))
            return reportProblems(io, {*problem});
        io.out << "wrote " << printable(*target) << ": the model-3 equivalent of " << printable(path) << " (model " << from << ")\n";
        return kExitOk;
    }
    io.out << out;
    return kExitOk;
}

} // namespace runway::cli
