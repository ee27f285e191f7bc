#include "ui/panels/fundingeditor.h"

#include <cmath>

#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include "ui/widgets/valuespinbox.h"

namespace runway {

namespace {
constexpr int kMaxEvents = 100;
}

FundingEditor::FundingEditor(QWidget* parent)
    : QWidget(parent)
    , m_table(new QTableWidget(0, 4, this))
    , m_add(new QPushButton(tr("Add event"), this))
    , m_remove(new QPushButton(tr("Remove"), this))
{
    m_table->setHorizontalHeaderLabels({tr("Month"), tr("Amount"), tr("Odds"), tr("Label")});
    m_table->horizontalHeaderItem(kProbabilityColumn)
        ->setToolTip(
            tr("The probability of the event, 0 … 100 %: the base case counts it above 50 %, the Monte Carlo draws it, own cash counts it only at 100 %."));
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(kProbabilityColumn, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(kLabelColumn, QHeaderView::Stretch);
    setModel3(false);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setMinimumHeight(90);
    m_table->setAccessibleName(tr("Funding events"));
    m_table->setToolTip(tr("Money raised later: each event adds its amount on the first day of its month (month 0 is the start)."));
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table);
    layout->addLayout(buttons);
    connect(m_add, &QPushButton::clicked, this, [this] {
        auto list = events();
        const int month = list.empty() ? 12 : std::min(kMaxFundingMonth, list.back().month + 12);
        list.push_back({month, 500e6});
        emit edited(list);
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        auto list = events();
        const int row = m_table->currentRow();
        if (row < 0 || row >= static_cast<int>(list.size()))
            return;
        list.erase(list.begin() + row);
        emit edited(list);
    });
    m_remove->setEnabled(false);
    connect(m_table, &QTableWidget::currentCellChanged, this, [this](int row) { m_remove->setEnabled(row >= 0); });
}

void FundingEditor::addRow(const FundingEvent& e)
{
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    auto* month = new QSpinBox(m_table);
    month->setRange(0, kMaxFundingMonth); // the rule book's limits (core/scenario/parameters.h)
    month->setValue(e.month);
    month->setAccessibleName(tr("Month of event %1").arg(row + 1));
    auto* amount = new ValueSpinBox(spec(ParamId::Cash), m_table);
    amount->setValue(e.amountUsd);
    amount->setAccessibleName(tr("Amount of event %1").arg(row + 1));
    // The rule book's limits: 0 … 100 % and at most kMaxFundingLabel characters (MODEL3.md §1).
    auto* probability = new QDoubleSpinBox(m_table);
    probability->setRange(0, 100);
    probability->setDecimals(2);
    probability->setSuffix(QStringLiteral(" %"));
    probability->setValue(e.probabilityPct);
    probability->setProperty("exact", e.probabilityPct); // the value as read: an edit elsewhere in the row does not round it
    probability->setAccessibleName(tr("Probability of event %1").arg(row + 1));
    auto* label = new QLineEdit(QString::fromStdString(e.label), m_table);
    label->setMaxLength(static_cast<int>(kMaxFundingLabel));
    label->setPlaceholderText(tr("funding, month %1").arg(e.month));
    label->setAccessibleName(tr("Label of event %1").arg(row + 1));
    m_table->setCellWidget(row, 0, month);
    m_table->setCellWidget(row, 1, amount);
    m_table->setCellWidget(row, kProbabilityColumn, probability);
    m_table->setCellWidget(row, kLabelColumn, label);
    connect(month, &QSpinBox::editingFinished, this, &FundingEditor::emitEdited);
    connect(amount, &QDoubleSpinBox::editingFinished, this, &FundingEditor::emitEdited);
    connect(probability, &QDoubleSpinBox::editingFinished, this, &FundingEditor::emitEdited);
    connect(label, &QLineEdit::editingFinished, this, &FundingEditor::emitEdited);
}

void FundingEditor::setModel3(bool on)
{
    m_table->setColumnHidden(kProbabilityColumn, !on);
    m_table->setColumnHidden(kLabelColumn, !on);
}

void FundingEditor::setEvents(const std::vector<FundingEvent>& list)
{
    if (list == events() && m_table->rowCount() == static_cast<int>(list.size()))
        return;
    m_updating = true;
    m_table->setRowCount(0);
    for (const auto& e : list)
        addRow(e);
    m_add->setEnabled(list.size() < static_cast<std::size_t>(kMaxEvents));
    m_updating = false;
}

std::vector<FundingEvent> FundingEditor::events() const
{
    std::vector<FundingEvent> list;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const auto* month = qobject_cast<QSpinBox*>(m_table->cellWidget(row, 0));
        const auto* amount = qobject_cast<QDoubleSpinBox*>(m_table->cellWidget(row, 1));
        const auto* probability = qobject_cast<QDoubleSpinBox*>(m_table->cellWidget(row, kProbabilityColumn));
        const auto* label = qobject_cast<QLineEdit*>(m_table->cellWidget(row, kLabelColumn));
        if (month && amount && probability && label) {
            const double exact = probability->property("exact").toDouble();
            const double shown = probability->value();
            const double pct = std::abs(shown - std::round(exact * 100) / 100) < 1e-9 ? exact : shown;
            list.push_back({month->value(), amount->value(), pct, label->text().toStdString()});
        }
    }
    return list;
}

void FundingEditor::emitEdited()
{
    if (!m_updating)
        emit edited(events());
}

} // namespace runway
