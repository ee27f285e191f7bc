#include "ui/panels/articleeditor.h"

#include <algorithm>
#include <array>

#include <QAction>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QSaveFile>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTableView>
#include <QTextBrowser>
#include <QTextEdit>
#include <QUndoCommand>
#include <QUndoStack>
#include <QVBoxLayout>

#include "core/claims/claimreview.h"
#include "core/claims/claimsfile.h"
#include "core/claims/extract/articletext.h"
#include "core/claims/extract/extractor.h"
#include "core/scenario/jsondocument.h"
#include "core/util/sha256.h"
#include "ui/document/scenariodocument.h"
#include "ui/format/displayformat.h"
#include "ui/format/messagetext.h"
#include "ui/format/problemtext.h"
#include "ui/library/libraryservice.h"
#include "ui/panels/articlecommands.h"
#include "ui/panels/articlemarks.h"
#include "ui/panels/claimsmodel.h"
#include "ui/panels/claimsodds.h"
#include "ui/panels/claimspanel.h"
#include "ui/theme.h"

namespace runway {

using namespace articleedit;
using articlemarks::MarkState;
using articlemarks::Texts;
using extract::NumberDecision;

ArticleEditor::ArticleEditor(ScenarioDocument* doc, QWidget* parent)
    : QDialog(parent)
    , m_doc(doc)
    , m_undo(new QUndoStack(this))
    , m_odds(new ClaimsOddsRunner(this))
{
    setObjectName(QStringLiteral("articleEditor"));
    setWindowFlag(Qt::Window);
    setModal(false);
    m_article.source.id = "article";
    buildWidgets();
    layOut();
    retranslate();

    QAction* undo = m_undo->createUndoAction(this);
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = m_undo->createRedoAction(this);
    redo->setShortcut(QKeySequence::Redo);
    auto* paste = new QAction(this);
    paste->setShortcut(QKeySequence::Paste);
    connect(paste, &QAction::triggered, this, [this] { pasteText(); });
    addActions({undo, redo, paste});

    connect(m_odds, &ClaimsOddsRunner::auditReady, this, [this](const std::vector<ClaimResult>& results) {
        m_shownCatalogue = m_odds->deliveredCatalogue();
        m_results = results;
        m_resultOdds.clear();
        m_resultIndex.clear();
        for (std::size_t i = 0; i < m_results.size(); ++i)
            m_resultIndex[m_results[i].claim->id] = i;
        refreshTable();
        refreshMarks();
        refreshDetail();
    });
    connect(m_odds, &ClaimsOddsRunner::oddsReady, this, [this](const std::vector<ClaimOdds>& odds) {
        m_resultOdds = odds;
        m_auditPending = false;
        refreshTable();
        refreshDetail();
    });
    m_doc->follow(this, [this](const Scenario&, const SimulationResult&) { requestAudit(); });
    stateChanged();
}

ArticleEditor::~ArticleEditor()
{
    // QDialog's destructor hides the window, which ends a line edit's editing: its signal must not
    // reach this editor, whose state is gone by then.
    for (QObject* child : findChildren<QObject*>())
        disconnect(child, nullptr, this, nullptr);
}

void ArticleEditor::buildWidgets()
{
    m_title = new QLineEdit(this);
    m_title->setObjectName(QStringLiteral("articleTitle"));
    m_publisher = new QLineEdit(this);
    m_publisher->setObjectName(QStringLiteral("articlePublisher"));
    m_date = new QLineEdit(this);
    m_date->setObjectName(QStringLiteral("articleDate"));
    m_date->setPlaceholderText(QStringLiteral("YYYY-MM-DD"));
    m_url = new QLineEdit(this);
    m_url->setObjectName(QStringLiteral("articleUrl"));
    m_url->setPlaceholderText(QStringLiteral("https://"));
    const std::pair<QLineEdit*, SourceField> fields[] = {
        {m_title, SourceField::Title}, {m_publisher, SourceField::Publisher}, {m_date, SourceField::Date}, {m_url, SourceField::Url}};
    for (const auto& entry : fields) {
        QLineEdit* edit = entry.first;
        const SourceField field = entry.second;
        connect(edit, &QLineEdit::editingFinished, this, [this, edit, field] { setSourceField(field, edit->text()); });
    }

    m_paste = new QPushButton(this);
    m_paste->setObjectName(QStringLiteral("pasteArticle"));
    connect(m_paste, &QPushButton::clicked, this, [this] { pasteText(); });
    m_openFile = new QPushButton(this);
    m_openFile->setObjectName(QStringLiteral("openArticleFile"));
    connect(m_openFile, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open a text file"), QDir::homePath(), tr("Text files (*.txt *.md);;All files (*)"));
        if (!path.isEmpty())
            openTextFile(path);
    });
    m_export = new QPushButton(this);
    m_export->setObjectName(QStringLiteral("exportArticle"));
    auto* exportMenu = new QMenu(m_export);
    connect(exportMenu->addAction(QString()), &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export claims file"), QDir::homePath(), tr("Claims files (*.json)"));
        if (!path.isEmpty())
            exportClaimsFile(path);
    });
    connect(exportMenu->addAction(QString()), &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export ClaimReview"), QDir::homePath(), tr("JSON-LD files (*.jsonld *.json)"));
        if (!path.isEmpty())
            exportClaimReview(path);
    });
    m_export->setMenu(exportMenu);
    m_save = new QPushButton(this);
    m_save->setObjectName(QStringLiteral("saveArticle"));
    connect(m_save, &QPushButton::clicked, this, &ArticleEditor::save);
    m_openSaved = new QPushButton(this);
    m_openSaved->setObjectName(QStringLiteral("openSavedArticle"));
    connect(m_openSaved, &QPushButton::clicked, this, &ArticleEditor::chooseSavedArticle);
    m_save->setEnabled(false);
    m_openSaved->setEnabled(false);

    m_text = new QTextEdit(this);
    m_text->setObjectName(QStringLiteral("articleText"));
    m_text->setReadOnly(true);
    m_text->setAcceptRichText(false);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    connect(m_text, &QTextEdit::cursorPositionChanged, this, &ArticleEditor::onTextCursorMoved);

    m_model = new QStandardItemModel(0, ColumnCount, this);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("articleNumbers"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(StateColumn, QHeaderView::Stretch);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex& current) {
        if (!m_filling && current.isValid())
            chooseNumber(static_cast<std::size_t>(current.row()));
    });

    m_numberTitle = new QLabel(this);
    m_numberTitle->setObjectName(QStringLiteral("chosenNumber"));
    m_numberTitle->setWordWrap(true);
    m_quantity = new QComboBox(this);
    m_quantity->setObjectName(QStringLiteral("claimQuantity"));
    m_quantity->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_quantity->setMinimumContentsLength(24);
    connect(m_quantity, &QComboBox::activated, this, [this](int i) { chooseQuantity(i); });
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("claimKind"));
    connect(m_kind, &QComboBox::activated, this, [this](int i) { chooseKind(static_cast<ClaimKind>(m_kind->itemData(i).toInt())); });
    m_tolerance = new QDoubleSpinBox(this);
    m_tolerance->setObjectName(QStringLiteral("claimTolerance"));
    m_tolerance->setRange(kMinTolerancePct, kMaxTolerancePct);
    m_tolerance->setDecimals(1);
    m_tolerance->setSingleStep(0.5);
    m_tolerance->setSuffix(QStringLiteral(" %"));
    m_tolerance->setKeyboardTracking(false);
    connect(m_tolerance, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        if (!m_filling)
            chooseTolerance(v);
    });
    m_overrides = new QListWidget(this);
    m_overrides->setObjectName(QStringLiteral("claimOverrides"));
    m_overrides->setMaximumHeight(72);
    connect(m_overrides, &QListWidget::itemChanged, this, [this](QListWidgetItem* item) {
        if (!m_filling)
            chooseOverride(m_overrides->row(item), item->checkState() == Qt::Checked);
    });
    m_confirm = new QPushButton(this);
    m_confirm->setObjectName(QStringLiteral("confirmClaim"));
    connect(m_confirm, &QPushButton::clicked, this, [this] { confirmChosen(); });
    m_draft = new QPushButton(this);
    m_draft->setObjectName(QStringLiteral("draftClaim"));
    connect(m_draft, &QPushButton::clicked, this, [this] { draftChosen(); });
    m_reason = new QLineEdit(this);
    m_reason->setObjectName(QStringLiteral("uncheckableReason"));
    m_uncheckable = new QPushButton(this);
    m_uncheckable->setObjectName(QStringLiteral("markUncheckable"));
    connect(m_uncheckable, &QPushButton::clicked, this, [this] { markChosenUncheckable(m_reason->text()); });
    connect(m_reason, &QLineEdit::returnPressed, this, [this] { markChosenUncheckable(m_reason->text()); });
    for (QPushButton* b : {m_paste, m_openFile, m_export, m_save, m_openSaved, m_confirm, m_draft, m_uncheckable})
        b->setAutoDefault(false);

    m_detail = new QTextBrowser(this);
    m_detail->setObjectName(QStringLiteral("articleClaimDetail"));
    m_detail->setOpenLinks(false);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("articleMessage"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    for (QLabel*& label : m_labels)
        label = new QLabel(this);
}

void ArticleEditor::layOut()
{
    auto* source = new QGridLayout;
    source->setContentsMargins(0, 0, 0, 0);
    source->addWidget(m_labels[0], 0, 0);
    source->addWidget(m_title, 0, 1, 1, 3);
    source->addWidget(m_labels[1], 0, 4);
    source->addWidget(m_publisher, 0, 5);
    source->addWidget(m_labels[2], 1, 0);
    source->addWidget(m_date, 1, 1);
    source->addWidget(m_labels[3], 1, 2);
    source->addWidget(m_url, 1, 3);
    source->setColumnStretch(1, 1);
    source->setColumnStretch(3, 3);
    source->setColumnStretch(5, 2);
    for (int i = 0; i < 4; ++i)
        m_labels[i]->setBuddy(std::array<QWidget*, 4>{m_title, m_publisher, m_date, m_url}[static_cast<std::size_t>(i)]);

    auto* buttons = new QHBoxLayout;
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->addWidget(m_paste);
    buttons->addWidget(m_openFile);
    buttons->addWidget(m_openSaved);
    buttons->addStretch(1);
    buttons->addWidget(m_save);
    buttons->addWidget(m_export);

    auto* choice = new QGroupBox(this);
    choice->setObjectName(QStringLiteral("numberChoice"));
    auto* grid = new QGridLayout(choice);
    grid->setContentsMargins(6, 6, 6, 6);
    grid->setVerticalSpacing(4);
    grid->addWidget(m_numberTitle, 0, 0, 1, 4);
    grid->addWidget(m_labels[4], 1, 0);
    grid->addWidget(m_quantity, 1, 1, 1, 3);
    grid->addWidget(m_labels[5], 2, 0);
    grid->addWidget(m_kind, 2, 1);
    grid->addWidget(m_labels[6], 2, 2);
    grid->addWidget(m_tolerance, 2, 3);
    grid->addWidget(m_labels[7], 3, 0, 1, 4);
    grid->addWidget(m_overrides, 4, 0, 1, 4);
    auto* actions = new QHBoxLayout;
    actions->addWidget(m_confirm);
    actions->addWidget(m_draft);
    actions->addSpacing(12);
    actions->addWidget(m_reason, 1);
    actions->addWidget(m_uncheckable);
    grid->addLayout(actions, 5, 0, 1, 4);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);
    m_labels[4]->setBuddy(m_quantity);
    m_labels[5]->setBuddy(m_kind);
    m_labels[6]->setBuddy(m_tolerance);
    m_labels[7]->setBuddy(m_overrides);
    m_choiceBox = choice;

    auto* right = new QSplitter(Qt::Vertical, this);
    right->setChildrenCollapsible(false);
    right->addWidget(m_table);
    right->addWidget(choice);
    right->addWidget(m_detail);
    right->setStretchFactor(0, 3);
    right->setStretchFactor(1, 0);
    right->setStretchFactor(2, 2);

    auto* main = new QSplitter(Qt::Horizontal, this);
    main->setChildrenCollapsible(false);
    main->addWidget(m_text);
    main->addWidget(right);
    main->setStretchFactor(0, 4);
    main->setStretchFactor(1, 5);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->setSpacing(6);
    layout->addLayout(buttons);
    layout->addLayout(source);
    layout->addWidget(main, 1);
    layout->addWidget(m_message);
    resize(1240, 700);
}

void ArticleEditor::retranslate()
{
    setWindowTitle(tr("Add article — Token Runway"));
    m_labels[0]->setText(tr("&Title:"));
    m_labels[1]->setText(tr("&Publisher:"));
    m_labels[2]->setText(tr("&Date:"));
    m_labels[3]->setText(tr("&Link:"));
    m_labels[4]->setText(tr("&Quantity:"));
    m_labels[5]->setText(tr("&Kind:"));
    m_labels[6]->setText(tr("T&olerance:"));
    m_labels[7]->setText(tr("&Scenario inputs stated in the same article (the claim is read with those ticked):"));
    m_paste->setText(tr("&Paste text"));
    m_paste->setToolTip(tr("Use the text on the clipboard as the article (Ctrl+V)"));
    m_openFile->setText(tr("Open text &file…"));
    m_openFile->setToolTip(tr("Open a UTF-8 text file of at most 1 MiB"));
    m_export->setText(tr("&Export"));
    m_save->setText(tr("&Save"));
    m_save->setToolTip(tr("Keep the article, its text and its claims, in the library as a new version"));
    m_openSaved->setText(tr("Open &article…"));
    m_openSaved->setToolTip(tr("Open an article saved in the library"));
    const QList<QAction*> exports = m_export->menu()->actions();
    exports[0]->setText(tr("Claims file (claims@3)…"));
    exports[1]->setText(tr("ClaimReview JSON-LD…"));
    m_confirm->setText(tr("&Confirm claim"));
    m_confirm->setToolTip(tr("Check this number as the chosen quantity: its verdict and odds appear at once and follow the scenario"));
    m_draft->setText(tr("Back to &draft"));
    m_reason->setPlaceholderText(tr("Why the model cannot check it"));
    m_uncheckable->setText(tr("Mark &uncheckable"));
    m_choiceBox->setTitle(tr("The chosen number"));
    m_text->setAccessibleName(tr("The article, its numbers marked"));
    m_table->setAccessibleName(tr("The numbers found"));
    m_model->setHorizontalHeaderLabels({tr("Number"), tr("Reads as"), tr("Kind"), tr("State"), tr("Odds")});
    m_kind->clear();
    for (ClaimKind k : {ClaimKind::Equals, ClaimKind::AtLeast, ClaimKind::AtMost, ClaimKind::Between})
        m_kind->addItem(Texts::kind(k), static_cast<int>(k));
}

void ArticleEditor::changeEvent(QEvent* event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refreshTable();
        refreshChoice();
        refreshDetail();
    } else if (event->type() == QEvent::PaletteChange) {
        refreshMarks();
        refreshDetail();
    }
}

void ArticleEditor::showEvent(QShowEvent* event)
{
    QDialog::showEvent(event);
    if (m_auditStale)
        requestAudit();
}

void ArticleEditor::applyText(const ArticleText& text)
{
    m_article = text;
    m_claimNumbers = extract::claimNumberIndices(m_article.numbers);
    std::vector<std::size_t> begins;
    std::vector<std::size_t> ends;
    for (const auto& n : m_article.numbers) {
        begins.push_back(n.begin);
        ends.push_back(n.end);
    }
    m_utf16Begin = articlemarks::utf16Positions(m_article.text, begins);
    m_utf16End = articlemarks::utf16Positions(m_article.text, ends);
    m_filling = true;
    m_text->setPlainText(QString::fromStdString(m_article.text));
    m_filling = false;
    m_chosen = m_claimNumbers.empty() ? std::nullopt : std::optional(m_claimNumbers.front());
    stateChanged();
}

void ArticleEditor::applyDecision(std::size_t claim, const NumberDecision& decision)
{
    m_article.decisions[claim] = decision;
    m_chosen = m_claimNumbers[claim]; // undo and redo show the number they change
    stateChanged();
}

void ArticleEditor::applySource(const ClaimSource& source)
{
    m_article.source = source;
    stateChanged();
}

void ArticleEditor::stateChanged()
{
    m_catalogue = std::make_shared<const ClaimCatalogue>(extract::articleCatalogue(m_article.source, m_article.numbers, m_article.decisions));
    m_filling = true;
    m_title->setText(display::text(m_article.source.title));
    m_publisher->setText(display::fromUtf8(m_article.source.publisher));
    m_date->setText(display::fromUtf8(m_article.source.date));
    m_url->setText(display::fromUtf8(m_article.source.url));
    m_filling = false;
    requestAudit();
    refreshTable();
    refreshMarks();
    refreshChoice();
    refreshDetail();
}

void ArticleEditor::requestAudit()
{
    if (!m_catalogue)
        return; // the constructor's first follow() call, before the state exists
    m_auditPending = true;
    if (!isVisible()) {
        // A closed window does not audit on every slider tick: it catches up when shown.
        m_auditStale = true;
        return;
    }
    m_auditStale = false;
    m_odds->setCatalogue(m_catalogue);
    m_odds->request(m_doc->scenario());
}

bool ArticleEditor::isCurrent() const
{
    return !m_auditPending && !m_odds->isBusy() && m_shownCatalogue == m_catalogue;
}

const ClaimResult* ArticleEditor::resultFor(std::size_t index) const
{
    const auto claim = claimOf(index);
    if (!claim || m_article.decisions[*claim].status != ClaimStatus::Confirmed)
        return nullptr;
    const auto it = m_resultIndex.find(claimId(*claim));
    return it == m_resultIndex.end() ? nullptr : &m_results[it->second];
}

const ClaimOdds* ArticleEditor::oddsFor(std::size_t index) const
{
    const ClaimResult* r = resultFor(index);
    if (!r)
        return nullptr;
    const auto i = static_cast<std::size_t>(r - m_results.data());
    return i < m_resultOdds.size() ? &m_resultOdds[i] : nullptr;
}

QString ArticleEditor::message() const
{
    return m_message->text();
}

void ArticleEditor::showMessage(const QString& text, bool error)
{
    m_message->setText(text);
    m_message->setStyleSheet(error ? QStringLiteral("color:%1").arg(themed("#b3261e", "#ff8a80")) : QString());
    m_message->setVisible(!text.isEmpty());
}

void ArticleEditor::onTextCursorMoved()
{
    if (m_filling)
        return;
    const int at = m_text->textCursor().position();
    for (std::size_t i = 0; i < m_utf16Begin.size(); ++i) {
        if (at >= m_utf16Begin[i] && at <= m_utf16End[i]) {
            if (m_chosen != i)
                chooseNumber(i);
            return;
        }
    }
}

} // namespace runway
