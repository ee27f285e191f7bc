// The core's English in the window's language (issue 12 item 7, issue 15 item 8): the catalogue of
// ui/i18n/coretext keeps up with core (a changed text fails here) and knows every sentence it still
// translates by pattern (null reasons, the parameters' sources), and under zh_CN the preset menu and
// the KPI cards read Chinese, also after a switch at run time. The claims and the Sources page are
// messages now: their Chinese is checked in test_claimstab.
#include <QtTest>

#include <QLabel>
#include <QMenu>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTextDocument>

#include "core/model/chartseries.h"
#include "core/model/model.h"
#include "ui/document/scenariodocument.h"
#include "ui/format/messagetext.h"
#include "ui/i18n/coretext.h"
#include "ui/i18n/language.h"
#include "ui/library/scenariolist.h"
#include "ui/mainwindow.h"
#include "ui/panels/claimsmodel.h"
#include "ui/panels/claimspanel.h"
#include "ui/panels/mathpanel.h"
#include "ui/panels/sourcespanel.h"
#include "windowparts.h"

using namespace runway;
using runway::test::part;

namespace {

QString qs(const std::string& s)
{
    return QString::fromStdString(s);
}

/// Scenarios that between them make core write most of its sentences: the defaults, every preset
/// and the corners of MODEL.md §5's null metrics.
std::vector<Scenario> scenarios()
{
    std::vector<Scenario> out{Scenario{}};
    for (const Preset& p : presets())
        out.push_back(p.scenario);
    const auto with = [&out](std::initializer_list<std::pair<ParamId, double>> values, bool perToken = false) {
        Scenario s;
        for (const auto& [id, v] : values)
            s.set(id, v);
        if (perToken)
            s.capacityMode = CapacityMode::PerToken;
        out.push_back(s);
    };
    with({{ParamId::Conversion, 0}});
    with({{ParamId::Demand, 0}});
    with({{ParamId::FreeQuota, 0}});
    with({{ParamId::Price, 0.001}});
    with({{ParamId::Price, 0}});
    with({{ParamId::Elasticity, -2}});
    with({{ParamId::Elasticity, -0.5}});
    with({{ParamId::Elasticity, 0}});
    with({{ParamId::Cash, 1e13}});
    with({{ParamId::OtherRevenue, 1e10}});
    with({{ParamId::PaidChurn, 0}, {ParamId::DiscountRate, 0}});
    with({{ParamId::OutputShare, 100}, {ParamId::OutputPriceMultiple, 0}});
    with({{ParamId::AccountCap, 2e7}});
    with({{ParamId::AccountCap, 2e7}, {ParamId::Conversion, 0}});
    with({{ParamId::ServingCost, 0.5}}, true);
    with({{ParamId::FixedOpex, 0}, {ParamId::ServingCost, 0}}, true);
    return out;
}

/// The sentences the catalogue still translates by pattern: the null reasons and the parameter
/// table's sources (the claims, the Sources page and the method are messages: test_claimstab).
QStringList coreSentences()
{
    QStringList out;
    for (const Scenario& s : scenarios())
        for (const auto& [key, reason] : computeMetrics(s).nullReasons)
            out << qs(english(reason));
    for (const auto& p : parameters())
        if (!p.source.empty())
            out << qs(std::string(p.source));
    out.removeDuplicates();
    return out;
}

/// Runs of `n` or more English words in a row ("the cash never goes"): a sentence left in English.
/// Identifiers (capacity_mode, d-capex-cushion) are not words here.
QStringList englishRuns(const QString& text, int n)
{
    const QRegularExpression run(QStringLiteral("(?<![\\w-])[A-Za-z][a-z']*(?: [A-Za-z][a-z']*(?![\\w-])){%1,}").arg(n - 1));
    QStringList out;
    for (auto it = run.globalMatch(text); it.hasNext();)
        out << it.next().captured(0);
    return out;
}

bool hasChinese(const QString& text)
{
    return std::any_of(text.begin(), text.end(), [](QChar ch) { return ch.unicode() >= 0x4e00 && ch.unicode() <= 0x9fff; });
}

QString sourcesText(const MainWindow& w)
{
    return part<SourcesPanel>(w, QStringLiteral("sourcesPanel"))->toPlainText();
}

QMenu* presetMenu(const MainWindow& w)
{
    return part<QMenu>(w, QStringLiteral("presetMenu"));
}

// The window with the Claims tab in front and shown (the tab audits when it is visible).
ClaimsModel* showClaims(MainWindow& w)
{
    auto* panel = part<ClaimsPanel>(w, QStringLiteral("claimsPanel"));
    part<QTabWidget>(w, QStringLiteral("dashboardTabs"))->setCurrentWidget(panel);
    w.resize(1366, 768);
    w.show();
    return panel->model();
}

} // namespace

class TestCoreText : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        installTranslations(*qApp, QStringLiteral("en"));
    }

    void catalogueMatchesCore()
    {
        // Every id of the presets has an entry whose English is core's text.
        const auto drift = CoreText::driftReport();
        QStringList lines;
        for (const auto& d : drift)
            lines << qs(d);
        QVERIFY2(drift.empty(), qPrintable(lines.join(QLatin1Char('\n'))));
    }

    void everyCoreSentenceIsKnown()
    {
        const QStringList sentences = coreSentences();
        QVERIFY(sentences.size() > 20);
        QStringList unknown;
        for (const QString& s : sentences)
            if (!CoreText::knows(s.toStdString()))
                unknown << s;
        QVERIFY2(unknown.isEmpty(), qPrintable(QStringLiteral("not in ui/i18n/coretext.cpp:\n") + unknown.join(QLatin1Char('\n'))));
        QVERIFY(!CoreText::knows("a sentence core never wrote"));
    }

    void englishIsCoresEnglish()
    {
        // In English the window writes core's words; only the numbers follow the window's own
        // rule per unit ("$0.10" where the CLI writes "$0.1").
        static const QRegularExpression number(QStringLiteral("[0-9][0-9.,]*"));
        int reasons = 0;
        for (const Scenario& s : scenarios())
            for (const auto& [key, reason] : computeMetrics(s).nullReasons) {
                QCOMPARE(display::text(reason).replace(number, QStringLiteral("#")), qs(english(reason)).replace(number, QStringLiteral("#")));
                ++reasons;
            }
        QVERIFY(reasons > 20);
    }

    void chineseSentences()
    {
        installTranslations(*qApp, QStringLiteral("zh_CN"));
        QStringList untranslated;
        for (const QString& s : coreSentences())
            if (const QString zh = CoreText::sentence(s.toStdString()); !hasChinese(zh) || !englishRuns(zh, 4).isEmpty())
                untranslated << s + QStringLiteral(" → ") + zh;
        QVERIFY2(untranslated.isEmpty(), qPrintable(untranslated.join(QLatin1Char('\n'))));
        // A nested sentence is translated inside its pattern.
        const QString ltv = CoreText::sentence("no account pays on day 0 (0 % conversion), so there is no lifetime value");
        QCOMPARE(ltv, QString::fromUtf8("第 0 天没有账户付费（转化率 0 %），因此没有用户生命周期价值"));
        // A text core changed is shown as core's English, never as a stale translation.
        Preset changed = *findPreset("bull");
        QVERIFY(hasChinese(CoreText::presetName(changed)));
        changed.name = "a name core now words differently";
        QCOMPARE(CoreText::presetName(changed), qs(changed.name));
        installTranslations(*qApp, QStringLiteral("en"));
    }

    void chinesePresets()
    {
        installTranslations(*qApp, QStringLiteral("zh_CN"));
        MainWindow w;
        const QList<QAction*> actions = presetMenu(w)->actions();
        QCOMPARE(actions.size(), static_cast<qsizetype>(presets().size()));
        for (const QAction* a : actions) {
            QVERIFY2(hasChinese(a->text()) && englishRuns(a->text(), 2).isEmpty(), qPrintable(a->text()));
            QVERIFY2(hasChinese(a->toolTip()) && englishRuns(a->toolTip(), 4).isEmpty(), qPrintable(a->toolTip()));
        }
        installTranslations(*qApp, QStringLiteral("en"));
    }

    void chinesePresetsInTheLibrary()
    {
        // The library stores a preset under core's English name and lists it in the window's language.
        installTranslations(*qApp, QStringLiteral("zh_CN"));
        const Preset& bull = *findPreset("bull");
        ScenarioListModel list;
        list.setSummaries(
            {ScenarioSummary{bull.name, true, bull.id, "2026-12-01T08:33:52.123Z", 1}, ScenarioSummary{"My plan", false, "", "2026-12-01T08:33:52.123Z", 1}});
        QCOMPARE(list.item(0)->text(), QString::fromUtf8("乐观情形"));
        QCOMPARE(list.item(0)->data(ScenarioListModel::NameRole).toString(), qs(bull.name)); // opened by its stored name
        QCOMPARE(list.item(1)->text(), QStringLiteral("My plan"));                           // a user's name is never translated
        ScenarioFilterModel filter;
        filter.setSourceModel(&list);
        filter.setFilterFixedString(QString::fromUtf8("乐观"));
        QCOMPARE(filter.rowCount(), 1);
        installTranslations(*qApp, QStringLiteral("en"));
    }

    void chineseNullReasonsOnCards()
    {
        // The null reasons reach the KPI cards in Chinese (a scenario where nobody pays).
        installTranslations(*qApp, QStringLiteral("zh_CN"));
        MainWindow w;
        Scenario s;
        s.set(ParamId::Conversion, 0);
        w.document()->replaceScenario(s, QStringLiteral("test"));
        QStringList english;
        for (const KpiCard* c : w.findChildren<KpiCard*>())
            for (const QLabel* label : c->findChildren<QLabel*>())
                if (const QStringList runs = englishRuns(label->text() + QLatin1Char(' ') + label->toolTip(), 4); !runs.isEmpty())
                    english << runs.join(QStringLiteral(" | "));
        QVERIFY2(english.isEmpty(), qPrintable(english.join(QLatin1Char('\n'))));
        // … and Show the math, for every scenario with null metrics.
        for (const Scenario& each : scenarios()) {
            QTextDocument math;
            math.setHtml(MathPanel::html(each, simulateWithSeries(each)));
            const QStringList runs = englishRuns(math.toPlainText(), 5);
            QVERIFY2(runs.isEmpty(), qPrintable(runs.join(QLatin1Char('\n'))));
        }
        installTranslations(*qApp, QStringLiteral("en"));
    }

    void switchingLanguageReapplies()
    {
        // The views of core text follow a language switch at run time (QEvent::LanguageChange).
        installTranslations(*qApp, QStringLiteral("en"));
        MainWindow w;
        ClaimsModel* model = showClaims(w);
        QTRY_VERIFY(model->rowCount() > 10);
        QVERIFY(!hasChinese(sourcesText(w)));
        QVERIFY(!hasChinese(presetMenu(w)->actions().front()->text()));
        installTranslations(*qApp, QStringLiteral("zh_CN"));
        QTRY_VERIFY(hasChinese(sourcesText(w)));
        QVERIFY(hasChinese(presetMenu(w)->actions().front()->text()));
        QVERIFY(hasChinese(model->index(0, ClaimsModel::ClaimColumn).data().toString()));
        QVERIFY(hasChinese(model->headerData(ClaimsModel::ClaimColumn, Qt::Horizontal).toString()));
        installTranslations(*qApp, QStringLiteral("en"));
        QTRY_VERIFY(!hasChinese(sourcesText(w)));
        QVERIFY(!hasChinese(presetMenu(w)->actions().front()->text()));
    }
};

QTEST_MAIN(TestCoreText)
#include "test_coretext.moc"
