#pragma once
// The Claims tab: the articles' figures re-computed on the current scenario (core's claims
// audit), a detail pane with the arithmetic of the selected claim and the notes on the
// sources, and "Open as scenario" that loads the claim's scenario as one undoable step.

#include <QWidget>

#include "core/claims/claimaudit.h"

class QLabel;
class QPushButton;
class QTableView;
class QTextBrowser;

namespace runway {

class ClaimsModel;
class ScenarioDocument;

class ClaimsPanel : public QWidget {
    Q_OBJECT
public:
    explicit ClaimsPanel(ScenarioDocument* doc, QWidget* parent = nullptr);

    QTableView* table() const { return m_table; }
    ClaimsModel* model() const { return m_model; }
    QTextBrowser* detail() const { return m_detail; }
    QPushButton* openButton() const { return m_open; }

    /// Selects the claim with this id; false when there is none.
    bool selectClaim(const QString& id);
    /// The selected claim's audit result, or nullptr.
    const ClaimResult* currentResult() const;
    /// Loads the selected claim's scenario into the document as one undoable step.
    void openCurrentAsScenario();

    /// The detail pane's HTML for one result: the arithmetic, the note, the readings and the
    /// catalogue's notes (those on the claim's sources first).
    static QString detailHtml(const ClaimCatalogue& catalogue, const ClaimResult& result);

protected:
    void showEvent(QShowEvent* event) override;

private:
    void refresh();
    void updateDetail();

    ScenarioDocument* m_doc;
    const ClaimCatalogue& m_catalogue;
    ClaimsModel* m_model;
    QTableView* m_table;
    QTextBrowser* m_detail;
    QPushButton* m_open;
    QLabel* m_hint;
    bool m_detailStale = true;
    bool m_opening = false;
};

} // namespace runway
