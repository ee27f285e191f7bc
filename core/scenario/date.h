#pragma once
// A calendar date (proleptic Gregorian) with day arithmetic, without time zones.

#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace runway {

struct Date {
    int year = 2026;
    int month = 3; ///< 1 … 12
    int day = 4;   ///< 1 … 31

    /// Days since 1970-01-01.
    std::int64_t toDays() const;
    static Date fromDays(std::int64_t days);
    Date plusDays(std::int64_t days) const { return fromDays(toDays() + days); }
    /// "YYYY-MM-DD".
    std::string toIso() const;
    /// Parses exactly "YYYY-MM-DD" with a real calendar day; nullopt otherwise.
    static std::optional<Date> parseIso(std::string_view text);

    friend auto operator<=>(const Date&, const Date&) = default; // NOLINT(modernize-use-nullptr): clang-tidy 14 false positive on a defaulted <=>
};

} // namespace runway
