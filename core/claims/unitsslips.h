#pragma once
// Units slips, generated (CLAIMS.md v3, "Units slips, generated"): an `equals` claim that is off
// is tested against the slips people make, computed rather than listed. The computed value ÷ the
// claimed value within 1 % of one of the table's factors, either way round, is a match, named in
// words. The claim's own readings (quota-1t, …) are tried first; a generated slip is shown only
// when none of them matches (claimaudit.cpp).
//
//   factor                 reads as
//   10, 100, 1,000         a scale word or a decimal point off (thousand ↔ million ↔ billion ↔ trillion)
//   10⁴                    万 dropped or added
//   10⁸                    亿 dropped or added
//   30                     a day read as a month, or a month as a day
//   12, 365                a month or a day read as a year, or back
//   cny_per_usd (7.17)     yuan read as dollars, or back
//   1,000,000              per token read as per million tokens, or back

#include <optional>
#include <span>

#include "core/text/message.h"

namespace runway {

/// How close computed ÷ claimed must be to a slip's factor: within 1 % of it.
inline constexpr double kSlipTolerance = 0.01;

enum class SlipKind { Scale, Wan, Yi, DayMonth, MonthYear, DayYear, Currency, PerMillion };

/// One row of the table: a factor and what it reads as.
struct SlipFactor {
    SlipKind kind;
    double factor; ///< 0 for Currency: the scenario's cny_per_usd
};

/// The table, in the order it is tried.
std::span<const SlipFactor> slipTable();

/// A slip that explains a ratio.
struct UnitsSlip {
    SlipKind kind = SlipKind::Scale;
    double factor = 1;  ///< the table's factor (cny_per_usd for Currency)
    bool tooLow = true; ///< the claimed figure is `factor` times too low (computed ≈ claimed × factor), else too high
    double ratio = 1;   ///< computed ÷ claimed
    friend bool operator==(const UnitsSlip&, const UnitsSlip&) = default;
};

/// The first slip of the table whose factor is within 1 % of `ratio` = computed ÷ claimed, or of
/// its inverse; nothing for a ratio that is not finite and above 0, or that matches no factor.
/// `cnyPerUsd` is the claim scenario's exchange rate (the Currency row).
std::optional<UnitsSlip> findUnitsSlip(double ratio, double cnyPerUsd);

/// What the slip reads as: "a scale word or a decimal point off (thousand ↔ million ↔ billion ↔ trillion)".
Message slipWords(SlipKind kind);

/// The slip in a sentence: "A units slip matches: the figure is 100× too low (within 1 %): a scale
/// word or a decimal point off (thousand ↔ million ↔ billion ↔ trillion)."
Message slipSentence(const UnitsSlip& slip);

/// The slip in a few words for a table or a scorecard: "100× too low: a scale word or a decimal point off (…)".
Message slipShort(const UnitsSlip& slip);

} // namespace runway
