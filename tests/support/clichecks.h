#pragma once
// Helpers shared by the CLI suites that read `run`'s JSON and its refusals (test_cli, test_cli_verbs).

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
inline void checkRefused(const CliResult& r, const QString& message)
{
    QVERIFY(!r.crashed);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.out.isEmpty(), r.out.constData());
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
}

} // namespace runway::test
