#pragma once
// The scenario library's figures for `token-runway bench` (each in a temporary folder).

namespace runway::cli {

/// Median milliseconds to save one scenario as a new version (goal ≤ 2 ms).
double storeSaveMs();
/// Median milliseconds to list a library of 10,000 scenarios (goal ≤ 50 ms).
double storeList10kMs();

} // namespace runway::cli
