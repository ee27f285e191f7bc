#include "ui/panels/claimspanel.h"

#include <algorithm>

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "core/claims/claimtext.h"
#include "ui/document/scenariodocument.h"
#include "ui/format/displayformat.h"
#include "ui/panels/claimsmodel.h"

namespace runway {
namespace {

QString esc(const std::string& text)
{
    return display::fromUtf8(text).toHtmlEscaped();
}

// One line of claimArithmetic as a paragraph: its indent kept, a leading "Label:" in bold,
// the best-fitting reading ("  * …") in bold.
QString arithmeticLine(QString line)
{
    qsizetype indent = 0;
    while (indent < line.size() && line.at(indent) == QLatin1Char(' '))
        ++indent;
    line = line.mid(indent);
    const bool best = line.startsWith(QStringLiteral("* "));
    if (best || line.startsWith(QStringLiteral("- ")))
        line = line.mid(2);
    QString body = line.toHtmlEscaped();
    if (best) {
        body = QStringLiteral("<b>%1</b>").arg(body);
    } else if (indent == 0) {
        const qsizetype colon = line.indexOf(QStringLiteral(": "));
        const qsizetype paren = line.indexOf(QLatin1Char('('));
        if (colon > 0 && (paren < 0 || colon < paren))
            body = QStringLiteral("<b>%1</b>%2").arg(line.left(colon + 1).toHtmlEscaped(), line.mid(colon + 1).toHtmlEscaped());
        else if (line.endsWith(QLatin1Char(':')))
            body = QStringLiteral("<b>%1</b>").arg(body);
    }
    const QString marker = best ? QStringLiteral("★&nbsp;") : QString();
    return QStringLiteral("<p style='margin-top:0; margin-bottom:3px; margin-left:%1px'>%2%3</p>").arg(indent > 0 ? 20 : 0).arg(marker, body);
}

// Rows with some air around wrapped text, and the verdict's colour giving way to the
// selection's text colour on a selected row (red on blue reads badly; the icon and word stay).
class ClaimsDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        return QStyledItemDelegate::sizeHint(option, index) + QSize(2, 10);
    }

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        if (option->state & QStyle::State_Selected && option->widget) {
            const QBrush text = option->widget->palette().brush(QPalette::Active, QPalette::HighlightedText);
            option->palette.setBrush(QPalette::Text, text);
            option->palette.setBrush(QPalette::HighlightedText, text);
        }
    }
};

bool sharesSource(const ClaimNote& note, const Claim& claim)
{
    return std::any_of(note.sources.begin(), note.sources.end(),
                       [&](const std::string& id) { return std::find(claim.sources.begin(), claim.sources.end(), id) != claim.sources.end(); });
}

QString noteItem(const ClaimNote& note)
{
    QStringList ids;
    for (const auto& id : note.sources)
        ids << display::fromUtf8(id);
    return QStringLiteral("<li><b>%1</b> — %2</li>").arg(ids.join(QStringLiteral(", ")).toHtmlEscaped(), esc(note.text));
}

} // namespace

ClaimsPanel::ClaimsPanel(ScenarioDocument* doc, QWidget* parent)
    : QWidget(parent)
    , m_doc(doc)
    , m_catalogue(builtinCatalogue())
    , m_model(new ClaimsModel(this))
{
    setObjectName(QStringLiteral("claimsPanel"));
    auto* intro = new QLabel(tr("The articles' figures, re-computed live on the current scenario with each claim's own inputs. "
                                "A figure is consistent when it lies within 5 % of the model's. Select a claim to see its arithmetic."),
                             this);
    intro->setWordWrap(true);

    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("claimsTable"));
    m_table->setAccessibleName(tr("Claims"));
    m_table->setModel(m_model);
    m_table->setItemDelegate(new ClaimsDelegate(m_table));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(true);
    m_table->setIconSize(QSize(16, 16));
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    QHeaderView* header = m_table->horizontalHeader();
    header->setHighlightSections(false);
    header->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    for (int c : {ClaimsModel::SourceColumn, ClaimsModel::ClaimedColumn, ClaimsModel::ComputedColumn, ClaimsModel::VerdictColumn})
        header->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(ClaimsModel::ClaimColumn, QHeaderView::Stretch);

    m_detail = new QTextBrowser(this);
    m_detail->setObjectName(QStringLiteral("claimDetail"));
    m_detail->setAccessibleName(tr("The claim's arithmetic"));
    m_detail->setOpenLinks(false);

    m_open = new QPushButton(tr("&Open as scenario"), this);
    m_open->setObjectName(QStringLiteral("openClaimScenario"));
    m_open->setToolTip(tr("Load the selected claim's scenario into the dashboard, as one step you can undo"));
    m_hint = new QLabel(this);
    m_hint->setWordWrap(true);
    auto* buttons = new QHBoxLayout;
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->addWidget(m_open);
    buttons->addWidget(m_hint, 1);

    auto* lower = new QWidget(this);
    auto* lowerLayout = new QVBoxLayout(lower);
    lowerLayout->setContentsMargins(0, 0, 0, 0);
    lowerLayout->addWidget(m_detail, 1);
    lowerLayout->addLayout(buttons);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(m_table);
    splitter->addWidget(lower);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(intro);
    layout->addWidget(splitter, 1);

    connect(m_doc, &ScenarioDocument::changed, this, &ClaimsPanel::refresh);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        m_hint->clear();
        updateDetail();
    });
    connect(m_open, &QPushButton::clicked, this, &ClaimsPanel::openCurrentAsScenario);
    refresh();
    m_table->selectRow(0);
}

void ClaimsPanel::refresh()
{
    // The audit is cheap (13 claims, a fraction of a millisecond): the table follows every
    // change; the cells change in place, so the selection stays.
    m_model->setResults(&m_catalogue, auditClaims(m_catalogue, m_doc->scenario()));
    if (!m_opening)
        m_hint->clear(); // the hint speaks of the step just taken, not of later edits
    updateDetail();
}

void ClaimsPanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_detailStale)
        updateDetail();
}

void ClaimsPanel::updateDetail()
{
    const ClaimResult* r = currentResult();
    m_open->setEnabled(r && r->scenario);
    // The text is for reading: a hidden tab catches up when it is shown.
    if (!isVisible()) {
        m_detailStale = true;
        return;
    }
    m_detailStale = false;
    const int scroll = m_detail->verticalScrollBar()->value();
    m_detail->setHtml(r ? detailHtml(m_catalogue, *r) : QStringLiteral("<p>%1</p>").arg(tr("Select a claim to see its arithmetic.")));
    m_detail->verticalScrollBar()->setValue(scroll);
}

bool ClaimsPanel::selectClaim(const QString& id)
{
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (m_model->index(row, 0).data(ClaimsModel::ClaimIdRole).toString() == id) {
            m_table->selectRow(row);
            return true;
        }
    }
    return false;
}

const ClaimResult* ClaimsPanel::currentResult() const
{
    const QModelIndex current = m_table->selectionModel()->currentIndex();
    return current.isValid() ? m_model->result(current.row()) : nullptr;
}

void ClaimsPanel::openCurrentAsScenario()
{
    const ClaimResult* r = currentResult();
    if (!r || !r->scenario)
        return;
    const QString id = display::fromUtf8(r->claim->id);
    const Scenario scenario = *r->scenario; // the document's change re-audits, replacing *r
    m_opening = true;
    m_doc->replaceScenario(scenario, tr("Open claim %1").arg(id));
    m_opening = false;
    m_hint->setText(tr("The dashboard now shows the scenario of claim %1; Edit ▸ Undo brings back the previous one.").arg(id));
}

QString ClaimsPanel::detailHtml(const ClaimCatalogue& catalogue, const ClaimResult& r)
{
    const Claim& c = *r.claim;
    const QColor color = ClaimsModel::verdictColor(r.verdict);
    const QString mark = verdictIsTrue(r.verdict) ? QStringLiteral("✔") : (r.verdict == Verdict::Undetermined ? QStringLiteral("?") : QStringLiteral("✘"));
    QString t = QStringLiteral("<h3 style='margin-bottom:2px'>%1</h3>").arg(tr("Claim %1").arg(esc(c.id)));
    t += QStringLiteral("<p style='margin-top:0; margin-bottom:2px'><i>%1</i></p>").arg(esc(c.claim));
    for (const auto& id : c.sources)
        if (const ClaimSource* s = catalogue.findSource(id))
            t += QStringLiteral("<p style='margin-top:0; margin-bottom:0; color:#555555'>%1</p>")
                     .arg(tr("Source %1: “%2” (%3)").arg(esc(s->id), esc(s->title), esc(s->description)));
    QString verdict =
        QStringLiteral("<span style='color:%1; font-weight:bold'>%2 %3</span>").arg(color.name(), mark, ClaimsModel::verdictText(r).toHtmlEscaped());
    const QString computed = r.computed ? display::fromUtf8(formatClaimValue(*r.computed, c.unit)) : tr("no value");
    t += QStringLiteral("<p>%1</p>")
             .arg(tr("Claimed %1, computed %2: %3")
                      .arg(display::fromUtf8(formatClaimValue(c.claimed, c.unit)).toHtmlEscaped(), computed.toHtmlEscaped(), verdict));
    t += QStringLiteral("<p>%1</p>").arg(esc(r.note));

    t += QStringLiteral("<h4 style='margin-bottom:4px'>%1</h4>").arg(tr("The arithmetic"));
    QStringList lines = display::fromUtf8(claimArithmetic(catalogue, r)).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    // The first two lines name the claim and its sources, which the header above already shows.
    if (lines.size() > 2 && lines[0].startsWith(QStringLiteral("Claim ") + display::fromUtf8(c.id)) && lines[1].trimmed() == display::fromUtf8(c.claim))
        lines.remove(0, 2);
    for (const QString& line : lines)
        t += arithmeticLine(line);

    QString own;
    QString other;
    for (const auto& note : catalogue.notes)
        (sharesSource(note, c) ? own : other) += noteItem(note);
    if (!own.isEmpty())
        t += QStringLiteral("<h4 style='margin-bottom:0'>%1</h4><ul style='margin-top:2px'>%2</ul>").arg(tr("Notes on this claim's sources"), own);
    if (!other.isEmpty())
        t += QStringLiteral("<h4 style='margin-bottom:0'>%1</h4><ul style='margin-top:2px'>%2</ul>")
                 .arg(own.isEmpty() ? tr("Notes on the sources") : tr("Notes on the other sources"), other);
    return t;
}

} // namespace runway
