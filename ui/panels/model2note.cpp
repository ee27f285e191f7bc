#include "ui/panels/model2note.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include "core/scenario/model3assumptions.h"
#include "ui/document/scenariodocument.h"

namespace runway {

Model2Note::Model2Note(ScenarioDocument* doc, QWidget* parent)
    : QFrame(parent)
    , m_doc(doc)
    , m_label(new QLabel(this))
    , m_upgrade(new QPushButton(tr("Upgrade to model &3"), this))
    , m_close(new QPushButton(QStringLiteral("×"), this))
{
    setObjectName(QStringLiteral("model2Note"));
    setFrameShape(QFrame::StyledPanel);
    setAccessibleName(tr("Model 2 note"));
    m_label->setWordWrap(true);
    m_label->setTextFormat(Qt::PlainText);
    m_label->setText(tr("Read with model 2's assumptions: flows undated, the fleet idle apart from the run, no training line. Results are shown as saved."));
    m_upgrade->setObjectName(QStringLiteral("upgradeToModel3"));
    m_upgrade->setToolTip(tr("Flows dated to the middle of H1 2025, half the fleet busy, training compute on its own line; "
                             "keys you set keep their values — one undo step"));
    m_close->setObjectName(QStringLiteral("closeModel2Note"));
    m_close->setFlat(true);
    m_close->setAccessibleName(tr("Close the note"));
    // At the top of the parameter dock (narrow): the sentence, then the button and the close box under it.
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 6, 6);
    auto* top = new QHBoxLayout;
    top->addWidget(m_label, 1);
    top->addWidget(m_close, 0, Qt::AlignTop);
    layout->addLayout(top);
    layout->addWidget(m_upgrade, 0, Qt::AlignLeft);
    connect(m_upgrade, &QPushButton::clicked, this, [this] { m_doc->replaceScenario(withModel3Assumptions(m_doc->scenario()), tr("Upgrade to model 3")); });
    connect(m_close, &QPushButton::clicked, this, [this] {
        m_dismissed = true;
        hide();
    });
    hide();
    m_doc->follow(this, [this](const Scenario& s, const SimulationResult&) { follow(s); });
}

QString Model2Note::text() const
{
    return m_label->text();
}

void Model2Note::follow(const Scenario& s)
{
    if (s.model != 2) {
        m_dismissed = false; // the next model-2 scenario gets its note again
        hide();
        return;
    }
    setVisible(!m_dismissed);
}

} // namespace runway
