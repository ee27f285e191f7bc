#pragma once

#include <cstddef>

namespace runway {

/// Heap memory the window's first frame will use, made ready by the second core.
///
/// On the virtual machines the product is measured on, the first touch of a fresh 4 KB page costs
/// 11-13 µs (a guest fault and a shadow page-table fill); the window's first frame touches ~1,300 of
/// them on the heap (its widgets, the backing store it paints into, the charts' buffers): 15 ms of the
/// main thread's time. A free stretch at the heap's top is set aside at start-up (`setAside`, on the
/// main thread before any other thread), and the warm-up thread prefaults it (`prefault`) while the
/// main thread starts Qt: the kernel populates the pages (MADV_POPULATE_WRITE) and one read of each
/// maps them for every core, so the main thread's allocations land on pages that are ready.
///
/// glibc's allocator only: elsewhere (a sanitizer's allocator, another libc) `setAside` sets nothing
/// aside and `prefault` does nothing. Large blocks (the backing store) come from the heap too: the mmap
/// threshold is set to glibc's own adaptive maximum (32 MB), the value it reaches by itself once the
/// program frees a large image; the trim threshold to twice that, as glibc does. While the pages are
/// prefaulted the heap is never trimmed (the stretch stays mapped); `finish` lifts that when done.
class HeapPrefault {
public:
    HeapPrefault() = default;
    /// Frees a block of `bytes` at the heap's top so that the next allocations come from it; the
    /// stretch it leaves is what `prefault` makes ready. Empty when the allocator is not glibc's.
    static HeapPrefault setAside(std::size_t bytes);

    /// Makes the set-aside pages [done so far, `upTo` bytes) ready, in address order (the order the
    /// allocator hands them out). From any one thread; pages already in use are left as they are.
    void prefault(std::size_t upTo);
    /// The heap may be trimmed again (after the last `prefault`).
    void finish();

    [[nodiscard]] const char* begin() const { return m_begin; }
    [[nodiscard]] std::size_t size() const { return m_size; }
    [[nodiscard]] std::size_t prefaulted() const { return m_done; }
    /// False once the kernel refused to populate pages (before Linux 5.14): nothing was prefaulted.
    [[nodiscard]] bool kernelPopulates() const { return m_kernelPopulates; }

private:
    char* m_begin = nullptr;
    std::size_t m_size = 0;
    std::size_t m_done = 0;
    bool m_kernelPopulates = true;
    bool m_trimHeld = false; // the heap is not trimmed until finish()
    bool m_finished = false;
};

/// The heap the main window's first frame is expected to use on a screen of `width` × `height`
/// device pixels: its widgets and texts (3.5 MB, measured: 3.4 MB in use at the first frame at
/// 800 × 600) and the images it paints into (the window's backing store and the charts' buffers:
/// 5/4 of the screen's area at 4 bytes a pixel).
std::size_t firstFrameHeapBytes(int width, int height);

} // namespace runway
