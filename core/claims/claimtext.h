#pragma once
// The arithmetic of a claim with the scenario's numbers substituted, as messages: the Claims
// tab's detail pane, the report and `token-runway claims --explain`. The formulas are written as
// core writes them (keys and symbols); the words around them and the numbers are the message's,
// so the window says them in its language.

#include <string>
#include <vector>

#include "core/claims/claimaudit.h"

namespace runway {

/// How a quantity (a MODEL.md §5 metric key or a numeric parameter key) is computed in `s`,
/// formula then numbers: "quota_list_value_usd_per_day = free_quota_tokens_per_day × P_eff / 1e6
/// = 100T × $0.1 / 1M = $10M, where P_eff = …".
Message quantityArithmetic(std::string_view quantity, const Scenario& s, const Metrics& m);

/// Cash at the start (MODEL.md §3b): "cash_start = filing_cash_cny / cny_per_usd + … = RMB 2.552B
/// / 7.17 + $558M − $30.8M × 247 / 30 = $660.3M", or "cash_usd is given: …".
Message cashArithmetic(const Scenario& s, const Metrics& m);

/// The fleet on day 0 (MODEL.md §4): the chips at the start, the chips day 0 needs, the chips
/// bought and their cost, the fleet's electricity; or that capacity is paid by the token.
Message fleetArithmetic(const Scenario& s, const Metrics& m);

/// What a line of a claim's arithmetic is, so a view can leave out what it shows elsewhere.
enum class ArithmeticRole {
    Title,        ///< "Claim a-quota-day (A: …)"
    Paraphrase,   ///< the claim in the project's words
    Basis,        ///< "Basis: internal: …"
    ScenarioLine, ///< "Scenario: the base scenario with …"
    CannotApply,
    Computed, ///< "Computed: …", then the factor, the divisor and the quotient
    Factor,
    Divisor,
    Quotient,
    Claimed,
    Range,
    Ratio,
    Verdict,
    ReadingsHeading, ///< "Other readings of the same figure:"
    Reading,         ///< one reading tried; `matches` when it matches
    ContextHeading,  ///< "Beside it:"
    Context,         ///< one figure beside the verdict
    Note,            ///< "Note: …"
};

/// One line: its role, whether it is indented (a step under the line above) and its text.
struct ArithmeticLine {
    ArithmeticRole role = ArithmeticRole::Title;
    bool indented = false;
    bool matches = false; ///< a reading that matches (the text marks it "* ", the others "- ")
    Message text;
};

/// Every step of one audited claim, one per line: the claim and its sources, its basis, the
/// scenario, the computed value with its formula, the factor and the divisor, the claimed
/// value, the ratio (or where it lies against a range), the verdict with its rule, the other
/// readings tried (each saying whether it matches), the figures beside it and the note.
std::vector<ArithmeticLine> claimArithmeticLines(const ClaimCatalogue& catalogue, const ClaimResult& result);

/// The lines in core's English, one per line ("  " before an indented one, "* " or "- " before
/// a reading), each ending with a line feed.
std::string claimArithmetic(const ClaimCatalogue& catalogue, const ClaimResult& result);

} // namespace runway
