// Model 3's odds in the window (MODEL3.md §6): beside the chance of running out of cash, the odds cards
// show the chance of needing new money when the scenario has an uncertain raise or a credit line, and say
// nothing more when the two are equal. Expected values come from core's Monte Carlo on the same scenario.
#include <QtTest>

#include "core/analysis/montecarlo.h"
#include "core/scenario/scenario.h"
#include "ui/analysis/analysisrunner.h"
#include "ui/document/scenariodocument.h"
#include "ui/format/displayformat.h"
#include "ui/mainwindow.h"
#include "ui/widgets/kpicard.h"
#include "waits.h"
#include "windowparts.h"

using namespace runway;
using namespace runway::test;

class TestOdds3Window : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void needsNewMoneyBesideOutOfCash()
    {
        MainWindow w;
        w.show();
        QTRY_VERIFY_WITH_TIMEOUT(analysesSettled(w), kBackgroundWaitMs);

        // The model-3 defaults: no raise, no line, so own cash is the cash: nothing extra on the cards.
        QVERIFY(w.document()->replaceScenario(Scenario::model3Defaults(), QStringLiteral("model 3")));
        QTRY_VERIFY_WITH_TIMEOUT(analysesSettled(w), kBackgroundWaitMs);
        const MonteCarloResult plain = *runMonteCarlo(w.document()->scenario(), MonteCarloOptions{});
        QCOMPARE(card(w, QStringLiteral("cashOut12m"))->valueText(), display::percent(100 * plain.pCashOut12m, 1));
        QVERIFY(!card(w, QStringLiteral("cashOut12m"))->detailText().contains(QStringLiteral("new money")));
        QVERIFY(!card(w, QStringLiteral("cashOut24m"))->detailText().contains(QStringLiteral("new money")));

        // `follow-on`: a $745M raise at month 6 with p 70 %: out of cash and needing money differ.
        Scenario followOn = Scenario::model3Defaults();
        followOn.funding = {{6, 745e6, 70, "follow-on raise"}};
        QVERIFY(w.document()->replaceScenario(followOn, QStringLiteral("follow-on")));
        QTRY_VERIFY_WITH_TIMEOUT(analysesSettled(w), kBackgroundWaitMs);
        const MonteCarloResult want = *runMonteCarlo(w.document()->scenario(), MonteCarloOptions{});
        QVERIFY(want.pNeedsMoney12m > want.pCashOut12m + 0.3); // the check is not vacuous (MODEL3.md §6: ≈ 94 % vs ≈ 40 %)
        QCOMPARE(card(w, QStringLiteral("cashOut12m"))->valueText(), display::percent(100 * want.pCashOut12m, 1));
        const QString detail12 = card(w, QStringLiteral("cashOut12m"))->detailText();
        const QString detail24 = card(w, QStringLiteral("cashOut24m"))->detailText();
        QVERIFY2(detail12.contains(display::percent(100 * want.pNeedsMoney12m, 1) + QStringLiteral(" need new money within 12 months")), qPrintable(detail12));
        QVERIFY2(detail24.contains(display::percent(100 * want.pNeedsMoney24m, 1) + QStringLiteral(" need new money within 24 months")), qPrintable(detail24));
    }
};

QTEST_MAIN(TestOdds3Window)
#include "test_odds3window.moc"
