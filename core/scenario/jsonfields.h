#pragma once
// Strict reading of one JSON object's fields, for every JSON reader of core (scenario files'
// funding events and distributions, the claims catalogue): every problem names the entry and
// the field ("funding[2].month: …", "claim \"a-quota-day\".kind: …").

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/scenario/jsondocument.h"

namespace runway {

/// A short description of a JSON value for messages: "null", "true", "a number",
/// "a string (\"text\")", "a list", "an object".
std::string jsonType(const Json& v);

/// Reads the fields of one JSON object, reporting problems under `where`.
class FieldReader {
public:
    FieldReader(const Json& obj, std::string where, Problems& problems);

    const std::string& where() const { return m_where; }
    /// "<where>.<field>".
    std::string at(std::string_view field) const;
    void problem(std::string_view field, Message message);

    /// The field, or nullptr (a problem when it is required).
    const Json* get(std::string_view field, bool required);
    /// A non-empty text of at most `maxChars` bytes.
    std::optional<std::string> text(std::string_view field, bool required, std::size_t maxChars = 500);
    /// A finite number above 0.
    std::optional<double> positive(std::string_view field, bool required);
    /// Any number (the document reader has already refused numbers that are not finite);
    /// `expected` says what was wanted ("a number of months").
    std::optional<double> number(std::string_view field, bool required, std::string_view expected = "a number");
    /// A non-empty array of distinct texts.
    std::optional<std::vector<std::string>> ids(std::string_view field, bool required);
    /// Refuses any field not in `allowed`, suggesting a close one; false when one was refused.
    bool refuseUnknown(std::initializer_list<std::string_view> allowed, std::string_view what = "field");

private:
    const Json& m_obj;
    std::string m_where;
    Problems& m_problems;
};

} // namespace runway
