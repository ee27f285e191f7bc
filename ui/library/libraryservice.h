#pragma once
// The window's scenario library: one core ScenarioStore, opened after the window is shown,
// with Qt-friendly results. It never shows a dialog; failures come back as text for the
// browser to show. A file that cannot be opened is left exactly as it was.

#include <optional>
#include <utility>
#include <vector>

#include <QObject>
#include <QString>
#include <QStringList>

#include "core/store/scenariostore.h"

namespace runway {

class LibraryService : public QObject {
    Q_OBJECT
public:
    explicit LibraryService(QObject* parent = nullptr);
    ~LibraryService() override;

    /// Opens the library at `path` now (replacing any open one); emits opened() or failed().
    bool open(const QString& path);
    /// Opens it from the event loop, so the window paints first.
    void openLater(const QString& path);

    bool isOpen() const { return m_store.has_value(); }
    bool isReadOnly() const { return m_store && m_store->readOnly(); }
    /// Why saving is refused (translated), or empty.
    QString readOnlyReason() const;
    QString path() const { return m_path; }
    /// The problems of the last failed open().
    const QStringList& openProblems() const { return m_openProblems; }

    /// The rows of the last list (refreshed after every change).
    const std::vector<ScenarioSummary>& summaries() const { return m_summaries; }
    const ScenarioSummary* summary(const QString& name) const;
    bool contains(const QString& name) const { return summary(name) != nullptr; }

    /// Each returns the problems as display lines; empty means it worked.
    Checked<Scenario> load(const QString& name) const;
    Checked<Scenario> loadVersion(const QString& name, int version) const;
    /// A saved scenario's runway for the list's column: its runway_months_capped and its horizon in months,
    /// read and run (microseconds); none when it does not read.
    std::optional<std::pair<double, int>> runwayOf(const QString& name) const;
    QStringList save(const Scenario& s, const QString& note = {});
    QStringList rename(const QString& from, const QString& to);
    QStringList duplicate(const QString& from, const QString& to);
    Checked<DeletedScenario> remove(const QString& name);
    QStringList restoreDeleted(const DeletedScenario& deleted);
    Checked<std::vector<VersionInfo>> history(const QString& name) const;
    QStringList restoreVersion(const QString& name, int version);
    Checked<std::vector<ParamChange>> diff(const QString& name, int from, int to) const;

    /// The articles of the same library file (core/store/articlestore.h): listed, loaded (version
    /// 0: the newest) and saved as a new version; "not open" is a problem like any other.
    Checked<std::vector<ArticleSummary>> listArticles() const;
    Checked<StoredArticle> loadArticle(const QString& name, int version = 0) const;
    Checked<int> saveArticle(const StoredArticle& article, const QString& note = {});

    /// The drafts of the windows on this library (see DraftKeeper), one per `owner`.
    QStringList saveDraft(const QString& owner, const Scenario& s, const QString& baseName);
    /// Every draft that reads, the most recently kept first (a damaged one is left where it is).
    std::vector<Draft> drafts() const;
    /// Takes over the draft of the window `from`, which is gone; false when another took it first.
    bool adoptDraft(const QString& from, const QString& to);
    void clearDraft(const QString& owner);

    static QStringList texts(const Problems& problems);

signals:
    void opened();
    void failed(const QString& path, const QStringList& problems);
    /// The list of scenarios changed (after open, save, rename, duplicate, delete, restore).
    void listChanged();

private:
    QStringList notOpen() const;
    void reload();

    std::optional<ScenarioStore> m_store;
    std::vector<ScenarioSummary> m_summaries;
    QString m_path;
    QStringList m_openProblems;
};

} // namespace runway
