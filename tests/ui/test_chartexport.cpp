// Exports write whole files (or nothing) with the right bytes; the charts render as shown.
#include <QtTest>

#include <QClipboard>
#include <QGuiApplication>
#include <QPainter>
#include <QSvgRenderer>

#include "core/model/chartseries.h"
#include "core/model/model.h"
#include "ui/charts/burnchart.h"
#include "ui/charts/chartexport.h"
#include "ui/charts/programchart.h"
#include "ui/charts/runwaychart.h"

using namespace runway;

namespace {

double secondsOf(const Date& d)
{
    return static_cast<double>(d.toDays()) * 86400.0;
}

} // namespace

class TestChartExport : public QObject {
    Q_OBJECT
private slots:
    void exportWritesWholeFiles_data()
    {
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<QByteArray>("magic");
        QTest::newRow("png") << QStringLiteral("png") << QByteArray("\x89PNG\r\n\x1a\n");
        QTest::newRow("pdf") << QStringLiteral("pdf") << QByteArray("%PDF-");
        QTest::newRow("svg") << QStringLiteral("svg") << QByteArray("<?xml");
    }
    void exportWritesWholeFiles()
    {
        QFETCH(QString, suffix);
        QFETCH(QByteArray, magic);
        Scenario s;
        RunwayChart chart;
        chart.resize(1200, 600);
        chart.setData(s, simulateWithSeries(s));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("runway.") + suffix);
        const std::optional<QString> error = chartexport::save(chart, path);
        QVERIFY2(!error, error ? qPrintable(*error) : "");
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QVERIFY(bytes.startsWith(magic));
        QVERIFY2(bytes.size() > 10'000 && bytes.size() < 5'000'000, qPrintable(QString::number(bytes.size())));
        if (suffix == QLatin1String("svg"))
            QVERIFY(bytes.contains("<svg") && bytes.contains("</svg>"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1); // no temporary left
        QFile plain(dir.filePath(QStringLiteral("plain.txt")));                     // what any new file gets (umask)
        QVERIFY(plain.open(QIODevice::WriteOnly));
        plain.close();
        QCOMPARE(QFile::permissions(path), QFile::permissions(plain.fileName()));
        QVERIFY(plain.remove());
        QVERIFY(!chartexport::save(chart, path)); // overwriting works too
    }

    // Issue 28.7: a name as long as the folder allows (255 bytes) is written; the temporary
    // file beside it (QSaveFile's, or the PDF's) was longer and was refused "File name too long".
    void exportWritesLongNames_data()
    {
        QTest::addColumn<QString>("name");
        for (const char* suffix : {"png", "svg", "pdf"}) {
            QTest::addRow("255 bytes .%s", suffix) << QString(251, QLatin1Char('c')) + QLatin1Char('.') + QLatin1String(suffix);
            QTest::addRow("249 bytes of 3-byte characters .%s", suffix) << QString(83, QChar(0x56FE)) + QLatin1Char('.') + QLatin1String(suffix);
        }
    }
    void exportWritesLongNames()
    {
        QFETCH(QString, name);
        Scenario s;
        BurnChart chart;
        chart.resize(800, 400);
        chart.setData(s, simulateWithSeries(s));
        QTemporaryDir dir;
        const QString path = dir.filePath(name);
        QVERIFY(QFile::encodeName(name).size() <= 255);
        const std::optional<QString> error = chartexport::save(chart, path);
        QVERIFY2(!error, error ? qPrintable(*error) : "");
        QVERIFY(QFileInfo(path).size() > 1000);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{name}); // no temporary left
        QVERIFY(!chartexport::save(chart, path));                                            // and over itself
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{name});
    }

    void exportToAnUnwritablePathFails_data()
    {
        QTest::addColumn<QString>("suffix");
        QTest::newRow("png") << QStringLiteral("png");
        QTest::newRow("pdf") << QStringLiteral("pdf");
        QTest::newRow("svg") << QStringLiteral("svg");
    }
    void exportToAnUnwritablePathFails()
    {
        QFETCH(QString, suffix);
        Scenario s;
        BurnChart chart;
        chart.setData(s, simulateWithSeries(s));
        QTemporaryDir dir;
        QFile blocker(dir.filePath(QStringLiteral("not-a-folder")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        const QString path = dir.filePath(QStringLiteral("not-a-folder/chart.") + suffix);
        const std::optional<QString> error = chartexport::save(chart, path);
        QVERIFY(error);
        QVERIFY2(error->contains(QStringLiteral("chart.") + suffix), qPrintable(*error));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::Dirs | QDir::NoDotAndDotDot).size(), 1);
        const std::optional<QString> missing = chartexport::save(chart, dir.filePath(QStringLiteral("no/such/dir/c.") + suffix));
        QVERIFY(missing);
    }

    void exportRejectsAnUnknownFormat()
    {
        BurnChart chart;
        QTemporaryDir dir;
        const std::optional<QString> error = chartexport::save(chart, dir.filePath(QStringLiteral("chart.bmpx")));
        QVERIFY(error && error->contains(QStringLiteral(".png")));
        QVERIFY(QDir(dir.path()).isEmpty());
    }

    void copyPutsAnImageOnTheClipboard()
    {
        Scenario s;
        ProgramChart chart;
        chart.setData(s, simulateWithSeries(s));
        chartexport::copyToClipboard(chart, QSize(800, 400));
        const QImage image = QGuiApplication::clipboard()->image();
        QCOMPARE(image.size(), QSize(800, 400) * chart.devicePixelRatio());
    }

    void renderShots()
    {
        // With RUNWAY_CHART_SHOTS=folder, writes each chart (light and dark) as the user sees it.
        const QString folder = qEnvironmentVariable("RUNWAY_CHART_SHOTS");
        if (folder.isEmpty())
            QSKIP("set RUNWAY_CHART_SHOTS to a folder to write the screenshots");
        Scenario s;
        s.funding.push_back({12, 5e8});
        const SimulationResult r = simulateWithSeries(s);
        Scenario bear;
        bear[ParamId::Conversion] = 1;
        bear[ParamId::FreeTierMonths] = 36;
        Scenario quota;
        quota[ParamId::Demand] = 1e14;
        quota[ParamId::Price] = 1.0;
        for (const bool dark : {false, true}) {
            RunwayChart runway;
            BurnChart burn;
            ProgramChart program;
            runway.setComparisons({{QStringLiteral("Bear case"), QColor(0x8b5cf6), bear.startDate, simulateWithSeries(bear).dailyCash}});
            runway.setData(s, r);
            burn.setData(s, r);
            program.setData(quota, simulateWithSeries(quota));
            for (auto [chart, name] : {std::pair<ChartView*, const char*>{&runway, "runway"}, {&burn, "burn"}, {&program, "program"}}) {
                if (dark) {
                    QPalette p = chart->palette();
                    p.setColor(QPalette::Base, QColor(0x1e1e1e));
                    p.setColor(QPalette::Window, QColor(0x2b2b2b));
                    p.setColor(QPalette::Text, QColor(0xe6e6e6));
                    chart->setPalette(p);
                }
                chart->resize(1200, 600);
                chart->show();
                QVERIFY(QTest::qWaitForWindowExposed(chart));
                if (chart == &runway)
                    runway.showHoverAt(secondsOf(s.startDate) + 400 * 86400.0);
                const QString file =
                    QDir(folder).filePath(QStringLiteral("chart-%1%2.png").arg(QLatin1String(name), dark ? QStringLiteral("-dark") : QString()));
                QVERIFY(chart->grab().save(file));
            }
        }
        // The defaults run out of cash: the marker, the articles' view and a fan (here from
        // five opex levels, only to see the bands; the real fan comes from the Monte Carlo).
        Scenario d;
        FanBands fan;
        std::vector<double>* bands[5] = {&fan.p5, &fan.p25, &fan.p50, &fan.p75, &fan.p95};
        const double opex[5] = {55e6, 47e6, 40e6, 36e6, 32e6};
        for (int i = 0; i < 5; ++i) {
            Scenario v = d;
            v[ParamId::FixedOpex] = opex[i];
            for (const MonthRow& row : simulateWithSeries(v).monthly)
                bands[i]->push_back(row.cashEndUsd);
        }
        RunwayChart runway;
        runway.setData(d, simulateWithSeries(d));
        runway.setFan(fan);
        runway.resize(1200, 600);
        runway.show();
        QVERIFY(QTest::qWaitForWindowExposed(&runway));
        QVERIFY(runway.grab().save(QDir(folder).filePath(QStringLiteral("chart-runway-cashout.png"))));
        for (const char* suffix : {"pdf", "svg"})
            QVERIFY(!chartexport::save(runway, QDir(folder).filePath(QStringLiteral("chart-runway-export.%1").arg(QLatin1String(suffix)))));
        // The SVG read back: it must draw, not only parse.
        QSvgRenderer svg(QDir(folder).filePath(QStringLiteral("chart-runway-export.svg")));
        QVERIFY(svg.isValid());
        QImage back(1200, 600, QImage::Format_ARGB32);
        back.fill(Qt::white);
        QPainter painter(&back);
        svg.render(&painter);
        painter.end();
        QVERIFY(back.save(QDir(folder).filePath(QStringLiteral("chart-runway-export-svg.png"))));
    }
};

QTEST_MAIN(TestChartExport)
#include "test_chartexport.moc"
