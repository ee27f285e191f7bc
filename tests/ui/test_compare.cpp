// Comparison as a view (issue 26 item 3): the Compare page in the main area with four presets on a
// 1366×768 laptop screen (every cell's text fits its rect: names wrap, nothing is clipped), the
// odds of each column equal to its own Monte Carlo at the window's settings, the fan toggle, the
// compared set across a language switch, the CSV equal to `run --format json` of each scenario, a
// one-page PDF, and the refusals (nothing compared, a path that cannot be written).
#include <qcustomplot.h>

#include <QtTest>

#include <QAction>
#include <QCheckBox>
#include <QFile>
#include <QMessageBox>
#include <QRegularExpression>
#include <QStyle>
#include <QTableWidget>
#include <QTemporaryDir>

#include "cliprocess.h"
#include "core/analysis/montecarlo.h"
#include "core/scenario/jsondocument.h"
#include "core/scenario/presets.h"
#include "offscreenscreens.h"
#include "tabledata.h"
#include "ui/charts/runwaychart.h"
#include "ui/document/comparisonset.h"
#include "ui/document/scenariodocument.h"
#include "ui/format/displayformat.h"
#include "ui/library/libraryservice.h"
#include "ui/library/scenariobrowser.h"
#include "ui/mainwindow.h"
#include "ui/panels/comparisonview.h"
#include "waits.h"
#include "windowfixture.h"
#include "windowparts.h"

using namespace runway;
using namespace runway::test;

namespace {

ScenarioBrowser* browser(const MainWindow& w)
{
    return part<ScenarioBrowser>(w, QStringLiteral("scenarioBrowser"));
}

/// The first four presets: their names in the library, their ids for the command line.
QList<const Preset*> fourPresets()
{
    QList<const Preset*> out;
    for (const Preset& p : presets())
        if (out.size() < 4)
            out << &p;
    return out;
}

/// The preset whose name heads a column (the list orders the ticked scenarios by name).
const Preset* presetNamed(const QString& name)
{
    for (const Preset* p : fourPresets())
        if (QString::fromStdString(p->name) == name)
            return p;
    return nullptr;
}

} // namespace

class TestCompare : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<ShownWindow> m_window;

    /// The window on the laptop screen with its library open and the four presets compared, their odds in.
    MainWindow& comparing()
    {
        if (!m_window) {
            m_window = std::make_unique<ShownWindow>(Welcome::Dismissed, QGuiApplication::primaryScreen());
            m_window->setLibraryPath(m_dir.filePath(QStringLiteral("library.sqlite")));
            [&] { QTRY_VERIFY_WITH_TIMEOUT(part<LibraryService>(*m_window, QStringLiteral("libraryService"))->isOpen(), kBackgroundWaitMs); }();
            for (const Preset* p : fourPresets())
                browser(*m_window)->setCompared(QString::fromStdString(p->name), true);
            m_window->showComparison();
        }
        [&] { QTRY_VERIFY_WITH_TIMEOUT(!m_window->document()->comparisons()->oddsPending(), kBackgroundWaitMs); }();
        return *m_window;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QVERIFY(m_dir.isValid());
        QCOMPARE(QGuiApplication::primaryScreen()->geometry().size(), QSize(1366, 768));
    }

    void nothingComparedSaysWhy()
    {
        ShownWindow w(Welcome::Dismissed, QGuiApplication::primaryScreen());
        QVERIFY(w.ready());
        auto* action = part<QAction>(w, QStringLiteral("exportComparisonAction"));
        QVERIFY(!action->isEnabled());
        QVERIFY2(action->toolTip().contains(QStringLiteral("Scenarios list")), qPrintable(action->toolTip()));
        w.showComparison();
        QVERIFY(part<QWidget>(w, QStringLiteral("comparisonHint"))->isVisible());
        QCOMPARE(w.comparisonView()->table()->columnCount(), 2); // the captions and the working scenario
    }

    void fourColumnsFitTheLaptopScreen()
    {
        MainWindow& w = comparing();
        QVERIFY(w.frameGeometry().width() <= 1366);
        QVERIFY(part<QAction>(w, QStringLiteral("exportComparisonAction"))->isEnabled());
        QTableWidget* t = w.comparisonView()->table();
        QTRY_VERIFY(t->isVisible());
        QCoreApplication::processEvents();
        QCOMPARE(t->columnCount(), 6); // the captions, the working scenario and four
        QStringList names;
        for (int c = 0; c < 4; ++c)
            names << t->item(0, c + 2)->text();
        QStringList expected;
        for (const Preset* p : fourPresets())
            expected << QString::fromStdString(p->name);
        names.sort();
        expected.sort();
        QCOMPARE(names, expected);
        int columns = 0;
        for (int c = 0; c < t->columnCount(); ++c)
            columns += t->columnWidth(c);
        QVERIFY2(columns <= t->viewport()->width(), qPrintable(QStringLiteral("%1 > %2").arg(columns).arg(t->viewport()->width())));
        QCOMPARE(t->textElideMode(), Qt::ElideNone); // a text that does not fit is never shortened to "…"
        // Each cell's text, wrapped at its word boundaries, fits its rect: no word wider than the
        // column, no line below the row (a clipped text fails here).
        const int margin = t->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, t) + 1;
        for (int r = 0; r < t->rowCount(); ++r) {
            for (int c = 0; c < t->columnCount(); ++c) {
                const QTableWidgetItem* item = t->item(r, c);
                QVERIFY(item);
                const QRect rect = t->visualItemRect(item);
                const int width = rect.width() - 2 * margin;
                const QRect needed = QFontMetrics(item->font()).boundingRect(QRect(0, 0, width, 100000), Qt::TextWordWrap | Qt::AlignLeft, item->text());
                const QString where = QStringLiteral("row %1, column %2: \"%3\" needs %4×%5 in %6×%7")
                                          .arg(r)
                                          .arg(c)
                                          .arg(item->text())
                                          .arg(needed.width())
                                          .arg(needed.height())
                                          .arg(width)
                                          .arg(rect.height());
                QVERIFY2(needed.width() <= width && needed.height() <= rect.height(), qPrintable(where));
            }
        }
    }

    void eachColumnNamesItsModel()
    {
        // The Model row names each scenario's model (it said "model 2" for a model-3 preset).
        MainWindow& w = comparing();
        QTableWidget* t = w.comparisonView()->table();
        const int row = static_cast<int>(ComparisonView::rowCaptions().indexOf(QStringLiteral("Model")));
        QVERIFY(row > 0);
        for (int c = 0; c < 4; ++c) {
            const Preset* p = presetNamed(t->item(0, c + 2)->text());
            QVERIFY(p);
            QCOMPARE(t->item(row, c + 2)->text(), QStringLiteral("model %1").arg(p->scenario.model));
        }
    }

    void eachColumnsOddsAreItsOwn()
    {
        MainWindow& w = comparing();
        QTableWidget* t = w.comparisonView()->table();
        const int row = static_cast<int>(ComparisonView::rowCaptions().indexOf(QStringLiteral("Chance of running out within 12 months")));
        QVERIFY(row > 0);
        for (int c = 0; c < 4; ++c) {
            const Preset* p = presetNamed(t->item(0, c + 2)->text());
            QVERIFY(p);
            const auto own = runMonteCarlo(p->scenario, MonteCarloOptions{}); // what its cards show when it is opened
            QVERIFY(own);
            QCOMPARE(t->item(row, c + 2)->text(), display::percent(100 * own->pCashOut12m, 1));
        }
    }

    void theFanCanBeHidden()
    {
        MainWindow& w = comparing();
        auto* chart = part<RunwayChart>(w, QStringLiteral("runwayChart"));
        QTRY_VERIFY_WITH_TIMEOUT(chart->fanGraph(2)->visible(), kBackgroundWaitMs); // the working scenario's odds arrived
        QCOMPARE(chart->comparisonGraphs().size(), std::size_t(4));
        const int legend = chart->plot()->legend->itemCount();
        QCheckBox* toggle = w.comparisonView()->fanToggle();
        QVERIFY(toggle->isChecked());
        toggle->setChecked(false);
        QVERIFY(!chart->isFanShown());
        for (int band = 0; band < 5; ++band)
            QVERIFY(!chart->fanGraph(band)->visible());
        QCOMPARE(chart->plot()->legend->itemCount(), legend - 3); // the fan's three entries leave; the overlays stay
        for (QCPGraph* g : chart->comparisonGraphs())
            QVERIFY(g->visible());
        toggle->setChecked(true);
        QVERIFY(chart->fanGraph(2)->visible());
        QCOMPARE(chart->plot()->legend->itemCount(), legend);
    }

    void csvEqualsRunJson()
    {
        MainWindow& w = comparing();
        const QString path = m_dir.filePath(QStringLiteral("comparison.csv"));
        QVERIFY(w.comparisonView()->exportFile(path));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QStringList> rows = parseCsv(QString::fromUtf8(file.readAll()));
        QVERIFY(rows.size() > 10);
        QCOMPARE(rows[0].size(), 2 + 5); // metric, key, the working scenario and four
        for (int c = 0; c < 4; ++c) {
            const Preset* p = presetNamed(rows[0][c + 3]);
            QVERIFY2(p, qPrintable(rows[0][c + 3]));
            const CliResult run =
                runCli({QStringLiteral("run"), QStringLiteral("--preset"), QString::fromStdString(p->id), QStringLiteral("--format"), QStringLiteral("json")});
            QCOMPARE(run.exitCode, 0);
            const Json metrics = Json::parse(run.out.toStdString()).at("metrics");
            const CliResult mc = runCli(
                {QStringLiteral("montecarlo"), QStringLiteral("--preset"), QString::fromStdString(p->id), QStringLiteral("--format"), QStringLiteral("json")});
            QCOMPARE(mc.exitCode, 0);
            const Json odds = Json::parse(mc.out.toStdString());
            int checked = 0;
            for (const QStringList& row : rows.mid(1)) {
                const std::string key = row[1].toStdString();
                const Json expected = key.starts_with("p_cash") || key.starts_with("runway_months_percentiles") ? at(odds, key) : at(metrics, key);
                if (key == "model" || row[0].startsWith(QStringLiteral("parameter")))
                    continue;
                QVERIFY2(!expected.is_null() || !row[c + 3].isEmpty(), qPrintable(row.join(QLatin1Char(','))));
                if (expected.is_null())
                    continue; // the cell holds the model's reason
                bool ok = false;
                const double value = row[c + 3].toDouble(&ok);
                QVERIFY2(ok, qPrintable(row[c + 3]));
                QCOMPARE(value, expected.get<double>()); // exactly: the shortest digits read back as the same double
                ++checked;
            }
            QVERIFY(checked >= 8);
        }
    }

    void pdfIsOnePage()
    {
        MainWindow& w = comparing();
        const QString path = m_dir.filePath(QStringLiteral("comparison.pdf"));
        QVERIFY(w.comparisonView()->exportFile(path));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray pdf = file.readAll();
        QVERIFY(pdf.startsWith("%PDF"));
        QVERIFY(pdf.size() > 10000);
        const auto pages = QString::fromLatin1(pdf).count(QRegularExpression(QStringLiteral("/Type\\s*/Page(?!s)")));
        QCOMPARE(pages, 1);
    }

    void aFailedExportNamesThePath()
    {
        MainWindow& w = comparing();
        const QString path = m_dir.filePath(QStringLiteral("no such folder/comparison.csv"));
        QVERIFY(!w.comparisonView()->exportFile(path));
        QMessageBox* box = w.comparisonView()->lastError();
        QVERIFY(box);
        QVERIFY2((box->text() + box->informativeText() + box->detailedText()).contains(path), qPrintable(box->text() + box->informativeText()));
        box->close();
        QVERIFY(!QFile::exists(path));
    }

    void presentedWithTheKeys()
    {
        MainWindow& w = comparing();
        auto* tabs = part<QTabWidget>(w, QStringLiteral("dashboardTabs"));
        tabs->setCurrentIndex(0);
        w.setPresentationMode(true);
        w.showComparison();
        QCOMPARE(tabs->currentWidget(), w.comparisonView());
        QVERIFY(w.comparisonView()->isVisible());
        w.setPresentationMode(false);
    }

    /// With RUNWAY_SCREENSHOT_DIR set: the Compare page with four presets on the laptop screen.
    void screenshot()
    {
        const QString folder = qEnvironmentVariable("RUNWAY_SCREENSHOT_DIR");
        if (folder.isEmpty())
            QSKIP("set RUNWAY_SCREENSHOT_DIR to write the Compare page's screenshot");
        MainWindow& w = comparing();
        w.showComparison();
        QTest::qWait(300);
        QVERIFY(w.grab().save(QDir(folder).filePath(QStringLiteral("en-1366x768-compare.png"))));
    }

    void theSetSurvivesALanguageSwitch()
    {
        comparing();
        MainWindow* w = m_window.release(); // the switch closes it
        w->setAttribute(Qt::WA_DeleteOnClose);
        const QStringList names = w->document()->comparisons()->names();
        QCOMPARE(names.size(), 4);
        QSignalSpy replaced(w, &MainWindow::replaced);
        w->switchLanguage(QStringLiteral("zh_CN"));
        QCOMPARE(replaced.count(), 1);
        auto* next = replaced.at(0).at(0).value<MainWindow*>();
        QCOMPARE(next->document()->comparisons()->names(), names); // kept while the library opens again
        QTRY_VERIFY_WITH_TIMEOUT(part<LibraryService>(*next, QStringLiteral("libraryService"))->isOpen(), kBackgroundWaitMs);
        QTRY_COMPARE_WITH_TIMEOUT(browser(*next)->comparedNames().size(), 4, kBackgroundWaitMs); // ticked again in the new window's list
        QCOMPARE(next->document()->comparisons()->names(), names);
        next->showComparison();
        QTRY_COMPARE_WITH_TIMEOUT(next->comparisonView()->table()->columnCount(), 6, kBackgroundWaitMs);
        QCOMPARE(part<RunwayChart>(*next, QStringLiteral("runwayChart"))->comparisonGraphs().size(), std::size_t(4));
        if (const QString folder = qEnvironmentVariable("RUNWAY_SCREENSHOT_DIR"); !folder.isEmpty()) {
            QTRY_VERIFY_WITH_TIMEOUT(!next->document()->comparisons()->oddsPending(), kBackgroundWaitMs);
            QTest::qWait(500);
            QVERIFY(next->grab().save(QDir(folder).filePath(QStringLiteral("zh-1366x768-compare.png"))));
        }
        QSignalSpy back(next, &MainWindow::replaced);
        next->switchLanguage(QStringLiteral("en"));
        QCOMPARE(back.count(), 1);
        auto* english = back.at(0).at(0).value<MainWindow*>();
        QCOMPARE(english->document()->comparisons()->names(), names);
        english->document()->markSaved();
        english->close();
    }
};

int main(int argc, char** argv)
{
    return runway::test::runOnScreens<TestCompare>(argc, argv, runway::test::kLaptopScreen);
}

#include "test_compare.moc"
