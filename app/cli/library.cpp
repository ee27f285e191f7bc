#include "app/cli/library.h"
#include "core/scenario/jsondocument.h"

#include <cstdlib>

#include <QDir>
#include <QStandardPaths>

namespace runway::cli {

std::string libraryPath(const Args& args)
{
    if (auto db = args.value("--db"))
        return *db;
    if (const char* env = std::getenv("TOKEN_RUNWAY_DB"); env && *env)
        return env;
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return QDir(dir).filePath(QStringLiteral("token-runway.sqlite")).toStdString();
}

Checked<ScenarioStore> openLibrary(const Args& args)
{
    return ScenarioStore::open(libraryPath(args));
}

Checked<Scenario> scenarioFromLibrary(const std::string& name, const Args& args)
{
    auto store = openLibrary(args);
    if (!store.ok())
        return {std::nullopt, store.problems};
    return store.value->load(name);
}

} // namespace runway::cli
