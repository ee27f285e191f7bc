#pragma once
// Light or dark: View → Theme (System, Light, Dark), saved in QSettings "ui/theme". "System"
// follows the desktop: its palette when the platform theme supplies a dark one, else the
// desktop's stated preference (GTK_THEME's ":dark" variant or a "-dark" theme, GNOME's
// color-scheme, KDE's colour scheme); then the window uses the Fusion style with a dark palette.
// Charts and panels take their colours from the palette, so they follow a switch at once.

#include <QColor>
#include <QString>

class QMenu;
class QPalette;
class QWidget;

namespace runway {

enum class ThemeChoice { System, Light, Dark };

ThemeChoice savedTheme();
void saveTheme(ThemeChoice choice);
/// Whether the desktop asks for dark windows (see the header comment); `systemPalette` is the
/// platform's own palette.
bool desktopPrefersDark(const QPalette& systemPalette);
/// Applies a choice to the application (style and palette) and returns whether it is dark now.
bool applyTheme(ThemeChoice choice);
/// The palette the dark theme uses (Fusion).
QPalette darkPalette();
/// The palette of everything printed or exported (the report, chart images, the clipboard's copy):
/// dark text on white whatever the window's theme, every role set, so nothing of a dark palette leaks in.
QPalette printPalette();
/// Whether a palette is dark (its Base colour is).
bool isDark(const QPalette& palette);
/// An alarm red that reads on the palette's window colour (a lighter red on a dark one).
QColor alertColor(const QPalette& palette);
/// One of two colours for rich text (HTML pages have no palette roles): `dark` when the
/// application's palette is dark, else `light`.
QString themed(const char* light, const char* dark);
/// View → Theme: System / Light / Dark; a choice is saved and applied at once.
QMenu* createThemeMenu(QWidget* parent);

} // namespace runway
