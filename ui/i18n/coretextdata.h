#pragma once
// The tables of ui/i18n/coretext.cpp (kept apart: the data is long, the logic short).

#include <span>

namespace runway::coretext {

enum class Kind { PresetName, PresetDescription };

/// A text of core with an id: its kind, the id and core's English.
struct Entry {
    Kind kind;
    const char* id;
    const char* english;
};

/// The texts with ids: resources/presets/.
extern const std::span<const Entry> kEntries;
/// The sentences without ids (the null reasons, the parameters' sources); a %n stands for a number
/// or for another sentence.
extern const std::span<const char* const> kSentences;

} // namespace runway::coretext
