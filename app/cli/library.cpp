#include "library.h"

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

Checked<Scenario> scenarioFromLibrary(const std::string& name, const Args& args)
{
    return {std::nullopt, {{"--scenario " + abbreviate(name), "the scenario library (" + libraryPath(args) + ") is not available in this build"}}};
}

} // namespace runway::cli
