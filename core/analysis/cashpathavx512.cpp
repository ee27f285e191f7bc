// The batch loops compiled for AVX-512 (core/CMakeLists.txt gives this file -mavx512f -mavx512dq,
// and only this file): eight doubles per instruction, so the Monte Carlo's eight lanes are one
// block; the same operations as the baseline copy in cashpath.cpp, compiled without contraction
// (-ffp-contract=off), so every lane rounds exactly as the scalar model does. Nothing here is called
// unless avx512Available() said yes.

#include "core/analysis/cashpathlanes.inc"

namespace runway::lanes {

#if defined(RUNWAY_LANES_AVX512)
Loops avx512Loops()
{
    return {&runLaneBlock<8>, &bridgeLanes<8>};
}

bool avx512Available()
{
    return __builtin_cpu_supports("avx512f") != 0 && __builtin_cpu_supports("avx512dq") != 0;
}
#else // a compiler or processor family without the AVX-512 build: never chosen
Loops avx512Loops()
{
    return {nullptr, nullptr};
}

bool avx512Available()
{
    return false;
}
#endif

} // namespace runway::lanes
