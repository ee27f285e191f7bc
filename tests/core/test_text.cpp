// core/text: messages with typed arguments and the one value-with-unit rule of core's English.
#include <QtTest>

#include <algorithm>
#include <limits>

#include "core/scenario/presets.h"
#include "core/scenario/validate.h"
#include "core/text/message.h"
#include "core/util/fileio.h"

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

    void presetsSpeakInMessages()
    {
        // Every built-in preset's name and description is a key of core (context "Presets") whose
        // English is the file's text; a file and the key table that part fail here.
        const auto& all = presets();
        QCOMPARE(all.size(), presetTextKeys().size());
        for (const Preset& p : all) {
            QVERIFY2(std::string_view(p.nameText.key().context) == "Presets", p.id.c_str());
            QVERIFY2(std::string_view(p.descriptionText.key().context) == "Presets", p.id.c_str());
            QCOMPARE(english(p.nameText), p.name);
            QCOMPARE(english(p.descriptionText), p.description);
            QVERIFY(p.nameText.args().empty());
        }
        for (const PresetTextKeys& k : presetTextKeys())
            QVERIFY2(findPreset(k.id), k.name.source);
        // A text core has no key for (a user's, or a built-in one changed in the file alone) is
        // shown as written: Verbatim, never another text's translation.
        const Message own = presetText("bull", "My bull case");
        QCOMPARE(std::string_view(own.key().context), std::string_view("Verbatim"));
        QCOMPARE(english(own), std::string("My bull case"));
        QCOMPARE(std::string_view(presetText("bear", "Bull case").key().context), std::string_view("Verbatim"));
        QCOMPARE(english(presetText("bull", "Bull case")), std::string("Bull case"));
    }

    void parameterSourcesAreKeys()
    {
        // The sources the parameter table cites are keys (context "Sources"), so the window
        // translates them without matching English.
        int cited = 0;
        for (const auto& p : parameters()) {
            if (p.source.empty())
                continue;
            QCOMPARE(std::string_view(p.source.context), std::string_view("Sources"));
            ++cited;
        }
        QVERIFY(cited > 20);
        QCOMPARE(english(Message(spec(ParamId::Cash).source)), std::string("Hong Kong listing prospectus (H1 2025 figures)"));
        QVERIFY(spec(ParamId::Elasticity).source.empty());
    }

    void ruleProblemsCarryTypedMessages()
    {
        // A rule's problem is built once, as a key with typed arguments: the value in its
        // parameter's unit (the window writes "$0.00 per 1M tokens"), the parameter itself; the
        // English is the CLI's, byte for byte (MODEL.md §1: price > 0 … 100).
        Scenario s;
        s.set(ParamId::Price, 0);
        const Problems price = validate(s);
        QCOMPARE(price.size(), std::size_t{1});
        const Problem& p = price.front();
        QCOMPARE(p.code, ProblemCode::OutOfLimits);
        QCOMPARE(std::string_view(p.message.key().context), std::string_view("Problems"));
        QCOMPARE(p.text(), std::string("price_usd_per_mtok: 0 is outside the hard limits > 0 … 100"));
        const auto* value = std::get_if<Quantity>(&p.message.args().at(0));
        if (!value)
            QFAIL("the value is not a quantity");
        QCOMPARE(value->unit, Unit::UsdPerMtok);
        QCOMPARE(value->value, 0.0);

        // The parameters a sentence names are ParamArgs (their keys in English, labels in the window).
        Scenario t;
        t.set(ParamId::HorizonMonths, 12);
        t.set(ParamId::FreeTierMonths, 30);
        const Problems beyond = validate(t);
        QCOMPARE(beyond.size(), std::size_t{1});
        QCOMPARE(beyond.front().text(),
                 std::string("free_tier_months: 30 is beyond horizon_months (12); set free_tier_months to at most 12 or lengthen the horizon"));
        const auto& args = beyond.front().message.args();
        QVERIFY(std::find(args.begin(), args.end(), MessageArg(ParamArg{ParamId::FreeTierMonths})) != args.end());
        QVERIFY(std::find(args.begin(), args.end(), MessageArg(ParamArg{ParamId::HorizonMonths})) != args.end());

        // A value that is not finite keeps the file's own writing in English.
        QCOMPARE(english(Message(RW_MSG("Test", "%1")).arg(Quantity{std::numeric_limits<double>::infinity(), Unit::Usd, Style::Plain, 3})), std::string("inf"));
    }

    void fileProblemsAreMessages()
    {
        // The files' problems are keys too; the operating system's words are an argument.
        const auto empty = writeFileAtomically("", "x");
        if (!empty)
            QFAIL("an empty file name was accepted");
        QCOMPARE(std::string_view(empty->message.key().context), std::string_view("Files"));
        QCOMPARE(empty->text(), std::string("output: the file name is empty"));
        const auto folder = writeFileAtomically("/nonexistent-folder-of-token-runway/x.json", "x");
        if (!folder)
            QFAIL("a missing folder was accepted");
        QCOMPARE(folder->text(), std::string("/nonexistent-folder-of-token-runway/x.json: the folder /nonexistent-folder-of-token-runway does not exist"));
        QCOMPARE(std::string_view(folder->message.key().source), std::string_view("the folder %1 does not exist"));
    }
};

QTEST_GUILESS_MAIN(TestText)
#include "test_text.moc"
