#include "ui/panels/claimspanel.h"

#include <algorithm>

#include <QEvent>
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
#include "ui/format/messagetext.h"
#include "ui/format/problemtext.h"
#include "ui/panels/articleeditor.h"
#include "ui/panels/claimsmodel.h"
#include "ui/panels/claimsodds.h"
#include "ui/theme.h"

namespace runway {
namespace {

QString esc(const std::string& text)
{
    return display::fromUtf8(text).toHtmlEscaped();
}

// One line of a claim's arithmetic as a paragraph: a step indented under its line, a leading
// "Label:" in bold, the reading that matches in bold with a star.
QString arithmeticLine(const ArithmeticLine& l)
{
    const QString line = display::text(l.text);
    const bool best = l.role == ArithmeticRole::Reading && l.matches;
    QString body = line.toHtmlEscaped();
    if (best) {
        body = QStringLiteral("<b>%1</b>").arg(body);
    } else if (!l.indented) {
        // "Label: …", or "标签：…" once translated.
        qsizetype colon = line.indexOf(QStringLiteral(": "));
        if (const qsizetype wide = line.indexOf(QChar(0xff1a)); wide > 0 && (colon < 0 || wide < colon))
            colon = wide;
        const qsizetype paren = line.indexOf(QLatin1Char('('));
        if (colon > 0 && (paren < 0 || colon < paren))
            body = QStringLiteral("<b>%1</b>%2").arg(line.left(colon + 1).toHtmlEscaped(), line.mid(colon + 1).toHtmlEscaped());
        else if (line.endsWith(QLatin1Char(':')) || line.endsWith(QChar(0xff1a)))
            body = QStringLiteral("<b>%1</b>").arg(body);
    }
    const QString marker = best ? QStringLiteral("★&nbsp;") : QString();
    return QStringLiteral("<p style='margin-top:0; margin-bottom:3px; margin-left:%1px'>%2%3</p>").arg(l.indented ? 20 : 0).arg(marker, body);
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
    return QStringLiteral("<li><b>%1</b> — %2</li>").arg(ids.join(QStringLiteral(", ")).toHtmlEscaped(), display::text(note.text).toHtmlEscaped());
}

} // namespace

ClaimsPanel::ClaimsPanel(ScenarioDocument* doc, QWidget* parent)
    : QWidget(parent)
    , m_doc(doc)
{
    setObjectName(QStringLiteral("claimsPanel"));
    m_doc->follow(this, [this](const Scenario&, const SimulationResult&) { refresh(); });
}

QTableView* ClaimsPanel::table()
{
    build();
    return m_table;
}
ClaimsModel* ClaimsPanel::model()
{
    build();
    return m_model;
}
QTextBrowser* ClaimsPanel::detail()
{
    build();
    return m_detail;
}
QPushButton* ClaimsPanel::openButton()
{
    build();
    return m_open;
}
ClaimsOddsRunner* ClaimsPanel::oddsRunner()
{
    build();
    return m_odds;
}
QPushButton* ClaimsPanel::addArticleButton()
{
    build();
    return m_addArticle;
}

ArticleEditor* ClaimsPanel::articleEditor()
{
    if (!m_articleEditor) {
        m_articleEditor = new ArticleEditor(m_doc, this);
        m_articleEditor->setLibrary(m_library);
    }
    return m_articleEditor;
}

void ClaimsPanel::setLibrary(LibraryService* library)
{
    m_library = library;
    if (m_articleEditor)
        m_articleEditor->setLibrary(library);
}

void ClaimsPanel::openArticleEditor()
{
    ArticleEditor* editor = articleEditor();
    editor->show();
    editor->raise();
    editor->activateWindow();
}

void ClaimsPanel::build()
{
    if (m_built)
        return;
    m_built = true;
    m_catalogue = &builtinCatalogue(); // the catalogue the document audits
    m_model = new ClaimsModel(this);
    m_odds = new ClaimsOddsRunner(*m_catalogue, this);
    m_table = new QTableView(this);
    m_detail = new QTextBrowser(this);
    m_open = new QPushButton(tr("&Open as scenario"), this);
    m_addArticle = new QPushButton(tr("Add art&icle…"), this);
    m_addArticle->setObjectName(QStringLiteral("addArticle"));
    m_addArticle->setToolTip(tr("Audit another article: paste it or open a text file, confirm what its numbers are, and see their verdicts and odds"));
    m_hint = new QLabel(this);
    setUpTable();
    m_detail->setObjectName(QStringLiteral("claimDetail"));
    m_detail->setAccessibleName(tr("The claim's arithmetic"));
    m_detail->setOpenLinks(false);
    m_open->setObjectName(QStringLiteral("openClaimScenario"));
    m_open->setToolTip(tr("Load the selected claim's scenario into the dashboard, as one step you can undo"));
    m_hint->setWordWrap(true);
    m_hint->hide(); // shown with a message only: the tab's height is for the table and the detail
    layOut();

    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        setHint({});
        updateDetail();
    });
    connect(m_open, &QPushButton::clicked, this, &ClaimsPanel::openCurrentAsScenario);
    connect(m_addArticle, &QPushButton::clicked, this, &ClaimsPanel::openArticleEditor);
    connect(m_odds, &ClaimsOddsRunner::auditReady, this, [this](const std::vector<ClaimResult>& results) {
        // The cells change in place, so the selection stays; the odds of these results follow.
        m_model->setResults(m_catalogue, results);
        updateDetail();
    });
    connect(m_odds, &ClaimsOddsRunner::oddsReady, this, [this](const std::vector<ClaimOdds>& odds) {
        m_model->setOdds(odds);
        updateDetail();
    });
    m_model->setResults(m_catalogue, m_doc->claimAudit()); // the table is full before it is shown
    m_table->selectRow(0);
}

void ClaimsPanel::setUpTable()
{
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
    for (int c : {ClaimsModel::SourceColumn, ClaimsModel::ClaimedColumn, ClaimsModel::ComputedColumn, ClaimsModel::VerdictColumn, ClaimsModel::OddsColumn})
        header->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(ClaimsModel::ClaimColumn, QHeaderView::Stretch);
}

void ClaimsPanel::layOut()
{
    auto* intro = new QLabel(tr("The articles' figures, re-computed live on the current scenario with each claim's own inputs. Consistent: within "
                                "5 % of the model's figure; internal: it only checks its source's own arithmetic; odds: in how many of %1 futures "
                                "it holds.")
                                 .arg(QLocale().toString(kOddsSamples)),
                             this);
    intro->setWordWrap(true);
    intro->setToolTip(tr("Select a claim to see its arithmetic, what its figure is, its odds and the notes on its sources."));
    auto* top = new QHBoxLayout;
    top->setContentsMargins(0, 0, 0, 0);
    top->addWidget(intro, 1);
    top->addWidget(m_addArticle, 0, Qt::AlignBottom);
    top->addWidget(m_open, 0, Qt::AlignBottom);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(m_table);
    splitter->addWidget(m_detail);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(4);
    layout->addLayout(top);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_hint);
}

void ClaimsPanel::setHint(const QString& text)
{
    m_hint->setText(text);
    m_hint->setVisible(!text.isEmpty());
}

void ClaimsPanel::refresh(bool now)
{
    // A hidden tab waits: the audit and the odds are for reading, and a slider drag on another tab
    // should not pay for them.
    if (!isVisible()) {
        m_auditStale = true;
        m_oddsStale = true;
        return;
    }
    build();
    m_auditStale = false;
    // The audit runs the model once per claim: on the worker with the odds, never on this thread
    // (a slider tick runs the model at most twice here). The odds shown so far are greyed until
    // the new results arrive.
    m_model->markStale();
    if (now)
        m_odds->requestNow(m_doc->scenario());
    else
        m_odds->request(m_doc->scenario());
    m_oddsStale = false;
    if (!m_opening)
        setHint({}); // the hint speaks of the step just taken, not of later edits
}

void ClaimsPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (!m_built)
        return; // built in the language and palette of its time
    if (event->type() == QEvent::LanguageChange) {
        m_model->retranslate();
        updateDetail();
    } else if (event->type() == QEvent::PaletteChange) {
        updateDetail(); // the detail's colours are in its HTML
    }
}

void ClaimsPanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    build();
    if (m_auditStale) {
        refresh(true);
    } else if (m_oddsStale) {
        m_odds->requestNow(m_doc->scenario());
        m_oddsStale = false;
    }
    if (m_detailStale)
        updateDetail(); // the cells' detail at once; the new audit's follows when it arrives
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
    const ClaimOdds* odds = r && !m_model->oddsStale() ? m_model->odds(m_table->selectionModel()->currentIndex().row()) : nullptr;
    m_detail->setHtml(r ? detailHtml(*m_catalogue, *r, odds) : QStringLiteral("<p>%1</p>").arg(tr("Select a claim to see its arithmetic.")));
    m_detail->verticalScrollBar()->setValue(scroll);
}

bool ClaimsPanel::selectClaim(const QString& id)
{
    build();
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (m_model->index(row, 0).data(ClaimsModel::ClaimIdRole).toString() == id) {
            m_table->selectRow(row);
            return true;
        }
    }
    return false;
}

const ClaimResult* ClaimsPanel::currentResult()
{
    build();
    const QModelIndex current = m_table->selectionModel()->currentIndex();
    return current.isValid() ? m_model->result(current.row()) : nullptr;
}

void ClaimsPanel::openCurrentAsScenario()
{
    const ClaimResult* r = currentResult();
    if (!r || !r->scenario)
        return;
    const QString id = display::fromUtf8(r->claim->id);
    // Built on the document's scenario now, not taken from the cells: their audit may still be on
    // its way from the worker after the last edit.
    const Checked<Scenario> built = claimScenario(*r->claim, m_doc->scenario());
    if (!built.ok()) {
        setHint(problemText(built.problems.front()));
        return;
    }
    const Scenario& scenario = *built.value;
    m_opening = true;
    m_doc->replaceScenario(scenario, tr("Open claim %1").arg(id));
    m_opening = false;
    setHint(tr("The dashboard now shows the scenario of claim %1; Edit ▸ Undo brings back the previous one.").arg(id));
}

QString ClaimsPanel::detailHtml(const ClaimCatalogue& catalogue, const ClaimResult& r, const ClaimOdds* odds)
{
    const Claim& c = *r.claim;
    const QColor color = ClaimsModel::verdictColor(r.verdict);
    const QString mark = verdictIsTrue(r.verdict) ? QStringLiteral("✔") : (r.verdict == Verdict::Undetermined ? QStringLiteral("?") : QStringLiteral("✘"));
    QString t = QStringLiteral("<h3 style='margin-bottom:2px'>%1</h3>").arg(tr("Claim %1").arg(esc(c.id)));
    t += QStringLiteral("<p style='margin-top:0; margin-bottom:2px'><i>%1</i></p>").arg(display::text(c.claim).toHtmlEscaped());
    for (const auto& id : c.sources)
        if (const ClaimSource* s = catalogue.findSource(id))
            t += QStringLiteral("<p style='margin-top:0; margin-bottom:0; color:%2'>%1</p>")
                     .arg(tr("Source %1: “%2” (%3)").arg(esc(s->id), display::text(s->title).toHtmlEscaped(), display::text(s->description).toHtmlEscaped()),
                          themed("#555555", "#b0b4ba"));
    QString verdict =
        QStringLiteral("<span style='color:%1; font-weight:bold'>%2 %3</span>").arg(color.name(), mark, ClaimsModel::verdictText(r).toHtmlEscaped());
    const QString computed = r.computed ? display::text(claimValueMessage(*r.computed, c.unit)) : tr("no value");
    t += QStringLiteral("<p>%1</p>")
             .arg(tr("Claimed %1, computed %2: %3").arg(display::text(claimedMessage(c)).toHtmlEscaped(), computed.toHtmlEscaped(), verdict));
    t += QStringLiteral("<p>%1</p>").arg(display::text(r.note).toHtmlEscaped());

    const QString box = QStringLiteral("<table width='100%' cellpadding='6' style='background-color:%1; margin-bottom:6px'><tr><td>%2</td></tr></table>");
    if (r.internal())
        t += box.arg(themed("#eef2fa", "#263041"), tr("<b>Internal.</b> The inputs that decide this claim come from its own source, so it checks "
                                                      "the source's arithmetic, not the world. %1")
                                                       .arg(display::text(c.basisNote).toHtmlEscaped()));
    const QStringList matches = ClaimsModel::matchSentences(r);
    if (!matches.isEmpty()) {
        QString list;
        for (const QString& m : matches)
            list += QStringLiteral("<li>%1</li>").arg(m.toHtmlEscaped());
        t += box.arg(themed("#fdf3e1", "#3d3222"),
                     tr("<b>What the figure is.</b>") + QStringLiteral("<ul style='margin-top:2px; margin-bottom:0'>%1</ul>").arg(list));
    } else if (!r.readings.empty()) {
        t += QStringLiteral("<p>%1</p>")
                 .arg(tr("None of the %n other reading(s) of the figure matches within 5 %.", nullptr, static_cast<int>(r.readings.size())).toHtmlEscaped());
    }
    QString oddsLine;
    if (!odds)
        oddsLine = tr("Computing the odds…");
    else if (!odds->pHolds)
        oddsLine = tr("None: no uncertain input moves this claim's figure, so its verdict is the same in every future.");
    else {
        QStringList movers;
        for (ParamId id : odds->movers)
            movers << display::paramText(spec(id).label);
        oddsLine = tr("It holds in %1 of %2 futures drawn from the scenario's uncertainty (Monte Carlo, seed %3); its figure moves with %4.")
                       .arg(display::text(oddsMessage(*odds->pHolds)), QLocale().toString(odds->samples))
                       .arg(kOddsSeed)
                       .arg(movers.join(QStringLiteral(", ")));
    }
    t += QStringLiteral("<p><b>%1</b> %2</p>").arg(tr("Odds:"), oddsLine.toHtmlEscaped());

    t += QStringLiteral("<h4 style='margin-bottom:4px'>%1</h4>").arg(tr("The arithmetic"));
    // The claim, its sources, its basis and its note are shown above in full.
    for (const ArithmeticLine& line : claimArithmeticLines(catalogue, r)) {
        using enum ArithmeticRole;
        if (line.role != Title && line.role != Paraphrase && line.role != Basis && line.role != Note)
            t += arithmeticLine(line);
    }

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
