#include "ui/library/draftkeeper.h"

#include <algorithm>

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QStandardPaths>
#include <QUuid>

#include "ui/document/scenariodocument.h"
#include "ui/format/displayformat.h"
#include "ui/library/libraryservice.h"

namespace runway {

namespace {

QString lockPath(const QString& owner)
{
    return DraftKeeper::lockFolder() + QLatin1Char('/') + owner + QStringLiteral(".lock");
}

/// Whether `owner` is an id DraftKeeper makes (a UUID without braces): only such an id may name
/// a file, so a hand-edited library's "../x" never reaches the file system.
bool isOwnerId(const QString& owner)
{
    const QUuid id = QUuid::fromString(owner);
    return !id.isNull() && id.toString(QUuid::WithoutBraces) == owner;
}

} // namespace

QString DraftKeeper::lockFolder()
{
    static const QString folder = QStandardPaths::writableLocation(QStandardPaths::RuntimeLocation) + QStringLiteral("/token-runway-windows");
    return folder;
}

bool DraftKeeper::isLive(const QString& owner)
{
    if (!isOwnerId(owner) || !QFileInfo::exists(lockPath(owner)))
        return false;
    QLockFile probe(lockPath(owner));
    probe.setStaleLockTime(0); // stale only when its process is gone (or the machine rebooted), never by age
    if (probe.tryLock(0)) {
        probe.unlock(); // its window is gone: the lock file it left goes too
        return false;
    }
    return true; // held, or it cannot be told: a window that may be open keeps its work
}

DraftKeeper::DraftKeeper(ScenarioDocument* doc, LibraryService* library, std::function<QString()> baseName, QObject* parent)
    : QObject(parent)
    , m_doc(doc)
    , m_library(library)
    , m_baseName(std::move(baseName))
    , m_owner(QUuid::createUuid().toString(QUuid::WithoutBraces))
{
    setObjectName(QStringLiteral("draftKeeper"));
    m_timer.setSingleShot(true);
    m_timer.setInterval(kDelayMs);
    connect(&m_timer, &QTimer::timeout, this, &DraftKeeper::flush);
    connect(m_doc, &ScenarioDocument::changed, this, [this] {
        if (!m_restoring && !m_quit && m_lock && m_library->isOpen() && !m_library->isReadOnly())
            m_timer.start();
    });
    connect(m_library, &LibraryService::opened, this, &DraftKeeper::libraryOpened);
}

DraftKeeper::~DraftKeeper() = default; // the lock file goes with m_lock

void DraftKeeper::flush()
{
    m_timer.stop();
    if (m_quit || !m_lock || !m_library->isOpen() || m_library->isReadOnly())
        return;
    const QString base = m_baseName();
    m_library->saveDraft(m_owner, m_doc->scenario(), base);
    lookForOthers(base);
}

void DraftKeeper::baseNameChanged()
{
    if (!m_restoring)
        flush();
}

void DraftKeeper::cleanQuit()
{
    m_timer.stop();
    m_quit = true;
    m_library->clearDraft(m_owner);
}

void DraftKeeper::libraryOpened()
{
    if (m_library->isReadOnly())
        return;
    // The window's lock, taken before its first draft can be kept (drafts are kept in an open
    // library only): not in the constructor, where its file and its sync to disk delayed the first
    // frame. Another window reads it to know this one lives, and leaves its drafts alone.
    if (!m_lock && QDir().mkpath(lockFolder())) {
        auto lock = std::make_unique<QLockFile>(lockPath(m_owner));
        if (lock->tryLock(0))
            m_lock = std::move(lock);
    }
    if (!m_lock) {
        emit notice(tr("Unsaved changes in this window are not kept for crash recovery: its lock file cannot be made in %1.")
                        .arg(QDir::toNativeSeparators(lockFolder())));
        return;
    }
    // The most recently kept first: of several gone windows, the latest work comes back here;
    // the others wait for the next window.
    for (const Draft& draft : m_library->drafts()) {
        const QString owner = QString::fromStdString(draft.owner);
        if (owner == m_owner || isLive(owner))
            continue;
        if (isSaved(draft)) {
            m_library->clearDraft(owner); // nothing was lost: the library holds it
            continue;
        }
        if (!m_library->adoptDraft(owner, m_owner))
            continue; // another window took it first
        if (!(draft.scenario == m_doc->scenario()))
            recover(draft);
        break;
    }
    lookForOthers(m_baseName());
}

bool DraftKeeper::isSaved(const Draft& draft) const
{
    const QString base = QString::fromStdString(draft.baseName);
    if (base.isEmpty() || !m_library->contains(base))
        return false;
    auto saved = m_library->load(base);
    return saved.ok() && *saved.value == draft.scenario;
}

void DraftKeeper::recover(const Draft& draft)
{
    m_restoring = true;
    m_doc->replaceScenario(draft.scenario, tr("Recover unsaved changes"));
    m_restoring = false;
    const QDateTime when = QDateTime::fromString(QString::fromStdString(draft.saved), Qt::ISODateWithMs).toLocalTime();
    const QString at = when.isValid() ? display::dateTime(when) : QString::fromStdString(draft.saved);
    emit recovered(QString::fromStdString(draft.baseName), tr("Recovered the unsaved changes to %1 kept at %2 by a window that did not close cleanly. "
                                                              "Save them to keep them, or Edit → Undo to go back.")
                                                               .arg(QString::fromStdString(draft.scenario.name), at));
}

void DraftKeeper::lookForOthers(const QString& base)
{
    QStringList others;
    if (!base.isEmpty())
        for (const Draft& draft : m_library->drafts()) {
            const QString owner = QString::fromStdString(draft.owner);
            if (owner != m_owner && QString::fromStdString(draft.baseName) == base && isLive(owner))
                others << owner;
        }
    const bool told = base == m_sharedBase && std::all_of(others.begin(), others.end(), [this](const QString& o) { return m_sharedWith.contains(o); });
    m_sharedBase = base;
    m_sharedWith = others;
    if (!others.isEmpty() && !told)
        emit notice(tr("%1 is also open in another window. Each window saves its own versions: the one saved last becomes the newest.").arg(base));
}

} // namespace runway
