#include "ui/panels/modelnote.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include "ui/document/scenariodocument.h"

namespace runway {

ModelNote::ModelNote(ScenarioDocument* doc, int model, const Texts& texts, QWidget* parent)
    : QFrame(parent)
    , m_doc(doc)
    , m_model(model)
    , m_label(new QLabel(this))
    , m_upgrade(new QPushButton(texts.upgrade, this))
    , m_close(new QPushButton(QStringLiteral("×"), this))
{
    setObjectName(texts.objectName);
    setFrameShape(QFrame::StyledPanel);
    setAccessibleName(texts.accessibleName);
    m_label->setWordWrap(true);
    m_label->setTextFormat(Qt::PlainText);
    m_upgrade->setObjectName(texts.upgradeName);
    m_upgrade->setToolTip(texts.upgradeTip);
    m_close->setObjectName(texts.closeName);
    m_close->setFlat(true);
    m_close->setAccessibleName(texts.closeAccessibleName);
    if (texts.stacked) { // the sentence with the close box, then the button under it
        auto* layout = new QVBoxLayout(this);
        layout->setContentsMargins(8, 6, 6, 6);
        auto* top = new QHBoxLayout;
        top->addWidget(m_label, 1);
        top->addWidget(m_close, 0, Qt::AlignTop);
        layout->addLayout(top);
        layout->addWidget(m_upgrade, 0, Qt::AlignLeft);
    } else {
        auto* layout = new QHBoxLayout(this);
        layout->setContentsMargins(10, 6, 6, 6);
        layout->addWidget(m_label, 1);
        layout->addWidget(m_upgrade);
        layout->addWidget(m_close);
    }
    connect(m_upgrade, &QPushButton::clicked, this, [this] { m_doc->replaceScenario(upgraded(m_doc->scenario()), upgradeStep()); });
    connect(m_close, &QPushButton::clicked, this, [this] {
        m_dismissed = true;
        hide();
    });
    hide();
}

void ModelNote::start()
{
    m_doc->follow(this, [this](const Scenario& s, const SimulationResult&) { follow(s); });
}

QString ModelNote::text() const
{
    return m_label->text();
}

void ModelNote::follow(const Scenario& s)
{
    if (s.model != m_model) {
        m_dismissed = false; // the next scenario of this model gets its note again
        hide();
        return;
    }
    m_label->setText(sentence(s));
    setVisible(!m_dismissed && !m_suppressed);
}

void ModelNote::setSuppressed(bool suppressed)
{
    m_suppressed = suppressed;
    follow(m_doc->scenario());
}

} // namespace runway
