#include "ui/library/libraryservice.h"

#include <QDir>
#include <QTimer>

#include "core/model/model.h"
#include "ui/format/messagetext.h"

namespace runway {

namespace {
std::string utf8(const QString& s)
{
    return s.toStdString();
}
} // namespace

LibraryService::LibraryService(QObject* parent)
    : QObject(parent)
{
    setObjectName(QStringLiteral("libraryService"));
}

LibraryService::~LibraryService() = default;

QStringList LibraryService::texts(const Problems& problems)
{
    QStringList lines;
    // "where: message" as the CLI writes it, the message in the window's language.
    for (const auto& p : problems)
        lines << (p.where.empty() ? display::text(p.message) : QString::fromStdString(p.where) + QStringLiteral(": ") + display::text(p.message));
    return lines;
}

bool LibraryService::open(const QString& path)
{
    m_store.reset();
    m_summaries.clear();
    m_path = path;
    m_openProblems.clear();
    auto store = ScenarioStore::open(QDir::toNativeSeparators(path).toStdString());
    if (!store.ok()) {
        m_openProblems = texts(store.problems);
        if (m_openProblems.isEmpty())
            m_openProblems << tr("%1 cannot be opened as a scenario library.").arg(path);
        emit listChanged();
        emit failed(path, m_openProblems);
        return false;
    }
    m_store.emplace(std::move(*store.value));
    reload();
    emit opened();
    emit listChanged();
    return true;
}

void LibraryService::openLater(const QString& path)
{
    QTimer::singleShot(0, this, [this, path] { open(path); });
}

QString LibraryService::readOnlyReason() const
{
    if (!isReadOnly())
        return {};
    return tr("The library %1 is read-only (%2): you can browse and load scenarios, but nothing can be saved to it.")
        .arg(m_path, display::text(m_store->readOnlyMessage()));
}

void LibraryService::reload()
{
    m_summaries.clear();
    if (!m_store)
        return;
    auto rows = m_store->list();
    if (rows.ok())
        m_summaries = std::move(*rows.value);
}

const ScenarioSummary* LibraryService::summary(const QString& name) const
{
    const std::string key = utf8(name);
    for (const auto& row : m_summaries)
        if (row.name == key)
            return &row;
    return nullptr;
}

QStringList LibraryService::notOpen() const
{
    return {tr("No scenario library is open.")};
}

Checked<Scenario> LibraryService::load(const QString& name) const
{
    if (!m_store)
        return {std::nullopt, {{{}, Message::verbatim(utf8(notOpen().front()))}}};
    return m_store->load(utf8(name));
}

Checked<Scenario> LibraryService::loadVersion(const QString& name, int version) const
{
    if (!m_store)
        return {std::nullopt, {{{}, Message::verbatim(utf8(notOpen().front()))}}};
    return m_store->loadVersion(utf8(name), version);
}

std::optional<std::pair<double, int>> LibraryService::runwayOf(const QString& name) const
{
    const auto loaded = load(name);
    if (!loaded.ok())
        return std::nullopt;
    return std::pair{computeMetrics(*loaded.value).runwayMonthsCapped, loaded.value->horizonMonths()};
}

Checked<std::vector<ArticleSummary>> LibraryService::listArticles() const
{
    if (!m_store)
        return {std::nullopt, {{{}, Message::verbatim(utf8(notOpen().front()))}}};
    return m_store->listArticles();
}

Checked<StoredArticle> LibraryService::loadArticle(const QString& name, int version) const
{
    if (!m_store)
        return {std::nullopt, {{{}, Message::verbatim(utf8(notOpen().front()))}}};
    return m_store->loadArticle(utf8(name), version);
}

Checked<int> LibraryService::saveArticle(const StoredArticle& article, const QString& note)
{
    if (!m_store)
        return {std::nullopt, {{{}, Message::verbatim(utf8(notOpen().front()))}}};
    return m_store->saveArticle(article, utf8(note));
}

QStringList LibraryService::save(const Scenario& s, const QString& note)
{
    if (!m_store)
        return notOpen();
    auto saved = m_store->save(s, utf8(note));
    if (!saved.ok())
        return texts(saved.problems);
    reload();
    emit listChanged();
    return {};
}

QStringList LibraryService::rename(const QString& from, const QString& to)
{
    if (!m_store)
        return notOpen();
    QStringList problems = texts(m_store->rename(utf8(from), utf8(to)));
    reload();
    emit listChanged();
    return problems;
}

QStringList LibraryService::duplicate(const QString& from, const QString& to)
{
    if (!m_store)
        return notOpen();
    QStringList problems = texts(m_store->duplicate(utf8(from), utf8(to)));
    reload();
    emit listChanged();
    return problems;
}

Checked<DeletedScenario> LibraryService::remove(const QString& name)
{
    if (!m_store)
        return {std::nullopt, {{{}, Message::verbatim(utf8(notOpen().front()))}}};
    auto deleted = m_store->remove(utf8(name));
    reload();
    emit listChanged();
    return deleted;
}

QStringList LibraryService::restoreDeleted(const DeletedScenario& deleted)
{
    if (!m_store)
        return notOpen();
    QStringList problems = texts(m_store->restoreDeleted(deleted));
    reload();
    emit listChanged();
    return problems;
}

Checked<std::vector<VersionInfo>> LibraryService::history(const QString& name) const
{
    if (!m_store)
        return {std::nullopt, {{{}, Message::verbatim(utf8(notOpen().front()))}}};
    return m_store->history(utf8(name));
}

QStringList LibraryService::restoreVersion(const QString& name, int version)
{
    if (!m_store)
        return notOpen();
    auto restored = m_store->restoreVersion(utf8(name), version);
    reload();
    emit listChanged();
    return restored.ok() ? QStringList{} : texts(restored.problems);
}

Checked<std::vector<ParamChange>> LibraryService::diff(const QString& name, int from, int to) const
{
    if (!m_store)
        return {std::nullopt, {{{}, Message::verbatim(utf8(notOpen().front()))}}};
    return m_store->diff(utf8(name), from, to);
}

QStringList LibraryService::saveDraft(const QString& owner, const Scenario& s, const QString& baseName)
{
    if (!m_store || m_store->readOnly())
        return notOpen();
    return texts(m_store->saveDraft(utf8(owner), s, utf8(baseName)));
}

std::vector<Draft> LibraryService::drafts() const
{
    if (!m_store)
        return {};
    auto all = m_store->drafts();
    if (!all.ok())
        return {};
    std::vector<Draft> readable;
    for (Draft& d : *all.value)
        if (d.problems.empty())
            readable.push_back(std::move(d));
    return readable;
}

bool LibraryService::adoptDraft(const QString& from, const QString& to)
{
    if (!m_store || m_store->readOnly())
        return false;
    auto adopted = m_store->adoptDraft(utf8(from), utf8(to));
    return adopted.ok() && *adopted.value;
}

void LibraryService::clearDraft(const QString& owner)
{
    if (m_store && !m_store->readOnly())
        m_store->clearDraft(utf8(owner));
}

} // namespace runway
