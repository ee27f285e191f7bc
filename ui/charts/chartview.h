#pragma once
// The plot shell every chart of the dashboard is built on: one QCustomPlot with a title and a
// one-line finding above it, the legend centred underneath (a click toggles its series), colours
// and fonts that follow the widget, a replot deferred while hidden, an optional x-only zoom and
// pan (wheel, drag, +/−, double-click or Home to reset) and a hover layer for what follows the
// cursor. Export (chartexport, chartpainter) works on any ChartView. Series charts over one x
// axis build on it in SeriesChart; the tornado and the what-if map use it directly.

#include <span>

#include <QColor>
#include <QHash>
#include <QList>
#include <QSharedPointer>
#include <QWidget>

class QCustomPlot;
class QCPAbstractPlottable;
class QCPAxis;
class QCPAbstractLegendItem;
class QCPAxisTicker;
class QCPBars;
class QCPGraph;
class QCPLayer;
class QCPLayoutElement;
class QCPLegend;
class QCPTextElement;
class QLayout;

namespace runway {

class TextElement;

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

    /// The least height of a chart's plot (title, axes, legend): below it the labels would overprint
    /// one another; on a short window the KPI cards keep their text and the chart keeps this.
    static constexpr int kMinimumPlotHeight = 240;

    QCustomPlot* plot() const { return m_plot; }

    /// Back to the full x range and the automatic y range.
    void resetView();
    /// As many legend columns (at most three) as fit in `width` pixels without cutting an entry:
    /// the window calls it on every resize, an export with the size it paints at.
    void fitLegend(int width);
    /// Replots now when visible; a hidden chart replots when it is shown.
    void replotIfVisible();
    /// Hides whatever follows the cursor (every item on the hover layer); exports call it.
    void hideHover();
    bool isHovering() const { return m_hovering; }
    /// Whether anything follows the cursor (the tracer and its label, the map's tooltip); presentation
    /// mode turns it off, so a pointer resting on the screen draws nothing over the chart.
    void setHoverEnabled(bool enabled);
    bool isHoverEnabled() const { return m_hoverEnabled; }

    /// While frozen the axes keep their ranges: new data is drawn on them and the full range it
    /// needs is only remembered; unfreezing applies it in one rescale (issue 26: a slider drag whose
    /// frames can be compared).
    void setAxesFrozen(bool frozen);
    bool areAxesFrozen() const { return m_frozen; }

    /// Shows or hides a series (and its companions, e.g. a band's lower edge) and greys its legend item.
    void setSeriesVisible(QCPAbstractPlottable* series, bool visible);
    bool isSeriesVisible(const QCPAbstractPlottable* series) const;

    const ChartColors& colors() const { return m_colors; }
    /// The colours for a palette: dark when its Base colour is dark.
    static ChartColors paletteColors(const QPalette& palette);

protected:
    /// The plot's resizes: QCustomPlot replots on each, and a window laying itself out resizes it several
    /// times before one frame is painted; the replot waits for the next paint of the plot.
    bool eventFilter(QObject* watched, QEvent* event) override;
    /// Re-applies series pens and brushes after a palette change (every chart has its own).
    virtual void applySeriesColors() = 0;
    /// After a legend toggle (e.g. to re-stack bars); nothing by default.
    virtual void seriesVisibilityChanged(QCPAbstractPlottable* series);
    /// Before every replot and after the user moved the x range: what follows the view (a
    /// hover label) updates here; nothing by default.
    virtual void viewChanged();
    /// setAxesFrozen(false): a chart with ranges of its own beyond setFullRange() (a second panel)
    /// applies them here, before the one replot; nothing by default.
    virtual void axesReleased();

    /// Turns the x-only zoom and pan on (off by default); the user's x range never gets
    /// narrower than `minimumSpan` (or the full range, if that is narrower).
    void setXZoomEnabled(bool enabled);
    void setMinimumXSpan(double minimumSpan) { m_minimumXSpan = minimumSpan; }
    bool isXZoomEnabled() const { return m_zoom; }
    /// Zooms x by `factor` (> 1 zooms out) around `centre` and replots.
    void zoomXAround(double factor, double centre);
    /// The full view: setData() sets it; resetView() returns to it. A user zoom keeps x.
    void setFullRange(double xLower, double xUpper, double yLower, double yUpper);
    /// Titles: the chart's name and a one-line finding under it.
    void setTitle(const QString& title);
    void setSubtitle(const QString& subtitle);
    QString subtitle() const;
    /// `companion` follows `series` when the legend toggles it.
    void addCompanion(QCPAbstractPlottable* series, QCPAbstractPlottable* companion);
    /// Shows the legend item of `series` greyed or in the normal colour: greyed and struck out
    /// when the user hid it, greyed alone while it has nothing to show (the entry stays, so the
    /// legend does not change while a value is dragged).
    void updateLegendItem(QCPAbstractPlottable* series);

    /// Controls shown in a row above the plot (the what-if map's measure switch).
    void addControlsAbove(QLayout* controls);
    /// An element to the right of the axes, as narrow as it can be (a colour scale).
    void addBesideAxes(QCPLayoutElement* element);

    /// The layer above everything for what follows the cursor. Items put on it are hidden by
    /// hideHover() and styled like the hover label by applyHoverStyle().
    QCPLayer* hoverLayer() const { return m_hoverLayer; }
    /// Redraws the hover layer after its items moved; the first call after hideHover() gives
    /// the layer a paint buffer of its own, so moving them later redraws only that layer.
    void showHover();
    /// Tracers and texts on the hover layer in the palette's colours (called on palette changes).
    void applyHoverStyle();

    /// Ticks as "$250M", "$1.5B", "−$100K".
    static QSharedPointer<QCPAxisTicker> moneyTicker();
    /// Ticks as "5 %".
    static QSharedPointer<QCPAxisTicker> percentTicker();
    /// Calendar dates for keys in seconds since 1970 (UTC); the format follows the zoom.
    static QSharedPointer<QCPAxisTicker> dateTicker();

    /// Writes keys and values into a graph, in place when the point count is unchanged.
    static void setGraphData(QCPGraph* graph, std::span<const double> keys, std::span<const double> values);
    static void setBarsData(QCPBars* bars, std::span<const double> keys, std::span<const double> values);

    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void layOutPlot();
    /// The axes of every axis rect of the plot, the main one first.
    QList<QCPAxis*> allAxes() const;
    void applyPalette();
    void applyFont();
    /// Every annotation (a text item off the hover layer) on a box of the background colour, so
    /// no line or grid strikes through its letters.
    void applyHalos();
    void onLegendClick(QCPLegend* legend, QCPAbstractLegendItem* item, QMouseEvent* event);
    void onXRangeChanged();

    QCustomPlot* m_plot;
    QCPTextElement* m_title;
    TextElement* m_subtitle;
    QString m_subtitleText; ///< the whole subtitle; m_subtitle shows it broken into lines that fit the chart
    /// Breaks the subtitle into lines that fit the chart's width (a long one was cut at both ends).
    void fitSubtitle();
    QCPLayer* m_hoverLayer;
    QHash<QCPAbstractPlottable*, QList<QCPAbstractPlottable*>> m_companions;
    ChartColors m_colors;
    double m_fullX[2] = {0, 1};
    double m_fullY[2] = {0, 1};
    double m_minimumXSpan = 0;
    bool m_zoom = false;
    bool m_userZoomed = false;
    bool m_settingRange = false;
    bool m_stale = false;
    bool m_resizeReplot = false; ///< the plot was resized since its last paint: replot before painting
    bool m_hovering = false;
    bool m_hoverEnabled = true;
    bool m_frozen = false;
};

} // namespace runway
