// Issue 27 ("Read it right") through the real binary: `run` keeps the month's one-off purchases apart
// from the burn that recurs, in text and JSON. Figures by hand in tests/core/test_burn.cpp: demand ×2
// buys 9,667 × $16,500 = $159,505,500 on day 0 and recurs at $31,123,161.54; MODEL.md §5's textbook
// runway stays cash ÷ the whole first month = 660,340,808.93 / 190,628,661.54 = 3.46 months.
#include <QtTest>

#include <QTemporaryDir>

#include "cliprocess.h"
#include "core/scenario/jsondocument.h"
#include "testfiles.h"

using runway::Json;
using runway::test::runCli;
using runway::test::writeFile;

namespace {
const QString kDoubled = QStringLiteral("demand_tokens_per_day=7733333333333.333");

/// The text with every run of white space made one space, so that a wrapped row still matches.
QString oneLine(const QByteArray& out)
{
    return QString::fromUtf8(out).simplified();
}
} // namespace

class TestCliReadRight : public QObject {
    Q_OBJECT
private slots:
    void runTextSeparatesPurchases()
    {
        const auto r =
            runCli({QStringLiteral("run"), QStringLiteral("--preset"), QStringLiteral("model-2"), QStringLiteral("--set"), kDoubled}); // model 2's figures
        QCOMPARE(r.exitCode, 0);
        const QString text = oneLine(r.out);
        QVERIFY2(text.contains(QStringLiteral("first month's net burn $190.6M = $31.1M / month recurring + $160M of accelerators on day 0")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("textbook runway 3.5 months (cash ÷ the first month's net burn, the accelerators bought included)")),
                 qPrintable(text));
        const auto d = runCli({QStringLiteral("run"), QStringLiteral("--preset"), QStringLiteral("model-2")}); // MODEL.md §5: $660.3M ÷ $31.18M
        const QString defaults = oneLine(d.out);
        QVERIFY(defaults.contains(QStringLiteral("textbook runway 21.2 months (cash ÷ the first month's net burn)")));
        QVERIFY(defaults.contains(QStringLiteral("first month's net burn $31.18M")));
        QVERIFY(!defaults.contains(QStringLiteral("recurring")));
    }

    // Item 1: the company's and the free tier's break-evens named apart, the rule of thumb with its reason
    // (defaults: 100 × $0.03075 / $0.10 = 30.7 %, the same), no old mixed name.
    void runNamesEachBreakEven()
    {
        for (const QStringList& extra :
             {QStringList{}, QStringList{QStringLiteral("--set"), QStringLiteral("price_usd_per_mtok=0.03")}, QStringList{QStringLiteral("--set"), kDoubled}}) {
            const auto r = runCli(QStringList{QStringLiteral("run")} + extra);
            QCOMPARE(r.exitCode, 0);
            const QString text = oneLine(r.out);
            for (const char* name : {"company break-even conversion", "company break-even price", "free-tier break-even conversion", "textbook runway"})
                QVERIFY2(text.contains(QLatin1String(name)), name);
            static const QRegularExpression old(QStringLiteral("simple view|company: |programme: |(?<!company )(?<!free-tier )break-even conversion"),
                                                QRegularExpression::CaseInsensitiveOption);
            QVERIFY2(!old.match(text).hasMatch(), qPrintable(old.match(text).captured()));
        }
        const QString defaults = oneLine(runCli({QStringLiteral("run")}).out);
        QVERIFY2(defaults.contains(QStringLiteral("note rule of thumb 100 × SC / P = 100 × $0.03075 / $0.10, the same")), qPrintable(defaults));
    }

    // Item 6: `token-runway FILE` opens the window on that scenario (it used to exit with "unknown command");
    // the start-up probe prints the window's title after its first paint, then quits.
    void fileArgumentOpensTheWindow()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("board deck.json"));
        QVERIFY(writeFile(path, R"({"name": "Board deck", "demand_tokens_per_day": 1e13})"));
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("TOKEN_RUNWAY_DB"), dir.filePath(QStringLiteral("library.sqlite")));
        env.insert(QStringLiteral("TOKEN_RUNWAY_STARTUP_PROBE"), QStringLiteral("0"));
        const auto r = runCli({path}, {}, env);
        QVERIFY2(r.exitCode == 0 && !r.crashed, r.err.constData());
        QVERIFY2(!r.err.contains("unknown command"), r.err.constData());
        QVERIFY2(r.out.startsWith("startup_ms="), r.out.constData());
        QVERIFY2(r.out.contains("title=Board deck[*]"), r.out.constData());
        // a word that is no file and no verb is still the command line's "unknown command"
        const auto unknown = runCli({QStringLiteral("rnu")});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY(unknown.err.contains("unknown command"));
    }

    void runJsonSeparatesPurchases()
    {
        const auto r = runCli({QStringLiteral("run"), QStringLiteral("--preset"), QStringLiteral("model-2"), QStringLiteral("--format"), QStringLiteral("json"),
                               QStringLiteral("--set"), kDoubled});
        QCOMPARE(r.exitCode, 0);
        const Json m = Json::parse(r.out.toStdString()).at("metrics");
        QCOMPARE(m.at("first_month_capex_usd").get<double>(), 159505500.0);
        QVERIFY(std::fabs(m.at("first_month_recurring_burn_usd").get<double>() - 31123161.54) < 0.01);
        QVERIFY(std::fabs(m.at("first_month_net_burn_usd").get<double>() - 190628661.54) < 0.01);
        QVERIFY(std::fabs(m.at("simple_runway_months").get<double>() - 3.46402) < 5e-6);
    }
};

QTEST_GUILESS_MAIN(TestCliReadRight)
#include "test_cli_readright.moc"
