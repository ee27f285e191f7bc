// token-runway bench ui: the real main window, offscreen; the price slider moves through
// 200 positions and each update is timed from the value change to the end of the last
// chart's replot, every chart replotted (hidden tabs too), as if all were on screen.
#include "app/cli/benchui.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <vector>

#include <QApplication>
#include <QSlider>
#include <QStandardPaths>

#include "app/cli/guiapp.h"
#include "ui/charts/chartview.h"
#include "ui/mainwindow.h"
#include "ui/widgets/parametercontrol.h"

#include <qcustomplot.h>

namespace runway::cli {

namespace {
double percentile(std::vector<double> v, double p)
{
    std::sort(v.begin(), v.end());
    const double rank = p / 100.0 * static_cast<double>(v.size() - 1);
    const auto lo = static_cast<std::size_t>(rank);
    const std::size_t hi = std::min(lo + 1, v.size() - 1);
    return v[lo] + (v[hi] - v[lo]) * (rank - static_cast<double>(lo));
}
} // namespace

std::vector<std::pair<std::string, double>> measureUi()
{
    auto app = makeOffscreenApplication();
    QStandardPaths::setTestModeEnabled(true); // never read or write the user's settings
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    QApplication::processEvents();

    QSlider* slider = window.control(ParamId::Price)->slider();
    const QList<ChartView*> charts = window.charts();
    std::vector<double> times;
    constexpr int kPositions = 200;
    for (int i = 0; i < kPositions + 10; ++i) {
        // sweep the whole slider, $1 → $0.03 and back, as in front of a room
        const int step = ParameterControl::kSliderSteps / (kPositions / 2);
        const int pos = i % kPositions < kPositions / 2 ? ParameterControl::kSliderSteps - (i % kPositions) * step : (i % kPositions - kPositions / 2) * step;
        const auto start = std::chrono::steady_clock::now();
        slider->setValue(pos);
        for (ChartView* chart : charts)
            if (!chart->isVisible())
                chart->plot()->replot();
        const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
        QApplication::processEvents();
        if (i >= 10) // the first updates warm caches and fonts
            times.push_back(ms);
    }
    return {{"ui_update_p50_ms", percentile(times, 50)}, {"ui_update_p95_ms", percentile(times, 95)}};
}

} // namespace runway::cli
