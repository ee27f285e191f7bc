// token-runway bench startup: the time from process start to the first painted frame of the
// main window (median of 7 cold starts, each a new process), the main thread's CPU time to then
// (what the window itself spent: a busy machine inflates it far less than the wall clock), the
// resident memory then, and the page faults taken to then (each fresh page of memory the process
// touches is one: on a virtual machine that costs about as much as the instructions), by the whole
// process and by the main thread alone (the second core prefaults the heap the first frame will use:
// app/heapprefault.h).
#include "app/cli/benchstartup.h"
#include "app/cli/cliproblem.h"

#include <algorithm>
#include <ctime>
#include <string>

#include <QCoreApplication>
#include <QDir>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTemporaryDir>

namespace runway::cli {

namespace {
double monotonicMs()
{
    timespec ts{};
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}
} // namespace

Checked<std::vector<std::pair<std::string, double>>> measureStartup(int runs)
{
    static int argc = 1;
    static char name[] = "token-runway";
    static char* argv[] = {name, nullptr};
    QCoreApplication app(argc, argv);
    std::vector<double> times, cpu, rss, faults, mainFaults;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (!env.contains(QStringLiteral("QT_QPA_PLATFORM")))
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    // Each run is a first run: a home of its own, so no settings, layout, welcome dismissal, library or
    // last scenario that the tests or an earlier run left behind is restored; the font caches stay
    // where they are, as on any machine that has run a Qt program before.
    if (!env.contains(QStringLiteral("XDG_CACHE_HOME")))
        env.insert(QStringLiteral("XDG_CACHE_HOME"), QDir::homePath() + QStringLiteral("/.cache"));
    env.remove(QStringLiteral("XDG_CONFIG_HOME"));
    env.remove(QStringLiteral("XDG_DATA_HOME"));
    env.remove(QStringLiteral("TOKEN_RUNWAY_DB"));
    static const QRegularExpression line(QStringLiteral("startup_ms=([0-9.]+) cpu_ms=([0-9.]+) rss_mb=([0-9.]+) faults=([0-9]+) main_faults=([0-9]+)"));
    for (int i = 0; i < runs; ++i) {
        const QTemporaryDir home;
        if (!home.isValid())
            return {std::nullopt, {cliProblem("bench startup", "no temporary folder for a first run's settings: " + home.errorString().toStdString())}};
        env.insert(QStringLiteral("HOME"), home.path());
        QProcess child;
        env.insert(QStringLiteral("TOKEN_RUNWAY_STARTUP_PROBE"), QString::number(monotonicMs(), 'f', 3));
        child.setProcessEnvironment(env);
        child.start(QStringLiteral("/proc/self/exe"), {});
        if (!child.waitForFinished(30000) || child.exitCode() != 0)
            return {std::nullopt, {cliProblem("bench startup", "the window did not start: " + child.readAllStandardError().left(400).toStdString())}};
        const auto match = line.match(QString::fromUtf8(child.readAllStandardOutput()));
        if (!match.hasMatch())
            return {std::nullopt, {cliProblem("bench startup", "the window did not report its first paint")}};
        times.push_back(match.captured(1).toDouble());
        cpu.push_back(match.captured(2).toDouble());
        rss.push_back(match.captured(3).toDouble());
        faults.push_back(match.captured(4).toDouble());
        mainFaults.push_back(match.captured(5).toDouble());
    }
    return {std::vector<std::pair<std::string, double>>{{"startup_ms", median(times)},
                                                        {"startup_cpu_ms", median(cpu)},
                                                        {"rss_mb", median(rss)},
                                                        {"startup_faults", median(faults)},
                                                        {"startup_main_faults", median(mainFaults)}},
            {}};
}

} // namespace runway::cli
