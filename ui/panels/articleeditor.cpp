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
#include "ui/panels/articlemarks.h"
#include "ui/panels/claimsmodel.h"
#include "ui/panels/claimsodds.h"
#include "ui/panels/claimspanel.h"
#include "ui/theme.h"

namespace runway {
namespace {

using articlemarks::MarkState;
using articlemarks::Texts;
using extract::NumberDecision;

enum Column { NumberColumn, ValueColumn, KindColumn, StateColumn, OddsColumn, ColumnCount };

class TextCommand : public QUndoCommand {
public:
    TextCommand(ArticleEditor* editor, ArticleText before, ArticleText after, const QString& text)
        : QUndoCommand(text)
        , m_editor(editor)
        , m_before(std::move(before))
        , m_after(std::move(after))
    {
    }
    void redo() override { m_editor->applyText(m_after); }
    void undo() override { m_editor->applyText(m_before); }

private:
    ArticleEditor* m_editor;
    ArticleText m_before;
    ArticleText m_after;
};

class DecisionCommand : public QUndoCommand {
public:
    DecisionCommand(ArticleEditor* editor, std::size_t claim, NumberDecision before, NumberDecision after, const QString& text)
        : QUndoCommand(text)
        , m_editor(editor)
        , m_claim(claim)
        , m_before(std::move(before))
        , m_after(std::move(after))
    {
    }
    void redo() override { m_editor->applyDecision(m_claim, m_after); }
    void undo() override { m_editor->applyDecision(m_claim, m_before); }

private:
    ArticleEditor* m_editor;
    std::size_t m_claim;
    NumberDecision m_before;
    NumberDecision m_after;
};

class SourceCommand : public QUndoCommand {
public:
    SourceCommand(ArticleEditor* editor, ClaimSource before, ClaimSource after, const QString& text)
        : QUndoCommand(text)
        , m_editor(editor)
        , m_before(std::move(before))
        , m_after(std::move(after))
    {
    }
    void redo() override { m_editor->applySource(m_after); }
    void undo() override { m_editor->applySource(m_before); }

private:
    ArticleEditor* m_editor;
    ClaimSource m_before;
    ClaimSource m_after;
};

std::string claimId(std::size_t claim)
{
    return "n" + std::to_string(claim + 1);
}

bool hasOverride(const NumberDecision& d, const extract::OverrideOffer& o)
{
    return std::find(d.overrides.keys.begin(), d.overrides.keys.end(), o.param) != d.overrides.keys.end() && d.overrides.values[o.param] == o.value;
}

void removeOverride(NumberDecision& d, ParamId id)
{
    d.overrides.keys.erase(std::remove(d.overrides.keys.begin(), d.overrides.keys.end(), id), d.overrides.keys.end());
    d.overrides.values[id] = Scenario{}[id];
}

// A problem with where it is (a file's path, a claim's field), in the window's language.
QString problemLine(const Problem& p)
{
    const QString text = problemText(p);
    return p.where.empty() ? text : ArticleEditor::tr("%1: %2").arg(display::fromUtf8(p.where), text);
}

bool writeFile(const QString& path, const std::string& bytes, QString& error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes.data(), static_cast<qint64>(bytes.size())) != static_cast<qint64>(bytes.size()) ||
        !file.commit()) {
        error = file.errorString();
        return false;
    }
    return true;
}

} // namespace

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

// ---- what the reader does ----

bool ArticleEditor::setArticleText(const QString& text, const QString& fallbackTitle)
{
    const std::string bytes = text.toStdString();
    if (const std::optional<Message> problem = extract::articleTextProblem(bytes)) {
        showMessage(tr("The pasted text %1").arg(display::text(*problem)));
        return false;
    }
    ArticleText next;
    next.text = bytes;
    next.numbers = extract::extractNumbers(bytes);
    for (std::size_t index : extract::claimNumberIndices(next.numbers))
        next.decisions.push_back(extract::initialDecision(next.numbers, index));
    next.source = m_article.text.empty() ? m_article.source : ClaimSource{};
    next.source.id = "article";
    next.source.description = Message(RW_MSG("Claims", "article"));
    const QString fallback = fallbackTitle.isEmpty() ? tr("Pasted article") : fallbackTitle;
    next.source.title = Message::verbatim(extract::articleTitle(bytes, fallback.toStdString()));
    next.source.language = extract::detectLanguage(bytes);
    next.source.textSha256 = sha256Hex(bytes);
    const auto claims = static_cast<qulonglong>(next.decisions.size());
    const auto found = static_cast<qulonglong>(next.numbers.size());
    m_undo->push(new TextCommand(this, m_article, std::move(next), tr("New article text")));
    m_savedName.clear(); // a new article: Save asks for its name
    showMessage(tr("%1 numbers found: %2 may be claims (marked in colour), %3 are context (underlined). Choose a number to confirm what it is.")
                    .arg(found)
                    .arg(claims)
                    .arg(found - claims),
                false);
    return true;
}

bool ArticleEditor::pasteText()
{
    const QString text = QGuiApplication::clipboard()->text();
    if (text.isEmpty()) {
        showMessage(tr("The clipboard holds no text to paste."));
        return false;
    }
    return setArticleText(text);
}

bool ArticleEditor::openTextFile(const QString& path)
{
    const Checked<std::string> read = extract::readArticleFile(QFile::encodeName(path).toStdString());
    if (!read.ok()) {
        showMessage(problemLine(read.problems.front()));
        return false;
    }
    return setArticleText(QString::fromStdString(*read.value), QFileInfo(path).fileName());
}

void ArticleEditor::chooseNumber(std::size_t index)
{
    if (index >= m_article.numbers.size())
        return;
    m_chosen = index;
    refreshChoice();
    refreshMarks();
    refreshDetail();
    m_filling = true;
    m_table->selectRow(static_cast<int>(index));
    m_filling = false;
}

std::optional<std::size_t> ArticleEditor::claimOf(std::size_t index) const
{
    const auto it = std::lower_bound(m_claimNumbers.begin(), m_claimNumbers.end(), index);
    if (it == m_claimNumbers.end() || *it != index)
        return std::nullopt;
    return static_cast<std::size_t>(it - m_claimNumbers.begin());
}

const NumberDecision* ArticleEditor::decisionFor(std::size_t index) const
{
    const auto claim = claimOf(index);
    return claim ? &m_article.decisions[*claim] : nullptr;
}

bool ArticleEditor::chooseQuantity(int suggestion)
{
    if (!m_chosen || !decisionFor(*m_chosen))
        return false;
    const auto& suggestions = m_article.numbers[*m_chosen].suggestions;
    if (suggestion < 0 || static_cast<std::size_t>(suggestion) >= suggestions.size())
        return false;
    NumberDecision d = *decisionFor(*m_chosen);
    d.quantity = suggestions[static_cast<std::size_t>(suggestion)].quantity;
    d.factor = suggestions[static_cast<std::size_t>(suggestion)].factor;
    if (const auto own = extract::parameterOf(d.quantity))
        removeOverride(d, *own); // a claim is never read with its own quantity set
    return pushDecision(d, tr("Quantity of %1").arg(display::fromUtf8(m_article.numbers[*m_chosen].text)), true);
}

bool ArticleEditor::chooseKind(ClaimKind kind)
{
    if (!m_chosen || !decisionFor(*m_chosen))
        return false;
    NumberDecision d = *decisionFor(*m_chosen);
    d.kind = kind;
    return pushDecision(d, tr("Kind of %1").arg(display::fromUtf8(m_article.numbers[*m_chosen].text)), true);
}

bool ArticleEditor::chooseTolerance(double percent)
{
    if (!m_chosen || !decisionFor(*m_chosen))
        return false;
    if (!(percent >= kMinTolerancePct && percent <= kMaxTolerancePct)) {
        showMessage(tr("A tolerance is from %1 % to %2 %; %3 % is outside.")
                        .arg(QLocale().toString(kMinTolerancePct), QLocale().toString(kMaxTolerancePct), QLocale().toString(percent)));
        return false;
    }
    NumberDecision d = *decisionFor(*m_chosen);
    d.tolerancePct = percent;
    return pushDecision(d, tr("Tolerance of %1").arg(display::fromUtf8(m_article.numbers[*m_chosen].text)), true);
}

bool ArticleEditor::chooseOverride(int offer, bool on)
{
    if (!m_chosen || !decisionFor(*m_chosen) || offer < 0 || static_cast<std::size_t>(offer) >= m_offers.size())
        return false;
    const extract::OverrideOffer& o = m_offers[static_cast<std::size_t>(offer)];
    NumberDecision d = *decisionFor(*m_chosen);
    removeOverride(d, o.param);
    if (on) {
        d.overrides.keys.push_back(o.param);
        d.overrides.values.set(o.param, o.value);
    }
    return pushDecision(d, tr("Scenario input of %1").arg(display::fromUtf8(m_article.numbers[*m_chosen].text)), true);
}

bool ArticleEditor::confirmChosen()
{
    if (!m_chosen || !decisionFor(*m_chosen)) {
        showMessage(tr("Choose a number in the text or the table first."));
        return false;
    }
    const extract::FoundNumber& n = m_article.numbers[*m_chosen];
    NumberDecision d = *decisionFor(*m_chosen);
    if (!extract::claimUnitFor(n)) {
        showMessage(
            tr("The model has no claim figure in %1, the unit of %2; mark it uncheckable with a reason.").arg(Texts::unit(n), display::fromUtf8(n.text)));
        return false;
    }
    if (d.quantity.empty()) {
        showMessage(tr("No quantity of the model matches %1; mark it uncheckable with a reason.").arg(display::fromUtf8(n.text)));
        return false;
    }
    d.status = ClaimStatus::Confirmed;
    d.reason.clear();
    return pushDecision(d, tr("Confirm %1").arg(display::fromUtf8(n.text)), true);
}

bool ArticleEditor::markChosenUncheckable(const QString& reason)
{
    if (!m_chosen || !decisionFor(*m_chosen)) {
        showMessage(tr("Choose a number in the text or the table first."));
        return false;
    }
    const QString trimmed = reason.trimmed();
    if (trimmed.isEmpty()) {
        showMessage(tr("Say why the model cannot check this number: the reason is listed with it."));
        return false;
    }
    NumberDecision d = *decisionFor(*m_chosen);
    d.status = ClaimStatus::Uncheckable;
    d.reason = trimmed.toStdString();
    return pushDecision(d, tr("Mark %1 uncheckable").arg(display::fromUtf8(m_article.numbers[*m_chosen].text)), true);
}

bool ArticleEditor::draftChosen()
{
    if (!m_chosen || !decisionFor(*m_chosen) || decisionFor(*m_chosen)->status == ClaimStatus::Draft)
        return false;
    NumberDecision d = *decisionFor(*m_chosen);
    d.status = ClaimStatus::Draft;
    d.reason.clear();
    return pushDecision(d, tr("%1 back to draft").arg(display::fromUtf8(m_article.numbers[*m_chosen].text)), false);
}

bool ArticleEditor::pushDecision(const NumberDecision& decision, const QString& description, bool validate)
{
    const std::size_t claim = *claimOf(*m_chosen);
    const NumberDecision& before = m_article.decisions[claim];
    if (decision == before)
        return true;
    if (validate && decision.status != ClaimStatus::Draft) {
        std::vector<NumberDecision> candidate = m_article.decisions;
        candidate[claim] = decision;
        if (const QString why = refusal(candidate, m_article.source); !why.isEmpty()) {
            showMessage(why);
            refreshChoice(); // the controls show the decision as it still is
            return false;
        }
        if (decision.status == ClaimStatus::Confirmed) {
            const Checked<Scenario> s = applyOverrides(m_doc->scenario(), decision.overrides, "Claim " + claimId(claim), "");
            if (!s.ok()) {
                showMessage(problemLine(s.problems.front()));
                refreshChoice();
                return false;
            }
        }
    }
    showMessage({});
    m_undo->push(new DecisionCommand(this, claim, before, decision, description));
    return true;
}

QString ArticleEditor::refusal(const std::vector<NumberDecision>& decisions, const ClaimSource& source) const
{
    const ClaimCatalogue candidate = extract::articleCatalogue(source, m_article.numbers, decisions);
    const Checked<ClaimCatalogue> read = catalogueFromJson(catalogueToJson(candidate));
    return read.ok() ? QString() : problemLine(read.problems.front());
}

bool ArticleEditor::setSourceField(SourceField field, const QString& value)
{
    ClaimSource next = m_article.source;
    const std::string text = value.trimmed().toStdString();
    QString what;
    switch (field) {
    case SourceField::Title:
        if (text.empty()) {
            m_title->setText(display::text(m_article.source.title));
            showMessage(tr("An article needs a title."));
            return false;
        }
        next.title = Message::verbatim(text);
        what = tr("Title");
        break;
    case SourceField::Publisher:
        next.publisher = text;
        what = tr("Publisher");
        break;
    case SourceField::Date:
        next.date = text;
        what = tr("Date");
        break;
    case SourceField::Url:
        next.url = text;
        what = tr("Link");
        break;
    }
    if (next == m_article.source)
        return true;
    if (const QString why = refusal(m_article.decisions, next); !why.isEmpty()) {
        showMessage(why);
        return false; // the field keeps what was typed, so it can be corrected
    }
    showMessage({});
    m_undo->push(new SourceCommand(this, m_article.source, next, tr("Article's %1").arg(what)));
    return true;
}

bool ArticleEditor::exportClaimsFile(const QString& path)
{
    QString error;
    if (!writeFile(path, catalogueToText(*m_catalogue), error)) {
        showMessage(tr("Could not write %1: %2").arg(path, error));
        return false;
    }
    showMessage(tr("Wrote the article's claims to %1.").arg(path), false);
    return true;
}

bool ArticleEditor::exportClaimReview(const QString& path)
{
    // Exact at the time of the export: the audit and the odds of this catalogue on this scenario,
    // not whatever the worker delivered last.
    const std::vector<ClaimResult> results = auditClaims(*m_catalogue, m_doc->scenario());
    const std::vector<ClaimOdds> odds = auditOdds(results).value_or(std::vector<ClaimOdds>{});
    QString error;
    if (!writeFile(path, jsonOutputText(claimReviewJson(*m_catalogue, results, odds)) + "\n", error)) {
        showMessage(tr("Could not write %1: %2").arg(path, error));
        return false;
    }
    showMessage(tr("Wrote %n ClaimReview(s) to %1.", nullptr, static_cast<int>(results.size())).arg(path), false);
    return true;
}

void ArticleEditor::setLibrary(LibraryService* library)
{
    m_library = library;
    m_save->setEnabled(library != nullptr);
    m_openSaved->setEnabled(library != nullptr);
}

bool ArticleEditor::saveArticleAs(const QString& name, const QString& note)
{
    if (!m_library)
        return false;
    if (!m_library->isOpen()) {
        showMessage(tr("No library is open: the scenario library keeps the articles too."));
        return false;
    }
    if (m_article.text.empty()) {
        showMessage(tr("Paste an article or open a text file first: there is nothing to save."));
        return false;
    }
    const QString trimmed = name.trimmed();
    if (trimmed != m_savedName) {
        const Checked<std::vector<ArticleSummary>> list = m_library->listArticles();
        if (!list.ok()) {
            showMessage(problemLine(list.problems.front()));
            return false;
        }
        const std::string wanted = trimmed.toStdString();
        if (std::any_of(list.value->begin(), list.value->end(), [&](const ArticleSummary& a) { return a.name == wanted; })) {
            showMessage(tr("An article named “%1” is already in the library: open it, or save this one under another name.").arg(trimmed));
            return false;
        }
    }
    const Checked<int> saved = m_library->saveArticle(StoredArticle{trimmed.toStdString(), 0, m_article.text, *m_catalogue}, note);
    if (!saved.ok()) {
        showMessage(problemLine(saved.problems.front()));
        return false;
    }
    m_savedName = trimmed;
    showMessage(tr("Saved “%1”, version %2.").arg(trimmed).arg(*saved.value), false);
    return true;
}

bool ArticleEditor::openSavedArticle(const QString& name, int version)
{
    if (!m_library)
        return false;
    const Checked<StoredArticle> loaded = m_library->loadArticle(name, version);
    if (!loaded.ok()) {
        showMessage(problemLine(loaded.problems.front()));
        return false;
    }
    const StoredArticle& a = *loaded.value;
    if (a.text.empty()) {
        showMessage(tr("“%1” was imported from a claims file and has no text to mark; the command line judges its claims "
                       "(claims --article).")
                        .arg(name));
        return false;
    }
    ArticleText next;
    next.text = a.text;
    next.numbers = extract::extractNumbers(a.text);
    extract::RestoredDecisions restored = extract::restoreDecisions(a.claims, next.numbers);
    next.decisions = std::move(restored.decisions);
    next.source = a.claims.sources.front();
    m_undo->push(new TextCommand(this, m_article, std::move(next), tr("Open article %1").arg(name)));
    m_savedName = name;
    if (restored.unmatched.empty()) {
        showMessage(tr("Opened “%1”, version %2.").arg(name).arg(a.version), false);
    } else {
        QStringList ids;
        for (const auto& id : restored.unmatched)
            ids << display::fromUtf8(id);
        showMessage(tr("Opened “%1”, version %2; no number of its text matches the saved claim(s) %3 any more: they are left out.")
                        .arg(name)
                        .arg(a.version)
                        .arg(ids.join(QStringLiteral(", "))));
    }
    return true;
}

void ArticleEditor::save()
{
    QString name = m_savedName;
    if (name.isEmpty()) {
        bool ok = false;
        name =
            QInputDialog::getText(this, tr("Save article"), tr("Name in the library:"), QLineEdit::Normal, display::text(m_article.source.title).left(80), &ok);
        if (!ok)
            return;
    }
    saveArticleAs(name);
}

void ArticleEditor::chooseSavedArticle()
{
    if (!m_library)
        return;
    const Checked<std::vector<ArticleSummary>> list = m_library->listArticles();
    if (!list.ok()) {
        showMessage(problemLine(list.problems.front()));
        return;
    }
    if (list.value->empty()) {
        showMessage(tr("No article is saved in the library yet."));
        return;
    }
    QStringList items;
    for (const ArticleSummary& a : *list.value)
        items << tr("%1 — %2 (%n version(s), %3 claims, %4 to confirm)", nullptr, a.versions)
                     .arg(display::fromUtf8(a.name), display::fromUtf8(a.title))
                     .arg(a.claims)
                     .arg(a.drafts);
    bool ok = false;
    const QString chosen = QInputDialog::getItem(this, tr("Open article"), tr("Saved articles:"), items, 0, false, &ok);
    if (!ok)
        return;
    const auto at = items.indexOf(chosen);
    if (at >= 0)
        openSavedArticle(display::fromUtf8((*list.value)[static_cast<std::size_t>(at)].name));
}

// ---- the state and the views ----

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

void ArticleEditor::refreshTable()
{
    m_filling = true;
    m_model->setRowCount(static_cast<int>(m_article.numbers.size()));
    for (std::size_t i = 0; i < m_article.numbers.size(); ++i) {
        const extract::FoundNumber& n = m_article.numbers[i];
        const int row = static_cast<int>(i);
        auto set = [&](int column, const QString& text, const QIcon& icon = {}) {
            auto* item = new QStandardItem(icon, text);
            item->setToolTip(display::fromUtf8(n.quote));
            m_model->setItem(row, column, item);
        };
        set(NumberColumn, display::fromUtf8(n.text));
        const NumberDecision* d = decisionFor(i);
        if (!d) {
            set(ValueColumn, QString());
            set(KindColumn, QString());
            set(StateColumn, tr("context: %1").arg(Texts::contextReason(n.context)));
            set(OddsColumn, QString());
            for (int c = 0; c < ColumnCount; ++c)
                m_model->item(row, c)->setForeground(QColor(themed("#777777", "#9a9a9a")));
            continue;
        }
        set(ValueColumn, Texts::value(n));
        set(KindColumn, Texts::kind(d->kind));
        switch (d->status) {
        case ClaimStatus::Draft: set(StateColumn, tr("to confirm")); break;
        case ClaimStatus::Uncheckable: set(StateColumn, tr("uncheckable: %1").arg(display::fromUtf8(d->reason))); break;
        case ClaimStatus::Confirmed:
            if (const ClaimResult* r = resultFor(i))
                set(StateColumn, ClaimsModel::verdictText(*r), ClaimsModel::verdictIcon(r->verdict));
            else
                set(StateColumn, tr("auditing…"));
            break;
        }
        set(OddsColumn, d->status == ClaimStatus::Confirmed ? ClaimsModel::oddsText(oddsFor(i)) : QString());
    }
    if (m_chosen)
        m_table->selectRow(static_cast<int>(*m_chosen));
    m_filling = false;
}

void ArticleEditor::refreshMarks()
{
    std::vector<MarkState> states;
    states.reserve(m_article.numbers.size());
    for (std::size_t i = 0; i < m_article.numbers.size(); ++i) {
        const NumberDecision* d = decisionFor(i);
        if (!d) {
            states.push_back(MarkState::Context);
            continue;
        }
        switch (d->status) {
        case ClaimStatus::Draft: states.push_back(MarkState::Draft); break;
        case ClaimStatus::Uncheckable: states.push_back(MarkState::Uncheckable); break;
        case ClaimStatus::Confirmed: {
            const ClaimResult* r = resultFor(i);
            if (!r)
                states.push_back(MarkState::Pending);
            else if (r->verdict == Verdict::Undetermined)
                states.push_back(MarkState::Undetermined);
            else
                states.push_back(verdictIsTrue(r->verdict) ? MarkState::True : MarkState::False);
            break;
        }
        }
    }
    m_text->setExtraSelections(articlemarks::marks(m_text->document(), m_utf16Begin, m_utf16End, states, m_chosen));
}

void ArticleEditor::refreshChoice()
{
    m_filling = true;
    const NumberDecision* d = m_chosen ? decisionFor(*m_chosen) : nullptr;
    for (QWidget* w : std::initializer_list<QWidget*>{m_quantity, m_kind, m_tolerance, m_overrides, m_confirm, m_draft, m_reason, m_uncheckable})
        w->setEnabled(d != nullptr);
    m_quantity->clear();
    m_overrides->clear();
    m_offers.clear();
    if (!m_chosen) {
        m_numberTitle->setText(m_article.text.empty() ? tr("Paste an article or open a text file: its numbers are marked in the text and listed above.")
                                                      : tr("Choose a number in the text or the table."));
        m_filling = false;
        return;
    }
    const extract::FoundNumber& n = m_article.numbers[*m_chosen];
    if (!d) {
        m_numberTitle->setText(tr("<b>%1</b> is %2: context, not a claim.").arg(display::fromUtf8(n.text).toHtmlEscaped(), Texts::contextReason(n.context)));
        m_filling = false;
        return;
    }
    m_numberTitle->setText(tr("<b>%1</b> reads as %2.").arg(display::fromUtf8(n.text).toHtmlEscaped(), Texts::value(n).toHtmlEscaped()));
    int current = -1;
    for (std::size_t i = 0; i < n.suggestions.size(); ++i) {
        m_quantity->addItem(Texts::quantity(n.suggestions[i].quantity, n.suggestions[i].factor));
        if (n.suggestions[i].quantity == d->quantity && n.suggestions[i].factor == d->factor)
            current = static_cast<int>(i);
    }
    if (current < 0 && !d->quantity.empty()) {
        // A saved claim's quantity that the extractor no longer suggests: shown, not offered.
        m_quantity->addItem(Texts::quantity(d->quantity, d->factor));
        current = m_quantity->count() - 1;
    }
    m_quantity->setCurrentIndex(current);
    m_kind->setCurrentIndex(m_kind->findData(static_cast<int>(d->kind)));
    m_tolerance->setValue(d->tolerancePct);
    m_tolerance->setEnabled(d->kind == ClaimKind::Equals);
    m_offers = extract::overrideOffers(m_article.numbers, *m_chosen, d->quantity);
    for (const extract::OverrideOffer& o : m_offers) {
        const ParamSpec& p = spec(o.param);
        auto* item = new QListWidgetItem(
            tr("%1 = %2 (“%3”)").arg(display::paramText(p.label), display::valueWithUnit(p, o.value), display::fromUtf8(m_article.numbers[o.number].text)),
            m_overrides);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(hasOverride(*d, o) ? Qt::Checked : Qt::Unchecked);
        item->setToolTip(display::fromUtf8(p.key));
    }
    if (m_offers.empty())
        m_overrides->addItem(tr("none: the claim is read on the dashboard's scenario"));
    m_confirm->setEnabled(d->status != ClaimStatus::Confirmed);
    m_draft->setEnabled(d->status != ClaimStatus::Draft);
    m_reason->setText(display::fromUtf8(d->reason));
    m_filling = false;
}

void ArticleEditor::refreshDetail()
{
    const ClaimResult* r = m_chosen ? resultFor(*m_chosen) : nullptr;
    if (r && m_shownCatalogue) {
        const ClaimOdds* odds = oddsFor(*m_chosen);
        m_detail->setHtml(ClaimsPanel::detailHtml(*m_shownCatalogue, *r, odds));
        return;
    }
    const NumberDecision* d = m_chosen ? decisionFor(*m_chosen) : nullptr;
    QString text;
    if (!d)
        text = tr("The verdict and the odds of a confirmed claim appear here.");
    else if (d->status == ClaimStatus::Confirmed)
        text = tr("Auditing…");
    else if (d->status == ClaimStatus::Uncheckable)
        text = tr("Uncheckable: %1").arg(display::fromUtf8(d->reason));
    else
        text = tr("A draft: choose its quantity, kind and scenario inputs, then confirm it to see its verdict and odds.");
    m_detail->setHtml(QStringLiteral("<p>%1</p><p><i>%2</i></p>")
                          .arg(text.toHtmlEscaped(), m_chosen ? display::fromUtf8(m_article.numbers[*m_chosen].quote).toHtmlEscaped() : QString()));
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
