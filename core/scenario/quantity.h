#pragma once
// Numbers as people type them, shared by the CLI's --set and the window's spin boxes:
// "3%", "3 %", "$0.05", "40M", "100T", "−5", "1e14", "2.5K".

#include <string>
#include <string_view>

#include "core/util/problem.h"

namespace runway {

/// Reads a number with an optional sign (+, -, U+2212; before or after the "$"), an optional "$"
/// before the digits, an optional magnitude suffix K/M/B/T (thousand, million, billion, trillion;
/// upper or lower case) and an optional "%" or "×" at the end, spaces allowed between these parts
/// but not inside the digits. "inf" and "nan" are not finite numbers. The digits are C-locale ("1.5", "1e6");
/// the window turns a locale's decimal comma into a point first. A suffix scales exactly:
/// "40M" reads as 40e6. Problems say what is wrong with the text, never a partial value.
Checked<double> parseQuantity(std::string_view text);

/// What is wrong with a number that is not 0 but nearer 0 than the smallest double (1e-400),
/// which a reader would otherwise take for 0: the one sentence the JSON reader and --set give,
/// after the number ("1e-400 is too small …").
MessageKey tooSmallToRepresent();
/// The reason parseQuantity() gives for a number beyond the largest double (1e400).
MessageKey tooLargeToRepresent();

} // namespace runway
