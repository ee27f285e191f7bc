#include "app/cli/library.h"
#include "app/cli/cliproblem.h"
#include "core/scenario/jsondocument.h"
#include "core/util/fileio.h"

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

Checked<Scenario> scenarioFromLibrary(const std::string& name, const Args& args)
{
    auto store = openLibrary(args);
    if (!store.ok())
        return {std::nullopt, store.problems};
    return store.value->load(name);
}

} // namespace runway::cli
