#include "core/analysis/parallel.h"

#include <algorithm>
#include <thread>
#include <vector>

namespace runway {

int threadCount(const RunControl& control)
{
    if (control.threads > 0)
        return control.threads;
    return std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
}

bool parallelBlocks(std::size_t count, std::size_t blockSize, const RunControl& control, const std::function<void(std::size_t, std::size_t, int)>& work)
{
    blockSize = std::max<std::size_t>(1, blockSize);
    const std::size_t blocks = (count + blockSize - 1) / blockSize;
    const int threads = static_cast<int>(std::min<std::size_t>(static_cast<std::size_t>(threadCount(control)), std::max<std::size_t>(1, blocks)));
    std::atomic<std::size_t> nextBlock{0};
    std::atomic<bool> stopped{false};
    auto worker = [&](int thread) {
        for (;;) {
            if (control.cancel && control.cancel->load(std::memory_order_relaxed)) {
                stopped.store(true, std::memory_order_relaxed);
                return;
            }
            const std::size_t b = nextBlock.fetch_add(1, std::memory_order_relaxed);
            if (b >= blocks)
                return;
            work(b * blockSize, std::min(count, (b + 1) * blockSize), thread);
        }
    };
    {
        std::vector<std::jthread> pool;
        pool.reserve(static_cast<std::size_t>(threads - 1));
        for (int t = 1; t < threads; ++t)
            pool.emplace_back(worker, t);
        worker(0);
    } // joins
    return !stopped.load();
}

} // namespace runway
