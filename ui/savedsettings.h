#pragma once
// The window's saved settings read with care (issue 28.3): a settings file can be corrupt,
// hand-edited or synced from another machine. Each value's type and size are checked before
// use (one that fails is ignored and named), and a restored geometry is put wholly on the screen.

#include <initializer_list>

#include <QMetaType>
#include <QSettings>
#include <QStringList>
#include <QVariant>

class QWidget;

namespace runway {

class SavedSettings {
public:
    /// The value of `key` when it is one of `types` and at most `maxBytes` long (as bytes or
    /// UTF-16 characters); otherwise an invalid QVariant, and `key` is added to ignored(). A key
    /// that is not there is simply invalid.
    QVariant value(const QString& key, std::initializer_list<QMetaType::Type> types, qsizetype maxBytes);
    /// The keys whose values value() refused, in the order asked.
    const QStringList& ignored() const { return m_ignored; }

private:
    QSettings m_settings;
    QStringList m_ignored;
};

/// `saved` (a QWidget::saveGeometry() of format 1 to 3) with its frame, normal and current
/// rectangles fitted to the available area of the screen it names (or the primary screen): no
/// larger than the area, moved onto it. A maximized window's normal geometry is fitted too, so
/// leaving that state gives a window that fits. Done on the bytes, before restoreGeometry(): a
/// window that has been 32767 pixels wide, even for a moment, gets a backing store that size.
/// `fitted` tells whether anything changed. Anything else is returned as it is.
QByteArray fittedGeometry(const QByteArray& saved, bool* fitted);

/// Puts the top-level `window` (hidden or shown, not maximized or full screen) wholly on the
/// available area of its screen: no larger than that area less the window frame (when the frame
/// is known), never below its own minimum size, moved onto it. True when the geometry changed.
bool keepOnScreen(QWidget& window);

} // namespace runway
