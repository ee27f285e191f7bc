#include "core/claims/claimmessages.h"

namespace runway::claimmsg {
namespace {

// `items` folded left with `pair` ("%1, %2"), the last pair with `last` ("%1 and %2").
Message fold(const std::vector<Message>& items, MessageKey pair, MessageKey last)
{
    std::vector<const Message*> present;
    for (const Message& m : items)
        if (!m.empty())
            present.push_back(&m);
    if (present.empty())
        return {};
    Message out = *present.front();
    for (std::size_t i = 1; i < present.size(); ++i)
        out = msg(i + 1 == present.size() ? last : pair, out, *present[i]);
    return out;
}

} // namespace

Message sentences(const std::vector<Message>& parts)
{
    return fold(parts, RW_MSG("Sentences", "%1 %2"), RW_MSG("Sentences", "%1 %2"));
}

Message sentence(const Message& clause)
{
    return msg(RW_MSG("Sentences", "%1."), MessageArg(Nested{std::make_shared<const Message>(clause), true}));
}

Message andList(const std::vector<Message>& items)
{
    return fold(items, RW_MSG("Lists", "%1, %2"), RW_MSG("Lists", "%1 and %2"));
}

Message semicolonList(const std::vector<Message>& items)
{
    return fold(items, RW_MSG("Lists", "%1; %2"), RW_MSG("Lists", "%1; %2"));
}

Message commaList(const std::vector<Message>& items)
{
    return fold(items, RW_MSG("Lists", "%1, %2"), RW_MSG("Lists", "%1, %2"));
}

Message problem(const Problem& p)
{
    return p.where.empty() ? p.message : msg(RW_MSG("Claims", "%1: %2"), p.where, p.message);
}

} // namespace runway::claimmsg
