#pragma once
// The window's one error dialog: what failed, and every problem in it.

#include <QStringList>

class QMessageBox;
class QWidget;

namespace runway {

/// Opens a warning titled `title` over `parent` that lists `problems` (the first twelve, all of
/// them under "Show details…" when there are more): window-modal but not blocking, deleted
/// when closed. Returns the dialog (tests close it).
QMessageBox* showErrorDialog(QWidget* parent, const QString& title, const QStringList& problems);

} // namespace runway
