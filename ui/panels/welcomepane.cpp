#include "ui/panels/welcomepane.h"

#include <QEvent>
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
    , m_text(new QLabel(this))
{
    setObjectName(QStringLiteral("welcomePane"));
    setFrameShape(QFrame::StyledPanel);
    setAccessibleName(tr("Welcome"));
    QLabel* text = m_text;
    text->setObjectName(QStringLiteral("welcomeText"));
    text->setWordWrap(true);
    text->setTextFormat(Qt::RichText);
    setTexts();
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

void WelcomePane::setTexts()
{
    // The links carry the palette's link colour in the text itself: set again when the palette changes,
    // they stay readable after a switch to the dark theme (issue 27).
    const QString link = palette().color(QPalette::Link).name();
    const auto a = [&](const char* href, const QString& words) {
        return QStringLiteral("<a href='%1' style='color:%2'>%3</a>").arg(QLatin1String(href), link, words.toHtmlEscaped());
    };
    m_text->setText(tr("<b>How long does the money last, and what does the free quota really cost?</b><br>"
                       "The company pays the <i>serving cost</i> of the tokens developers actually use, not the <i>list value</i> "
                       "of the quota it offers — the cards show both side by side.<br>"
                       "Start with the three headline sliders on the left: %1, %2 and %3.")
                        .arg(a("price", tr("list price")), a("quota", tr("free quota")), a("conversion", tr("conversion"))));
}

void WelcomePane::changeEvent(QEvent* event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::LanguageChange)
        setTexts();
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
