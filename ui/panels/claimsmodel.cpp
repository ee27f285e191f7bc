#include "ui/panels/claimsmodel.h"

#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

#include "ui/format/displayformat.h"
#include "ui/format/messagetext.h"

namespace runway {
namespace {

// One icon size drawn in vector strokes: a filled disc and a white mark.
QPixmap drawMark(Verdict v, int size)
{
    QPixmap pixmap(size, size);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    const double s = size;
    p.setPen(Qt::NoPen);
    p.setBrush(ClaimsModel::verdictColor(v));
    p.drawEllipse(QRectF(0.5, 0.5, s - 1, s - 1));
    QPen pen(Qt::white, s * 0.14, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    p.setPen(pen);
    p.setBrush(Qt::NoBrush);
    if (verdictIsTrue(v)) {
        QPainterPath tick;
        tick.moveTo(s * 0.27, s * 0.52);
        tick.lineTo(s * 0.44, s * 0.69);
        tick.lineTo(s * 0.74, s * 0.34);
        p.drawPath(tick);
    } else if (v == Verdict::Off || v == Verdict::Fails) {
        p.drawLine(QPointF(s * 0.32, s * 0.32), QPointF(s * 0.68, s * 0.68));
        p.drawLine(QPointF(s * 0.68, s * 0.32), QPointF(s * 0.32, s * 0.68));
    } else {
        QFont font;
        font.setPixelSize(static_cast<int>(s * 0.7));
        font.setBold(true);
        p.setFont(font);
        p.drawText(QRectF(0, 0, s, s), Qt::AlignCenter, QStringLiteral("?"));
    }
    return pixmap;
}

QString joinedIds(const Claim& c)
{
    QStringList ids;
    for (const auto& id : c.sources)
        ids << display::fromUtf8(id);
    return ids.join(QStringLiteral(", "));
}

QString sourceTitles(const ClaimCatalogue& catalogue, const Claim& c)
{
    QStringList titles;
    for (const auto& id : c.sources)
        if (const ClaimSource* s = catalogue.findSource(id))
            titles << display::text(s->title);
    return titles.join(QStringLiteral("; "));
}

} // namespace

ClaimsModel::ClaimsModel(QObject* parent)
    : QAbstractTableModel(parent)
    , m_trueIcon(verdictIcon(Verdict::Holds))
    , m_falseIcon(verdictIcon(Verdict::Fails))
    , m_unknownIcon(verdictIcon(Verdict::Undetermined))
{
}

void ClaimsModel::setResults(const ClaimCatalogue* catalogue, std::vector<ClaimResult> results)
{
    const bool sameRows = catalogue == m_catalogue && results.size() == m_results.size();
    if (!sameRows)
        beginResetModel();
    m_catalogue = catalogue;
    m_results = std::move(results);
    m_oddsStale = !m_odds.empty();
    if (!sameRows) {
        m_odds.clear();
        m_oddsStale = false;
        endResetModel();
    } else if (!m_results.empty()) {
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    }
}

void ClaimsModel::markStale()
{
    if (m_odds.empty() || m_oddsStale)
        return;
    m_oddsStale = true;
    emit dataChanged(index(0, OddsColumn), index(rowCount() - 1, OddsColumn));
}

void ClaimsModel::setOdds(std::vector<ClaimOdds> odds)
{
    if (odds.size() != m_results.size())
        return; // odds of another catalogue: the next request brings the right ones
    m_odds = std::move(odds);
    m_oddsStale = false;
    if (!m_results.empty())
        emit dataChanged(index(0, OddsColumn), index(rowCount() - 1, OddsColumn));
}

void ClaimsModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_results.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

const ClaimResult* ClaimsModel::result(int row) const
{
    if (row < 0 || row >= rowCount())
        return nullptr;
    return &m_results[static_cast<std::size_t>(row)];
}

const ClaimOdds* ClaimsModel::odds(int row) const
{
    if (row < 0 || static_cast<std::size_t>(row) >= m_odds.size())
        return nullptr;
    return &m_odds[static_cast<std::size_t>(row)];
}

int ClaimsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_results.size());
}

int ClaimsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString ClaimsModel::verdictText(const ClaimResult& r)
{
    const bool internal = r.internal();
    switch (r.verdict) {
    case Verdict::Consistent: return internal ? tr("consistent (internal)") : tr("consistent");
    case Verdict::Off:
        if (!r.ratio)
            return internal ? tr("off (internal)") : tr("off");
        return (internal ? tr("off (internal) — %1") : tr("off — %1")).arg(display::text(ratioMessage(*r.ratio, r.claim->tolerance())));
    case Verdict::Holds: return tr("holds");
    case Verdict::Fails:
        if (r.claim->kind == ClaimKind::Between && r.computed)
            return tr("fails — %1").arg(display::text(rangeMessage(*r.computed, r.claim->claimed, r.claim->claimedHigh)));
        return tr("fails");
    case Verdict::Undetermined: break;
    }
    return tr("no value");
}

QString ClaimsModel::oddsText(const ClaimOdds* odds)
{
    if (!odds)
        return QStringLiteral("…");
    if (!odds->pHolds)
        return QStringLiteral("—");
    return display::text(oddsMessage(*odds->pHolds));
}

QString ClaimsModel::oddsToolTip(const ClaimOdds* odds, bool stale)
{
    const QString what = tr("The odds: the share of %1 futures in which the claim holds. Each future is a Monte Carlo sample (seed %2) of the "
                            "claim's scenario: every uncertain input drawn from its range (the uncertainty editor), the claim computed again.")
                             .arg(QLocale().toString(kOddsSamples))
                             .arg(kOddsSeed);
    if (!odds)
        return what + QStringLiteral("\n\n") + tr("Computing the odds…");
    QString t;
    if (!odds->pHolds) {
        t = tr("No uncertain input moves this claim's figure (each was tried at both ends of its range), so its verdict is the same in every "
               "future.");
    } else {
        QStringList movers;
        for (ParamId id : odds->movers)
            movers << display::paramText(spec(id).label);
        t = tr("Holds in %1 of %2 futures. Its figure moves with: %3.")
                .arg(display::text(oddsMessage(*odds->pHolds)), QLocale().toString(odds->samples), movers.join(QStringLiteral(", ")));
    }
    t = what + QStringLiteral("\n\n") + t;
    if (stale)
        t += QStringLiteral("\n\n") + tr("These odds are for the scenario before the last change; new ones are being computed.");
    return t;
}

QStringList ClaimsModel::matchSentences(const ClaimResult& r)
{
    QStringList ids;
    for (const auto& id : r.claim->sources)
        ids << display::fromUtf8(id);
    const QString who = ids.join(QStringLiteral(", "));
    QStringList out;
    for (const ReadingResult* rr : r.matchingReadings()) {
        const QString what = display::text(rr->reading->text);
        QString sentence =
            rr->exact ? tr("%1's figure is exactly what %2 gives").arg(who, what) : tr("%1's figure is within 5 % of what %2 gives").arg(who, what);
        if (!rr->reading->why.empty())
            sentence = tr("%1: %2").arg(sentence, display::text(rr->reading->why));
        out << sentence;
    }
    return out;
}

QColor ClaimsModel::verdictColor(Verdict v)
{
    if (verdictIsTrue(v))
        return QColor(0x1b, 0x7f, 0x3b);
    if (v == Verdict::Off || v == Verdict::Fails)
        return QColor(0xb3, 0x26, 0x1e);
    return QColor(0x6b, 0x6b, 0x6b);
}

QIcon ClaimsModel::verdictIcon(Verdict v)
{
    QIcon icon;
    for (int size : {16, 24, 32, 48})
        icon.addPixmap(drawMark(v, size));
    return icon;
}

QVariant ClaimsModel::data(const QModelIndex& index, int role) const
{
    const ClaimResult* r = index.isValid() ? result(index.row()) : nullptr;
    if (!r)
        return {};
    const Claim& c = *r->claim;
    if (role == ClaimIdRole)
        return display::fromUtf8(c.id);
    if (role == BasisRole)
        return display::fromUtf8(basisName(c.basis));
    const int column = index.column();
    const ClaimOdds* rowOdds = odds(index.row());
    if (role == Qt::DisplayRole) {
        switch (column) {
        case SourceColumn: return joinedIds(c);
        case ClaimColumn: return display::text(c.claim);
        case ClaimedColumn: return display::text(claimedMessage(c));
        case ComputedColumn: return r->computed ? display::text(claimValueMessage(*r->computed, c.unit)) : tr("no value");
        case VerdictColumn: return verdictText(*r);
        case OddsColumn: return oddsText(rowOdds);
        default: return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (column) {
        case SourceColumn: return m_catalogue ? sourceTitles(*m_catalogue, c) : QVariant();
        case ClaimColumn: return display::text(c.claim);
        case VerdictColumn: {
            QStringList parts{display::text(r->note)};
            parts << matchSentences(*r);
            return parts.join(QStringLiteral("\n\n"));
        }
        case OddsColumn: return oddsToolTip(rowOdds, m_oddsStale);
        default: return {};
        }
    }
    if (role == VerdictRole && column == VerdictColumn)
        return display::fromUtf8(verdictName(r->verdict));
    if (role == OddsRole && column == OddsColumn)
        return rowOdds && rowOdds->pHolds ? QVariant(*rowOdds->pHolds) : QVariant();
    if (role == Qt::DecorationRole && column == VerdictColumn) {
        if (verdictIsTrue(r->verdict))
            return m_trueIcon;
        return r->verdict == Verdict::Undetermined ? m_unknownIcon : m_falseIcon;
    }
    if (role == Qt::ForegroundRole && column == VerdictColumn)
        return verdictColor(r->verdict);
    if (role == Qt::ForegroundRole && column == OddsColumn && (m_oddsStale || !rowOdds))
        return QColor(0x80, 0x80, 0x80);
    if (role == Qt::FontRole && (column == VerdictColumn || (column == OddsColumn && m_oddsStale))) {
        QFont font;
        font.setBold(column == VerdictColumn);
        font.setItalic(column == OddsColumn);
        return font;
    }
    if (role == Qt::TextAlignmentRole) {
        if (column == ClaimedColumn || column == ComputedColumn || column == OddsColumn)
            return (Qt::AlignRight | Qt::AlignVCenter).toInt();
        return (Qt::AlignLeft | Qt::AlignVCenter).toInt();
    }
    return {};
}

QVariant ClaimsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case VerdictColumn:
            return tr("Consistent: within 5 % of the model's figure; holds or fails: a bound or a range. \"Internal\": the inputs that decide the "
                      "claim come from its own source, so it checks the source's arithmetic, not the world.");
        case OddsColumn: return oddsToolTip(nullptr, false).section(QStringLiteral("\n\n"), 0, 0);
        default: return {};
        }
    }
    switch (section) {
    case SourceColumn: return tr("Source");
    case ClaimColumn: return tr("Claim");
    case ClaimedColumn: return tr("Claimed");
    case ComputedColumn: return tr("Computed");
    case VerdictColumn: return tr("Verdict");
    case OddsColumn: return tr("Odds");
    default: return {};
    }
}

} // namespace runway
