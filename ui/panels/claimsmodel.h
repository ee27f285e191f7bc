#pragma once
// The Claims tab's table: one row per audited claim (source, claim, claimed, computed,
// verdict). The verdict cell carries an icon, a word and a colour, so it reads without colour.

#include <vector>

#include <QAbstractTableModel>
#include <QIcon>

#include "core/claims/claimaudit.h"

namespace runway {

class ClaimsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { SourceColumn, ClaimColumn, ClaimedColumn, ComputedColumn, VerdictColumn, ColumnCount };
    /// The claim's id (a QString) on every cell; the verdict's name ("off") on the verdict cell.
    enum Role { ClaimIdRole = Qt::UserRole + 1, VerdictRole };

    explicit ClaimsModel(QObject* parent = nullptr);

    /// New audit results. Same rows as before: the cells change in place, so a view keeps its
    /// selection; otherwise the model resets.
    void setResults(const ClaimCatalogue* catalogue, std::vector<ClaimResult> results);
    const std::vector<ClaimResult>& results() const { return m_results; }
    const ClaimResult* result(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// The verdict as a word: "consistent", "off — 100× too low", "holds", "fails".
    static QString verdictText(const ClaimResult& r);
    /// Green for a true claim, red for a false one, grey without a value.
    static QColor verdictColor(Verdict v);
    /// A drawn tick, cross or question mark in the verdict's colour.
    static QIcon verdictIcon(Verdict v);

private:
    const ClaimCatalogue* m_catalogue = nullptr;
    std::vector<ClaimResult> m_results;
    QIcon m_trueIcon;
    QIcon m_falseIcon;
    QIcon m_unknownIcon;
};

} // namespace runway
