#include "ui/library/scenariobrowser.h"

#include <functional>
#include <utility>

#include <QAction>
#include <QFrame>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QToolButton>
#include <QTreeView>
#include <QUndoStack>
#include <QVBoxLayout>

#include "ui/dialogs/errordialog.h"
#include "ui/document/comparisonset.h"
#include "ui/document/scenariodocument.h"
#include "ui/format/displayformat.h"
#include "ui/library/historydialog.h"
#include "ui/library/libraryservice.h"
#include "ui/library/scenariolist.h"

namespace runway {

namespace {
class DeleteCommand : public QUndoCommand {
public:
    DeleteCommand(LibraryService* library, DeletedScenario deleted, std::function<void(const QString&)> report)
        : QUndoCommand(QObject::tr("delete “%1”").arg(QString::fromStdString(deleted.name)))
        , m_library(library)
        , m_deleted(std::move(deleted))
        , m_report(std::move(report))
    {
    }
    void undo() override
    {
        const QStringList problems = m_library->restoreDeleted(m_deleted);
        m_report(problems.isEmpty()
                     ? ScenarioBrowser::tr("Restored %1 with its %2.")
                           .arg(QString::fromStdString(m_deleted.name), ScenarioListModel::versionCount(static_cast<int>(m_deleted.versions.size())))
                     : problems.join(QLatin1Char(' ')));
    }
    void redo() override
    {
        if (m_first) {
            m_first = false;
            return;
        }
        auto again = m_library->remove(QString::fromStdString(m_deleted.name));
        if (again.ok())
            m_deleted = std::move(*again.value);
        m_report(again.ok() ? ScenarioBrowser::tr("Deleted %1.").arg(QString::fromStdString(m_deleted.name))
                            : LibraryService::texts(again.problems).join(QLatin1Char(' ')));
    }

private:
    LibraryService* m_library;
    DeletedScenario m_deleted;
    std::function<void(const QString&)> m_report;
    bool m_first = true;
};
} // namespace

ScenarioBrowser::ScenarioBrowser(LibraryService* library, ScenarioDocument* doc, QWidget* parent, View view)
    : QWidget(parent)
    , m_library(library)
    , m_doc(doc)
    , m_model(new ScenarioListModel(this))
    , m_filter(new ScenarioFilterModel(this))
    , m_undo(new QUndoStack(this))
{
    setObjectName(QStringLiteral("scenarioBrowser"));
    m_restoreCompared = m_doc->comparisons()->names(); // a language switch hands the document over with them
    m_filter->setSourceModel(m_model);
    createActions();
    connect(m_library, &LibraryService::opened, this, &ScenarioBrowser::libraryOpened);
    connect(m_library, &LibraryService::failed, this, &ScenarioBrowser::libraryFailed);
    connect(m_library, &LibraryService::listChanged, this, &ScenarioBrowser::refreshList);
    connect(m_model, &QStandardItemModel::itemChanged, this, [this](QStandardItem* item) {
        if (item->checkState() == Qt::Checked && m_model->checkedNames().size() > kMaxCompared) {
            item->setCheckState(Qt::Unchecked);
            say(tr("At most %1 scenarios can be compared at once.").arg(kMaxCompared));
            return;
        }
        updateComparisons();
    });
    if (view == View::Now)
        createView();
    refreshList();
}

void ScenarioBrowser::ensureView()
{
    if (m_list)
        return;
    createView();
    updateActions();
    if (isVisible()) { // shown (a dock behind another's tab is, out of sight): the widgets are shown and laid out now
        for (QWidget* child : findChildren<QWidget*>(QString(), Qt::FindDirectChildrenOnly))
            if (child != m_banner) // shown or hidden by its message (updateBanner)
                child->show();
        layout()->activate();
    }
}

void ScenarioBrowser::createView()
{
    m_banner = new QFrame(this);
    m_bannerText = new QLabel(m_banner);
    m_search = new QLineEdit(this);
    m_list = new QTreeView(this);
    m_banner->setObjectName(QStringLiteral("libraryBanner"));
    m_bannerText->setWordWrap(true);
    // a long path must wrap inside the dock, never widen the window
    m_bannerText->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_bannerText->setMinimumWidth(120);
    m_bannerText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* close = new QToolButton(m_banner);
    close->setText(QStringLiteral("×"));
    close->setAutoRaise(true);
    close->setToolTip(tr("Dismiss"));
    auto* bannerLayout = new QHBoxLayout(m_banner);
    bannerLayout->setContentsMargins(8, 6, 4, 6);
    bannerLayout->addWidget(m_bannerText, 1);
    bannerLayout->addWidget(close, 0, Qt::AlignTop);
    connect(close, &QToolButton::clicked, this, [this] {
        m_bannerShown = false;
        updateBanner();
    });
    updateBanner();

    m_search->setPlaceholderText(tr("Search scenarios"));
    m_search->setClearButtonEnabled(true);
    m_list->setModel(m_filter);
    m_list->setItemDelegateForColumn(ScenarioListModel::NameColumn, new ScenarioItemDelegate(m_list));
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setAlternatingRowColors(true);
    m_list->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_list->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_list->setIconSize(QSize(16, 16));
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->setTextElideMode(Qt::ElideRight);
    // A click on a column's title sorts by it: the name, the runway (shortest first), the date saved.
    m_list->setSortingEnabled(true);
    m_list->sortByColumn(ScenarioListModel::NameColumn, Qt::AscendingOrder);
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(ScenarioListModel::NameColumn, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(ScenarioListModel::RunwayColumn, QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(ScenarioListModel::SavedColumn, QHeaderView::ResizeToContents);
    for (QAction* a : {m_open, m_rename, m_duplicate, m_delete, m_history})
        m_list->addAction(a);
    connect(m_search, &QLineEdit::textChanged, m_filter, &QSortFilterProxyModel::setFilterFixedString);

    // Two rows that fit a narrow dock: the frequent actions first.
    auto* buttons = new QVBoxLayout;
    buttons->setSpacing(4);
    for (const auto& row : {std::vector<QAction*>{m_save, m_saveAs, m_compare, m_delete}, std::vector<QAction*>{m_history, m_rename, m_duplicate}}) {
        auto* line = new QHBoxLayout;
        line->setSpacing(4);
        for (QAction* a : row) {
            auto* button = new QToolButton(this);
            button->setDefaultAction(a);
            button->setToolButtonStyle(Qt::ToolButtonTextOnly);
            button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
            line->addWidget(button);
        }
        buttons->addLayout(line);
    }
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(6);
    layout->addWidget(m_banner);
    layout->addWidget(m_search);
    layout->addWidget(m_list, 1);
    layout->addLayout(buttons);

    connect(m_list, &QTreeView::doubleClicked, this, [this](const QModelIndex& index) { openScenario(index.data(ScenarioListModel::NameRole).toString()); });
    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this, &ScenarioBrowser::updateActions);
}

QLineEdit* ScenarioBrowser::searchBox()
{
    ensureView();
    return m_search;
}

QTreeView* ScenarioBrowser::listView()
{
    ensureView();
    return m_list;
}

void ScenarioBrowser::createActions()
{
    m_open = new QAction(tr("&Open"), this);
    m_save = new QAction(tr("&Save"), this);
    m_save->setToolTip(tr("Save the working scenario to the library as a new version (Ctrl+S)"));
    m_saveAs = new QAction(tr("Save &as…"), this);
    m_saveAs->setToolTip(tr("Save the working scenario to the library under another name"));
    m_rename = new QAction(tr("&Rename…"), this);
    m_duplicate = new QAction(tr("&Duplicate…"), this);
    m_delete = new QAction(tr("De&lete…"), this);
    m_history = new QAction(tr("&History…"), this);
    m_history->setToolTip(tr("Every saved version, what changed between two, and restore"));
    m_compare = new QAction(tr("&Compare"), this);
    m_compare->setToolTip(tr("The ticked scenarios side by side in the Compare view; their cash paths are drawn on the Runway chart"));
    connect(m_open, &QAction::triggered, this, [this] { openScenario(selectedName()); });
    connect(m_save, &QAction::triggered, this, &ScenarioBrowser::askSave);
    connect(m_saveAs, &QAction::triggered, this, [this] { askSaveAs(); });
    connect(m_rename, &QAction::triggered, this, &ScenarioBrowser::askRename);
    connect(m_duplicate, &QAction::triggered, this, &ScenarioBrowser::askDuplicate);
    connect(m_delete, &QAction::triggered, this, &ScenarioBrowser::askDelete);
    connect(m_history, &QAction::triggered, this, [this] { showHistory(selectedName()); });
    connect(m_compare, &QAction::triggered, this, [this] {
        updateComparisons();
        emit compareRequested();
    });
}

QStringList ScenarioBrowser::visibleNames() const
{
    QStringList names;
    for (int r = 0; r < m_filter->rowCount(); ++r)
        names << m_filter->index(r, 0).data(ScenarioListModel::NameRole).toString();
    return names;
}

QString ScenarioBrowser::selectedName() const
{
    return m_list ? m_list->currentIndex().data(ScenarioListModel::NameRole).toString() : QString();
}
bool ScenarioBrowser::selectedIsPreset() const
{
    return m_list && m_list->currentIndex().data(ScenarioListModel::PresetRole).toBool();
}

void ScenarioBrowser::libraryOpened()
{
    if (m_library->isReadOnly()) {
        showBanner(m_library->readOnlyReason(), true);
    } else if (m_noLibrary) {
        m_bannerShown = false;
        updateBanner();
    }
    m_noLibrary = false;
}

void ScenarioBrowser::refreshList()
{
    const QString selected = selectedName();
    // Each scenario's runway for its column (a row that does not read shows none).
    std::map<std::string, ScenarioListModel::Runway> runways;
    for (const ScenarioSummary& row : m_library->summaries())
        if (const auto runway = m_library->runwayOf(QString::fromStdString(row.name)))
            runways[row.name] = {runway->first, display::cappedMonths(runway->first, runway->second)};
    m_model->setSummaries(m_library->summaries(), runways);
    const int row = m_model->rowOf(selected);
    if (row >= 0 && m_list)
        m_list->setCurrentIndex(m_filter->mapFromSource(m_model->index(row, 0)));
    updateActions();
    updateComparisons();
}

void ScenarioBrowser::updateActions()
{
    const bool open = m_library->isOpen();
    const bool writable = open && !m_library->isReadOnly();
    const bool selected = m_list && m_list->currentIndex().isValid();
    m_save->setEnabled(open);
    m_saveAs->setEnabled(open);
    m_open->setEnabled(selected);
    m_rename->setEnabled(writable && selected && !selectedIsPreset());
    m_duplicate->setEnabled(writable && selected);
    m_delete->setEnabled(writable && selected && !selectedIsPreset());
    m_history->setEnabled(selected);
    m_compare->setEnabled(open);
}

void ScenarioBrowser::say(const QString& text)
{
    m_lastMessage = text;
    emit message(text);
}

void ScenarioBrowser::showError(const QString& title, const QStringList& problems)
{
    m_lastMessage = title + QLatin1Char('\n') + problems.join(QLatin1Char('\n'));
    m_lastError = showErrorDialog(this, title, problems);
}

bool ScenarioBrowser::refuseReadOnly(const QString& title)
{
    if (!m_library->isOpen()) {
        showError(title, {tr("No scenario library is open.")});
        return true;
    }
    if (m_library->isReadOnly()) {
        showError(title, {m_library->readOnlyReason()});
        return true;
    }
    return false;
}

void ScenarioBrowser::setCurrentName(const QString& name)
{
    if (name == m_current)
        return;
    m_current = name;
    emit currentNameChanged(name);
}

bool ScenarioBrowser::openScenario(const QString& name)
{
    if (name.isEmpty())
        return false;
    auto loaded = m_library->load(name);
    if (!loaded.ok()) {
        showError(tr("%1 cannot be opened").arg(name), LibraryService::texts(loaded.problems));
        return false;
    }
    m_doc->replaceScenario(*loaded.value, tr("Open %1 from the library").arg(name));
    m_doc->markSaved();
    setCurrentName(name);
    say(tr("Opened %1 from the library.").arg(name));
    return true;
}

bool ScenarioBrowser::saveCurrent(const QString& note)
{
    return saveCurrentAs(QString::fromStdString(m_doc->scenario().name), note);
}

bool ScenarioBrowser::saveCurrentAs(const QString& name, const QString& note)
{
    const QString title = tr("The scenario was not saved");
    if (refuseReadOnly(title))
        return false;
    if (const ScenarioSummary* row = m_library->summary(name); row && row->preset) {
        showError(title, {tr("%1 is a preset and cannot be changed: save a copy under a new name.").arg(name)});
        return false;
    }
    Scenario s = m_doc->scenario();
    s.name = name.toStdString();
    const QStringList problems = m_library->save(s, note);
    if (!problems.isEmpty()) {
        showError(title, problems);
        return false;
    }
    if (m_doc->scenario().name != s.name)
        m_doc->setName(s.name);
    m_doc->markSaved();
    setCurrentName(name);
    const ScenarioSummary* row = m_library->summary(name);
    say(tr("Saved %1 to the library (version %2).").arg(name).arg(row ? row->versions : 1));
    return true;
}

bool ScenarioBrowser::renameScenario(const QString& from, const QString& to)
{
    if (refuseReadOnly(tr("The scenario was not renamed")))
        return false;
    const QStringList problems = m_library->rename(from, to);
    if (!problems.isEmpty()) {
        showError(tr("The scenario was not renamed"), problems);
        return false;
    }
    if (m_current == from) {
        setCurrentName(to);
        if (m_doc->scenario().name == from.toStdString()) {
            const bool wasSaved = !m_doc->isModified();
            m_doc->setName(to.toStdString());
            if (wasSaved)
                m_doc->markSaved();
        }
    }
    say(tr("Renamed %1 to %2.").arg(from, to));
    return true;
}

bool ScenarioBrowser::duplicateScenario(const QString& from, const QString& to)
{
    if (refuseReadOnly(tr("The scenario was not duplicated")))
        return false;
    const QStringList problems = m_library->duplicate(from, to);
    if (!problems.isEmpty()) {
        showError(tr("The scenario was not duplicated"), problems);
        return false;
    }
    say(tr("Duplicated %1 as %2.").arg(from, to));
    return true;
}

bool ScenarioBrowser::deleteScenario(const QString& name)
{
    if (refuseReadOnly(tr("The scenario was not deleted")))
        return false;
    auto deleted = m_library->remove(name);
    if (!deleted.ok()) {
        showError(tr("The scenario was not deleted"), LibraryService::texts(deleted.problems));
        return false;
    }
    m_undo->push(new DeleteCommand(m_library, std::move(*deleted.value), [this](const QString& text) { say(text); }));
    say(tr("Deleted %1. Edit → Undo delete brings it back.").arg(name));
    return true;
}

bool ScenarioBrowser::setCompared(const QString& name, bool on)
{
    if (m_model->rowOf(name) < 0)
        return false;
    m_model->setChecked(name, on);
    return comparedNames().contains(name) == on;
}

QStringList ScenarioBrowser::comparedNames() const
{
    return m_model->checkedNames();
}

void ScenarioBrowser::updateComparisons()
{
    if (!m_restoreCompared.isEmpty()) {
        if (!m_library->isOpen())
            return; // the document keeps what it compared until the library lists the names again
        const QStringList names = std::exchange(m_restoreCompared, {});
        for (const QString& name : names)
            if (m_model->rowOf(name) >= 0)
                m_model->setChecked(name, true); // itemChanged comes back here
    }
    std::vector<ComparisonSet::Entry> entries;
    const QStringList names = m_model->checkedNames();
    for (int i = 0; i < names.size() && i < kMaxCompared; ++i)
        if (auto loaded = m_library->load(names[i]); loaded.ok())
            entries.push_back({names[i], ComparisonSet::color(i), std::move(*loaded.value)});
    m_doc->comparisons()->setScenarios(entries); // the document computes their results
}

HistoryDialog* ScenarioBrowser::showHistory(const QString& name)
{
    if (name.isEmpty() || !m_library->isOpen())
        return nullptr;
    auto* dialog = new HistoryDialog(m_library, name, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &HistoryDialog::restored, this, [this](const QString& restored) {
        say(tr("Restored an older version of %1 as the newest.").arg(restored));
        if (m_current == restored && !m_doc->isModified())
            openScenario(restored);
    });
    dialog->show();
    return dialog;
}

void ScenarioBrowser::showBanner(const QString& text, bool warning)
{
    m_bannerMessage = text;
    m_bannerWarning = warning;
    m_bannerShown = true;
    updateBanner();
}

void ScenarioBrowser::updateBanner()
{
    if (!m_banner)
        return; // the widgets wait: they show the message when they are made
    if (!m_bannerShown) {
        m_banner->hide();
        return;
    }
    m_bannerText->setText(m_bannerMessage);
    m_banner->setStyleSheet(m_bannerWarning ? QStringLiteral("#libraryBanner { background: #fff4ce; border: 1px solid #e0c060; border-radius: 4px; }")
                                            : QStringLiteral("#libraryBanner { background: #e6f0fb; border: 1px solid #9dbde0; border-radius: 4px; }"));
    m_banner->show();
}

QString ScenarioBrowser::bannerText() const
{
    return m_bannerShown ? m_bannerMessage : QString();
}

} // namespace runway
