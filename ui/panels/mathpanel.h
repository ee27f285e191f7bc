#pragma once
// "Show the math": MODEL.md §3–§4 for day 0 with the current numbers substituted. It
// follows the document (ScenarioDocument::follow) but is text for reading, not for dragging:
// a burst of changes rewrites it once, after the charts are drawn, and not at all while hidden
// (nor before the window's first frame: it is written once it can be seen);
// during a drag at most every kMinIntervalMs (a rewrite lays out pages of rich text, longer
// than the charts take), always ending on the last change.

#include <QElapsedTimer>
#include <QTextBrowser>

#include "core/model/model.h"

namespace runway {

class MathPanel : public QTextBrowser {
    Q_OBJECT
public:
    static constexpr int kMinIntervalMs = 150;

    explicit MathPanel(QWidget* parent = nullptr);
    /// Takes the scenario and its metrics; the text follows from the event loop, or when shown.
    void setData(const Scenario& s, const SimulationResult& r);
    /// Rewrites the text now.
    void refresh(const Scenario& s, const SimulationResult& r);
    /// The same text as HTML (for the report): `r`'s metrics and the day-0 steps its views' series
    /// carry (the document's published result, or simulateWithSeries); none without them.
    static QString html(const Scenario& s, const SimulationResult& result);

protected:
    void showEvent(QShowEvent* event) override;
    /// The viewport's first paint asks for the first page (see showEvent); later pages follow
    /// setData at most every kMinIntervalMs.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// Writes the page when it is behind and the panel can be seen.
    void refreshPending();

    Scenario m_scenario;
    SimulationResult m_result;   ///< the metrics and the published series only
    bool m_stale = false;        ///< setData() since the last rewrite
    bool m_queued = false;       ///< a rewrite is queued on the event loop
    QElapsedTimer m_lastRewrite; ///< since the last rewrite (invalid before the first)
};

} // namespace runway
