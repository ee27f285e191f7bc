#pragma once
// A plain-text label that wraps at word boundaries and shapes its text once. A word-wrapped QLabel
// shapes its whole text again for every size the layouts ask (its size hint asks three widths,
// then every heightForWidth() one more; dozens per label while the window first lays out): the
// window's cards and parameter labels were a quarter of its start-up. This label keeps one shaped
// QTextLayout per text and font and only breaks it into lines for each width, with QLabel's own
// arithmetic, so every answer is the one a plain QLabel gives (test_wraplabel compares them). The
// text, buddy, accessible text and painting stay QLabel's. Optionally a muted suffix (a
// parameter's unit) painted in a second colour.

#include <limits>
#include <memory>

#include <QColor>
#include <QFont>
#include <QLabel>

class QTextLayout;

namespace runway {

class WrapLabel : public QLabel {
    Q_OBJECT
public:
    explicit WrapLabel(QWidget* parent = nullptr);
    explicit WrapLabel(const QString& text, QWidget* parent = nullptr);
    ~WrapLabel() override;

    /// Shows "name (suffix)" with " (suffix)" in `muted`; an empty suffix shows the name alone.
    void setMutedSuffix(const QString& name, const QString& suffix, const QColor& muted);
    /// The muted part as shown (" (unit)"), or empty.
    const QString& mutedSuffix() const { return m_suffix; }

    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    /// Whether this label measures its text itself (a plain word-wrapped text, not empty, without
    /// tabs, a mnemonic or a text control): otherwise QLabel's own measuring answers.
    bool measuresItself() const;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    /// What QLabel's answers depend on besides the width: a change of any forgets the measures.
    struct Basis {
        QString text;
        QFont font;
        QMargins contents;
        QSize minimum;
        int maximumWidth = 0;
        int alignment = 0;
        int margin = 0;
        int indent = 0;
        int frameWidth = 0;
        bool itself = false; ///< measuresItself()
        bool operator==(const Basis&) const = default;
    };
    Basis basis() const;
    /// Forgets the measures when the basis changed; true when this label measures itself.
    bool refresh() const;
    /// QLabel's size for a width (its private sizeForWidth for a plain text), from the shaped layout.
    QSize sizeForWidth(int width) const;
    /// QFontMetrics::boundingRect(QRect(0, 0, width, 2000), flags, text()) without shaping again.
    QRect boundingRect(int width, int flags) const;

    struct Entry {
        int width = std::numeric_limits<int>::min(); ///< none (-1 is a width the layouts ask)
        int height = 0;
    };
    /// The first layout of the window passes each label through a dozen widths or more, some of
    /// them twice (the window is resized, maximized, held at its minimum size; the cards reflow).
    static constexpr int kCacheSize = 16;
    mutable Entry m_cache[kCacheSize];
    mutable int m_next = 0;
    mutable Basis m_basis;
    mutable bool m_measured = false;               ///< m_basis holds what the measures were made with
    mutable std::unique_ptr<QTextLayout> m_layout; ///< the text shaped in the font, kept between widths
    mutable QSize m_hint;                          ///< sizeHint(), or invalid
    mutable QSize m_minimumHint;                   ///< minimumSizeHint(), with m_hint
    QString m_name;                                ///< with a muted suffix: the text before it
    QString m_suffix;                              ///< " (unit)" or empty
    QColor m_muted;
};

} // namespace runway
