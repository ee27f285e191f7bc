#include "ui/panels/claimsmodel.h"

#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

#include "ui/format/displayformat.h"

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
    if (!sameRows)
        endResetModel();
    else if (!m_results.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

const ClaimResult* ClaimsModel::result(int row) const
{
    if (row < 0 || row >= rowCount())
        return nullptr;
    return &m_results[static_cast<std::size_t>(row)];
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
    switch (r.verdict) {
    case Verdict::Consistent: return tr("consistent");
    case Verdict::Off: return r.ratio ? tr("off — %1").arg(display::fromUtf8(ratioText(*r.ratio))) : tr("off");
    case Verdict::Holds: return tr("holds");
    case Verdict::Fails: return tr("fails");
    case Verdict::Undetermined: break;
    }
    return tr("no value");
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
    const int column = index.column();
    if (role == Qt::DisplayRole) {
        switch (column) {
        case SourceColumn: return joinedIds(c);
        case ClaimColumn: return display::fromUtf8(c.claim);
        case ClaimedColumn: return display::fromUtf8(formatClaimValue(c.claimed, c.unit));
        case ComputedColumn: return r->computed ? display::fromUtf8(formatClaimValue(*r->computed, c.unit)) : tr("no value");
        case VerdictColumn: return verdictText(*r);
        default: return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (column) {
        case SourceColumn: return m_catalogue ? display::fromUtf8(m_catalogue->sourceTitles(c)) : QVariant();
        case ClaimColumn: return display::fromUtf8(c.claim);
        case VerdictColumn: return display::fromUtf8(r->note);
        default: return {};
        }
    }
    if (role == VerdictRole && column == VerdictColumn)
        return display::fromUtf8(verdictName(r->verdict));
    if (role == Qt::DecorationRole && column == VerdictColumn) {
        if (verdictIsTrue(r->verdict))
            return m_trueIcon;
        return r->verdict == Verdict::Undetermined ? m_unknownIcon : m_falseIcon;
    }
    if (role == Qt::ForegroundRole && column == VerdictColumn)
        return verdictColor(r->verdict);
    if (role == Qt::FontRole && column == VerdictColumn) {
        QFont font;
        font.setBold(true);
        return font;
    }
    if (role == Qt::TextAlignmentRole) {
        if (column == ClaimedColumn || column == ComputedColumn)
            return (Qt::AlignRight | Qt::AlignVCenter).toInt();
        return (Qt::AlignLeft | Qt::AlignVCenter).toInt();
    }
    return {};
}

QVariant ClaimsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case SourceColumn: return tr("Source");
    case ClaimColumn: return tr("Claim");
    case ClaimedColumn: return tr("Claimed");
    case ComputedColumn: return tr("Computed");
    case VerdictColumn: return tr("Verdict");
    default: return {};
    }
}

} // namespace runway
