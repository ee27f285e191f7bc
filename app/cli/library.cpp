#include "app/cli/library.h"
#include "app/cli/cliproblem.h"
#include "core/scenario/jsondocument.h"
#include "core/util/fileio.h"
#include "core/util/text.h"

#include <charconv>
#include <cstdlib>

#include <QDir>
#include <QStandardPaths>

namespace runway::cli {

std::string libraryPath(const Args& args)
{
    std::string path;
    if (auto db = args.value("--db"))
        path = *db;
    else if (const char* env = std::getenv("TOKEN_RUNWAY_DB"); env && *env)
        path = env;
    else if (!std::getenv("HOME") && !std::getenv("XDG_DATA_HOME"))
        return {}; // Qt would answer "/.local/share": a library under / that nobody asked for
    else
        path = QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("token-runway.sqlite")).toStdString();
    protectOutputPath(path); // whether or not it is opened, no output of this command replaces it
    return path;
}

Checked<ScenarioStore> openLibrary(const Args& args)
{
    const std::string path = libraryPath(args);
    if (path.empty())
        return {
            std::nullopt,
            {cliProblem("library", "HOME and XDG_DATA_HOME are both unset, so there is no default library folder; set HOME, or give the library with --db PATH "
                                   "or TOKEN_RUNWAY_DB")}};
    return ScenarioStore::open(path);
}

Checked<ScenarioStore> openLibraryFor(const Args& args, Io& io, bool writes)
{
    auto store = openLibrary(args);
    if (!store.ok() || !store.value->readOnly())
        return store;
    if (writes)
        return {std::nullopt, {{store.value->path(), store.value->readOnlyMessage()}}};
    io.err << "token-runway: warning: " << printable(store.value->path()) << ": " << store.value->readOnlyReason() << '\n';
    return store;
}

Checked<Scenario> scenarioFromLibrary(const std::string& name, const Args& args)
{
    auto store = openLibrary(args);
    if (!store.ok())
        return {std::nullopt, store.problems};
    return store.value->load(name);
}

std::string shownName(const std::string& name)
{
    return "\"" + printable(name) + "\"";
}

std::string stampText(const std::string& stamp)
{
    if (stamp.size() >= 17 && stamp[10] == 'T' && stamp.back() == 'Z')
        return stamp.substr(0, 10) + " " + stamp.substr(11, 5) + " UTC";
    return printable(stamp);
}

std::optional<int> versionArgument(const std::string& text, const std::string& what, Problems& problems)
{
    int v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc{} || end != text.data() + text.size() || v < 1) {
        problems.push_back(cliProblem(what, "expected a version number (1, 2, …), got \"" + abbreviate(text) + "\""));
        return std::nullopt;
    }
    return v;
}

int reportSaved(Io& io, Format format, const std::string& name, int version, bool imported)
{
    if (format == Format::Json)
        io.out << jsonOutputText(Json{{"name", name}, {"version", version}}) << '\n';
    else
        io.out << (imported ? "imported " : "saved ") << shownName(name) << " as version " << version << '\n';
    return kExitOk;
}

int reportExported(Io& io, Format format, const std::string& name, const std::string& path)
{
    if (format == Format::Json)
        io.out << jsonOutputText(Json{{"name", name}, {"path", path}}) << '\n';
    else
        io.out << "exported " << shownName(name) << " to " << printable(path) << '\n';
    return kExitOk;
}

} // namespace runway::cli
