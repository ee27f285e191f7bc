#pragma once
// The browser's list: one row per library scenario (name, preset lock, versions, last
// update), tickable for "compare", filtered as the search box is typed into; with columns for the
// runway and the date saved, each sortable by its value (issue 27).

#include <map>
#include <string>
#include <vector>

#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QStyledItemDelegate>

#include "core/store/scenariostore.h"

namespace runway {

class ScenarioListModel : public QStandardItemModel {
    Q_OBJECT
public:
    enum Role { NameRole = Qt::UserRole + 1, PresetRole, DetailRole, SortRole };
    enum Column { NameColumn, RunwayColumn, SavedColumn, ColumnCount };
    explicit ScenarioListModel(QObject* parent = nullptr);

    /// A scenario's runway for its column: the months it sorts by (runway_months_capped) and the text shown.
    struct Runway {
        double months = 0;
        QString text;
    };
    /// Rebuilds the rows; ticks on names still present are kept. `runways` holds each row's runway
    /// (by the row's name); a row without one shows none and sorts last.
    void setSummaries(const std::vector<ScenarioSummary>& rows, const std::map<std::string, Runway>& runways = {});
    QStringList checkedNames() const;
    void setChecked(const QString& name, bool checked);
    int rowOf(const QString& name) const;

    /// A small padlock drawn in the palette's text colour (no icon theme needed).
    static QIcon lockIcon(const QColor& color);
    /// "3 versions · updated 1 Dec 2026 09:12"
    static QString detailText(const ScenarioSummary& row);
    /// "1 version", "3 versions"
    static QString versionCount(int n);
};

/// Case-insensitive filter on the name only; sorts each column by its value (SortRole).
class ScenarioFilterModel : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit ScenarioFilterModel(QObject* parent = nullptr);
};

/// Two lines per row: the name (with the lock for presets), then the details in a smaller, muted font.
class ScenarioItemDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
};

} // namespace runway
