#include "core/analysis/percentile.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

namespace runway {

namespace {

struct Target {
    std::size_t j; ///< ⌊h⌋
    double frac;   ///< h − ⌊h⌋
    double* out;
};

/// Selects the targets [first, last) (ascending j, all inside [lo, hi)) in values[lo, hi).
/// Elements at hi and beyond, if any, are ≥ every element of the range. Divide and conquer:
/// the middle target's nth_element splits the range for the others.
void selectTargets(double* values, std::size_t n, std::size_t lo, std::size_t hi, Target* first, Target* last)
{
    if (first == last)
        return;
    Target* mid = first + (last - first) / 2;
    const std::size_t j = mid->j;
    std::nth_element(values + lo, values + j, values + hi);
    // Every target with this j has its order statistic now.
    Target* a = mid;
    while (a != first && (a - 1)->j == j)
        --a;
    Target* b = mid + 1;
    while (b != last && b->j == j)
        ++b;
    for (Target* t = a; t != b; ++t) {
        const double x = values[j];
        if (t->frac > 0 && j + 1 < n) {
            // x₍ⱼ₊₁₎ is the smallest element after j: inside the range, or the one at hi.
            const double next = j + 1 < hi ? *std::min_element(values + j + 1, values + hi) : values[hi];
            *t->out = x + t->frac * (next - x);
        } else {
            *t->out = x;
        }
    }
    selectTargets(values, n, lo, j, first, a);
    selectTargets(values, n, j + 1, hi, b, last);
}

struct Range {
    double lo, hi;
    bool nan;
};

/// The minimum and maximum of v[0, n) and whether a NaN is among them. A function of its own (not
/// inlined), so the three stay in registers (inlined, `lo` lived on the stack: a
/// store-to-load round trip per value).
[[gnu::noinline]] Range rangeOf(const double* v, std::size_t n)
{
    double lo = v[0], hi = v[0];
    bool nan = false;
    for (std::size_t i = 0; i < n; ++i) {
        const double x = v[i];
        lo = x < lo ? x : lo;
        hi = hi < x ? x : hi;
        nan = nan || x != x;
    }
    return {lo, hi, nan};
}

/// Large inputs: a histogram of 4096 equal-width buckets between the minimum and the maximum
/// (a monotone map, so buckets are ordered), then selection inside the few buckets that hold
/// the wanted ranks. A handful of branch-free passes instead of nth_element's partitioning,
/// which mispredicts a branch per element on random data. Returns false (and selects
/// nothing) for inputs it does not suit: NaN, infinities, all equal, or a wanted bucket
/// holding more than an eighth of the values (heavy ties or outliers).
bool histogramSelect(const double* v, std::size_t n, const Target* targets, std::size_t count)
{
    constexpr std::size_t kBuckets = 4096;
    const Range range = rangeOf(v, n);
    const double lo = range.lo, hi = range.hi;
    const double width = hi - lo;
    if (range.nan || !std::isfinite(width) || !(width > 0))
        return false;
    const double scale = static_cast<double>(kBuckets) / width;
    // (x − lo) × scale lies in [0, 4096 + rounding]: the signed conversion truncates as the unsigned
    // one would, in one instruction.
    const auto bucketOf = [lo, scale](double x) { return std::min(kBuckets - 1, static_cast<std::size_t>(static_cast<std::int64_t>((x - lo) * scale))); };
    std::vector<std::uint32_t> hist(kBuckets, 0);
    for (std::size_t i = 0; i < n; ++i)
        ++hist[bucketOf(v[i])];
    std::vector<std::size_t> below(kBuckets); // values in lower buckets
    for (std::size_t b = 0, sum = 0; b < kBuckets; sum += hist[b], ++b)
        below[b] = sum;
    const auto bucketOfRank = [&](std::size_t r) { return static_cast<std::size_t>(std::upper_bound(below.begin(), below.end(), r) - below.begin()) - 1; };

    // The buckets the wanted ranks (j, and j + 1 when interpolating) fall in.
    std::size_t wanted[32];
    std::size_t nWanted = 0;
    for (std::size_t t = 0; t < count; ++t)
        for (std::size_t r : {targets[t].j, targets[t].j + 1})
            if (r < n && (r == targets[t].j || targets[t].frac > 0)) {
                const std::size_t b = bucketOfRank(r);
                if (hist[b] > n / 8)
                    return false;
                if (std::find(wanted, wanted + nWanted, b) == wanted + nWanted)
                    wanted[nWanted++] = b;
            }
    std::vector<std::vector<double>> bucketValues(nWanted);
    std::vector<int> slot(kBuckets, -1);
    for (std::size_t w = 0; w < nWanted; ++w) {
        slot[wanted[w]] = static_cast<int>(w);
        bucketValues[w].reserve(hist[wanted[w]]);
    }
    for (std::size_t i = 0; i < n; ++i)
        if (const int w = slot[bucketOf(v[i])]; w >= 0)
            bucketValues[static_cast<std::size_t>(w)].push_back(v[i]);
    const auto valueOfRank = [&](std::size_t r) {
        const std::size_t b = bucketOfRank(r);
        auto& values = bucketValues[static_cast<std::size_t>(slot[b])];
        const auto nth = values.begin() + static_cast<std::ptrdiff_t>(r - below[b]);
        std::nth_element(values.begin(), nth, values.end());
        return *nth;
    };
    for (std::size_t t = 0; t < count; ++t) {
        const Target& target = targets[t];
        const double x = valueOfRank(target.j);
        *target.out = target.frac > 0 && target.j + 1 < n ? x + target.frac * (valueOfRank(target.j + 1) - x) : x;
    }
    return true;
}

} // namespace

void percentiles(std::span<double> values, std::span<const double> ps, std::span<double> out)
{
    const std::size_t n = values.size();
    if (n == 0) {
        std::fill(out.begin(), out.end(), std::numeric_limits<double>::quiet_NaN());
        return;
    }
    Target targets[16];
    const std::size_t count = std::min<std::size_t>(ps.size(), 16);
    for (std::size_t i = 0; i < count; ++i) {
        const double h = static_cast<double>(n - 1) * ps[i] / 100.0;
        const auto j = std::min(n - 1, static_cast<std::size_t>(std::floor(h)));
        targets[i] = {j, h - static_cast<double>(j), &out[i]};
    }
    if (n >= 2048 && histogramSelect(values.data(), n, targets, count))
        return;
    selectTargets(values.data(), n, 0, n, targets, targets + count);
}

} // namespace runway
