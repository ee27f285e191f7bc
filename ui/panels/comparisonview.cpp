#include "ui/panels/comparisonview.h"

#include <cmath>
#include <memory>

#include <QCheckBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include "core/util/fileio.h"
#include "ui/dialogs/errordialog.h"
#include "ui/document/scenariodocument.h"
#include "ui/format/displayformat.h"
#include "ui/format/messagetext.h"
#include "ui/report/comparisonreport.h"
#include "ui/report/comparisontable.h"

namespace runway {

namespace {

constexpr int kNameRow = 0;
constexpr int kModelRow = 1;

std::string windowText(const Message& m)
{
    return display::text(m).toStdString();
}

} // namespace

ComparisonView::ComparisonView(ScenarioDocument* doc, QWidget* parent)
    : QWidget(parent)
    , m_doc(doc)
    , m_hint(new QLabel(this))
    , m_fan(new QCheckBox(tr("Show the odds' &fan on the Runway chart"), this))
    , m_export(new QPushButton(tr("E&xport comparison…"), this))
    , m_table(new QTableWidget(this))
{
    setObjectName(QStringLiteral("comparisonView"));
    m_hint->setObjectName(QStringLiteral("comparisonHint"));
    m_hint->setWordWrap(true);
    m_hint->setText(tr("Tick up to four scenarios in the Scenarios list (Ctrl+3) to compare them here with the working scenario; their cash paths are "
                       "drawn on the Runway chart."));
    m_fan->setObjectName(QStringLiteral("comparisonFanToggle"));
    m_fan->setChecked(true);
    m_fan->setToolTip(tr("Hide the Monte Carlo fan so that the compared scenarios' cash lines stand out"));
    connect(m_fan, &QCheckBox::toggled, this, &ComparisonView::fanShownChanged);
    auto* chart = new QPushButton(tr("Show on the &Runway chart"), this);
    connect(chart, &QPushButton::clicked, this, &ComparisonView::showRunwayChart);
    m_export->setObjectName(QStringLiteral("comparisonExportButton"));
    connect(m_export, &QPushButton::clicked, this, &ComparisonView::exportComparison);

    m_table->setObjectName(QStringLiteral("comparisonTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setFocusPolicy(Qt::NoFocus);
    m_table->setAlternatingRowColors(true);
    m_table->horizontalHeader()->hide(); // the names are the first row: a header would clip them
    m_table->verticalHeader()->hide();   // the captions are the first column: they wrap too
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setWordWrap(true);
    m_table->setTextElideMode(Qt::ElideNone); // never "…": a row grows instead

    // Their texts may be cut in a narrow window rather than widen it (the window reflows to 900 pixels).
    for (QWidget* part : std::initializer_list<QWidget*>{m_fan, chart, m_export})
        part->setMinimumWidth(fontMetrics().averageCharWidth() * 6);
    auto* bar = new QHBoxLayout;
    bar->addWidget(m_fan);
    bar->addStretch(1);
    bar->addWidget(chart);
    bar->addWidget(m_export);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 6, 0, 0);
    layout->addWidget(m_hint);
    layout->addLayout(bar);
    layout->addWidget(m_table, 1);

    // The working scenario's odds are the window's; a change makes them another scenario's until
    // the next ones arrive (first, before the table follows the change).
    connect(m_doc, &ScenarioDocument::changed, this, [this] { m_workingOdds.reset(); });
    m_doc->follow(this, [this](const Scenario&, const SimulationResult&) { rebuild(); });
    connect(m_doc->comparisons(), &ComparisonSet::changed, this, [this] {
        rebuild();
        emit comparedChanged(hasCompared());
    });
    connect(m_doc->comparisons(), &ComparisonSet::oddsChanged, this, &ComparisonView::rebuild);
    rebuild();
}

QStringList ComparisonView::rowCaptions()
{
    return comparisonRowCaptions();
}

void ComparisonView::setWorkingOdds(const MonteCarloResult& odds)
{
    m_workingOdds = odds;
    rebuild();
}

bool ComparisonView::hasCompared() const
{
    return !m_doc->comparisons()->scenarios().empty();
}

std::vector<ComparedRun> ComparisonView::runs() const
{
    std::vector<ComparedRun> out;
    const Scenario& s = m_doc->scenario();
    // The results the document and the comparison set computed (the working one with its series).
    out.push_back({tr("Working scenario: %1").arg(QString::fromStdString(s.name)).toStdString(), s, std::make_shared<const SimulationResult>(m_doc->result()),
                   m_workingOdds});
    for (const ComparedScenario& c : m_doc->comparisons()->scenarios())
        out.push_back({c.name.toStdString(), c.scenario, std::make_shared<const SimulationResult>(c.result), c.odds});
    return out;
}

std::vector<QColor> ComparisonView::colors() const
{
    std::vector<QColor> out{palette().color(QPalette::Highlight)};
    for (const ComparedScenario& c : m_doc->comparisons()->scenarios())
        out.push_back(c.color);
    return out;
}

void ComparisonView::rebuild()
{
    m_export->setEnabled(hasCompared());
    m_export->setToolTip(hasCompared() ? tr("A one-page PDF (the table and the Runway chart) or a CSV of the same figures")
                                       : tr("Nothing is compared yet: tick scenarios in the Scenarios list first"));
    m_hint->setVisible(!hasCompared());
    if (!isVisible()) { // a slider drag elsewhere does not lay the table out again each step
        m_stale = true;
        return;
    }
    m_stale = false;
    const std::vector<ComparedRun> columns = runs();
    const std::vector<QColor> tints = colors();
    const QStringList captions = rowCaptions();
    const int diffRow = static_cast<int>(captions.size()) - 1;
    const int deltaRow = diffRow - 1;
    m_table->clearContents();
    m_table->setRowCount(static_cast<int>(captions.size()));
    m_table->setColumnCount(static_cast<int>(columns.size()) + 1);
    QFont bold = font();
    bold.setBold(true);
    for (int r = 0; r < captions.size(); ++r) {
        auto* item = new QTableWidgetItem(captions[r]);
        item->setTextAlignment(Qt::AlignLeft | Qt::AlignTop);
        if (r == kNameRow)
            item->setFont(bold);
        m_table->setItem(r, 0, item);
    }
    QStringList reference;
    for (int c = 0; c < static_cast<int>(columns.size()); ++c) {
        const ComparedRun& run = columns[static_cast<std::size_t>(c)];
        const bool isWorking = c == 0;
        auto* name = new QTableWidgetItem(QString::fromStdString(run.name));
        name->setFont(bold);
        name->setForeground(tints[static_cast<std::size_t>(c)]);
        name->setTextAlignment(Qt::AlignLeft | Qt::AlignTop);
        QColor tint = tints[static_cast<std::size_t>(c)];
        tint.setAlpha(36);
        name->setBackground(tint);
        name->setToolTip(tr("Its cash path is drawn in this colour on the Runway chart"));
        m_table->setItem(kNameRow, c + 1, name);
        const QStringList cells = comparisonCells(run, isWorking ? nullptr : &columns.front());
        if (isWorking)
            reference = cells;
        for (int r = 0; r < cells.size(); ++r) {
            const int at = r + kModelRow;
            auto* item = new QTableWidgetItem(cells[r]);
            item->setTextAlignment(Qt::AlignLeft | Qt::AlignTop);
            if (!isWorking && at < deltaRow && cells[r] != reference[r]) {
                QFont differs = item->font(); // differs from the working scenario
                differs.setBold(true);
                item->setFont(differs);
                item->setToolTip(tr("Working scenario: %1").arg(reference[r]));
            }
            if (at == kModelRow)
                item->setToolTip(run.scenario.model == 1
                                     ? tr("Saved with model 1: cash $1B, flat costs, serving paid by the token. Its results are computed exactly as saved.")
                                     : tr("Model 2: cash on hand from the filing, growing costs, accelerators bought when the fleet must grow."));
            m_table->setItem(at, c + 1, item);
        }
    }
    m_table->resizeRowsToContents();
}

void ComparisonView::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_stale)
        rebuild();
}

void ComparisonView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    m_table->resizeRowsToContents(); // the columns' new width wraps the texts anew
}

void ComparisonView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) // presentation mode's larger type
        m_table->resizeRowsToContents();
}

void ComparisonView::exportComparison()
{
    if (!hasCompared())
        return;
    QString selected;
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export comparison"), QStringLiteral("comparison.pdf"), tr("PDF (*.pdf);;CSV files (*.csv)"), &selected);
    if (!path.isEmpty())
        exportFile(path);
}

bool ComparisonView::exportFile(const QString& path)
{
    const QString title = tr("The comparison was not exported");
    const QString suffix = QFileInfo(path).suffix().toLower();
    const std::vector<ComparedRun> columns = runs();
    if (suffix == QLatin1String("csv")) {
        if (auto problem = writeFileAtomically(path.toStdString(), comparisonCsv(columns, &windowText))) {
            m_lastError = showErrorDialog(this, title, {QString::fromStdString(problem->text())});
            return false;
        }
    } else if (suffix == QLatin1String("pdf")) {
        if (auto error = writeComparisonReport(columns, colors(), path)) {
            m_lastError = showErrorDialog(this, title, {*error});
            return false;
        }
    } else {
        m_lastError = showErrorDialog(this, title, {tr("%1: unknown format \"%2\"; use .pdf or .csv").arg(path, suffix)});
        return false;
    }
    emit message(tr("Exported %1").arg(path));
    return true;
}

} // namespace runway
