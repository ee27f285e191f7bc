#pragma once
// The window's language: the system locale by default, or the choice saved in QSettings
// "ui/language" by View → Language. Translators are installed before the main window exists; a
// switch at run time installs the new ones and the window rebuilds itself (MainWindow::switchLanguage).

#include <functional>

#include <QString>

class QCoreApplication;
class QMenu;
class QWidget;

namespace runway {

/// The saved choice: "" (follow the system), "en" or "zh_CN"; anything else reads as "".
QString savedLanguage();
/// Saves a choice ("" = system, "en", "zh_CN") in QSettings "ui/language".
void saveLanguage(const QString& choice);
/// The language a choice means: "zh_CN" or "en"; "" follows the system locale's UI languages.
QString resolveLanguage(const QString& choice);
/// Installs the translators for `choice` (the embedded :/i18n/token-runway_<lang>.qm and, when
/// present, Qt's own qtbase_<lang>.qm), replacing earlier ones, and sets the default QLocale so
/// numbers and dates follow. Returns the language now in use ("en" or "zh_CN").
QString installTranslations(QCoreApplication& app, const QString& choice);
/// The language installTranslations last put in use ("en" before any call).
QString currentLanguage();
/// View → Language: System / English / 中文. A choice is saved; when it changes the language in
/// use, `switched` runs (from the event loop) with the choice, to apply it at once.
QMenu* createLanguageMenu(QWidget* parent, std::function<void(const QString& choice)> switched);

} // namespace runway
