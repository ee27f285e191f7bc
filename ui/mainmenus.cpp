// The main window's menus and toolbar (split from mainwindow.cpp to keep each file one idea).
#include <algorithm>

#include <QAbstractScrollArea>
#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QEvent>
#include <QKeySequence>
#include <QMenuBar>
#include <QMessageBox>
#include <QToolBar>
#include <QUndoStack>

#include "core/scenario/presets.h"
#include "ui/analysis/analysisviews.h"
#include "ui/charts/dragfreeze.h"
#include "ui/dialogs/goalseekdialog.h"
#include "ui/dialogs/guidedialog.h"
#include "ui/dialogs/shortcutsdialog.h"
#include "ui/document/scenariodocument.h"
#include "ui/filecontroller.h"
#include "ui/format/messagetext.h"
#include "ui/i18n/language.h"
#include "ui/library/libraryservice.h"
#include "ui/library/scenariobrowser.h"
#include "ui/mainwindow.h"
#include "ui/panels/parameterpanel.h"
#include "ui/panels/uncertaintyeditor.h"
#include "ui/theme.h"
#include "ui/widgets/focusring.h"
#include "ui/widgets/inputguards.h"

namespace runway {

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* newAction = file->addAction(tr("&New scenario"), this, [this] {
        if (confirmDiscard())
            m_doc->replaceScenario(Scenario::model3Defaults(), tr("New scenario"), QString());
    });
    newAction->setObjectName(QStringLiteral("newScenarioAction"));
    newAction->setShortcut(QKeySequence::New);
    // Opening a file replaces the working scenario: unsaved changes are asked about first, as for a new one.
    QAction* openAction = file->addAction(tr("&Open…"), QKeySequence::Open, this, [this] {
        if (confirmDiscard())
            m_files->open();
    });
    openAction->setObjectName(QStringLiteral("openScenarioAction"));
    // Ctrl+S saves to the scenario library; without one (it could not be opened) it saves the file.
    file->addAction(tr("&Save to library"), QKeySequence::Save, this, [this] {
        if (m_library->isOpen())
            m_browser->saveAction()->trigger();
        else
            m_files->save();
    });
    file->addAction(tr("Save to library &as…"), m_browser->saveAsAction(), &QAction::trigger);
    file->addAction(tr("Save as &file…"), QKeySequence::SaveAs, m_files, &FileController::saveAs);
    file->addSeparator();
    file->addAction(tr("&Export chart…"), QKeySequence(tr("Ctrl+E")), this, [this] { m_files->exportChart(currentChart()); });
    file->addAction(tr("Export monthly series as &CSV…"), m_files, &FileController::exportMonthlyCsv);
    file->addAction(tr("Export &report…"), QKeySequence(tr("Ctrl+P")), m_files, &FileController::exportReport);
    file->addAction(m_exportComparison);
    file->setToolTipsVisible(true); // a disabled Export comparison… says why
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = m_doc->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcuts(QKeySequence::Undo);
    QAction* redo = m_doc->undoStack()->createRedoAction(this, tr("&Redo"));
    // Ctrl+Shift+Z redoes on every platform, besides the platform's own keys (Ctrl+Y on Windows).
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    if (const QKeySequence shiftZ(Qt::CTRL | Qt::SHIFT | Qt::Key_Z); !redoKeys.contains(shiftZ))
        redoKeys << shiftZ;
    redo->setShortcuts(redoKeys);
    new UndoShortcutRouter(this, undo, redo); // Ctrl+Z reaches the document's undo from a focused spin box too
    edit->addAction(undo);
    edit->addAction(redo);
    QUndoStack* deletions = m_browser->undoStack();
    QAction* undoDelete = edit->addAction(tr("Undo &delete"), deletions, &QUndoStack::undo);
    undoDelete->setObjectName(QStringLiteral("undoDeleteAction"));
    undoDelete->setEnabled(false);
    connect(deletions, &QUndoStack::canUndoChanged, undoDelete, &QAction::setEnabled);
    connect(deletions, &QUndoStack::undoTextChanged, undoDelete,
            [undoDelete](const QString& text) { undoDelete->setText(text.isEmpty() ? tr("Undo &delete") : tr("Undo %1").arg(text)); });
    edit->addSeparator();
    edit->addAction(tr("&Copy chart"), QKeySequence::Copy, this, [this] { m_files->copyChart(currentChart()); });
    edit->addAction(tr("Reset &all parameters"), m_doc, &ScenarioDocument::resetAll);

    QMenu* scenario = menuBar()->addMenu(tr("&Scenario"));
    createPresetMenu(scenario->addMenu(tr("Load &preset")));
    scenario->addSeparator();
    // Both windows are made on first use and kept (non-modal), so they remember their state.
    const auto showUncertainty = [this](std::optional<ParamId> focus) {
        auto* editor = findChild<UncertaintyEditor*>();
        if (!editor)
            editor = new UncertaintyEditor(m_doc, this);
        editor->show();
        editor->raise();
        editor->activateWindow();
        if (focus)
            editor->focusParameter(*focus);
    };
    const auto showGoalSeek = [this](std::optional<ParamId> param) {
        auto* dialog = findChild<GoalSeekDialog*>();
        if (!dialog)
            dialog = new GoalSeekDialog(m_doc, m_analysis->runner(), this);
        if (param)
            dialog->setParameter(*param);
        dialog->show();
        dialog->raise();
        dialog->activateWindow();
    };
    QAction* uncertainty = scenario->addAction(tr("&Uncertainty…"), this, [showUncertainty] { showUncertainty(std::nullopt); });
    uncertainty->setObjectName(QStringLiteral("uncertaintyAction"));
    uncertainty->setShortcut(QKeySequence(tr("Ctrl+U")));
    uncertainty->setStatusTip(tr("Which parameters are uncertain, and how: the distributions behind the fan chart and the tornado"));
    QAction* goalSeek = scenario->addAction(tr("&Goal seek…"), this, [showGoalSeek] { showGoalSeek(std::nullopt); });
    goalSeek->setObjectName(QStringLiteral("goalSeekAction"));
    goalSeek->setShortcut(QKeySequence(tr("Ctrl+G")));
    goalSeek->setStatusTip(tr("Which value of a parameter gives a target runway"));
    connect(m_panel, &ParameterPanel::uncertaintyRequested, this, [showUncertainty](ParamId id) { showUncertainty(id); });
    connect(m_panel, &ParameterPanel::goalSeekRequested, this, [showGoalSeek](ParamId id) { showGoalSeek(id); });

    QMenu* view = menuBar()->addMenu(tr("&View"));
    // Ctrl+1/2/3 bring their dock forward rather than toggle it: a dock tabbed behind another is
    // raised, not hidden (QDockWidget's own toggle action hides it, since it counts as shown).
    const auto dockAction = [this, view](QDockWidget* dock, const QString& keys) {
        QAction* toggle = dock->toggleViewAction();
        QAction* action = view->addAction(toggle->text());
        action->setObjectName(dock->objectName() + QStringLiteral("Action"));
        action->setCheckable(true);
        action->setChecked(toggle->isChecked());
        action->setShortcut(QKeySequence(keys));
        connect(toggle, &QAction::changed, action, [toggle, action] { action->setChecked(toggle->isChecked()); });
        connect(action, &QAction::triggered, this, [this, dock, toggle, action] {
            bringDock(dock);
            action->setChecked(toggle->isChecked());
        });
        addAction(action); // the keys work while the menu bar is hidden
    };
    dockAction(m_parameterDock, tr("Ctrl+1"));
    dockAction(m_mathDock, tr("Ctrl+2"));
    dockAction(m_scenarioDock, tr("Ctrl+3"));
    QAction* compare = view->addAction(tr("&Compare scenarios"), this, &MainWindow::showComparison);
    compare->setObjectName(QStringLiteral("showComparisonAction"));
    compare->setShortcut(QKeySequence(tr("Ctrl+K")));
    compare->setStatusTip(tr("The working scenario beside the scenarios ticked in the Scenarios list"));
    addAction(compare); // the key works while the menu bar is hidden (presentation mode)
    m_presentAction = view->addAction(tr("&Presentation mode"));
    m_presentAction->setCheckable(true);
    // F11 and the platform's full-screen keys, each once: F11 listed twice is an ambiguous shortcut that does nothing.
    QList<QKeySequence> presentKeys{QKeySequence(Qt::Key_F11)};
    for (const QKeySequence& key : QKeySequence::keyBindings(QKeySequence::FullScreen))
        if (!presentKeys.contains(key))
            presentKeys << key;
    m_presentAction->setShortcuts(presentKeys);
    connect(m_presentAction, &QAction::toggled, this, &MainWindow::setPresentationMode);
    createDragFreeze();
    view->addAction(m_dragFreeze->action());
    view->addSeparator();
    view->addMenu(createLanguageMenu(this, [this](const QString& choice) { switchLanguage(choice); }));
    view->addMenu(createThemeMenu(this));
    m_leavePresentation = new QAction(tr("Leave presentation mode"), this);
    m_leavePresentation->setObjectName(QStringLiteral("leavePresentationAction"));
    m_leavePresentation->setShortcut(Qt::Key_Escape);
    m_leavePresentation->setEnabled(false); // only while presenting: Esc belongs to the widgets otherwise
    connect(m_leavePresentation, &QAction::triggered, this, [this] { setPresentationMode(false); });
    // On the window itself, so the shortcuts work while the menu bar and the toolbar are hidden.
    addActions({m_leavePresentation, m_presentAction, undo, redo, m_dragFreeze->action()});
    createPresentationKeys();

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* guide = help->addAction(tr("&Guide and glossary"), this, [this] { GuideDialog::show(this); });
    guide->setObjectName(QStringLiteral("guideAction"));
    QAction* keys = help->addAction(tr("&Keyboard shortcuts"), this, [this] { ShortcutsDialog::show(this); });
    keys->setObjectName(QStringLiteral("shortcutsAction"));
    keys->setShortcuts(QKeySequence::HelpContents);
    addAction(keys);
    help->addAction(tr("&About Token Runway"), this, [this] {
        QMessageBox::about(this, tr("About Token Runway"),
                           tr("<h3>Token Runway %1</h3><p>What a free token quota costs an AI model provider, and how long its funding lasts.</p>"
                              "<p>The company pays the <b>serving cost</b> of the tokens <b>used</b>, not the <b>list value</b> of the quota "
                              "<b>offered</b>.</p><p>Licensed under the GNU GPL, version 3 or later. Charts by QCustomPlot (GPL).</p>")
                               .arg(QApplication::applicationVersion()));
    });

    QToolBar* bar = addToolBar(tr("Main"));
    m_toolBar = bar;
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->setMovable(false);
    bar->addAction(undo);
    bar->addAction(redo);
    bar->addSeparator();
    bar->addAction(m_presentAction);
}

namespace {

/// The presets' names and descriptions are core's messages: written in the window's language, and
/// again when the language changes.
class PresetMenuTexts : public QObject {
public:
    explicit PresetMenuTexts(QMenu* menu)
        : QObject(menu)
        , m_menu(menu)
    {
        menu->installEventFilter(this);
        apply();
    }
    void apply()
    {
        const QList<QAction*> actions = m_menu->actions();
        const auto& all = presets();
        for (qsizetype i = 0; i < actions.size() && i < static_cast<qsizetype>(all.size()); ++i) {
            const Preset& p = all[static_cast<std::size_t>(i)];
            const QString description = display::text(p.descriptionText);
            actions[i]->setText(display::text(p.nameText));
            actions[i]->setToolTip(description);
            actions[i]->setStatusTip(description);
        }
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (watched == m_menu && event->type() == QEvent::LanguageChange)
            apply();
        return QObject::eventFilter(watched, event);
    }

private:
    QMenu* m_menu;
};

} // namespace

void MainWindow::bringDock(QDockWidget* dock)
{
    const bool inFront = isSeen(dock) && dock->isAncestorOf(QApplication::focusWidget());
    if (inFront) {
        dock->hide(); // the focus moves on with it (Qt gives it to the next widget in the chain)
        return;
    }
    dock->show();
    dock->raise(); // the tab of a dock tabified with others
    if (dock->isFloating())
        dock->activateWindow();
    // The keyboard goes to the dock's first control that takes Tab and can be seen.
    // (A control before the scroll area that holds it: the arrow keys then move a value, not the panel.)
    const QList<QWidget*> parts = dock->widget()->findChildren<QWidget*>();
    const auto takesKeys = [](QWidget* w) { return (w->focusPolicy() & Qt::TabFocus) && w->isEnabled() && isSeen(w); };
    auto first = std::find_if(parts.begin(), parts.end(), [&](QWidget* w) { return takesKeys(w) && !qobject_cast<QAbstractScrollArea*>(w); });
    if (first == parts.end())
        first = std::find_if(parts.begin(), parts.end(), takesKeys);
    (first != parts.end() ? *first : dock->widget())->setFocus(Qt::ShortcutFocusReason);
}

void MainWindow::createPresetMenu(QMenu* menu)
{
    menu->setObjectName(QStringLiteral("presetMenu"));
    for (const Preset& p : presets()) {
        QAction* a = menu->addAction(QString());
        a->setData(QString::fromStdString(p.id));
        const Scenario scenario = p.scenario;
        connect(a, &QAction::triggered, this, [this, scenario, a] { m_doc->replaceScenario(scenario, tr("Load preset %1").arg(a->text())); });
    }
    new PresetMenuTexts(menu);
    menu->setToolTipsVisible(true);
}

} // namespace runway
