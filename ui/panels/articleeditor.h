#pragma once
// "Add article…" (CLAIMS.md v3, "In the window"): a window beside the dashboard where the reader
// pastes an article or opens a UTF-8 text file, sees every number the extractor finds marked in the
// text (claims coloured by their state, context numbers — years, dates, versions — underlined only)
// and listed in a table, and, for the number chosen (a click in the text or a row), picks the
// quantity it is (the extractor's suggestions, best first), the kind, the tolerance and the
// scenario inputs found in the same article, then confirms it or marks it uncheckable with a reason.
// A confirmed claim is audited with its odds on the worker at once, on the document's current
// scenario, and again after every change of the scenario, like the built-in claims. Every edit is
// one step of the editor's own undo stack (Ctrl+Z in this window). Export writes the article as a
// claims@3 file or as ClaimReview JSON-LD.
//
// The article's state is core's (core/claims/extract/articleclaims.h): the text, the numbers found
// in it and one decision per claim number; the catalogue the audit, the exports and the table read
// is articleCatalogue() of it.

#include <cstddef>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <QDialog>

#include "core/claims/claimaudit.h"
#include "core/claims/claimodds.h"
#include "core/claims/extract/articleclaims.h"

class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QStandardItemModel;
class QTableView;
class QTextBrowser;
class QTextEdit;
class QUndoStack;

namespace runway {

class ClaimsOddsRunner;
class LibraryService;
class ScenarioDocument;

/// The text and what was found and decided in it: what one "new text" undo step swaps.
struct ArticleText {
    std::string text;
    std::vector<extract::FoundNumber> numbers;
    std::vector<extract::NumberDecision> decisions; ///< one per claim number (extract::claimNumberIndices)
    ClaimSource source;
};

class ArticleEditor : public QDialog {
    Q_OBJECT
public:
    explicit ArticleEditor(ScenarioDocument* doc, QWidget* parent = nullptr);
    ~ArticleEditor() override;

    // What the reader does; each returns false (with message()) when it is refused and nothing changed.
    /// A new text (pasted): its numbers found, every decision a draft; one undo step.
    bool setArticleText(const QString& text, const QString& fallbackTitle = {});
    /// The clipboard's text as the article.
    bool pasteText();
    /// A UTF-8 text file of at most 1 MiB as the article.
    bool openTextFile(const QString& path);
    /// Chooses the number at `index` (into numbers()): the choice panel shows it.
    void chooseNumber(std::size_t index);
    /// The chosen number's quantity: its `suggestion`-th suggestion.
    bool chooseQuantity(int suggestion);
    bool chooseKind(ClaimKind kind);
    bool chooseTolerance(double percent);
    /// Switches the chosen number's `offer`-th override offer on or off.
    bool chooseOverride(int offer, bool on);
    /// Confirms the chosen number as a claim (validated first).
    bool confirmChosen();
    /// Marks the chosen number uncheckable with `reason` (not empty).
    bool markChosenUncheckable(const QString& reason);
    /// Back to a draft (a confirmed or uncheckable number).
    bool draftChosen();
    /// Sets the source's publisher, date (YYYY-MM-DD), link (http or https) or title; refused when
    /// the claims file's reader would refuse it.
    enum class SourceField { Title, Publisher, Date, Url };
    bool setSourceField(SourceField field, const QString& value);
    /// Writes the article as a claims@3 file, or as ClaimReview JSON-LD of its audit on the
    /// document's scenario (with the odds).
    bool exportClaimsFile(const QString& path);
    bool exportClaimReview(const QString& path);

    /// The library articles are saved in (the window's scenario library); none: Save and Open are off.
    void setLibrary(LibraryService* library);
    /// Saves the article (its text and its claims) as a new version of `name` in the library. A
    /// name other than the one this article was opened or saved as must be new.
    bool saveArticleAs(const QString& name, const QString& note = {});
    /// Opens version `version` (0: the newest) of a saved article: its text marked again, its
    /// decisions restored; one undo step.
    bool openSavedArticle(const QString& name, int version = 0);
    /// The name the article was last opened or saved as (empty: not in the library).
    QString savedName() const { return m_savedName; }

    // What it shows.
    const ArticleText& article() const { return m_article; }
    const std::vector<extract::FoundNumber>& numbers() const { return m_article.numbers; }
    std::optional<std::size_t> chosen() const { return m_chosen; }
    /// The decision for the number at `index`, or nullptr when it is context.
    const extract::NumberDecision* decisionFor(std::size_t index) const;
    /// The overrides the chosen number may take from the article.
    const std::vector<extract::OverrideOffer>& offers() const { return m_offers; }
    /// The article's catalogue now (articleCatalogue of the state).
    std::shared_ptr<const ClaimCatalogue> catalogue() const { return m_catalogue; }
    /// The latest audit result of the number at `index`, or nullptr (not confirmed, or not audited yet).
    const ClaimResult* resultFor(std::size_t index) const;
    /// Its odds, or nullptr before they arrive.
    const ClaimOdds* oddsFor(std::size_t index) const;
    /// Whether the results shown belong to the current state and scenario (no audit on its way).
    bool isCurrent() const;
    QString message() const;

    QTextEdit* textView() const { return m_text; }
    QTableView* numbersTable() const { return m_table; }
    QUndoStack* undoStack() const { return m_undo; }
    ClaimsOddsRunner* oddsRunner() const { return m_odds; }
    QTextBrowser* detail() const { return m_detail; }

    /// Applied by the undo commands only.
    void applyText(const ArticleText& text);
    void applyDecision(std::size_t claim, const extract::NumberDecision& decision);
    void applySource(const ClaimSource& source);

protected:
    void changeEvent(QEvent* event) override;
    /// A window that was hidden while the scenario changed audits again when shown.
    void showEvent(QShowEvent* event) override;

private:
    void buildWidgets();
    void layOut();
    void retranslate();
    /// The state changed: a new catalogue, its audit requested, the views updated.
    void stateChanged();
    void requestAudit();
    void refreshTable();
    void refreshMarks();
    void refreshChoice();
    void refreshDetail();
    void showMessage(const QString& text, bool error = true);
    /// The claim number (index into the decisions) of the number at `index`, or empty for context.
    std::optional<std::size_t> claimOf(std::size_t index) const;
    /// Pushes a decision change of the chosen number after validating it; false when refused.
    bool pushDecision(const extract::NumberDecision& decision, const QString& description, bool validate);
    /// The problem a candidate state would have as a claims file (or with the document's scenario), or empty.
    QString refusal(const std::vector<extract::NumberDecision>& decisions, const ClaimSource& source) const;
    void onTextCursorMoved();
    /// Save: under the saved name, or one asked for.
    void save();
    /// Open article…: a list of the saved articles to choose from.
    void chooseSavedArticle();

    ScenarioDocument* m_doc;
    ArticleText m_article;
    std::vector<std::size_t> m_claimNumbers;   ///< extract::claimNumberIndices(numbers)
    std::vector<int> m_utf16Begin, m_utf16End; ///< each number's range in the shown text
    std::optional<std::size_t> m_chosen;
    std::vector<extract::OverrideOffer> m_offers;
    std::shared_ptr<const ClaimCatalogue> m_catalogue;
    std::shared_ptr<const ClaimCatalogue> m_shownCatalogue; ///< the catalogue m_results point into
    std::vector<ClaimResult> m_results;
    std::vector<ClaimOdds> m_resultOdds;
    std::map<std::string, std::size_t> m_resultIndex; ///< claim id → index into m_results
    bool m_auditPending = false;
    bool m_auditStale = false; ///< the scenario or the article changed while the window was hidden
    bool m_filling = false;

    LibraryService* m_library = nullptr;
    QString m_savedName;
    QUndoStack* m_undo;
    ClaimsOddsRunner* m_odds;
    QLineEdit* m_title = nullptr;
    QLineEdit* m_publisher = nullptr;
    QLineEdit* m_date = nullptr;
    QLineEdit* m_url = nullptr;
    QPushButton* m_paste = nullptr;
    QPushButton* m_openFile = nullptr;
    QPushButton* m_export = nullptr;
    QPushButton* m_save = nullptr;
    QPushButton* m_openSaved = nullptr;
    QTextEdit* m_text = nullptr;
    QTableView* m_table = nullptr;
    QStandardItemModel* m_model = nullptr;
    QGroupBox* m_choiceBox = nullptr;
    QLabel* m_numberTitle = nullptr;
    QComboBox* m_quantity = nullptr;
    QComboBox* m_kind = nullptr;
    QDoubleSpinBox* m_tolerance = nullptr;
    QListWidget* m_overrides = nullptr;
    QPushButton* m_confirm = nullptr;
    QPushButton* m_draft = nullptr;
    QLineEdit* m_reason = nullptr;
    QPushButton* m_uncheckable = nullptr;
    QTextBrowser* m_detail = nullptr;
    QLabel* m_message = nullptr;
    QLabel* m_labels[8] = {};
};

} // namespace runway
