#pragma once
// Errors as values: every validation problem names where it is and what is wrong.

#include <optional>
#include <string>
#include <vector>

namespace runway {

struct Problem {
    std::string where;   ///< a key path ("funding[2].month"), a file name, or "line 3, column 7"
    std::string message; ///< what is wrong, with the value and the limits
    std::string text() const { return where.empty() ? message : where + ": " + message; }
    friend bool operator==(const Problem&, const Problem&) = default;
};

using Problems = std::vector<Problem>;

/// A value or the problems that prevent it. Exactly one of the two is filled.
template <class T> struct Checked {
    std::optional<T> value;
    Problems problems;
    bool ok() const { return value.has_value(); }
};

/// Prefixes every problem's place with `prefix` (e.g. the file name).
inline void prefixProblems(Problems& problems, const std::string& prefix)
{
    for (auto& p : problems)
        p.where = p.where.empty() ? prefix : prefix + ": " + p.where;
}

} // namespace runway
