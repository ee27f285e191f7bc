// The odds in the window (issue 23 item 2; MODEL.md 2.1 §6): a range typed into a spin box, the
// range shown beside each uncertain value, every KPI card with its own 90 % interval from the one
// shared Monte Carlo, and the note when a typed cash leaves the bridge's range unused.
// Expected values come from MODEL.md 2.1 §6 (a typed range puts the value at its centre; the
// default opex range is triangular 28e6 … 48.5e6) or from core's own Monte Carlo on the same
// scenario: the cards only copy it.
#include <QtTest>

#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QUndoStack>

#include "core/analysis/montecarlo.h"
#include "core/scenario/scenario.h"
#include "ui/document/scenariodocument.h"
#include "ui/format/displayformat.h"
#include "ui/format/messagetext.h"
#include "ui/mainwindow.h"
#include "ui/panels/parameterpanel.h"
#include "ui/widgets/kpicard.h"
#include "ui/widgets/parametercontrol.h"
#include "ui/widgets/valuespinbox.h"
#include "waits.h"
#include "windowparts.h"

using namespace runway;
using namespace runway::test;

namespace {

/// Types `text` into the spin box of `id` as a person would, then Enter.
void typeInto(ParameterControl* c, const QString& text)
{
    ValueSpinBox* spin = c->spinBox();
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, text);
    QTest::keyClick(spin, Qt::Key_Return);
}

MonteCarloResult coreMonteCarlo(const Scenario& s)
{
    return *runMonteCarlo(s, MonteCarloOptions{}); // the window's settings: 10,000 futures, seed 1
}

} // namespace

class TestWindowOdds : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void typedRangeReadsBothEnds()
    {
        QCOMPARE(ValueSpinBox::typedRange(QStringLiteral("28M to 48.5M")), (std::pair{28e6, 48.5e6}));
        QCOMPARE(ValueSpinBox::typedRange(QStringLiteral("-5..10")), (std::pair{-5.0, 10.0}));
        QCOMPARE(ValueSpinBox::typedRange(QString::fromUtf8("1 % 至 5 %")), (std::pair{1.0, 5.0}));
        QVERIFY(!ValueSpinBox::typedRange(QStringLiteral("40M")));        // one value
        QVERIFY(!ValueSpinBox::typedRange(QStringLiteral("28M to")));     // still being typed
        QVERIFY(!ValueSpinBox::typedRange(QStringLiteral("abc to 48M"))); // an end that does not read
    }

    void typingARangeSetsValueAndRangeInOneStep()
    {
        ScenarioDocument doc;
        ParameterPanel panel(&doc);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        ParameterControl* opex = control(panel, ParamId::FixedOpex);
        // The default range beside the value (MODEL.md 2.1 §6: triangular 28e6 … 48.5e6).
        const ParamSpec& p = spec(ParamId::FixedOpex);
        QCOMPARE(opex->rangeText(), display::value(p, 28e6) + QStringLiteral(" – ") + display::value(p, 48.5e6));
        const int steps = doc.undoStack()->count();

        typeInto(opex, QStringLiteral("28M to 48.5M"));
        // §6: the value at the range's centre, (28 + 48.5) / 2 = 38.25M; the entry keeps its kind
        // (triangular) without a mode, so the mode is the value.
        QCOMPARE(doc.scenario()[ParamId::FixedOpex], 38.25e6);
        const Distribution* d = doc.scenario().distribution(ParamId::FixedOpex);
        if (d == nullptr)
            QFAIL("the typed range left no uncertainty entry");
        QCOMPARE(d->kind, DistKind::Triangular);
        QCOMPARE(d->low, 28e6);
        QCOMPARE(d->high, 48.5e6);
        QVERIFY(!d->mode.has_value());
        QCOMPARE(opex->spinBox()->value(), 38.25e6);
        QCOMPARE(doc.undoStack()->count(), steps + 1); // one undo step

        // A narrower range on the conversion: "2 % to 4 %" → 3 %, the default value again.
        typeInto(control(panel, ParamId::Conversion), QStringLiteral("2 % to 4 %"));
        QCOMPARE(doc.scenario()[ParamId::Conversion], 3.0);
        QCOMPARE(doc.scenario().distribution(ParamId::Conversion)->low, 2.0);
        QCOMPARE(control(panel, ParamId::Conversion)->rangeText(),
                 display::value(spec(ParamId::Conversion), 2.0) + QStringLiteral(" – ") + display::value(spec(ParamId::Conversion), 4.0));

        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario()[ParamId::FixedOpex], 35.3e6);
        QCOMPARE(doc.scenario().distribution(ParamId::FixedOpex)->low, 28e6);
    }

    void aBadRangeIsRefusedAndChangesNothing()
    {
        ScenarioDocument doc;
        ParameterPanel panel(&doc);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        const Scenario before = doc.scenario();
        QSignalSpy refused(&doc, &ScenarioDocument::editRefused);

        typeInto(control(panel, ParamId::FixedOpex), QStringLiteral("48.5M to 28M")); // backwards
        QCOMPARE(refused.count(), 1);
        QVERIFY2(refused.last().at(0).toString().contains(display::paramText(spec(ParamId::FixedOpex).label)) ||
                     refused.last().at(0).toString().contains(QStringLiteral("fixed_opex_usd_per_month")),
                 qPrintable(refused.last().at(0).toString()));

        typeInto(control(panel, ParamId::HorizonMonths), QStringLiteral("12 to 24")); // cannot be uncertain
        QCOMPARE(refused.count(), 2);
        QVERIFY(doc.scenario() == before);
        QCOMPARE(control(panel, ParamId::FixedOpex)->spinBox()->value(), 35.3e6); // the box shows the value again
    }

    void typedCashLeavesTheBridgeRangeUnused()
    {
        ScenarioDocument doc;
        ParameterPanel panel(&doc);
        auto* note = part<QLabel>(panel, QStringLiteral("cashBridgeNote"));
        QVERIFY(note->isHidden()); // derived from the filing: the bridge's range applies
        part<QCheckBox>(panel, QStringLiteral("null_cash_usd"))->setChecked(false);
        QVERIFY(!doc.scenario().isNull(ParamId::Cash));
        QVERIFY(!note->isHidden());
        const ParamSpec& burn = spec(ParamId::BurnSinceFiling);
        QVERIFY2(note->text().contains(display::valueWithUnit(burn, 25e6)) && note->text().contains(display::valueWithUnit(burn, 40e6)),
                 qPrintable(note->text()));
        doc.undoStack()->undo();
        QVERIFY(note->isHidden());
    }

    void everyCardShowsItsInterval()
    {
        MainWindow w;
        w.show();
        QTRY_VERIFY_WITH_TIMEOUT(analysesSettled(w), kBackgroundWaitMs);
        const Scenario& s = w.document()->scenario();
        const MonteCarloResult mc = coreMonteCarlo(s);
        // Each card shows core's P5 and P95 of its own metric.
        const auto hasInterval = [&](const QString& cardKey, std::string_view metric, const QString& p5, const QString& p95) {
            const MetricInterval* m = mc.interval(metric);
            QVERIFY(m && m->p5 && m->p95 && *m->p5 < *m->p95);
            const QString text = card(w, cardKey)->intervalText();
            QVERIFY2(text.contains(p5) && text.contains(p95), qPrintable(cardKey + QStringLiteral(": ") + text));
            QVERIFY(!card(w, cardKey)->isIntervalStale());
        };
        const MetricInterval* cash = mc.interval("cash_start_usd");
        const MetricInterval* burn = mc.interval("first_month_net_burn_usd");
        const MetricInterval* chips = mc.interval("chips_needed");
        QVERIFY(cash && burn && chips);
        hasInterval(QStringLiteral("cash"), "cash_start_usd", display::money(*cash->p5), display::money(*cash->p95));
        hasInterval(QStringLiteral("netBurn"), "first_month_net_burn_usd", display::money(*burn->p5), display::money(*burn->p95));
        hasInterval(QStringLiteral("chips"), "chips_needed", QLocale().toString(*chips->p5, 'f', 0), QLocale().toString(*chips->p95, 'f', 0));
        // The runway card: the odds' median and 90 % beside the base case (MODEL3.md §6: median about
        // 7.8 months on the model-3 defaults from an independent sampler, against the base case's 8.9).
        const QString runway = card(w, QStringLiteral("runway"))->intervalText();
        const auto m = [](double v) { return QLocale().toString(v, 'f', 1); };
        QVERIFY2(mc.runwayMonths[3] >= 7.0 && mc.runwayMonths[3] <= 8.6, qPrintable(QString::number(mc.runwayMonths[3])));
        QVERIFY2(runway.contains(QStringLiteral("median %1 ").arg(m(mc.runwayMonths[3]))), qPrintable(runway));
        QVERIFY2(runway.contains(QStringLiteral("90 %: %1 – %2").arg(m(mc.runwayMonths[0]), m(mc.runwayMonths[6]))), qPrintable(runway));
        QVERIFY(mc.notes.empty()); // the defaults: every value at the centre of its range, the base case inside P5 … P95

        // An edit greys the intervals until its own odds arrive.
        w.document()->setValue(ParamId::Conversion, 2.0);
        QVERIFY(card(w, QStringLiteral("cash"))->isIntervalStale());
        QTRY_VERIFY_WITH_TIMEOUT(analysesSettled(w), kBackgroundWaitMs);
        QVERIFY(!card(w, QStringLiteral("cash"))->isIntervalStale());

        // With every key certain nothing moves: the intervals are hidden, not "a – a".
        QVERIFY(w.document()->setUncertainty({}));
        QTRY_VERIFY_WITH_TIMEOUT(analysesSettled(w), kBackgroundWaitMs);
        QVERIFY(card(w, QStringLiteral("cash"))->intervalText().isEmpty());
        QVERIFY(card(w, QStringLiteral("netBurn"))->intervalText().isEmpty());
    }

    void aLongDetailKeepsTheCardsHeight()
    {
        // A card's detail takes at most KpiCard::kDetailLines lines, ending in "…"; the whole text
        // stays in detailText(), the tooltip and the accessible description.
        KpiCard c(QStringLiteral("Caption"));
        c.resize(180, 300);
        const QString longText = QStringLiteral("word ").repeated(80).trimmed();
        c.setValue(QStringLiteral("$1.0M"), longText);
        c.show();
        QVERIFY(QTest::qWaitForWindowExposed(&c));
        const auto* detail = part<QLabel>(c, QStringLiteral("kpiDetail"));
        QVERIFY2(detail->text().endsWith(QStringLiteral("…")), qPrintable(detail->text()));
        const int lineHeight = QFontMetrics(detail->font()).lineSpacing();
        QVERIFY2(detail->heightForWidth(detail->width()) <= KpiCard::kDetailLines * lineHeight + 4,
                 qPrintable(QStringLiteral("%1 px for lines of %2 px").arg(detail->heightForWidth(detail->width())).arg(lineHeight)));
        QCOMPARE(c.detailText(), longText);
        QVERIFY(c.toolTip().contains(longText));
        QVERIFY(c.accessibleDescription().startsWith(longText));
        // A short detail is shown as it is.
        c.setValue(QStringLiteral("$1.0M"), QStringLiteral("first 30 days"));
        QCOMPARE(detail->text(), QStringLiteral("first 30 days"));
        // Wider, the long text shows more of itself again.
        c.setValue(QStringLiteral("$1.0M"), longText);
        const qsizetype narrow = detail->text().size();
        c.resize(600, 300);
        QTRY_VERIFY(detail->text().size() > narrow);
    }

    void aCardMeasuresItsTextsOnceItIsPolished()
    {
        // A card measures nothing when it is made (the window makes its cards while fontconfig
        // starts on the second core): its detail holds no lines and is not fitted to the card's
        // width until the card is polished, before it is first shown.
        KpiCard c(QStringLiteral("Caption"));
        c.resize(180, 300);
        const QString longText = QStringLiteral("word ").repeated(80).trimmed();
        c.setValue(QStringLiteral("$1.0M"), longText);
        const auto* detail = part<QLabel>(c, QStringLiteral("kpiDetail"));
        QCOMPARE(detail->minimumHeight(), 0);
        QVERIFY(detail->text().isEmpty());
        QCOMPARE(c.detailText(), longText); // what it says is there: the tooltip, the reader's text
        QVERIFY(c.accessibleDescription().startsWith(longText));
        c.ensurePolished();
        QCOMPARE(detail->minimumHeight(), KpiCard::kDetailLines * QFontMetrics(detail->font()).lineSpacing());
        QVERIFY2(detail->text().endsWith(QStringLiteral("…")), qPrintable(detail->text()));
    }

    void aCardsWidthFollowsItsValuesFont()
    {
        // The narrowest card holds a value such as "$00.0M / month" in the value's font, measured
        // once per font: a larger value (presentation mode) or a new card font widens it.
        KpiCard c(QStringLiteral("Caption"));
        const auto* value = part<QLabel>(c, QStringLiteral("kpiValue"));
        const auto expected = [&] { return QFontMetrics(value->font()).horizontalAdvance(QStringLiteral("$00.0M / month")) + 2 * 10 + 2 * c.frameWidth(); };
        const int normal = c.minimumCardWidth();
        QCOMPARE(normal, expected());
        QCOMPARE(c.minimumCardWidth(), normal);
        c.setValueScale(KpiCard::kPresentationValueScale);
        QCOMPARE(c.minimumCardWidth(), expected());
        QVERIFY(c.minimumCardWidth() > normal);
        QFont small = c.font();
        small.setPointSizeF(small.pointSizeF() * 0.5);
        c.setFont(small);
        QCOMPARE(c.minimumCardWidth(), expected());
        QVERIFY(c.minimumCardWidth() < normal);
        QCOMPARE(c.sizeHint().width(), c.minimumCardWidth());
    }

    void theRunwayCardSaysWhyTheOddsDisagree()
    {
        // MODEL.md 2.1 §6's last worked example: opex 20e6 outside its own range 28e6 … 48.5e6.
        MainWindow w;
        w.show();
        QTRY_VERIFY_WITH_TIMEOUT(analysesSettled(w), kBackgroundWaitMs);
        Scenario s = w.document()->scenario();
        s[ParamId::FixedOpex] = 20e6;
        s.setDistribution(Distribution{ParamId::FixedOpex, DistKind::Triangular, 28e6, 48.5e6, std::nullopt});
        QVERIFY(w.document()->replaceScenario(s, QStringLiteral("opex outside its range")));
        QTRY_VERIFY_WITH_TIMEOUT(analysesSettled(w), kBackgroundWaitMs);
        const MonteCarloResult mc = coreMonteCarlo(w.document()->scenario());
        QCOMPARE(mc.notes.size(), std::size_t(2));
        const QString runway = card(w, QStringLiteral("runway"))->intervalText();
        for (const Message& note : mc.notes)
            QVERIFY2(runway.contains(display::text(note)), qPrintable(runway));
    }
};

QTEST_MAIN(TestWindowOdds)
#include "test_windowodds.moc"
