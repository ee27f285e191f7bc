#include "ui/charts/dragfreeze.h"

#include <QAction>
#include <QSettings>
#include <QSignalBlocker>
#include <QSlider>
#include <utility>

#include "ui/charts/chartview.h"

namespace runway {

namespace {
QString settingKey(bool presenting)
{
    return presenting ? QStringLiteral("view/freezeAxesPresenting") : QStringLiteral("view/freezeAxes");
}
} // namespace

DragFreeze::DragFreeze(std::function<QList<ChartView*>()> charts, QObject* parent)
    : QObject(parent)
    , m_charts(std::move(charts))
    , m_action(new QAction(tr("&Freeze axes while dragging"), parent))
{
    m_action->setObjectName(QStringLiteral("freezeAxesAction"));
    m_action->setCheckable(true);
    m_action->setStatusTip(tr("While a slider is dragged the charts keep their axes, so frames can be compared; they rescale when it is released"));
    setPresenting(false);
    connect(m_action, &QAction::toggled, this, [this](bool on) {
        QSettings().setValue(settingKey(m_presenting), on);
        if (!on && m_dragging)
            finish(); // rescale now, not at the release
    });
}

void DragFreeze::setPresenting(bool presenting)
{
    m_presenting = presenting;
    const QSignalBlocker block(m_action); // reading the option is not choosing it
    m_action->setChecked(QSettings().value(settingKey(presenting), presenting).toBool());
}

void DragFreeze::watch(QSlider* slider)
{
    connect(slider, &QSlider::sliderPressed, this, &DragFreeze::start);
    connect(slider, &QSlider::sliderReleased, this, &DragFreeze::finish);
}

void DragFreeze::start()
{
    m_dragging = true;
    if (!m_action->isChecked())
        return;
    for (ChartView* chart : m_charts()) {
        chart->setAxesFrozen(true);
        m_frozen << chart;
    }
    emit frozenChanged(true);
}

void DragFreeze::finish()
{
    m_dragging = false;
    if (m_frozen.isEmpty())
        return;
    const QList<QPointer<ChartView>> frozen = std::exchange(m_frozen, {});
    emit frozenChanged(false);
    for (const QPointer<ChartView>& chart : frozen)
        if (chart)
            chart->setAxesFrozen(false); // one rescale each, at the end
}

} // namespace runway
