#pragma once
#include <string>
#include <utility>
#include <vector>

namespace runway::cli {
/// Builds the real main window offscreen and times 200 price-slider updates (p50, p95 in ms).
std::vector<std::pair<std::string, double>> measureUi();
} // namespace runway::cli
