#include "core/claims/claimaudit.h"

#include <cmath>

#include "core/claims/claimmessages.h"
#include "core/model/modeljson.h"
#include "core/scenario/numberformat.h"

namespace runway {
namespace {

using claimmsg::msg;

// "100", "1,000", "3.6": a factor ≥ 1 in the digits ratioText uses (one decimal below 9.95,
// else three significant digits, grouped).
Quantity timesNumber(double f)
{
    if (f < 9.95)
        return {f, Unit::None, Style::Decimal, 1};
    const double step = std::pow(10.0, std::floor(std::log10(f)) - 2);
    return {std::round(f / step) * step, Unit::None, Style::Grouped, 0};
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
Message whyNull(std::string_view key, const Metrics& m)
{
    if (auto it = m.nullReasons.find(std::string(key)); it != m.nullReasons.end())
        return it->second;
    return msg(RW_MSG("Claims", "MODEL.md §5 defines %1 as null in this scenario"), std::string(key));
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

Message boundMessage(const Claim& c)
{
    switch (c.kind) {
    case ClaimKind::AtLeast: return msg(RW_MSG("Claims", "at least %1"), claimedMessage(c));
    case ClaimKind::AtMost: return msg(RW_MSG("Claims", "at most %1"), claimedMessage(c));
    case ClaimKind::Between:
    case ClaimKind::Equals: break;
    }
    return claimedMessage(c);
}

Message verdictVerb(Verdict v)
{
    switch (v) {
    case Verdict::Consistent: return RW_MSG("Claims", "is consistent");
    case Verdict::Off: return RW_MSG("Claims", "is off");
    case Verdict::Holds: return RW_MSG("Claims", "holds");
    case Verdict::Fails: return RW_MSG("Claims", "fails");
    case Verdict::Undetermined: break;
    }
    return RW_MSG("Claims", "cannot be judged");
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
            out.whyNone = msg(RW_MSG("Claims", "its inputs do not apply here: %1"), claimmsg::problem(built.problems.front()));
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
            out.whyNone = msg(RW_MSG("Claims", "%1 is 0 or null"), c.per);
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

// "A's figure is exactly what a 1T quota instead of 100T gives ($100K a day): a units slip: …"
Message readingsNote(const ClaimResult& r)
{
    if (r.readings.empty())
        return {};
    const auto matches = r.matchingReadings();
    if (matches.empty())
        return msg(RW_MSG("Claims", "None of the %1 other readings tried matches within 5 %."), qty::whole(static_cast<long long>(r.readings.size())));
    std::vector<Message> notes;
    const Message who = idList(r.claim->sources);
    for (const ReadingResult* rr : matches) {
        const Message value = claimValueMessage(*rr->value, r.claim->unit);
        const ClaimReading& rd = *rr->reading;
        if (rd.why.empty())
            notes.push_back(rr->exact ? msg(RW_MSG("Claims", "%1's figure is exactly what %2 gives (%3)."), who, rd.text, value)
                                      : msg(RW_MSG("Claims", "%1's figure is within 5 % of what %2 gives (%3)."), who, rd.text, value));
        else
            notes.push_back(rr->exact ? msg(RW_MSG("Claims", "%1's figure is exactly what %2 gives (%3): %4."), who, rd.text, value, rd.why)
                                      : msg(RW_MSG("Claims", "%1's figure is within 5 % of what %2 gives (%3): %4."), who, rd.text, value, rd.why));
    }
    return claimmsg::sentences(notes);
}

// "Beside it: the accelerators owned at the start, 9,667 chips; …."
Message contextNote(const ClaimResult& r)
{
    if (r.context.empty())
        return {};
    std::vector<Message> items;
    for (const ReadingResult& cr : r.context) {
        const Message value =
            cr.value ? claimValueMessage(*cr.value, cr.reading->unit.value_or(r.claim->unit)) : msg(RW_MSG("Claims", "no value (%1)"), cr.whyNone);
        items.push_back(msg(RW_MSG("Claims", "%1, %2"), cr.reading->text, value));
    }
    return msg(RW_MSG("Claims", "Beside it: %1."), claimmsg::semicolonList(items));
}

void groupNotes(std::vector<ClaimResult>& results)
{
    for (auto& r : results) {
        if (r.claim->group.empty() || !r.problems.empty())
            continue;
        // "Read as the quota's list value it fails (3.33 months); read as the company's cash runway it holds (24.4 months)."
        Message readings;
        for (const auto& other : results) {
            if (other.claim->group != r.claim->group || !other.problems.empty())
                continue;
            const Message verb = verdictVerb(other.verdict);
            if (readings.empty())
                readings = other.computed ? msg(RW_MSG("Claims", "Read as %1 it %2 (%3)"), other.claim->reading, verb,
                                                claimValueMessage(*other.computed, other.claim->unit))
                                          : msg(RW_MSG("Claims", "Read as %1 it %2"), other.claim->reading, verb);
            else
                readings = other.computed ? msg(RW_MSG("Claims", "%1; read as %2 it %3 (%4)"), readings, other.claim->reading, verb,
                                                claimValueMessage(*other.computed, other.claim->unit))
                                          : msg(RW_MSG("Claims", "%1; read as %2 it %3"), readings, other.claim->reading, verb);
        }
        // A member without a value keeps its own explanation (e.g. the cash outlasts the horizon).
        const Message own = r.computed ? Message() : claimmsg::sentence(claimValue(*r.claim, *r.scenario, r.metrics).whyNone);
        r.note = claimmsg::sentences({msg(RW_MSG("Sentences", "%1."), readings), own, contextNote(r)});
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
    Checked<Scenario> s = applyOverrides(claimScenario, reading.overrides, claimScenario.name, claimScenario.notes);
    prefixProblems(s.problems, "reading \"" + reading.id + "\"");
    return s;
}

Checked<Scenario> claimScenario(const Claim& claim, const Scenario& base)
{
    Checked<Scenario> s = applyOverrides(base, claim.overrides, "Claim " + claim.id, english(claim.claim));
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
            v.whyNone = msg(RW_MSG("Claims", "the cash lasts beyond the horizon (%1), so the model gives no runway; it is longer than that"),
                            claimValueMessage(b, c.unit));
        } else {
            v.whyNone = whyNull(c.quantity, m);
        }
        return v;
    }
    double computed = *v.quantity * c.factor;
    if (!c.per.empty()) {
        if (c.perOverrides.empty()) {
            v.per = keyValue(c.per, s, m);
        } else {
            // The divisor on the claim's scenario with per_overrides on top (the runway at 3 % for one at 1 %).
            Checked<Scenario> perScenario = applyOverrides(s, c.perOverrides, s.name, s.notes);
            if (!perScenario.ok()) {
                v.whyNone = msg(RW_MSG("Claims", "the divisor's inputs do not apply here: %1"), claimmsg::problem(perScenario.problems.front()));
                return v;
            }
            const Metrics perMetrics = computeMetrics(*perScenario.value);
            v.per = keyValue(c.per, *perScenario.value, perMetrics);
            if (!v.per) {
                v.whyNone = msg(RW_MSG("Claims", "the divisor %1 has no value: %2"), c.per, whyNull(c.per, perMetrics));
                return v;
            }
        }
        if (!v.per) {
            v.whyNone = msg(RW_MSG("Claims", "the divisor %1 has no value: %2"), c.per, whyNull(c.per, m));
            return v;
        }
        if (*v.per == 0) {
            v.whyNone = msg(RW_MSG("Claims", "the divisor %1 is 0"), c.per);
            return v;
        }
        computed /= *v.per;
    }
    v.computed = computed;
    v.verdict = judge(c.kind, computed, c.claimed, c.claimedHigh, c.tolerance());
    return v;
}

ClaimResult evaluateClaim(const ClaimCatalogue& catalogue, const Claim& claim, const Scenario& base)
{
    ClaimResult r;
    r.claim = &claim;
    auto s = claimScenario(claim, base);
    if (!s.ok()) {
        r.problems = std::move(s.problems);
        r.note = msg(RW_MSG("Claims", "The claim's scenario does not apply to this base scenario: %1"), claimmsg::problem(r.problems.front()));
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
        r.note = claimmsg::sentences({claimmsg::sentence(v.whyNone), contextNote(r)});
        return r;
    }
    const Message value = claimValueMessage(*r.computed, claim.unit);
    const Message computed = claim.per.empty() ? value : msg(RW_MSG("Claims", "%1 (%2 ÷ %3)"), value, claim.quantity, claim.per);
    Message main;
    Message readings;
    switch (r.verdict) {
    case Verdict::Consistent:
        main = claim.tolerancePct ? msg(RW_MSG("Claims", "The model gives %1, within %3 of %2."), computed, claimedMessage(claim),
                                        qty::percent(*claim.tolerancePct, Style::Exact))
                                  : msg(RW_MSG("Claims", "The model gives %1, within 5 % of %2."), computed, claimedMessage(claim));
        break;
    case Verdict::Off:
        main = msg(RW_MSG("Claims", "The model gives %1: the claim is %2."), computed,
                   r.ratio ? ratioMessage(*r.ratio, claim.tolerance()) : Message(RW_MSG("Claims", "not comparable")));
        for (const auto& id : claim.readings)
            if (const ClaimReading* rd = catalogue.findReading(id))
                r.readings.push_back(evaluateReading(*rd, r, true));
        // The claim's own readings first; a generated slip only when none of them matches.
        if (r.matchingReadings().empty() && r.ratio)
            r.slip = findUnitsSlip(*r.ratio, (*r.scenario)[ParamId::CnyPerUsd]);
        readings = r.slip ? claimmsg::sentences({readingsNote(r), slipSentence(*r.slip)}) : readingsNote(r);
        break;
    case Verdict::Holds:
    case Verdict::Fails:
        main = claim.kind == ClaimKind::Between ? msg(RW_MSG("Claims", "The model gives %1; the claim needs %2: %3."), computed, boundMessage(claim),
                                                      rangeMessage(*r.computed, claim.claimed, claim.claimedHigh))
                                                : msg(RW_MSG("Claims", "The model gives %1; the claim needs %2."), computed, boundMessage(claim));
        break;
    case Verdict::Undetermined: break;
    }
    const Message internal = r.internal() ? msg(RW_MSG("Claims", "Internal: %1"), claim.basisNote) : Message();
    r.note = claimmsg::sentences({main, readings, internal, contextNote(r)});
    return r;
}

std::vector<ClaimResult> auditClaims(const ClaimCatalogue& catalogue, const Scenario& base)
{
    std::vector<ClaimResult> results;
    results.reserve(catalogue.claims.size());
    for (const auto& c : catalogue.claims)
        if (c.judged()) // drafts and uncheckable claims are listed, never judged
            results.push_back(evaluateClaim(catalogue, c, base));
    groupNotes(results);
    return results;
}

Verdict judge(ClaimKind kind, double computed, double claimed, double claimedHigh, double tolerance)
{
    switch (kind) {
    case ClaimKind::Equals: return within(computed / claimed, tolerance) ? Verdict::Consistent : Verdict::Off;
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

Message verdictMessage(const ClaimResult& r)
{
    const bool internal = r.internal();
    Message detail;
    if (r.verdict == Verdict::Off && r.ratio)
        detail = ratioMessage(*r.ratio, r.claim->tolerance());
    else if (r.verdict == Verdict::Fails && r.claim->kind == ClaimKind::Between && r.computed)
        detail = rangeMessage(*r.computed, r.claim->claimed, r.claim->claimedHigh);
    switch (r.verdict) {
    case Verdict::Consistent: return internal ? RW_MSG("Claims", "consistent (internal)") : RW_MSG("Claims", "consistent");
    case Verdict::Off:
        if (detail.empty())
            return internal ? RW_MSG("Claims", "off (internal)") : RW_MSG("Claims", "off");
        return internal ? msg(RW_MSG("Claims", "off (internal; %1)"), detail) : msg(RW_MSG("Claims", "off (%1)"), detail);
    case Verdict::Holds: return internal ? RW_MSG("Claims", "holds (internal)") : RW_MSG("Claims", "holds");
    case Verdict::Fails:
        if (detail.empty())
            return internal ? RW_MSG("Claims", "fails (internal)") : RW_MSG("Claims", "fails");
        return internal ? msg(RW_MSG("Claims", "fails (internal; %1)"), detail) : msg(RW_MSG("Claims", "fails (%1)"), detail);
    case Verdict::Undetermined: break;
    }
    return internal ? RW_MSG("Claims", "undetermined (internal)") : RW_MSG("Claims", "undetermined");
}

Message ratioMessage(double ratio, double tolerance)
{
    if (!std::isfinite(ratio) || ratio <= 0)
        return RW_MSG("Claims", "not comparable");
    if (within(ratio, tolerance))
        return tolerance == kConsistentTolerance ? Message(RW_MSG("Claims", "within 5 %"))
                                                 : msg(RW_MSG("Claims", "within %1"), qty::percent(tolerance * 100, Style::Exact));
    // Off by less than 10 % (a claim with a tolerance under 5 %): the difference in percent.
    if (tolerance < kConsistentTolerance && std::fabs(ratio - 1) < 0.095)
        return ratio >= 1 ? msg(RW_MSG("Claims", "%1 too low"), qty::percent((ratio - 1) * 100, Style::Decimal, 1))
                          : msg(RW_MSG("Claims", "%1 too high"), qty::percent((1 - ratio) / ratio * 100, Style::Decimal, 1));
    return ratio >= 1 ? msg(RW_MSG("Claims", "%1× too low"), timesNumber(ratio)) : msg(RW_MSG("Claims", "%1× too high"), timesNumber(1 / ratio));
}

Message rangeMessage(double computed, double low, double high)
{
    if (computed >= low && computed <= high)
        return RW_MSG("Claims", "inside the range");
    const bool above = computed > high;
    const double edge = above ? high : low;
    if (edge <= 0 || computed <= 0)
        return above ? RW_MSG("Claims", "above the range") : RW_MSG("Claims", "below the range");
    const double f = above ? computed / edge : edge / computed;
    return above ? msg(RW_MSG("Claims", "%1× above the range"), timesNumber(f)) : msg(RW_MSG("Claims", "%1× below the range"), timesNumber(f));
}

std::string verdictPhrase(const ClaimResult& r)
{
    return english(verdictMessage(r));
}

std::string ratioText(double ratio)
{
    return english(ratioMessage(ratio));
}

std::string rangeText(double computed, double low, double high)
{
    return english(rangeMessage(computed, low, high));
}

} // namespace runway
