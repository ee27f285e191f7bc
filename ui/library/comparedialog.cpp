#include "ui/library/comparedialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QTableWidget>
#include <QVBoxLayout>

#include "ui/format/displayformat.h"

namespace runway {

namespace {
QIcon swatch(const QColor& color)
{
    QPixmap pixmap(14, 14);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    p.drawRoundedRect(QRectF(1, 1, 12, 12), 3, 3);
    return QIcon(pixmap);
}
} // namespace

CompareDialog::CompareDialog(QWidget* parent)
    : QDialog(parent)
    , m_table(new QTableWidget(this))
    , m_hint(new QLabel(this))
{
    setObjectName(QStringLiteral("compareDialog"));
    setWindowTitle(tr("Compare scenarios"));
    auto* layout = new QVBoxLayout(this);
    m_hint->setWordWrap(true);
    m_hint->setText(tr("Tick up to four scenarios in the Scenarios list: their cash paths are drawn on the Runway chart and their metrics are compared here."));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 12);
    m_table->setWordWrap(false);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_hint);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resize(820, 24 + (fontMetrics().height() + 12) * 11 + 60);
    setScenarios({});
}

QStringList CompareDialog::rowCaptions()
{
    return {tr("Runway"),
            tr("Cash runs out on"),
            tr("Net burn, first month"),
            tr("Free tier: what it costs, day 0"),
            tr("Free tier: its list value, day 0"),
            tr("Accelerators needed"),
            tr("Break-even conversion"),
            tr("Break-even price"),
            tr("Free tier pays for itself")};
}

void CompareDialog::setScenarios(const std::vector<ComparedScenario>& scenarios)
{
    using namespace display;
    const QStringList captions = rowCaptions();
    m_table->clear();
    m_table->setRowCount(static_cast<int>(captions.size()));
    m_table->setColumnCount(static_cast<int>(scenarios.size()));
    m_table->setVerticalHeaderLabels(captions);
    const QString none = tr("never");
    for (int c = 0; c < static_cast<int>(scenarios.size()); ++c) {
        const ComparedScenario& compared = scenarios[static_cast<std::size_t>(c)];
        const Scenario& s = compared.scenario;
        const Metrics& m = compared.result.metrics;
        auto* header = new QTableWidgetItem(swatch(compared.color), compared.name);
        m_table->setHorizontalHeaderItem(c, header);
        const QStringList cells = {
            m.runwayMonths ? months(*m.runwayMonths) : tr("beyond %1 months").arg(s.horizonMonths()),
            m.runwayDays ? date(s.startDate.plusDays(*m.runwayDays)) : tr("not within the horizon"),
            tr("%1 / month").arg(money(m.firstMonthNetBurnUsd)),
            tr("%1 / day").arg(money(m.day0.freeTierCostUsd)),
            tr("%1 / day").arg(money(m.day0.freeTierListValueUsd)),
            QLocale().toString(m.chipsNeeded, 'f', 0),
            m.breakEvenConversionPct ? percent(*m.breakEvenConversionPct) : none,
            m.breakEvenPriceUsdPerMtok ? tr("%1 per 1M tokens").arg(money(*m.breakEvenPriceUsdPerMtok)) : none,
            m.programBreakEvenConversionPct ? tr("at %1 conversion").arg(percent(*m.programBreakEvenConversionPct, 1)) : tr("never (price below cost)"),
        };
        for (int r = 0; r < cells.size(); ++r) {
            auto* item = new QTableWidgetItem(cells[r]);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(r, c, item);
        }
    }
    m_hint->setVisible(scenarios.empty());
}

} // namespace runway
