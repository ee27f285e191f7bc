#pragma once
// The main window's parts for the UI tests, found by object name (the window has no
// accessors for tests). A missing part stops the test with its name.

#include <QObject>
#include <QString>

#include "core/scenario/parameters.h"
#include "ui/analysis/analysisrunner.h"
#include "ui/analysis/analysisviews.h"
#include "ui/panels/parameterpanel.h"
#include "ui/widgets/kpicard.h"
#include "ui/widgets/parametercontrol.h"

namespace runway::test {

/// The child of `root` of type T named `name`.
template <class T> T* part(const QObject& root, const QString& name)
{
    T* found = root.findChild<T*>(name);
    if (!found)
        qFatal("no %s named \"%s\" under %s", T::staticMetaObject.className(), qPrintable(name), qPrintable(root.objectName()));
    return found;
}

/// The control of parameter `id` ("param_<json key>"), through the panel's accessor when `root`
/// has the panel: the accessor shows a group that waits below the fold for the first frame.
inline ParameterControl* control(const QObject& root, ParamId id)
{
    const std::string_view key = spec(id).key;
    auto* found = part<ParameterControl>(root, QStringLiteral("param_") + QString::fromUtf8(key.data(), static_cast<qsizetype>(key.size())));
    const auto* panel = qobject_cast<const ParameterPanel*>(&root);
    if (!panel)
        panel = root.findChild<ParameterPanel*>();
    return panel ? panel->control(id) : found;
}

/// The KPI card `key` ("kpi_<key>": runway, netBurn, freeTierCost, … cashOut12m, cashOut24m).
inline KpiCard* card(const QObject& root, const QString& key)
{
    return part<KpiCard>(root, QStringLiteral("kpi_") + key);
}

/// Whether the window's analyses have started (once its first frame is painted, or at once for a
/// window never shown) and the worker has delivered the odds of the window's current scenario.
inline bool analysesSettled(const QObject& window)
{
    const auto* views = part<AnalysisViews>(window, QStringLiteral("analysisViews"));
    const auto* runner = part<AnalysisRunner>(window, QStringLiteral("analysisRunner"));
    return views->isStarted() && !runner->isBusy() && runner->deliveredGeneration() == runner->generation();
}

} // namespace runway::test
