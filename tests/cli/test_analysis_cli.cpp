// The four analysis verbs end to end: JSON shapes (issue 5's contracts), text output, exit codes.
#include <QtTest>

#include <QRegularExpression>

#include "cliprocess.h"
#include "core/scenario/jsondocument.h"
#include "core/scenario/scenariojson.h"

using namespace runway;
using runway::test::runCli;

namespace {

Json parse(const QByteArray& bytes)
{
    return Json::parse(bytes.toStdString());
}

std::vector<std::string> keys(const Json& j)
{
    std::vector<std::string> k;
    for (const auto& [key, value] : j.items())
        k.push_back(key);
    return k;
}

QStringList args(std::initializer_list<const char*> list)
{
    QStringList out;
    for (const char* a : list)
        out << QString::fromUtf8(a);
    return out;
}

/// The table in `text` whose heading row starts (after its margin) with `firstHeading`: that row
/// and the rows under it, up to the first empty line.
QStringList tableAt(const QString& text, const QString& firstHeading)
{
    QStringList table;
    for (const QString& line : text.split(QLatin1Char('\n'))) {
        if (table.isEmpty() && !line.trimmed().startsWith(firstHeading))
            continue;
        if (line.isEmpty())
            break;
        table << line;
    }
    return table;
}

/// Every row's cell ends where its right-aligned column's heading ends, or starts where its
/// left-aligned column's heading starts (`left`: the headings of the left-aligned columns).
void checkAligned(const QStringList& table, const QStringList& headings, const QStringList& left = {})
{
    QVERIFY2(table.size() > 1, qPrintable(table.join(QLatin1Char('\n'))));
    qsizetype from = 0;
    for (const QString& h : headings) {
        const qsizetype at = table[0].indexOf(h, from);
        QVERIFY2(at >= 0, qPrintable(h + QStringLiteral(" not in ") + table[0]));
        from = at + h.size();
        for (const QString& row : table.mid(1)) {
            const QString where = h + QStringLiteral(" in \"") + row + QStringLiteral("\"\n") + table.join(QLatin1Char('\n'));
            if (left.contains(h)) {
                QVERIFY2(row.size() > at && row[at] != QLatin1Char(' ') && (at == 0 || row[at - 1] == QLatin1Char(' ')), qPrintable(where));
            } else {
                const qsizetype end = at + h.size();
                QVERIFY2(row.size() >= end && row[end - 1] != QLatin1Char(' ') && (row.size() == end || row[end] == QLatin1Char(' ')), qPrintable(where));
            }
        }
    }
}

/// A table row's cells: the columns are two or more spaces apart, a cell has single spaces only.
QStringList cellsOf(const QString& row)
{
    static const QRegularExpression gap(QStringLiteral("\\s{2,}"));
    return row.trimmed().split(gap);
}

const QRegularExpression kMonths(QStringLiteral("^(\\d+\\.\\d|36\\+) months$"));
const QRegularExpression kMoney(QStringLiteral("^\u2212?\\$(\\d{1,3}\\.\\d\\d|0|\\d+(\\.\\d{1,2})?[KMBT])$"));

} // namespace

class TestAnalysisCli : public QObject {
    Q_OBJECT
private slots:
    void monteCarloShape()
    {
        const auto r = runCli(args({"montecarlo", "--samples", "500", "--seed", "7", "--format", "json"}));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.isEmpty());
        const Json j = parse(r.out);
        QCOMPARE(keys(j),
                 (std::vector<std::string>{"samples", "seed", "runway_months_percentiles", "p_cash_out_12m", "p_cash_out_24m", "p_cash_out_horizon",
                                           "monthly_cash_percentiles", "metric_percentiles", "notes",
                                           // model 3's odds of needing new money and its own-cash fan (MODEL3.md §6)
                                           "p_needs_new_money_12m", "p_needs_new_money_24m", "p_needs_new_money_horizon", "monthly_own_cash_percentiles"}));
        QCOMPARE(j.at("samples").get<int>(), 500);
        QCOMPARE(j.at("seed").get<int>(), 7);
        QCOMPARE(keys(j.at("runway_months_percentiles")), (std::vector<std::string>{"5", "10", "25", "50", "75", "90", "95"}));
        double previous = -1;
        for (const auto& [k, v] : j.at("runway_months_percentiles").items()) {
            QVERIFY(v.get<double>() >= previous && v.get<double>() <= 36);
            previous = v.get<double>();
        }
        const Json& months = j.at("monthly_cash_percentiles");
        QCOMPARE(months.size(), std::size_t(36));
        for (std::size_t m = 0; m < months.size(); ++m) {
            QCOMPARE(keys(months[m]), (std::vector<std::string>{"month", "p5", "p25", "p50", "p75", "p95"}));
            QCOMPARE(months[m].at("month").get<std::size_t>(), m);
            QVERIFY(months[m].at("p5").get<double>() <= months[m].at("p95").get<double>());
        }
        for (const char* p : {"p_cash_out_12m", "p_cash_out_24m", "p_cash_out_horizon"})
            QVERIFY(j.at(p).get<double>() >= 0 && j.at(p).get<double>() <= 1);
        // reproducible run to run
        QCOMPARE(runCli(args({"montecarlo", "--samples", "500", "--seed", "7", "--format", "json"})).out, r.out);
        // text
        const auto t = runCli(args({"montecarlo", "--preset", "bear", "--samples", "200"}));
        QCOMPARE(t.exitCode, 0);
        QVERIFY(t.out.contains("within 12 months"));
        QVERIFY(t.out.contains("P50"));
        // the ranges in force, moved to the bear preset's values (conversion 1: 1 % − 2 … 5 % − 2, clamped at 0)
        QVERIFY2(t.out.contains("The ranges the odds use"), t.out.constData());
        QVERIFY2(QString::fromUtf8(t.out).contains(QRegularExpression(QStringLiteral("conversion_pct +triangular +1\\.0 % +0\\.0 % … 3\\.0 %"))),
                 t.out.constData());
    }

    void sensitivityShape()
    {
        const auto r = runCli(args({"sensitivity", "--preset", "model-2", "--format", "json"}));
        QCOMPARE(r.exitCode, 0);
        const Json j = parse(r.out);
        QCOMPARE(keys(j), std::vector<std::string>{"bars"});
        QCOMPARE(j.at("bars").size(), std::size_t(7)); // model 2's default uncertainty: seven parameters (MODEL.md §6)
        // MODEL.md 2.1 §6: the new defaults' tornado order (conversion and tokens per chip swing 5 days
        // each: the table's order)
        const std::vector<std::string> order{
            "fixed_opex_usd_per_month", "opex_growth_pct_per_month", "burn_since_filing_usd_per_month", "demand_growth_pct_per_month", "conversion_pct",
            "tokens_per_chip_per_day",  "price_elasticity"};
        for (std::size_t i = 0; i < order.size(); ++i)
            QCOMPARE(j.at("bars")[i].at("param").get<std::string>(), order[i]);
        double previous = 1e300;
        for (const auto& bar : j.at("bars")) {
            QCOMPARE(keys(bar), (std::vector<std::string>{"param", "low", "high", "runway_at_low", "runway_at_high"}));
            const double swing = std::fabs(bar.at("runway_at_high").get<double>() - bar.at("runway_at_low").get<double>());
            QVERIFY(swing <= previous);
            previous = swing;
        }
        const auto none = runCli(args({"sensitivity", "--set", "uncertainty={}", "--format", "json"}));
        QCOMPARE(none.exitCode, 0);
        QCOMPARE(parse(none.out).at("bars").size(), std::size_t(0));
    }

    void heatmapShape()
    {
        auto r = runCli(args({"heatmap", "--format", "json"}));
        QCOMPARE(r.exitCode, 0);
        Json j = parse(r.out);
        QCOMPARE(keys(j), (std::vector<std::string>{"measure", "prices", "conversions_pct", "values"}));
        QCOMPARE(j.at("measure").get<std::string>(), std::string("contribution"));
        QCOMPARE(j.at("prices").size(), std::size_t(61));
        QCOMPARE(j.at("conversions_pct").size(), std::size_t(41));
        QCOMPARE(j.at("values").size(), std::size_t(41));
        QCOMPARE(j.at("values")[0].size(), std::size_t(61));
        // conversion 0 %, $0.03: nothing is paid, every token is free: −D × SC/1e6 = −3.8667e12 × 0.0307494/1e6 ≈ −118,898
        QVERIFY(std::fabs(j.at("values")[0][0].get<double>() + 118898) < 5);
        // the rows run 0 … 40 % (the axis holds the free-tier break-even, issue 27), so row 3 is 3 %; column 60 is $1:
        // paid demand answers to price, e = ($0.10 / $1)^−1 = 0.1 (ε = −1), so 0.03·D·e·(1 − SC)/1e6 − 0.97·D·SC/1e6 ≈ −104,088
        QCOMPARE(j.at("conversions_pct")[3].get<double>(), 3.0);
        const double D = 23.2e12 / 6, sc = 0.0307494, e = 0.1;
        QVERIFY(std::fabs(j.at("values")[3][60].get<double>() - (0.03 * D * e * (1 - sc) - 0.97 * D * sc) / 1e6) < 5);

        r = runCli(args({"heatmap", "--measure", "runway", "--prices", "5", "--conversions", "3", "--max-conversion", "10", "--format", "json"}));
        QCOMPARE(r.exitCode, 0);
        j = parse(r.out);
        QCOMPARE(j.at("measure").get<std::string>(), std::string("runway"));
        QCOMPARE(j.at("conversions_pct"), Json::parse("[0, 5, 10]"));
        QCOMPARE(j.at("prices").size(), std::size_t(5));
        QCOMPARE(j.at("prices")[0].get<double>(), 0.03);
        QCOMPARE(j.at("prices")[4].get<double>(), 1.0);
        QCOMPARE(runCli(args({"heatmap", "--prices", "4", "--conversions", "3"})).exitCode, 0);
    }

    void goalSeekShape()
    {
        // Model 2's defaults last 17.5 months; with everyone paying the operating cost, growing 2 % a
        // month, still outruns the revenue before 30 months (about $1.43B of opex against $660M of
        // cash and $480M of revenue), but 20 months is within reach.
        // (model 2's defaults: the model-2 preset, MODEL3.md §9)
        auto r = runCli(args({"goalseek", "--preset", "model-2", "--param", "conversion_pct", "--target-runway-months", "20", "--format", "json"}));
        QCOMPARE(r.exitCode, 0);
        Json j = parse(r.out);
        QCOMPARE(keys(j), (std::vector<std::string>{"param", "target_runway_months", "value", "reason"}));
        QCOMPARE(j.at("param").get<std::string>(), std::string("conversion_pct"));
        QCOMPARE(j.at("target_runway_months").get<double>(), 20.0);
        QVERIFY(j.at("value").is_number());
        QVERIFY(j.at("value").get<double>() > 3); // above the default's 3 % (17.5 months)
        QVERIFY(j.at("reason").is_null());
        // then re-run the model there: the runway reaches 20 months
        const std::string set = "conversion_pct=" + j.at("value").dump();
        const auto check = runCli({QStringLiteral("run"), QStringLiteral("--preset"), QStringLiteral("model-2"), QStringLiteral("--set"),
                                   QString::fromStdString(set), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(check.exitCode, 0);
        const Json m = parse(check.out).at("metrics");
        QVERIFY(m.at("runway_months").is_null() || m.at("runway_months").get<double>() >= 20);

        // 30 months is out of reach at any conversion: a null value and the reason (MODEL.md §8)
        r = runCli(args({"goalseek", "--preset", "model-2", "--param", "conversion_pct", "--target-runway-months", "30", "--format", "json"}));
        QCOMPARE(r.exitCode, 0);
        j = parse(r.out);
        QVERIFY(j.at("value").is_null());
        QVERIFY(j.at("reason").get<std::string>().find("fall short") != std::string::npos);

        r = runCli(args({"goalseek", "--preset", "model-2", "--param", "conversion_pct", "--target-runway-months", "100", "--format", "json"}));
        QCOMPARE(r.exitCode, 0);
        j = parse(r.out);
        QVERIFY(j.at("value").is_null());
        QVERIFY(j.at("reason").is_string());
        // the slider's ends: $0.03 runs out on day 517 (17.23 months), $1.00 on day 525 (MODEL.md §5)
        r = runCli(args({"goalseek", "--preset", "model-2", "--param", "price_usd_per_mtok", "--target-runway-months", "17.4", "--range", "slider"}));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("price_usd_per_mtok ="));
    }

    // Issue 12: the text tables line up, with units and one precision per quantity.
    void sensitivityTable()
    {
        const auto r = runCli(args({"sensitivity", "--preset", "model-2"}));
        QCOMPARE(r.exitCode, 0);
        const QString text = QString::fromUtf8(r.out);
        const QStringList table = tableAt(text, QStringLiteral("parameter"));
        QCOMPARE(table.size(), 1 + 7);
        const QStringList headings{QStringLiteral("parameter"),      QStringLiteral("low"),  QStringLiteral("high"), QStringLiteral("runway at low"),
                                   QStringLiteral("runway at high"), QStringLiteral("swing")};
        checkAligned(table, headings, {QStringLiteral("parameter")});
        QVERIFY(table[1].trimmed().startsWith(QStringLiteral("fixed_opex_usd_per_month")));
        QCOMPARE(cellsOf(table[1]).mid(0, 3), (QStringList{QStringLiteral("fixed_opex_usd_per_month"), QStringLiteral("$28M"), QStringLiteral("$48.5M")}));
        for (const QString& row : table.mid(1)) {
            const QStringList cells = cellsOf(row);
            QCOMPARE(cells.size(), 6);
            for (const QString& cell : cells.mid(3))
                QVERIFY2(kMonths.match(cell).hasMatch(), qPrintable(cell + QStringLiteral(" in ") + row));
            if (cells[0] == QStringLiteral("conversion_pct"))
                QCOMPARE(cells.mid(1, 2), (QStringList{QStringLiteral("1.0 %"), QStringLiteral("5.0 %")}));
        }
        for (const QString& line : text.split(QLatin1Char('\n')))
            QVERIFY2(line.size() <= 100, qPrintable(line));
    }

    void monteCarloTables()
    {
        auto r = runCli(args({"montecarlo", "--samples", "300"}));
        QCOMPARE(r.exitCode, 0);
        QString text = QString::fromUtf8(r.out);
        QVERIFY(text.contains(QStringLiteral("300 samples, seed 1")));
        QStringList runway = tableAt(text, QStringLiteral("percentile"));
        QCOMPARE(runway.size(), 1 + 7);
        checkAligned(runway, {QStringLiteral("percentile"), QStringLiteral("runway")}, {QStringLiteral("percentile")});
        for (const QString& row : runway.mid(1))
            QVERIFY2(kMonths.match(cellsOf(row).value(1)).hasMatch(), qPrintable(row));
        // the odds: one decimal, the numbers right-aligned
        QStringList odds = tableAt(text, QStringLiteral("within 12 months"));
        QCOMPARE(odds.size(), 3);
        for (const QString& row : odds) {
            QVERIFY2(QRegularExpression(QStringLiteral("  \\d+\\.\\d %$")).match(row).hasMatch(), qPrintable(row));
            QCOMPARE(row.size(), odds[0].size());
        }
        // the cash fan: each month's last day in ISO, money in one rule, aligned
        const QStringList cash = tableAt(text, QStringLiteral("month"));
        QCOMPARE(cash.size(), 1 + 36);
        const QStringList headings{QStringLiteral("month"), QStringLiteral("month end"), QStringLiteral("P5"), QStringLiteral("P25"),
                                   QStringLiteral("P50"),   QStringLiteral("P75"),       QStringLiteral("P95")};
        checkAligned(cash, headings, {QStringLiteral("month end")});
        QCOMPARE(cellsOf(cash[1]).value(1), QStringLiteral("2026-04-02")); // day 29 of 2026-03-04's scenario
        QCOMPARE(cellsOf(cash[2]).value(1), QStringLiteral("2026-05-02")); // day 59
        for (const QString& row : cash.mid(1)) {
            const QStringList cells = cellsOf(row);
            QCOMPARE(cells.size(), 7);
            for (const QString& cell : cells.mid(2))
                QVERIFY2(kMoney.match(cell).hasMatch(), qPrintable(cell + QStringLiteral(" in ") + row));
        }
        // a runway that reaches the horizon reads "36+ months", never "36.0"
        r = runCli(args({"montecarlo", "--samples", "50", "--set", "cash_usd=1e11"}));
        QCOMPARE(r.exitCode, 0);
        text = QString::fromUtf8(r.out);
        runway = tableAt(text, QStringLiteral("percentile"));
        for (const QString& row : runway.mid(1))
            QVERIFY2(row.endsWith(QStringLiteral("  36+ months")), qPrintable(row));
        odds = tableAt(text, QStringLiteral("within 12 months"));
        QVERIFY2(odds[0].endsWith(QStringLiteral("  0.0 %")), qPrintable(odds[0]));
    }

    void goalSeekText()
    {
        auto r = runCli(args({"goalseek", "--preset", "model-2", "--param", "conversion_pct", "--target-runway-months", "20"}));
        QCOMPARE(r.exitCode, 0);
        QString text = QString::fromUtf8(r.out);
        QVERIFY2(text.contains(QStringLiteral("gives 20.0 months of runway?")), r.out.constData());
        QVERIFY2(QRegularExpression(QStringLiteral("answer +conversion_pct = \\d+\\.\\d %\n")).match(text).hasMatch(), r.out.constData());
        QVERIFY2(text.contains(QStringLiteral("searched  0.0 % \u2026 100.0 %")), r.out.constData());
        r = runCli(args({"goalseek", "--preset", "model-2", "--param", "price_usd_per_mtok", "--target-runway-months", "17.4", "--range", "slider"}));
        QCOMPARE(r.exitCode, 0);
        text = QString::fromUtf8(r.out);
        QVERIFY2(QRegularExpression(QStringLiteral("price_usd_per_mtok = \\$\\d+\\.\\d\\d\\d*\n")).match(text).hasMatch(), r.out.constData());
        QVERIFY2(text.contains(QStringLiteral("$0.03 \u2026 $1.00")), r.out.constData()); // "$0.10", never "$0.1"
    }

    void heatmapText()
    {
        // the text map fits 100 columns: a coarser grid than JSON's unless asked
        auto r = runCli(args({"heatmap"}));
        QCOMPARE(r.exitCode, 0);
        QString text = QString::fromUtf8(r.out);
        for (const QString& line : text.split(QLatin1Char('\n')))
            QVERIFY2(line.size() <= 100, qPrintable(line));
        QStringList table = tableAt(text, QStringLiteral("conversion"));
        QCOMPARE(table.size(), 1 + 11);
        QStringList headings{QStringLiteral("conversion")};
        for (const QString& h : table[0].split(QLatin1Char(' '), Qt::SkipEmptyParts).mid(1))
            headings << h;
        QCOMPARE(headings.size(), 1 + 8);
        QCOMPARE(headings[1], QStringLiteral("$0.03"));
        QCOMPARE(headings[8], QStringLiteral("$1.00"));
        checkAligned(table, headings);
        QVERIFY(table[1].trimmed().startsWith(QStringLiteral("0.0 %")));
        // the axis holds the free-tier break-even, 30.7494 %: max(20, 1.2 × 30.7494) rounded up to 5 = 40 (issue 27)
        QVERIFY(table[11].trimmed().startsWith(QStringLiteral("40.0 %")));
        for (const QString& row : table.mid(1)) {
            const QStringList cells = cellsOf(row);
            QCOMPARE(cells.size(), 9);
            for (const QString& cell : cells.mid(1))
                QVERIFY2(kMoney.match(cell).hasMatch(), qPrintable(cell + QStringLiteral(" in ") + row));
        }
        // runway: months, "36+" at the horizon
        r = runCli(args({"heatmap", "--measure", "runway", "--prices", "4", "--conversions", "3", "--set", "cash_usd=1e11"}));
        QCOMPARE(r.exitCode, 0);
        table = tableAt(QString::fromUtf8(r.out), QStringLiteral("conversion"));
        QCOMPARE(table.size(), 1 + 3);
        for (const QString& row : table.mid(1))
            QVERIFY2(row.endsWith(QStringLiteral("  36+")), qPrintable(row));
        // too wide for text: says what to use instead, prints nothing
        r = runCli(args({"heatmap", "--prices", "61"}));
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains("--format json or --format csv"), r.err.constData());
        // CSV: the JSON's map, every number in full
        r = runCli(args({"heatmap", "--prices", "5", "--conversions", "3", "--format", "csv"}));
        QCOMPARE(r.exitCode, 0);
        const Json j = parse(runCli(args({"heatmap", "--prices", "5", "--conversions", "3", "--format", "json"})).out);
        const QList<QByteArray> lines = r.out.split('\n');
        QCOMPARE(lines.size(), 1 + 3 + 1);
        QCOMPARE(lines[0], QByteArray("conversion_pct,0.03,") + lines[0].split(',')[2] + ',' + lines[0].split(',')[3] + ',' + lines[0].split(',')[4] + ",1");
        for (std::size_t row = 0; row < 3; ++row) {
            const QList<QByteArray> cells = lines[static_cast<qsizetype>(row) + 1].split(',');
            QCOMPARE(cells.size(), 6);
            QCOMPARE(cells[0].toDouble(), j.at("conversions_pct")[row].get<double>());
            for (std::size_t col = 0; col < 5; ++col)
                QCOMPARE(cells[static_cast<qsizetype>(col) + 1].toDouble(), j.at("values")[row][col].get<double>());
        }
        // the default CSV is the whole 61 × 41 map, like JSON
        r = runCli(args({"heatmap", "--format", "csv"}));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.count('\n'), 1 + 41);
        QCOMPARE(r.out.left(r.out.indexOf('\n')).count(','), 61);
    }

    // Issue 28.8: the text map's advice works when followed. Fine conversion steps make long row
    // labels, so even 8 prices (the default it advised) can be too wide; the advice names the most
    // that fit, measured on the map itself.
    void heatmapTooWideAdvisesWhatFits_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("8 prices, long labels") << args({"heatmap", "--max-conversion", "1.2345e-12", "--conversions", "1001", "--prices", "8"});
        QTest::newRow("default grid, long labels") << args({"heatmap", "--max-conversion", "1.2345e-14", "--conversions", "1001"});
        QTest::newRow("61 prices") << args({"heatmap", "--prices", "61"});
        QTest::newRow("runway cells are narrower") << args({"heatmap", "--measure", "runway", "--prices", "30"});
    }
    void heatmapTooWideAdvisesWhatFits()
    {
        QFETCH(QStringList, arguments);
        auto r = runCli(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        const QString err = QString::fromUtf8(r.err);
        const auto advice = QRegularExpression(QStringLiteral("give --prices (\\d+) or fewer")).match(err);
        QVERIFY2(advice.hasMatch(), qPrintable(err));
        const int most = advice.captured(1).toInt();
        QStringList given = arguments;
        const qsizetype at = given.indexOf(QStringLiteral("--prices"));
        const int asked = at < 0 ? 8 : given[at + 1].toInt();
        QVERIFY2(most >= 2 && most < asked, qPrintable(err));
        // following it works, and one more would not have
        if (at >= 0)
            given.remove(at, 2);
        r = runCli(given + QStringList{QStringLiteral("--prices"), QString::number(most)});
        QCOMPARE(r.exitCode, 0);
        for (const QString& line : QString::fromUtf8(r.out).split(QLatin1Char('\n')))
            QVERIFY2(line.size() <= 100, qPrintable(line));
        if (most + 1 < asked)
            QCOMPARE(runCli(given + QStringList{QStringLiteral("--prices"), QString::number(most + 1)}).exitCode, 2);
    }
    void badInput_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("samples 0") << args({"montecarlo", "--samples", "0"}) << QStringLiteral("--samples");
        QTest::newRow("samples too many") << args({"montecarlo", "--samples", "1000001"}) << QStringLiteral("--samples");
        QTest::newRow("samples not a number") << args({"montecarlo", "--samples", "lots"}) << QStringLiteral("not a whole number");
        QTest::newRow("negative seed") << args({"montecarlo", "--seed", "-1"}) << QStringLiteral("--seed");
        QTest::newRow("unknown option") << args({"montecarlo", "--sample", "10"}) << QStringLiteral("--sample");
        QTest::newRow("bad scenario") << args({"sensitivity", "--set", "conversion_pct=101"}) << QStringLiteral("conversion_pct");
        QTest::newRow("unknown preset") << args({"sensitivity", "--preset", "nope"}) << QStringLiteral("nope");
        QTest::newRow("bad format") << args({"sensitivity", "--format", "xml"}) << QStringLiteral("--format");
        QTest::newRow("csv is the heatmap's") << args({"sensitivity", "--format", "csv"}) << QStringLiteral("use text or json");
        QTest::newRow("heatmap formats") << args({"heatmap", "--format", "xml"}) << QStringLiteral("use text, json or csv");
        QTest::newRow("bad measure") << args({"heatmap", "--measure", "profit"}) << QStringLiteral("contribution or runway");
        QTest::newRow("one price") << args({"heatmap", "--prices", "1"}) << QStringLiteral("--prices");
        QTest::newRow("zero max conversion") << args({"heatmap", "--max-conversion", "0"}) << QStringLiteral("--max-conversion");
        QTest::newRow("max conversion over 100") << args({"heatmap", "--max-conversion", "120"}) << QStringLiteral("--max-conversion");
        QTest::newRow("misspelt param") << args({"goalseek", "--param", "conversoin_pct", "--target-runway-months", "30"})
                                        << QStringLiteral("did you mean \"conversion_pct\"");
        QTest::newRow("horizon cannot be sought") << args({"goalseek", "--param", "horizon_months", "--target-runway-months", "30"})
                                                  << QStringLiteral("cannot be solved for");
        QTest::newRow("text key") << args({"goalseek", "--param", "name", "--target-runway-months", "30"}) << QStringLiteral("cannot be solved for");
        QTest::newRow("no param") << args({"goalseek", "--target-runway-months", "30"}) << QStringLiteral("--param");
        QTest::newRow("no target") << args({"goalseek", "--param", "conversion_pct"}) << QStringLiteral("--target-runway-months");
        QTest::newRow("negative target") << args({"goalseek", "--param", "conversion_pct", "--target-runway-months", "-3"})
                                         << QStringLiteral("--target-runway-months");
        QTest::newRow("bad range") << args({"goalseek", "--param", "conversion_pct", "--target-runway-months", "30", "--range", "wide"})
                                   << QStringLiteral("--range");
    }
    void badInput()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const auto r = runCli(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestAnalysisCli)
#include "test_analysis_cli.moc"
