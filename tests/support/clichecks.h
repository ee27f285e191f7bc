#pragma once
// Helpers shared by the CLI suites that read `run`'s JSON and its refusals (test_cli, test_cli_verbs, test_cli_hostile).

#include <QRegularExpression>
#include <QStringList>
#include <QtTest>

#include <cmath>
#include <initializer_list>

#include "cliprocess.h"
#include "core/scenario/jsondocument.h"
#include "testhelpers.h"

namespace runway::test {

inline Json parse(const QByteArray& bytes)
{
    return Json::parse(bytes.toStdString());
}

inline QStringList args(std::initializer_list<const char*> list)
{
    QStringList out;
    for (const char* a : list)
        out << QString::fromUtf8(a);
    return out;
}

/// `run --format json` with `extra` arguments; a test failure when it does not succeed.
inline Json runJson(const QStringList& extra)
{
    const CliResult r = runCli(QStringList{QStringLiteral("run"), QStringLiteral("--format"), QStringLiteral("json")} + extra);
    if (r.exitCode != 0 || !r.err.isEmpty()) {
        qWarning("run failed: %s", r.err.constData());
        return Json();
    }
    return parse(r.out);
}

/// The text with every run of spaces and line breaks as one space, so that a wrapped value
/// reads as one line.
inline QString flat(const QByteArray& text)
{
    return QString::fromUtf8(text).replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral(" "));
}

inline void checkNear(const Json& v, double expected, double rel, const char* what)
{
    QVERIFY2(v.is_number(), what);
    QVERIFY2(near(v.get<double>(), expected, rel),
             qPrintable(QStringLiteral("%1 = %2, expected %3").arg(QLatin1String(what)).arg(v.get<double>(), 0, 'g', 15).arg(expected, 0, 'g', 15)));
}

/// The shape of every refusal: exit 2, nothing on stdout, the message on stderr.
/// The shape every refusal has (exit code 2, nothing on stdout, no crash or sanitizer report, every
/// stderr line a "token-runway: " line of sane length, valid UTF-8); `message` must appear on stderr.
inline void checkRefused(const CliResult& r, const QString& message)
{
    QVERIFY2(!r.crashed, r.err.left(2000).constData());
    QVERIFY2(!r.err.contains("runtime error") && !r.err.contains("Sanitizer") && !r.err.contains("internal error"), r.err.left(2000).constData());
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.out.isEmpty(), r.out.left(500).constData());
    QVERIFY(!r.err.isEmpty());
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.left(2000).constData());
    QCOMPARE(QString::fromUtf8(r.err).toUtf8(), r.err); // valid UTF-8
    const QList<QByteArray> lines = r.err.trimmed().split('\n');
    QVERIFY2(lines.size() <= 100, "a flood of messages");
    for (const QByteArray& line : lines) {
        QVERIFY2(line.startsWith("token-runway: "), line.left(200).constData());
        QVERIFY2(line.size() <= 1000, line.left(200).constData());
    }
}

} // namespace runway::test
