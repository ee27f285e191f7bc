#include "ui/theme.h"

#include <QActionGroup>
#include <QApplication>
#include <QMenu>
#include <QPainter>
#include <QPalette>
#include <QProcess>
#include <QProxyStyle>
#include <QSettings>
#include <QStandardPaths>
#include <QStyle>
#include <QStyleFactory>
#include <QStyleOption>

namespace runway {
namespace {

const QString kSettingsKey = QStringLiteral("ui/theme");

/// The application's palette before any theme was applied: the platform's own.
const QPalette& systemPalette()
{
    static const QPalette palette = QApplication::palette();
    return palette;
}

bool gnomePrefersDark()
{
    // GNOME 42+ states the preference in color-scheme; older ones only by a "-dark" GTK theme.
    const QString desktop = qEnvironmentVariable("XDG_CURRENT_DESKTOP").toLower();
    if (!desktop.contains(QLatin1String("gnome")) && !desktop.contains(QLatin1String("unity")) && !desktop.contains(QLatin1String("budgie")) &&
        !desktop.contains(QLatin1String("cinnamon")))
        return false;
    const QString gsettings = QStandardPaths::findExecutable(QStringLiteral("gsettings"));
    if (gsettings.isEmpty())
        return false;
    for (const QString& key : {QStringLiteral("color-scheme"), QStringLiteral("gtk-theme")}) {
        QProcess process;
        process.start(gsettings, {QStringLiteral("get"), QStringLiteral("org.gnome.desktop.interface"), key});
        if (!process.waitForFinished(400)) { // never hold the start-up for it
            process.kill();
            process.waitForFinished(100);
            return false;
        }
        if (QString::fromUtf8(process.readAllStandardOutput()).toLower().contains(QLatin1String("dark")))
            return true;
    }
    return false;
}

/// Fusion with tick boxes and radio buttons framed in a colour that stands out from their fill: Fusion
/// draws their frame a shade darker than the window, which on a dark palette is the fill's own colour,
/// so an empty tick box vanished (issue 27). The frame is drawn over Fusion's in the text colour blended
/// halfway to the base, at least 3:1 against it on either palette (WCAG's ratio for controls).
class TickFrameStyle : public QProxyStyle {
public:
    TickFrameStyle()
        : QProxyStyle(QStyleFactory::create(QStringLiteral("Fusion")))
    {
    }
    void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter, const QWidget* widget) const override
    {
        QProxyStyle::drawPrimitive(element, option, painter, widget);
        if (element != PE_IndicatorCheckBox && element != PE_IndicatorItemViewItemCheck && element != PE_IndicatorRadioButton)
            return;
        const QColor text = option->palette.color(QPalette::Text), base = option->palette.color(QPalette::Base);
        const QColor frame = QColor::fromRgbF((text.redF() + base.redF()) / 2, (text.greenF() + base.greenF()) / 2, (text.blueF() + base.blueF()) / 2);
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(QPen(frame, 1.2));
        painter->setBrush(Qt::NoBrush);
        const QRectF r = QRectF(option->rect).adjusted(0.6, 0.6, -0.6, -0.6);
        if (element == PE_IndicatorRadioButton)
            painter->drawEllipse(r);
        else
            painter->drawRoundedRect(r, 2, 2);
        painter->restore();
    }
};

bool kdePrefersDark()
{
    const QString file = QStandardPaths::locate(QStandardPaths::GenericConfigLocation, QStringLiteral("kdeglobals"));
    return !file.isEmpty() &&
           QSettings(file, QSettings::IniFormat).value(QStringLiteral("General/ColorScheme")).toString().contains(QLatin1String("Dark"), Qt::CaseInsensitive);
}

} // namespace

ThemeChoice savedTheme()
{
    const QString value = QSettings().value(kSettingsKey).toString();
    return value == QLatin1String("dark") ? ThemeChoice::Dark : value == QLatin1String("light") ? ThemeChoice::Light : ThemeChoice::System;
}

void saveTheme(ThemeChoice choice)
{
    QSettings settings;
    if (choice == ThemeChoice::System)
        settings.remove(kSettingsKey);
    else
        settings.setValue(kSettingsKey, choice == ThemeChoice::Dark ? QStringLiteral("dark") : QStringLiteral("light"));
}

bool isDark(const QPalette& palette)
{
    return palette.color(QPalette::Base).lightnessF() < 0.5;
}

bool desktopPrefersDark(const QPalette& platform)
{
    if (isDark(platform))
        return true;
    const QString gtk = qEnvironmentVariable("GTK_THEME").toLower(); // "Adwaita:dark", "Arc-Dark"
    if (gtk.endsWith(QLatin1String(":dark")) || gtk.contains(QLatin1String("-dark")))
        return true;
    return gnomePrefersDark() || kdePrefersDark();
}

QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x2b, 0x2d, 0x30), base(0x1e, 0x1f, 0x22), text(0xe8, 0xea, 0xed), disabled(0x80, 0x84, 0x8a);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, QColor(0x3c, 0x3f, 0x44));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, disabled);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x35, 0x37, 0x3b));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x8a, 0x80));
    p.setColor(QPalette::Light, QColor(0x4a, 0x4d, 0x52));
    p.setColor(QPalette::Midlight, QColor(0x3e, 0x41, 0x46));
    p.setColor(QPalette::Mid, QColor(0x25, 0x27, 0x2a));
    p.setColor(QPalette::Dark, QColor(0x18, 0x19, 0x1b));
    p.setColor(QPalette::Shadow, Qt::black);
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x7b, 0xd9));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x7a, 0xb7, 0xff));
    p.setColor(QPalette::LinkVisited, QColor(0xc5, 0x9b, 0xff));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    p.setColor(QPalette::Disabled, QPalette::Base, window);
    return p;
}

QPalette printPalette()
{
    const QColor text(0x1a, 0x1a, 0x1a), paper(Qt::white), grey(0xf0, 0xf0, 0xf0);
    // windowText, button, light, dark, mid, text, brightText, base, window
    QPalette p(text, grey, Qt::white, QColor(0xa0, 0xa0, 0xa0), QColor(0xc8, 0xc8, 0xc8), text, Qt::white, paper, paper);
    p.setColor(QPalette::AlternateBase, QColor(0xf5, 0xf5, 0xf5));
    p.setColor(QPalette::ToolTipBase, QColor(0xff, 0xff, 0xdc));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x60, 0x60, 0x60));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::Highlight, QColor(0x1d, 0x4e, 0xd8));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x1d, 0x4e, 0xd8));
    p.setColor(QPalette::LinkVisited, QColor(0x6d, 0x28, 0xd9));
    for (QPalette::ColorGroup group : {QPalette::Inactive, QPalette::Disabled})
        for (int role = 0; role < QPalette::NColorRoles; ++role)
            p.setColor(group, static_cast<QPalette::ColorRole>(role), p.color(QPalette::Active, static_cast<QPalette::ColorRole>(role)));
    return p;
}

bool applyTheme(ThemeChoice choice)
{
    const QPalette& platform = systemPalette(); // captured before the first change
    const bool dark = choice == ThemeChoice::Dark || (choice == ThemeChoice::System && desktopPrefersDark(platform));
    if (dark && !isDark(platform)) {
        // The platform palette is light: Fusion draws every control from the dark palette, its tick boxes framed.
        if (!dynamic_cast<TickFrameStyle*>(QApplication::style()))
            QApplication::setStyle(new TickFrameStyle);
        QApplication::setPalette(darkPalette());
    } else if (!dark && isDark(platform)) {
        QApplication::setPalette(QApplication::style()->standardPalette());
    } else {
        QApplication::setPalette(platform);
    }
    return dark;
}

QColor alertColor(const QPalette& palette)
{
    return isDark(palette) ? QColor(0xff, 0x8a, 0x80) : QColor(0xc6, 0x28, 0x28);
}

QString themed(const char* light, const char* dark)
{
    return QLatin1String(isDark(QApplication::palette()) ? dark : light);
}

QMenu* createThemeMenu(QWidget* parent)
{
    auto* menu = new QMenu(QApplication::translate("ThemeMenu", "&Theme"), parent);
    auto* group = new QActionGroup(menu);
    const ThemeChoice saved = savedTheme();
    const std::pair<ThemeChoice, QString> choices[] = {
        {ThemeChoice::System, QApplication::translate("ThemeMenu", "Follow the &desktop")},
        {ThemeChoice::Light, QApplication::translate("ThemeMenu", "&Light")},
        {ThemeChoice::Dark, QApplication::translate("ThemeMenu", "Dar&k")},
    };
    for (const auto& [choice, text] : choices) {
        QAction* action = menu->addAction(text);
        action->setCheckable(true);
        action->setChecked(choice == saved);
        action->setData(static_cast<int>(choice));
        group->addAction(action);
    }
    QObject::connect(group, &QActionGroup::triggered, menu, [](QAction* action) {
        const auto choice = static_cast<ThemeChoice>(action->data().toInt());
        saveTheme(choice);
        applyTheme(choice);
    });
    return menu;
}

} // namespace runway
