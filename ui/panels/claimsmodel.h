#pragma once
// The Claims tab's table: one row per audited claim (source, claim, claimed, computed,
// verdict, odds). The verdict cell carries an icon, a word and a colour, so it reads without
// colour; an internal claim reads "consistent (internal)". The odds cell is p_holds, delivered
// later than the rest (claimsodds.h computes it off the UI thread).

#include <optional>
#include <vector>

#include <QAbstractTableModel>
#include <QIcon>

#include "core/claims/claimaudit.h"
#include "core/claims/claimodds.h"

namespace runway {

class ClaimsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { SourceColumn, ClaimColumn, ClaimedColumn, ComputedColumn, VerdictColumn, OddsColumn, ColumnCount };
    /// The claim's id (a QString) on every cell; the verdict's name ("off") on the verdict cell;
    /// the basis ("internal", "independent") on every cell; p_holds (a double, or invalid) on the odds cell.
    enum Role { ClaimIdRole = Qt::UserRole + 1, VerdictRole, BasisRole, OddsRole };

    explicit ClaimsModel(QObject* parent = nullptr);

    /// New audit results. Same rows as before: the cells change in place, so a view keeps its
    /// selection; otherwise the model resets. The odds shown so far become stale (greyed) until
    /// setOdds() brings those of the new results.
    void setResults(const ClaimCatalogue* catalogue, std::vector<ClaimResult> results);
    /// The scenario changed and new results are on their way (ClaimsOddsRunner): the odds shown
    /// so far become stale (greyed) at once.
    void markStale();
    /// The odds of the current results, one per row.
    void setOdds(std::vector<ClaimOdds> odds);
    /// Every cell and header again, in the language now installed (the texts are translated when asked).
    void retranslate();
    const std::vector<ClaimResult>& results() const { return m_results; }
    const ClaimResult* result(int row) const;
    /// The row's odds, or nullptr before the first odds arrive.
    const ClaimOdds* odds(int row) const;
    /// Whether the odds shown belong to an earlier scenario (new ones are being computed).
    bool oddsStale() const { return m_oddsStale; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// The verdict as words: "consistent", "consistent (internal)", "off — 100× too low",
    /// "fails — 3.5× above the range", "holds".
    static QString verdictText(const ClaimResult& r);
    /// p_holds as a cell: "31 %", "—" (nothing moves the claim), "…" (not computed yet).
    static QString oddsText(const ClaimOdds* odds);
    /// What the odds cell means, for its tooltip.
    static QString oddsToolTip(const ClaimOdds* odds, bool stale);
    /// "A's figure is exactly what a 1T quota instead of 100T gives: a units slip …", one per
    /// matching reading (empty when none matches).
    static QStringList matchSentences(const ClaimResult& r);
    /// Green for a true claim, red for a false one, grey without a value.
    static QColor verdictColor(Verdict v);
    /// A drawn tick, cross or question mark in the verdict's colour.
    static QIcon verdictIcon(Verdict v);

private:
    const ClaimCatalogue* m_catalogue = nullptr;
    std::vector<ClaimResult> m_results;
    std::vector<ClaimOdds> m_odds;
    bool m_oddsStale = false;
    QIcon m_trueIcon;
    QIcon m_falseIcon;
    QIcon m_unknownIcon;
};

} // namespace runway
