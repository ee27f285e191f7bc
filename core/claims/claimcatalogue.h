#pragma once
// The claims catalogue of CLAIMS.md as data (resources/claims.json): the five sources, the
// claims with the scenario each implies, the notes and the public figures of MODEL.md §9.
// The catalogue never stores a verdict: claimaudit.h computes them.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/scenario/jsondocument.h"
#include "core/scenario/scenariojson.h"

namespace runway {

inline constexpr std::string_view kClaimsSchema = "token-runway/claims@1";
inline constexpr std::string_view kClaimsResource = "claims.json";

/// One article (or newsletter) the claims come from; cited by its title.
struct ClaimSource {
    std::string id;          ///< "A" … "E"
    std::string title;       ///< the full title
    std::string description; ///< "article", "a sector newsletter"
};

/// How a claim compares: `equals` within 5 % (consistent/off), or a bound (holds/fails).
enum class ClaimKind { Equals, AtLeast, AtMost };

/// How the claimed and computed values read: "3.87T tokens a day", "$10M a day", "9,667 chips".
enum class ClaimUnit { TokensPerDay, UsdPerDay, UsdPerMonth, Chips, Months };

/// Another way to read a figure (e.g. the serving cost of the tokens used instead of the
/// quota's list value): a day-0 metric, multiplied by the claim's factor.
struct ClaimReading {
    std::string id;
    std::string quantity; ///< a metric key of MODEL.md §5 (metricByKey)
    std::string text;     ///< "the serving cost of the tokens actually used"
};

struct Claim {
    std::string id;
    std::vector<std::string> sources; ///< source ids
    std::string claim;                ///< one-line paraphrase in the project's words
    Json overrides;                   ///< scenario keys the claim implies, on top of a base scenario
    std::string quantity;             ///< a metric key (MODEL.md §5) or a numeric parameter key
    double factor = 1;                ///< computed = quantity × factor (30 for "a month")
    double claimed = 0;               ///< the article's figure (> 0)
    ClaimUnit unit = ClaimUnit::UsdPerDay;
    ClaimKind kind = ClaimKind::Equals;
    std::vector<std::string> readings; ///< reading ids tried when an `equals` claim is off
    std::string group;                 ///< claims that are readings of one statement share a group
    std::string reading;               ///< this claim's reading, within its group
};

/// A note shown beside the claims table.
struct ClaimNote {
    std::vector<std::string> sources;
    std::string text;
};

/// A public figure worth showing on the Sources page (not a default).
struct PublicFigure {
    std::string label;
    std::optional<double> value;                    ///< one value, or
    std::optional<std::pair<double, double>> range; ///< a low … high range
    std::string unit;                               ///< "RMB", "HKD", "tokens a day", "%"
    std::string source;
    std::string comment; ///< may be empty
};

struct ClaimCatalogue {
    std::vector<ClaimSource> sources;
    std::vector<ClaimReading> readings;
    std::vector<Claim> claims;
    std::vector<ClaimNote> notes;
    std::vector<PublicFigure> publicFigures;

    const ClaimSource* findSource(std::string_view id) const;
    const ClaimReading* findReading(std::string_view id) const;
    const Claim* findClaim(std::string_view id) const;
    /// The titles of a claim's sources, joined with "; ".
    std::string sourceTitles(const Claim& c) const;
};

/// Validates a parsed catalogue strictly: every problem names the claim (or entry) and the
/// field — missing fields, unknown fields, duplicate ids, unknown source or reading ids, an
/// unknown quantity key, overrides the scenario validator refuses, a bad kind or unit.
Checked<ClaimCatalogue> catalogueFromJson(const Json& doc);

/// parseJsonDocument (MODEL.md §1's input rules) + catalogueFromJson.
Checked<ClaimCatalogue> parseCatalogue(std::string_view text);

/// The built-in catalogue (resources/claims.json), loaded once; a test guards that it loads.
const ClaimCatalogue& builtinCatalogue();
/// The built-in catalogue with its problems, for the test and a start-up check.
Checked<ClaimCatalogue> loadBuiltinCatalogue();

std::string_view kindName(ClaimKind k); ///< "equals", "at_least", "at_most"
std::string_view unitName(ClaimUnit u); ///< "tokens_per_day", "usd_per_day", …
/// A value in a claim's unit: "3.87T tokens a day", "$100K a day", "9,667 chips", "27.7 months".
std::string formatClaimValue(double v, ClaimUnit u);

} // namespace runway
