// "Show the math" for model 2 (issue 15 item 4): every step of MODEL.md §3–§5 for day 0 with the
// numbers put in. Expected figures are MODEL.md's: the defaults' cash bridge (§3b, $660,340,808.93),
// the per-type prices and costs (§3a: input $0.0571, output $0.2286, cached $0.0143; costs
// $0.00946, $0.0946, $0.000946), the fleet of the reported run (§4: ceil(3.87T ÷ 400M) = 9,667).
#include <QGuiApplication>
#include <QtTest>

#include "core/model/chartseries.h"
#include "core/model/model.h"
#include "ui/format/displayformat.h"
#include "ui/format/messagetext.h"
#include "ui/panels/mathpanel.h"

using namespace runway;

namespace {

/// Restores the layout direction and the default locale a test changed.
struct DirectionGuard {
    Qt::LayoutDirection direction = QGuiApplication::layoutDirection();
    QLocale locale;
    ~DirectionGuard()
    {
        QGuiApplication::setLayoutDirection(direction);
        QLocale::setDefault(locale);
    }
};

QString plain(const Scenario& s)
{
    QTextDocument doc;
    doc.setHtml(MathPanel::html(s, simulateWithSeries(s)));
    return doc.toPlainText();
}

} // namespace

class TestMathPanel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    // Issue 28 item 4: under ar_SA the cash formula read "RMB ٢٫٥٥٢B ÷ ٥٥٨$ + ٧٫١٧M". Numbers are written
    // in the window's left-to-right language when the system locale reads right to left, and formulas
    // keep their order under a right-to-left layout.
    void rightToLeftSystemLocalesWriteNumbersLeftToRight_data()
    {
        QTest::addColumn<QLocale>("system");
        QTest::newRow("Arabic (Saudi Arabia)") << QLocale(QLocale::Arabic, QLocale::SaudiArabia);
        QTest::newRow("Hebrew (Israel)") << QLocale(QLocale::Hebrew, QLocale::Israel);
        QTest::newRow("Persian (Iran)") << QLocale(QLocale::Persian, QLocale::Iran);
    }
    void rightToLeftSystemLocalesWriteNumbersLeftToRight()
    {
        QFETCH(QLocale, system);
        QCOMPARE(system.textDirection(), Qt::RightToLeft);
        DirectionGuard guard;
        for (const bool chosen : {false, true}) {
            const QLocale numbers = display::numberLocale(QStringLiteral("en"), chosen, system);
            QCOMPARE(numbers.textDirection(), Qt::LeftToRight);
            QCOMPARE(numbers.toString(2.552, 'f', 3), QStringLiteral("2.552"));
            QLocale::setDefault(numbers);
            QCOMPARE(display::cashBridge(Scenario{}), QStringLiteral("RMB 2.552B ÷ 7.17 + $558M − 8.23 months × $30.8M"));
            QCOMPARE(display::withUnit(paramQuantity(ParamId::FixedOpex, 40e6)), QStringLiteral("$40M / month"));
            QCOMPARE(display::percent(-5.0, 1), QStringLiteral("−5.0 %")); // the unit stays on the right
        }
        // A Chinese window stays Chinese; a left-to-right system locale keeps its separators.
        QCOMPARE(display::numberLocale(QStringLiteral("zh_CN"), false, system).language(), QLocale::Chinese);
        const QLocale german(QLocale::German, QLocale::Germany);
        QCOMPARE(display::numberLocale(QStringLiteral("en"), false, german), german);
        QCOMPARE(display::numberLocale(QStringLiteral("en"), true, german).language(), QLocale::English);
    }

    void formulasKeepTheirOrderUnderARightToLeftLayout()
    {
        DirectionGuard guard;
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QGuiApplication::setLayoutDirection(Qt::RightToLeft);
        // The mathpanel's serving-cost formula starts with "(": in a right-to-left paragraph a bare
        // formula's brackets and operators would be taken into the paragraph's direction.
        const QString bare = QStringLiteral("(chip price ÷ (life × 365) + kW) ÷ tokens");
        const QString kept = display::formula(bare);
        QCOMPARE(kept, QChar(0x202A) + bare + QChar(0x202C));
        // The cash formula is kept whole: "RMB" first, "$30.8M" last, inside the embedding.
        const QString cash = display::cashBridge(Scenario{});
        QVERIFY(cash.startsWith(QChar(0x202A)) && cash.endsWith(QChar(0x202C)));
        QCOMPARE(cash.mid(1, cash.size() - 2), QStringLiteral("RMB 2.552B ÷ 7.17 + $558M − 8.23 months × $30.8M"));
        // The math page isolates every formula and equation.
        QVERIFY(MathPanel::html(Scenario{}, simulateWithSeries(Scenario{})).count(QChar(0x202A)) >= 10);
        // Left to right again: nothing added.
        QGuiApplication::setLayoutDirection(Qt::LeftToRight);
        QCOMPARE(display::formula(bare), bare);
    }

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
