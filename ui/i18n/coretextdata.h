#pragma once
// The tables of ui/i18n/coretext.cpp (kept apart: the data is long, the logic short).

#include <span>

namespace runway::coretext {

enum class Kind { Claim, ClaimReading, BasisNote, ReadingText, ReadingWhy, SourceTitle, SourceDescription, PresetName, PresetDescription };

/// A text of core with an id: its kind, the id and core's English.
struct Entry {
    Kind kind;
    const char* id;
    const char* english;
};

/// The texts with ids: resources/claims.json and resources/presets/.
extern const std::span<const Entry> kEntries;
/// The sentences without ids (notes, public figures, the method, the null reasons, the audit's
/// whyNone and ratio texts); a %n stands for a number or for another sentence.
extern const std::span<const char* const> kSentences;
/// Words inside the formulas of a claim's arithmetic, replaced where they occur.
extern const std::span<const char* const> kFragments;
/// The lines of a claim's arithmetic ("Claimed: %1"), matched only as whole lines.
extern const std::span<const char* const> kArithmetic;

} // namespace runway::coretext
