#pragma once
// Runs the real token-runway binary for the CLI tests.

#include <QProcess>
#include <QStringList>
#include <QtTest>

#include "waits.h"

namespace runway::test {

struct CliResult {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    bool crashed = false;
};

inline CliResult runCli(const QStringList& args, const QByteArray& stdinData = {}, const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment())
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(TOKEN_RUNWAY_BIN), args);
    if (!p.waitForStarted(10000))
        return {};
    if (!stdinData.isEmpty())
        p.write(stdinData);
    p.closeWriteChannel();
    p.waitForFinished(kBackgroundWaitMs);
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError(), p.exitStatus() == QProcess::CrashExit};
}

} // namespace runway::test
