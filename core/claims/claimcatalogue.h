#pragma once
// The claims catalogue of CLAIMS.md as data (resources/claims.json): the five sources, the
// claims with the scenario each implies, the other readings of their figures, the notes and
// the public figures of MODEL.md §9. The catalogue never stores a verdict: claimaudit.h
// computes them. Its texts are messages: the built-in catalogue's have translation keys
// (builtintexts.h), a user's own are Verbatim.

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/claims/claimoverrides.h"
#include "core/claims/extract/foundnumber.h"
#include "core/text/message.h"
#include "core/util/problem.h"

namespace runway {

/// The schema written (and read); `@2` files (the built-in catalogue as it was) are read too.
inline constexpr std::string_view kClaimsSchema = "token-runway/claims@3";
inline constexpr std::string_view kClaimsSchemaV2 = "token-runway/claims@2";
/// An `equals` claim's default tolerance and the range a file may give (CLAIMS.md v3).
inline constexpr double kDefaultTolerancePct = 5;
inline constexpr double kMinTolerancePct = 0.1;
inline constexpr double kMaxTolerancePct = 50;
inline constexpr std::size_t kMaxQuoteChars = 500;
inline constexpr std::string_view kClaimsResource = "claims.json";

/// One article (or newsletter) the claims come from; cited by its title.
struct ClaimSource {
    std::string id;      ///< "A" … "E"
    Message title;       ///< the full title
    Message description; ///< "article", "a sector newsletter"
    // claims@3, each optional (empty when the file does not say):
    std::string publisher;     ///< the outlet or author
    std::string date;          ///< ISO date (YYYY-MM-DD), checked when read
    std::string url;           ///< http(s) link
    std::string language;      ///< "en", "zh", …
    std::string originalTitle; ///< the title as published, when `title` is a translation
    std::string textSha256;    ///< of the text the claims were taken from (64 lowercase hex digits)

    friend bool operator==(const ClaimSource&, const ClaimSource&) = default;
};

/// How a claim compares: `equals` within 5 % (consistent/off); a bound or a range
/// (`between` low … high, both ends included) holds or fails.
enum class ClaimKind { Equals, AtLeast, AtMost, Between };

/// How the claimed and computed values read: "3.87T tokens a day", "$10M a day", "$3.97B",
/// "9,667 chips", "27.7 months", "3.75 %", "6.01×".
enum class ClaimUnit { TokensPerDay, UsdPerDay, UsdPerMonth, Usd, Chips, Months, Percent, Times };

/// Whether a claim checks the world or only its source's own arithmetic: `internal` when the
/// inputs that decide it are the same source's figures (the default demand *is* 23.2T / 6), so
/// agreement shows the source computed consistently, not that it is right (CLAIMS.md, "Basis").
enum class ClaimBasis { Independent, Internal };

/// claims@3: a `confirmed` claim is judged; a `draft` (found by the extractor, not yet confirmed)
/// is listed "to confirm" and never judged; an `uncheckable` one is listed with its reason (a
/// number the model has no quantity for).
enum class ClaimStatus { Confirmed, Draft, Uncheckable };

/// Another figure of a claim's scenario (CLAIMS.md, "Readings"): `quantity` (a metric key or a
/// numeric parameter) or, when it is empty, the claim's own quantity, in the claim's scenario
/// with `overrides` on top. Listed under a claim's `readings` it is another way to read the
/// claimed figure, in the claim's unit (× factor, ÷ per), and matches only within 5 %; listed
/// under `context` it is a figure shown beside the verdict, in its own `unit`.
struct ClaimReading {
    std::string id;
    std::string quantity;          ///< a §5 metric or numeric parameter key; empty: the claim's own
    ClaimOverrides overrides;      ///< often empty
    Message text;                  ///< "a 1T quota instead of 100T", "the chips to buy on day 0"
    Message why;                   ///< what a match means ("a units slip: …"); may be empty
    std::optional<ClaimUnit> unit; ///< set: a context figure in its own unit, no factor

    friend bool operator==(const ClaimReading&, const ClaimReading&) = default;
};

/// A quantity a draft's number may be (claims@3 `suggestions`, best first): claimed = quantity × factor.
struct ClaimSuggestion {
    std::string quantity; ///< a §5 metric or a numeric parameter key
    double factor = 1;
    friend bool operator==(const ClaimSuggestion&, const ClaimSuggestion&) = default;
};

/// What the extractor found for a draft claim (claims@3): the number's base unit, its currency
/// (money only), its period and the quantities it may be. Drafts only: a confirmed claim has a
/// quantity and a display unit instead.
struct DraftFigure {
    extract::Unit unit = extract::Unit::Count;
    extract::Currency currency = extract::Currency::None;
    extract::Period period = extract::Period::None;
    std::vector<ClaimSuggestion> suggestions;
    friend bool operator==(const DraftFigure&, const DraftFigure&) = default;
};

struct Claim {
    std::string id;
    std::vector<std::string> sources; ///< source ids
    Message claim;                    ///< one-line paraphrase in the project's words
    ClaimOverrides overrides;         ///< scenario keys the claim implies, on top of a base scenario
    std::string quantity;             ///< a metric key (MODEL.md §5) or a numeric parameter key
    double factor = 1;                ///< computed = quantity × factor (30 for "a month") …
    std::string per;                  ///< … ÷ this metric or parameter when not empty
    double claimed = 0;               ///< the article's figure, or the low end of a `between` range
    double claimedHigh = 0;           ///< the high end of a `between` range (= claimed otherwise)
    ClaimUnit unit = ClaimUnit::UsdPerDay;
    ClaimKind kind = ClaimKind::Equals;
    ClaimBasis basis = ClaimBasis::Independent;
    Message basisNote;                 ///< internal: which inputs come from the claim's own source
    std::vector<std::string> readings; ///< reading ids tried as other readings of the figure (`equals` only)
    std::vector<std::string> context;  ///< reading ids shown beside the verdict
    std::string group;                 ///< claims that are readings of one statement share a group
    Message reading;                   ///< this claim's reading, within its group
    // claims@3:
    std::string quote;                  ///< the article's words the claim rests on (verbatim, ≤ 500 characters; not translated)
    std::optional<double> tolerancePct; ///< `equals` only: consistent within this many percent (default 5)
    ClaimStatus status = ClaimStatus::Confirmed;
    Message reason;              ///< why an uncheckable claim cannot be checked
    ClaimOverrides perOverrides; ///< `per` computed on the claim's scenario with these on top
    bool claimedGiven = true;    ///< false: a draft or uncheckable claim without a figure
    DraftFigure found;           ///< drafts: what the extractor found

    /// The `equals` rule's tolerance as a fraction (0.05 by default).
    double tolerance() const { return tolerancePct.value_or(kDefaultTolerancePct) / 100; }
    bool judged() const { return status == ClaimStatus::Confirmed; }
    friend bool operator==(const Claim&, const Claim&) = default;
};

/// A note shown beside the claims table.
struct ClaimNote {
    std::vector<std::string> sources;
    Message text;
    friend bool operator==(const ClaimNote&, const ClaimNote&) = default;
};

/// A number of an article read as context, not as a claim (a year, a date, an ordinal, a
/// version, a block number): listed so that every number is accounted for (drafts).
struct ContextNumber {
    std::string text; ///< the number as written ("2025", "GLM-5.3")
    extract::ContextReason reason = extract::ContextReason::Year;
    std::string quote; ///< its sentence
    friend bool operator==(const ContextNumber&, const ContextNumber&) = default;
};

/// A public figure worth showing on the Sources page (not a default).
struct PublicFigure {
    Message label;
    std::optional<double> value;                    ///< one value, or
    std::optional<std::pair<double, double>> range; ///< a low … high range
    std::string unit;                               ///< "RMB", "HKD", "tokens a day", "%"
    /// The unit with the number as %1 ("%1 tokens a day", "RMB %1"): the built-in catalogue's key;
    /// empty for a user's figure (written as it is).
    std::optional<MessageKey> unitPattern;
    Message source;  ///< the full citation: title, publisher, date where known
    Message comment; ///< may be empty
    friend bool operator==(const PublicFigure&, const PublicFigure&) = default;
};

struct ClaimCatalogue {
    std::vector<ClaimSource> sources;
    std::vector<ClaimReading> readings;
    std::vector<Claim> claims;
    std::vector<ClaimNote> notes;
    std::vector<PublicFigure> publicFigures;
    std::vector<ContextNumber> contextNumbers; ///< claims@3 `context`: the numbers that are not claims

    friend bool operator==(const ClaimCatalogue&, const ClaimCatalogue&) = default;

    const ClaimSource* findSource(std::string_view id) const;
    const ClaimReading* findReading(std::string_view id) const;
    const Claim* findClaim(std::string_view id) const;
    /// The titles of a claim's sources, in English, joined with "; ".
    std::string sourceTitles(const Claim& c) const;
};

/// Where a catalogue's texts come from: the built-in catalogue's are translated (each must have a
/// key in builtintexts.cpp, or the catalogue is refused); a user's are written as they are.
enum class CatalogueTexts { User, Builtin };

/// The largest claims document read (a file, or an article's claims in the library). Larger than
/// a scenario's 1 MiB: a `claims extract` draft repeats each number's sentence as its quote, so the
/// draft of a text within the extractor's 1 MiB limit can be several times the text.
inline constexpr std::size_t kMaxClaimsFileBytes = std::size_t{16} << 20;

/// parseJsonDocument (MODEL.md §1's input rules, with kMaxClaimsFileBytes) + catalogueFromJson (claimsfile.h).
Checked<ClaimCatalogue> parseCatalogue(std::string_view text, CatalogueTexts texts = CatalogueTexts::User);

/// The built-in catalogue (resources/claims.json), loaded once; a test guards that it loads.
const ClaimCatalogue& builtinCatalogue();
/// The built-in catalogue with its problems, for the test and a start-up check.
Checked<ClaimCatalogue> loadBuiltinCatalogue();

std::string_view kindName(ClaimKind k);     ///< "equals", "at_least", "at_most", "between"
std::string_view unitName(ClaimUnit u);     ///< "tokens_per_day", "usd_per_day", …
std::string_view basisName(ClaimBasis b);   ///< "independent", "internal"
std::string_view statusName(ClaimStatus s); ///< "confirmed", "draft", "uncheckable"

/// A value in a claim's unit: "3.87T tokens a day", "$100K a day", "9,667 chips", "27.7 months".
Message claimValueMessage(double v, ClaimUnit u);
/// The claimed figure of a claim: "$100K a day", or a range "$100K–$1M a month".
Message claimedMessage(const Claim& c);
/// The two in core's English (the CLI's table).
std::string formatClaimValue(double v, ClaimUnit u);
std::string formatClaimed(const Claim& c);

/// A list of ids in words: "A", "A and B", "A, B and C".
Message idList(const std::vector<std::string>& ids);

} // namespace runway
