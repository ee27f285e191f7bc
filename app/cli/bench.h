#pragma once
// Shared pieces of `token-runway bench`: timing helpers and the list of core figures.

#include <chrono>
#include <functional>
#include <string_view>
#include <vector>

namespace runway::cli {

/// Median wall time in microseconds of `runs` calls of `fn` (after `warmup` calls).
double medianMicros(const std::function<void()>& fn, int runs, int warmup = 10);

struct BenchFigure {
    std::string_view key;  ///< e.g. "simulate_us"
    std::string_view goal; ///< e.g. "<= 10"
    std::function<double()> measure;
};

/// The figures `token-runway bench` prints, in order. Areas add theirs in bench.cpp.
std::vector<BenchFigure> coreBenchFigures();

} // namespace runway::cli
