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
#include "ui/analysis/analysisrunner.h"
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
    // Exact at the time of the export: the audit and the odds of this catalogue on this scenario
    // (through the runner, where the window runs the model), not whatever the worker delivered last.
    const std::vector<ClaimResult> results = AnalysisRunner::claimsAudit(*m_catalogue, m_doc->scenario());
    const std::vector<ClaimOdds> odds = AnalysisRunner::claimsOdds(results, RunControl{}).value_or(std::vector<ClaimOdds>{});
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

} // namespace runway
