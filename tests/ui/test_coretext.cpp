// Core speaks in messages (issue 22): every key core declares — RW_MSG("Context", "English") —
// renders in English and in Chinese with sample arguments, leaves no placeholder and, in Chinese,
// no run of English words. The window translates core's texts by their keys, never by matching
// core's English: the preset menu, the library's preset rows and the parameters' sources follow
// the language, also after a switch at run time; a preset text core does not know is shown as
// written. The claims and the Sources page: test_claimstab.
#include <QtTest>

#include <QDirIterator>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTextDocument>
#include <QXmlStreamReader>

#include <deque>
#include <set>

#include "core/model/chartseries.h"
#include "core/model/model.h"
#include "core/scenario/presets.h"
#include "i18ncheck.h"
#include "ui/document/scenariodocument.h"
#include "ui/format/messagetext.h"
#include "ui/i18n/language.h"
#include "ui/library/scenariolist.h"
#include "ui/mainwindow.h"
#include "ui/panels/claimsmodel.h"
#include "ui/panels/claimspanel.h"
#include "ui/panels/mathpanel.h"
#include "ui/panels/sourcespanel.h"
#include "ui/widgets/kpicard.h"
#include "ui/widgets/parametercontrol.h"
#include "waits.h"
#include "windowparts.h"

using namespace runway;
using runway::test::englishRuns;
using runway::test::hasChinese;
using runway::test::kBackgroundWaitMs;
using runway::test::part;

namespace {

QString qs(const std::string& s)
{
    return QString::fromStdString(s);
}

/// The contexts of every RW_MSG key in core's sources (the keys lupdate reads there).
std::set<QString> coreContexts()
{
    static const QRegularExpression key(QStringLiteral("RW_MSG\\(\\s*\"([^\"]+)\""));
    std::set<QString> out;
    QDirIterator it(QStringLiteral(RUNWAY_SOURCE_DIR "/core"), {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile file(it.next());
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QString text = QString::fromUtf8(file.readAll());
        for (auto m = key.globalMatch(text); m.hasNext();)
            out.insert(m.next().captured(1));
    }
    return out;
}

/// Every message of the zh_CN .ts in a context of core: the keys core declares (test_i18n runs
/// lupdate and fails when the .ts misses one). The texts live as long as the test.
std::vector<MessageKey> coreKeys()
{
    static std::deque<QByteArray> storage;
    static std::vector<MessageKey> keys;
    if (!keys.empty())
        return keys;
    const std::set<QString> contexts = coreContexts();
    QFile file(QStringLiteral(RUNWAY_TRANSLATIONS_DIR "/token-runway_zh_CN.ts"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QXmlStreamReader xml(&file);
    QString context;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("source") && contexts.count(context)) {
            const QByteArray& c = storage.emplace_back(context.toUtf8());
            const QByteArray& s = storage.emplace_back(xml.readElementText().toUtf8());
            keys.push_back(MessageKey{c.constData(), s.constData()});
        }
    }
    return keys;
}

/// Nine sample arguments, one of each kind (the placeholders beyond a key's own are ignored).
std::vector<MessageArg> sampleArgs()
{
    return {Quantity{35.3e6, Unit::UsdPerMonth, Style::Money, 3},
            ParamArg{ParamId::Cash},
            MetricArg{"runway_months"},
            Date{2026, 3, 4},
            qty::percent(3, Style::Short),
            Nested{std::make_shared<const Message>(RW_MSG("Presets", "Bull case")), false},
            Quantity{3.87e12, Unit::TokensPerDay, Style::Short, 3},
            Verbatim{"GLM-5"},
            Quantity{9667, Unit::Chips, Style::Grouped, 0}};
}

bool hasPlaceholder(const QString& text)
{
    static const QRegularExpression placeholder(QStringLiteral("%[1-9]"));
    return text.contains(placeholder);
}

/// Scenarios that between them make core write most of its null reasons: the defaults, every
/// preset and the corners of MODEL.md §5's null metrics.
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

QString sourcesText(const MainWindow& w)
{
    return part<SourcesPanel>(w, QStringLiteral("sourcesPanel"))->pageText();
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

    void everyCoreKeyRendersInBothLanguages()
    {
        const std::vector<MessageKey> keys = coreKeys();
        const std::set<QString> contexts = coreContexts();
        for (const char* expected : {"NullReasons", "Presets", "Sources", "Problems", "Claims", "Units", "Metrics"})
            QVERIFY2(contexts.count(QLatin1String(expected)), expected);
        QVERIFY2(keys.size() > 400, qPrintable(QString::number(keys.size())));
        const std::vector<MessageArg> args = sampleArgs();
        const auto render = [&](const char* language) {
            installTranslations(*qApp, QLatin1String(language));
            QStringList out;
            for (const MessageKey& key : keys)
                out << display::text(Message(key, args));
            return out;
        };
        const QStringList en = render("en");
        const QStringList zh = render("zh_CN");
        QStringList failures;
        for (std::size_t i = 0; i < keys.size(); ++i) {
            const auto n = static_cast<qsizetype>(i);
            const QString source = QString::fromUtf8(keys[i].source);
            const QString where = QStringLiteral("%1 | %2 → ").arg(QLatin1String(keys[i].context), source);
            if (en[n].isEmpty() || hasPlaceholder(en[n]))
                failures << where + en[n];
            if (zh[n].isEmpty() || hasPlaceholder(zh[n]))
                failures << where + zh[n];
            else if (const QStringList runs = englishRuns(zh[n], 3); !runs.isEmpty())
                failures << where + zh[n] + QStringLiteral("  [") + runs.join(QStringLiteral(" | ")) + QLatin1Char(']');
            else if (!englishRuns(source, 2).isEmpty() && !hasChinese(zh[n]))
                failures << where + zh[n] + QStringLiteral("  [no Chinese]");
        }
        installTranslations(*qApp, QStringLiteral("en"));
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    }

    void englishIsCoresEnglish()
    {
        // In English the window writes core's words; only the numbers follow the window's own
        // rule per unit ("$0.10" where the CLI writes "$0.1").
        static const QRegularExpression number(QStringLiteral("[0-9][0-9.,]*"));
        installTranslations(*qApp, QStringLiteral("en"));
        int reasons = 0;
        for (const Scenario& s : scenarios())
            for (const auto& [key, reason] : computeMetrics(s).nullReasons) {
                QCOMPARE(display::text(reason).replace(number, QStringLiteral("#")), qs(english(reason)).replace(number, QStringLiteral("#")));
                ++reasons;
            }
        QVERIFY(reasons > 20);
        for (const Preset& p : presets()) {
            QCOMPARE(display::text(p.nameText), qs(p.name));
            QCOMPARE(display::text(p.descriptionText), qs(p.description));
        }
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
            QCOMPARE(a->statusTip(), a->toolTip());
        }
        // A preset text core has no key for is shown as written, never as another text's translation.
        QCOMPARE(display::text(presetText("bull", "A bull case of my own")), QStringLiteral("A bull case of my own"));
        installTranslations(*qApp, QStringLiteral("en"));
    }

    void chinesePresetsInTheLibrary()
    {
        // The library stores a preset under core's English name and lists it in the window's language.
        installTranslations(*qApp, QStringLiteral("zh_CN"));
        const Preset& bull = *findPreset("bull");
        ScenarioListModel list;
        list.setSummaries({ScenarioSummary{bull.name, true, bull.id, "2026-12-01T08:33:52.123Z", 1},
                           ScenarioSummary{"My plan", false, "", "2026-12-01T08:33:52.123Z", 1},
                           ScenarioSummary{"Bull case, renamed", true, bull.id, "2026-12-01T08:33:52.123Z", 1}});
        QCOMPARE(list.item(0)->text(), QString::fromUtf8("乐观情形"));
        QCOMPARE(list.item(0)->data(ScenarioListModel::NameRole).toString(), qs(bull.name)); // opened by its stored name
        QCOMPARE(list.item(1)->text(), QStringLiteral("My plan"));                           // a user's name is never translated
        QCOMPARE(list.item(2)->text(), QStringLiteral("Bull case, renamed"));                // nor a name core does not know
        ScenarioFilterModel filter;
        filter.setSourceModel(&list);
        filter.setFilterFixedString(QString::fromUtf8("乐观"));
        QCOMPARE(filter.rowCount(), 1);
        installTranslations(*qApp, QStringLiteral("en"));
    }

    void parameterSourcesFollowTheLanguage()
    {
        // A control's tooltip names the source of its default in the window's language.
        installTranslations(*qApp, QStringLiteral("en"));
        ParameterControl cash(ParamId::Cash);
        QVERIFY2(cash.toolTip().contains(QStringLiteral("Hong Kong listing prospectus (H1 2025 figures)")), qPrintable(cash.toolTip()));
        installTranslations(*qApp, QStringLiteral("zh_CN"));
        ParameterControl zh(ParamId::Cash);
        const QString source = display::text(Message(spec(ParamId::Cash).source));
        QVERIFY2(hasChinese(source) && englishRuns(source, 3).isEmpty(), qPrintable(source));
        QVERIFY2(zh.toolTip().contains(source.toHtmlEscaped()), qPrintable(zh.toolTip()));
        QVERIFY(!zh.toolTip().contains(QStringLiteral("prospectus")));
        // Every source the table cites reads Chinese.
        for (const auto& p : parameters())
            if (!p.source.empty()) {
                const QString text = display::text(Message(p.source));
                QVERIFY2(hasChinese(text) && englishRuns(text, 3).isEmpty(), qPrintable(text));
            }
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
        QTRY_VERIFY_WITH_TIMEOUT(model->rowCount() > 10, kBackgroundWaitMs);
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
