#pragma once
// Reads a QCustomPlot graph the way it is drawn: straight segments between its points.

#include <qcustomplot.h>

namespace runway::test {

/// The value the graph's line passes through at `key` (linear between its points; the end
/// value beyond either end).
inline double lineValueAt(const QCPGraph* graph, double key)
{
    const auto data = graph->data();
    if (data->isEmpty())
        return 0;
    auto after = data->findBegin(key, false);
    if (after == data->constEnd())
        return (data->constEnd() - 1)->value;
    if (after == data->constBegin() || after->key == key)
        return after->value;
    const auto before = after - 1;
    const double t = (key - before->key) / (after->key - before->key);
    return before->value + t * (after->value - before->value);
}

} // namespace runway::test
