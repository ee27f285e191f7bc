#pragma once
// Help → Keyboard shortcuts: every key the window answers, listed from its own actions (so the
// list cannot fall behind the menus), and the keys the controls themselves take.

#include <QDialog>

class QMainWindow;
class QTableWidget;

namespace runway {

class ShortcutsDialog : public QDialog {
    Q_OBJECT
public:
    explicit ShortcutsDialog(QMainWindow* window);
    /// Opens the list for `window` (one at a time: a second call raises the open one).
    static void show(QMainWindow* window);
    /// The rows as "where › what<TAB>keys", in menu order (the tests read it).
    QStringList rows() const;

private:
    QTableWidget* m_table;
};

} // namespace runway
