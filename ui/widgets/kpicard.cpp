#include "ui/widgets/kpicard.h"

#include <QLabel>
#include <QVBoxLayout>

namespace runway {

KpiCard::KpiCard(const QString& caption, QWidget* parent)
    : QFrame(parent)
    , m_caption(new QLabel(caption, this))
    , m_value(new QLabel(this))
    , m_detail(new QLabel(this))
{
    setObjectName(QStringLiteral("kpiCard"));
    setFrameShape(QFrame::StyledPanel);
    setAccessibleName(caption);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 6, 10, 6);
    layout->setSpacing(1);
    m_caption->setObjectName(QStringLiteral("kpiCaption"));
    m_value->setObjectName(QStringLiteral("kpiValue"));
    m_detail->setObjectName(QStringLiteral("kpiDetail"));
    QFont big = m_value->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    m_value->setFont(big);
    m_detail->setWordWrap(true);
    m_value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_caption);
    layout->addWidget(m_value);
    layout->addWidget(m_detail);
    layout->addStretch(1);
}

void KpiCard::setValue(const QString& value, const QString& detail)
{
    m_value->setText(value);
    m_detail->setText(detail);
    m_detail->setVisible(!detail.isEmpty());
    setAccessibleDescription(value + QLatin1Char(' ') + detail);
}

void KpiCard::setAlert(bool alert)
{
    setProperty("alert", alert);
    m_caption->setText(m_caption->text().remove(QStringLiteral("⚠ ")).prepend(alert ? QStringLiteral("⚠ ") : QString()));
    QPalette p = m_value->palette();
    p.setColor(QPalette::WindowText, alert ? QColor(0xc6, 0x28, 0x28) : palette().color(QPalette::WindowText));
    m_value->setPalette(p);
}

QString KpiCard::valueText() const
{
    return m_value->text();
}
QString KpiCard::detailText() const
{
    return m_detail->text();
}

} // namespace runway
