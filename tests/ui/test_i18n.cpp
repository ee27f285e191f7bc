// The window speaks Chinese under zh_CN: the translator is installed the way the app does it
// (installTranslations), the titles are the hand-written Chinese texts, and zh_CN is complete.
#include <QtTest>

#include <QDirIterator>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLibraryInfo>
#include <QLocale>
#include <QProcess>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTemporaryDir>

#include "ui/format/displayformat.h"
#include "ui/i18n/language.h"
#include "ui/mainwindow.h"
#include "ui/widgets/kpicard.h"
#include "ui/widgets/parametercontrol.h"
#include "windowparts.h"

using namespace runway;
using namespace runway::test;

namespace {

QStringList tabTexts(const MainWindow& w)
{
    QStringList texts;
    for (const QTabWidget* tabs : w.findChildren<QTabWidget*>())
        for (int i = 0; i < tabs->count(); ++i)
            texts << tabs->tabText(i);
    return texts;
}

QStringList labelTexts(const QWidget* widget)
{
    QStringList texts;
    for (const QLabel* label : widget->findChildren<QLabel*>())
        texts << label->text();
    return texts;
}

QString readTs(const QString& language)
{
    QFile file(QStringLiteral(RUNWAY_TRANSLATIONS_DIR "/token-runway_%1.ts").arg(language));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

/// The sources lupdate reads (ui/i18n/translations.cmake): every .cpp and .h of ui/, app/ and
/// core/ (core's RW_MSG keys and the parameter table).
QStringList translatedSources()
{
    QStringList files;
    for (const char* folder : {"ui", "app", "core"}) {
        QDirIterator it(QStringLiteral(RUNWAY_SOURCE_DIR "/") + QLatin1String(folder), {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext())
            files << it.next();
    }
    files.sort();
    return files;
}

/// The sources of the messages of a .ts that are unfinished (or empty), "context: source".
QStringList unfinishedMessages(const QString& ts)
{
    static const QRegularExpression context(QStringLiteral("<context>\\s*<name>(.*?)</name>(.*?)</context>"), QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression message(QStringLiteral("<message[^>]*>\\s*<source>(.*?)</source>(.*?)</message>"),
                                            QRegularExpression::DotMatchesEverythingOption);
    QStringList out;
    for (auto c = context.globalMatch(ts); c.hasNext();) {
        const auto cm = c.next();
        for (auto m = message.globalMatch(cm.captured(2)); m.hasNext();) {
            const auto mm = m.next();
            const QString rest = mm.captured(2);
            if (rest.contains(QStringLiteral("type=\"unfinished\"")) || rest.contains(QStringLiteral("<translation></translation>")))
                out << cm.captured(1) + QStringLiteral(": ") + mm.captured(1);
        }
    }
    return out;
}

} // namespace

class TestI18n : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void englishIsTheDefaultUnderC()
    {
        // ctest runs this with LC_ALL=C.UTF-8; no saved choice → the system → English.
        QCOMPARE(savedLanguage(), QString());
        QCOMPARE(installTranslations(*qApp, savedLanguage()), QStringLiteral("en"));
        QCOMPARE(currentLanguage(), QStringLiteral("en"));
        MainWindow w;
        QVERIFY(tabTexts(w).contains(QStringLiteral("&Runway")));
        QCOMPARE(w.findChild<QDockWidget*>(QStringLiteral("parameterDock"))->windowTitle(), QStringLiteral("Parameters"));
    }

    void chineseTitles()
    {
        QCOMPARE(installTranslations(*qApp, QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
        QCOMPARE(QLocale().language(), QLocale::Chinese);
        MainWindow w;
        const QStringList tabs = tabTexts(w);
        for (const char* text : {"跑道(&R)", "净消耗(&B)", "免费层项目(&P)", "论断(&C)", "来源与方法(&M)"})
            QVERIFY2(tabs.contains(QString::fromUtf8(text)), qPrintable(tabs.join(QLatin1Char('|'))));
        QCOMPARE(w.findChild<QDockWidget*>(QStringLiteral("parameterDock"))->windowTitle(), QString::fromUtf8("参数"));
        const QString runwayCard = labelTexts(card(w, QStringLiteral("runway"))).join(QLatin1Char('|'));
        QVERIFY2(runwayCard.contains(QString::fromUtf8("资金跑道")), qPrintable(runwayCard)); // the caption may carry a ⚠
        QVERIFY2(runwayCard.contains(QString::fromUtf8("个月")), qPrintable(runwayCard));
        QVERIFY(labelTexts(card(w, QStringLiteral("netBurn"))).join(QLatin1Char('|')).contains(QString::fromUtf8("净消耗")));
        const QString priceLabel = labelTexts(control(w, ParamId::Price)).join(QLatin1Char('|'));
        QVERIFY2(priceLabel.contains(QString::fromUtf8("标价")), qPrintable(priceLabel));
        QVERIFY2(priceLabel.contains(QString::fromUtf8("每百万 tokens")), qPrintable(priceLabel));
        // The title names the scenario in Chinese, the app once (the desktop adds it): no English "Untitled" left.
        QVERIFY2(!w.windowTitle().contains(QStringLiteral("Untitled")) && !w.windowTitle().contains(QStringLiteral("Token Runway")),
                 qPrintable(w.windowTitle()));
        // Dollars are written one way in Chinese, per token as in total: "0.10美元", "19.5 万美元".
        QCOMPARE(display::perUnitMoney(0.1), QString::fromUtf8("0.10美元"));
        QCOMPARE(display::perUnitMoney(0.0307), QString::fromUtf8("0.0307美元"));
        QCOMPARE(display::money(195000), QString::fromUtf8("19.5 万美元"));
        // Qt's own strings come from qtbase_zh_CN.qm when the system has it.
        if (QFile::exists(QLibraryInfo::path(QLibraryInfo::TranslationsPath) + QStringLiteral("/qtbase_zh_CN.qm")))
            QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QString::fromUtf8("取消"));
    }

    void switchingBackToEnglish()
    {
        installTranslations(*qApp, QStringLiteral("zh_CN"));
        QCOMPARE(installTranslations(*qApp, QStringLiteral("en")), QStringLiteral("en"));
        MainWindow w;
        QVERIFY(tabTexts(w).contains(QStringLiteral("&Runway")));
        QCOMPARE(QLocale().language() == QLocale::Chinese, false);
    }

    void choicePersists()
    {
        saveLanguage(QStringLiteral("zh_CN"));
        QCOMPARE(savedLanguage(), QStringLiteral("zh_CN"));
        QCOMPARE(resolveLanguage(savedLanguage()), QStringLiteral("zh_CN"));
        saveLanguage(QString());
        QCOMPARE(savedLanguage(), QString());
        QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("xx"));
        QCOMPARE(savedLanguage(), QString()); // an unknown value reads as "follow the system"
        QSettings().clear();
    }

    void chineseIsComplete()
    {
        const QString ts = readTs(QStringLiteral("zh_CN"));
        QVERIFY(ts.contains(QStringLiteral("language=\"zh_CN\"")));
        const auto messages = ts.count(QStringLiteral("<message"));
        QVERIFY2(messages > 500, qPrintable(QString::number(messages)));
        QCOMPARE(ts.count(QStringLiteral("type=\"unfinished\"")), 0);
        QCOMPARE(ts.count(QStringLiteral("<translation></translation>")), 0);
        // the parameter table's texts are in it too
        QVERIFY(ts.contains(QStringLiteral("<name>Parameters</name>")));
    }

    void lupdateFindsEveryTextTranslated()
    {
        // The committed .ts can be complete while the code has moved on: lupdate reads today's
        // sources into a copy, and every tr() text of the code must come out finished.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString copy = dir.filePath(QStringLiteral("token-runway_zh_CN.ts"));
        QVERIFY(QFile::copy(QStringLiteral(RUNWAY_TRANSLATIONS_DIR "/token-runway_zh_CN.ts"), copy));
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
        QProcess lupdate;
        lupdate.setProcessChannelMode(QProcess::MergedChannels);
        QStringList args{QStringLiteral("-no-obsolete"),
                         QStringLiteral("-locations"),
                         QStringLiteral("none"),
                         QStringLiteral("-tr-function-alias"),
                         QStringLiteral("QT_TRANSLATE_NOOP+=RW_MSG"),
                         QStringLiteral("-I"),
                         QStringLiteral(RUNWAY_SOURCE_DIR)};
        args << translatedSources() << QStringLiteral("-ts") << copy;
        lupdate.start(QStringLiteral(RUNWAY_LUPDATE), args);
        QVERIFY2(lupdate.waitForFinished(300000), qPrintable(lupdate.errorString()));
        const QString log = QString::fromUtf8(lupdate.readAll());
        QVERIFY2(lupdate.exitStatus() == QProcess::NormalExit && lupdate.exitCode() == 0, qPrintable(log));
        QFile file(copy);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString ts = QString::fromUtf8(file.readAll());
        QVERIFY2(ts.count(QStringLiteral("<message")) > 1000, qPrintable(log));
        const QStringList unfinished = unfinishedMessages(ts);
        QVERIFY2(unfinished.isEmpty(), qPrintable(QStringLiteral("%1 texts without a finished zh_CN translation (run the update_translations target "
                                                                 "and translate them):\n")
                                                      .arg(unfinished.size()) +
                                                  unfinished.mid(0, 40).join(QLatin1Char('\n'))));
        // The check itself can fail: a message lupdate adds is unfinished.
        QVERIFY(!unfinishedMessages(QStringLiteral("<context><name>X</name><message><source>new</source><translation type=\"unfinished\"></translation>"
                                                   "</message></context>"))
                     .isEmpty());
    }

    void placeholdersSurviveTranslation()
    {
        // A translation must keep every %1/%2… of its source: check the whole .ts.
        const QString ts = readTs(QStringLiteral("zh_CN"));
        static const QRegularExpression message(QStringLiteral("<source>(.*?)</source>.*?<translation>(.*?)</translation>"),
                                                QRegularExpression::DotMatchesEverythingOption);
        static const QRegularExpression marker(QStringLiteral("%(\\d|n)"));
        int checked = 0;
        for (auto it = message.globalMatch(ts); it.hasNext();) {
            const auto m = it.next();
            const auto markers = [](const QString& text) {
                QStringList found;
                for (auto j = marker.globalMatch(text); j.hasNext();)
                    found << j.next().captured(0);
                found.sort();
                return found;
            };
            QVERIFY2(markers(m.captured(1)) == markers(m.captured(2)), qPrintable(m.captured(1)));
            ++checked;
        }
        QVERIFY(checked > 500);
    }
};

QTEST_MAIN(TestI18n)
#include "test_i18n.moc"
