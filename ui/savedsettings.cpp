#include "ui/savedsettings.h"

#include <algorithm>

#include <QApplication>
#include <QDataStream>
#include <QGuiApplication>
#include <QIODevice>
#include <QScreen>
#include <QStyle>
#include <QWidget>
#include <QWindow>

namespace runway {

QVariant SavedSettings::value(const QString& key, std::initializer_list<QMetaType::Type> types, qsizetype maxBytes)
{
    QVariant v = m_settings.value(key);
    if (!v.isValid())
        return {};
    const int type = v.typeId();
    const bool typeOk = std::any_of(types.begin(), types.end(), [type](QMetaType::Type t) { return t == type; });
    const qsizetype size = type == QMetaType::QByteArray ? v.toByteArray().size() : type == QMetaType::QString ? v.toString().size() : 0;
    if (typeOk && size <= maxBytes)
        return v;
    m_ignored << key;
    return {};
}

namespace {

/// `r` no larger than `area` and moved onto it.
QRect fitInto(const QRect& r, const QRect& area)
{
    const QSize size = r.size().boundedTo(area.size());
    const int x = std::clamp(r.x(), area.left(), area.right() + 1 - size.width());
    const int y = std::clamp(r.y(), area.top(), area.bottom() + 1 - size.height());
    return {QPoint(x, y), size};
}

} // namespace

QByteArray fittedGeometry(const QByteArray& saved, bool* fitted)
{
    *fitted = false;
    // The layout of QWidget::saveGeometry() (Qt 5 and 6): magic, major and minor version, frame
    // geometry, normal geometry, screen number, maximized, full screen, the screen's width
    // (major 2 on), the geometry (major 3 on).
    QDataStream in(saved);
    in.setVersion(QDataStream::Qt_4_0);
    quint32 magic = 0;
    quint16 major = 0;
    quint16 minor = 0;
    QRect frame, normal, geometry;
    qint32 screenNumber = 0;
    quint8 maximized = 0;
    quint8 fullScreen = 0;
    qint32 screenWidth = 0;
    in >> magic >> major >> minor;
    if (magic != 0x1D9D0CB || major < 1 || major > 3)
        return saved;
    in >> frame >> normal >> screenNumber >> maximized >> fullScreen;
    if (major >= 2)
        in >> screenWidth;
    if (major >= 3)
        in >> geometry;
    if (in.status() != QDataStream::Ok)
        return saved;
    const QByteArray rest = saved.mid(in.device()->pos());

    const QList<QScreen*> screens = QGuiApplication::screens();
    QScreen* screen = screenNumber >= 0 && screenNumber < screens.size() ? screens[screenNumber] : QGuiApplication::primaryScreen();
    if (!screen)
        return saved;
    const QRect area = screen->availableGeometry();
    // The frame around the client area, as saved (a title bar, borders), within reason.
    const auto margin = [](int m) { return std::clamp(m, 0, 200); };
    // The title bar is at least as high as the style's (restoreGeometry() keeps that much above a window).
    const int titleBar = QApplication::style() ? QApplication::style()->pixelMetric(QStyle::PM_TitleBarHeight) : 20;
    const QMargins around(margin(normal.left() - frame.left()), std::max(titleBar, margin(normal.top() - frame.top())), margin(frame.right() - normal.right()),
                          margin(frame.bottom() - normal.bottom()));
    const QRect room = area.marginsRemoved(around);
    const QRect newFrame = fitInto(frame, area);
    const QRect newNormal = fitInto(normal, room);
    const QRect newGeometry = major >= 3 ? fitInto(geometry, room) : geometry;
    if (newFrame == frame && newNormal == normal && newGeometry == geometry)
        return saved;
    *fitted = true;
    QByteArray out;
    QDataStream write(&out, QIODevice::WriteOnly);
    write.setVersion(QDataStream::Qt_4_0);
    write << magic << major << minor << newFrame << newNormal << screenNumber << maximized << fullScreen;
    if (major >= 2)
        write << screenWidth;
    if (major >= 3)
        write << newGeometry;
    return out + rest;
}

bool keepOnScreen(QWidget& window)
{
    if (window.windowState() & (Qt::WindowMaximized | Qt::WindowFullScreen))
        return false; // the platform decides that size; the normal geometry was fitted in the saved bytes
    const QRect before = window.geometry();
    QScreen* screen = QGuiApplication::screenAt(before.center());
    if (!screen)
        screen = window.screen();
    if (!screen)
        return false;
    const QMargins frame = window.windowHandle() ? window.windowHandle()->frameMargins() : QMargins();
    const QRect room = screen->availableGeometry().marginsRemoved(frame);
    // The layout's minimum wins over the screen: a window smaller than that would be cut instead.
    const QSize size = before.size().boundedTo(room.size()).expandedTo(window.minimumSizeHint().boundedTo(room.size())).expandedTo(window.minimumSize());
    const int x = std::clamp(before.x(), room.left(), std::max(room.left(), room.right() + 1 - size.width()));
    const int y = std::clamp(before.y(), room.top(), std::max(room.top(), room.bottom() + 1 - size.height()));
    const QRect fitted(QPoint(x, y), size);
    if (fitted == before)
        return false;
    window.setGeometry(fitted);
    return true;
}

} // namespace runway
