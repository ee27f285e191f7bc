// `token-runway compare` end to end (issue 26 item 3): every number of its JSON and its CSV equals
// `run --format json` of that scenario, its odds equal `montecarlo --format json` at the same seed and
// sample count, the PDF is one page, the text is an aligned table; presets, files and library
// scenarios are read, and everything else is refused with a message that names it.
#include <QtTest>

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>

#include "clichecks.h"
#include "cliprocess.h"
#include "core/scenario/jsondocument.h"
#include "tabledata.h"
#include "testfiles.h"

using namespace runway;
using namespace runway::test;

namespace {

const QStringList kPresets{QStringLiteral("bear"), QStringLiteral("bull"), QStringLiteral("premium"), QStringLiteral("price-floor")};

Json cliJson(const QStringList& args)
{
    const CliResult r = runCli(args);
    if (r.exitCode != 0) {
        qWarning("%s failed: %s", qPrintable(args.join(QLatin1Char(' '))), r.err.constData());
        return Json();
    }
    return Json::parse(r.out.toStdString());
}

const char* const kMetricKeys[] = {"cash_start_usd", "runway_months", "day0.free_tier_cash_usd", "day0.free_tier_incremental_cash_usd",
                                   "day0.capex_usd", "ltv_to_cac"};
const char* const kOddsKeys[] = {
    "runway_months_percentiles.50", "runway_months_percentiles.5", "runway_months_percentiles.95", "p_cash_out_12m", "p_cash_out_24m",
    "p_needs_new_money_12m",        "p_needs_new_money_24m"};

} // namespace

class TestCliCompare : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void jsonEqualsRunAndMontecarlo()
    {
        const Json j = cliJson(QStringList{QStringLiteral("compare")} + kPresets + QStringList{QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY(j.is_object());
        QCOMPARE(j.at("samples").get<int>(), 10000);
        QCOMPARE(j.at("seed").get<int>(), 1);
        const Json& list = j.at("scenarios");
        QCOMPARE(list.size(), std::size_t(4));
        for (int i = 0; i < 4; ++i) {
            const Json& s = list.at(static_cast<std::size_t>(i));
            const Json run = cliJson({QStringLiteral("run"), QStringLiteral("--preset"), kPresets[i], QStringLiteral("--format"), QStringLiteral("json")});
            const Json mc = cliJson({QStringLiteral("montecarlo"), QStringLiteral("--preset"), kPresets[i], QStringLiteral("--format"), QStringLiteral("json"),
                                     QStringLiteral("--seed"), QStringLiteral("1"), QStringLiteral("--samples"), QStringLiteral("10000")});
            QCOMPARE(s.at("model").get<int>(), 3); // the presets are overrides of the model-3 defaults (MODEL3.md §9)
            for (const char* key : kMetricKeys) {
                QVERIFY2(at(s.at("metrics"), key) == at(run.at("metrics"), key), key); // the same JSON value, null included
                if (at(run.at("metrics"), key).is_null())
                    QCOMPARE(at(s.at("null_reasons"), key), run.at("metrics").at("null_reasons").at(key));
            }
            for (const char* key : kOddsKeys)
                QVERIFY2(at(s.at("montecarlo"), key) == at(mc, key) && !at(mc, key).is_null(), key);
            // Exactly those keys: the metrics' six (three inside day0), the odds' and their settings.
            QCOMPARE(s.at("metrics").size(), std::size_t(4));
            QCOMPARE(s.at("metrics").at("day0").size(), std::size_t(3));
            QCOMPARE(s.at("differs_from_first").empty(), i == 0);
        }
    }

    void csvEqualsRunJson()
    {
        const QString path = m_dir.filePath(QStringLiteral("four.csv"));
        const CliResult r = runCli(QStringList{QStringLiteral("compare")} + kPresets + QStringList{QStringLiteral("--out"), path});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.trimmed(), path.toUtf8());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QVERIFY(bytes.contains("\r\n")); // RFC 4180's line ends
        const QList<QStringList> rows = parseCsv(QString::fromUtf8(bytes));
        QCOMPARE(rows[0].size(), 2 + 4);
        for (int i = 0; i < 4; ++i) {
            const Json run = cliJson({QStringLiteral("run"), QStringLiteral("--preset"), kPresets[i], QStringLiteral("--format"), QStringLiteral("json")});
            const Json mc =
                cliJson({QStringLiteral("montecarlo"), QStringLiteral("--preset"), kPresets[i], QStringLiteral("--format"), QStringLiteral("json")});
            QCOMPARE(rows[0][i + 2], QString::fromStdString(run.at("scenario").at("name").get<std::string>()));
            int numbers = 0;
            for (const QStringList& row : rows.mid(1)) {
                const std::string key = row[1].toStdString();
                const bool odds = key.starts_with("p_cash") || key.starts_with("p_needs") || key.starts_with("runway_months_percentiles");
                if (key == "model" || row[0].startsWith(QStringLiteral("parameter: ")))
                    continue; // the model, and the parameters that differ (their values as the file writes them)
                const Json expected = odds ? at(mc, key) : at(run.at("metrics"), key);
                if (expected.is_null()) { // the cell says why, in the words of run's null_reasons
                    QCOMPARE(row[i + 2].toStdString(), run.at("metrics").at("null_reasons").at(key).get<std::string>());
                    continue;
                }
                QVERIFY2(!row[i + 2].contains(QLatin1Char(',')) && !row[i + 2].contains(QLatin1Char('e')), qPrintable(row[i + 2]));
                bool ok = false;
                QCOMPARE(row[i + 2].toDouble(&ok), expected.get<double>());
                QVERIFY(ok);
                ++numbers;
            }
            QVERIFY(numbers >= 8);
            QVERIFY2(rows[0][0].contains(QStringLiteral("metric")) && rows[1][0] == QStringLiteral("model"), qPrintable(rows[1].join(QLatin1Char('|'))));
        }
        // The units are in the row headers.
        QVERIFY(std::any_of(rows.begin(), rows.end(), [](const QStringList& row) { return row[0] == QStringLiteral("Cash on hand at the start (USD)"); }));
    }

    void pdfIsOnePage()
    {
        const QString path = m_dir.filePath(QStringLiteral("four.pdf"));
        const CliResult r = runCli(QStringList{QStringLiteral("compare")} + kPresets + QStringList{QStringLiteral("--out"), path});
        QCOMPARE(r.exitCode, 0);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray pdf = file.readAll();
        QVERIFY(pdf.startsWith("%PDF") && pdf.size() > 10000);
        QCOMPARE(QString::fromLatin1(pdf).count(QRegularExpression(QStringLiteral("/Type\\s*/Page(?!s)"))), 1);
    }

    void textIsAnAlignedTable()
    {
        const CliResult r = runCli({QStringLiteral("compare"), QStringLiteral("bear"), QStringLiteral("bull")});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = QString::fromUtf8(r.out).split(QLatin1Char('\n'));
        const auto row = [&](const QString& caption) {
            for (const QString& line : lines)
                if (line.trimmed().startsWith(caption))
                    return line;
            return QString();
        };
        const QString cash = row(QStringLiteral("Cash on hand at the start")), ltv = row(QStringLiteral("LTV / CAC"));
        QVERIFY2(!cash.isEmpty() && !ltv.isEmpty(), r.out.constData());
        QCOMPARE(cash.size(), ltv.size()); // right-aligned columns: every row ends in the same column
        QVERIFY(r.out.contains("seed 1"));
        QVERIFY(r.out.contains("differs from"));
    }

    void readsFilesAndTheLibrary()
    {
        const QString file = m_dir.filePath(QStringLiteral("cheap.json"));
        QVERIFY(writeFile(file, R"({"schema": "token-runway/scenario@2", "name": "Cheap", "price_usd_per_mtok": 0.05})"));
        const QString db = m_dir.filePath(QStringLiteral("lib.sqlite"));
        const CliResult saved = runCli(
            {QStringLiteral("scenarios"), QStringLiteral("--db"), db, QStringLiteral("save"), file, QStringLiteral("--name"), QStringLiteral("Saved cheap")});
        QCOMPARE(saved.exitCode, 0);
        const Json j = cliJson({QStringLiteral("compare"), file, QStringLiteral("Saved cheap"), QStringLiteral("bear"), QStringLiteral("--db"), db,
                                QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY(j.is_object());
        QCOMPARE(j.at("scenarios").size(), std::size_t(3));
        QCOMPARE(j.at("scenarios").at(0).at("name").get<std::string>(), std::string("Cheap"));
        QCOMPARE(j.at("scenarios").at(1).at("name").get<std::string>(), std::string("Saved cheap"));
        // The same scenario, two sources: the same numbers. The library's copy was written @3 (at model 2's neutral
        // values), so it also has model 3's incremental free-tier cash, which the @2 file's run leaves null
        // (model-3 metrics are computed for model-3 documents only; MODEL3.md §0 would report them for @2 too).
        // The @2 file's run has no own-cash run: its odds of needing new money are those of running out (MODEL3.md §4d).
        const Json& fileOdds = j.at("scenarios").at(0).at("montecarlo");
        QVERIFY(fileOdds.at("p_needs_new_money_12m").is_number());
        QCOMPARE(fileOdds.at("p_needs_new_money_12m"), fileOdds.at("p_cash_out_12m"));
        QCOMPARE(fileOdds.at("p_needs_new_money_24m"), fileOdds.at("p_cash_out_24m"));
        Json fromFile = j.at("scenarios").at(0).at("metrics"), fromLibrary = j.at("scenarios").at(1).at("metrics");
        QVERIFY(fromFile.at("day0").at("free_tier_incremental_cash_usd").is_null());
        QVERIFY(fromLibrary.at("day0").at("free_tier_incremental_cash_usd").is_number());
        fromFile["day0"].erase("free_tier_incremental_cash_usd");
        fromLibrary["day0"].erase("free_tier_incremental_cash_usd");
        QCOMPARE(fromFile, fromLibrary);
    }

    void refusals_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("one scenario") << QStringList{QStringLiteral("bear")} << QStringLiteral("two to four scenarios");
        QTest::newRow("five scenarios") << QStringList{QStringLiteral("bear"), QStringLiteral("bull"), QStringLiteral("premium"), QStringLiteral("price-floor"),
                                                       QStringLiteral("announced")}
                                        << QStringLiteral("5 were given");
        QTest::newRow("none of the three") << QStringList{QStringLiteral("bear"), QStringLiteral("no-such-thing")}
                                           << QStringLiteral("no-such-thing: is not a scenario to compare: no such file");
        QTest::newRow("says what was tried") << QStringList{QStringLiteral("bear"), QStringLiteral("no-such-thing")} << QStringLiteral("no preset of that id");
        QTest::newRow("an output of another kind") << QStringList{QStringLiteral("bear"), QStringLiteral("bull"), QStringLiteral("--out"),
                                                                  QStringLiteral("x.png")}
                                                   << QStringLiteral("must end in .pdf or .csv");
        QTest::newRow("a format it has not") << QStringList{QStringLiteral("bear"), QStringLiteral("bull"), QStringLiteral("--format"), QStringLiteral("csv")}
                                             << QStringLiteral("--format");
        QTest::newRow("an unknown option") << QStringList{QStringLiteral("bear"), QStringLiteral("bull"), QStringLiteral("--samples"), QStringLiteral("5")}
                                           << QStringLiteral("--samples");
    }
    void refusals()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        checkRefused(runCli(QStringList{QStringLiteral("compare")} + arguments), message);
    }

    void aBrokenFileIsNamed()
    {
        const QString file = m_dir.filePath(QStringLiteral("broken.json"));
        QVERIFY(writeFile(file, "{ not json"));
        checkRefused(runCli({QStringLiteral("compare"), QStringLiteral("bear"), file}), file);
    }

    void anUnwritableOutputIsNamed()
    {
        const QString out = m_dir.filePath(QStringLiteral("no such folder/x.csv"));
        const CliResult r = runCli({QStringLiteral("compare"), QStringLiteral("bear"), QStringLiteral("bull"), QStringLiteral("--out"), out});
        QVERIFY(r.exitCode != 0);
        QVERIFY2(QString::fromUtf8(r.err).contains(out), r.err.constData());
        QVERIFY(!QFile::exists(out));
    }

    void inTheHelp()
    {
        const CliResult r = runCli({QStringLiteral("--help")});
        QVERIFY(r.out.contains("token-runway compare A B [C D] [--db LIB] [--out PATH.pdf|.csv] [--format text|json]"));
    }
};

QTEST_GUILESS_MAIN(TestCliCompare)
#include "test_cli_compare.moc"
