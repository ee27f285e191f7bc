#include "ui/panels/model1note.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

#include "ui/document/scenariodocument.h"
#include "ui/format/displayformat.h"

namespace runway {

Model1Note::Model1Note(ScenarioDocument* doc, QWidget* parent)
    : QFrame(parent)
    , m_doc(doc)
    , m_label(new QLabel(this))
    , m_upgrade(new QPushButton(tr("&Upgrade to model 2"), this))
    , m_close(new QPushButton(QStringLiteral("×"), this))
{
    setObjectName(QStringLiteral("model1Note"));
    setFrameShape(QFrame::StyledPanel);
    setAccessibleName(tr("Model 1 note"));
    m_label->setWordWrap(true);
    m_label->setTextFormat(Qt::PlainText);
    m_upgrade->setObjectName(QStringLiteral("upgradeToModel2"));
    m_upgrade->setToolTip(tr("Cash derived from the filing, operating cost growing, owned accelerators, demand that answers the price — one undo step"));
    m_close->setObjectName(QStringLiteral("closeModel1Note"));
    m_close->setFlat(true);
    m_close->setAccessibleName(tr("Close the note"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 6, 6, 6);
    layout->addWidget(m_label, 1);
    layout->addWidget(m_upgrade);
    layout->addWidget(m_close);
    connect(m_upgrade, &QPushButton::clicked, this, [this] { m_doc->replaceScenario(m_doc->scenario().withModel2Assumptions(), tr("Upgrade to model 2")); });
    connect(m_close, &QPushButton::clicked, this, [this] {
        m_dismissed = true;
        hide();
    });
    hide();
    m_doc->follow(this, [this](const Scenario& s, const SimulationResult&) { follow(s); });
}

QString Model1Note::text() const
{
    return m_label->text();
}

QString Model1Note::sentence(const Scenario& s)
{
    using enum ParamId;
    QStringList what;
    what << (s.isNull(Cash) ? tr("cash derived from the filing") : tr("cash %1").arg(display::money(s[Cash])));
    if (s[OpexGrowth] == 0)
        what << tr("flat costs");
    if (!s.owned())
        what << tr("serving paid by the token");
    if (s[Elasticity] == 0)
        what << tr("demand deaf to price");
    return tr("Saved with model 1: %1. Results are shown as saved.").arg(what.join(tr(", ")));
}

void Model1Note::follow(const Scenario& s)
{
    if (s.model != 1) {
        m_dismissed = false; // the next model-1 scenario gets its note again
        hide();
        return;
    }
    m_label->setText(sentence(s));
    setVisible(!m_dismissed && !m_suppressed);
}

void Model1Note::setSuppressed(bool suppressed)
{
    m_suppressed = suppressed;
    follow(m_doc->scenario());
}

} // namespace runway
