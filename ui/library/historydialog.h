#pragma once
// A scenario's history: every saved version (created, note), what changed between two
// versions parameter by parameter (old → new, from core's diff) with what the change did to the
// runway ("runway 17.5 months → 21.6 months (+4.1 months)", as `scenarios history` says), and
// "Restore as newest".

#include <QDialog>

#include "core/model/model.h"
#include "core/scenario/scenariodiff.h"

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;
class QTreeWidget;

namespace runway {

class ComparisonSet;
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
    /// What the shown change did to the runway ("runway 17.5 months → 21.6 months (+4.1 months)"),
    /// or empty when nothing changed.
    QString runwayEffectText() const;

    /// A changed parameter's name in words ("Price", "Uncertainty of Conversion").
    static QString changeLabel(const std::string& key);
    /// A changed value in words and units ("$40M"), from `s` (the side's scenario) when it is a
    /// plain number; otherwise core's own reading ("derived", a funding list).
    static QString changeValue(const ParamChange& c, const Scenario* s, bool after);

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
    QLabel* m_effect;
    ComparisonSet* m_runways; ///< the two shown versions, simulated (views never run the model)
    QPushButton* m_restore;
};

} // namespace runway
