// token-runway scenarios: the scenario library from the command line (list, show, save,
// import, export, delete, history, diff, restore).
#include <charconv>
#include <cmath>
#include <ostream>
#include <sstream>

#include "app/cli/cli.h"
#include "app/cli/library.h"
#include "app/cli/textlayout.h"
#include "core/model/model.h"
#include "core/model/runwayeffect.h"
#include "core/scenario/jsondocument.h"
#include "core/scenario/numberformat.h"
#include "core/scenario/scenariodiff.h"
#include "core/util/text.h"

namespace runway::cli {
namespace {

constexpr std::string_view kVerbs = "list, show, save, import, export, delete, history, diff, restore";

struct Context {
    Args& args;
    Io& io;
    Format format;
    ScenarioStore& store;
    const std::vector<std::string>& operands; ///< the positional arguments after the sub-verb
};

int listVerb(Context& c)
{
    auto rows = c.store.list();
    if (!rows.ok())
        return reportProblems(c.io, rows.problems);
    if (c.format == Format::Json) {
        Json list = Json::array();
        for (const auto& r : *rows.value)
            list.push_back(Json{{"name", r.name}, {"preset", r.preset}, {"updated", r.updated}, {"versions", r.versions}});
        c.io.out << jsonOutputText(Json{{"scenarios", list}}) << '\n';
        return kExitOk;
    }
    TextTable table({{"name", TextTable::Align::Left}, {"versions"}, {"updated", TextTable::Align::Left}, {"", TextTable::Align::Left}}, 0);
    for (const auto& r : *rows.value)
        table.row({printable(r.name), std::to_string(r.versions), stampText(r.updated), r.preset ? "(preset)" : ""});
    c.io.out << table.text();
    return kExitOk;
}

int showVerb(Context& c)
{
    std::optional<int> version;
    Problems problems;
    if (auto v = c.args.value("--version"))
        version = versionArgument(*v, "VERSION", problems);
    if (!problems.empty())
        return reportProblems(c.io, problems);
    auto s = version ? c.store.loadVersion(c.operands[0], *version) : c.store.load(c.operands[0]);
    if (!s.ok())
        return reportProblems(c.io, s.problems);
    c.io.out << scenarioToText(*s.value); // the scenario file, in both formats
    return kExitOk;
}

int saveVerb(Context& c, bool import)
{
    const std::string note = c.args.value("--note").value_or(std::string());
    const auto name = c.args.value("--name");
    std::string savedName;
    int version = 1;
    if (import) {
        auto imported = c.store.importFile(c.operands[0], name, note);
        if (!imported.ok())
            return reportProblems(c.io, imported.problems);
        savedName = *imported.value;
    } else {
        auto s = readScenarioFile(c.operands[0]);
        if (!s.ok())
            return reportProblems(c.io, s.problems);
        if (name)
            s.value->name = *name;
        auto saved = c.store.save(*s.value, note);
        if (!saved.ok())
            return reportProblems(c.io, saved.problems);
        savedName = s.value->name;
        version = *saved.value;
    }
    return reportSaved(c.io, c.format, savedName, version, import);
}

int exportVerb(Context& c)
{
    if (auto problem = c.store.exportTo(c.operands[0], c.operands[1]))
        return reportProblems(c.io, {*problem});
    return reportExported(c.io, c.format, c.operands[0], c.operands[1]);
}

int deleteVerb(Context& c)
{
    auto removed = c.store.remove(c.operands[0]);
    if (!removed.ok())
        return reportProblems(c.io, removed.problems);
    const auto n = removed.value->versions.size();
    if (c.format == Format::Json)
        c.io.out << jsonOutputText(Json{{"name", c.operands[0]}, {"versions", n}}) << '\n';
    else
        c.io.out << "deleted " << shownName(c.operands[0]) << " (" << n << (n == 1 ? " version" : " versions") << ")\n";
    return kExitOk;
}

/// "Fixed operating cost: $35.3M per month → $30M per month", control characters escaped.
std::string changeLine(const ParamChange& ch)
{
    return printable(ch.label) + ": " + printable(ch.beforeText) + " → " + printable(ch.afterText);
}

/// The JSON of one change: the file's terms, and the display text with units.
Json changeJson(const ParamChange& ch)
{
    return Json{{"key", ch.key}, {"before", ch.before}, {"after", ch.after}, {"label", ch.label}, {"before_text", ch.beforeText}, {"after_text", ch.afterText}};
}

int historyVerb(Context& c)
{
    const std::string& name = c.operands[0];
    auto versions = c.store.history(name);
    if (!versions.ok())
        return reportProblems(c.io, versions.problems);
    if (c.format == Format::Json) {
        Json list = Json::array();
        for (const auto& v : *versions.value)
            list.push_back(Json{{"version", v.version}, {"created", v.created}, {"note", v.note}, {"model", v.model}});
        c.io.out << jsonOutputText(Json{{"versions", list}}) << '\n';
        return kExitOk;
    }
    // Text: each version with what it changed from the one before.
    std::ostringstream o;
    for (std::size_t i = 0; i < versions.value->size(); ++i) {
        const auto& v = (*versions.value)[i];
        o << "version " << v.version << "  " << stampText(v.created) << (v.note.empty() ? "" : "  " + printable(v.note)) << (v.model == 1 ? "  (model 1)" : "")
          << '\n';
        if (i == 0)
            continue;
        auto before = c.store.loadVersion(name, (*versions.value)[i - 1].version);
        auto after = c.store.loadVersion(name, v.version);
        if (!before.ok() || !after.ok())
            return reportProblems(c.io, before.ok() ? after.problems : before.problems);
        const auto changes = diffScenarios(*before.value, *after.value);
        if (changes.empty())
            o << "    (no parameter changed)\n";
        for (const auto& ch : changes)
            o << "    " << changeLine(ch) << '\n';
        if (!changes.empty())
            o << "    " << english(runwayEffect(*before.value, *after.value)) << '\n';
    }
    c.io.out << o.str();
    return kExitOk;
}

int diffVerb(Context& c)
{
    Problems problems;
    const auto from = versionArgument(c.operands[1], "VERSION", problems);
    const auto to = versionArgument(c.operands[2], "VERSION", problems);
    if (!problems.empty())
        return reportProblems(c.io, problems);
    auto before = c.store.loadVersion(c.operands[0], *from);
    auto after = c.store.loadVersion(c.operands[0], *to);
    if (!before.ok() || !after.ok()) {
        Problems p = before.problems;
        p.insert(p.end(), after.problems.begin(), after.problems.end());
        return reportProblems(c.io, p);
    }
    const auto changes = diffScenarios(*before.value, *after.value);
    if (c.format == Format::Json) {
        Json list = Json::array();
        for (const auto& ch : changes)
            list.push_back(changeJson(ch));
        const Metrics a = computeMetrics(*before.value), b = computeMetrics(*after.value);
        c.io.out << jsonOutputText(Json{{"changes", list}, {"runway_months_capped", {{"before", a.runwayMonthsCapped}, {"after", b.runwayMonthsCapped}}}})
                 << '\n';
        return kExitOk;
    }
    std::ostringstream o;
    for (const auto& ch : changes)
        o << changeLine(ch) << '\n';
    if (changes.empty())
        o << "no parameter changed between versions " << *from << " and " << *to << '\n';
    else
        o << english(runwayEffect(*before.value, *after.value)) << '\n';
    c.io.out << o.str();
    return kExitOk;
}

int restoreVerb(Context& c)
{
    Problems problems;
    const auto version = versionArgument(c.operands[1], "VERSION", problems);
    if (!problems.empty())
        return reportProblems(c.io, problems);
    auto restored = c.store.restoreVersion(c.operands[0], *version);
    if (!restored.ok())
        return reportProblems(c.io, restored.problems);
    if (c.format == Format::Json)
        c.io.out << jsonOutputText(Json{{"name", c.operands[0]}, {"version", *restored.value}, {"restored_from", *version}}) << '\n';
    else
        c.io.out << "restored version " << *version << " of " << shownName(c.operands[0]) << " as version " << *restored.value << '\n';
    return kExitOk;
}

struct SubVerb {
    std::string_view name;
    std::size_t operands;
    std::string_view usage;
    bool writes;
};

constexpr SubVerb kSubVerbs[] = {
    {"list", 0, "list", false},
    {"show", 1, "show NAME [--version N]", false},
    {"save", 1, "save FILE [--name NAME] [--note TEXT]", true},
    {"import", 1, "import FILE [--name NAME]", true},
    {"export", 2, "export NAME PATH", false},
    {"delete", 1, "delete NAME", true},
    {"history", 1, "history NAME", false},
    {"diff", 3, "diff NAME FROM TO", false},
    {"restore", 2, "restore NAME VERSION", true},
};

} // namespace

int scenariosCommand(std::span<const std::string> args, Io& io)
{
    static const OptionSpec specs[] = {{"--db"}, {"--format"}, {"--name"}, {"--note"}, {"--version"}};
    Args a = parseArgs(args, specs);
    if (a.help)
        return printUsage(io);
    const Format format = formatOption(a);
    if (!a.problems.empty())
        return reportProblems(io, a.problems);
    if (a.positional.empty())
        return reportProblems(io, {cliProblem("scenarios", "give what to do: " + std::string(kVerbs))});
    const SubVerb* verb = nullptr;
    for (const auto& v : kSubVerbs)
        if (v.name == a.positional[0])
            verb = &v;
    if (!verb)
        return reportProblems(io, {cliProblem(abbreviate(a.positional[0]), "unknown scenarios command; use one of " + std::string(kVerbs))});
    const std::vector<std::string> operands(a.positional.begin() + 1, a.positional.end());
    if (operands.size() != verb->operands)
        return reportProblems(io, {cliProblem("scenarios " + std::string(verb->name), "expected: scenarios " + std::string(verb->usage))});
    const bool nameOption = verb->name == "save" || verb->name == "import";
    if ((a.has("--name") && !nameOption) || (a.has("--note") && verb->name != "save" && verb->name != "import") || (a.has("--version") && verb->name != "show"))
        return reportProblems(io, {cliProblem("scenarios " + std::string(verb->name), "unexpected option; expected: scenarios " + std::string(verb->usage))});

    auto store = openLibraryFor(a, io, verb->writes);
    if (!store.ok())
        return reportProblems(io, store.problems);
    Context c{a, io, format, *store.value, operands};
    const std::string_view name = verb->name;
    if (name == "list")
        return listVerb(c);
    if (name == "show")
        return showVerb(c);
    if (name == "save" || name == "import")
        return saveVerb(c, name == "import");
    if (name == "export")
        return exportVerb(c);
    if (name == "delete")
        return deleteVerb(c);
    if (name == "history")
        return historyVerb(c);
    if (name == "diff")
        return diffVerb(c);
    return restoreVerb(c);
}

} // namespace runway::cli
