#pragma once
// Frames that can be compared during a drag (issue 26): while a watched slider is held down the
// charts keep their axes, and they rescale once when it is released. An option (a checkable
// action in the View menu) turns it on or off; it is remembered apart for presentation mode,
// where it is on by default, and for the working window, where it is off by default.

#include <functional>

#include <QList>
#include <QObject>
#include <QPointer>

class QAction;
class QSlider;

namespace runway {

class ChartView;

class DragFreeze : public QObject {
    Q_OBJECT
public:
    /// The option's action (checkable, parented to `parent`); the charts are found when a drag starts.
    DragFreeze(std::function<QList<ChartView*>()> charts, QObject* parent);

    QAction* action() const { return m_action; }
    /// Freezes the charts while `slider` is held down (when the option is on).
    void watch(QSlider* slider);
    /// Reads the option remembered for presentation mode (`presenting`) or the working window.
    void setPresenting(bool presenting);
    bool isDragging() const { return m_dragging; }

signals:
    /// A drag began with the option on (true), or the frozen drag ended (false): other parts of
    /// the frame (the KPI cards' heights) hold still with the axes.
    void frozenChanged(bool frozen);

private:
    void start();
    void finish();

    std::function<QList<ChartView*>()> m_charts;
    QList<QPointer<ChartView>> m_frozen;
    QAction* m_action;
    bool m_presenting = false;
    bool m_dragging = false;
};

} // namespace runway
