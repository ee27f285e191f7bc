#include "ui/library/scenariolist.h"

#include <limits>

#include <QApplication>
#include <QDateTime>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QSet>

#include "core/scenario/presets.h"
#include "ui/format/displayformat.h"
#include "ui/format/messagetext.h"

namespace runway {

ScenarioListModel::ScenarioListModel(QObject* parent)
    : QStandardItemModel(0, ColumnCount, parent)
{
    setHorizontalHeaderLabels({tr("Scenario"), tr("Runway"), tr("Saved")});
}

QString ScenarioListModel::versionCount(int n)
{
    return n == 1 ? tr("1 version") : tr("%1 versions").arg(n);
}

QString ScenarioListModel::detailText(const ScenarioSummary& row)
{
    const QDateTime when = QDateTime::fromString(QString::fromStdString(row.updated), Qt::ISODateWithMs).toLocalTime();
    const QString date = when.isValid() ? display::dateTime(when) : QString::fromStdString(row.updated);
    const QString versions = versionCount(row.versions);
    if (row.preset)
        return tr("preset, read-only · %1").arg(versions);
    return tr("%1 · updated %2").arg(versions, date);
}

void ScenarioListModel::setSummaries(const std::vector<ScenarioSummary>& rows, const std::map<std::string, Runway>& runways)
{
    const QStringList ticked = checkedNames();
    const QSet<QString> keep(ticked.begin(), ticked.end());
    removeRows(0, rowCount()); // the columns (and the view's sizing of them) stay
    if (rows.empty())
        return; // (a library not open yet: the window's start draws no icon for it)
    const QIcon lock = lockIcon(QApplication::palette().color(QPalette::Text));
    QPixmap empty(32, 32);
    empty.fill(Qt::transparent);
    const QIcon blank(empty); // keeps every name in the same column
    for (const auto& row : rows) {
        const QString name = QString::fromStdString(row.name);
        // A preset is stored under core's English name; it is shown in the window's language.
        const Preset* preset = row.preset ? findPreset(row.presetId) : nullptr;
        const QString shown = preset && preset->name == row.name ? display::text(preset->nameText) : name;
        auto* item = new QStandardItem(shown);
        item->setData(name, NameRole);
        item->setData(row.preset, PresetRole);
        item->setData(detailText(row), DetailRole);
        item->setEditable(false);
        item->setCheckable(true);
        item->setCheckState(keep.contains(name) ? Qt::Checked : Qt::Unchecked);
        item->setIcon(row.preset ? lock : blank);
        item->setToolTip(row.preset ? tr("%1 is a preset: it cannot be changed, saving it makes a copy. Tick it to compare.").arg(shown)
                                    : tr("Double-click to open %1; tick it to compare.").arg(name));
        item->setData(shown.toLower(), SortRole);
        // The runway and the date saved, each sorted by its value: months, and the ISO time.
        auto* runway = new QStandardItem;
        if (const auto it = runways.find(row.name); it != runways.end()) {
            runway->setText(it->second.text);
            runway->setData(it->second.months, SortRole);
        } else {
            runway->setData(std::numeric_limits<double>::infinity(), SortRole);
        }
        const QDateTime when = QDateTime::fromString(QString::fromStdString(row.updated), Qt::ISODateWithMs).toLocalTime();
        // The day in the column (the dock is narrow), the minute in its tooltip.
        auto* saved = new QStandardItem(when.isValid() ? when.date().toString(Qt::ISODate) : QString::fromStdString(row.updated));
        saved->setToolTip(when.isValid() ? display::dateTime(when) : QString());
        saved->setData(QString::fromStdString(row.updated), SortRole);
        for (QStandardItem* cell : {runway, saved}) {
            cell->setEditable(false);
            cell->setData(name, NameRole);
            cell->setData(row.preset, PresetRole);
            cell->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        }
        appendRow({item, runway, saved});
    }
}

QStringList ScenarioListModel::checkedNames() const
{
    QStringList names;
    for (int r = 0; r < rowCount(); ++r)
        if (item(r)->checkState() == Qt::Checked)
            names << item(r)->data(NameRole).toString();
    return names;
}

void ScenarioListModel::setChecked(const QString& name, bool checked)
{
    const int r = rowOf(name);
    if (r >= 0)
        item(r)->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
}

int ScenarioListModel::rowOf(const QString& name) const
{
    for (int r = 0; r < rowCount(); ++r)
        if (item(r)->data(NameRole).toString() == name)
            return r;
    return -1;
}

QIcon ScenarioListModel::lockIcon(const QColor& color)
{
    QPixmap pixmap(32, 32);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(color, 3.5));
    p.setBrush(Qt::NoBrush);
    QPainterPath shackle;
    shackle.moveTo(10, 16);
    shackle.lineTo(10, 10);
    shackle.arcTo(10, 3, 12, 14, 180, -180);
    shackle.lineTo(22, 16);
    p.drawPath(shackle);
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    p.drawRoundedRect(QRectF(6, 15, 20, 14), 3, 3);
    return QIcon(pixmap);
}

ScenarioFilterModel::ScenarioFilterModel(QObject* parent)
    : QSortFilterProxyModel(parent)
{
    setFilterRole(Qt::DisplayRole); // the name as shown: a preset's in the window's language
    setFilterCaseSensitivity(Qt::CaseInsensitive);
    setFilterKeyColumn(ScenarioListModel::NameColumn);
    setSortRole(ScenarioListModel::SortRole);
}

QSize ScenarioItemDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    const int lines = option.fontMetrics.height() * 2 + 10;
    return {size.width(), std::max(size.height(), lines)};
}

void ScenarioItemDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString detail = index.data(ScenarioListModel::DetailRole).toString();
    opt.text.clear();
    const bool selected = opt.state & QStyle::State_Selected;
    const QColor text = opt.palette.color(selected ? QPalette::HighlightedText : QPalette::Text);
    // The lock drawn in the text's colour as it is painted, so it follows a theme switch (issue 27).
    if (index.data(ScenarioListModel::PresetRole).toBool())
        opt.icon = ScenarioListModel::lockIcon(text);
    QStyle* style = opt.widget ? opt.widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);

    const QRect textRect = style->subElementRect(QStyle::SE_ItemViewItemText, &opt, opt.widget).adjusted(4, 0, -4, 0);
    QColor muted = text;
    muted.setAlphaF(0.62f);
    const int lineHeight = opt.fontMetrics.height();
    const int top = textRect.top() + (textRect.height() - 2 * lineHeight) / 2;

    painter->save();
    QFont nameFont = opt.font;
    nameFont.setWeight(QFont::DemiBold);
    painter->setFont(nameFont);
    painter->setPen(text);
    const QRect nameRect(textRect.left(), top, textRect.width(), lineHeight);
    painter->drawText(nameRect, Qt::AlignLeft | Qt::AlignVCenter,
                      QFontMetrics(nameFont).elidedText(index.data(Qt::DisplayRole).toString(), Qt::ElideRight, nameRect.width()));
    QFont small = opt.font;
    small.setPointSizeF(opt.font.pointSizeF() * 0.88);
    painter->setFont(small);
    painter->setPen(muted);
    const QRect detailRect(textRect.left(), top + lineHeight, textRect.width(), lineHeight);
    painter->drawText(detailRect, Qt::AlignLeft | Qt::AlignVCenter, QFontMetrics(small).elidedText(detail, Qt::ElideRight, detailRect.width()));
    painter->restore();
}

} // namespace runway
