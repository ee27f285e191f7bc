#pragma once
// The distributions of MODEL.md §6 as inverse CDFs, and the clamping of samples to a
// parameter's hard limits. Plain functions; the sampler draws one uniform per parameter.

#include "core/scenario/scenario.h"

namespace runway {

/// 1.6448536: the 95th percentile of the standard normal as MODEL.md §6 writes it.
inline constexpr double kLognormalZ95 = 1.6448536;

/// One uncertain parameter, resolved against its scenario: the triangular mode is known
/// (the scenario's value when the file gives none, kept inside low … high) and the
/// lognormal's μ, σ are computed: μ = (ln a + ln b)/2, σ = (ln b − ln a)/(2 × 1.6448536).
struct ResolvedDistribution {
    ParamId param = ParamId::Conversion;
    DistKind kind = DistKind::Uniform;
    double low = 0, mode = 0, high = 0;
    double mu = 0, sigma = 0;
    double clampLow = 0, clampHigh = 0; ///< the hard limits samples are clamped to (see lowestAllowed)
};

/// Resolves `d` against scenario `s` (the mode and the clamp limits depend on it).
ResolvedDistribution resolve(const Distribution& d, const Scenario& s);

/// The inverse CDF at u in (0, 1), before clamping: uniform low + (high − low)·u; triangular
/// by its closed-form inverse; lognormal exp(μ + σ·Φ⁻¹(u)).
double quantile(const ResolvedDistribution& d, double u);

/// The probability density at x, before clamping: 1/(b − a) inside a uniform; the triangle of
/// height 2/(b − a) peaking at the mode; the lognormal's 1/(xσ√(2π))·exp(−(ln x − μ)²/(2σ²)).
/// 0 outside the support (and for a degenerate low = high).
double density(const ResolvedDistribution& d, double x);

/// quantile(d, u) clamped to the parameter's hard limits (MODEL.md §6: samples only).
double sample(const ResolvedDistribution& d, double u);

/// The smallest value inside a parameter's hard limits: `min`, or for a "> 0" limit the
/// smallest positive normal double (2.2e-308). Any positive value is allowed there; this
/// one is the closest to the limit that still computes in full precision.
double lowestAllowed(const ParamSpec& spec);
/// The largest value inside the hard limits (`horizonMonths` for free_tier_months).
double highestAllowed(const ParamSpec& spec, int horizonMonths);

/// Sets parameter `id` of `s` to `v`; an optional key (serving cost, cash, the cap) is then no
/// longer null, since a sampled or swept value is a direct value (MODEL.md §6).
void setParameter(Scenario& s, ParamId id, double v);

} // namespace runway
