// The window's start-up (issue 22 item 6): the parameter groups below the fold wait, hidden, for
// the first frame; what that frame shows of the panel is what the panel shows with every group
// there, and every group is there once the frame is painted or a control is revealed.
#include <QtTest>

#include <algorithm>

#include <QGroupBox>
#include <QScrollArea>
#include <QScrollBar>

#include "ui/mainwindow.h"
#include "ui/panels/parameterpanel.h"
#include "ui/widgets/parametercontrol.h"
#include "windowparts.h"

using namespace runway;
using namespace runway::test;

namespace {

ParameterPanel* panelOf(const MainWindow& w)
{
    return part<ParameterPanel>(w, QStringLiteral("parameterPanel"));
}

QScrollArea* scrollOf(const ParameterPanel* panel)
{
    auto* scroll = panel->findChild<QScrollArea*>();
    if (!scroll)
        qFatal("the parameter panel has no scroll area");
    return scroll;
}

/// The panel's groups (object names group_N), in the panel's order.
QList<QGroupBox*> groupsOf(const ParameterPanel* panel)
{
    QList<QGroupBox*> groups;
    for (QGroupBox* box : scrollOf(panel)->widget()->findChildren<QGroupBox*>(QString(), Qt::FindDirectChildrenOnly))
        if (box->objectName().startsWith(QLatin1String("group_")))
            groups << box;
    return groups;
}

qsizetype hiddenGroups(const ParameterPanel* panel)
{
    const QList<QGroupBox*> groups = groupsOf(panel);
    return std::count_if(groups.begin(), groups.end(), [](const QGroupBox* g) { return g->isHidden(); });
}

/// The layouts settle without an event loop, so nothing is painted and the groups keep waiting.
void settleLayouts()
{
    for (int i = 0; i < 5; ++i)
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
}

} // namespace

class TestStartup : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void firstFrameShowsWhatTheWholePanelShows_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("laptop") << QSize(1366, 740);
        QTest::newRow("tall") << QSize(1600, 1150);
        QTest::newRow("small") << QSize(1000, 560);
    }

    void firstFrameShowsWhatTheWholePanelShows()
    {
        QFETCH(QSize, size);
        MainWindow w;
        w.resize(size);
        w.show(); // no event loop yet: the first frame is not painted, the groups below the fold wait
        settleLayouts();
        ParameterPanel* panel = panelOf(w);
        QScrollArea* scroll = scrollOf(panel);
        QVERIFY2(hiddenGroups(panel) > 0, "some groups wait for the first frame");
        QVERIFY(!groupsOf(panel).front()->isHidden());
        QVERIFY2(scroll->verticalScrollBar()->isVisible(), "the groups shown fill more than the dock");
        const QImage waiting = scroll->viewport()->grab().toImage();
        const int range = scroll->verticalScrollBar()->maximum();

        panel->showAllGroups();
        settleLayouts();
        QCOMPARE(hiddenGroups(panel), 0);
        QVERIFY(scroll->verticalScrollBar()->isVisible());
        QVERIFY2(scroll->verticalScrollBar()->maximum() > range, "the groups shown now make the panel longer");
        const QImage all = scroll->viewport()->grab().toImage();
        QCOMPARE(all.size(), waiting.size());
        QVERIFY2(all == waiting, "the dock shows the same pixels with every group as with the groups shown first");
    }

    void everyGroupOnceTheFirstFrameIsPainted()
    {
        MainWindow w;
        w.resize(1366, 740);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTRY_COMPARE(hiddenGroups(panelOf(w)), 0);
    }

    void aHiddenWindowGetsEveryGroup()
    {
        // A window built and never shown (a test, a script) has every group once the event loop runs.
        MainWindow w;
        QTRY_COMPARE(hiddenGroups(panelOf(w)), 0);
    }

    void revealShowsAWaitingGroup()
    {
        MainWindow w;
        w.resize(1366, 740);
        w.show();
        settleLayouts();
        ParameterPanel* panel = panelOf(w);
        // By name, not through control(), which would show its group (the last, the scenario's).
        auto* horizon = panel->findChild<ParameterControl*>(QStringLiteral("param_horizon_months"));
        QVERIFY(horizon);
        QVERIFY2(!horizon->isVisibleTo(panel), "the scenario's group waits below the fold");
        panel->reveal(ParamId::HorizonMonths);
        QCOMPARE(hiddenGroups(panel), 0);
        QVERIFY(horizon->isVisibleTo(panel));
    }
};

QTEST_MAIN(TestStartup)
#include "test_startup.moc"
