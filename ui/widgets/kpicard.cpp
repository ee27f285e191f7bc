#include "ui/widgets/kpicard.h"

#include "ui/theme.h"
#include "ui/widgets/wraplabel.h"

#include <algorithm>

#include <QAction>
#include <QClipboard>
#include <QEvent>
#include <QGuiApplication>
#include <QLabel>
#include <QResizeEvent>
#include <QTextLayout>
#include <QVBoxLayout>

namespace runway {

namespace {
constexpr int kMarginX = 10;
constexpr int kMarginY = 4;
} // namespace

/// A text as at most `maxLines` lines of `width` pixels in its font, the last one ending in "…" when
/// the text is longer; the text itself when it fits. The text is shaped once per text and font (a
/// card is fitted again at every resize, and the window's first layout resizes each a dozen
/// times): each width only breaks the shaped text into lines again.
class KpiCard::FittedText {
public:
    QString fit(const QString& text, const QFont& font, int width, int maxLines)
    {
        if (width <= 0 || text.isEmpty())
            return text;
        if (text != m_text || font != m_font || !m_layout) {
            m_text = text;
            m_font = font;
            m_layout = std::make_unique<QTextLayout>(text, font);
            m_layout->beginLayout(); // one session: clearLayout() keeps the shaped glyphs, beginLayout() would not
            m_width = -1;
        }
        if (width == m_width && maxLines == m_maxLines)
            return m_shown;
        m_width = width;
        m_maxLines = maxLines;
        m_layout->clearLayout();
        QString shown;
        int lines = 0;
        bool cut = false;
        for (QTextLine line = m_layout->createLine(); line.isValid(); line = m_layout->createLine()) {
            line.setLineWidth(width);
            if (++lines == maxLines) {
                // The last line shown ends at a forced break too (a note on a line of its own).
                QString rest = text.mid(line.textStart());
                if (const qsizetype br = rest.indexOf(QChar(QChar::LineSeparator)); br >= 0) {
                    rest = rest.left(br) + QStringLiteral("…");
                    cut = true;
                }
                const QString elided = QFontMetrics(font).elidedText(rest, Qt::ElideRight, width);
                cut = cut || elided != rest;
                shown += elided;
                break;
            }
            shown += text.mid(line.textStart(), line.textLength());
        }
        m_shown = cut ? shown : text;
        return m_shown;
    }

private:
    QString m_text;
    QFont m_font;
    std::unique_ptr<QTextLayout> m_layout;
    int m_width = -1;
    int m_maxLines = 0;
    QString m_shown; ///< the text fitted to m_width and m_maxLines
};

KpiCard::KpiCard(const QString& caption, QWidget* parent)
    : QFrame(parent)
    , m_detailFit(std::make_unique<FittedText>())
    , m_intervalFit(std::make_unique<FittedText>())
    , m_caption(new WrapLabel(caption, this))
    , m_value(new WrapLabel(this))
    , m_interval(new WrapLabel(this))
    , m_detail(new WrapLabel(this))
{
    setObjectName(QStringLiteral("kpiCard"));
    setFrameShape(QFrame::StyledPanel);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(kMarginX, kMarginY, kMarginX, kMarginY);
    layout->setSpacing(0);
    m_caption->setObjectName(QStringLiteral("kpiCaption"));
    m_value->setObjectName(QStringLiteral("kpiValue"));
    m_detail->setObjectName(QStringLiteral("kpiDetail"));
    m_interval->setObjectName(QStringLiteral("kpiInterval"));
    // Wrapped, never clipped: a narrow card gets another line, not "Chance of running out wit".
    for (QLabel* label : {m_caption, m_value, m_interval, m_detail}) {
        label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred); // the card's width hint rules
        label->setWordWrap(true);                                           // (after the policy: it adds height-for-width)
    }
    // The value is a plain label (a selectable one holds a text document: a tenth of the window's
    // start); the card's context menu copies it, with its caption, interval and detail.
    auto* copy = new QAction(tr("Copy value and detail"), this);
    copy->setObjectName(QStringLiteral("copyCard"));
    connect(copy, &QAction::triggered, this, [this] { QGuiApplication::clipboard()->setText(copiedText()); });
    addAction(copy);
    setContextMenuPolicy(Qt::ActionsContextMenu);
    // The interval's line is held from the start (a space until the odds arrive), hidden or not.
    QSizePolicy hold = m_interval->sizePolicy();
    hold.setRetainSizeWhenHidden(true);
    m_interval->setSizePolicy(hold);
    m_interval->setText(QStringLiteral(" "));
    m_interval->hide();
    applyValueFont();
    layout->addWidget(m_caption);
    layout->addWidget(m_value);
    layout->addWidget(m_interval);
    layout->addWidget(m_detail);
    layout->addStretch(1);
    holdDetailLines();
    updateAccessibleText();
}

KpiCard::~KpiCard() = default;

bool KpiCard::event(QEvent* event)
{
    if (event->type() == QEvent::Polish && !m_polished) {
        m_polished = true;
        holdDetailLines();
        fitDetail();
    }
    return QFrame::event(event);
}

void KpiCard::applyValueFont()
{
    // The value's own font follows the card's: presentation mode enlarges the card's font and
    // the value keeps its proportion (a stylesheet on every widget made them the same size).
    QFont big = font();
    big.setPointSizeF(font().pointSizeF() * m_valueScale);
    big.setBold(true);
    m_value->setFont(big);
    updateGeometry();
}

void KpiCard::setValueScale(double scale)
{
    if (scale == m_valueScale)
        return;
    m_valueScale = scale;
    applyValueFont();
}

void KpiCard::changeEvent(QEvent* event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        applyValueFont();
        holdDetailLines();
        fitDetail();
    } else if (event->type() == QEvent::PaletteChange)
        setAlert(property("alert").toBool()); // the alarm red for the new background
}

int KpiCard::minimumCardWidth() const
{
    // The layouts ask every card's size hints dozens of times while the window first lays out:
    // the sample value is measured once per font.
    const QFont& font = m_value->font();
    if (m_sampleAdvance < 0 || font != m_sampleFont) {
        m_sampleFont = font;
        m_sampleAdvance = QFontMetrics(font).horizontalAdvance(QStringLiteral("$00.0M / month"));
    }
    return m_sampleAdvance + 2 * kMarginX + 2 * frameWidth();
}

QSize KpiCard::minimumSizeHint() const
{
    return {minimumCardWidth(), QFrame::minimumSizeHint().height()};
}

QSize KpiCard::sizeHint() const
{
    return {minimumCardWidth(), QFrame::sizeHint().height()};
}

void KpiCard::setValue(const QString& value, const QString& detail)
{
    // A number keeps its unit on its line when the big value wraps ("30.7 %", not "30.7" / "%").
    m_valueText = value;
    QString shown = value;
    shown.replace(QStringLiteral(" %"), QStringLiteral("\u00A0%"));
    m_value->setText(shown);
    m_detailText = detail;
    fitDetail();
    m_detail->setVisible(m_detailShown && !detail.isEmpty());
    updateAccessibleText();
}

void KpiCard::setInterval(const QString& text, const QString& note)
{
    m_intervalNote = note;
    m_intervalText = text;
    fitDetail();
    m_interval->setVisible(m_detailShown && !text.isEmpty());
    setIntervalStale(false);
}

void KpiCard::setIntervalStale(bool stale)
{
    // Greyed (the disabled text colour of the palette, light or dark) until the new odds arrive.
    m_interval->setEnabled(!stale);
    m_interval->setProperty("stale", stale);
    updateAccessibleText();
}

void KpiCard::setExplanation(const QString& text)
{
    m_explanation = text;
    updateAccessibleText();
}

QString KpiCard::intervalText() const
{
    return m_intervalText;
}

bool KpiCard::isIntervalStale() const
{
    return m_interval->property("stale").toBool();
}

void KpiCard::holdDetailLines()
{
    // The detail's kDetailLines are held whether it takes one line, two or none: a detail that
    // grows or empties during a drag never changes the card's height (issue 26).
    QSizePolicy hold = m_detail->sizePolicy();
    hold.setRetainSizeWhenHidden(m_detailShown);
    m_detail->setSizePolicy(hold);
    if (m_polished) // measured when polished (a first text waits for fontconfig)
        m_detail->setMinimumHeight(m_detailShown ? kDetailLines * QFontMetrics(m_detail->font()).lineSpacing() : 0);
}

void KpiCard::setDetailShown(bool shown)
{
    m_detailShown = shown;
    holdDetailLines();
    m_detail->setVisible(m_detailShown && !m_detailText.isEmpty());
    // Presentation mode shows the headline only: the interval's line is not held there.
    QSizePolicy hold = m_interval->sizePolicy();
    hold.setRetainSizeWhenHidden(shown && m_intervalLines > 0);
    m_interval->setSizePolicy(hold);
    m_interval->setVisible(m_detailShown && !m_intervalText.isEmpty());
}

void KpiCard::updateAccessibleText()
{
    // Read as "Runway: 17.5 months", then the detail.
    const QString caption = captionText().remove(QStringLiteral("⚠ "));
    setAccessibleName(m_valueText.isEmpty() ? caption : tr("%1: %2").arg(caption, m_valueText));
    QString more = m_detailText;
    if (!m_intervalText.isEmpty()) {
        QString odds = tr("%1 (in 90 % of the simulated futures the value lies in this range)").arg(m_intervalText);
        if (!m_intervalNote.isEmpty())
            odds += QStringLiteral("; ") + m_intervalNote;
        more = more.isEmpty() ? odds : more + QLatin1Char('\n') + odds;
    }
    setAccessibleDescription(more);
    // The whole card in one tooltip, also when presentation mode hides the detail.
    setToolTip(m_explanation.isEmpty() ? more : more.isEmpty() ? m_explanation : m_explanation + QStringLiteral("\n\n") + more);
}

void KpiCard::setAlert(bool alert)
{
    setProperty("alert", alert);
    m_caption->setText(m_caption->text().remove(QStringLiteral("⚠ ")).prepend(alert ? QStringLiteral("⚠ ") : QString()));
    QPalette p = m_value->palette();
    p.setColor(QPalette::WindowText, alert ? alertColor(palette()) : palette().color(QPalette::WindowText));
    m_value->setPalette(p);
    updateAccessibleText();
}

QString KpiCard::copiedText() const
{
    // As a screen reader hears it: "Runway: 8.9 months", then the whole detail and the odds.
    const QString more = accessibleDescription();
    return more.isEmpty() ? accessibleName() : accessibleName() + QLatin1Char('\n') + more;
}

QString KpiCard::captionText() const
{
    return m_caption->text();
}
QString KpiCard::valueText() const
{
    return m_valueText;
}
QString KpiCard::detailText() const
{
    return m_detailText;
}

void KpiCard::fitDetail()
{
    if (!m_polished)
        return; // fitted when polished, to the width its first layout gives
    // The labels span the card's width inside its margins (a hidden label's own width is stale),
    // less a couple of pixels: a label wraps the shortened text itself and must find the same breaks.
    const int width = contentsRect().width() - 2 * kMarginX - 2;
    const QString shown = m_detailFit->fit(m_detailText, m_detail->font(), width, kDetailLines);
    if (m_detail->text() != shown)
        m_detail->setText(shown);
    // An empty interval holds its lines with blank ones (hidden, the size retained).
    const QString blank = QStringLiteral(" \n").repeated(std::max(1, m_intervalLines)).chopped(1);
    const QString interval = m_intervalText.isEmpty() ? blank : m_intervalFit->fit(m_intervalText, m_interval->font(), width, std::max(1, m_intervalLines));
    if (m_interval->text() != interval)
        m_interval->setText(interval);
}

void KpiCard::setIntervalLines(int lines)
{
    m_intervalLines = lines;
    setDetailShown(m_detailShown); // holds the new number of lines, or none
    fitDetail();
}

void KpiCard::resizeEvent(QResizeEvent* event)
{
    QFrame::resizeEvent(event);
    fitDetail();
}

} // namespace runway
