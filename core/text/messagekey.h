#pragma once
// A translation key without its arguments (core/text/message.h says how messages work). Kept apart
// so that the parameter table (core/scenario/parameters.h), which message.h itself includes, can
// hold keys in its rows.

#include <string_view>

namespace runway {

/// A translation key: the context and the English source text with %1 … %9. Both point at string
/// literals (or other storage that outlives every message made from them).
struct MessageKey {
    const char* context = "";
    const char* source = "";
    /// No text (a row of a table without one).
    constexpr bool empty() const { return *source == '\0'; }
    friend bool operator==(const MessageKey& a, const MessageKey& b)
    {
        return std::string_view(a.context) == b.context && std::string_view(a.source) == b.source;
    }
};

/// RW_MSG("Context", "English with %1") — a key lupdate sees.
#define RW_MSG(context, source) (::runway::MessageKey{context, source})

} // namespace runway
