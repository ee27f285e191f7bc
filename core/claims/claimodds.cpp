#include "core/claims/claimodds.h"

#include <algorithm>
#include <cmath>

#include "core/analysis/distributions.h"
#include "core/analysis/rng.h"
#include "core/claims/claimmessages.h"
#include "core/scenario/numberformat.h"

namespace runway {
namespace {

constexpr std::size_t kBlock = 100; // samples per block: the cancel flag is read this often

// The draws of MODEL.md §6 in the sampler's order: one uniform per distribution, ParamId order.
std::vector<ResolvedDistribution> resolvedInOrder(const Scenario& s)
{
    std::vector<Distribution> sorted = s.uncertainty;
    std::stable_sort(sorted.begin(), sorted.end(), [](const Distribution& a, const Distribution& b) { return index(a.param) < index(b.param); });
    std::vector<ResolvedDistribution> out;
    out.reserve(sorted.size());
    for (const auto& d : sorted)
        out.push_back(resolve(d, s));
    return out;
}

void applyDraws(Scenario& scratch, const std::vector<ResolvedDistribution>& dists, std::uint64_t seed, std::uint64_t i)
{
    Xoshiro256 rng = sampleStream(seed, i);
    for (const auto& d : dists)
        setParameter(scratch, d.param, sample(d, rng.uniformOpen()));
}

bool holdsIn(const Claim& c, const Scenario& s)
{
    return verdictIsTrue(claimValue(c, s, computeMetrics(s)).verdict);
}

// Whether two evaluations of a claim differ: in the value (beyond rounding) or the verdict.
bool differs(const ClaimValue& a, const ClaimValue& b)
{
    if (a.verdict != b.verdict || a.computed.has_value() != b.computed.has_value())
        return true;
    if (!a.computed)
        return false;
    return std::fabs(*a.computed - *b.computed) > 1e-12 * std::max(std::fabs(*a.computed), std::fabs(*b.computed));
}

} // namespace

std::vector<ParamId> oddsMovers(const Claim& c, const Scenario& s)
{
    std::vector<ParamId> movers;
    const ClaimValue point = claimValue(c, s, computeMetrics(s));
    Scenario probe = s;
    for (const auto& d : resolvedInOrder(s)) {
        bool moves = false;
        for (double end : {d.low, d.high}) {
            setParameter(probe, d.param, end);
            moves = moves || differs(point, claimValue(c, probe, computeMetrics(probe)));
        }
        // Back to the scenario's value (and null state): derived quantities derive again.
        probe[d.param] = s[d.param];
        probe.setNull(d.param, s.isNull(d.param));
        if (moves)
            movers.push_back(d.param);
    }
    return movers;
}

void applyOddsSample(Scenario& scratch, const Scenario& s, std::uint64_t seed, std::uint64_t index)
{
    applyDraws(scratch, resolvedInOrder(s), seed, index);
}

std::optional<ClaimOdds> claimOdds(const Claim& c, const Scenario& s, const OddsOptions& options)
{
    ClaimOdds odds;
    odds.movers = oddsMovers(c, s);
    if (odds.movers.empty())
        return odds;
    const std::size_t n = static_cast<std::size_t>(std::max(1, options.samples));
    const auto dists = resolvedInOrder(s);
    const int threads = threadCount(options.control);
    std::vector<Scenario> scratch(static_cast<std::size_t>(threads), s);
    std::vector<unsigned char> holds(n, 0); // by sample index: the count cannot depend on the threads
    const bool done = parallelBlocks(n, kBlock, options.control, [&](std::size_t begin, std::size_t end, int thread) {
        Scenario& sc = scratch[static_cast<std::size_t>(thread)];
        for (std::size_t i = begin; i < end; ++i) {
            applyDraws(sc, dists, options.seed, i);
            holds[i] = holdsIn(c, sc) ? 1 : 0;
        }
    });
    if (!done)
        return std::nullopt;
    odds.samples = static_cast<int>(n);
    odds.pHolds = static_cast<double>(std::count(holds.begin(), holds.end(), 1)) / static_cast<double>(n);
    return odds;
}

Message oddsMessage(double p)
{
    if (p <= 0)
        return claimmsg::msg(RW_MSG("Verbatim", "%1"), qty::percent(0, Style::Decimal, 0));
    if (p >= 1)
        return claimmsg::msg(RW_MSG("Verbatim", "%1"), qty::percent(100, Style::Decimal, 0));
    const double percent = std::round(p * 100);
    if (percent < 1)
        return claimmsg::msg(RW_MSG("Claims", "< %1"), qty::percent(1, Style::Decimal, 0));
    if (percent > 99)
        return claimmsg::msg(RW_MSG("Claims", "> %1"), qty::percent(99, Style::Decimal, 0));
    return claimmsg::msg(RW_MSG("Verbatim", "%1"), qty::percent(percent, Style::Decimal, 0));
}

Message oddsSentenceMessage(const ClaimOdds& odds, std::uint64_t seed)
{
    if (!odds.pHolds)
        return RW_MSG("Claims", "Odds: none. No uncertain input of the claim's scenario moves its figure (each was tried at the low and the high end of its "
                                "range), so the uncertainty does not change the verdict.");
    std::vector<Message> movers;
    for (ParamId id : odds.movers)
        movers.push_back(claimmsg::msg(RW_MSG("Verbatim", "%1"), ParamArg{id}));
    return claimmsg::msg(RW_MSG("Claims", "Odds: it holds in %1 of %2 Monte Carlo samples (seed %3) of the claim's scenario with its uncertainty; its figure "
                                          "moves with %4."),
                         oddsMessage(*odds.pHolds), Quantity{static_cast<double>(odds.samples), Unit::Count, Style::Grouped, 0},
                         qty::whole(static_cast<long long>(seed)), claimmsg::andList(movers));
}

std::string oddsText(double p)
{
    return english(oddsMessage(p));
}

std::string oddsSentence(const ClaimOdds& odds, std::uint64_t seed)
{
    return english(oddsSentenceMessage(odds, seed));
}

std::optional<std::vector<ClaimOdds>> auditOdds(const std::vector<ClaimResult>& results, const OddsOptions& options)
{
    std::vector<ClaimOdds> out;
    out.reserve(results.size());
    for (const auto& r : results) {
        if (options.control.cancel && options.control.cancel->load())
            return std::nullopt;
        if (!r.scenario) {
            out.emplace_back();
            continue;
        }
        auto odds = claimOdds(*r.claim, *r.scenario, options);
        if (!odds)
            return std::nullopt;
        out.push_back(std::move(*odds));
    }
    return out;
}

} // namespace runway
