// The Claims tab and the Sources & method page: the table agrees with CLAIMS.md's expected
// outcomes, follows the document, explains the selected claim and opens it as one undo step.
#include <QtTest>

#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QUndoStack>

#include "ui/charts/programchart.h"
#include "ui/document/scenariodocument.h"
#include "ui/mainwindow.h"
#include "ui/panels/claimsmodel.h"
#include "ui/panels/claimspanel.h"
#include "ui/panels/sourcespanel.h"

using namespace runway;

namespace {

int rowOf(const ClaimsModel* model, const QString& id)
{
    for (int row = 0; row < model->rowCount(); ++row)
        if (model->index(row, 0).data(ClaimsModel::ClaimIdRole).toString() == id)
            return row;
    return -1;
}

QString cell(const ClaimsModel* model, const QString& id, int column)
{
    return model->index(rowOf(model, id), column).data().toString();
}

} // namespace

class TestClaimsTab : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void tabsAreThere()
    {
        MainWindow w;
        QVERIFY(w.claimsPanel());
        QVERIFY(w.sourcesPanel());
        QVERIFY(w.tabs()->indexOf(w.claimsPanel()) > w.tabs()->indexOf(w.programChart()));
        QVERIFY(w.tabs()->indexOf(w.sourcesPanel()) > w.tabs()->indexOf(w.claimsPanel()));
    }

    void verdictsWithTheDefaults_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("word");
        QTest::addColumn<QString>("verdict");
        // CLAIMS.md: A and B are 100× and 1,000× too low as list value; C and E are right;
        // 9,667 chips is within 5 % of 10,000; "a year" fails as list value, holds as cash runway.
        QTest::newRow("daily-volume") << "daily-volume"
                                      << "consistent"
                                      << "consistent";
        QTest::newRow("a-quota-day") << "a-quota-day"
                                     << "off — 100× too low"
                                     << "off";
        QTest::newRow("a-quota-month") << "a-quota-month"
                                       << "off — 100× too low"
                                       << "off";
        QTest::newRow("b-quota-day") << "b-quota-day"
                                     << "off — 1,000× too low"
                                     << "off";
        QTest::newRow("b-quota-month") << "b-quota-month"
                                       << "off — 1,000× too low"
                                       << "off";
        QTest::newRow("c-quota-day") << "c-quota-day"
                                     << "consistent"
                                     << "consistent";
        QTest::newRow("c-floor-month") << "c-floor-month"
                                       << "consistent"
                                       << "consistent";
        QTest::newRow("e-quota-day") << "e-quota-day"
                                     << "consistent"
                                     << "consistent";
        QTest::newRow("e-chips") << "e-chips"
                                 << "consistent"
                                 << "consistent";
        QTest::newRow("e-year-list") << "e-year-list"
                                     << "fails"
                                     << "fails";
        QTest::newRow("e-year-cash") << "e-year-cash"
                                     << "holds"
                                     << "holds";
    }

    void verdictsWithTheDefaults()
    {
        QFETCH(QString, id);
        QFETCH(QString, word);
        QFETCH(QString, verdict);
        MainWindow w;
        const ClaimsModel* model = w.claimsPanel()->model();
        QCOMPARE(model->rowCount(), 13);
        QCOMPARE(model->columnCount(), 5);
        const int row = rowOf(model, id);
        QVERIFY(row >= 0);
        const QModelIndex v = model->index(row, ClaimsModel::VerdictColumn);
        QCOMPARE(v.data().toString(), word);
        QCOMPARE(v.data(ClaimsModel::VerdictRole).toString(), verdict);
        // An icon and a colour beside the word, so the verdict reads with or without colour.
        QVERIFY(!v.data(Qt::DecorationRole).value<QIcon>().isNull());
        QVERIFY(v.data(Qt::ForegroundRole).value<QColor>().isValid());
    }

    void cellsShowTheFigures()
    {
        MainWindow w;
        const ClaimsModel* model = w.claimsPanel()->model();
        QCOMPARE(model->headerData(ClaimsModel::VerdictColumn, Qt::Horizontal).toString(), QStringLiteral("Verdict"));
        QCOMPARE(cell(model, QStringLiteral("c-quota-day"), ClaimsModel::SourceColumn), QStringLiteral("C"));
        QCOMPARE(cell(model, QStringLiteral("daily-volume"), ClaimsModel::SourceColumn), QStringLiteral("A, B, C, D, E"));
        // A's claimed $100,000 a day against 100T × $0.10 / 1M = $10,000,000 a day.
        QVERIFY(cell(model, QStringLiteral("a-quota-day"), ClaimsModel::ClaimedColumn).startsWith(QStringLiteral("$100K")));
        QVERIFY(cell(model, QStringLiteral("a-quota-day"), ClaimsModel::ComputedColumn).startsWith(QStringLiteral("$10M")));
        // 30 × 100T × $1 / 1M = $3B a month for B.
        QVERIFY(cell(model, QStringLiteral("b-quota-month"), ClaimsModel::ComputedColumn).startsWith(QStringLiteral("$3B")));
    }

    void followsTheDocumentAndKeepsTheSelection()
    {
        MainWindow w;
        w.show();
        ClaimsPanel* panel = w.claimsPanel();
        w.tabs()->setCurrentWidget(panel);
        QVERIFY(panel->selectClaim(QStringLiteral("e-chips")));
        const ClaimsModel* model = panel->model();
        QCOMPARE(cell(model, QStringLiteral("e-chips"), ClaimsModel::VerdictColumn), QStringLiteral("consistent"));
        // Half the throughput per chip: (0.97 × 3.867T + 0.03 × 3.867T) / 2e8 = 19,334 chips, about 1.93× the 10,000 claimed.
        QVERIFY(w.document()->setValue(ParamId::TokensPerChip, 2e8));
        QCOMPARE(model->index(rowOf(model, QStringLiteral("e-chips")), ClaimsModel::VerdictColumn).data(ClaimsModel::VerdictRole).toString(),
                 QStringLiteral("off"));
        QVERIFY(cell(model, QStringLiteral("e-chips"), ClaimsModel::VerdictColumn).startsWith(QStringLiteral("off")));
        QVERIFY(cell(model, QStringLiteral("e-chips"), ClaimsModel::ComputedColumn).startsWith(QStringLiteral("19,334")));
        QVERIFY(panel->currentResult());
        QCOMPARE(panel->currentResult()->claim->id, std::string("e-chips"));
        QVERIFY(panel->detail()->toPlainText().contains(QStringLiteral("19,334")));
        w.document()->undoStack()->undo();
        QCOMPARE(cell(model, QStringLiteral("e-chips"), ClaimsModel::VerdictColumn), QStringLiteral("consistent"));
    }

    void detailShowsTheArithmetic()
    {
        MainWindow w;
        w.show();
        ClaimsPanel* panel = w.claimsPanel();
        w.tabs()->setCurrentWidget(panel);
        QVERIFY(panel->selectClaim(QStringLiteral("a-quota-day")));
        const QString text = panel->detail()->toPlainText();
        // 100T × $0.1 / 1M = $10M a day, claimed $100K: a ratio of 100.
        QVERIFY2(text.contains(QStringLiteral("100T")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("$10M")));
        QVERIFY(text.contains(QStringLiteral("$100K")));
        QVERIFY(text.contains(QStringLiteral("100× too low")));
        QVERIFY(text.contains(QStringLiteral("serving cost of the tokens actually used")));
        // The catalogue's notes sit beside the claim, D's "OpenCode" and E's 1 % / 5 % among them.
        QVERIFY(text.contains(QStringLiteral("OpenCode")));
        QVERIFY(text.contains(QStringLiteral("5 %")));
        QVERIFY(panel->selectClaim(QStringLiteral("e-year-cash")));
        QVERIFY(panel->detail()->toPlainText().contains(QStringLiteral("$1B")));
        QVERIFY(!panel->selectClaim(QStringLiteral("no-such-claim")));
    }

    void openAsScenarioIsOneUndoStep()
    {
        MainWindow w;
        w.show();
        ClaimsPanel* panel = w.claimsPanel();
        w.tabs()->setCurrentWidget(panel);
        ScenarioDocument* doc = w.document();
        QVERIFY(doc->setValue(ParamId::Conversion, 10));
        const Scenario before = doc->scenario();
        const int steps = doc->undoStack()->count();
        QVERIFY(panel->selectClaim(QStringLiteral("b-quota-day")));
        QVERIFY(panel->openButton()->isEnabled());
        QTest::mouseClick(panel->openButton(), Qt::LeftButton);
        // B's scenario: $1 per million on top of the current scenario, which keeps its 10 % conversion.
        QCOMPARE(doc->scenario()[ParamId::Price], 1.0);
        QCOMPARE(doc->scenario()[ParamId::Conversion], 10.0);
        QCOMPARE(doc->scenario().name, std::string("Claim b-quota-day"));
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        QCOMPARE(doc->undoStack()->undoText(), QStringLiteral("Open claim b-quota-day"));
        QCOMPARE(panel->currentResult()->claim->id, std::string("b-quota-day"));
        doc->undoStack()->undo();
        QVERIFY(doc->scenario() == before);
    }

    void sourcesPageListsEveryProvenance()
    {
        MainWindow w;
        const QString text = w.sourcesPanel()->toPlainText();
        int withProvenance = 0;
        for (const ParamSpec& p : parameters()) {
            if (p.provenance == ProvenanceKind::None)
                continue;
            ++withProvenance;
            QVERIFY2(text.contains(QString::fromUtf8(p.key.data(), static_cast<qsizetype>(p.key.size()))), p.key.data());
        }
        QVERIFY(withProvenance > 10);
        // The five titles of CLAIMS.md.
        for (const char* title : {"The 23.2 Trillion Token Mirage: What GLM-5.3 Flash Really Tells Us About China's AI Chip Ambitions",
                                  "GLM-5.3 Flash: The Inference Breakthrough That Cracks NVIDIA's Moat", "Block 18,402,112 just dumped. Panic is overpriced.",
                                  "The 23.2T Token Mirage: Why GLM-5.3 Flash on Domestic Chips Doesn't Breach NVIDIA's Moat",
                                  "The Ledger Says 23.2 Trillion Tokens. The Metadata Says Something Else."})
            QVERIFY2(text.contains(QString::fromUtf8(title)), title);
        for (const char* word : {"article", "public filing", "assumption", "Method", "Public figures", "OpenRouter"})
            QVERIFY2(text.contains(QString::fromUtf8(word)), word);
        // MODEL.md §9: the prospectus' cash of RMB 2.552B.
        QVERIFY(text.contains(QStringLiteral("2.552")));
    }
};

QTEST_MAIN(TestClaimsTab)
#include "test_claimstab.moc"
