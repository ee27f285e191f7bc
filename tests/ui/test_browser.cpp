// The "Scenarios" dock: list and search, save as versions, rename/duplicate/delete with undo,
// history with diff and restore, compare overlays and table, bad and read-only library files,
// and the draft that survives a crash.
#include <QtTest>

#include <QDockWidget>

#include <algorithm>
#include <memory>

#include <QAbstractButton>
#include <QAction>
#include <QFrame>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QStatusBar>
#include <QTableWidget>
#include <QToolButton>
#include <QTreeView>
#include <QTreeWidget>
#include <QUndoStack>

#include "core/model/model.h"
#include "core/scenario/presets.h"
#include "core/scenario/scenariodiff.h"
#include "modalanswerer.h"
#include "storetesthelpers.h"
#include "ui/charts/runwaychart.h"
#include "ui/document/comparisonset.h"
#include "ui/document/scenariodocument.h"
#include "ui/format/displayformat.h"
#include "ui/format/messagetext.h"
#include "ui/library/draftkeeper.h"
#include "ui/library/historydialog.h"
#include "ui/library/libraryservice.h"
#include "ui/library/scenariobrowser.h"
#include "ui/library/scenariolist.h"
#include "ui/mainwindow.h"
#include "ui/panels/comparisonview.h"
#include "waits.h"
#include "windowparts.h"

using namespace runway;
using namespace runway::test;

namespace {
LibraryService* library(const MainWindow& w)
{
    return part<LibraryService>(w, QStringLiteral("libraryService"));
}
ScenarioBrowser* browser(const MainWindow& w)
{
    return part<ScenarioBrowser>(w, QStringLiteral("scenarioBrowser"));
}
DraftKeeper* drafts(const MainWindow& w)
{
    return part<DraftKeeper>(w, QStringLiteral("draftKeeper"));
}
RunwayChart* runwayChart(const MainWindow& w)
{
    return part<RunwayChart>(w, QStringLiteral("runwayChart"));
}

Scenario withPrice(const std::string& name, double price)
{
    Scenario s;
    s.name = name;
    s[ParamId::Price] = price;
    return s;
}
} // namespace

class TestBrowser : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    int m_count = 0;

    QString freshPath() { return m_dir.filePath(QStringLiteral("lib%1.sqlite").arg(++m_count)); }

    std::unique_ptr<MainWindow> openWindow(const QString& path)
    {
        auto w = std::make_unique<MainWindow>();
        w->show();
        w->setLibraryPath(path);
        [&] { QTRY_VERIFY_WITH_TIMEOUT(library(*w)->isOpen() || !library(*w)->openProblems().isEmpty(), kBackgroundWaitMs); }();
        return w;
    }

    /// Puts `s` in the window and saves it to the library under its own name.
    static bool saveAs(MainWindow& w, const Scenario& s, const QString& note = {})
    {
        w.document()->replaceScenario(s, QStringLiteral("test"));
        return browser(w)->saveCurrentAs(QString::fromStdString(s.name), note);
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }
    void init() { QSettings().clear(); }

    void listsPresetsAndFiltersAsYouType()
    {
        auto w = openWindow(freshPath());
        ScenarioBrowser* b = browser(*w);
        QVERIFY(saveAs(*w, withPrice("Alpha plan", 0.2)));
        QVERIFY(saveAs(*w, withPrice("Beta plan", 0.3)));
        const QStringList all = b->visibleNames();
        QCOMPARE(all.size(), static_cast<qsizetype>(presets().size() + 2));
        for (const Preset& p : presets()) {
            const int row = b->listModel()->rowOf(QString::fromStdString(p.name));
            QVERIFY2(row >= 0, p.name.c_str());
            QVERIFY(b->listModel()->item(row)->data(ScenarioListModel::PresetRole).toBool());
            QVERIFY(!b->listModel()->item(row)->icon().isNull()); // the lock
        }
        const int alpha = b->listModel()->rowOf(QStringLiteral("Alpha plan"));
        QVERIFY(!b->listModel()->item(alpha)->data(ScenarioListModel::PresetRole).toBool());
        QVERIFY(b->listModel()->item(alpha)->data(ScenarioListModel::DetailRole).toString().contains(QStringLiteral("1 version")));
        w->findChild<QDockWidget*>(QStringLiteral("scenarioDock"))->raise(); // typing needs the box in sight (keys never reach a hidden one)
        QTRY_VERIFY(b->searchBox()->isVisible());
        QTest::keyClicks(b->searchBox(), QStringLiteral("ALPHA"));
        QCOMPARE(b->visibleNames(), QStringList{QStringLiteral("Alpha plan")});
        b->searchBox()->setText(QStringLiteral("a plan")); // not "plan": the preset "Coding Plan subscriptions" has it too
        QCOMPARE(b->visibleNames(), (QStringList{QStringLiteral("Alpha plan"), QStringLiteral("Beta plan")}));
        b->searchBox()->clear();
        QCOMPARE(b->visibleNames(), all);
    }

    void saveMakesANewVersion()
    {
        auto w = openWindow(freshPath());
        QVERIFY(saveAs(*w, withPrice("Plan", 0.2)));
        QVERIFY(!w->document()->isModified());
        QVERIFY(w->document()->setValue(ParamId::Price, 0.4));
        QVERIFY(w->document()->isModified());
        QVERIFY(browser(*w)->saveCurrent(QStringLiteral("dearer")));
        QCOMPARE(library(*w)->summary(QStringLiteral("Plan"))->versions, 2);
        QVERIFY(!w->document()->isModified());
        QVERIFY(browser(*w)->lastMessage().contains(QStringLiteral("version 2")));
        QCOMPARE((*library(*w)->load(QStringLiteral("Plan")).value)[ParamId::Price], 0.4);
    }

    void presetIsSavedOnlyAsACopy()
    {
        auto w = openWindow(freshPath());
        const QString preset = QString::fromStdString(presets().front().name);
        QVERIFY(browser(*w)->openScenario(preset));
        QVERIFY(w->document()->setValue(ParamId::Price, 0.5));
        QVERIFY(!browser(*w)->saveCurrent());
        QVERIFY(browser(*w)->lastMessage().contains(QStringLiteral("preset")));
        QCOMPARE(library(*w)->summary(preset)->versions, 1);
        QVERIFY(browser(*w)->saveCurrentAs(preset + QStringLiteral(" (copy)")));
        QVERIFY(!library(*w)->summary(preset + QStringLiteral(" (copy)"))->preset);
    }

    void renameDuplicateDeleteAndUndo()
    {
        auto w = openWindow(freshPath());
        ScenarioBrowser* b = browser(*w);
        QVERIFY(saveAs(*w, withPrice("Old name", 0.2)));
        QVERIFY(w->document()->setValue(ParamId::Price, 0.3));
        QVERIFY(b->saveCurrent());
        QVERIFY(b->renameScenario(QStringLiteral("Old name"), QStringLiteral("New “name” 🚀 新")));
        QVERIFY(!library(*w)->contains(QStringLiteral("Old name")));
        QCOMPARE(library(*w)->summary(QStringLiteral("New “name” 🚀 新"))->versions, 2);
        QCOMPARE(w->document()->scenario().name, std::string("New “name” 🚀 新"));
        QVERIFY(b->duplicateScenario(QStringLiteral("New “name” 🚀 新"), QStringLiteral("Copy")));
        QCOMPARE((*library(*w)->load(QStringLiteral("Copy")).value)[ParamId::Price], 0.3);
        QVERIFY(!b->duplicateScenario(QStringLiteral("Copy"), QStringLiteral("New “name” 🚀 新"))); // taken: the store refuses
        QVERIFY(b->lastError());

        QVERIFY(b->deleteScenario(QStringLiteral("New “name” 🚀 新")));
        QVERIFY(!library(*w)->contains(QStringLiteral("New “name” 🚀 新")));
        QVERIFY(!b->visibleNames().contains(QStringLiteral("New “name” 🚀 新")));
        auto* undoDelete = w->findChild<QAction*>(QStringLiteral("undoDeleteAction"));
        QVERIFY(undoDelete && undoDelete->isEnabled());
        QVERIFY(undoDelete->text().contains(QStringLiteral("delete")));
        undoDelete->trigger();
        QCOMPARE(library(*w)->summary(QStringLiteral("New “name” 🚀 新"))->versions, 2);
        QVERIFY(b->visibleNames().contains(QStringLiteral("New “name” 🚀 新")));
        QCOMPARE((*library(*w)->loadVersion(QStringLiteral("New “name” 🚀 新"), 1).value)[ParamId::Price], 0.2);
        b->undoStack()->redo();
        QVERIFY(!library(*w)->contains(QStringLiteral("New “name” 🚀 新")));
    }

    void historyShowsVersionsDiffAndRestores()
    {
        auto w = openWindow(freshPath());
        ScenarioBrowser* b = browser(*w);
        const Scenario first = withPrice("Plan", 0.2);
        Scenario second = first;
        second[ParamId::Price] = 0.35;
        second[ParamId::Conversion] = 5;
        QVERIFY(saveAs(*w, first, QStringLiteral("first guess")));
        QVERIFY(saveAs(*w, second, QStringLiteral("dearer, more conversion")));
        HistoryDialog* h = b->showHistory(QStringLiteral("Plan"));
        QVERIFY(h);
        QCOMPARE(h->versions()->topLevelItemCount(), 2);
        QCOMPARE(h->versions()->topLevelItem(0)->text(2), QStringLiteral("first guess"));
        QCOMPARE(h->versions()->topLevelItem(1)->text(2), QStringLiteral("dearer, more conversion"));
        QVERIFY(!h->versions()->topLevelItem(1)->text(1).isEmpty());

        h->compareVersions(1, 2);
        // Two parameters changed: price 0.2 → 0.35 and conversion 3 → 5 (hand-set above).
        const auto expected = diffScenarios(first, second);
        QCOMPARE(expected.size(), std::size_t(2));
        QCOMPARE(h->changes()->rowCount(), 2);
        for (int r = 0; r < 2; ++r) {
            const ParamChange& c = expected[static_cast<std::size_t>(r)];
            QCOMPARE(h->changes()->item(r, 0)->text(), display::paramText(findParam(c.key)->label));
            // In words and units, the file's number in the tooltip.
            const ParamSpec& sp = *findParam(c.key);
            QCOMPARE(h->changes()->item(r, 1)->text(), display::valueWithUnit(sp, first[sp.id]));
            QCOMPARE(h->changes()->item(r, 2)->text(), display::valueWithUnit(sp, second[sp.id]));
            QCOMPARE(h->changes()->item(r, 1)->toolTip(), QString::fromStdString(c.before));
        }
        QCOMPARE(h->changes()->item(0, 1)->text(), QStringLiteral("$0.20 per 1M tokens")); // not "0.2": words and units
        QCOMPARE(h->changes()->item(0, 2)->text(), QStringLiteral("$0.35 per 1M tokens"));
        QCOMPARE(h->changes()->item(1, 2)->text(), QStringLiteral("5.00 %"));
        // The runway effect, as `scenarios history` prints it: both versions simulated here.
        const Metrics a = simulate(first).metrics, bm = simulate(second).metrics;
        QVERIFY(a.runwayMonths && bm.runwayMonths && *bm.runwayMonths > *a.runwayMonths);
        const QString effect =
            QStringLiteral("runway %1 → %2 (+%3)")
                .arg(display::months(*a.runwayMonths), display::months(*bm.runwayMonths), display::months(*bm.runwayMonths - *a.runwayMonths));
        QCOMPARE(h->runwayEffectText(), effect);
        h->compareVersions(1, 1);
        QVERIFY(h->runwayEffectText().isEmpty()); // nothing changed, no effect

        QVERIFY(h->restoreVersion(1));
        QCOMPARE(h->versions()->topLevelItemCount(), 3);
        QCOMPARE((*library(*w)->load(QStringLiteral("Plan")).value)[ParamId::Price], 0.2);
        QVERIFY(h->lastMessage().contains(QStringLiteral("newest")));
        h->close();
    }

    void compareOverlaysAndTable()
    {
        auto w = openWindow(freshPath());
        ScenarioBrowser* b = browser(*w);
        const Scenario cheap = withPrice("Cheap", 0.05);
        const Scenario dear = withPrice("Dear", 0.6);
        QVERIFY(saveAs(*w, cheap));
        QVERIFY(saveAs(*w, dear));
        QVERIFY(runwayChart(*w)->comparisonGraphs().empty());
        QVERIFY(b->setCompared(QStringLiteral("Cheap"), true));
        QVERIFY(b->setCompared(QStringLiteral("Dear"), true));
        QCOMPARE(runwayChart(*w)->comparisonGraphs().size(), std::size_t(2));
        const std::vector<ComparedScenario>& compared = w->document()->comparisons()->scenarios();
        QCOMPARE(compared[0].name, QStringLiteral("Cheap"));
        QCOMPARE(compared[1].result.dailyCash, simulate(dear).dailyCash);

        w->showComparison(); // the Compare view, in the main area
        QTableWidget* t = w->comparisonView()->table();
        QCOMPARE(t->columnCount(), 4); // the captions, the working scenario, then the compared ones
        QCOMPARE(t->item(0, 1)->text(), QStringLiteral("Working scenario: Dear"));
        QCOMPARE(t->item(0, 2)->text(), QStringLiteral("Cheap"));
        QCOMPARE(t->item(0, 3)->text(), QStringLiteral("Dear"));
        const int runwayRow = static_cast<int>(ComparisonView::rowCaptions().indexOf(QStringLiteral("Runway (base case)")));
        const int capexRow = static_cast<int>(ComparisonView::rowCaptions().indexOf(QStringLiteral("Capex: accelerators bought on day 0")));
        QVERIFY(runwayRow > 0 && capexRow > 0);
        int column = 2;
        for (const Scenario& s : {cheap, dear}) {
            const Metrics m = computeMetrics(s);
            QVERIFY(m.runwayMonths);
            QCOMPARE(t->item(runwayRow, column)->text(),
                     QStringLiteral("%1, cash out on %2").arg(display::months(*m.runwayMonths), display::date(s.startDate.plusDays(*m.runwayDays))));
            QCOMPARE(t->item(capexRow, column)->text(), display::money(m.day0.capexUsd, 4));
            ++column;
        }

        // At most four; unticking removes the overlay.
        for (const char* name : {"C", "D", "E"})
            QVERIFY(saveAs(*w, withPrice(name, 0.2)));
        QVERIFY(b->setCompared(QStringLiteral("C"), true));
        QVERIFY(b->setCompared(QStringLiteral("D"), true));
        QVERIFY(!b->setCompared(QStringLiteral("E"), true));
        QCOMPARE(runwayChart(*w)->comparisonGraphs().size(), std::size_t(4));
        QVERIFY(b->setCompared(QStringLiteral("Cheap"), false));
        QCOMPARE(runwayChart(*w)->comparisonGraphs().size(), std::size_t(3));
        QCOMPARE(t->columnCount(), 5); // the captions, the working scenario and three
    }

    /// A model-1 library scenario is compared exactly as saved, beside model-2 ones, and each
    /// column says which model it uses; the differences are against the working scenario.
    void compareAcrossModelsWithTheWorkingScenario()
    {
        const QString path = freshPath();
        {
            ScenarioStore store = openOk(path);
            QVERIFY(store.save(named("Old plan", 0.2)).ok());
        }
        // Stored as a model-1 version (as model 1 wrote it); the program itself only writes @3.
        QCOMPARE(
            execSql(path, R"(UPDATE versions SET scenario_json = '{"schema": "token-runway/scenario@1", "name": "Old plan", "price_usd_per_mtok": 0.2}';)"),
            std::string());
        auto w = openWindow(path);
        ScenarioBrowser* b = browser(*w);
        const auto loaded = library(*w)->load(QStringLiteral("Old plan"));
        QVERIFY(loaded.ok());
        QCOMPARE(loaded.value->model, 1);
        Scenario oneByHand = Scenario::model1Defaults(); // what the @1 file means (MODEL.md §0)
        oneByHand[ParamId::Price] = 0.2;
        const Scenario two = withPrice("New plan", 0.2);
        QVERIFY(saveAs(*w, two)); // the working scenario now
        QVERIFY(b->setCompared(QStringLiteral("Old plan"), true));
        QVERIFY(b->setCompared(QStringLiteral("New plan"), true));
        w->showComparison();
        QTableWidget* t = w->comparisonView()->table();
        QCOMPARE(t->columnCount(), 4);
        const int old = t->item(0, 2)->text() == QStringLiteral("Old plan") ? 2 : 3; // in the list's order
        const int same = 5 - old;
        QCOMPARE(t->item(0, old)->text(), QStringLiteral("Old plan"));
        QCOMPARE(t->item(0, same)->text(), QStringLiteral("New plan"));
        const QStringList rows = ComparisonView::rowCaptions();
        const int modelRow = static_cast<int>(rows.indexOf(QStringLiteral("Model")));
        const int runwayRow = static_cast<int>(rows.indexOf(QStringLiteral("Runway (base case)")));
        const int deltaRow = static_cast<int>(rows.indexOf(QStringLiteral("Runway against the working scenario")));
        const int diffRow = static_cast<int>(rows.indexOf(QStringLiteral("Differs from the working scenario in")));
        QCOMPARE(modelRow, 1);
        QCOMPARE(t->item(modelRow, 1)->text(), QStringLiteral("model 2"));
        QCOMPARE(t->item(modelRow, old)->text(), QStringLiteral("model 1"));
        // The library's copy was written @3 (MODEL3.md §0: everything is written @3), with model 2's neutral
        // values: model 3, the same numbers (the runway rows below compare them).
        QCOMPARE(t->item(modelRow, same)->text(), QStringLiteral("model 3"));
        const auto runwayCell = [](const Scenario& s, const Metrics& m) {
            return QStringLiteral("%1, cash out on %2").arg(display::months(*m.runwayMonths), display::date(s.startDate.plusDays(*m.runwayDays)));
        };

        const Metrics m1 = simulate(oneByHand).metrics, m2 = simulate(two).metrics;
        QVERIFY(m1.runwayMonths && m2.runwayMonths);
        QVERIFY(std::fabs(*m1.runwayMonths - *m2.runwayMonths) > 1); // the models really differ here
        QCOMPARE(t->item(runwayRow, 1)->text(), runwayCell(two, m2));
        QCOMPARE(t->item(runwayRow, old)->text(), runwayCell(oneByHand, m1)); // exactly as saved
        QCOMPARE(t->item(runwayRow, same)->text(), runwayCell(two, m2));
        QVERIFY(t->item(runwayRow, old)->font().bold() && !t->item(runwayRow, same)->font().bold());
        const double delta = *m1.runwayMonths - *m2.runwayMonths;
        QCOMPARE(t->item(deltaRow, old)->text(), (delta > 0 ? QStringLiteral("+") : QStringLiteral("\u2212")) + display::months(std::fabs(delta)));
        QCOMPARE(t->item(deltaRow, same)->text(), QStringLiteral("the same"));
        QCOMPARE(t->item(diffRow, same)->text(), QStringLiteral("no parameter"));
        const QString opex = display::paramText(spec(ParamId::FixedOpex).label);
        QVERIFY2(t->item(diffRow, old)
                     ->text()
                     .contains(opex + QStringLiteral(": ") + display::valueWithUnit(spec(ParamId::FixedOpex), two[ParamId::FixedOpex]) + QStringLiteral(" → ") +
                               display::valueWithUnit(spec(ParamId::FixedOpex), 40e6)),
                 qPrintable(t->item(diffRow, old)->text()));

        // The working column follows the document.
        QVERIFY(w->document()->setValue(ParamId::Price, 0.6));
        QCOMPARE(t->item(runwayRow, 1)->text(), runwayCell(w->document()->scenario(), simulate(w->document()->scenario()).metrics));
        QVERIFY(t->item(diffRow, same)->text().contains(display::paramText(spec(ParamId::Price).label)));
    }

    // The program's window makes the browser's widgets later (View::Later): the list, a banner and
    // the actions' state made before are what the widgets show when they are made.
    void widgetsMadeLaterShowWhatCameBefore()
    {
        const QString path = freshPath();
        {
            auto w = openWindow(path);
            QVERIFY(saveAs(*w, withPrice("Mine", 0.2)));
            w->close();
        }
        ScenarioDocument doc;
        LibraryService lib;
        ScenarioBrowser b(&lib, &doc, nullptr, ScenarioBrowser::View::Later);
        QVERIFY(lib.open(path));
        QVERIFY(!b.hasView());
        QVERIFY(b.findChildren<QWidget*>().isEmpty());
        QVERIFY(b.visibleNames().contains(QStringLiteral("Mine")));
        QVERIFY(b.openScenario(QStringLiteral("Mine"))); // the library's actions need no widget
        QCOMPARE(b.currentName(), QStringLiteral("Mine"));
        QVERIFY(b.saveAction()->isEnabled());
        b.showBanner(QStringLiteral("A recovered draft"), false);
        QCOMPARE(b.bannerText(), QStringLiteral("A recovered draft"));
        QTreeView* list = b.listView(); // made now
        QVERIFY(b.hasView());
        QCOMPARE(list->model()->rowCount(), b.visibleNames().size());
        auto* banner = part<QFrame>(b, QStringLiteral("libraryBanner"));
        QVERIFY(!banner->isHidden());
        QCOMPARE(banner->findChild<QLabel*>()->text(), QStringLiteral("A recovered draft"));
        // The context menu's actions follow the list's selection, as with widgets made at once.
        const auto rename =
            std::find_if(list->actions().cbegin(), list->actions().cend(), [](const QAction* a) { return a->text() == ScenarioBrowser::tr("&Rename…"); });
        QVERIFY(rename != list->actions().cend());
        QVERIFY(!(*rename)->isEnabled());
        const QModelIndex mine = b.filterModel()->mapFromSource(b.listModel()->index(b.listModel()->rowOf(QStringLiteral("Mine")), 0));
        list->setCurrentIndex(mine);
        QVERIFY((*rename)->isEnabled());
        // The search box filters; the banner's close button dismisses it.
        b.searchBox()->setText(QStringLiteral("mine"));
        QCOMPARE(b.visibleNames(), QStringList{QStringLiteral("Mine")});
        auto* close = banner->findChild<QToolButton*>();
        QVERIFY(close);
        close->click();
        QVERIFY(banner->isHidden());
        QVERIFY(b.bannerText().isEmpty());
    }

    void corruptFileOpensTheWindowAndStaysUntouched()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("broken library.sqlite"));
        QByteArray junk;
        for (int i = 0; i < 300; ++i)
            junk += "this is not a database, it is a shopping list\n";
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(junk);
        }
        const QByteArray hash = fileHash(path);
        {
            auto w = openWindow(path);
            QVERIFY(!library(*w)->isOpen());
            QVERIFY(control(*w, ParamId::Price)); // the window works without its library
            QMessageBox* box = browser(*w)->lastError();
            QVERIFY(box);
            QVERIFY(box->text().contains(QStringLiteral("broken library.sqlite")));
            bool offersNew = false;
            for (QAbstractButton* button : box->buttons())
                offersNew |= button->text().contains(QStringLiteral("new library"));
            QVERIFY(offersNew);
            QVERIFY(browser(*w)->bannerText().contains(QStringLiteral("broken library.sqlite")));
            QVERIFY(!browser(*w)->saveCurrent());
            w->close();
        }
        QCOMPARE(fileHash(path), hash);
        QCOMPARE(listing(dir.path()), QStringList{QStringLiteral("broken library.sqlite")});
    }

    void readOnlyLibraryBrowsesButRefusesSaving()
    {
        const QString path = freshPath();
        {
            auto w = openWindow(path);
            QVERIFY(saveAs(*w, withPrice("Mine", 0.2)));
            w->close();
        }
        // Written by a newer program: opened read-only, never written.
        QCOMPARE(execSql(path, "PRAGMA user_version = 99;"), std::string());
        const QByteArray hash = fileHash(path);
        {
            auto w = openWindow(path);
            QVERIFY(library(*w)->isOpen());
            QVERIFY(library(*w)->isReadOnly());
            ScenarioBrowser* b = browser(*w);
            QVERIFY(b->bannerText().contains(QStringLiteral("read-only")));
            QVERIFY(b->visibleNames().contains(QStringLiteral("Mine")));
            QVERIFY(b->openScenario(QStringLiteral("Mine")));
            QVERIFY(w->document()->setValue(ParamId::Price, 0.3));
            QVERIFY(!b->saveCurrent());
            QVERIFY(b->lastError());
            QVERIFY(b->lastMessage().contains(QStringLiteral("read-only")));
            QVERIFY(!b->deleteScenario(QStringLiteral("Mine")));
            QTest::qWait(DraftKeeper::kDelayMs + 200); // no draft is written either
            closeDiscarding(*w);
        }
        QCOMPARE(fileHash(path), hash);
    }

    void draftSurvivesACrash()
    {
        const QString path = freshPath();
        {
            auto w = openWindow(path);
            QVERIFY(w->document()->setValue(ParamId::Price, 0.27));
            QVERIFY(drafts(*w)->isPending()); // debounced, not written on every keystroke
            QTRY_VERIFY_WITH_TIMEOUT(!drafts(*w)->isPending(), kBackgroundWaitMs);
            auto store = ScenarioStore::open(path.toStdString());
            QVERIFY(store.ok());
            auto draft = store.value->drafts();
            QVERIFY(draft.ok() && draft.value->size() == 1);
            QCOMPARE(draft.value->front().scenario[ParamId::Price], 0.27);
            QCOMPARE(QString::fromStdString(draft.value->front().owner), drafts(*w)->owner());
            // destroyed without a clean close, as a crash or kill would leave it
        }
        QSettings().clear();
        auto w = openWindow(path);
        QTRY_COMPARE(w->document()->scenario()[ParamId::Price], 0.27);
        QVERIFY(browser(*w)->bannerText().contains(QStringLiteral("Recovered")));
        QVERIFY(w->statusBar()->currentMessage().contains(QStringLiteral("did not close cleanly")));
        closeDiscarding(*w); // a clean quit clears the draft
        auto store = ScenarioStore::open(path.toStdString());
        QVERIFY(store.ok());
        QVERIFY(store.value->drafts().value->empty());
    }

    void savedDraftIsNotReportedAsRecovered()
    {
        const QString path = freshPath();
        {
            auto w = openWindow(path);
            QVERIFY(saveAs(*w, withPrice("Kept", 0.31)));
            drafts(*w)->flush();
        }
        QSettings().clear();
        auto w = openWindow(path);
        QTest::qWait(50);
        QVERIFY(browser(*w)->bannerText().isEmpty());
        QCOMPARE(w->document()->scenario()[ParamId::Price], Scenario::model3Defaults()[ParamId::Price]);
    }

    /// Pictures for a person to look at: RUNWAY_SCREENSHOT_DIR=folder (run under Xvfb for real fonts).
    void screenshots()
    {
        const QString folder = qEnvironmentVariable("RUNWAY_SCREENSHOT_DIR");
        if (folder.isEmpty())
            QSKIP("set RUNWAY_SCREENSHOT_DIR to write the browser's screenshots");
        auto w = openWindow(freshPath());
        w->resize(1560, 960);
        ScenarioBrowser* b = browser(*w);
        Scenario plan = withPrice("Series A plan", 0.12);
        QVERIFY(saveAs(*w, plan, QStringLiteral("first cut")));
        plan[ParamId::Price] = 0.18;
        plan[ParamId::Conversion] = 4;
        QVERIFY(saveAs(*w, plan, QStringLiteral("after the pricing review")));
        plan[ParamId::Growth] = 5;
        QVERIFY(saveAs(*w, plan, QStringLiteral("board version: slower growth")));
        Scenario push = withPrice("Enterprise push", 0.3);
        push[ParamId::Conversion] = 6;
        QVERIFY(saveAs(*w, push, QStringLiteral("sales-led")));
        QVERIFY(b->setCompared(QStringLiteral("Series A plan"), true));
        QVERIFY(b->setCompared(QStringLiteral("Enterprise push"), true));
        QVERIFY(b->setCompared(QStringLiteral("Bear case"), true));
        QTest::qWait(300);
        QVERIFY(w->grab().save(QDir(folder).filePath(QStringLiteral("shot-compare-window.png"))));
        w->showComparison();
        QTest::qWait(200);
        QVERIFY(w->comparisonView()->grab().save(QDir(folder).filePath(QStringLiteral("shot-compare-table.png"))));
        HistoryDialog* h = b->showHistory(QStringLiteral("Series A plan"));
        h->compareVersions(1, 3);
        QTest::qWait(200);
        QVERIFY(h->grab().save(QDir(folder).filePath(QStringLiteral("shot-history.png"))));
        h->close();
    }
};

QTEST_MAIN(TestBrowser)
#include "test_browser.moc"
