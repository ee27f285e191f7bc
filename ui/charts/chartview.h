#pragma once
// The common base of the dashboard's charts: one QCustomPlot with a hover tracer,
// wheel zoom and drag pan on the x axis only, double-click (or Home) to reset the view,
// legend items that toggle their series, and colours that follow the palette.
// Subclasses copy core series into the plot in setData(); they never compute the model.

#include <cstdint>
#include <span>
#include <vector>

#include <QColor>
#include <QHash>
#include <QList>
#include <QSharedPointer>
#include <QWidget>

class QCustomPlot;
class QCPAbstractPlottable;
class QCPAbstractLegendItem;
class QCPAxisTicker;
class QCPBars;
class QCPGraph;
class QCPItemText;
class QCPItemTracer;
class QCPLayer;
class QCPLegend;
class QCPTextElement;
class QMouseEvent;

namespace runway {

struct Scenario;
struct SimulationResult;

/// Colours of one chart for the current palette (light or dark).
struct ChartColors {
    bool dark = false;
    QColor background, foreground, muted, grid, subGrid, tooltip;
    /// Semantic series colours, readable on `background`.
    QColor cash, articles, danger, funding, freeTier, paidServing, opex, revenue, netBurn, program, marker;
};

class ChartView : public QWidget {
    Q_OBJECT
public:
    explicit ChartView(QWidget* parent = nullptr);
    ~ChartView() override;

    QCustomPlot* plot() const { return m_plot; }

    /// Copies the scenario's series into the plot and replots (now if visible, else when shown).
    virtual void setData(const Scenario& s, const SimulationResult& r) = 0;

    /// Back to the full x range and the automatic y range.
    void resetView();
    /// Replots now when visible; a hidden chart replots when it is shown.
    void replotIfVisible();
    /// Moves the hover tracer to the data point nearest to `key` (x in plot coordinates).
    void showHoverAt(double key);
    void hideHover();
    /// The hover label's text ("" when hidden): what the tracer reads out.
    QString hoverText() const;

    /// Shows or hides a series (and its companions, e.g. a band's lower edge) and greys its legend item.
    void setSeriesVisible(QCPAbstractPlottable* series, bool visible);
    bool isSeriesVisible(const QCPAbstractPlottable* series) const;

    const ChartColors& colors() const { return m_colors; }
    /// The colours for a palette: dark when its Base colour is dark.
    static ChartColors paletteColors(const QPalette& palette);

protected:
    /// The label under the cursor at data key `key` (already snapped to a data point).
    virtual QString hoverTextAt(double key) const = 0;
    /// The graph the tracer follows.
    virtual QCPGraph* hoverGraph() const = 0;
    /// Re-applies series pens and brushes after a palette change.
    virtual void applySeriesColors() = 0;
    /// Called after a legend toggle (e.g. to re-stack bars).
    virtual void seriesVisibilityChanged(QCPAbstractPlottable* series);
    /// One x step for the keyboard (Left/Right move the tracer by it).
    virtual double keyStep() const = 0;

    /// The full view: setData() sets it; resetView() returns to it. A user zoom keeps x.
    void setFullRange(double xLower, double xUpper, double yLower, double yUpper);
    /// Titles: the chart's name and a one-line finding under it.
    void setTitle(const QString& title);
    void setSubtitle(const QString& subtitle);
    /// `companion` follows `series` when the legend toggles it.
    void addCompanion(QCPAbstractPlottable* series, QCPAbstractPlottable* companion);
    /// Shows the legend item of `series` greyed or in the normal colour.
    void updateLegendItem(QCPAbstractPlottable* series);

    /// Ticks as "$250M", "$1.5B", "−$100K".
    static QSharedPointer<QCPAxisTicker> moneyTicker();
    /// Ticks as "5 %".
    static QSharedPointer<QCPAxisTicker> percentTicker();
    /// Calendar dates for keys in seconds since 1970 (UTC); the format follows the zoom.
    static QSharedPointer<QCPAxisTicker> dateTicker();
    /// Key in seconds of day `d` after `start` (days since 1970).
    static double dayKey(std::int64_t startDays, double d) { return (static_cast<double>(startDays) + d) * 86400.0; }

    /// Writes keys and values into a graph, in place when the point count is unchanged.
    static void setGraphData(QCPGraph* graph, std::span<const double> keys, std::span<const double> values);
    static void setBarsData(QCPBars* bars, std::span<const double> keys, std::span<const double> values);

    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void applyPalette();
    void applyFont();
    void onMouseMove(QMouseEvent* event);
    void onLegendClick(QCPLegend* legend, QCPAbstractLegendItem* item, QMouseEvent* event);
    void onXRangeChanged();
    void updateHoverLabel();

    QCustomPlot* m_plot;
    QCPTextElement* m_title;
    QCPTextElement* m_subtitle;
    QCPLayer* m_hoverLayer;
    QCPItemTracer* m_tracer;
    QCPItemText* m_hoverLabel;
    QHash<QCPAbstractPlottable*, QList<QCPAbstractPlottable*>> m_companions;
    ChartColors m_colors;
    double m_fullX[2] = {0, 1};
    double m_fullY[2] = {0, 1};
    bool m_userZoomed = false;
    bool m_settingRange = false;
    bool m_stale = false;
    bool m_hovering = false;
};

} // namespace runway
