// The command line end to end: exit codes, stdout/stderr, the JSON shape, the text report, the
// null reasons and model-1 files. Every expected figure is MODEL.md's (its worked examples) or a
// formula worked by hand here, never the program's own output. --set, reading run's JSON back,
// `upgrade`, presets, files and the other verbs: test_cli_verbs.cpp.
#include <QtTest>

#include <QTemporaryDir>

#include <cmath>

#include "clichecks.h"
#include "cliprocess.h"
#include "core/scenario/jsondocument.h"
#include "core/scenario/scenariojson.h"
#include "testfiles.h"
#include "testhelpers.h"

using namespace runway;
using namespace runway::test;

namespace {

// MODEL.md §3b by hand: 247 days from the filing (2025-06-30) to the start (2026-03-04).
constexpr double kCashStart = 2.552e9 / 7.17 + 5.58e8 - 30.8e6 * 247 / 30;
// MODEL.md §3 by hand.
constexpr double kSc = (16500.0 / (4.0 * 365.0) + 0.4 * 24.0 * 1.3 * 0.08) / 4e8 * 1e6;
constexpr double kDemand = 23.2e12 / 6.0;

/// A printed figure of MODEL.md to its own precision (half a unit of its last digit).
void checkPrinted(const Json& v, double printed, double halfUnit, const char* what)
{
    QVERIFY2(v.is_number(), what);
    QVERIFY2(std::fabs(v.get<double>() - printed) <= halfUnit * (1 + 1e-9),
             qPrintable(QStringLiteral("%1 = %2, MODEL.md prints %3").arg(QLatin1String(what)).arg(v.get<double>(), 0, 'g', 15).arg(printed, 0, 'g', 15)));
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    /// An @2 file of model 2's defaults: MODEL.md's worked examples are model 2's (MODEL3.md §0).
    QString model2File()
    {
        QString path = m_dir.filePath(QStringLiteral("model2.json"));
        if (!QFile::exists(path) && !writeFile(path, R"({"schema": "token-runway/scenario@2"})"))
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

private slots:
    void theDefaultsAreModel3()
    {
        // MODEL3.md §0: `run` without a file is the model-3 defaults (§10 D1–D3, D10, D12).
        const Json m = runJson({}).at("metrics");
        QCOMPARE(m.at("runway_days").get<int>(), 267);
        QCOMPARE(m.at("cash_out_date").get<std::string>(), std::string("2026-11-26"));
        checkPrinted(m.at("cash_start_usd"), 581617949.71, 0.005, "cash_start_usd");
        checkPrinted(m.at("capex_total_usd"), 79761000.00, 0.005, "capex_total_usd");
        checkPrinted(m.at("day0").at("free_tier_incremental_cash_usd"), 79765826.27, 0.005, "day0.free_tier_incremental_cash_usd");
        const auto r = runCli(args({"run"}));
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(flat(r.out).contains(QStringLiteral("Model 3 (MODEL3.md")), r.out.constData());
        // 267 days are 8.9 months
        QVERIFY2(flat(r.out).contains(QStringLiteral("8.9 months")), r.out.constData());
    }

    void runJsonHasEveryKey()
    {
        const auto r = runCli({QStringLiteral("run"), model2File(), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.isEmpty());
        const Json j = parse(r.out);
        QCOMPARE(j.size(), std::size_t(2));
        const Json& m = j.at("metrics");
        // every key of MODEL.md §5's table, then infeasible, warnings and null_reasons
        for (const char* key : {"serving_cost_usd_per_mtok",
                                "effective_price_usd_per_mtok",
                                "effective_serving_cost_usd_per_mtok",
                                "type_prices_usd_per_mtok",
                                "type_serving_costs_usd_per_mtok",
                                "cash_start_usd",
                                "day0",
                                "quota_list_value_usd_per_day",
                                "quota_utilization_pct",
                                "chips_needed",
                                "chips_owned_start",
                                "chips_bought",
                                "peak_fleet_chips",
                                "capex_total_usd",
                                "first_month_net_burn_usd",
                                "first_month_capex_usd",
                                "first_month_recurring_burn_usd",
                                "simple_runway_months",
                                "runway_days",
                                "runway_months",
                                "cash_out_date",
                                "ending_cash_usd",
                                "total_revenue_usd",
                                "total_free_tier_cost_usd",
                                "total_free_tier_list_value_usd",
                                "break_even_conversion_pct",
                                "break_even_price_usd_per_mtok",
                                "profit_maximizing_price_usd_per_mtok",
                                "program_contribution_usd_per_day",
                                "program_break_even_conversion_pct",
                                "free_tier_share_of_burn_pct",
                                "list_value_runway_months",
                                "accounts_at_cap_pct",
                                "paying_accounts",
                                "gross_margin_pct",
                                "arpu_usd_per_month",
                                "ltv_usd",
                                "cac_usd",
                                "ltv_to_cac",
                                "payback_months",
                                "infeasible",
                                "warnings",
                                "null_reasons"})
            QVERIFY2(m.contains(key), key);
        for (const char* key : {"free_tokens", "paid_tokens", "revenue_usd", "serving_cost_usd", "power_usd", "capex_usd", "serving_cash_usd",
                                "free_tier_cost_usd", "free_tier_list_value_usd", "opex_usd", "net_burn_usd"})
            QVERIFY2(m.at("day0").contains(key), key);
        for (const char* key : {"input", "output", "cached_input"})
            QVERIFY2(m.at("type_prices_usd_per_mtok").contains(key) && m.at("type_serving_costs_usd_per_mtok").contains(key), key);

        // MODEL.md's model-2 worked example on the defaults
        QCOMPARE(m.at("runway_days").get<int>(), 525);
        QCOMPARE(m.at("cash_out_date").get<std::string>(), std::string("2027-08-11"));
        checkNear(m.at("cash_start_usd"), kCashStart, 1e-12, "cash_start_usd");
        checkPrinted(m.at("cash_start_usd"), 660340808.93, 0.005, "cash_start_usd");
        checkPrinted(m.at("day0").at("net_burn_usd"), 1028051.53, 0.005, "day0.net_burn_usd");
        checkPrinted(m.at("day0").at("power_usd"), 9651.53, 0.005, "day0.power_usd");
        checkPrinted(m.at("first_month_net_burn_usd"), 31181615.56, 0.005, "first_month_net_burn_usd");
        checkPrinted(m.at("simple_runway_months"), 21.1772, 5e-5, "simple_runway_months");
        QCOMPARE(m.at("chips_needed").get<int>(), 9667);
        QCOMPARE(m.at("chips_owned_start").get<int>(), 9667);
        QCOMPARE(m.at("chips_bought").get<int>(), 0);
        QCOMPARE(m.at("capex_total_usd").get<double>(), 0.0);
        QCOMPARE(m.at("infeasible").get<bool>(), false);
        QVERIFY(m.at("warnings").empty());
        checkNear(m.at("paying_accounts"), 0.03 * 250000, 1e-12, "paying_accounts");
        checkNear(m.at("arpu_usd_per_month"), 0.03 * kDemand * 0.10 / 1e6 * 30 / 7500, 1e-12, "arpu_usd_per_month"); // $46.40
        checkNear(m.at("gross_margin_pct"), 100 * (0.10 - kSc) / 0.10, 1e-12, "gross_margin_pct");
        checkPrinted(m.at("ltv_usd"), 558.671, 5e-4, "ltv_usd");
        checkPrinted(m.at("cac_usd"), 9226.47, 5e-3, "cac_usd");
        checkPrinted(m.at("ltv_to_cac"), 0.060551, 5e-7, "ltv_to_cac");
        checkPrinted(m.at("payback_months"), 287.14, 5e-3, "payback_months");
        checkPrinted(m.at("program_contribution_usd_per_day"), -107297.78, 0.005, "program_contribution_usd_per_day");
        checkNear(m.at("program_break_even_conversion_pct"), 100 * kSc / 0.10, 1e-9, "program_break_even_conversion_pct");
        checkPrinted(m.at("free_tier_share_of_burn_pct"), 8.90198, 5e-6, "free_tier_share_of_burn_pct");
        checkPrinted(m.at("list_value_runway_months"), 2.20114, 5e-6, "list_value_runway_months");
        // the nulls, each with its reason, and a reason only for a null
        QVERIFY(m.at("break_even_conversion_pct").is_null());
        QVERIFY(m.at("break_even_price_usd_per_mtok").is_null());
        QCOMPARE(m.at("null_reasons").at("break_even_price_usd_per_mtok").get<std::string>(),
                 std::string("at elasticity \u22121 a converted developer spends the same at any price, so paid revenue stays at $11.6K a day and no "
                             "price covers the fixed cost at 3 % conversion"));
        for (const auto& [key, value] : m.items())
            if (value.is_null())
                QVERIFY2(m.at("null_reasons").contains(key), key.c_str());
        for (const auto& [key, sentence] : m.at("null_reasons").items())
            QVERIFY2(m.at(key).is_null() && !sentence.get<std::string>().empty(), key.c_str());

        // the scenario, resolved: every parameter key of MODEL.md §1 (47), MODEL3.md §1's 17 at their neutral values, and
        // schema, which is @3 (everything written is, MODEL3.md §0)
        const Json& s = j.at("scenario");
        QCOMPARE(s.at("schema").get<std::string>(), std::string("token-runway/scenario@3"));
        QCOMPARE(s.size(), std::size_t(47 + 17 + 1));
        QCOMPARE(s.at("fleet_share_pct").get<double>(), 100.0);
        for (const char* key : {"serving_cost_usd_per_mtok", "cash_usd", "chips_owned", "account_cap_tokens_per_day"})
            QVERIFY2(s.at(key).is_null(), key);
        QCOMPARE(s.at("capacity_mode").get<std::string>(), std::string("owned"));
        QCOMPARE(s.at("filing_date").get<std::string>(), std::string("2025-06-30"));
    }

    void textOutputOnTheDefaults()
    {
        const auto r = runCli({QStringLiteral("run"), model2File()}); // model 2's defaults (MODEL.md's example)
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.isEmpty());
        const QString text = flat(r.out);
        QVERIFY2(text.contains(QStringLiteral("Model 2")), r.out.constData());
        // the cash bridge of MODEL.md §3b: 247 days are 8.23 months
        QVERIFY2(text.contains(QStringLiteral("RMB 2.552B \u00f7 7.17 + $558M \u2212 8.23 months \u00d7 $30.8M = $660.3M")), r.out.constData());
        // 525 days are 17.5 months
        QVERIFY2(text.contains(QStringLiteral("17.5 months (525 days): cash out 2027-08-11")), r.out.constData());
        QVERIFY(text.contains(QStringLiteral("$31.18M")));            // the first month's net burn
        QVERIFY(text.contains(QStringLiteral("9,667 accelerators"))); // the fleet
        QVERIFY(text.contains(QStringLiteral("$46.40 a month")));     // ARPU
        QVERIFY(text.contains(QStringLiteral("30.7 %")));             // the programme break-even, 100 × SC / P
        QVERIFY(text.contains(QStringLiteral("7,500 of 250,000")));   // paying accounts
        QVERIFY(text.contains(QStringLiteral("at elasticity \u22121 a converted developer spends the same at any price")));
        QVERIFY2(!text.contains(QStringLiteral("n/a")), r.out.constData());
        QVERIFY(!text.contains(QStringLiteral("Infeasible")));
        QVERIFY(!text.contains(QStringLiteral("Warning")));
    }

    void textLabelsAreAligned()
    {
        const auto r = runCli(args({"run"}));
        QCOMPARE(r.exitCode, 0);
        qsizetype column = -1;
        int rows = 0;
        for (const QByteArray& line : r.out.split('\n')) {
            const QString l = QString::fromUtf8(line);
            if (!l.startsWith(QLatin1String("  ")) || l.at(2) == QLatin1Char(' '))
                continue; // a title, a blank line or a wrapped value
            const qsizetype gap = l.indexOf(QLatin1String("  "), 2);
            QVERIFY2(gap > 2, qPrintable(l));
            qsizetype value = gap;
            while (value < l.size() && l.at(value) == QLatin1Char(' '))
                ++value;
            if (column < 0)
                column = value;
            QVERIFY2(value == column, qPrintable(QStringLiteral("the value of \"%1\" starts at column %2, not %3").arg(l).arg(value).arg(column)));
            ++rows;
        }
        QVERIFY(rows >= 30);
        // a wrapped value continues under its column
        for (const QByteArray& line : r.out.split('\n'))
            if (line.startsWith("   ")) {
                QVERIFY2(line.size() > column && line.left(column).trimmed().isEmpty() && line.at(column) != ' ', line.constData());
            }
    }

    void everyNullMetricSaysWhy_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::newRow("defaults") << QStringList();
        QTest::newRow("per token") << args({"--preset", "h100-rental"});
        QTest::newRow("nobody pays") << args({"--set", "conversion_pct=0"});
        QTest::newRow("no quota") << args({"--set", "free_quota_tokens_per_day=0"});
        QTest::newRow("no churn") << args({"--set", "paid_churn_pct_per_month=0", "--set", "discount_rate_pct_per_year=0"});
        QTest::newRow("elasticity -1.5") << args({"--set", "price_elasticity=-1.5"});
    }
    void everyNullMetricSaysWhy()
    {
        QFETCH(QStringList, extra);
        const Json j = runJson(extra);
        QVERIFY(j.contains("metrics"));
        const auto r = runCli(QStringList{QStringLiteral("run")} + extra);
        QCOMPARE(r.exitCode, 0);
        const QString text = flat(r.out);
        QVERIFY2(!text.contains(QStringLiteral("n/a")), r.out.constData());
        int reasons = 0;
        for (const auto& [key, sentence] : j.at("metrics").at("null_reasons").items()) {
            if (key == "runway_days" || key == "runway_months" || key == "cash_out_date")
                continue; // the runway row says "the cash lasts beyond the horizon" (cashThatLastsSaysSo)
            QVERIFY2(text.contains(QString::fromStdString(sentence.get<std::string>())), qPrintable(QString::fromStdString(key) + QStringLiteral(": ") + text));
            ++reasons;
        }
        QVERIFY(reasons >= 1);
    }

    void cashThatLastsSaysSo()
    {
        const auto r = runCli(args({"run", "--set", "cash_usd=1e12"}));
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(flat(r.out).contains(QStringLiteral("the cash lasts beyond the 36-month horizon")), r.out.constData());
        QVERIFY(flat(r.out).contains(QStringLiteral("$1T (given: cash_usd)")));
        QVERIFY(runJson(args({"--set", "cash_usd=1e12"})).at("metrics").at("runway_days").is_null());
    }

    void quotaFullIsInfeasibleInWords()
    {
        // MODEL.md: demand 1e14 needs 250,000 accelerators on day 0; 9,667 are owned (model 2: quota-full on an @2 file).
        const QStringList full{model2File(), QStringLiteral("--set"), QStringLiteral("demand_tokens_per_day=1e14")};
        const Json j = runJson(full);
        const Json& m = j.at("metrics");
        QCOMPARE(m.at("infeasible").get<bool>(), true);
        QCOMPARE(m.at("chips_needed").get<int>(), 250000);
        QCOMPARE(m.at("chips_bought").get<int>(), 250000 - 9667);
        QCOMPARE(m.at("capex_total_usd").get<double>(), (250000.0 - 9667) * 16500);
        QCOMPARE(m.at("runway_days").get<int>(), 0);
        QCOMPARE(m.at("cash_out_date").get<std::string>(), std::string("2026-03-04"));
        checkPrinted(m.at("break_even_conversion_pct"), 41.0494, 5e-5, "break_even_conversion_pct");
        const auto r = runCli(QStringList{QStringLiteral("run")} + full);
        QCOMPARE(r.exitCode, 0);
        const QString text = flat(r.out);
        // 240,333 × $16,500 = $3.97B against cash of $660.3M: 6.01 times the cash
        QVERIFY2(text.contains(QStringLiteral("Infeasible: 240,333 accelerators to buy on day 0 cost $3.97B; the cash is $660.3M")), r.out.constData());
        QVERIFY(text.contains(QStringLiteral("6.01 times the cash")));
        QVERIFY(text.contains(QStringLiteral("0.0 months (0 days): cash out 2026-03-04")));
    }

    void negativeDerivedCashStartsWithoutCash()
    {
        // burn 2e8 a month since the filing: 355.93M + 558M − 2e8 × 247/30 < 0 (MODEL.md §3b)
        const QStringList burn{model2File(), QStringLiteral("--set"), QStringLiteral("burn_since_filing_usd_per_month=2e8")}; // model 2's bridge
        const Json j = runJson(burn);
        checkNear(j.at("metrics").at("cash_start_usd"), 2.552e9 / 7.17 + 5.58e8 - 2e8 * 247 / 30, 1e-12, "cash_start_usd");
        QCOMPARE(j.at("metrics").at("runway_days").get<int>(), 0);
        const auto r = runCli(QStringList{QStringLiteral("run")} + burn);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(flat(r.out).contains(QStringLiteral("The scenario starts without cash: the cash at the start is \u2212$732.7M.")), r.out.constData());
        QVERIFY(flat(r.out).contains(QStringLiteral("(0 days): cash out 2026-03-04; the scenario starts without cash")));
    }

    void warningsAndBreakEvensAboveTheSlider()
    {
        auto r = runCli(args({"run", "--set", "horizon_months=60"}));
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(flat(r.out).contains(QStringLiteral("Warning: the horizon is longer than the accelerators' life; replacing them is not modelled.")),
                 r.out.constData());
        // MODEL.md: ε 0, price 1.0 → break-even price 9.90429, runway 563 days
        const QStringList flat1{model2File(), QStringLiteral("--set"), QStringLiteral("price_elasticity=0"), QStringLiteral("--set"),
                                QStringLiteral("price_usd_per_mtok=1")}; // MODEL.md's example: model 2
        const Json j = runJson(flat1);
        QCOMPARE(j.at("metrics").at("runway_days").get<int>(), 563);
        checkPrinted(j.at("metrics").at("break_even_price_usd_per_mtok"), 9.90429, 5e-6, "break_even_price_usd_per_mtok");
        r = runCli(QStringList{QStringLiteral("run")} + flat1);
        // four significant digits per 1M tokens: $9.904
        QVERIFY2(flat(r.out).contains(QStringLiteral("$9.904, which may lie far above the slider (it ends at $1.00)")), r.out.constData());
    }

    void model1Answers()
    {
        // MODEL.md: the simple view is model 1's defaults exactly: 830 days, 2028-06-11, break-even price 11.2549.
        Json m = runJson(args({"--preset", "simple"})).at("metrics");
        QCOMPARE(m.at("runway_days").get<int>(), 830);
        QCOMPARE(m.at("cash_out_date").get<std::string>(), std::string("2028-06-11"));
        checkPrinted(m.at("break_even_price_usd_per_mtok"), 11.2549, 5e-5, "break_even_price_usd_per_mtok");
        checkPrinted(m.at("day0").at("net_burn_usd"), 1293964.44, 0.005, "day0.net_burn_usd");
        // an @1 file: model 1's defaults
        QTemporaryDir dir;
        const QString one = dir.filePath(QStringLiteral("one.json"));
        QVERIFY(writeFile(one, R"({"schema": "token-runway/scenario@1"})"));
        const Json j = runJson({one});
        m = j.at("metrics");
        QCOMPARE(m.at("runway_days").get<int>(), 830);
        QCOMPARE(m.at("cash_out_date").get<std::string>(), std::string("2028-06-11"));
        QCOMPARE(m.at("cash_start_usd").get<double>(), 1e9);
        checkPrinted(m.at("day0").at("net_burn_usd"), 1293964.44, 0.005, "day0.net_burn_usd");
        checkPrinted(m.at("first_month_net_burn_usd"), 38818933.26, 0.005, "first_month_net_burn_usd");
        checkPrinted(m.at("free_tier_share_of_burn_pct"), 7.9416, 5e-5, "free_tier_share_of_burn_pct");
        QVERIFY(m.at("break_even_conversion_pct").is_null());
        // what is written is @3 (MODEL3.md §0), with model 1's values
        QCOMPARE(j.at("scenario").at("schema").get<std::string>(), std::string("token-runway/scenario@3"));
        QCOMPARE(j.at("scenario").at("capacity_mode").get<std::string>(), std::string("per_token"));
        // the text says which model
        const auto r = runCli({QStringLiteral("run"), one});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(flat(r.out).contains(QStringLiteral("Model 1 (the file says \"schema\": \"token-runway/scenario@1\")")), r.out.constData());
        QVERIFY(flat(r.out).contains(QStringLiteral("27.7 months (830 days): cash out 2028-06-11")));
        QVERIFY(flat(r.out).contains(QStringLiteral("$1B (given: cash_usd)")));
        // @1 with demand 1e14 (MODEL.md): 473 days, 2027-06-20, break-even conversion 42.6161 %, price 1.42054
        const QString full = dir.filePath(QStringLiteral("full.json"));
        QVERIFY(writeFile(full, R"({"schema": "token-runway/scenario@1", "demand_tokens_per_day": 1e14})"));
        m = runJson({full}).at("metrics");
        QCOMPARE(m.at("runway_days").get<int>(), 473);
        QCOMPARE(m.at("cash_out_date").get<std::string>(), std::string("2027-06-20"));
        checkPrinted(m.at("break_even_conversion_pct"), 42.6161, 5e-5, "break_even_conversion_pct");
        checkPrinted(m.at("break_even_price_usd_per_mtok"), 1.42054, 5e-6, "break_even_price_usd_per_mtok");
        QCOMPARE(m.at("infeasible").get<bool>(), false); // per token: no capex wall in model 1
        // a model-2 key given to an @1 file by --set is refused with what to change
        checkRefused(runCli({QStringLiteral("run"), one, QStringLiteral("--set"), QStringLiteral("capacity_mode=owned")}),
                     QStringLiteral("capacity_mode: is a model-2 key, but this document says \"schema\": \"token-runway/scenario@1\"; change the schema line"));
        checkRefused(runCli({QStringLiteral("run"), one, QStringLiteral("--set"), QStringLiteral("cash_usd=null")}),
                     QStringLiteral("cash_usd: null (derived cash) is a model-2 value"));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"
