#pragma once
// Crash recovery for the window: the working scenario goes to the library's draft slot on
// every change (debounced), a clean quit clears it, and on start a draft that differs from
// what was last saved is reopened, with a message that says so.

#include <functional>

#include <QObject>
#include <QTimer>

namespace runway {

class LibraryService;
class ScenarioDocument;

class DraftKeeper : public QObject {
    Q_OBJECT
public:
    static constexpr int kDelayMs = 1000;

    /// `baseName` tells which library scenario the working one came from.
    DraftKeeper(ScenarioDocument* doc, LibraryService* library, std::function<QString()> baseName, QObject* parent = nullptr);

    /// Writes the pending draft now (tests, and before a risky step).
    void flush();
    /// A clean quit: no draft is left behind.
    void cleanQuit();
    bool isPending() const { return m_timer.isActive(); }

signals:
    /// A draft from a session that did not close cleanly was reopened.
    void recovered(const QString& baseName, const QString& message);

private:
    void libraryOpened();

    ScenarioDocument* m_doc;
    LibraryService* m_library;
    std::function<QString()> m_baseName;
    QTimer m_timer;
    bool m_restoring = false;
};

} // namespace runway
