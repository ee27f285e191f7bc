// The window binds controls to the model: moving a slider changes the cards to core's numbers.
#include <QtTest>

#include <QSlider>

#include "core/model/model.h"
#include "ui/document/scenariodocument.h"
#include "ui/format/displayformat.h"
#include "ui/mainwindow.h"
#include "ui/widgets/kpicard.h"
#include "ui/widgets/parametercontrol.h"

using namespace runway;

class TestWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void negativeNumbersUseOneMinusSign()
    {
        // Money shows "−$107K" (U+2212); percentages and plain numbers must match it, and a
        // value that rounds to zero has no sign. The spin boxes read the sign back.
        const QLocale saved;
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QCOMPARE(display::money(-107e3), QStringLiteral("−$107K"));
        QCOMPARE(display::percent(-5, 1), QStringLiteral("−5.0 %"));
        QCOMPARE(display::percent(-0.004, 2), QStringLiteral("0.00 %"));
        QCOMPARE(display::months(-1.26, 1), QStringLiteral("−1.3 months"));
        QCOMPARE(display::value(spec(ParamId::Growth), -5), QStringLiteral("−5.00 %"));
        QCOMPARE(display::parse(QStringLiteral("−5.00 %")), std::optional<double>(-5));
        QLocale::setDefault(saved);
    }

    void titleAndHeadlineControls()
    {
        MainWindow w;
        w.show();
        QVERIFY(w.windowTitle().startsWith(QStringLiteral("Token Runway")));
        for (ParamId id : {ParamId::Price, ParamId::FreeQuota, ParamId::Conversion})
            QVERIFY(w.control(id));
        const auto* price = w.control(ParamId::Price);
        QCOMPARE(ParameterControl::valueAt(spec(ParamId::Price), 0), 0.03);
        QCOMPARE(ParameterControl::valueAt(spec(ParamId::Price), ParameterControl::kSliderSteps), 1.0);
        QVERIFY(price->slider());
    }

    void priceSliderMovesTheRunway()
    {
        MainWindow w;
        w.show();
        QSlider* slider = w.control(ParamId::Price)->slider();
        const int position = 700;
        slider->setValue(position);
        const double price = ParameterControl::valueAt(spec(ParamId::Price), position);
        QCOMPARE(w.document()->scenario()[ParamId::Price], price);
        Scenario expected;
        expected[ParamId::Price] = price;
        const Metrics m = computeMetrics(expected);
        const QString card = w.card(QStringLiteral("runway"))->valueText();
        if (m.runwayMonths)
            QCOMPARE(card, display::months(*m.runwayMonths));
        else
            QVERIFY(card.contains(QStringLiteral("beyond")));
        QCOMPARE(w.card(QStringLiteral("netBurn"))->valueText(), display::money(m.firstMonthNetBurnUsd) + QStringLiteral(" / month"));
        QCOMPARE(w.card(QStringLiteral("freeTierValue"))->valueText(), display::money(m.day0.freeTierListValueUsd) + QStringLiteral(" / day"));
    }

    void conversionSpinUpdatesCards()
    {
        MainWindow w;
        w.show();
        w.document()->setValue(ParamId::Conversion, 60);
        Scenario expected;
        expected[ParamId::Conversion] = 60;
        const Metrics m = computeMetrics(expected);
        QCOMPARE(w.card(QStringLiteral("freeTierCost"))->valueText(), display::money(m.day0.freeTierCostUsd) + QStringLiteral(" / day"));
        QCOMPARE(w.control(ParamId::Conversion)->value(), 60.0);
    }
};

QTEST_MAIN(TestWindow)
#include "test_window.moc"
