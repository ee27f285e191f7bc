// "Show the math" for model 2 (issue 15 item 4): every step of MODEL.md §3–§5 for day 0 with the
// numbers put in. Expected figures are MODEL.md's: the defaults' cash bridge (§3b, $660,340,808.93),
// the per-type prices and costs (§3a: input $0.0571, output $0.2286, cached $0.0143; costs
// $0.00946, $0.0946, $0.000946), the fleet of the reported run (§4: ceil(3.87T ÷ 400M) = 9,667).
#include <QtTest>

#include "core/model/model.h"
#include "ui/format/displayformat.h"
#include "ui/format/messagetext.h"
#include "ui/panels/mathpanel.h"

using namespace runway;

namespace {

QString plain(const Scenario& s)
{
    QTextDocument doc;
    doc.setHtml(MathPanel::html(s, computeMetrics(s)));
    return doc.toPlainText();
}

} // namespace

class TestMathPanel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void defaultsShowEveryModel2Step()
    {
        const QString text = plain(Scenario{});
        // §3b: the bridge with its inputs, and its result
        QVERIFY(text.contains(QStringLiteral("RMB 2.552B ÷ 7.17 + $558M − 8.23 months × $30.8M = $660.3M")));
        // §3a: the token mix's per-type table
        for (const char* figure : {"$0.0571", "$0.229", "$0.0143", "$0.00946", "$0.0946", "$0.000946"})
            QVERIFY2(text.contains(QLatin1String(figure)), figure);
        QVERIFY(text.contains(QStringLiteral("Price index IP")));
        // §4: elasticity's factor, the fleet step of day 0, power and capex apart
        QVERIFY(text.contains(QStringLiteral("($0.10 ÷ $0.10)^−1 = 1")));
        QVERIFY(text.contains(QStringLiteral("max(9,667, 9,667) = 9,667")));
        QVERIFY(text.contains(QStringLiteral("depreciation is not cash")));
        // §5: LTV / CAC on the defaults is 0.06 (issue 15's figure), a runway of 17.5 months
        QVERIFY(text.contains(QStringLiteral("LTV / CAC")));
        QVERIFY(text.contains(QStringLiteral("= 0.061")));
        QVERIFY(text.contains(QStringLiteral("a runway of 17.5 months")));
        QVERIFY(!text.contains(QStringLiteral("E[min(U, K)] ="))); // no cap: no cap step
    }

    void capShowsItsExpectedValue()
    {
        Scenario s;
        s.setNull(ParamId::AccountCap, false);
        s[ParamId::AccountCap] = 2e5;
        const Metrics m = computeMetrics(s);
        const QString text = plain(s);
        QVERIFY(text.contains(QStringLiteral("E[min(U, K)]")));
        // W and X as the core splits them (§4a), at 3 significant digits
        const double c = s[ParamId::Conversion] / 100;
        const CapSplit split = splitAtCap((1 - c) * s[ParamId::Demand], (1 - c) * s[ParamId::FreeAccounts], 2e5, s[ParamId::AccountSigma]);
        QVERIFY(split.above > 0);
        QVERIFY(text.contains(QStringLiteral("W = %1, X = %2").arg(display::tokens(split.within), display::tokens(split.above))));
        QVERIFY(text.contains(display::tokens(m.day0.paidTokens)));
    }

    void aNullMetricSaysWhy()
    {
        Scenario s;
        s[ParamId::PaidChurn] = 0; // δ = 0: no CAC (MODEL.md §5)
        const Metrics m = computeMetrics(s);
        QVERIFY(!m.cacUsd);
        QVERIFY(m.nullReasons.count("cac_usd"));
        QVERIFY(plain(s).contains(display::text(m.nullReasons.at("cac_usd"))));
    }

    void perTokenHasNoFleet()
    {
        Scenario s;
        s.capacityMode = CapacityMode::PerToken;
        const QString text = plain(s);
        QVERIFY(text.contains(QStringLiteral("paid by the token")));
        QVERIFY(!text.contains(QStringLiteral("Fleet on day 0")));
    }

    void typedCashIsGivenDirectly()
    {
        Scenario s;
        s.setNull(ParamId::Cash, false);
        s[ParamId::Cash] = 1.25e9;
        const QString text = plain(s);
        QVERIFY(text.contains(QStringLiteral("given directly")));
        QVERIFY(!text.contains(QStringLiteral("RMB")));
        QVERIFY(text.contains(QStringLiteral("$1.25B")));
    }
};

QTEST_MAIN(TestMathPanel)
#include "test_mathpanel.moc"
