// token-runway articles: the article library from the command line (list, show, save, import,
// export, delete, history), like `scenarios`; and the catalogue `claims --article NAME` judges.
#include <algorithm>
#include <array>
#include <charconv>
#include <ostream>
#include <sstream>

#include "app/cli/articles.h"
#include "app/cli/cli.h"
#include "app/cli/cliproblem.h"
#include "app/cli/library.h"
#include "app/cli/textlayout.h"
#include "core/claims/claimsfile.h"
#include "core/claims/extract/articletext.h"
#include "core/scenario/jsondocument.h"
#include "core/util/text.h"

namespace runway::cli {

Checked<ClaimCatalogue> catalogueToJudge(const Args& args)
{
    const auto file = args.value("--catalogue");
    const auto article = args.value("--article");
    if (file && article)
        return {std::nullopt, {cliProblem("--article", "give one catalogue to judge: --catalogue FILE or --article NAME, not both")}};
    if (file)
        return readCatalogueFile(*file);
    if (!article)
        return loadBuiltinCatalogue();
    auto store = openLibrary(args);
    if (!store.ok())
        return {std::nullopt, store.problems};
    auto stored = store.value->loadArticle(*article);
    if (!stored.ok())
        return {std::nullopt, stored.problems};
    return {std::move(stored.value->claims), {}};
}

namespace {

constexpr std::string_view kVerbs = "list, show, save, import, export, delete, history";

struct Context {
    Args& args;
    Io& io;
    Format format;
    ScenarioStore& store;
    const std::vector<std::string>& operands; ///< the positional arguments after the sub-verb
};

int listVerb(Context& c)
{
    auto rows = c.store.listArticles();
    if (!rows.ok())
        return reportProblems(c.io, rows.problems);
    if (c.format == Format::Json) {
        Json list = Json::array();
        for (const auto& r : *rows.value)
            list.push_back(Json{{"name", r.name},
                                {"title", r.title},
                                {"language", r.language},
                                {"updated", r.updated},
                                {"versions", r.versions},
                                {"claims", r.claims},
                                {"drafts", r.drafts},
                                {"text_bytes", r.textBytes}});
        c.io.out << jsonOutputText(Json{{"articles", list}}) << '\n';
        return kExitOk;
    }
    if (rows.value->empty()) {
        c.io.out << "no articles in the library (save one with: token-runway articles save FILE)\n";
        return kExitOk;
    }
    TextTable table(
        {{"name", TextTable::Align::Left}, {"versions"}, {"claims"}, {"drafts"}, {"updated", TextTable::Align::Left}, {"title", TextTable::Align::Left}}, 0);
    for (const auto& r : *rows.value)
        table.row(
            {printable(r.name), std::to_string(r.versions), std::to_string(r.claims), std::to_string(r.drafts), stampText(r.updated), printable(r.title, 60)});
    c.io.out << table.text();
    return kExitOk;
}

int showVerb(Context& c)
{
    int version = 0;
    if (auto v = c.args.value("--version")) {
        Problems problems;
        const auto n = versionArgument(*v, "--version", problems);
        if (!n)
            return reportProblems(c.io, problems);
        version = *n;
    }
    auto a = c.store.loadArticle(c.operands[0], version);
    if (!a.ok())
        return reportProblems(c.io, a.problems);
    // Text: the claims file (as export writes it). JSON: the version with its text and claims.
    if (c.format == Format::Json)
        c.io.out << jsonOutputText(
                        Json{{"name", a.value->name}, {"version", a.value->version}, {"text", a.value->text}, {"claims", catalogueToJson(a.value->claims)}})
                 << '\n';
    else
        c.io.out << catalogueToText(a.value->claims);
    return kExitOk;
}

/// `save FILE [--text TEXTFILE]`: the claims file and, when given, the text they were taken from.
Checked<StoredArticle> articleFromFiles(const Context& c)
{
    auto claims = readCatalogueFile(c.operands[0]);
    if (!claims.ok())
        return {std::nullopt, claims.problems};
    StoredArticle a;
    if (auto textFile = c.args.value("--text")) {
        auto text = extract::readArticleFile(*textFile);
        if (!text.ok())
            return {std::nullopt, text.problems};
        a.text = std::move(*text.value);
    }
    if (auto name = c.args.value("--name"))
        a.name = *name;
    else if (claims.value->sources.size() == 1) // the source's title, else its id (as import names it)
        a.name = english(claims.value->sources.front().title).empty() ? claims.value->sources.front().id : english(claims.value->sources.front().title);
    a.claims = std::move(*claims.value);
    return {std::move(a), {}};
}

int saveVerb(Context& c, bool import)
{
    const std::string note = c.args.value("--note").value_or(std::string());
    std::string savedName;
    int version = 1;
    if (import) {
        auto imported = c.store.importArticle(c.operands[0], c.args.value("--name"), note);
        if (!imported.ok())
            return reportProblems(c.io, imported.problems);
        savedName = *imported.value;
    } else {
        auto a = articleFromFiles(c);
        if (!a.ok())
            return reportProblems(c.io, a.problems);
        auto saved = c.store.saveArticle(*a.value, note);
        if (!saved.ok())
            return reportProblems(c.io, saved.problems);
        savedName = a.value->name;
        version = *saved.value;
    }
    return reportSaved(c.io, c.format, savedName, version, import);
}

int exportVerb(Context& c)
{
    if (auto problem = c.store.exportArticle(c.operands[0], c.operands[1]))
        return reportProblems(c.io, {*problem});
    return reportExported(c.io, c.format, c.operands[0], c.operands[1]);
}

int deleteVerb(Context& c)
{
    auto versions = c.store.articleHistory(c.operands[0]);
    if (!versions.ok())
        return reportProblems(c.io, versions.problems);
    if (auto problems = c.store.removeArticle(c.operands[0]); !problems.empty())
        return reportProblems(c.io, problems);
    const auto n = versions.value->size();
    if (c.format == Format::Json)
        c.io.out << jsonOutputText(Json{{"name", c.operands[0]}, {"versions", n}}) << '\n';
    else
        c.io.out << "deleted " << shownName(c.operands[0]) << " (" << n << (n == 1 ? " version" : " versions") << ")\n";
    return kExitOk;
}

int historyVerb(Context& c)
{
    auto versions = c.store.articleHistory(c.operands[0]);
    if (!versions.ok())
        return reportProblems(c.io, versions.problems);
    if (c.format == Format::Json) {
        Json list = Json::array();
        for (const auto& v : *versions.value)
            list.push_back(Json{{"version", v.version}, {"created", v.created}, {"note", v.note}});
        c.io.out << jsonOutputText(Json{{"versions", list}}) << '\n';
        return kExitOk;
    }
    std::ostringstream o;
    for (const auto& v : *versions.value)
        o << "version " << v.version << "  " << stampText(v.created) << (v.note.empty() ? "" : "  " + printable(v.note)) << '\n';
    c.io.out << o.str();
    return kExitOk;
}

struct SubVerb {
    std::string_view name;
    std::size_t operands;
    std::string_view usage;
    bool writes;
    std::array<std::string_view, 3> options; ///< the options it takes beyond --db and --format
};

constexpr SubVerb kSubVerbs[] = {
    {"list", 0, "list", false, {}},
    {"show", 1, "show NAME [--version N]", false, {"--version"}},
    {"save", 1, "save FILE [--name NAME] [--text TEXTFILE] [--note TEXT]", true, {"--name", "--text", "--note"}},
    {"import", 1, "import FILE [--name NAME] [--note TEXT]", true, {"--name", "--note"}},
    {"export", 2, "export NAME PATH", false, {}},
    {"delete", 1, "delete NAME", true, {}},
    {"history", 1, "history NAME", false, {}},
};

} // namespace

int articlesCommand(std::span<const std::string> args, Io& io)
{
    static const OptionSpec specs[] = {{"--db"}, {"--format"}, {"--name"}, {"--note"}, {"--text"}, {"--version"}};
    Args a = parseArgs(args, specs);
    if (a.help)
        return printUsage(io);
    const Format format = formatOption(a);
    if (!a.problems.empty())
        return reportProblems(io, a.problems);
    if (a.positional.empty())
        return reportProblems(io, {cliProblem("articles", "give what to do: " + std::string(kVerbs))});
    const SubVerb* verb = nullptr;
    for (const auto& v : kSubVerbs)
        if (v.name == a.positional[0])
            verb = &v;
    if (!verb)
        return reportProblems(io, {cliProblem(abbreviate(a.positional[0]), "unknown articles command; use one of " + std::string(kVerbs))});
    const std::vector<std::string> operands(a.positional.begin() + 1, a.positional.end());
    if (operands.size() != verb->operands)
        return reportProblems(io, {cliProblem("articles " + std::string(verb->name), "expected: articles " + std::string(verb->usage))});
    for (const std::string_view option : {"--name", "--note", "--text", "--version"})
        if (a.has(option) && std::find(verb->options.begin(), verb->options.end(), option) == verb->options.end())
            return reportProblems(io, {cliProblem("articles " + std::string(verb->name),
                                                  "unexpected option " + std::string(option) + "; expected: articles " + std::string(verb->usage))});

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
    return historyVerb(c);
}

} // namespace runway::cli
