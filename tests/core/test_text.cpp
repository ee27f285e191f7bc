// core/text: messages with typed arguments and the one value-with-unit rule of core's English.
#include <QtTest>

#include "core/text/message.h"

using namespace runway;

class TestText : public QObject {
    Q_OBJECT
private slots:
    void placeholdersFillInOnePass()
    {
        // An argument's own "%2" is not read again; a placeholder without an argument stays.
        QCOMPARE(fillPlaceholders("a %1 b %2 c %3", {"x%2", "y"}), std::string("a x%2 b y c %3"));
        QCOMPARE(fillPlaceholders("100 % of %1", {"it"}), std::string("100 % of it"));
        QCOMPARE(fillPlaceholders("%1%1", {"z"}), std::string("zz"));
    }

    void englishWritesEachArgumentByItsKind()
    {
        Message inner(RW_MSG("Test", "the cap is %1"), {qty::exact(2e7, Unit::TokensPerDay)});
        Message m(RW_MSG("Test", "%1 on %2 is %3 (%4; %5)"));
        m.arg(ParamId::FixedOpex).arg(MessageArg(Date{2026, 3, 4})).arg(qty::usd(35.3e6)).arg(inner).arg(std::string("as typed"));
        QCOMPARE(english(m), std::string("fixed_opex_usd_per_month on 2026-03-04 is $35.3M (the cap is 2e7; as typed)"));
        QCOMPARE(english(Message::verbatim("disk full")), std::string("disk full"));
        QVERIFY(Message().empty());
        QCOMPARE(english(Message()), std::string());
    }

    void numbersKeepTheReadableRules_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<int>("unit");
        QTest::addColumn<int>("style");
        QTest::addColumn<int>("digits");
        QTest::addColumn<QString>("expected");
        const auto row = [](const char* name, double v, Unit u, Style s, int d, const char* e) {
            QTest::newRow(name) << v << static_cast<int>(u) << static_cast<int>(s) << d << QString::fromUtf8(e);
        };
        row("usd readable", 660340808.93, Unit::Usd, Style::Usd, 3, "$660.3M");
        row("usd cents", 46.4, Unit::UsdPerMonth, Style::Auto, 3, "$46.40");
        row("money 3 digits negative", -107297.78, Unit::UsdPerDay, Style::Money, 3, "\u2212$107K");
        row("short as dollars adds the sign after the minus", -1.5e6, Unit::Usd, Style::Short, 3, "\u2212$1.5M");
        row("per 1M tokens", 0.0307494, Unit::UsdPerMtok, Style::Auto, 3, "$0.03075");
        row("percent metric", 30.7494, Unit::Percent, Style::Auto, 3, "30.7 %");
        row("percent short", 3, Unit::Percent, Style::Short, 3, "3 %");
        row("tokens", 3.866667e12, Unit::TokensPerDay, Style::Auto, 3, "3.87T");
        row("rmb", 2.552e9, Unit::Rmb, Style::Auto, 4, "RMB 2.552B");
        row("chips grouped", 9667, Unit::Chips, Style::Auto, 0, "9,667");
        row("months one decimal", 17.5, Unit::Months, Style::Decimal, 1, "17.5");
        row("times", 6.01, Unit::Times, Style::Short, 3, "6.01\u00d7");
        row("exact keeps the file's digits", 1e16, Unit::None, Style::Exact, 3, "1e16");
        row("not finite", std::numeric_limits<double>::infinity(), Unit::Usd, Style::Usd, 3, "n/a");
    }
    void numbersKeepTheReadableRules()
    {
        QFETCH(double, value);
        QFETCH(int, unit);
        QFETCH(int, style);
        QFETCH(int, digits);
        QFETCH(QString, expected);
        const Quantity q{value, static_cast<Unit>(unit), static_cast<Style>(style), digits};
        QCOMPARE(QString::fromStdString(englishNumber(q)), expected);
    }

    void valuesWithTheirUnits()
    {
        // The one rule for a value with its unit (the history, the diff, the sources page).
        QCOMPARE(englishWithUnit(paramQuantity(ParamId::FixedOpex, 35.3e6)), std::string("$35.3M / month"));
        QCOMPARE(englishWithUnit(paramQuantity(ParamId::FreeQuota, 1e14)), std::string("100T tokens / day"));
        QCOMPARE(englishWithUnit(paramQuantity(ParamId::Price, 0.1)), std::string("$0.10 per 1M tokens"));
        QCOMPARE(englishWithUnit(paramQuantity(ParamId::OpexGrowth, 2)), std::string("2 % / month"));
        QCOMPARE(englishWithUnit(paramQuantity(ParamId::HorizonMonths, 36)), std::string("36 months"));
        QCOMPARE(englishWithUnit(paramQuantity(ParamId::ChipPower, 0.4)), std::string("0.4 kW per accelerator"));
        QCOMPARE(englishWithUnit(paramQuantity(ParamId::Elasticity, -1)), std::string("\u03b5 = \u22121"));
        QCOMPARE(englishWithUnit(paramQuantity(ParamId::FilingCashCny, 2.552e9)), std::string("RMB 2.552B"));
        QCOMPARE(englishWithUnit(paramQuantity(ParamId::FreeAccounts, 250000)), std::string("250,000 accounts"));
        QCOMPARE(englishWithUnit(paramQuantity(ParamId::OutputPriceMultiple, 4)), std::string("4\u00d7 the input price"));
    }

    void everyUnitOfTheTableHasALabel()
    {
        // A control shows its unit beside its label: every unit a parameter uses names itself.
        for (const auto& p : parameters())
            if (isNumeric(p.id) && p.unit != Unit::None && p.unit != Unit::Count)
                QVERIFY2(*unitLabel(p.unit).source != '\0', p.key.data());
    }
};

QTEST_GUILESS_MAIN(TestText)
#include "test_text.moc"
