#include "app/heapprefault.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>

#if defined(__GLIBC__) && defined(__linux__)
#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>
#define RUNWAY_HEAP_PREFAULT 1
#else
#define RUNWAY_HEAP_PREFAULT 0
#endif

namespace runway {

namespace {

#if RUNWAY_HEAP_PREFAULT
constexpr int kMmapThreshold = 32 << 20;           // glibc's DEFAULT_MMAP_THRESHOLD_MAX on 64-bit systems
constexpr int kTrimThreshold = 2 * kMmapThreshold; // what glibc sets with an adaptive mmap threshold

std::size_t pageSize()
{
    static const auto size = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
    return size;
}

/// One read of the page, so this core maps it and the main thread's first write costs nothing. The
/// page is free heap memory the main thread may be writing into: the read is the processor's, not a
/// C++ access (its value is thrown away), so it races with nothing in the language's sense.
void readPage(const char* page)
{
#if defined(__x86_64__)
    asm volatile("movb (%0), %%al" : : "r"(page) : "al", "memory");
#elif defined(__aarch64__)
    asm volatile("ldrb w9, [%0]" : : "r"(page) : "w9", "memory");
#else
    static_cast<void>(page); // populated only: the main thread's first touch still maps the page
#endif
}
#endif

} // namespace

HeapPrefault HeapPrefault::setAside(std::size_t bytes)
{
    HeapPrefault heap;
#if RUNWAY_HEAP_PREFAULT
    // mallopt answers 1 where glibc's allocator serves malloc; a sanitizer's allocator answers 0.
    if (bytes == 0 || ::mallopt(M_MMAP_THRESHOLD, kMmapThreshold) != 1)
        return heap;
    ::mallopt(M_TRIM_THRESHOLD, -1); // never trimmed while the pages are prefaulted (see finish)
    heap.m_trimHeld = true;
    void* block = std::malloc(bytes); // from the heap's top (below the mmap threshold)
    if (!block) {
        heap.finish();
        return heap;
    }
    // The stretch is the block's whole pages: an address range the allocator owns once the block is
    // freed (kept as a number: no object of ours lives there).
    const std::size_t page = pageSize();
    const auto address = reinterpret_cast<std::uintptr_t>(block);
    const std::uintptr_t first = (address + page - 1) / page * page;
    const std::uintptr_t end = (address + bytes) / page * page;
    std::free(block); // back to the top: the next allocations are carved from it
    if (end > first) {
        heap.m_begin = reinterpret_cast<char*>(first); // NOLINT(performance-no-int-to-ptr): see above
        heap.m_size = end - first;
    } else {
        heap.finish();
    }
#else
    static_cast<void>(bytes);
#endif
    return heap;
}

void HeapPrefault::prefault(std::size_t upTo)
{
#if RUNWAY_HEAP_PREFAULT
    if (m_finished)
        return;
    const std::size_t page = pageSize();
    const std::size_t chunk = std::size_t{256} << 10; // a stretch at a time: the main thread may catch up
    const std::size_t end = std::min(upTo / page * page, m_size);
    while (m_done < end) {
        const std::size_t length = std::min(chunk, end - m_done);
        char* start = m_begin + m_done;
        // Linux 5.14 and later; an older kernel says EINVAL and the main thread maps the pages itself.
        if (::madvise(start, length, MADV_POPULATE_WRITE) != 0) {
            m_done = m_size;
            m_kernelPopulates = false;
            return;
        }
        for (std::size_t at = 0; at < length; at += page)
            readPage(start + at);
        m_done += length;
    }
#else
    static_cast<void>(upTo);
#endif
}

std::size_t firstFrameHeapBytes(int width, int height)
{
    constexpr std::size_t kWidgetsAndTexts = std::size_t{7} << 19; // 3.5 MB
    const std::size_t pixels = static_cast<std::size_t>(std::max(width, 0)) * static_cast<std::size_t>(std::max(height, 0));
    return kWidgetsAndTexts + pixels * 4 * 5 / 4;
}

void HeapPrefault::finish()
{
#if RUNWAY_HEAP_PREFAULT
    if (m_trimHeld)
        ::mallopt(M_TRIM_THRESHOLD, kTrimThreshold);
#endif
    m_trimHeld = false;
    m_finished = true;
}

} // namespace runway
