#pragma once
// Internal to the extractor: the period phrases of a text and its number expressions ("atoms")
// before ranges, units, periods and qualifiers are attached (extractor.cpp does that).

#include <cstddef>
#include <string>
#include <vector>

#include "core/claims/extract/foundnumber.h"
#include "core/claims/extract/tokenizer.h"

namespace runway::extract::detail {

/// A period phrase found in the text ("per day", "daily", "per million tokens", "per-chip").
struct PeriodMark {
    std::size_t first = 0, last = 0; ///< tokens, inclusive
    Period period = Period::None;
    bool before = false; ///< may qualify a number that follows it ("daily free quotas of 100T tokens")
};

/// Every period phrase, left to right, none overlapping (the longest wins). "a day", "a month",
/// "a year" after "for", "in", "within", "over", "than", "about" … is a duration, not a period.
std::vector<PeriodMark> findPeriodMarks(const std::vector<Token>& tokens);

/// One number expression: the number with its currency sign or word, scale ("million", "T", "万亿"),
/// percent or multiple sign, or a date, ordinal or version read as context.
struct Atom {
    std::size_t first = 0, last = 0; ///< tokens, inclusive
    bool range = false;              ///< "thousands", "hundreds of thousands", "数千", "三四"
    double low = 0, high = 0;        ///< the value (times the currency factor: cents)
    Unit unit = Unit::Count;         ///< Money, Percent or Multiple when the expression says so
    Currency currency = Currency::None;
    bool scaled = false;       ///< carries a scale: a range's bare start takes it ("1–2 million")
    double scale = 1;          ///< that scale (10^e)
    bool spacedScale = false;  ///< a scale word after a space ("23.2 trillion"), not a glued suffix
    bool digits = false;       ///< written with Arabic digits
    bool plainInteger = false; ///< digits only: no separator, decimal point or suffix ("2026")
    ContextReason context = ContextReason::None;
    std::string qualifier; ///< a qualifier inside the expression ("10,000+", "100多万")
    Kind kind = Kind::Equals;
    bool timeUnitNext = false; ///< "a"/"half a" before a time unit: a duration whatever precedes it
};

/// The atoms of the text, left to right, none overlapping and none inside a period phrase.
std::vector<Atom> findAtoms(const std::vector<Token>& tokens, const std::vector<PeriodMark>& marks);

/// Whether `t` starts a unit, currency or time phrase (for a Chinese numeral standing alone: 三天, 两倍).
bool startsUnitPhrase(const std::vector<Token>& tokens, std::size_t i);

} // namespace runway::extract::detail
