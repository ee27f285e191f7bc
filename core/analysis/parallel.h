#pragma once
// Splitting an analysis over threads. Work is cut into fixed blocks whose results are
// written by index, so the output never depends on the number of threads.

#include <atomic>
#include <cstddef>
#include <functional>

namespace runway {

/// How an analysis runs: `threads` 0 means one per core; `cancel`, when not null, is polled
/// between blocks and makes the analysis give up (it then returns no result).
struct RunControl {
    int threads = 0;
    const std::atomic<bool>* cancel = nullptr;
};

/// The number of threads `control` asks for on this machine (at least 1).
int threadCount(const RunControl& control);

/// Calls work(begin, end, thread) for consecutive blocks of `blockSize` items covering
/// 0 … count−1, on up to threadCount(control) threads (the calling one included). Returns
/// false when cancelled before every block ran.
bool parallelBlocks(std::size_t count, std::size_t blockSize, const RunControl& control,
                    const std::function<void(std::size_t begin, std::size_t end, int thread)>& work);

} // namespace runway
