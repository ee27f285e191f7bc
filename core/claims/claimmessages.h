#pragma once
// Small helpers for the claims' messages (core/text/message.h): a message from a key and its
// arguments in one call, sentences joined, lists in words. Each joiner is a key of its own, so a
// language without spaces between sentences (Chinese) or with its own list words translates it.

#include <string>
#include <utility>
#include <vector>

#include "core/text/message.h"
#include "core/util/problem.h"

namespace runway::claimmsg {

/// RW_MSG(…) with its arguments: msg(RW_MSG("Claims", "%1 a day"), qty::money3(v)).
template <class... Args> Message msg(MessageKey key, Args&&... args)
{
    Message m(key);
    (m.arg(std::forward<Args>(args)), ...);
    return m;
}

/// Sentences one after the other ("A. B."); empty ones left out.
Message sentences(const std::vector<Message>& parts);

/// A message whose English starts with a capital letter, for a clause ("the divisor … is 0")
/// used as a sentence of its own ("The divisor … is 0.").
Message sentence(const Message& clause);

/// Items in words: "a", "a and b", "a, b and c".
Message andList(const std::vector<Message>& items);

/// Items separated by "; ".
Message semicolonList(const std::vector<Message>& items);

/// Items separated by ", " (formulas, ids).
Message commaList(const std::vector<Message>& items);

/// A problem in one message: "where: what" (just "what" without a place).
Message problem(const Problem& p);

} // namespace runway::claimmsg
