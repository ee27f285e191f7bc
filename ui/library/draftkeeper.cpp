#include "ui/library/draftkeeper.h"

#include <QDateTime>
#include <QLocale>

#include "ui/document/scenariodocument.h"
#include "ui/library/libraryservice.h"

namespace runway {

DraftKeeper::DraftKeeper(ScenarioDocument* doc, LibraryService* library, std::function<QString()> baseName, QObject* parent)
    : QObject(parent)
    , m_doc(doc)
    , m_library(library)
    , m_baseName(std::move(baseName))
{
    setObjectName(QStringLiteral("draftKeeper"));
    m_timer.setSingleShot(true);
    m_timer.setInterval(kDelayMs);
    connect(&m_timer, &QTimer::timeout, this, &DraftKeeper::flush);
    connect(m_doc, &ScenarioDocument::changed, this, [this] {
        if (!m_restoring && m_library->isOpen() && !m_library->isReadOnly())
            m_timer.start();
    });
    connect(m_library, &LibraryService::opened, this, &DraftKeeper::libraryOpened);
}

void DraftKeeper::flush()
{
    m_timer.stop();
    if (m_library->isOpen() && !m_library->isReadOnly())
        m_library->saveDraft(m_doc->scenario(), m_baseName());
}

void DraftKeeper::cleanQuit()
{
    m_timer.stop();
    m_library->clearDraft();
}

void DraftKeeper::libraryOpened()
{
    const std::optional<Draft> draft = m_library->loadDraft();
    if (!draft)
        return;
    const QString base = QString::fromStdString(draft->baseName);
    if (!base.isEmpty() && m_library->contains(base)) {
        auto saved = m_library->load(base);
        if (saved.ok() && *saved.value == draft->scenario)
            return; // nothing was lost: the draft is what the library holds
    }
    if (draft->scenario == m_doc->scenario())
        return;
    m_restoring = true;
    m_doc->replaceScenario(draft->scenario, tr("Recover unsaved changes"));
    m_restoring = false;
    const QDateTime when = QDateTime::fromString(QString::fromStdString(draft->saved), Qt::ISODateWithMs).toLocalTime();
    const QString at = when.isValid() ? QLocale().toString(when, QLocale::ShortFormat) : QString::fromStdString(draft->saved);
    emit recovered(base, tr("Recovered the unsaved changes to %1 kept at %2: the previous session did not close cleanly. "
                            "Save them to keep them, or Edit → Undo to go back.")
                             .arg(QString::fromStdString(draft->scenario.name), at));
}

} // namespace runway
