#include "core/text/message.h"

#include <utility>

namespace runway {

bool operator==(const Nested& a, const Nested& b)
{
    if (a.capitalized != b.capitalized)
        return false;
    if (!a.message || !b.message)
        return a.message == b.message;
    return *a.message == *b.message;
}

Message::Message(MessageKey key, std::vector<MessageArg> args)
    : m_key(key)
    , m_args(std::move(args))
{
}

Message Message::verbatim(std::string text)
{
    return Message(RW_MSG("Verbatim", "%1"), {Verbatim{std::move(text)}});
}

Message& Message::arg(MessageArg a)
{
    m_args.push_back(std::move(a));
    return *this;
}
Message& Message::arg(const Message& nested)
{
    return arg(MessageArg(Nested{std::make_shared<const Message>(nested)}));
}
Message& Message::arg(std::string text)
{
    return arg(MessageArg(Verbatim{std::move(text)}));
}
Message& Message::arg(ParamId id)
{
    return arg(MessageArg(ParamArg{id}));
}
Message& Message::arg(const Quantity& q)
{
    return arg(MessageArg(q));
}

std::string fillPlaceholders(std::string_view pattern, const std::vector<std::string>& args)
{
    std::string out;
    out.reserve(pattern.size() + 32 * args.size());
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char ch = pattern[i];
        if (ch == '%' && i + 1 < pattern.size() && pattern[i + 1] >= '1' && pattern[i + 1] <= '9') {
            const auto n = static_cast<std::size_t>(pattern[i + 1] - '1');
            if (n < args.size()) {
                out += args[n];
                ++i;
                continue;
            }
        }
        out += ch;
    }
    return out;
}

std::string englishArg(const MessageArg& a)
{
    struct Visitor {
        std::string operator()(const Quantity& q) const { return englishNumber(q); }
        std::string operator()(const ParamArg& p) const { return std::string(spec(p.id).key); }
        std::string operator()(const MetricArg& m) const { return m.key; }
        std::string operator()(const Date& d) const { return d.toIso(); }
        std::string operator()(const Verbatim& v) const { return v.text; }
        std::string operator()(const Nested& n) const
        {
            std::string text = n.message ? english(*n.message) : std::string();
            if (n.capitalized && !text.empty() && text[0] >= 'a' && text[0] <= 'z')
                text[0] = static_cast<char>(text[0] - 'a' + 'A');
            return text;
        }
    };
    return std::visit(Visitor{}, a);
}

std::string english(const Message& m)
{
    std::vector<std::string> args;
    args.reserve(m.args().size());
    for (const auto& a : m.args())
        args.push_back(englishArg(a));
    return fillPlaceholders(m.key().source, args);
}

} // namespace runway
