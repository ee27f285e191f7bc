#include "ui/library/comparedialog.h"

#include <cmath>

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QTableWidget>
#include <QVBoxLayout>

#include "core/scenario/scenariodiff.h"
#include "ui/format/displayformat.h"
#include "ui/format/messagetext.h"
#include "ui/library/historydialog.h"

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

constexpr int kModelRow = 0; // rowCaptions()' first row

/// The metric cells of one column, in rowCaptions() order from "Runway" on.
QStringList metricCells(const Scenario& s, const Metrics& m)
{
    using namespace display;
    const QString none = CompareDialog::tr("never");
    return {
        m.runwayMonths ? months(*m.runwayMonths) : CompareDialog::tr("beyond %1 months").arg(s.horizonMonths()),
        m.runwayDays ? date(s.startDate.plusDays(*m.runwayDays)) : CompareDialog::tr("not within the horizon"),
        text(burnSplit(m)), // "$31.1M / month recurring + $159.5M of accelerators on day 0"
        CompareDialog::tr("%1 / day").arg(money(m.day0.freeTierCostUsd)),
        CompareDialog::tr("%1 / day").arg(money(m.day0.freeTierListValueUsd)),
        QLocale().toString(m.chipsNeeded, 'f', 0),
        m.breakEvenConversionPct ? percent(*m.breakEvenConversionPct) : none,
        m.breakEvenPriceUsdPerMtok ? CompareDialog::tr("%1 per 1M tokens").arg(money(*m.breakEvenPriceUsdPerMtok)) : none,
        m.programBreakEvenConversionPct ? CompareDialog::tr("at %1 conversion").arg(percent(*m.programBreakEvenConversionPct, 1))
                                        : CompareDialog::tr("never (price below cost)"),
    };
}

/// "+4.1 months", "−2.0 months", "the same": the runway of `other` against the working one's.
QString runwayDelta(const ComparedScenario& working, const ComparedScenario& other)
{
    const Metrics& a = working.result.metrics;
    const Metrics& b = other.result.metrics;
    if (a.runwayMonths && b.runwayMonths) {
        const double delta = *b.runwayMonths - *a.runwayMonths;
        if (std::fabs(delta) < 0.05)
            return CompareDialog::tr("the same");
        return (delta > 0 ? QStringLiteral("+") : QStringLiteral("\u2212")) + display::months(std::fabs(delta));
    }
    if (!a.runwayMonths && !b.runwayMonths)
        return CompareDialog::tr("the same (both beyond the horizon)");
    return CompareDialog::tr("%1 against %2")
        .arg(display::cappedMonths(b.runwayMonthsCapped, other.scenario.horizonMonths()),
             display::cappedMonths(a.runwayMonthsCapped, working.scenario.horizonMonths()));
}

/// One line per changed parameter: "Price: $0.10 → $0.05" (core's diff, the history's words).
QString differences(const Scenario& working, const Scenario& other)
{
    QStringList lines;
    for (const ParamChange& c : diffScenarios(working, other))
        if (c.key != "name" && c.key != "notes") // every compared scenario has its own name; neither changes a number
            lines << CompareDialog::tr("%1: %2 → %3")
                         .arg(HistoryDialog::changeLabel(c.key), HistoryDialog::changeValue(c, &working, false), HistoryDialog::changeValue(c, &other, true));
    return lines.isEmpty() ? CompareDialog::tr("no parameter") : lines.join(QLatin1Char('\n'));
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
    m_hint->setText(tr("Tick up to four scenarios in the Scenarios list: their cash paths are drawn on the Runway chart and their metrics are compared here "
                       "with the working scenario's."));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 12);
    m_table->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_hint);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resize(900, 24 + (fontMetrics().height() + 12) * 16 + 60);
    rebuild();
}

QStringList CompareDialog::rowCaptions()
{
    return {tr("Model"),
            tr("Runway"),
            tr("Cash runs out on"),
            tr("Net burn, first month"),
            tr("Free tier: what it costs, day 0"),
            tr("Free tier: its list value, day 0"),
            tr("Accelerators needed"),
            tr("Company break-even conversion"),
            tr("Company break-even price"),
            tr("Free-tier break-even conversion"),
            tr("Runway against the working scenario"),
            tr("Differs from the working scenario in")};
}

QString CompareDialog::modelText(const Scenario& s)
{
    return s.model == 1 ? tr("model 1") : tr("model 2");
}

void CompareDialog::setWorking(const Scenario& scenario, const SimulationResult& result)
{
    m_working = ComparedScenario{tr("Working scenario"), palette().color(QPalette::Highlight), scenario, result};
    rebuild();
}

void CompareDialog::setScenarios(const std::vector<ComparedScenario>& scenarios)
{
    m_compared = scenarios;
    rebuild();
}

void CompareDialog::rebuild()
{
    std::vector<const ComparedScenario*> columns;
    if (m_working)
        columns.push_back(&*m_working);
    for (const ComparedScenario& c : m_compared)
        columns.push_back(&c);
    const QStringList captions = rowCaptions();
    const int deltaRow = static_cast<int>(captions.size()) - 2;
    const int diffRow = static_cast<int>(captions.size()) - 1;
    m_table->clear();
    m_table->setRowCount(static_cast<int>(captions.size()));
    m_table->setColumnCount(static_cast<int>(columns.size()));
    m_table->setVerticalHeaderLabels(captions);
    QStringList reference;
    for (int c = 0; c < static_cast<int>(columns.size()); ++c) {
        const ComparedScenario& compared = *columns[static_cast<std::size_t>(c)];
        const bool isWorking = m_working && c == 0;
        const Scenario& s = compared.scenario;
        QString title = compared.name;
        if (isWorking && !s.name.empty()) // two lines, so a long name does not clip "Working scenario"
            title = compared.name + QLatin1Char('\n') + QString::fromStdString(s.name);
        auto* header = new QTableWidgetItem(swatch(compared.color), title);
        header->setToolTip(isWorking ? tr("Working scenario: %1").arg(QString::fromStdString(s.name)) : compared.name);
        m_table->setHorizontalHeaderItem(c, header);

        QStringList cells = metricCells(s, compared.result.metrics);
        cells.prepend(modelText(s));
        if (isWorking) {
            cells << tr("the reference") << tr("the reference");
            reference = cells;
        } else if (m_working) {
            cells << runwayDelta(*m_working, compared) << differences(m_working->scenario, s);
        } else {
            cells << tr("no working scenario") << tr("no working scenario");
        }
        for (int r = 0; r < cells.size(); ++r) {
            auto* item = new QTableWidgetItem(cells[r]);
            item->setTextAlignment(r == diffRow ? Qt::AlignLeft | Qt::AlignTop : Qt::AlignRight | Qt::AlignVCenter); // a tall list reads from its top
            if (!isWorking && !reference.isEmpty() && r < deltaRow && cells[r] != reference[r]) {
                QFont bold = item->font(); // differs from the working scenario
                bold.setBold(true);
                item->setFont(bold);
                item->setToolTip(tr("Working scenario: %1").arg(reference[r]));
            }
            if (r == kModelRow)
                item->setToolTip(s.model == 1
                                     ? tr("Saved with model 1: cash $1B, flat costs, serving paid by the token. Its results are computed exactly as saved.")
                                     : tr("Model 2: cash on hand from the filing, growing costs, accelerators bought when the fleet must grow."));
            m_table->setItem(r, c, item);
        }
    }
    m_table->resizeRowToContents(diffRow);
    if (QTableWidgetItem* caption = m_table->verticalHeaderItem(diffRow))
        caption->setTextAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_hint->setVisible(m_compared.empty());
}

} // namespace runway
