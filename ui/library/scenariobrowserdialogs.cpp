// The browser's dialog-driven actions: name prompts, confirmations, and the bad-library
// dialog that offers a new library (split from scenariobrowser.cpp: one idea per file).
#include "ui/library/scenariobrowser.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>

#include "ui/document/scenariodocument.h"
#include "ui/library/libraryservice.h"
#include "ui/library/scenariolist.h"

namespace runway {

QString ScenarioBrowser::askName(const QString& title, const QString& label, const QString& suggestion, QString* note)
{
    QDialog dialog(this);
    dialog.setWindowTitle(title);
    auto* form = new QFormLayout(&dialog);
    auto* name = new QLineEdit(suggestion, &dialog);
    name->selectAll();
    form->addRow(label, name);
    QLineEdit* noteEdit = nullptr;
    if (note) {
        noteEdit = new QLineEdit(&dialog);
        noteEdit->setPlaceholderText(tr("optional: what this version assumes"));
        form->addRow(tr("Note:"), noteEdit);
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    dialog.resize(420, dialog.sizeHint().height());
    if (dialog.exec() != QDialog::Accepted)
        return {};
    if (note)
        *note = noteEdit->text();
    return name->text().trimmed();
}

void ScenarioBrowser::askSave()
{
    const QString name = QString::fromStdString(m_doc->scenario().name);
    // An untitled scenario is given a name first, never stored as "Untitled" (issue 27).
    if (const Scenario untitled; name.trimmed().isEmpty() || name.toStdString() == untitled.name) {
        askSaveAs();
        return;
    }
    if (const ScenarioSummary* row = m_library->summary(name); row && row->preset) {
        askSaveAs(tr("%1 is a preset and cannot be changed: the scenario is saved as a copy under a new name.").arg(name));
        return;
    }
    saveCurrent();
}

void ScenarioBrowser::askSaveAs(const QString& why)
{
    if (refuseReadOnly(tr("The scenario was not saved")))
        return;
    if (!why.isEmpty())
        say(why);
    const QString base = QString::fromStdString(m_doc->scenario().name);
    const QString suggestion = m_library->contains(base) ? tr("%1 (copy)").arg(base) : base;
    QString note;
    const QString name = askName(tr("Save to the library"), tr("Name:"), suggestion, &note);
    if (!name.isEmpty())
        saveCurrentAs(name, note);
}

void ScenarioBrowser::askRename()
{
    const QString from = selectedName();
    if (from.isEmpty())
        return;
    const QString to = askName(tr("Rename %1").arg(from), tr("New name:"), from, nullptr);
    if (!to.isEmpty() && to != from)
        renameScenario(from, to);
}

void ScenarioBrowser::askDuplicate()
{
    const QString from = selectedName();
    if (from.isEmpty())
        return;
    const QString to = askName(tr("Duplicate %1").arg(from), tr("Name of the copy:"), tr("%1 (copy)").arg(from), nullptr);
    if (!to.isEmpty())
        duplicateScenario(from, to);
}

void ScenarioBrowser::askDelete()
{
    const QString name = selectedName();
    if (name.isEmpty())
        return;
    const ScenarioSummary* row = m_library->summary(name);
    const auto answer = QMessageBox::question(
        this, tr("Delete scenario"),
        tr("Delete %1 and its %2? Edit → Undo delete brings it back during this session.").arg(name, ScenarioListModel::versionCount(row ? row->versions : 1)),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer == QMessageBox::Yes)
        deleteScenario(name);
}

void ScenarioBrowser::libraryFailed(const QString& path, const QStringList& problems)
{
    m_noLibrary = true;
    showBanner(tr("No scenario library: %1 could not be opened. It has not been changed.").arg(path), true);
    const QString title = tr("The scenario library cannot be opened");
    m_lastMessage = title + QLatin1Char('\n') + problems.join(QLatin1Char('\n'));
    auto* box = new QMessageBox(QMessageBox::Warning, title,
                                tr("%1 is not a Token Runway scenario library, or it is damaged. The window works without a library; "
                                   "the file has not been changed, moved or deleted.")
                                    .arg(QDir::toNativeSeparators(path)),
                                QMessageBox::NoButton, this);
    box->setInformativeText(problems.join(QLatin1Char('\n')));
    QPushButton* fresh = box->addButton(tr("Start a &new library…"), QMessageBox::AcceptRole);
    box->addButton(tr("Continue &without a library"), QMessageBox::RejectRole);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    connect(box, &QMessageBox::buttonClicked, this, [this, fresh, path](QAbstractButton* button) {
        if (button == fresh)
            startNewLibrary(path);
    });
    m_lastError = box;
    box->open();
}

void ScenarioBrowser::startNewLibrary(const QString& badPath)
{
    const QString dir = QFileInfo(badPath).absolutePath();
    const QString path = QFileDialog::getSaveFileName(this, tr("Start a new scenario library"), QDir(dir).filePath(tr("token-runway-new.sqlite")),
                                                      tr("Scenario libraries (*.sqlite);;All files (*)"), nullptr, QFileDialog::DontConfirmOverwrite);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).absoluteFilePath() == QFileInfo(badPath).absoluteFilePath()) {
        showError(tr("The new library was not started"), {tr("%1 is the file that could not be opened; choose another path.").arg(path)});
        return;
    }
    if (m_library->open(path))
        say(tr("Using the scenario library %1.").arg(path));
}

} // namespace runway
