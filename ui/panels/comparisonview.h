#pragma once
// "Compare" in the main area (issue 26 item 3): the working scenario beside up to four ticked
// library scenarios, one column each, rows that a room can read at 1366×768 (names and values wrap
// on word boundaries, nothing is elided): the model, cash on hand, the runway with the odds' median
// and 90 % interval, the odds of running out within 12 and 24 months, the free tier's cash cost and
// the accelerators bought on day 0, LTV / CAC, the runway against the working scenario and the
// parameters where each differs from it. The numbers are the document's, its ComparisonSet's and
// the window's odds (the same seed and sample count), so each column equals its scenario's cards.
// Exports the same content to a one-page PDF or to CSV.

#include <optional>
#include <vector>

#include <QMessageBox>
#include <QPointer>
#include <QWidget>

#include "core/analysis/comparison.h"
#include "ui/document/comparisonset.h"

class QCheckBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace runway {

class ScenarioDocument;

class ComparisonView : public QWidget {
    Q_OBJECT
public:
    explicit ComparisonView(ScenarioDocument* doc, QWidget* parent = nullptr);

    /// The window's odds of the working scenario (AnalysisRunner::monteCarloReady); a change of the
    /// document drops them until the next ones arrive.
    void setWorkingOdds(const MonteCarloResult& odds);

    /// The columns: the working scenario first, then the compared ones (the exports' content).
    std::vector<ComparedRun> runs() const;
    /// Each column's colour (the runway chart's: the working scenario's cash line, the overlays').
    std::vector<QColor> colors() const;
    /// True when at least one library scenario is compared (an export has something to compare).
    bool hasCompared() const;

    QTableWidget* table() const { return m_table; }
    QCheckBox* fanToggle() const { return m_fan; }
    /// The row captions of the table's first column, from the names row on (tests look rows up by these).
    static QStringList rowCaptions();

    /// File → Export comparison…: asks for a path (.pdf or .csv) and writes it.
    void exportComparison();
    /// The same without a dialog: a one-page PDF or a CSV by the path's extension; a failure
    /// names the path and the reason in an error dialog, and nothing is left at the path.
    bool exportFile(const QString& path);
    // cppcheck-suppress CastIntegerToAddressAtReturn ; a QPointer member, not an integer
    QMessageBox* lastError() const { return m_lastError; }

signals:
    /// The fan toggle changed: the runway chart shows or hides its Monte Carlo fan.
    void fanShownChanged(bool shown);
    /// "Show on the Runway chart" was clicked.
    void showRunwayChart();
    /// A short confirmation for the status bar.
    void message(const QString& text);
    /// Whether anything is compared changed (File → Export comparison… follows it).
    void comparedChanged(bool any);

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void rebuild();

    ScenarioDocument* m_doc;
    QLabel* m_hint;
    QCheckBox* m_fan;
    QPushButton* m_export;
    QTableWidget* m_table;
    std::optional<MonteCarloResult> m_workingOdds;
    QPointer<QMessageBox> m_lastError;
    bool m_stale = false; ///< changed while hidden: rebuilt when shown
};

} // namespace runway
