#pragma once
#include <string>
#include <utility>
#include <vector>

#include "core/scenario/scenariojson.h"

namespace runway::cli {
/// Starts the window `runs` times as new processes; median startup_ms, startup_cpu_ms and rss_mb.
Checked<std::vector<std::pair<std::string, double>>> measureStartup(int runs = 7);
} // namespace runway::cli
