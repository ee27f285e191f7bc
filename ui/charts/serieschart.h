#pragma once
// A chart of series along one x axis that follows the open scenario (the runway, burn and
// programme charts): setData() copies the scenario's series into the plot; a tracer follows
// one graph under the cursor and reads out the values there, and Left/Right walk it a step at
// a time. Subclasses copy core series; they never compute the model.

#include <cstdint>

#include "ui/charts/chartview.h"

class QCPItemText;
class QCPItemTracer;
class QMouseEvent;

namespace runway {

struct Scenario;
struct SimulationResult;

class SeriesChart : public ChartView {
    Q_OBJECT
public:
    explicit SeriesChart(QWidget* parent = nullptr);

    /// Copies the scenario's series into the plot and replots (now if visible, else when shown).
    virtual void setData(const Scenario& s, const SimulationResult& r) = 0;

    /// Moves the hover tracer to the data point nearest to `key` (x in plot coordinates).
    void showHoverAt(double key);
    /// The hover label's text ("" when hidden): what the tracer reads out.
    QString hoverText() const;

protected:
    /// The label under the cursor at data key `key` (already snapped to a data point).
    virtual QString hoverTextAt(double key) const = 0;
    /// The graph the tracer follows.
    virtual QCPGraph* hoverGraph() const = 0;
    /// One x step for the keyboard (Left/Right move the tracer by it).
    virtual double keyStep() const = 0;

    /// Key in seconds of day `d` after `start` (days since 1970).
    static double dayKey(std::int64_t startDays, double d) { return (static_cast<double>(startDays) + d) * 86400.0; }

    void viewChanged() override;
    void keyPressEvent(QKeyEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void onMouseMove(QMouseEvent* event);
    void updateHoverLabel();

    QCPItemTracer* m_tracer;
    QCPItemText* m_hoverLabel;
};

} // namespace runway
