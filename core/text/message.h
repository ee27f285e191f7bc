#pragma once
// Messages, not sentences: core says *what* happened as a key and typed arguments; each front
// end says it in its own language. The CLI and the files write english(message); the window
// translates the key with QCoreApplication::translate(context, source) and writes each argument
// by its locale's rules (ui/format/messagetext.h). Core stays Qt-free and never parses its own text.
//
// A key is a static (context, English source) pair written with RW_MSG, which lupdate reads as
// QT_TRANSLATE_NOOP (ui/i18n/translations.cmake passes -tr-function-alias), so a new sentence in
// core is a new entry of the .ts file at the next update, and test_i18n fails until it is
// translated. Placeholders are %1 … %9, each an argument of the message.

#include <memory>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/scenario/date.h"
#include "core/scenario/parameters.h"
#include "core/text/messagekey.h"
#include "core/text/unit.h"

namespace runway {

class Message;

/// A parameter named in a message: its key in English ("fixed_opex_usd_per_month"), its label in the window.
struct ParamArg {
    ParamId id = ParamId::Price;
    friend bool operator==(const ParamArg&, const ParamArg&) = default;
};
/// A metric (MODEL.md §5) named in a message: its key in English, its name in the window.
struct MetricArg {
    std::string key;
    friend bool operator==(const MetricArg&, const MetricArg&) = default;
};
/// Text written as it is in every language: a name the user gave, a file name, a key, a JSON
/// fragment, an operating system's or SQLite's own words.
struct Verbatim {
    std::string text;
    friend bool operator==(const Verbatim&, const Verbatim&) = default;
};
/// A message inside a message ("the acquisition cost has no number (%1)"). `capitalized`: its
/// first letter written as a capital, for a clause used as a sentence of its own ("%1.").
struct Nested {
    std::shared_ptr<const Message> message;
    bool capitalized = false;
    friend bool operator==(const Nested& a, const Nested& b);
};

/// One argument of a message.
using MessageArg = std::variant<Quantity, ParamArg, MetricArg, Date, Verbatim, Nested>;

/// A key and its arguments. An empty message (no key) reads as an empty text.
class Message {
public:
    Message() = default;
    Message(MessageKey key, std::vector<MessageArg> args = {}); // NOLINT(google-explicit-constructor): RW_MSG(…) reads as a message
    /// Text that is no sentence of core's: written as it is in every language (an OS error, SQLite's words).
    static Message verbatim(std::string text);

    const MessageKey& key() const { return m_key; }
    const std::vector<MessageArg>& args() const { return m_args; }
    bool empty() const { return *m_key.source == '\0' && m_args.empty(); }

    /// Adds an argument (the next placeholder).
    Message& arg(MessageArg a);
    Message& arg(const Message& nested);
    Message& arg(std::string text); ///< a Verbatim
    Message& arg(ParamId id);
    Message& arg(const Quantity& q);

    friend bool operator==(const Message& a, const Message& b) { return a.m_key == b.m_key && a.m_args == b.m_args; }

private:
    MessageKey m_key;
    std::vector<MessageArg> m_args;
};

using Messages = std::vector<Message>;

/// An argument as core's English writes it: a quantity by englishNumber, a parameter or metric by
/// its key, a date as YYYY-MM-DD, verbatim text as it is, a nested message by english().
std::string englishArg(const MessageArg& a);
/// The message in core's English: the source text with each %n replaced by its argument, in one
/// pass (an argument's own text may hold "%2"); a % not followed by 1 … 9 stays as it is.
std::string english(const Message& m);

/// `pattern` with %1 … %9 replaced by `args` in one pass; a placeholder without an argument stays.
/// Shared by english() and the window's renderer so that both fill a text the same way.
std::string fillPlaceholders(std::string_view pattern, const std::vector<std::string>& args);

/// A unit as a control's label names it ("$ per 1M tokens", "tokens per day", "% per month"):
/// the key (context "Units"); empty for a unit without words.
MessageKey unitLabel(Unit u);

} // namespace runway
