#pragma once
// Crash recovery for the window: the working scenario goes to the library as this window's own
// draft on every change (debounced), and a clean quit clears that draft and no other. Each
// window holds a lock file from the moment its library opens (before its first draft) for as long
// as it lives, so a draft whose window is gone (killed, crashed) can be told from one whose window
// is still open on the same library. On opening the
// library, a window reopens the draft of a window that is gone when it differs from what the
// library holds, with a message that says so, and never a live window's; it also says when
// another live window has the same library scenario open.

#include <functional>
#include <memory>

#include <QLockFile>
#include <QObject>
#include <QStringList>
#include <QTimer>

namespace runway {

class LibraryService;
class ScenarioDocument;
struct Draft;

class DraftKeeper : public QObject {
    Q_OBJECT
public:
    static constexpr int kDelayMs = 1000;

    /// `baseName` tells which library scenario the working one came from.
    DraftKeeper(ScenarioDocument* doc, LibraryService* library, std::function<QString()> baseName, QObject* parent = nullptr);
    ~DraftKeeper() override;

    /// Writes the pending draft now (tests, and before a risky step).
    void flush();
    /// A clean quit: this window's draft is cleared, and no other window's.
    void cleanQuit();
    /// The window's library scenario changed (opened, saved under a name, renamed), perhaps with
    /// the working scenario unchanged: the draft is kept at once, so other windows see which
    /// scenario this one has open, and this one says if another has it open too.
    void baseNameChanged();
    bool isPending() const { return m_timer.isActive(); }
    /// This window's id among the library's drafts (a UUID), the name of its lock file.
    QString owner() const { return m_owner; }

    /// Whether the window `owner` is still running: it holds its lock file on this machine (a
    /// lock left by a process that is gone is removed here). An id this program never makes (a
    /// draft kept before drafts had owners, a hand-edited library) is no window: false.
    static bool isLive(const QString& owner);
    /// The folder of the windows' lock files: in the user's runtime folder, cleared at a reboot.
    static QString lockFolder();

signals:
    /// A draft of a window that did not close cleanly was reopened in this one.
    void recovered(const QString& baseName, const QString& message);
    /// A line for the window: another window has the same library scenario open, or this window
    /// cannot keep drafts.
    void notice(const QString& message);

private:
    void libraryOpened();
    /// Whether the library holds `draft` exactly as its base scenario's newest version.
    bool isSaved(const Draft& draft) const;
    void recover(const Draft& draft);
    /// Says so when live windows other than this one have `base` open (once per new such window).
    void lookForOthers(const QString& base);

    ScenarioDocument* m_doc;
    LibraryService* m_library;
    std::function<QString()> m_baseName;
    QTimer m_timer;
    QString m_owner;
    std::unique_ptr<QLockFile> m_lock; ///< taken when the library opens, held for the window's life; none: no drafts are kept
    QString m_sharedBase;              ///< the scenario last said to be open elsewhere too
    QStringList m_sharedWith;          ///< the windows it was said to be open in
    bool m_restoring = false;
    bool m_quit = false;
};

} // namespace runway
