#include "ui/library/historydialog.h"

#include <cmath>

#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "core/model/runwayeffect.h"
#include "core/scenario/parameters.h"
#include "ui/document/comparisonset.h"
#include "ui/format/displayformat.h"
#include "ui/format/messagetext.h"
#include "ui/library/libraryservice.h"

namespace runway {

namespace {
QString localTime(const std::string& iso)
{
    const QDateTime when = QDateTime::fromString(QString::fromStdString(iso), Qt::ISODateWithMs).toLocalTime();
    return when.isValid() ? display::dateTime(when) : QString::fromStdString(iso);
}

} // namespace

QString HistoryDialog::changeLabel(const std::string& key)
{
    constexpr std::string_view prefix = "uncertainty.";
    if (key.starts_with(prefix)) {
        const std::string inner = key.substr(prefix.size());
        const ParamSpec* spec = findParam(inner);
        return tr("Uncertainty of %1").arg(spec ? display::paramText(spec->label) : QString::fromStdString(inner));
    }
    if (const ParamSpec* spec = findParam(key))
        return display::paramText(spec->label);
    return QString::fromStdString(key);
}

QString HistoryDialog::changeValue(const ParamChange& c, const Scenario* s, bool after)
{
    const ParamSpec* spec = findParam(c.key);
    if (s && spec && isNumeric(spec->id) && !s->isNull(spec->id))
        return display::valueWithUnit(*spec, (*s)[spec->id]);
    const std::string& text = after ? c.afterText : c.beforeText;
    return QString::fromStdString(text.empty() ? (after ? c.after : c.before) : text);
}

HistoryDialog::HistoryDialog(LibraryService* library, const QString& name, QWidget* parent)
    : QDialog(parent)
    , m_library(library)
    , m_name(name)
    , m_versions(new QTreeWidget(this))
    , m_from(new QComboBox(this))
    , m_to(new QComboBox(this))
    , m_changes(new QTableWidget(this))
    , m_message(new QLabel(this))
    , m_effect(new QLabel(this))
    , m_runways(new ComparisonSet(this))
    , m_restore(new QPushButton(tr("&Restore as newest"), this))
{
    setObjectName(QStringLiteral("historyDialog"));
    setWindowTitle(tr("History of %1").arg(name));
    m_versions->setHeaderLabels({tr("Version"), tr("Saved"), tr("Note")});
    m_versions->setRootIsDecorated(false);
    m_versions->header()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_changes->setColumnCount(3);
    m_changes->setHorizontalHeaderLabels({tr("Parameter"), tr("Old"), tr("New")});
    m_changes->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_changes->verticalHeader()->hide();
    m_changes->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_message->setWordWrap(true);
    m_runways->setObjectName(QStringLiteral("historyRunways")); // not the document's comparisons
    m_effect->setObjectName(QStringLiteral("historyRunwayEffect"));
    m_effect->setWordWrap(true);
    QFont effectFont = m_effect->font();
    effectFont.setBold(true);
    m_effect->setFont(effectFont);
    m_restore->setToolTip(tr("Save the selected version again as the newest one; no version is lost."));

    auto* pick = new QHBoxLayout;
    pick->addWidget(new QLabel(tr("Changes from version"), this));
    pick->addWidget(m_from);
    pick->addWidget(new QLabel(tr("to"), this));
    pick->addWidget(m_to);
    pick->addStretch(1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_restore, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_versions, 2);
    layout->addLayout(pick);
    layout->addWidget(m_changes, 3);
    layout->addWidget(m_effect);
    layout->addWidget(m_message);
    layout->addWidget(buttons);
    resize(720, 560);

    connect(m_versions, &QTreeWidget::itemSelectionChanged, this, &HistoryDialog::selectionChanged);
    auto rediff = [this] { compareVersions(m_from->currentData().toInt(), m_to->currentData().toInt()); };
    connect(m_from, &QComboBox::activated, this, rediff);
    connect(m_to, &QComboBox::activated, this, rediff);
    connect(m_restore, &QPushButton::clicked, this, [this] {
        if (auto* item = m_versions->currentItem())
            restoreVersion(item->data(0, Qt::UserRole).toInt());
    });
    reload();
}

void HistoryDialog::reload()
{
    m_versions->clear();
    m_from->clear();
    m_to->clear();
    auto rows = m_library->history(m_name);
    if (!rows.ok()) {
        showMessage(LibraryService::texts(rows.problems).join(QLatin1Char('\n')), true);
        return;
    }
    for (const VersionInfo& v : *rows.value) {
        QString note = QString::fromStdString(v.note);
        if (v.model == 1) // stored as an @1 document: shown with model 1's results (MODEL.md §0)
            note = note.isEmpty() ? tr("model 1") : tr("%1 (model 1)").arg(note);
        auto* item = new QTreeWidgetItem(m_versions, {QString::number(v.version), localTime(v.created), note});
        item->setData(0, Qt::UserRole, v.version);
        m_from->addItem(QString::number(v.version), v.version);
        m_to->addItem(QString::number(v.version), v.version);
    }
    m_versions->resizeColumnToContents(0);
    m_versions->resizeColumnToContents(1);
    if (m_versions->topLevelItemCount() > 0)
        m_versions->setCurrentItem(m_versions->topLevelItem(m_versions->topLevelItemCount() - 1));
    m_restore->setEnabled(!m_library->isReadOnly() && m_versions->topLevelItemCount() > 1);
}

void HistoryDialog::selectionChanged()
{
    QTreeWidgetItem* item = m_versions->currentItem();
    if (!item)
        return;
    const int to = item->data(0, Qt::UserRole).toInt();
    const int index = m_versions->indexOfTopLevelItem(item);
    const int from = index > 0 ? m_versions->topLevelItem(index - 1)->data(0, Qt::UserRole).toInt() : to;
    compareVersions(from, to);
}

void HistoryDialog::compareVersions(int from, int to)
{
    m_from->setCurrentIndex(m_from->findData(from));
    m_to->setCurrentIndex(m_to->findData(to));
    auto changes = m_library->diff(m_name, from, to);
    m_changes->setRowCount(0);
    m_effect->clear();
    if (!changes.ok()) {
        showMessage(LibraryService::texts(changes.problems).join(QLatin1Char('\n')), true);
        return;
    }
    m_changes->setRowCount(static_cast<int>(changes.value->size()));
    const auto before = m_library->loadVersion(m_name, from);
    const auto after = m_library->loadVersion(m_name, to);
    int row = 0;
    for (const ParamChange& c : *changes.value) {
        m_changes->setItem(row, 0, new QTableWidgetItem(changeLabel(c.key)));
        m_changes->setItem(row, 1, new QTableWidgetItem(changeValue(c, before.ok() ? &*before.value : nullptr, false)));
        m_changes->setItem(row, 2, new QTableWidgetItem(changeValue(c, after.ok() ? &*after.value : nullptr, true)));
        m_changes->item(row, 0)->setToolTip(QString::fromStdString(c.key));
        m_changes->item(row, 1)->setToolTip(QString::fromStdString(c.before)); // the file's own number
        m_changes->item(row, 2)->setToolTip(QString::fromStdString(c.after));
        ++row;
    }
    if (row > 0 && before.ok() && after.ok()) {
        m_runways->setScenarios({{QStringLiteral("before"), {}, *before.value}, {QStringLiteral("after"), {}, *after.value}}); // simulates both
        const auto& runs = m_runways->scenarios();
        // core's one runway effect (`scenarios history` prints the same message), from the simulated metrics
        m_effect->setText(display::text(runwayEffect(runs[0].scenario, runs[0].result.metrics, runs[1].scenario, runs[1].result.metrics)));
    }
    if (from == to)
        showMessage(tr("Version %1 is the first one: pick two versions to see what changed.").arg(to), false);
    else if (changes.value->empty())
        showMessage(tr("Versions %1 and %2 are the same.").arg(from).arg(to), false);
    else
        showMessage((row == 1 ? tr("1 parameter changed from version %1 to version %2.").arg(from).arg(to)
                              : tr("%1 parameters changed from version %2 to version %3.").arg(row).arg(from).arg(to)),
                    false);
}

bool HistoryDialog::restoreVersion(int version)
{
    const QStringList problems = m_library->restoreVersion(m_name, version);
    if (!problems.isEmpty()) {
        showMessage(tr("Version %1 was not restored: %2").arg(version).arg(problems.join(QLatin1Char(' '))), true);
        return false;
    }
    reload();
    showMessage(tr("Version %1 is now the newest version of %2.").arg(version).arg(m_name), false);
    emit restored(m_name);
    return true;
}

QString HistoryDialog::runwayEffectText() const
{
    return m_effect->text();
}

QString HistoryDialog::lastMessage() const
{
    return m_message->text();
}

void HistoryDialog::showMessage(const QString& text, bool problem)
{
    m_message->setText(text);
    m_message->setStyleSheet(problem ? QStringLiteral("color: #b3261e;") : QString());
}

} // namespace runway
