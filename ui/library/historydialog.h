#pragma once
// A scenario's history: every saved version (created, note), what changed between two
// versions parameter by parameter (old → new, from core's diff), and "Restore as newest".

#include <QDialog>

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;
class QTreeWidget;

namespace runway {

class LibraryService;

class HistoryDialog : public QDialog {
    Q_OBJECT
public:
    HistoryDialog(LibraryService* library, const QString& name, QWidget* parent = nullptr);

    QTreeWidget* versions() const { return m_versions; }
    QTableWidget* changes() const { return m_changes; }
    /// Shows the changes from version `from` to version `to`.
    void compareVersions(int from, int to);
    /// Saves version `version` again as the newest; false (and a message) when refused.
    bool restoreVersion(int version);
    /// The last refusal or problem shown, or empty.
    QString lastMessage() const;

signals:
    /// A version was restored; the browser reloads and may open it.
    void restored(const QString& name);

private:
    void reload();
    void selectionChanged();
    void showMessage(const QString& text, bool problem);

    LibraryService* m_library;
    QString m_name;
    QTreeWidget* m_versions;
    QComboBox* m_from;
    QComboBox* m_to;
    QTableWidget* m_changes;
    QLabel* m_message;
    QPushButton* m_restore;
};

} // namespace runway
