#pragma once
// A plain-text label that wraps at word boundaries and remembers its height for a width. A
// word-wrapped QLabel shapes its whole text again for every heightForWidth() the layouts ask
// (dozens of times per label while the window first lays out): the window's cards and parameter
// labels were a fifth of its start-up. The text's size, wrap, buddy and accessible text stay
// QLabel's own. Optionally a muted suffix (a parameter's unit) painted in a second colour.

#include <QColor>
#include <QFont>
#include <QLabel>

namespace runway {

class WrapLabel : public QLabel {
    Q_OBJECT
public:
    explicit WrapLabel(QWidget* parent = nullptr);
    explicit WrapLabel(const QString& text, QWidget* parent = nullptr);

    /// Shows "name (suffix)" with " (suffix)" in `muted`; an empty suffix shows the name alone.
    void setMutedSuffix(const QString& name, const QString& suffix, const QColor& muted);
    /// The muted part as shown (" (unit)"), or empty.
    const QString& mutedSuffix() const { return m_suffix; }

    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    struct Entry {
        int width = -1;
        int height = 0;
    };
    /// The first layout of the window passes each label through a dozen widths or more, some of
    /// them twice (the window is resized, maximized, held at its minimum size; the cards reflow):
    /// four entries kept only about a third of the answers that were asked again.
    static constexpr int kCacheSize = 16;
    mutable Entry m_cache[kCacheSize];
    mutable int m_next = 0;
    mutable QString m_cachedText; ///< the text, font, margins and minimum size the cache was measured with
    mutable QFont m_cachedFont;
    mutable QMargins m_cachedMargins;
    mutable QSize m_cachedMinimum;
    QString m_name;   ///< with a muted suffix: the text before it
    QString m_suffix; ///< " (unit)" or empty
    QColor m_muted;
};

} // namespace runway
