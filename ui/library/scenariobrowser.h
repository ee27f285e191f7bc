#pragma once
// The "Scenarios" dock: the library's scenarios with a search box, and the actions on them
// (save, save as, rename, duplicate, delete with undo, history, compare). Each dialog-driven
// action has a dialog-free twin for tests; every refusal shows the store's message.
//
// The list, its model, the actions, the undo stack and the banner's message are made with the
// browser; its widgets (banner, search box, list view, buttons) can wait for ensureView()
// (View::Later: the program's window makes them when the dock first comes into sight, or once its
// first frame is painted; the dock is usually a tab behind the parameters).

#include <vector>

#include <QMessageBox>
#include <QPointer>
#include <QWidget>

class QAction;
class QLabel;
class QLineEdit;
class QTreeView;
class QUndoStack;
class QFrame;

namespace runway {

class HistoryDialog;
class LibraryService;
class ScenarioDocument;
class ScenarioFilterModel;
class ScenarioListModel;

class ScenarioBrowser : public QWidget {
    Q_OBJECT
public:
    static constexpr int kMaxCompared = 4;
    /// When the widgets are made: with the browser, or by ensureView() (or an accessor that needs them).
    enum class View { Now, Later };

    ScenarioBrowser(LibraryService* library, ScenarioDocument* doc, QWidget* parent = nullptr, View view = View::Now);

    QAction* saveAction() const { return m_save; }
    QAction* saveAsAction() const { return m_saveAs; }
    QUndoStack* undoStack() const { return m_undo; }
    /// Makes the widgets if they wait (View::Later); they show the list's state and the banner.
    void ensureView();
    bool hasView() const { return m_list != nullptr; }
    /// The search box and the list view (made first if they wait).
    QLineEdit* searchBox();
    QTreeView* listView();
    ScenarioListModel* listModel() const { return m_model; }
    ScenarioFilterModel* filterModel() const { return m_filter; }
    /// The names the list shows now (after the search filter).
    QStringList visibleNames() const;
    /// The library scenario the working scenario came from (or was last saved as).
    QString currentName() const { return m_current; }
    void setCurrentName(const QString& name);

    /// Dialog-free actions; each returns false and shows the reason when refused.
    bool openScenario(const QString& name);
    bool saveCurrent(const QString& note = {});
    bool saveCurrentAs(const QString& name, const QString& note = {});
    bool renameScenario(const QString& from, const QString& to);
    bool duplicateScenario(const QString& from, const QString& to);
    bool deleteScenario(const QString& name);
    /// Ticks (or unticks) a scenario for comparison; at most kMaxCompared.
    bool setCompared(const QString& name, bool on);
    /// The ticked names; the scenarios and their results are the document's comparisons().
    QStringList comparedNames() const;
    HistoryDialog* showHistory(const QString& name);

    /// A dismissible banner over the list (read-only library, recovered draft, no library).
    void showBanner(const QString& text, bool warning);
    QString bannerText() const;
    /// The last error dialog (window-modal, non-blocking) and the last status message.
    // cppcheck-suppress CastIntegerToAddressAtReturn ; a pointer member, not an integer (QMessageBox is only forward-declared here)
    QMessageBox* lastError() const { return m_lastError; }
    QString lastMessage() const { return m_lastMessage; }

signals:
    void message(const QString& text);
    /// currentName() changed (a scenario opened, saved under a name, renamed).
    void currentNameChanged(const QString& name);
    /// "Compare" was clicked: the window shows its Compare view.
    void compareRequested();

private:
    void createActions();
    void createView();
    /// The banner's widgets show its message (or hide).
    void updateBanner();
    void libraryOpened();
    void libraryFailed(const QString& path, const QStringList& problems);
    void refreshList();
    void updateActions();
    void updateComparisons();
    QString selectedName() const;
    bool selectedIsPreset() const;
    void say(const QString& text);
    void showError(const QString& title, const QStringList& problems);
    bool refuseReadOnly(const QString& title);
    /// Asks for a name (and optionally a note); empty when cancelled.
    QString askName(const QString& title, const QString& label, const QString& suggestion, QString* note);
    void askSave();
    void askSaveAs(const QString& why = {});
    void askRename();
    void askDuplicate();
    void askDelete();
    void startNewLibrary(const QString& badPath);

    LibraryService* m_library;
    ScenarioDocument* m_doc;
    ScenarioListModel* m_model;
    ScenarioFilterModel* m_filter;
    QUndoStack* m_undo;
    QFrame* m_banner = nullptr;
    QLabel* m_bannerText = nullptr;
    QLineEdit* m_search = nullptr;
    QTreeView* m_list = nullptr;
    /// The banner's message, whether it is shown and whether it says that no library opened.
    QString m_bannerMessage;
    bool m_bannerWarning = false;
    bool m_bannerShown = false;
    bool m_noLibrary = false;
    QAction* m_open = nullptr;
    QAction* m_save = nullptr;
    QAction* m_saveAs = nullptr;
    QAction* m_rename = nullptr;
    QAction* m_duplicate = nullptr;
    QAction* m_delete = nullptr;
    QAction* m_history = nullptr;
    QAction* m_compare = nullptr;
    QPointer<QMessageBox> m_lastError;
    /// The names the document compared when this browser was made (a language switch): ticked again
    /// once the library lists them, and kept compared until then.
    QStringList m_restoreCompared;
    QString m_current;
    QString m_lastMessage;
};

} // namespace runway
