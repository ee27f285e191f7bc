// Issue 27 ("Read it right"): one figure, one name, wherever it shows. Item 1: the company's and the
// free tier's break-evens named apart, the rule of thumb only with its reason, "textbook runway" for
// cash ÷ burn and "simple view (model 1)" only for the line — no old mixed name left in the window's
// texts or the report. Item 2: the burn card, the Burn chart's caption and the compare table keep the
// month's one-off purchases apart from the burn that recurs. Figures by hand in tests/core/test_burn.cpp: demand ×2 buys 9,667 × $16,500 =
// $159,505,500 of accelerators on day 0 and recurs at $31,123,161.54 a month.
#include <QtTest>

#include <QAbstractButton>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTimer>
#include <QTreeView>

#include <qcustomplot.h>

#include "core/analysis/contour.h"
#include "core/analysis/heatmap.h"
#include "core/model/chartseries.h"
#include "core/model/model.h"
#include "core/scenario/scenariojson.h"
#include "ui/charts/burnchart.h"
#include "ui/charts/chartview.h"
#include "ui/charts/programchart.h"
#include "ui/charts/uniteconomics.h"
#include "ui/dialogs/guidedialog.h"
#include "ui/document/scenariodocument.h"
#include "ui/filecontroller.h"
#include "ui/format/displayformat.h"
#include "ui/format/messagetext.h"
#include "ui/library/libraryservice.h"
#include "ui/library/scenariobrowser.h"
#include "ui/library/scenariolist.h"
#include "ui/mainwindow.h"
#include "ui/panels/comparisonview.h"
#include "ui/panels/kpibar.h"
#include "ui/panels/sourcespanel.h"
#include "ui/report/report.h"
#include "ui/widgets/kpicard.h"

#include "modalanswerer.h"
#include "waits.h"

using namespace runway;
using runway::test::kBackgroundWaitMs;

namespace {
Scenario doubledDemand()
{
    Scenario s;
    s.set(ParamId::Demand, 2 * 23.2e12 / 6.0);
    return s;
}

/// Every text the window shows: labels, cards, buttons, actions, chart titles, findings, legends and
/// labels on the plots, the text pages, and their tooltips.
QStringList windowTexts(const QWidget& root)
{
    QStringList t;
    for (const QLabel* l : root.findChildren<QLabel*>())
        t << l->text() << l->toolTip();
    for (const KpiCard* c : root.findChildren<KpiCard*>())
        t << c->captionText() << c->valueText() << c->detailText() << c->toolTip();
    for (const QAbstractButton* b : root.findChildren<QAbstractButton*>())
        t << b->text() << b->toolTip();
    for (const QAction* a : root.findChildren<QAction*>())
        t << a->text() << a->toolTip();
    for (const QTextBrowser* b : root.findChildren<QTextBrowser*>())
        t << b->toPlainText();
    for (SourcesPanel* page : root.findChildren<SourcesPanel*>()) // written when first shown
        t << page->pageText();
    QList<ChartView*> charts = root.findChildren<ChartView*>();
    if (auto* self = qobject_cast<ChartView*>(const_cast<QWidget*>(&root)))
        charts << self;
    for (const ChartView* v : charts) {
        t << v->accessibleName() << v->accessibleDescription();
        QCustomPlot* p = v->plot(); // the title and the finding under it are text elements of the plot's layout
        for (int i = 0; i < p->plottableCount(); ++i)
            t << p->plottable(i)->name();
        for (QCPLayoutElement* e : p->plotLayout()->elements(true))
            if (const auto* text = qobject_cast<QCPTextElement*>(e))
                t << text->text();
        for (int i = 0; i < p->itemCount(); ++i)
            if (const auto* text = qobject_cast<QCPItemText*>(p->item(i)))
                t << text->text();
    }
    return t;
}

/// The old mixed names of issue 27 found in `texts`, each with the text it is in.
QStringList oldNames(const QStringList& texts)
{
    // "simple view" only for model 1's line ("The simple view" preset is model 1 itself, the same idea); the two
    // break-evens always with their owner; the old captions and legends matched as they were written.
    static const QRegularExpression old(QStringLiteral("(?-i:(?<!The ))simple view(?! \\(model 1\\))|(?<!company )(?<!free-tier )break-even (conversion|price)|"
                                                       "(?-i:Free tier pays for itself)|break-even ≈|(?-i:Break-even:)|company: |programme: conversion"),
                                        QRegularExpression::CaseInsensitiveOption);
    QStringList found;
    for (const QString& text : texts)
        if (const auto match = old.match(text); match.hasMatch())
            found << match.captured() + QStringLiteral(" in: ") + text.left(160);
    return found;
}

QString pdfText(const QString& path)
{
    QProcess p;
    p.start(QStandardPaths::findExecutable(QStringLiteral("pdftotext")), {QStringLiteral("-layout"), path, QStringLiteral("-")});
    p.waitForFinished(kBackgroundWaitMs);
    return QString::fromUtf8(p.readAllStandardOutput()).simplified();
}
} // namespace

class TestReadRight : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    // Item 1: no old mixed name in the window (defaults, a price below cost, demand ×2), the compare
    // table's rows or the report.
    void oneNamePerIdea()
    {
        MainWindow w;
        w.resize(1366, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QStringList texts = windowTexts(w) + ComparisonView::rowCaptions();
        w.document()->setValue(ParamId::Price, 0.03, 0);
        QCoreApplication::processEvents();
        texts += windowTexts(w);
        w.document()->setValue(ParamId::Price, 0.10, 0);
        w.document()->setValue(ParamId::Demand, 2 * 23.2e12 / 6.0, 0);
        QCoreApplication::processEvents();
        texts += windowTexts(w);
        QTemporaryDir dir;
        for (const Scenario& s : {Scenario{}, doubledDemand()}) {
            const QString path = dir.filePath(QStringLiteral("report.pdf"));
            QVERIFY(!writeReport(s, path, QPageSize::A4));
            texts << pdfText(path);
        }
        const QStringList found = oldNames(texts);
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
        // and the test can fail: each old name is caught
        QCOMPARE(oldNames({QStringLiteral("Free tier pays for itself"), QStringLiteral("the simple view (cash ÷ burn)"),
                           QStringLiteral("Break-even conversion"), QStringLiteral("break-even ≈ 100 × SC / P")})
                     .size(),
                 4);
        QVERIFY(oldNames({QStringLiteral("Simple view (model 1)"), QStringLiteral("Company break-even conversion"),
                          QStringLiteral("free-tier break-even conversion")})
                    .isEmpty());
    }

    // Item 1: the rule of thumb shows with its one-line reason, or says it is the same. Defaults: SC = 0.0307494,
    // P = $0.10 at the reference mix, e = 1, no cap, the quota (100T) far from full: 100 × SC / P = 30.7 %, the
    // break-even itself (MODEL.md §5). At ε = −1 and $0.20 paid demand halves (e = (0.2/0.1)^−1 = 0.5).
    void ruleOfThumbWithItsReason()
    {
        Scenario s;
        QCOMPARE(display::text(ruleOfThumbNote(s, computeMetrics(s))), QStringLiteral("rule of thumb 100 × SC / P = 100 × $0.0307 / $0.10, the same"));
        s.set(ParamId::Price, 0.2);
        s.set(ParamId::Elasticity, -1);
        const QString note = display::text(ruleOfThumbNote(s, computeMetrics(s)));
        QVERIFY2(note.startsWith(QStringLiteral("rule of thumb 100 × SC / P gives 15.4 %, not this: elasticity")), qPrintable(note));
        QVERIFY2(note.contains(QStringLiteral("scales paid demand by 0.5")), qPrintable(note));
        KpiBar bar;
        bar.refresh(s, simulateWithSeries(s));
        QCOMPARE(bar.card(QStringLiteral("programBreakEven"))->detailText(), note);
    }

    // Item 1: the what-if map's conversion axis holds the free-tier break-even (defaults: 30.7494 % →
    // 1.2 × 30.7494 = 36.9 → 40 %), and the break-even line crosses the default price there.
    void whatIfMapHoldsTheBreakEven()
    {
        const Scenario s;
        const double axis = conversionAxisMaxPct(s, computeMetrics(s).programBreakEvenConversionPct);
        QCOMPARE(axis, 40.0);
        QCOMPARE(programmeCurve(s, std::optional<double>(30.7494)).maxConversionPct, axis);
        HeatmapOptions options;
        options.maxConversionPct = axis;
        const auto map = computeHeatmap(s, options);
        if (!map)
            QFAIL("no map");
        const std::vector<double> line = heatmapContour(*map, 0);
        // The contribution is linear in conversion here (no cap, the quota never full), so the line is exact. At
        // elasticity −1 paid demand scales by e = 0.10 / P, so contribution c·e·(P − SC) − (1 − c)·SC = 0 at
        // c = 100 × SC / (e·(P − SC) + SC): at the column nearest $0.10 (P = 0.03 × (1/0.03)^(21/60) = 0.1023597)
        // 30.53299 %, inside the map.
        std::size_t near = 0;
        for (std::size_t i = 0; i < map->prices.size(); ++i)
            if (std::fabs(std::log(map->prices[i] / 0.1)) < std::fabs(std::log(map->prices[near] / 0.1)))
                near = i;
        const double price = map->prices[near], sc = 0.0307494, e = 0.10 / price;
        const double expected = 100 * sc / (e * (price - sc) + sc);
        QVERIFY(std::fabs(expected - 30.53299) < 1e-3);
        QVERIFY(expected < axis);
        QVERIFY2(std::fabs(line[near] - expected) < 1e-3, qPrintable(QString::number(line[near])));
    }

    void burnCardShowsWhatRecurs()
    {
        const Scenario s = doubledDemand();
        KpiBar bar;
        bar.refresh(s, simulateWithSeries(s));
        const KpiCard* card = bar.card(QStringLiteral("netBurn"));
        if (!card)
            QFAIL("no burn card");
        QCOMPARE(card->valueText(), QStringLiteral("$31.1M / month"));
        QVERIFY2(card->detailText().startsWith(QStringLiteral("$31.1M / month recurring + $160M of accelerators on day 0")), qPrintable(card->detailText()));
        QVERIFY2(card->detailText().contains(QStringLiteral("$191M")), qPrintable(card->detailText()));

        const Scenario d;
        bar.refresh(d, simulateWithSeries(d));
        QCOMPARE(card->valueText(), QStringLiteral("$31.2M / month")); // MODEL.md §5: 31,181,615.56, nothing bought
        QVERIFY(!card->detailText().contains(QStringLiteral("recurring")));
    }

    void burnChartCaptionShowsThePurchases()
    {
        const Scenario s = doubledDemand();
        BurnChart chart;
        chart.setData(s, simulateWithSeries(s));
        const QString texts = windowTexts(chart).join(QLatin1Char('|'));
        QVERIFY2(texts.contains(QStringLiteral("month 1: $31.1M / month recurring + $160M of accelerators on day 0")), qPrintable(texts));
    }

    // Item 6: the unit-economics waterfall draws negative steps. At $0.02 per 1M tokens, below the serving
    // cost 0.0307494: gm = (0.02 − 0.0307494) / 0.02 = −53.7471 %; ARPU stays $46.40 (elasticity −1 keeps a
    // converted developer's spend), so the margin is 46.40 × −0.537471 = −$24.94 a month and LTV
    // 558.671 × (−0.537471 / 0.692506) = −$433.60 (MODEL.md §6's defaults scaled by the margin); CAC
    // $9,226.47 does not move (the free tier's cost does not depend on the price).
    void waterfallDrawsNegativeSteps()
    {
        Scenario s;
        s.set(ParamId::Price, 0.02);
        ProgramChart chart;
        chart.setData(s, simulateWithSeries(s));
        const UnitEconomicsPanels& unit = chart.unitEconomics();
        for (int i = 0; i < 5; ++i)
            if (!unit.step(i))
                QFAIL(qPrintable(QStringLiteral("step %1 is not drawn").arg(i)));
        QVERIFY(std::fabs(unit.step(0)->second - 46.40) < 0.005);
        QVERIFY(std::fabs(unit.step(2)->first + 24.9387) < 0.005); // below zero …
        QCOMPARE(unit.step(2)->second, 0.0);                       // … up to it
        QCOMPARE(unit.step(1)->first, unit.step(2)->first);        // the serving cost floats from the margin up to ARPU
        QCOMPARE(unit.step(1)->second, unit.step(0)->second);
        QVERIFY(std::fabs(unit.step(3)->first + 433.599) < 0.01);
        QVERIFY(std::fabs(unit.step(4)->second - 9226.47) < 0.01);
        QCOMPARE(unit.step(0)->first, 0.0); // bars stand on zero on the linear axis
    }

    // Item 6: dates read the same in every locale, ISO 8601 (never 8/11/27).
    void datesAreUnambiguous()
    {
        const QLocale saved;
        for (const QLocale& l : {QLocale(QLocale::English, QLocale::UnitedStates), QLocale(QLocale::English, QLocale::UnitedKingdom),
                                 QLocale(QLocale::German, QLocale::Germany), QLocale(QLocale::Chinese, QLocale::China)}) {
            QLocale::setDefault(l);
            QCOMPARE(display::date(Date{2027, 8, 11}), QStringLiteral("2027-08-11"));
        }
        QLocale::setDefault(saved);
        const Scenario s; // MODEL.md §5: the defaults run out of cash on 2027-08-11
        KpiBar bar;
        bar.refresh(s, simulateWithSeries(s));
        // the first line is the date; a second may follow (ε = −1 on the defaults: the runway barely moves with the price)
        QCOMPARE(bar.card(QStringLiteral("runway"))->detailText().split(QChar(0x2028)).front(), QStringLiteral("cash runs out on 2027-08-11"));
    }

    // Item 6: Help → Guide and glossary, with each idea under its one name.
    void guideAndGlossary()
    {
        MainWindow w;
        auto* action = w.findChild<QAction*>(QStringLiteral("guideAction"));
        if (!action)
            QFAIL("no Help → Guide and glossary");
        action->trigger();
        auto* dialog = w.findChild<GuideDialog*>(QStringLiteral("guideDialog"));
        if (!dialog)
            QFAIL("the guide did not open");
        const QStringList terms = dialog->terms();
        for (const char* term : {"Runway", "Textbook runway", "Simple view (model 1)", "Net burn", "Company break-even conversion",
                                 "Free-tier break-even conversion", "Rule of thumb", "What-if map"})
            QVERIFY2(terms.contains(QLatin1String(term)), term);
        QVERIFY(dialog->guideText().contains(QStringLiteral("Reading Token Runway in five steps")));
        QStringList texts = windowTexts(*dialog);
        texts << dialog->guideText() << terms;
        const QStringList found = oldNames(texts);
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
        dialog->close();
    }

    // Item 6: an export's dialog starts in the documents folder, not in the scenario file's folder.
    void exportsStartInDocuments()
    {
        ScenarioDocument doc;
        QWidget window;
        FileController files(&doc, &window);
        QTemporaryDir dir;
        QVERIFY(files.saveFile(dir.filePath(QStringLiteral("plan.json"))));
        const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        const QString expected = QFileInfo(documents).isDir() ? documents : QDir::homePath();
        for (const char* extension : {"pdf", "png", "csv"}) {
            const QFileInfo start(files.exportName(QLatin1String(extension)));
            QCOMPARE(start.absolutePath(), QDir(expected).absolutePath());
            QCOMPARE(start.fileName(), QStringLiteral("Untitled.") + QLatin1String(extension));
        }
    }

    // Item 6: the library list gains runway and date columns, sortable by value. MODEL.md §5: the defaults
    // run out on day 525 = 17.5 months; demand ×2 on day 416 = 13.9 months (tests/core/test_burn.cpp's case).
    void libraryListHasRunwayAndDateColumns()
    {
        QTemporaryDir dir;
        LibraryService library;
        ScenarioDocument doc;
        ScenarioBrowser browser(&library, &doc); // follows the library: opened, and every save
        QVERIFY(library.open(dir.filePath(QStringLiteral("library.sqlite"))));
        Scenario base;
        base.name = "Base";
        Scenario doubled = doubledDemand();
        doubled.name = "Double demand";
        QVERIFY(library.save(base).isEmpty());
        QVERIFY(library.save(doubled).isEmpty());
        const QAbstractItemModel* list = browser.listView()->model();
        QCOMPARE(list->columnCount(), 3);
        QCOMPARE(list->headerData(1, Qt::Horizontal).toString(), QStringLiteral("Runway"));
        QCOMPARE(list->headerData(2, Qt::Horizontal).toString(), QStringLiteral("Saved"));
        const auto row = [&](const char* name) {
            for (int r = 0; r < list->rowCount(); ++r)
                if (list->index(r, 0).data(ScenarioListModel::NameRole).toString() == QLatin1String(name))
                    return r;
            return -1;
        };
        QVERIFY(row("Base") >= 0 && row("Double demand") >= 0);
        QCOMPARE(list->index(row("Base"), 1).data().toString(), QStringLiteral("17.5 months"));
        QCOMPARE(list->index(row("Double demand"), 1).data().toString(), QStringLiteral("13.9 months"));
        static const QRegularExpression iso(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}$"));
        QVERIFY2(iso.match(list->index(row("Base"), 2).data().toString()).hasMatch(), qPrintable(list->index(row("Base"), 2).data().toString()));
        // sorted by the runway, shortest first: the months never fall down the list
        browser.listView()->sortByColumn(1, Qt::AscendingOrder);
        QVERIFY(row("Double demand") < row("Base"));
        for (int r = 1; r < list->rowCount(); ++r)
            QVERIFY(list->index(r - 1, 1).data(ScenarioListModel::SortRole).toDouble() <= list->index(r, 1).data(ScenarioListModel::SortRole).toDouble());
        browser.listView()->sortByColumn(1, Qt::DescendingOrder);
        QVERIFY(row("Base") < row("Double demand"));
    }

    // Item 6: Ctrl+S (Save to library) on an untitled scenario asks for a name first; a named one saves at once.
    void savingUntitledAsksForAName()
    {
        QTemporaryDir dir;
        LibraryService library;
        ScenarioDocument doc;
        ScenarioBrowser browser(&library, &doc);
        QVERIFY(library.open(dir.filePath(QStringLiteral("library.sqlite"))));
        QStringList asked;
        QTimer answer; // answers each name dialog as it opens
        answer.setInterval(20);
        connect(&answer, &QTimer::timeout, this, [&asked] {
            auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            asked << dialog->windowTitle();
            const QList<QLineEdit*> edits = dialog->findChildren<QLineEdit*>();
            if (!edits.isEmpty())
                edits.front()->setText(QStringLiteral("Board deck"));
            dialog->accept();
        });
        answer.start();
        browser.saveAction()->trigger();
        QCOMPARE(asked, QStringList{QStringLiteral("Save to the library")});
        QVERIFY(library.contains(QStringLiteral("Board deck")));
        QVERIFY(!library.contains(QStringLiteral("Untitled")));
        QCOMPARE(doc.scenario().name, std::string("Board deck"));
        QVERIFY(doc.setValue(ParamId::Price, 0.2));
        browser.saveAction()->trigger(); // named now: a new version, no question
        QCoreApplication::processEvents();
        QCOMPARE(asked.size(), 1);
    }

    // Item 6: quitting with unsaved changes asks, wherever the scenario came from (here: untitled, with
    // the library open). Cancel keeps the window and the edit; Discard quits and the next start
    // restores the last saved scenario, not the discarded edit; Save asks a name and saves to the
    // library. An unmodified window quits without a question.
    void quittingWithUnsavedChangesAsks()
    {
        QTemporaryDir dir;
        QSettings().clear();
        const double listPrice = Scenario{}[ParamId::Price];
        ModalAnswerer answers(QMessageBox::Cancel, QStringLiteral("Kept at quit"));
        const QStringList& asked = answers.asked();
        const auto openWindow = [&dir] {
            auto w = std::make_unique<MainWindow>();
            w->show();
            w->setLibraryPath(dir.filePath(QStringLiteral("library.sqlite")));
            auto* library = w->findChild<LibraryService*>();
            if (library)
                [&] { QTRY_VERIFY_WITH_TIMEOUT(library->isOpen(), kBackgroundWaitMs); }();
            return w;
        };
        const auto lastPrice = [] {
            const QByteArray last = QSettings().value(QStringLiteral("scenario/last")).toByteArray();
            auto parsed = parseScenario(std::string_view(last.constData(), static_cast<std::size_t>(last.size())));
            return parsed.ok() ? (*parsed.value)[ParamId::Price] : -1.0;
        };

        auto clean = openWindow();
        QVERIFY(clean->close());
        QVERIFY(asked.isEmpty());

        auto w = openWindow();
        QVERIFY(w->document()->setValue(ParamId::Price, 0.2));
        QVERIFY(!w->close()); // Cancel
        QCOMPARE(asked.size(), 1);
        QVERIFY2(asked.back().contains(QStringLiteral("not saved")), qPrintable(asked.back()));
        QVERIFY(w->isVisible());
        QCOMPARE(w->document()->scenario()[ParamId::Price], 0.2);
        QVERIFY(w->document()->isModified());

        answers.setReply(QMessageBox::Discard);
        QVERIFY(w->close());
        QCOMPARE(asked.size(), 2);
        QCOMPARE(lastPrice(), listPrice); // the discarded price is not what the next start shows
        w.reset();
        auto next = openWindow();
        QCOMPARE(next->document()->scenario()[ParamId::Price], listPrice);
        QVERIFY(!next->document()->isModified());

        QVERIFY(next->document()->setValue(ParamId::Price, 0.3));
        answers.setReply(QMessageBox::Save);
        QVERIFY(next->close());
        QCOMPARE(asked.size(), 3);
        auto* library = next->findChild<LibraryService*>();
        if (!library)
            QFAIL("no library service");
        QVERIFY(library->contains(QStringLiteral("Kept at quit")));
        QCOMPARE(lastPrice(), 0.3);
    }
};

QTEST_MAIN(TestReadRight)
#include "test_readright.moc"
