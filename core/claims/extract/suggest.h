#pragma once
// Which MODEL.md quantities a found number may be (CLAIMS.md: "each with the quantities whose
// unit matches, best first"): §5 metrics and numeric §1 parameters, each with the factor that
// turns the quantity into the claimed figure (claimed = quantity × factor: 30 for "a month" of
// a per-day metric, 6 for tokens "in six days" of a per-day one).
//
// The score, documented here and nowhere else:
//   100 × tier + 10 × topic words in the clause + 1 × topic words in the sentence
//     + 20 if a priced list value + 5 if the same currency
// - tier 2: the unit matches and the period is the quantity's, or converts to it (a month is 30
//   days, a year 365 days or 12 months; durations: a month is 30 days, a year 12 months); a
//   token or money total with a duration in the same sentence converts too ("23.2T tokens in six
//   days" is demand_tokens_per_day × 6; a month counts 30 days);
// - tier 1: the unit matches, the number states no period and the quantity is a day's or a
//   month's (read as the quantity's own period, factor 1); tokens "per chip" for the per chip per
//   day quantity; a duration in days for a quantity in months, or back;
// - topic words: how many of the quantity's topic words appear in the number's clause (the part of
//   its sentence between commas, semicolons, colons or dashes) and in its whole sentence (English
//   as whole words, case-insensitively, or by their start where the table says "serv*": it matches
//   "serving"; Chinese by substring);
// - priced list value: the sentence also states a price per million tokens and the quantity is a
//   list value (quota_list_value_usd_per_day, day0.free_tier_list_value_usd,
//   total_free_tier_list_value_usd): "at $0.10 per million tokens, 100T tokens a day would cost
//   $10M daily" multiplies a price by tokens, whatever verb it uses;
// - same currency: the number's currency is the quantity's (USD, or CNY for filing_cash_cny).
// Ties keep the table's order, which lists the headline quantities first. A currency is never
// converted: the draft claim carries its `currency`.

#include <span>
#include <string_view>
#include <vector>

#include "core/claims/extract/foundnumber.h"

namespace runway::extract {

/// One quantity of MODEL.md as the suggestions see it.
struct QuantityRow {
    std::string_view key;              ///< a §5 metric ("day0.free_tier_cost_usd") or a numeric §1 parameter
    Unit unit;                         ///< Money, Tokens, Accelerators, People, Percent, Months, Days, Multiple
    Period period;                     ///< the quantity's own period (None for stocks, counts and durations)
    double unitFactor = 1;             ///< the quantity in the number's base unit per one of its own (chip_life_years: 12 months)
    Currency currency = Currency::Usd; ///< for Money
    std::string_view topics;           ///< words of its topic, space-separated; "_" joins a phrase ("war_chest"), "*" ends a word start ("serv*")
};

/// Every quantity the suggestions may name, headline quantities first within each unit.
std::span<const QuantityRow> quantityTable();

/// The quantities `n` may be, best first (see the score above); empty for a count without a
/// unit and for context. `sentenceNumbers` are the other claims of the same sentence (a
/// duration among them converts a total).
/// `clause` is the part of the number's sentence between the clause marks around it.
std::vector<Suggestion> suggestQuantities(const FoundNumber& n, std::string_view clause, const std::vector<const FoundNumber*>& sentenceNumbers);

} // namespace runway::extract
