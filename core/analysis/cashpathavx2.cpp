// The batch loops compiled for AVX2 (core/CMakeLists.txt gives this file -mavx2, and only this
// file): four doubles per instruction, the same operations as the baseline copy in cashpath.cpp.
// The file is compiled without contraction (-ffp-contract=off), so every lane rounds exactly as the
// scalar model does. Nothing here is called unless avx2Available() said yes.

#include "core/analysis/cashpathlanes.inc"

namespace runway::lanes {

#if defined(RUNWAY_LANES_AVX2)
Loops avx2Loops()
{
    return {&runLaneBlock<4>, &bridgeLanes<4>};
}

bool avx2Available()
{
    return __builtin_cpu_supports("avx2") != 0;
}
#else // a compiler or processor family without the AVX2 build: never chosen
Loops avx2Loops()
{
    return {nullptr, nullptr};
}

bool avx2Available()
{
    return false;
}
#endif

} // namespace runway::lanes
