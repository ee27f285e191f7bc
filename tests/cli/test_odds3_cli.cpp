// Model 3's odds through the CLI (MODEL3.md §6–§8): montecarlo's "needs new money" beside "out of cash"
// and the own-cash fan in JSON and text, sensitivity's funding bar, goalseek on a model-3 key. Every
// scenario is an explicit `@3` (or `@2`) document; the figures are core's, checked in test_odds3.
#include <QtTest>

#include <QRegularExpression>
#include <QTemporaryDir>

#include "cliprocess.h"
#include "core/scenario/jsondocument.h"

using namespace runway;
using runway::test::runCli;

namespace {

/// MODEL3.md §9's `follow-on` overrides on the model-3 defaults.
constexpr const char* kFollowOn =
    R"({"schema": "token-runway/scenario@3", "funding": [{"month": 6, "amount_usd": 745000000.0, "probability_pct": 70, "label": "follow-on raise"}]})";

QString write(const QTemporaryDir& dir, const QString& name, const char* json)
{
    QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(json) < 0)
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

Json parse(const QByteArray& bytes)
{
    return Json::parse(bytes.toStdString());
}

} // namespace

class TestOdds3Cli : public QObject {
    Q_OBJECT
private slots:
    void monteCarloShowsBothOdds()
    {
        QTemporaryDir dir;
        const QString file = write(dir, QStringLiteral("follow-on.json"), kFollowOn);
        auto r = runCli(
            {QStringLiteral("montecarlo"), QStringLiteral("--samples"), QStringLiteral("2000"), QStringLiteral("--format"), QStringLiteral("json"), file});
        QCOMPARE(r.exitCode, 0);
        const Json j = parse(r.out);
        for (const char* key : {"p_needs_new_money_12m", "p_needs_new_money_24m", "p_needs_new_money_horizon"}) {
            QVERIFY2(j.contains(key), key);
            QVERIFY(j.at(key).get<double>() >= 0 && j.at(key).get<double>() <= 1);
        }
        // MODEL3.md §6: ≈ 40 % out of cash within a year, ≈ 94 % needing new money (wide bands: "about").
        QVERIFY(j.at("p_cash_out_12m").get<double>() >= 0.30 && j.at("p_cash_out_12m").get<double>() <= 0.50);
        QVERIFY(j.at("p_needs_new_money_12m").get<double>() >= 0.85);
        const Json& own = j.at("monthly_own_cash_percentiles");
        QCOMPARE(own.size(), j.at("monthly_cash_percentiles").size());
        // month 6 onwards: the raise is in the cash of the samples that drew it, never in own cash
        QVERIFY(own.at(6).at("p50").get<double>() < j.at("monthly_cash_percentiles").at(6).at("p50").get<double>());
        QVERIFY(j.at("metric_percentiles").contains("own_cash_runway_months"));
        QVERIFY(!j.at("metric_percentiles").contains("day0.free_tier_incremental_cash_usd"));

        r = runCli({QStringLiteral("montecarlo"), QStringLiteral("--samples"), QStringLiteral("300"), file});
        QCOMPARE(r.exitCode, 0);
        const QString text = QString::fromUtf8(r.out);
        QVERIFY2(QRegularExpression(QStringLiteral("out of cash +needs new money\\n +within 12 months +\\d+\\.\\d % +\\d+\\.\\d %\\n")).match(text).hasMatch(),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Own cash at the end of each month")), qPrintable(text));

        // No raise and no line: the two odds are one, and own cash's fan is not repeated.
        const QString plain = write(dir, QStringLiteral("plain.json"), R"({"schema": "token-runway/scenario@3"})");
        r = runCli({QStringLiteral("montecarlo"), QStringLiteral("--samples"), QStringLiteral("200"), plain});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(!QString::fromUtf8(r.out).contains(QStringLiteral("Own cash at the end of each month")));
        // A model-2 document keeps model 2's odds table and JSON.
        const QString two = write(dir, QStringLiteral("two.json"), R"({"schema": "token-runway/scenario@2"})");
        r = runCli({QStringLiteral("montecarlo"), QStringLiteral("--samples"), QStringLiteral("200"), QStringLiteral("--format"), QStringLiteral("json"), two});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(!parse(r.out).contains("p_needs_new_money_12m"));
    }

    void sensitivityHasTheRaisesBar()
    {
        QTemporaryDir dir;
        const QString file = write(dir, QStringLiteral("follow-on.json"), kFollowOn);
        auto r = runCli({QStringLiteral("sensitivity"), QStringLiteral("--format"), QStringLiteral("json"), file});
        QCOMPARE(r.exitCode, 0);
        const Json bars = parse(r.out).at("bars");
        QCOMPARE(bars.size(), std::size_t{11}); // the ten default ranges and the raise
        int found = 0;
        for (const auto& b : bars)
            if (b.at("param").get<std::string>() == "funding[0]") {
                ++found;
                QCOMPARE(b.at("label").get<std::string>(), std::string("follow-on raise"));
                QCOMPARE(b.at("low").get<double>(), 0.0);
                QCOMPARE(b.at("high").get<double>(), 745e6);
                QCOMPARE(b.at("runway_at_low").get<double>(), 267 / 30.0); // MODEL3.md §10 D1: the defaults' 267 days
                QVERIFY(b.at("runway_at_high").get<double>() > 12);
            }
        QCOMPARE(found, 1);
        r = runCli({QStringLiteral("sensitivity"), file});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(QRegularExpression(QStringLiteral("funding\\[0\\] follow-on raise +\\$0 +\\$745M +8\\.9 months")).match(QString::fromUtf8(r.out)).hasMatch(),
                 r.out.constData());
    }

    void goalSeekOnAModel3Key()
    {
        QTemporaryDir dir;
        const QString file = write(dir, QStringLiteral("d.json"), R"({"schema": "token-runway/scenario@3"})");
        auto r = runCli({QStringLiteral("goalseek"), QStringLiteral("--param"), QStringLiteral("credit_line_usd"), QStringLiteral("--target-runway-months"),
                         QStringLiteral("24"), QStringLiteral("--format"), QStringLiteral("json"), file});
        QCOMPARE(r.exitCode, 0);
        const Json j = parse(r.out);
        QVERIFY(j.at("value").is_number());
        // re-run the model there: 24 months reached
        const auto check =
            runCli({QStringLiteral("run"), QStringLiteral("--set"), QStringLiteral("credit_line_usd=") + QString::fromStdString(j.at("value").dump()),
                    QStringLiteral("--format"), QStringLiteral("json"), file});
        QCOMPARE(check.exitCode, 0);
        const Json m = parse(check.out).at("metrics");
        QVERIFY(m.at("runway_months").is_null() || m.at("runway_months").get<double>() >= 24);
        // a model-2 document: no answer, and why
        const QString two = write(dir, QStringLiteral("two.json"), R"({"schema": "token-runway/scenario@2"})");
        r = runCli({QStringLiteral("goalseek"), QStringLiteral("--param"), QStringLiteral("fleet_share_pct"), QStringLiteral("--target-runway-months"),
                    QStringLiteral("12"), two});
        QVERIFY2(r.out.contains("is a model-3 key and this scenario is read as model 2"), r.out.constData());
    }
};

QTEST_GUILESS_MAIN(TestOdds3Cli)
#include "test_odds3_cli.moc"
