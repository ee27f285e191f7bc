// The batch day loop compiled for AVX2 (core/CMakeLists.txt gives this file -mavx2, and only this
// file): four doubles per instruction, the same operations as the baseline copy in cashpath.cpp.
// AVX2 without the FMA extension cannot contract a multiply and an add, so every lane rounds
// exactly as the scalar model does. Nothing here is called unless avx2Available() said yes.

#include "core/analysis/cashpathlanes.inc"

namespace runway::lanes {

#if defined(RUNWAY_LANES_AVX2)
void runAvx2(const LaneRun& run)
{
    runLaneBlock<4>(run);
}

bool avx2Available()
{
    return __builtin_cpu_supports("avx2") != 0;
}
#else // a compiler or processor family without the AVX2 build: the baseline loop, never chosen
void runAvx2(const LaneRun& run)
{
    runLaneBlock<2>(run);
}

bool avx2Available()
{
    return false;
}
#endif

} // namespace runway::lanes
