// The dashboard's behaviour under the offscreen platform: drags and undo, files, exports,
// presentation mode, the serving-cost toggle and funding events.
#include <QtTest>

#include <QCheckBox>
#include <QDockWidget>
#include <QMessageBox>
#include <QSlider>
#include <QStyle>
#include <QStyleOptionSlider>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QUndoStack>

#include "core/model/model.h"
#include "testfiles.h"
#include "ui/charts/chartview.h"
#include "ui/document/scenariodocument.h"
#include "ui/filecontroller.h"
#include "ui/format/displayformat.h"
#include "ui/mainwindow.h"
#include "ui/panels/fundingeditor.h"
#include "ui/panels/kpibar.h"
#include "ui/panels/parameterpanel.h"
#include "ui/panels/welcomepane.h"
#include "ui/widgets/kpicard.h"
#include "ui/widgets/parametercontrol.h"

using namespace runway;
using runway::test::writeFile;

namespace {
QPoint handleCenter(QSlider* slider)
{
    QStyleOptionSlider opt;
    opt.initFrom(slider);
    opt.orientation = slider->orientation();
    opt.minimum = slider->minimum();
    opt.maximum = slider->maximum();
    opt.sliderPosition = slider->sliderPosition();
    opt.sliderValue = slider->value();
    return slider->style()->subControlRect(QStyle::CC_Slider, &opt, QStyle::SC_SliderHandle, slider).center();
}

QByteArray head(const QString& path, int n)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.read(n) : QByteArray();
}
} // namespace

class TestDashboard : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void everyNumericParameterHasAControl()
    {
        MainWindow w;
        for (const auto& p : parameters())
            if (isNumeric(p.id))
                QVERIFY2(w.control(p.id), p.key.data());
        QVERIFY(w.parameterPanel()->fundingEditor());
    }

    void dragThenUndoRestoresEveryValue()
    {
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const Scenario before = w.document()->scenario();
        QSlider* slider = w.control(ParamId::Price)->slider();
        const QPoint start = handleCenter(slider);
        QTest::mousePress(slider, Qt::LeftButton, {}, start);
        for (int dx = 5; dx <= 60; dx += 5) {
            QMouseEvent move(QEvent::MouseMove, QPointF(start + QPoint(dx, 0)), slider->mapToGlobal(QPointF(start + QPoint(dx, 0))), Qt::NoButton,
                             Qt::LeftButton, Qt::NoModifier);
            QApplication::sendEvent(slider, &move);
        }
        QTest::mouseRelease(slider, Qt::LeftButton, {}, start + QPoint(60, 0));
        QVERIFY(w.document()->scenario()[ParamId::Price] > before[ParamId::Price]);
        QCOMPARE(w.document()->undoStack()->count(), 1); // one drag, one step
        // the runway card shows core's number for the new price
        const Metrics m = computeMetrics(w.document()->scenario());
        QCOMPARE(w.card(QStringLiteral("runway"))->valueText(), m.runwayMonths ? display::months(*m.runwayMonths) : QStringLiteral("beyond %1 months").arg(36));
        w.document()->undoStack()->undo();
        QCOMPARE(w.document()->scenario(), before);
        QCOMPARE(w.control(ParamId::Price)->value(), before[ParamId::Price]);
        w.document()->undoStack()->redo();
        QVERIFY(w.document()->scenario()[ParamId::Price] > before[ParamId::Price]);
    }

    void twoDragsAreTwoSteps()
    {
        ScenarioDocument doc;
        const int g1 = ScenarioDocument::newGesture();
        doc.setValue(ParamId::Conversion, 4, g1);
        doc.setValue(ParamId::Conversion, 5, g1);
        const int g2 = ScenarioDocument::newGesture();
        doc.setValue(ParamId::Conversion, 6, g2);
        QCOMPARE(doc.undoStack()->count(), 2);
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario()[ParamId::Conversion], 5.0);
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario()[ParamId::Conversion], 3.0);
    }

    void refusedEditsSaySoAndChangeNothing()
    {
        ScenarioDocument doc;
        QSignalSpy refused(&doc, &ScenarioDocument::editRefused);
        QVERIFY(!doc.setValue(ParamId::HorizonMonths, 3)); // the free tier lasts 6 months
        QVERIFY(!doc.setValue(ParamId::Price, 0));
        QVERIFY(!doc.setValue(ParamId::Conversion, 120));
        QCOMPARE(refused.count(), 3);
        QVERIFY(refused.at(0).at(0).toString().contains(QStringLiteral("free tier")));
        QCOMPARE(doc.scenario(), Scenario{});
        QCOMPARE(doc.undoStack()->count(), 0);
    }

    void exportsWriteRealFiles_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("magic");
        QTest::newRow("png") << "chart.png" << QByteArray("\x89PNG");
        QTest::newRow("svg") << "chart.svg" << QByteArray("<?xml");
        QTest::newRow("pdf") << "chart.pdf" << QByteArray("%PDF");
    }
    void exportsWriteRealFiles()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, magic);
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        QTemporaryDir dir;
        const QString path = dir.filePath(file);
        QVERIFY(w.files()->exportChartFile(w.currentChart(), path));
        QCOMPARE(head(path, static_cast<int>(magic.size())), magic);
        QVERIFY(QFileInfo(path).size() > 2000);
    }

    void exportCsv()
    {
        MainWindow w;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("months.csv"));
        QVERIFY(w.files()->exportMonthlyCsvFile(path));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = f.readAll().trimmed().split('\n');
        QCOMPARE(lines.size(), 37);
        QVERIFY(lines[0].startsWith("month,date,free_tokens"));
    }

    void saveThenOpenRoundTrips()
    {
        MainWindow w;
        w.document()->setValue(ParamId::Conversion, 7.5);
        w.document()->setName("Round trip ✓");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.json"));
        QVERIFY(w.files()->saveFile(path));
        QVERIFY(!w.document()->isModified());
        MainWindow other;
        QVERIFY(other.files()->openFile(path));
        QCOMPARE(other.document()->scenario(), w.document()->scenario());
        QVERIFY(other.windowTitle().contains(QStringLiteral("Round trip ✓")));
    }

    void openingAnInvalidFileShowsTheErrorAndKeepsTheScenario()
    {
        MainWindow w;
        w.show();
        w.document()->setValue(ParamId::Conversion, 9);
        const Scenario before = w.document()->scenario();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.json"));
        QVERIFY(writeFile(path, R"({"pue": 0.2, "prise_usd_per_mtok": 1})"));
        QVERIFY(!w.files()->openFile(path));
        QCOMPARE(w.document()->scenario(), before);
        QMessageBox* box = w.files()->lastError();
        QVERIFY(box);
        QVERIFY(box->isVisible());
        QVERIFY(box->informativeText().contains(QStringLiteral("pue: 0.2 is outside")));
        QVERIFY(box->informativeText().contains(QStringLiteral("did you mean \"price_usd_per_mtok\"")));
        box->close();
    }

    void presentationModeHidesTheDock()
    {
        MainWindow w;
        w.show();
        QVERIFY(w.parameterDock()->isVisible());
        w.setPresentationMode(true);
        QVERIFY(w.isPresentationMode());
        QVERIFY(!w.parameterDock()->isVisible());
        QVERIFY(w.kpiBar()->isVisible());
        w.setPresentationMode(false);
        QVERIFY(w.parameterDock()->isVisible());
    }

    void servingCostToggle()
    {
        MainWindow w;
        QCheckBox* derive = w.parameterPanel()->deriveToggle();
        QVERIFY(derive->isChecked());
        derive->setChecked(false);
        QVERIFY(!w.document()->scenario().deriveServingCost);
        // switching starts from the derived value, so nothing jumps
        QCOMPARE(w.document()->scenario()[ParamId::ServingCost], derivedServingCostPerMtok(Scenario{}));
        w.document()->setValue(ParamId::ServingCost, 0.3);
        QCOMPARE(w.document()->result().metrics.servingCostUsdPerMtok, 0.3);
        w.document()->undoStack()->undo();
        w.document()->undoStack()->undo();
        QVERIFY(w.document()->scenario().deriveServingCost);
    }

    void fundingEventsEdit()
    {
        MainWindow w;
        auto* editor = w.parameterPanel()->fundingEditor();
        QSignalSpy spy(editor, &FundingEditor::edited);
        emit editor->edited({{12, 5e8}});
        QCOMPARE(w.document()->scenario().funding.size(), std::size_t(1));
        QCOMPARE(editor->table()->rowCount(), 1);
        QCOMPARE(w.document()->result().dailyCash[360] - simulate(Scenario{}).dailyCash[360], 5e8);
        w.document()->undoStack()->undo();
        QCOMPARE(editor->table()->rowCount(), 0);
    }

    void resetParameter()
    {
        MainWindow w;
        w.document()->setValue(ParamId::Demand, 1e14);
        w.document()->resetParameter(ParamId::Demand);
        QCOMPARE(w.document()->scenario()[ParamId::Demand], Scenario{}[ParamId::Demand]);
        w.document()->setValue(ParamId::Demand, 1e14);
        w.document()->setValue(ParamId::Price, 0.5);
        w.document()->resetAll();
        QCOMPARE(w.document()->scenario(), Scenario{});
        w.document()->undoStack()->undo();
        QCOMPARE(w.document()->scenario()[ParamId::Price], 0.5);
    }

    void welcomeOnceThenNever()
    {
        QSettings().remove(QStringLiteral("welcome/dismissed"));
        {
            MainWindow w;
            QVERIFY(w.welcomePane());
            w.welcomePane()->dismiss();
        }
        MainWindow again;
        QVERIFY(!again.welcomePane());
    }

    void lastScenarioComesBack()
    {
        {
            MainWindow w;
            w.document()->setValue(ParamId::Conversion, 11);
            w.close();
        }
        MainWindow again;
        QCOMPARE(again.document()->scenario()[ParamId::Conversion], 11.0);
        QSettings().clear();
    }
};

QTEST_MAIN(TestDashboard)
#include "test_dashboard.moc"
