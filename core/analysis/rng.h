#pragma once
// Reproducible randomness for the analyses (MODEL.md §6): our own generator and our own
// transforms, so the same seed gives the same numbers with every standard library.
// Never use std:: distributions here: their output differs between implementations.

#include <cstdint>

namespace runway {

/// SplitMix64 (Steele, Lea, Flood 2014): a 64-bit mixer, used to seed xoshiro256**.
class SplitMix64 {
public:
    explicit SplitMix64(std::uint64_t seed)
        : m_state(seed)
    {
    }
    std::uint64_t next();

private:
    std::uint64_t m_state;
};

/// xoshiro256** 1.0 (Blackman, Vigna 2018): the sample generator, seeded from SplitMix64.
class Xoshiro256 {
public:
    explicit Xoshiro256(std::uint64_t seed);
    std::uint64_t next();
    /// A double in the open interval (0, 1) from the top 53 bits: ((x >> 11) + 0.5) × 2^-53.
    double uniformOpen();

private:
    std::uint64_t m_s[4]{};
};

/// The generator of sample `index` of a run with seed `seed`: each sample has its own stream,
/// seeded with SplitMix64(seed XOR (index + 1) × 0x9E3779B97F4A7C15), so results do not
/// depend on how samples are shared between threads.
Xoshiro256 sampleStream(std::uint64_t seed, std::uint64_t index);

/// The standard normal quantile Φ⁻¹(p) for 0 < p < 1 (Wichura 1988, algorithm AS 241
/// PPND16, relative error about 1e-16); −inf at p ≤ 0 and +inf at p ≥ 1.
double inverseNormalCdf(double p);

} // namespace runway
