#pragma once
// The Claims tab: the articles' figures re-computed on the current scenario (core's claims
// audit), their odds over the scenario's uncertainty (computed off the UI thread), a detail
// pane with the selected claim's basis, the readings that match, its arithmetic and the notes
// on the sources, and "Open as scenario" that loads the claim's scenario as one undoable step.
// The audit and the odds come from the window's debounced worker (ClaimsOddsRunner), so a slider
// tick costs the tab no run of the model on the UI thread. While the tab is hidden it does not
// audit: it catches up when shown. The tab is built when it is first shown or first asked for
// (its table, catalogue and first audit are nothing the window's first frame needs).

#include <QWidget>

#include "core/claims/claimaudit.h"
#include "core/claims/claimodds.h"

class QLabel;
class QPushButton;
class QTableView;
class QTextBrowser;

namespace runway {

class ArticleEditor;
class ClaimsModel;
class ClaimsOddsRunner;
class LibraryService;
class ScenarioDocument;

class ClaimsPanel : public QWidget {
    Q_OBJECT
public:
    explicit ClaimsPanel(ScenarioDocument* doc, QWidget* parent = nullptr);

    // Each part builds the tab first when it is not built yet.
    QTableView* table();
    ClaimsModel* model();
    QTextBrowser* detail();
    QPushButton* openButton();
    QPushButton* addArticleButton();
    /// The "Add article…" window, created (hidden) when first asked for.
    ArticleEditor* articleEditor();
    /// Shows the "Add article…" window.
    void openArticleEditor();
    /// The library the article window saves in and opens from.
    void setLibrary(LibraryService* library);
    LibraryService* library() const { return m_library; }
    ClaimsOddsRunner* oddsRunner();
    bool isBuilt() const { return m_built; }

    /// Selects the claim with this id; false when there is none.
    bool selectClaim(const QString& id);
    /// The selected claim's audit result, or nullptr.
    const ClaimResult* currentResult();
    /// Loads the selected claim's scenario into the document as one undoable step.
    void openCurrentAsScenario();

    /// The detail pane's HTML for one result: the verdict and note, the basis of an internal
    /// claim, the readings that match, the odds (`odds` null: not computed yet), the arithmetic
    /// and the catalogue's notes (those on the claim's sources first).
    static QString detailHtml(const ClaimCatalogue& catalogue, const ClaimResult& result, const ClaimOdds* odds = nullptr);

protected:
    void showEvent(QShowEvent* event) override;
    /// A language switch shows the table and the detail in the new language.
    void changeEvent(QEvent* event) override;

private:
    /// Builds the tab's widgets, its catalogue and its first audit (once).
    void build();
    void setUpTable();
    void layOut();
    void setHint(const QString& text);
    /// Asks the worker for the audit and the odds of the document's scenario (at once with `now`,
    /// else after the debounce); a hidden tab only notes that it is behind.
    void refresh(bool now = false);
    void updateDetail();

    ScenarioDocument* m_doc;
    const ClaimCatalogue* m_catalogue = nullptr;
    ClaimsModel* m_model = nullptr;
    ClaimsOddsRunner* m_odds = nullptr;
    QTableView* m_table = nullptr;
    QTextBrowser* m_detail = nullptr;
    QPushButton* m_open = nullptr;
    QPushButton* m_addArticle = nullptr;
    ArticleEditor* m_articleEditor = nullptr;
    LibraryService* m_library = nullptr;
    QLabel* m_hint = nullptr;
    bool m_built = false;
    bool m_detailStale = true;
    bool m_auditStale = false; ///< the document changed while the tab was hidden
    bool m_oddsStale = true;   ///< the odds were not requested for the current scenario
    bool m_opening = false;
};

} // namespace runway
