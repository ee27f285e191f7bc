#pragma once
// The texts of the built-in claims catalogue (resources/claims.json: titles, paraphrases,
// readings, basis notes, notes, public figures), each with a translation key lupdate sees
// (context "Claims"; the parameter table's sources carry their own keys, context "Sources"). The JSON keeps the English; the loader turns a
// built-in text into a message with the key whose source is that text, so the window translates
// it without patterns. A text without a key fails the loader (and test_claims), so the JSON and
// this list cannot drift. A user's own catalogue is not translated: its texts are Verbatim.

#include <optional>
#include <span>
#include <string_view>

#include "core/text/message.h"

namespace runway {

/// Every key of the built-in catalogue's texts.
std::span<const MessageKey> builtinTexts();

/// The key whose English source is exactly `text`, or nothing.
std::optional<MessageKey> builtinTextKey(std::string_view text);

} // namespace runway
