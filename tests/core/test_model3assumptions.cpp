// withModel3Assumptions (the window's "Upgrade to model 3", MODEL3.md §0): the neutral keys of a
// model-2 scenario take model 3's defaults, the keys the user set keep theirs. Expected values are
// MODEL3.md §10's (D1: 267 days on the model-3 defaults) and §0/§1's tables.
#include <QtTest>

#include "core/model/model.h"
#include "core/scenario/model3assumptions.h"
#include "core/scenario/validate.h"

using namespace runway;

class TestModel3Assumptions : public QObject {
    Q_OBJECT

private slots:
    void model2DefaultsGiveModel3Defaults()
    {
        const Scenario two;
        QCOMPARE(two.model, 2);
        QCOMPARE(simulate(two).metrics.runwayDays, std::optional<int>(525)); // MODEL3.md §10 N1
        const Scenario up = withModel3Assumptions(two);
        QCOMPARE(up.model, 3);
        QVERIFY(up == Scenario::model3Defaults());
        QVERIFY(validate(up).empty());
        QCOMPARE(simulate(up).metrics.runwayDays, std::optional<int>(267)); // D1
        QCOMPARE(up[ParamId::FleetShare], 50.0);
        QCOMPARE(up[ParamId::TrainingShare], 75.0);
        QCOMPARE(up[ParamId::OtherRevenueGrowth], 4.0);
        QCOMPARE(up.measuredDate(ParamId::FlowsMeasuredOn), std::optional<Date>(Date{2025, 4, 1}));
        QCOMPARE(up.uncertainty.size(), std::size_t{10}); // MODEL3.md §6: 2.1's seven and three
    }

    void keysTheUserSetKeepTheirValues()
    {
        Scenario two;
        two.set(ParamId::FleetShare, 80);  // not model 2's 100: the user set it
        two.set(ParamId::CreditLine, 1e9); // a switch the model-3 default leaves off
        two.set(ParamId::Price, 0.5);      // a model-2 key: untouched
        const Scenario up = withModel3Assumptions(two);
        QCOMPARE(up[ParamId::FleetShare], 80.0);
        QCOMPARE(up[ParamId::CreditLine], 1e9);
        QCOMPARE(up[ParamId::Price], 0.5);
        QCOMPARE(up[ParamId::TrainingShare], 75.0); // still neutral before: the default
        // The fleet share was set, so model 3's range for it (0 … 100 around 50) is not added.
        QVERIFY(up.distribution(ParamId::FleetShare) == nullptr);
        QVERIFY(up.distribution(ParamId::TrainingGrowth) != nullptr);
    }

    void aStartBeforeTheMeasuredDateKeepsTheFlowsUndated()
    {
        Scenario two;
        two.startDate = Date{2025, 3, 1};
        two.filingDate = Date{2025, 1, 1};
        const Scenario up = withModel3Assumptions(two);
        QVERIFY(up.isNull(ParamId::FlowsMeasuredOn));
        QCOMPARE(up[ParamId::FleetShare], 50.0);
        QVERIFY(validate(up).empty());
    }

    void aModel3ScenarioComesBackUnchanged()
    {
        Scenario three = Scenario::model3Defaults();
        three.set(ParamId::FleetShare, 100); // neutral, but chosen on model 3: stays
        QVERIFY(withModel3Assumptions(three) == three);
    }

    void aModel1ScenarioPassesThroughModel2()
    {
        const Scenario up = withModel3Assumptions(Scenario::model1Defaults());
        QCOMPARE(up.model, 3);
        QVERIFY(up.owned()); // model 2's assumption, taken on the way
        QCOMPARE(up[ParamId::FleetShare], 50.0);
    }
};

QTEST_GUILESS_MAIN(TestModel3Assumptions)
#include "test_model3assumptions.moc"
