#include "core/analysis/rng.h"

#include <cmath>
#include <limits>

namespace runway {

std::uint64_t SplitMix64::next()
{
    std::uint64_t z = (m_state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

Xoshiro256::Xoshiro256(std::uint64_t seed)
{
    SplitMix64 sm(seed);
    for (auto& s : m_s)
        s = sm.next();
}

namespace {
constexpr std::uint64_t rotl(std::uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}
} // namespace

std::uint64_t Xoshiro256::next()
{
    const std::uint64_t result = rotl(m_s[1] * 5, 7) * 9;
    const std::uint64_t t = m_s[1] << 17;
    m_s[2] ^= m_s[0];
    m_s[3] ^= m_s[1];
    m_s[1] ^= m_s[2];
    m_s[0] ^= m_s[3];
    m_s[2] ^= t;
    m_s[3] = rotl(m_s[3], 45);
    return result;
}

double Xoshiro256::uniformOpen()
{
    // 53 random bits plus one half: never exactly 0 or 1, so every inverse CDF stays finite.
    return (static_cast<double>(next() >> 11) + 0.5) * 0x1.0p-53;
}

Xoshiro256 sampleStream(std::uint64_t seed, std::uint64_t index)
{
    return Xoshiro256(seed ^ ((index + 1) * 0x9E3779B97F4A7C15ULL));
}

double inverseNormalCdf(double p)
{
    if (!(p > 0))
        return -std::numeric_limits<double>::infinity();
    if (!(p < 1))
        return std::numeric_limits<double>::infinity();
    const double q = p - 0.5;
    if (std::fabs(q) <= 0.425) {
        const double r = 0.180625 - q * q;
        return q *
               (((((((2.5090809287301226727e+3 * r + 3.3430575583588128105e+4) * r + 6.7265770927008700853e+4) * r + 4.5921953931549871457e+4) * r +
                   1.3731693765509461125e+4) *
                      r +
                  1.9715909503065514427e+3) *
                     r +
                 1.3314166789178437745e+2) *
                    r +
                3.3871328727963666080e+0) /
               (((((((5.2264952788528545610e+3 * r + 2.8729085735721942674e+4) * r + 3.9307895800092710610e+4) * r + 2.1213794301586595867e+4) * r +
                   5.3941960214247511077e+3) *
                      r +
                  6.8718700749205790830e+2) *
                     r +
                 4.2313330701600911252e+1) *
                    r +
                1.0);
    }
    double r = std::sqrt(-std::log(q < 0 ? p : 1.0 - p));
    double value = 0;
    if (r <= 5.0) {
        r -= 1.6;
        value = (((((((7.74545014278341407640e-4 * r + 2.27238449892691845833e-2) * r + 2.41780725177450611770e-1) * r + 1.27045825245236838258e+0) * r +
                    3.64784832476320460504e+0) *
                       r +
                   5.76949722146069140550e+0) *
                      r +
                  4.63033784615654529590e+0) *
                     r +
                 1.42343711074968357734e+0) /
                (((((((1.05075007164441684324e-9 * r + 5.47593808499534494600e-4) * r + 1.51986665636164571966e-2) * r + 1.48103976427480074590e-1) * r +
                    6.89767334985100004550e-1) *
                       r +
                   1.67638483018380384940e+0) *
                      r +
                  2.05319162663775882187e+0) *
                     r +
                 1.0);
    } else {
        r -= 5.0;
        value = (((((((2.01033439929228813265e-7 * r + 2.71155556874348757815e-5) * r + 1.24266094738807843860e-3) * r + 2.65321895265761230930e-2) * r +
                    2.96560571828504891230e-1) *
                       r +
                   1.78482653991729133580e+0) *
                      r +
                  5.46378491116411436990e+0) *
                     r +
                 6.65790464350110377720e+0) /
                (((((((2.04426310338993978564e-15 * r + 1.42151175831644588870e-7) * r + 1.84631831751005468180e-5) * r + 7.86869131145613259100e-4) * r +
                    1.48753612908506148525e-2) *
                       r +
                   1.36929880922735805310e-1) *
                      r +
                  5.99832206555887937690e-1) *
                     r +
                 1.0);
    }
    return q < 0 ? -value : value;
}

} // namespace runway
