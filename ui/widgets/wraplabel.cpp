#include "ui/widgets/wraplabel.h"

#include <algorithm>
#include <cmath>

#include <QPainter>
#include <QStyle>
#include <QTextLayout>

namespace runway {

WrapLabel::WrapLabel(QWidget* parent)
    : QLabel(parent)
{
    setTextFormat(Qt::PlainText);
    setWordWrap(true);
}

WrapLabel::WrapLabel(const QString& text, QWidget* parent)
    : WrapLabel(parent)
{
    setText(text);
}

WrapLabel::~WrapLabel() = default;

void WrapLabel::setMutedSuffix(const QString& name, const QString& suffix, const QColor& muted)
{
    m_name = name;
    m_suffix = suffix.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(suffix);
    m_muted = muted;
    // QLabel's own text, for its size, its accessible name and the buddy's mnemonic rule: a plain
    // "&" would underline the next letter, so it is doubled (and painted as one "&").
    QString shown = m_name + m_suffix;
    shown.replace(QLatin1Char('&'), QStringLiteral("&&"));
    setText(shown);
    update();
}

WrapLabel::Basis WrapLabel::basis() const
{
    return {text(),   font(),   contentsMargins(), minimumSize(),   maximumWidth(), static_cast<int>(alignment()),
            margin(), indent(), frameWidth(),      measuresItself()};
}

bool WrapLabel::measuresItself() const
{
    // QLabel measures through a text document when it has a text control (a selectable text), a
    // mnemonic when it has a buddy and an "&", tab stops for a tab, length variants for U+009C, and
    // a label that never had a text as an empty one: those are left to QLabel.
    const QString& shown = text();
    return !shown.isEmpty() && textFormat() == Qt::PlainText && wordWrap() && pixmap().isNull() &&
           !(textInteractionFlags() & (Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard)) && !(buddy() && shown.contains(QLatin1Char('&'))) &&
           !shown.contains(QLatin1Char('\t')) && !shown.contains(QChar(0x9c));
}

bool WrapLabel::refresh() const
{
    Basis now = basis();
    if (m_measured && now == m_basis)
        return m_basis.itself;
    // A new text or font is shaped again; a new margin, size limit or alignment only forgets the sizes.
    const bool reshape = !m_measured || now.text != m_basis.text || now.font != m_basis.font || now.itself != m_basis.itself;
    m_basis = std::move(now);
    m_measured = true;
    for (Entry& e : m_cache)
        e = Entry{};
    m_hint = QSize();
    if (reshape)
        m_layout.reset();
    if (reshape && m_basis.itself) {
        // As Qt's text drawing prepares a text: a carriage return is a space, a newline a line break.
        QString prepared = m_basis.text;
        for (QChar& c : prepared) {
            if (c == QLatin1Char('\r'))
                c = QLatin1Char(' ');
            else if (c == QLatin1Char('\n'))
                c = QChar::LineSeparator;
        }
        m_layout = std::make_unique<QTextLayout>(prepared, m_basis.font);
        QTextOption option;
        option.setTextDirection(Qt::LeftToRight); // a measure has no painter: Qt measures left to right
        option.setAlignment(Qt::AlignLeft);
        m_layout->setTextOption(option);
        // One layout session for the label's life: each width clears the lines and breaks the text
        // again (QTextLayout shapes it again at every beginLayout(), never at clearLayout()).
        m_layout->beginLayout();
    }
    return m_basis.itself;
}

QRect WrapLabel::boundingRect(int width, int flags) const
{
    // qt_format_text's arithmetic for a word-wrapped text (not empty) measured without a painter.
    const QFontMetricsF metrics(m_basis.font);
    const QRectF area(QRect(0, 0, width, 2000));
    qreal natural = 0;
    const qreal lineWidth = std::max<qreal>(0, area.width());
    const qreal leading = metrics.leading();
    qreal height = -leading;
    m_layout->clearLayout(); // the lines of the last width; the shaped glyphs stay
    for (QTextLine line = m_layout->createLine(); line.isValid(); line = m_layout->createLine()) {
        line.setLineWidth(lineWidth);
        height += leading;
        height = std::ceil(height); // lines start on whole pixels
        line.setPosition(QPointF(0, height));
        height += line.ascent() + line.descent(); // the line's height before QTextLine rounds it
        natural = std::max(natural, line.naturalTextWidth());
    }
    qreal x = 0;
    qreal y = 0;
    if (flags & Qt::AlignBottom)
        y = area.height() - height;
    else if (flags & Qt::AlignVCenter)
        y = (area.height() - height) / 2;
    if (flags & Qt::AlignRight)
        x = area.width() - natural;
    else if (flags & Qt::AlignHCenter)
        x = (area.width() - natural) / 2;
    return QRectF(area.x() + x, area.y() + y, natural, height).toAlignedRect();
}

QSize WrapLabel::sizeForWidth(int width) const
{
    // QLabel's size for a plain text (QLabelPrivate::sizeForWidth), step by step.
    if (m_basis.minimum.width() > 0)
        width = std::max(width, m_basis.minimum.width());
    const QSize contents(m_basis.contents.left() + m_basis.contents.right(), m_basis.contents.top() + m_basis.contents.bottom());
    const QFontMetrics metrics(m_basis.font);
    int hextra = 2 * m_basis.margin;
    int vextra = hextra;
    const Qt::LayoutDirection direction = m_basis.text.isRightToLeft() ? Qt::RightToLeft : Qt::LeftToRight;
    const int align = static_cast<int>(QStyle::visualAlignment(direction, Qt::Alignment(m_basis.alignment))) | Qt::TextWordWrap;
    int indentation = m_basis.indent;
    if (indentation < 0 && m_basis.frameWidth)
        indentation = metrics.horizontalAdvance(QLatin1Char('x')) - m_basis.margin * 2;
    if (indentation > 0) {
        if ((align & Qt::AlignLeft) || (align & Qt::AlignRight))
            hextra += indentation;
        if ((align & Qt::AlignTop) || (align & Qt::AlignBottom))
            vextra += indentation;
    }
    const int flags = align & ~(Qt::AlignVCenter | Qt::AlignHCenter);
    const bool tryWidth = width < 0;
    if (tryWidth)
        width = std::min(metrics.averageCharWidth() * 80, m_basis.maximumWidth);
    width -= hextra + contents.width();
    QRect box = boundingRect(width, flags);
    if (tryWidth && box.height() < 4 * metrics.lineSpacing() && box.width() > width / 2)
        box = boundingRect(width / 2, flags);
    if (tryWidth && box.height() < 2 * metrics.lineSpacing() && box.width() > width / 4)
        box = boundingRect(width / 4, flags);
    return (QSize(box.width() + hextra, box.height() + vextra) + contents).expandedTo(m_basis.minimum);
}

int WrapLabel::heightForWidth(int width) const
{
    if (!refresh())
        return QLabel::heightForWidth(width);
    for (const Entry& e : m_cache)
        if (e.width == width)
            return e.height;
    const int height = sizeForWidth(width).height();
    m_cache[m_next] = Entry{width, height};
    m_next = (m_next + 1) % kCacheSize;
    return height;
}

QSize WrapLabel::minimumSizeHint() const
{
    ensurePolished(); // a style sheet may set the font
    if (!refresh())
        return QLabel::minimumSizeHint();
    if (!m_hint.isValid()) {
        m_hint = sizeForWidth(-1);                                                    // the text wrapped to a pleasant width
        QSize least(sizeForWidth(0).width(), sizeForWidth(QWIDGETSIZE_MAX).height()); // the longest word; one line
        least.setHeight(std::min(least.height(), m_hint.height()));
        m_minimumHint = least;
    }
    return m_minimumHint;
}

QSize WrapLabel::sizeHint() const
{
    ensurePolished();
    if (!refresh())
        return QLabel::sizeHint();
    (void)WrapLabel::minimumSizeHint();
    return m_hint;
}
void WrapLabel::paintEvent(QPaintEvent* event)
{
    if (m_suffix.isEmpty() || text().isEmpty()) {
        QLabel::paintEvent(event);
        return;
    }
    // The words QLabel lays out for its size (a plain text wrapped at word boundaries in the
    // contents rectangle), with the suffix's characters in the muted colour.
    const QRect area = contentsRect();
    QTextLayout layout(m_name + m_suffix, font());
    QTextOption option(QStyle::visualAlignment(layoutDirection(), alignment()));
    option.setWrapMode(QTextOption::WordWrap);
    option.setTextDirection(layoutDirection());
    layout.setTextOption(option);
    QTextLayout::FormatRange suffix;
    suffix.start = static_cast<int>(m_name.size());
    suffix.length = static_cast<int>(m_suffix.size());
    suffix.format.setForeground(m_muted);
    layout.setFormats({suffix});
    layout.beginLayout();
    qreal height = 0;
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(area.width());
        line.setPosition(QPointF(0, height));
        height += line.height();
    }
    layout.endLayout();
    qreal top = area.top();
    if (alignment() & Qt::AlignVCenter)
        top += (area.height() - height) / 2;
    else if (alignment() & Qt::AlignBottom)
        top += area.height() - height;
    QPainter painter(this);
    painter.setPen(palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled, foregroundRole()));
    layout.draw(&painter, QPointF(area.left(), top));
}

} // namespace runway
