#include "core/claims/claimaudit.h"

#include <array>
#include <cmath>
#include <cstdio>

#include "core/model/modeljson.h"
#include "core/scenario/numberformat.h"
#include "core/util/text.h"

namespace runway {
namespace {

// A reading this close (a factor of 1.5 either way) is worth naming even when it is not within 5 %.
constexpr double kCloseFactor = 1.5;

// The 1e-12 keeps the edge itself (a ratio of exactly 1.05 or 0.95) inside, despite rounding.
bool within(double ratio, double tolerance)
{
    return std::fabs(ratio - 1) <= tolerance + 1e-12;
}

std::optional<double> quantityValue(const Claim& c, const Scenario& s, const Metrics& m)
{
    if (isMetricKey(c.quantity))
        return metricByKey(m, c.quantity);
    if (const ParamSpec* p = findParam(c.quantity); p && isNumeric(p->id))
        return s[p->id];
    return std::nullopt;
}

// runway_days / runway_months are null when the cash lasts the whole horizon: a lower bound.
std::optional<double> nullRunwayBound(const Claim& c, const Scenario& s)
{
    if (c.quantity == "runway_months")
        return s.horizonMonths();
    if (c.quantity == "runway_days")
        return s.horizonDays();
    return std::nullopt;
}

std::string joinReadings(const std::vector<const ReadingResult*>& list, ClaimUnit unit)
{
    std::string out;
    for (std::size_t i = 0; i < list.size(); ++i) {
        if (i > 0)
            out += i + 1 == list.size() ? " and " : ", ";
        out += list[i]->reading->text + " (≈ " + formatClaimValue(list[i]->value, unit) + ")";
    }
    return out;
}

void evaluateReadings(const ClaimCatalogue& cat, ClaimResult& r)
{
    const Claim& c = *r.claim;
    for (const auto& id : c.readings) {
        const ClaimReading* rd = cat.findReading(id);
        if (!rd)
            continue;
        if (auto v = metricByKey(r.metrics, rd->quantity))
            r.readings.push_back({rd, *v * c.factor, *v * c.factor / c.claimed});
    }
    if (r.readings.empty())
        return;
    std::vector<const ReadingResult*> matches, close;
    std::size_t nearest = 0;
    for (std::size_t i = 0; i < r.readings.size(); ++i) {
        const auto& rr = r.readings[i];
        if (within(rr.ratio, kConsistentTolerance))
            matches.push_back(&rr);
        else if (std::fabs(std::log(rr.ratio)) <= std::log(kCloseFactor))
            close.push_back(&rr);
        if (std::fabs(std::log(rr.ratio)) < std::fabs(std::log(r.readings[nearest].ratio)))
            nearest = i;
    }
    const auto indexOf = [&](const ReadingResult* p) { return static_cast<std::size_t>(p - r.readings.data()); };
    if (!matches.empty()) {
        r.bestReading = indexOf(matches.front());
        r.note += " It matches " + joinReadings(matches, c.unit) + ", within 5 %.";
    } else if (!close.empty()) {
        r.bestReading = indexOf(close.front());
        r.note += " It is close to " + joinReadings(close, c.unit) + ".";
    } else {
        r.bestReading = nearest;
        const auto& n = r.readings[nearest];
        r.note += " No other reading fits; the nearest is " + joinReadings({&n}, c.unit) + ", " + ratioText(n.ratio) + ".";
    }
}

std::string verdictVerb(Verdict v)
{
    switch (v) {
    case Verdict::Consistent: return "is consistent";
    case Verdict::Off: return "is off";
    case Verdict::Holds: return "holds";
    case Verdict::Fails: return "fails";
    case Verdict::Undetermined: return "cannot be judged";
    }
    return {};
}

std::string boundText(ClaimKind k)
{
    return k == ClaimKind::AtMost ? "at most" : "at least";
}

void groupNotes(std::vector<ClaimResult>& results)
{
    for (auto& r : results) {
        if (r.claim->group.empty() || !r.problems.empty())
            continue;
        std::string note;
        for (const auto& other : results) {
            if (other.claim->group != r.claim->group || !other.problems.empty())
                continue;
            note += note.empty() ? "Read as " : "; read as ";
            note += other.claim->reading + " it " + verdictVerb(other.verdict);
            if (other.computed)
                note += " (" + formatClaimValue(*other.computed, other.claim->unit) + ")";
        }
        // A member without a value keeps its own explanation (e.g. the cash outlasts the horizon).
        r.note = note + "." + (r.computed ? "" : " " + r.note);
    }
}

} // namespace

Checked<Scenario> claimScenario(const Claim& claim, const Scenario& base)
{
    Json doc = scenarioToJson(base);
    for (const auto& [key, value] : claim.overrides.items()) {
        doc[key] = value;
        if (auto u = doc.find("uncertainty"); u != doc.end() && u->is_object())
            u->erase(key);
    }
    doc["name"] = abbreviate("Claim " + claim.id, 200);
    doc["notes"] = claim.claim;
    Checked<Scenario> s = scenarioFromJson(doc);
    prefixProblems(s.problems, "claim \"" + claim.id + "\"");
    return s;
}

ClaimResult evaluateClaim(const ClaimCatalogue& catalogue, const Claim& claim, const Scenario& base)
{
    ClaimResult r;
    r.claim = &claim;
    auto s = claimScenario(claim, base);
    if (!s.ok()) {
        r.problems = std::move(s.problems);
        r.note = "The claim's scenario does not apply to this base scenario: " + r.problems.front().text();
        return r;
    }
    r.scenario = std::move(s.value);
    r.metrics = computeMetrics(*r.scenario);
    r.quantity = quantityValue(claim, *r.scenario, r.metrics);
    const std::string claimedText = formatClaimValue(claim.claimed, claim.unit);
    if (!r.quantity) {
        if (auto bound = nullRunwayBound(claim, *r.scenario)) {
            const double b = *bound * claim.factor;
            if (claim.kind == ClaimKind::AtLeast && b >= claim.claimed)
                r.verdict = Verdict::Holds;
            else if (claim.kind == ClaimKind::AtMost && b > claim.claimed)
                r.verdict = Verdict::Fails;
            r.note = "The cash lasts beyond the horizon (" + formatClaimValue(b, claim.unit) + "), so the model gives no runway; it is longer than that.";
        } else {
            r.note = "The model gives no value for " + claim.quantity + " in this scenario (MODEL.md §5 defines it as null here).";
        }
        return r;
    }
    r.computed = *r.quantity * claim.factor;
    r.ratio = *r.computed / claim.claimed;
    r.verdict = judge(claim.kind, *r.computed, claim.claimed);
    const std::string computedText = formatClaimValue(*r.computed, claim.unit);
    switch (r.verdict) {
    case Verdict::Consistent: r.note = "The model gives " + computedText + ", within 5 % of " + claimedText + "."; break;
    case Verdict::Off:
        r.note = "The model gives " + computedText + ": the claim is " + ratioText(*r.ratio) + ".";
        evaluateReadings(catalogue, r);
        break;
    case Verdict::Holds:
    case Verdict::Fails: r.note = "The model gives " + computedText + "; the claim needs " + boundText(claim.kind) + " " + claimedText + "."; break;
    case Verdict::Undetermined: break;
    }
    return r;
}

std::vector<ClaimResult> auditClaims(const ClaimCatalogue& catalogue, const Scenario& base)
{
    std::vector<ClaimResult> results;
    results.reserve(catalogue.claims.size());
    for (const auto& c : catalogue.claims)
        results.push_back(evaluateClaim(catalogue, c, base));
    groupNotes(results);
    return results;
}

Verdict judge(ClaimKind kind, double computed, double claimed)
{
    switch (kind) {
    case ClaimKind::Equals: return within(computed / claimed, kConsistentTolerance) ? Verdict::Consistent : Verdict::Off;
    case ClaimKind::AtLeast: return computed >= claimed ? Verdict::Holds : Verdict::Fails;
    case ClaimKind::AtMost: return computed <= claimed ? Verdict::Holds : Verdict::Fails;
    }
    return Verdict::Undetermined;
}

std::string_view verdictName(Verdict v)
{
    switch (v) {
    case Verdict::Consistent: return "consistent";
    case Verdict::Off: return "off";
    case Verdict::Holds: return "holds";
    case Verdict::Fails: return "fails";
    case Verdict::Undetermined: return "undetermined";
    }
    return {};
}

bool verdictIsTrue(Verdict v)
{
    return v == Verdict::Consistent || v == Verdict::Holds;
}

std::string ratioText(double ratio)
{
    if (!std::isfinite(ratio) || ratio <= 0)
        return "not comparable";
    if (within(ratio, kConsistentTolerance))
        return "within 5 %";
    const double f = ratio >= 1 ? ratio : 1 / ratio;
    std::string times;
    if (f < 9.95) {
        std::array<char, 32> buf{};
        std::snprintf(buf.data(), buf.size(), "%.1f", f);
        times = buf.data();
    } else {
        const double step = std::pow(10.0, std::floor(std::log10(f)) - 2);
        times = formatGrouped(std::round(f / step) * step, 0);
    }
    return times + "× " + (ratio >= 1 ? "too low" : "too high");
}

} // namespace runway
