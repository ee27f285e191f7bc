#include "ui/i18n/language.h"

#include <QActionGroup>
#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QMenu>
#include <QSettings>
#include <QTranslator>

#include <utility>

#include "ui/format/displayformat.h"

namespace runway {

namespace {

const QString kSettingsKey = QStringLiteral("ui/language");
const QString kTranslatorName = QStringLiteral("runway-translator");
const char* const kLanguageProperty = "runwayLanguage";

bool isKnown(const QString& language)
{
    return language == QLatin1String("en") || language == QLatin1String("zh_CN");
}

/// Gives the menu's texts their translation context ("LanguageMenu").
struct LanguageMenu {
    Q_DECLARE_TR_FUNCTIONS(LanguageMenu)

public:
    static QMenu* create(QWidget* parent, std::function<void(const QString&)> switched);
};

void loadInto(QCoreApplication& app, const QString& file, const QString& directory)
{
    auto* translator = new QTranslator(&app);
    translator->setObjectName(kTranslatorName);
    if (translator->load(file, directory))
        QCoreApplication::installTranslator(translator);
    else
        delete translator;
}

} // namespace

QString savedLanguage()
{
    const QString value = QSettings().value(kSettingsKey).toString();
    return isKnown(value) ? value : QString();
}

void saveLanguage(const QString& choice)
{
    QSettings settings;
    if (isKnown(choice))
        settings.setValue(kSettingsKey, choice);
    else
        settings.remove(kSettingsKey);
}

QString resolveLanguage(const QString& choice)
{
    if (isKnown(choice))
        return choice;
    // The first UI language we have decides (LANGUAGE, LC_MESSAGES, LANG on Linux).
    for (const QString& name : QLocale::system().uiLanguages()) {
        const QLocale locale(name);
        if (locale.language() == QLocale::Chinese)
            return QStringLiteral("zh_CN");
        if (locale.language() == QLocale::English)
            return QStringLiteral("en");
    }
    return QStringLiteral("en");
}

QString installTranslations(QCoreApplication& app, const QString& choice)
{
    for (QTranslator* old : app.findChildren<QTranslator*>(kTranslatorName, Qt::FindDirectChildrenOnly)) {
        QCoreApplication::removeTranslator(old);
        delete old;
    }
    QString language = resolveLanguage(choice);
    loadInto(app, QStringLiteral("token-runway_") + language, QStringLiteral(":/i18n"));
    if (language != QLatin1String("en"))
        loadInto(app, QStringLiteral("qtbase_") + language, QLibraryInfo::path(QLibraryInfo::TranslationsPath));

    // Numbers and dates follow the language; an English choice keeps an English system locale (en_GB dates…),
    // and a right-to-left system locale gives way to the window's left-to-right language.
    QLocale::setDefault(display::numberLocale(language, !choice.isEmpty(), QLocale::system()));
    app.setProperty(kLanguageProperty, language);
    return language;
}

QString currentLanguage()
{
    const QCoreApplication* app = QCoreApplication::instance();
    const QString language = app ? app->property(kLanguageProperty).toString() : QString();
    return language.isEmpty() ? QStringLiteral("en") : language;
}

QMenu* LanguageMenu::create(QWidget* parent, std::function<void(const QString&)> switched)
{
    auto* menu = new QMenu(tr("&Language"), parent);
    auto* group = new QActionGroup(menu);
    const QString saved = savedLanguage();
    // A language's own name is never translated: a reader who cannot read the current one must find theirs.
    const std::pair<QString, QString> choices[] = {
        {QString(), tr("&System")},
        {QStringLiteral("en"), QStringLiteral("&English")},
        {QStringLiteral("zh_CN"), QStringLiteral("中文 (&C)")},
    };
    for (const auto& [code, text] : choices) {
        QAction* action = menu->addAction(text);
        action->setCheckable(true);
        action->setChecked(code == saved);
        action->setData(code);
        group->addAction(action);
    }
    QObject::connect(group, &QActionGroup::triggered, menu, [menu, switched = std::move(switched)](QAction* action) {
        const QString choice = action->data().toString();
        if (choice == savedLanguage())
            return;
        saveLanguage(choice);
        if (resolveLanguage(choice) == currentLanguage())
            return;
        // Queued: the window that owns this menu is replaced while the action is still being handled.
        QMetaObject::invokeMethod(
            menu, [switched, choice] { switched(choice); }, Qt::QueuedConnection);
    });
    return menu;
}

QMenu* createLanguageMenu(QWidget* parent, std::function<void(const QString& choice)> switched)
{
    return LanguageMenu::create(parent, std::move(switched));
}

} // namespace runway
