#include "ui/panels/welcomepane.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QSettings>
#include <QToolButton>
#include <QVBoxLayout>

#include "ui/widgets/wraplabel.h"

namespace runway {

namespace {
const QString kKey = QStringLiteral("welcome/dismissed");
}

// Plain labels and three link buttons rather than one rich-text label with links: a rich label
// builds and lays out a text document before the first frame (a tenth of the window's start-up).
WelcomePane::WelcomePane(QWidget* parent)
    : QFrame(parent)
    , m_title(new WrapLabel(this))
    , m_body(new WrapLabel(this))
    , m_start(new WrapLabel(this))
{
    setObjectName(QStringLiteral("welcomePane"));
    setFrameShape(QFrame::StyledPanel);
    setAccessibleName(tr("Welcome"));
    m_title->setObjectName(QStringLiteral("welcomeTitle"));
    m_body->setObjectName(QStringLiteral("welcomeText"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);

    auto* links = new QHBoxLayout;
    links->setContentsMargins(0, 0, 0, 0);
    links->setSpacing(2);
    links->addWidget(m_start);
    for (const char* which : {"price", "quota", "conversion"}) {
        auto* link = new QToolButton(this);
        link->setObjectName(QStringLiteral("welcomeLink_") + QLatin1String(which));
        link->setAutoRaise(true);
        link->setCursor(Qt::PointingHandCursor);
        QFont underlined = link->font();
        underlined.setUnderline(true);
        link->setFont(underlined);
        connect(link, &QToolButton::clicked, this, [this, which] { emit showControl(QLatin1String(which)); });
        links->addWidget(link);
        m_links.push_back(link);
    }
    links->addStretch(1);

    auto* close = new QToolButton(this);
    close->setText(QStringLiteral("✕"));
    close->setAutoRaise(true);
    close->setToolTip(tr("Dismiss; it will not be shown again"));
    close->setAccessibleName(tr("Dismiss the welcome"));
    connect(close, &QToolButton::clicked, this, &WelcomePane::dismiss);

    auto* text = new QVBoxLayout;
    text->setContentsMargins(0, 0, 0, 0);
    text->setSpacing(1);
    text->addWidget(m_title);
    text->addWidget(m_body);
    text->addLayout(links);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 6, 4, 6);
    layout->addLayout(text, 1);
    layout->addWidget(close, 0, Qt::AlignTop);
    setTexts();
}

void WelcomePane::setTexts()
{
    m_title->setText(tr("How long does the money last, and what does the free quota really cost?"));
    m_body->setText(tr("The company pays the serving cost of the tokens developers actually use, not the list value of the quota it "
                       "offers — the cards show both side by side."));
    m_start->setText(tr("Start with the three headline sliders on the left:"));
    m_start->setWordWrap(false); // one short line beside its links
    const QString words[] = {tr("list price"), tr("free quota"), tr("conversion")};
    // The links carry the palette's link colour: set again when the palette changes, they stay
    // readable after a switch to the dark theme (issue 27).
    for (std::size_t i = 0; i < m_links.size(); ++i) {
        m_links[i]->setText(words[i]);
        m_links[i]->setToolTip(tr("Show the %1 control").arg(words[i]));
        QPalette p = m_links[i]->palette();
        p.setColor(QPalette::ButtonText, palette().color(QPalette::Link));
        m_links[i]->setPalette(p);
    }
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
