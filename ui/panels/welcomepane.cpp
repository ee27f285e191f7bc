#include "ui/panels/welcomepane.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QSettings>
#include <QToolButton>
#include <QVBoxLayout>

namespace runway {

namespace {
const QString kKey = QStringLiteral("welcome/dismissed");
}

WelcomePane::WelcomePane(QWidget* parent)
    : QFrame(parent)
{
    setObjectName(QStringLiteral("welcomePane"));
    setFrameShape(QFrame::StyledPanel);
    setAccessibleName(tr("Welcome"));
    auto* text = new QLabel(this);
    text->setWordWrap(true);
    text->setTextFormat(Qt::RichText);
    text->setText(tr("<b>How long does the money last, and what does the free quota really cost?</b><br>"
                     "The company pays the <i>serving cost</i> of the tokens developers actually use, not the <i>list value</i> "
                     "of the quota it offers — the cards show both side by side.<br>"
                     "Start with the three headline sliders on the left: <a href='price'>list price</a>, "
                     "<a href='quota'>free quota</a> and <a href='conversion'>conversion</a>."));
    connect(text, &QLabel::linkActivated, this, &WelcomePane::showControl);
    auto* close = new QToolButton(this);
    close->setText(QStringLiteral("✕"));
    close->setAutoRaise(true);
    close->setToolTip(tr("Dismiss; it will not be shown again"));
    close->setAccessibleName(tr("Dismiss the welcome"));
    connect(close, &QToolButton::clicked, this, &WelcomePane::dismiss);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 6, 4, 6);
    layout->addWidget(text, 1);
    layout->addWidget(close, 0, Qt::AlignTop);
}

bool WelcomePane::dismissedBefore()
{
    return QSettings().value(kKey, false).toBool();
}

void WelcomePane::dismiss()
{
    QSettings().setValue(kKey, true);
    hide();
}

} // namespace runway
