// `token-runway claims` pinned byte for byte: the table, the JSON, the arithmetic (--explain) on
// the defaults and on presets that reach the other branches (serving paid by the token, the
// quota full, per-account caps, model 1's view, nobody paying, another token mix). The files in
// tests/data/cli-golden/ were written by the program before its sentences became messages
// (issue 22); the CLI must keep writing exactly them. When a change of the model or of the
// catalogue changes a figure on purpose, write them again with RUNWAY_UPDATE_GOLDEN=1 and read
// the diff before committing it.
// CLAIMS.md's figures come from model 2.1's defaults: every row audits an @2 document
// (tests/data/model2/: model 2's defaults and the model-2 versions of the presets, read with model 2's
// results, MODEL3.md §0), so the files keep pinning model 2's audit after model 3 became the default.
#include <QFile>
#include <QtTest>

#include "cliprocess.h"

using runway::test::runCli;

class TestClaimsGolden : public QObject {
    Q_OBJECT

private slots:
    void output_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("args");
        const auto row = [](const char* file, std::initializer_list<const char*> args) {
            QStringList list{QStringLiteral("claims")};
            QString source = QStringLiteral("defaults");
            bool preset = false;
            for (const char* a : args) {
                if (preset)
                    source = QString::fromUtf8(a);
                else if (qstrcmp(a, "--preset") != 0)
                    list << QString::fromUtf8(a);
                preset = qstrcmp(a, "--preset") == 0;
            }
            list << QStringLiteral(RUNWAY_TEST_DATA "/model2/") + source + QStringLiteral(".json");
            QTest::newRow(file) << QString::fromUtf8(file) << list;
        };
        row("claims-defaults.txt", {});
        row("claims-defaults.json", {"--format", "json"});
        row("claims-defaults-explain.txt", {"--explain", "all"});
        row("claims-defaults-explain.json", {"--format", "json", "--explain", "all"});
        row("claims-explain-e-year-cash.txt", {"--explain", "e-year-cash"});
        row("claims-h100-rental.txt", {"--preset", "h100-rental"});
        row("claims-h100-rental-explain.txt", {"--preset", "h100-rental", "--explain", "all"});
        row("claims-quota-full.txt", {"--preset", "quota-full"});
        row("claims-quota-full-explain.txt", {"--preset", "quota-full", "--explain", "all"});
        row("claims-openrouter-caps-explain.txt", {"--preset", "openrouter-caps", "--explain", "all"});
        row("claims-simple-explain.txt", {"--preset", "simple", "--explain", "all"});
        row("claims-conversion-0-explain.txt", {"--set", "conversion_pct=0", "--explain", "all"});
        row("claims-output-share-40-explain.txt", {"--set", "output_share_pct=40", "--explain", "all"});
    }
    void output()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, args);
        const auto r = runCli(args);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        QFile golden(QStringLiteral(RUNWAY_TEST_DATA "/cli-golden/") + file);
        if (qEnvironmentVariableIsSet("RUNWAY_UPDATE_GOLDEN")) {
            QVERIFY(golden.open(QIODevice::WriteOnly));
            golden.write(r.out);
            return;
        }
        QVERIFY2(golden.open(QIODevice::ReadOnly), qPrintable(golden.fileName()));
        const QByteArray expected = golden.readAll();
        if (r.out != expected) {
            // The first line that differs, to read without a diff tool.
            const QList<QByteArray> got = r.out.split('\n');
            const QList<QByteArray> want = expected.split('\n');
            for (qsizetype i = 0; i < std::max(got.size(), want.size()); ++i) {
                const QByteArray g = i < got.size() ? got[i] : QByteArray("<end>");
                const QByteArray w = i < want.size() ? want[i] : QByteArray("<end>");
                if (g != w)
                    QFAIL(qPrintable(
                        QStringLiteral("line %1 differs:\n  got:      %2\n  expected: %3").arg(i + 1).arg(QString::fromUtf8(g), QString::fromUtf8(w))));
            }
        }
        QCOMPARE(r.out.size(), expected.size());
    }
};

QTEST_GUILESS_MAIN(TestClaimsGolden)
#include "test_claims_golden.moc"
