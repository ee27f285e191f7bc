// The heap the window's first frame uses, prefaulted by the second core (app/heapprefault.h):
// the stretch set aside is where the next allocations land, and once prefaulted the thread that
// writes into it takes no page fault.
#include <cstdlib>
#include <cstring>
#include <thread>

#include <QtTest>

#include <sys/mman.h>
#include <sys/resource.h>

#include "app/heapprefault.h"

using runway::HeapPrefault;

namespace {

constexpr std::size_t kMb = std::size_t{1} << 20;

/// The page faults the calling thread has taken so far.
long threadFaults()
{
    rusage usage{};
    getrusage(RUSAGE_THREAD, &usage);
    return usage.ru_minflt + usage.ru_majflt;
}

/// Writes one byte in every page of [p, p + bytes): the faults this takes.
long faultsToWrite(char* p, std::size_t bytes)
{
    const long before = threadFaults();
    for (std::size_t at = 0; at < bytes; at += 4096)
        p[at] = 1;
    return threadFaults() - before;
}

/// Whether [p, p + bytes) lies in the first `length` bytes of the stretch set aside. The stretch
/// starts at the first whole page of the block that was freed, so the block handed out again may
/// start up to a page before it.
bool insideStretch(const HeapPrefault& heap, const char* p, std::size_t bytes, std::size_t length)
{
    return p + 4096 > heap.begin() && p + bytes <= heap.begin() + length;
}

} // namespace

class TestHeapPrefault : public QObject {
    Q_OBJECT

private slots:
    void freshPagesFaultWithoutIt()
    {
        // The measure below can see faults: a fresh mapping's pages fault one by one.
        constexpr std::size_t bytes = 4 * kMb;
        void* fresh = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        QVERIFY(fresh != MAP_FAILED);
        QVERIFY(faultsToWrite(static_cast<char*>(fresh), bytes) >= static_cast<long>(bytes / 4096 / 2));
        munmap(fresh, bytes);
    }

    void theNextAllocationsComeFromTheStretchSetAside()
    {
        HeapPrefault heap = HeapPrefault::setAside(8 * kMb);
        if (heap.size() == 0)
            QSKIP("not glibc's allocator (a sanitizer's): nothing is set aside, and the window starts as before");
        QVERIFY(heap.size() >= 8 * kMb - std::size_t{8192});
        QCOMPARE(reinterpret_cast<std::uintptr_t>(heap.begin()) % 4096, std::uintptr_t{0});
        // A large block (an image) comes from it, not from a mapping of its own. (A small one may
        // reuse a chunk freed earlier; at start-up there is next to none.)
        auto* image = static_cast<char*>(std::malloc(3 * kMb));
        QVERIFY(insideStretch(heap, image, 3 * kMb, heap.size()));
        std::free(image);
        heap.finish();
    }

    void prefaultedPagesTakeNoFaultInTheThreadThatWrites()
    {
        HeapPrefault heap = HeapPrefault::setAside(8 * kMb);
        if (heap.size() == 0)
            QSKIP("not glibc's allocator (a sanitizer's)");
        std::thread second([&heap] { heap.prefault(6 * kMb); }); // as the warm-up thread does
        second.join();
        if (!heap.kernelPopulates())
            QSKIP("the kernel cannot populate pages (Linux before 5.14)");
        QCOMPARE(heap.prefaulted(), 6 * kMb);
        constexpr std::size_t bytes = 4 * kMb;
        auto* block = static_cast<char*>(std::malloc(bytes));
        QVERIFY(insideStretch(heap, block, bytes, heap.prefaulted()));
        // 1,024 pages: a few faults at most (the stack, the test's own bookkeeping), not one a page.
        QVERIFY2(faultsToWrite(block, bytes) < 32, "the prefaulted pages faulted again");
        std::free(block);
        heap.finish();
    }

    void prefaultStopsAtTheStretchAndAfterFinish()
    {
        HeapPrefault heap = HeapPrefault::setAside(2 * kMb);
        if (heap.size() == 0)
            QSKIP("not glibc's allocator (a sanitizer's)");
        heap.prefault(kMb + 100); // whole pages only
        QCOMPARE(heap.prefaulted(), kMb);
        heap.prefault(64 * kMb); // never past what was set aside
        QCOMPARE(heap.prefaulted(), heap.size());
        heap.finish();
        HeapPrefault after = HeapPrefault::setAside(2 * kMb);
        after.finish();
        after.prefault(kMb);
        QCOMPARE(after.prefaulted(), std::size_t{0});
    }

    void nothingSetAsideDoesNothing()
    {
        HeapPrefault none;
        none.prefault(8 * kMb);
        QCOMPARE(none.prefaulted(), std::size_t{0});
        none.finish();
        QCOMPARE(HeapPrefault::setAside(0).size(), std::size_t{0});
    }

    void theFirstFrameNeedsItsWidgetsAndItsImages()
    {
        // 3.5 MB of widgets and texts, and 5/4 of the screen at 4 bytes a pixel.
        QCOMPARE(runway::firstFrameHeapBytes(800, 600), std::size_t{3670016} + std::size_t{2400000});
        QCOMPARE(runway::firstFrameHeapBytes(1920, 1080), std::size_t{3670016} + std::size_t{10368000});
        QCOMPARE(runway::firstFrameHeapBytes(0, 0), std::size_t{3670016});
        QCOMPARE(runway::firstFrameHeapBytes(-5, 600), std::size_t{3670016});
    }
};

QTEST_APPLESS_MAIN(TestHeapPrefault)
#include "test_heapprefault.moc"
