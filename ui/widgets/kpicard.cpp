#include "ui/widgets/kpicard.h"

#include "ui/theme.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace runway {

namespace {
constexpr int kMarginX = 10;
constexpr int kMarginY = 6;
} // namespace

KpiCard::KpiCard(const QString& caption, QWidget* parent)
    : QFrame(parent)
    , m_caption(new QLabel(caption, this))
    , m_value(new QLabel(this))
    , m_detail(new QLabel(this))
{
    setObjectName(QStringLiteral("kpiCard"));
    setFrameShape(QFrame::StyledPanel);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(kMarginX, kMarginY, kMarginX, kMarginY);
    layout->setSpacing(1);
    m_caption->setObjectName(QStringLiteral("kpiCaption"));
    m_value->setObjectName(QStringLiteral("kpiValue"));
    m_detail->setObjectName(QStringLiteral("kpiDetail"));
    // Wrapped, never clipped: a narrow card gets another line, not "Chance of running out wit".
    for (QLabel* label : {m_caption, m_value, m_detail}) {
        label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred); // the card's width hint rules
        label->setWordWrap(true);                                           // (after the policy: it adds height-for-width)
    }
    m_value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    applyValueFont();
    layout->addWidget(m_caption);
    layout->addWidget(m_value);
    layout->addWidget(m_detail);
    layout->addStretch(1);
    updateAccessibleText();
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
    if (event->type() == QEvent::FontChange)
        applyValueFont();
    else if (event->type() == QEvent::PaletteChange)
        setAlert(property("alert").toBool()); // the alarm red for the new background
}

int KpiCard::minimumCardWidth() const
{
    const QFontMetrics value(m_value->font());
    return value.horizontalAdvance(QStringLiteral("$00.0M / month")) + 2 * kMarginX + 2 * frameWidth();
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
    m_detail->setText(detail);
    m_detail->setVisible(m_detailShown && !detail.isEmpty());
    setToolTip(detail);
    updateAccessibleText();
}

void KpiCard::setDetailShown(bool shown)
{
    m_detailShown = shown;
    m_detail->setVisible(m_detailShown && !m_detail->text().isEmpty());
}

void KpiCard::updateAccessibleText()
{
    // Read as "Runway: 17.5 months", then the detail.
    const QString caption = captionText().remove(QStringLiteral("⚠ "));
    setAccessibleName(m_valueText.isEmpty() ? caption : tr("%1: %2").arg(caption, m_valueText));
    setAccessibleDescription(m_detail->text());
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
    return m_detail->text();
}

} // namespace runway
