#include "core/claims/claimaudit.h"

#include <array>
#include <cctype>
#include <cmath>
#include <cstdio>

#include "core/model/modeljson.h"
#include "core/scenario/numberformat.h"
#include "core/scenario/validate.h"
#include "core/util/text.h"

namespace runway {
namespace {

// "100", "1,000", "3.6": a factor ≥ 1 in the digits ratioText uses.
std::string timesNumber(double f)
{
    if (f < 9.95) {
        std::array<char, 32> buf{};
        std::snprintf(buf.data(), buf.size(), "%.1f", f);
        return buf.data();
    }
    const double step = std::pow(10.0, std::floor(std::log10(f)) - 2);
    return formatGrouped(std::round(f / step) * step, 0);
}

std::string capitalized(std::string s)
{
    if (!s.empty())
        s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
    return s;
}

// The 1e-12 keeps the edge itself (a ratio of exactly 1.05 or 0.95) inside, despite rounding.
bool within(double ratio, double tolerance)
{
    return std::fabs(ratio - 1) <= tolerance + 1e-12;
}

std::optional<double> keyValue(std::string_view key, const Scenario& s, const Metrics& m)
{
    if (isMetricKey(key))
        return metricByKey(m, key);
    if (const ParamSpec* p = findParam(key); p && isNumeric(p->id))
        return s[p->id];
    return std::nullopt;
}

// Why a key has no value: MODEL.md's sentence for the case at hand when there is one.
std::string whyNull(std::string_view key, const Metrics& m)
{
    if (auto it = m.nullReasons.find(std::string(key)); it != m.nullReasons.end())
        return english(it->second);
    return "MODEL.md §5 defines " + std::string(key) + " as null in this scenario";
}

// runway_days / runway_months are null when the cash lasts the whole horizon: a lower bound.
std::optional<double> nullRunwayBound(std::string_view quantity, const Scenario& s)
{
    if (quantity == "runway_months")
        return s.horizonMonths();
    if (quantity == "runway_days")
        return s.horizonDays();
    return std::nullopt;
}

// `s` with the keys of `overrides` set to their values in `patch` (the overrides as the scenario
// reader read them), then the rule book (validate()). A distribution on an overridden key is
// dropped, since the override fixes that value. Copying values, not JSON, keeps the audit of
// every claim on each edit well under a millisecond.
Checked<Scenario> withOverrides(const Scenario& s, const Json& overrides, const Scenario& patch, const std::string& name, const std::string& notes)
{
    Scenario out = s;
    for (const auto& [key, value] : overrides.items()) {
        const ParamSpec* p = findParam(key);
        if (!p)
            continue; // the loader refused it
        const ParamId id = p->id;
        if (isNumeric(id)) {
            out[id] = patch[id];
            out.setNull(id, patch.isNull(id));
            out.removeDistribution(id);
        } else if (id == ParamId::StartDate) {
            out.startDate = patch.startDate;
        } else if (id == ParamId::FilingDate) {
            out.filingDate = patch.filingDate;
        } else if (id == ParamId::CapacityMode) {
            out.capacityMode = patch.capacityMode;
        } else if (id == ParamId::Funding) {
            out.funding = patch.funding;
        }
    }
    out.name = abbreviate(name, 200);
    out.notes = notes;
    Checked<Scenario> result;
    result.problems = validate(out);
    if (result.problems.empty())
        result.value = std::move(out);
    return result;
}

std::optional<double> claimRatio(const Claim& c, double computed)
{
    if (c.kind == ClaimKind::Between) {
        if (computed > c.claimedHigh && c.claimedHigh > 0)
            return computed / c.claimedHigh;
        if (computed < c.claimed && c.claimed > 0)
            return computed / c.claimed;
        return std::nullopt;
    }
    if (c.claimed == 0)
        return std::nullopt;
    return computed / c.claimed;
}

std::string boundText(const Claim& c)
{
    switch (c.kind) {
    case ClaimKind::AtLeast: return "at least " + formatClaimed(c);
    case ClaimKind::AtMost: return "at most " + formatClaimed(c);
    case ClaimKind::Between: return formatClaimed(c);
    case ClaimKind::Equals: break;
    }
    return formatClaimed(c);
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

// Another reading or a context figure in the claim's scenario (plus the reading's overrides).
ReadingResult evaluateReading(const ClaimReading& rd, const ClaimResult& r, bool compared)
{
    const Claim& c = *r.claim;
    ReadingResult out;
    out.reading = &rd;
    const Scenario* s = &*r.scenario;
    const Metrics* m = &r.metrics;
    std::optional<Scenario> other;
    Metrics otherMetrics;
    if (!rd.overrides.empty()) {
        auto built = readingScenario(rd, *r.scenario);
        if (!built.ok()) {
            out.whyNone = "its inputs do not apply here: " + built.problems.front().text();
            return out;
        }
        other = std::move(built.value);
        otherMetrics = computeMetrics(*other);
        s = &*other;
        m = &otherMetrics;
    }
    if (rd.quantity.empty()) {
        const ClaimValue v = claimValue(c, *s, *m);
        out.value = v.computed;
        out.whyNone = v.whyNone;
    } else if (auto q = keyValue(rd.quantity, *s, *m)) {
        if (!compared) {
            out.value = *q;
        } else if (c.per.empty()) {
            out.value = *q * c.factor;
        } else if (auto per = keyValue(c.per, *s, *m); per && *per != 0) {
            out.value = *q * c.factor / *per;
        } else {
            out.whyNone = c.per + " is 0 or null";
        }
    } else {
        out.whyNone = whyNull(rd.quantity, *m);
    }
    if (compared && out.value) {
        out.ratio = *out.value / c.claimed;
        out.matches = within(*out.ratio, kConsistentTolerance);
        out.exact = std::fabs(*out.ratio - 1) <= 1e-9;
    }
    return out;
}

std::string sourceIds(const Claim& c)
{
    std::string s;
    for (std::size_t i = 0; i < c.sources.size(); ++i)
        s += (i == 0 ? "" : i + 1 == c.sources.size() ? " and " : ", ") + c.sources[i];
    return s;
}

// "A's figure is exactly what a 1T quota instead of 100T gives ($100K a day): a units slip: …"
std::string readingsNote(const ClaimResult& r)
{
    const auto matches = r.matchingReadings();
    if (r.readings.empty())
        return {};
    if (matches.empty())
        return " None of the " + std::to_string(r.readings.size()) + " other readings tried matches within 5 %.";
    std::string note;
    for (const ReadingResult* rr : matches) {
        note += " " + sourceIds(*r.claim) + "'s figure is " + (rr->exact ? "exactly" : "within 5 % of") + " what " + rr->reading->text + " gives (" +
                formatClaimValue(*rr->value, r.claim->unit) + ")";
        note += rr->reading->why.empty() ? "." : ": " + rr->reading->why + ".";
    }
    return note;
}

std::string contextNote(const ClaimResult& r)
{
    if (r.context.empty())
        return {};
    std::string note = " Beside it: ";
    for (std::size_t i = 0; i < r.context.size(); ++i) {
        const ReadingResult& cr = r.context[i];
        note += (i == 0 ? "" : "; ") + cr.reading->text + ", ";
        note += cr.value ? formatClaimValue(*cr.value, cr.reading->unit.value_or(r.claim->unit)) : "no value (" + cr.whyNone + ")";
    }
    return note + ".";
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
        const std::string own = r.computed ? std::string() : " " + capitalized(claimValue(*r.claim, *r.scenario, r.metrics).whyNone) + ".";
        note += ".";
        note += own;
        note += contextNote(r);
        r.note = std::move(note);
    }
}

} // namespace

std::vector<const ReadingResult*> ClaimResult::matchingReadings() const
{
    std::vector<const ReadingResult*> out;
    for (const auto& rr : readings)
        if (rr.matches)
            out.push_back(&rr);
    return out;
}

Checked<Scenario> readingScenario(const ClaimReading& reading, const Scenario& claimScenario)
{
    if (reading.overrides.empty())
        return {claimScenario, {}};
    Checked<Scenario> s = withOverrides(claimScenario, reading.overrides, reading.patch, claimScenario.name, claimScenario.notes);
    prefixProblems(s.problems, "reading \"" + reading.id + "\"");
    return s;
}

Checked<Scenario> claimScenario(const Claim& claim, const Scenario& base)
{
    Checked<Scenario> s = withOverrides(base, claim.overrides, claim.patch, "Claim " + claim.id, claim.claim);
    prefixProblems(s.problems, "claim \"" + claim.id + "\"");
    return s;
}

ClaimValue claimValue(const Claim& c, const Scenario& s, const Metrics& m)
{
    ClaimValue v;
    v.quantity = keyValue(c.quantity, s, m);
    if (!v.quantity) {
        if (auto bound = nullRunwayBound(c.quantity, s)) {
            // The cash lasts the horizon: the runway is longer than `bound`, which decides a bound.
            const double b = *bound * c.factor;
            if (c.per.empty() && c.kind == ClaimKind::AtLeast && b >= c.claimed)
                v.verdict = Verdict::Holds;
            else if (c.per.empty() && c.kind == ClaimKind::AtMost && b > c.claimed)
                v.verdict = Verdict::Fails;
            v.whyNone = "the cash lasts beyond the horizon (" + formatClaimValue(b, c.unit) + "), so the model gives no runway; it is longer than that";
        } else {
            v.whyNone = whyNull(c.quantity, m);
        }
        return v;
    }
    double computed = *v.quantity * c.factor;
    if (!c.per.empty()) {
        v.per = keyValue(c.per, s, m);
        if (!v.per) {
            v.whyNone = "the divisor " + c.per + " has no value: " + whyNull(c.per, m);
            return v;
        }
        if (*v.per == 0) {
            v.whyNone = "the divisor " + c.per + " is 0";
            return v;
        }
        computed /= *v.per;
    }
    v.computed = computed;
    v.verdict = judge(c.kind, computed, c.claimed, c.claimedHigh);
    return v;
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
    const ClaimValue v = claimValue(claim, *r.scenario, r.metrics);
    r.quantity = v.quantity;
    r.per = v.per;
    r.computed = v.computed;
    r.verdict = v.verdict;
    if (r.computed)
        r.ratio = claimRatio(claim, *r.computed);
    for (const auto& id : claim.context)
        if (const ClaimReading* rd = catalogue.findReading(id))
            r.context.push_back(evaluateReading(*rd, r, false));

    if (!r.computed) {
        r.note = capitalized(v.whyNone) + "." + contextNote(r);
        return r;
    }
    const std::string computedText = formatClaimValue(*r.computed, claim.unit) + (claim.per.empty() ? "" : " (" + claim.quantity + " ÷ " + claim.per + ")");
    switch (r.verdict) {
    case Verdict::Consistent: r.note = "The model gives " + computedText + ", within 5 % of " + formatClaimed(claim) + "."; break;
    case Verdict::Off:
        r.note = "The model gives " + computedText + ": the claim is " + (r.ratio ? ratioText(*r.ratio) : std::string("not comparable")) + ".";
        for (const auto& id : claim.readings)
            if (const ClaimReading* rd = catalogue.findReading(id))
                r.readings.push_back(evaluateReading(*rd, r, true));
        r.note += readingsNote(r);
        break;
    case Verdict::Holds:
    case Verdict::Fails:
        r.note = "The model gives " + computedText + "; the claim needs " + boundText(claim);
        if (claim.kind == ClaimKind::Between)
            r.note += ": " + rangeText(*r.computed, claim.claimed, claim.claimedHigh);
        r.note += ".";
        break;
    case Verdict::Undetermined: break;
    }
    if (r.internal())
        r.note += " Internal: " + claim.basisNote;
    r.note += contextNote(r);
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

Verdict judge(ClaimKind kind, double computed, double claimed, double claimedHigh)
{
    switch (kind) {
    case ClaimKind::Equals: return within(computed / claimed, kConsistentTolerance) ? Verdict::Consistent : Verdict::Off;
    case ClaimKind::AtLeast: return computed >= claimed ? Verdict::Holds : Verdict::Fails;
    case ClaimKind::AtMost: return computed <= claimed ? Verdict::Holds : Verdict::Fails;
    case ClaimKind::Between: return computed >= claimed && computed <= claimedHigh ? Verdict::Holds : Verdict::Fails;
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

std::string verdictPhrase(const ClaimResult& r)
{
    std::string v(verdictName(r.verdict));
    std::string detail;
    if (r.verdict == Verdict::Off && r.ratio)
        detail = ratioText(*r.ratio);
    else if (r.verdict == Verdict::Fails && r.claim->kind == ClaimKind::Between && r.computed)
        detail = rangeText(*r.computed, r.claim->claimed, r.claim->claimedHigh);
    if (r.internal())
        detail = detail.empty() ? "internal" : "internal; " + detail;
    return detail.empty() ? v : v + " (" + detail + ")";
}

std::string ratioText(double ratio)
{
    if (!std::isfinite(ratio) || ratio <= 0)
        return "not comparable";
    if (within(ratio, kConsistentTolerance))
        return "within 5 %";
    return timesNumber(ratio >= 1 ? ratio : 1 / ratio) + "× " + (ratio >= 1 ? "too low" : "too high");
}

std::string rangeText(double computed, double low, double high)
{
    if (computed >= low && computed <= high)
        return "inside the range";
    const bool above = computed > high;
    const double edge = above ? high : low;
    if (edge <= 0 || computed <= 0)
        return above ? "above the range" : "below the range";
    const double f = above ? computed / edge : edge / computed;
    return timesNumber(f) + "× " + (above ? "above" : "below") + " the range";
}

} // namespace runway
