#pragma once
// `claims extract`: every number of an English or Chinese text with its sentence, value in its
// base unit, unit, period, qualifier and kind, and the MODEL.md quantities it may be (CLAIMS.md,
// "Finding the numbers in a text"). Deterministic, no network, no language model: a tokenizer
// (tokenizer.h), tables (numbertables.h) and a few rules, each documented where it is applied.
//
// The rules in brief:
// - A number is digits ("3,870", "23.2"), number words ("twenty-three point two trillion",
//   "a dozen"), a plural scale word ("thousands" is 1,000 … 9,999; "hundreds of thousands"
//   100,000 … 999,999), or a Chinese numeral ("二十三点二万亿", "两千", "数千"); with a scale
//   ("million", "T", "万亿"), a currency ("$", "US$", "RMB", "元"), a percent ("%", "percent",
//   "百分之") or a multiple ("3x", "threefold", "twice", "倍").
// - Two numbers joined by "–", "-", "~", "to", "至", "到", "between … and", "X or Y" (same unit)
//   or "X, likely Y," are one range; a bare start takes the end's scale and unit ("30–40 %").
// - The unit is the first unit noun within four words after the number ("10,000 Ascend
//   910B-class chips"); durations become months (years × 12) or days (weeks × 7, hours ÷ 24).
// - The period is the first period phrase after the number in its clause ("per day", "in daily
//   costs", "monthly"), else a period word before it ("daily free quotas of 100T tokens",
//   "Monthly, that approaches $3M"); "per chip" with a day is per chip per day.
// - Context, not claims: years (1900–2100 written as four digits, no unit), dates, ordinals,
//   versions (letters glued to the number: "GLM-5.3", "V4", "4o", "910B-class"; a number right
//   after a capitalised name with no unit: "Ascend 910B", "Claude 3"; the same text again later)
//   and block numbers ("Block 18,402,112").

#include <string>
#include <string_view>
#include <vector>

#include "core/claims/extract/foundnumber.h"

namespace runway::extract {

/// Every number of UTF-8 `text` in text order, claims and context, each claim with its ranked
/// suggestions (suggest.h). `text` must be valid UTF-8 (articletext.h's reader checks it).
std::vector<FoundNumber> extractNumbers(std::string_view text);

/// "zh" when twice the Han characters are at least the ASCII letters (a Chinese word is one or two
/// characters, an English word about five letters: a Chinese text quoting English names stays
/// "zh"), else "en".
std::string detectLanguage(std::string_view text);

} // namespace runway::extract
